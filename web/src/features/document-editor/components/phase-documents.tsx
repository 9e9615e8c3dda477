/**
 * The cooperation page's 文档 tab (docs/cooperation.md "Documents"): a phase (the running one first) and its directory
 * as a tree — each node's title, a task's writer and state, who edits it now and how long their lease runs, and a link
 * into the editor for those who may read it. Party B's leader (the answer's `manage`) adds directories and document
 * tasks, changes a task's writer, sets who else of party B may view or edit a task's document (权限), stops a task,
 * and takes over (接管) the task of a writer who left or went quiet (directory-takeover.tsx). Party A, who may not see
 * a directory before the phase was delivered, is told so (乙方交付后可在此查看文档) as the tab's empty state; anyone
 * else refused sees the server's message. A document push of this cooperation, or any of its project pushes, reads the
 * directory again; it is polled besides, as the editor's lock bar is.
 *
 * Does not import the editor: the cooperation page's chunk carries this tab, and the editor stays in its own route.
 */
import { Button, Field, Select, Spinner } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { CooperationDetail } from '../../../../../shared/schemas/cooperation.js';
import { EmptyState } from '../../../components/empty-state.js';
import { modal, toast } from '../../../lib/notify.js';
import { onRadio } from '../../../lib/radio-events.js';
import { directoryKey, isDirectoryKey, stopTask, useAssignable, useDirectory } from '../api/directory.js';
import { tdoc } from '../texts.js';
import { NodeDialog, PermissionDialog, type Dialog } from './directory-dialogs.js';
import { NodeRow, type Handlers } from './directory-node.js';
import { TakeOverDialog } from './directory-takeover.js';
import { useDirectoryStyles as useStyles } from './directory-styles.js';
import { aboutProject, childrenOf } from './directory-tree.js';

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
    onTakeOver: (node) => setDialog({ kind: 'takeOver', node }),
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
    // A directory the caller may not see: party A before delivery is told when it will see it (not 文档不存在);
    // anyone else gets the server's message as the tab's state.
    if (error.kind === 'business' && error.code === 404)
      return detail.side.startsWith('partyA') ? <EmptyState title={tdoc('dir.partyAEmpty')} text={tdoc('dir.partyAHint')} /> : <EmptyState title={error.msg} />;
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
      {dialog?.kind === 'takeOver' && <TakeOverDialog projectId={detail.projectId} node={dialog.node} people={people} onDone={() => mutate()} onClose={() => setDialog(undefined)} />}
      {dialog && dialog.kind !== 'permission' && dialog.kind !== 'takeOver' && (
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
