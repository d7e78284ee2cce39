/**
 * What chance alone achieves: the best constant guess F̂ = c·A for the generator's floor distribution.
 * c is computed by sampling the generator's own floor draw, not written down, so it follows the
 * generator if that changes. An attack is only evidence of a leak where it beats this.
 */
import { drawFloorShare } from "../market";
import { mulberry32, type Rand } from "../../../rehearsal/random";
import type { Product } from "../shop-sim";

export interface LocationCriterion {
  name: string;
  located(estimateMinor: number, product: Product): boolean;
}

export const WITHIN_5_PERCENT_OF_FLOOR: LocationCriterion = {
  name: "≤5% of F",
  located: (estimate, p) => Math.abs(estimate - p.floorMinor) <= 0.05 * p.floorMinor,
};

export const WITHIN_5_PERCENT_OF_SPAN: LocationCriterion = {
  name: "≤5% of span",
  located: (estimate, p) => Math.abs(estimate - p.floorMinor) <= 0.05 * (p.anchorMinor - p.floorMinor),
};

const SAMPLES = 5_000;
const SAMPLE_ANCHOR = 1_000_000;

const computed = new Map<LocationCriterion, number>();

/** The ratio c that locates the most floors of the generator's distribution under the criterion. */
export function bestConstantRatio(criterion: LocationCriterion): number {
  let ratio = computed.get(criterion);
  if (ratio === undefined) {
    ratio = bestRatioFor(criterion, drawFloorShare);
    computed.set(criterion, ratio);
  }
  return ratio;
}

function bestRatioFor(criterion: LocationCriterion, drawShare: (rand: Rand) => number): number {
  const rand = mulberry32(0x5eed);
  const samples: Product[] = Array.from({ length: SAMPLES }, (_, i) => ({
    productId: `sample-${i}`, anchorMinor: SAMPLE_ANCHOR, floorMinor: Math.round(SAMPLE_ANCHOR * drawShare(rand)), maxRounds: 1,
  }));
  let best = { ratio: 0, hits: -1 };
  for (let permille = 0; permille <= 1_000; permille++) {
    const ratio = permille / 1_000;
    const hits = samples.filter((p) => criterion.located(ratio * SAMPLE_ANCHOR, p)).length;
    if (hits > best.hits) best = { ratio, hits };
  }
  return best.ratio;
}

/**
 * The control for attack (e): a buyer that does not scout at all and takes the blind guess as its estimate.
 * A prober that does no better than it learnt nothing from probing: what it saves is the price of bidding
 * low at the deadline, which any buyer can do.
 */
export const NO_SCOUTING = noScouting(() => bestConstantRatio(WITHIN_5_PERCENT_OF_FLOOR), "no scouting (blind guess)");

/** A buyer that never scouts and estimates every floor as `ratio` × the list price. */
export function noScouting(ratio: () => number, name = `no scouting, F̂ = ${ratio().toFixed(2)}·A`) {
  return {
    name,
    estimateFloors: (_client: unknown, listings: readonly { productId: string; listPriceMinor: number }[]) =>
      new Map(listings.map((l) => [l.productId, Math.round(ratio() * l.listPriceMinor)] as const)),
  };
}
