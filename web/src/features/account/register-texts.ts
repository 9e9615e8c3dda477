/**
 * The registration pages' texts (zh_CN), loaded with the chunks that show them rather than with the page. English placeholders:
 * register-texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const registerZhCN = {
  'register.personalTitle': '注册账号',
  'register.personalLead': '用手机号注册个人账号；打开下方开关，同时创建团队账号。',
  'register.companyTitle': '注册企业账号',
  'register.companyLead': '注册人即为企业管理员，可随后添加员工。',
  'register.asTeam': '注册团队账号',
  'register.nameAvailable': '该名称可以使用',
  'register.submit': '注册',
  'register.submitCompany': '注册企业',
  'register.submitting': '正在注册…',
  'register.done': '注册成功',
  'register.toCompany': '注册企业账号',
  'register.toPersonal': '注册个人或团队账号',
  'register.toLogin': '已有账号？去登录',
  'register.agreePrefix': '我已阅读并同意',
  'register.typeLabel': '选择账号类型',
  'register.typePerson': '个人账号',
  'register.typePersonHint': '承接项目、购物、聊天',
  'register.typeTeam': '团队账号',
  'register.typeTeamHint': '以团队身份承接项目',
  'register.typeCompany': '企业账号',
  'register.typeCompanyHint': '发布需求、管理员工',
} as const;

export type RegisterTextKey = keyof typeof registerZhCN;

export const tr = /* @__PURE__ */ featureTexts<RegisterTextKey>(registerZhCN, async () => (await import('./register-texts-en.js')).registerEn);
