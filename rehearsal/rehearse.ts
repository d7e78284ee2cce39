/**
 * A rehearsal: a product's settings and policy set against a panel of simulated buyers, through the real
 * kernel and policy evaluator, summarised as a shop owner reads it. Two settings rehearsed with the same seed
 * meet the same buyers with the same private draws, so their difference is the settings' doing alone.
 */
import { ARM_NAMES, armTactics, chooseArmFor, type ArmPosterior, type Insight, type NegotiationConfig, type PrivateDraws, type StrategyConfig } from "../kernel";
import type { PolicySet } from "../policies";
import { playBuyer } from "./buyers/play";
import type { BuyerProfile, FamilyName } from "./buyers/types";
import { GovernedShop } from "./governed-shop";
import { deriveSeed, integerBetween, mulberry32 } from "./random";

export interface RehearsalSettings {
  currency: string;
  anchorMinor: number;
  floorMinor: number;
  strategy: StrategyConfig;
  maxRounds: number;
  ttlSeconds: number;
}

/** A product's live settings as a rehearsal plays them (the fields of its settings the kernel reads). */
export function rehearsalSettings(product: RehearsalSettings): RehearsalSettings {
  const { currency, anchorMinor, floorMinor, strategy, maxRounds, ttlSeconds } = product;
  return { currency, anchorMinor, floorMinor, strategy, maxRounds, ttlSeconds };
}

export interface RehearsalInput {
  productId: string;
  settings: RehearsalSettings;
  policies: PolicySet;
  buyers: readonly BuyerProfile[];
  seed: number;
  /** Units per negotiation (deal value = price × quantity, which policies read). */
  quantity?: number;
  /** Share of buyers who have closed deals with the shop before (policies read counterparty.isNew). */
  returningShare?: number;
  /** Prices are scored against this list price and floor, so two settings are measured on one yardstick. */
  yardstick?: { anchorMinor: number; floorMinor: number };
  /**
   * What the shop's learner holds for the product: each simulated buyer's negotiations get an arm drawn from
   * these posteriors and the acceptance curve, as a live opening does (opening-snapshot.ts). Absent: a shop
   * with no history (the tuned defaults).
   */
  learned?: { posteriors: readonly ArmPosterior[]; acceptance: Insight["acceptance"] | null } | null;
  /** Called every `progressEvery` buyers with (done, total). */
  onProgress?: (done: number, total: number) => void;
  progressEvery?: number;
}

export interface FamilyOutcome {
  family: FamilyName;
  negotiations: number;
  agreementRate: number;
  surplusShare: number;
}

export interface RehearsalSummary {
  settings: RehearsalSettings;
  negotiations: number;
  agreed: number;
  /** Deals over buyers (0..1). */
  agreementRate: number;
  /** Deals over buyers who could pay this setting's floor. */
  agreementWherePossible: number;
  /** Mean over buyers of (price − F)/(A − F) on the yardstick, 0 without a deal. */
  surplusShare: number;
  meanPriceMinor: number | null;
  /** Mean discount from the yardstick's list price over deals, in basis points. */
  meanDiscountBps: number | null;
  /** Revenue per buyer who negotiated (price × quantity, 0 without a deal). */
  revenuePerBuyerMinor: number;
  /** Policy decisions escalated or paused, over all decisions. */
  escalationRate: number;
  /** Policy decisions a CONSTRAINT changed, over all decisions. */
  constraintRate: number;
  /** Counters per negotiation, over deals. */
  meanRounds: number | null;
  /** Must be 0: a deal below the floor would be a kernel bug. */
  belowFloor: number;
  families: FamilyOutcome[];
}

/**
 * Policy decisions a simulated buyer of the panel makes in one setting's rehearsal, for a negotiation of
 * `maxRounds` rounds: an estimate from the panel as it plays (measured on four products, both reservation
 * bases, 1 to 100 rounds: bench/README.md "Policy cost"), about 0.55 a round up to 12 rounds, then the
 * deadline sniper's 0.075 a round more, over 2.8 for the opening, the ending and the last round's second
 * question to the policies (the deal the buyer's bid would make: governed-round/round.ts). What a rehearsal's
 * work is estimated with before it starts (its work is bounded by a WorkMeter on its policy sets as it plays,
 * whatever the estimate).
 */
export function decisionsPerBuyer(maxRounds: number): number {
  return 2.8 + 0.55 * Math.min(maxRounds, 12) + 0.075 * Math.max(0, maxRounds - 12);
}

export function rehearse(input: RehearsalInput): RehearsalSummary {
  const { settings, buyers, seed } = input;
  const quantity = input.quantity ?? 1;
  const yardstick = input.yardstick ?? settings;
  const span = yardstick.anchorMinor - yardstick.floorMinor;
  const config: NegotiationConfig = {
    currency: settings.currency,
    anchorMinor: settings.anchorMinor,
    floorMinor: settings.floorMinor,
    strategy: settings.strategy,
    maxRounds: settings.maxRounds,
    ttlMs: settings.ttlSeconds * 1000,
  };
  const detect = input.policies.policies.some((p) => /\btactics\./.test(p.when)) || (settings.strategy.holdAfter?.length ?? 0) > 0;
  const byFamily = new Map<FamilyName, { n: number; deals: number; surplus: number }>();
  let agreed = 0, possible = 0, agreedPossible = 0, surplus = 0, priceSum = 0, discountSum = 0, rounds = 0, belowFloor = 0;
  let decisions = 0, escalations = 0, constrained = 0;
  const every = input.progressEvery ?? 500;
  buyers.forEach((buyer, i) => {
    const rand = mulberry32(deriveSeed(seed, "buyer-facts", i));
    const draws: PrivateDraws = { reserve: rand(), shape: rand(), temper: rand(), end: rand(), offer: rand() };
    const dealsClosed = rand() < (input.returningShare ?? 0.5) ? integerBetween(rand, 1, 5) : 0;
    const insight = insightFor(input.learned, rand);
    const shop = new GovernedShop(
      { config, policies: input.policies, detectTactics: detect },
      { buyerId: buyer.buyerId, productId: input.productId, quantity, draws, ...(insight ? { insight } : {}), inputs: { dealsClosed, agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 } } },
    );
    const outcome = playBuyer(buyer, shop);
    decisions += shop.decisions;
    escalations += shop.escalations;
    constrained += shop.constrained;
    const family = byFamily.get(buyer.family) ?? { n: 0, deals: 0, surplus: 0 };
    byFamily.set(buyer.family, family);
    family.n += 1;
    const canPay = buyer.reservationMinor >= settings.floorMinor;
    if (canPay) possible += 1;
    const price = outcome.agreedPriceMinor;
    if (price !== null) {
      const share = span > 0 ? (price - yardstick.floorMinor) / span : 1;
      agreed += 1;
      if (canPay) agreedPossible += 1;
      surplus += share;
      priceSum += price;
      discountSum += ((yardstick.anchorMinor - price) * 10_000) / yardstick.anchorMinor;
      rounds += outcome.counters;
      if (price < settings.floorMinor) belowFloor += 1;
      family.deals += 1;
      family.surplus += share;
    }
    if (input.onProgress && ((i + 1) % every === 0 || i + 1 === buyers.length)) input.onProgress(i + 1, buyers.length);
  });
  const n = buyers.length;
  const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
  return {
    settings,
    negotiations: n,
    agreed,
    agreementRate: ratio(agreed, n),
    agreementWherePossible: ratio(agreedPossible, possible),
    surplusShare: ratio(surplus, n),
    meanPriceMinor: agreed === 0 ? null : Math.round(priceSum / agreed),
    meanDiscountBps: agreed === 0 ? null : Math.round(discountSum / agreed),
    revenuePerBuyerMinor: Math.round(ratio(priceSum * quantity, n)),
    escalationRate: ratio(escalations, decisions),
    constraintRate: ratio(constrained, decisions),
    meanRounds: agreed === 0 ? null : rounds / agreed,
    belowFloor,
    families: [...byFamily].map(([family, f]) => ({ family, negotiations: f.n, agreementRate: ratio(f.deals, f.n), surplusShare: ratio(f.surplus, f.n) })),
  };
}

/** The learner's arm for one buyer and the acceptance curve, drawn as snapshotFor does at a live open. */
function insightFor(learned: RehearsalInput["learned"], rand: () => number): Insight | undefined {
  if (!learned) return undefined;
  const arm = chooseArmFor(learned.posteriors, ARM_NAMES.map(() => rand()));
  return { tactics: armTactics(arm), ...(learned.acceptance ? { acceptance: learned.acceptance } : {}) };
}

export interface RehearsalComparison {
  agreementRate: number;
  surplusShare: number;
  revenuePerBuyerMinor: number;
  escalationRate: number;
  meanRounds: number | null;
}

/** Proposed minus live, per headline figure. */
export function compareRehearsals(live: RehearsalSummary, proposed: RehearsalSummary): RehearsalComparison {
  return {
    agreementRate: proposed.agreementRate - live.agreementRate,
    surplusShare: proposed.surplusShare - live.surplusShare,
    revenuePerBuyerMinor: proposed.revenuePerBuyerMinor - live.revenuePerBuyerMinor,
    escalationRate: proposed.escalationRate - live.escalationRate,
    meanRounds: live.meanRounds === null || proposed.meanRounds === null ? null : proposed.meanRounds - live.meanRounds,
  };
}
