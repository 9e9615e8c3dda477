/** Every kind of search document, by name: what the indexer and the reindex command work through. */
import type { SearchKind } from '../../shared/search.js';
import type { AnyKindSpec } from '../lib/search/index.js';
import { projectSearch } from '../project/public.js';
import { goodsSearch } from './goods-kind.js';
import { talentSearch, unitSearch } from './resume-kind.js';

export const KIND_SPECS: Record<SearchKind, AnyKindSpec> = {
  project: projectSearch as unknown as AnyKindSpec,
  goods: goodsSearch as unknown as AnyKindSpec,
  talent: talentSearch as unknown as AnyKindSpec,
  unit: unitSearch as unknown as AnyKindSpec,
};
