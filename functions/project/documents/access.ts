/**
 * Who may do what with a cooperation's documents (docs/cooperation.md "Documents"):
 *
 * - party B's leader (seat partyB: the person who agreed, or the organisation's administrator and project leaders)
 *   sees every phase's directory, builds it, assigns, stops, sets permissions, and reads and writes every document;
 * - party B's other people (seat partyBStaff) see the directories; a document's assignee and its writers write it,
 *   its readers read it; the rest of party B sees only titles and states;
 * - party A (seat partyA) reads a phase's directory and documents once the phase was delivered to it (评估中, 待验收,
 *   验收未通过, 已验收); party A's other staff never;
 * - anyone else, and anyone for what they may not see: 404 (the cooperation's seat already answers a stranger so).
 */
import type { PhaseState } from '../../../shared/process/cooperation.js';
import type { ProjectActor } from '../../../shared/process/project.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { DocumentPermission, TakeOverReason } from '../../../shared/schemas/documents.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail } from '../../lib/errors.js';
import { membersOf } from '../../account/public.js';
import type { CooperationItem, PhaseItem } from '../cooperation/model.js';
import { loadSeat, type Seat } from '../cooperation/seats.js';
import { getPhase } from '../cooperation/store.js';
import type { TaskItem } from './model.js';
import { getMeta, getTask } from './store.js';

/** Phase states in which party A has (had) the phase's documents before it. */
export const DELIVERED_STATES: readonly PhaseState[] = ['ASSESSING', 'ACCEPTING', 'REJECTED', 'ACCEPTED'];

/** The caller at a cooperation's documents. */
export interface Desk {
  seat: Seat;
  coop: CooperationItem;
  userId: string;
  /** Party B's leader: manages the directories. */
  leader: boolean;
  /** Any seat of party B (the leader or its staff). */
  partyB: boolean;
  /** Party A acting (not its staff). */
  partyA: boolean;
}

export const loadDesk = async (claims: TokenClaims, projectId: string): Promise<Desk> => {
  const seat = await loadSeat(claims, projectId);
  return {
    seat,
    coop: seat.coop,
    userId: claims.userId,
    leader: seat.roles.includes('partyB'),
    partyB: seat.side === 'partyB' || seat.side === 'partyBStaff',
    partyA: seat.side === 'partyA',
  };
};

export const requireLeader = (desk: Desk): void => {
  if (!desk.leader) throw fail('NOT_PHASE_LEADER');
};

/** A phase of the desk's cooperation (404 beyond its phases). */
export const phaseOf = async (desk: Desk, index: number): Promise<PhaseItem> => {
  const phase = index <= desk.coop.phaseCount ? await getPhase(desk.coop.projectId, index) : undefined;
  if (!phase) throw fail('PHASE_NOT_FOUND');
  return phase;
};

/** Whether the caller sees a phase's directory (titles, states, locks). */
export const seesDirectory = (desk: Desk, phase: Pick<PhaseItem, 'state'>): boolean => desk.partyB || (desk.partyA && DELIVERED_STATES.includes(phase.state));

/** What the caller may do with a document's text. */
export const permissionOf = (desk: Desk, task: Pick<TaskItem, 'assignee' | 'readers' | 'writers'>, phase: Pick<PhaseItem, 'state'>): DocumentPermission => {
  if (desk.leader) return 'write';
  if (desk.partyB) {
    if (task.assignee === desk.userId || task.writers.includes(desk.userId)) return 'write';
    return task.readers.includes(desk.userId) ? 'read' : 'none';
  }
  return desk.partyA && DELIVERED_STATES.includes(phase.state) ? 'read' : 'none';
};

/** The caller's roles in a task's process: party B's leader (`partyB`), its assignee (`member`). */
export const rolesOn = (desk: Desk, task: Pick<TaskItem, 'assignee'>): ProjectActor[] => [
  ...(desk.leader ? (['partyB'] as const) : []),
  ...(desk.partyB && task.assignee === desk.userId ? (['member'] as const) : []),
];

/**
 * The document-task moves the caller may make now (the process's own list, for the page's buttons). A take-over is
 * offered only when the read knows the writer is away (`away`: the leader's directory), never of the caller's own task.
 */
export const taskActions = (desk: Desk, task: Pick<TaskItem, 'assignee' | 'state' | 'processVersion'>, phase: Pick<PhaseItem, 'state'>, away?: TakeOverReason) =>
  task.state
    ? projectRegistry.of('documentTask', task).transitions
        .filter(
          (t) =>
            t.actors.some((a) => rolesOn(desk, task).includes(a)) &&
            t.from.includes(task.state!) &&
            (!t.guards?.includes('phaseOpen') || phase.state === 'COMPILING') &&
            (!t.guards?.includes('writerAway') || (away !== undefined && task.assignee !== desk.userId && desk.coop.state === 'COOPERATING')),
        )
        .map((t) => ({ name: t.name, label: t.label, ...(t.ask?.confirm ? { confirm: t.ask.confirm } : {}) }))
    : [];

export interface Opened {
  desk: Desk;
  task: TaskItem;
  phase: PhaseItem;
  permission: DocumentPermission;
}

/**
 * The document a call names, for a caller who may at least `need` it: `see` (its state and lock: whoever sees the
 * directory), `read` or `write` its text. 404 when it is not this cooperation's or not theirs to see; a reader
 * asking to write gets DOCUMENT_READ_ONLY.
 */
export const openDocument = async (claims: TokenClaims, projectId: string, taskId: string, need: 'see' | 'read' | 'write'): Promise<Opened> => {
  const [desk, meta] = await Promise.all([loadDesk(claims, projectId), getMeta(taskId)]);
  if (!meta || meta.projectId !== projectId) throw fail('DOCUMENT_NOT_FOUND');
  const [task, phase] = await Promise.all([getTask(projectId, meta.phase, taskId), phaseOf(desk, meta.phase)]);
  if (!task || !seesDirectory(desk, phase)) throw fail('DOCUMENT_NOT_FOUND');
  const permission = permissionOf(desk, task, phase);
  if (need !== 'see' && permission === 'none') throw fail('DOCUMENT_NOT_FOUND');
  if (need === 'write' && permission !== 'write') throw fail('DOCUMENT_READ_ONLY');
  return { desk, task, phase, permission };
};

/** Party B's people now: the person, or the organisation's active members, each marked leader or not. */
export const partyBPeople = async (coop: CooperationItem): Promise<{ userId: string; leader: boolean }[]> =>
  coop.partyB.type === 'PERSONAGE'
    ? [{ userId: coop.partyB.id, leader: true }]
    : (await membersOf(coop.partyB.id)).filter((m) => m.status === 'ACTIVE').map((m) => ({ userId: m.userId, leader: m.role === 'ADMIN' || m.projectLeader === true }));
