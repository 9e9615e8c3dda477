/**
 * The demand form (spec §2.1 新建项目, /work/postDemand): name with its live check, category, region, the phases
 * and the budget they make, the application deadline, who may apply, visibility and attachments. 下一步 saves a whole
 * demand (`project` for a new one, `project-modify` for a saved one) and goes on to the demand book; 保存并退出 keeps
 * a draft (`save_project_and_exit`: only the name needed). Messages stand under their fields: the form's own rules
 * once a field was left or a save tried, and the server's `data.issues` (400, PROJECT_INCOMPLETE) where they belong.
 * A book written without a login comes along with a new demand, and is dropped from the browser once saved.
 */
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_TYPES, type AccountType } from '../../../../../shared/domains.js';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import { richTextToPlain } from '../../../../../shared/rich-text.js';
import { VISIBILITIES, type ProjectAttachment, type ProjectDetail, type Visibility } from '../../../../../shared/schemas/project.js';
import { isHttpError } from '../../../api/http-error.js';
import { FormError } from '../../../components/form-error.js';
import { RegionPicker } from '../../../components/region-picker.js';
import { compileDemandBookPath, paths } from '../../../config/paths.js';
import { formatDate } from '../../../lib/format-time.js';
import { toast } from '../../../lib/notify.js';
import { useKeepPrerelease } from '../api/prerelease.js';
import { modifyProject, saveDraft, saveProject, SAVE_REFUSALS } from '../api/save-demand.js';
import { useNameCheck } from '../hooks/use-name-check.js';
import { deadlineBounds, deadlineOf } from '../model/deadline.js';
import {
  checkDemand,
  completeDemand,
  errorsOfIssues,
  firstErrorKey,
  FORM_LEVEL,
  issuesOf,
  newDemandValues,
  phaseErrorKey,
  valuesOfDetail,
  type DemandErrors,
  type DemandMode,
  type DemandValues,
} from '../model/demand-form.js';
import { clearLocalBook, type LocalBook } from '../model/local-book.js';
import type { PhaseField, PhaseRow } from '../model/phases.js';
import { td } from '../texts.js';
import { AttachmentsField } from './attachments-field.js';
import { CategoryField } from './category-field.js';
import { FieldGroup } from './field-group.js';
import { useDemandFormStyles } from './form-styles.js';
import { NameField } from './name-field.js';
import { ADD_PHASE_ID, phaseFieldId, PhasesEditor } from './phases-editor.js';

const useStyles = makeStyles({
  checks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  radioLabel: { display: 'flex', flexDirection: 'column' },
  radioText: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  // The picker's boxes may be 120 px wide, but a combobox's input keeps its own width (about 20 characters) unless
  // told otherwise, which pushed the boxes out of a phone's screen.
  region: { minWidth: 0, '& .fui-Combobox__input': { minWidth: 0, width: '100%' } },
  radios: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXL}` },
});

const PHASE_FIELDS: readonly PhaseField[] = ['name', 'amount', 'days', 'deliverables'];

/** Where each message's field takes the focus. */
const fieldIdOf = (key: string): string | undefined => {
  const [head, row, field] = key.split('.');
  if (head === 'phases' && row !== undefined && field) return phaseFieldId(Number(row), field as PhaseField);
  return (
    {
      name: 'demand-name',
      categoryId: 'demand-category',
      region: 'demand-region',
      phases: ADD_PHASE_ID,
      applyDeadline: 'demand-deadline',
      applicantTypes: `demand-applicant-${ACCOUNT_TYPES[0]}`,
      visibility: 'demand-visibility',
      attachments: 'demand-attachments',
    } as Record<string, string>
  )[key];
};

const focusFirst = (errors: DemandErrors): void => {
  const key = firstErrorKey(errors);
  const id = key ? fieldIdOf(key) : undefined;
  if (id) setTimeout(() => document.getElementById(id)?.focus(), 0);
};

/** Keys of row-bound messages with the row `removed` gone and those below it moved up. */
const withoutRow = <T,>(record: Readonly<Record<string, T>>, removed: number): Record<string, T> =>
  Object.fromEntries(
    Object.entries(record).flatMap(([key, value]): [string, T][] => {
      const [head, row, ...rest] = key.split('.');
      if (head !== 'phases' || row === undefined || !/^\d+$/.test(row)) return [[key, value]];
      const at = Number(row);
      if (at === removed) return [];
      return [[[head, String(at > removed ? at - 1 : at), ...rest].join('.'), value]];
    }),
  );

export interface DemandFormProps {
  /** A saved demand being changed (loaded with `project.prerelease`); a new one when absent. */
  detail?: ProjectDetail;
  /** The book written without a login, carried into a new demand. */
  localBook?: LocalBook;
  /** The demand is a fresh copy of an old project (its deadline may need a new day). */
  copied?: boolean;
}

export const DemandForm = ({ detail, localBook, copied = false }: DemandFormProps) => {
  const form = useDemandFormStyles();
  const styles = useStyles();
  const navigate = useNavigate();
  const keepPrerelease = useKeepPrerelease();
  const projectId = detail?.projectId;
  const [values, setValues] = useState<DemandValues>(() => (detail ? valuesOfDetail(detail) : { ...newDemandValues(), name: localBook?.name.trim() ?? '' }));
  const [touched, setTouched] = useState<Readonly<Record<string, true>>>({});
  const [attempted, setAttempted] = useState<DemandMode>();
  const [serverErrors, setServerErrors] = useState<DemandErrors>({});
  const [sending, setSending] = useState<DemandMode>();
  const [uploading, setUploading] = useState(false);
  const readOnly = detail !== undefined && !detail.actions.some((action) => action.name === 'modify');
  const nameCheck = useNameCheck(values.name, projectId, detail?.name);
  const now = Date.now();
  const bounds = deadlineBounds(now);

  const live = checkDemand(values, now, attempted ?? 'draft', nameCheck === 'taken').errors;
  const errorOf = (key: string): string | undefined => serverErrors[key] ?? (attempted || touched[key] ? live[key] : undefined);
  const touch = useCallback((key: string) => setTouched((current) => (current[key] ? current : { ...current, [key]: true })), []);

  /** A change of some fields: their server messages (and the form-level one) no longer apply. */
  const change = (patch: Partial<DemandValues>, keys: readonly string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key) && key !== FORM_LEVEL)));
  };

  const changePhases = (rows: PhaseRow[]) => {
    const changed = rows.flatMap((row, index) => PHASE_FIELDS.filter((field) => values.phases[index]?.[field] !== row[field]).map((field) => phaseErrorKey(index, field)));
    change({ phases: rows }, ['phases', ...changed]);
  };

  const removePhase = (index: number) => {
    setValues((current) => ({ ...current, phases: current.phases.filter((_row, at) => at !== index) }));
    setTouched((current) => withoutRow(current, index) as Record<string, true>);
    setServerErrors((current) => withoutRow(current, index));
  };

  const setAttachments = useCallback((update: (list: ProjectAttachment[]) => ProjectAttachment[]) => {
    setValues((current) => ({ ...current, attachments: update(current.attachments) }));
    setServerErrors((current) => {
      const { attachments: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  const save = async (mode: DemandMode) => {
    if (sending || readOnly) return;
    if (uploading) {
      setServerErrors({ [FORM_LEVEL]: td('form.busy') });
      return;
    }
    setAttempted(mode);
    const checked = checkDemand(values, Date.now(), mode, nameCheck === 'taken');
    if (!checked.fields) {
      setServerErrors({});
      focusFirst(checked.errors);
      return;
    }
    const book = !projectId && localBook ? { bookHtml: localBook.bookHtml } : {};
    setSending(mode);
    try {
      let savedId = projectId;
      if (mode === 'draft') {
        savedId = (await saveDraft(projectId, { ...checked.fields, ...book })).projectId;
      } else if (projectId) {
        await keepPrerelease(projectId, await modifyProject(projectId, checked.fields));
      } else {
        const whole = completeDemand(checked.fields);
        if (!whole) return;
        savedId = (await saveProject(whole, book)).projectId;
      }
      // Saved on the server: the browser's copy of the book has done its work.
      if (localBook) clearLocalBook();
      if (mode === 'draft' || !savedId) {
        toast({ intent: 'success', text: td('form.saved') });
        void navigate(paths.demandRelease);
      } else {
        void navigate(compileDemandBookPath(savedId));
      }
    } catch (failure) {
      if (!isHttpError(failure) || failure.kind !== 'business' || !SAVE_REFUSALS.includes(failure.code)) return;
      const errors = failure.code === PROJECT_ERRORS.PROJECT_NAME_TAKEN.code ? { name: failure.msg } : errorsOfIssues(issuesOf(failure.data), checked.phaseRows);
      if (Object.keys(errors).length === 0) errors[FORM_LEVEL] = failure.msg;
      setServerErrors(errors);
      focusFirst(errors);
    } finally {
      setSending(undefined);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save('full');
  };

  const formLevel = serverErrors[FORM_LEVEL] ?? (attempted && Object.keys(live).length > 0 ? td('form.fixErrors') : undefined);
  const fieldState = (key: string) => {
    const message = errorOf(key);
    return { validationState: message ? ('error' as const) : ('none' as const), validationMessage: message };
  };

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={td('steps.info')}>
      {localBook && !projectId && (
        <MessageBar intent="info" data-testid="demand-local-book">
          <MessageBarBody>{td('form.localBook', { count: richTextToPlain(localBook.bookHtml).length })}</MessageBarBody>
        </MessageBar>
      )}
      {copied && !readOnly && (
        <MessageBar intent="info">
          <MessageBarBody>{td('form.copyHint')}</MessageBarBody>
        </MessageBar>
      )}
      {readOnly && detail && (
        <MessageBar intent="warning">
          <MessageBarBody>{td('form.readOnly', { state: detail.stateLabel })}</MessageBarBody>
        </MessageBar>
      )}
      <fieldset className={form.fieldset} disabled={readOnly}>
        <section className={form.section} aria-labelledby="demand-section-basic">
          <h2 id="demand-section-basic" className={form.sectionTitle}>
            {td('form.section.basic')}
          </h2>
          <NameField value={values.name} onChange={(name) => change({ name }, ['name'])} onBlur={() => touch('name')} check={nameCheck} error={errorOf('name')} />
          <div className={form.pair}>
            <CategoryField
              value={values.categoryId}
              {...(values.categoryName ? { keptName: values.categoryName } : {})}
              onChange={(categoryId, categoryName) => {
                change({ categoryId, categoryName }, ['categoryId']);
                touch('categoryId');
              }}
              error={errorOf('categoryId')}
              disabled={readOnly}
            />
            <FieldGroup label={td('form.region')} required hint={td('form.regionHint')} error={errorOf('region')}>
              {({ labelId, messageId }) => (
                <RegionPicker
                  className={styles.region}
                  id="demand-region"
                  value={values.region}
                  required="province"
                  disabled={readOnly}
                  aria-labelledby={labelId}
                  {...(messageId ? { 'aria-describedby': messageId } : {})}
                  aria-invalid={errorOf('region') ? true : undefined}
                  onChange={(region) => {
                    change({ region }, ['region']);
                    touch('region');
                  }}
                />
              )}
            </FieldGroup>
          </div>
        </section>

        <section className={form.section} aria-labelledby="demand-section-phases">
          <h2 id="demand-section-phases" className={form.sectionTitle}>
            {td('form.section.phases')}
          </h2>
          <p className={form.hint}>{td('form.phasesHint', { max: PROJECT_LIMITS.phasesMax })}</p>
          <PhasesEditor rows={values.phases} onChange={changePhases} onRemove={removePhase} onBlur={touch} errorOf={errorOf} {...(errorOf('phases') ? { error: errorOf('phases') } : {})} />
        </section>

        <section className={form.section} aria-labelledby="demand-section-apply">
          <h2 id="demand-section-apply" className={form.sectionTitle}>
            {td('form.section.apply')}
          </h2>
          <div className={form.pair}>
            <Field label={td('form.deadline')} required {...fieldState('applyDeadline')} hint={td('form.deadlineHint', { max: formatDate(deadlineOf(bounds.max) ?? now) })}>
              <Input
                id="demand-deadline"
                type="date"
                value={values.deadline}
                min={bounds.min}
                max={bounds.max}
                onChange={(_event, data) => {
                  change({ deadline: data.value }, ['applyDeadline']);
                  touch('applyDeadline');
                }}
                data-testid="demand-deadline"
              />
            </Field>
            <FieldGroup label={td('form.applicants')} required error={errorOf('applicantTypes')}>
              {({ messageId }) => (
                <div className={styles.checks}>
                  {ACCOUNT_TYPES.map((type: AccountType) => (
                    <Checkbox
                      key={type}
                      id={`demand-applicant-${type}`}
                      label={td(`party.${type}`)}
                      checked={values.applicantTypes.includes(type)}
                      {...(messageId ? { 'aria-describedby': messageId } : {})}
                      onChange={(_event, data) => {
                        const next = ACCOUNT_TYPES.filter((entry) => (entry === type ? data.checked === true : values.applicantTypes.includes(entry)));
                        change({ applicantTypes: next }, ['applicantTypes']);
                        touch('applicantTypes');
                      }}
                    />
                  ))}
                </div>
              )}
            </FieldGroup>
          </div>
          <Field label={td('form.visibility')} required {...fieldState('visibility')}>
            <RadioGroup
              id="demand-visibility"
              layout="horizontal"
              className={styles.radios}
              value={values.visibility}
              onChange={(_event, data) => change({ visibility: data.value as Visibility }, ['visibility'])}
            >
              {VISIBILITIES.map((visibility) => (
                <Radio
                  key={visibility}
                  value={visibility}
                  label={
                    <span className={styles.radioLabel}>
                      <span>{td(`form.visibility.${visibility}`)}</span>
                      <span className={styles.radioText}>{td(`form.visibility.${visibility}Text`)}</span>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </Field>
          <AttachmentsField value={values.attachments} onChange={setAttachments} onBusyChange={setUploading} disabled={readOnly} {...(errorOf('attachments') ? { error: errorOf('attachments') } : {})} />
        </section>
      </fieldset>

      <FormError message={formLevel} />
      {!readOnly && (
        <div className={form.actions}>
          <Button appearance="secondary" disabled={sending !== undefined} onClick={() => void save('draft')}>
            {td('form.saveExit')}
          </Button>
          <Button appearance="primary" type="submit" className={form.primary} disabled={sending !== undefined}>
            {td('form.next')}
          </Button>
        </div>
      )}
    </form>
  );
};
