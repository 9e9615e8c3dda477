/**
 * The processes of Projects II (docs/cooperation.md; docs/processes.md is generated from these): a phase of an agreed
 * project from its escrow to its acceptance and payment, and a document task of a phase from its assignment to its
 * submission. The project itself goes on in ./project.ts (已达成合作 → 合作中 → 已完成).
 */
import { DOCUMENT_LIMITS, PHASE_ACCEPTANCE } from '../limits.js';
import { PROJECT_ACTORS } from './project.js';
import { defineProcess, type StateOf } from './types.js';

const DAY = 24 * 60 * 60 * 1000;

/** While party A has the phase before it (assessing or accepting): party B may still send a corrected document. */
const WITH_PARTY_A = ['ASSESSING', 'ACCEPTING'] as const;

/** Version 1: party B's check no-pass counted as a revision round (its phases in flight end on it; docs/processes.md "Versions"). */
export const phaseProcessV1 = defineProcess({
  name: 'phase',
  domain: 'project',
  version: 1,
  actors: PROJECT_ACTORS,
  label: '合作阶段',
  initial: 'PENDING',
  states: {
    PENDING: { label: '未开始' },
    UNFUNDED: { label: '待托管' },
    COMPILING: { label: '编写中' },
    CHECKING: { label: '待审核' },
    CHECKED: { label: '待交付' },
    ASSESSING: { label: '评估中' },
    ACCEPTING: { label: '待验收' },
    REJECTED: { label: '验收未通过' },
    ACCEPTED: { label: '已验收', final: true, refusal: 'PHASE_ACCEPTED' },
  },
  transitions: [
    // Its turn comes (the cooperation starts, or the phase before is accepted): funded already or not yet.
    { name: 'begin', label: '阶段开始', actors: ['platform'], from: ['PENDING'], to: 'UNFUNDED', guards: ['unfunded'], effects: ['askEscrow'] },
    { name: 'beginFunded', label: '阶段开始', actors: ['platform'], from: ['PENDING'], to: 'COMPILING', guards: ['funded'], effects: ['startClock'] },
    {
      name: 'fund',
      label: '支付托管费',
      actors: ['partyA'],
      from: ['UNFUNDED'],
      to: 'COMPILING',
      effects: ['escrowIn', 'startClock'],
    },
    { name: 'goCheck', label: '提交审核', actors: ['partyB'], from: ['COMPILING'], to: 'CHECKING', guards: ['documentsSubmitted'] },
    { name: 'checkPass', label: '审核通过', actors: ['partyB'], from: ['CHECKING'], to: 'CHECKED' },
    {
      name: 'checkNoPass',
      label: '审核不通过',
      actors: ['partyB'],
      from: ['CHECKING'],
      to: 'COMPILING',
      effects: ['reopenDocuments', 'countRound'],
      ask: { confirm: '审核不通过的文档将退回编写人修改。', reason: true },
    },
    { name: 'goCompile', label: '重新编写', actors: ['partyB'], from: ['CHECKED'], to: 'COMPILING', effects: ['reopenDocuments'], ask: { confirm: '确定退回重新编写吗？' } },
    { name: 'goAssess', label: '提交甲方评估', actors: ['partyB'], from: ['CHECKED'], to: 'ASSESSING' },
    { name: 'assessPass', label: '评估通过', actors: ['partyA'], from: ['ASSESSING'], to: 'CHECKED' },
    {
      name: 'assessNoPass',
      label: '评估不通过',
      actors: ['partyA'],
      from: ['ASSESSING'],
      to: 'COMPILING',
      effects: ['reopenDocuments', 'countRound'],
      ask: { confirm: '评估不通过，乙方将按您的意见修改。', reason: true },
    },
    {
      name: 'goAcceptance',
      label: '提交验收',
      actors: ['partyB'],
      from: ['CHECKED'],
      to: 'ACCEPTING',
      ask: { confirm: `提交后，甲方${PHASE_ACCEPTANCE.autoAcceptDays}天内未答复将自动验收通过。确定提交验收吗？` },
    },
    { name: 'syncModify', label: '同步修改', actors: ['partyB'], from: WITH_PARTY_A, effects: ['restartClock'] },
    { name: 'modifyAgain', label: '撤回修改', actors: ['partyB'], from: ['ACCEPTING'], to: 'COMPILING', effects: ['reopenDocuments'], ask: { confirm: '撤回后需重新提交验收。确定撤回修改吗？' } },
    {
      name: 'acceptancePass',
      label: '验收通过',
      actors: ['partyA'],
      from: ['ACCEPTING'],
      to: 'ACCEPTED',
      effects: ['payPhase', 'nextPhase'],
      ask: { confirm: '验收通过后，本阶段托管金额将支付给乙方。确定验收通过吗？' },
    },
    {
      name: 'acceptanceNoPass',
      label: '验收不通过',
      actors: ['partyA'],
      from: ['ACCEPTING'],
      to: 'REJECTED',
      effects: ['countRound'],
      ask: { confirm: '请写明不通过的原因，乙方将据此修改。', reason: true },
    },
    { name: 'ensureNoPass', label: '确认并修改', actors: ['partyB'], from: ['REJECTED'], to: 'COMPILING', effects: ['reopenDocuments'] },
    {
      name: 'remind',
      label: '验收提醒',
      actors: ['platform'],
      from: ['ACCEPTING'],
      timer: { after: (PHASE_ACCEPTANCE.autoAcceptDays - PHASE_ACCEPTANCE.remindDaysBefore[0]) * DAY, label: `自动验收前${PHASE_ACCEPTANCE.remindDaysBefore[0]}天提醒甲方` },
      effects: ['remindPartyA'],
    },
    {
      name: 'remindLast',
      label: '验收提醒',
      actors: ['platform'],
      from: ['ACCEPTING'],
      timer: { after: (PHASE_ACCEPTANCE.autoAcceptDays - PHASE_ACCEPTANCE.remindDaysBefore[1]) * DAY, label: `自动验收前${PHASE_ACCEPTANCE.remindDaysBefore[1]}天再次提醒甲方` },
      effects: ['remindPartyA'],
    },
    {
      name: 'autoAccept',
      label: '自动验收',
      actors: ['platform'],
      from: ['ACCEPTING'],
      to: 'ACCEPTED',
      timer: { after: PHASE_ACCEPTANCE.autoAcceptDays * DAY, label: `提交验收后${PHASE_ACCEPTANCE.autoAcceptDays}天甲方未答复，自动验收通过` },
      effects: ['payPhase', 'nextPhase'],
    },
  ],
  guards: {
    funded: { label: '本阶段的托管金额已支付', error: 'PHASE_UNFUNDED' },
    unfunded: { label: '本阶段的托管金额尚未支付', error: 'PROCESS_WRONG_STATE' },
    documentsSubmitted: { label: '本阶段的文档任务都已提交', error: 'DOCUMENTS_NOT_SUBMITTED' },
  },
  effects: {
    askEscrow: '提醒甲方支付本阶段的托管费',
    escrowIn: '从甲方钱包转入项目托管账户（按托管方式：本阶段或全部阶段）',
    startClock: '开始计算本阶段工期',
    reopenDocuments: '文档任务退回编写人修改',
    countRound: '修改轮次加一',
    restartClock: '自动验收的计时重新开始',
    payPhase: '从托管账户向乙方支付本阶段金额（扣除平台服务费）',
    nextPhase: '下一阶段开始；最后一个阶段验收后项目完成，剩余托管金额退回甲方',
    remindPartyA: '提醒甲方及时验收',
  },
});

/**
 * Version 2 (issue 28): party B's check is its own. Its no-pass counts in the phase's check rounds, which only party
 * B sees; revision rounds are party A's no-passes (assessment, acceptance). The escrow is worded and recorded by the
 * agreed funding mode (the whole project's at once, or each phase's).
 */
export const phaseProcessV2 = defineProcess({
  ...phaseProcessV1,
  version: 2,
  transitions: phaseProcessV1.transitions.map((t) => (t.name === 'checkNoPass' ? { ...t, effects: ['reopenDocuments', 'countCheckRound'] } : t)),
  effects: {
    ...phaseProcessV1.effects,
    escrowIn: '从甲方钱包转入项目托管账户（按托管方式：一次性托管整个项目，或按阶段托管本阶段）',
    countRound: '修改轮次加一（甲方的评估不通过、验收不通过）',
    countCheckRound: '乙方内部审核轮次加一（原因和轮次只有乙方可见）',
  },
});

/**
 * The phase states the overdue timer watches: party B still owes the delivery (a phase delivered and waiting for party
 * A's acceptance is not party B's delay, so 待验收 does not count; 撤回修改 brings it back under watch).
 */
export const OVERDUE_WATCHED = ['COMPILING', 'CHECKING', 'CHECKED', 'ASSESSING', 'REJECTED'] as const;

/**
 * Version 3 (issue 30): a phase past its planned end (`dueTime`) without being delivered is overdue. The platform's
 * timer at `dueTime` marks it and tells both sides; the phase then carries a postponement (逾期延期, the process
 * below) in which party B asks for a new date and party A agrees or refuses. Phases begun on versions 1 and 2 have no
 * such timer and are never marked (docs/processes.md "Versions").
 */
export const phaseProcess = defineProcess({
  ...phaseProcessV2,
  version: 3,
  transitions: [
    ...phaseProcessV2.transitions,
    {
      name: 'markOverdue',
      label: '阶段逾期',
      actors: ['platform'],
      from: OVERDUE_WATCHED,
      timer: { at: 'dueTime', label: '计划完成时间已过仍未提交验收，标记逾期并通知双方' },
      effects: ['openOverdue'],
    },
  ],
  effects: {
    ...phaseProcessV2.effects,
    openOverdue: '本阶段标记为已逾期（开始逾期延期流程），通知甲乙双方',
  },
});

export type PhaseState = StateOf<typeof phaseProcess>;

/**
 * An overdue phase's postponement (逾期延期, issue 30; docs/cooperation.md "Overdue and postponement"): it begins when
 * the phase's timer marks it overdue. Party B asks for a new completion date with its reason; party A agrees — the
 * phase's deadline moves to that date, and the days it moves stay in the history's delay rate — or refuses with its
 * reason, which leaves the phase overdue (party B may ask again). Kept on the phase it belongs to (`overdue`).
 */
export const postponementProcess = defineProcess({
  name: 'postponement',
  domain: 'project',
  version: 1,
  actors: PROJECT_ACTORS,
  label: '逾期延期',
  initial: 'OVERDUE',
  states: {
    OVERDUE: { label: '已逾期', refusal: 'POSTPONE_NOT_ASKED' },
    ASKED: { label: '延期待甲方确认', refusal: 'POSTPONE_ASKED' },
    POSTPONED: { label: '已同意延期', final: true, refusal: 'PHASE_NOT_OVERDUE' },
  },
  transitions: [
    { name: 'askPostpone', label: '申请延期', actors: ['partyB'], from: ['OVERDUE'], to: 'ASKED', effects: ['tellPostpone'], ask: { reason: true } },
    {
      name: 'agreePostpone',
      label: '同意延期',
      actors: ['partyA'],
      from: ['ASKED'],
      to: 'POSTPONED',
      effects: ['moveDeadline', 'tellPostpone'],
      ask: { confirm: '同意后，本阶段的计划完成时间改为乙方申请的日期；延期仍按原计划完成时间计入项目历史的延期率。确定同意延期吗？' },
    },
    {
      name: 'refusePostpone',
      label: '拒绝延期',
      actors: ['partyA'],
      from: ['ASKED'],
      to: 'OVERDUE',
      effects: ['tellPostpone'],
      ask: { confirm: '拒绝后本阶段仍为逾期，请写明原因。', reason: true },
    },
  ],
  guards: {},
  effects: {
    tellPostpone: '通知另一方（待办与实时推送），写入过程记录',
    moveDeadline: '本阶段的计划完成时间改为申请的日期，重新计时逾期；原计划完成时间保留，延期天数计入历史的延期率',
  },
});

export type PostponementState = StateOf<typeof postponementProcess>;

/**
 * Party B's own check (审核), internal to it (docs/cooperation.md "Phases"): sending to check, its pass and no-pass,
 * and taking a checked phase back to writing. Party A is shown none of their records or reasons: what it sees of a
 * phase's work begins with what party B delivers to it (评估, 验收).
 */
export const PARTY_B_INTERNAL_MOVES: readonly string[] = ['goCheck', 'checkPass', 'checkNoPass', 'goCompile'];

/** Phase states in which party B works on the documents (the phase's clock runs). */
export const WORKING_PHASE_STATES: readonly PhaseState[] = ['COMPILING', 'CHECKING', 'CHECKED', 'ASSESSING', 'ACCEPTING', 'REJECTED'];

/** Version 1: the document task before take-over (its tasks in flight end on it; docs/processes.md "Versions"). */
export const documentTaskProcessV1 = defineProcess({
  name: 'documentTask',
  domain: 'project',
  version: 1,
  actors: PROJECT_ACTORS,
  label: '文档任务',
  initial: 'ASSIGNED',
  states: {
    ASSIGNED: { label: '待编写' },
    WRITING: { label: '编写中' },
    SUBMITTED: { label: '已提交' },
    STOPPED: { label: '已停止', final: true, refusal: 'DOCUMENT_TASK_STOPPED' },
  },
  transitions: [
    { name: 'startWriting', label: '开始编写', actors: ['member'], from: ['ASSIGNED'], to: 'WRITING', guards: ['phaseOpen'] },
    { name: 'submit', label: '提交文档', actors: ['member'], from: ['ASSIGNED', 'WRITING'], to: 'SUBMITTED', guards: ['phaseOpen'] },
    { name: 'reopen', label: '退回修改', actors: ['platform'], from: ['SUBMITTED'], to: 'WRITING' },
    { name: 'stop', label: '停止协作', actors: ['partyB'], from: ['ASSIGNED', 'WRITING', 'SUBMITTED'], to: 'STOPPED', ask: { confirm: '停止后该成员不能再编写此文档。确定停止吗？' } },
  ],
  guards: {
    phaseOpen: { label: '阶段处于编写中', error: 'PHASE_NOT_COMPILING' },
  },
  effects: {},
});

/**
 * Version 2 (issue 30): party B's leader takes over (接管) the task of a writer who left party B or has not touched it
 * for DOCUMENT_LIMITS.takeOverIdleDays days. The task stays in its state; its writer becomes the leader or the member
 * the leader names, the edit lock passes from the former writer to the new one, the draft and its versions stay, and
 * both writers are told (docs/cooperation.md "Take-over").
 */
export const documentTaskProcess = defineProcess({
  ...documentTaskProcessV1,
  version: 2,
  transitions: [
    ...documentTaskProcessV1.transitions,
    {
      name: 'takeOver',
      label: '接管',
      actors: ['partyB'],
      from: ['ASSIGNED', 'WRITING'],
      guards: ['writerAway'],
      effects: ['moveWriter', 'tellWriters'],
      ask: { confirm: '接管后原编写人将不能再编辑此文档，草稿和历史版本保留。确定接管吗？' },
    },
  ],
  guards: {
    ...documentTaskProcessV1.guards,
    writerAway: { label: `编写人已离开乙方，或该文档已${DOCUMENT_LIMITS.takeOverIdleDays}天无人编辑`, error: 'DOCUMENT_NOT_TAKEABLE' },
  },
  effects: {
    moveWriter: '编写人改为接管人（乙方负责人本人或其指定的在职成员）；编辑锁从原编写人收回并交给接管人；草稿和历史版本保留',
    tellWriters: '通知原编写人和接管人（消息与实时推送）；双方都能看到由谁在何时接管',
  },
});

export type DocumentTaskState = StateOf<typeof documentTaskProcess>;

/** Every process of Projects II, by name (the newest version of each). */
export const COOPERATION_PROCESSES = { phase: phaseProcess, documentTask: documentTaskProcess, postponement: postponementProcess } as const;
