/**
 * The texts (zh_CN) of what a process action asks before it runs (action-ask-dialog.tsx), loaded with the dialog's
 * chunk. English placeholders: action-ask-texts-en.ts.
 */
import { featureTexts } from '../lib/i18n.js';

export const actionAskZhCN = {
  'actionAsk.reason': '原因',
  'actionAsk.reasonOptional': '原因（选填）',
  'actionAsk.reasonRequired': '请填写原因',
  'actionAsk.reasonMax': '原因不能超过{max}个字符',
  'actionAsk.ok': '确定',
} as const;

export type ActionAskTextKey = keyof typeof actionAskZhCN;

export const ta = featureTexts<ActionAskTextKey>(actionAskZhCN, async () => (await import('./action-ask-texts-en.js')).actionAskEn);
