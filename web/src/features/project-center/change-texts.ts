/**
 * The texts of a cooperation's demand change (需求变更, docs/cooperation.md "Demand change", zh_CN): the panel on the
 * cooperation page, the editor of the new terms and the supplement's payment. States and action labels come from the
 * process declaration through the server's answers. English placeholders: change-texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const changeZhCN = {
  'ch.title': '需求变更',
  'ch.proposedBy.partyA': '甲方发起',
  'ch.proposedBy.partyB': '乙方申请',
  'ch.reason': '变更说明',
  'ch.refuseReason': '拒绝原因',
  'ch.version': '第{base}版条款 → 第{version}版',
  'ch.total': '项目合计 {before} → {after}',
  'ch.refund': '生效时托管账户多出的 {amount} 将退回甲方钱包',
  'ch.refunded': '已退回甲方 {amount}',
  'ch.supplement': '生效前甲方需补缴托管费 {amount}',
  'ch.held': '需求变更处理期间，各阶段暂停。',
  'ch.expireAt': '{time} 前未处理，变更将自动失效',
  'ch.kind.KEPT': '不变',
  'ch.kind.CHANGED': '修改',
  'ch.kind.ADDED': '新增',
  'ch.kind.REMOVED': '删除',
  'ch.documents': '{count}个文档（只读保留）',
  'ch.col.phase': '阶段',
  'ch.col.amount': '金额',
  'ch.col.days': '工期（天）',
  'ch.col.deliverables': '交付内容',
  'ch.phase': '第{index}阶段',
  'ch.newPhase': '新增阶段',
  'ch.phase.removed': '已因需求变更删除',
  'ch.phase.removing': '变更生效后删除',
  'ch.last': '最近一次需求变更：{state}',
  'ch.done.proposeByA': '已发起需求变更，等待乙方答复',
  'ch.done.proposeByB': '已申请需求变更，等待甲方答复',
  'ch.done.agree': '已同意需求变更',
  'ch.done.refuse': '已拒绝需求变更',
  'ch.done.cancel': '已取消需求变更',
  'ch.done.supplement': '已补缴托管费，需求变更已生效',
  'ch.editor.title': '需求变更：未验收阶段的新条款',
  'ch.editor.note': '已开始的阶段可以修改但不能删除；已验收的阶段不能变更；新增的阶段排在最后。',
  'ch.editor.remove': '删除该阶段',
  'ch.editor.restore': '保留该阶段',
  'ch.editor.removed': '将删除（文档保留为只读）',
  'ch.editor.begun': '已开始，不能删除',
  'ch.editor.add': '添加阶段',
  'ch.editor.reasonRequired': '请填写变更说明',
  'ch.editor.keepOne': '请至少保留一个未验收的阶段',
  'ch.editor.total': '变更后项目合计',
  'ch.editor.submit': '发起变更',
  'ch.editor.submitB': '提交申请',
  'ch.supplement.title': '补缴托管费',
  'ch.supplement.amount': '应补缴金额',
  'ch.supplement.rule': '补缴的金额存入本项目的托管账户，需求变更随之生效，各阶段继续。',
  'ch.supplement.project': '项目',
  'ch.supplement.why': '用途',
  'ch.supplement.whyText': '需求变更（第{version}版条款）所需的托管差额',
  'ch.supplement.notOperator': '只有钱包操作人（个人本人；团队管理员；企业管理员或授权人）可以补缴托管费。',
  'ch.supplement.changed': '应补缴金额已变化，已为您更新。',
} as const;

export type ChangeTextKey = keyof typeof changeZhCN;

export const tch = /* @__PURE__ */ featureTexts<ChangeTextKey>(changeZhCN, async () => (await import('./change-texts-en.js')).changeEn);
