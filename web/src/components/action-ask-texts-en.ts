/** English placeholders of action-ask-texts.ts (only zh_CN is offered; loaded only when English is asked for). */
import type { ActionAskTextKey } from './action-ask-texts.js';

export const actionAskEn: Record<ActionAskTextKey, string> = {
  'actionAsk.reason': 'Reason',
  'actionAsk.reasonOptional': 'Reason (optional)',
  'actionAsk.reasonRequired': 'Please give a reason',
  'actionAsk.reasonMax': 'At most {max} characters',
  'actionAsk.ok': 'OK',
};
