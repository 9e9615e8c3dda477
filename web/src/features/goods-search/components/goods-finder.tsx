/**
 * The goods finder of 搜索资源 › 供应商品 and 采购商品: a keyword box (searched 500 ms after the last keystroke, spec §9,
 * or at once with Enter), the filters with their counts, the orders (综合, 价格, 销量, 最新), the result cards and the
 * pager. The address holds every choice (model/filters.ts): back and forward move through them and a link shows the
 * same list. The search being unavailable (503) or an input refused is said in place with 重试.
 */
import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import { GOODS_SORTS } from '../../../../../shared/schemas/mall-search.js';
import { EmptyState } from '../../../components/empty-state.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { Pager } from '../../../components/pager.js';
import { isSearchUnavailable, useGoodsList } from '../api/goods.js';
import { filtersToParams, isFiltered, KEYWORD_MAX, MAX_PAGE, parseFilters, searchInputOf, type GoodsFilters } from '../model/filters.js';
import { tg } from '../texts.js';
import { GoodsCard } from './goods-card.js';
import { GoodsFiltersForm } from './goods-filters.js';

/** Spec §9: a search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

const useStyles = makeStyles({
  finder: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  searchRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  keywordField: { flexGrow: 1, minWidth: 0 },
  keyword: { width: '100%', minWidth: 0, height: '44px' },
  layout: {
    display: 'grid',
    gridTemplateColumns: '280px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  },
  panel: { padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1, border: `1px solid ${tokens.colorNeutralStroke2}` },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  total: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  sorts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0, padding: 0, listStyle: 'none' },
  state: { padding: `${tokens.spacingVerticalXXL} 0`, display: 'flex', justifyContent: 'center', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1 },
  notice: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  pager: { justifyContent: 'center' },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

export const GoodsFinder = ({ goodsType }: { goodsType: GoodsType }) => {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const resultsRef = useRef<HTMLElement>(null);

  /** Applies a change to the filters the address holds now (a keyword's wait may outlast this render). */
  const latestParams = useRef(params);
  latestParams.current = params;
  const update = (patch: Partial<GoodsFilters>, { replace = false } = {}) => {
    const current = parseFilters(latestParams.current);
    setParams(filtersToParams({ ...current, ...patch, page: patch.page ?? 1 }), { replace });
  };

  // The keyword as typed; it reaches the address (and the search) after a pause, or at once with Enter.
  const [typed, setTyped] = useState(filters.keyword);
  const committed = useRef(filters.keyword);
  useEffect(() => {
    if (filters.keyword !== committed.current) {
      committed.current = filters.keyword;
      setTyped(filters.keyword);
    }
  }, [filters.keyword]);
  const commitKeyword = (keyword: string, replace: boolean) => {
    const clean = keyword.trim().slice(0, KEYWORD_MAX);
    if (clean === committed.current) return;
    committed.current = clean;
    update({ keyword: clean }, { replace });
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

  const { data, error, isLoading, isValidating, mutate } = useGoodsList(searchInputOf(goodsType, filters));
  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const emptyText = filters.keyword ? tg('gs.emptyKeyword') : isFiltered(filters) ? tg('gs.emptyFiltered') : tg('gs.emptyAll');
  const wantedPages = data ? Math.ceil(data.total / data.size) : 0;

  const board =
    error && !isValidating ? (
      <div className={styles.state}>
        <EmptyState
          title={isSearchUnavailable(error) ? tg('gs.unavailable') : tg('gs.failed')}
          text={error.msg}
          actions={
            <Button appearance="primary" onClick={() => void mutate()} data-testid="goods-retry">
              {tg('gs.retry')}
            </Button>
          }
        />
      </div>
    ) : !data ? (
      <div className={styles.state}>
        <Spinner size="small" label={tg('gs.loading')} />
      </div>
    ) : data.records.length === 0 ? (
      <div className={styles.state}>
        <EmptyState title={tg('gs.empty')} text={emptyText} />
      </div>
    ) : (
      <>
        <ul className={styles.grid} data-testid="goods-results">
          {data.records.map((goods) => (
            <li key={goods.id}>
              <GoodsCard goods={goods} />
            </li>
          ))}
        </ul>
        {data.pages < wantedPages && <p className={styles.notice}>{tg('gs.deepPages', { pages: data.pages })}</p>}
        {data.pages > 1 && <Pager className={styles.pager} current={filters.page} pages={Math.min(data.pages, MAX_PAGE)} onChange={goToPage} />}
      </>
    );

  return (
    <div className={styles.finder}>
      <form className={styles.searchRow} role="search" onSubmit={onSearch}>
        <Field className={styles.keywordField} label={{ children: tg('gs.keyword'), className: styles.hidden }}>
          <Input
            className={styles.keyword}
            type="search"
            value={typed}
            maxLength={KEYWORD_MAX}
            placeholder={tg(goodsType === 0 ? 'gs.keywordPlaceholder.0' : 'gs.keywordPlaceholder.1')}
            onChange={(_event, change) => setTyped(change.value)}
            data-testid="goods-keyword"
          />
        </Field>
        <Button appearance="primary" type="submit" size="large">
          {tg('gs.search')}
        </Button>
      </form>
      <div className={styles.layout}>
        <aside className={styles.panel} aria-label={tg('gs.category')}>
          <GoodsFiltersForm goodsType={goodsType} filters={filters} facets={data?.facets} onChange={(patch) => update(patch)} />
        </aside>
        <section className={styles.results} ref={resultsRef} aria-labelledby="goods-results-title">
          <h2 id="goods-results-title" className={styles.hidden}>
            {tg('gs.results')}
          </h2>
          <div className={styles.toolbar}>
            <p className={styles.total} aria-live="polite" data-testid="goods-total">
              {data ? tg('gs.total', { total: data.total }) : tg('gs.loading')}
              {data && isValidating && !isLoading && <Spinner size="extra-tiny" aria-label={tg('gs.refreshing')} />}
            </p>
            <div className={styles.sorts} role="group" aria-label={tg('gs.sort')}>
              {GOODS_SORTS.map((sort) => (
                <Button
                  key={sort}
                  size="small"
                  appearance={filters.sort === sort ? 'primary' : 'subtle'}
                  aria-pressed={filters.sort === sort}
                  onClick={() => update({ sort })}
                  data-testid={`goods-sort-${sort}`}
                >
                  {tg(`gs.sort.${sort}`)}
                </Button>
              ))}
            </div>
          </div>
          {board}
        </section>
      </div>
    </div>
  );
};
