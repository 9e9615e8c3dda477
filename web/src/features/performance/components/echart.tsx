/**
 * A thin React wrapper of ECharts (docs/decisions.md "Charts"): the chart is made once on its element, given each new
 * option, resized with its element and disposed with it. Only the pieces the performance page draws are registered
 * (bars, lines, axes, legend, tooltip, the SVG renderer), and only this page's chunk imports this file, so the rest
 * of the SPA never loads ECharts. The element is an image for assistive technology, named by `label`.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { init, use, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

use([BarChart, LineChart, GridComponent, LegendPlainComponent, TooltipComponent, SVGRenderer]);

export interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, in a sentence (its accessible name). */
  label: string;
  className?: string;
  testId?: string;
}

export const EChart = ({ option, label, className, testId }: EChartProps) => {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const el = element.current;
    if (!el) return undefined;
    const made = init(el, undefined, { renderer: 'svg', locale: 'ZH' });
    chart.current = made;
    const observer = new ResizeObserver(() => made.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      made.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={element} role="img" aria-label={label} className={className} data-testid={testId} />;
};
