/**
 * A person's verdict on a pending escalation (or the policy's timeout action), committed in a transaction of
 * its own. What the verdict stands for is governed-round/escalation.ts; a verdict can only move a
 * negotiation that is still waiting on it.
 */
import { settleEscalation, type HumanDecision } from "../../governed-round";
import { fail, ok, type RpcResult } from "../../common/problem";
import { pendingEscalation } from "./escalation-table";
import { roundState, type RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";

export function resolveEscalation(store: RoomStore, row: RoomRow, escalationId: string, human: HumanDecision, timedOut: boolean, now: number): RpcResult<RoomRow> {
  const esc = store.escalations.byId(escalationId);
  if (!esc) return fail("not-found", "No such escalation.");
  if (esc.status !== "pending") return fail("escalation-closed", `This escalation was already ${esc.status}.`);
  // A verdict moves only a negotiation that is still waiting on it: never one that has since closed.
  if (row.status !== "escalated") return fail("escalation-closed", `The negotiation is ${row.status}; this escalation lapsed.`);
  const settled = settleEscalation({ facts: store.facts(row), state: roundState(row), pending: pendingEscalation(esc), human, timedOut, now });
  if (!settled.ok) {
    return settled.refused === "invalid-human-decision"
      ? fail("invalid-human-decision", settled.detail, settled.bounds ? { bounds: settled.bounds } : undefined)
      : fail("invalid-human-decision", "The verdict cannot be applied.");
  }
  const { next, effects, escalationStatus } = settled.outcome;
  return ok(
    store.transaction(() => {
      store.escalations.decide(escalationId, escalationStatus, now, human.note ?? null);
      return store.commit(next, effects, now);
    }),
  );
}
