/**
 * 我关注的分类 on the workbench's find-project page: the followed categories (the list's default filter) and the
 * dialog that sets them — every platform category, grouped under its top category, at most
 * PROJECT_LIMITS.selectedCategories chosen; saving replaces the whole choice.
 */
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, Tag, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import type { SelectableCategory } from '../../../../../shared/schemas/project.js';
import { FormError } from '../../../components/form-error.js';
import { isHttpError } from '../../../api/http-error.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { FOLLOW_REFUSALS, useSaveFollowed, useSelectableCategories } from '../api/followed.js';
import { tf } from '../texts.js';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
  },
  label: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1, marginRight: tokens.spacingHorizontalXS },
  none: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, flex: '1 1 240px' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, margin: 0, padding: 0, listStyle: 'none' },
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxHeight: '52vh', overflowY: 'auto' },
  group: { margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  options: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const MAX = PROJECT_LIMITS.selectedCategories;

/** The categories grouped for the dialog: each top category with the ones under it. */
const groupsOf = (all: readonly SelectableCategory[]) => {
  const tops = all.filter((c) => !c.parentId || !all.some((p) => p.id === c.parentId));
  return tops.map((top) => ({ top, children: all.filter((c) => c.parentId === top.id) }));
};

const FollowDialog = ({ onClose }: { onClose: () => void }) => {
  const styles = useStyles();
  const { data: all, error } = useSelectableCategories(true);
  const save = useSaveFollowed();
  const [chosen, setChosen] = useState<string[] | undefined>();
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const current = chosen ?? all?.filter((c) => c.selected).map((c) => c.id) ?? [];

  const toggle = (id: string, on: boolean) => {
    setFormError(undefined);
    if (on && current.length >= MAX) {
      setFormError(tf('pf.followed.full', { max: MAX }));
      return;
    }
    setChosen(on ? [...current, id] : current.filter((c) => c !== id));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await save(current);
      toast({ intent: 'success', text: tf('pf.followed.saved') });
      onClose();
    } catch (failure) {
      if (isHttpError(failure) && FOLLOW_REFUSALS.includes(failure.code)) setFormError(failure.msg);
    } finally {
      setSaving(false);
    }
  };

  const option = (category: SelectableCategory) => (
    <Checkbox key={category.id} label={category.name} checked={current.includes(category.id)} onChange={(_event, data) => toggle(category.id, data.checked === true)} />
  );

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{tf('pf.followed.dialogTitle')}</DialogTitle>
            <DialogContent>
              <p className={styles.hint} aria-live="polite">
                {tf('pf.followed.hint', { max: MAX, count: current.length })}
              </p>
              {!all && !error ? (
                <Spinner size="small" label={tf('pf.followed.loading')} />
              ) : (
                <div className={styles.groups}>
                  {groupsOf(all ?? []).map(({ top, children }) => (
                    <fieldset key={top.id} className={styles.group}>
                      <legend className={styles.legend}>{top.name}</legend>
                      <div className={styles.options}>
                        {option(top)}
                        {children.map(option)}
                      </div>
                    </fieldset>
                  ))}
                </div>
              )}
              <FormError message={formError} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={saving || !all}>
                {tf('pf.followed.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};

export interface FollowedBarProps {
  followed: readonly SelectableCategory[] | undefined;
  /** Whether the list shows them now (no other category chosen). */
  showing: boolean;
  onShowAll: () => void;
}

export const FollowedBar = ({ followed, showing, onShowAll }: FollowedBarProps) => {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  if (!followed) return null;
  return (
    <section className={styles.bar} aria-label={tf('pf.followed.title')} data-testid="followed-bar">
      <span className={styles.label}>{tf('pf.followed.title')}</span>
      {followed.length === 0 ? (
        <p className={styles.none}>{tf('pf.followed.none')}</p>
      ) : (
        <ul className={styles.tags}>
          {followed.map((category) => (
            <li key={category.id}>
              <Tag size="small" appearance={showing ? 'brand' : 'outline'}>
                {category.name}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      <Button size="small" appearance="primary" onClick={() => setOpen(true)}>
        {followed.length === 0 ? tf('pf.followed.set') : tf('pf.followed.edit')}
      </Button>
      {followed.length > 0 && showing && (
        <Button size="small" appearance="subtle" onClick={onShowAll}>
          {tf('pf.followed.showAll')}
        </Button>
      )}
      {open && <FollowDialog onClose={() => setOpen(false)} />}
    </section>
  );
};
