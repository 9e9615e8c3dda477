/**
 * The cooperation of an agreed project (docs/cooperation.md): starting it from the agreed terms, party A's escrow,
 * each phase through the phase process (check, assessment, delivery, acceptance) and its payment, and completion.
 * Every move is decided by the process data (shared/process/cooperation.ts) and written under a condition on the
 * state read; money moves only in ledger postings that carry the move's own items, so a payment and the state it
 * belongs to are written together or not at all.
 */
import { phaseProcess, type PhaseState } from '../../../shared/process/cooperation.js';
import { projectProcess } from '../../../shared/process/project.js';
import { phaseServiceFeeOf } from '../../../shared/limits.js';
import { formatFen } from '../../../shared/money.js';
import type { TransitionDef } from '../../../shared/process/types.js';
import { checkPayPassword } from '../../account/public.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { ERRORS } from '../../../shared/errors.js';
import { AppError, fail } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { mustDecide } from '../../lib/process/run.js';
import { getItem } from '../../lib/store/client.js';
import { escrowAccountId, findPosting, LedgerBusy, LedgerRefusal, platformAccountId, post, walletAccountId, walletOf, type Leg, type PostingInput } from '../../wallet/public.js';
import { settle, tell, type BacklogInput } from '../events.js';
import { termsKey } from '../keys.js';
import { keyOfParty, type NegotiationItem, type PartyRef, type ProjectItem, type TermsItem } from '../model.js';
import { partyProfiles, standingIn } from '../parties.js';
import { ownerOf, projectWrites } from '../projects.js';
import { commit, engagementsOf, getNegotiation, getProject, type Step } from '../store.js';
import type { CooperationItem, PhaseItem, RecordItem } from './model.js';
import { syncCooperationGroup } from './group.js';
import { loadSeat, type Seat } from './seats.js';
import { cooperationStep, getCooperation, getPhase, phasesOf, phaseSteps, recordStep } from './store.js';
import { documentsSubmitted, reopenTasks } from './tasks.js';
import { completionWrites } from '../history/figures.js';

const DAY = 86_400_000;
export const cooperationLink = (projectId: string) => `/project/cooperate/${projectId}`;

/** What is still held in escrow (fen): funded, less what was paid out, kept as fees and returned. */
export const inEscrow = (c: Pick<CooperationItem, 'funded' | 'paid' | 'fees' | 'refunded'>): number => c.funded - c.paid - c.fees - c.refunded;

/** The escrow party A pays next: every unfunded phase (all at once), or the running one's (phase by phase). */
export const escrowDue = (coop: CooperationItem, phases: readonly PhaseItem[]): number => {
  const running = phases.find((p) => p.index === coop.current);
  if (!running || running.state !== 'UNFUNDED') return 0;
  return coop.escrowPlan === 'ALL_AT_ONCE' ? phases.filter((p) => !p.funded).reduce((sum, p) => sum + p.amount, 0) : running.amount;
};

/** A phase beginning now: its clock starts (编写中) if funded, else it waits for escrow (待托管). */
export const begun = (phase: PhaseItem, now: number): Omit<PhaseItem, 'pk' | 'sk' | 'rev'> => {
  const transition = mustDecide(phaseProcess, phase.funded ? 'beginFunded' : 'begin', { state: phase.state, roles: ['platform'], holds: () => true });
  const state = transition.to as PhaseState;
  return { ...phase, state, updateTime: now, ...(state === 'COMPILING' ? { startTime: now, dueTime: now + phase.days * DAY } : {}) };
};

// ---------------------------------------------------------------- starting

/**
 * A new cooperation of an agreed project, from the negotiation's agreed version of the terms: the cooperation's
 * fields (its list keys and `rev` come with its write: ./store.ts) and its phases, none begun yet.
 */
export const newCooperation = (
  project: Pick<ProjectItem, 'projectId' | 'name'>,
  negotiation: Pick<NegotiationItem, 'id' | 'version' | 'partyA' | 'partyB' | 'partyAKey' | 'partyBKey' | 'contactA' | 'contactB'>,
  terms: Pick<TermsItem, 'terms' | 'total'>,
  now: number,
): { coop: Parameters<typeof cooperationStep>[1]; phases: PhaseItem[] } => {
  const projectId = project.projectId;
  const phases: PhaseItem[] = terms.terms.phases.map((p, i) => ({
    pk: '',
    sk: '',
    projectId,
    index: i + 1,
    name: p.name,
    amount: p.amount,
    days: p.days,
    deliverables: p.deliverables,
    state: phaseProcess.initial,
    funded: false,
    rounds: 0,
    rev: 0,
    updateTime: now,
  }));
  return {
    coop: {
      projectId,
      projectName: project.name,
      state: 'COOPERATING',
      negotiationId: negotiation.id,
      version: negotiation.version,
      partyA: negotiation.partyA,
      partyB: negotiation.partyB,
      partyAKey: negotiation.partyAKey,
      partyBKey: negotiation.partyBKey,
      contactA: negotiation.contactA,
      contactB: negotiation.contactB,
      total: terms.total,
      escrowPlan: terms.terms.escrowPlan,
      phaseCount: phases.length,
      current: 1,
      funded: 0,
      paid: 0,
      fees: 0,
      refunded: 0,
      startTime: now,
      updateTime: now,
    },
    phases,
  };
};

/** The cooperation's process records (./store.ts `recordStep`), one definition for the moves below and the tests' state builders. */
export const cooperationRecords = {
  start: (userId: string, phaseCount: number, total: number): Omit<RecordItem, 'pk' | 'sk' | 'projectId' | 'id' | 'createTime'> => ({
    kind: 'startCooperation',
    label: '开始合作',
    by: 'partyA',
    byUser: userId,
    message: `共${phaseCount}个阶段，合计 ${formatFen(total)}`,
  }),
  fund: (phase: number, userId: string, amount: number): Omit<RecordItem, 'pk' | 'sk' | 'projectId' | 'id' | 'createTime'> => ({ phase, kind: 'fund', label: '支付托管费', by: 'partyA', byUser: userId, amount }),
  move: (phase: number, transition: TransitionDef<PhaseState>, by: 'partyA' | 'partyB', userId: string, reason?: string): Omit<RecordItem, 'pk' | 'sk' | 'projectId' | 'id' | 'createTime'> => ({
    phase,
    kind: transition.name,
    label: transition.label,
    by,
    byUser: userId,
    ...(reason && transition.ask?.reason ? { reason } : {}),
  }),
  accept: (
    phase: Pick<PhaseItem, 'index' | 'amount'>,
    transition: TransitionDef<PhaseState>,
    by: { side: 'partyA'; userId: string } | { side: 'platform' },
    net: number,
    fee: number,
  ): Omit<RecordItem, 'pk' | 'sk' | 'projectId' | 'id' | 'createTime'> => ({
    phase: phase.index,
    kind: transition.name,
    label: transition.label,
    by: by.side,
    ...(by.side === 'partyA' ? { byUser: by.userId } : {}),
    amount: phase.amount,
    message: `乙方收到 ${formatFen(net)}，平台服务费 ${formatFen(fee)}`,
  }),
  complete: (refund: number): Omit<RecordItem, 'pk' | 'sk' | 'projectId' | 'id' | 'createTime'> => ({
    kind: 'complete',
    label: '项目完成',
    by: 'platform',
    ...(refund ? { amount: refund, message: `剩余托管金额 ${formatFen(refund)} 退回甲方` } : {}),
  }),
};

/**
 * Party A starts the cooperation of its agreed project: the phases of the agreed version of the terms, the first one
 * waiting for escrow, the cooperation listed for both parties.
 */
export const startCooperation = async (claims: TokenClaims, projectId: string): Promise<CooperationItem> => {
  const project = await getProject(projectId);
  if (!project) throw fail('PROJECT_NOT_FOUND');
  const engagement = (await engagementsOf(projectId)).find((e) => e.status === 'DONE' && e.negotiationId);
  const negotiation = engagement?.negotiationId ? await getNegotiation(engagement.negotiationId) : undefined;
  const standingA = await standingIn(claims, ownerOf(project));
  const standingB = negotiation ? await standingIn(claims, negotiation.partyB) : 'none';
  if (standingA === 'none' && standingB === 'none') throw fail('PROJECT_NOT_FOUND');
  if (standingA === 'staff') throw fail('NOT_PROJECT_LEADER');
  mustDecide(projectProcess, 'startCooperation', { state: project.state, roles: standingA === 'lead' ? ['partyA'] : standingB === 'lead' ? ['partyB'] : [] });
  if (!negotiation || negotiation.state !== 'AGREED') throw fail('PROCESS_WRONG_STATE');
  const terms = await getItem<TermsItem>(termsKey(negotiation.id, negotiation.version), { consistent: true });
  if (!terms) throw fail('PROCESS_WRONG_STATE');

  const now = Date.now();
  const { writes: projectSteps } = projectWrites(project, { ...project, state: 'COOPERATING', updateTime: now });
  const { coop: fields, phases } = newCooperation(project, negotiation, terms, now);
  const { item: coop, step: coopStep } = cooperationStep(undefined, fields);
  const steps: Step[] = [...projectSteps, coopStep];
  phases.forEach((phase, i) => {
    steps.push(...phaseSteps(undefined, i === 0 ? begun(phase, now) : phase, now).steps);
  });
  steps.push(recordStep(projectId, cooperationRecords.start(claims.userId, phases.length, terms.total), now));
  await commit(steps);
  // The project group, once the cooperation is written (docs/cooperation.md "The project group"): a failure leaves the
  // cooperation started without it, and the next sync (a document task assigned or stopped) opens it.
  const groupId = await syncCooperationGroup(projectId);
  await tell([
    { party: coop.partyA, event: 'project', projectId, id: projectId, backlog: escrowBacklog(coop, phases[0]!) },
    {
      party: coop.partyB,
      event: 'project',
      projectId,
      id: projectId,
      backlog: cooperationBacklog.started(coop),
    },
  ]);
  return groupId ? { ...coop, groupId } : coop;
};

/** To party A: a phase's escrow is due. */
export const escrowBacklog = (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, phase: Pick<PhaseItem, 'index' | 'name'>): BacklogInput => ({
  type: 'ESCROW_DUE',
  title: `待支付托管费：${coop.projectName}`,
  content: `第${phase.index}阶段「${phase.name}」`,
  link: cooperationLink(coop.projectId),
  projectId: coop.projectId,
  aboutId: `${coop.projectId}#escrow#${phase.index}`,
  todo: true,
});

/**
 * What the sides of a cooperation are told besides the escrow due (their backlog entries: ../events.ts), one
 * definition for the moves below and the tests' state builders (test/support/states).
 */
export const cooperationBacklog = {
  /** To party B: party A started the cooperation. */
  started: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>): BacklogInput => ({
    type: 'COOPERATION_STARTED',
    title: `合作已开始：${coop.projectName}`,
    content: '等待甲方支付第一阶段的托管费',
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: coop.projectId,
    todo: false,
  }),
  /** To party B: the escrow is paid and the phase is to be written. */
  phaseStarted: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, phase: Pick<PhaseItem, 'index' | 'name'>, due: number): BacklogInput => ({
    type: 'PHASE_STARTED',
    title: `阶段开始：${coop.projectName}`,
    content: `甲方已托管 ${formatFen(due)}，第${phase.index}阶段「${phase.name}」开始编写`,
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: `${coop.projectId}#phase#${phase.index}`,
    todo: true,
  }),
  /** To the other side of a phase move, for the moves that tell it (`TOLD`; none for the others), with a no-pass's reason. */
  moved: (move: PhaseMove, coop: Pick<CooperationItem, 'projectId' | 'projectName'>, phase: Pick<PhaseItem, 'index' | 'name'>, reason?: string): BacklogInput | undefined => {
    const told = TOLD[move];
    if (!told) return undefined;
    return {
      type: told.type,
      title: `${told.title}：${coop.projectName}`,
      content: `第${phase.index}阶段「${phase.name}」${reason ? `，原因：${reason}` : ''}`,
      link: cooperationLink(coop.projectId),
      projectId: coop.projectId,
      aboutId: `${coop.projectId}#phase#${phase.index}`,
      todo: told.todo,
    };
  },
  /** To party B: the phase was accepted (by party A, or by the platform) and paid. */
  paid: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, phase: Pick<PhaseItem, 'index' | 'name'>, by: 'partyA' | 'platform', net: number, fee: number): BacklogInput => ({
    type: 'PHASE_PAID',
    title: `阶段验收通过：${coop.projectName}`,
    content: `第${phase.index}阶段「${phase.name}」${by === 'platform' ? '已自动验收，' : ''}收到 ${formatFen(net)}（平台服务费 ${formatFen(fee)}）`,
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: `${coop.projectId}#phase#${phase.index}`,
    todo: false,
  }),
  /** To party A: the last phase was accepted, with what escrow came back. */
  completed: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, refund: number): BacklogInput => ({
    type: 'COOPERATION_COMPLETED',
    title: `项目已完成：${coop.projectName}`,
    content: refund ? `剩余托管金额 ${formatFen(refund)} 已退回钱包` : '全部阶段已验收',
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: coop.projectId,
    todo: false,
  }),
};

// ---------------------------------------------------------------- escrow

/**
 * A phase funded at `now`: the running one (`fund`, its transition) begins — its clock starts — while under
 * ALL_AT_ONCE the later ones are only marked funded.
 */
export const fundedPhase = (phase: PhaseItem, fund: TransitionDef<PhaseState> | undefined, now: number): Omit<PhaseItem, 'pk' | 'sk' | 'rev'> =>
  fund ? { ...phase, funded: true, state: fund.to as PhaseState, startTime: now, dueTime: now + phase.days * DAY, updateTime: now } : { ...phase, funded: true, updateTime: now };

/** The escrow's posting: `due` from party A's wallet into the project's escrow account, with the funding's writes. */
export const escrowPosting = (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, wallet: string, due: number, requestId: string, steps: readonly Step[]): PostingInput => ({
  scope: wallet,
  requestId,
  type: 'ESCROW',
  title: `托管费：${coop.projectName}`,
  bizId: coop.projectId,
  legs: [
    { accountId: wallet, available: -due, frozen: 0 },
    { accountId: escrowAccountId(coop.projectId), available: due, frozen: 0 },
  ],
  extra: { items: steps.map((s) => s.item), refusal: (index) => steps[index]?.refusal?.() ?? fail('STALE_DATA') },
});

/**
 * Party A pays the escrow due (the running phase's, or every unfunded phase's under ALL_AT_ONCE) from its wallet into
 * the project's escrow account, with its pay password; the phase begins in the same posting. Idempotent by requestId.
 */
export const payEscrow = async (claims: TokenClaims, input: { projectId: string; amount: number; payPassword: string; requestId: string }): Promise<CooperationItem> => {
  const seat = await loadSeat(claims, input.projectId);
  const wallet = await walletOf(claims);
  // A repeated request that already paid answers its first outcome (the phase has moved on meanwhile); a requestId
  // this wallet spent on something else moves nothing here.
  const earlier = seat.roles.includes('partyA') ? await findPosting(wallet, input.requestId) : undefined;
  if (earlier) {
    if (earlier.bizId !== input.projectId || earlier.type !== 'ESCROW') throw fail('REQUEST_ID_USED');
    return (await getCooperation(input.projectId)) ?? seat.coop;
  }
  const { coop } = seat;
  const phases = await phasesOf(coop.projectId);
  const running = phases.find((p) => p.index === coop.current);
  if (!running) throw fail('PHASE_NOT_FOUND');
  const transition = mustDecide(phaseProcess, 'fund', { state: running.state, roles: seat.roles });
  const due = escrowDue(coop, phases);
  if (due !== input.amount) throw fail('ESCROW_AMOUNT_CHANGED');
  if (wallet !== walletAccountId(coop.partyA.type, coop.partyA.id)) throw fail('NOT_WALLET_OPERATOR');
  await checkPayPassword(claims.userId, input.payPassword);

  const now = Date.now();
  const funding = coop.escrowPlan === 'ALL_AT_ONCE' ? phases.filter((p) => !p.funded) : [running];
  const steps: Step[] = [];
  for (const phase of funding) steps.push(...phaseSteps(phase, fundedPhase(phase, phase.index === running.index ? transition : undefined, now), now).steps);
  const { item: nextCoop, step } = cooperationStep(coop, { ...coop, funded: coop.funded + due, updateTime: now });
  steps.push(step);
  steps.push(recordStep(coop.projectId, cooperationRecords.fund(running.index, claims.userId, due), now));
  try {
    const outcome = await post(escrowPosting(coop, wallet, due, input.requestId, steps));
    if (outcome.replayed) {
      if (outcome.bizId !== coop.projectId || outcome.type !== 'ESCROW') throw fail('REQUEST_ID_USED');
      return (await getCooperation(coop.projectId)) ?? coop;
    }
  } catch (error) {
    if (error instanceof LedgerRefusal) throw fail('INSUFFICIENT_BALANCE');
    if (error instanceof LedgerBusy) throw fail('LEDGER_BUSY');
    throw error;
  }
  await settle(coop.partyA, `${coop.projectId}#escrow#${running.index}`);
  await tell([
    { party: coop.partyA, event: 'project', projectId: coop.projectId, id: coop.projectId },
    {
      party: coop.partyB,
      event: 'project',
      projectId: coop.projectId,
      id: coop.projectId,
      backlog: cooperationBacklog.phaseStarted(coop, running, due),
    },
  ]);
  return nextCoop;
};

// ---------------------------------------------------------------- the phase process

/** The phase moves that move no money (acceptance pays: acceptPhase). */
export type PhaseMove = 'goCheck' | 'checkPass' | 'checkNoPass' | 'goCompile' | 'goAssess' | 'assessPass' | 'assessNoPass' | 'goAcceptance' | 'syncModify' | 'modifyAgain' | 'acceptanceNoPass' | 'ensureNoPass';

/** The side a move tells, and what: the other side of the one who moved. */
const TOLD: Partial<Record<PhaseMove, { to: 'partyA' | 'partyB'; type: BacklogInput['type']; title: string; todo: boolean }>> = {
  goAssess: { to: 'partyA', type: 'PHASE_ASSESS', title: '待评估', todo: true },
  assessPass: { to: 'partyB', type: 'PHASE_ASSESSED', title: '评估通过', todo: false },
  assessNoPass: { to: 'partyB', type: 'PHASE_REVISE', title: '评估不通过', todo: true },
  goAcceptance: { to: 'partyA', type: 'PHASE_ACCEPT', title: '待验收', todo: true },
  syncModify: { to: 'partyA', type: 'PHASE_ACCEPT', title: '乙方同步了修改', todo: true },
  modifyAgain: { to: 'partyA', type: 'PHASE_WITHDRAWN', title: '乙方撤回验收修改', todo: false },
  acceptanceNoPass: { to: 'partyB', type: 'PHASE_REVISE', title: '验收不通过', todo: true },
};

const partyOfSide = (coop: CooperationItem, side: 'partyA' | 'partyB'): PartyRef => (side === 'partyA' ? coop.partyA : coop.partyB);

/** A phase of the cooperation for a move: the running one (an earlier phase is accepted, a later one not begun). */
const loadPhase = async (seat: Seat, index: number): Promise<PhaseItem> => {
  const phase = await getPhase(seat.coop.projectId, index);
  if (!phase) throw fail('PHASE_NOT_FOUND');
  return phase;
};

/**
 * The phase after a move of party A or party B (not the acceptance, which pays: acceptPhase) at `now`: its state, a
 * revision round and the reason of a no-pass, and a delivery's time and automatic acceptance (off once it leaves 待验收).
 */
export const movedPhase = (phase: Omit<PhaseItem, 'pk' | 'sk' | 'rev'>, transition: TransitionDef<PhaseState>, now: number, reason?: string): Omit<PhaseItem, 'pk' | 'sk' | 'rev'> => {
  const to = (transition.to ?? phase.state) as PhaseState;
  const next: Omit<PhaseItem, 'pk' | 'sk' | 'rev'> = { ...phase, state: to, updateTime: now };
  if (transition.effects?.includes('countRound')) next.rounds = phase.rounds + 1;
  if (transition.ask?.reason) next.reason = reason;
  const delivering = transition.name === 'goAcceptance' || transition.name === 'syncModify';
  if (delivering && to === 'ACCEPTING') {
    next.deliverTime = now;
    next.autoAcceptAt = now + (phaseProcess.transitions.find((t) => t.name === 'autoAccept')?.timer?.after ?? 0);
  }
  if (to !== 'ACCEPTING') {
    delete next.autoAcceptAt;
  }
  return next;
};

/** Party A or party B moves the running phase along its process; a no-pass carries its reason. */
export const movePhase = async (claims: TokenClaims, move: PhaseMove, input: { projectId: string; phase: number; reason?: string }): Promise<PhaseItem> => {
  const seat = await loadSeat(claims, input.projectId);
  const { coop } = seat;
  const phase = await loadPhase(seat, input.phase);
  const transition: TransitionDef<PhaseState> = mustDecide(phaseProcess, move, {
    state: phase.state,
    roles: seat.roles,
    holds: () => true,
  });
  // Guards that read more than the phase, asked only when the rest holds.
  if (transition.guards?.includes('documentsSubmitted') && !(await documentsSubmitted(coop.projectId, phase.index))) throw fail('DOCUMENTS_NOT_SUBMITTED');
  const now = Date.now();
  const next = movedPhase(phase, transition, now, input.reason);
  const to = next.state;
  const { item, steps } = phaseSteps(phase, next, now, move === 'syncModify' && to === 'ACCEPTING');
  const side = seat.roles.includes('partyA') ? 'partyA' : 'partyB';
  steps.push(recordStep(coop.projectId, cooperationRecords.move(phase.index, transition, side, claims.userId, input.reason), now));
  // The cooperation's rev moves too: a move and a payment of the same cooperation never pass each other.
  const { step } = cooperationStep(coop, { ...coop, updateTime: now });
  await commit([...steps, step]);

  if (transition.effects?.includes('reopenDocuments')) await reopenTasks(coop.projectId, phase.index).catch((error: unknown) => logger.warn('documents not reopened', { error: (error as Error).message }));
  const told = TOLD[move];
  const aboutId = `${coop.projectId}#phase#${phase.index}`;
  await settle(partyOfSide(coop, side), aboutId);
  await tell([
    { party: partyOfSide(coop, side), event: 'project', projectId: coop.projectId, id: coop.projectId },
    {
      party: partyOfSide(coop, side === 'partyA' ? 'partyB' : 'partyA'),
      event: 'project',
      projectId: coop.projectId,
      id: coop.projectId,
      ...(told ? { backlog: cooperationBacklog.moved(move, coop, phase, transition.ask?.reason ? input.reason : undefined)! } : {}),
    },
  ]);
  return item;
};

// ---------------------------------------------------------------- acceptance and payment

/** The phase accepted at `now` (by party A, or by the platform): paid its amount less the service fee; no acceptance clock any more. */
export const acceptedPhase = (phase: PhaseItem, transition: TransitionDef<PhaseState>, by: 'partyA' | 'platform', now: number): Omit<PhaseItem, 'pk' | 'sk' | 'rev'> => {
  const fee = phaseServiceFeeOf(phase.amount);
  const { autoAcceptAt: _clock, ...rest } = phase;
  return { ...rest, state: transition.to as PhaseState, acceptTime: now, acceptedBy: by, fee, net: phase.amount - fee, updateTime: now };
};

/**
 * The acceptance's posting, in the escrow's scope under `accept-<projectId>-<nn>` (the timer and party A racing pay
 * once): the phase's amount out of escrow, the fee to a shard of the platform's fees (chosen by the project), the rest
 * to party B, and at completion what escrow is left (`refund`) back to party A; with the acceptance's writes.
 */
export const acceptancePosting = (
  coop: Pick<CooperationItem, 'projectId' | 'projectName' | 'partyA' | 'partyB'>,
  phase: Pick<PhaseItem, 'index' | 'amount' | 'fee' | 'net'>,
  refund: number,
  steps: readonly Step[],
): PostingInput => {
  const { projectId } = coop;
  const escrow = escrowAccountId(projectId);
  const fee = phase.fee ?? 0;
  const legs: Leg[] = [
    { accountId: escrow, available: -(phase.amount + refund), frozen: 0 },
    { accountId: walletAccountId(coop.partyB.type, coop.partyB.id), available: phase.net ?? 0, frozen: 0 },
  ];
  if (fee > 0) legs.push({ accountId: platformAccountId('fees', (parseInt(projectId.slice(-2), 36) % 16) / 16), available: fee, frozen: 0 });
  if (refund > 0) legs.push({ accountId: walletAccountId(coop.partyA.type, coop.partyA.id), available: refund, frozen: 0 });
  return {
    scope: escrow,
    requestId: `accept-${projectId}-${String(phase.index).padStart(2, '0')}`,
    type: 'ESCROW_RELEASE',
    title: `阶段验收：${coop.projectName} 第${phase.index}阶段`,
    bizId: projectId,
    legs,
    extra: { items: steps.map((s) => s.item), refusal: (i) => steps[i]?.refusal?.() ?? fail('STALE_DATA') },
  };
};

/**
 * The running phase accepted — by party A, or by the platform when its time ran out — and paid in one posting: the
 * phase amount out of escrow, the fee to the platform, the rest to party B; the next phase begins, or after the last
 * the project completes and any escrow left returns to party A. A second acceptance (the timer racing party A) finds
 * the phase accepted, or replays the posting: nothing is paid twice.
 */
export const acceptPhase = async (projectId: string, index: number, by: { side: 'partyA'; claims: TokenClaims; roles: Seat['roles'] } | { side: 'platform'; at: number }): Promise<PhaseItem> => {
  const coop = await getCooperation(projectId);
  if (!coop) throw fail('COOPERATION_NOT_FOUND');
  const phases = await phasesOf(projectId);
  const phase = phases.find((p) => p.index === index);
  if (!phase) throw fail('PHASE_NOT_FOUND');
  const transition = mustDecide(phaseProcess, by.side === 'platform' ? 'autoAccept' : 'acceptancePass', { state: phase.state, roles: by.side === 'platform' ? ['platform'] : by.roles });
  // The platform accepts only once the phase's own deadline passed: a timer read before 同步修改 restarted the clock is
  // not its time any more (the phase written is the one read, so the deadline checked is the one committed).
  if (by.side === 'platform' && (phase.autoAcceptAt ?? 0) > by.at) throw fail('PROCESS_WRONG_STATE');
  // The platform accepts at the sweep's time (the local stage's sweep moves time forward: a late acceptance is late).
  const now = by.side === 'platform' ? by.at : Date.now();
  const last = index === coop.phaseCount;
  const acceptedNext = acceptedPhase(phase, transition, by.side, now);
  const { fee = 0, net = 0 } = acceptedNext;
  const accepted = phaseSteps(phase, acceptedNext, now);
  const steps: Step[] = [...accepted.steps];
  const paidCoop = { ...coop, paid: coop.paid + net, fees: coop.fees + fee, updateTime: now };
  if (last) {
    const project: ProjectItem | undefined = await getProject(projectId);
    if (!project) throw fail('PROJECT_NOT_FOUND');
    // Completed meanwhile: the phase was accepted by the other caller (the timer, or party A) a moment ago.
    if (project.state === 'COMPLETED') throw fail('PHASE_ACCEPTED');
    const completion = mustDecide(projectProcess, 'complete', { state: project.state, roles: ['platform'], holds: () => true });
    steps.push(...projectWrites(project, { ...project, state: completion.to ?? project.state, updateTime: now }).writes);
  } else {
    const following = phases.find((p) => p.index === index + 1);
    if (!following) throw fail('PHASE_NOT_FOUND');
    steps.push(...phaseSteps(following, begun(following, now), now).steps);
  }
  // What the escrow holds once this phase is paid: returned to party A when the cooperation completes.
  const refund = last ? inEscrow(coop) - phase.amount : 0;
  // The last acceptance completes the cooperation: its figures and both parties' monthly summaries are written in
  // the same posting (docs/cooperation.md "History, performance and credit").
  const completion = last ? completionWrites({ ...coop, refunded: coop.refunded + refund }, phases.map((p) => (p.index === index ? accepted.item : p)), now) : undefined;
  const { step } = cooperationStep(coop, {
    ...paidCoop,
    refunded: coop.refunded + refund,
    ...(completion ? { state: 'COMPLETED' as const, endTime: now, figures: completion.figures } : { current: index + 1 }),
  });
  steps.push(step, ...(completion?.steps ?? []));
  steps.push(
    recordStep(projectId, cooperationRecords.accept(phase, transition, by.side === 'partyA' ? { side: 'partyA', userId: by.claims.userId } : { side: 'platform' }, net, fee), now),
  );
  if (last) steps.push(recordStep(projectId, cooperationRecords.complete(refund), now + 1));
  try {
    const outcome = await post(acceptancePosting(coop, accepted.item, refund, steps));
    if (outcome.replayed) return (await getPhase(projectId, index)) ?? accepted.item;
  } catch (error) {
    if (error instanceof LedgerBusy) throw fail('LEDGER_BUSY');
    throw error;
  }
  const aboutId = `${projectId}#phase#${index}`;
  await Promise.all([settle(coop.partyA, aboutId), settle(coop.partyB, aboutId)]);
  const nextPhase = phases.find((p) => p.index === index + 1);
  await tell([
    {
      party: coop.partyB,
      event: 'project',
      projectId,
      id: projectId,
      backlog: cooperationBacklog.paid(coop, phase, by.side, net, fee),
    },
    {
      party: coop.partyA,
      event: 'project',
      projectId,
      id: projectId,
      ...(nextPhase && !nextPhase.funded ? { backlog: escrowBacklog(coop, nextPhase) } : last ? { backlog: cooperationBacklog.completed(coop, refund) } : {}),
    },
  ]);
  return accepted.item;
};

/** Party A accepts the running phase (验收通过). */
export const acceptanceByPartyA = async (claims: TokenClaims, input: { projectId: string; phase: number }): Promise<PhaseItem> => {
  const seat = await loadSeat(claims, input.projectId);
  return acceptPhase(input.projectId, input.phase, { side: 'partyA', claims, roles: seat.roles });
};

// ---------------------------------------------------------------- timers

/** The acceptance timers of the running phase: accept it, or remind party A. Nothing when the phase moved on. */
export const firePhaseTimer = async (projectId: string, transition: string, now = Date.now()): Promise<void> => {
  const coop = await getCooperation(projectId);
  if (!coop || coop.state !== 'COOPERATING') return;
  const phase = await getPhase(projectId, coop.current);
  if (!phase || phase.state !== 'ACCEPTING') return;
  if (transition === 'autoAccept') {
    // Restarted meanwhile (同步修改): the newer timer fires at the new deadline.
    if ((phase.autoAcceptAt ?? 0) > now) return;
    try {
      await acceptPhase(projectId, phase.index, { side: 'platform', at: now });
    } catch (error) {
      // Party A (or another sweep) accepted it between the read above and this acceptance: the phase moved on and
      // the timer has nothing to do (nothing was paid twice: one posting per phase, docs/cooperation.md).
      if (error instanceof AppError && (error.code === ERRORS.PHASE_ACCEPTED.code || error.code === ERRORS.PROCESS_WRONG_STATE.code)) return;
      throw error;
    }
    return;
  }
  const days = Math.max(0, Math.ceil(((phase.autoAcceptAt ?? now) - now) / DAY));
  await tell([
    {
      party: coop.partyA,
      event: 'project',
      projectId,
      id: projectId,
      backlog: { type: 'PHASE_ACCEPT', title: `请及时验收：${coop.projectName}`, content: `第${phase.index}阶段「${phase.name}」将在${days}天后自动验收通过`, link: cooperationLink(projectId), projectId, aboutId: `${projectId}#phase#${phase.index}`, todo: true },
    },
  ]);
};

/** Names of the parties for views. */
export const cooperationProfiles = (coop: CooperationItem) => partyProfiles([coop.partyA, coop.partyB]);
export { keyOfParty };
