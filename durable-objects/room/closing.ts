/** The two ways a negotiation closes without a decision (governed-round/closing.ts), committed in the caller's transaction. */
import { expireNegotiation, withdrawNegotiation } from "../../governed-round";
import { roundState, type RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";

/** Past the deadline: the shop's offer lapses, and so does a person's pending review. */
export function expire(store: RoomStore, row: RoomRow, now: number): RoomRow {
  const closed = expireNegotiation(roundState(row), row.expires_at, now);
  return store.commit(closed.next, closed.effects, now);
}

/** A buyer may walk away at any time; a person's pending review then lapses. */
export function withdraw(store: RoomStore, row: RoomRow, now: number): RoomRow {
  const closed = withdrawNegotiation(roundState(row));
  return store.commit(closed.next, closed.effects, now);
}
