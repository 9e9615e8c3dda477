/**
 * What a viewer who is not the publisher may do with a project, beside its details: their engagement with it (an
 * application or an invitation, and its negotiation) with the way to it, and 申请洽谈 when `canApply.ok` — a dialog
 * with a note of at most PROJECT_LIMITS.note — or else the reason it is not possible now. A visitor is sent to log
 * in first (and comes back here). The publisher's own side is pointed to the project's management page.
 */
import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import { applyInput, type Engagement, type ProjectDetail } from '../../../../../shared/schemas/project.js';
import { isHttpError } from '../../../api/http-error.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { LinkButton } from '../../../components/link-button.js';
import { applyDetailsPath, inviteDetailsPath, loginPath, negotiateDetailsPath, projectDetailsPath } from '../../../config/paths.js';
import { FORM_LEVEL, useForm } from '../../../hooks/use-form.js';
import { toast } from '../../../lib/notify.js';
import { getToken } from '../../../lib/token.js';
import { APPLY_REFUSALS, applyForProject } from '../api/project.js';
import { tf } from '../texts.js';

export const usePanelCardStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  reason: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  state: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  wide: { width: '100%' },
  counter: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const ApplyDialog = ({ detail, onClose, onApplied }: { detail: ProjectDetail; onClose: () => void; onApplied: () => void }) => {
  const styles = usePanelCardStyles();
  const form = useForm(applyInput, { projectId: detail.projectId, message: '' });
  const submit = form.submit(async ({ projectId, message }) => {
    try {
      await applyForProject(projectId, message);
    } catch (error) {
      if (isHttpError(error) && error.code !== 400 && APPLY_REFUSALS.includes(error.code)) {
        form.setError(FORM_LEVEL, error.msg);
        return;
      }
      throw error;
    }
    toast({ intent: 'success', text: tf('pf.apply.done') });
    onApplied();
    onClose();
  });
  return (
    <FormDialog title={tf('pf.apply.title')} submitLabel={tf('pf.apply.submit')} submitting={form.submitting} formError={form.formError} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <p className={styles.text}>{tf('pf.apply.project', { name: detail.name })}</p>
      <Field label={tf('pf.apply.note')} hint={<span className={styles.counter}>{tf('pf.common.counter', { count: form.values.message.length, max: PROJECT_LIMITS.note })}</span>} {...form.field('message')}>
        <Textarea {...form.input('message')} maxLength={PROJECT_LIMITS.note} rows={5} resize="vertical" placeholder={tf('pf.apply.notePlaceholder')} data-testid="apply-note" />
      </Field>
    </FormDialog>
  );
};

/** Where an engagement is followed: its negotiation once there is one, else the application or invitation. */
export const engagementLink = (engagement: Engagement): { to: string; label: string } =>
  engagement.negotiationId
    ? { to: negotiateDetailsPath(engagement.negotiationId), label: tf('pf.engagement.viewNegotiation') }
    : engagement.kind === 'APPLY'
      ? { to: applyDetailsPath(engagement.requestId), label: tf('pf.engagement.viewApply') }
      : { to: inviteDetailsPath(engagement.requestId), label: tf('pf.engagement.viewInvite') };

export const EngagementCard = ({ engagement }: { engagement: Engagement }) => {
  const styles = usePanelCardStyles();
  const link = engagementLink(engagement);
  return (
    <section className={styles.card} aria-labelledby="engagement-title" data-testid="engagement">
      <h2 id="engagement-title" className={styles.title}>
        {tf(engagement.kind === 'APPLY' ? 'pf.engagement.APPLY' : 'pf.engagement.INVITE')}
      </h2>
      <p className={styles.text}>
        {tf('pf.engagement.state', { state: '' })}
        <span className={styles.state} data-testid="engagement-state">
          {engagement.stateLabel}
        </span>
      </p>
      <LinkButton appearance="primary" to={link.to} className={styles.wide}>
        {link.label}
      </LinkButton>
    </section>
  );
};

export const ApplyPanel = ({ detail, onApplied }: { detail: ProjectDetail; onApplied: () => void }) => {
  const styles = usePanelCardStyles();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [applying, setApplying] = useState(false);

  if (detail.relation === 'partyA' || detail.relation === 'partyAStaff') {
    return (
      <section className={styles.card} aria-labelledby="own-title">
        <h2 id="own-title" className={styles.title}>
          {tf('pf.details.ownProject')}
        </h2>
        <p className={styles.text}>{tf('pf.details.ownProjectText')}</p>
        <LinkButton appearance="primary" to={projectDetailsPath(detail.projectId)} className={styles.wide}>
          {tf('pf.details.manage')}
        </LinkButton>
      </section>
    );
  }

  const start = () => {
    if (!getToken()) {
      void navigate(loginPath(`${pathname}${search}`));
      return;
    }
    setApplying(true);
  };

  return (
    <>
      {detail.engagement && <EngagementCard engagement={detail.engagement} />}
      {detail.canApply && (detail.canApply.ok || !detail.engagement) && (
        <section className={styles.card} aria-labelledby="apply-title">
          <h2 id="apply-title" className={styles.title}>
            {tf('pf.apply.panel')}
          </h2>
          {detail.canApply.ok ? (
            <>
              <p className={styles.text}>{getToken() ? tf('pf.apply.panelText') : tf('pf.apply.loginFirst')}</p>
              <Button appearance="primary" size="large" className={styles.wide} onClick={start} data-testid="apply-button">
                {tf('pf.apply.button')}
              </Button>
            </>
          ) : (
            <p className={styles.reason} data-testid="apply-reason">
              {detail.canApply.reason ?? tf('pf.apply.cannot')}
            </p>
          )}
        </section>
      )}
      {applying && <ApplyDialog detail={detail} onClose={() => setApplying(false)} onApplied={onApplied} />}
    </>
  );
};
