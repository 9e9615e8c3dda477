/** English placeholders of rules-texts.ts (only zh_CN is offered; loaded only when English is asked for). */
import type { RulesTextKey } from './rules-texts.js';

export const rulesEn: Record<RulesTextKey, string> = {
  'rules.ruleTitle': 'Rule center',
  'rules.faqTitle': 'FAQ',
  'rules.ruleIntro': 'The trading, service and account rules of Hezuo. Please read them before using the platform.',
  'rules.faqIntro': 'Common questions about posting demands, cooperating, settling and your account.',
  'rules.contactService': 'No answer here? Chat with support',
  'rules.sets': 'Rule sets',
  'rules.ruleSet': 'Platform rules',
  'rules.faqSet': 'FAQ',
  'rules.tabs': '{set} contents',
  'rules.updated': 'Updated {date}',
  'rules.ruleEmpty': 'No platform rules yet',
  'rules.faqEmpty': 'No questions yet',
  'rules.emptyText': 'The content is being prepared; please come back later.',
  'rules.failed': 'Could not load the content',
  'rules.failedText': 'The service is unavailable for now; please try again later.',
  'rules.retry': 'Retry',
  'rules.related': 'Agreements',
  'rules.breadcrumb': 'You are here',
  'rules.otherMissing': 'Rule not found',
  'rules.otherMissingText': '"{name}" does not exist or was withdrawn. The rule center has the platform rules.',
  'rules.otherNoName': 'No rule was named. The rule center has the platform rules.',
  'rules.toCenter': 'Go to the rule center',
};
