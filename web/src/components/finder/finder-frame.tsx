/**
 * The frame of a finder (找项目 and 搜索项目, the goods tabs of 搜索资源): the search row (the keyword box, 搜索), the
 * filters' panel beside the results, and above the results a toolbar with their count and the finder's choices (its
 * order, its page size). On a phone (NARROW_MEDIA) the panel stacks above the results and waits behind 筛选, which says
 * how many filters are in force, so that the first screen shows the results rather than a column of filters; opened,
 * it comes to the top of the screen, below the sticky header, so that its controls lie clear of the floating button in
 * the screen's corner (components/float-stack.tsx) instead of its last ones under it, where the first screen ends.
 *
 * Test ids and element ids are named by `name`: `<name>-keyword`, `<name>-filter-toggle`, `<name>-filters` (the panel),
 * `<name>-total`.
 */
import { Button, Field, Input, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useNarrow } from '../../hooks/use-narrow.js';
import { NARROW_MEDIA } from '../page-styles.js';
import { tfi } from './finder-texts.js';
import type { KeywordBox } from './use-finder-address.js';

const useStyles = makeStyles({
  finder: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  searchRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  keywordField: { flexGrow: 1, minWidth: 0 },
  keyword: { width: '100%', minWidth: 0 },
  keywordLarge: { height: '48px' },
  keywordFirst: { fontSize: tokens.fontSizeBase400 },
  filterToggle: { display: 'none', [NARROW_MEDIA]: { display: 'inline-flex' } },
  layout: {
    display: 'grid',
    gridTemplateColumns: '280px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  },
  panel: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    // Brought to the top of a phone's screen: below the sticky header (60 px), with a little room.
    [NARROW_MEDIA]: { scrollMarginTop: '72px' },
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
  notice: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

export interface FinderFrameProps {
  /** Names the test ids and element ids (above). */
  name: string;
  keyword: KeywordBox;
  keywordMax: number;
  placeholder: string;
  /** The keyword box 48 px high, with a large 搜索 (not on a phone, where the row has 筛选 too and little room). */
  large?: boolean;
  /** 搜索项目: the keyword box first and large (as `large`), its label shown, focused as the page opens. */
  searchFirst?: boolean;
  /** How many filters narrow the list: the phone's 筛选 says so. */
  activeFilters: number;
  /** The filters' form, in the panel. */
  filters: ReactNode;
  /** Between the search row and the panel and results (the workbench's followed categories). */
  above?: ReactNode;
  /** The results' heading, for screen readers. */
  resultsTitle: string;
  resultsRef: RefObject<HTMLElement | null>;
  /** The toolbar's count of results (or that they are on their way). */
  total: string;
  /** A page is being asked again while the last stays shown. */
  refreshing: boolean;
  /** The toolbar's choices: the order, the page size. */
  choices: ReactNode;
  /** A line above the results (找项目: why a budget range does not apply). */
  notice?: string | undefined;
  /** The results and their states (FinderBoard). */
  children: ReactNode;
}

export const FinderFrame = (props: FinderFrameProps) => {
  const { name, keyword, keywordMax, placeholder, large = false, searchFirst = false, activeFilters, filters, above, resultsTitle, resultsRef, total, refreshing, choices, notice, children } = props;
  const styles = useStyles();
  const narrow = useNarrow();
  const big = (large || searchFirst) && !narrow;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // Only a phone has 筛选 to open the panel with.
    if (filtersOpen) panelRef.current?.scrollIntoView?.({ block: 'start' });
  }, [filtersOpen]);
  const toggleLabel = filtersOpen ? tfi('finder.hideFilters') : activeFilters > 0 ? tfi('finder.showFiltersCount', { count: activeFilters }) : tfi('finder.showFilters');
  return (
    <div className={styles.finder}>
      <form className={styles.searchRow} role="search" onSubmit={keyword.onSearch}>
        <Field className={styles.keywordField} label={{ children: tfi('finder.keyword'), className: searchFirst ? undefined : styles.hidden }}>
          <Input
            className={mergeClasses(styles.keyword, big && styles.keywordLarge, big && searchFirst && styles.keywordFirst)}
            type="search"
            value={keyword.typed}
            maxLength={keywordMax}
            placeholder={placeholder}
            onChange={(_event, change) => keyword.setTyped(change.value)}
            autoFocus={searchFirst}
            data-testid={`${name}-keyword`}
          />
        </Field>
        <Button appearance="primary" type="submit" size={big ? 'large' : 'medium'}>
          {tfi('finder.search')}
        </Button>
        <Button className={styles.filterToggle} aria-expanded={filtersOpen} aria-controls={`${name}-filters`} onClick={() => setFiltersOpen((open) => !open)} data-testid={`${name}-filter-toggle`}>
          {toggleLabel}
        </Button>
      </form>

      {above}

      <div className={styles.layout}>
        <aside ref={panelRef} id={`${name}-filters`} className={mergeClasses(styles.panel, !filtersOpen && styles.filtersClosed)} aria-labelledby={`${name}-filters-title`}>
          <h2 id={`${name}-filters-title`} className={styles.panelTitle}>
            {tfi('finder.filters')}
          </h2>
          {filters}
        </aside>

        <section className={styles.results} ref={resultsRef} aria-labelledby={`${name}-results-title`}>
          <h2 id={`${name}-results-title`} className={styles.hidden}>
            {resultsTitle}
          </h2>
          <div className={styles.toolbar}>
            <p className={styles.total} aria-live="polite" data-testid={`${name}-total`}>
              {total}
              {refreshing && <Spinner size="extra-tiny" aria-label={tfi('finder.refreshing')} />}
            </p>
            {choices}
          </div>
          {notice && <p className={styles.notice}>{notice}</p>}
          {children}
        </section>
      </div>
    </div>
  );
};
