/**
 * The texts of discovery (zh_CN): the 人才 and 单位 tabs of 搜索资源, their filters, orders, cards and states, and the
 * public resume page a card opens. Loaded with the chunks that show them. English placeholders: texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const talentSearchZhCN = {
  'ds.talent.title': '人才',
  'ds.talent.intro': '按技能、地区和履历找到合适的个人或团队，查看他们的公开简历。',
  'ds.unit.title': '单位',
  'ds.unit.intro': '按业务能力、地区和规模找到企业与团队，查看他们的公开简历。',
  'ds.talent.placeholder': '搜索技能、职位、项目经历，如：小程序开发',
  'ds.unit.placeholder': '搜索单位名称、业务能力、产品，如：系统集成',
  'ds.type': '类型',
  'ds.type.PERSONAGE': '个人',
  'ds.type.TEAM': '团队',
  'ds.type.COMPANY': '企业',
  'ds.type.all': '全部',
  'ds.tags.talent': '技能标签',
  'ds.tags.unit': '业务能力标签',
  'ds.tags.placeholder': '输入标签后按回车',
  'ds.tags.add': '添加',
  'ds.tags.remove': '移除标签 {tag}',
  'ds.tags.max': '最多同时筛选 {max} 个标签',
  'ds.region': '所在地区',
  'ds.scale': '单位规模',
  'ds.scale.any': '不限',
  'ds.reset': '重置筛选',
  'ds.sort': '排序',
  'ds.sort.relevance': '综合',
  'ds.sort.newest': '最新更新',
  'ds.sort.popular': '最受关注',
  'ds.sort.record': '履历最丰富',
  'ds.total.talent': '共 {total} 位人才',
  'ds.total.unit': '共 {total} 个单位',
  'ds.loading': '正在查找…',
  'ds.results': '搜索结果',
  'ds.empty': '没有找到符合条件的结果',
  'ds.emptyKeyword': '换个关键词试试，或减少筛选条件。',
  'ds.emptyFiltered': '当前筛选条件下没有结果，试试放宽条件。',
  'ds.emptyAll': '暂时还没有公开的简历。',
  'ds.failed': '搜索结果加载失败',
  'ds.deepPages': '只显示前 {pages} 页结果，请增加关键词或筛选条件。',
  'ds.card.view': '查看 {name} 的简历',
  'ds.card.browse': '{count} 次浏览',
  'ds.card.record': '履历 {count} 项',
  'ds.card.staff': '{count} 人',
  'ds.resume.back': '返回搜索结果',
  'ds.resume.title': '公开简历',
  'ds.resume.missing': '没有找到这份简历',
  'ds.resume.failed': '简历加载失败',
  'ds.resume.retry': '重试',
} as const;

export type TalentSearchTextKey = keyof typeof talentSearchZhCN;

export const td = /* @__PURE__ */ featureTexts<TalentSearchTextKey>(talentSearchZhCN, async () => (await import('./texts-en.js')).talentSearchEn);
