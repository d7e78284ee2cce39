/**
 * SLA windows (contracts/sla/windows.ts): what a contract's reporter sends becomes the statistics its checks
 * judge — the right samples in each sliding window, percentiles within the HDR histogram's 0.1%, late and future
 * samples refused, and a snapshot that restores to exactly the same readings.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SlaWindows, FUTURE_TOLERANCE_MS, LATE_AFTER_MS } from "../../contracts/sla/windows";
import type { Sample, SlaTarget, SlaWindowMin } from "../../contracts/types";

const T0 = 1_800_000_000_000;
const MIN = 60_000;

function target(overrides: Partial<SlaTarget> & Pick<SlaTarget, "id" | "metric" | "statistic">): SlaTarget {
  return { windowMin: 1, comparator: "atMost", threshold: 1, penaltyMinor: 100, bonusMinor: 0, minSamples: 1, ...overrides };
}

const latencyP95 = (windowMin: SlaWindowMin, minSamples = 1) =>
  target({ id: `latency-p95-${windowMin}`, metric: "latency", statistic: "p95", windowMin, threshold: 200, minSamples });

/** The exact nearest-rank percentile, which the HDR reading must equal to within its bin (≤ 1/1024 above). */
function exactPercentile(values: number[], percentile: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((percentile / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** Every target the windows support, over every window length. */
const ALL_TARGETS: SlaTarget[] = ([1, 5, 15] as const).flatMap((windowMin) => [
  target({ id: `lat-p50-${windowMin}`, metric: "latency", statistic: "p50", windowMin }),
  target({ id: `lat-p95-${windowMin}`, metric: "latency", statistic: "p95", windowMin }),
  target({ id: `lat-p99-${windowMin}`, metric: "latency", statistic: "p99", windowMin }),
  target({ id: `lat-mean-${windowMin}`, metric: "latency", statistic: "mean", windowMin }),
  target({ id: `acc-p50-${windowMin}`, metric: "accuracy", statistic: "p50", windowMin, comparator: "atLeast" }),
  target({ id: `acc-mean-${windowMin}`, metric: "accuracy", statistic: "mean", windowMin, comparator: "atLeast" }),
  target({ id: `ok-${windowMin}`, metric: "success", statistic: "ratio", windowMin, comparator: "atLeast" }),
  target({ id: `up-${windowMin}`, metric: "availability", statistic: "ratio", windowMin, comparator: "atLeast" }),
  target({ id: `rate-${windowMin}`, metric: "throughput", statistic: "rate", windowMin, comparator: "atLeast", minSamples: 0 }),
]);

const valueFor: Record<Sample["metric"], fc.Arbitrary<number>> = {
  latency: fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.double({ min: 0, max: 2_000, noNaN: true })),
  accuracy: fc.double({ min: 0, max: 1, noNaN: true }),
  success: fc.constantFrom(0, 1),
  availability: fc.constantFrom(0, 1),
  throughput: fc.integer({ min: 0, max: 50 }),
};

type Stream = { step: number; samples: { metric: Sample["metric"]; offset: number; value: number }[] }[];

/** A sample stream: batches, each posted `step` ms after the previous one, its samples spread around that time. */
const streamArb: fc.Arbitrary<Stream> = fc.array(
  fc.record({
    step: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 6 * MIN })),
    samples: fc.array(
      fc.constantFrom<Sample["metric"]>("latency", "accuracy", "success", "availability", "throughput").chain((metric) =>
        fc.record({ metric: fc.constant(metric), offset: fc.integer({ min: -20 * MIN, max: 8_000 }), value: valueFor[metric] }),
      ),
      { maxLength: 30 },
    ),
  }),
  { minLength: 1, maxLength: 25 },
);

/** Plays a stream into `windows`; returns the accepted samples and the last `now`. */
function play(windows: SlaWindows, stream: Stream, start = T0): { accepted: Sample[]; now: number } {
  let now = start;
  const accepted: Sample[] = [];
  for (const batch of stream) {
    now += batch.step;
    const samples = batch.samples.map(({ metric, offset, value }) => ({ metric, at: now + offset, value }));
    windows.add(samples, now);
    accepted.push(...samples.filter((s) => s.at >= now - LATE_AFTER_MS && s.at <= now + FUTURE_TOLERANCE_MS));
  }
  return { accepted, now };
}

describe("SLA windows: what each window holds", () => {
  it("reads the p95 latency of the last minute to within 0.1%, and forgets samples once they slide out", () => {
    const windows = new SlaWindows([latencyP95(1), latencyP95(5)]);
    const latencies = Array.from({ length: 1000 }, (_, i) => 20 + ((i * 37) % 480));
    windows.add(latencies.map((value, i) => ({ metric: "latency", at: T0 + i * 50, value })), T0 + 50_000);

    const [oneMinute, fiveMinutes] = windows.read(T0 + 50_000);
    const exact = exactPercentile(latencies, 95);
    expect(oneMinute!.count).toBe(1000);
    expect(oneMinute!.value).toBeGreaterThanOrEqual(exact);
    expect(oneMinute!.value).toBeLessThanOrEqual(exact * 1.001);
    expect(fiveMinutes!.value).toBe(oneMinute!.value);

    // Two minutes later the 1-minute window is empty (no reading), the 5-minute one still judges them.
    const later = windows.read(T0 + 50_000 + 2 * MIN);
    expect(later[0]).toEqual({ targetId: "latency-p95-1", value: null, count: 0 });
    expect(later[1]!.count).toBe(1000);
  });

  it("slides bucket by bucket: a window of one minute keeps the last 60 s (the current 5-s bucket included)", () => {
    const windows = new SlaWindows([latencyP95(1)]);
    for (let s = 0; s < 120; s++) windows.add([{ metric: "latency", at: T0 + s * 1000, value: 100 }], T0 + s * 1000);
    // At T0 + 119 s (bucket starting at 115 s), the window starts at 60 s: samples 60..119.
    expect(windows.read(T0 + 119_000)[0]!.count).toBe(60);
  });

  it("gives no reading below the target's minimum number of samples", () => {
    const windows = new SlaWindows([latencyP95(1, 10)]);
    windows.add(Array.from({ length: 9 }, (_, i) => ({ metric: "latency" as const, at: T0 + i, value: 500 })), T0 + 10);
    expect(windows.read(T0 + 10)[0]).toEqual({ targetId: "latency-p95-1", value: null, count: 9 });
    windows.add([{ metric: "latency", at: T0 + 11, value: 500 }], T0 + 11);
    expect(windows.read(T0 + 11)[0]!.value).toBeCloseTo(500, 0);
  });

  it("counts late, future and impossible samples without storing them; out-of-order ones count", () => {
    const windows = new SlaWindows([latencyP95(15), target({ id: "up", metric: "availability", statistic: "ratio", windowMin: 5, comparator: "atLeast" })]);
    const now = T0 + 30 * MIN;
    const result = windows.add(
      [
        { metric: "latency", at: now - LATE_AFTER_MS - 1, value: 9_999 }, // late
        { metric: "latency", at: now + FUTURE_TOLERANCE_MS + 1, value: 9_999 }, // future
        { metric: "latency", at: now + FUTURE_TOLERANCE_MS, value: 100 }, // a reporter's clock slightly ahead: fine
        { metric: "latency", at: now - 10 * MIN, value: 100 }, // out of order, inside the horizon
        { metric: "latency", at: now, value: -1 }, // impossible
        { metric: "accuracy", at: now, value: 0.5 }, // no target watches accuracy
        { metric: "availability", at: now, value: 0.5 }, // neither up nor down
        { metric: "availability", at: now, value: 1 },
      ],
      now,
    );
    expect(result).toEqual({ accepted: 3, late: 1, future: 1, ignored: 3 });
    const [latency, up] = windows.read(now);
    expect(latency!.count).toBe(2);
    expect(latency!.value).toBeCloseTo(100, 0);
    expect(up).toEqual({ targetId: "up", value: 1, count: 1 });
  });

  it("reads ratios of success and availability, the mean and the throughput rate per second", () => {
    const windows = new SlaWindows([
      target({ id: "ok", metric: "success", statistic: "ratio", comparator: "atLeast" }),
      target({ id: "mean", metric: "latency", statistic: "mean" }),
      target({ id: "rate", metric: "throughput", statistic: "rate", comparator: "atLeast", minSamples: 0 }),
    ]);
    // Ten minutes of history before the samples of interest, so the rate's span is the whole window.
    windows.add([{ metric: "throughput", at: T0, value: 0 }], T0);
    const now = T0 + 10 * MIN + 59_999; // the last ms of a 5-s bucket: the window spans exactly 60 s
    const samples: Sample[] = [];
    for (let i = 0; i < 60; i++) {
      samples.push({ metric: "success", at: now - i * 1000, value: i % 4 === 0 ? 0 : 1 });
      samples.push({ metric: "latency", at: now - i * 1000, value: i });
      samples.push({ metric: "throughput", at: now - i * 1000, value: 3 });
    }
    windows.add(samples, now);
    const [ok, mean, rate] = windows.read(now);
    expect(ok!.value).toBe(45 / 60);
    expect(mean!.value).toBe(29.5);
    expect(rate!.value).toBeCloseTo(180 / 59.999, 9);
  });

  it("does not run time backwards: a stale `now` cannot bring back samples that slid out", () => {
    const windows = new SlaWindows([latencyP95(1)]);
    windows.add([{ metric: "latency", at: T0, value: 100 }], T0);
    expect(windows.read(T0 + 2 * MIN)[0]!.count).toBe(0);
    expect(windows.read(T0)[0]!.count).toBe(0);
  });

  it("refuses a statistic the metric cannot have and a bucket that does not divide a minute", () => {
    expect(() => new SlaWindows([target({ id: "x", metric: "availability", statistic: "p95" })])).toThrow(/cannot be judged/);
    expect(() => new SlaWindows([latencyP95(1)], { bucketMs: 7_000 })).toThrow(/bucketMs/);
  });

  it("property: every window holds exactly the accepted samples of its span; mean and ratio are exact, percentiles within their HDR bin", () => {
    fc.assert(
      fc.property(streamArb, fc.constantFrom(1_000, 5_000, 10_000), (stream, bucketMs) => {
        const windows = new SlaWindows(ALL_TARGETS, { bucketMs });
        const { accepted, now } = play(windows, stream);
        const readings = new Map(windows.read(now).map((r) => [r.targetId, r]));
        for (const t of ALL_TARGETS) {
          const from = (Math.floor(now / bucketMs) - (t.windowMin * MIN) / bucketMs + 1) * bucketMs;
          const inWindow = accepted.filter((s) => s.metric === t.metric && s.at >= from);
          const reading = readings.get(t.id)!;
          expect(reading.count).toBe(inWindow.length);
          if (inWindow.length === 0) {
            expect(reading.value === null || (t.statistic === "rate" && reading.value === 0)).toBe(true);
            continue;
          }
          const scale = t.metric === "latency" ? 1000 : t.metric === "accuracy" ? 10_000 : 1;
          const values = inWindow.map((s) => s.value);
          if (t.statistic === "ratio") expect(reading.value).toBe(values.filter((v) => v === 1).length / values.length);
          if (t.statistic === "mean") expect(reading.value).toBeCloseTo(values.reduce((a, v) => a + Math.round(v * scale), 0) / values.length / scale, 9);
          if (t.statistic === "p50" || t.statistic === "p95" || t.statistic === "p99") {
            const exact = Math.round(exactPercentile(values, Number(t.statistic.slice(1))) * scale) / scale;
            expect(reading.value!).toBeGreaterThanOrEqual(exact);
            expect(reading.value!).toBeLessThanOrEqual(exact * (1 + 1 / 1024) + 1 / scale);
          }
          if (t.statistic === "rate") expect(reading.value!).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("property: restore(snapshot) reads exactly the same as the original, now and after more samples", () => {
    fc.assert(
      fc.property(streamArb, streamArb, fc.constantFrom(1_000, 5_000), (before, after, bucketMs) => {
        const original = new SlaWindows(ALL_TARGETS, { bucketMs });
        const { now } = play(original, before);
        const restored = SlaWindows.restore(ALL_TARGETS, original.snapshot());
        expect(restored.read(now)).toEqual(original.read(now));
        expect(restored.snapshot()).toBe(original.snapshot());
        const later = play(original, after, now).now;
        play(restored, after, now);
        expect(restored.read(later)).toEqual(original.read(later));
        expect(restored.read(later + 7 * MIN)).toEqual(original.read(later + 7 * MIN));
      }),
      { numRuns: 120 },
    );
  });

  it("property: rows from takeChanges, applied after every batch, rebuild the same windows and hold no dropped bucket", () => {
    fc.assert(
      fc.property(streamArb, fc.constantFrom(1_000, 5_000), (stream, bucketMs) => {
        const original = new SlaWindows(ALL_TARGETS, { bucketMs });
        const table = new Map<string, string>();
        let header = "";
        let now = T0;
        for (const batch of stream) {
          now += batch.step;
          original.add(batch.samples.map(({ metric, offset, value }) => ({ metric, at: now + offset, value })), now);
          if (batch.step % 3 === 0) original.read(now); // checks slide the windows between batches too
          const changes = original.takeChanges();
          header = changes.header;
          for (const [key, value] of changes.put) table.set(key, value);
          for (const key of changes.delete) table.delete(key);
        }
        const rebuilt = SlaWindows.fromParts(ALL_TARGETS, header, table);
        expect(rebuilt.read(now)).toEqual(original.read(now));
        expect(rebuilt.snapshot()).toBe(original.snapshot());
        const stored = (JSON.parse(original.snapshot()) as { series: Record<string, { buckets: unknown[] }> }).series;
        expect(table.size).toBe(Object.values(stored).reduce((n, s) => n + s.buckets.length, 0));
      }),
      { numRuns: 120 },
    );
  });

  it("restores under amended targets: kept metrics keep their samples, new ones start empty", () => {
    const before = [latencyP95(5)];
    const original = new SlaWindows(before);
    original.add([{ metric: "latency", at: T0, value: 300 }, { metric: "latency", at: T0 - 2 * MIN, value: 100 }], T0);
    const amended = [latencyP95(1), target({ id: "ok", metric: "success", statistic: "ratio", comparator: "atLeast" })];
    const restored = SlaWindows.restore(amended, original.snapshot());
    expect(restored.read(T0)).toEqual([
      { targetId: "latency-p95-1", value: expect.closeTo(300, 0), count: 1 },
      { targetId: "ok", value: null, count: 0 },
    ]);
  });
});

describe("SLA windows: every target over 1, 5 and 15 minutes (what the contract's view shows)", () => {
  it("shows a target's statistic over each window: an old spike only in the longer ones", () => {
    const windows = new SlaWindows([latencyP95(1)]);
    const spike = Array.from({ length: 20 }, (_, i) => ({ metric: "latency" as const, at: T0 + i, value: 900 }));
    windows.add(spike, T0);
    const now = T0 + 10 * MIN;
    windows.add(Array.from({ length: 20 }, (_, i) => ({ metric: "latency" as const, at: now - i, value: 100 })), now);
    const [series] = windows.readWindows(now);
    const by = Object.fromEntries(series!.windows.map((w) => [w.windowMin, w]));
    expect(series!.targetId).toBe("latency-p95-1");
    expect(by[1]).toMatchObject({ count: 20 });
    expect(by[1]!.value!).toBeCloseTo(100, 0);
    expect(by[5]).toMatchObject({ count: 20 });
    expect(by[15]).toMatchObject({ count: 40 });
    expect(by[15]!.value!).toBeGreaterThanOrEqual(900);
  });

  it("the window a target is judged over reads exactly what the check reads, for any stream", () => {
    fc.assert(
      fc.property(streamArb, (stream) => {
        const windows = new SlaWindows(ALL_TARGETS);
        const { now } = play(windows, stream);
        const judged = windows.read(now);
        const shown = windows.readWindows(now);
        ALL_TARGETS.forEach((t, i) => {
          const same = shown[i]!.windows.find((w) => w.windowMin === t.windowMin)!;
          expect({ value: same.value, count: same.count }).toEqual({ value: judged[i]!.value, count: judged[i]!.count });
        });
      }),
      { numRuns: 60 },
    );
  });
});

describe("SLA windows: values that would break exact sums are set aside", () => {
  it("a latency beyond an hour or a throughput beyond a billion is ignored, and the readings stay finite", () => {
    const mean = target({ id: "lat-mean", metric: "latency", statistic: "mean" });
    const rate = target({ id: "rate", metric: "throughput", statistic: "rate", comparator: "atLeast", minSamples: 0 });
    const windows = new SlaWindows([mean, rate]);
    const added = windows.add(
      [
        { metric: "latency", at: T0, value: 3_600_000 },
        { metric: "latency", at: T0, value: 3_600_001 },
        { metric: "latency", at: T0, value: 1e308 },
        { metric: "throughput", at: T0, value: 1_000_000_000 },
        { metric: "throughput", at: T0, value: 1_000_000_001 },
      ],
      T0,
    );
    expect(added).toMatchObject({ accepted: 2, ignored: 3 });
    const later = T0 + 20 * MIN;
    windows.add([{ metric: "latency", at: later, value: 10 }], later);
    for (const reading of windows.read(later)) expect(reading.value === null || Number.isFinite(reading.value)).toBe(true);
    expect(windows.read(later)[0]).toMatchObject({ value: 10, count: 1 });
  });
});
