/**
 * Finding goods through the search module (docs/search.md "Goods"): `search.goods`, public (visitors browse
 * too). The search may answer 503 SEARCH_UNAVAILABLE or refuse an input with 400: the page shows either in place
 * with 重试 (no modal).
 */
import useSWR from 'swr';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import { searchRoute } from '../../../../../shared/routes/search.js';
import type { GoodsSearchPage } from '../../../../../shared/schemas/mall-search.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import type { GoodsSearchRequest } from '../model/filters.js';

const goodsRoute = searchRoute('search.goods');

/** The first part of every list key of the goods tabs. */
export const GOODS_LIST_KEY = 'goods-search:list';

const SEARCH_REFUSALS: readonly number[] = [CORE_ERRORS.SEARCH_UNAVAILABLE.code, CORE_ERRORS.BAD_REQUEST.code];


export const fetchGoods = (request: GoodsSearchRequest): Promise<GoodsSearchPage> => callRoute(goodsRoute, request, { handledCodes: SEARCH_REFUSALS });

export type GoodsListKey = readonly [typeof GOODS_LIST_KEY, GoodsSearchRequest];

/** The page for `request`; the last page stays shown while the next loads. */
export const useGoodsList = (request: GoodsSearchRequest) =>
  useSWR<GoodsSearchPage, HttpError, GoodsListKey>([GOODS_LIST_KEY, request], ([, asked]) => fetchGoods(asked), { keepPreviousData: true });

/** Whether an SWR key is one of the goods tabs' lists. */
export const isGoodsListKey = (key: unknown): boolean => Array.isArray(key) && key[0] === GOODS_LIST_KEY;
