/**
 * SLA monitoring's pure core under load (issue #30, item 3): how many samples one contract's SlaWindows absorbs
 * per second, what one check of 6 targets × 3 windows costs in CPU, and the same across 100 contracts in one
 * process — each beside a baseline measured in the same run, because these 2 shared cores drift by tens of
 * percent within a minute:
 * - ingestion: a plain loop that only sums the same samples per metric (the least any ingestion must do);
 * - a check: the naive alternative to histograms, keeping the window's raw samples and sorting them for each
 *   percentile at every check.
 *
 * The Durable Object half (samples into one Contract object over RPC) is not here: `contractTargets`,
 * `sampleStream` and `checkOnce` are exported for it, so it drives the same contract, samples and check.
 *
 *   node --import tsx bench/sla.ts [--quick]
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { contractLimits } from "../contracts/limits";
import { checkTargets, initialSlaRuntime, SlaWindows } from "../contracts/sla";
import type { CheckVerdict, ContractLimits, Sample, SlaMetric, SlaRuntime, SlaTarget, SlaWindowMin } from "../contracts/types";
import { mulberry32 } from "../rehearsal/random";
import { cpuMs } from "./cpu-time";

/** Six targets (latency p95 and p99, success, availability, accuracy, throughput), each over 1, 5 and 15 minutes. */
export function contractTargets(): SlaTarget[] {
  const six: Omit<SlaTarget, "id" | "windowMin">[] = [
    { metric: "latency", statistic: "p95", comparator: "atMost", threshold: 250, penaltyMinor: 10_000, bonusMinor: 500, minSamples: 20 },
    { metric: "latency", statistic: "p99", comparator: "atMost", threshold: 600, penaltyMinor: 10_000, bonusMinor: 0, minSamples: 20 },
    { metric: "success", statistic: "ratio", comparator: "atLeast", threshold: 0.99, penaltyMinor: 5_000, bonusMinor: 0, minSamples: 20 },
    { metric: "availability", statistic: "ratio", comparator: "atLeast", threshold: 0.995, penaltyMinor: 5_000, bonusMinor: 0, minSamples: 5 },
    { metric: "accuracy", statistic: "p50", comparator: "atLeast", threshold: 0.8, penaltyMinor: 2_000, bonusMinor: 200, minSamples: 10 },
    { metric: "throughput", statistic: "rate", comparator: "atLeast", threshold: 50, penaltyMinor: 2_000, bonusMinor: 0, minSamples: 1 },
  ];
  return ([1, 5, 15] as SlaWindowMin[]).flatMap((windowMin) => six.map((t) => ({ ...t, id: `${t.metric}-${t.statistic}-${windowMin}m`, windowMin })));
}

const METRIC_MIX: SlaMetric[] = ["latency", "latency", "latency", "latency", "success", "success", "success", "availability", "accuracy", "throughput"];

/**
 * A reporter's stream: `batches` batches of `batchSize` samples at `perSecond` samples per second of simulated
 * time from `start`, a few out of order (up to 3 s back); latency log-normal around 120 ms with a tail,
 * success 99.5%, availability 99.9%, accuracy 0.7..1, throughput 1..10 per sample. Seeded: the same every run.
 */
export function sampleStream(options: StreamOptions): { now: number; samples: Sample[] }[] {
  return [...sampleBatches(options)];
}

export interface StreamOptions {
  batches: number;
  batchSize: number;
  perSecond: number;
  start: number;
  seed?: number;
}

/** The same stream, one batch at a time (for streams too long to hold). */
export function* sampleBatches(options: StreamOptions): Generator<{ now: number; samples: Sample[] }> {
  const rand = mulberry32(options.seed ?? 30);
  let at = options.start;
  const step = 1000 / options.perSecond;
  for (let b = 0; b < options.batches; b++) {
    const samples: Sample[] = [];
    for (let i = 0; i < options.batchSize; i++) {
      at += step;
      const metric = METRIC_MIX[Math.floor(rand() * METRIC_MIX.length)]!;
      const when = Math.round(rand() < 0.05 ? at - rand() * 3000 : at);
      samples.push({ metric, at: when, value: valueOf(metric, rand) });
    }
    yield { now: Math.round(at), samples };
  }
}

function valueOf(metric: SlaMetric, rand: () => number): number {
  switch (metric) {
    case "latency":
      return Math.round(120 * Math.exp(0.5 * gaussian(rand)) * 1000) / 1000;
    case "success":
      return rand() < 0.995 ? 1 : 0;
    case "availability":
      return rand() < 0.999 ? 1 : 0;
    case "accuracy":
      return 0.7 + 0.3 * rand();
    case "throughput":
      return 1 + Math.floor(rand() * 10);
  }
}

function gaussian(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

/** One check as the Contract object's alarm runs it: read every window, judge, carry the runtime on. */
export function checkOnce(windows: SlaWindows, targets: SlaTarget[], runtime: SlaRuntime, now: number, limits: ContractLimits): { runtime: SlaRuntime; verdicts: CheckVerdict[] } {
  return checkTargets(targets, windows.read(now), runtime, now, limits);
}

// --- measuring --------------------------------------------------------------------------------------------

const fmt = (n: number, digits = 0) => n.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: digits });

function main(): void {
  const quick = process.argv.includes("--quick");
  const passes = quick ? 2 : 5;
  const T0 = Date.UTC(2026, 10, 27);
  const targets = contractTargets();
  const limits = contractLimits();
  const figures: Record<string, unknown> = {};
  // A full collection before each memory reading, so a difference is what the windows hold.
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  const held = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;

  // (a) Ingestion into one contract's windows: 10,000 samples per simulated second, batches of 100 and 1,000.
  const total = quick ? 200_000 : 1_000_000;
  console.log(`\n(a) samples absorbed by one contract's SlaWindows (${targets.length} targets: 6 × 1/5/15 min), ${fmt(total)} samples at 10,000/s simulated time`);
  const rows: Record<string, string>[] = [];
  for (const batchSize of [100, 1000]) {
    const stream = sampleStream({ batches: total / batchSize, batchSize, perSecond: 10_000, start: T0 });
    const baseline = cpuMs(() => {
      const sums: Record<string, number> = {};
      for (const { samples } of stream) for (const s of samples) sums[s.metric] = (sums[s.metric] ?? 0) + s.value;
      if (!(sums.latency! > 0)) throw new Error("no latency");
    }, passes);
    const windowsOnly = cpuMs(() => {
      const windows = new SlaWindows(targets);
      for (const { now, samples } of stream) windows.add(samples, now);
    }, passes);
    let snapshotBytes = 0;
    let lastSnapshot = "";
    const withSnapshot = cpuMs(() => {
      const windows = new SlaWindows(targets);
      for (const { now, samples } of stream) {
        windows.add(samples, now);
        lastSnapshot = windows.snapshot();
      }
      snapshotBytes = lastSnapshot.length;
    }, passes);
    // What a Contract object pays when it rebuilds its windows from storage (a cold start, or on every request
    // if it does not keep them in memory).
    const restoreMs = cpuMs(() => {
      for (let i = 0; i < 10; i++) SlaWindows.restore(targets, lastSnapshot);
    }, passes) / 10;
    let rowBytes = 0;
    const withRows = cpuMs(() => {
      const windows = new SlaWindows(targets);
      rowBytes = 0;
      for (const { now, samples } of stream) {
        windows.add(samples, now);
        const changes = windows.takeChanges();
        rowBytes += changes.header.length + changes.put.reduce((n, [key, value]) => n + key.length + value.length, 0);
      }
    }, passes);
    const perBatch = rowBytes / stream.length;
    const rate = (ms: number) => total / (ms / 1000);
    figures[`ingest${batchSize}`] = {
      samplesPerSecond: rate(windowsOnly),
      withSnapshotPerSecond: rate(withSnapshot),
      withChangedRowsPerSecond: rate(withRows),
      baselinePerSecond: rate(baseline),
      snapshotBytes,
      restoreMs,
      changedRowBytesPerBatch: perBatch,
    };
    rows.push(
      { what: `baseline: plain loop summing the samples (batches of ${batchSize})`, "samples/s (CPU)": fmt(rate(baseline)), "× baseline cost": "1.0", "vs target 10,000/s": "" },
      { what: `SlaWindows.add, batches of ${batchSize}`, "samples/s (CPU)": fmt(rate(windowsOnly)), "× baseline cost": (windowsOnly / baseline).toFixed(1), "vs target 10,000/s": `${(rate(windowsOnly) / 10_000).toFixed(0)}×` },
      { what: `add + whole snapshot() after every batch (${fmt(snapshotBytes / 1024, 1)} KiB each)`, "samples/s (CPU)": fmt(rate(withSnapshot)), "× baseline cost": (withSnapshot / baseline).toFixed(1), "vs target 10,000/s": `${(rate(withSnapshot) / 10_000).toFixed(0)}×` },
      { what: `SlaWindows.restore of that snapshot: ${fmt(restoreMs, 1)} ms CPU each`, "samples/s (CPU)": "", "× baseline cost": "", "vs target 10,000/s": "" },
      { what: `add + takeChanges() after every batch (${fmt(perBatch / 1024, 1)} KiB of rows each)`, "samples/s (CPU)": fmt(rate(withRows)), "× baseline cost": (withRows / baseline).toFixed(1), "vs target 10,000/s": `${(rate(withRows) / 10_000).toFixed(0)}×` },
    );
  }
  console.table(rows);

  // (a') Steady state: 15 minutes at the target rate, so every window is full, and what storing it costs.
  {
    const minutes = quick ? 3 : 15;
    const steady = new SlaWindows(targets);
    gc();
    const before = held();
    for (const { now, samples } of sampleBatches({ batches: minutes * 60 * 10, batchSize: 1000, perSecond: 10_000, start: T0, seed: 33 })) steady.add(samples, now);
    gc();
    const memory = held() - before;
    const changes = steady.takeChanges();
    const rows = changes.put.map(([, value]) => value.length);
    const snapshot = steady.snapshot();
    const restoreMs = cpuMs(() => void SlaWindows.restore(targets, snapshot), passes);
    const fromPartsMs = cpuMs(() => void SlaWindows.fromParts(targets, changes.header, changes.put), passes);
    figures.steady = { minutes, snapshotBytes: snapshot.length, rows: rows.length, largestRowBytes: Math.max(...rows), memoryBytes: memory, restoreMs, fromPartsMs };
    console.log(`\n(a') one contract after ${minutes} min at 10,000 samples/s${minutes >= 15 ? " (every window full)" : ""}: what it holds and what storing it costs`);
    console.table([
      { what: "whole snapshot()", figure: `${fmt(snapshot.length / 1024 / 1024, 2)} MiB (a Durable Object SQLite row holds at most 2 MB)` },
      { what: "takeChanges() rows", figure: `${fmt(rows.length)} rows, the largest ${fmt(Math.max(...rows) / 1024, 1)} KiB` },
      { what: "restore(snapshot) / fromParts(rows)", figure: `${fmt(restoreMs, 1)} ms / ${fmt(fromPartsMs, 1)} ms CPU` },
      { what: "memory (heap + histogram arrays)", figure: `${fmt(memory / 1024 / 1024, 1)} MiB` },
    ]);
  }

  // (b) One check of 6 targets × 3 windows on a full 15-minute window, every simulated second.
  const perSecond = 200;
  const history = sampleStream({ batches: 15 * 60, batchSize: perSecond, perSecond, start: T0 });
  const filled = () => {
    const windows = new SlaWindows(targets);
    for (const { now, samples } of history) windows.add(samples, now);
    return windows;
  };
  const checks = quick ? 600 : 3_000;
  const last = history[history.length - 1]!.now;
  // Samples keep arriving (one batch per simulated second) so buckets slide out between checks, as in life.
  const live = sampleStream({ batches: checks, batchSize: perSecond, perSecond, start: last, seed: 31 });
  let verdicts = 0;
  const addOnly = cpuMs(() => {
    const windows = filled();
    for (let i = 0; i < checks; i++) windows.add(live[i]!.samples, last + (i + 1) * 1000);
  }, passes);
  const addAndCheck = cpuMs(() => {
    const windows = filled();
    let runtime = initialSlaRuntime(targets);
    for (let i = 0; i < checks; i++) {
      const now = last + (i + 1) * 1000;
      windows.add(live[i]!.samples, now);
      const result = checkOnce(windows, targets, runtime, now, limits);
      runtime = result.runtime;
      verdicts += result.verdicts.length;
    }
  }, passes);
  const fill = cpuMs(() => void filled(), passes);
  const checkMs = (addAndCheck - addOnly) / checks;

  // The naive check: the window's raw samples kept per metric in time order; per target, the window's slice is
  // found by binary search, then summed or copied and sorted for its percentile.
  const byMetric = new Map<SlaMetric, Sample[]>();
  for (const s of [...history.flatMap((b) => b.samples), ...live.flatMap((b) => b.samples)]) {
    if (!byMetric.has(s.metric)) byMetric.set(s.metric, []);
    byMetric.get(s.metric)!.push(s);
  }
  for (const list of byMetric.values()) list.sort((a, b) => a.at - b.at);
  const firstAfter = (list: Sample[], at: number) => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.at <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const naiveChecks = quick ? 10 : 30;
  const naive = cpuMs(() => {
    for (let i = 0; i < naiveChecks; i++) {
      const now = last + (i + 1) * 1000;
      for (const t of targets) {
        const list = byMetric.get(t.metric)!;
        const slice = list.slice(firstAfter(list, now - t.windowMin * 60_000), firstAfter(list, now));
        if (t.statistic === "p95" || t.statistic === "p99" || t.statistic === "p50") {
          const values = slice.map((s) => s.value).sort((a, b) => a - b);
          verdicts += values[Math.ceil((Number(t.statistic.slice(1)) / 100) * values.length) - 1]! > 0 ? 1 : 0;
        } else verdicts += slice.reduce((a, s) => a + s.value, 0) > 0 ? 1 : 0;
      }
    }
  }, Math.min(passes, 3));
  const naiveMs = naive / naiveChecks;
  figures.check = { cpuMsPerCheck: checkMs, naiveCpuMsPerCheck: naiveMs, samplesPerSecond: perSecond, targets: targets.length };
  console.log(`\n(b) one check (read + checkTargets) of ${targets.length} targets over full windows, ${perSecond} samples/s arriving, ${fmt(checks)} checks at 1 s`);
  console.table([
    { what: "baseline: naive check (raw samples in time order, slice + sort per target)", "CPU per check": `${fmt(naiveMs * 1000)} µs`, "× baseline cost": "1", "vs target < 1 ms": "" },
    { what: "SlaWindows.read + checkTargets", "CPU per check": `${fmt(checkMs * 1000, 1)} µs`, "× baseline cost": `1/${fmt(naiveMs / checkMs)}`, "vs target < 1 ms": checkMs < 1 ? `met (${(1 / checkMs).toFixed(0)}× under)` : "NOT met" },
    { what: `(for scale: filling 15 min at ${perSecond}/s)`, "CPU per check": `${fmt(fill)} ms once`, "× baseline cost": "", "vs target < 1 ms": "" },
  ]);

  // (c) 100 contracts in one process: samples spread over them, then a round of 100 checks per simulated second.
  const contracts = 100;
  const fleetTotal = quick ? 200_000 : 1_000_000;
  const fleetStream = sampleStream({ batches: fleetTotal / 100, batchSize: 100, perSecond: 10_000, start: T0, seed: 32 });
  gc();
  const heapBefore = held();
  const fleet = Array.from({ length: contracts }, () => new SlaWindows(targets));
  const fleetIngest = cpuMs(() => {
    fleetStream.forEach(({ now, samples }, i) => fleet[i % contracts]!.add(samples, now));
  }, 1);
  gc();
  const heapPerContract = (held() - heapBefore) / contracts;
  const fleetNow = fleetStream[fleetStream.length - 1]!.now;
  const rounds = quick ? 20 : 60;
  const runtimes = fleet.map(() => initialSlaRuntime(targets));
  const round = cpuMs(() => {
    for (let r = 0; r < rounds; r++) {
      const now = fleetNow + (r + 1) * 1000;
      fleet.forEach((windows, c) => (runtimes[c] = checkOnce(windows, targets, runtimes[c]!, now, limits).runtime));
    }
  }, 1);
  const roundMs = round / rounds;
  const monitorable = Math.floor((1000 / roundMs) * contracts);
  figures.fleet = { contracts, samplesPerSecond: fleetTotal / (fleetIngest / 1000), cpuMsPerRound: roundMs, heapBytesPerContract: heapPerContract, monitorableAt1s: monitorable };
  console.log(`\n(c) ${contracts} contracts in one process (${targets.length} targets each)`);
  console.table([
    { what: `ingestion, ${fmt(fleetTotal)} samples round-robin in batches of 100`, figure: `${fmt(fleetTotal / (fleetIngest / 1000))} samples/s (CPU)` },
    { what: "one round of checks (every contract once)", figure: `${fmt(roundMs, 2)} ms CPU (${fmt((roundMs / contracts) * 1000, 1)} µs per contract)` },
    { what: "contracts one core can check every second (CPU only)", figure: fmt(monitorable) },
    { what: "memory per contract after ingestion (heap + histogram arrays)", figure: `${fmt(heapPerContract / 1024, 0)} KiB` },
  ]);
  if (verdicts < 0) console.log(verdicts); // keeps the loops' results alive

  if (process.env.BENCH_FIGURES) writeFileSync(join(process.env.BENCH_FIGURES, "sla.json"), JSON.stringify(figures));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
