/**
 * 账号设置 → 注销账号, and for an administrator 注销团队/企业账号: the SMS code (scene unsubscribe) earns a
 * one-time ticket, a dialog says what cancelling means (and what still stands in the way), and only its
 * confirmation cancels. The server ends the sessions; this browser then goes to a login page.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { unsubscribeVerifyInput } from '../../../../../shared/schemas/account.js';
import { paths } from '../../../config/paths.js';
import { FormError } from '../../../components/form-error.js';
import { useForm } from '../../../hooks/use-form.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { unsubscribeOrg } from '../api/unsubscribe-org.js';
import { unsubscribePersonage } from '../api/unsubscribe-personage.js';
import { unsubscribeVerify, type UnsubscribeTicket } from '../api/unsubscribe-verify.js';
import { useLogout } from '../hooks/use-logout.js';
import { useFormStyles } from './form-styles.js';
import { SmsCodeField } from './sms-code-field.js';
import { ts } from '../settings-texts.js';

const useStyles = makeStyles({
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1, color: tokens.colorNeutralForegroundOnBrand },
  },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  text: { margin: 0 },
  reasons: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, color: tokens.colorPaletteRedForeground1 },
});

export interface UnsubscribeSectionProps {
  /** `personal`: the person's own account; `organisation`: the team or company this session administers. */
  target: 'personal' | 'organisation';
  /** The team's or company's name, for the organisation's dialog. */
  orgName?: string;
}

export const UnsubscribeSection = ({ target, orgName = '' }: UnsubscribeSectionProps) => {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const logout = useLogout();
  const [ticket, setTicket] = useState<UnsubscribeTicket>();
  const [cancelling, setCancelling] = useState(false);
  const form = useForm(unsubscribeVerifyInput, { code: '' });
  const verify = form.submit(async ({ code }) => {
    setTicket(await unsubscribeVerify(code));
    form.set('code', '');
  });

  const reasons = ticket?.reasons ?? [];
  const confirm = async () => {
    if (!ticket) return;
    setCancelling(true);
    try {
      await (target === 'personal' ? unsubscribePersonage(ticket.ticket) : unsubscribeOrg(ticket.ticket));
    } catch {
      // Shown by the HTTP helper; a used ticket needs a new code.
      setTicket(undefined);
      setCancelling(false);
      return;
    }
    toast({ intent: 'success', text: target === 'personal' ? ts('unsubscribe.personalDone') : ts('unsubscribe.orgDone', { name: orgName }) });
    // The server ended the sessions concerned: this browser follows, without asking the server again.
    await logout(target === 'personal' ? paths.login : paths.loginUser, { server: false });
  };

  return (
    <>
      <form className={formStyles.form} onSubmit={(event) => void verify(event)} noValidate aria-label={target === 'personal' ? ts('unsubscribe.personal') : ts('unsubscribe.org')}>
        <SmsCodeField scene="unsubscribe" value={form.values.code} onChange={(value) => form.set('code', value)} fieldState={form.field('code')} />
        <FormError message={form.formError} />
        <div className={formStyles.actions}>
          <Button className={styles.danger} type="submit" disabled={form.submitting}>
            {target === 'personal' ? ts('unsubscribe.personalNext') : ts('unsubscribe.orgNext')}
          </Button>
        </div>
      </form>
      <Dialog open={ticket !== undefined} modalType="alert" onOpenChange={(_event, data) => !data.open && setTicket(undefined)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{target === 'personal' ? ts('unsubscribe.personalConfirmTitle') : ts('unsubscribe.orgConfirmTitle', { name: orgName })}</DialogTitle>
            <DialogContent className={styles.content}>
              <p className={styles.text}>{target === 'personal' ? ts('unsubscribe.personalConfirmText') : ts('unsubscribe.orgConfirmText')}</p>
              {reasons.length > 0 && (
                <ul className={styles.reasons} aria-label={ts('unsubscribe.blockers')}>
                  {reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setTicket(undefined)}>
                {t('common.cancel')}
              </Button>
              <Button className={styles.danger} disabled={cancelling || reasons.length > 0} onClick={() => void confirm()}>
                {ts('unsubscribe.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
};
