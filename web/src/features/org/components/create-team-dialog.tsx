/** 创建团队 from the avatar menu: a person without a team founds one, and becomes its administrator. */
import { Field, Input } from '@fluentui/react-components';
import { createTeamInput } from '../../../../../shared/schemas/account.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { useForm } from '../../../hooks/use-form.js';
import { createTeam } from '../api/create-team.js';
import { ta } from '../../account/public.js';

export interface CreateTeamDialogProps {
  onCreated: (teamName: string) => void;
  onClose: () => void;
}

export const CreateTeamDialog = ({ onCreated, onClose }: CreateTeamDialogProps) => {
  const form = useForm(createTeamInput, { teamName: '' });
  const submit = form.submit(async ({ teamName }) => {
    await createTeam(teamName);
    onCreated(teamName);
  });
  return (
    <FormDialog
      title={ta('team.createTitle')}
      submitLabel={ta('team.create')}
      submitting={form.submitting}
      formError={form.formError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Field label={ta('field.teamName')} required hint={ta('team.createHint')} {...form.field('teamName')}>
        <Input {...form.input('teamName')} maxLength={30} />
      </Field>
    </FormDialog>
  );
};
