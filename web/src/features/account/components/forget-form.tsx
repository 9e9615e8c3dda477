/** /login/forget: a new password, proven by an SMS code (scene forget), then the success page. */
import { Button, Field, Input } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { forgetPasswordInput } from '../../../../../shared/schemas/account.js';
import { paths } from '../../../config/paths.js';
import { FormError } from '../../../components/form-error.js';
import { useForm } from '../../../hooks/use-form.js';
import { forgetPassword } from '../api/forget-password.js';
import { confirmIssues } from '../password-check.js';
import { useFormStyles } from './form-styles.js';
import { SmsCodeField } from './sms-code-field.js';
import { phoneInputProps } from './input-props.js';
import { ta } from '../form-texts.js';

export const ForgetForm = () => {
  const styles = useFormStyles();
  const navigate = useNavigate();
  const form = useForm(forgetPasswordInput, { phone: '', code: '', password: '', confirmPassword: '' }, {
    check: (values) => confirmIssues(values.password, values.confirmPassword),
  });
  const submit = form.submit(async (input) => {
    await forgetPassword(input);
    await navigate(paths.operateSuccess, { replace: true });
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={ta('forget.title')}>
      <Field label={ta('field.phone')} required {...form.field('phone')}>
        <Input {...form.input('phone')} size="large" {...phoneInputProps()} />
      </Field>
      <SmsCodeField
        size="large"
        scene="forget"
        phone={form.values.phone}
        value={form.values.code}
        onChange={(value) => form.set('code', value)}
        fieldState={form.field('code')}
        onPhoneIssue={(message) => form.setError('phone', message)}
      />
      <Field label={ta('field.newPassword')} required hint={ta('field.passwordHint')} {...form.field('password')}>
        <Input {...form.input('password')} size="large" type="password" autoComplete="new-password" maxLength={20} />
      </Field>
      <Field label={ta('field.confirmPassword')} required {...form.field('confirmPassword')}>
        <Input {...form.input('confirmPassword')} size="large" type="password" autoComplete="new-password" maxLength={20} />
      </Field>
      <FormError message={form.formError} />
      <Button className={styles.block} appearance="primary" size="large" type="submit" disabled={form.submitting}>
        {ta('forget.submit')}
      </Button>
    </form>
  );
};
