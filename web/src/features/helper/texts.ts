/**
 * The floating helper's texts (意见反馈, 使用说明) (zh_CN), loaded with this code's chunk rather than with the page. English placeholders: texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const helperZhCN = {
  'helper.toolbar': '帮助与反馈',
  'helper.feedback': '意见反馈',
  'helper.howToUse': '使用说明',
  'helper.messages': '消息',
  'helper.service': '联系客服',
  'helper.feedbackTitle': '意见反馈',
  'helper.feedbackIntro': '您的建议是我们改进的动力，感谢您抽出时间告诉我们。',
  'helper.content': '建议内容',
  'helper.contentPlaceholder': '请描述您遇到的问题或改进建议（可直接粘贴截图）',
  'helper.star': '评分',
  'helper.starItem': '{star} 星',
  'helper.pictures': '图片（选填，最多 {max} 张）',
  'helper.submit': '提交',
  'helper.uploading': '图片上传中…',
  'helper.thanks': '感谢您的反馈',
  'helper.howToUseTitle': '使用说明',
  'helper.howToUseEmpty': '暂无使用说明',
  'helper.howToUseEmptyText': '内容正在整理中，请稍后再来查看。',
  'helper.loadFailed': '使用说明加载失败',
  'helper.retry': '重试',
  'helper.close': '关闭',
} as const;

export type HelperTextKey = keyof typeof helperZhCN;

export const th = featureTexts<HelperTextKey>(helperZhCN, async () => (await import('./texts-en.js')).helperEn);
