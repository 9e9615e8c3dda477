/**
 * The items of a cooperation's documents (./keys.ts; docs/cooperation.md "Documents"). A node of a phase's directory
 * is a task item; with an assignee it is a document task in the document-task process, without one a plain
 * directory. Its edit lock is a lease on the item itself, taken and renewed by conditional updates.
 */
import { DOCUMENT_LIMITS } from '../../../shared/limits.js';
import type { DocumentTaskState } from '../../../shared/process/cooperation.js';
import type { Versioned } from '../../../shared/process/registry.js';
import type { DocumentMessageKind, TakeOverReason } from '../../../shared/schemas/documents.js';

const DAY = 24 * 60 * 60 * 1000;

export interface DocumentLock {
  holder: string;
  /** The lease's end (ms): a save renews it; past it the lock is anyone's. */
  until: number;
  /** When the holder took it: the edit session's change message is keyed by it. */
  since: number;
  /** The session saved at least once (its first save tells the readers). */
  saved?: boolean;
}

/** A task's last take-over (接管, docs/cooperation.md "Take-over"): ended by a reassignment. */
export interface TakeOverItem {
  from: string;
  to: string;
  by: string;
  time: number;
  reason: TakeOverReason;
}

export interface TaskItem extends Versioned {
  pk: string;
  sk: string;
  projectId: string;
  phase: number;
  taskId: string;
  parentId?: string;
  title: string;
  order: number;
  assignee?: string;
  /** When the assignee was given it (written since take-over came; older tasks: `createTime`). */
  assignTime?: number;
  takeOver?: TakeOverItem;
  state?: DocumentTaskState;
  readers: string[];
  writers: string[];
  lock?: DocumentLock;
  /** Who asked the writer for the document, and when (discussion mode). */
  asks: Record<string, number>;
  version: number;
  editedBy?: string;
  editTime?: number;
  rev: number;
  createTime: number;
  updateTime: number;
}

export interface DocumentMeta {
  pk: string;
  sk: string;
  projectId: string;
  phase: number;
  taskId: string;
}

export interface BodyItem {
  pk: string;
  sk: string;
  taskId: string;
  html: string;
  version: number;
  by: string;
  updateTime: number;
}

export interface MessageItem {
  pk: string;
  sk: string;
  projectId: string;
  phase: number;
  id: string;
  taskId: string;
  title: string;
  kind: DocumentMessageKind;
  by: string;
  /** For an edit session: the versions it went from and to. For an assignment: who. */
  fromVersion?: number;
  toVersion?: number;
  about?: string;
  /** A take-over's former writer. */
  former?: string;
  time: number;
}

export interface RefreshItem {
  pk: string;
  sk: string;
  projectId: string;
  projectName: string;
  phase: number;
  taskId: string;
  title: string;
  kind: DocumentMessageKind;
  by: string;
  count: number;
  time: number;
}

/** The lock as it stands at `now`: undefined when nobody holds a live lease. */
export const liveLock = (task: Pick<TaskItem, 'lock'>, now: number): DocumentLock | undefined => (task.lock && task.lock.until >= now ? task.lock : undefined);

/**
 * When the task's writer last showed they work on it: it was assigned to them, someone saved it, or they took or
 * renewed its lock (a lease is taken for DOCUMENT_LIMITS.leaseSeconds, so it was renewed that long before it ends).
 */
export const lastActiveOf = (task: Pick<TaskItem, 'assignee' | 'assignTime' | 'createTime' | 'editTime' | 'lock'>): number =>
  Math.max(task.assignTime ?? task.createTime, task.editTime ?? 0, task.lock && task.lock.holder === task.assignee ? task.lock.until - DOCUMENT_LIMITS.leaseSeconds * 1000 : 0);

/**
 * Why the task's writer counts as away, for a take-over: they are no longer one of party B's `people` (LEFT), or nobody
 * holds its lock and it went untouched for DOCUMENT_LIMITS.takeOverIdleDays days (IDLE); undefined while they are there.
 */
export const awayReason = (task: TaskItem, people: readonly { userId: string }[], now: number): TakeOverReason | undefined => {
  if (!task.assignee) return undefined;
  if (!people.some((p) => p.userId === task.assignee)) return 'LEFT';
  if (liveLock(task, now)) return undefined;
  return now - lastActiveOf(task) >= DOCUMENT_LIMITS.takeOverIdleDays * DAY ? 'IDLE' : undefined;
};
