/**
 * The escalation inbox's two sources in one list (durable-objects/shop/contract-escalations.ts `mergeInbox`): whatever
 * the escalations and "no agent fits" items, the list is newest first, at most `limit` long, and holds exactly the
 * newest `limit` of them all; a fleet item is pending until answered and `approved` after, whatever the answer.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fleetInboxItem, mergeInbox, type InboxItem } from "../../durable-objects/shop/contract-escalations";
import type { WaitingView } from "../../durable-objects/shop/fleet-store";

const T0 = Date.UTC(2026, 10, 1);
const at = fc.integer({ min: 0, max: 1_000_000 }).map((ms) => new Date(T0 + ms).toISOString());

const waiting = fc.record({
  waitingId: fc.uuid().map((u) => `wait_${u.replaceAll("-", "")}`),
  buyerId: fc.constantFrom("cafe-1", "cafe-2", "bistro"),
  counterpartyId: fc.constant("buyer:x"),
  productId: fc.constantFrom("espresso", "grinder"),
  category: fc.constantFrom("coffee", "grinders"),
  reason: fc.constant("no agent can take it"),
  candidates: fc.constant([]),
  status: fc.constantFrom<WaitingView["status"][]>("pending", "assigned", "default", "used"),
  agentId: fc.option(fc.constantFrom("a", "b"), { nil: null }),
  createdAt: at,
  decidedAt: fc.option(at, { nil: null }),
}) satisfies fc.Arbitrary<WaitingView>;

/** A negotiation's escalation as the inbox lists it: only the fields the merge reads matter here. */
const escalation = fc.record({ escalationId: fc.uuid(), createdAt: at }).map(
  (e) =>
    ({
      ...e,
      negotiationId: "n",
      status: "pending",
      policyId: null,
      assignee: "owner",
      reason: "r",
      onTimeout: "reject",
      timeoutAt: e.createdAt,
      decidedAt: null,
      proposed: { action: "counter", priceMinor: 1, reasons: [] },
      buyerPriceMinor: null,
      note: null,
      subject: { kind: "negotiation", negotiationId: "n" },
    }) as InboxItem,
);

const newestFirst = <T extends { createdAt: string }>(items: readonly T[]): T[] => [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

describe("the inbox's merge of escalations and fleet items", () => {
  it("is newest first, at most limit long, and keeps the newest of both sources", () => {
    fc.assert(
      fc.property(fc.array(escalation, { maxLength: 20 }), fc.array(waiting, { maxLength: 20 }), fc.integer({ min: 1, max: 50 }), (escalations, waits, limit) => {
        const fleet = waits.map(fleetInboxItem);
        const merged = mergeInbox(newestFirst(escalations), newestFirst(fleet), limit);
        expect(merged.length).toBe(Math.min(limit, escalations.length + fleet.length));
        const times = merged.map((i) => Date.parse(i.createdAt));
        for (let i = 1; i < times.length; i++) expect(times[i]!).toBeLessThanOrEqual(times[i - 1]!);
        // Nothing left out is newer than the oldest kept.
        const kept = new Set(merged.map((i) => i.escalationId));
        const oldestKept = times.at(-1) ?? Infinity;
        for (const i of [...escalations, ...fleet]) if (!kept.has(i.escalationId)) expect(Date.parse(i.createdAt)).toBeLessThanOrEqual(oldestKept);
      }),
    );
  });

  it("lists a waiting open as a fleet subject: pending until answered, approved after, never with a proposal", () => {
    fc.assert(
      fc.property(waiting, (w) => {
        const item = fleetInboxItem(w);
        expect(item.status).toBe(w.status === "pending" ? "pending" : "approved");
        expect(item.subject).toEqual({ kind: "fleet", waitingId: w.waitingId, buyerId: w.buyerId, productId: w.productId, category: w.category });
        expect(item.escalationId).toBe(w.waitingId);
        expect(item).not.toHaveProperty("proposed");
      }),
    );
  });
});
