/**
 * The items of a cooperation's documents (./keys.ts; docs/cooperation.md "Documents"). A node of a phase's directory
 * is a task item; with an assignee it is a document task in the document-task process, without one a plain
 * directory. Its edit lock is a lease on the item itself, taken and renewed by conditional updates.
 */
import type { DocumentTaskState } from '../../../shared/process/cooperation.js';
import type { Versioned } from '../../../shared/process/registry.js';
import type { DocumentMessageKind } from '../../../shared/schemas/documents.js';

export interface DocumentLock {
  holder: string;
  /** The lease's end (ms): a save renews it; past it the lock is anyone's. */
  until: number;
  /** When the holder took it: the edit session's change message is keyed by it. */
  since: number;
  /** The session saved at least once (its first save tells the readers). */
  saved?: boolean;
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
