/**
 * The two charts of the last 12 months. ECharts comes in a chunk of its own, loaded when the charts first show, so
 * the figures and lists above and below do not wait for it.
 */
import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense, useMemo } from 'react';
import type { MonthPerformance } from '../../../../../shared/schemas/history.js';
import { countChart, countSummary, moneyChart, moneySummary } from '../model/chart-options.js';
import { tf } from '../texts.js';
import { usePerformanceStyles } from './styles.js';

const EChart = lazy(() => import('./echart.js').then((m) => ({ default: m.EChart })));

export const Charts = ({ months }: { months: readonly MonthPerformance[] }) => {
  const styles = usePerformanceStyles();
  const count = useMemo(() => countChart(months), [months]);
  const money = useMemo(() => moneyChart(months), [months]);
  const quiet = months.every((m) => m.completed === 0 && m.terminated === 0);
  const waiting = (
    <div className={styles.chartWaiting}>
      <Spinner size="small" label={tf('perf.chartLoading')} />
    </div>
  );
  return (
    <section className={styles.section} aria-labelledby="perf-charts">
      <h2 id="perf-charts" className={styles.sectionTitle}>
        {tf('perf.chartsTitle')}
      </h2>
      <div className={styles.charts}>
        <figure className={styles.figure}>
          <figcaption className={styles.caption}>{tf('perf.chartCount')}</figcaption>
          <Suspense fallback={waiting}>
            <EChart option={count} label={tf('perf.chartCountLabel', { summary: countSummary(months) })} className={styles.chart} testId="perf-chart-count" />
          </Suspense>
        </figure>
        <figure className={styles.figure}>
          <figcaption className={styles.caption}>{tf('perf.chartMoney')}</figcaption>
          <Suspense fallback={waiting}>
            <EChart option={money} label={tf('perf.chartMoneyLabel', { summary: moneySummary(months) })} className={styles.chart} testId="perf-chart-money" />
          </Suspense>
        </figure>
      </div>
      {quiet && <p className={styles.chartNote}>{tf('perf.chartEmpty')}</p>}
    </section>
  );
};
