/**
 * A negotiation thread a policy holds for a person (negotiate-best-k): the supplier waits (its moves are refused,
 * our standing offer stands), the organisation approves, rejects or modifies through the governed round's verdict,
 * and without a decision the policy's timeout action settles it when its time comes (the object's alarm wakes then).
 */
import { describe, expect, it } from "vitest";
import { decideHeldThread, isRefusal, negotiationAlarmAt, negotiationMove, resolveTimedOut, type AuctionState } from "../../auctions";
import { AUCTION_EVENT_PAYLOADS } from "../../common/events";
import { HOUR } from "./fixtures";
import { bestKRequest, compiled, negotiator, started } from "./negotiation-fixtures";

/** Every answer to an ask under 9,000 is held for the buying desk for 10 minutes; the timeout approves. */
const HOLDING = compiled(`version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: review-low-asks
    when: "offer.buyerPriceMinor > 0 && offer.buyerPriceMinor < 9000"
    action: ESCALATE
    escalation:
      to: buying-desk
      timeoutSeconds: 600
      onTimeout: approve
`);

const req = bestKRequest({ price: { ceilingMinor: 10_000, targetMinor: 6_000 } });

function heldThread(): { state: AuctionState; at: number; events: { type: string; data: Record<string, unknown> }[] } {
  const n = negotiator(HOLDING);
  const s = started(req, [9_500, 9_600, 9_700], n);
  const at = req.deadline + 60_000;
  const step = negotiationMove(s, "s0", { kind: "counter", priceMinor: 8_900 }, at, n);
  if (isRefusal(step)) throw new Error(step.detail);
  return { state: step.state, at, events: step.events };
}

describe("a negotiation thread held for a person", () => {
  it("holds our standing offer, refuses the supplier's moves, and wakes the object at the timeout", () => {
    const { state, at, events } = heldThread();
    const t = state.negotiation!.threads.find((x) => x.supplierId === "s0")!;
    expect(t.status).toBe("escalated");
    const held = events.find((e) => e.type === "auction.negotiation_held")!;
    expect(AUCTION_EVENT_PAYLOADS["auction.negotiation_held"].safeParse(held.data).success).toBe(true);
    expect(t.round.shopOfferMinor).toBe(6_000);
    expect(t.pending).toMatchObject({ onTimeout: "approve", timeoutAt: at + 600_000 });
    expect(negotiationAlarmAt(state)).toBe(at + 600_000);
    const refused = negotiationMove(state, "s0", { kind: "accept" }, at + 1, negotiator(HOLDING));
    expect(isRefusal(refused) && refused.type).toBe("negotiation-held");
  });

  it("approve commits the proposal; reject ends the thread; a thread not held is refused", () => {
    const { state, at } = heldThread();
    const n = negotiator(HOLDING);
    const approved = decideHeldThread(state, "s0", { decision: "approve" }, at + 1_000, n);
    if (isRefusal(approved)) throw new Error(approved.detail);
    const t = approved.state.negotiation!.threads.find((x) => x.supplierId === "s0")!;
    expect(t.status).not.toBe("escalated");
    expect(t.pending).toBeNull();
    expect(approved.events.map((e) => e.type)).toContain("auction.negotiation_decided");
    const rejected = decideHeldThread(state, "s0", { decision: "reject" }, at + 1_000, n);
    if (isRefusal(rejected)) throw new Error(rejected.detail);
    expect(rejected.state.negotiation!.threads.find((x) => x.supplierId === "s0")!.status).toBe("rejected");
    const notHeld = decideHeldThread(state, "s1", { decision: "approve" }, at + 1_000, n);
    expect(isRefusal(notHeld) && notHeld.type).toBe("not-held");
  });

  it("modify offers the person's price within the purchase's bounds; above the ceiling is refused, changing nothing", () => {
    const { state, at } = heldThread();
    const n = negotiator(HOLDING);
    const over = decideHeldThread(state, "s0", { decision: "modify", priceMinor: 10_001 }, at + 1_000, n);
    expect(isRefusal(over) && over.status).toBe(422);
    const modified = decideHeldThread(state, "s0", { decision: "modify", priceMinor: 7_000 }, at + 1_000, n);
    if (isRefusal(modified)) throw new Error(modified.detail);
    expect(modified.state.negotiation!.threads.find((x) => x.supplierId === "s0")!.round.shopOfferMinor).toBe(7_000);
  });

  it("without a decision, the policy's timeout action settles it when its time comes, not before", () => {
    const { state, at } = heldThread();
    const n = negotiator(HOLDING);
    expect(resolveTimedOut(state, at + 599_999, n).state).toBe(state);
    const resolved = resolveTimedOut(state, at + 600_000, n);
    const t = resolved.state.negotiation!.threads.find((x) => x.supplierId === "s0")!;
    expect(t.status).not.toBe("escalated");
    const decided = resolved.events.find((e) => e.type === "auction.negotiation_decided")!;
    expect(decided.data).toMatchObject({ timedOut: true, decision: "approve" });
    // Both kinds of event parse with the catalog (common/events.ts).
    expect(AUCTION_EVENT_PAYLOADS["auction.negotiation_decided"].safeParse(decided.data).success).toBe(true);
    expect(negotiationAlarmAt(resolved.state)).toBe(resolved.state.negotiation!.status === "open" ? resolved.state.negotiation!.endsAt : null);
    expect(resolved.state.negotiation!.endsAt).toBe(req.deadline + 4 * HOUR);
  });
});
