/**
 * What both sides read of demand changes (./changes.ts): a change as the viewer sees it, `query_demand_change`,
 * `change_refund` and `judge_can_cancel_change_recover_doc`.
 */
import { CHANGE_OPEN } from '../../../shared/process/change.js';
import { actionsOf, stateLabel } from '../../../shared/process/engine.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { ProcessAction } from '../../../shared/process/types.js';
import type { ChangeAnswer, ChangePhaseView, ChangeRecovery, ChangeRefunds, ChangeView } from '../../../shared/schemas/cooperation-change.js';
import { publicPeople } from '../../account/public.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { commit } from '../store.js';
import { documentCounts } from './change-store.js';
import { loadSeat, type Seat } from './seats.js';
import { changeOffered, changesOf, openChangeOf, sameTerms, type ChangeItem, type ChangePhase } from './change-terms.js';
import { phasesOf, phaseSteps } from './store.js';

// ---------------------------------------------------------------- what both sides read

export const namesOf = async (changes: readonly ChangeItem[]): Promise<Map<string, string>> => {
  const people = await publicPeople([...new Set(changes.map((c) => c.proposer))]);
  return new Map([...people].map(([id, p]) => [id, (p.nickname as string | undefined) ?? '']));
};

/** A change as both sides see it, with what the viewer may do on it now. */
export const changeView = (change: ChangeItem, seat: Seat, names: Map<string, string>, documents?: Map<number, number>): ChangeView => {
  const process = projectRegistry.of('demandChange', change);
  const after = new Map(change.after.map((p) => [p.index, p]));
  const terms = (p: ChangePhase) => ({ name: p.name, amount: p.amount, days: p.days, deliverables: p.deliverables });
  const phases: ChangePhaseView[] = [
    ...change.before.map((b): ChangePhaseView => {
      const a = after.get(b.index);
      const docs = documents?.has(b.index) ? { documents: documents.get(b.index)! } : {};
      if (!a) return { index: b.index, ...terms(b), kind: 'REMOVED', before: terms(b), ...docs };
      return sameTerms(a, b) ? { index: b.index, ...terms(a), kind: 'KEPT', ...docs } : { index: b.index, ...terms(a), kind: 'CHANGED', before: terms(b), ...docs };
    }),
    ...change.after.filter((p) => p.added).map((p): ChangePhaseView => ({ index: p.index, ...terms(p), kind: 'ADDED' })),
  ];
  return {
    id: change.id,
    state: change.state,
    stateLabel: stateLabel(process, change.state),
    side: change.side,
    proposerName: names.get(change.proposer) ?? '',
    reason: change.reason,
    baseVersion: change.baseVersion,
    version: change.version,
    phases,
    totalBefore: change.totalBefore,
    totalAfter: change.totalAfter,
    escrow: change.escrow,
    ...(change.refuseReason ? { refuseReason: change.refuseReason } : {}),
    ...(change.answerTime ? { answerTime: change.answerTime } : {}),
    ...(change.closeTime ? { closeTime: change.closeTime } : {}),
    ...(change.lapseAt ? { expireAt: change.lapseAt } : {}),
    createTime: change.createTime,
    actions: actionsOf(process, { state: change.state, roles: seat.roles }),
  };
};

/** `query_demand_change`: the terms' version in force, the change open (else the last), and whether the viewer may propose one. */
export const queryChange = async (claims: TokenClaims, projectId: string): Promise<ChangeAnswer> => {
  const seat = await loadSeat(claims, projectId);
  const [phases, changes] = await Promise.all([phasesOf(projectId), changesOf(projectId)]);
  const change = changes.find((c) => c.id === seat.coop.matter?.id) ?? changes[0];
  const actions: ProcessAction[] = changeOffered(seat.coop, phases) ? actionsOf(projectRegistry.latest('demandChange'), { state: 'NONE', roles: seat.roles }) : [];
  const documents = change && CHANGE_OPEN.includes(change.state) ? await documentCounts(projectId) : undefined;
  return {
    termsVersion: seat.coop.termsVersion ?? 1,
    ...(change ? { change: changeView(change, seat, await namesOf([change]), documents) } : {}),
    actions,
  };
};

/** `change_refund`: what the cooperation's changes returned to party A (each in its agreement's posting). */
export const changeRefunds = async (claims: TokenClaims, projectId: string): Promise<ChangeRefunds> => {
  await loadSeat(claims, projectId);
  const refunds = (await changesOf(projectId))
    .filter((c) => c.state === 'EFFECTIVE' && c.escrow.refund > 0)
    .map((c) => ({ changeId: c.id, version: c.version, amount: c.escrow.refund, time: c.closeTime ?? c.updateTime }));
  return { total: refunds.reduce((sum, r) => sum + r.amount, 0), refunds };
};

/**
 * `judge_can_cancel_change_recover_doc`: for the open change, whether the viewer may cancel it and the phases whose
 * documents that restores; and, by a side acting, the documents of phases left read-only by a change no longer open
 * restored (none is, once its closing wrote: this repairs what a failed write would have left).
 */
export const recoverChangeDocs = async (claims: TokenClaims, projectId: string): Promise<ChangeRecovery> => {
  const seat = await loadSeat(claims, projectId);
  const { coop } = seat;
  const [open, phases, documents] = await Promise.all([openChangeOf(coop), phasesOf(projectId), documentCounts(projectId)]);
  const cancel = open ? actionsOf(projectRegistry.of('demandChange', open), { state: open.state, roles: seat.roles }).some((a) => a.name === 'cancelByA' || a.name === 'cancelByB') : false;
  const held = phases.filter((p) => p.removal && !p.removal.done && p.removal.changeId === open?.id);
  const stale = phases.filter((p) => p.removal && !p.removal.done && p.removal.changeId !== open?.id);
  if (stale.length && seat.roles.length) {
    const now = Date.now();
    await commit(stale.flatMap((p) => {
      const { removal: _left, ...restored } = p;
      return phaseSteps(p, { ...restored, updateTime: now }, now).steps;
    }));
  }
  return {
    ...(open ? { changeId: open.id, state: open.state } : {}),
    canCancel: cancel,
    phases: held.map((p) => ({ index: p.index, name: p.name, documents: documents.get(p.index) ?? 0 })),
    recovered: seat.roles.length ? stale.map((p) => p.index) : [],
  };
};
