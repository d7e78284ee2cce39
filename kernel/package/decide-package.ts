/**
 * Package decisions. The concession is decided by the price kernel itself, run on the shop's utility (in
 * millionths): the product's reservation utility is its floor, utility 1 its list price, and the shop's utility of
 * the buyer's package its bid — so the private draws, reciprocity, late acceptance and every secrecy rule of price
 * hold for packages unchanged. The package that carries the target utility is then chosen by the trade-off
 * (tradeoff.ts), closest to what the buyer asked, with up to two equivalent alternatives (options.ts). The
 * product's price floor stays a hard bound: no package below it is ever offered or accepted.
 */
import { decidePriceOnKernelConfig } from "../price-decision";
import type { BuyerMove, DecideInput, Decision, Explanation, Insight, NegotiationConfig, NegotiationState } from "../types";
import { configValid } from "../validate";
import { asOptions, equivalentOffers, sameTerms } from "./options";
import { BAYESIAN_BUYER_MODEL, compileBuyerValues, compileBuyerValuesForDecision, emptyPreferences, observePackageBid, observePick, type BuyerValues } from "./preferences";
import type { BuyerPreferences } from "./types";
import { packageSpace, positionsOf, shopUtility, tabulateValues, utilityAt, type PackageSpace } from "./space";
import { settlementSwitches } from "./settlement";
import type { Package } from "./tradeoff";
import { validTerms } from "./valid-terms";
import { PRICE } from "../../terms/types";
import { DEFAULT_OPTIONS, MAX_OPTIONS, UTILITY_SCALE, type PackageConfig, type PackageOption, type PackageState, type TermValues } from "./types";

const S = UTILITY_SCALE;

/** Whether a product negotiates terms besides price (only then is a decision a package decision). */
export function isPackageProduct(config: NegotiationConfig | undefined): boolean {
  const pkg = config && typeof config === "object" ? config.package : undefined;
  return !!pkg && typeof pkg === "object" && Array.isArray(pkg.terms) && pkg.terms.length > 0;
}

/** Problems with a product's package settings (the declarations themselves are validated when the product is saved). */
export function packageConfigProblems(pkg: PackageConfig): string[] {
  const problems: string[] = [];
  const v = pkg.valuation;
  if (!v || typeof v !== "object") problems.push("package.valuation is required");
  else if (!reservationOk(v.reservationUtility)) problems.push("package.valuation.reservationUtility must be in [0, 1)");
  if (!optionsOk(pkg.options)) problems.push(`package.options must be an integer from 1 to ${MAX_OPTIONS}`);
  return problems;
}

/** packageConfigProblems(pkg) is empty: the same checks without building messages (every decision runs it). */
function packageConfigValid(pkg: PackageConfig): boolean {
  const v = pkg.valuation;
  return !!v && typeof v === "object" && reservationOk(v.reservationUtility) && optionsOk(pkg.options);
}

const reservationOk = (u: unknown) => typeof u === "number" && u >= 0 && u < 1;
const optionsOk = (options: unknown) => options === undefined || (Number.isInteger(options) && (options as number) >= 1 && (options as number) <= MAX_OPTIONS);

/**
 * The price kernel's view of a package product: utilities in millionths, the reservation utility as floor. The same
 * object for the same configuration (kept on its compiled space: a decision would otherwise allocate it every
 * round); checked against the configuration's fields on every use, so a configuration changed in place gets its own.
 */
export function utilityConfig(config: NegotiationConfig, space: PackageSpace = packageSpace(config)): NegotiationConfig {
  const floor = Math.min(S, Math.max(1, Math.ceil(config.package!.valuation.reservationUtility * S)));
  const known = space.utilityConfig;
  if (known && known.floorMinor === floor && known.currency === config.currency && known.strategy === config.strategy && known.maxRounds === config.maxRounds && known.ttlMs === config.ttlMs) return known;
  const made: NegotiationConfig = { currency: config.currency, anchorMinor: S, floorMinor: floor, strategy: config.strategy, maxRounds: config.maxRounds, ttlMs: config.ttlMs };
  space.utilityConfig = made;
  return made;
}

/** A package state for a negotiation with no package memory yet. */
export function freshPackageState(space: PackageSpace, state: NegotiationState): PackageState {
  return {
    shopTerms: null,
    buyerTerms: null,
    options: null,
    utility: { round: state.round, openedAt: state.openedAt, lastShopOfferMinor: null, lastBuyerOfferMinor: null },
    preferences: emptyPreferences(space),
  };
}

/**
 * The shop's utility of a bid in millionths, as the price kernel reads it. A bid below the product's price floor
 * reads as below the reservation utility whatever its terms, so it is never accepted.
 */
function bidUtility(space: PackageSpace, vconfig: NegotiationConfig, bid: Package, utility: number): number {
  let v = Math.floor(utility * S);
  if (bid.priceMinor < space.price.floorMinor) v = Math.min(v, vconfig.floorMinor - 1);
  return Math.max(1, v);
}

/** The answer to a move that is not valid (nothing changes). */
function invalidDecision(state: NegotiationState): Decision {
  return { action: "reject", priceMinor: state?.lastShopOfferMinor ?? null, status: "open", round: state?.round ?? 0, reasons: ["INVALID_INPUT"], state };
}

export function decidePackage(input: DecideInput): Decision {
  const { config, state, move, now, draws, insight, tacticsSeen } = input;
  if (!configValid(config) || !packageConfigValid(config.package!)) return invalidDecision(state);
  if (!state || typeof state !== "object" || !move || typeof move !== "object") return invalidDecision(state);
  const space = packageSpace(config);
  // A space that serves more than one decision (not a room's, parsed afresh every round) gets its value tables and
  // its scratch buyer model: the same numbers either way, made once rather than per decision.
  const reused = ++space.decisions > 1;
  if (space.decisions === 2) tabulateValues(space);
  // Valid: made from the configuration just checked (so the price kernel checks only what comes from outside).
  const vconfig = utilityConfig(config, space);
  const standingPrice = state.lastShopOfferMinor;
  const before = state.package ?? freshPackageState(space, state);
  if (standingPrice !== null && (!before.shopTerms || typeof before.shopTerms !== "object")) return invalidDecision(state);
  if (standingPrice !== null && (standingPrice < config.floorMinor || standingPrice > config.anchorMinor)) return invalidDecision(state);
  const standing: Package | null = standingPrice === null ? null : { priceMinor: standingPrice, terms: before.shopTerms! };

  // The buyer's package: the terms it named, the rest as the shop's standing offer has them.
  const asked: TermValues = (move.kind !== "accept" && move.terms) || {};
  if (move.kind !== "accept" && move.terms !== undefined && !validTerms(space, move.terms)) return invalidDecision(state);
  if (move.kind === "open" && move.terms !== undefined && move.priceMinor === undefined) return invalidDecision(state);
  const price = move.kind === "accept" ? undefined : move.priceMinor;
  const bid: Package | null = price === undefined ? null : { priceMinor: price, terms: { ...(standing?.terms ?? space.best), ...asked } };
  let picked: PackageOption | null = null;
  if (move.kind === "accept" && move.optionId !== undefined) {
    picked = before.options?.find((o) => o.id === move.optionId) ?? null;
    if (!picked) return invalidDecision(state);
  }

  const bidAt = bid ? positionsOf(space, bid.terms) : null;
  const bidShopUtility = bid ? utilityAt(space, bid.priceMinor, bidAt!) : 0;
  const vmove: BuyerMove = move.kind === "accept" ? { kind: "accept" } : bid ? { kind: move.kind, priceMinor: typeof bid.priceMinor === "number" && Number.isSafeInteger(bid.priceMinor) && bid.priceMinor >= 1 ? bidUtility(space, vconfig, bid, bidShopUtility) : bid.priceMinor } : { kind: "open" };
  const vinput: DecideInput = { config: vconfig, state: before.utility, move: vmove, now, draws, insight: packageInsight(insight) };
  if (tacticsSeen) vinput.tacticsSeen = tacticsSeen;
  const vd = decidePriceOnKernelConfig(vinput);
  if (vd.reasons.includes("INVALID_INPUT")) return invalidDecision(state);

  let preferences = before.preferences;
  if (bid) {
    const previous = before.buyerTerms && state.lastBuyerOfferMinor !== null ? { priceMinor: state.lastBuyerOfferMinor, terms: before.buyerTerms } : null;
    preferences = observePackageBid(space, preferences, bid, asked, previous, BAYESIAN_BUYER_MODEL, bidAt);
  }
  if (picked && before.options) preferences = observePick(space, preferences, picked, before.options);
  // The product's scratch model when the space is reused: nothing of it leaves this decision (the explanation copies
  // its weights).
  const buyer = reused ? compileBuyerValuesForDecision(space, preferences) : compileBuyerValues(space, preferences);
  const round: Round = { space, state, before, bid, vd, preferences, buyer, bidShopUtility };

  if (vd.action === "accept") {
    const agreed = agreedPackage(picked, standing, bid, config.anchorMinor);
    // Taking the buyer's own package: offer the switches the buyer model expects the buyer to prefer (below).
    const switches = bid && !picked ? settlementSwitches(space, buyer, agreed, vd.round, 1) : [];
    return answer(round, "accept", agreed, switches.length > 0 ? switches : null, nextState(round, standing, switches.length > 0 ? switches : before.options), [agreed]);
  }
  if (vd.action === "reject" || !standing || vd.action === "hold") {
    if (!standing) {
      // The opening offer: the list price with every term at the shop's best.
      const opening = { priceMinor: config.anchorMinor, terms: { ...space.best } };
      return answer(round, vd.action, opening, null, nextState(round, opening, null), [opening]);
    }
    const options = vd.action === "hold" ? before.options : null;
    return answer(round, vd.action, standing, options && options.length > 1 ? options : null, nextState(round, standing, options ?? before.options), [standing]);
  }

  // A counter: the packages at the kernel's target utility, closest to what the buyer asked.
  const target = (vd.priceMinor as number) / S;
  const ceiling = shopUtility(space, standing.priceMinor, standing.terms);
  const from = bid ? { priceMinor: bid.priceMinor, positions: bidAt! } : { priceMinor: standing.priceMinor, positions: positionsOf(space, standing.terms) };
  const placed = equivalentOffers(space, buyer, target, from, config.package!.options ?? DEFAULT_OPTIONS);
  // The packages no better for the shop than its standing offer (usually all: then no filtered copies).
  const utilities = new Array<number>(placed.length);
  let allKept = true;
  for (let k = 0; k < placed.length; k++) {
    const u = (utilities[k] = utilityAt(space, placed[k]!.priceMinor, placed[k]!.positions));
    if (!(u <= ceiling)) allKept = false;
  }
  const kept = allKept ? placed : placed.filter((_, k) => utilities[k]! <= ceiling);
  const keptUtilities = allKept ? utilities : utilities.filter((u) => u <= ceiling);
  if (kept.length === 0) {
    // Nothing at the target is below the standing offer's utility: the offer stands (never concede upward).
    return answer(round, "hold", standing, null, nextState(round, standing, before.options, { ...vd.state, lastShopOfferMinor: before.utility.lastShopOfferMinor }), [ceiling], ["MONOTONICITY_HOLD"]);
  }
  const offered = asOptions(space, kept, vd.round);
  const shop = offered[0]!;
  const options = offered.length > 1 ? offered : null;
  return answer(round, "counter", shop, options, nextState(round, shop, options), keptUtilities);
}

/** One package decision in the making: what its answer and next state are built from. */
interface Round {
  space: PackageSpace;
  state: NegotiationState;
  before: PackageState;
  bid: Package | null;
  /** The price kernel's decision on utilities. */
  vd: Decision;
  preferences: BuyerPreferences;
  buyer: BuyerValues;
  bidShopUtility: number;
}

/** The state after the decision: the shop's standing package and options, the utility state, the buyer model. */
function nextState(r: Round, shop: Package | null, options: PackageOption[] | null, utility: NegotiationState = r.vd.state): NegotiationState {
  const { state, bid, before } = r;
  const next: NegotiationState = {
    round: r.vd.state.round,
    openedAt: state.openedAt,
    lastShopOfferMinor: shop?.priceMinor ?? null,
    lastBuyerOfferMinor: bid ? bid.priceMinor : state.lastBuyerOfferMinor,
    package: { shopTerms: shop?.terms ?? null, buyerTerms: bid ? bid.terms : before.buyerTerms, options, utility, preferences: r.preferences },
  };
  if (state.buyer) next.buyer = state.buyer;
  return next;
}

/**
 * The decision: the package (with its options) the shop answers with. `offered`: the packages offered, or their
 * utilities, for the explanation; reasons and status are the price kernel's unless the package rule overrides them.
 */
function answer(r: Round, action: Decision["action"], pkg: Package, options: PackageOption[] | null, state: NegotiationState, offered: readonly Package[] | number[], reasons = r.vd.reasons, status = r.vd.status): Decision {
  const out: Decision = { action, priceMinor: pkg.priceMinor, terms: pkg.terms, status, round: r.vd.round, reasons, state };
  if (options) out.options = options;
  const explanation = explanationOf(r, offered);
  if (explanation) out.explanation = explanation;
  return out;
}

function explanationOf(r: Round, offered: readonly Package[] | number[]): Explanation | undefined {
  if (!r.vd.explanation) return undefined;
  const offeredUtilities = new Array<number>(offered.length);
  for (let k = 0; k < offered.length; k++) {
    const p = offered[k]!;
    offeredUtilities[k] = typeof p === "number" ? p : shopUtility(r.space, p.priceMinor, p.terms);
  }
  // The price kernel's explanation is this decision's own (a fresh object): it gains the package part.
  const e = r.vd.explanation;
  e.package = {
    bidUtility: r.bidShopUtility,
    targetUtility: e.targetMinor / S,
    reserveUtility: e.reserveMinor / S,
    lowestOfferUtility: e.lowestOfferMinor / S,
    offeredUtilities,
    buyerWeights: weightsRecord(r.space, r.buyer),
  };
  return e;
}

/**
 * Tactics that differ for packages. A buyer re-choosing among its own equivalent packages as the shop's offer moves
 * makes the shop's utility of its bids jump by itself: that is no sign of its limit, so jumps are not taken.
 */
const PACKAGE_TACTICS = { jumpAccept: 0 } as const;

const DEFAULT_PACKAGE_INSIGHT: Insight = Object.freeze({ tactics: PACKAGE_TACTICS });
const packageInsights = new WeakMap<Insight, Insight>();

/** The insight with the package tactics over it (the same object for the same insight, so its tactics resolve once). */
function packageInsight(insight: Insight | undefined): Insight {
  if (!insight) return DEFAULT_PACKAGE_INSIGHT;
  let merged = packageInsights.get(insight);
  if (!merged) packageInsights.set(insight, (merged = { ...insight, tactics: { ...insight.tactics, ...PACKAGE_TACTICS } }));
  return merged;
}

/** The buyer model's weights as a record (the shop's view of a decision). */
function weightsRecord(space: PackageSpace, buyer: BuyerValues): Record<string, number> {
  const out: Record<string, number> = { [PRICE]: buyer.priceWeight };
  for (let i = 0; i < space.ids.length; i++) out[space.ids[i]!] = buyer.weight[i]!;
  return out;
}

/**
 * What a deal is made at: the option the buyer picked, the standing offer it accepted, or the buyer's own
 * package — at no more than the standing price when it asks for the standing terms, and never above the list price
 * (never take more than the shop asked).
 */
function agreedPackage(picked: PackageOption | null, standing: Package | null, bid: Package | null, anchorMinor: number): Package {
  if (picked) return { priceMinor: picked.priceMinor, terms: picked.terms };
  if (!bid) return standing!;
  if (standing && sameTerms(bid.terms, standing.terms)) return { priceMinor: Math.min(bid.priceMinor, standing.priceMinor), terms: bid.terms };
  return { priceMinor: Math.min(bid.priceMinor, anchorMinor), terms: bid.terms };
}
