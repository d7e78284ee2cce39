import fc from "fast-check";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  computeProfiles,
  concessionStyleOf,
  counterpartyProfiles,
  handleEventsBatch,
  listCounterpartyProfiles,
  refreshCounterpartyProfilesSinceCursor,
  riskScore,
  storeProfiles,
  type ComputedProfile,
  type NegotiationEventEnvelopeInput,
} from "../../memory";
import { makeBatch, newShopId, useTestDb } from "./helpers";
import { eventMaker, T0 } from "./outcome-events";

const QUEUE = "negotiation-events";

interface Story {
  buyerId: string;
  status: "agreed" | "withdrawn" | "expired" | "rejected";
  /** The buyer's bids, round by round (the first is its opening bid). */
  bids: number[];
  agreedMinor?: number;
  resumed?: boolean;
  authenticated?: boolean;
  tactics?: string[];
  openedAt?: number;
}

/** One negotiation as its room's outbox would send it: opened, a decision per bid, tactics, the ending. */
function storyEvents(shopId: string, s: Story): NegotiationEventEnvelopeInput[] {
  const ev = eventMaker(shopId, `neg_${crypto.randomUUID().slice(0, 8)}`);
  const t0 = s.openedAt ?? T0;
  const out = [
    ev("negotiation.opened", "buyer", t0, {
      productId: "espresso-machine",
      buyerId: s.buyerId,
      quantity: 1,
      currency: "EUR",
      anchorMinor: 10_000,
      floorMinor: 6_000,
      maxRounds: 10,
      authenticated: s.authenticated ?? true,
      resumed: s.resumed ?? false,
    }),
  ];
  s.bids.forEach((bid, i) => {
    out.push(ev("round.decided", "shop", t0 + (i + 1) * 1_000, { round: i + 1, move: { kind: i === 0 ? "open" : "counter", priceMinor: bid }, action: "counter", priceMinor: 9_500, status: "open" }));
  });
  for (const tactic of s.tactics ?? []) {
    const e = ev("tactic.detected", "buyer", t0 + 500, { round: 1, tactic, confidence: 0.8, rounds: [1] });
    out.push({ ...e, actor: "agent", message: { content: `${tactic} seen`, tacticDetected: tactic, confidence: 0.8 } });
  }
  const end = t0 + (s.bids.length + 1) * 1_000;
  out.push(ev(`negotiation.${s.status}`, "shop", end, { round: s.bids.length, agreedPriceMinor: s.status === "agreed" ? (s.agreedMinor ?? 9_000) : null }));
  return out;
}

describe("counterparty profiles (recomputed by the cron from Postgres)", () => {
  const t = useTestDb();

  async function ingest(shopId: string, stories: Story[]) {
    const report = await handleEventsBatch(makeBatch(QUEUE, stories.flatMap((s) => storyEvents(shopId, s))), { db: t.handle.db });
    expect(report.retried).toBe(0);
  }
  const stored = (shopId: string) =>
    t.handle.db.select().from(counterpartyProfiles).where(eq(counterpartyProfiles.shopId, shopId)).orderBy(counterpartyProfiles.counterpartyId);

  it("profiles a buyer from its whole history: outcomes, rounds, duration, discounts, tactics, style and risk with its inputs", async () => {
    const shopId = newShopId();
    await ingest(shopId, [
      { buyerId: "ann", status: "agreed", bids: [5_000, 6_000, 7_000, 8_500], agreedMinor: 9_000, tactics: ["anchoring", "boulware"] },
      { buyerId: "ann", status: "withdrawn", bids: [4_000, 4_000, 4_100], resumed: true, tactics: ["anchoring", "boulware"], openedAt: T0 + 60_000 },
      { buyerId: "ann", status: "expired", bids: [7_000], openedAt: T0 + 120_000 },
    ]);
    const [p] = await computeProfiles(t.handle.db, [{ shopId, counterpartyId: "ann" }]);
    expect(p).toMatchObject({
      negotiations: 3,
      agreed: 1,
      withdrawn: 1,
      expired: 1,
      rejected: 0,
      avgDiscountBps: 1_000,
      // Opening bids 5,000, 4,000 and 7,000 of a 10,000 list price.
      avgRequestedDiscountBps: 4_667,
      tactics: { anchoring: 2, boulware: 2 },
      tacticRate: 0.667,
      // Boulware in 2 of the 2 negotiations with at least three rounds.
      concessionStyle: "boulware",
      authenticated: true,
      riskInputs: { walkAwayRate: 0.667, restartRate: 0.333, tacticRate: 0.667, anonymous: 0 },
    });
    expect(p!.avgRounds).toBeCloseTo((4 + 3 + 1) / 3, 3);
    expect(p!.avgDurationMs).toBeCloseTo((5_000 + 4_000 + 2_000) / 3, 0);
    expect(p!.riskScore).toBeCloseTo(0.35 * 0.667 + 0.35 * 0.333 + 0.2 * 0.667, 3);
  });

  it("runs incrementally from its cursor and idempotently: a second run changes nothing, not even timestamps", async () => {
    const shopId = newShopId();
    await ingest(shopId, [
      { buyerId: "bo", status: "agreed", bids: [8_000, 8_800], agreedMinor: 9_200 },
      { buyerId: "cy", status: "rejected", bids: [3_000, 3_000, 3_000], authenticated: false, tactics: ["anchoring"] },
    ]);
    const pushed: ComputedProfile[][] = [];
    const first = await refreshCounterpartyProfilesSinceCursor(t.handle.db, async (p) => void pushed.push(p));
    const mine = (ps: ComputedProfile[][]) => ps.flat().filter((p) => p.shopId === shopId);
    expect(mine(pushed).map((p) => p.counterpartyId)).toEqual(["bo", "cy"]);
    expect(first.changed).toBeGreaterThanOrEqual(2);
    const rowsAfterFirst = await stored(shopId);
    expect(rowsAfterFirst.map((r) => [r.counterpartyId, r.negotiations, r.riskScore])).toEqual([
      ["bo", 1, 0],
      ["cy", 1, 0.35 + 0.2 + 0.1],
    ]);

    const second = await refreshCounterpartyProfilesSinceCursor(t.handle.db, async () => {});
    expect(second.since.getTime()).toBeLessThan(first.through.getTime());
    expect(second.since.getTime()).toBeGreaterThan(first.since.getTime());
    expect(await stored(shopId)).toEqual(rowsAfterFirst);

    // New history for one buyer: only its row changes.
    await ingest(shopId, [{ buyerId: "bo", status: "withdrawn", bids: [7_000], resumed: true, openedAt: T0 + 600_000 }]);
    await refreshCounterpartyProfilesSinceCursor(t.handle.db, async () => {});
    const rows = await stored(shopId);
    expect(rows.find((r) => r.counterpartyId === "cy")).toEqual(rowsAfterFirst.find((r) => r.counterpartyId === "cy"));
    expect(rows.find((r) => r.counterpartyId === "bo")).toMatchObject({ negotiations: 2, withdrawn: 1, riskInputs: { restartRate: 0.5, walkAwayRate: 0.5 } });
  });

  it("replayed events leave every profile as it was (the consumer stores each event once)", async () => {
    const shopId = newShopId();
    const events = storyEvents(shopId, { buyerId: "dee", status: "agreed", bids: [6_000, 7_000, 8_000], agreedMinor: 8_800, tactics: ["conceder"] });
    await handleEventsBatch(makeBatch(QUEUE, events), { db: t.handle.db });
    await storeProfiles(t.handle.db, await computeProfiles(t.handle.db, [{ shopId, counterpartyId: "dee" }]));
    const before = await stored(shopId);
    await handleEventsBatch(makeBatch(QUEUE, [...events, ...events]), { db: t.handle.db });
    expect(await storeProfiles(t.handle.db, await computeProfiles(t.handle.db, [{ shopId, counterpartyId: "dee" }]))).toBe(0);
    expect(await stored(shopId)).toEqual(before);
  });

  it("keeps shops apart and pages a shop's counterparties, most recently seen first", async () => {
    const [a, b] = [newShopId(), newShopId()];
    await ingest(a, [
      { buyerId: "eve", status: "agreed", bids: [9_000], openedAt: T0 },
      { buyerId: "fay", status: "agreed", bids: [9_000], openedAt: T0 + 10_000 },
      { buyerId: "gus", status: "agreed", bids: [9_000], openedAt: T0 + 20_000 },
    ]);
    await ingest(b, [{ buyerId: "eve", status: "withdrawn", bids: [1_000], tactics: ["anchoring"] }]);
    for (const [shopId, ids] of [
      [a, ["eve", "fay", "gus"]],
      [b, ["eve"]],
    ] as const) {
      await storeProfiles(t.handle.db, await computeProfiles(t.handle.db, ids.map((counterpartyId) => ({ shopId, counterpartyId }))));
    }
    const page1 = await listCounterpartyProfiles(t.handle.db, a, { limit: 2 });
    expect(page1.map((p) => p.counterpartyId)).toEqual(["gus", "fay"]);
    const last = page1[1]!;
    const page2 = await listCounterpartyProfiles(t.handle.db, a, { limit: 2, after: { lastNegotiationAt: last.lastNegotiationAt!, counterpartyId: last.counterpartyId } });
    expect(page2.map((p) => p.counterpartyId)).toEqual(["eve"]);
    const [eveA] = await t.handle.db.select().from(counterpartyProfiles).where(and(eq(counterpartyProfiles.shopId, a), eq(counterpartyProfiles.counterpartyId, "eve")));
    expect(eveA).toMatchObject({ agreed: 1, withdrawn: 0, tactics: {} });
    expect((await listCounterpartyProfiles(t.handle.db, b, { limit: 10 })).map((p) => [p.counterpartyId, p.withdrawn])).toEqual([["eve", 1]]);
    expect(await listCounterpartyProfiles(t.handle.db, b, { limit: 10, minRisk: 0.99 })).toEqual([]);
  });
});

describe("profile arithmetic", () => {
  const unit = fc.double({ min: 0, max: 1, noNaN: true });
  const inputs = fc.record({ walkAwayRate: unit, restartRate: unit, tacticRate: unit, anonymous: fc.constantFrom(0, 1) });

  it("the risk score lies in [0, 1] and never falls when an input rises", () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom("walkAwayRate", "restartRate", "tacticRate", "anonymous" as const), unit, (i, key, more) => {
        const score = riskScore(i);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
        expect(riskScore({ ...i, [key]: Math.max(i[key], more) })).toBeGreaterThanOrEqual(score);
      }),
    );
    expect(riskScore({ walkAwayRate: 1, restartRate: 1, tacticRate: 1, anonymous: 1 })).toBe(1);
    expect(riskScore({ walkAwayRate: Number.NaN, restartRate: -3, tacticRate: 7, anonymous: 0 })).toBe(0.2);
  });

  it("concession style needs evidence: one Boulware negotiation of ten is not a Boulware buyer", () => {
    expect(concessionStyleOf({ boulware: 0, conceder: 0, readable: 0 })).toBe("unknown");
    expect(concessionStyleOf({ boulware: 1, conceder: 0, readable: 10 })).toBe("linear");
    expect(concessionStyleOf({ boulware: 4, conceder: 1, readable: 10 })).toBe("boulware");
    expect(concessionStyleOf({ boulware: 1, conceder: 4, readable: 10 })).toBe("conceder");
    expect(concessionStyleOf({ boulware: 0, conceder: 0, readable: 2 })).toBe("unknown");
  });
});
