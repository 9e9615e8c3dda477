/**
 * /search (spec §2.1, §2.2: public, visitors too; issue 31): the site's one search page — one box, and tabs 项目, 人才,
 * 商品, 单位 over the search module's kinds. The tab, the keywords and the page are the address's
 * (`/search?tab=goods&keyword=轴承&current=2`), so a result page can be shared and the browser's back returns to it.
 */
import { Button, Input, Spinner, Tab, TabList, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state.js';
import { NARROW_MEDIA, usePageStyles } from '../../components/page-styles.js';
import { Pager } from '../../components/pager.js';
import { t } from '../../lib/i18n.js';
import { GoodsCard } from '../../features/goods-search/components/goods-card.js';
import { useSiteGoods, useSiteProjects, useSiteTalent, useSiteUnits, type SiteSearchAsk } from '../../features/matching/api/site-search.js';
import { tm, type MatchingTextKey } from '../../features/matching/texts.js';
import { ProjectResultCard } from '../../features/project-find/components/project-result-card.js';
import { DiscoveryCard } from '../../features/talent-search/components/discovery-card.js';
import type { HttpError } from '../../api/http-error.js';

const TABS = ['projects', 'talent', 'goods', 'units'] as const;
type SearchTab = (typeof TABS)[number];

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  hero: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXL} 40px`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    backgroundImage: `linear-gradient(110deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 72%)`,
    boxShadow: tokens.shadow2,
    [NARROW_MEDIA]: { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  form: { display: 'flex', gap: tokens.spacingHorizontalS, maxWidth: '720px' },
  input: { flexGrow: 1, minWidth: 0 },
  tabs: { overflowX: 'auto', [NARROW_MEDIA]: { marginInline: `calc(-1 * ${tokens.spacingHorizontalS})` } },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL, [NARROW_MEDIA]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS } },
  parties: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: tokens.spacingHorizontalM, [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  total: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  waiting: { display: 'flex', justifyContent: 'center', padding: '48px 0' },
  failed: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, color: tokens.colorPaletteRedForeground1 },
});

const tabOf = (raw: string | null): SearchTab => (TABS as readonly string[]).includes(raw ?? '') ? (raw as SearchTab) : 'projects';
const pageOf = (raw: string | null): number => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 && n <= 100 ? n : 1;
};

/** What every tab shows around its records: the wait, a failure with 重试, nothing found, the total and the pager. */
const Results = ({ state, total, pages, current, onPage, children }: { state: { isLoading: boolean; error?: HttpError; retry: () => void; empty: boolean }; total: number; pages: number; current: number; onPage: (page: number) => void; children: React.ReactNode }) => {
  const styles = useStyles();
  if (state.error) {
    return (
      <div className={styles.failed} role="alert">
        <span>{`${tm('mt.search.failed')}：${state.error.msg}`}</span>
        <Button onClick={state.retry}>{tm('mt.retry')}</Button>
      </div>
    );
  }
  if (state.isLoading && state.empty) {
    return (
      <div className={styles.waiting}>
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (state.empty) return <EmptyState title={tm('mt.search.empty')} />;
  return (
    <div className={styles.results}>
      <p className={styles.total} data-testid="search-total">
        {tm('mt.search.total', { total })}
      </p>
      {children}
      {pages > 1 && <Pager current={current} pages={pages} onChange={onPage} />}
    </div>
  );
};

const ProjectsTab = ({ ask, onPage }: { ask: SiteSearchAsk; onPage: (page: number) => void }) => {
  const { data, error, isLoading, mutate } = useSiteProjects(ask);
  const now = useMemo(() => Date.now(), [data]);
  return (
    <Results state={{ isLoading, error, retry: () => void mutate(), empty: !data?.records.length }} total={data?.total ?? 0} pages={data?.pages ?? 0} current={ask.current} onPage={onPage}>
      {data?.records.map((card) => <ProjectResultCard key={card.projectId} card={card} now={now} />)}
    </Results>
  );
};

const GoodsTab = ({ ask, onPage }: { ask: SiteSearchAsk; onPage: (page: number) => void }) => {
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useSiteGoods(ask);
  return (
    <Results state={{ isLoading, error, retry: () => void mutate(), empty: !data?.records.length }} total={data?.total ?? 0} pages={data?.pages ?? 0} current={ask.current} onPage={onPage}>
      <div className={styles.grid}>
        {data?.records.map((goods) => (
          <GoodsCard key={goods.id} goods={goods} />
        ))}
      </div>
    </Results>
  );
};

/** 人才 (people) and 单位 (companies and teams): 搜索资源's own cards, leading to the public resume (for those logged in). */
const PartiesTab = ({ kind, ask, onPage }: { kind: 'talent' | 'units'; ask: SiteSearchAsk; onPage: (page: number) => void }) => {
  const styles = useStyles();
  const talent = useSiteTalent(kind === 'talent' ? ask : null);
  const units = useSiteUnits(kind === 'units' ? ask : null);
  const { data, error, isLoading, mutate } = kind === 'talent' ? talent : units;
  return (
    <Results state={{ isLoading, error, retry: () => void mutate(), empty: !data?.records.length }} total={data?.total ?? 0} pages={data?.pages ?? 0} current={ask.current} onPage={onPage}>
      <div className={styles.parties}>
        {data?.records.map((card) => (
          <DiscoveryCard key={`${card.type}:${card.id}`} card={card} tab={kind === 'talent' ? 'talent' : 'unit'} />
        ))}
      </div>
    </Results>
  );
};

export const Component = () => {
  const styles = useStyles();
  const page = usePageStyles();
  const [query, setQuery] = useSearchParams();
  const tab = tabOf(query.get('tab'));
  const keyword = (query.get('keyword') ?? '').slice(0, 50);
  const current = pageOf(query.get('current'));
  const [typed, setTyped] = useState(keyword);
  useEffect(() => setTyped(keyword), [keyword]);
  const go = (next: { tab?: SearchTab; keyword?: string; current?: number }) => {
    const params = new URLSearchParams({ tab: next.tab ?? tab });
    const words = next.keyword ?? keyword;
    if (words) params.set('keyword', words);
    if ((next.current ?? 1) > 1) params.set('current', String(next.current));
    setQuery(params);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ keyword: typed.trim() });
  };
  const ask: SiteSearchAsk = { keyword, current };
  const onPage = (n: number) => go({ current: n });
  return (
    <div className={mergeClasses(page.page, styles.stack)}>
      <title>{`${keyword ? `${keyword} - ` : ''}${tm('mt.search.title')} - ${t('app.name')}`}</title>
      <header className={styles.hero}>
        <h1 className={styles.title}>{tm('mt.search.title')}</h1>
        <p className={styles.intro}>{tm('mt.search.intro')}</p>
        <form className={styles.form} role="search" onSubmit={submit}>
          <Input
            className={styles.input}
            size="large"
            value={typed}
            maxLength={50}
            onChange={(_e, d) => setTyped(d.value)}
            placeholder={tm('mt.search.placeholder')}
            aria-label={tm('mt.search.label')}
            data-testid="site-search-input"
          />
          <Button appearance="primary" size="large" type="submit" data-testid="site-search-submit">
            {tm('mt.search.submit')}
          </Button>
        </form>
      </header>
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_e, d) => go({ tab: d.value as SearchTab })} aria-label={tm('mt.search.tabs')}>
        {TABS.map((name) => (
          <Tab key={name} value={name} data-testid={`site-search-tab-${name}`}>
            {tm(`mt.search.tab.${name}` as MatchingTextKey)}
          </Tab>
        ))}
      </TabList>
      <section aria-label={tm(`mt.search.tab.${tab}` as MatchingTextKey)} data-testid="site-search-results">
        {tab === 'projects' && <ProjectsTab ask={ask} onPage={onPage} />}
        {tab === 'goods' && <GoodsTab ask={ask} onPage={onPage} />}
        {(tab === 'talent' || tab === 'units') && <PartiesTab key={tab} kind={tab} ask={ask} onPage={onPage} />}
      </section>
    </div>
  );
};
