/**
 * A phase's directory (docs/cooperation.md "Documents"): party B's leader builds it — directories and document
 * tasks, renamed, moved, assigned to a person of party B —, stops a task and sets who else may read or write it.
 * Every change is one transaction conditioned on the node's `rev` as read (a concurrent change is refused, 100002),
 * with the phase's node count kept under its limit and the change's message.
 */
import { syncCooperationGroup } from '../cooperation/group.js';
import { decide } from '../../../shared/process/engine.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import { DOCUMENT_LIMITS } from '../../../shared/limits.js';
import type { AssignablePerson, DocumentNode } from '../../../shared/schemas/documents.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail, fieldError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { commit, put, type Step } from '../store.js';
import { taskKey } from '../cooperation/model.js';
import { loadDesk, openDocument, partyBPeople, phaseOf, requireLeader, type Desk } from './access.js';
import { announce, noteChange } from './events.js';
import { messageKey } from './keys.js';
import type { MessageItem, TaskItem } from './model.js';
import { newNodeSteps, parentHeld, phaseNotRemoved, taskPut, tasksOf } from './store.js';
import { mentionedBy, nodeView, peopleNamed } from './views.js';

/** The persons the leader may assign (the leader's own choice included): party B's active people. */
export const assignablePeople = async (claims: TokenClaims, projectId: string): Promise<AssignablePerson[]> => {
  const desk = await loadDesk(claims, projectId);
  requireLeader(desk);
  const people = await partyBPeople(desk.coop);
  const named = await peopleNamed(people.map((p) => p.userId));
  return people.map((p) => ({ ...named.get(p.userId)!, leader: p.leader }));
};

/** A message of a directory change (in the change's transaction). */
export const messageStep = (task: Pick<TaskItem, 'projectId' | 'phase' | 'taskId' | 'title'>, kind: MessageItem['kind'], by: string, now: number, extra: Partial<MessageItem> = {}): Step => {
  const id = newId();
  return put({ ...messageKey(task.projectId, task.phase, now, id), projectId: task.projectId, phase: task.phase, id, taskId: task.taskId, title: task.title, kind, by, time: now, ...extra });
};

const writableTree = async (desk: Desk, phaseIndex: number) => {
  if (desk.coop.state !== 'COOPERATING') throw fail(desk.coop.state === 'TERMINATED' ? 'COOPERATION_NOT_RUNNING' : 'PROJECT_COMPLETED');
  const phase = await phaseOf(desk, phaseIndex);
  if (phase.state === 'ACCEPTED') throw fail('PHASE_ACCEPTED');
  // A phase a demand change removed, or would remove, keeps its documents read-only (docs/cooperation.md "Demand change").
  if (phase.removal) throw fail('CHANGE_PHASE_REMOVED');
  return phase;
};

/** Whether `candidate` is `node` or below it (a node is never moved under itself). */
const isWithin = (nodes: readonly TaskItem[], candidate: string, node: string): boolean => {
  const byId = new Map(nodes.map((n) => [n.taskId, n]));
  for (let at: string | undefined = candidate, steps = 0; at && steps <= nodes.length; at = byId.get(at)?.parentId, steps += 1) if (at === node) return true;
  return false;
};

/** Conditions that keep each node above `parentId` (it included) under the parent it was read with. */
const ancestorsHeld = (nodes: readonly TaskItem[], parentId: string | undefined): Step[] => {
  const byId = new Map(nodes.map((n) => [n.taskId, n]));
  const held: Step[] = [];
  for (let at = parentId ? byId.get(parentId) : undefined; at && held.length < nodes.length; at = at.parentId ? byId.get(at.parentId) : undefined) {
    held.push(parentHeld(at));
  }
  // One transaction holds at most 100 items: the node, its message and the chain above it.
  if (held.length > 90) throw fieldError('parentId', '上级目录层级过深');
  return held;
};

/**
 * `cooperate_doc`: a new node of the phase (a document task when `assignee` is named, else a directory), or a change
 * of one (`taskId`): its title, its place (`parentId`, '' for the top; `order`), its assignee.
 */
export const cooperateDoc = async (
  claims: TokenClaims,
  input: { projectId: string; phase: number; taskId?: string; parentId?: string; title?: string; order?: number; assignee?: string },
): Promise<DocumentNode> => {
  const desk = await loadDesk(claims, input.projectId);
  requireLeader(desk);
  const phase = await writableTree(desk, input.phase);
  const [nodes, people] = await Promise.all([tasksOf(input.projectId, input.phase), input.assignee ? partyBPeople(desk.coop) : Promise.resolve([])]);
  if (input.assignee && !people.some((p) => p.userId === input.assignee)) throw fieldError('assignee', '编写人须为乙方的在职成员');
  const parentId = input.parentId === undefined ? undefined : input.parentId || undefined;
  if (parentId && !nodes.some((n) => n.taskId === parentId)) throw fieldError('parentId', '上级目录不存在');
  const now = Date.now();
  const steps: Step[] = [];
  let next: TaskItem;
  let assigned = false;

  if (!input.taskId) {
    if (!input.title) throw fieldError('title', '请填写标题');
    const taskId = newId();
    const siblings = nodes.filter((n) => n.parentId === parentId);
    next = {
      ...taskKey(input.projectId, input.phase, taskId),
      projectId: input.projectId,
      phase: input.phase,
      taskId,
      ...(parentId ? { parentId } : {}),
      title: input.title,
      order: input.order ?? siblings.reduce((max, n) => Math.max(max, n.order + 1), 0),
      ...(input.assignee ? { assignee: input.assignee, assignTime: now, ...projectRegistry.start('documentTask') } : {}),
      readers: [],
      writers: [],
      asks: {},
      version: 0,
      rev: 1,
      createTime: now,
      updateTime: now,
    };
    steps.push(
      ...newNodeSteps(next, DOCUMENT_LIMITS.tasksPerPhase),
      messageStep(next, input.assignee ? 'assign' : 'create', desk.userId, now, input.assignee ? { about: input.assignee } : {}),
    );
    assigned = Boolean(input.assignee);
  } else {
    const task = nodes.find((n) => n.taskId === input.taskId);
    if (!task) throw fail('DOCUMENT_NOT_FOUND');
    next = { ...task, updateTime: now, rev: task.rev + 1 };
    if (input.title !== undefined && input.title !== task.title) {
      next.title = input.title;
      steps.push(messageStep(next, 'rename', desk.userId, now));
    }
    const moving = (input.parentId !== undefined && parentId !== task.parentId) || (input.order !== undefined && input.order !== task.order);
    if (moving) {
      if (parentId && isWithin(nodes, parentId, task.taskId)) throw fieldError('parentId', '不能移动到自身或其下级目录中');
      // The folders above the new place are held where they were read: of two moves that would make a cycle together
      // (each node under the other) only one commits, the other is refused with 100002.
      if (input.parentId !== undefined) steps.push(...ancestorsHeld(nodes, parentId));
      if (input.parentId !== undefined) {
        if (parentId) next.parentId = parentId;
        else delete next.parentId;
      }
      if (input.order !== undefined) next.order = input.order;
      steps.push(messageStep(next, 'move', desk.userId, now));
    }
    if (input.assignee && input.assignee !== task.assignee) {
      if (task.state === 'STOPPED') throw fail('DOCUMENT_TASK_STOPPED');
      if (task.state === 'SUBMITTED') throw fail('DOCUMENT_SUBMITTED');
      next.assignee = input.assignee;
      next.assignTime = now;
      // A reassignment ends the last take-over's record (docs/cooperation.md "Take-over").
      delete next.takeOver;
      if (!task.state) Object.assign(next, projectRegistry.start('documentTask'));
      // The lock and the asks were the former writer's business.
      delete next.lock;
      next.asks = {};
      steps.push(messageStep(next, 'assign', desk.userId, now, { about: input.assignee }));
      assigned = true;
    }
    if (!steps.length) return nodeView(task, desk, phase, await peopleNamed(mentionedBy([task])), now);
    steps.unshift(taskPut(next, task.rev));
  }
  await commit([...steps, phaseNotRemoved(input.projectId, input.phase)]);
  await announce(desk.coop, next.taskId);
  if (assigned) {
    await noteChange(desk.coop, next, 'assign', desk.userId, now);
    // The writer joins the project group (docs/cooperation.md "The project group").
    await syncCooperationGroup(desk.coop.projectId);
  }
  return nodeView(next, desk, phase, await peopleNamed(mentionedBy([next])), Date.now());
};

/** `stop_cooperate_doc`: the leader stops a task (已停止, final); whoever held its lock loses it. */
export const stopDoc = async (claims: TokenClaims, input: { projectId: string; taskId: string }): Promise<DocumentNode> => {
  const { desk, task, phase } = await openDocument(claims, input.projectId, input.taskId, 'see');
  requireLeader(desk);
  if (!task.state) throw fail('DOCUMENT_IS_DIRECTORY');
  if (phase.removal) throw fail('CHANGE_PHASE_REMOVED');
  const decision = decide(projectRegistry.of('documentTask', task), 'stop', { state: task.state, roles: ['partyB'] });
  if (!decision.ok) throw fail(decision.error);
  const now = Date.now();
  const next: TaskItem = { ...task, state: 'STOPPED', asks: {}, updateTime: now, rev: task.rev + 1 };
  delete next.lock;
  await commit([taskPut(next, task.rev), messageStep(next, 'stop', desk.userId, now), phaseNotRemoved(task.projectId, task.phase)]);
  await announce(desk.coop, task.taskId);
  // A writer with no task left leaves the project group.
  await syncCooperationGroup(desk.coop.projectId);
  return nodeView(next, desk, phase, await peopleNamed(mentionedBy([next])), now);
};

/** `doc_permission`: who else of party B may read or write a document (a writer reads too). */
export const setPermission = async (claims: TokenClaims, input: { projectId: string; taskId: string; readers: string[]; writers: string[] }): Promise<DocumentNode> => {
  const { desk, task, phase } = await openDocument(claims, input.projectId, input.taskId, 'see');
  requireLeader(desk);
  if (!task.state) throw fail('DOCUMENT_IS_DIRECTORY');
  if (desk.coop.state !== 'COOPERATING') throw fail(desk.coop.state === 'TERMINATED' ? 'COOPERATION_NOT_RUNNING' : 'PROJECT_COMPLETED');
  if (phase.removal) throw fail('CHANGE_PHASE_REMOVED');
  const people = await partyBPeople(desk.coop);
  const members = new Set(people.map((p) => p.userId));
  for (const [field, list] of [['readers', input.readers], ['writers', input.writers]] as const) {
    const stray = list.findIndex((u) => !members.has(u));
    if (stray >= 0) throw fieldError(`${field}.${stray}`, '只能选择乙方的在职成员');
  }
  const writers = [...new Set(input.writers)];
  const readers = [...new Set(input.readers)].filter((u) => !writers.includes(u));
  const now = Date.now();
  const next: TaskItem = { ...task, readers, writers, updateTime: now, rev: task.rev + 1 };
  // A writer taken off the list loses the lock they hold, as a reassignment takes it from the former writer
  // (docs/cooperation.md "Who may do what"): their saves are refused, so their lease must not keep the document from
  // its assignee and the leaders for minutes. The asks made of them go with it.
  const holder = task.lock?.holder;
  if (holder && holder !== task.assignee && !writers.includes(holder) && !people.some((p) => p.userId === holder && p.leader)) {
    delete next.lock;
    next.asks = {};
  }
  await commit([taskPut(next, task.rev), messageStep(next, 'permission', desk.userId, now), phaseNotRemoved(task.projectId, task.phase)]);
  await announce(desk.coop, task.taskId);
  return nodeView(next, desk, phase, await peopleNamed(mentionedBy([next])), now);
};
