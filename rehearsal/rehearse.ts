/**
 * A rehearsal: a product's settings and policy set against a panel of simulated buyers, through the real
 * kernel and policy evaluator, summarised as a shop owner reads it. Two settings rehearsed with the same seed
 * meet the same buyers with the same private draws, so their difference is the settings' doing alone.
 */
import { ARM_NAMES, armTactics, chooseArmFor, type ArmPosterior, type Insight, type NegotiationConfig, type PackageConfig, type PrivateDraws, type StrategyConfig } from "../kernel";
import type { PolicySet } from "../policies";
import type { PackageFamily } from "./buyers/packages/buyers";
import { comboCount } from "./buyers/packages/space";
import { REHEARSAL_MAX_COMBOS } from "./package-panel";
import { playBuyer } from "./buyers/play";
import type { BuyerProfile, FamilyName } from "./buyers/types";
import { GovernedShop, type BuyerFacts } from "./governed-shop";
import { deriveSeed, integerBetween, mulberry32 } from "./random";

export interface RehearsalSettings {
  currency: string;
  anchorMinor: number;
  floorMinor: number;
  strategy: StrategyConfig;
  maxRounds: number;
  ttlSeconds: number;
  /**
   * A package product (issue 28): its terms, the owner's private valuation and how many equivalent packages the shop
   * offers per counter, as a negotiation snapshots them. Rehearsed against package buyers (rehearse-packages.ts).
   */
  package?: PackageConfig;
}

/** A product's terms as the catalog returns them to its owner (durable-objects/shop/catalog.ts ProductView). */
export interface ProductTermsFields {
  terms?: PackageConfig["terms"];
  valuation?: PackageConfig["valuation"];
  offerOptions?: number;
}

/**
 * A product's live settings as a rehearsal plays them (the fields of its settings the kernel reads): a product with
 * terms and a valuation carries its package, as a live negotiation's configuration does (catalog.ts configOf).
 */
export function rehearsalSettings(product: RehearsalSettings & ProductTermsFields): RehearsalSettings {
  const { currency, anchorMinor, floorMinor, strategy, maxRounds, ttlSeconds } = product;
  const settings: RehearsalSettings = { currency, anchorMinor, floorMinor, strategy, maxRounds, ttlSeconds };
  if (product.package) return { ...settings, package: product.package };
  if (!product.terms || product.terms.length === 0 || !product.valuation) return settings;
  return { ...settings, package: { terms: product.terms, valuation: product.valuation, ...(product.offerOptions !== undefined ? { options: product.offerOptions } : {}) } };
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
  family: FamilyName | PackageFamily;
  negotiations: number;
  agreementRate: number;
  surplusShare: number;
  /** A package product's figures for the family (rehearse-packages.ts). */
  package?: PackageFamilyFigures;
}

/** One term of the agreed packages: a numeric term's mean value, a choice term's share of deals per value. */
export type TermFigure =
  | { id: string; label: string; kind: "numeric"; unit?: string; mean: number | null }
  | { id: string; label: string; kind: "ordinal" | "categorical"; shares: Record<string, number> };

export interface PackageFamilyFigures {
  /** Mean over buyers of the shop's utility share (U − res)/(1 − res) on the yardstick valuation, 0 without a deal. */
  shopShare: number;
  /** Mean over buyers of the buyer's own utility of its deal, 0 without a deal. */
  buyerUtility: number;
  /** Mean distance of the deals' (shop, buyer) utilities to the exact Pareto frontier; null without deals or when not computed. */
  paretoDistance: number | null;
  /** What the agreed packages look like, term by term. */
  terms: TermFigure[];
}

/** A package product's figures (rehearse-packages.ts): in utility, on the yardstick valuation unless said otherwise. */
export interface PackageFigures extends PackageFamilyFigures {
  /** The shop's reservation utility on the yardstick, and this setting's own. */
  yardstickReservation: number;
  reservationUtility: number;
  /** Mean shop utility per deal (yardstick valuation). */
  shopUtilityPerDeal: number | null;
  /** The shop's utility share under this setting's own valuation (equal to shopShare when it is the yardstick's). */
  ownShopShare: number;
  /** Mean buyer utility per deal. */
  buyerUtilityPerDeal: number | null;
  /** Buyers for whom some package clears both this setting's reservations and their own. */
  possibleShare: number;
  /** Switches of an agreement buyers took, and those refused because the policies would not let the switched deal through. */
  switches: number;
  switchesRefused: number;
  /** Must be 0: deals worth less to the shop than this setting's reservation utility, or to the buyer than its own. */
  belowReservation: number;
  belowBuyerReservation: number;
  /** Whether paretoDistance was computed: it is when every combination of the terms is enumerated (see package-panel.ts). */
  paretoComputed: boolean;
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
  /** A package product: the figures in utility and the agreed terms (absent for a price-only product). */
  package?: PackageFigures;
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
export function decisionsPerBuyer(maxRounds: number, settings?: Pick<RehearsalSettings, "package">): number {
  if (settings && rehearsalDecisionWeight(settings) > 1) return packageDecisionsPerBuyer(maxRounds);
  return 2.8 + 0.55 * Math.min(maxRounds, 12) + 0.075 * Math.max(0, maxRounds - 12);
}

/**
 * The same for a package product's buyers (package-panel.ts): they bid up to 20 counters, so about 1.3 a round up to
 * 5 rounds, 0.5 a round more up to 12 and 0.2 up to 20, over 3.2 for the opening, the ending, and the switches of
 * an agreement the policies judge when they are offered and when one is taken. An upper bound of what the panel
 * plays, with about a tenth to spare over the most a panel of 48 buyers was seen to make (over 150 random products,
 * both bundled policy sets, 1 to 40 rounds: 6.4 at 3 rounds, 12.1 at 14, 13.2 from 20 on; bench/README.md "Policy
 * cost"). tests/rehearsal/packages.test.ts checks it over random products and rounds.
 */
function packageDecisionsPerBuyer(maxRounds: number): number {
  const clamp = (x: number, hi: number) => Math.min(hi, Math.max(0, x));
  return 3.2 + 1.3 * Math.min(maxRounds, 5) + 0.5 * clamp(maxRounds - 5, 7) + 0.2 * clamp(maxRounds - 12, 8);
}

/**
 * What one rehearsal decision of these settings weighs against a price-only one beyond its policies
 * (WORK_LIMITS.rehearsalDecision): 1 for a price-only product. A package product's decision carries the kernel's
 * package trade-off and the agreement's switches, and its simulated buyer scores every term combination it may bid
 * (at most REHEARSAL_MAX_COMBOS) for each counter: measured through the API in workerd on this repository's 2-core
 * machine at about 4× a price decision's time with 12 or 228 combinations, 9.5× with 1,140 and 15× with 1,920, so
 * 4 + combinations / 160. Its buyers also make more decisions (decisionsPerBuyer with the settings): a package
 * rehearsal affords about a sixth of a price-only one's buyers in a request's work (WORK_LIMITS.perRequest).
 */
export function rehearsalDecisionWeight(settings: Pick<RehearsalSettings, "package">): number {
  const terms = settings.package?.terms ?? [];
  return terms.length === 0 ? 1 : 4 + comboCount(terms, { maxCombos: REHEARSAL_MAX_COMBOS }) / 160;
}

/** A price-only rehearsal (a package product's settings are played by rehearsePackages, against package buyers). */
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
  const detect = detectsTactics(input.policies, settings);
  const byFamily = new Map<FamilyName, { n: number; deals: number; surplus: number }>();
  let agreed = 0, possible = 0, agreedPossible = 0, surplus = 0, priceSum = 0, discountSum = 0, rounds = 0, belowFloor = 0;
  let decisions = 0, escalations = 0, constrained = 0;
  const every = input.progressEvery ?? 500;
  buyers.forEach((buyer, i) => {
    const shop = new GovernedShop({ config, policies: input.policies, detectTactics: detect }, buyerFacts(input, buyer.buyerId, i, quantity));
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

/** Whether the tactic detectors must run: only policies and counter-tactics read them. */
export function detectsTactics(policies: PolicySet, settings: RehearsalSettings): boolean {
  return policies.policies.some((p) => /\btactics\./.test(p.when)) || (settings.strategy.holdAfter?.length ?? 0) > 0;
}

/**
 * What the shop knows of simulated buyer i, drawn from the run's seed alone (so every setting meets it with the same
 * private draws): the kernel's private draws, whether it has closed deals before, and the learner's arm for it.
 */
export function buyerFacts(input: Pick<RehearsalInput, "productId" | "seed" | "returningShare" | "learned">, buyerId: string, i: number, quantity: number): BuyerFacts {
  const rand = mulberry32(deriveSeed(input.seed, "buyer-facts", i));
  const draws: PrivateDraws = { reserve: rand(), shape: rand(), temper: rand(), end: rand(), offer: rand() };
  const dealsClosed = rand() < (input.returningShare ?? 0.5) ? integerBetween(rand, 1, 5) : 0;
  const insight = insightFor(input.learned, rand);
  return { buyerId, productId: input.productId, quantity, draws, ...(insight ? { insight } : {}), inputs: { dealsClosed, agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 } } };
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
  /** Package products: proposed minus live in utility (both on the live valuation), and the change in agreement where possible. */
  package?: {
    shopShare: number;
    shopUtilityPerDeal: number | null;
    buyerUtility: number;
    paretoDistance: number | null;
    agreementWherePossible: number;
  };
}

/** Proposed minus live, per headline figure. */
export function compareRehearsals(live: RehearsalSummary, proposed: RehearsalSummary): RehearsalComparison {
  const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);
  const l = live.package;
  const p = proposed.package;
  return {
    agreementRate: proposed.agreementRate - live.agreementRate,
    surplusShare: proposed.surplusShare - live.surplusShare,
    revenuePerBuyerMinor: proposed.revenuePerBuyerMinor - live.revenuePerBuyerMinor,
    escalationRate: proposed.escalationRate - live.escalationRate,
    meanRounds: minus(live.meanRounds, proposed.meanRounds),
    ...(l && p
      ? {
          package: {
            shopShare: p.shopShare - l.shopShare,
            shopUtilityPerDeal: minus(l.shopUtilityPerDeal, p.shopUtilityPerDeal),
            buyerUtility: p.buyerUtility - l.buyerUtility,
            paretoDistance: minus(l.paretoDistance, p.paretoDistance),
            agreementWherePossible: proposed.agreementWherePossible - live.agreementWherePossible,
          },
        }
      : {}),
  };
}
