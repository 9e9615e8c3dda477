/**
 * The texts of matching (zh_CN): 为你推荐 for a contractor, the suggested people, teams and companies of a released
 * demand with 邀请 / 已邀请, and the site's one search page (/search). The reasons themselves are the server's
 * (shared/schemas/matching.ts). Loaded with the chunks that show them. English placeholders: texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const matchingZhCN = {
  'mt.projects.title': '为你推荐',
  'mt.projects.intro': '根据你的简历标签和所在地区推荐的项目',
  'mt.projects.basis': '匹配依据：{basis}',
  'mt.projects.noBasis': '在简历中填写技能或能力标签、在基本信息或单位简历中填写地址后，这里会推荐与你匹配的项目。',
  'mt.projects.toResume': '完善简历',
  'mt.projects.empty': '暂时没有与你匹配的项目，可以去找项目看看。',
  'mt.projects.failed': '推荐加载失败',
  'mt.projects.budget': '预算 {budget}',
  'mt.projects.publisher': '发布方：{name}',
  'mt.projects.view': '查看项目 {name}',
  'mt.score': '匹配度 {score}',
  'mt.retry': '重试',
  'mt.loading': '正在加载推荐…',
  'mt.parties.title': '推荐的合作方',
  'mt.parties.intro': '根据需求与对方的标签、地区、履约表现和信用推荐的个人、团队和企业',
  'mt.parties.empty': '暂时没有与该需求匹配的个人、团队或企业。',
  'mt.parties.failed': '推荐加载失败',
  'mt.parties.invite': '邀请',
  'mt.parties.inviteLabel': '邀请 {name} 洽谈该项目',
  'mt.parties.invited': '已邀请',
  'mt.parties.inviteFailed': '邀请未发出：{msg}',
  'mt.type.PERSONAGE': '个人',
  'mt.type.TEAM': '团队',
  'mt.type.COMPANY': '企业',
  'mt.search.title': '搜索',
  'mt.search.intro': '一站搜索项目、人才、商品和单位',
  'mt.search.placeholder': '输入关键词，如：小程序开发',
  'mt.search.label': '搜索关键词',
  'mt.search.submit': '搜索',
  'mt.search.tabs': '搜索范围',
  'mt.search.tab.projects': '项目',
  'mt.search.tab.talent': '人才',
  'mt.search.tab.goods': '商品',
  'mt.search.tab.units': '单位',
  'mt.search.total': '共 {total} 条结果',
  'mt.search.empty': '没有找到相关结果，换个关键词试试。',
  'mt.search.failed': '搜索失败',
} as const;

export type MatchingTextKey = keyof typeof matchingZhCN;

export const tm = /* @__PURE__ */ featureTexts<MatchingTextKey>(matchingZhCN, async () => (await import('./texts-en.js')).matchingEn);
