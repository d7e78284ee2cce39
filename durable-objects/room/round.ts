/**
 * What happens when a buyer moves (counters, accepts, or its words carry a move): the governed round
 * (governed-round/: tactics → kernel → policies → commit or hold for a person) decides from the row, the
 * snapshots taken at open and the history; the room commits what it returns, in the caller's transaction
 * (NegotiationRoom.guarded, after the checks every buyer request passes).
 */
import { playGovernedRound } from "../../governed-round";
import type { BuyerMove, TermValues } from "../../kernel/types";
import { fail, ok, type RpcResult } from "../../common/problem";
import { packageMoveProblems } from "./package-moves";
import { roundState, type RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";

/**
 * A counter-offer as a kernel move: a unit price and, for a package product, the terms the buyer asks for (the
 * rest as the shop's standing offer has them). An offer in another currency, or terms the product does not
 * negotiate as sent, are refused before anything is played.
 */
export function counterMove(row: RoomRow, priceMinor: number, currency: string | undefined, terms?: TermValues): BuyerMove | RpcResult<never> {
  if (currency !== undefined && currency !== row.config.currency) {
    return fail("currency-mismatch", `This negotiation is in ${row.config.currency}; the offer was in ${currency}.`);
  }
  const refused = packageMoveProblems(row, { terms });
  if (refused) return refused;
  return terms === undefined ? { kind: "counter", priceMinor } : { kind: "counter", priceMinor, terms };
}

/** Taking the shop's standing offer (or one of its options, by id); there is none before the shop has made one. */
export function acceptMove(row: RoomRow, optionId?: string): BuyerMove | RpcResult<never> {
  if (row.shop_offer_minor === null) return fail("no-standing-offer");
  const refused = packageMoveProblems(row, { optionId });
  if (refused) return refused;
  return optionId === undefined ? { kind: "accept" } : { kind: "accept", optionId };
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
