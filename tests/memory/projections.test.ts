// The events consumer folds a batch into one multi-row statement per table. Whatever the batching — one event per
// transaction, the whole stream in one, or chunks delivered in another order — the projected rows must be the same.
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  agentRecommendations,
  counterpartyProfiles,
  handleEventsBatch,
  negotiations,
  policyViolations,
  type NegotiationEventEnvelopeInput,
} from "../../memory";
import { makeBatch, newShopId, useTestDb } from "./helpers";

const t = useTestDb();

const T0 = Date.UTC(2026, 10, 5, 8, 0, 0);

/** A deterministic mix: agreed, rejected, withdrawn after rounds, expired, resumed (opened twice), events only. */
function scenario(): Array<Omit<NegotiationEventEnvelopeInput, "shopId" | "eventId">> {
  const out: Array<Omit<NegotiationEventEnvelopeInput, "shopId" | "eventId">> = [];
  const neg = (id: string, buyer: string, steps: Array<[string, string, number, Record<string, unknown>]>) => {
    let seq = 0;
    for (const [type, actor, dt, payload] of steps) out.push({ negotiationId: id, seq: ++seq, type, actor: actor as "buyer", at: T0 + dt, payload });
  };
  const opened = (buyerId: string, quantity: number, extra: Record<string, unknown> = {}) => ({
    productId: "kettle",
    buyerId,
    quantity,
    currency: "EUR",
    anchorMinor: 10_000,
    floorMinor: 7_000,
    maxRounds: 6,
    arm: "default",
    expiresAt: T0 + 3_600_000,
    ...extra,
  });
  const round = (r: number, action: string, priceMinor: number | null, status: string, move: Record<string, unknown>) => ({ round: r, action, priceMinor, status, move, reasons: ["X"] });
  const rec = (r: number) => ({ round: r, kind: "counter", recommendation: { priceMinor: 9_000 }, confidence: 1 });
  neg("n-agreed", "alice", [
    ["negotiation.opened", "buyer", 0, opened("alice", 3)],
    ["agent.recommendation", "agent", 1_000, rec(0)],
    ["round.decided", "shop", 1_000, round(0, "counter", 9_500, "open", { kind: "open", priceMinor: 7_500 })],
    ["policy.violation", "system", 2_000, { policyId: "cap", outcome: "constraint", severity: "low", details: { round: 1 } }],
    ["round.decided", "shop", 2_000, round(1, "counter", 9_000, "open", { kind: "counter", priceMinor: 8_000 })],
    ["round.decided", "shop", 3_000, round(2, "accept", 9_000, "agreed", { kind: "accept" })],
    ["negotiation.agreed", "shop", 3_000, { round: 2, agreedPriceMinor: 9_000, quantity: 3 }],
  ]);
  neg("n-rejected", "alice", [
    ["negotiation.opened", "buyer", 500, opened("alice", 1)],
    ["round.decided", "shop", 1_500, round(0, "counter", 9_800, "open", { kind: "open", priceMinor: 5_000 })],
    ["round.decided", "shop", 2_500, round(1, "reject", null, "rejected", { kind: "counter", priceMinor: 5_100 })],
    ["negotiation.rejected", "shop", 2_500, { round: 1, agreedPriceMinor: null, quantity: 1 }],
  ]);
  neg("n-withdrawn", "bob", [
    ["negotiation.opened", "buyer", 700, opened("bob", 5)],
    ["round.decided", "shop", 1_700, round(0, "hold", 9_900, "open", { kind: "open" })],
    ["negotiation.withdrawn", "buyer", 4_000, { round: 0 }],
  ]);
  neg("n-expired", "bob", [
    ["negotiation.opened", "buyer", 800, opened("bob", 2)],
    ["negotiation.expired", "system", 9_000, { round: 0, expiresAt: T0 + 9_000 }],
  ]);
  neg("n-resumed", "carol", [
    ["negotiation.opened", "buyer", 900, opened("carol", 4)],
    ["round.decided", "shop", 1_900, round(0, "counter", 9_700, "open", { kind: "open", priceMinor: 8_000 })],
    ["negotiation.opened", "buyer", 5_000, opened("carol", 6, { resumed: true, arm: "patient", anchorMinor: 11_000 })],
    ["round.decided", "shop", 6_000, round(1, "counter", 9_600, "open", { kind: "counter", priceMinor: 8_200 })],
  ]);
  neg("n-no-opening", "dave", [
    ["round.decided", "shop", 1_000, round(3, "counter", 9_100, "open", { kind: "counter", priceMinor: 8_700 })],
    ["negotiation.agreed", "shop", 2_000, { round: 4, agreedPriceMinor: 9_050 }],
  ]);
  neg("n-note", "erin", [["shop.note_added", "operator", 100, { note: "vip" }]]);
  return out;
}

function eventsFor(shopId: string): NegotiationEventEnvelopeInput[] {
  return scenario().map((e) => ({ ...e, shopId, eventId: randomUUID() }));
}

async function projected(shopId: string) {
  const db = t.handle.db;
  const strip = <T extends { shopId: string; updatedAt?: Date }>(rows: T[]) => rows.map(({ shopId: _s, updatedAt: _u, ...rest }) => rest);
  return {
    negotiations: strip(await db.select().from(negotiations).where(eq(negotiations.shopId, shopId)).orderBy(asc(negotiations.id))),
    profiles: strip(await db.select().from(counterpartyProfiles).where(eq(counterpartyProfiles.shopId, shopId)).orderBy(asc(counterpartyProfiles.counterpartyId))),
    violations: (await db.select().from(policyViolations).where(eq(policyViolations.shopId, shopId))).length,
    recommendations: (await db.select().from(agentRecommendations).where(eq(agentRecommendations.shopId, shopId))).length,
  };
}

async function consume(events: NegotiationEventEnvelopeInput[], size: number) {
  for (let i = 0; i < events.length; i += size) {
    const report = await handleEventsBatch(makeBatch("negotiation-events", events.slice(i, i + size)), { db: t.handle.db });
    expect(report).toMatchObject({ retried: 0, deadLettered: 0 });
  }
}

describe("batched projections", () => {
  it("give the same rows as one event per transaction, whatever the batching and delivery order", async () => {
    const one = newShopId("one");
    const ordered = eventsFor(one).sort((a, b) => a.at - b.at || (a.seq ?? 0) - (b.seq ?? 0));
    await consume(ordered, 1);
    const expected = await projected(one);
    expect(expected.negotiations).toHaveLength(6);
    expect(expected.negotiations.find((n) => n.id === "n-resumed")).toMatchObject({ quantity: 4, anchorMinor: 11_000, arm: "patient", rounds: 1, status: "open", shopOfferMinor: 9_600, buyerOfferMinor: 8_200 });
    expect(expected.negotiations.find((n) => n.id === "n-no-opening")).toMatchObject({ status: "agreed", agreedPriceMinor: 9_050, rounds: 4, productId: null });

    // The whole stream in one batch, the stream in chunks of 3, and chunks of 4 delivered in reverse order.
    const all = newShopId("all");
    await consume(eventsFor(all), 100);
    const chunks = newShopId("chunks");
    await consume(eventsFor(chunks), 3);
    const reversed = newShopId("rev");
    const revEvents = eventsFor(reversed);
    const revChunks: NegotiationEventEnvelopeInput[][] = [];
    for (let i = 0; i < revEvents.length; i += 4) revChunks.unshift(revEvents.slice(i, i + 4));
    for (const chunk of revChunks) await consume(chunk, 4);

    expect(await projected(all)).toEqual(expected);
    expect(await projected(chunks)).toEqual(expected);
    // Delivered out of order, the order-independent columns still converge (quantity keeps the first value seen,
    // and a negotiation agreed in one delivery stays agreed; those may legitimately differ).
    const rev = await projected(reversed);
    const comparable = (rows: typeof expected.negotiations) => rows.map(({ quantity: _q, ...r }) => r).filter((r) => r.id !== "n-no-opening" && r.id !== "n-resumed");
    expect(comparable(rev.negotiations)).toEqual(comparable(expected.negotiations));
    expect(rev.violations).toBe(expected.violations);
    expect(rev.recommendations).toBe(expected.recommendations);
  });
});
