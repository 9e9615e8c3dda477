/**
 * 接管 of a member's document task in the 文档 tab (docs/cooperation.md "Take-over"): party B's leader takes over the
 * task of a writer who left the team or went quiet — offered where the node's `actions` list `takeOver` — for
 * themselves or for an active member of party B. The draft and its versions stay, the edit lock passes to the new
 * writer, and both writers are told.
 */
import { Field, Select } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import type { AssignablePerson, DocumentNode } from '../../../../../shared/schemas/documents.js';
import { isHttpError } from '../../../api/http-error.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { serverIssues } from '../../../hooks/use-form.js';
import { toast } from '../../../lib/notify.js';
import { takeOverTask } from '../api/directory.js';
import { tdoc } from '../texts.js';
import { useDirectoryStyles as useStyles } from './directory-styles.js';

export const TakeOverDialog = ({ projectId, node, people, onDone, onClose }: { projectId: string; node: DocumentNode; people: AssignablePerson[] | undefined; onDone: () => Promise<unknown>; onClose: () => void }) => {
  const styles = useStyles();
  // '' is the leader themselves (the call leaves `to` out).
  const [to, setTo] = useState('');
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const action = node.actions.find((a) => a.name === 'takeOver');
  const others = (people ?? []).filter((p) => p.userId !== node.assignee?.userId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const status = await takeOverTask(projectId, node.taskId, to || undefined);
      toast({ intent: 'success', text: tdoc('dir.takeOver.done', { title: node.title, name: status.assignee?.name ?? '' }) });
      await onDone();
      onClose();
    } catch (error) {
      const first = serverIssues(error)?.[0];
      if (first) setFormError(first.message);
      else if (isHttpError(error) && error.kind === 'business') setFormError(error.msg);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog title={tdoc('dir.takeOver.title', { title: node.title })} submitLabel={tdoc('dir.takeOver.submit')} submitting={sending} formError={formError} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <p className={styles.note} data-testid="doc-takeover-note">
        {tdoc('dir.takeOver.note', { name: node.assignee?.name ?? '' })}
      </p>
      {action?.confirm && <p className={styles.note}>{action.confirm}</p>}
      <Field label={tdoc('dir.takeOver.to')}>
        <Select
          value={to}
          onChange={(_event, data) => {
            setTo(data.value);
            setFormError(undefined);
          }}
          data-testid="doc-takeover-to"
        >
          <option value="">{tdoc('dir.takeOver.self')}</option>
          {others.map((p) => (
            <option key={p.userId} value={p.userId}>
              {p.leader ? tdoc('dir.form.leader', { name: p.name }) : p.name}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
};
