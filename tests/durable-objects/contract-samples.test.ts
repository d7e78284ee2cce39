/**
 * Sample batches are checked whole before a contract takes them (durable-objects/contract/sample-check.ts): a
 * batch of possible values for the metrics the contract judges passes; one impossible sample anywhere in it is
 * named by its JSON pointer, and nothing else is.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ContractTerms, Sample, SlaMetric } from "../../contracts/types";
import { sampleProblems } from "../../durable-objects/contract/sample-check";

const terms = (metrics: SlaMetric[]): ContractTerms => ({
  currency: "EUR",
  priceMinor: 1,
  terms: {},
  sla: metrics.map((metric, i) => ({
    id: `t${i}`,
    metric,
    statistic: metric === "latency" || metric === "accuracy" ? "p95" : metric === "throughput" ? "rate" : "ratio",
    windowMin: 1,
    comparator: metric === "latency" ? "atMost" : "atLeast",
    threshold: 0,
    penaltyMinor: 0,
    bonusMinor: 0,
    minSamples: 1,
  })),
  stakeMinor: 0,
  bonusPoolMinor: 0,
  durationMs: 1,
});

const JUDGED: SlaMetric[] = ["latency", "availability", "accuracy"];

const goodSample = fc.oneof(
  fc.record({ metric: fc.constant<SlaMetric>("latency"), at: fc.nat(), value: fc.double({ min: 0, max: 1e6, noNaN: true }) }),
  fc.record({ metric: fc.constant<SlaMetric>("availability"), at: fc.nat(), value: fc.constantFrom(0, 1) }),
  fc.record({ metric: fc.constant<SlaMetric>("accuracy"), at: fc.nat(), value: fc.double({ min: 0, max: 1, noNaN: true }) }),
);

/** An impossible sample and the field its problem must name. */
const badSample = fc.oneof(
  fc.record({ sample: fc.record({ metric: fc.constant<SlaMetric>("latency"), at: fc.nat(), value: fc.double({ max: -Number.MIN_VALUE, noNaN: true }) }), field: fc.constant("value") }),
  fc.record({ sample: fc.record({ metric: fc.constant<SlaMetric>("availability"), at: fc.nat(), value: fc.double({ min: 0.001, max: 0.999, noNaN: true }) }), field: fc.constant("value") }),
  fc.record({ sample: fc.record({ metric: fc.constant<SlaMetric>("accuracy"), at: fc.nat(), value: fc.constantFrom(-0.5, 1.5, Infinity, NaN) }), field: fc.constant("value") }),
  fc.record({ sample: fc.record({ metric: fc.constantFrom<SlaMetric>("throughput", "success"), at: fc.nat(), value: fc.constant(1) }), field: fc.constant("metric") }),
  fc.record({ sample: fc.record({ metric: fc.constant<SlaMetric>("latency"), at: fc.constantFrom(-1, 1.5), value: fc.constant(10) }), field: fc.constant("at") }),
);

describe("sample batches", () => {
  it("a batch of possible samples of judged metrics has no problem", () => {
    fc.assert(
      fc.property(fc.array(goodSample, { maxLength: 50 }), (samples) => {
        expect(sampleProblems(terms(JUDGED), samples as Sample[])).toEqual([]);
      }),
    );
  });

  it("one impossible sample is named by its pointer, and nothing else is", () => {
    fc.assert(
      fc.property(fc.array(goodSample, { maxLength: 30 }), badSample, fc.nat(), (good, bad, where) => {
        const at = where % (good.length + 1);
        const samples = [...good.slice(0, at), bad.sample, ...good.slice(at)] as Sample[];
        expect(sampleProblems(terms(JUDGED), samples).map((p) => p.pointer)).toEqual([`/samples/${at}/${bad.field}`]);
      }),
    );
  });

  it("a contract without SLA targets takes no samples at all", () => {
    expect(sampleProblems(terms([]), [{ metric: "latency", at: 1, value: 1 }])).toEqual([{ pointer: "/samples/0/metric", detail: "this contract has no SLA targets to sample" }]);
  });
});
