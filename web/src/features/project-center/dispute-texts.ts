/**
 * The texts of a cooperation's dispute on its page (zh_CN; docs/cooperation.md "Disputes"): 申请平台介入, the dispute's
 * case, evidence and the desk's ruling. States and action labels come from the dispute process through the server's
 * answers. English placeholders: dispute-texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const disputeZhCN = {
  'di.title': '平台介入',
  'di.open': '申请平台介入',
  'di.window': '{kind}：{time} 前可申请平台介入',
  'di.closed': '{reason}',
  'di.kind': '纠纷类型',
  'di.openedBy': '{side}于 {time} 申请',
  'di.side.partyA': '甲方',
  'di.side.partyB': '乙方',
  'di.side.desk': '平台客服',
  'di.claim': '申请说明',
  'di.askedToB': '主张乙方所得',
  'di.inEscrow': '托管中 {amount}',
  'di.evidenceDue': '请在 {time} 前提交证据',
  'di.escalated': '平台正在加急处理',
  'di.entries': '证据与问题',
  'di.entry': '{name}（{side}）· {time}',
  'di.entryTo': '平台客服 → {to} · {time}',
  'di.to.both': '双方',
  'di.noEntries': '暂无证据',
  'di.ruling': '平台裁决：{label}',
  'di.rulingSplit': '乙方得 {toB}（平台服务费 {fee}），退回甲方 {toA}',
  'di.rulingReason': '裁决理由：{reason}',
  'di.dialog.title': '申请平台介入',
  'di.dialog.kind': '{kind}（{time} 前）',
  'di.dialog.claim': '申请说明',
  'di.dialog.claimHint': '说明争议的事实与您的主张，平台客服受理后双方可继续举证',
  'di.dialog.claimRequired': '请填写申请说明',
  'di.dialog.askedToB': '主张乙方所得（元，可不填）',
  'di.dialog.askedToBHint': '托管中共 {amount}',
  'di.dialog.askedToBInvalid': '请填写不超过托管金额的金额（最多两位小数）',
  'di.dialog.files': '证据附件',
  'di.dialog.filesHint': '仅双方与平台客服可见；最多{max}个，每个不超过 50 MB',
  'di.dialog.addFile': '添加附件',
  'di.dialog.uploading': '附件上传中，请稍候',
  'di.dialog.submit': '提交申请',
  'di.dialog.opened': '已申请平台介入，各阶段暂停，等待平台客服受理',
  'di.evidence.title': '提交证据',
  'di.evidence.text': '证据说明',
  'di.evidence.textRequired': '请填写证据说明',
  'di.evidence.submit': '提交',
  'di.evidence.sent': '证据已提交',
  'di.withdrawn': '已撤回平台介入，合作继续',
} as const;

export type DisputeTextKey = keyof typeof disputeZhCN;

export const tdi = /* @__PURE__ */ featureTexts<DisputeTextKey>(disputeZhCN, async () => (await import('./dispute-texts-en.js')).disputeEn);
