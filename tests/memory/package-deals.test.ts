// Package deals in Postgres (issue 28): the consumer stores a negotiation's agreed terms beside its agreed price
// (negotiations.agreed_terms, jsonb), from round.decided and negotiation.agreed alike, whatever the batching or the
// order of delivery; a deal the buyer switched stands at its last switch (negotiation.switched); a price-only deal
// keeps null there.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { handleEventsBatch, negotiations, type NegotiationEventEnvelopeInput } from "../../memory";
import { makeBatch, newShopId, useTestDb } from "./helpers";

const t = useTestDb();
const T0 = Date.UTC(2026, 10, 6, 9, 0, 0);
const AGREED = { "payment-days": 30, "warranty-months": 24, "support-tier": "standard", incoterm: "DAP" };

function events(shopId: string, negotiationId: string, terms: Record<string, number | string> | null): NegotiationEventEnvelopeInput[] {
  const pkg = terms ? { terms } : {};
  const steps: Array<[string, "buyer" | "shop", number, Record<string, unknown>]> = [
    ["negotiation.opened", "buyer", 0, { productId: "server", buyerId: "alice", quantity: 2, currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000 }],
    ["round.decided", "shop", 1_000, { round: 0, action: "counter", priceMinor: 10_000, status: "open", move: { kind: "open" }, ...(terms ? { terms: { ...terms, "payment-days": 0 } } : {}) }],
    [
      "round.decided",
      "shop",
      2_000,
      {
        round: 1,
        action: "counter",
        priceMinor: 9_400,
        status: "open",
        move: { kind: "counter", priceMinor: 8_000, ...(terms ? { terms: { "payment-days": 60 } } : {}) },
        ...pkg,
        ...(terms ? { options: [{ id: "r1o1", priceMinor: 9_400, terms }, { id: "r1o2", priceMinor: 9_100, terms: { ...terms, "payment-days": 0 } }] } : {}),
      },
    ],
    ["round.decided", "shop", 3_000, { round: 1, action: "accept", priceMinor: 9_400, status: "agreed", move: { kind: "accept", ...(terms ? { optionId: "r1o1" } : {}) }, ...pkg }],
    ["negotiation.agreed", "shop", 3_000, { round: 1, agreedPriceMinor: 9_400, quantity: 2, ...(terms ? { agreedTerms: terms } : {}) }],
  ];
  return steps.map(([type, actor, dt, payload], i) => ({ shopId, negotiationId, eventId: randomUUID(), seq: i + 1, type, actor, at: T0 + dt, payload }));
}

async function row(shopId: string, id: string) {
  const [r] = await t.handle.db.select().from(negotiations).where(and(eq(negotiations.shopId, shopId), eq(negotiations.id, id)));
  return r;
}

describe("package deals in Postgres", () => {
  it("store the agreed terms beside the agreed price, once, whatever the batching and order", async () => {
    const shopId = newShopId("pkg");
    const all = events(shopId, "n-package", AGREED);
    const report = await handleEventsBatch(makeBatch("negotiation-events", all), { db: t.handle.db });
    expect(report).toMatchObject({ acked: all.length, retried: 0, deadLettered: 0 });
    expect(await row(shopId, "n-package")).toMatchObject({ status: "agreed", agreedPriceMinor: 9_400, agreedTerms: AGREED, shopOfferMinor: 9_400 });

    // A redelivery changes nothing.
    await handleEventsBatch(makeBatch("negotiation-events", all), { db: t.handle.db });
    expect((await row(shopId, "n-package"))!.agreedTerms).toEqual(AGREED);

    // Delivered one at a time in reverse order: the same terms (the agreement alone carries them too).
    const reversed = newShopId("pkg-rev");
    for (const e of events(reversed, "n-package", AGREED).reverse()) await handleEventsBatch(makeBatch("negotiation-events", [e]), { db: t.handle.db });
    expect(await row(reversed, "n-package")).toMatchObject({ status: "agreed", agreedPriceMinor: 9_400, agreedTerms: AGREED });
  });

  it("a switched deal stands at its last switch, whatever the batching and order of delivery", async () => {
    const SWITCHED = [
      { ...AGREED, "payment-days": 0 },
      { ...AGREED, "payment-days": 0, incoterm: "DDP" },
    ];
    const switches = (shopId: string): NegotiationEventEnvelopeInput[] =>
      SWITCHED.map((terms, i) => ({
        shopId,
        negotiationId: "n-switch",
        eventId: randomUUID(),
        seq: 6 + i,
        type: "negotiation.switched",
        actor: "buyer",
        at: T0 + 4_000 + i,
        payload: { round: 1, switchNumber: i + 1, optionId: `r1s${i + 1}-1`, agreedPriceMinor: 9_300 + 50 * i, agreedTerms: terms, quantity: 2, previousPriceMinor: i === 0 ? 9_400 : 9_300 },
      }));
    const last = { agreedPriceMinor: 9_350, agreedTerms: SWITCHED[1] };

    const together = newShopId("switch");
    const all = [...events(together, "n-switch", AGREED), ...switches(together)];
    expect(await handleEventsBatch(makeBatch("negotiation-events", all), { db: t.handle.db })).toMatchObject({ acked: all.length, deadLettered: 0 });
    expect(await row(together, "n-switch")).toMatchObject({ status: "agreed", ...last });
    await handleEventsBatch(makeBatch("negotiation-events", all), { db: t.handle.db });
    expect(await row(together, "n-switch")).toMatchObject(last);

    // One at a time, the switches first and the last switch before the first, the agreement last.
    const scrambled = newShopId("switch-rev");
    const [s1, s2] = switches(scrambled);
    for (const e of [s2!, s1!, ...events(scrambled, "n-switch", AGREED).reverse()]) await handleEventsBatch(makeBatch("negotiation-events", [e]), { db: t.handle.db });
    expect(await row(scrambled, "n-switch")).toMatchObject({ status: "agreed", ...last });
  });

  it("keep null for a price-only deal", async () => {
    const shopId = newShopId("price");
    await handleEventsBatch(makeBatch("negotiation-events", events(shopId, "n-price", null)), { db: t.handle.db });
    expect(await row(shopId, "n-price")).toMatchObject({ status: "agreed", agreedPriceMinor: 9_400, agreedTerms: null });
  });
});
