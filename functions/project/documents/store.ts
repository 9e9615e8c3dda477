/**
 * Reading and writing a cooperation's documents (./keys.ts, ./model.ts). Reads that decide a write are consistent;
 * every write that depends on a read carries a condition on what it read (the task's `rev`, its state, its lock,
 * its version), so of two concurrent changes one wins and the other is refused, never lost.
 */
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { fail } from '../../lib/errors.js';
import { countAll, ddb, getItem, queryAll, table, updateItem, type Condition } from '../../lib/store/client.js';
import { projectKey } from '../keys.js';
import { check, put, update, type Step } from '../store.js';
import { phaseKey, taskKey, taskPrefix } from '../cooperation/model.js';
import { bodyKey, directoryCountKey, documentMetaKey, messagePrefix, refreshKey, REFRESH_PREFIX } from './keys.js';
import type { BodyItem, DocumentMeta, MessageItem, RefreshItem, TaskItem } from './model.js';
import { userPartition } from '../../lib/store/partitions.js';

export const getMeta = (taskId: string): Promise<DocumentMeta | undefined> => getItem<DocumentMeta>(documentMetaKey(taskId), { consistent: true });

export const getTask = (projectId: string, phase: number, taskId: string): Promise<TaskItem | undefined> => getItem<TaskItem>(taskKey(projectId, phase, taskId), { consistent: true });

export const getBody = (taskId: string): Promise<BodyItem | undefined> => getItem<BodyItem>(bodyKey(taskId), { consistent: true });

/** Every node of a phase's directory: one Query. */
export const tasksOf = (projectId: string, phase: number): Promise<TaskItem[]> =>
  queryAll<TaskItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': taskPrefix(phase) },
    ConsistentRead: true,
  });

/** Every node of every phase of a cooperation: one Query (the task items are small: the text lives apart). */
export const allTasksOf = (projectId: string): Promise<TaskItem[]> =>
  queryAll<TaskItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': 'TASK#' },
    ConsistentRead: true,
  });

/** An update of a task under a condition: the task after it, or undefined when the condition refused it. */
export const updateTask = (task: Pick<TaskItem, 'projectId' | 'phase' | 'taskId'>, update: { expression: string; values?: Record<string, unknown>; names?: Record<string, string> }, condition: Condition): Promise<TaskItem | undefined> =>
  updateItem<TaskItem>(taskKey(task.projectId, task.phase, task.taskId), update, condition);

/** `SET` of every field, each name and value a placeholder (no reserved word can trip the expression). */
export const setAll = (fields: Record<string, unknown>): { expression: string; names: Record<string, string>; values: Record<string, unknown> } => {
  const entries = Object.entries(fields);
  return {
    expression: `SET ${entries.map((_e, i) => `#f${i} = :f${i}`).join(', ')}`,
    names: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
    values: Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
  };
};

/** A page of a phase's change messages, newest first, and how many there are. */
export const messagesPage = async (projectId: string, phase: number, current: number, size: number): Promise<{ items: MessageItem[]; total: number }> => {
  const base = { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': messagePrefix(phase) } };
  const want = current * size;
  const items: MessageItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(new QueryCommand({ ...base, TableName: table(), ScanIndexForward: false, Limit: want - items.length, ExclusiveStartKey: start }));
    items.push(...((out.Items ?? []) as MessageItem[]));
    start = out.LastEvaluatedKey;
  } while (start && items.length < want);
  return { items: items.slice((current - 1) * size, want), total: await countAll(base) };
};

/** A person's unread document notices: one Query of their partition. */
/** A person's unread document notices: all, or one project's (the sort key starts with it). */
export const refreshesOf = (userId: string, projectId?: string): Promise<RefreshItem[]> =>
  queryAll<RefreshItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':p': projectId ? `${REFRESH_PREFIX}${projectId}#` : REFRESH_PREFIX },
  });

/**
 * A notice of a changed document for each person (one item per person and document: the newest change, and how
 * many since they last cleared). Independent small updates, in parallel; a lost one loses only a notice.
 */
export const noteRefreshes = async (userIds: readonly string[], note: Omit<RefreshItem, 'pk' | 'sk' | 'count'>): Promise<void> => {
  const set = setAll({ ...note });
  await Promise.all(
    [...new Set(userIds)].map((userId) =>
      updateItem(refreshKey(userId, note.projectId, note.taskId), {
        expression: `${set.expression} ADD #count :one`,
        values: { ...set.values, ':one': 1 },
        names: { ...set.names, '#count': 'count' },
      }),
    ),
  );
};

/** Removes a person's document notices (BatchWrite, 25 a call, unprocessed ones retried). */
export const clearRefreshes = async (items: readonly Pick<RefreshItem, 'pk' | 'sk'>[]): Promise<void> => {
  for (let i = 0; i < items.length; i += 25) {
    let pending: Record<string, unknown>[] | undefined = items.slice(i, i + 25).map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));
    for (let attempt = 0; pending && pending.length > 0 && attempt < 8; attempt += 1) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [table()]: pending as never } }));
      pending = out.UnprocessedItems?.[table()] as Record<string, unknown>[] | undefined;
    }
  }
};

// ---------------------------------------------------------------- the directory's writes (steps of one transaction)

/** A task written over the revision read (refused, 100002, when anything changed it meanwhile). */
export const taskPut = (next: TaskItem, previousRev: number): Step => put(next as unknown as Record<string, unknown>, { expression: 'rev = :rev', values: { ':rev': previousRev } });

/**
 * A new node of a phase's directory: the node, its document's place (found by the task's id alone), and the phase's
 * node count moved under `max` (DOCUMENT_TREE_FULL beyond it).
 */
export const newNodeSteps = (node: TaskItem, max: number): Step[] => [
  put(node as unknown as Record<string, unknown>, { expression: 'attribute_not_exists(pk)' }),
  put({ ...documentMetaKey(node.taskId), projectId: node.projectId, phase: node.phase, taskId: node.taskId }, { expression: 'attribute_not_exists(pk)' }),
  update(directoryCountKey(node.projectId, node.phase), 'ADD #n :one', { ':one': 1, ':max': max }, 'attribute_not_exists(#n) OR #n < :max', { '#n': 'nodes' }, () => fail('DOCUMENT_TREE_FULL')),
];

/**
 * The phase not marked for removal at the moment of a directory write, in its transaction: a change proposed between
 * the write's read of the phase and its commit marks it (`removal`), and the write is refused as it would have been.
 */
export const phaseNotRemoved = (projectId: string, phase: number): Step =>
  check(phaseKey(projectId, phase), 'attribute_not_exists(#removal)', {}, { '#removal': 'removal' }, () => fail('CHANGE_PHASE_REMOVED'));

/** A node held under the parent it was read with (at the top when it had none), in a move's transaction. */
export const parentHeld = (node: Pick<TaskItem, 'projectId' | 'phase' | 'taskId' | 'parentId'>): Step =>
  node.parentId
    ? check(taskKey(node.projectId, node.phase, node.taskId), '#parent = :parent', { ':parent': node.parentId }, { '#parent': 'parentId' }, () => fail('STALE_DATA'))
    : check(taskKey(node.projectId, node.phase, node.taskId), 'attribute_not_exists(#parent) OR #parent = :top', { ':top': '' }, { '#parent': 'parentId' }, () => fail('STALE_DATA'));
