/**
 * Reading and writing the cooperation's items (./model.ts). Every write of the cooperation or of a phase moves its
 * `rev` by one under a condition on the one read: of two concurrent moves one wins and the other is refused
 * (100002), never lost. A phase's timers are written in the same transaction as its state (functions/lib/process).
 */
import type { DocumentTaskState, PhaseState } from '../../../shared/process/cooperation.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import { batchGet, getItem, queryAll, updateItem } from '../../lib/store/client.js';
import { newId } from '../../lib/ids.js';
import { timersIn } from '../../../shared/process/engine.js';
import { timerWrites } from '../../lib/process/run.js';
import { setTimer } from '../../lib/timers/store.js';
import { fail } from '../../lib/errors.js';
import { projectKey } from '../keys.js';
import { pageOf, put, update, type PageOf, type Step } from '../store.js';
import {
  cooperationKey,
  cooperationListKeys,
  phaseKey,
  phaseTimerPk,
  PHASE_PREFIX,
  recordKey,
  RECORD_PREFIX,
  TASK_PREFIX,
  taskPrefix,
  type CooperationItem,
  type PhaseItem,
  type RecordItem,
} from './model.js';

export const getCooperation = (projectId: string): Promise<CooperationItem | undefined> => getItem<CooperationItem>(cooperationKey(projectId), { consistent: true });

export const getPhase = (projectId: string, index: number): Promise<PhaseItem | undefined> => getItem<PhaseItem>(phaseKey(projectId, index), { consistent: true });

/** Every phase of a cooperation, in order: one Query. */
export const phasesOf = (projectId: string): Promise<PhaseItem[]> =>
  queryAll<PhaseItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': PHASE_PREFIX },
    ConsistentRead: true,
  });

/** The running phase of each of several cooperations: one BatchGet (a list page's cards). */
export const runningPhases = async (coops: readonly Pick<CooperationItem, 'projectId' | 'current'>[]): Promise<Map<string, PhaseItem>> => {
  const found = coops.length ? await batchGet<PhaseItem>(coops.map((c) => phaseKey(c.projectId, c.current))) : [];
  return new Map(found.map((p) => [p.projectId, p]));
};

/** The process records of a cooperation, oldest first (all of them: a cooperation has tens to hundreds). */
export const recordsOf = (projectId: string): Promise<RecordItem[]> =>
  queryAll<RecordItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': RECORD_PREFIX },
  });

/** A page of a party's cooperations, as party A (gsi1) or party B (gsi2), by state, newest first. */
export const cooperationPage = (index: 'gsi1' | 'gsi2', listPk: string, state: CooperationItem['state'], current: number, size: number): Promise<PageOf<CooperationItem>> =>
  pageOf<CooperationItem>(index, listPk, `${state}#`, current, size);

const revCondition = (rev: number | undefined) =>
  rev === undefined ? { expression: 'attribute_not_exists(pk)' } : { expression: 'rev = :rev', values: { ':rev': rev } };

/** The cooperation's next revision, with its list keys for its state. */
export const cooperationStep = (previous: CooperationItem | undefined, next: Omit<CooperationItem, 'pk' | 'sk' | 'rev' | 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk'>): { item: CooperationItem; step: Step } => {
  const item: CooperationItem = { ...next, ...cooperationKey(next.projectId), ...cooperationListKeys(next), rev: (previous?.rev ?? 0) + 1 };
  return { item, step: put(item as unknown as Record<string, unknown>, revCondition(previous?.rev), () => fail('STALE_DATA')) };
};

/**
 * A phase's next revision and the timer writes of its move (the timers of the state it leaves dropped, those of the
 * state it enters set); `restart` sets the timers of its state again (a redelivery restarts the acceptance clock).
 */
export const phaseSteps = (previous: PhaseItem | undefined, next: Omit<PhaseItem, 'pk' | 'sk' | 'rev'>, now: number, restart = false): { item: PhaseItem; steps: Step[] } => {
  const item: PhaseItem = { ...next, ...phaseKey(next.projectId, next.index), rev: (previous?.rev ?? 0) + 1 };
  const object = { pk: phaseTimerPk(next.projectId), id: next.projectId, attributes: item as unknown as Record<string, unknown> };
  const process = projectRegistry.of('phase', item);
  const timers = restart ? timerWrites(process, object, undefined, item.state as PhaseState, now) : timerWrites(process, object, previous?.state, item.state, now);
  return { item, steps: [put(item as unknown as Record<string, unknown>, revCondition(previous?.rev), () => fail('STALE_DATA')), ...timers.map((t) => ({ item: t }))] };
};

/**
 * The phase's overdue timer set again at its deadline (an agreed postponement moved it), when its state is one the
 * timer watches (phase process version 3); none otherwise — a move back into such a state sets it (phaseSteps).
 */
export const overdueTimerSteps = (item: PhaseItem): Step[] => {
  const process = projectRegistry.of('phase', item);
  if (!item.dueTime || !timersIn(process, item.state).some((t) => t.name === 'markOverdue')) return [];
  return [{ item: setTimer(phaseTimerPk(item.projectId), { domain: process.domain, process: process.name, transition: 'markOverdue', objectId: item.projectId, due: item.dueTime }) }];
};

/** A process record's write. */
export const recordStep = (projectId: string, record: Omit<RecordItem, 'pk' | 'sk' | 'projectId' | 'id' | 'createTime'>, now: number): Step => {
  const id = newId();
  return put({ ...recordKey(projectId, now, id), projectId, id, createTime: now, ...record });
};

/**
 * The people the cooperation's document tasks are assigned to (party B's members who write), with each task's
 * state: one Query of the TASK items of every phase, only `assignee` and the state read.
 */
export const taskAssigneesOf = async (projectId: string): Promise<{ assignee: string; state: string }[]> =>
  (
    await queryAll<{ assignee?: string; state?: string }>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': TASK_PREFIX },
      ProjectionExpression: 'assignee, #st',
      ExpressionAttributeNames: { '#st': 'state' },
      ConsistentRead: true,
    })
  ).flatMap((t) => (t.assignee ? [{ assignee: t.assignee, state: t.state ?? '' }] : []));

/**
 * The cooperation's project group recorded on it: one conditional update of the COOP item over the revision read
 * (its `rev` moves by one, as every write of it does), so it never overwrites a move made meanwhile; the caller
 * reads again and retries.
 */
export const groupIdStep = (coop: Pick<CooperationItem, 'projectId' | 'rev'>, groupId: string): Step =>
  update(cooperationKey(coop.projectId), 'SET groupId = :g, rev = :next', { ':g': groupId, ':rev': coop.rev, ':next': coop.rev + 1 }, 'rev = :rev', undefined, () => fail('STALE_DATA'));

/** A phase's document task as the phase process sees it: its key, state and process version. */
export interface TaskState {
  pk: string;
  sk: string;
  /** None for a plain directory. */
  state?: DocumentTaskState;
  processVersion?: number;
}

/** The tasks of one phase (keys and states): one Query. */
export const taskStatesOf = (projectId: string, phase: number): Promise<TaskState[]> =>
  queryAll<TaskState>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': taskPrefix(phase) },
    ProjectionExpression: 'pk, sk, #st, processVersion',
    ExpressionAttributeNames: { '#st': 'state' },
    ConsistentRead: true,
  });

/**
 * Moves a task from the state it was read in to `to`, only if it is still in it (a task moved meanwhile is left);
 * `rev` moves too, since the documents' own writes are conditioned on it (functions/project/documents).
 */
export const moveTaskState = async (task: TaskState & { state: DocumentTaskState }, to: DocumentTaskState): Promise<boolean> =>
  (await updateItem(
    { pk: task.pk, sk: task.sk },
    { expression: 'SET #st = :to, updateTime = :now ADD rev :one', values: { ':to': to, ':now': Date.now(), ':one': 1 }, names: { '#st': 'state' } },
    { expression: '#st = :from', values: { ':from': task.state }, names: { '#st': 'state' } },
  )) !== undefined;
