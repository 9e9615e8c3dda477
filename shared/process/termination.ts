/**
 * Termination by agreement and recovery (终止合作与恢复, issue 30; docs/cooperation.md "Termination"): kept on the
 * cooperation item (`termination`), one at a time, and open as the cooperation's matter while a proposal waits.
 *
 * Either side opens it with a reason and a split of what escrow holds (how much party B keeps for work done):
 * `start_terminated_negotiate` opens a negotiation the other side may counter (versioned, as negotiation terms are);
 * `start_terminated_project` (and party B's leader's `leader_terminated_project`) asks the other side to end at once on
 * that split — agreed or refused, never countered. The other side agrees (the split is posted, the project goes to
 * 已终止), refuses (the matter closes, the phases go on; a dispute may follow), or counters; a proposal nobody answers
 * for TERMINATION_LIMITS.answerDays is withdrawn by the platform. A terminated cooperation may be recovered within
 * TERMINATION_LIMITS.recoverDays: one side asks, the other agrees (the settlement reversed exactly) or refuses.
 *
 * The states say who must answer (待乙方答复: party A proposed), so each move is a transition per side.
 */
import { TERMINATION_LIMITS } from '../limits.js';
import { PROJECT_ACTORS } from './project.js';
import { defineProcess, type StateOf } from './types.js';

const DAY = 24 * 60 * 60 * 1000;

/** Where a new proposal may be made: nothing open (never proposed, refused, withdrawn, or recovered). */
const IDLE = ['NONE', 'REFUSED', 'WITHDRAWN', 'RECOVERED'] as const;

const OPENING = { confirm: '发起后，各阶段暂停，直至对方答复。', reason: true } as const;

export const terminationProcess = defineProcess({
  name: 'termination',
  domain: 'project',
  version: 1,
  actors: PROJECT_ACTORS,
  label: '终止合作',
  initial: 'NONE',
  states: {
    NONE: { label: '未发起', refusal: 'TERMINATION_NOT_PROPOSED' },
    WAIT_B: { label: '待乙方答复', refusal: 'TERMINATION_WAITING' },
    WAIT_A: { label: '待甲方答复', refusal: 'TERMINATION_WAITING' },
    TERMINATED: { label: '已终止', refusal: 'COOPERATION_NOT_RUNNING' },
    REFUSED: { label: '已拒绝', refusal: 'TERMINATION_NOT_PROPOSED' },
    WITHDRAWN: { label: '已撤回', refusal: 'TERMINATION_NOT_PROPOSED' },
    RECOVER_WAIT_B: { label: '恢复待乙方同意', refusal: 'TERMINATION_WAITING' },
    RECOVER_WAIT_A: { label: '恢复待甲方同意', refusal: 'TERMINATION_WAITING' },
    RECOVERED: { label: '已恢复', refusal: 'TERMINATION_NOT_PROPOSED' },
  },
  transitions: [
    // start_terminated_negotiate: a proposal to negotiate.
    { name: 'negotiateByA', label: '协商终止', actors: ['partyA'], from: IDLE, to: 'WAIT_B', guards: ['running', 'noMatter', 'splitValid'], effects: ['openMatter', 'tellOther'], ask: OPENING },
    { name: 'negotiateByB', label: '协商终止', actors: ['partyB'], from: IDLE, to: 'WAIT_A', guards: ['running', 'noMatter', 'splitValid'], effects: ['openMatter', 'tellOther'], ask: OPENING },
    // start_terminated_project (and party B's leader_terminated_project): end at once on this split, if the other agrees.
    { name: 'requestByA', label: '申请终止', actors: ['partyA'], from: IDLE, to: 'WAIT_B', guards: ['running', 'noMatter', 'splitValid'], effects: ['openMatter', 'tellOther'], ask: OPENING },
    { name: 'requestByB', label: '申请终止', actors: ['partyB'], from: IDLE, to: 'WAIT_A', guards: ['running', 'noMatter', 'splitValid'], effects: ['openMatter', 'tellOther'], ask: OPENING },
    // terminated_negotiate: a counter-proposal, the next version.
    { name: 'counterByA', label: '提出新方案', actors: ['partyA'], from: ['WAIT_A'], to: 'WAIT_B', guards: ['versionCurrent', 'negotiable', 'splitValid'], effects: ['tellOther'], ask: { reason: true } },
    { name: 'counterByB', label: '提出新方案', actors: ['partyB'], from: ['WAIT_B'], to: 'WAIT_A', guards: ['versionCurrent', 'negotiable', 'splitValid'], effects: ['tellOther'], ask: { reason: true } },
    // agree_terminated_project
    {
      name: 'agreeByA',
      label: '同意终止',
      actors: ['partyA'],
      from: ['WAIT_A'],
      to: 'TERMINATED',
      guards: ['versionCurrent', 'escrowUnchanged'],
      effects: ['settleSplit', 'terminateProject', 'countHistory', 'tellBoth'],
      ask: { confirm: '同意后合作终止，托管中的金额按此方案结算（乙方所得扣除平台服务费）。确定同意终止吗？' },
    },
    {
      name: 'agreeByB',
      label: '同意终止',
      actors: ['partyB'],
      from: ['WAIT_B'],
      to: 'TERMINATED',
      guards: ['versionCurrent', 'escrowUnchanged'],
      effects: ['settleSplit', 'terminateProject', 'countHistory', 'tellBoth'],
      ask: { confirm: '同意后合作终止，托管中的金额按此方案结算（乙方所得扣除平台服务费）。确定同意终止吗？' },
    },
    // no_agree_terminated_project
    { name: 'refuseByA', label: '拒绝终止', actors: ['partyA'], from: ['WAIT_A'], to: 'REFUSED', guards: ['versionCurrent'], effects: ['closeMatter', 'tellOther'], ask: { confirm: '拒绝后合作继续；如有争议可申请纠纷处理。', reason: true } },
    { name: 'refuseByB', label: '拒绝终止', actors: ['partyB'], from: ['WAIT_B'], to: 'REFUSED', guards: ['versionCurrent'], effects: ['closeMatter', 'tellOther'], ask: { confirm: '拒绝后合作继续；如有争议可申请纠纷处理。', reason: true } },
    {
      name: 'expire',
      label: '终止申请过期',
      actors: ['platform'],
      from: ['WAIT_A', 'WAIT_B'],
      to: 'WITHDRAWN',
      timer: { after: TERMINATION_LIMITS.answerDays * DAY, label: `${TERMINATION_LIMITS.answerDays}天无人答复，终止申请自动撤回，合作继续` },
      effects: ['closeMatter', 'tellBoth'],
    },
    // The dispute's decision (functions/project/cooperation/termination.ts terminateWithSplit): ends it on the desk's split.
    {
      name: 'decide',
      label: '裁决终止',
      actors: ['platform'],
      from: [...IDLE, 'WAIT_A', 'WAIT_B'],
      to: 'TERMINATED',
      effects: ['settleSplit', 'terminateProject', 'countHistory', 'tellBoth'],
    },
    // recover_project: one side asks, the other agrees or refuses.
    { name: 'recoverByA', label: '申请恢复合作', actors: ['partyA'], from: ['TERMINATED'], to: 'RECOVER_WAIT_B', guards: ['withinWindow'], effects: ['tellOther'], ask: { confirm: '恢复需乙方同意；同意后终止时的结算原样退回托管账户，合作回到终止前的状态。' } },
    { name: 'recoverByB', label: '申请恢复合作', actors: ['partyB'], from: ['TERMINATED'], to: 'RECOVER_WAIT_A', guards: ['withinWindow'], effects: ['tellOther'], ask: { confirm: '恢复需甲方同意；同意后终止时的结算原样退回托管账户，合作回到终止前的状态。' } },
    {
      name: 'agreeRecoverByA',
      label: '同意恢复',
      actors: ['partyA'],
      from: ['RECOVER_WAIT_A'],
      to: 'RECOVERED',
      guards: ['withinWindow'],
      effects: ['reverseSplit', 'recoverProject', 'uncountHistory', 'resumePhases', 'tellBoth'],
      ask: { confirm: '同意后，终止时退回您的托管金额将从您的钱包转回托管账户，合作继续。确定同意恢复吗？' },
    },
    {
      name: 'agreeRecoverByB',
      label: '同意恢复',
      actors: ['partyB'],
      from: ['RECOVER_WAIT_B'],
      to: 'RECOVERED',
      guards: ['withinWindow'],
      effects: ['reverseSplit', 'recoverProject', 'uncountHistory', 'resumePhases', 'tellBoth'],
      ask: { confirm: '同意后，终止时您收到的金额将从您的钱包转回托管账户，合作继续。确定同意恢复吗？' },
    },
    { name: 'refuseRecoverByA', label: '拒绝恢复', actors: ['partyA'], from: ['RECOVER_WAIT_A'], to: 'TERMINATED', effects: ['tellOther'], ask: { confirm: '拒绝后合作保持终止。确定拒绝恢复吗？' } },
    { name: 'refuseRecoverByB', label: '拒绝恢复', actors: ['partyB'], from: ['RECOVER_WAIT_B'], to: 'TERMINATED', effects: ['tellOther'], ask: { confirm: '拒绝后合作保持终止。确定拒绝恢复吗？' } },
  ],
  guards: {
    running: { label: '合作进行中', error: 'COOPERATION_NOT_RUNNING' },
    noMatter: { label: '没有正在处理的需求变更、终止或纠纷', error: 'COOPERATION_MATTER_OPEN' },
    splitValid: { label: '乙方所得在0与当前托管金额之间', error: 'TERMINATION_SPLIT_INVALID' },
    versionCurrent: { label: '所答复的是最新版本的终止方案', error: 'STALE_DATA' },
    negotiable: { label: '该申请以协商方式发起（申请终止只能同意或拒绝）', error: 'TERMINATION_NOT_NEGOTIABLE' },
    escrowUnchanged: { label: '托管金额与提出方案时相同', error: 'TERMINATION_ESCROW_CHANGED' },
    withinWindow: { label: `终止后${TERMINATION_LIMITS.recoverDays}天内`, error: 'RECOVERY_WINDOW_PASSED' },
  },
  effects: {
    openMatter: '合作的待处理事项设为本次终止，各阶段暂停；通知对方',
    tellOther: '通知另一方（待办与实时推送），写入过程记录',
    tellBoth: '通知双方（待办与实时推送），写入过程记录',
    closeMatter: '关闭待处理事项，各阶段继续（验收计时重新开始）',
    settleSplit: '托管中的金额一次记账结算：乙方所得扣除平台服务费，其余退回甲方',
    terminateProject: '合作与项目改为已终止（项目流程版本1的项目同时升级为版本2）',
    countHistory: '写入项目历史、业绩与信用（终止原因、延期率；发起终止的一方信用扣分）',
    reverseSplit: '终止时的结算一次记账原样退回托管账户（乙方退回所得、平台退回服务费、甲方退回所得）；任一钱包余额不足则不恢复',
    recoverProject: '合作与项目回到合作中，各阶段回到终止前的状态',
    uncountHistory: '撤销终止时写入的历史、业绩与信用',
    resumePhases: '当前阶段的计时重新开始',
  },
});

export type TerminationState = StateOf<typeof terminationProcess>;

/** States in which a proposal waits for an answer (the cooperation's matter is open). */
export const TERMINATION_WAITING_STATES: readonly TerminationState[] = ['WAIT_A', 'WAIT_B'];
