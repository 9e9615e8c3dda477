/** English placeholders of finder-texts.ts (only zh_CN is offered; loaded only when English is asked for). */
import type { FinderTextKey } from './finder-texts.js';

export const finderEn: Record<FinderTextKey, string> = {
  'finder.keyword': 'Keyword',
  'finder.search': 'Search',
  'finder.filters': 'Filters',
  'finder.showFilters': 'Filter',
  'finder.showFiltersCount': 'Filter ({count})',
  'finder.hideFilters': 'Hide filters',
  'finder.refreshing': 'Updating…',
  'finder.unavailable': 'Search is unavailable for now',
  'finder.retry': 'Retry',
};
