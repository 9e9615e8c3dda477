/**
 * A finder's choices in the address (找项目 and 搜索项目, the goods tabs of 搜索资源): the filters are query parameters
 * (the finder's own `parse` and `toParams`), so back and forward move through them and a link shows the same list.
 * A change goes back to page 1 unless it names a page; it applies to the address as it is now, not as it was when
 * the change was asked (a keyword's wait may outlast a render). The keyword as typed reaches the address (and the
 * search) SEARCH_DEBOUNCE_MS after the last keystroke, replacing the address (a pause is not a step back), or at once
 * with Enter as a step of its own; back, forward or a link that changes the keyword puts it in the box.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Spec §9: a search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** What every finder's filters hold. */
export interface AddressedFilters {
  keyword: string;
  page: number;
}

/** A change of the filters, or one made from the filters the address holds when it applies. */
export type FiltersPatch<F> = Partial<F> | ((current: F) => Partial<F>);

export interface FinderAddressOptions<F extends AddressedFilters> {
  /** The filters an address names (a module-level function: the same for every render). */
  parse: (params: URLSearchParams) => F;
  toParams: (filters: F) => URLSearchParams;
  /** The longest keyword the search takes. */
  keywordMax: number;
  /** What else a new keyword changes (找项目: 相关度 leaves with the last keyword). */
  withKeyword?: (keyword: string, current: F) => Partial<F>;
}

/** The keyword box's state: what is typed, and the search row's submit (Enter, 搜索). */
export interface KeywordBox {
  typed: string;
  setTyped: (typed: string) => void;
  onSearch: (event: FormEvent) => void;
}

export const useFinderAddress = <F extends AddressedFilters>({ parse, toParams, keywordMax, withKeyword }: FinderAddressOptions<F>) => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [params]);

  const latestParams = useRef(params);
  latestParams.current = params;
  const update = (patch: FiltersPatch<F>, { replace = false } = {}) => {
    const current = parse(latestParams.current);
    const change = typeof patch === 'function' ? patch(current) : patch;
    setParams(toParams({ ...current, ...change, page: change.page ?? 1 }), { replace });
  };

  const [typed, setTyped] = useState(filters.keyword);
  const committed = useRef(filters.keyword);
  useEffect(() => {
    // Back, forward or a link changed the keyword: the box follows.
    if (filters.keyword !== committed.current) {
      committed.current = filters.keyword;
      setTyped(filters.keyword);
    }
  }, [filters.keyword]);
  const commitKeyword = (keyword: string, replace: boolean) => {
    const clean = keyword.trim().slice(0, keywordMax);
    if (clean === committed.current) return;
    committed.current = clean;
    update((current) => ({ ...withKeyword?.(clean, current), keyword: clean }) as Partial<F>, { replace });
  };
  useEffect(() => {
    if (typed.trim() === committed.current) return undefined;
    const timer = window.setTimeout(() => commitKeyword(typed, true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // Only a new keystroke restarts the wait.
  }, [typed]);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    commitKeyword(typed, false);
  };

  const keyword: KeywordBox = { typed, setTyped, onSearch };
  return { filters, update, keyword };
};
