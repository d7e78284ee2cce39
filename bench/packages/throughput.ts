/**
 * Package decisions per second against price-only decisions per second, measured in the same process on the
 * same buyers: the kernel inputs of real negotiations (Parley with packages, and Parley on price only, against
 * the multi-issue panel's buyers on one domain) are recorded, then their counter decisions are replayed through
 * `decide()` in interleaved timed passes after a warm-up; the median of each is reported with their ratio (the
 * machine's noise hits both alike). A third figure replays the package decisions with a fresh copy of the product
 * configuration per decision, as a room that parses its snapshot on every request would hand it over (the
 * kernel's compiled package space is then rebuilt each time).
 */
import { decide, type DecideInput } from "../../kernel";
import type { DomainId } from "./domains";
import { generatePackageMarkets, type Half } from "./market";
import { runPackagePanel } from "./panel";
import { parleyPackages, parleyPriceOnly } from "./shops/parley";

export interface ThroughputFigures {
  domain: DomainId;
  terms: number;
  packageInputs: number;
  priceInputs: number;
  /** Median decisions per second. */
  packagePerSecond: number;
  pricePerSecond: number;
  /** Package decisions with the configuration copied per decision (cold compiled space). */
  packageColdPerSecond: number;
  /** package / price-only. */
  ratio: number;
}

export interface RecordedInputs {
  packageInputs: DecideInput[];
  priceInputs: DecideInput[];
}

/** Counter decisions of Parley (packages, and price only) against `products` products of one domain. */
export function recordInputs(domain: DomainId, products: number, seed: number, half: Half = "tune"): RecordedInputs {
  const packaged: DecideInput[] = [];
  const priced: DecideInput[] = [];
  const markets = generatePackageMarkets(half, products, seed, { domains: [domain] });
  runPackagePanel({ half, products, seed, markets, shops: [parleyPackages({ record: packaged }), parleyPriceOnly({ record: priced })] });
  const counters = (xs: DecideInput[]) => xs.filter((x) => x.move.kind === "counter");
  return { packageInputs: counters(packaged), priceInputs: counters(priced) };
}

/** Decisions per second over one pass of at least `minMs` (the batch repeated as often as needed). */
function pass(batch: readonly DecideInput[], minMs: number): number {
  let sink = 0;
  let decisions = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (const input of batch) sink += decide(input).round;
    decisions += batch.length;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  if (sink === -1) console.log(sink); // keeps the results alive
  return decisions / (elapsed / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function measureThroughput(domain: DomainId, recorded: RecordedInputs, passes = 7, minMs = 250): ThroughputFigures {
  const { packageInputs, priceInputs } = recorded;
  if (packageInputs.length === 0 || priceInputs.length === 0) throw new Error("nothing recorded");
  const coldBatch = () => packageInputs.map((x) => ({ ...x, config: structuredClone(x.config) }));
  pass(packageInputs, minMs);
  pass(priceInputs, minMs);
  const a: number[] = [];
  const b: number[] = [];
  const c: number[] = [];
  for (let p = 0; p < passes; p++) {
    a.push(pass(packageInputs, minMs));
    b.push(pass(priceInputs, minMs));
    // Fresh configuration objects for every decision, copied before the clock starts; one pass over them.
    c.push(pass(coldBatch(), 0));
  }
  const terms = packageInputs[0]!.config.package!.terms.length;
  return {
    domain, terms,
    packageInputs: packageInputs.length, priceInputs: priceInputs.length,
    packagePerSecond: median(a), pricePerSecond: median(b), packageColdPerSecond: median(c),
    ratio: median(a) / median(b),
  };
}
