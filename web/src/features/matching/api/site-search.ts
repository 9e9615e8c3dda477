/**
 * The site's one search page (/search, public: visitors too): one box over the search module's kinds — projects
 * (`search.projects`), talent (`search.talent`: people), goods (`search.goods`, supplier goods), units (`search.units`:
 * companies and teams) — each tab a page of its own kind. A refusal or an
 * engine that does not answer shows in place with 重试 (no modal).
 */
import useSWR from 'swr';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import { searchRoute } from '../../../../../shared/routes/search.js';
import type { Page } from '../../../../../shared/envelope.js';
import type { DiscoveryPage } from '../../../../../shared/schemas/discovery.js';
import type { GoodsSearchPage } from '../../../../../shared/schemas/mall-search.js';
import type { ProjectCard } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const projectsRoute = searchRoute('search.projects');
const goodsRoute = searchRoute('search.goods');
const talentRoute = searchRoute('search.talent');
const unitsRoute = searchRoute('search.units');

const SHOWN_IN_PLACE: readonly number[] = [CORE_ERRORS.SEARCH_UNAVAILABLE.code, CORE_ERRORS.BAD_REQUEST.code];

/** Results a tab shows per page. */
export const SITE_SEARCH_SIZE = { projects: 10, goods: 12, talent: 12, units: 12 } as const;

export const SITE_SEARCH_KEY = 'matching:site-search';

export interface SiteSearchAsk {
  keyword: string;
  current: number;
}

export const useSiteProjects = (ask: SiteSearchAsk | null) =>
  useSWR<Page<ProjectCard>, HttpError, readonly [typeof SITE_SEARCH_KEY, 'projects', SiteSearchAsk] | null>(
    ask ? [SITE_SEARCH_KEY, 'projects', ask] : null,
    ([, , { keyword, current }]) => callRoute(projectsRoute, { keyword, current, size: SITE_SEARCH_SIZE.projects, sort: 'relevance' }, { handledCodes: SHOWN_IN_PLACE }),
    { keepPreviousData: true },
  );

export const useSiteGoods = (ask: SiteSearchAsk | null) =>
  useSWR<GoodsSearchPage, HttpError, readonly [typeof SITE_SEARCH_KEY, 'goods', SiteSearchAsk] | null>(
    ask ? [SITE_SEARCH_KEY, 'goods', ask] : null,
    ([, , { keyword, current }]) => callRoute(goodsRoute, { goodsType: 1, keyword, current, size: SITE_SEARCH_SIZE.goods, sort: 'default' }, { handledCodes: SHOWN_IN_PLACE }),
    { keepPreviousData: true },
  );

export const useSiteTalent = (ask: SiteSearchAsk | null) =>
  useSWR<DiscoveryPage, HttpError, readonly [typeof SITE_SEARCH_KEY, 'talent', SiteSearchAsk] | null>(
    ask ? [SITE_SEARCH_KEY, 'talent', ask] : null,
    ([, , { keyword, current }]) => callRoute(talentRoute, { keyword, current, size: SITE_SEARCH_SIZE.talent, type: 'PERSONAGE', sort: 'relevance' }, { handledCodes: SHOWN_IN_PLACE }),
    { keepPreviousData: true },
  );

export const useSiteUnits = (ask: SiteSearchAsk | null) =>
  useSWR<DiscoveryPage, HttpError, readonly [typeof SITE_SEARCH_KEY, 'units', SiteSearchAsk] | null>(
    ask ? [SITE_SEARCH_KEY, 'units', ask] : null,
    ([, , { keyword, current }]) => callRoute(unitsRoute, { keyword, current, size: SITE_SEARCH_SIZE.units, sort: 'relevance' }, { handledCodes: SHOWN_IN_PLACE }),
    { keepPreviousData: true },
  );
