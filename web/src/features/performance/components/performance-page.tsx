/**
 * 业绩统计 (spec §2.1 /work/userCenter/performance, docs/cooperation.md "History, performance and credit"): the
 * figures of the party the session acts for, the charts of its last 12 months, and its history — completed and
 * terminated cooperations — and credit, each a tab.
 */
import { Button, Spinner, Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { t } from '../../../lib/i18n.js';
import { useCredit, usePartyPerformance } from '../api/performance.js';
import { tf } from '../texts.js';
import { Charts } from './charts.js';
import { CreditList } from './credit-list.js';
import { Figures } from './figures.js';
import { HistoryList } from './history-list.js';
import { usePerformanceStyles } from './styles.js';

type PageTab = 'completed' | 'terminated' | 'credit';
const TABS: readonly PageTab[] = ['completed', 'terminated', 'credit'];

/** `title`: a unit's 业绩统计 names the unit (单位业绩统计, 团队业绩统计); the personal center's is 业绩统计. */
export const PerformancePage = ({ title = tf('perf.title') }: { title?: string } = {}) => {
  const panel = usePanelStyles();
  const styles = usePerformanceStyles();
  const figures = usePartyPerformance();
  const credit = useCredit(1);
  const [tab, setTab] = useState<PageTab>('completed');
  const [pages, setPages] = useState<Record<PageTab, number>>({ completed: 1, terminated: 1, credit: 1 });
  const onPage = (page: number) => setPages((before) => ({ ...before, [tab]: page }));
  return (
    <section className={panel.panel}>
      <title>{`${title} - ${t('app.name')}`}</title>
      <h1 className={panel.heading}>{title}</h1>
      {figures.data ? (
        <>
          <Figures performance={figures.data} credit={credit.data} />
          <Charts months={figures.data.months} />
        </>
      ) : figures.error ? (
        <EmptyState
          title={tf('perf.loadFailed')}
          actions={
            <Button appearance="secondary" onClick={() => void figures.mutate()}>
              {tf('perf.retry')}
            </Button>
          }
        />
      ) : (
        <div className={styles.waiting}>
          <Spinner size="small" label={tf('perf.loading')} />
        </div>
      )}
      <section className={styles.section}>
        <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_e, data) => setTab(data.value as PageTab)} aria-label={tf('perf.tabs')}>
          {TABS.map((name) => (
            <Tab key={name} value={name}>
              {tf(`perf.tab.${name}`)}
            </Tab>
          ))}
        </TabList>
        {tab === 'credit' ? <CreditList current={pages.credit} onPage={onPage} /> : <HistoryList tab={tab} current={pages[tab]} onPage={onPage} />}
      </section>
    </section>
  );
};
