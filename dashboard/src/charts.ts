/**
 * uPlot wrappers: line charts (concessions, outcomes) and grouped bars (rehearsal families). Every chart is
 * sized to its container, follows its width, and is destroyed when the page it belongs to is left.
 */
import uPlot from "uplot";

/** Dark, distinguishable on white (each ≥ 4.5:1), and dashed differently so colour is never the only cue. */
export const PALETTE = ["#1d4ed8", "#b91c1c", "#047857", "#7c2d12", "#6d28d9", "#0e7490", "#a21caf", "#3f3f46"];
const DASHES: (number[] | undefined)[] = [undefined, [6, 4], [2, 3], [10, 3, 2, 3]];

export interface SeriesSpec {
  label: string;
  color?: string;
  dash?: number[];
  /** Draw points only where there is a value, no line (sparse data). */
  points?: boolean;
  width?: number;
}

export interface Chart {
  update(data: uPlot.AlignedData): void;
  destroy(): void;
}

interface LineOptions {
  title: string;
  series: SeriesSpec[];
  /** x values are unix seconds (dates) rather than plain numbers (rounds). */
  time?: boolean;
  xLabel?: string;
  yLabel?: string;
  formatY: (value: number) => string;
  formatX?: (value: number) => string;
  yRange?: [number, number];
  height?: number;
}

function widthOf(el: HTMLElement): number {
  return Math.max(280, Math.floor(el.clientWidth || el.getBoundingClientRect().width || 640));
}

/** Keeps the chart as wide as its container; stops when the page is left. */
function follow(plot: uPlot, container: HTMLElement, height: number, signal: AbortSignal): void {
  const observer = new ResizeObserver(() => {
    const width = widthOf(container);
    if (Math.abs(width - plot.width) > 2) plot.setSize({ width, height });
  });
  observer.observe(container);
  signal.addEventListener(
    "abort",
    () => {
      observer.disconnect();
      plot.destroy();
    },
    { once: true },
  );
}

export function lineChart(container: HTMLElement, options: LineOptions, data: uPlot.AlignedData, signal: AbortSignal): Chart {
  const height = options.height ?? 280;
  const opts: uPlot.Options = {
    title: options.title,
    width: widthOf(container),
    height,
    scales: {
      x: { time: options.time ?? false },
      y: options.yRange ? { range: options.yRange } : {},
    },
    axes: [
      {
        label: options.xLabel,
        ...(options.formatX ? { values: (_u: uPlot, ticks: number[]) => ticks.map((t) => options.formatX!(t)) } : {}),
        stroke: "#1f2937",
        grid: { stroke: "#e5e7eb" },
        ...(options.time ? {} : { incrs: [1, 2, 5, 10, 20, 50, 100] }),
      },
      {
        label: options.yLabel,
        values: (_u, ticks) => ticks.map((t) => options.formatY(t)),
        stroke: "#1f2937",
        grid: { stroke: "#e5e7eb" },
        size: 80,
      },
    ],
    series: [
      { label: options.xLabel ?? "x", value: (_u, v) => (v === null ? "—" : options.formatX ? options.formatX(v) : String(v)) },
      ...options.series.map(
        (s, i): uPlot.Series => ({
          label: s.label,
          stroke: s.color ?? PALETTE[i % PALETTE.length]!,
          width: s.width ?? 2,
          dash: s.dash ?? DASHES[i % DASHES.length],
          spanGaps: true,
          value: (_u, v) => (v === null ? "—" : options.formatY(v)),
          points: { show: true, size: 7 },
          ...(s.points ? { paths: () => null } : {}),
        }),
      ),
    ],
  };
  const plot = new uPlot(opts, data, container);
  follow(plot, container, height, signal);
  return { update: (next) => plot.setData(next), destroy: () => plot.destroy() };
}

interface BarOptions {
  title: string;
  /** Category names along x. */
  categories: string[];
  /** What a category is, in the legend (default "family"). */
  categoryLabel?: string;
  series: SeriesSpec[];
  formatY: (value: number) => string;
  yRange?: [number, number];
  height?: number;
}

/**
 * Grouped bars over categories: each series is a bar of 1/n of the slot, shifted into its own place, drawn
 * with uPlot's bars path builder.
 */
export function barChart(container: HTMLElement, options: BarOptions, values: (number | null)[][], signal: AbortSignal): Chart {
  const height = options.height ?? 300;
  const n = Math.max(1, options.series.length);
  const slot = 0.8;
  const bars = uPlot.paths.bars!;
  const xs = options.categories.map((_, i) => i);
  const opts: uPlot.Options = {
    title: options.title,
    width: widthOf(container),
    height,
    scales: {
      x: { time: false, range: [-0.5, Math.max(0.5, options.categories.length - 0.5)] },
      y: { range: options.yRange ?? ((_u, _min, max) => [0, Math.max(max, 0.01) * 1.1]) },
    },
    axes: [
      {
        stroke: "#1f2937",
        grid: { show: false },
        splits: () => xs,
        values: (_u, ticks) => ticks.map((t) => options.categories[Math.round(t)] ?? ""),
        // Family names are long: slanted, with room below.
        rotate: -40,
        size: 120,
      },
      { values: (_u, ticks) => ticks.map((t) => options.formatY(t)), stroke: "#1f2937", grid: { stroke: "#e5e7eb" }, size: 70 },
    ],
    series: [
      { label: options.categoryLabel ?? "family", value: (_u, v) => (v === null ? "—" : (options.categories[v] ?? "")) },
      ...options.series.map((s, i): uPlot.Series => {
        const color = s.color ?? PALETTE[i % PALETTE.length]!;
        return {
          label: s.label,
          stroke: color,
          fill: color,
          width: 0,
          points: { show: false },
          value: (_u, v) => (v === null ? "—" : options.formatY(v)),
          // Each bar takes its share of the slot, shifted left or right of the category's centre.
          paths: bars({
            size: [slot / n, Infinity],
            disp: {
              x0: { unit: 1, values: (u, seriesIdx) => (u.data[0] as number[]).map((x) => x - slot / 2 + ((seriesIdx - 1) * slot) / n) },
              size: { unit: 1, values: (u) => (u.data[0] as number[]).map(() => slot / n) },
            },
          }),
        };
      }),
    ],
  };
  const plot = new uPlot(opts, [xs, ...values], container);
  follow(plot, container, height, signal);
  return { update: (next) => plot.setData(next), destroy: () => plot.destroy() };
}
