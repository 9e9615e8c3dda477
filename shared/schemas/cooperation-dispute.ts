/**
 * A cooperation's disputes (纠纷, docs/cooperation.md "Disputes"): the inputs of the parties' and the service desk's
 * calls and the shapes of their answers. Amounts are integer fen; times epoch ms.
 */
import { array } from 'zod';
import { DISPUTE } from '../limits.js';
import { DISPUTE_KINDS, DISPUTE_RULINGS, type DisputeKind, type DisputeRuling } from '../process/dispute.js';
import type { ProcessAction } from '../process/types.js';
import { input, num, oneOf, pageInput, text, ulid } from '../validation/zod.js';
import type { ProcessRecordView } from './cooperation.js';
import { attachmentInput, type ProjectAttachment, type ProjectParty } from './project.js';
import { requestId } from './wallet.js';

// eslint-disable-next-line no-misleading-character-class
const SHOWS_NOTHING = /[\s\p{Cc}\p{Cf}\p{Cs}\u2800\u3164\u115F\u1160\uFFA0\u180E\uFE00-\uFE0F]/gu;
/** A text that must say something (blanks and invisible characters alone do not). */
const saying = (label: string, max: number) => text(label, { max }).refine((t) => t.replace(SHOWS_NOTHING, '') !== '', `请填写${label}`);

const projectId = () => ulid('项目');
const disputeId = () => ulid('纠纷');
const files = () => array(attachmentInput).max(DISPUTE.files, `附件最多${DISPUTE.files}个`).default([]);
const fen = (label: string) => num(label, { min: 0, max: 1_000_000_000 });

const DISPUTE_KIND_NAMES = Object.keys(DISPUTE_KINDS) as [DisputeKind, ...DisputeKind[]];
const RULING_NAMES = Object.keys(DISPUTE_RULINGS) as [DisputeRuling, ...DisputeRuling[]];

export const disputeVerifyInput = input({ projectId: projectId() });
/**
 * Either side opens a dispute: its kind (the window must be open for it), what it claims, the split it asks for (fen
 * to party B out of what escrow holds; optional) and its first evidence (`dispute-file` uploads of its own).
 */
export const openDisputeInput = input({
  projectId: projectId(),
  kind: oneOf('纠纷类型', DISPUTE_KIND_NAMES),
  claim: saying('申请说明', DISPUTE.textLength),
  askedToB: fen('主张乙方所得金额').optional(),
  files: files(),
});
export const disputeInput = input({ projectId: projectId(), disputeId: disputeId() });
/** The dispute's detail: the one named, or the cooperation's newest when none is. */
export const disputeDetailInput = input({ projectId: projectId(), disputeId: disputeId().optional() });
export const disputeEvidenceInput = input({ projectId: projectId(), disputeId: disputeId(), text: saying('证据说明', DISPUTE.textLength), files: files() });

// ------------------------------------------------------------ the service desk's calls (staff only)
export const deskDisputesInput = input({ ...pageInput(20, 50) });
export const deskAskInput = input({ projectId: projectId(), disputeId: disputeId(), to: oneOf('提问对象', ['partyA', 'partyB', 'both']), text: saying('问题', DISPUTE.questionLength) });
/**
 * The desk's ruling: 验收通过 / 继续修改 (an acceptance dispute), 合作继续 (a termination dispute), or 终止合作 with `toB`
 * fen of what escrow holds to party B (the rest back to party A); its reason is shown to both sides.
 */
export const deskDecideInput = input({
  projectId: projectId(),
  disputeId: disputeId(),
  ruling: oneOf('裁决', RULING_NAMES),
  toB: fen('乙方所得金额').optional(),
  reason: saying('裁决理由', DISPUTE.rulingLength),
  requestId: requestId(),
});

/** `verify_over_dispute_last_time`: whether the caller may ask the platform to step in now, and until when; or why not. */
export interface DisputeWindow {
  /** The caller may open a dispute now. */
  canOpen: boolean;
  /** The window is over (or there is none): the spec's question. */
  over: boolean;
  /** What the dispute would be about, and the last moment it may be opened. */
  kind?: DisputeKind;
  kindLabel?: string;
  lastTime?: number;
  /** Why not, in Chinese (no ground, the window passed, another matter open …). */
  reason?: string;
  /** The dispute open now, if any (the page shows it instead of 申请平台介入). */
  open?: { id: string; state: string; stateLabel: string };
}

/** One entry of a dispute's case: a side's evidence, or the desk's question (to one side or both). */
export interface DisputeEntryView {
  id: string;
  by: 'partyA' | 'partyB' | 'desk';
  byName: string;
  to?: 'partyA' | 'partyB' | 'both';
  text: string;
  files: ProjectAttachment[];
  createTime: number;
}

export interface DisputeRulingView {
  ruling: DisputeRuling;
  label: string;
  /** A termination's split: to party B (before its service fee), the fee, and back to party A. */
  toB?: number;
  fee?: number;
  toA?: number;
  reason: string;
  time: number;
}

/** A dispute as its two parties and the desk see it. */
export interface DisputeView {
  id: string;
  projectId: string;
  kind: DisputeKind;
  kindLabel: string;
  /** The phase an acceptance dispute is about. */
  phase?: number;
  state: string;
  stateLabel: string;
  openedBy: 'partyA' | 'partyB';
  openTime: number;
  claim: string;
  askedToB?: number;
  /** When the evidence time ends (举证中), and whether the desk's ruling is overdue (加急). */
  evidenceDue?: number;
  escalated?: boolean;
  ruling?: DisputeRulingView;
  endTime?: number;
  /** What escrow holds now: a termination's split divides it. */
  inEscrow: number;
  /** Evidence of both sides and the desk's questions, oldest first. */
  entries: DisputeEntryView[];
  /** What the viewer may do now (the dispute process). */
  actions: ProcessAction[];
}

/** A line of the desk's list of open disputes. */
export interface DeskDisputeRow {
  id: string;
  projectId: string;
  projectName: string;
  kind: DisputeKind;
  kindLabel: string;
  state: string;
  stateLabel: string;
  openedBy: 'partyA' | 'partyB';
  openTime: number;
  escalated: boolean;
  evidenceDue?: number;
}

/** The desk's whole case: the dispute, the cooperation's phases and money, its records, documents and project group's talk. */
export interface DisputeCase extends DisputeView {
  projectName: string;
  partyA: ProjectParty;
  partyB: ProjectParty;
  phases: { index: number; name: string; amount: number; state: string; stateLabel: string; rounds: number; reason?: string; funded: boolean }[];
  money: { total: number; funded: number; inEscrow: number; paid: number; fees: number; refunded: number };
  records: ProcessRecordView[];
  documents: { phase: number; title: string; state: string; stateLabel: string; writer?: string; version?: number }[];
  /** The project group's last messages, oldest first (text; pictures and files named). */
  chat: { seq: number; from: string; fromName: string; type: string; content: string; time: number }[];
}
