/**
 * What the document calls answer (docs/cooperation.md "Documents"): a phase's directory, one document, the states
 * and locks of a phase's documents for polling, the change messages, who does what, and the messenger's notices.
 */
import { stateLabel } from '../../../shared/process/engine.js';
import { documentTaskProcess, type DocumentTaskState } from '../../../shared/process/cooperation.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type {
  DirectoryView,
  DocumentMessage,
  DocumentOwnership,
  DocumentRefresh,
  DocumentStatuses,
  DocumentView,
  LeaderAndMembers,
  MemberTaskStatus,
} from '../../../shared/schemas/documents.js';
import type { Page } from '../../../shared/envelope.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { pageAnswer } from '../views.js';
import { fail } from '../../lib/errors.js';
import { loadDesk, openDocument, partyBPeople, phaseOf, seesDirectory, type Desk } from './access.js';
import { awayReason, liveLock } from './model.js';
import { allTasksOf, clearRefreshes, getBody, messagesPage, refreshesOf, tasksOf } from './store.js';
import { mentionedBy, messageText, messageView, nodeView, peopleNamed, personOf, statusView } from './views.js';

/** A phase whose directory the caller sees (404 otherwise: party A before delivery, party A's staff). */
const visiblePhase = async (desk: Desk, index: number) => {
  const phase = await phaseOf(desk, index);
  if (!seesDirectory(desk, phase)) throw fail('DOCUMENT_NOT_FOUND');
  return phase;
};

/** Nodes in the order the tree shows them: by parent, then `order`, then creation. */
const byOrder = <T extends { order: number; createTime: number }>(a: T, b: T) => a.order - b.order || a.createTime - b.createTime;

export const directories = async (claims: TokenClaims, input: { projectId: string; phase: number }): Promise<DirectoryView> => {
  const desk = await loadDesk(claims, input.projectId);
  const phase = await visiblePhase(desk, input.phase);
  // The leader is offered 接管 of a task whose writer is away: party B's people of the moment say who left.
  const [tasks, team] = await Promise.all([tasksOf(input.projectId, input.phase), desk.leader ? partyBPeople(desk.coop) : Promise.resolve(undefined)]);
  tasks.sort(byOrder);
  const people = await peopleNamed(mentionedBy(tasks));
  const now = Date.now();
  return {
    projectId: input.projectId,
    phase: phase.index,
    phaseState: phase.state,
    phaseStateLabel: stateLabel(projectRegistry.of('phase', phase), phase.state),
    writable: phase.state === 'COMPILING' && desk.coop.state === 'COOPERATING',
    manage: desk.leader && desk.coop.state === 'COOPERATING' && phase.state !== 'ACCEPTED' && !phase.removal,
    nodes: tasks.map((t) => nodeView(t, desk, phase, people, now, team ? awayReason(t, team, now) : undefined)),
    serverTime: now,
  };
};

export const documentOf = async (claims: TokenClaims, input: { projectId: string; taskId: string }): Promise<DocumentView> => {
  const { desk, task, phase } = await openDocument(claims, input.projectId, input.taskId, 'read');
  const body = await getBody(task.taskId);
  const people = await peopleNamed([...mentionedBy([task]), body?.by]);
  const now = Date.now();
  const node = nodeView(task, desk, phase, people, now);
  const status = statusView(task, desk, phase, people, now);
  return {
    ...node,
    projectId: desk.coop.projectId,
    projectName: desk.coop.projectName,
    phaseName: phase.name,
    phaseState: phase.state,
    html: body?.html ?? '',
    ...(body?.by ? { editedBy: personOf(people, body.by), editTime: body.updateTime } : {}),
    asks: status.asks,
    writable: desk.coop.state === 'COOPERATING' && phase.state === 'COMPILING' && (task.state === 'ASSIGNED' || task.state === 'WRITING') && node.permission === 'write',
    serverTime: now,
  };
};

export const phaseStatuses = async (claims: TokenClaims, input: { projectId: string; phase: number }): Promise<DocumentStatuses> => {
  const desk = await loadDesk(claims, input.projectId);
  const phase = await visiblePhase(desk, input.phase);
  const tasks = (await tasksOf(input.projectId, input.phase)).filter((t) => t.state);
  const people = await peopleNamed(mentionedBy(tasks));
  const now = Date.now();
  return { phase: phase.index, phaseState: phase.state, tasks: tasks.map((t) => statusView(t, desk, phase, people, now)), serverTime: now };
};

/**
 * A phase's document changes, for party B's people. Party A reads the documents as delivered, not their making: the
 * edit sessions, submissions, assignments and permissions are party B's own, and each of its check's no-passes
 * reopens the documents for another submission, so the list would count the check's rounds (docs/cooperation.md
 * "Phases"). Party A gets an empty page of a delivered phase (404 before, as for the directory).
 */
export const phaseMessages = async (claims: TokenClaims, input: { projectId: string; phase: number; current: number; size: number }): Promise<Page<DocumentMessage>> => {
  const desk = await loadDesk(claims, input.projectId);
  await visiblePhase(desk, input.phase);
  if (!desk.partyB) return pageAnswer([], 0, input.current, input.size);
  const { items, total } = await messagesPage(input.projectId, input.phase, input.current, input.size);
  const people = await peopleNamed(items.flatMap((m) => [m.by, m.about, m.former]));
  return pageAnswer(items.map((m) => messageView(m, people)), total, input.current, input.size);
};

/** Party B's leaders and people with their tasks (every phase), for party B's seats. */
export const memberStatus = async (claims: TokenClaims, input: { projectId: string }): Promise<LeaderAndMembers> => {
  const desk = await loadDesk(claims, input.projectId);
  if (!desk.partyB) throw fail('DOCUMENT_NOT_FOUND');
  const [people, tasks] = await Promise.all([partyBPeople(desk.coop), allTasksOf(input.projectId)]);
  const assigned = tasks.filter((t) => t.assignee && t.state);
  const formers = [...new Set(assigned.map((t) => t.assignee!))].filter((u) => !people.some((p) => p.userId === u));
  const named = await peopleNamed([...people.map((p) => p.userId), ...formers, ...tasks.map((t) => t.lock?.holder)]);
  const now = Date.now();
  const row = (userId: string, leader: boolean, active: boolean): MemberTaskStatus => {
    const own = assigned.filter((t) => t.assignee === userId);
    const states: Record<string, number> = Object.fromEntries(Object.keys(documentTaskProcess.states).map((s) => [s, 0]));
    for (const t of own) states[t.state!] = (states[t.state!] ?? 0) + 1;
    const editing = tasks.find((t) => liveLock(t, now)?.holder === userId);
    return { ...personOf(named, userId), leader, active, tasks: own.length, states, ...(editing ? { editing: editing.taskId } : {}) };
  };
  return {
    leaders: people.filter((p) => p.leader).map((p) => personOf(named, p.userId)),
    members: [...people.map((p) => row(p.userId, p.leader, true)), ...formers.map((u) => row(u, false, false))],
  };
};

/** Each document task's assignee and who holds its lock now, for party B's seats (one phase, or all). */
export const ownership = async (claims: TokenClaims, input: { projectId: string; phase?: number }): Promise<DocumentOwnership[]> => {
  const desk = await loadDesk(claims, input.projectId);
  if (!desk.partyB) throw fail('DOCUMENT_NOT_FOUND');
  if (input.phase !== undefined) await phaseOf(desk, input.phase);
  const tasks = (input.phase !== undefined ? await tasksOf(input.projectId, input.phase) : await allTasksOf(input.projectId)).filter((t) => t.assignee && t.state).sort((a, b) => a.phase - b.phase || byOrder(a, b));
  const people = await peopleNamed(mentionedBy(tasks));
  const now = Date.now();
  return tasks.map((t) => {
    const lock = liveLock(t, now);
    return {
      taskId: t.taskId,
      phase: t.phase,
      title: t.title,
      state: t.state!,
      stateLabel: stateLabel(projectRegistry.of('documentTask', t), t.state as DocumentTaskState),
      assignee: personOf(people, t.assignee!),
      ...(lock ? { holder: personOf(people, lock.holder), until: lock.until } : {}),
    };
  });
};

/** The caller's unread notices of changed documents (one project's when named), newest first (`projectDoc-refresh-list`). */
export const refreshList = async (claims: TokenClaims, projectId?: string): Promise<DocumentRefresh[]> => {
  const items = (await refreshesOf(claims.userId, projectId)).sort((a, b) => b.time - a.time);
  const people = await peopleNamed(items.map((i) => i.by));
  return items.map((i) => ({
    projectId: i.projectId,
    projectName: i.projectName,
    phase: i.phase,
    taskId: i.taskId,
    title: i.title,
    text: messageText({ kind: i.kind, title: i.title }, personOf(people, i.by).name || '成员'),
    by: personOf(people, i.by),
    count: i.count,
    time: i.time,
  }));
};

/** `clear-projectDoc-refresh`: every notice of the caller read (one project's when named). */
export const clearRefreshList = async (claims: TokenClaims, projectId?: string): Promise<null> => {
  await clearRefreshes(await refreshesOf(claims.userId, projectId));
  return null;
};

