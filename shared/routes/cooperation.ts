/**
 * Routes of a cooperation (Projects II, docs/cooperation.md): spec §7.3's cooperation, phase, record and handover
 * calls under /api/WEB_CLIENT/PROJECTFLOW/, kept exactly, and the project's own list of cooperations. Served by the
 * project function. Who may call each beyond `access` (party A, party B's leader, either side's staff reading) is the
 * cooperation's rule (docs/cooperation.md "Who is who"): anyone else gets 404.
 */
import type { Page } from '../envelope.js';
import {
  askPostponeInput,
  cooperationInput,
  cooperationsInput,
  handoverInput,
  payEscrowInput,
  phaseCallInput,
  phaseReasonInput,
  phaseRecordsInput,
  recordsInput,
  tipsInput,
  type CooperationCard,
  type CooperationDetail,
  type OverdueAnswer,
  type PhaseView,
  type ProcessRecordView,
} from '../schemas/cooperation.js';
import {
  changeCallInput,
  changeRefuseInput,
  changeSupplementInput,
  startChangeInput,
  type ChangeAnswer,
  type ChangeRecovery,
  type ChangeRefunds,
  type ChangeView,
} from '../schemas/cooperation-change.js';
import {
  deskAskInput,
  deskDecideInput,
  deskDisputesInput,
  disputeDetailInput,
  disputeEvidenceInput,
  disputeInput,
  disputeVerifyInput,
  openDisputeInput,
  type DeskDisputeRow,
  type DisputeCase,
  type DisputeView,
  type DisputeWindow,
} from '../schemas/cooperation-dispute.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const FLOW = '/api/WEB_CLIENT/PROJECTFLOW';
const COOP = `${FLOW}/projects/cooperate`;
const DOCS = `${FLOW}/projects/documents`;

/** A phase move's route: the phase's new state comes back. */
const move = <const I extends string>(id: I, path: string, summary: string) =>
  route({ id, method: 'POST', path, domain: 'project', access: 'user', input: phaseCallInput, output: returns<PhaseView>(), summary });
/** A no-pass: the same, with its reason. */
const refuse = <const I extends string>(id: I, path: string, summary: string) =>
  route({ id, method: 'POST', path, domain: 'project', access: 'user', input: phaseReasonInput, output: returns<PhaseView>(), summary });

const handover = <const I extends string>(id: I, path: string, summary: string) =>
  route({ id, method: 'POST', path, domain: 'project', access: 'user', input: handoverInput, output: returns<{ id: string }>(), summary });

export const cooperationRoutes = servedBy('project-cooperation', [
  // ------------------------------------------------------------ start, escrow, where it stands
  route({ id: 'project.coop.start', method: 'POST', path: `${COOP}/start_cooperation`, domain: 'project', access: 'user', input: cooperationInput, output: returns<CooperationDetail>(), summary: '甲方按达成的条款开始合作：创建各阶段，第一阶段待托管，建立项目群' }),
  route({ id: 'project.coop.payEscrow', method: 'POST', path: `${COOP}/pay_escrow_fee`, domain: 'project', access: 'user', input: payEscrowInput, output: returns<CooperationDetail>(), summary: '甲方支付托管费（支付密码、requestId；金额须与应付托管金额一致）：从钱包转入项目托管账户，阶段开始' }),
  route({ id: 'project.coop.info', method: 'POST', path: `${COOP}/info/query`, domain: 'project', access: 'user', input: cooperationInput, output: returns<CooperationDetail>(), summary: '合作详情（仅双方）：各阶段、托管与付款、当前阶段可进行的操作、下一步' }),
  route({ id: 'project.coop.list', method: 'POST', path: `${FLOW}/projects/cooperations`, domain: 'project', access: 'user', input: cooperationsInput, output: returns<Page<CooperationCard>>(), summary: '项目中心：进行中、已完成或已终止的合作（作为甲方或乙方；side 为 partyA 或 partyB 时只列该方，供单位项目管理），最近更新在前' }),
  route({ id: 'project.coop.progress', method: 'POST', path: `${FLOW}/projects/progress/query`, domain: 'project', access: 'user', input: cooperationInput, output: returns<unknown>(), summary: '合作进度：已验收阶段、按金额的完成比例、各阶段计划与实际时间、逾期天数' }),
  route({ id: 'project.coop.status', method: 'POST', path: `${FLOW}/projects/project_cooperate_status`, domain: 'project', access: 'user', input: cooperationInput, output: returns<unknown>(), summary: '合作状态：项目状态、当前阶段及其状态、我的身份和下一步' }),
  route({ id: 'project.coop.serviceStatus', method: 'GET', path: `${FLOW}/projects/check_service_status`, domain: 'project', access: 'user', input: cooperationInput, output: returns<unknown>(), summary: '托管服务状态：当前阶段是否已托管、应付托管金额、托管账户余额' }),
  route({ id: 'project.coop.nextStep', method: 'POST', path: `${FLOW}/projects/third_project_next_step`, domain: 'project', access: 'user', input: cooperationInput, output: returns<{ nextStep: string }>(), summary: '下一步（对我而言）：如“请支付第1阶段的托管费”“等待甲方验收第2阶段”' }),
  route({ id: 'project.coop.dates', method: 'POST', path: `${FLOW}/projects/get_project_date_data`, domain: 'project', access: 'user', input: cooperationInput, output: returns<unknown>(), summary: '项目日期：开始、各阶段计划与实际起止、计划与实际完成' }),
  route({ id: 'project.coop.completion', method: 'POST', path: `${FLOW}/projects/project_completion`, domain: 'project', access: 'user', input: cooperationInput, output: returns<unknown>(), summary: '项目完成情况（已完成的合作）：支付给乙方、平台服务费、退回甲方的金额，修改轮次' }),
  route({ id: 'project.coop.tips', method: 'POST', path: `${COOP}/update_acceptance_assess_first_tips_status`, domain: 'project', access: 'user', input: tipsInput, output: returns<{ seen: boolean }>(), summary: '首次评估或验收的提示已读（每人一次）' }),
  // ------------------------------------------------------------ the phase process (docs/processes.md "合作阶段")
  move('project.coop.goCheck', `${DOCS}/go_check`, '乙方负责人：本阶段文档提交审核（文档任务须都已提交）'),
  move('project.coop.checkPass', `${COOP}/checkDoc`, '乙方负责人：审核通过'),
  refuse('project.coop.checkNoPass', `${COOP}/ongoing_check_no_pass`, '乙方负责人：审核不通过（须写原因），文档退回编写人'),
  move('project.coop.goCompile', `${DOCS}/go_compile`, '乙方负责人：审核通过后退回重新编写'),
  move('project.coop.goAssess', `${DOCS}/go_assess`, '乙方：提交甲方评估'),
  move('project.coop.assessPass', `${COOP}/assess_pass`, '甲方：评估通过'),
  refuse('project.coop.assessNoPass', `${COOP}/assess_no_pass`, '甲方：评估不通过（须写原因），修改轮次加一'),
  move('project.coop.goAcceptance', `${DOCS}/go_acceptance`, '乙方：提交验收（甲方14天未答复自动验收通过）'),
  move('project.coop.syncModify', `${DOCS}/sync_modify`, '乙方：评估或验收中同步修改（自动验收计时重新开始）'),
  move('project.coop.modifyAgain', `${DOCS}/modify_again`, '乙方：撤回验收，重新修改'),
  move('project.coop.acceptancePass', `${COOP}/acceptance_pass`, '甲方：验收通过，本阶段金额（扣除平台服务费）从托管账户支付给乙方'),
  refuse('project.coop.acceptanceNoPass', `${COOP}/acceptance_no_pass`, '甲方：验收不通过（须写原因）'),
  refuse('project.coop.purchaseNoPass', `${COOP}/purchase_process_acceptance_no_pass`, '甲方：采购流程的验收不通过（须写原因），同验收不通过'),
  move('project.coop.ensureNoPass', `${COOP}/ensure_acceptance_no_pass`, '乙方：确认验收不通过并修改，修改轮次加一'),
  // ------------------------------------------------------------ overdue and postponement (docs/cooperation.md "Overdue and postponement")
  route({ id: 'project.coop.queryOverdue', method: 'POST', path: `${COOP}/query_overdue`, domain: 'project', access: 'user', input: cooperationInput, output: returns<OverdueAnswer>(), summary: '逾期情况（双方）：标记为逾期的阶段、逾期天数、延期申请及甲方的答复、我可进行的操作' }),
  route({ id: 'project.coop.askPostpone', method: 'POST', path: `${COOP}/apply_overdue_postpone`, domain: 'project', access: 'user', input: askPostponeInput, output: returns<PhaseView>(), summary: '乙方：逾期的阶段申请延期（延期后的完成时间、原因），等待甲方同意（规范未列出此调用）' }),
  move('project.coop.agreePostpone', `${FLOW}/projects/agree-change-overdue-postpone`, '甲方：同意延期，阶段的计划完成时间改为乙方申请的时间（已逾期的天数仍计入历史延期率）'),
  refuse('project.coop.refusePostpone', `${COOP}/refuse_overdue_postpone`, '甲方：拒绝延期（须写原因），阶段仍为逾期（规范未列出此调用）'),
  // ------------------------------------------------------------ demand change (docs/cooperation.md "Demand change")
  route({ id: 'project.coop.queryChange', method: 'POST', path: `${COOP}/query_demand_change`, domain: 'project', access: 'user', input: cooperationInput, output: returns<ChangeAnswer>(), summary: '需求变更（双方）：当前条款版本、进行中或最近一次的变更（各阶段的变化、托管的退补）、我可进行的操作（规范未列出此调用）' }),
  route({ id: 'project.coop.startChange', method: 'POST', path: `${COOP}/start_demand_change`, domain: 'project', access: 'user', input: startChangeInput, output: returns<ChangeView>(), summary: '甲方发起需求变更，或乙方负责人申请需求变更：未验收阶段的新条款（修改、删除未开始的阶段、在最后新增）和说明；各阶段暂停，等待对方答复' }),
  route({ id: 'project.coop.agreeChange', method: 'POST', path: `${COOP}/agree_demand_change`, domain: 'project', access: 'user', input: changeCallInput, output: returns<ChangeView>(), summary: '对方同意需求变更：新条款生效，托管多出的金额退回甲方；需补缴时等待甲方补缴托管费（规范未列出此调用）' }),
  route({ id: 'project.coop.refuseChange', method: 'POST', path: `${COOP}/refuse_demand_change`, domain: 'project', access: 'user', input: changeRefuseInput, output: returns<ChangeView>(), summary: '对方拒绝需求变更（须写原因），各阶段按原条款继续（规范未列出此调用）' }),
  route({ id: 'project.coop.cancelChange', method: 'POST', path: `${COOP}/cancel_demand_change`, domain: 'project', access: 'user', input: changeCallInput, output: returns<ChangeView>(), summary: '甲方在乙方答复前取消自己发起的需求变更，各阶段按原条款继续，将被删除阶段的文档恢复' }),
  route({ id: 'project.coop.leaderCancelChange', method: 'POST', path: `${FLOW}/projects/leader_cancel_change`, domain: 'project', access: 'user', input: changeCallInput, output: returns<ChangeView>(), summary: '乙方负责人在甲方答复前取消乙方申请的需求变更，各阶段按原条款继续，将被删除阶段的文档恢复' }),
  route({ id: 'project.coop.changeSupplement', method: 'POST', path: `${FLOW}/projects/change_supplement`, domain: 'project', access: 'user', input: changeSupplementInput, output: returns<ChangeView>(), summary: '甲方补缴需求变更所需的托管费（支付密码、requestId；金额须与应补缴金额一致），变更生效，各阶段继续' }),
  route({ id: 'project.coop.changeRefund', method: 'POST', path: `${FLOW}/projects/change_refund`, domain: 'project', access: 'user', input: cooperationInput, output: returns<ChangeRefunds>(), summary: '需求变更的退款（双方）：各次生效的变更退回甲方的托管金额（退款在变更生效的同一笔记账中自动完成）' }),
  route({ id: 'project.coop.changeRecoverDocs', method: 'POST', path: `${FLOW}/projects/judge_can_cancel_change_recover_doc`, domain: 'project', access: 'user', input: cooperationInput, output: returns<ChangeRecovery>(), summary: '能否取消需求变更并恢复文档：进行中的变更将删除的阶段及其文档数、我能否取消；恢复已不在变更中的阶段的只读文档' }),
  // ------------------------------------------------------------ records and handovers
  route({ id: 'project.coop.records', method: 'POST', path: `${COOP}/query_process_record`, domain: 'project', access: 'user', input: recordsInput, output: returns<Page<ProcessRecordView>>(), summary: '过程记录：每次操作、付款和交接，最新在前' }),
  route({ id: 'project.coop.phaseRecords', method: 'POST', path: `${FLOW}/projects/load_phase_process_record`, domain: 'project', access: 'user', input: phaseRecordsInput, output: returns<ProcessRecordView[]>(), summary: '一个阶段的过程记录，按时间先后' }),
  handover('project.coop.toPartyBHandover', `${FLOW}/projects/to_party_b_handover`, '甲方向乙方移交资料（说明和附件）'),
  handover('project.coop.toPartyBSubmit', `${COOP}/to_party_B_submit`, '甲方向乙方提交资料'),
  handover('project.coop.toPartyAHandover', `${COOP}/to_party_a_handover`, '乙方向甲方移交成果'),
  handover('project.coop.toPartyADelivery', `${COOP}/to_party_a_delivery`, '乙方向甲方交付（说明和附件）'),
  handover('project.coop.toPartyAIssueReport', `${COOP}/to_party_a_issue_report`, '乙方向甲方报告问题'),
] as const);

/** The SPA's lookup of a cooperation route by id. */
export const cooperationRoute = routeLookup(cooperationRoutes);

// ------------------------------------------------------------ disputes (docs/cooperation.md "Disputes")
const DISPUTE = `${COOP}/dispute`;
const DESK = `${FLOW}/projects/dispute_desk`;

/**
 * A cooperation's disputes (纠纷): the spec's `verify_over_dispute_last_time`, the parties' own calls (the spec names
 * none: 规范未列出此调用) and the service desk's, which only its staff may call (everyone else 403).
 */
export const disputeRoutes = servedBy('project-disputes', [
  route({ id: 'project.dispute.verify', method: 'POST', path: `${FLOW}/projects/verify_over_dispute_last_time`, domain: 'project', access: 'user', input: disputeVerifyInput, output: returns<DisputeWindow>(), summary: '甲乙双方：现在能否申请平台介入（纠纷）、纠纷类型与最后期限，或不能的原因' }),
  route({ id: 'project.dispute.open', method: 'POST', path: `${DISPUTE}/open`, domain: 'project', access: 'user', input: openDisputeInput, output: returns<DisputeView>(), summary: '甲乙双方：在期限内申请平台介入（验收争议或终止合作争议；说明、主张的分配与证据附件），合作各阶段暂停（规范未列出此调用）' }),
  route({ id: 'project.dispute.detail', method: 'POST', path: `${DISPUTE}/detail`, domain: 'project', access: 'user', input: disputeDetailInput, output: returns<DisputeView | null>(), summary: '甲乙双方：纠纷详情（双方的证据、平台客服的问题与裁决、我可进行的操作）；不指定时为最近一次，没有纠纷时为 null（规范未列出此调用）' }),
  route({ id: 'project.dispute.evidence', method: 'POST', path: `${DISPUTE}/evidence`, domain: 'project', access: 'user', input: disputeEvidenceInput, output: returns<DisputeView>(), summary: '甲乙双方：提交纠纷证据（文字与私有附件），通知对方（规范未列出此调用）' }),
  route({ id: 'project.dispute.withdraw', method: 'POST', path: `${DISPUTE}/withdraw`, domain: 'project', access: 'user', input: disputeInput, output: returns<DisputeView>(), summary: '申请方：裁决前撤回平台介入，合作按当前状态继续（规范未列出此调用）' }),
  route({ id: 'project.desk.disputes', method: 'POST', path: `${DESK}/list`, domain: 'project', access: 'user', input: deskDisputesInput, output: returns<Page<DeskDisputeRow>>(), summary: '平台客服：待处理的纠纷，加急的在前，其余按申请时间（规范未列出此调用）' }),
  route({ id: 'project.desk.case', method: 'POST', path: `${DESK}/case`, domain: 'project', access: 'user', input: disputeInput, output: returns<DisputeCase>(), summary: '平台客服：纠纷的全部材料——双方证据、各阶段与托管、过程记录、文档、项目群聊天（规范未列出此调用）' }),
  route({ id: 'project.desk.take', method: 'POST', path: `${DESK}/take`, domain: 'project', access: 'user', input: disputeInput, output: returns<DisputeView>(), summary: '平台客服：受理纠纷，要求双方在期限内举证（规范未列出此调用）' }),
  route({ id: 'project.desk.ask', method: 'POST', path: `${DESK}/ask`, domain: 'project', access: 'user', input: deskAskInput, output: returns<DisputeView>(), summary: '平台客服：向一方或双方提问、要求补充证据，举证期重新计算（规范未列出此调用）' }),
  route({ id: 'project.desk.closeEvidence', method: 'POST', path: `${DESK}/close_evidence`, domain: 'project', access: 'user', input: disputeInput, output: returns<DisputeView>(), summary: '平台客服：结束举证，进入待裁决（规范未列出此调用）' }),
  route({ id: 'project.desk.decide', method: 'POST', path: `${DESK}/decide`, domain: 'project', access: 'user', input: deskDecideInput, output: returns<DisputeView>(), summary: '平台客服：裁决（验收通过、继续修改、合作继续，或终止合作并分配托管金额；requestId），纠纷结束，通知双方（规范未列出此调用）' }),
] as const);

/** The SPA's lookup of a dispute route by id. */
export const disputeRoute = routeLookup(disputeRoutes);
