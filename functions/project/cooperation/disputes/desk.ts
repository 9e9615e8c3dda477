/**
 * The service desk's side of a dispute (docs/cooperation.md "Disputes"): its list of open disputes (gsi3, no Scan), a
 * case whole — the dispute with both sides' evidence, the cooperation's phases and money, its process records, its
 * documents and the project group's talk, each read by key — and the desk's moves: taking the case (both sides asked
 * for evidence), asking again, closing the evidence, and the ruling, which ends the dispute and closes the
 * cooperation's matter in the same transaction as its money. Staff are people with the SERVICE role (as the chat's
 * desk: docs/decisions.md "The service chat"); the operator's command (`npm run ops -- disputes`) acts as `ops`.
 */
import { phaseServiceFeeOf } from '../../../../shared/limits.js';
import { DISPUTE_RULINGS, type DisputeRuling } from '../../../../shared/process/dispute.js';
import { stateLabel } from '../../../../shared/process/engine.js';
import type { Page } from '../../../../shared/envelope.js';
import type { DeskDisputeRow, DisputeView } from '../../../../shared/schemas/cooperation-dispute.js';
import { getPerson } from '../../../account/public.js';
import { AppError, fail, fieldError } from '../../../lib/errors.js';
import { mustDecide } from '../../../lib/process/run.js';
import { acceptPhase } from '../acceptance.js';
import { inEscrow } from '../escrow.js';
import type { CooperationItem } from '../model.js';
import { getCooperation, recordStep } from '../store.js';
import { endWithoutMoney, settleEnded, tellEnded } from './ending.js';
import { tellDesk } from './desk-push.js';
import type { DisputeItem, Side } from './model.js';
import { disputeSteps, entriesOf, getDispute, openDisputes, processOf } from './store.js';
import { terminateByRuling } from './termination-link.js';
import { caseRecords, rulingText } from './texts.js';
import { disputeView } from './views.js';
import { disputeHolds } from './guards.js';
import { toDeciding, toEvidence } from './moves.js';
import { kindLabel } from './windows.js';


/** Desk staff (the SERVICE role on a person in good standing); anyone else is refused (403). `ops` is the operator. */
export const mustBeDesk = async (userId: string): Promise<string> => {
  if (userId === 'ops') return userId;
  const person = await getPerson(userId);
  if (person?.status !== 'NORMAL' || !person.roles?.includes('SERVICE')) throw fail('DISPUTE_DESK_ONLY');
  return userId;
};

/** The dispute and its cooperation, as the desk acts on them (404 for an unknown one). */
export const caseOf = async (projectId: string, disputeId: string): Promise<{ dispute: DisputeItem; coop: CooperationItem }> => {
  const [dispute, coop] = await Promise.all([getDispute(projectId, disputeId), getCooperation(projectId)]);
  if (!dispute || !coop) throw fail('DISPUTE_NOT_FOUND');
  return { dispute, coop };
};

/** The open disputes, the escalated first, then oldest first. */
export const deskList = async (staff: string, page: { current: number; size: number }): Promise<Page<DeskDisputeRow>> => {
  await mustBeDesk(staff);
  const all = (await openDisputes()).sort((a, b) => Number(Boolean(b.escalated)) - Number(Boolean(a.escalated)) || a.openTime - b.openTime);
  const slice = all.slice((page.current - 1) * page.size, page.current * page.size);
  return {
    records: slice.map((d) => ({
      id: d.id,
      projectId: d.projectId,
      projectName: d.projectName,
      kind: d.kind,
      kindLabel: kindLabel(d.kind),
      state: d.state,
      stateLabel: stateLabel(processOf(d), d.state),
      openedBy: d.openedBy,
      openTime: d.openTime,
      escalated: Boolean(d.escalated),
      ...(d.evidenceDue && d.state === 'EVIDENCE' ? { evidenceDue: d.evidenceDue } : {}),
    })),
    total: all.length,
    pages: Math.ceil(all.length / page.size),
    current: page.current,
    size: page.size,
  };
};

// Each desk call checks its caller first: anyone but desk staff is refused (403) before any dispute is read, so the
// answer never says whether a dispute exists (an unknown one would be 404, a real one 403).
export const takeDispute = async (staff: string, input: { projectId: string; disputeId: string }): Promise<DisputeItem> => {
  const by = await mustBeDesk(staff);
  const { dispute, coop } = await caseOf(input.projectId, input.disputeId);
  return toEvidence(dispute, coop, 'take', by, Date.now());
};

export const askDispute = async (staff: string, input: { projectId: string; disputeId: string; to: Side | 'both'; text: string }): Promise<DisputeItem> => {
  const by = await mustBeDesk(staff);
  const { dispute, coop } = await caseOf(input.projectId, input.disputeId);
  return toEvidence(dispute, coop, 'ask', by, Date.now(), { to: input.to, text: input.text });
};

export const closeEvidence = async (staff: string, input: { projectId: string; disputeId: string }): Promise<DisputeItem> => {
  await mustBeDesk(staff);
  const { dispute } = await caseOf(input.projectId, input.disputeId);
  return toDeciding(dispute, 'closeEvidence', Date.now());
};

/**
 * The desk's ruling, which ends the dispute: 验收通过 (the phase paid as an acceptance, in its posting), 终止合作 with
 * `toB` of what escrow holds (one split posting, with the cooperation and project terminated), or 继续修改 / 合作继续
 * (no money). Its dispute write goes in the same transaction as the money. The same `requestId` again answers the ruling
 * made; a second ruling is refused (the dispute has ended).
 */
export const decideDispute = async (staff: string, input: DecideInput): Promise<DisputeItem> => {
  const by = await mustBeDesk(staff);
  try {
    return await rule(by, input);
  } catch (error) {
    // The same request sent twice at once: the one that read the dispute before its twin ruled finds the cooperation
    // or the project moved by that very ruling (100002, 102001, 102111). It answers the ruling its twin made.
    if (error instanceof AppError) {
      const now = await getDispute(input.projectId, input.disputeId);
      if (now?.ruling?.requestId === input.requestId) return now;
    }
    throw error;
  }
};

type DecideInput = { projectId: string; disputeId: string; ruling: DisputeRuling; toB?: number | undefined; reason: string; requestId: string };

const rule = async (by: string, input: DecideInput): Promise<DisputeItem> => {
  const { dispute: d, coop } = await caseOf(input.projectId, input.disputeId);
  if (d.ruling?.requestId === input.requestId) return d;
  const transition = mustDecide(processOf(d), 'decide', { state: d.state, roles: ['desk'], holds: disputeHolds(d, ['desk']) });
  if (!(DISPUTE_RULINGS[input.ruling].kinds as readonly string[]).includes(d.kind)) throw fail('DISPUTE_RULING_INVALID');
  if (coop.matter?.id !== d.id) throw fail('STALE_DATA');
  const now = Date.now();
  const held = inEscrow(coop);
  let split: { toB: number; fee: number; toA: number } | undefined;
  if (input.ruling === 'TERMINATE') {
    if (input.toB === undefined) throw fieldError('toB', '请填写乙方所得金额');
    if (input.toB > held) throw fail('DISPUTE_SPLIT_INVALID');
    split = { toB: input.toB, fee: input.toB > 0 ? phaseServiceFeeOf(input.toB) : 0, toA: held - input.toB };
  }
  const ruling: NonNullable<DisputeItem['ruling']> = { ruling: input.ruling, ...(split ?? {}), reason: input.reason, time: now, by, requestId: input.requestId };
  const next: DisputeItem = { ...d, state: transition.to ?? d.state, ruling, endTime: now, updateTime: now };
  const told = `${rulingText(ruling)}。理由：${input.reason}`;
  if (input.ruling === 'REVISE' || input.ruling === 'CONTINUE') return endWithoutMoney(coop, d, next, caseRecords.ruled(d, ruling), told, now);
  const { item, steps } = disputeSteps(d, next, now);
  const record = recordStep(d.projectId, caseRecords.ruled(d, ruling), now);
  if (input.ruling === 'ACCEPT') {
    if (!d.phase || d.phase !== coop.current) throw fail('DISPUTE_RULING_INVALID');
    await acceptPhase(d.projectId, d.phase, { side: 'desk', at: now, matterId: d.id, steps: [...steps, record] });
    await tellEnded(coop, item, told);
  } else {
    await terminateByRuling(coop, { toB: split!.toB, reason: input.reason, by: 'platform', requestId: `dispute-${d.id}`, extraSteps: [...steps, record] }, now);
    // The termination has told each side once already (合作已终止: 纠纷裁决终止, the reason and the side's money); the
    // dispute only settles its to-dos, so nobody hears of the one ruling twice.
    await settleEnded(coop, item);
  }
  await tellDesk(item);
  return item;
};

/** A case's view for the desk after a move (the page shows it again). */
export const deskView = async (d: DisputeItem): Promise<DisputeView> => {
  const coop = await getCooperation(d.projectId);
  if (!coop) throw fail('DISPUTE_NOT_FOUND');
  return disputeView(d, coop, await entriesOf(d.projectId, d.id), ['desk']);
};
