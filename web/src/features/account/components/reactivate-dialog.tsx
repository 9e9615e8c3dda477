/**
 * ACCOUNT_CANCELLED at login: the dialog offers 恢复账号, proven by an SMS code (scene login) to the phone typed
 * in the login form together with its password; the login then goes on by itself.
 */
import { makeStyles } from '@fluentui/react-components';
import { reactivateInput } from '../../../../../shared/schemas/account.js';
import { maskPhone } from '../../../../../shared/masking.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { useForm } from '../../../hooks/use-form.js';
import { reactivate } from '../api/reactivate.js';
import { SmsCodeField } from './sms-code-field.js';
import { ta } from '../form-texts.js';

const useStyles = makeStyles({
  text: { margin: 0 },
});

export interface ReactivateDialogProps {
  message: string;
  phone: string;
  password: string;
  onReactivated: () => Promise<void>;
  onCancel: () => void;
}

export const ReactivateDialog = ({ message, phone, password, onReactivated, onCancel }: ReactivateDialogProps) => {
  const styles = useStyles();
  const form = useForm(reactivateInput, { phone, password, code: '' });
  const submit = form.submit(async (input) => {
    await reactivate(input);
    await onReactivated();
  });
  return (
    <FormDialog
      title={ta('login.cancelledTitle')}
      submitLabel={ta('login.reactivate')}
      submitting={form.submitting}
      formError={form.formError}
      onSubmit={(event) => void submit(event)}
      onClose={onCancel}
      modalType="alert"
    >
      <p className={styles.text}>{message}</p>
      <p className={styles.text}>{ta('login.reactivateText', { phone: maskPhone(phone) })}</p>
      <SmsCodeField
        scene="login"
        phone={phone}
        value={form.values.code}
        onChange={(value) => form.set('code', value)}
        fieldState={form.field('code')}
        onPhoneIssue={(issue) => form.setError('code', issue)}
      />
    </FormDialog>
  );
};
