/** 修改名称: a project's new name (unique among its publisher's projects; PROJECT_NAME_TAKEN is shown under the field). */
import { Field, Input } from '@fluentui/react-components';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import { projectNameInput } from '../../../../../shared/schemas/project.js';
import { isHttpError } from '../../../api/http-error.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { useForm } from '../../../hooks/use-form.js';
import { toast } from '../../../lib/notify.js';
import { renameProject, RENAME_REFUSALS } from '../api/project.js';
import { tf } from '../texts.js';

export interface RenameDialogProps {
  projectId: string;
  name: string;
  title: string;
  onDone: () => void;
  onClose: () => void;
}

export const RenameDialog = ({ projectId, name, title, onDone, onClose }: RenameDialogProps) => {
  const form = useForm(projectNameInput, { projectId, name });
  const submit = form.submit(async (input) => {
    try {
      await renameProject(input.projectId, input.name);
    } catch (error) {
      if (isHttpError(error) && error.code !== 400 && RENAME_REFUSALS.includes(error.code)) {
        form.setError('name', error.msg);
        return;
      }
      throw error;
    }
    toast({ intent: 'success', text: tf('pf.rename.done') });
    onDone();
    onClose();
  });
  return (
    <FormDialog title={title} submitLabel={tf('pf.rename.submit')} submitting={form.submitting} formError={form.formError} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <Field label={tf('pf.rename.name')} required {...form.field('name')}>
        <Input {...form.input('name')} maxLength={PROJECT_LIMITS.name} data-testid="rename-name" />
      </Field>
    </FormDialog>
  );
};
