/**
 * The dialogs of the 文档 tab's directory (phase-documents.tsx): party B's leader adds a directory or a document task,
 * changes a task's writer, and sets who else of party B may view or edit a task's document (权限).
 */
import { Badge, Field, Input, Radio, RadioGroup, Select, Spinner } from '@fluentui/react-components';
import { useMemo, useState, type FormEvent } from 'react';
import { DOCUMENT_LIMITS } from '../../../../../shared/limits.js';
import type { AssignablePerson, DocumentNode } from '../../../../../shared/schemas/documents.js';
import { isHttpError } from '../../../api/http-error.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { serverIssues } from '../../../hooks/use-form.js';
import { toast } from '../../../lib/notify.js';
import { addNode, assignNode, setPermission } from '../api/directory.js';
import { tdoc } from '../texts.js';
import { directoryChoices } from './directory-tree.js';
import { useDirectoryStyles as useStyles } from './directory-styles.js';

/** A refusal a dialog shows: a 400's first issue (under its field when the form has it) or a business code's message. */
const refusalOf = <F extends string>(error: unknown, fields: readonly F[]): { field?: F; message: string } | undefined => {
  const first = serverIssues(error)?.[0];
  if (first) {
    const field = first.path.split('.')[0] as F;
    return fields.includes(field) ? { field, message: first.message } : { message: first.message };
  }
  return isHttpError(error) && error.kind === 'business' ? { message: error.msg } : undefined;
};

const fieldState = (message: string | undefined) => (message ? { validationState: 'error' as const, validationMessage: message } : {});

const personLabel = (p: AssignablePerson) => (p.leader ? tdoc('dir.form.leader', { name: p.name }) : p.name);

type NodeDialogKind = { kind: 'directory' } | { kind: 'task' } | { kind: 'assign'; node: DocumentNode };
export type Dialog = NodeDialogKind | { kind: 'permission'; node: DocumentNode } | { kind: 'takeOver'; node: DocumentNode };

export const NodeDialog = ({
  dialog,
  projectId,
  phase,
  tree,
  people,
  onDone,
  onClose,
}: {
  dialog: NodeDialogKind;
  projectId: string;
  phase: number;
  tree: Map<string, DocumentNode[]>;
  people: AssignablePerson[];
  onDone: () => Promise<unknown>;
  onClose: () => void;
}) => {
  const assigning = dialog.kind === 'assign' ? dialog.node : undefined;
  const [title, setTitle] = useState('');
  const [parentId, setParentId] = useState('');
  const [assignee, setAssignee] = useState(assigning?.assignee?.userId ?? '');
  const [errors, setErrors] = useState<{ title?: string; parentId?: string; assignee?: string }>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const parents = useMemo(() => directoryChoices(tree), [tree]);
  const needsWriter = dialog.kind !== 'directory';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const name = title.trim();
    const next: typeof errors = {};
    if (!assigning && !name) next.title = tdoc('dir.form.titleRequired');
    if (needsWriter && !assignee) next.assignee = tdoc('dir.form.writerRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSending(true);
    try {
      if (assigning) {
        await assignNode(projectId, phase, assigning.taskId, assignee);
        const person = people.find((p) => p.userId === assignee);
        toast({ intent: 'success', text: tdoc('dir.assigned', { title: assigning.title, name: person?.name ?? '' }) });
      } else {
        await addNode(projectId, phase, { title: name, ...(parentId ? { parentId } : {}), ...(needsWriter ? { assignee } : {}) });
        toast({ intent: 'success', text: tdoc('dir.added', { title: name }) });
      }
      await onDone();
      onClose();
    } catch (error) {
      const refusal = refusalOf(error, ['title', 'parentId', 'assignee'] as const);
      if (refusal?.field) setErrors({ [refusal.field]: refusal.message });
      else if (refusal) setFormError(refusal.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      title={assigning ? tdoc('dir.assignTitle', { title: assigning.title }) : tdoc(dialog.kind === 'task' ? 'dir.addTask' : 'dir.addDirectory')}
      submitLabel={tdoc('dir.form.save')}
      submitting={sending}
      formError={formError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {!assigning && (
        <Field label={tdoc('dir.form.title')} required {...fieldState(errors.title)}>
          <Input
            value={title}
            maxLength={DOCUMENT_LIMITS.titleLength}
            onChange={(_event, data) => {
              setTitle(data.value);
              setErrors((e) => ({ ...e, title: undefined }));
              setFormError(undefined);
            }}
            data-testid="doc-form-title"
          />
        </Field>
      )}
      {!assigning && (
        <Field label={tdoc('dir.form.parent')} {...fieldState(errors.parentId)}>
          <Select value={parentId} onChange={(_event, data) => setParentId(data.value)} data-testid="doc-form-parent">
            <option value="">{tdoc('dir.form.top')}</option>
            {parents.map((p) => (
              <option key={p.taskId} value={p.taskId}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {needsWriter && (
        <Field label={tdoc('dir.form.writer')} required {...fieldState(errors.assignee)}>
          <Select
            value={assignee}
            onChange={(_event, data) => {
              setAssignee(data.value);
              setErrors((e) => ({ ...e, assignee: undefined }));
              setFormError(undefined);
            }}
            data-testid="doc-form-writer"
          >
            <option value="">{tdoc('dir.form.choose')}</option>
            {people.map((p) => (
              <option key={p.userId} value={p.userId}>
                {personLabel(p)}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </FormDialog>
  );
};

type Access = 'none' | 'read' | 'write';

/**
 * 权限 of a document task: party B's people (the assignable ones), each 不可查看 / 可查看 / 可编辑, filled from the
 * task's readers and writers; its writer (编写人) and the leaders (负责人) always write, so theirs is fixed. Saving
 * replaces the task's lists (someone named who is no longer one of party B's people drops out of them).
 */
export const PermissionDialog = ({ projectId, node, people, onDone, onClose }: { projectId: string; node: DocumentNode; people: AssignablePerson[] | undefined; onDone: () => Promise<unknown>; onClose: () => void }) => {
  const styles = useStyles();
  const [access, setAccess] = useState<Record<string, Access>>(() => ({
    ...Object.fromEntries(node.readers.map((userId) => [userId, 'read' as const])),
    ...Object.fromEntries(node.writers.map((userId) => [userId, 'write' as const])),
  }));
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const writer = node.assignee?.userId;
  // The writer first (even one who left party B), then the others in the answer's order.
  const rows = people && [...(node.assignee ? [{ ...node.assignee, leader: false }] : []), ...people.filter((p) => p.userId !== writer)];
  const fixed = (p: AssignablePerson): 'assignee' | 'leader' | undefined => (p.userId === writer ? 'assignee' : p.leader ? 'leader' : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !rows) return;
    const chosen = (level: Access) => rows.filter((p) => !fixed(p) && access[p.userId] === level).map((p) => p.userId);
    setSending(true);
    try {
      await setPermission(projectId, node.taskId, chosen('read'), chosen('write'));
      toast({ intent: 'success', text: tdoc('dir.perm.saved', { title: node.title }) });
      await onDone();
      onClose();
    } catch (error) {
      const refusal = refusalOf(error, []);
      if (refusal) setFormError(refusal.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog title={tdoc('dir.perm.title', { title: node.title })} submitLabel={tdoc('dir.form.save')} submitting={sending || !rows} formError={formError} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <p className={styles.note}>{tdoc('dir.perm.note')}</p>
      {rows ? (
        <ul className={styles.people} aria-label={tdoc('dir.perm.people')} data-testid="doc-perm-people">
          {rows.map((p) => {
            const role = fixed(p);
            return (
              <li key={p.userId} className={styles.person} data-testid="doc-perm-person" data-user-id={p.userId}>
                <span className={styles.personName}>{p.name}</span>
                {role ? (
                  <Badge appearance="tint" color={role === 'assignee' ? 'brand' : 'informative'} data-testid="doc-perm-fixed">
                    {tdoc(role === 'assignee' ? 'dir.perm.assignee' : 'dir.perm.leader')} · {tdoc('dir.perm.write')}
                  </Badge>
                ) : (
                  <RadioGroup
                    className={styles.choices}
                    layout="horizontal"
                    aria-label={tdoc('dir.perm.choice', { name: p.name })}
                    value={access[p.userId] ?? 'none'}
                    onChange={(_event, data) => {
                      setAccess((a) => ({ ...a, [p.userId]: data.value as Access }));
                      setFormError(undefined);
                    }}
                  >
                    <Radio value="none" label={tdoc('dir.perm.none')} />
                    <Radio value="read" label={tdoc('dir.perm.read')} />
                    <Radio value="write" label={tdoc('dir.perm.write')} />
                  </RadioGroup>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <Spinner size="tiny" label={tdoc('dir.perm.loading')} />
      )}
    </FormDialog>
  );
};
