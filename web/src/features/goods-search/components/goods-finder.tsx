/**
 * The goods finder of 搜索资源 › 供应商品 and 采购商品: a keyword box (searched 500 ms after the last keystroke, spec §9,
 * or at once with Enter), the filters with their counts (behind 筛选 on a phone), the orders (综合, 价格, 销量, 最新), the
 * result cards and the pager. The address holds every choice (model/filters.ts): back and forward move through them
 * and a link shows the same list. The search being unavailable (503) or an input refused is said in place with 重试.
 * The frame, the address and the states are every finder's (components/finder), as 找项目's are.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import type { GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import { GOODS_SORTS } from '../../../../../shared/schemas/mall-search.js';
import { FinderBoard } from '../../../components/finder/finder-board.js';
import { FinderFrame } from '../../../components/finder/finder-frame.js';
import { useFinderAddress } from '../../../components/finder/use-finder-address.js';
import { useGoodsList } from '../api/goods.js';
import { activeFilterCount, filtersToParams, isFiltered, KEYWORD_MAX, MAX_PAGE, parseFilters, searchInputOf, type GoodsFilters } from '../model/filters.js';
import { tg } from '../texts.js';
import { GoodsCard } from './goods-card.js';
import { GoodsFiltersForm } from './goods-filters.js';

const useStyles = makeStyles({
  sorts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0, padding: 0, listStyle: 'none' },
});

export const GoodsFinder = ({ goodsType }: { goodsType: GoodsType }) => {
  const styles = useStyles();
  const { filters, update, keyword } = useFinderAddress<GoodsFilters>({ parse: parseFilters, toParams: filtersToParams, keywordMax: KEYWORD_MAX });
  const resultsRef = useRef<HTMLElement>(null);

  const { data, error, isLoading, isValidating, mutate } = useGoodsList(searchInputOf(goodsType, filters));
  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const emptyText = filters.keyword ? tg('gs.emptyKeyword') : isFiltered(filters) ? tg('gs.emptyFiltered') : tg('gs.emptyAll');

  return (
    <FinderFrame
      name="goods"
      keyword={keyword}
      keywordMax={KEYWORD_MAX}
      placeholder={tg(goodsType === 0 ? 'gs.keywordPlaceholder.0' : 'gs.keywordPlaceholder.1')}
      large
      activeFilters={activeFilterCount(filters)}
      filters={<GoodsFiltersForm goodsType={goodsType} filters={filters} facets={data?.facets} onChange={(patch) => update(patch)} />}
      resultsTitle={tg('gs.results')}
      resultsRef={resultsRef}
      total={data ? tg('gs.total', { total: data.total }) : tg('gs.loading')}
      refreshing={Boolean(data) && isValidating && !isLoading}
      choices={
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
      }
    >
      <FinderBoard
        name="goods"
        data={data}
        error={error}
        isValidating={isValidating}
        onRetry={() => void mutate()}
        texts={{ loading: tg('gs.loading'), failed: tg('gs.failed'), empty: tg('gs.empty'), emptyText, deepPages: (pages) => tg('gs.deepPages', { pages }) }}
        current={filters.page}
        maxPage={MAX_PAGE}
        onPage={goToPage}
      >
        {(records) => (
          <ul className={styles.grid} data-testid="goods-results">
            {records.map((goods) => (
              <li key={goods.id}>
                <GoodsCard goods={goods} />
              </li>
            ))}
          </ul>
        )}
      </FinderBoard>
    </FinderFrame>
  );
};
