/** 账号设置 → 修改密码: the old password, and the new one typed twice. */
import { Button, Field, Input } from '@fluentui/react-components';
import { changePasswordInput } from '../../../../../shared/schemas/account.js';
import { FormError } from '../../../components/form-error.js';
import { useForm } from '../../../hooks/use-form.js';
import { toast } from '../../../lib/notify.js';
import { changePassword } from '../api/change-password.js';
import { confirmIssues } from '../password-check.js';
import { useFormStyles } from './form-styles.js';
import { ts } from '../settings-texts.js';
import { ta } from '../form-texts.js';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

export const ChangePasswordForm = () => {
  const styles = useFormStyles();
  const form = useForm(changePasswordInput, EMPTY, { check: (values) => confirmIssues(values.password, values.confirmPassword) });
  const submit = form.submit(async (input) => {
    await changePassword(input);
    form.setValues(EMPTY);
    toast({ intent: 'success', text: ts('setting.passwordChanged') });
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={ts('setting.password')}>
      <Field label={ta('field.oldPassword')} required {...form.field('oldPassword')}>
        <Input {...form.input('oldPassword')} type="password" autoComplete="current-password" maxLength={20} />
      </Field>
      <Field label={ta('field.newPassword')} required hint={ta('field.passwordHint')} {...form.field('password')}>
        <Input {...form.input('password')} type="password" autoComplete="new-password" maxLength={20} />
      </Field>
      <Field label={ta('field.confirmPassword')} required {...form.field('confirmPassword')}>
        <Input {...form.input('confirmPassword')} type="password" autoComplete="new-password" maxLength={20} />
      </Field>
      <FormError message={form.formError} />
      <div className={styles.actions}>
        <Button className={styles.submit} appearance="primary" type="submit" disabled={form.submitting}>
          {ts('setting.passwordSubmit')}
        </Button>
      </div>
    </form>
  );
};
