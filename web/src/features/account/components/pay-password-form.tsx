/**
 * 账号设置 → 支付密码: set (or change) the 6-digit pay password, proven by a code to the person's own phone. Its boxes
 * keep digits only, full-width ones as half-width (as the wallet's pay-password boxes do).
 */
import { Button, Field, Input } from '@fluentui/react-components';
import { updatePayPasswordInput } from '../../../../../shared/schemas/account.js';
import { payPasswordTyped } from '../../../../../shared/schemas/wallet-pay-password.js';
import { FormError } from '../../../components/form-error.js';
import { useForm } from '../../../hooks/use-form.js';
import { toast } from '../../../lib/notify.js';
import { useReloadUserInfo } from '../api/get-user-info.js';
import { updatePayPassword } from '../api/update-pay-password.js';
import { confirmIssues } from '../password-check.js';
import { useFormStyles } from './form-styles.js';
import { SmsCodeField } from './sms-code-field.js';
import { ts } from '../settings-texts.js';
import { ta } from '../form-texts.js';

const EMPTY = { code: '', payPassword: '', confirmPayPassword: '' };

export const PayPasswordForm = ({ hasPayPassword }: { hasPayPassword: boolean }) => {
  const styles = useFormStyles();
  const reloadUserInfo = useReloadUserInfo();
  const form = useForm(updatePayPasswordInput, EMPTY, {
    check: (values) => confirmIssues(values.payPassword, values.confirmPayPassword, 'confirmPayPassword'),
  });
  const submit = form.submit(async (input) => {
    await updatePayPassword(input);
    form.setValues(EMPTY);
    await reloadUserInfo();
    toast({ intent: 'success', text: hasPayPassword ? ts('setting.payPasswordChanged') : ts('setting.payPasswordSet') });
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={ts('setting.payPassword')}>
      <SmsCodeField scene="pay-password" value={form.values.code} onChange={(value) => form.set('code', value)} fieldState={form.field('code')} />
      <Field label={ta('field.payPassword')} required hint={ta('field.payPasswordHint')} {...form.field('payPassword')}>
        <Input {...form.input('payPassword')} onChange={(_event, data) => form.set('payPassword', payPasswordTyped(data.value))} type="password" inputMode="numeric" maxLength={6} autoComplete="off" />
      </Field>
      <Field label={ta('field.confirmPayPassword')} required {...form.field('confirmPayPassword')}>
        <Input {...form.input('confirmPayPassword')} onChange={(_event, data) => form.set('confirmPayPassword', payPasswordTyped(data.value))} type="password" inputMode="numeric" maxLength={6} autoComplete="off" />
      </Field>
      <FormError message={form.formError} />
      <div className={styles.actions}>
        <Button className={styles.submit} appearance="primary" type="submit" disabled={form.submitting}>
          {hasPayPassword ? ts('setting.payPasswordChange') : ts('setting.payPasswordSetSubmit')}
        </Button>
      </div>
    </form>
  );
};
