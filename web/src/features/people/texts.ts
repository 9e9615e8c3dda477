/**
 * A person's page (/userInfo) issue 31; 添加好友 as a page is the chat feature's form (zh_CN). English placeholders: texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const peopleZhCN = {
  'people.title': '个人主页',
  'people.unitTitle': '单位主页',
  'people.missing': '没有指定要查看的用户',
  'people.missingText': '请从搜索结果、需求或聊天中打开某个人的主页。',
  'people.resume': '简历',
  'people.demands': '正在发布的需求',
  'people.noDemands': '暂无公开发布的需求',
  'people.moreDemands': '共 {total} 个需求',
  'people.goods': '在售商品',
  'people.moreGoods': '查看全部商品',
  'people.actions': '操作',
  'people.self': '这是您自己的主页',
  'people.budget': '预算 {amount}',
} as const;

export type PeopleTextKey = keyof typeof peopleZhCN;

export const tp = /* @__PURE__ */ featureTexts<PeopleTextKey>(peopleZhCN, async () => (await import('./texts-en.js')).peopleEn);
