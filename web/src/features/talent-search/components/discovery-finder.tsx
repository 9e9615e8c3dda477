/**
 * The finder of 搜索资源 › 人才 and 单位: the keyword box (searched 500 ms after the last keystroke, spec §9, or at once with
 * Enter), the filters (behind 筛选 on a phone), the orders (综合, 最新更新, 最受关注, 履历最丰富), the cards and the pager.
 * The address holds every choice (model/filters.ts); the frame, the address and the states are every finder's
 * (components/finder), as the goods tabs'.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import { DISCOVERY_SORTS } from '../../../../../shared/schemas/discovery.js';
import { FinderBoard } from '../../../components/finder/finder-board.js';
import { FinderFrame } from '../../../components/finder/finder-frame.js';
import { useFinderAddress } from '../../../components/finder/use-finder-address.js';
import { useDiscoveryList } from '../api/discovery.js';
import { activeFilterCount, filtersToParams, isFiltered, KEYWORD_MAX, MAX_PAGE, parseTalentFilters, parseUnitFilters, searchInputOf, type DiscoveryFilters, type DiscoveryTab } from '../model/filters.js';
import { td } from '../texts.js';
import { DiscoveryCard } from './discovery-card.js';
import { DiscoveryFiltersForm } from './discovery-filters.js';

const useStyles = makeStyles({
  sorts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0, padding: 0, listStyle: 'none' },
});

export const DiscoveryFinder = ({ tab }: { tab: DiscoveryTab }) => {
  const styles = useStyles();
  const { filters, update, keyword } = useFinderAddress<DiscoveryFilters>({ parse: tab === 'talent' ? parseTalentFilters : parseUnitFilters, toParams: filtersToParams, keywordMax: KEYWORD_MAX });
  const resultsRef = useRef<HTMLElement>(null);
  const { data, error, isLoading, isValidating, mutate } = useDiscoveryList(tab, searchInputOf(tab, filters));
  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  // A person's views are not counted (only a team's or company's are): 最受关注 is offered where it orders something.
  const sorts = tab === 'talent' && (filters.type ?? 'PERSONAGE') === 'PERSONAGE' ? DISCOVERY_SORTS.filter((sort) => sort !== 'popular') : DISCOVERY_SORTS;
  const emptyText = filters.keyword ? td('ds.emptyKeyword') : isFiltered(filters) ? td('ds.emptyFiltered') : td('ds.emptyAll');
  return (
    <FinderFrame
      name={`discovery-${tab}`}
      keyword={keyword}
      keywordMax={KEYWORD_MAX}
      placeholder={td(tab === 'talent' ? 'ds.talent.placeholder' : 'ds.unit.placeholder')}
      large
      activeFilters={activeFilterCount(filters)}
      filters={<DiscoveryFiltersForm tab={tab} filters={filters} onChange={(patch) => update(patch)} />}
      resultsTitle={td('ds.results')}
      resultsRef={resultsRef}
      total={data ? td(tab === 'talent' ? 'ds.total.talent' : 'ds.total.unit', { total: data.total }) : td('ds.loading')}
      refreshing={Boolean(data) && isValidating && !isLoading}
      choices={
        <div className={styles.sorts} role="group" aria-label={td('ds.sort')}>
          {sorts.map((sort) => (
            <Button key={sort} size="small" appearance={filters.sort === sort ? 'primary' : 'subtle'} aria-pressed={filters.sort === sort} onClick={() => update({ sort })} data-testid={`discovery-sort-${sort}`}>
              {td(`ds.sort.${sort}`)}
            </Button>
          ))}
        </div>
      }
    >
      <FinderBoard
        name={`discovery-${tab}`}
        data={data}
        error={error}
        isValidating={isValidating}
        onRetry={() => void mutate()}
        texts={{ loading: td('ds.loading'), failed: td('ds.failed'), empty: td('ds.empty'), emptyText, deepPages: (pages) => td('ds.deepPages', { pages }) }}
        current={filters.page}
        maxPage={MAX_PAGE}
        onPage={goToPage}
      >
        {(records) => (
          <ul className={styles.grid} data-testid="discovery-results">
            {records.map((card) => (
              <li key={`${card.type}:${card.id}`}>
                <DiscoveryCard card={card} tab={tab} />
              </li>
            ))}
          </ul>
        )}
      </FinderBoard>
    </FinderFrame>
  );
};
