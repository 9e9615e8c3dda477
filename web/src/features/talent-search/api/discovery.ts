/**
 * Discovery through the search module (docs/search.md "Resumes: 人才 and 单位"): `search.talent` and `search.units`,
 * public (visitors browse too), and one counted view of a team's or company's resume (`search.unitBrowse`). The search
 * may answer 503 SEARCH_UNAVAILABLE or refuse an input with 400: the page shows either in place with 重试.
 */
import useSWR from 'swr';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import { searchRoute } from '../../../../../shared/routes/search.js';
import type { DiscoveryPage, UnitBrowse } from '../../../../../shared/schemas/discovery.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import type { DiscoveryRequest, DiscoveryTab } from '../model/filters.js';

const talentRoute = searchRoute('search.talent');
const unitsRoute = searchRoute('search.units');
const browseRoute = searchRoute('search.unitBrowse');

export const DISCOVERY_LIST_KEY = 'discovery:list';

const SEARCH_REFUSALS: readonly number[] = [CORE_ERRORS.SEARCH_UNAVAILABLE.code, CORE_ERRORS.BAD_REQUEST.code];

export const fetchDiscovery = (tab: DiscoveryTab, request: DiscoveryRequest): Promise<DiscoveryPage> =>
  // The request's type and sort are the schemas' values (model/filters.ts parses them from the address).
  tab === 'talent'
    ? callRoute(talentRoute, request as never, { handledCodes: SEARCH_REFUSALS })
    : callRoute(unitsRoute, request as never, { handledCodes: SEARCH_REFUSALS });

export type DiscoveryListKey = readonly [typeof DISCOVERY_LIST_KEY, DiscoveryTab, DiscoveryRequest];

/** The page for `request`; the last page stays shown while the next loads. */
export const useDiscoveryList = (tab: DiscoveryTab, request: DiscoveryRequest) =>
  useSWR<DiscoveryPage, HttpError, DiscoveryListKey>([DISCOVERY_LIST_KEY, tab, request], ([, which, asked]) => fetchDiscovery(which, asked), { keepPreviousData: true });

/** One view of a team's or company's resume (counted once per logged-in viewer; a visitor's is not). */
export const browseUnit = (type: 'TEAM' | 'COMPANY', id: string): Promise<UnitBrowse> => callRoute(browseRoute, { type, id }, { handledCodes: [CORE_ERRORS.NOT_FOUND.code] });
