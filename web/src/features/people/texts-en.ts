/** English placeholders of texts.ts (only zh_CN is offered; loaded only when English is asked for). */
import type { PeopleTextKey } from './texts.js';

export const peopleEn: Record<PeopleTextKey, string> = {
  'people.title': 'Profile',
  'people.unitTitle': 'Unit profile',
  'people.missing': 'No person named',
  'people.missingText': 'Open a profile from search results, a demand or the chat.',
  'people.resume': 'Resume',
  'people.demands': 'Open demands',
  'people.noDemands': 'No public demands',
  'people.moreDemands': '{total} demands',
  'people.goods': 'Goods on sale',
  'people.moreGoods': 'All goods',
  'people.actions': 'Actions',
  'people.self': 'This is your own profile',
  'people.budget': 'Budget {amount}',
};
