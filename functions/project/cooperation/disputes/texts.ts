/**
 * What the sides of a dispute are told (their backlog entries: ../../events.ts) and what the cooperation's process
 * records say of it (never the evidence, the questions or the ruling's reason: the records are read by both sides'
 * staff, the dispute's case by its two parties and the desk only).
 */
import { DISPUTE } from '../../../../shared/limits.js';
import { formatFen } from '../../../../shared/money.js';
import { DISPUTE_KINDS, DISPUTE_RULINGS } from '../../../../shared/process/dispute.js';
import type { BacklogInput } from '../../events.js';
import { cooperationLink } from '../backlog.js';
import type { RecordItem } from '../model.js';
import { beijingDay } from '../records.js';
import type { DisputeItem, Side } from './model.js';

type NewRecord = Omit<RecordItem, 'pk' | 'sk' | 'projectId' | 'id' | 'createTime'>;
type Of = Pick<DisputeItem, 'id' | 'projectId' | 'projectName' | 'kind' | 'phase'>;

const SIDE = { partyA: '甲方', partyB: '乙方' } as const;
export const disputeAbout = (d: Pick<DisputeItem, 'projectId' | 'id'>): string => `${d.projectId}#dispute#${d.id}`;
const what = (d: Of): string => `${DISPUTE_KINDS[d.kind]}${d.phase ? `（第${d.phase}阶段）` : ''}`;

const entry = (d: Of, title: string, content: string, todo: boolean): BacklogInput => ({
  type: 'DISPUTE',
  title: `${title}：${d.projectName}`,
  content,
  link: cooperationLink(d.projectId),
  projectId: d.projectId,
  aboutId: disputeAbout(d),
  todo,
});

/** What the desk's moves and the timers tell (./moves.ts, ./ending.ts). */
export const disputeBacklog = {
  /** To a side asked for evidence (the case taken, or the desk's question). */
  asked: (d: Of, due: number, question?: string): BacklogInput =>
    entry(d, '请提交纠纷证据', `${question ? `平台客服：${question.slice(0, 100)}。` : `${what(d)}已受理。`}请在 ${beijingDay(due)} 前提交证据`, true),
  /** To both: how it ended. */
  ended: (d: Of, text: string): BacklogInput => entry(d, '纠纷已结束', `${what(d)}：${text}`, false),
};

/** What a side's own moves tell the other side (./parties.ts): kept apart so that the timers' bundle leaves them out. */
export const partyBacklog = {
  /** The platform was asked to step in. */
  opened: (d: Of, by: Side): BacklogInput => entry(d, `${SIDE[by]}申请平台介入`, `${what(d)}，平台客服受理后请按要求提交证据`, false),
  /** Evidence was given (what it says is on the dispute, not here). */
  evidence: (d: Of, by: Side): BacklogInput => entry(d, `${SIDE[by]}提交了纠纷证据`, what(d), false),
};

export const rulingText = (r: NonNullable<DisputeItem['ruling']>): string =>
  r.ruling === 'TERMINATE'
    ? `平台裁决终止合作，乙方得 ${formatFen(r.toB ?? 0)}（平台服务费 ${formatFen(r.fee ?? 0)}），退回甲方 ${formatFen(r.toA ?? 0)}`
    : `平台裁决${DISPUTE_RULINGS[r.ruling].label}`;

/** The records of the desk's moves and the timers (./moves.ts, ./timers.ts). */
export const disputeRecords = {
  taken: (auto: boolean): NewRecord => ({ kind: auto ? 'autoTake' : 'takeDispute', label: auto ? '平台自动受理纠纷' : '平台受理纠纷', by: 'platform', message: `请双方在${DISPUTE.evidenceDays}天内提交证据` }),
  closed: (d: Of): NewRecord => ({ kind: 'closeDispute', label: '纠纷关闭', by: 'platform', message: `${what(d)}：申请方未在举证期内提交证据` }),
};

/** The records of the sides' moves and of the ruling (./parties.ts, ./desk.ts). */
export const caseRecords = {
  opened: (d: Of, by: Side, userId: string): NewRecord => ({ ...(d.phase ? { phase: d.phase } : {}), kind: 'openDispute', label: '申请平台介入', by, byUser: userId, message: what(d) }),
  withdrawn: (d: Of, by: Side, userId: string): NewRecord => ({ kind: 'withdrawDispute', label: '撤回平台介入', by, byUser: userId, message: what(d) }),
  ruled: (d: Of, r: NonNullable<DisputeItem['ruling']>): NewRecord => ({
    ...(d.phase ? { phase: d.phase } : {}),
    kind: 'ruleDispute',
    label: '平台裁决',
    by: 'platform',
    ...(r.ruling === 'TERMINATE' ? { amount: r.toB ?? 0 } : {}),
    message: rulingText(r),
  }),
};
