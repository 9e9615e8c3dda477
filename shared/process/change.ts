/**
 * A demand change of a running cooperation (需求变更, issue 30; docs/cooperation.md "Demand change"): one side
 * proposes new terms for the phases not yet accepted — amounts, days, names and deliverables, phases removed or added
 * at the end — and the other side agrees or refuses. While it is open the phases are held (the cooperation's matter,
 * functions/project/cooperation/matters.ts). The change takes effect — the phases rewritten, the escrow following the
 * new terms — in one posting: the agreement's, which returns to party A what escrow holds beyond what the new terms
 * fund; or, when the new terms fund more than escrow holds, party A's supplement (补缴托管费), until which the change
 * is agreed but not yet in force and the phases stay held. The proposer cancels before an answer (party A, or party B's
 * leader for a change party B proposed); an answer not given within CHANGE_LIMITS.answerDays days lets it lapse.
 *
 * The change object is created by its proposal: `NONE` is the initial state of the declaration only (no change open),
 * never stored.
 */
import { CHANGE_LIMITS } from '../limits.js';
import { PROJECT_ACTORS } from './project.js';
import { defineProcess, type StateOf } from './types.js';

const DAY = 24 * 60 * 60 * 1000;

const ANSWERING = ['A_PROPOSED', 'B_PROPOSED'] as const;

export const demandChangeProcess = defineProcess({
  name: 'demandChange',
  domain: 'project',
  version: 1,
  actors: PROJECT_ACTORS,
  label: '需求变更',
  initial: 'NONE',
  states: {
    NONE: { label: '未发起' },
    A_PROPOSED: { label: '待乙方答复', refusal: 'CHANGE_WAITING_B' },
    B_PROPOSED: { label: '待甲方答复', refusal: 'CHANGE_WAITING_A' },
    AGREED: { label: '已同意，待甲方补缴托管费', refusal: 'CHANGE_SUPPLEMENT_DUE' },
    EFFECTIVE: { label: '已生效', final: true, refusal: 'CHANGE_CLOSED' },
    REFUSED: { label: '已拒绝', final: true, refusal: 'CHANGE_CLOSED' },
    CANCELLED: { label: '已取消', final: true, refusal: 'CHANGE_CLOSED' },
    EXPIRED: { label: '已失效', final: true, refusal: 'CHANGE_CLOSED' },
  },
  transitions: [
    { name: 'proposeByA', label: '需求变更', actors: ['partyA'], from: ['NONE'], to: 'A_PROPOSED', guards: ['versionCurrent'], effects: ['holdPhases', 'tellChange'] },
    { name: 'proposeByB', label: '申请需求变更', actors: ['partyB'], from: ['NONE'], to: 'B_PROPOSED', guards: ['versionCurrent'], effects: ['holdPhases', 'tellChange'] },
    {
      name: 'agreeByB',
      label: '同意变更',
      actors: ['partyB'],
      from: ['A_PROPOSED'],
      to: 'AGREED',
      effects: ['tellChange'],
      ask: { confirm: '同意后，未验收的阶段按新条款执行，托管金额随之调整。确定同意变更吗？' },
    },
    {
      name: 'agreeByA',
      label: '同意变更',
      actors: ['partyA'],
      from: ['B_PROPOSED'],
      to: 'AGREED',
      effects: ['tellChange'],
      ask: { confirm: '同意后，未验收的阶段按新条款执行；托管金额增加的部分需您补缴，减少的部分退回您的钱包。确定同意变更吗？' },
    },
    { name: 'refuseByB', label: '拒绝变更', actors: ['partyB'], from: ['A_PROPOSED'], to: 'REFUSED', effects: ['releasePhases', 'tellChange'], ask: { confirm: '拒绝后各阶段按原条款继续。', reason: true } },
    { name: 'refuseByA', label: '拒绝变更', actors: ['partyA'], from: ['B_PROPOSED'], to: 'REFUSED', effects: ['releasePhases', 'tellChange'], ask: { confirm: '拒绝后各阶段按原条款继续。', reason: true } },
    { name: 'cancelByA', label: '取消变更', actors: ['partyA'], from: ['A_PROPOSED'], to: 'CANCELLED', effects: ['releasePhases', 'tellChange'], ask: { confirm: '取消后各阶段按原条款继续，将被删除阶段的文档恢复。确定取消变更吗？' } },
    { name: 'cancelByB', label: '取消变更', actors: ['partyB'], from: ['B_PROPOSED'], to: 'CANCELLED', effects: ['releasePhases', 'tellChange'], ask: { confirm: '取消后各阶段按原条款继续，将被删除阶段的文档恢复。确定取消变更吗？' } },
    {
      name: 'takeEffect',
      label: '变更生效',
      actors: ['platform'],
      from: ['AGREED'],
      to: 'EFFECTIVE',
      guards: ['nothingDue'],
      effects: ['applyTerms', 'refundEscrow', 'resumePhases'],
    },
    {
      name: 'paySupplement',
      label: '补缴托管费',
      actors: ['partyA'],
      from: ['AGREED'],
      to: 'EFFECTIVE',
      effects: ['supplementIn', 'applyTerms', 'resumePhases', 'tellChange'],
    },
    {
      name: 'lapse',
      label: '变更失效',
      actors: ['platform'],
      from: [...ANSWERING, 'AGREED'],
      to: 'EXPIRED',
      timer: { after: CHANGE_LIMITS.answerDays * DAY, label: `发起后${CHANGE_LIMITS.answerDays}天对方未答复，或同意后${CHANGE_LIMITS.answerDays}天甲方未补缴托管费，变更自动失效` },
      effects: ['releasePhases', 'tellChange'],
    },
  ],
  guards: {
    versionCurrent: { label: '所变更的是当前生效的条款版本', error: 'STALE_DATA' },
    nothingDue: { label: '新条款所需的托管金额不超过托管账户中的金额', error: 'CHANGE_SUPPLEMENT_DUE' },
  },
  effects: {
    holdPhases: '未验收的阶段暂停；将被删除阶段的文档只读',
    tellChange: '通知另一方（待办与实时推送），写入过程记录',
    applyTerms: '未验收的阶段按新条款改写（修改、删除、在最后新增），项目总额与条款版本更新；被删除阶段的文档保留为只读（与退款或补缴在同一笔记账中）',
    releasePhases: '各阶段按原条款继续；将被删除阶段的文档恢复',
    refundEscrow: '托管账户中多于新条款所需的金额退回甲方（与同意在同一笔记账中）',
    supplementIn: '甲方以支付密码从钱包补缴新条款所需的托管差额',
    resumePhases: '各阶段继续，当前阶段的计时重新开始',
  },
});

export type ChangeState = StateOf<typeof demandChangeProcess>;

/** The change's states in which it waits for an answer (the phases are held, the timer runs). */
export const CHANGE_ANSWERING: readonly ChangeState[] = ANSWERING;
/** The change's states that hold the cooperation (its matter is open). */
export const CHANGE_OPEN: readonly ChangeState[] = ['A_PROPOSED', 'B_PROPOSED', 'AGREED'];
