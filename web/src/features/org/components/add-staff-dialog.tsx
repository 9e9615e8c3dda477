/**
 * 添加员工: invites a registered person, by the phone number they registered with, to the company; they become staff when
 * they accept the invitation card in their chat (docs/conventions.md).
 */
import { Field, Input } from '@fluentui/react-components';
import { addStaffInput } from '../../../../../shared/schemas/account.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { useForm } from '../../../hooks/use-form.js';
import { addStaff } from '../api/add-staff.js';
import { phoneInputProps } from '../../account/public.js';
import { to } from '../texts.js';
import { ta } from '../../account/public.js';

export interface AddStaffDialogProps {
  onAdded: () => void;
  onClose: () => void;
}

export const AddStaffDialog = ({ onAdded, onClose }: AddStaffDialogProps) => {
  const form = useForm(addStaffInput, { phone: '' });
  const submit = form.submit(async ({ phone }) => {
    await addStaff(phone);
    onAdded();
  });
  return (
    <FormDialog
      title={to('staff.addTitle')}
      submitLabel={to('staff.add')}
      submitting={form.submitting}
      formError={form.formError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Field label={ta('field.staffPhone')} required hint={to('staff.addHint')} {...form.field('phone')}>
        <Input {...form.input('phone')} {...phoneInputProps('tel')} />
      </Field>
    </FormDialog>
  );
};
