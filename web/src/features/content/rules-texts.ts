/**
 * The rule center's and other rules' texts (zh_CN), loaded with the chunks that show them rather than with the page. English placeholders:
 * rules-texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const rulesZhCN = {
  'rules.ruleTitle': '规则中心',
  'rules.faqTitle': '常见问题',
  'rules.ruleIntro': '合作云的交易、服务与账号规则。使用平台服务前，请仔细阅读。',
  'rules.faqIntro': '发布需求、合作交付、结算与账号使用中的常见疑问与解答。',
  'rules.contactService': '没找到答案？联系客服',
  'rules.sets': '规则分类',
  'rules.ruleSet': '平台规则',
  'rules.faqSet': '常见问题',
  'rules.tabs': '{set}目录',
  'rules.updated': '更新于 {date}',
  'rules.ruleEmpty': '暂无平台规则',
  'rules.faqEmpty': '暂无常见问题',
  'rules.emptyText': '内容正在整理中，请稍后再来查看。',
  'rules.failed': '内容加载失败',
  'rules.failedText': '服务暂时不可用，请稍后重试。',
  'rules.retry': '重试',
  'rules.related': '相关协议',
  'rules.breadcrumb': '当前位置',
  'rules.otherMissing': '未找到该规则',
  'rules.otherMissingText': '“{name}”不存在或已下线，您可以前往规则中心查看平台规则。',
  'rules.otherNoName': '未指定要查看的规则，您可以前往规则中心查看平台规则。',
  'rules.toCenter': '前往规则中心',
} as const;

export type RulesTextKey = keyof typeof rulesZhCN;

export const tRules = /* @__PURE__ */ featureTexts<RulesTextKey>(rulesZhCN, async () => (await import('./rules-texts-en.js')).rulesEn);
