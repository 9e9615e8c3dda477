/**
 * The performance charts' colours, as values for ECharts (it draws its own SVG and reads no CSS variables): loaded
 * with the performance page only. The brand blue of config/theme.ts for counts, its light shade for rates, and the
 * wallet's income red and outgo green for money received and paid; axis text reads at 4.5:1 or more on white.
 */
export const chartColours = {
  hezuoChartCount: '#156f99',
  hezuoChartRate: '#e07b00',
  hezuoChartReceived: '#c8161d',
  hezuoChartPaid: '#1e7b34',
  hezuoChartAxis: '#616161',
  hezuoChartGrid: '#e6e6e6',
  hezuoChartText: '#424242',
} as const;
