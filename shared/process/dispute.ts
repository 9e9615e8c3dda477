/**
 * A cooperation's dispute (纠纷, issue 30; docs/cooperation.md "Disputes"; docs/processes.md is generated from this):
 * either side asks the platform to step in — after party A refused the running phase's acceptance again and again,
 * or after a termination proposal was refused — and the platform's service desk (平台客服) decides. The desk takes the
 * case and both sides give their evidence within DISPUTE.evidenceDays (again after each of the desk's questions);
 * then the desk rules: for an acceptance dispute 验收通过 (the phase paid as an acceptance), 继续修改 (the cooperation
 * goes on) or 终止合作 with a split of the escrow; for a termination dispute 终止合作 with a split, or 合作继续. The
 * side that opened it may withdraw it until the ruling. Timers keep it moving when nobody answers: a case no desk
 * staff took goes to evidence by itself, the opener's side giving no evidence in time closes it, and a ruling that
 * does not come is escalated on the desk's list.
 *
 * While it is open the cooperation's phases are held (functions/project/cooperation/matters.ts): its item is kept
 * beside the cooperation's (`PROJECT#<id>` / `DISPUTE#<id>`), its evidence and the desk's questions beside it.
 */
import { DISPUTE } from '../limits.js';
import { PROJECT_ACTORS } from './project.js';
import { defineProcess, type StateOf } from './types.js';

const DAY = 24 * 60 * 60 * 1000;

/** The sides of a project, and the platform's service desk, whose staff take and rule on disputes. */
export const DISPUTE_ACTORS = { ...PROJECT_ACTORS, desk: '平台客服' } as const;
export type DisputeActor = keyof typeof DISPUTE_ACTORS;

/** The states in which the dispute is open (the cooperation's matter; the desk's list of open disputes). */
export const OPEN_DISPUTE_STATES = ['OPEN', 'EVIDENCE', 'DECIDING'] as const;

export const disputeProcess = defineProcess({
  name: 'dispute',
  domain: 'project',
  version: 1,
  actors: DISPUTE_ACTORS,
  label: '纠纷处理',
  initial: 'OPEN',
  states: {
    OPEN: { label: '待受理' },
    EVIDENCE: { label: '举证中' },
    DECIDING: { label: '待裁决', refusal: 'DISPUTE_EVIDENCE_CLOSED' },
    DECIDED: { label: '已裁决', final: true, refusal: 'DISPUTE_ENDED' },
    WITHDRAWN: { label: '已撤回', final: true, refusal: 'DISPUTE_ENDED' },
    CLOSED: { label: '已关闭', final: true, refusal: 'DISPUTE_ENDED' },
  },
  transitions: [
    { name: 'take', label: '受理', actors: ['desk'], from: ['OPEN'], to: 'EVIDENCE', effects: ['askEvidence'] },
    {
      name: 'autoTake',
      label: '自动受理',
      actors: ['platform'],
      from: ['OPEN'],
      to: 'EVIDENCE',
      timer: { after: DISPUTE.deskDays * DAY, label: `${DISPUTE.deskDays}天内无客服受理，自动进入举证` },
      effects: ['askEvidence'],
    },
    { name: 'submitEvidence', label: '提交证据', actors: ['partyA', 'partyB'], from: ['OPEN', 'EVIDENCE'], effects: ['keepEvidence'] },
    { name: 'ask', label: '要求补充证据', actors: ['desk'], from: ['EVIDENCE', 'DECIDING'], to: 'EVIDENCE', effects: ['askEvidence'], ask: { reason: true } },
    { name: 'closeEvidence', label: '结束举证', actors: ['desk'], from: ['EVIDENCE'], to: 'DECIDING' },
    {
      name: 'evidenceDue',
      label: '举证期满',
      actors: ['platform'],
      from: ['EVIDENCE'],
      to: 'DECIDING',
      guards: ['openerEvidence'],
      timer: { after: DISPUTE.evidenceDays * DAY, label: `举证${DISPUTE.evidenceDays}天期满，申请方已举证，等待平台裁决` },
    },
    {
      name: 'closeSilent',
      label: '申请方未举证，关闭',
      actors: ['platform'],
      from: ['EVIDENCE'],
      to: 'CLOSED',
      guards: ['noOpenerEvidence'],
      timer: { after: DISPUTE.evidenceDays * DAY, label: `举证${DISPUTE.evidenceDays}天期满，申请方未提交证据，纠纷关闭` },
      effects: ['release', 'tellParties'],
    },
    {
      name: 'escalate',
      label: '裁决超时，加急',
      actors: ['platform'],
      from: ['DECIDING'],
      timer: { after: DISPUTE.decideDays * DAY, label: `待裁决${DISPUTE.decideDays}天仍未裁决，在平台客服的列表中加急` },
      effects: ['escalate'],
    },
    { name: 'decide', label: '裁决', actors: ['desk'], from: ['EVIDENCE', 'DECIDING'], to: 'DECIDED', effects: ['rule', 'release', 'tellParties'], ask: { reason: true } },
    {
      name: 'withdraw',
      label: '撤回平台介入',
      actors: ['partyA', 'partyB'],
      from: ['OPEN', 'EVIDENCE', 'DECIDING'],
      to: 'WITHDRAWN',
      guards: ['opener'],
      effects: ['release', 'tellParties'],
      ask: { confirm: '撤回后纠纷结束，合作按当前状态继续。确定撤回吗？' },
    },
  ],
  guards: {
    opener: { label: '由申请平台介入的一方撤回', error: 'DISPUTE_NOT_OPENER' },
    openerEvidence: { label: '申请方已提交证据', error: 'PROCESS_WRONG_STATE' },
    noOpenerEvidence: { label: '申请方未提交证据', error: 'PROCESS_WRONG_STATE' },
  },
  effects: {
    askEvidence: `通知甲乙双方在${DISPUTE.evidenceDays}天内提交证据（待办与实时推送）`,
    keepEvidence: '保存证据（文字与附件，仅双方与平台客服可见），通知对方与平台客服',
    escalate: '在平台客服的待处理列表中标记加急',
    rule: '执行裁决：验收通过并支付本阶段（同一次记账）、终止合作并按裁决分配托管金额（同一次记账），或合作继续',
    release: '纠纷结束，解除对各阶段的暂停；待验收的阶段重新开始自动验收计时',
    tellParties: '通知甲乙双方（待办与实时推送），写入过程记录',
  },
});

export type DisputeState = StateOf<typeof disputeProcess>;

/** What a dispute is about: the running phase's acceptance, or a termination the parties could not agree on. */
export const DISPUTE_KINDS = { ACCEPTANCE: '验收争议', TERMINATION: '终止合作争议' } as const;
export type DisputeKind = keyof typeof DISPUTE_KINDS;

/** The desk's rulings, and which kinds of dispute each ends. */
export const DISPUTE_RULINGS = {
  ACCEPT: { label: '验收通过', kinds: ['ACCEPTANCE'] },
  REVISE: { label: '继续修改', kinds: ['ACCEPTANCE'] },
  CONTINUE: { label: '合作继续', kinds: ['TERMINATION'] },
  TERMINATE: { label: '终止合作', kinds: ['ACCEPTANCE', 'TERMINATION'] },
} as const satisfies Record<string, { label: string; kinds: readonly DisputeKind[] }>;
export type DisputeRuling = keyof typeof DISPUTE_RULINGS;
