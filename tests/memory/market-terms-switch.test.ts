// Market statistics per term follow a switched package deal (issue 28): a buyer who switches an agreed package
// (negotiation.switched) moves the deal to that package, and the statistics count it there, whatever the order and
// batching in which the agreement and the switches reach Postgres. PGlite through the real Neon driver.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { handleEventsBatch, marketStats, type NegotiationEventEnvelopeInput } from "../../memory";
import { makeBatch, newShopId, useTestDb } from "./helpers";

const t = useTestDb();
const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);

describe("market statistics per term after a switch", () => {
  it("count a switched package deal at the package it stands at (its highest-numbered switch), in any delivery order", async () => {
    const first = { "payment-days": 30, "support-tier": "standard" };
    const second = { "payment-days": 45, "support-tier": "standard" };
    const third = { "payment-days": 60, "support-tier": "premium" };
    const events = (shopId: string): NegotiationEventEnvelopeInput[] => {
      const base = { shopId, negotiationId: "n-switched", actor: "buyer" as const };
      return [
        { ...base, eventId: randomUUID(), seq: 1, type: "negotiation.opened", at: T0, payload: { productId: "server", buyerId: "b", quantity: 1, currency: "EUR", anchorMinor: 10_000, floorMinor: 6_000 } },
        { ...base, eventId: randomUUID(), seq: 2, type: "negotiation.agreed", at: T0 + 1_000, payload: { round: 2, agreedPriceMinor: 9_000, agreedTerms: first } },
        { ...base, eventId: randomUUID(), seq: 3, type: "negotiation.switched", at: T0 + 2_000, payload: { round: 3, switchNumber: 1, optionId: "s1", agreedPriceMinor: 9_200, agreedTerms: second } },
        { ...base, eventId: randomUUID(), seq: 4, type: "negotiation.switched", at: T0 + 3_000, payload: { round: 4, switchNumber: 2, optionId: "s2", agreedPriceMinor: 9_500, agreedTerms: third } },
      ];
    };
    const expected = {
      count: 1,
      terms: [
        { termId: "payment-days", kind: "numeric", count: 1, mean: 60, median: 60, p25: 60, p75: 60, min: 60, max: 60 },
        { termId: "support-tier", kind: "choice", count: 1, values: [{ value: "premium", count: 1 }] },
      ],
    };
    for (const order of ["together", "reversed", "agreement last"] as const) {
      const shopId = newShopId("mt-switch");
      const all = events(shopId);
      const batches =
        order === "together" ? [all] : order === "reversed" ? [...all].reverse().map((e) => [e]) : [[all[0]!], [all[3]!], [all[2]!], [all[1]!]];
      for (const batch of batches) await handleEventsBatch(makeBatch("negotiation-events", batch), { db: t.handle.db });
      const [entry] = await marketStats(t.handle.db, { shopId });
      expect(entry, order).toMatchObject({ count: 1, meanUnitPriceMinor: 9_500 });
      expect(entry!.packages, order).toEqual(expected);
    }
  });
});
