import type uPlotType from 'uplot';

/**
 * OPS-16: the operator page's charts (runs in the operator's browser; served
 * as /__ops/assets/ops.js, transpiled by ./assets.ts). uPlot is loaded before
 * it as a global by its own script tag. One chart per vital: the p75 of each
 * page over time, with the good and poor thresholds as dashed lines.
 */

declare const uPlot: typeof uPlotType;

interface Series {
  readonly times: number[];
  readonly pages: string[];
  readonly values: Array<Array<number | null>>;
}
interface OpsData {
  readonly series: Record<string, Series>;
  readonly thresholds: Record<string, { good: number; poor: number; unit: string }>;
}

const PAGE_COLOURS = ['#1f6feb', '#8250df', '#bf3989', '#0a7d6c', '#9a6700', '#cf222e', '#57606a', '#116329'];

function draw(figure: HTMLElement, data: OpsData): void {
  const vital = figure.dataset.vital ?? '';
  const series = data.series[vital];
  const threshold = data.thresholds[vital];
  const plot = figure.querySelector<HTMLElement>('.plot');
  if (!series || !threshold || !plot) return;
  const unit = threshold.unit;
  const times = series.times.map((time) => time / 1000);
  const flat = (value: number) => times.map(() => value);
  const options: uPlotType.Options = {
    width: Math.max(280, plot.clientWidth || 320),
    height: 220,
    scales: { x: { time: true } },
    axes: [{}, { values: (_chart, ticks) => ticks.map((tick) => (unit === 'ms' ? `${tick} ms` : String(tick))) }],
    series: [
      {},
      ...series.pages.map((page, index) => ({
        label: page,
        stroke: PAGE_COLOURS[index % PAGE_COLOURS.length] ?? '#1f6feb',
        width: 2,
        points: { show: true, size: 7 },
        spanGaps: true,
      })),
      { label: 'good', stroke: '#1a7f37', dash: [6, 4], points: { show: false } },
      { label: 'poor', stroke: '#cf222e', dash: [6, 4], points: { show: false } },
    ],
  };
  const aligned = [times, ...series.values, flat(threshold.good), flat(threshold.poor)] as uPlotType.AlignedData;
  new uPlot(options, aligned, plot);
  figure.dataset.drawn = 'true';
}

const dataElement = document.getElementById('ops-data');
if (dataElement?.textContent) {
  const data = JSON.parse(dataElement.textContent) as OpsData;
  for (const figure of document.querySelectorAll<HTMLElement>('figure.chart')) draw(figure, data);
}
