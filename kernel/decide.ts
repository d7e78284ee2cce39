import { LATE_ACCEPT_PROGRESS, MIRROR_SHARE, nextShopOffer, progress } from "./strategy";
import type { DecideInput, Decision, NegotiationConfig, ReasonCode } from "./types";
import { FLOOR_REVEALING_REASONS } from "./types";
import { validateConfig, validateRound } from "./validate";

/**
 * The only place a price is chosen. Pure and total: identical input gives identical output, nothing is
 * read from a clock, and bad input yields an INVALID_INPUT decision instead of an exception.
 *
 * Invariants (property-tested in tests/kernel): shop offers never rise and stay within [floor, anchor];
 * an agreed price is at least the floor and never above the standing offer; a counter in the final round
 * always ends the negotiation.
 */
export function decide(input: DecideInput): Decision {
  const { config, state, move, now } = input;
  const standing = state?.lastShopOfferMinor ?? null;
  const problems = validateConfig(config);
  if (problems.length === 0) problems.push(...validateRound(config, state, move, now));
  if (problems.length > 0) {
    return { action: "reject", priceMinor: standing, status: "open", round: state?.round ?? 0, reasons: ["INVALID_INPUT"] };
  }
  if (now - state.openedAt >= config.ttlMs) {
    return { action: "reject", priceMinor: standing, status: "expired", round: state.round, reasons: ["COUNTER_EXPIRED"] };
  }

  if (move.kind === "open") {
    const offer = move.priceMinor;
    if (offer !== undefined && offer >= config.anchorMinor) {
      return agree(config, config.anchorMinor, 0, ["ASPIRATION_MET", "COUNTER_AT_OR_ABOVE_FLOOR"]);
    }
    const reasons: ReasonCode[] = ["FIRST_ROUND_ANCHOR"];
    if (offer !== undefined) reasons.push(floorSide(config, offer));
    return { action: "counter", priceMinor: config.anchorMinor, status: "open", round: 0, reasons };
  }

  const current = standing as number;
  if (move.kind === "accept") {
    return agree(config, current, state.round, ["BUYER_ACCEPTED"]);
  }

  const round = state.round + 1;
  const bid = move.priceMinor;
  const side = floorSide(config, bid);
  // Never take more than the shop itself asked: a buyer's over-offer settles at the standing offer.
  const settle = Math.min(bid, current);

  if (config.strategy.kind === "anchor-resume") {
    // The reference rule, kept faithfully as the baseline: any counter at or above the floor is accepted.
    if (bid >= config.floorMinor) return agree(config, settle, round, [side]);
  }
  const next = nextShopOffer(config, current, round, now - state.openedAt);
  if (bid >= next) return agree(config, settle, round, ["ASPIRATION_MET", side]);
  if (round >= config.maxRounds) {
    if (bid >= config.floorMinor) return agree(config, settle, round, ["DEADLINE_ACCEPT", side]);
    return { action: "reject", priceMinor: current, status: "rejected", round, reasons: ["MAX_ROUNDS_REACHED", side] };
  }
  const regressed = state.lastBuyerOfferMinor !== null && bid < state.lastBuyerOfferMinor;
  if (regressed) {
    // A buyer who goes backwards is not rewarded with a concession.
    return { action: "hold", priceMinor: current, status: "open", round, reasons: ["BUYER_REGRESSED", "MONOTONICITY_HOLD", side] };
  }
  let offer = next;
  if (config.strategy.kind !== "anchor-resume" && bid >= config.floorMinor) {
    // A bid above the floor is a deal within reach: late in the negotiation take it rather than risk the
    // buyer walking; earlier, answer close to the curve but part of the way toward the bid, so a buyer
    // who keeps conceding meets the shop above its first acceptable bid instead of at it.
    if (progress(config, round, now - state.openedAt) >= LATE_ACCEPT_PROGRESS) return agree(config, settle, round, ["DEADLINE_ACCEPT", side]);
    offer = Math.max(config.floorMinor, Math.min(next, bid + Math.ceil((next - bid) * MIRROR_SHARE)));
  }
  const reasons: ReasonCode[] = [offer < current ? "CONCESSION_APPLIED" : "MONOTONICITY_HOLD", side];
  if (offer === config.floorMinor) reasons.push("AT_FLOOR");
  return { action: offer < current ? "counter" : "hold", priceMinor: offer, status: "open", round, reasons };
}

function agree(config: NegotiationConfig, price: number, round: number, reasons: ReasonCode[]): Decision {
  return {
    action: "accept",
    priceMinor: price,
    status: "agreed",
    round,
    reasons: price === config.floorMinor ? [...reasons, "AT_FLOOR"] : reasons,
  };
}

function floorSide(config: NegotiationConfig, bid: number): ReasonCode {
  return bid >= config.floorMinor ? "COUNTER_AT_OR_ABOVE_FLOOR" : "COUNTER_BELOW_FLOOR";
}

/** Reasons a buyer may see: those that would let a buyer locate the floor are dropped. */
export function publicReasons(reasons: readonly ReasonCode[]): ReasonCode[] {
  return reasons.filter((r) => !FLOOR_REVEALING_REASONS.has(r));
}
