/**
 * The conditional writes of writing a document (./editing.ts; docs/cooperation.md "Documents"): the edit lock — a
 * lease on the task item, taken, renewed, dropped and handed over by conditional updates —, a save's and a
 * submission's steps, and the asks of discussion. Each is conditioned on what the writer read: who holds the lock and
 * until when, the task's state and version.
 */
import { fail } from '../../lib/errors.js';
import { cooperationKey, phaseKey, taskKey } from '../cooperation/model.js';
import { check, put, update, type Step } from '../store.js';
import { messageKey } from './keys.js';
import type { DocumentLock, TaskItem } from './model.js';
import { setAll, updateTask } from './store.js';

/** The states a task is written in, as the conditions' placeholders. */
const WRITABLE = { ':assigned': 'ASSIGNED', ':writing': 'WRITING' };
/** The lock's, the state's names as placeholders (several are DynamoDB reserved words). */
const NAMES = { '#lock': 'lock', '#until': 'until', '#h': 'holder', '#st': 'state' };

// ---------------------------------------------------------------- the lock

/**
 * Takes the edit lock for `me`, or renews it (`renewal`: the live lock is already theirs), while nobody else holds a
 * live one and the task is to be written; `starting` moves the task to 编写中 too. A new holder starts without the
 * asks made of the one before (a renewal keeps them). The task after, or undefined when refused.
 */
export const takeLock = (task: TaskItem, lock: DocumentLock, me: string, now: number, { starting, renewal }: { starting: boolean; renewal: boolean }): Promise<TaskItem | undefined> =>
  updateTask(
    task,
    {
      expression: `SET #lock = :lock, updateTime = :now, rev = rev + :one${starting ? ', #st = :writing' : ''}${renewal ? '' : ', asks = :none'}`,
      values: { ':lock': lock, ':now': now, ':one': 1, ...(starting ? { ':writing': 'WRITING' } : {}), ...(renewal ? {} : { ':none': {} }) },
      names: { '#lock': 'lock', ...(starting ? { '#st': 'state' } : {}) },
    },
    {
      expression: '(attribute_not_exists(#lock) OR #lock.#until < :now OR #lock.#h = :me) AND #st IN (:assigned, :writing)',
      values: { ':me': me, ...WRITABLE },
      names: NAMES,
    },
  );

/** Drops the lock if `userId` holds it (live or not); answers the task after, or undefined when it was not theirs. */
export const dropLock = (task: TaskItem, userId: string, now: number): Promise<TaskItem | undefined> =>
  updateTask(
    task,
    { expression: 'REMOVE #lock SET updateTime = :now, rev = rev + :one', values: { ':now': now, ':one': 1 }, names: { '#lock': 'lock' } },
    { expression: '#lock.#h = :me', values: { ':me': userId }, names: { '#lock': 'lock', '#h': 'holder' } },
  );

/**
 * Hands the lock `me` holds live to `to`, who asked for it, with a fresh lease (`lock`), while the task is to be
 * written: one conditional update, so a lease already lost cannot be handed on. The task after, or undefined.
 */
export const handLockOver = (task: TaskItem, me: string, to: string, lock: DocumentLock, now: number): Promise<TaskItem | undefined> =>
  updateTask(
    task,
    { expression: 'SET #lock = :lock, updateTime = :now, rev = rev + :one REMOVE asks.#to', values: { ':lock': lock, ':one': 1 }, names: { '#to': to } },
    {
      expression: '#lock.#h = :me AND #lock.#until >= :now AND attribute_exists(asks.#to) AND #st IN (:assigned, :writing)',
      values: { ':me': me, ':now': now, ...WRITABLE },
      names: NAMES,
    },
  );

// ---------------------------------------------------------------- submitting and saving (steps of one transaction)

/** The phase still being written (PHASE_NOT_COMPILING once it moved on). */
export const phaseCompiling = (projectId: string, phase: number): Step =>
  check(phaseKey(projectId, phase), '#st = :compiling', { ':compiling': 'COMPILING' }, { '#st': 'state' }, () => fail('PHASE_NOT_COMPILING'));

/** The cooperation still running (COOPERATION_NOT_RUNNING once terminated: its documents are read-only). */
export const cooperationRunning = (projectId: string): Step =>
  check(cooperationKey(projectId), '#st = :cooperating', { ':cooperating': 'COOPERATING' }, { '#st': 'state' }, () => fail('COOPERATION_NOT_RUNNING'));

/** The assignee submits the task (已提交), dropping the lock, unless someone else holds it live. */
export const submitTask = (task: TaskItem, me: string, now: number): Step =>
  update(
    taskKey(task.projectId, task.phase, task.taskId),
    'SET #st = :submitted, asks = :none, updateTime = :now, rev = rev + :one REMOVE #lock',
    { ':submitted': 'SUBMITTED', ':none': {}, ':now': now, ':one': 1, ':me': me, ...WRITABLE },
    '#st IN (:assigned, :writing) AND (attribute_not_exists(#lock) OR #lock.#until < :now OR #lock.#h = :me)',
    NAMES,
  );

/**
 * A save's move of the task: its newest version, the lease renewed until `until` and marked saved — only over
 * `base`, by the holder of a live lease, while the task is being written.
 */
export const saveTask = (task: TaskItem, save: { version: number; base: number; until: number; me: string; now: number }): Step =>
  update(
    taskKey(task.projectId, task.phase, task.taskId),
    'SET #v = :version, #lock.#until = :until, #lock.#saved = :yes, editedBy = :me, editTime = :now, updateTime = :now, rev = rev + :one',
    { ':version': save.version, ':until': save.until, ':yes': true, ':me': save.me, ':now': save.now, ':one': 1, ':base': save.base, ...WRITABLE },
    '#v = :base AND #lock.#h = :me AND #lock.#until >= :now AND #st IN (:assigned, :writing)',
    { ...NAMES, '#v': 'version', '#saved': 'saved' },
  );

/** A kept version of the text (its number is new). */
export const newVersion = (item: Record<string, unknown> & { pk: string; sk: string }): Step => put(item, { expression: 'attribute_not_exists(pk)' });

/** The edit session's message: one per session, moved by every save (its first version stays where it began). */
export const sessionMessage = (task: TaskItem, since: number, userId: string, base: number, version: number, now: number): Step => {
  const id = `${task.taskId}-${userId}`;
  const { expression, names, values } = setAll({ projectId: task.projectId, phase: task.phase, id, taskId: task.taskId, title: task.title, kind: 'edit', by: userId, toVersion: version, time: now });
  return update(messageKey(task.projectId, task.phase, since, id), `${expression}, #from = if_not_exists(#from, :from)`, { ...values, ':from': base }, undefined, { ...names, '#from': 'fromVersion' });
};

// ---------------------------------------------------------------- discussion

/** `me` asks the writer (`holder`, whose lease must still run) for the document. The task after, or undefined. */
export const addAsk = (task: TaskItem, me: string, holder: string, now: number): Promise<TaskItem | undefined> =>
  updateTask(
    task,
    { expression: 'SET asks.#me = :now, updateTime = :now, rev = rev + :one', values: { ':now': now, ':one': 1 }, names: { '#me': me } },
    { expression: '#lock.#h = :holder AND #lock.#until >= :now', values: { ':holder': holder }, names: { '#lock': 'lock', '#until': 'until', '#h': 'holder' } },
  );

/** `who`'s ask is gone: withdrawn by them, or declined by `decliner`, who must hold the lock. The task after, or undefined. */
export const removeAsk = (task: TaskItem, who: string, now: number, decliner?: string): Promise<TaskItem | undefined> =>
  updateTask(
    task,
    { expression: 'REMOVE asks.#who SET updateTime = :now, rev = rev + :one', values: { ':now': now, ':one': 1 }, names: { '#who': who } },
    decliner !== undefined ? { expression: '#lock.#h = :me', values: { ':me': decliner }, names: { '#lock': 'lock', '#h': 'holder' } } : { expression: 'attribute_exists(pk)' },
  );
