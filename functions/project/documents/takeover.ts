/**
 * Take-over of a member's document task (接管, docs/cooperation.md "Take-over"): when a writer left party B or has not
 * touched their task for DOCUMENT_LIMITS.takeOverIdleDays days, party B's leader takes the task over — for themselves
 * or for an active member they name. The task keeps its state, its draft and every kept version; its writer changes,
 * the edit lock passes from the former writer to the new one (a live lock of a third writer stays theirs), the former
 * writer keeps reading it while still of party B, and both are told. The document task process's version 2 declares
 * it (`takeOver`, shared/process/cooperation.ts): a task begun on version 1 keeps its rules and is reassigned instead.
 */
import { DOCUMENT_LIMITS } from '../../../shared/limits.js';
import type { ErrorName } from '../../../shared/errors.js';
import { decide, stateLabel } from '../../../shared/process/engine.js';
import type { ProjectActor } from '../../../shared/process/project.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { TakeOverMember, TakeOverMembers, TakeOverReason, TakeOverStatus, TakeOverTask } from '../../../shared/schemas/documents.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail, fieldError, type AppError } from '../../lib/errors.js';
import { cooperationLink } from '../cooperation/backlog.js';
import { syncCooperationGroup } from '../cooperation/group.js';
import type { CooperationItem, PhaseItem } from '../cooperation/model.js';
import { tell, type BacklogInput } from '../events.js';
import { commit, type Step } from '../store.js';
import { loadDesk, openDocument, partyBPeople, requireLeader, rolesOn, type Desk } from './access.js';
import { messageStep } from './directory.js';
import { announce, noteChange } from './events.js';
import { awayReason, lastActiveOf, liveLock, type TaskItem } from './model.js';
import { allTasksOf, taskPut } from './store.js';
import { peopleNamed, personOf, takeOverView } from './views.js';

const DAY = 24 * 60 * 60 * 1000;
const LEASE_MS = DOCUMENT_LIMITS.leaseSeconds * 1000;

type PartyBPerson = { userId: string; leader: boolean };

/** What the process says of taking the task over now, by one with `roles` (party B's leader by default), its writer away (`away`) or not. */
const takeOverDecision = (task: TaskItem, away: TakeOverReason | undefined, roles: readonly ProjectActor[] = ['partyB']) =>
  task.state
    ? decide(projectRegistry.of('documentTask', task), 'takeOver', { state: task.state, roles, holds: (guard) => guard !== 'writerAway' || away !== undefined })
    : ({ ok: false, error: 'DOCUMENT_IS_DIRECTORY' } as const);

/** Whether the leader at `desk` may take the task over now (never their own task, nor in a cooperation that ended). */
const takeable = (desk: Desk, task: TaskItem, away: TakeOverReason | undefined): boolean =>
  desk.leader && desk.coop.state === 'COOPERATING' && Boolean(task.assignee) && task.assignee !== desk.userId && takeOverDecision(task, away).ok;

/**
 * The refusal of a take-over the process does not allow: one who is no actor of it is refused as party B's leader
 * refuses others (403); a task of version 1, which declares none, is pointed to reassignment.
 */
const refusalOf = (error: ErrorName): AppError => {
  if (error === 'PROCESS_WRONG_ACTOR') return fail('NOT_PHASE_LEADER');
  if (error === 'NOT_FOUND') return fail('DOCUMENT_NOT_TAKEABLE', '该文档任务是在接管功能上线前指派的，请用“更换编写人”交给其他成员');
  if (error === 'DOCUMENT_NOT_TAKEABLE') return fail('DOCUMENT_NOT_TAKEABLE', `编写人仍在乙方，且该文档${DOCUMENT_LIMITS.takeOverIdleDays}天内有编辑，暂不能接管`);
  return fail(error);
};

const taskRow = (task: TaskItem, now: number): TakeOverTask => {
  const lastActive = lastActiveOf(task);
  return {
    taskId: task.taskId,
    phase: task.phase,
    title: task.title,
    state: task.state!,
    stateLabel: stateLabel(projectRegistry.of('documentTask', task), task.state!),
    version: task.version ?? 0,
    lastActive,
    idleDays: Math.max(0, Math.floor((now - lastActive) / DAY)),
  };
};

const statusOf = async (desk: Desk, task: TaskItem, people: readonly PartyBPerson[] | undefined, now: number): Promise<TakeOverStatus> => {
  const away = people ? awayReason(task, people, now) : undefined;
  const canTake = people !== undefined && takeable(desk, task, away);
  const named = await peopleNamed([task.assignee, task.takeOver?.from, task.takeOver?.to, task.takeOver?.by]);
  const takeOver = takeOverView(task, named);
  return {
    taskId: task.taskId,
    phase: task.phase,
    title: task.title,
    ...(task.state ? { state: task.state, stateLabel: stateLabel(projectRegistry.of('documentTask', task), task.state) } : {}),
    ...(task.assignee ? { assignee: personOf(named, task.assignee) } : {}),
    takenOver: Boolean(takeOver),
    ...(takeOver ? { takeOver } : {}),
    takeable: canTake,
    ...(canTake && away ? { reason: away } : {}),
    lastActive: lastActiveOf(task),
    mine: task.takeOver?.to === desk.userId && task.assignee === desk.userId,
  };
};

// ---------------------------------------------------------------- reads

/**
 * `query_take_over_group_member` (party B's leader): the writers whose tasks may be taken over now — each who left
 * party B or has a task untouched for DOCUMENT_LIMITS.takeOverIdleDays days —, with those tasks, and the active people
 * the leader may hand a task to.
 */
export const takeOverMembers = async (claims: TokenClaims, input: { projectId: string }): Promise<TakeOverMembers> => {
  const desk = await loadDesk(claims, input.projectId);
  requireLeader(desk);
  const [people, tasks] = await Promise.all([partyBPeople(desk.coop), allTasksOf(input.projectId)]);
  const now = Date.now();
  const byWriter = new Map<string, TaskItem[]>();
  for (const task of tasks) {
    if (!takeable(desk, task, awayReason(task, people, now))) continue;
    byWriter.set(task.assignee!, [...(byWriter.get(task.assignee!) ?? []), task]);
  }
  const named = await peopleNamed([...byWriter.keys(), ...people.map((p) => p.userId)]);
  const members: TakeOverMember[] = [...byWriter].map(([userId, own]) => {
    const active = people.some((p) => p.userId === userId);
    return {
      ...personOf(named, userId),
      active,
      reason: active ? 'IDLE' : 'LEFT',
      tasks: own.sort((a, b) => a.phase - b.phase || a.order - b.order || a.createTime - b.createTime).map((t) => taskRow(t, now)),
    };
  });
  return { idleDays: DOCUMENT_LIMITS.takeOverIdleDays, members, candidates: people.map((p) => ({ ...personOf(named, p.userId), leader: p.leader })) };
};

/** `query_take_over_status` (party B's people): whether the task was taken over, from whom, by whom and when; for the leader, whether it may be now. */
export const takeOverStatus = async (claims: TokenClaims, input: { projectId: string; taskId: string }): Promise<TakeOverStatus> => {
  const { desk, task } = await openDocument(claims, input.projectId, input.taskId, 'see');
  // Party A reads delivered documents, never party B's arrangements.
  if (!desk.partyB) throw fail('DOCUMENT_NOT_FOUND');
  if (!task.state) throw fail('DOCUMENT_IS_DIRECTORY');
  return statusOf(desk, task, desk.leader ? await partyBPeople(desk.coop) : undefined, Date.now());
};

// ---------------------------------------------------------------- the take-over

/**
 * The take-over's move of the task (effect `moveWriter`): the new writer, the lock taken from the former writer and
 * given to the new one for a lease while the phase is being written (a live lock of another writer stays), the former
 * writer off the writers and among the readers while still of party B, the record of who took it over; the draft and
 * versions untouched. One transaction with its message, conditioned on the task's `rev` as read.
 */
export const takeOverWrites = (task: TaskItem, phase: Pick<PhaseItem, 'state'>, move: { to: string; by: string; reason: TakeOverReason; formerActive: boolean; now: number }): { next: TaskItem; steps: Step[] } => {
  const former = task.assignee!;
  const { to, now } = move;
  const live = liveLock(task, now);
  const thirdHolds = live !== undefined && live.holder !== former && live.holder !== to;
  const writers = task.writers.filter((u) => u !== former && u !== to);
  const readers = [...new Set([...task.readers, ...(move.formerActive ? [former] : [])])].filter((u) => u !== to && !writers.includes(u));
  const next: TaskItem = {
    ...task,
    assignee: to,
    assignTime: now,
    readers,
    writers,
    takeOver: { from: former, to, by: move.by, time: now, reason: move.reason },
    asks: thirdHolds ? task.asks : {},
    updateTime: now,
    rev: task.rev + 1,
  };
  if (!thirdHolds) {
    if (phase.state === 'COMPILING') next.lock = { holder: to, until: now + LEASE_MS, since: now };
    else delete next.lock;
  }
  return { next, steps: [taskPut(next, task.rev), messageStep(next, 'takeover', move.by, now, { about: to, former })] };
};

/** The backlog entries of a take-over: party B's (its people see who took over what, when), and a former writer's own once they left. */
const takeOverBacklog = (coop: CooperationItem, task: TaskItem, names: { by: string; from: string; to: string }, left: boolean): { party: CooperationItem['partyB']; backlog: BacklogInput; event: 'project' | 'backlog'; projectId?: string; id?: string }[] => [
  {
    party: coop.partyB,
    backlog: {
      type: 'DOCUMENT_TAKEN_OVER',
      title: `文档已接管：${coop.projectName}`,
      content: `${names.by} 接管了《${task.title}》，编写人由 ${names.from} 改为 ${names.to}`,
      link: cooperationLink(coop.projectId),
      projectId: coop.projectId,
      aboutId: task.taskId,
      todo: false,
    },
    event: 'project',
    projectId: coop.projectId,
    id: task.taskId,
  },
  ...(left
    ? [
        {
          party: { type: 'PERSONAGE' as const, id: task.takeOver!.from },
          backlog: {
            type: 'DOCUMENT_TAKEN_OVER' as const,
            title: `您编写的文档已被接管：${coop.projectName}`,
            content: `《${task.title}》已由 ${names.to} 接管（${names.by} 操作），您已不在乙方，不再编写此文档`,
            link: '/work',
            todo: false,
          },
          event: 'backlog' as const,
        },
      ]
    : []),
];

/**
 * Tells the take-over (effect `tellWriters`): the documents' push to party B's people (the old and the new writer among
 * them; the former writer directly when they left), the messenger's notice to the document's readers, the backlog
 * entries, and the project group follows its writers.
 */
export const tellTakeOver = async (coop: CooperationItem, next: TaskItem, formerActive: boolean, now: number): Promise<void> => {
  const record = next.takeOver!;
  const named = await peopleNamed([record.from, record.to, record.by]);
  const name = (userId: string) => personOf(named, userId).name || '成员';
  const extra = { takeOver: { from: record.from, to: record.to, by: record.by, time: record.time } };
  await Promise.all([
    announce(coop, next.taskId, extra),
    ...(formerActive ? [] : [announce(coop, next.taskId, extra, [record.from])]),
    noteChange(coop, next, 'takeover', record.by, now),
    tell(takeOverBacklog(coop, next, { by: name(record.by), from: name(record.from), to: name(record.to) }, !formerActive)),
  ]);
  // The new writer joins the project group; a former writer with no task left leaves it.
  await syncCooperationGroup(coop.projectId);
};

/**
 * `take_over_member_doc_task` (party B's leader): takes the task over for the leader or for `to`, an active person of
 * party B. Refused with DOCUMENT_NOT_TAKEABLE while its writer is still of party B and active on it (or for a task of
 * version 1), 400 naming `to` for one who is not of party B or already writes it.
 */
export const takeOver = async (claims: TokenClaims, input: { projectId: string; taskId: string; to?: string }): Promise<TakeOverStatus> => {
  const { desk, task, phase } = await openDocument(claims, input.projectId, input.taskId, 'see');
  if (!task.state || !task.assignee || desk.coop.state !== 'COOPERATING') {
    requireLeader(desk);
    throw fail(task.state ? 'PROJECT_COMPLETED' : 'DOCUMENT_IS_DIRECTORY');
  }
  const people = await partyBPeople(desk.coop);
  const now = Date.now();
  const away = awayReason(task, people, now);
  // The process decides first (its state, its actor, its guard), as every transition's call does.
  const decision = takeOverDecision(task, away, rolesOn(desk, task));
  if (!decision.ok) throw refusalOf(decision.error);
  const to = input.to ?? desk.userId;
  if (!people.some((p) => p.userId === to)) throw fieldError('to', '接管人须为乙方的在职成员');
  if (to === task.assignee) throw fieldError('to', '接管人已是该文档的编写人');
  const formerActive = people.some((p) => p.userId === task.assignee);
  const { next, steps } = takeOverWrites(task, phase, { to, by: desk.userId, reason: away!, formerActive, now });
  await commit(steps);
  await tellTakeOver(desk.coop, next, formerActive, now);
  return statusOf(desk, next, people, Date.now());
};
