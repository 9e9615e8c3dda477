/**
 * Where a card of 人才 or 单位 leads: the public resume under the tab's own address (`/work/search/talent/resume?type=&id=`),
 * so the menu stays on the tab and back returns to the same results.
 */
import type { AccountType } from '../../../../../shared/domains.js';
import { paths } from '../../../config/paths.js';

export type DiscoveryTab = 'talent' | 'unit';

export const RESUME_SUBPATH = 'resume';

export const tabPath = (tab: DiscoveryTab): string => (tab === 'talent' ? paths.searchTalent : paths.searchUnit);

export const resumeHref = (tab: DiscoveryTab, type: AccountType, id: string): string =>
  `${tabPath(tab)}/${RESUME_SUBPATH}?type=${encodeURIComponent(type)}&id=${encodeURIComponent(id)}`;
