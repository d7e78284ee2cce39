/**
 * What happens when a buyer moves (counters, accepts, or its words carry a move): the governed round
 * (governed-round/: tactics → kernel → policies → commit or hold for a person) decides from the row, the
 * snapshots taken at open and the history; the room commits what it returns, in the caller's transaction
 * (NegotiationRoom.guarded, after the checks every buyer request passes).
 */
import { playGovernedRound } from "../../governed-round";
import type { BuyerMove } from "../../kernel/types";
import { fail, ok, type RpcResult } from "../../common/problem";
import { roundState, type RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";

/** A counter-offer as a kernel move; an offer in another currency is refused. */
export function counterMove(row: RoomRow, priceMinor: number, currency: string | undefined): BuyerMove | RpcResult<never> {
  if (currency !== undefined && currency !== row.config.currency) {
    return fail("currency-mismatch", `This negotiation is in ${row.config.currency}; the offer was in ${currency}.`);
  }
  return { kind: "counter", priceMinor };
}

/** Taking the shop's standing offer; there is none before the shop has made one. */
export function acceptMove(row: RoomRow): BuyerMove | RpcResult<never> {
  return row.shop_offer_minor === null ? fail("no-standing-offer") : { kind: "accept" };
}

/** One round, committed. `message`: the buyer's free text that carried the move, if any. Returns the row as committed. */
export function playRound(store: RoomStore, row: RoomRow, move: BuyerMove, now: number, message?: string): RpcResult<RoomRow> {
  const played = playGovernedRound({
    facts: store.facts(row),
    state: roundState(row),
    move,
    now,
    tactics: store.tacticsSoFar(),
    ...(message === undefined ? {} : { message }),
    escalationsSoFar: store.escalations.count(),
  });
  if (!played.ok) return fail("invalid-offer", "The offer cannot be evaluated against this negotiation.");
  return ok(store.commit(played.outcome.next, played.outcome.effects, now));
}
