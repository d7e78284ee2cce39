/**
 * A product's rehearsal as the API and the CLI run it: the panel drawn from the product's market statistics
 * (when there are enough deals) or its live range, the live settings and, when something is proposed, the
 * proposed ones on the same buyers, and the difference. The same inputs and seed give the same answer.
 *
 * A product with terms (settings.package) meets package buyers with their own private values instead
 * (package-panel.ts, rehearse-packages.ts), drawn against its live valuation: a proposal may change the valuation,
 * the reservation utility, the offer options and every price setting, not the terms themselves.
 */
import type { Frontier } from "./package-metrics";
import type { PolicySet } from "../policies";
import type { PackageFamily } from "./buyers/packages/buyers";
import type { RehearsalInput } from "./rehearse";
import { drawBuyers, type ReservationBasis } from "./buyer-panel";
import { drawPackageBuyers } from "./package-panel";
import { rehearsePackages } from "./rehearse-packages";
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
  /**
   * A package product's panel: its buyer families, the term combinations its buyers bid on, and whether that is the
   * whole grid (the Pareto distance is only computed then).
   */
  package?: { families: PackageFamily[]; combinations: number; wholeGrid: boolean };
}

export function reservationBasis(live: RehearsalSettings, market: MarketFacts | null | undefined): ReservationBasis {
  if (market && market.count >= MIN_MARKET_DEALS && market.meanUnitPriceMinor !== undefined) {
    return { source: "market-stats", agreedCount: market.count, meanMinor: market.meanUnitPriceMinor, stdMinor: market.stdUnitPriceMinor ?? 0 };
  }
  return { source: "product-range", anchorMinor: live.anchorMinor, floorMinor: live.floorMinor };
}

export function rehearseProduct(input: ProductRehearsalInput): ProductRehearsal {
  if (input.live.package && input.live.package.terms.length > 0) return rehearsePackageProduct(input);
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

/** A product with terms: package buyers drawn against its live settings, each setting played on them. */
function rehearsePackageProduct(input: ProductRehearsalInput): ProductRehearsal {
  const { productId, live, seed } = input;
  const panel = drawPackageBuyers({ productId, anchorMinor: live.anchorMinor, floorMinor: live.floorMinor, package: live.package!, buyers: input.buyers, seed });
  const proposing = input.proposed !== undefined || input.proposedPolicies !== undefined;
  const n = panel.buyers.length;
  const total = n * (proposing ? 2 : 1);
  const frontiers = new Map<number, Frontier>();
  const common = { productId, panel, seed, quantity: input.quantity ?? 1, yardstick: { anchorMinor: live.anchorMinor, floorMinor: live.floorMinor }, learned: input.learned ?? null, frontiers };
  const liveSummary = rehearsePackages({ ...common, settings: live, policies: input.livePolicies, onProgress: input.onProgress && ((done) => input.onProgress!(done, total)) });
  const proposedSummary = proposing
    ? rehearsePackages({
        ...common,
        settings: { ...live, ...input.proposed },
        policies: input.proposedPolicies ?? input.livePolicies,
        onProgress: input.onProgress && ((done) => input.onProgress!(n + done, total)),
      })
    : null;
  return {
    productId,
    buyers: n,
    seed,
    basis: { source: "product-range" },
    learned: !!input.learned,
    live: liveSummary,
    proposed: proposedSummary,
    comparison: proposedSummary && compareRehearsals(liveSummary, proposedSummary),
    package: { families: [...new Set(panel.buyers.map((b) => b.family))], combinations: panel.space.count, wholeGrid: panel.space.exact },
  };
}
