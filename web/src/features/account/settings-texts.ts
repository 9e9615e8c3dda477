/**
 * The personal center's setting and resume pages' texts (account security, pay password, unsubscribing, basic information) (zh_CN), loaded with the chunks that show them rather than with the page. English placeholders:
 * settings-texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const settingsZhCN = {
  'resume.baseInfo': '基本信息',
  'resume.avatarPick': '上传头像',
  'resume.avatarChange': '更换',
  'resume.avatarHint': '支持 jpg、jpeg、png，不超过 3000 KB',
  'resume.avatarProgress': '头像上传进度',
  'resume.avatarUploading': '正在上传 {percent}%',
  'resume.saved': '保存成功',
  'setting.password': '修改密码',
  'setting.passwordText': '修改后请使用新密码登录。',
  'setting.passwordSubmit': '修改密码',
  'setting.passwordChanged': '密码已修改',
  'setting.phone': '更换手机号',
  'setting.phoneText': '验证码将发送至新手机号，更换后用新手机号登录。',
  'setting.currentPhone': '当前手机号：{phone}',
  'setting.phoneSubmit': '更换手机号',
  'setting.phoneChanged': '手机号已更换',
  'setting.payPassword': '支付密码',
  'setting.payPasswordSetTitle': '设置支付密码',
  'setting.payPasswordChangeTitle': '修改支付密码',
  'setting.payPasswordText': '用于钱包付款与提现，验证码发送至您的手机。',
  'setting.payPasswordSetSubmit': '设置支付密码',
  'setting.payPasswordChange': '修改支付密码',
  'setting.payPasswordSet': '支付密码已设置',
  'setting.payPasswordChanged': '支付密码已修改',
  'unsubscribe.personal': '注销账号',
  'unsubscribe.personalText': '注销后将无法登录，所有账号类型一并停用；15天内可在登录时凭验证码恢复，逾期不可恢复。',
  'unsubscribe.personalNext': '验证并注销',
  'unsubscribe.personalConfirmTitle': '确定注销账号吗？',
  'unsubscribe.personalConfirmText': '注销后您将退出登录，个人、团队与企业账号均无法再登录，直到恢复账号。',
  'unsubscribe.personalDone': '账号已注销',
  'unsubscribe.team': '注销团队账号',
  'unsubscribe.company': '注销企业账号',
  'unsubscribe.org': '注销团队或企业账号',
  'unsubscribe.orgText': '注销「{name}」后，全体成员都将无法再以该身份登录。',
  'unsubscribe.orgNext': '验证并注销',
  'unsubscribe.orgConfirmTitle': '确定注销「{name}」吗？',
  'unsubscribe.orgConfirmText': '注销后全体成员将退出该账号，且无法再以该身份登录。',
  'unsubscribe.orgDone': '「{name}」已注销',
  'unsubscribe.blockers': '暂不能注销的原因',
  'unsubscribe.confirm': '确认注销',
} as const;

export type SettingsTextKey = keyof typeof settingsZhCN;

export const ts = /* @__PURE__ */ featureTexts<SettingsTextKey>(settingsZhCN, async () => (await import('./settings-texts-en.js')).settingsEn);
