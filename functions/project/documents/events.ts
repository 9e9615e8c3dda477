/**
 * What people hear of a document's change (docs/cooperation.md "Documents"): a NEED_RADIO push
 * `{ kind: 'project', event: 'document', projectId, id: taskId }` to party B's people after a save, a submission, a
 * lock or a tree change (their open directory and editor pages read again), a push to the writer when someone asks
 * for the document, and the messenger's notice (projectDoc-refresh-list) for those who may read the document.
 * All after the change committed; a failed push or notice loses nothing (the pages read the table).
 */
import { logger } from '../../lib/logger.js';
import { pushToPeople, radioFrame } from '../../lib/socket/push.js';
import type { CooperationItem } from '../cooperation/model.js';
import { peopleOf } from '../events.js';
import { partyBPeople } from './access.js';
import type { RefreshItem, TaskItem } from './model.js';
import { noteRefreshes } from './store.js';

/** The push's content; `extra` says more to the one it is for (an ask, a handover). */
export const documentPush = (projectId: string, taskId: string, extra: Record<string, unknown> = {}) =>
  radioFrame('NEED_RADIO', { content: JSON.stringify({ kind: 'project', event: 'document', projectId, id: taskId, ...extra }) });

/** Tells party B's people (or only `to`) that a document changed. Never throws. */
export const announce = async (coop: CooperationItem, taskId: string, extra: Record<string, unknown> = {}, to?: readonly string[]): Promise<void> => {
  try {
    await pushToPeople(to ?? (await peopleOf(coop.partyB)), documentPush(coop.projectId, taskId, extra));
  } catch (error) {
    logger.warn('document change not pushed', { error: (error as Error).message });
  }
};

/**
 * The messenger's notice of a change, for everyone who may read the document but the one who changed it: party B's
 * leaders, the assignee, its readers and writers, each while still one of party B's people. Never throws.
 */
export const noteChange = async (coop: CooperationItem, task: TaskItem, kind: RefreshItem['kind'], by: string, now: number): Promise<void> => {
  try {
    const people = await partyBPeople(coop);
    // Only party B's people of the moment: a member who left keeps their task and may still be in its lists until the
    // next 权限 save, but has no seat (docs/cooperation.md "Who may do what"), so hears nothing of its documents.
    const seated = new Set(people.map((p) => p.userId));
    const leaders = people.filter((p) => p.leader).map((p) => p.userId);
    const readers = [...leaders, ...(task.assignee ? [task.assignee] : []), ...(task.readers ?? []), ...(task.writers ?? [])].filter((u) => u !== by && seated.has(u));
    await noteRefreshes(readers, { projectId: coop.projectId, projectName: coop.projectName, phase: task.phase, taskId: task.taskId, title: task.title, kind, by, time: now });
  } catch (error) {
    logger.warn('document notice not written', { error: (error as Error).message });
  }
};
