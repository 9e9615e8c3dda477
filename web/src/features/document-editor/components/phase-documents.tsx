/**
 * The cooperation page's 文档 tab (docs/cooperation.md "Documents"): a phase (the running one first) and its directory
 * as a tree — each node's title, a task's writer and state, who edits it now and how long their lease runs, and a link
 * into the editor for those who may read it. Party B's leader (the answer's `manage`) adds directories and document
 * tasks, changes a task's writer, sets who else of party B may view or edit a task's document (权限) and stops a
 * task. A directory the caller may not see (party A before the phase was delivered) shows the server's message as the
 * tab's empty state. A document push of this cooperation, or any of its
 * project pushes, reads the directory again; it is polled besides, as the editor's lock bar is.
 *
 * Does not import the editor: the cooperation page's chunk carries this tab, and the editor stays in its own route.
 */
import { Badge, Button, Field, Input, Radio, RadioGroup, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { DOCUMENT_LIMITS } from '../../../../../shared/limits.js';
import type { CooperationDetail } from '../../../../../shared/schemas/cooperation.js';
import type { AssignablePerson, DirectoryView, DocumentNode } from '../../../../../shared/schemas/documents.js';
import { isHttpError } from '../../../api/http-error.js';
import { EmptyState } from '../../../components/empty-state.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { documentEditPath } from '../../../config/paths.js';
import { serverIssues } from '../../../hooks/use-form.js';
import { modal, toast } from '../../../lib/notify.js';
import { readProjectPush } from '../../../lib/project-push.js';
import { onRadio } from '../../../lib/radio-events.js';
import { addNode, assignNode, directoryKey, isDirectoryKey, setPermission, stopTask, useAssignable, useDirectory } from '../api/directory.js';
import { clock, useSecondsLeft } from '../model/countdown.js';
import { tdoc } from '../texts.js';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  top: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  phase: { width: '420px', maxWidth: '100%' },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  tree: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column' },
  children: { margin: 0, paddingLeft: tokens.spacingHorizontalXXL, listStyleType: 'none', display: 'flex', flexDirection: 'column', borderLeft: `1px dashed ${tokens.colorNeutralStroke2}`, marginLeft: tokens.spacingHorizontalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  titleLine: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  folder: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  meta: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  editing: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  left: { fontVariantNumeric: 'tabular-nums' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  open: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold, textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
  wait: { display: 'flex', justifyContent: 'center', padding: `${tokens.spacingVerticalXXL} 0` },
  people: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column' },
  person: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    minHeight: '40px',
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  personName: { minWidth: 0, overflowWrap: 'anywhere' },
  choices: { flexWrap: 'wrap' },
});

const STATE_COLOUR: Record<string, 'informative' | 'warning' | 'success' | 'subtle'> = { ASSIGNED: 'informative', WRITING: 'warning', SUBMITTED: 'success', STOPPED: 'subtle' };

/** Whether a NEED_RADIO's content is a project push about this cooperation (a document's, or the project's). */
const aboutProject = (content: string | undefined, projectId: string): boolean => {
  const push = readProjectPush(content);
  return push !== undefined && (push.projectId === undefined || push.projectId === projectId);
};

/** The nodes under each parent ('' for the top), in the answer's order; a node whose parent is gone is shown at the top. */
const childrenOf = (nodes: readonly DocumentNode[]): Map<string, DocumentNode[]> => {
  const ids = new Set(nodes.map((n) => n.taskId));
  const map = new Map<string, DocumentNode[]>();
  for (const node of nodes) {
    const parent = node.parentId && ids.has(node.parentId) ? node.parentId : '';
    map.set(parent, [...(map.get(parent) ?? []), node]);
  }
  return map;
};

/** Plain directories as the parent choices, each indented by its depth. */
const directoryChoices = (tree: Map<string, DocumentNode[]>): { taskId: string; label: string }[] => {
  const out: { taskId: string; label: string }[] = [];
  const walk = (parent: string, depth: number) => {
    for (const node of tree.get(parent) ?? []) {
      if (node.state) continue;
      out.push({ taskId: node.taskId, label: `${'\u3000'.repeat(depth)}${node.title}` });
      walk(node.taskId, depth + 1);
    }
  };
  walk('', 0);
  return out;
};

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

const LockLine = ({ node, receivedAt }: { node: DocumentNode; receivedAt: number }) => {
  const styles = useStyles();
  const left = useSecondsLeft(node.lock?.remaining, receivedAt);
  if (!node.lock || left <= 0) return null;
  return (
    <span className={styles.editing} data-testid="doc-node-editing">
      {node.lock.mine ? tdoc('dir.editingMine') : tdoc('dir.editing', { name: node.lock.holder.name })}{' '}
      <span className={styles.left}>{tdoc('dir.left', { time: clock(left) })}</span>
    </span>
  );
};

interface Handlers {
  onAssign: (node: DocumentNode) => void;
  onPermission: (node: DocumentNode) => void;
  onStop: (node: DocumentNode) => void;
}

const NodeRow = ({ view, node, tree, receivedAt, manage, handlers }: { view: DirectoryView; node: DocumentNode; tree: Map<string, DocumentNode[]>; receivedAt: number; manage: boolean; handlers: Handlers }) => {
  const styles = useStyles();
  const kids = tree.get(node.taskId) ?? [];
  const task = node.state !== undefined;
  const stop = node.actions.find((action) => action.name === 'stop');
  const open = node.state === 'ASSIGNED' || node.state === 'WRITING';
  const assignable = manage && task && open;
  const openText = node.permission === 'write' && view.writable && open ? tdoc('dir.open') : tdoc('dir.read');
  return (
    <li data-testid="doc-node" data-task-id={node.taskId} data-kind={task ? 'task' : 'directory'} data-state={node.state ?? ''}>
      <div className={styles.row}>
        <div className={styles.main}>
          <p className={styles.titleLine}>
            {task ? (
              <span className={styles.title} data-testid="doc-node-title">
                {node.title}
              </span>
            ) : (
              <>
                <Badge size="small" appearance="outline" color="informative">
                  {tdoc('dir.directory')}
                </Badge>
                <span className={styles.folder} data-testid="doc-node-title">
                  {node.title}
                </span>
              </>
            )}
            {task && (
              <Badge size="small" appearance="tint" color={STATE_COLOUR[node.state ?? ''] ?? 'informative'} data-testid="doc-node-state">
                {node.stateLabel ?? node.state}
              </Badge>
            )}
          </p>
          {task && (
            <p className={styles.meta}>
              {node.assignee && <span data-testid="doc-node-writer">{tdoc('dir.writer', { name: node.assignee.name })}</span>}
              <span>{node.version > 0 ? tdoc('dir.version', { version: node.version }) : tdoc('dir.noVersion')}</span>
              <LockLine node={node} receivedAt={receivedAt} />
            </p>
          )}
        </div>
        {task && (
          <div className={styles.actions}>
            {node.permission !== 'none' && (
              <Link className={styles.open} to={documentEditPath(view.projectId, node.taskId)} aria-label={tdoc('dir.openLabel', { action: openText, title: node.title })} data-testid="doc-node-open">
                {openText}
              </Link>
            )}
            {assignable && (
              <Button size="small" appearance="secondary" onClick={() => handlers.onAssign(node)}>
                {tdoc('dir.assign')}
              </Button>
            )}
            {manage && (
              <Button size="small" appearance="secondary" onClick={() => handlers.onPermission(node)}>
                {tdoc('dir.permission')}
              </Button>
            )}
            {manage && stop && (
              <Button size="small" appearance="subtle" onClick={() => handlers.onStop(node)}>
                {stop.label}
              </Button>
            )}
          </div>
        )}
      </div>
      {kids.length > 0 && (
        <ul className={styles.children}>
          {kids.map((kid) => (
            <NodeRow key={kid.taskId} view={view} node={kid} tree={tree} receivedAt={receivedAt} manage={manage} handlers={handlers} />
          ))}
        </ul>
      )}
    </li>
  );
};

type NodeDialogKind = { kind: 'directory' } | { kind: 'task' } | { kind: 'assign'; node: DocumentNode };
type Dialog = NodeDialogKind | { kind: 'permission'; node: DocumentNode };

const NodeDialog = ({
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
const PermissionDialog = ({ projectId, node, people, onDone, onClose }: { projectId: string; node: DocumentNode; people: AssignablePerson[] | undefined; onDone: () => Promise<unknown>; onClose: () => void }) => {
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

const Directory = ({ detail, phase }: { detail: CooperationDetail; phase: number }) => {
  const styles = useStyles();
  const { data, error, mutate } = useDirectory(detail.projectId, phase);
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  useEffect(() => setReceivedAt(Date.now()), [data]);
  // The answer says whether the caller manages this phase's directory (party B's leader, the phase not yet accepted).
  const manage = data?.manage === true;
  const { data: people } = useAssignable(detail.projectId, manage);
  const [dialog, setDialog] = useState<Dialog>();
  const tree = useMemo(() => childrenOf(data?.nodes ?? []), [data?.nodes]);

  const handlers: Handlers = {
    onAssign: (node) => setDialog({ kind: 'assign', node }),
    onPermission: (node) => setDialog({ kind: 'permission', node }),
    onStop: (node) => {
      const action = node.actions.find((a) => a.name === 'stop');
      modal({
        title: tdoc('dir.stopTitle', { title: node.title }),
        text: action?.confirm ?? tdoc('dir.stopConfirm'),
        actions: [
          { label: tdoc('dir.cancel') },
          {
            label: tdoc('dir.confirm'),
            primary: true,
            run: () =>
              void stopTask(detail.projectId, node.taskId)
                .then(() => toast({ intent: 'success', text: tdoc('dir.stopped') }))
                .catch(() => undefined)
                .finally(() => void mutate()),
          },
        ],
      });
    },
  };

  if (error && !data) {
    // A directory the caller may not see (party A before delivery): the server's message, said as the tab's state.
    if (error.kind === 'business' && error.code === 404)
      return <EmptyState title={error.msg} {...(detail.side.startsWith('partyA') ? { text: tdoc('dir.partyAHint') } : {})} />;
    return (
      <EmptyState
        title={tdoc('dir.loadFailed')}
        actions={
          <Button appearance="secondary" onClick={() => void mutate()}>
            {tdoc('dir.retry')}
          </Button>
        }
      />
    );
  }
  if (!data)
    return (
      <div className={styles.wait}>
        <Spinner size="small" label={tdoc('dir.loading')} />
      </div>
    );

  const top = tree.get('') ?? [];
  return (
    <>
      <div className={styles.top}>
        <p className={styles.note} data-testid="doc-phase-state">
          {tdoc('dir.phaseState', { state: data.phaseStateLabel })}
          {!data.writable && data.nodes.length > 0 && ` · ${tdoc('dir.notWritable')}`}
        </p>
        {manage && (
          <div className={styles.tools}>
            <Button size="small" appearance="primary" onClick={() => setDialog({ kind: 'task' })}>
              {tdoc('dir.addTask')}
            </Button>
            <Button size="small" appearance="secondary" onClick={() => setDialog({ kind: 'directory' })}>
              {tdoc('dir.addDirectory')}
            </Button>
          </div>
        )}
      </div>
      {top.length === 0 ? (
        <EmptyState title={tdoc('dir.empty')} text={tdoc(manage ? 'dir.emptyManage' : 'dir.emptyView')} />
      ) : (
        <ul className={styles.tree} aria-label={tdoc('dir.tree', { index: data.phase })} data-testid="doc-tree">
          {top.map((node) => (
            <NodeRow key={node.taskId} view={data} node={node} tree={tree} receivedAt={receivedAt} manage={manage} handlers={handlers} />
          ))}
        </ul>
      )}
      {dialog?.kind === 'permission' && <PermissionDialog projectId={detail.projectId} node={dialog.node} people={people} onDone={() => mutate()} onClose={() => setDialog(undefined)} />}
      {dialog && dialog.kind !== 'permission' && (
        <NodeDialog dialog={dialog} projectId={detail.projectId} phase={phase} tree={tree} people={people ?? []} onDone={() => mutate()} onClose={() => setDialog(undefined)} />
      )}
    </>
  );
};

/** The 文档 tab of a cooperation: its phases to choose from (the running one first) and the chosen phase's directory. */
export const PhaseDocuments = ({ detail }: { detail: CooperationDetail }) => {
  const styles = useStyles();
  const { mutate } = useSWRConfig();
  const [phase, setPhase] = useState(detail.current);
  const projectId = detail.projectId;

  useEffect(
    () =>
      onRadio('NEED_RADIO', (frame) => {
        if (aboutProject(frame.content, projectId)) void mutate(isDirectoryKey(projectId));
      }),
    [mutate, projectId],
  );
  // A project push moves the phase's state: the detail's new state reads the directory again too.
  const state = detail.phases.find((p) => p.index === phase)?.state;
  const seen = useRef({ phase, state });
  useEffect(() => {
    const moved = seen.current.phase === phase && seen.current.state !== state;
    seen.current = { phase, state };
    if (moved) void mutate(directoryKey(projectId, phase));
  }, [mutate, projectId, phase, state]);

  return (
    <div className={styles.wrap} data-testid="phase-documents">
      <Field label={tdoc('dir.phase')} className={styles.phase}>
        <Select value={String(phase)} onChange={(_event, data) => setPhase(Number(data.value))} data-testid="doc-phase">
          {detail.phases.map((p) => (
            <option key={p.index} value={String(p.index)}>
              {tdoc('dir.phaseOption', { index: p.index, name: p.name, state: p.stateLabel })}
            </option>
          ))}
        </Select>
      </Field>
      <Directory key={phase} detail={detail} phase={phase} />
    </div>
  );
};
