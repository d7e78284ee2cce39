import { describe, expect, it } from "vitest";
import type { Decision } from "../../kernel/types";
import { humanDecision, retryAfterSeconds, type EscalationRow } from "../../durable-objects/room/escalations";
import type { RoomRow } from "../../durable-objects/room/room-row";

const row = {
  shop_offer_minor: 9_000,
  config: { currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "linear" }, maxRounds: 10, ttlMs: 60_000 },
} as RoomRow;
const proposed: Decision = { action: "accept", priceMinor: 8_000, status: "agreed", round: 3, reasons: ["ASPIRATION_MET"] };
const bid = { kind: "counter", priceMinor: 8_000 } as const;

describe("humanDecision: what a person's verdict on an escalation stands for", () => {
  it("approve commits what the negotiator proposed, marked as approved (or timed out)", () => {
    expect(humanDecision(row, proposed, bid, { decision: "approve" }, false)).toEqual({ ...proposed, reasons: ["ASPIRATION_MET", "HUMAN_APPROVED"] });
    expect(humanDecision(row, proposed, bid, { decision: "approve" }, true)).toMatchObject({ reasons: ["ASPIRATION_MET", "ESCALATION_TIMED_OUT"] });
  });

  it("reject ends the negotiation at the standing offer", () => {
    expect(humanDecision(row, proposed, bid, { decision: "reject" }, false)).toEqual({ action: "reject", priceMinor: 9_000, status: "rejected", round: 3, reasons: ["HUMAN_REJECTED"] });
  });

  it("modify counters at the new price, or agrees when the buyer already bid that much", () => {
    expect(humanDecision(row, proposed, bid, { decision: "modify", priceMinor: 8_500 }, false)).toEqual({ action: "counter", priceMinor: 8_500, status: "open", round: 3, reasons: ["HUMAN_MODIFIED"] });
    expect(humanDecision(row, proposed, bid, { decision: "modify", priceMinor: 7_500 }, false)).toEqual({ action: "accept", priceMinor: 7_500, status: "agreed", round: 3, reasons: ["HUMAN_MODIFIED"] });
  });

  it("a modified price must keep the kernel's invariants: within floor and list price, not above the standing offer, whole", () => {
    for (const priceMinor of [6_999, 9_001, 10_001, 8_000.5, undefined]) {
      expect(humanDecision(row, proposed, bid, { decision: "modify", priceMinor }, false)).toMatchObject({ ok: false, problem: { type: "/problems/invalid-human-decision" } });
    }
  });
});

describe("retryAfterSeconds", () => {
  it("is the time left before the pending escalation times out, at least a second; a minute with none pending", () => {
    expect(retryAfterSeconds({ timeout_at: 10_500 } as EscalationRow, 1_000)).toBe(10);
    expect(retryAfterSeconds({ timeout_at: 900 } as EscalationRow, 1_000)).toBe(1);
    expect(retryAfterSeconds(null, 1_000)).toBe(60);
  });
});
