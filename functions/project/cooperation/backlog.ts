/**
 * What the sides of a cooperation are told (their backlog entries: ../events.ts): the cooperation's link, the escrow
 * due, and the entries of a start, a funding, a phase move (which moves tell the other side, `TOLD`), a payment and the
 * completion.
 */
import { formatFen } from '../../../shared/money.js';
import type { BacklogInput } from '../events.js';
import type { CooperationItem, PhaseItem } from './model.js';
import { beijingDay } from './records.js';

export const cooperationLink = (projectId: string) => `/project/cooperate/${projectId}`;

/** What the escrow due is for: the whole project (一次性托管), or the phase whose turn it is. */
const escrowFor = (coop: Pick<CooperationItem, 'escrowPlan' | 'phaseCount'>, phase: Pick<PhaseItem, 'index' | 'name'>): string =>
  coop.escrowPlan === 'ALL_AT_ONCE' ? `一次性托管整个项目（全部${coop.phaseCount}个阶段）` : `第${phase.index}阶段「${phase.name}」`;

/** To party A: the escrow is due (the whole project's, or a phase's). */
export const escrowBacklog = (coop: Pick<CooperationItem, 'projectId' | 'projectName' | 'escrowPlan' | 'phaseCount'>, phase: Pick<PhaseItem, 'index' | 'name'>): BacklogInput => ({
  type: 'ESCROW_DUE',
  title: `待支付托管费：${coop.projectName}`,
  content: escrowFor(coop, phase),
  link: cooperationLink(coop.projectId),
  projectId: coop.projectId,
  aboutId: `${coop.projectId}#escrow#${phase.index}`,
  todo: true,
});

/**
 * What the sides of a cooperation are told besides the escrow due (their backlog entries: ../events.ts), one
 * definition for the moves (./starting.ts, ./escrow.ts, ./moves.ts, ./acceptance.ts) and the tests' state builders (test/support/states).
 */
export const cooperationBacklog = {
  /** To party B: party A started the cooperation. */
  started: (coop: Pick<CooperationItem, 'projectId' | 'projectName' | 'escrowPlan'>): BacklogInput => ({
    type: 'COOPERATION_STARTED',
    title: `合作已开始：${coop.projectName}`,
    content: coop.escrowPlan === 'ALL_AT_ONCE' ? '等待甲方一次性支付整个项目的托管费' : '等待甲方支付第一阶段的托管费',
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: coop.projectId,
    todo: false,
  }),
  /** To party B: the escrow is paid and the phase is to be written. */
  phaseStarted: (coop: Pick<CooperationItem, 'projectId' | 'projectName' | 'escrowPlan'>, phase: Pick<PhaseItem, 'index' | 'name'>, due: number): BacklogInput => ({
    type: 'PHASE_STARTED',
    title: `阶段开始：${coop.projectName}`,
    content: `甲方已${coop.escrowPlan === 'ALL_AT_ONCE' ? '一次性托管整个项目' : '托管'} ${formatFen(due)}，第${phase.index}阶段「${phase.name}」开始编写`,
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
  paid: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, phase: Pick<PhaseItem, 'index' | 'name'>, by: 'partyA' | 'platform' | 'desk', net: number, fee: number): BacklogInput => ({
    type: 'PHASE_PAID',
    title: `阶段验收通过：${coop.projectName}`,
    content: `第${phase.index}阶段「${phase.name}」${by === 'platform' ? '已自动验收，' : by === 'desk' ? '经平台裁决验收通过，' : ''}收到 ${formatFen(net)}（平台服务费 ${formatFen(fee)}）`,
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

/**
 * What the sides are told of an overdue phase and its postponement (./overdue.ts). Party B's entries are about the
 * phase (`#phase#`): its next move on the phase (a delivery, a request) or the acceptance settles them; party A's
 * request to answer is about the postponement (`#postpone#`), settled by its answer or the acceptance.
 */
export const overdueBacklog = {
  /** The phase's deadline passed before delivery: party B is to deliver or ask for time (a to-do), party A is told. */
  marked: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, phase: Pick<PhaseItem, 'index' | 'name'>, dueTime: number, to: 'partyA' | 'partyB'): BacklogInput => ({
    type: 'PHASE_OVERDUE',
    title: `阶段已逾期：${coop.projectName}`,
    content: `第${phase.index}阶段「${phase.name}」已超过计划完成时间 ${beijingDay(dueTime)}${to === 'partyB' ? '，请尽快提交验收或申请延期' : '，乙方尚未提交验收'}`,
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: `${coop.projectId}#phase#${phase.index}`,
    todo: to === 'partyB',
  }),
  /** To party A: party B asks for a new completion time, with its reason. */
  asked: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, phase: Pick<PhaseItem, 'index' | 'name'>, dueTime: number, reason: string): BacklogInput => ({
    type: 'PHASE_POSTPONE',
    title: `乙方申请延期：${coop.projectName}`,
    content: `第${phase.index}阶段「${phase.name}」申请将完成时间延至 ${beijingDay(dueTime)}，原因：${reason}`,
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: `${coop.projectId}#postpone#${phase.index}`,
    todo: true,
  }),
  /** To party B: party A agreed (the new deadline) or refused (its reason: still overdue, a to-do again). */
  answered: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, phase: Pick<PhaseItem, 'index' | 'name'>, agreed: boolean, dueTime: number, reason?: string): BacklogInput => ({
    type: 'PHASE_POSTPONE_ANSWERED',
    title: `${agreed ? '甲方同意延期' : '甲方拒绝延期'}：${coop.projectName}`,
    content: agreed ? `第${phase.index}阶段「${phase.name}」的完成时间改为 ${beijingDay(dueTime)}` : `第${phase.index}阶段「${phase.name}」仍为逾期，原因：${reason ?? ''}`,
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: `${coop.projectId}#phase#${phase.index}`,
    todo: !agreed,
  }),
};

/** The phase moves that move no money (acceptance pays: acceptPhase). */
export type PhaseMove = 'goCheck' | 'checkPass' | 'checkNoPass' | 'goCompile' | 'goAssess' | 'assessPass' | 'assessNoPass' | 'goAcceptance' | 'syncModify' | 'modifyAgain' | 'acceptanceNoPass' | 'ensureNoPass';

/** The side a move tells, and what: the other side of the one who moved. */
export const TOLD: Partial<Record<PhaseMove, { to: 'partyA' | 'partyB'; type: BacklogInput['type']; title: string; todo: boolean }>> = {
  goAssess: { to: 'partyA', type: 'PHASE_ASSESS', title: '待评估', todo: true },
  assessPass: { to: 'partyB', type: 'PHASE_ASSESSED', title: '评估通过', todo: false },
  assessNoPass: { to: 'partyB', type: 'PHASE_REVISE', title: '评估不通过', todo: true },
  goAcceptance: { to: 'partyA', type: 'PHASE_ACCEPT', title: '待验收', todo: true },
  syncModify: { to: 'partyA', type: 'PHASE_ACCEPT', title: '乙方同步了修改', todo: true },
  modifyAgain: { to: 'partyA', type: 'PHASE_WITHDRAWN', title: '乙方撤回验收修改', todo: false },
  acceptanceNoPass: { to: 'partyB', type: 'PHASE_REVISE', title: '验收不通过', todo: true },
};
