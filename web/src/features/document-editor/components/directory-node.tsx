/**
 * One node of the 文档 tab's directory and the nodes under it (phase-documents.tsx): a task's title, state, writer,
 * version and who edits it now, a link into the editor, and party B's leader's buttons.
 */
import { Badge, Button } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import type { DirectoryView, DocumentNode } from '../../../../../shared/schemas/documents.js';
import { documentEditPath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { clock, useSecondsLeft } from '../model/countdown.js';
import { tdoc } from '../texts.js';
import { useDirectoryStyles as useStyles } from './directory-styles.js';

const STATE_COLOUR: Record<string, 'informative' | 'warning' | 'success' | 'subtle'> = { ASSIGNED: 'informative', WRITING: 'warning', SUBMITTED: 'success', STOPPED: 'subtle' };

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

export interface Handlers {
  onAssign: (node: DocumentNode) => void;
  onPermission: (node: DocumentNode) => void;
  onStop: (node: DocumentNode) => void;
  onTakeOver: (node: DocumentNode) => void;
}

export const NodeRow = ({ view, node, tree, receivedAt, manage, handlers }: { view: DirectoryView; node: DocumentNode; tree: Map<string, DocumentNode[]>; receivedAt: number; manage: boolean; handlers: Handlers }) => {
  const styles = useStyles();
  const kids = tree.get(node.taskId) ?? [];
  const task = node.state !== undefined;
  const stop = node.actions.find((action) => action.name === 'stop');
  const takeOver = node.actions.find((action) => action.name === 'takeOver');
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
              {node.takeOver && (
                <span data-testid="doc-node-takeover">{tdoc('dir.takenOver', { by: node.takeOver.by.name, time: formatDateTime(node.takeOver.time), from: node.takeOver.from.name })}</span>
              )}
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
            {manage && takeOver && (
              <Button size="small" appearance="primary" onClick={() => handlers.onTakeOver(node)}>
                {takeOver.label}
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
