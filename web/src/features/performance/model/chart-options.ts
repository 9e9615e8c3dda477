/**
 * The two charts of the performance page as ECharts options, from the party's figures by month: cooperations
 * completed (bars) with the on-time rate of their phases (a line, in %), and money received and paid (bars, yuan).
 * Each also says itself in a sentence, for readers who do not see the chart.
 */
import type { EChartsCoreOption } from 'echarts/core';
import type { MonthPerformance } from '../../../../../shared/schemas/history.js';
import { formatFen } from '../../../../../shared/money.js';
import { chartColours as c } from '../../../config/chart-colours.js';
import { tf } from '../texts.js';

/** `11月`, with the year on the first month and on each January. */
export const monthLabel = (month: string, first: boolean): string => {
  const [year, number] = month.split('-');
  return first || number === '01' ? tf('perf.chartMonthYear', { year: year ?? '', month: Number(number) }) : tf('perf.chartMonth', { month: Number(number) });
};

export const percentOf = (rate: number | null): string => (rate === null ? tf('perf.none') : `${Math.round(rate * 1000) / 10}%`);

const axisText = { color: c.hezuoChartAxis, fontSize: 12 };
const base = (months: readonly MonthPerformance[]) => ({
  animation: false,
  textStyle: { fontFamily: 'inherit', color: c.hezuoChartText },
  grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
  legend: { top: 0, left: 0, itemWidth: 14, itemHeight: 10, textStyle: { color: c.hezuoChartText } },
  tooltip: { trigger: 'axis', confine: true },
  xAxis: { type: 'category', data: months.map((m, i) => monthLabel(m.month, i === 0)), axisLabel: { ...axisText, hideOverlap: true }, axisTick: { show: false }, axisLine: { lineStyle: { color: c.hezuoChartGrid } } },
});
const valueAxis = (extra: Record<string, unknown> = {}) => ({ type: 'value', axisLabel: axisText, splitLine: { lineStyle: { color: c.hezuoChartGrid } }, ...extra });

export const countChart = (months: readonly MonthPerformance[]): EChartsCoreOption => ({
  ...base(months),
  yAxis: [valueAxis({ minInterval: 1 }), valueAxis({ min: 0, max: 100, axisLabel: { ...axisText, formatter: '{value}%' }, splitLine: { show: false } })],
  series: [
    { name: tf('perf.seriesCompleted'), type: 'bar', barMaxWidth: 24, itemStyle: { color: c.hezuoChartCount, borderRadius: [3, 3, 0, 0] }, data: months.map((m) => m.completed) },
    {
      name: tf('perf.seriesOnTime'),
      type: 'line',
      yAxisIndex: 1,
      symbolSize: 6,
      itemStyle: { color: c.hezuoChartRate },
      lineStyle: { color: c.hezuoChartRate, width: 2 },
      tooltip: { valueFormatter: (value: unknown) => (typeof value === 'number' ? `${value}%` : tf('perf.none')) },
      data: months.map((m) => (m.onTimeRate === null ? null : Math.round(m.onTimeRate * 1000) / 10)),
    },
  ],
});

const yuan = (fen: number) => Math.round(fen) / 100;

export const moneyChart = (months: readonly MonthPerformance[]): EChartsCoreOption => ({
  ...base(months),
  yAxis: valueAxis({ minInterval: 1 }),
  tooltip: { trigger: 'axis', confine: true, valueFormatter: (value: unknown) => (typeof value === 'number' ? formatFen(Math.round(value * 100)) : '') },
  series: [
    { name: tf('perf.seriesReceived'), type: 'bar', barMaxWidth: 18, itemStyle: { color: c.hezuoChartReceived, borderRadius: [3, 3, 0, 0] }, data: months.map((m) => yuan(m.received)) },
    { name: tf('perf.seriesPaid'), type: 'bar', barMaxWidth: 18, itemStyle: { color: c.hezuoChartPaid, borderRadius: [3, 3, 0, 0] }, data: months.map((m) => yuan(m.paid)) },
  ],
});

/** What the charts show, said: the months that had anything, or that nothing did. */
export const countSummary = (months: readonly MonthPerformance[]): string => {
  const busy = months.filter((m) => m.completed > 0);
  return busy.length ? busy.map((m) => `${monthLabel(m.month, true)} ${tf('perf.seriesCompleted')} ${m.completed}，${tf('perf.seriesOnTime')} ${percentOf(m.onTimeRate)}`).join('；') : tf('perf.none');
};

export const moneySummary = (months: readonly MonthPerformance[]): string => {
  const busy = months.filter((m) => m.received > 0 || m.paid > 0);
  return busy.length ? busy.map((m) => `${monthLabel(m.month, true)} ${tf('perf.seriesReceived')} ${formatFen(m.received)}，${tf('perf.seriesPaid')} ${formatFen(m.paid)}`).join('；') : tf('perf.none');
};
