/** 账号设置 → 更换手机号: the new phone and the code sent to it (scene change-phone); the info then reloads. */
import { Button, Field, Input } from '@fluentui/react-components';
import { changePhoneInput } from '../../../../../shared/schemas/account.js';
import { FormError } from '../../../components/form-error.js';
import { useForm } from '../../../hooks/use-form.js';
import { toast } from '../../../lib/notify.js';
import { useReloadUserInfo } from '../api/get-user-info.js';
import { changePhone } from '../api/change-phone.js';
import { useFormStyles } from './form-styles.js';
import { SmsCodeField } from './sms-code-field.js';
import { phoneInputProps } from './input-props.js';
import { ts } from '../settings-texts.js';
import { ta } from '../form-texts.js';

const EMPTY = { phone: '', code: '' };

export const ChangePhoneForm = ({ currentPhone }: { currentPhone: string }) => {
  const styles = useFormStyles();
  const reloadUserInfo = useReloadUserInfo();
  const form = useForm(changePhoneInput, EMPTY);
  const submit = form.submit(async (input) => {
    await changePhone(input);
    form.setValues(EMPTY);
    await reloadUserInfo();
    toast({ intent: 'success', text: ts('setting.phoneChanged') });
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={ts('setting.phone')}>
      <p className={styles.hint}>{ts('setting.currentPhone', { phone: currentPhone })}</p>
      <Field label={ta('field.newPhone')} required {...form.field('phone')}>
        <Input {...form.input('phone')} {...phoneInputProps('tel')} />
      </Field>
      <SmsCodeField
        scene="change-phone"
        phone={form.values.phone}
        value={form.values.code}
        onChange={(value) => form.set('code', value)}
        fieldState={form.field('code')}
        onPhoneIssue={(message) => form.setError('phone', message)}
      />
      <FormError message={form.formError} />
      <div className={styles.actions}>
        <Button className={styles.submit} appearance="primary" type="submit" disabled={form.submitting}>
          {ts('setting.phoneSubmit')}
        </Button>
      </div>
    </form>
  );
};
