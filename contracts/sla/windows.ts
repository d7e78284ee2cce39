/**
 * Sliding 1, 5 and 15-minute windows over a contract's SLA samples, one HDR histogram per (metric, window) — every
 * watched metric keeps all three — so a check reads p50/p95/p99/mean/ratio/rate in O(histogram) however many samples arrived (issue #30, item 3).
 *
 * Why this shape:
 * - Time is cut into buckets (`bucketMs`, default 5 s). Each bucket keeps, per metric, exact integer counters
 *   and, for latency and accuracy, its samples' HDR bins (bin index → count, sparse: even at 10,000 samples/s a
 *   bucket fills a few thousand of the latency histogram's ~23,500 bins). Each window keeps a running tally with a full HDR
 *   histogram: a sample is added to it on arrival, and a whole bucket's bins are subtracted when it slides out,
 *   in O(bins the bucket used). Reads never walk the buckets. Once a bucket is two behind the current one its bins
 *   are packed into a sorted Int32Array (about a fifth of a Map's memory); a late sample unpacks it again. All histograms of a metric share one layout
 *   (hdr-histogram-js's `countsArrayIndex`), so a bin index means the same everywhere; the windows' histograms
 *   are updated through the library's count-level methods, which is all `getValueAtPercentile` reads.
 * - A window of W minutes ending at `now` holds the W·60 s / bucketMs buckets up to and including the one `now`
 *   falls in (so it spans between W·60 s − bucketMs and W·60 s), plus samples up to 5 s ahead of `now` (reporters'
 *   clocks drift; such a sample counts as current).
 * - Values go into the histograms as integers: latency in microseconds, accuracy in units of 1/10,000; means and
 *   rates come from exact integer sums, so add-then-subtract never drifts and a restored copy reads bit for bit
 *   the same. Percentiles are the HDR histogram's (3 significant digits: within 0.1% of the true value, rounded
 *   up to the top of their bin). Latency above one hour is recorded as one hour.
 * - Deterministic and clock-free: every call takes `now`. Time never runs backwards inside: a `now` earlier than
 *   one already seen is read as the latest seen, so windows that slid on cannot slide back.
 * - A sample older than 15 minutes before `now` is late (counted, dropped); one more than 5 s ahead is future
 *   (counted, dropped); out-of-order samples inside the horizon land in their own bucket. A sample for a metric
 *   no target watches, or with an impossible value (negative latency or throughput, accuracy outside 0..1,
 *   success/availability other than 0 or 1, non-finite numbers), is counted as ignored: the ingestion API
 *   rejects those with a problem first, this is the last line.
 * - Persistence, two forms: `snapshot()`/`restore()` (one JSON string) and `takeChanges()`/`fromParts()` (one
 *   row per bucket plus a header, handing out only what changed, so a batch writes kilobytes rather than the
 *   whole state). Both restore to windows that read exactly like the original. A snapshot is tied to this
 *   module's histogram layout (3 significant digits, the ranges below): version 1.
 * - Batch idempotency is not here: the Contract object drops a batch id it has seen before calling `add`.
 *
 * Which statistics fit which metric (contracts/validate.ts enforces the same for new terms): latency and
 * accuracy → p50/p95/p99/mean; success and availability → ratio (share of 1s); throughput → rate (sum of the
 * samples per second of the window's elapsed span, the span starting no earlier than the first sample seen, so a
 * young contract is not judged on minutes it did not exist).
 */
import { Int32Histogram } from "hdr-histogram-js";
import { SLA_WINDOWS_MIN, type Sample, type SlaMetric, type SlaStatistic, type SlaTarget, type SlaWindowMin, type WindowReading } from "../types";

/** One target's statistic over each sliding window. */
export interface WindowSeries {
  targetId: string;
  windows: { windowMin: SlaWindowMin; value: number | null; count: number }[];
}

/** Samples older than this before `now` are late. */
export const LATE_AFTER_MS = 15 * 60 * 1000;
/** Samples further than this ahead of `now` are rejected as future. */
export const FUTURE_TOLERANCE_MS = 5 * 1000;
export const DEFAULT_BUCKET_MS = 5 * 1000;

/** Which statistics each metric can be judged by. */
export const STATISTICS_BY_METRIC: Readonly<Record<SlaMetric, readonly SlaStatistic[]>> = Object.freeze({
  latency: ["p50", "p95", "p99", "mean"],
  accuracy: ["p50", "p95", "p99", "mean"],
  success: ["ratio"],
  availability: ["ratio"],
  throughput: ["rate"],
});

export function statisticFits(metric: SlaMetric, statistic: SlaStatistic): boolean {
  return STATISTICS_BY_METRIC[metric]?.includes(statistic) ?? false;
}

/** How a metric's values become integers, and whether it needs a histogram. */
interface MetricEncoding {
  /** Integer units per unit of the sample's value (latency: µs per ms). */
  scale: number;
  /** Largest integer a histogram records (larger values are recorded as this). */
  highest: number;
  histogram: boolean;
  /** Samples are 1 (ok) or 0 (failed), and the share of 1s is what is judged. */
  countsOk: boolean;
  /** Does a sample value make sense for the metric? */
  valid: (value: number) => boolean;
}

const ENCODINGS: Readonly<Record<SlaMetric, MetricEncoding>> = {
  // Bounded so the running sums stay exact integers: an hour of latency, a billion requests per sample.
  latency: { scale: 1000, highest: 3_600_000_000, histogram: true, countsOk: false, valid: (v) => v >= 0 && v <= 3_600_000 },
  accuracy: { scale: 10_000, highest: 10_000, histogram: true, countsOk: false, valid: (v) => v >= 0 && v <= 1 },
  success: { scale: 1, highest: 1, histogram: false, countsOk: true, valid: (v) => v === 0 || v === 1 },
  availability: { scale: 1, highest: 1, histogram: false, countsOk: true, valid: (v) => v === 0 || v === 1 },
  throughput: { scale: 1000, highest: 0, histogram: false, countsOk: false, valid: (v) => v >= 0 && v <= 1_000_000_000 },
};

const SIGNIFICANT_DIGITS = 3;

/** Exact counters of the samples in a span of time. */
interface Counters {
  count: number;
  /** Sum of the scaled integer values (exact: every term is an integer well inside 2^53). */
  sum: number;
  /** Samples equal to 1 (success, availability). */
  ok: number;
}

interface Bucket extends Counters {
  /**
   * HDR bin index → samples in it (latency and accuracy only): a Map while the bucket fills, then packed as
   * sorted [bin, samples, bin, samples, …] pairs.
   */
  bins: Map<number, number> | Int32Array | null;
  /** This bucket's part of the snapshot, kept until the bucket changes, so snapshots after a batch stay cheap. */
  encoded: string | null;
}

interface Window {
  windowMin: number;
  /** Buckets the window spans. */
  span: number;
  /** Lowest bucket index inside the window (buckets below it were subtracted); -Infinity before the first `now`. */
  from: number;
  counters: Counters;
  histogram: Int32Histogram | null;
}

interface Series {
  metric: SlaMetric;
  encoding: MetricEncoding;
  /** Sorted by windowMin ascending, so the last is the longest. */
  windows: Window[];
  buckets: Map<number, Bucket>;
  /** Earliest `at` of any sample accepted (the start of the rate's span); null before the first. */
  since: number | null;
}

export interface AddResult {
  accepted: number;
  late: number;
  future: number;
  /** Samples for a metric no target watches, or with an impossible value. */
  ignored: number;
}

/** One bucket as stored: `[index, count, sum, ok, [bin, samples, bin, samples, …]]`. */
type EncodedBucket = [number, number, number, number, number[]];

interface SnapshotV1 {
  v: 1;
  bucketMs: number;
  clock: number | null;
  series: Record<string, { since: number | null; buckets: EncodedBucket[] }>;
}

/** The header of the per-bucket form (`takeChanges` / `fromParts`): everything but the buckets. */
interface HeaderV1 {
  v: 1;
  bucketMs: number;
  clock: number | null;
  since: Record<string, number | null>;
}

/**
 * What changed since the last `takeChanges` (or since the windows were made): the header to store, buckets to
 * write (`put`, key → value) and keys to delete. Storing them as rows lets the Contract object persist a batch in
 * a few kilobytes instead of rewriting the whole snapshot (hundreds of KiB at 10,000 samples/s).
 */
export interface SlaWindowChanges {
  header: string;
  put: [key: string, value: string][];
  delete: string[];
}

export class SlaWindows {
  readonly bucketMs: number;
  private readonly targets: readonly SlaTarget[];
  private readonly series = new Map<SlaMetric, Series>();
  /** The latest `now` seen. */
  private clock: number | null = null;
  /** Bucket keys changed since the last takeChanges, and keys takeChanges has handed out that still exist. */
  private readonly dirty = new Set<string>();
  private readonly persisted = new Set<string>();
  private readonly dropped = new Set<string>();
  /** The bucket index at which bins were last packed (a representation detail: never changes a reading). */
  private packedAt = -Infinity;

  constructor(targets: SlaTarget[], options: { bucketMs?: number } = {}) {
    const bucketMs = options.bucketMs ?? DEFAULT_BUCKET_MS;
    if (!Number.isInteger(bucketMs) || bucketMs <= 0 || 60_000 % bucketMs !== 0) {
      throw new RangeError(`bucketMs must be a whole number of ms dividing one minute, got ${bucketMs}`);
    }
    this.bucketMs = bucketMs;
    this.targets = targets.map((t) => ({ ...t }));
    for (const target of targets) {
      if (!statisticFits(target.metric, target.statistic)) {
        throw new RangeError(`target ${target.id}: ${target.metric} cannot be judged by ${target.statistic}`);
      }
      if (this.series.has(target.metric)) continue;
      // Every watched metric keeps all three windows, whichever its targets are judged over: the view shows each
      // target's statistic over 1, 5 and 15 minutes, and an amendment may move a target to another window.
      const encoding = ENCODINGS[target.metric];
      this.series.set(target.metric, {
        metric: target.metric,
        encoding,
        windows: SLA_WINDOWS_MIN.map((windowMin) => ({
          windowMin,
          span: (windowMin * 60_000) / bucketMs,
          from: -Infinity,
          counters: { count: 0, sum: 0, ok: 0 },
          histogram: encoding.histogram ? new Int32Histogram(1, encoding.highest, SIGNIFICANT_DIGITS) : null,
        })),
        buckets: new Map(),
        since: null,
      });
    }
  }

  /** Takes a batch of samples in; see the module doc for what counts as late, future and ignored. */
  add(samples: readonly Sample[], now: number): AddResult {
    const current = this.advance(now);
    const result: AddResult = { accepted: 0, late: 0, future: 0, ignored: 0 };
    for (const sample of samples) {
      const series = this.series.get(sample.metric);
      if (!series || !Number.isFinite(sample.at) || !Number.isFinite(sample.value) || !series.encoding.valid(sample.value)) {
        result.ignored++;
        continue;
      }
      if (sample.at < current - LATE_AFTER_MS) {
        result.late++;
        continue;
      }
      if (sample.at > current + FUTURE_TOLERANCE_MS) {
        result.future++;
        continue;
      }
      result.accepted++;
      if (series.since === null || sample.at < series.since) series.since = sample.at;
      const index = Math.floor(sample.at / this.bucketMs);
      // Older than every window of its metric: accepted (it is not late) but there is nothing left to count it in.
      if (index < oldestFrom(series)) continue;
      const scaled = Math.round(sample.value * series.encoding.scale);
      const ok = series.encoding.countsOk && scaled === 1 ? 1 : 0;
      const bin = series.windows[0]!.histogram?.countsArrayIndex(Math.min(scaled, series.encoding.highest)) ?? -1;
      let bucket = series.buckets.get(index);
      if (!bucket) {
        bucket = { count: 0, sum: 0, ok: 0, bins: series.encoding.histogram ? new Map() : null, encoded: null };
        series.buckets.set(index, bucket);
      }
      addCounts(bucket, 1, scaled, ok);
      if (bucket.bins instanceof Int32Array) bucket.bins = unpack(bucket.bins);
      bucket.bins?.set(bin, (bucket.bins.get(bin) ?? 0) + 1);
      bucket.encoded = null;
      this.dirty.add(bucketKey(series.metric, index));
      for (const window of series.windows) {
        if (index < window.from) continue;
        addCounts(window.counters, 1, scaled, ok);
        addToBin(window.histogram, bin, 1);
      }
    }
    return result;
  }

  /** One reading per target, in the targets' order, over each target's window ending at `now`. */
  read(now: number): WindowReading[] {
    const current = this.advance(now);
    return this.targets.map((target) => {
      const series = this.series.get(target.metric)!;
      const window = series.windows.find((w) => w.windowMin === target.windowMin)!;
      const { count } = window.counters;
      const enough = count >= target.minSamples && (count > 0 || target.statistic === "rate");
      return { targetId: target.id, value: enough ? this.statistic(target.statistic, series, window, current) : null, count };
    });
  }

  /**
   * Each target's statistic over every window (1, 5 and 15 minutes) ending at `now`, the one it is judged over
   * among them: what the contract's view shows beside the verdicts. Same rules as `read` (null below minSamples).
   */
  readWindows(now: number): WindowSeries[] {
    const current = this.advance(now);
    return this.targets.map((target) => {
      const series = this.series.get(target.metric)!;
      return {
        targetId: target.id,
        windows: series.windows.map((window) => {
          const { count } = window.counters;
          const enough = count >= target.minSamples && (count > 0 || target.statistic === "rate");
          return { windowMin: window.windowMin as SlaWindowMin, value: enough ? this.statistic(target.statistic, series, window, current) : null, count };
        }),
      };
    });
  }

  /** A compact, deterministic serialisation (JSON) of everything the windows hold. */
  snapshot(): string {
    const parts: string[] = [];
    for (const series of [...this.series.values()].sort((a, b) => a.metric.localeCompare(b.metric))) {
      const buckets = [...series.buckets.entries()].sort((a, b) => a[0] - b[0]).map(([index, bucket]) => (bucket.encoded ??= encodeBucket(index, bucket)));
      parts.push(`${JSON.stringify(series.metric)}:{"since":${JSON.stringify(series.since)},"buckets":[${buckets.join(",")}]}`);
    }
    return `{"v":1,"bucketMs":${this.bucketMs},"clock":${JSON.stringify(this.clock)},"series":{${parts.join(",")}}}`;
  }

  /**
   * Windows for `targets` holding what `snapshot` held. The targets may differ from the snapshot's (an amended
   * contract): metrics no longer watched are dropped, new ones start empty, and a longer window than before holds
   * only what the snapshot kept.
   */
  static restore(targets: SlaTarget[], snapshot: string): SlaWindows {
    const data = JSON.parse(snapshot) as SnapshotV1;
    if (data?.v !== 1) throw new Error("not an SLA windows snapshot (version 1)");
    const since = Object.fromEntries(Object.entries(data.series).map(([metric, saved]) => [metric, saved.since]));
    const buckets = Object.entries(data.series).flatMap(([metric, saved]) => saved.buckets.map((bucket) => [metric, bucket] as const));
    return SlaWindows.load(targets, { v: 1, bucketMs: data.bucketMs, clock: data.clock, since }, buckets);
  }

  /**
   * The per-bucket form of snapshot/restore, for storing a few rows per batch: hands out what changed since the
   * last call. Apply each result to a key → value table in order (write `header`, upsert `put`, remove `delete`);
   * `fromParts(targets, header, rows)` then reads exactly like these windows.
   */
  takeChanges(): SlaWindowChanges {
    const put: [string, string][] = [];
    for (const key of [...this.dirty].sort()) {
      const [metric, index] = parseBucketKey(key);
      const bucket = this.series.get(metric)?.buckets.get(index);
      if (!bucket) continue;
      put.push([key, (bucket.encoded ??= encodeBucket(index, bucket))]);
      this.persisted.add(key);
    }
    this.dirty.clear();
    const deleted = [...this.dropped].sort();
    this.dropped.clear();
    return { header: this.header(), put, delete: deleted };
  }

  /** Every bucket as rows, whatever was handed out before: for moving a `snapshot()` into the per-bucket form. */
  allParts(): SlaWindowChanges {
    this.dirty.clear();
    for (const series of this.series.values()) for (const index of series.buckets.keys()) this.dirty.add(bucketKey(series.metric, index));
    return this.takeChanges();
  }

  /** The bucket keys older than any window at the windows' clock: rows a store may delete (e.g. left from before a restart). */
  isStaleKey(key: string): boolean {
    const [metric, index] = parseBucketKey(key);
    const series = this.series.get(metric);
    return !series || !Number.isFinite(index) || index < oldestFrom(series);
  }

  /** Windows for `targets` from the rows `takeChanges` produced (see `restore` for amended targets). */
  static fromParts(targets: SlaTarget[], header: string, parts: Iterable<readonly [string, string]>): SlaWindows {
    const data = JSON.parse(header) as HeaderV1;
    if (data?.v !== 1) throw new Error("not an SLA windows header (version 1)");
    const buckets: (readonly [string, EncodedBucket])[] = [];
    for (const [key, value] of parts) buckets.push([parseBucketKey(key)[0], JSON.parse(value) as EncodedBucket]);
    return SlaWindows.load(targets, data, buckets);
  }

  private header(): string {
    const since: Record<string, number | null> = {};
    for (const metric of [...this.series.keys()].sort()) since[metric] = this.series.get(metric)!.since;
    return JSON.stringify({ v: 1, bucketMs: this.bucketMs, clock: this.clock, since } satisfies HeaderV1);
  }

  private static load(targets: SlaTarget[], header: HeaderV1, buckets: Iterable<readonly [string, EncodedBucket]>): SlaWindows {
    const windows = new SlaWindows(targets, { bucketMs: header.bucketMs });
    if (header.clock === null) return windows;
    windows.advance(header.clock);
    for (const series of windows.series.values()) series.since = header.since[series.metric] ?? null;
    for (const [metric, [index, count, sum, ok, pairs]] of buckets) {
      const series = windows.series.get(metric as SlaMetric);
      if (!series || index < oldestFrom(series)) continue;
      const bins = series.encoding.histogram ? Int32Array.from(pairs) : null;
      series.buckets.set(index, { count, sum, ok, bins, encoded: null });
      windows.persisted.add(bucketKey(series.metric, index));
      for (const window of series.windows) {
        if (index < window.from) continue;
        addCounts(window.counters, count, sum, ok);
        if (bins) forEachBin(bins, (bin, n) => addToBin(window.histogram, bin, n));
      }
    }
    return windows;
  }

  /** Moves the clock to `now` (never back) and slides every window; returns the effective now. */
  private advance(now: number): number {
    if (!Number.isFinite(now)) throw new RangeError(`now must be a finite epoch ms, got ${now}`);
    if (this.clock !== null && now <= this.clock) return this.clock;
    this.clock = now;
    const currentIndex = Math.floor(now / this.bucketMs);
    for (const series of this.series.values()) {
      for (const window of series.windows) {
        const from = currentIndex - window.span + 1;
        if (from <= window.from) continue;
        if (window.from !== -Infinity) {
          for (const [index, bucket] of series.buckets) {
            if (index < window.from || index >= from) continue;
            addCounts(window.counters, -bucket.count, -bucket.sum, -bucket.ok);
            if (bucket.bins) forEachBin(bucket.bins, (bin, n) => addToBin(window.histogram, bin, -n));
          }
        }
        window.from = from;
      }
      // Once per new bucket: buckets two or more behind rarely change again (late samples mostly land in the
      // previous one), so their bins are packed.
      if (series.encoding.histogram && currentIndex !== this.packedAt) {
        for (const [index, bucket] of series.buckets) if (index < currentIndex - 1 && bucket.bins instanceof Map) bucket.bins = pack(bucket.bins);
      }
      const keepFrom = oldestFrom(series);
      for (const index of series.buckets.keys()) {
        if (index >= keepFrom) continue;
        series.buckets.delete(index);
        const key = bucketKey(series.metric, index);
        this.dirty.delete(key);
        if (this.persisted.delete(key)) this.dropped.add(key);
      }
    }
    this.packedAt = currentIndex;
    return now;
  }

  private statistic(statistic: SlaStatistic, series: Series, window: Window, now: number): number {
    const counters = window.counters;
    const { scale } = series.encoding;
    switch (statistic) {
      case "p50":
        return window.histogram!.getValueAtPercentile(50) / scale;
      case "p95":
        return window.histogram!.getValueAtPercentile(95) / scale;
      case "p99":
        return window.histogram!.getValueAtPercentile(99) / scale;
      case "mean":
        return counters.sum / counters.count / scale;
      case "ratio":
        return counters.ok / counters.count;
      case "rate": {
        const windowStart = window.from * this.bucketMs;
        const start = series.since === null ? windowStart : Math.max(windowStart, series.since);
        const seconds = Math.max(now - start, 1000) / 1000;
        return counters.sum / scale / seconds;
      }
    }
  }
}

function addCounts(counters: Counters, count: number, sum: number, ok: number): void {
  counters.count += count;
  counters.sum += sum;
  counters.ok += ok;
}

/** Adds `n` (negative to take away) samples to one bin of a window's histogram and to its total. */
function addToBin(histogram: Int32Histogram | null, bin: number, n: number): void {
  if (!histogram) return;
  histogram.addToCountAtIndex(bin, n);
  histogram.addToTotalCount(n);
}

/** The lowest bucket index any window of the series still holds. */
function oldestFrom(series: Series): number {
  return series.windows[series.windows.length - 1]!.from;
}

/** A bucket's bins as sorted [bin, samples, …] pairs. */
function pack(bins: Map<number, number>): Int32Array {
  const sorted = [...bins.keys()].sort((a, b) => a - b);
  const pairs = new Int32Array(sorted.length * 2);
  sorted.forEach((bin, i) => {
    pairs[2 * i] = bin;
    pairs[2 * i + 1] = bins.get(bin)!;
  });
  return pairs;
}

function unpack(pairs: Int32Array): Map<number, number> {
  const bins = new Map<number, number>();
  for (let i = 0; i + 1 < pairs.length; i += 2) bins.set(pairs[i]!, pairs[i + 1]!);
  return bins;
}

function forEachBin(bins: Map<number, number> | Int32Array, fn: (bin: number, samples: number) => void): void {
  if (bins instanceof Map) for (const [bin, n] of bins) fn(bin, n);
  else for (let i = 0; i + 1 < bins.length; i += 2) fn(bins[i]!, bins[i + 1]!);
}

function bucketKey(metric: SlaMetric, index: number): string {
  return `${metric}:${index}`;
}

function parseBucketKey(key: string): [SlaMetric, number] {
  const colon = key.indexOf(":");
  return [key.slice(0, colon) as SlaMetric, Number(key.slice(colon + 1))];
}

/** An EncodedBucket as JSON, bins in ascending order. */
function encodeBucket(index: number, bucket: Bucket): string {
  const pairs: number[] = [];
  if (bucket.bins) forEachBin(bucket.bins instanceof Map ? pack(bucket.bins) : bucket.bins, (bin, n) => pairs.push(bin, n));
  return JSON.stringify([index, bucket.count, bucket.sum, bucket.ok, pairs]);
}
