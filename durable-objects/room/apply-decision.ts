import type { BuyerMove, Decision } from "../../kernel/types";
import type { OfferHistoryEntry } from "../views";
import type { RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";

/** The buyer's side of a move as the offer history records it, or null when it names no price. */
export function buyerOffer(row: RoomRow, move: BuyerMove): { kind: OfferHistoryEntry["kind"]; priceMinor: number } | null {
  const priceMinor = move.kind === "accept" ? row.shop_offer_minor : (move.priceMinor ?? null);
  if (priceMinor === null) return null;
  return { kind: move.kind === "accept" ? "accept" : move.kind === "open" ? "offer" : "counter", priceMinor };
}

/**
 * Commits a decision the policies let through (or a person made), inside the caller's transaction: the
 * offers, the new state, the outcome when it closes the negotiation, and the events. `buyerRecorded`: the
 * buyer's offer is already in the history (it was recorded when the move was escalated).
 */
export function applyDecision(store: RoomStore, row: RoomRow, move: BuyerMove, decision: Decision, now: number, buyerRecorded = false): RoomRow {
  const { journal } = store;
  const round = decision.round;
  const bid = buyerOffer(row, move);
  if (bid && !buyerRecorded) journal.offer(round, "buyer", bid.kind, bid.priceMinor, [], now);
  // Taking the shop's standing offer as it stands needs no answer from the shop.
  if (move.kind !== "accept" || decision.action !== "accept") journal.offer(round, "shop", decision.action, decision.priceMinor, decision.reasons, now);
  const shopOffer = decision.action === "counter" || decision.action === "hold" ? decision.priceMinor : row.shop_offer_minor;
  // An accept, or an opening without a price, names no new bid: the buyer's last one stands.
  const buyerOfferMinor = move.kind === "accept" ? row.buyer_offer_minor : (move.priceMinor ?? row.buyer_offer_minor);
  const status = decision.status;
  if (status !== "open") journal.audit("outcome", { status, priceMinor: decision.priceMinor, round, reasons: decision.reasons }, now);
  const after = store.setState(
    `round = ?, shop_offer_minor = ?, buyer_offer_minor = ?, agreed_price_minor = ?,
       last_action = ?, last_reasons = ?, status = ?, updated_at = ?, closed_at = ?`,
    round,
    shopOffer,
    buyerOfferMinor,
    status === "agreed" ? decision.priceMinor : null,
    decision.action,
    JSON.stringify(decision.reasons),
    status,
    now,
    status === "open" ? null : now,
  );
  journal.event("round.decided", "shop", now, { round, move, action: decision.action, priceMinor: decision.priceMinor, reasons: decision.reasons, status });
  if (status !== "open") {
    journal.event(`negotiation.${status}`, "shop", now, { round, agreedPriceMinor: status === "agreed" ? decision.priceMinor : null, quantity: row.quantity });
  }
  return after;
}
