/** The two ways a negotiation closes without a decision: its deadline passes, or the buyer walks away. */
import type { ReasonCode } from "../../kernel/types";
import type { NegotiationStatus } from "../views";
import type { Escalations } from "./escalations";
import type { RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";

/** Past the deadline, inside the caller's transaction: the shop's offer lapses, and so does a person's pending review. */
export function expire(store: RoomStore, escalations: Escalations, row: RoomRow, now: number): RoomRow {
  escalations.lapse(now, "the negotiation expired");
  store.journal.offer(row.round, "shop", "reject", null, ["COUNTER_EXPIRED"], now);
  const after = close(store, "expired", now, "reject", ["COUNTER_EXPIRED"]);
  store.journal.event("negotiation.expired", "system", now, { round: row.round, expiresAt: row.expires_at });
  return after;
}

/** A buyer may walk away at any time, inside the caller's transaction; a person's pending review then lapses. */
export function withdraw(store: RoomStore, escalations: Escalations, row: RoomRow, now: number): RoomRow {
  escalations.lapse(now, "the buyer withdrew");
  const after = close(store, "withdrawn", now, "withdraw", []);
  store.journal.event("negotiation.withdrawn", "buyer", now, { round: row.round });
  return after;
}

function close(store: RoomStore, status: NegotiationStatus, now: number, action: string, reasons: ReasonCode[]): RoomRow {
  store.journal.audit("outcome", { status, reasons }, now);
  return store.setState("status = ?, last_action = ?, last_reasons = ?, updated_at = ?, closed_at = ?", status, action, JSON.stringify(reasons), now, now);
}
