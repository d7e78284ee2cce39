/**
 * A product's rehearsal as the API and the CLI run it: the panel drawn from the product's market statistics
 * (when there are enough deals) or its live range, the live settings and, when something is proposed, the
 * proposed ones on the same buyers, and the difference. The same inputs and seed give the same answer.
 */
import type { PolicySet } from "../policies";
import type { RehearsalInput } from "./rehearse";
import { drawBuyers, type ReservationBasis } from "./buyer-panel";
import { compareRehearsals, rehearse, type RehearsalComparison, type RehearsalSettings, type RehearsalSummary } from "./rehearse";

/** Fewer agreed deals than this say too little about buyers: the live range is used instead. */
export const MIN_MARKET_DEALS = 5;

export interface MarketFacts {
  count: number;
  meanUnitPriceMinor?: number;
  stdUnitPriceMinor?: number | null;
}

export interface ProductRehearsalInput {
  productId: string;
  live: RehearsalSettings;
  livePolicies: PolicySet;
  /** Settings to compare (omitted fields keep their live value). */
  proposed?: Partial<RehearsalSettings>;
  proposedPolicies?: PolicySet;
  market?: MarketFacts | null;
  /** The learner's posteriors and acceptance curve for the product (both settings play with them). */
  learned?: RehearsalInput["learned"];
  buyers: number;
  seed: number;
  quantity?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface ProductRehearsal {
  productId: string;
  buyers: number;
  seed: number;
  basis: { source: "market-stats"; agreedCount: number; meanMinor: number; stdMinor: number } | { source: "product-range" };
  /** Whether the learner's parameters for the product were played (false: a shop with no history). */
  learned: boolean;
  live: RehearsalSummary;
  proposed: RehearsalSummary | null;
  comparison: RehearsalComparison | null;
}

export function reservationBasis(live: RehearsalSettings, market: MarketFacts | null | undefined): ReservationBasis {
  if (market && market.count >= MIN_MARKET_DEALS && market.meanUnitPriceMinor !== undefined) {
    return { source: "market-stats", agreedCount: market.count, meanMinor: market.meanUnitPriceMinor, stdMinor: market.stdUnitPriceMinor ?? 0 };
  }
  return { source: "product-range", anchorMinor: live.anchorMinor, floorMinor: live.floorMinor };
}

export function rehearseProduct(input: ProductRehearsalInput): ProductRehearsal {
  const { productId, live, seed } = input;
  const basis = reservationBasis(live, input.market);
  const buyers = drawBuyers({ productId, buyers: input.buyers, seed, basis });
  const proposing = input.proposed !== undefined || input.proposedPolicies !== undefined;
  const total = buyers.length * (proposing ? 2 : 1);
  const common = { productId, buyers, seed, quantity: input.quantity ?? 1, yardstick: { anchorMinor: live.anchorMinor, floorMinor: live.floorMinor }, learned: input.learned ?? null };
  const liveSummary = rehearse({ ...common, settings: live, policies: input.livePolicies, onProgress: input.onProgress && ((done) => input.onProgress!(done, total)) });
  const proposedSummary = proposing
    ? rehearse({
        ...common,
        settings: { ...live, ...input.proposed },
        policies: input.proposedPolicies ?? input.livePolicies,
        onProgress: input.onProgress && ((done) => input.onProgress!(buyers.length + done, total)),
      })
    : null;
  return {
    productId,
    buyers: buyers.length,
    seed,
    basis: basis.source === "market-stats" ? basis : { source: "product-range" },
    learned: !!input.learned,
    live: liveSummary,
    proposed: proposedSummary,
    comparison: proposedSummary && compareRehearsals(liveSummary, proposedSummary),
  };
}
