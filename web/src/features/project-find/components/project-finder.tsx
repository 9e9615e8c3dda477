/**
 * The finder shared by 找项目 (public), the workbench's 找项目 and 搜索项目: a keyword box (searched 500 ms after the
 * last keystroke, spec §9, or at once with Enter), the filters, the order and page size, the results and the pager.
 * The address holds every choice (model/filters.ts): back and forward move through them and a link shows the same
 * list. On the workbench the followed categories are the default category filter. A push about projects reloads the
 * list; the search being unavailable (503) is said with 重试. The frame, the address and the states are every finder's
 * (components/finder), as the goods tabs' are.
 */
import { Select, makeStyles, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import type { ProjectSort } from '../../../../../shared/schemas/project.js';
import { FinderBoard } from '../../../components/finder/finder-board.js';
import { FinderFrame } from '../../../components/finder/finder-frame.js';
import { useFinderAddress } from '../../../components/finder/use-finder-address.js';
import { useCategories } from '../../content/public.js';
import { useFollowedCategories } from '../api/followed.js';
import { usePageSizes, useProjectList, type ProjectListRequest } from '../api/search.js';
import { useProjectPushes } from '../hooks/use-project-pushes.js';
import { coveredCategoryIds } from '../model/categories.js';
import { activeFilterCount, ALL_CATEGORIES, budgetBounds, filtersToParams, isFiltered, KEYWORD_MAX, parseFilters, searchInputOf, sortChoices, sortOf, type FinderFilters } from '../model/filters.js';
import { tf } from '../texts.js';
import { FinderFiltersForm } from './finder-filters.js';
import { FollowedBar } from './followed-categories.js';
import { sortLabel } from './labels.js';
import { ProjectResultCard } from './project-result-card.js';

const useStyles = makeStyles({
  choices: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  choice: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyle: 'none' },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

export interface ProjectFinderProps {
  /** The workbench: the followed categories are the default category filter, with the bar that sets them. */
  followed?: boolean;
  /** 搜索项目: the keyword box first and large, focused when the page opens. */
  searchFirst?: boolean;
}

/** The time 只看未截止 counts from, to the minute (a list's key stays the same within one). */
const thisMinute = (): number => Math.floor(Date.now() / 60_000) * 60_000;

export const ProjectFinder = ({ followed = false, searchFirst = false }: ProjectFinderProps) => {
  const styles = useStyles();
  const { filters, update, keyword } = useFinderAddress<FinderFilters>({
    parse: parseFilters,
    toParams: filtersToParams,
    keywordMax: KEYWORD_MAX,
    // 相关度 leaves with the last keyword.
    withKeyword: (clean, current) => (!clean && current.sort === 'relevance' ? { sort: undefined } : {}),
  });
  const resultsRef = useRef<HTMLElement>(null);

  const { data: categories, error: categoriesError } = useCategories();
  const treeSettled = categories !== undefined || categoriesError !== undefined;
  const { data: followedList, error: followedError } = useFollowedCategories(followed);
  const showingFollowed = followed && !filters.category && (followedList?.length ?? 0) > 0;

  // Which categories are asked for; undefined while what decides it is still on its way.
  const categoryIds: readonly string[] | undefined = (() => {
    if (filters.category === ALL_CATEGORIES) return [];
    if (filters.category) return treeSettled ? coveredCategoryIds(categories, [filters.category]) : undefined;
    if (!followed) return [];
    if (followedError) return [];
    if (!followedList) return undefined;
    if (followedList.length === 0) return [];
    return treeSettled ? coveredCategoryIds(categories, followedList.map((c) => c.id)) : undefined;
  })();

  const pageSizes = usePageSizes();
  const size = filters.size && pageSizes.sizes.includes(filters.size) ? filters.size : pageSizes.size;
  const budgetError = budgetBounds(filters.budgetMin, filters.budgetMax).error;
  const request: ProjectListRequest | undefined = categoryIds ? { input: searchInputOf(filters, { size, now: filters.open ? thisMinute() : 0 }), categoryIds } : undefined;
  const { data, error, isLoading, isValidating, mutate } = useProjectList(request);
  useProjectPushes((push) => {
    if (push.event === 'project') void mutate();
  });

  const sort = sortOf(filters);
  const now = Date.now();
  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const emptyText = filters.keyword !== '' ? tf('pf.find.emptyKeyword') : isFiltered(filters) || showingFollowed ? tf('pf.find.emptyFiltered') : tf('pf.find.emptyAll');

  return (
    <FinderFrame
      name="finder"
      keyword={keyword}
      keywordMax={KEYWORD_MAX}
      placeholder={tf('pf.find.keywordPlaceholder')}
      searchFirst={searchFirst}
      activeFilters={activeFilterCount(filters)}
      filters={<FinderFiltersForm filters={filters} onChange={(patch) => update(patch)} categories={categories} followed={followed && (followedList?.length ?? 0) > 0} />}
      above={followed && <FollowedBar followed={followedList} showing={showingFollowed} onShowAll={() => update({ category: ALL_CATEGORIES })} />}
      resultsTitle={tf('pf.find.results')}
      resultsRef={resultsRef}
      total={data ? tf('pf.find.total', { total: data.total }) : tf('pf.find.loading')}
      refreshing={Boolean(data) && isValidating && !isLoading}
      choices={
        <div className={styles.choices}>
          <label className={styles.choice}>
            {tf('pf.find.sort')}
            <Select size="small" value={sort} onChange={(_event, change) => update({ sort: change.value as ProjectSort })} data-testid="finder-sort">
              {sortChoices(filters.keyword).map((choice) => (
                <option key={choice} value={choice}>
                  {sortLabel(choice)}
                </option>
              ))}
            </Select>
          </label>
          <label className={styles.choice}>
            <span className={styles.hidden}>{tf('pf.find.pageSize')}</span>
            <Select size="small" value={String(size)} onChange={(_event, change) => update({ size: Number(change.value) === pageSizes.size ? undefined : Number(change.value) })} data-testid="finder-size">
              {pageSizes.sizes.map((choice) => (
                <option key={choice} value={String(choice)}>
                  {tf('pf.find.pageSizeOption', { size: choice })}
                </option>
              ))}
            </Select>
          </label>
        </div>
      }
      notice={budgetError}
    >
      <FinderBoard
        name="finder"
        data={data}
        error={error}
        isValidating={isValidating}
        onRetry={() => void mutate()}
        texts={{ loading: tf('pf.find.loading'), failed: tf('pf.find.failed'), empty: tf('pf.find.empty'), emptyText, deepPages: (pages) => tf('pf.find.deepPages', { pages }) }}
        current={filters.page}
        onPage={goToPage}
      >
        {(records) => (
          <ul className={styles.list} data-testid="project-results">
            {records.map((card) => (
              <li key={card.projectId}>
                <ProjectResultCard card={card} now={now} />
              </li>
            ))}
          </ul>
        )}
      </FinderBoard>
    </FinderFrame>
  );
};
