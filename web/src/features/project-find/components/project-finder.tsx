/**
 * The finder shared by 找项目 (public), the workbench's 找项目 and 搜索项目: a keyword box (searched 500 ms after the
 * last keystroke, spec §9, or at once with Enter), the filters, the order and page size, the results and the pager.
 * The address holds every choice (model/filters.ts): back and forward move through them and a link shows the same
 * list. On the workbench the followed categories are the default category filter. A push about projects reloads the
 * list; the search being unavailable (503) is said with 重试.
 */
import { Button, Field, Input, Select, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProjectSort } from '../../../../../shared/schemas/project.js';
import { EmptyState } from '../../../components/empty-state.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { Pager } from '../../../components/pager.js';
import { useCategories } from '../../content/public.js';
import { useFollowedCategories } from '../api/followed.js';
import { isSearchUnavailable, usePageSizes, useProjectList, type ProjectListRequest } from '../api/search.js';
import { useProjectPushes } from '../hooks/use-project-pushes.js';
import { coveredCategoryIds } from '../model/categories.js';
import { activeFilterCount, ALL_CATEGORIES, budgetBounds, filtersToParams, isFiltered, KEYWORD_MAX, parseFilters, searchInputOf, sortChoices, sortOf, type FinderFilters } from '../model/filters.js';
import { tf } from '../texts.js';
import { FinderFiltersForm } from './finder-filters.js';
import { FollowedBar } from './followed-categories.js';
import { sortLabel } from './labels.js';
import { ProjectResultCard } from './project-result-card.js';

/** Spec §9: a search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

const useStyles = makeStyles({
  finder: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  searchRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  keywordField: { flexGrow: 1, minWidth: 0 },
  keyword: { width: '100%', minWidth: 0 },
  keywordLarge: { height: '48px', fontSize: tokens.fontSizeBase400 },
  filterToggle: { display: 'none', [NARROW_MEDIA]: { display: 'inline-flex' } },
  layout: {
    display: 'grid',
    gridTemplateColumns: '272px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  },
  panel: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  panelTitle: { margin: `0 0 ${tokens.spacingVerticalM}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  filtersClosed: { [NARROW_MEDIA]: { display: 'none' } },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  total: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  choices: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  choice: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyle: 'none' },
  state: { padding: `${tokens.spacingVerticalXXL} 0`, display: 'flex', justifyContent: 'center', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1 },
  notice: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  pager: { justifyContent: 'center' },
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
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  /** Applies a change to the filters the address holds now (not those of this render: a keyword's wait may outlast it). */
  const latestParams = useRef(params);
  latestParams.current = params;
  const update = (patch: Partial<FinderFilters> | ((current: FinderFilters) => Partial<FinderFilters>), { replace = false } = {}) => {
    const current = parseFilters(latestParams.current);
    const change = typeof patch === 'function' ? patch(current) : patch;
    setParams(filtersToParams({ ...current, ...change, page: change.page ?? 1 }), { replace });
  };

  // The keyword as typed; it reaches the address (and the search) after a pause, or at once with Enter.
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
    const clean = keyword.trim().slice(0, KEYWORD_MAX);
    if (clean === filters.keyword) return;
    committed.current = clean;
    update((current) => ({ keyword: clean, ...(!clean && current.sort === 'relevance' ? { sort: undefined } : {}) }), { replace });
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

  const hasKeyword = filters.keyword !== '';
  const emptyText = hasKeyword ? tf('pf.find.emptyKeyword') : isFiltered(filters) || showingFollowed ? tf('pf.find.emptyFiltered') : tf('pf.find.emptyAll');
  const wantedPages = data ? Math.ceil(data.total / data.size) : 0;

  const board =
    error && !isValidating ? (
      <div className={styles.state}>
        <EmptyState
          title={isSearchUnavailable(error) ? tf('pf.find.unavailable') : tf('pf.find.failed')}
          text={error.msg}
          actions={
            <Button appearance="primary" onClick={() => void mutate()} data-testid="finder-retry">
              {tf('pf.find.retry')}
            </Button>
          }
        />
      </div>
    ) : !data ? (
      <div className={styles.state}>
        <Spinner size="small" label={tf('pf.find.loading')} />
      </div>
    ) : data.records.length === 0 ? (
      <div className={styles.state}>
        <EmptyState title={tf('pf.find.empty')} text={emptyText} />
      </div>
    ) : (
      <>
        <ul className={styles.list} data-testid="project-results">
          {data.records.map((card) => (
            <li key={card.projectId}>
              <ProjectResultCard card={card} now={now} />
            </li>
          ))}
        </ul>
        {data.pages < wantedPages && <p className={styles.notice}>{tf('pf.find.deepPages', { pages: data.pages })}</p>}
        {data.pages > 1 && <Pager className={styles.pager} current={filters.page} pages={data.pages} onChange={goToPage} />}
      </>
    );

  return (
    <div className={styles.finder}>
      <form className={styles.searchRow} role="search" onSubmit={onSearch}>
        <Field className={styles.keywordField} label={{ children: tf('pf.find.keyword'), className: searchFirst ? undefined : styles.hidden }}>
          <Input
            className={mergeClasses(styles.keyword, searchFirst && styles.keywordLarge)}
            type="search"
            value={typed}
            maxLength={KEYWORD_MAX}
            placeholder={tf('pf.find.keywordPlaceholder')}
            onChange={(_event, change) => setTyped(change.value)}
            autoFocus={searchFirst}
            data-testid="finder-keyword"
          />
        </Field>
        <Button appearance="primary" type="submit" size={searchFirst ? 'large' : 'medium'}>
          {tf('pf.find.search')}
        </Button>
        <Button className={styles.filterToggle} aria-expanded={filtersOpen} data-testid="finder-filter-toggle" aria-controls="finder-filters" onClick={() => setFiltersOpen((open) => !open)}>
          {filtersOpen ? tf('pf.find.hideFilters') : activeFilterCount(filters) > 0 ? tf('pf.find.showFiltersCount', { count: activeFilterCount(filters) }) : tf('pf.find.showFilters')}
        </Button>
      </form>

      {followed && <FollowedBar followed={followedList} showing={showingFollowed} onShowAll={() => update({ category: ALL_CATEGORIES })} />}

      <div className={styles.layout}>
        <aside id="finder-filters" className={mergeClasses(styles.panel, !filtersOpen && styles.filtersClosed)} aria-labelledby="finder-filters-title">
          <h2 id="finder-filters-title" className={styles.panelTitle}>
            {tf('pf.find.filters')}
          </h2>
          <FinderFiltersForm filters={filters} onChange={(patch) => update(patch)} categories={categories} followed={followed && (followedList?.length ?? 0) > 0} />
        </aside>

        <section className={styles.results} ref={resultsRef} aria-labelledby="finder-results-title">
          <h2 id="finder-results-title" className={styles.hidden}>
            {tf('pf.find.results')}
          </h2>
          <div className={styles.toolbar}>
            <p className={styles.total} aria-live="polite" data-testid="finder-total">
              {data ? tf('pf.find.total', { total: data.total }) : tf('pf.find.loading')}
              {data && isValidating && !isLoading && <Spinner size="extra-tiny" aria-label={tf('pf.find.refreshing')} />}
            </p>
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
          </div>
          {budgetError && <p className={styles.notice}>{budgetError}</p>}
          {board}
        </section>
      </div>
    </div>
  );
};
