/**
 * One builder per process state (issue 26 "State without long walks"): a project, an invitation, an application, a
 * negotiation or a cooperation's phase put in a state by writing what a walk through the API would leave there
 * (./story.ts), built with the stores' own item builders, its money real ledger postings. Each state's way in is a
 * list of moves — the walk the engine's `waysIn` names, with the calls' inputs — told in memory by the builders and
 * walked through the API by ./walk.ts: the process tests (test/contract) start every case from the builders, exactly
 * one integration flow per path still walks it through the API (test/integration), and
 * test/contract/state-builders.test.ts holds each builder to what the same walk leaves.
 */
import type { PhaseState } from '../../../shared/process/cooperation.js';
import type { ApplicationState, InvitationState, NegotiationState, ProjectState } from '../../../shared/process/project.js';
import type { Terms } from '../../../shared/schemas/project.js';
import { newPerson, type TestPerson } from '../people.js';
import { demandFields } from './demand.js';
import { uniqueWord } from '../projects-search.js';
import { Story, type Move } from './story.js';

export { Story, sideOf, SWEEP_LATE, type Move } from './story.js';

const DAY = 86_400_000;

export type Phase = { name: string; amount: number; days: number; deliverables: string };

export interface StateOptions {
  partyA?: TestPerson;
  partyB?: TestPerson;
  /** The demand's phases (demandFields' three by default). */
  phases?: Phase[];
  /** The application deadline (20 days ahead by default; a closed demand's a day ahead, passed for its timer). */
  deadline?: number;
  /** Agreed on every phase's escrow at once: party A proposed it as version 2, party B confirmed it. */
  escrowPlan?: 'ALL_AT_ONCE' | 'PER_PHASE';
  /** What party A's wallet is recharged with in all (fen): by default what the way's postings take. */
  wallet?: number;
  /** The request's message. */
  message?: string;
}

/** Where a built object stands: its people and ids, and the negotiation's current version of the terms. */
export interface Built {
  partyA: TestPerson;
  partyB: TestPerson;
  projectId: string;
  deadline: number;
  requestId?: string;
  negotiationId?: string;
  version: number;
  phases: Phase[];
  /** What the way's postings took from party A's wallet (fen). */
  spent: number;
  /** The project's state at the end of the way. */
  projectState: ProjectState;
}

/** The demand a way starts from: party A's complete draft (`流程<word>`), with the options' phases and deadline. */
export const demandOf = (options: StateOptions, state?: string) => {
  const fields = demandFields(`流程${uniqueWord()}`);
  return { ...fields, phases: options.phases ?? fields.phases, applyDeadline: options.deadline ?? Date.now() + (state === 'CLOSED' ? 1 : 20) * DAY };
};

/** Tells a way in memory and writes it. */
export const build = async (moves: readonly Move[], options: StateOptions = {}, state?: string): Promise<Built> => {
  const [partyA, partyB] = await Promise.all([options.partyA ?? newPerson(), options.partyB ?? newPerson()]);
  const demand = demandOf(options, state);
  const story = await Story.draft(partyA, partyB, demand);
  for (const move of moves) story.apply(move);
  await story.write({ wallet: options.wallet });
  return {
    partyA,
    partyB,
    projectId: story.projectId,
    deadline: demand.applyDeadline,
    ...(story.request ? { requestId: story.request.id } : {}),
    ...(story.negotiation ? { negotiationId: story.negotiation.id } : {}),
    version: story.negotiation?.version ?? 1,
    phases: demand.phases,
    spent: story.spend,
    projectState: story.project.state,
  };
};

/**
 * Party A's demand alone (no party B yet): drafted from demandFields and `fields`, told `moves` (a release, a
 * withdrawal) and written; answers its id (test/support/projects.ts `releasedProject` with `via: 'items'`).
 */
export const demandIn = async (owner: TestPerson, fields: Partial<ReturnType<typeof demandFields>>, moves: readonly Move[]): Promise<string> => {
  const story = await Story.draft(owner, undefined, { ...demandFields(), ...fields });
  for (const move of moves) story.apply(move);
  await story.write();
  return story.projectId;
};

// ---------------------------------------------------------------- the ways in

/** The terms party A proposes when the escrow is agreed all at once (test/support/cooperation.ts `agreedProject`). */
export const allAtOnce = (phases: Phase[]): Terms => ({ phases, startDate: Date.now() + DAY, escrowPlan: 'ALL_AT_ONCE', remark: '' });

/** The terms party B counters with in B_PROPOSED: one phase of `amount`. */
export const counterTerms = (amount: number): Terms => ({ phases: [{ name: '开发', amount, days: 20, deliverables: '源码' }], startDate: Date.now() + 30 * DAY, escrowPlan: 'PER_PHASE', remark: '' });

/** A negotiation opened by party A accepting party B's application (the project is 洽谈中). */
const negotiating = (o: StateOptions): Move[] => [{ do: 'release' }, { do: 'ask', kind: 'APPLY', message: o.message ?? '申请' }, { do: 'answer', action: 'accept' }];

/** Party B confirmed, party A paid the fee (with ALL_AT_ONCE, on party A's version 2 of the terms). */
const agreed = (o: StateOptions, phases: Phase[]): Move[] => [
  ...negotiating(o),
  ...(o.escrowPlan === 'ALL_AT_ONCE' ? [{ do: 'propose', by: 'partyA', terms: allAtOnce(phases) } as const] : []),
  { do: 'confirmByB' },
  { do: 'agree' },
];

const started = (o: StateOptions, phases: Phase[]): Move[] => [...agreed(o, phases), { do: 'start' }];

/** Every phase funded (all at once, or each in its turn), delivered and accepted: the last acceptance completes the project. */
const completed = (o: StateOptions, phases: Phase[]): Move[] => [
  ...started(o, phases),
  ...phases.flatMap((_p, i): Move[] => [...(o.escrowPlan !== 'ALL_AT_ONCE' || i === 0 ? [{ do: 'fund' } as const] : []), { do: 'deliver' }, { do: 'accept' }]),
];

type Way = (options: StateOptions, phases: Phase[]) => Move[];

/** Every project state but 已终止, which the termination's routes lead to (test/contract/termination-process.test.ts walks them). */
export const PROJECT_WAYS: Record<Exclude<ProjectState, 'TERMINATED'>, Way> = {
  DRAFT: () => [],
  RELEASED: () => [{ do: 'release' }],
  NEGOTIATING: negotiating,
  AGREED: agreed,
  COOPERATING: started,
  COMPLETED: completed,
  WITHDRAWN: () => [{ do: 'release' }, { do: 'withdraw' }],
  CLOSED: () => [{ do: 'release' }, { do: 'closeAtDeadline' }],
  DELETED: () => [{ do: 'delete' }],
};

const requestWays = (kind: 'INVITE' | 'APPLY'): Record<string, Way> => {
  const pending = (o: StateOptions): Move[] => [{ do: 'release' }, { do: 'ask', kind, message: o.message ?? (kind === 'INVITE' ? '邀请' : '申请') }];
  return {
    PENDING: pending,
    ACCEPTED: (o) => [...pending(o), { do: 'answer', action: 'accept' }],
    DECLINED: (o) => [...pending(o), { do: 'answer', action: 'decline' }],
    CANCELLED: (o) => [...pending(o), { do: 'answer', action: 'cancel' }],
    CLOSED: (o) => [...pending(o), { do: 'withdraw' }],
    ...(kind === 'INVITE' ? { EXPIRED: (o: StateOptions): Move[] => [...pending(o), { do: 'expire' }] } : {}),
  };
};

export const INVITATION_WAYS = requestWays('INVITE') as Record<InvitationState, Way>;
export const APPLICATION_WAYS = requestWays('APPLY') as Record<ApplicationState, Way>;

export const NEGOTIATION_WAYS: Record<NegotiationState, Way> = {
  A_PROPOSED: negotiating,
  B_PROPOSED: (o) => [...negotiating(o), { do: 'propose', by: 'partyB', terms: counterTerms(700_000) }],
  CONFIRMED: (o) => [...negotiating(o), { do: 'confirmByB' }],
  AGREED: agreed,
  TERMINATED: (o) => [...negotiating(o), { do: 'terminate', by: 'partyA', reason: '不合适' }],
  CLOSED: (o) => [...negotiating(o), { do: 'withdraw' }],
};

/** Ways into each state of the first phase of a started cooperation (PENDING: its second phase, not begun). */
export const PHASE_WAYS: Record<PhaseState, Way> = {
  PENDING: started,
  UNFUNDED: started,
  COMPILING: (o, p) => [...started(o, p), { do: 'fund' }],
  CHECKING: (o, p) => [...started(o, p), { do: 'fund' }, { do: 'move', name: 'goCheck' }],
  CHECKED: (o, p) => [...started(o, p), { do: 'fund' }, { do: 'move', name: 'goCheck' }, { do: 'move', name: 'checkPass' }],
  ASSESSING: (o, p) => [...started(o, p), { do: 'fund' }, { do: 'move', name: 'goCheck' }, { do: 'move', name: 'checkPass' }, { do: 'move', name: 'goAssess' }],
  ACCEPTING: (o, p) => [...started(o, p), { do: 'fund' }, { do: 'deliver' }],
  REJECTED: (o, p) => [...started(o, p), { do: 'fund' }, { do: 'deliver' }, { do: 'move', name: 'acceptanceNoPass', reason: '不符合要求' }],
  ACCEPTED: (o, p) => [...started(o, p), { do: 'fund' }, { do: 'deliver' }, { do: 'accept' }],
};

/** The phases a way works with: the options', or demandFields' three. */
const phasesOf = (options: StateOptions): Phase[] => options.phases ?? demandFields().phases;

/** A project of party A in `state`. */
export const projectIn = (state: keyof typeof PROJECT_WAYS, options: StateOptions = {}) => build(PROJECT_WAYS[state](options, phasesOf(options)), options, state);

/** Party A's invitation of party B to its released demand, in `state`. */
export const invitationIn = (state: InvitationState, options: StateOptions = {}) => build(INVITATION_WAYS[state](options, phasesOf(options)), options);

/** Party B's application to party A's released demand, in `state`. */
export const applicationIn = (state: ApplicationState, options: StateOptions = {}) => build(APPLICATION_WAYS[state](options, phasesOf(options)), options);

/** A negotiation between party A and party B (opened by an accepted application), in `state`. */
export const negotiationIn = (state: NegotiationState, options: StateOptions = {}) => build(NEGOTIATION_WAYS[state](options, phasesOf(options)), options);

/** A cooperation whose phase is in `state`: the first, or for PENDING the second (give two phases or more); `phase` says which. */
export const phaseIn = async (state: PhaseState, options: StateOptions = {}) => ({
  ...(await build(PHASE_WAYS[state](options, phasesOf(options)), options)),
  phase: state === 'PENDING' ? 2 : 1,
});
