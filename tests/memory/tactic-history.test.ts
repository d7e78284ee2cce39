import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { detectTacticsOnHistory, handleEventsBatch, traceOf, type NegotiationEventEnvelopeInput } from "../../memory";
import { cronProfileOf, makeBatch, newShopId, useTestDb } from "./helpers";
import { eventMaker, T0 } from "./outcome-events";

const QUEUE = "negotiation-events";
const db = useTestDb();

/** A closed negotiation: the buyer's bids round by round against a shop conceding 300 a round, then withdrawn. */
function closed(shopId: string, buyerId: string, bids: number[], roomSaw: string[] = []): NegotiationEventEnvelopeInput[] {
  const ev = eventMaker(shopId, `neg_${crypto.randomUUID().slice(0, 8)}`);
  const out: NegotiationEventEnvelopeInput[] = [
    ev("negotiation.opened", "buyer", T0, { productId: "espresso", buyerId, quantity: 1, currency: "EUR", anchorMinor: 10_000, floorMinor: 6_000, maxRounds: 10, authenticated: true, resumed: false }),
  ];
  bids.forEach((bid, i) => {
    out.push(ev("round.decided", "shop", T0 + (i + 1) * 1000, { round: i + 1, move: { kind: i === 0 ? "open" : "counter", priceMinor: bid }, action: "counter", priceMinor: 10_000 - (i + 1) * 300, status: "open" }));
  });
  for (const tactic of roomSaw) {
    const e = { ...ev("tactic.detected", "shop", T0 + 1000, { round: 1, tactic, confidence: 0.95, rounds: [1] }), actor: "agent" as const };
    out.push({ ...e, message: { content: "seen in the round", tacticDetected: tactic, confidence: 0.95 } });
  }
  out.push(ev("negotiation.withdrawn", "buyer", T0 + (bids.length + 1) * 1000, { round: bids.length }));
  return out;
}

const tacticEvents = async (shopId: string) =>
  (
    await db.handle.db.execute(
      sql`SELECT event_id, tactic_detected, payload->>'source' AS source FROM negotiation_events WHERE shop_id = ${shopId} AND event_type = 'tactic.detected' ORDER BY tactic_detected`,
    )
  ).rows as { event_id: string; tactic_detected: string; source: string | null }[];

describe("tactic detection on history (the cron)", () => {
  it("rebuilds the offer sequence from round.decided events", () => {
    const trace = traceOf({
      anchor_minor: "10000",
      max_rounds: 8,
      opened_at: new Date(T0),
      rounds: [
        { round: 1, at: new Date(T0 + 1000).toISOString(), move: { kind: "open", priceMinor: 900 }, action: "counter", priceMinor: 9_700 },
        { round: 2, at: new Date(T0 + 2000).toISOString(), move: { kind: "accept" }, action: "accept", priceMinor: 9_700 },
      ],
    });
    expect(trace.moves.map((m) => [m.party, m.kind, m.priceMinor])).toEqual([
      ["shop", "offer", 10_000],
      ["buyer", "offer", 900],
      ["shop", "counter", 9_700],
      ["buyer", "accept", 9_700],
      ["shop", "accept", 9_700],
    ]);
  });

  it("finds what the whole history shows, stores it once, and leaves alone what the room already reported", async () => {
    const shopId = newShopId();
    // A Boulware buyer who opened with an anchor the room already reported.
    const boulware = [800, 850, 900, 1_000, 1_300, 2_200, 4_500];
    await handleEventsBatch(makeBatch(QUEUE, closed(shopId, "bo", boulware, ["anchoring"])), { db: db.handle.db });
    const first = await detectTacticsOnHistory(db.handle.db);
    expect(first.stored).toBeGreaterThanOrEqual(1);
    expect(await tacticEvents(shopId)).toEqual([
      expect.objectContaining({ tactic_detected: "anchoring", source: null }),
      expect.objectContaining({ tactic_detected: "boulware", source: "history" }),
    ]);
    const again = await detectTacticsOnHistory(db.handle.db);
    expect(again.negotiations).toBeGreaterThanOrEqual(1);
    expect((await tacticEvents(shopId)).length).toBe(2);
    // The profile the cron computes next counts it.
    expect((await cronProfileOf(db.handle.db, shopId, "bo"))?.tactics).toEqual({ anchoring: 1, boulware: 1 });
  });

  it("a plain negotiation gets no tactic", async () => {
    const shopId = newShopId();
    await handleEventsBatch(makeBatch(QUEUE, closed(shopId, "plain", [7_000, 7_200, 7_400])), { db: db.handle.db });
    await detectTacticsOnHistory(db.handle.db);
    expect(await tacticEvents(shopId)).toEqual([]);
  });
});
