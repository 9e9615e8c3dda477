/**
 * Negotiations (docs/projects.md "Negotiation"): party A and one party B agree on versioned terms — phases, amounts,
 * working days, deliverables, the start day and the escrow plan. Either side proposes a version (its own proposal
 * counts as its confirmation), the other confirms it or counters with the next; party A's confirmation comes with
 * the negotiation fee (docs/decisions.md "Negotiation fee"), paid from its wallet in the same transaction that makes
 * the negotiation and the project agreed. Agreeing with one party B ends the others.
 */
import type { z } from 'zod';
import { TALKING_STATES, type NegotiationState, type ProjectActor } from '../../shared/process/project.js';
import { projectRegistry } from '../../shared/process/registries.js';
import { negotiationFeeOf, NEGOTIATION_FEE_DAYS } from '../../shared/limits.js';
import { formatFen } from '../../shared/money.js';
import type { confirmInput, NegotiationDetail, ProjectPhase, proposeInput, Terms } from '../../shared/schemas/project.js';
import { checkPayPassword } from '../account/public.js';
import { sendCard } from '../chat/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { ERRORS } from '../../shared/errors.js';
import { AppError, fail, fieldError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { mustDecide, timerWrites } from '../lib/process/run.js';
import { LedgerBusy, LedgerRefusal, platformAccountId, post, walletAccountId, walletOf, type PostingInput } from '../wallet/public.js';
import { closeNegotiation, closeNegotiations, closeRequests } from './closing.js';
import { settle, tell, type BacklogInput } from './events.js';
import { negotiationKey, termsKey } from './keys.js';
import { negotiationIndexKeys, phasesTotal, type NegotiationItem, type PartyRef, type ProjectItem, type RequestItem, type TermsItem } from './model.js';
import { detailOf, loadSide, type Side } from './negotiation-reads.js';
import { followNegotiations, isOpen, projectWrites } from './projects.js';
import { engagementDone, moveNegotiation, putNew } from './request-store.js';
import { commit, countTalking, getNegotiation, getProject, type Step } from './store.js';

export { negotiationDetail, negotiations } from './negotiation-reads.js';

const DAY = 86_400_000;
const link = (id: string) => `/negotiate/details?id=${id}`;

// ---------------------------------------------------------------- opening (an accepted invitation or application)

/**
 * The writes that open a negotiation on version 1 of the terms: the project's planned phases, proposed by party A
 * (its demand is its offer), so party B may confirm it at once.
 */
export const openingWrites = (project: ProjectItem, request: RequestItem, negotiationId: string, acceptedBy: string, now: number): { item: NegotiationItem; version: TermsItem; steps: Step[] } => {
  const phases: ProjectPhase[] = project.phases ?? [];
  const terms: Terms = { phases, startDate: Math.max(now, project.applyDeadline ?? now) + DAY, escrowPlan: 'PER_PHASE', remark: '' };
  const total = phasesTotal(phases);
  const start = projectRegistry.start('negotiation');
  const item: NegotiationItem = {
    ...negotiationKey(negotiationId),
    id: negotiationId,
    ...start,
    projectId: project.projectId,
    projectName: project.name,
    requestId: request.id,
    partyA: request.partyA,
    partyB: request.partyB,
    partyAKey: request.partyAKey,
    partyBKey: request.partyBKey,
    version: 1,
    total,
    proposedBy: 'partyA',
    fee: negotiationFeeOf(total),
    contactA: request.kind === 'INVITE' ? request.sentBy : acceptedBy,
    contactB: request.kind === 'APPLY' ? request.sentBy : acceptedBy,
    createTime: now,
    updateTime: now,
    ...negotiationIndexKeys({ id: negotiationId, state: start.state, partyAKey: request.partyAKey, partyBKey: request.partyBKey, updateTime: now }),
  };
  const version = termsVersion(negotiationId, 1, terms, 'partyA', item.contactA, now);
  return {
    item,
    version,
    steps: [putNew({ ...item }), putNew({ ...version }), countTalking(project.projectId, 1)],
  };
};

/** A version of the terms, proposed by one side's person at `now` (its total is the phases'). */
export const termsVersion = (negotiationId: string, version: number, terms: Terms, by: 'partyA' | 'partyB', proposerId: string, now: number): TermsItem => ({
  ...termsKey(negotiationId, version),
  version,
  terms,
  total: phasesTotal(terms.phases),
  proposedBy: by,
  proposerId,
  proposerName: '',
  createTime: now,
});

/**
 * What the sides of a negotiation are told (their backlog entries: ./events.ts), one definition for the calls below
 * and the tests' state builders (test/support/states).
 */
export const negotiationBacklog = {
  /** To the other side of a proposal: the new version waits for its answer. */
  proposed: (item: Pick<NegotiationItem, 'id' | 'projectId' | 'projectName'>, version: number, total: number): BacklogInput => ({
    type: 'NEGOTIATION_PROPOSED',
    title: `对方提出了新条款：${item.projectName}`,
    content: `第${version}版条款，合计 ${formatFen(total)}`,
    link: link(item.id),
    projectId: item.projectId,
    aboutId: item.id,
    todo: true,
  }),
  /** To party A once party B confirmed: the fee is due. */
  feeDue: (item: Pick<NegotiationItem, 'id' | 'projectId' | 'projectName' | 'fee'>): BacklogInput => ({
    type: 'FEE_DUE',
    title: `乙方已确认条款，待支付洽谈费：${item.projectName}`,
    content: `洽谈费 ${formatFen(item.fee)}，${NEGOTIATION_FEE_DAYS}天内未支付洽谈将自动终止`,
    link: link(item.id),
    projectId: item.projectId,
    aboutId: item.id,
    todo: true,
  }),
  /** To party B once party A agreed with the fee. */
  agreed: (item: Pick<NegotiationItem, 'id' | 'projectId' | 'projectName' | 'total'>): BacklogInput => ({
    type: 'NEGOTIATION_AGREED',
    title: `洽谈已达成：${item.projectName}`,
    content: `合计 ${formatFen(item.total)}，可在项目中心查看`,
    link: link(item.id),
    projectId: item.projectId,
    aboutId: item.id,
    todo: false,
  }),
  /** To the side told of a termination (by the other side, or by the platform when the fee went unpaid). */
  terminated: (item: Pick<NegotiationItem, 'id' | 'projectId' | 'projectName'>, reason: string): BacklogInput => ({
    type: 'NEGOTIATION_ENDED',
    title: `洽谈已终止：${item.projectName}`,
    content: reason,
    link: link(item.id),
    projectId: item.projectId,
    aboutId: item.id,
    todo: false,
  }),
};

/**
 * The fee's posting: from party A's wallet to a shard of the platform's fees (chosen by the negotiation), with the
 * agreement's own writes (`steps`), under the client's `requestId` in the wallet's scope.
 */
export const feePosting = (item: Pick<NegotiationItem, 'id' | 'projectName' | 'fee'>, wallet: string, requestId: string, steps: readonly Step[]): PostingInput => ({
  scope: wallet,
  requestId,
  type: 'PAYMENT',
  title: `洽谈费：${item.projectName}`,
  bizId: item.id,
  legs: [
    { accountId: wallet, available: -item.fee, frozen: 0 },
    { accountId: platformAccountId('fees', (parseInt(item.id.slice(-2), 36) % 16) / 16), available: item.fee, frozen: 0 },
  ],
  extra: { items: steps.map((s) => s.item), refusal: (index) => steps[index]?.refusal?.() ?? fail('STALE_DATA') },
});

/** The project's card in the two contacts' chat once agreed (spec §3 "Project card"), from `from` to the other contact. */
export const sendAgreedCard = async (item: Pick<NegotiationItem, 'id' | 'projectId' | 'projectName' | 'contactA' | 'contactB'>, from: string): Promise<void> => {
  const to = from === item.contactA ? item.contactB : item.contactA;
  if (to === from) return;
  await sendCard(from, {
    messageType: 'MSG',
    joinUserId: to,
    messageId: `agreed-${item.id}`,
    messageContentType: 'RECOMMEND_PROJECT',
    content: JSON.stringify({ projectId: item.projectId, projectName: item.projectName, phase: '' }),
  } as never).catch((error: Error) => logger.warn('project card not sent', { error: error.message }));
};

// ---------------------------------------------------------------- moves

/** The negotiation's next state written over the one read (state and version as read), with its timers. */
const moveWrites = (item: NegotiationItem, next: NegotiationItem, now: number): Step[] => [
  moveNegotiation(item, { ...next, ...negotiationIndexKeys(next) }),
  ...timerWrites(projectRegistry.of('negotiation', item), { pk: item.pk, id: item.id, attributes: next as unknown as Record<string, unknown> }, item.state, next.state, now).map((t) => ({ item: t })),
];

const otherSide = (item: NegotiationItem, side: 'partyA' | 'partyB'): PartyRef => (side === 'partyA' ? item.partyB : item.partyA);

/**
 * Whether the negotiation's demand is still open. A running negotiation found on a demand that moved on (an ending
 * that lost a race with this very negotiation's change) is closed here, repairing it, and the call is refused.
 */
const projectStillOpen = async (item: NegotiationItem): Promise<boolean> => {
  const project = await getProject(item.projectId);
  if (project && isOpen(project)) return true;
  if (TALKING_STATES.includes(item.state)) {
    await closeNegotiation(item, project?.state === 'AGREED' ? '甲方已与其他方达成合作，洽谈已结束' : '甲方已撤回该需求，洽谈已结束');
    throw fail('NEGOTIATION_CLOSED');
  }
  return false;
};

export const propose = async (claims: TokenClaims, input: z.output<typeof proposeInput>): Promise<NegotiationDetail> => {
  const side = await loadSide(claims, input.id, { act: true });
  const { item, roles } = side;
  const by: 'partyA' | 'partyB' = roles.includes('partyA') ? 'partyA' : 'partyB';
  const open = await projectStillOpen(item);
  const transition = mustDecide(projectRegistry.of('negotiation', item), by === 'partyA' ? 'proposeByA' : 'proposeByB', {
    state: item.state,
    roles,
    holds: (g) => (g === 'versionCurrent' ? input.version === item.version : g === 'projectOpen' ? open : true),
  });
  const now = Date.now();
  const version = item.version + 1;
  const total = phasesTotal(input.terms.phases);
  const next: NegotiationItem = { ...item, state: transition.to as NegotiationState, version, total, proposedBy: by, fee: negotiationFeeOf(total), updateTime: now };
  delete next.feeDue;
  const terms = termsVersion(item.id, version, input.terms, by, claims.userId, now);
  await commit([...moveWrites(item, next, now), putNew({ ...terms })]);
  const other = otherSide(item, by);
  await settle(by === 'partyA' ? item.partyA : item.partyB, item.id);
  await tell([
    {
      party: other,
      event: 'negotiation',
      projectId: item.projectId,
      id: item.id,
      backlog: negotiationBacklog.proposed(item, version, total),
    },
  ]);
  return detailOf(claims, { ...side, item: next });
};

/**
 * Why an agreement lost to a change of the negotiation since it was read: the process's own refusal for the
 * negotiation as it is now (洽谈已达成 once the other payment agreed it, 洽谈已终止 …), else STALE_DATA (try again on
 * the page as it now is). Nothing when the negotiation is still as read: the refusal was the payment's own.
 */
const refuseIfMoved = async (item: NegotiationItem, name: 'confirmByA' | 'payFee', roles: ProjectActor[], version: number): Promise<void> => {
  const now = await getNegotiation(item.id);
  if (now?.state === item.state && now.version === item.version) return;
  if (!now) throw fail('NEGOTIATION_NOT_FOUND');
  mustDecide(projectRegistry.of('negotiation', now), name, { state: now.state, roles, holds: (g) => (g === 'versionCurrent' ? version === now.version : true) });
  throw fail('STALE_DATA');
};

/** Party A's agreement: the fee from its wallet to the platform, the negotiation and the project agreed, in one posting. */
const agree = async (claims: TokenClaims, side: Side, name: 'confirmByA' | 'payFee', version: number, payPassword: string, requestId: string): Promise<NegotiationDetail> => {
  const { item, roles } = side;
  const project = await getProject(item.projectId);
  const transition = mustDecide(projectRegistry.of('negotiation', item), name, {
    state: item.state,
    roles,
    holds: (g) => (g === 'versionCurrent' ? version === item.version : g === 'projectOpen' ? Boolean(project && isOpen(project)) : true),
  });
  if (!project) throw fail('PROJECT_NOT_OPEN');
  const wallet = await walletOf(claims);
  if (wallet !== walletAccountId(item.partyA.type, item.partyA.id)) throw fail('NOT_WALLET_OPERATOR');
  await checkPayPassword(claims.userId, payPassword);
  const now = Date.now();
  const next: NegotiationItem = { ...item, state: transition.to as NegotiationState, feePaid: true, payTime: now, updateTime: now };
  delete next.feeDue;
  const agreedProject = mustDecide(projectRegistry.of('project', project), 'agree', { state: project.state, roles: ['platform'] });
  const { writes: projectSteps } = projectWrites(project, { ...project, state: agreedProject.to ?? project.state, updateTime: now });
  const steps: Step[] = [
    ...moveWrites(item, next, now),
    ...projectSteps,
    engagementDone(item, now),
    countTalking(item.projectId, -1),
  ];
  try {
    const outcome = await post(feePosting(item, wallet, requestId, steps));
    if (outcome.replayed) {
      // A requestId this wallet spent on something else (another fee, a recharge) pays nothing here.
      if (outcome.bizId !== item.id || outcome.type !== 'PAYMENT') throw fail('REQUEST_ID_USED');
      return detailOf(claims, { ...side, item: (await getNegotiation(item.id)) ?? item });
    }
  } catch (error) {
    if (error instanceof LedgerBusy) throw fail('LEDGER_BUSY');
    // The fee paid twice at once (a double click, two tabs): the winner's payment is why the loser's wallet looks
    // short, or its own writes stale. The loser is told what happened to the negotiation, not 可用余额不足.
    if (error instanceof LedgerRefusal || (error instanceof AppError && error.code === ERRORS.STALE_DATA.code)) await refuseIfMoved(item, name, roles, version);
    if (error instanceof LedgerRefusal) throw fail('INSUFFICIENT_BALANCE');
    throw error;
  }
  const ended = { ...project, state: 'AGREED' as const };
  await closeNegotiations(ended, '甲方已与其他方达成合作，洽谈已结束', item.id);
  await closeRequests(ended);
  await Promise.all([settle(item.partyA, item.id), settle(item.partyB, item.id)]);
  await tell([
    {
      party: item.partyB,
      event: 'negotiation',
      projectId: item.projectId,
      id: item.id,
      backlog: negotiationBacklog.agreed(item),
    },
    { party: item.partyA, event: 'negotiation', projectId: item.projectId, id: item.id },
  ]);
  // The project's card goes into the two contacts' chat (spec §3 "Project card").
  await sendAgreedCard(item, claims.userId);
  return detailOf(claims, { ...side, item: next });
};

export const confirm = async (claims: TokenClaims, input: z.output<typeof confirmInput>): Promise<NegotiationDetail> => {
  const side = await loadSide(claims, input.id, { act: true });
  const { item, roles } = side;
  if (roles.includes('partyA')) {
    if (!input.payPassword) throw fieldError('payPassword', '请输入支付密码');
    if (!input.requestId) throw fieldError('requestId', '请求编号不能为空');
    return agree(claims, side, 'confirmByA', input.version, input.payPassword, input.requestId);
  }
  const open = await projectStillOpen(item);
  const transition = mustDecide(projectRegistry.of('negotiation', item), 'confirmByB', {
    state: item.state,
    roles,
    holds: (g) => (g === 'versionCurrent' ? input.version === item.version : g === 'projectOpen' ? open : true),
  });
  const now = Date.now();
  const next: NegotiationItem = { ...item, state: transition.to as NegotiationState, feeDue: now + NEGOTIATION_FEE_DAYS * DAY, updateTime: now };
  await commit(moveWrites(item, next, now));
  await settle(item.partyB, item.id);
  await tell([
    {
      party: item.partyA,
      event: 'negotiation',
      projectId: item.projectId,
      id: item.id,
      backlog: negotiationBacklog.feeDue(item),
    },
  ]);
  return detailOf(claims, { ...side, item: next });
};

export const payFee = async (claims: TokenClaims, input: { id: string; version: number; payPassword: string; requestId: string }): Promise<NegotiationDetail> =>
  agree(claims, await loadSide(claims, input.id, { act: true }), 'payFee', input.version, input.payPassword, input.requestId);

/** Ends a negotiation: either side with a reason, or the platform when the fee went unpaid. */
const end = async (item: NegotiationItem, name: 'terminate' | 'feeExpired', roles: ProjectActor[], reason: string, by: 'partyA' | 'partyB' | 'platform'): Promise<NegotiationItem> => {
  const transition = mustDecide(projectRegistry.of('negotiation', item), name, { state: item.state, roles });
  const now = Date.now();
  const next: NegotiationItem = { ...item, state: transition.to as NegotiationState, reason, terminatedBy: by, updateTime: now };
  delete next.feeDue;
  await commit([
    ...moveWrites(item, next, now),
    engagementDone(item, now),
    countTalking(item.projectId, -1),
  ]);
  await followNegotiations(item.projectId);
  await Promise.all([settle(item.partyA, item.id), settle(item.partyB, item.id)]);
  const told = by === 'partyA' ? [item.partyB] : by === 'partyB' ? [item.partyA] : [item.partyA, item.partyB];
  await tell([
    ...told.map((party) => ({
      party,
      event: 'negotiation' as const,
      projectId: item.projectId,
      id: item.id,
      backlog: negotiationBacklog.terminated(item, reason),
    })),
    ...(by === 'platform' ? [] : [{ party: by === 'partyA' ? item.partyA : item.partyB, event: 'negotiation' as const, projectId: item.projectId, id: item.id }]),
  ]);
  return next;
};

export const terminate = async (claims: TokenClaims, input: { id: string; reason: string }): Promise<NegotiationDetail> => {
  const side = await loadSide(claims, input.id, { act: true });
  const by = side.roles.includes('partyA') ? 'partyA' : 'partyB';
  const next = await end(side.item, 'terminate', side.roles, input.reason, by);
  return detailOf(claims, { ...side, item: next });
};

/** The fee timer (`feeExpired`): fired by the sweeper, refused quietly when the negotiation moved on. */
export const expireFee = async (id: string): Promise<void> => {
  const item = await getNegotiation(id);
  if (!item || item.state !== 'CONFIRMED') return;
  await end(item, 'feeExpired', ['platform'], `甲方未在${NEGOTIATION_FEE_DAYS}天内支付洽谈费，洽谈已自动终止`, 'platform');
};
