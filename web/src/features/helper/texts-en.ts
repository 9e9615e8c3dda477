/** English placeholders of texts.ts (only zh_CN is offered; loaded only when English is asked for). */
import type { HelperTextKey } from './texts.js';

export const helperEn: Record<HelperTextKey, string> = {
  'helper.toolbar': 'Help and feedback',
  'helper.feedback': 'Feedback',
  'helper.howToUse': 'How to use',
  'helper.messages': 'Messages',
  'helper.service': 'Support',
  'helper.feedbackTitle': 'Feedback',
  'helper.feedbackIntro': 'Your suggestions help us improve. Thank you for telling us.',
  'helper.content': 'Suggestion',
  'helper.contentPlaceholder': 'Describe the problem or your suggestion (you can paste screenshots)',
  'helper.star': 'Rating',
  'helper.starItem': '{star} stars',
  'helper.pictures': 'Pictures (optional, at most {max})',
  'helper.submit': 'Submit',
  'helper.uploading': 'Uploading pictures…',
  'helper.thanks': 'Thank you for your feedback',
  'helper.howToUseTitle': 'How to use',
  'helper.howToUseEmpty': 'Nothing here yet',
  'helper.howToUseEmptyText': 'The content is being prepared; please come back later.',
  'helper.loadFailed': 'Could not load the guide',
  'helper.retry': 'Retry',
  'helper.close': 'Close',
};
