/**
 * The texts of what may be started when, termination and recovery on the cooperation page, and of the 已终止合作 list
 * (zh_CN; docs/cooperation.md "Termination"). States and action labels come from the process declaration through the
 * server's answers. English placeholders: termination-texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const terminationZhCN = {
  'te.title': '变更与终止',
  'te.offer.change': '需求变更',
  'te.offer.terminate': '终止合作',
  'te.offer.available': '可发起',
  'te.offer.unavailable': '不可发起：{reason}',
  'te.matter': '正在处理：{label}（{side}于 {time} 发起）',
  'te.side.partyA': '甲方',
  'te.side.partyB': '乙方',
  'te.side.platform': '平台',
  'te.state': '终止申请',
  'te.proposal': '第{version}版方案（{side}提出）',
  'te.reason': '原因',
  'te.escrow': '托管中',
  'te.toB': '乙方所得',
  'te.fee': '平台服务费',
  'te.net': '乙方实收',
  'te.toA': '退回甲方',
  'te.refused': '拒绝原因',
  'te.expires': '{time} 前未答复将自动撤回，合作继续',
  'te.settled': '已于 {time} 终止：乙方实收 {net}（平台服务费 {fee}），退回甲方 {toA}',
  'te.recoverUntil': '{time} 前双方同意可恢复合作',
  'te.recovery': '{side}于 {time} 申请恢复合作',
  'te.recovered': '已于 {time} 恢复合作',
  'te.done': '{label}：已完成',
  'te.dialog.negotiate': '发起协商终止',
  'te.dialog.request': '申请终止合作',
  'te.dialog.counter': '提出新的终止方案',
  'te.dialog.kind': '方式',
  'te.dialog.kindNegotiate': '协商终止（对方可提出新方案）',
  'te.dialog.kindRequest': '申请终止（对方只能同意或拒绝）',
  'te.dialog.reason': '终止原因',
  'te.dialog.reasonRequired': '请填写终止原因',
  'te.dialog.toB': '乙方所得金额（元）',
  'te.dialog.toBHint': '托管中 {escrow}，乙方所得扣除{rate}平台服务费，其余退回甲方',
  'te.dialog.toBRequired': '请填写乙方所得金额',
  'te.dialog.toBRange': '乙方所得金额须在0与托管金额 {escrow} 之间',
  'te.dialog.split': '乙方实收 {net}（平台服务费 {fee}），退回甲方 {toA}',
  'te.dialog.submit': '提交',
  'te.recover.title': '恢复合作',
  'te.recover.returns': '恢复后，您需退回终止时收到的 {amount}（从钱包转回托管账户）。',
  'te.recover.nothing': '恢复后，终止时的结算原样退回托管账户，合作回到终止前的状态。',
  'te.recover.payPassword': '支付密码',
  'te.recover.payPasswordRequired': '请输入6位支付密码',
  'te.recover.submit': '确定',
  'te.list.terminated': '已终止合作',
  'te.list.empty': '暂无已终止的合作',
  'te.list.emptyText': '双方同意终止（或纠纷裁决终止）的合作会出现在这里，终止后15天内双方同意可恢复。',
  'te.list.reason': '终止原因',
} as const;

export type TerminationTextKey = keyof typeof terminationZhCN;

export const tte = /* @__PURE__ */ featureTexts<TerminationTextKey>(terminationZhCN, async () => (await import('./termination-texts-en.js')).terminationEn);
