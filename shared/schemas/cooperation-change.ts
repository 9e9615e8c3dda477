/**
 * A demand change of a running cooperation (需求变更, docs/cooperation.md "Demand change"): the inputs of its calls and
 * the shapes of its answers. Amounts are integer fen; times epoch ms. The states and actions come from the process of
 * shared/process/change.ts.
 */
import { array } from 'zod';
import { CHANGE_LIMITS, NO_PASS_REASON_LENGTH, PROJECT_LIMITS as L } from '../limits.js';
import type { ProcessAction } from '../process/types.js';
import { payPassword } from '../validation/rules.js';
import { input, num, text, ulid } from '../validation/zod.js';
import { phaseInput } from './project-common.js';
import { requestId } from './wallet.js';

/** A phase in a change: kept as it was, changed, added at the end, or removed. */
export type ChangePhaseKind = 'KEPT' | 'CHANGED' | 'ADDED' | 'REMOVED';

export const CHANGE_PHASE_KINDS: Record<ChangePhaseKind, string> = { KEPT: '不变', CHANGED: '修改', ADDED: '新增', REMOVED: '删除' };

export interface ChangePhaseView {
  /** The phase's number: a phase keeps it for good, an added one takes the next after the highest. */
  index: number;
  name: string;
  amount: number;
  days: number;
  deliverables: string;
  kind: ChangePhaseKind;
  /** The terms in force when the change was proposed (a changed or removed phase). */
  before?: { name: string; amount: number; days: number; deliverables: string };
  /** Its documents (a removed phase's are kept read-only). */
  documents?: number;
}

/** What the change does to the escrow: refunded to party A, or to be paid by it (补缴). */
export interface ChangeEscrow {
  /** What escrow holds now, and what the new terms fund (the phases funded before, at their new amounts). */
  held: number;
  needed: number;
  refund: number;
  supplement: number;
}

export interface ChangeView {
  id: string;
  state: string;
  stateLabel: string;
  /** Who proposed it. */
  side: 'partyA' | 'partyB';
  proposerName: string;
  reason: string;
  /** The terms' version it changes, and the one it makes once in force. */
  baseVersion: number;
  version: number;
  /** Every phase not accepted when it was proposed, then the ones it adds: what becomes of each. */
  phases: ChangePhaseView[];
  totalBefore: number;
  totalAfter: number;
  escrow: ChangeEscrow;
  refuseReason?: string;
  answerTime?: number;
  /** When it took effect, was refused, cancelled or lapsed. */
  closeTime?: number;
  /** When it lapses unless answered (or, agreed, unless the supplement is paid). */
  expireAt?: number;
  createTime: number;
  /** What the viewer may do on it now. */
  actions: ProcessAction[];
}

/** `query_demand_change`: the terms' version in force, the change open (or the last one) and what the viewer may start. */
export interface ChangeAnswer {
  termsVersion: number;
  /** The change open now, else the most recent one. */
  change?: ChangeView;
  /** 需求变更 offered to the viewer now (proposeByA / proposeByB). */
  actions: ProcessAction[];
}

/** `change_refund`: what the cooperation's changes returned to party A. */
export interface ChangeRefunds {
  total: number;
  refunds: { changeId: string; version: number; amount: number; time: number }[];
}

/** `judge_can_cancel_change_recover_doc`: whether the open change may be cancelled and whose documents that restores. */
export interface ChangeRecovery {
  changeId?: string;
  state?: string;
  /** The viewer may cancel the open change now. */
  canCancel: boolean;
  /** The phases the open change would remove: their documents are read-only until it is cancelled, refused or lapses. */
  phases: { index: number; name: string; documents: number }[];
  /** Phases whose documents this call restored (left read-only by a change no longer open). */
  recovered: number[];
}

const projectId = () => ulid('项目');
const changeId = () => ulid('需求变更');
const reason = (label: string, max: number) => text(label, { max });

/** A phase of the new terms: `index` names a phase not accepted (changed or kept); none, a phase added at the end. */
export const changePhaseInput = phaseInput.extend({ index: num('阶段', { min: 1, max: L.phasesMax }).optional() });

export const startChangeInput = input({
  projectId: projectId(),
  /** The terms' version the page showed (`termsVersion`): refused (100002) when another change took effect since. */
  version: num('条款版本', { min: 1, max: 10_000 }),
  phases: array(changePhaseInput, { error: '请填写变更后的阶段' }).min(1, '变更后的阶段至少保留一个未验收的阶段').max(L.phasesMax, `变更后的阶段最多${L.phasesMax}个`),
  reason: reason('变更说明', CHANGE_LIMITS.reason),
});
export const changeCallInput = input({ projectId: projectId(), changeId: changeId() });
export const changeRefuseInput = input({ projectId: projectId(), changeId: changeId(), reason: reason('原因', NO_PASS_REASON_LENGTH) });
export const changeSupplementInput = input({
  projectId: projectId(),
  changeId: changeId(),
  /** The supplement the page showed: refused (102128) if it is not the one due. */
  amount: num('补缴金额', { min: 1, max: 1_000_000_000 }),
  payPassword: payPassword(),
  requestId: requestId(),
});
