import { afterShopAnswer, EMPTY_BUYER_MODEL, jumped, observeBid, stalled } from "./opponent-model";
import { privateParams, rememberedPrivateParams } from "./private-params";
import { nextOffer, progress } from "./strategy";
import type { DecideInput, Decision, NegotiationConfig, NegotiationState, ReasonCode } from "./types";
import { roundValid, validateConfig, validateRound } from "./validate";

/**
 * The decision on one number (decide.ts routes here for price-only products; package decisions run it on
 * utilities). The only place a price is chosen. Pure and total: identical input (private draws included) gives
 * identical output, nothing is read from a clock, and bad input yields an INVALID_INPUT decision
 * instead of an exception.
 *
 * Invariants (property-tested in tests/kernel): shop offers never rise and stay within [floor, anchor];
 * an agreed price is at least the floor and never above the standing offer or the buyer's bid; the
 * last round always ends the negotiation; and the floor enters every answer only through the private
 * reserve, which the draws place an unknown distance above it.
 */
export function decidePrice(input: DecideInput): Decision {
  return decideOnPrice(input, false);
}

/**
 * decidePrice for a configuration the kernel made itself from one it checked (a package decision's view of its
 * product in utility: decide-package.ts utilityConfig), so known valid: the state, move, clock and draws — which
 * come from outside — are still checked, the configuration not again; and its private parameters, the same every
 * round of the negotiation, are remembered (by value: rememberedPrivateParams).
 */
export function decidePriceOnKernelConfig(input: DecideInput): Decision {
  return decideOnPrice(input, true);
}

/** The decision (one body for both entries above: a price-only decision runs exactly the code it always ran). */
function decideOnPrice(input: DecideInput, kernelConfig: boolean): Decision {
  const { config, state, move, now, draws, insight } = input;
  const standing = state?.lastShopOfferMinor ?? null;
  if (kernelConfig) {
    if (!roundValid(config, state, move, now, draws)) return invalidInput(state);
  } else {
    const problems = validateConfig(config);
    if (problems.length === 0) problems.push(...validateRound(config, state, move, now, draws));
    if (problems.length > 0) return invalidInput(state);
  }
  if (now - state.openedAt >= config.ttlMs) {
    return { action: "reject", priceMinor: standing, status: "expired", round: state.round, reasons: ["COUNTER_EXPIRED"], state };
  }
  const model = state.buyer ?? EMPTY_BUYER_MODEL;
  const exhausted = state.round >= config.maxRounds;

  if (move.kind === "open") {
    const bid = move.priceMinor;
    const offer = standing ?? config.anchorMinor;
    const after: NegotiationState = { ...state, lastShopOfferMinor: offer, buyer: bid === undefined ? model : observeBid(model, bid) };
    if (bid !== undefined) after.lastBuyerOfferMinor = bid;
    // An opening bid that meets the offer agrees to it: the standing offer stays what it was (standing-offer rule).
    if (bid !== undefined && bid >= offer) return agree(offer, state.round, ["ASPIRATION_MET"], { ...after, lastShopOfferMinor: standing });
    const reasons: ReasonCode[] = standing === null ? ["FIRST_ROUND_ANCHOR"] : exhausted ? ["RESUMED", "FINAL_OFFER"] : ["RESUMED"];
    return { action: standing === null ? "counter" : "hold", priceMinor: offer, status: "open", round: state.round, reasons, state: after };
  }

  const current = standing as number;
  if (move.kind === "accept") return agree(current, state.round, ["BUYER_ACCEPTED"], state);

  const bid = move.priceMinor;
  // Never take more than the shop itself asked: a buyer's over-offer settles at the standing offer.
  const settle = Math.min(bid, current);
  if (exhausted) {
    // The buyer used its rounds on this product in earlier negotiations: the standing offer is final.
    const after = { ...state, lastBuyerOfferMinor: bid, buyer: observeBid(model, bid) };
    if (bid >= current) return agree(settle, state.round, ["ASPIRATION_MET"], after);
    return { action: "reject", priceMinor: current, status: "rejected", round: state.round, reasons: ["FINAL_OFFER", "MAX_ROUNDS_REACHED"], state: after };
  }

  const round = state.round + 1;
  const regressed = state.lastBuyerOfferMinor !== null && bid < state.lastBuyerOfferMinor;
  const buyer = observeBid(model, bid, current, config.ratioOriginMinor ?? 0);
  const params = kernelConfig ? rememberedPrivateParams(config, draws, insight) : privateParams(config, draws, insight);
  const t = progress(config, round);
  const { offerMinor, explanation } = nextOffer(config, params, buyer, current, t);
  const base = { round, lastBuyerOfferMinor: bid, openedAt: state.openedAt, buyer };
  // A hold is a concession of 0: the buyer's next step is compared with it.
  const kept: NegotiationState = { ...base, buyer: afterShopAnswer(buyer, 0), lastShopOfferMinor: current };

  if (bid >= offerMinor) return agree(settle, round, ["ASPIRATION_MET"], kept, explanation);
  if (round >= config.maxRounds) {
    if (bid >= params.reserveMinor) return agree(settle, round, ["DEADLINE_ACCEPT"], kept, explanation);
    return { action: "reject", priceMinor: current, status: "rejected", round, reasons: ["MAX_ROUNDS_REACHED", "BELOW_RESERVE"], state: kept, explanation };
  }
  if (regressed) {
    // A buyer who goes backwards is not rewarded with a concession.
    return { action: "hold", priceMinor: current, status: "open", round, reasons: ["BUYER_REGRESSED", "MONOTONICITY_HOLD"], state: kept, explanation };
  }
  const tactics = params.tactics;
  const countered = counterTactic(config, input.tacticsSeen);
  const room = config.anchorMinor - params.reserveMinor;
  // A mirror met in the middle is about to bid the offer itself: its bid now is not its limit.
  if (bid >= params.reserveMinor && bid === buyer.bestMinor && explanation.mirrorMiddleMinor === undefined) {
    // The buyer's limit shows: a bid just short of the next offer late on, a jump after holding, or a stall.
    const climbing = tactics.climbingHold * buyer.lastStepMinor >= offerMinor - bid;
    const late = t >= tactics.lateAcceptFrom && bid >= offerMinor - tactics.lateAcceptGap * room && !climbing;
    const showsLimit = jumped(buyer, tactics.jumpAccept, Math.ceil(room / 10)) || (t >= tactics.stallAcceptFrom && stalled(buyer));
    if (late || showsLimit) return agree(settle, round, ["LATE_ACCEPT"], kept, explanation);
  }
  if (countered && offerMinor < current) {
    return { action: "hold", priceMinor: current, status: "open", round, reasons: ["COUNTER_TACTIC", "MONOTONICITY_HOLD"], state: kept, explanation };
  }
  const moved = offerMinor < current;
  const reasons: ReasonCode[] = [moved ? "CONCESSION_APPLIED" : "MONOTONICITY_HOLD"];
  if (moved && explanation.reciprocityTargetMinor < explanation.timeTargetMinor) reasons.push("RECIPROCATED");
  return {
    action: moved ? "counter" : "hold",
    priceMinor: offerMinor,
    status: "open",
    round,
    reasons,
    state: { ...base, buyer: afterShopAnswer(buyer, current - offerMinor), lastShopOfferMinor: offerMinor },
    explanation,
  };
}

function invalidInput(state: NegotiationState): Decision {
  return { action: "reject", priceMinor: state?.lastShopOfferMinor ?? null, status: "open", round: state?.round ?? 0, reasons: ["INVALID_INPUT"], state };
}

/** Whether a tactic the buyer just showed is one the shop answers with a hold. */
function counterTactic(config: NegotiationConfig, seen: readonly string[] | undefined): boolean {
  const holdAfter = config.strategy.holdAfter;
  return !!holdAfter && !!seen && seen.some((t) => (holdAfter as readonly string[]).includes(t));
}

function agree(price: number, round: number, reasons: ReasonCode[], state: NegotiationState, explanation?: Decision["explanation"]): Decision {
  return { action: "accept", priceMinor: price, status: "agreed", round, reasons, state, ...(explanation ? { explanation } : {}) };
}
