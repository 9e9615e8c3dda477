/** Reading and writing a cooperation's disputes (./model.ts): every write of a dispute moves its `rev` under a condition on the one read. */
import { OPEN_DISPUTE_STATES, type disputeProcess } from '../../../../shared/process/dispute.js';
import { projectRegistry } from '../../../../shared/process/registries.js';
import { fail } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import { timerWrites } from '../../../lib/process/run.js';
import { getItem, queryAll } from '../../../lib/store/client.js';
import { projectKey, timeKey } from '../../keys.js';
import { put, type Step } from '../../store.js';
import { TASK_PREFIX } from '../model.js';
import { DISPUTE_PREFIX, disputeEntryKey, disputeEntryPrefix, disputeKey, OPEN_DISPUTES, type DisputeEntryItem, type DisputeItem } from './model.js';

export const getDispute = (projectId: string, disputeId: string): Promise<DisputeItem | undefined> => getItem<DisputeItem>(disputeKey(projectId, disputeId), { consistent: true });

/** Every dispute of a cooperation, oldest first (ids grow with time): one Query; a cooperation has a few at most. */
export const disputesOf = (projectId: string): Promise<DisputeItem[]> =>
  queryAll<DisputeItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': DISPUTE_PREFIX },
    ConsistentRead: true,
  });

/** A dispute's evidence and the desk's questions, oldest first: one Query. */
export const entriesOf = (projectId: string, disputeId: string): Promise<DisputeEntryItem[]> =>
  queryAll<DisputeEntryItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': disputeEntryPrefix(disputeId) },
    ConsistentRead: true,
  });

/** The open disputes, oldest first (the desk's list): one Query of gsi3, no Scan. */
export const openDisputes = (): Promise<DisputeItem[]> =>
  queryAll<DisputeItem>({ IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :p', ExpressionAttributeValues: { ':p': OPEN_DISPUTES } });

export const isOpen = (d: Pick<DisputeItem, 'state'>): boolean => (OPEN_DISPUTE_STATES as readonly string[]).includes(d.state);

/**
 * A dispute's next revision (on the desk's list while open) and its timer writes: those of the state it leaves dropped,
 * those of the state it enters set; `restart` sets its state's timers again (a question of the desk restarts the evidence time).
 */
export const disputeSteps = (previous: DisputeItem | undefined, next: Omit<DisputeItem, 'pk' | 'sk' | 'rev' | 'gsi3pk' | 'gsi3sk'>, now: number, restart = false): { item: DisputeItem; steps: Step[] } => {
  const { gsi3pk: _pk, gsi3sk: _sk, ...rest } = next as DisputeItem;
  const item: DisputeItem = {
    ...rest,
    ...disputeKey(next.projectId, next.id),
    rev: (previous?.rev ?? 0) + 1,
    ...(isOpen(next) ? { gsi3pk: OPEN_DISPUTES, gsi3sk: `${timeKey(next.openTime)}#${next.id}` } : {}),
  };
  const process = projectRegistry.of('dispute', item);
  const object = { pk: projectKey(next.projectId).pk, id: next.projectId, attributes: item as unknown as Record<string, unknown> };
  // A restart in the same state sets its timers again; a move drops those of the state left and sets the new ones.
  const timers = timerWrites(process, object, restart && previous?.state === item.state ? undefined : previous?.state, item.state, now);
  const condition = previous ? { expression: 'rev = :rev', values: { ':rev': previous.rev } } : { expression: 'attribute_not_exists(pk)' };
  return { item, steps: [put(item as unknown as Record<string, unknown>, condition, () => fail('STALE_DATA')), ...timers.map((t) => ({ item: t }))] };
};

/** An entry of a dispute's case (evidence or a question). */
export const entryStep = (entry: Omit<DisputeEntryItem, 'pk' | 'sk' | 'id' | 'createTime'>, now: number): { entry: DisputeEntryItem; step: Step } => {
  const id = newId();
  const item: DisputeEntryItem = { ...entry, ...disputeEntryKey(entry.projectId, entry.disputeId, now, id), id, createTime: now };
  return { entry: item, step: put(item as unknown as Record<string, unknown>, { expression: 'attribute_not_exists(pk)' }) };
};

/** The dispute process's declaration of a dispute (its stored version). */
export const processOf = (d: Pick<DisputeItem, 'processVersion'>): typeof disputeProcess => projectRegistry.of('dispute', d);

/** A document task as the desk's case lists it. */
export interface TaskRow {
  phase: number;
  title: string;
  state?: string;
  assignee?: string;
  version?: number;
}

/** The cooperation's document tasks of every phase (title, state, writer, version only): one Query. */
export const taskRowsOf = (projectId: string): Promise<TaskRow[]> =>
  queryAll<TaskRow>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': TASK_PREFIX },
    ProjectionExpression: 'phase, title, #st, assignee, version',
    ExpressionAttributeNames: { '#st': 'state' },
  });
