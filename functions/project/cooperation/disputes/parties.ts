/**
 * The parties' side of a dispute (docs/cooperation.md "Disputes"): whether a side may ask the platform to step in
 * (`verify_over_dispute_last_time`), opening one, its case, giving evidence and withdrawing it. Only the two sides —
 * party A and party B as they act (the person, or the organisation's administrator and project leaders) — take part;
 * either side's other staff and anyone else are told nothing of its case (404).
 */
import { DISPUTE } from '../../../../shared/limits.js';
import type { DisputeKind } from '../../../../shared/process/dispute.js';
import { projectRegistry } from '../../../../shared/process/registries.js';
import type { DisputeView, DisputeWindow } from '../../../../shared/schemas/cooperation-dispute.js';
import type { ProjectAttachment } from '../../../../shared/schemas/project.js';
import { stateLabel } from '../../../../shared/process/engine.js';
import type { TokenClaims } from '../../../lib/auth/token.js';
import { fail, fieldError } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import { mustDecide } from '../../../lib/process/run.js';
import { isOwnUpload } from '../../../lib/s3/private-files.js';
import { settle, tell } from '../../events.js';
import { commit } from '../../store.js';
import { inEscrow } from '../escrow.js';
import { withMatter } from '../matters.js';
import { loadSeat, type Seat } from '../seats.js';
import { cooperationStep, getPhase, recordStep, recordsOf } from '../store.js';
import { tellDesk } from './desk-push.js';
import { endWithoutMoney } from './ending.js';
import type { DisputeItem, Side } from './model.js';
import { disputesOf, disputeSteps, entriesOf, entryStep, getDispute, isOpen, processOf } from './store.js';
import { caseRecords, disputeAbout, partyBacklog } from './texts.js';
import { disputeHolds } from './guards.js';
import { disputeView } from './views.js';
import { closedReason, kindLabel, windowsOf, type DisputedCooperation } from './windows.js';

/** The caller's side in the dispute's cooperation: party A or party B acting; anyone else is told nothing (404). */
const sideOf = (seat: Seat, refusal: 'DISPUTE_NOT_FOUND' | 'NOT_PROJECT_LEADER' = 'DISPUTE_NOT_FOUND'): Side => {
  if (seat.roles.includes('partyA')) return 'partyA';
  if (seat.roles.includes('partyB')) return 'partyB';
  throw fail(refusal);
};

const otherSide = (side: Side): Side => (side === 'partyA' ? 'partyB' : 'partyA');

/** The files of an entry: the caller's own `dispute-file` uploads (400 naming the first that is not). */
const ownFiles = (files: readonly ProjectAttachment[], userId: string): void => {
  const foreign = files.findIndex((f) => !isOwnUpload(f.url, 'dispute-file', userId));
  if (foreign >= 0) throw fieldError(`files.${foreign}.url`, '附件须为本人上传的纠纷证据文件');
};

const windowsFor = async (coop: DisputedCooperation, now: number) => {
  const [running, records, disputes] = await Promise.all([getPhase(coop.projectId, coop.current), recordsOf(coop.projectId), disputesOf(coop.projectId)]);
  return { windows: windowsOf(coop, running, records, disputes, now), disputes };
};

/** `verify_over_dispute_last_time`: may the caller open a dispute now, of which kind and until when; or why not. */
export const verifyDispute = async (claims: TokenClaims, projectId: string): Promise<DisputeWindow> => {
  const seat = await loadSeat(claims, projectId);
  if (!seat.roles.length) return { canOpen: false, over: true, reason: '只有甲方或乙方的负责人可以申请平台介入' };
  const coop = seat.coop as DisputedCooperation;
  const now = Date.now();
  const { windows, disputes } = await windowsFor(coop, now);
  const current = disputes.find((d) => d.id === coop.matter?.id && isOpen(d));
  const openNow = current ? { open: { id: current.id, state: current.state, stateLabel: stateLabel(processOf(current), current.state) } } : {};
  const first = windows.find((w) => w.open);
  if (first?.open) return { canOpen: true, over: false, kind: first.kind, kindLabel: kindLabel(first.kind), lastTime: first.lastTime };
  const closed = closedReason(coop);
  // The most telling refusal: one about a ground that was there (its time passed, it was disputed) before the general rule.
  const told = windows.find((w) => !w.open && w.lastTime !== undefined);
  const reason = closed ?? (told && !told.open ? told.reason : `甲方对当前阶段验收不通过满${DISPUTE.acceptanceNoPasses}次、或终止合作的协商被拒绝后，${DISPUTE.windowDays}天内可申请平台介入`);
  return { canOpen: false, over: true, reason, ...(told ? { kind: told.kind, kindLabel: kindLabel(told.kind), ...(told.lastTime ? { lastTime: told.lastTime } : {}) } : {}), ...openNow };
};

/** Either side opens a dispute of `kind` within its window: the cooperation's matter, the case with its claim as the opener's first evidence. */
export const openDispute = async (claims: TokenClaims, input: { projectId: string; kind: DisputeKind; claim: string; askedToB?: number | undefined; files: ProjectAttachment[] }): Promise<DisputeView> => {
  const seat = await loadSeat(claims, input.projectId);
  const side = sideOf(seat, 'NOT_PROJECT_LEADER');
  ownFiles(input.files, claims.userId);
  const coop = seat.coop as DisputedCooperation;
  const now = Date.now();
  const { windows } = await windowsFor(coop, now);
  const window = windows.find((w) => w.kind === input.kind);
  if (!window?.open) throw fail('DISPUTE_WINDOW_CLOSED', window && !window.open ? window.reason : undefined);
  if (input.askedToB !== undefined && input.askedToB > inEscrow(coop)) throw fail('DISPUTE_SPLIT_INVALID');
  const id = newId();
  const { state, processVersion } = projectRegistry.start('dispute');
  const dispute: Omit<DisputeItem, 'pk' | 'sk' | 'rev'> = {
    id,
    projectId: coop.projectId,
    projectName: coop.projectName,
    processVersion,
    kind: input.kind,
    ...(window.phase ? { phase: window.phase } : {}),
    ground: window.ground,
    state,
    openedBy: side,
    openedByUser: claims.userId,
    openTime: now,
    claim: input.claim,
    ...(input.askedToB !== undefined ? { askedToB: input.askedToB } : {}),
    askedAt: {},
    gaveAt: { [side]: now },
    evidence: { partyA: 0, partyB: 0, [side]: 1 },
    updateTime: now,
  };
  const { item, steps } = disputeSteps(undefined, dispute, now);
  const first = entryStep({ projectId: coop.projectId, disputeId: id, by: side, byUser: claims.userId, text: input.claim, files: input.files }, now);
  const matter = cooperationStep(coop, withMatter(coop, { kind: 'DISPUTE', id, side, since: now }));
  await commit([...steps, first.step, matter.step, recordStep(coop.projectId, caseRecords.opened(item, side, claims.userId), now)]);
  await tell([
    { party: side === 'partyA' ? coop.partyB : coop.partyA, event: 'project', projectId: coop.projectId, id: coop.projectId, backlog: partyBacklog.opened(item, side) },
    { party: side === 'partyA' ? coop.partyA : coop.partyB, event: 'project', projectId: coop.projectId, id: coop.projectId },
  ]);
  await tellDesk(item);
  return disputeView(item, matter.item, [first.entry], [side]);
};

/** The dispute named and the caller's side in it (404 for anyone else, and for a dispute of another cooperation). */
const loadDispute = async (claims: TokenClaims, projectId: string, disputeId?: string) => {
  const seat = await loadSeat(claims, projectId);
  const side = sideOf(seat);
  const dispute = disputeId ? await getDispute(projectId, disputeId) : (await disputesOf(projectId)).at(-1);
  if (!dispute) throw fail('DISPUTE_NOT_FOUND');
  return { seat, side, dispute };
};

/**
 * The dispute's case as its two parties read it: the one named, or the cooperation's newest — null when the cooperation
 * has none (the cooperation page asks on every visit; a dispute named that is not the cooperation's is 404).
 */
export const disputeDetail = async (claims: TokenClaims, input: { projectId: string; disputeId?: string | undefined }): Promise<DisputeView | null> => {
  if (!input.disputeId) {
    const seat = await loadSeat(claims, input.projectId);
    sideOf(seat);
    if ((await disputesOf(input.projectId)).length === 0) return null;
  }
  const { seat, side, dispute } = await loadDispute(claims, input.projectId, input.disputeId);
  return disputeView(dispute, seat.coop, await entriesOf(dispute.projectId, dispute.id), [side]);
};

/** A side gives evidence (text and its own `dispute-file` uploads) while the case is open to it; the other side is told. */
export const submitEvidence = async (claims: TokenClaims, input: { projectId: string; disputeId: string; text: string; files: ProjectAttachment[] }): Promise<DisputeView> => {
  const { seat, side, dispute } = await loadDispute(claims, input.projectId, input.disputeId);
  mustDecide(processOf(dispute), 'submitEvidence', { state: dispute.state, roles: [side], holds: disputeHolds(dispute, [side]) });
  ownFiles(input.files, claims.userId);
  if (dispute.evidence[side] >= DISPUTE.evidencePerSide) throw fail('DISPUTE_EVIDENCE_FULL');
  const now = Date.now();
  const { item, steps } = disputeSteps(dispute, { ...dispute, gaveAt: { ...dispute.gaveAt, [side]: now }, evidence: { ...dispute.evidence, [side]: dispute.evidence[side] + 1 }, updateTime: now }, now);
  const entry = entryStep({ projectId: dispute.projectId, disputeId: dispute.id, by: side, byUser: claims.userId, text: input.text, files: input.files }, now);
  await commit([...steps, entry.step]);
  const coop = seat.coop;
  await settle(side === 'partyA' ? coop.partyA : coop.partyB, disputeAbout(dispute));
  await tell([
    { party: side === 'partyA' ? coop.partyB : coop.partyA, event: 'project', projectId: coop.projectId, id: coop.projectId, backlog: partyBacklog.evidence(item, side) },
    { party: side === 'partyA' ? coop.partyA : coop.partyB, event: 'project', projectId: coop.projectId, id: coop.projectId },
  ]);
  await tellDesk(item);
  return disputeView(item, coop, await entriesOf(dispute.projectId, dispute.id), [side]);
};

/** The side that opened the dispute withdraws it before the ruling: the cooperation goes on where it stood. */
export const withdrawDispute = async (claims: TokenClaims, input: { projectId: string; disputeId: string }): Promise<DisputeView> => {
  const { seat, side, dispute } = await loadDispute(claims, input.projectId, input.disputeId);
  const transition = mustDecide(processOf(dispute), 'withdraw', { state: dispute.state, roles: [side], holds: disputeHolds(dispute, [side]) });
  const now = Date.now();
  const ended = await endWithoutMoney(seat.coop, dispute, { ...dispute, state: transition.to ?? dispute.state }, caseRecords.withdrawn(dispute, side, claims.userId), `${side === 'partyA' ? '甲方' : '乙方'}撤回了平台介入，合作继续`, now);
  const coop = await loadSeat(claims, input.projectId);
  return disputeView(ended, coop.coop, await entriesOf(dispute.projectId, dispute.id), [side]);
};

export { otherSide };
