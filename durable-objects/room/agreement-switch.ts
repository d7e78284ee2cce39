/**
 * A buyer taking a switch of its package agreement (governed-round/switch.ts decides, purely): the room loads the
 * negotiation, asks, and commits the deal as it now stands, in the caller's transaction; a refusal becomes the
 * problem the buyer reads, and nothing is written.
 */
import { switchesOnOffer, takeSwitch, type SwitchResult } from "../../governed-round";
import { fail, ok, type RpcResult } from "../../common/problem";
import { iso } from "../../common/time";
import { roundState, type RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";

/** Takes switch `optionId` of the agreement; returns the row as committed. */
export function switchMove(store: RoomStore, row: RoomRow, optionId: string, now: number): RpcResult<RoomRow> {
  const taken = takeSwitch({ facts: store.facts(row), state: roundState(row), optionId, agreedAt: row.closed_at, switchesTaken: store.switchesTaken(), now });
  if (!taken.ok) return refusal(row, taken, optionId, now);
  return ok(store.commitSwitch(taken.outcome.next, taken.outcome.effects, now));
}

function refusal(row: RoomRow, taken: Extract<SwitchResult, { ok: false }>, optionId: string, now: number): RpcResult<never> {
  switch (taken.refused) {
    case "price-only":
      return optionProblem("this product negotiates price only: its agreements have no switches");
    case "not-agreed": {
      // A buyer never learns that a person reviews its move: an escalated negotiation is open to it.
      const status = row.status === "escalated" ? "open" : row.status;
      return status === "open"
        ? fail("conflict", "Nothing is agreed yet: switches come with an agreement on a package.", { negotiationStatus: status })
        : fail("negotiation-closed", `The negotiation is ${status}: there is no agreement to switch.`, { negotiationStatus: status });
    }
    case "lapsed":
      return fail("conflict", `The switches offered with this agreement lapsed at ${iso(taken.lapsedAt!)}; the deal stands as agreed.`, { switchesLapsedAt: iso(taken.lapsedAt!) });
    case "unknown-switch": {
      const ids = switchesOnOffer(roundState(row), row.closed_at, now).map((o) => o.id);
      return optionProblem(
        ids.length > 0 ? `is not one of the switches the agreement offers now (${ids.join(", ")})` : `"${optionId.slice(0, 32)}" is not on offer: the agreement offers no switches now`,
      );
    }
    case "not-allowed":
      return fail("conflict", "The shop cannot switch the deal to this package now; the deal stands as agreed.");
  }
}

function optionProblem(message: string): RpcResult<never> {
  return fail("validation-failed", `optionId: ${message}`, { errors: [{ path: "optionId", pointer: "/optionId", message }] });
}
