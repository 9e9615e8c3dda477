/**
 * Projects I, negotiations (docs/projects.md, docs/api): the terms two parties propose in versions until both confirm,
 * the negotiation fee party A pays on agreement (docs/decisions.md), and termination. Amounts are integer fen; times
 * epoch milliseconds. The states and actions come from the processes of shared/process/project.ts.
 */
import { object } from 'zod';
import { PROJECT_LIMITS } from '../limits.js';
import type { ProcessAction } from '../process/types.js';
import { payPassword } from '../validation/rules.js';
import { input, num, oneOf, pageInput, text, ulid } from '../validation/zod.js';
import { requestId } from './wallet.js';
import { TIME, note, phasesInput, type ProjectParty, type ProjectPhase } from './project-common.js';
import type { ProjectRelation } from './project-demand.js';

const L = PROJECT_LIMITS;

// ---------------------------------------------------------------- negotiations

export const ESCROW_PLANS = ['ALL_AT_ONCE', 'PER_PHASE'] as const;
export type EscrowPlan = (typeof ESCROW_PLANS)[number];
export const ESCROW_PLAN_LABELS: Record<EscrowPlan, string> = { ALL_AT_ONCE: '一次性托管全部金额', PER_PHASE: '按阶段托管' };

export interface Terms {
  phases: ProjectPhase[];
  /** The planned start day (epoch ms). */
  startDate: number;
  escrowPlan: EscrowPlan;
  remark: string;
}

export const termsInput = object({
  phases: phasesInput,
  startDate: num('计划开始日期', TIME),
  escrowPlan: oneOf('托管方式', ESCROW_PLANS),
  remark: note('备注').default(''),
});

export interface TermsVersion {
  version: number;
  terms: Terms;
  /** The phases' amounts together, fen. */
  total: number;
  proposedBy: 'partyA' | 'partyB';
  proposerName: string;
  createTime: number;
}

export interface NegotiationCard {
  id: string;
  state: string;
  stateLabel: string;
  project: { projectId: string; name: string };
  partyA: ProjectParty;
  partyB: ProjectParty;
  version: number;
  total: number;
  updateTime: number;
  reason?: string;
}

export interface NegotiationDetail extends NegotiationCard {
  versions: TermsVersion[];
  /** The negotiation fee party A pays on agreement (docs/decisions.md), for the current version. */
  fee: { amount: number; paid: boolean; payTime?: number };
  /** When the fee is waited for: the day the negotiation ends unpaid. */
  feeDue?: number;
  terminatedBy?: 'partyA' | 'partyB' | 'platform';
  relation: ProjectRelation;
  actions: ProcessAction[];
  createTime: number;
}

export const NEGOTIATION_TABS = ['negotiate', 'terminated', 'agreed'] as const;
export type NegotiationTab = (typeof NEGOTIATION_TABS)[number];

export const negotiationsInput = input({ ...pageInput(L.pageSize), tab: oneOf('列表', NEGOTIATION_TABS) });
export const negotiationIdInput = input({ id: ulid('洽谈') });
export const proposeInput = input({ id: ulid('洽谈'), version: num('条款版本', { min: 1, max: 10_000 }), terms: termsInput });
/** Party B confirms; party A confirms with the fee (pay password and a requestId, as every payment). */
export const confirmInput = input({
  id: ulid('洽谈'),
  version: num('条款版本', { min: 1, max: 10_000 }),
  payPassword: payPassword().optional(),
  requestId: requestId().optional(),
});
export const payFeeInput = input({ id: ulid('洽谈'), version: num('条款版本', { min: 1, max: 10_000 }), payPassword: payPassword(), requestId: requestId() });
export const terminateInput = input({ id: ulid('洽谈'), reason: text('终止原因', { max: L.note }) });
