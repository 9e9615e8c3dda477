/**
 * Party A's panel beside its project's details: the counts (applications received, invitations sent, negotiations
 * running) and the process's `actions` as buttons — exactly those the answer lists, labelled by it, each asking its
 * `confirm` (and a reason when it says so) first: modify (the new-project form with the project), release,
 * withdraw, delete (then back to the project center), rename (a dialog). 邀请洽谈 for an open project. Staff of the
 * publisher see the counts and that only administrators and project leaders act.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea, makeStyles, tokens, type ButtonProps } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import { OPEN_PROJECT_STATES, type ProjectState } from '../../../../../shared/process/project.js';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import type { ProjectDetail } from '../../../../../shared/schemas/project.js';
import { TextLink } from '../../../components/text-link.js';
import { paths, projectFindDetailsPath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { deleteProject, releaseProject, withdrawProject } from '../api/project.js';
import { tf } from '../texts.js';
import { usePanelCardStyles } from './apply-panel.js';
import { InviteDialog } from './invite-dialog.js';
import { RenameDialog } from './rename-dialog.js';

const useStyles = makeStyles({
  counts: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalS, margin: 0 },
  count: { display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  countValue: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, fontVariantNumeric: 'tabular-nums' },
  countLabel: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, textAlign: 'center' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, fontSize: tokens.fontSizeBase300 },
  confirmText: { margin: 0, lineHeight: tokens.lineHeightBase300 },
});

/** The button's look for each action the process names; anything else is a plain button. */
const APPEARANCE: Readonly<Record<string, ButtonProps['appearance']>> = { release: 'primary', modify: 'secondary', rename: 'secondary', withdraw: 'outline', delete: 'outline' };

/** The actions this page knows how to take; an action it does not know is not shown (it would do nothing). */
const KNOWN = new Set(['modify', 'rename', 'release', 'withdraw', 'delete']);

interface Asking {
  action: ProcessAction;
}

const ConfirmDialog = ({ action, busy, onConfirm, onClose }: { action: ProcessAction; busy: boolean; onConfirm: (reason?: string) => void; onClose: () => void }) => {
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const confirm = () => {
    if (action.reason && !reason.trim()) {
      setError(tf('pf.party.reasonRequired'));
      return;
    }
    onConfirm(action.reason ? reason.trim() : undefined);
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{tf('pf.party.confirmTitle', { action: action.label })}</DialogTitle>
          <DialogContent>
            {action.confirm && <p className={styles.confirmText}>{action.confirm}</p>}
            {action.reason && (
              <Field label={tf('pf.party.reason')} required validationState={error ? 'error' : undefined} validationMessage={error}>
                <Textarea value={reason} maxLength={PROJECT_LIMITS.note} onChange={(_event, data) => setReason(data.value)} />
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={confirm} data-testid="action-confirm">
              {tf('pf.party.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

export interface PartyPanelProps {
  detail: ProjectDetail;
  /** The details and lists read again after an act. */
  onChanged: () => void;
}

export const PartyPanel = ({ detail, onChanged }: PartyPanelProps) => {
  const card = usePanelCardStyles();
  const styles = useStyles();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>();
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<ProcessAction>();
  const [inviting, setInviting] = useState(false);
  const isA = detail.relation === 'partyA';
  const open = OPEN_PROJECT_STATES.includes(detail.state as ProjectState);
  const actions = detail.actions.filter((action) => KNOWN.has(action.name));

  const take = async (action: ProcessAction) => {
    setBusy(true);
    try {
      if (action.name === 'release') await releaseProject(detail.projectId);
      else if (action.name === 'withdraw') await withdrawProject(detail.projectId);
      else if (action.name === 'delete') {
        await deleteProject(detail.projectId);
        toast({ intent: 'success', text: tf('pf.party.deleted') });
        setAsking(undefined);
        void navigate(paths.projectCenter, { replace: true });
        return;
      }
      toast({ intent: 'success', text: tf('pf.party.done', { action: action.label }) });
      onChanged();
    } catch {
      // The HTTP helper has said why (温馨提示, or the page-gone codes that leave the page).
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };

  const press = (action: ProcessAction) => {
    if (action.name === 'modify') void navigate(`${paths.demandNewProject}?projectId=${encodeURIComponent(detail.projectId)}`);
    else if (action.name === 'rename') setRenaming(action);
    else if (action.confirm || action.reason) setAsking({ action });
    else void take(action);
  };

  return (
    <>
      <section className={card.card} aria-labelledby="party-counts-title" data-testid="party-counts">
        <h2 id="party-counts-title" className={card.title}>
          {tf('pf.party.counts')}
        </h2>
        <dl className={styles.counts}>
          {(
            [
              ['applyCount', 'pf.party.applyCount'],
              ['inviteCount', 'pf.party.inviteCount'],
              ['negotiatingCount', 'pf.party.negotiatingCount'],
            ] as const
          ).map(([field, label]) => (
            <div key={field} className={styles.count}>
              <dt className={styles.countLabel}>{tf(label)}</dt>
              <dd className={styles.countValue} data-testid={`party-${field}`}>
                {detail[field] ?? 0}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={card.card} aria-labelledby="party-actions-title" data-testid="party-actions">
        <h2 id="party-actions-title" className={card.title}>
          {tf('pf.party.actions')}
        </h2>
        {!isA ? (
          <p className={card.reason}>{tf('pf.details.staffNote')}</p>
        ) : actions.length === 0 && !open ? (
          <p className={card.reason}>{tf('pf.party.noActions')}</p>
        ) : (
          <div className={styles.actions}>
            {isA && open && (
              <Button appearance="primary" onClick={() => setInviting(true)} data-testid="invite-button">
                {tf('pf.invite.button')}
              </Button>
            )}
            {actions.map((action) => (
              <Button key={action.name} appearance={APPEARANCE[action.name] ?? 'secondary'} disabled={busy} onClick={() => press(action)} data-testid={`action-${action.name}`}>
                {action.label}
              </Button>
            ))}
          </div>
        )}
        {open && detail.visibility === 'PUBLIC' && (
          <div className={styles.links}>
            <TextLink to={projectFindDetailsPath(detail.projectId)}>{tf('pf.party.publicView')}</TextLink>
          </div>
        )}
      </section>

      {asking && <ConfirmDialog action={asking.action} busy={busy} onConfirm={() => void take(asking.action)} onClose={() => setAsking(undefined)} />}
      {renaming && <RenameDialog projectId={detail.projectId} name={detail.name} title={renaming.label} onDone={onChanged} onClose={() => setRenaming(undefined)} />}
      {inviting && <InviteDialog projectId={detail.projectId} onSent={onChanged} onClose={() => setInviting(false)} />}
    </>
  );
};
