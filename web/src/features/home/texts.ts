/**
 * The home page's texts (zh_CN), loaded with the chunks that show them rather than with the page. English placeholders:
 * texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const homeZhCN = {
  'home.banners': '平台活动',
  'home.bannerPrevious': '上一张',
  'home.bannerNext': '下一张',
  'home.bannerGoTo': '第 {n} 张',
  'home.figures.title': '平台数据',
  'home.figures.users': '注册用户',
  'home.figures.companies': '入驻企业',
  'home.figures.teams': '合作团队',
  'home.figures.projects': '发布项目',
  'home.figures.goods': '商品数',
  'home.categories': '项目分类',
  'home.backToTop': '回到顶部',
  'home.eyebrow': '面向企业、团队与个人的项目协作平台',
  'home.pitch': '发布项目需求，分阶段合作交付，托管结算资金，随时沟通，一站完成。',
  'home.login': '登录',
  'home.toWorkbench': '进入工作台',
  'home.postDemand': '发布需求',
  'home.register': '注册企业账号',
  'home.flow.title': '合作流程',
  'home.flow.release': '发布需求',
  'home.flow.releaseText': '填写需求书，邀请或等待承接方申请',
  'home.flow.negotiate': '洽谈合作',
  'home.flow.negotiateText': '确定阶段、周期与费用，托管项目款',
  'home.flow.deliver': '分阶段交付',
  'home.flow.deliverText': '编制、检查、评估文档，逐阶段推进',
  'home.flow.accept': '验收结算',
  'home.flow.acceptText': '阶段验收通过后结算，记录可查',
  'home.features.title': '一个平台，覆盖合作全程',
  'home.feature.project': '项目协作',
  'home.feature.projectText': '发布需求、邀请与申请、洽谈合作，按阶段编制、检查、评估与验收。',
  'home.feature.escrow': '资金托管',
  'home.feature.escrowText': '托管费与钱包结算，每一笔收支都有记录，提现 3-5 个工作日到账。',
  'home.feature.chat': '即时沟通',
  'home.feature.chatText': '好友、群聊与官方客服，消息实时送达，合作沟通不离平台。',
  'home.accounts.title': '三类账号，各有登录入口',
  'home.account.company': '企业账号',
  'home.account.companyText': '企业管理员注册，添加员工，统一管理项目与资金。',
  'home.account.companyLogin': '企业登录',
  'home.account.team': '团队账号',
  'home.account.teamText': '工作室与团队协作承接项目，成员通过邀请加入。',
  'home.account.teamLogin': '团队登录',
  'home.account.personal': '个人账号',
  'home.account.personalText': '手机号注册即可使用，发布需求或承接项目。',
  'home.account.personalLogin': '个人登录',
} as const;

export type HomeTextKey = keyof typeof homeZhCN;

export const th = /* @__PURE__ */ featureTexts<HomeTextKey>(homeZhCN, async () => (await import('./texts-en.js')).homeEn);
