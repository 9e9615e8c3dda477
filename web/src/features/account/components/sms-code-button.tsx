/**
 * 获取验证码 inside the code field: checks the phone first (its message goes under the phone field), sends the
 * code for one scene, then waits 60 s before it may be asked for again (docs/conventions.md: one code per 60 s).
 */
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { getCodeInput, OWN_PHONE_SCENES, type SmsScene } from '../../../../../shared/schemas/account.js';
import { validate } from '../../../../../shared/validation/validate.js';
import { useCountdown } from '../../../hooks/use-countdown.js';
import { serverIssues } from '../../../hooks/use-form.js';
import { toast } from '../../../lib/notify.js';
import { sendSmsCode } from '../api/send-sms-code.js';
import { ta } from '../form-texts.js';

export const SMS_RESEND_SECONDS = 60;

export interface SmsCodeButtonProps {
  scene: SmsScene;
  /** The phone the code goes to; own-phone scenes (pay-password, unsubscribe) take none. */
  phone?: string;
  /** Shows (or clears, with undefined) the phone field's message. */
  onPhoneIssue?: (message: string | undefined) => void;
  className?: string;
}

export const SmsCodeButton = ({ scene, phone, onPhoneIssue, className }: SmsCodeButtonProps) => {
  const { remaining, running, start } = useCountdown(SMS_RESEND_SECONDS);
  const [sending, setSending] = useState(false);
  const ownPhone = OWN_PHONE_SCENES.includes(scene);

  const send = async () => {
    const target = ownPhone ? undefined : phone?.trim() || undefined;
    const verdict = validate(getCodeInput, { scene, ...(target ? { phone: target } : {}) });
    if (!verdict.ok) {
      onPhoneIssue?.(verdict.issues.find((issue) => issue.path === 'phone')?.message ?? verdict.msg);
      return;
    }
    onPhoneIssue?.(undefined);
    setSending(true);
    try {
      await sendSmsCode(scene, target);
      start();
      toast({ intent: 'success', text: ta('sms.sent') });
    } catch (error) {
      // 429 and the like were shown by the HTTP helper; a 400 names the phone.
      const issue = serverIssues(error)?.[0];
      if (issue) onPhoneIssue?.(issue.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button type="button" appearance="transparent" size="small" className={className} disabled={running || sending} onClick={() => void send()}>
      {sending ? ta('sms.sending') : running ? ta('sms.resendIn', { seconds: remaining }) : ta('sms.send')}
    </Button>
  );
};
