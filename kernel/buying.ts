/**
 * Buying mode (issue 31, item 1): the kernel negotiating a purchase, by mirroring — one copy of the rules.
 *
 * A purchase opens at our target price `a` (public once sent) and must never go above our private ceiling `c`.
 * Reflected through a mirror point K (p ↦ K − p), it is a sale: our opening becomes the list price K − a, our ceiling
 * the floor K − c, a supplier's asks become bids, and "a lower price is better for us" becomes "a higher price is
 * better for the shop". So decidePurchase = unmirror ∘ decide ∘ mirror, and every rule of selling — never beyond the
 * private limit, monotone concessions, the private draws, resumption, reciprocity, the opponent model, the learner's
 * arms, packages — holds for buying because it is the same code on reflected numbers. Integers stay integers.
 *
 * K is public: the largest multiple of our price grid at or below 2^48, never a + c. The natural K = a + c would make the
 * ceiling visible wherever the sale treats a price absolutely rather than by differences: asks of K or more must
 * collapse onto the lowest bid (bids are positive), and a supplier raising its ask across K would then not be seen
 * regressing — a public reason code that bisects K, hence c (measured: tests/kernel/buying.property.test.ts found it).
 * With a public K only asks above 2^48 collapse, and the sale's price-level rules read nothing of c. The mirrored
 * numbers are then near 2^48 (ulp 1/32): exact for integers, and a fraction is rounded a little coarser than in
 * selling, the same way for every ceiling.
 *
 * Where the reflection alone would misread a supplier (selling treats the list price as public and bids as amounts
 * from zero), this module adjusts the mirrored inputs, never the rules:
 * - the price grid comes from our public opening, not from K − a, and K lies on it, so offers off the opening lie
 *   on a grid of about 0.1% of a;
 * - the willingness-to-pay rule ("a buyer opens at ≥ 60% of its limit") is re-expressed for suppliers as "a supplier's
 *   cost is at least 60% of its first ask", instead of a ratio of reflected numbers;
 * - a trade-off answer "x% of price" in a package valuation stays x% of our opening price;
 * - the selling acceptance curve (a fit over shares of the list price) does not apply and is not passed on.
 * One selling heuristic degenerates: the test for a counterparty that mirrors our concessions *in ratio* compares
 * reflected prices near K, where a ratio step equals an amount step; a supplier matching our raises in ratio of its
 * real ask is recognised only when its steps also match in amount (amount tit-for-tat is recognised exactly).
 *
 * Our state is kept in real prices (standing offer = what we offered to pay, last counter = the supplier's last ask,
 * the counterparty model over asks), so a ceiling changed between negotiations reflects memory through the new K.
 * Reason codes are selling's ("BUYER_…" names the counterparty: here the supplier); explanations hold real prices
 * (reserveMinor: the most we accept, lowestOfferMinor: the highest we offer) except for a package decision, whose
 * explanation is in utility as for selling.
 */
import { decide } from "./decide";
import { isPackageProduct } from "./package/decide-package";
import { niceStep, effectiveTactics } from "./private-params";
import { switchAgreement } from "./package/settlement";
import { rememberOutcome, rememberState, resumeState } from "./resume";
import { validateConfig } from "./validate";
import { PRICE } from "../terms/types";
import type { BuyerModel, BuyerProductMemory, DecideInput, Decision, Explanation, Insight, NegotiationConfig, NegotiationState, PackageConfig, PackageOption, PackageState, PrivateDraws } from "./types";

/** A purchase's settings, snapshotted at open. Everything of NegotiationConfig except list price and floor. */
export interface PurchaseConfig extends Omit<NegotiationConfig, "anchorMinor" | "floorMinor"> {
  /** Our opening offer per unit (the target): the first price the supplier sees. */
  openingMinor: number;
  /** The most we pay per unit. Secret: never sent to a supplier. Above the opening. */
  ceilingMinor: number;
}

/**
 * One round of a purchase: DecideInput with a purchase config. The move's priceMinor is the supplier's ask; the state
 * is a previous PurchaseDecision's (real prices).
 */
export interface PurchaseInput extends Omit<DecideInput, "config"> {
  config: PurchaseConfig;
}

/** Our state in a purchase: NegotiationState in real prices (lastShopOfferMinor: our standing offer to pay; buyer: the supplier model, over asks). */
export type PurchaseState = NegotiationState;
/** A supplier's move: open (with its ask or not), counter with an ask, or accept our standing offer (or an option). */
export type SupplierMove = DecideInput["move"];
/** The decision on a purchase round: priceMinor is what we offer or agree to pay. */
export type PurchaseDecision = Decision;
/** What we keep of one supplier's negotiations on one item, between negotiations (real prices). */
export type SupplierItemMemory = BuyerProductMemory;

/** The reflection of a purchase: the mirror point and the sale it becomes. */
export interface PurchaseMirror {
  /** K: p ↦ K − p maps our opening to the sale's list price and our ceiling to its floor. Public: from the grid alone. */
  pointMinor: number;
  /** The grid our offers lie on (from the public opening). */
  gridStepMinor: number;
  /** The grid share the mirrored sale is decided with, so that its grid (of K − a) is gridStepMinor. */
  gridShare: number;
  config: NegotiationConfig;
}

/** The mirror point lies just below this (the largest multiple of the grid step): far above any real price. */
export const MIRROR_POINT_LIMIT = 2 ** 48;
/** Opening plus ceiling may not exceed this, so the ceiling stays far below the mirror point. */
export const MAX_PURCHASE_SUM = 2 ** 47;

const isPositiveMinor = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 1;
const nullOrPositiveMinor = (v: unknown) => v === null || isPositiveMinor(v);

/** Everything wrong with a purchase's settings; empty when usable. Never throws. */
export function validatePurchaseConfig(config: PurchaseConfig): string[] {
  if (!config || typeof config !== "object") return ["config is required"];
  const problems: string[] = [];
  const { openingMinor: a, ceilingMinor: c } = config;
  if (!isPositiveMinor(a)) problems.push("openingMinor must be a positive integer of at most 2^53 − 1");
  if (!isPositiveMinor(c)) problems.push("ceilingMinor must be a positive integer of at most 2^53 − 1");
  if (isPositiveMinor(a) && isPositiveMinor(c)) {
    if (c <= a) problems.push("ceilingMinor must exceed openingMinor");
    // The ceiling must lie far below the mirror point (K ≥ 2^48 − 5% of a).
    else if (a + c > MAX_PURCHASE_SUM) problems.push("openingMinor + ceilingMinor must be at most 2^47");
  }
  if (problems.length > 0) return problems;
  return validateConfig({ ...config, anchorMinor: c, floorMinor: a } as NegotiationConfig).filter((p) => !/anchorMinor|floorMinor/.test(p));
}

/** The grid our offers lie on: the selling grid's share, of our public opening price. */
export function purchaseGridStep(openingMinor: number, insight?: Insight): number {
  return niceStep(openingMinor * effectiveTactics(insight).gridShare);
}

/** The reflection of a valid purchase config (see the module's docblock). */
export function mirrorOf(config: PurchaseConfig, insight?: Insight): PurchaseMirror {
  const { openingMinor: a, ceilingMinor: c, ...rest } = config;
  const gridStepMinor = purchaseGridStep(a, insight);
  const pointMinor = Math.floor(MIRROR_POINT_LIMIT / gridStepMinor) * gridStepMinor;
  // The sale's grid is niceStep((K − a) × share): (step + ½) / (K − a) gives the opening's step exactly (far below the
  // share's bound of 0.05, since K − a > 2^47).
  const gridShare = (gridStepMinor + 0.5) / (pointMinor - a);
  const anchorMinor = pointMinor - a;
  const mirrored: NegotiationConfig = { ...(rest as Omit<NegotiationConfig, "anchorMinor" | "floorMinor">), anchorMinor, floorMinor: pointMinor - c, ratioOriginMinor: pointMinor };
  if (rest.package) mirrored.package = mirroredPackage(rest.package, a, anchorMinor);
  else delete mirrored.package;
  return { pointMinor, gridStepMinor, gridShare, config: mirrored };
}

const packageMirrors = new WeakMap<PackageConfig, { opening: number; anchor: number; mirrored: PackageConfig }>();

/**
 * A package valuation's trade-off answers name price in percent of the list price; ours mean percent of our opening
 * price, so price amounts are rescaled to the mirrored list price. Weights need nothing: price's value runs over the
 * same span. Cached per configuration (the package space is compiled per configuration object).
 */
function mirroredPackage(pkg: PackageConfig, openingMinor: number, anchorMinor: number): PackageConfig {
  const tradeoffs = pkg.valuation?.tradeoffs;
  if (!Array.isArray(tradeoffs)) return pkg;
  const known = packageMirrors.get(pkg);
  if (known && known.opening === openingMinor && known.anchor === anchorMinor) return known.mirrored;
  const scale = openingMinor / anchorMinor;
  const side = (s: { term: string; amount: number }) => (s && s.term === PRICE ? { ...s, amount: s.amount * scale } : s);
  const mirrored: PackageConfig = { ...pkg, valuation: { ...pkg.valuation, tradeoffs: tradeoffs.map((t) => (t && typeof t === "object" ? { ...t, give: side(t.give), for: side(t.for) } : t)) } };
  packageMirrors.set(pkg, { opening: openingMinor, anchor: anchorMinor, mirrored });
  return mirrored;
}

/**
 * The insight the mirrored sale is decided with: the grid pinned to our opening's, the willingness rule re-expressed
 * for suppliers (first ask s0: the sale reads a limit of first bid / share = (K − s0) / share; a supplier's cost of at
 * least share × s0 is a mirrored limit of K − share × s0, hence share' = (K − s0) / (K − share × s0)), and no
 * acceptance curve.
 */
function mirroredInsight(insight: Insight | undefined, mirror: PurchaseMirror, firstAskMinor: number | null): Insight {
  const tactics = effectiveTactics(insight);
  const K = mirror.pointMinor;
  const adjusted: Partial<typeof tactics> = { ...insight?.tactics, gridShare: mirror.gridShare };
  if (tactics.lowestOpeningShare > 0 && firstAskMinor !== null) {
    const s0 = Math.min(firstAskMinor, K - 1);
    adjusted.lowestOpeningShare = (K - s0) / (K - tactics.lowestOpeningShare * s0);
  }
  return { tactics: adjusted };
}

/** A price reflected: our offers and agreed prices (always within [opening, ceiling], so within (0, K)). */
const reflect = (K: number, p: number) => K - p;
/** A supplier's ask reflected: an ask of K or more (above 2^48 − grid: absurd, and K is public) reads as the lowest bid, 1. */
const reflectAsk = (K: number, ask: number) => Math.max(1, K - ask);
const reflectNullable = (K: number, p: number | null) => (p === null ? null : reflect(K, p));
const reflectAskNullable = (K: number, p: number | null) => (p === null ? null : reflectAsk(K, p));

/** The counterparty model reflected (its steps are differences, unchanged by a reflection). Its own inverse, up to the ask clamp. */
function reflectModel(K: number, m: BuyerModel): BuyerModel {
  return { ...m, firstMinor: reflectAskNullable(K, m.firstMinor), lastMinor: reflectAskNullable(K, m.lastMinor), bestMinor: reflectAskNullable(K, m.bestMinor) };
}

function reflectOptions(K: number, options: PackageOption[] | null | undefined): PackageOption[] | null {
  return options ? options.map((o) => ({ ...o, priceMinor: reflect(K, o.priceMinor) })) : null;
}

function reflectPackageState(K: number, p: PackageState): PackageState {
  // The utility state is in the shop's utility (no prices); only the offered options carry prices.
  return { ...p, options: reflectOptions(K, p.options) };
}

/** A state reflected (real ↔ mirrored). */
export function reflectState(K: number, state: NegotiationState): NegotiationState {
  const out: NegotiationState = {
    ...state,
    lastShopOfferMinor: reflectNullable(K, state.lastShopOfferMinor),
    lastBuyerOfferMinor: reflectAskNullable(K, state.lastBuyerOfferMinor),
  };
  if (state.buyer) out.buyer = reflectModel(K, state.buyer);
  if (state.package) out.package = reflectPackageState(K, state.package);
  return out;
}

function reflectExplanation(K: number, e: Explanation): Explanation {
  // A package decision explains itself in utility (millionths): no prices to reflect.
  if (e.package) return e;
  const out: Explanation = {
    ...e,
    reserveMinor: reflect(K, e.reserveMinor),
    lowestOfferMinor: reflect(K, e.lowestOfferMinor),
    curveEndMinor: reflect(K, e.curveEndMinor),
    timeTargetMinor: reflect(K, e.timeTargetMinor),
    reciprocityTargetMinor: reflect(K, e.reciprocityTargetMinor),
    buyerLimitEstimateMinor: reflectAskNullable(K, e.buyerLimitEstimateMinor),
    targetMinor: reflect(K, e.targetMinor),
  };
  if (e.mirrorMiddleMinor !== undefined) out.mirrorMiddleMinor = reflect(K, e.mirrorMiddleMinor);
  return out;
}

/** Problems with a purchase round's prices, checked before reflecting (a reflection would turn an ask of 0 into a valid bid). */
function realPriceProblems(config: PurchaseConfig, state: NegotiationState, move: SupplierMove): boolean {
  if (!state || typeof state !== "object" || !move || typeof move !== "object") return true;
  const shop = state.lastShopOfferMinor;
  if (shop !== null && (!isPositiveMinor(shop) || shop < config.openingMinor || shop > config.ceilingMinor)) return true;
  if (!nullOrPositiveMinor(state.lastBuyerOfferMinor)) return true;
  const m = state.buyer;
  if (m !== undefined && (!m || typeof m !== "object" || !nullOrPositiveMinor(m.firstMinor) || !nullOrPositiveMinor(m.lastMinor) || !nullOrPositiveMinor(m.bestMinor))) return true;
  const options = state.package?.options;
  if (options && (!Array.isArray(options) || options.some((o) => !o || !isPositiveMinor(o.priceMinor)))) return true;
  if ((move.kind === "counter" || move.kind === "open") && move.priceMinor !== undefined && !isPositiveMinor(move.priceMinor)) return true;
  return false;
}

function invalid(state: NegotiationState): PurchaseDecision {
  return { action: "reject", priceMinor: state?.lastShopOfferMinor ?? null, status: "open", round: state?.round ?? 0, reasons: ["INVALID_INPUT"], state };
}

/** The first ask the supplier made in this (or a resumed) negotiation, or the one it is making now. */
function firstAsk(state: NegotiationState, move: SupplierMove): number | null {
  const known = state.buyer?.firstMinor ?? null;
  if (known !== null) return known;
  return move.kind !== "accept" && move.priceMinor !== undefined ? move.priceMinor : null;
}

/** The sale a purchase round is: config, state, move and insight reflected (the input must be valid). */
export function mirroredInput(input: PurchaseInput): { mirror: PurchaseMirror; input: DecideInput } {
  const { config, state, move, insight } = input;
  const mirror = mirrorOf(config, insight);
  const K = mirror.pointMinor;
  const mirroredMove: SupplierMove = move.kind === "accept" || move.priceMinor === undefined ? move : { ...move, priceMinor: reflectAsk(K, move.priceMinor) };
  const out: DecideInput = { ...input, config: mirror.config, state: reflectState(K, state), move: mirroredMove, insight: mirroredInsight(insight, mirror, firstAsk(state, move)) };
  return { mirror, input: out };
}

/** A mirrored decision in real prices; `ask` is the supplier's real ask this round (kept as it was, not clamped). */
function unmirror(K: number, d: Decision, ask: number | undefined): PurchaseDecision {
  const out: PurchaseDecision = { ...d, priceMinor: reflectNullable(K, d.priceMinor), state: reflectState(K, d.state) };
  // The supplier's ask is remembered as it was, not as its clamped reflection (when this decision recorded it).
  if (ask !== undefined && d.state.lastBuyerOfferMinor === reflectAsk(K, ask)) out.state.lastBuyerOfferMinor = ask;
  if (d.options) out.options = reflectOptions(K, d.options)!;
  if (d.explanation) out.explanation = reflectExplanation(K, d.explanation);
  return out;
}

/**
 * One round of a purchase: accept / counter / hold / reject, with what we offer or agree to pay. Pure and total, as
 * decide(): bad input gives INVALID_INPUT with the state unchanged. Invariants (tests/kernel/buying.property.test.ts):
 * our offers never fall and stay within [opening, ceiling]; nothing above the private reserve (at or below the
 * ceiling) is ever agreed; the decision is exactly the mirrored sale's.
 */
export function decidePurchase(input: PurchaseInput): PurchaseDecision {
  const config = input?.config;
  const state = input?.state;
  if (validatePurchaseConfig(config).length > 0 || realPriceProblems(config, state, input.move)) return invalid(state);
  const { mirror, input: sale } = mirroredInput(input);
  const decision = decide(sale);
  if (decision.reasons.includes("INVALID_INPUT")) return invalid(state);
  const ask = input.move.kind !== "accept" ? input.move.priceMinor : undefined;
  return unmirror(mirror.pointMinor, decision, ask);
}

/**
 * The state a new purchase negotiation with a supplier starts from: fresh, or where the last one left off (same
 * standing offer and rounds, kept between our opening and our highest offer to this supplier as they are now).
 */
export function resumePurchaseState(config: PurchaseConfig, memory: SupplierItemMemory | null, openedAt: number, draws: PrivateDraws, insight?: Insight): PurchaseState {
  const mirror = mirrorOf(config, insight);
  const K = mirror.pointMinor;
  const mirroredMemory: BuyerProductMemory | null = memory && {
    ...memory,
    shopOfferMinor: reflectNullable(K, memory.shopOfferMinor === null ? null : Math.min(config.ceilingMinor, Math.max(config.openingMinor, memory.shopOfferMinor))),
    buyerOfferMinor: reflectAskNullable(K, memory.buyerOfferMinor),
    buyer: reflectModel(K, memory.buyer),
    ...(memory.package ? { package: reflectPackageState(K, memory.package) } : {}),
  };
  const resumed = reflectState(K, resumeState(mirror.config, mirroredMemory, openedAt, draws, mirroredInsight(insight, mirror, memory?.buyer.firstMinor ?? null)));
  // The supplier's last ask is remembered as it was (the reflection clamps absurd asks).
  if (memory && resumed.lastBuyerOfferMinor !== null) resumed.lastBuyerOfferMinor = memory.buyerOfferMinor;
  return resumed;
}

/**
 * After a package purchase is agreed, the supplier takes one of the switches offered with the agreement (packages
 * worth at least as much to us): the new agreed package, the next switches, the state — the sale's rule, reflected.
 */
export function switchPurchaseAgreement(config: PurchaseConfig, state: PurchaseState, optionId: string, insight?: Insight): { agreed: { priceMinor: number; terms: Record<string, number | string> }; switches: PackageOption[]; state: PurchaseState } | null {
  if (validatePurchaseConfig(config).length > 0 || !state || typeof state !== "object") return null;
  const mirror = mirrorOf(config, insight);
  const K = mirror.pointMinor;
  const switched = switchAgreement(mirror.config, reflectState(K, state), optionId);
  if (!switched) return null;
  return {
    agreed: { ...switched.agreed, priceMinor: reflect(K, switched.agreed.priceMinor) },
    switches: reflectOptions(K, switched.switches) ?? [],
    state: reflectState(K, switched.state),
  };
}

/** The memory to keep after a purchase round (real prices, as the state holds them). */
export const rememberPurchaseState: (state: PurchaseState) => SupplierItemMemory = rememberState;
/** The memory to keep when a purchase negotiation ends: after a deal, the agreed price is the standing offer. */
export const rememberPurchaseOutcome: typeof rememberOutcome = rememberOutcome;

/**
 * Our surplus share of a purchase, the learner's reward: (ceiling − price) / (ceiling − opening), 0 without a deal —
 * what selling's (price − floor) / (list − floor) is, reflected.
 */
export function purchaseSurplusShare(config: Pick<PurchaseConfig, "openingMinor" | "ceilingMinor">, agreedPriceMinor: number | null): number {
  if (agreedPriceMinor === null) return 0;
  const span = config.ceilingMinor - config.openingMinor;
  return span <= 0 ? 1 : (config.ceilingMinor - agreedPriceMinor) / span;
}

/** Whether a purchase negotiates terms besides price (payment days, delivery, …). */
export const isPackagePurchase = (config: PurchaseConfig | undefined): boolean => isPackageProduct(config as NegotiationConfig | undefined);
