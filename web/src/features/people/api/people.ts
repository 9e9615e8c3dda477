/**
 * The reads of a person's (or unit's) page (issue 31): their demands being published in public
 * (`user-personage/new-project/{id}`, the search domain's) and their goods on sale (`mall/goods/seller`), a first page of
 * each. Both routes are public; the page itself is for anyone logged in.
 */
import useSWR from 'swr';
import type { AccountType } from '../../../../../shared/domains.js';
import type { Page } from '../../../../../shared/envelope.js';
import { mallRoute } from '../../../../../shared/routes/mall.js';
import { searchRoute } from '../../../../../shared/routes/search.js';
import type { Goods } from '../../../../../shared/schemas/mall-goods.js';
import type { ProjectCard } from '../../../../../shared/schemas/project-demand.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const PEOPLE_KEY = 'people';
/** How many of each the page shows; the rest are a link away. */
export const PREVIEW_SIZE = 6;

export const usePartyDemands = (id: string | undefined, type: AccountType) =>
  useSWR<Page<ProjectCard>, HttpError>(id ? [PEOPLE_KEY, 'demands', type, id] : null, () =>
    callRoute(searchRoute('search.partyProjects'), { id: id ?? '', type, current: 1, size: PREVIEW_SIZE }, { handledCodes: [400, 404] }),
  );

export const usePartyGoods = (id: string | undefined) =>
  useSWR<Page<Goods>, HttpError>(id ? [PEOPLE_KEY, 'goods', id] : null, () =>
    callRoute(mallRoute('mall.goods.seller'), { sellerId: id ?? '', current: 1, size: PREVIEW_SIZE }, { handledCodes: [400, 404] }),
  );
