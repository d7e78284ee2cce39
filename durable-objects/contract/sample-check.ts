/**
 * What a sample batch must look like before a contract takes it: every sample measures a metric one of the
 * contract's SLA targets judges, at a time that is an epoch millisecond, with a value that metric can have
 * (latency in [0, one hour] ms, throughput in [0, a billion], success and availability 0 or 1, accuracy in [0, 1]).
 * Pure: a bad batch is refused whole, naming each field (JSON pointers into the request body), and changes nothing.
 *
 * Why upper bounds: the SLA windows keep running sums of the scaled values (latency in µs) for means and rates. A
 * value JSON can spell finitely, such as a latency of 1e308 ms, overflows to Infinity once scaled, and to NaN when
 * it slides out of its window — a reading no check can ever meet again, so penalties would follow forever. One hour
 * is also the top of the latency histogram (contracts/sla/windows.ts), so a mean and a p95 see the same samples.
 */
import type { ContractTerms, Sample, SlaMetric } from "../../contracts/types";

export interface SampleProblem {
  pointer: string;
  detail: string;
}

/** Samples one batch may carry. */
export const MAX_SAMPLES_PER_BATCH = 10_000;
/** The longest latency a sample may report, in ms: one hour, the top of the latency histogram. */
export const MAX_LATENCY_MS = 60 * 60 * 1000;
/** The largest throughput count one sample may report: a window's sum of them stays finite and near-exact. */
export const MAX_THROUGHPUT_PER_SAMPLE = 1_000_000_000;
/** Problems listed at most (a batch of 10,000 bad samples needs no 10,000-line answer). */
const MAX_PROBLEMS = 20;

export function sampleProblems(terms: ContractTerms, samples: readonly Sample[]): SampleProblem[] {
  const judged = new Set<SlaMetric>(terms.sla.map((t) => t.metric));
  const problems: SampleProblem[] = [];
  if (samples.length > MAX_SAMPLES_PER_BATCH) return [{ pointer: "/samples", detail: `at most ${MAX_SAMPLES_PER_BATCH} samples per batch` }];
  for (const [i, sample] of samples.entries()) {
    if (problems.length >= MAX_PROBLEMS) break;
    const at = `/samples/${i}`;
    if (!judged.has(sample.metric)) {
      problems.push({ pointer: `${at}/metric`, detail: judged.size === 0 ? "this contract has no SLA targets to sample" : `this contract judges ${[...judged].join(", ")}, not ${sample.metric}` });
      continue;
    }
    if (!Number.isSafeInteger(sample.at) || sample.at < 0) problems.push({ pointer: `${at}/at`, detail: "must be epoch milliseconds (a whole number ≥ 0)" });
    const problem = valueProblem(sample.metric, sample.value);
    if (problem) problems.push({ pointer: `${at}/value`, detail: problem });
  }
  return problems;
}

function valueProblem(metric: SlaMetric, value: number): string | null {
  if (!Number.isFinite(value)) return "must be a finite number";
  switch (metric) {
    case "latency":
      return value < 0 || value > MAX_LATENCY_MS ? `a latency is milliseconds in [0, ${MAX_LATENCY_MS}] (one hour)` : null;
    case "throughput":
      return value < 0 || value > MAX_THROUGHPUT_PER_SAMPLE ? `a throughput count lies in [0, ${MAX_THROUGHPUT_PER_SAMPLE}]` : null;
    case "success":
    case "availability":
      return value === 0 || value === 1 ? null : `a ${metric} sample is 1 (up/succeeded) or 0`;
    case "accuracy":
      return value < 0 || value > 1 ? "an accuracy score lies in [0, 1]" : null;
  }
}
