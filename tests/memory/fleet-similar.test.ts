/**
 * The cron's fleet step against the embedded (Postgres) knowledge graph (memory/repositories/counterparty-profiles.ts
 * `shareGraphNeighbours`): buyers who negotiated the same products come out as each other's neighbours, named as the
 * Shop's fleet names them, and reach the shop in one push; a run over the same history pushes the same entries; a
 * graph that fails part-way through a shop pushes nothing to it; the most recently active counterparties are read
 * first, at most the bound per shop.
 */
import { describe, expect, it } from "vitest";
import {
  computeProfiles,
  createPostgresGraph,
  parseNegotiationEvent,
  shareGraphNeighbours,
  storeEvents,
  storeProfiles,
  syncNegotiationsToGraph,
  type ComputedProfile,
  type FleetNeighbourEntry,
  type NegotiationEventEnvelopeInput,
} from "../../memory";
import { normaliseGraphNeighbours } from "../../durable-objects/shop/fleet-store";
import { eventMaker, T0 } from "./outcome-events";
import { newShopId, useTestDb } from "./helpers";

const t = useTestDb();

/** One negotiation of `buyerId` on `productId`, ended as `status`, as the rooms' outbox would have sent it. */
function negotiation(shopId: string, buyerId: string, productId: string, status: "agreed" | "withdrawn", at: number, authenticated = true) {
  const negotiationId = `neg_${crypto.randomUUID().slice(0, 12)}`;
  const ev = eventMaker(shopId, negotiationId);
  const events: NegotiationEventEnvelopeInput[] = [
    ev("negotiation.opened", "buyer", at, { productId, buyerId, quantity: 1, currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 10, authenticated, resumed: false }),
    ev("round.decided", "shop", at + 1_000, { round: 1, move: { kind: "counter", priceMinor: 8_500 }, action: "counter", priceMinor: 9_500, status: "open" }),
    ev(`negotiation.${status}`, "shop", at + 60_000, { round: 1, agreedPriceMinor: status === "agreed" ? 9_000 : null }),
  ];
  return { negotiationId, events };
}

/** Stores the history, recomputes and stores the buyers' profiles, syncs the graph: what the cron has done before the fleet step. */
async function cronBefore(shopId: string, stories: ReturnType<typeof negotiation>[], buyers: string[]): Promise<ComputedProfile[]> {
  await storeEvents(t.handle.db, stories.flatMap((s) => s.events).map(parseNegotiationEvent));
  const profiles = await computeProfiles(t.handle.db, buyers.map((counterpartyId) => ({ shopId, counterpartyId })));
  await storeProfiles(t.handle.db, profiles);
  await syncNegotiationsToGraph(t.handle.db, createPostgresGraph(t.handle.db), stories.map((s) => ({ shopId, negotiationId: s.negotiationId })));
  return profiles;
}

describe("the cron's fleet step on the embedded graph", () => {
  it("two buyers sharing products come out similar and reach their shop, named as the fleet names them; a re-run pushes the same", async () => {
    const shopId = newShopId("fleetsim");
    const stories = [
      negotiation(shopId, "ana", "espresso", "agreed", T0),
      negotiation(shopId, "ana", "grinder", "agreed", T0 + 100_000),
      negotiation(shopId, "ben", "espresso", "agreed", T0 + 200_000),
      negotiation(shopId, "ben", "grinder", "agreed", T0 + 300_000),
      // An anonymous client on a product nobody else negotiated: no neighbour.
      negotiation(shopId, "203.0.113.9", "kettle", "withdrawn", T0 + 400_000, false),
    ];
    const profiles = await cronBefore(shopId, stories, ["ana", "ben", "203.0.113.9"]);
    const graph = createPostgresGraph(t.handle.db);

    const pushes: [string, FleetNeighbourEntry[]][] = [];
    const report = await shareGraphNeighbours(t.handle.db, graph, profiles, async (s, entries) => void pushes.push([s, entries]));
    expect(pushes.map(([s]) => s)).toEqual([shopId]);
    const entries = pushes[0]![1];
    // Most recently active first: the anonymous client, then ben, then ana.
    expect(entries).toEqual([
      { counterpartyId: "anon:203.0.113.9", similar: [] },
      { counterpartyId: "buyer:ben", similar: [{ counterpartyId: "buyer:ana", similarity: 1 }] },
      { counterpartyId: "buyer:ana", similar: [{ counterpartyId: "buyer:ben", similarity: 1 }] },
    ]);
    expect(report).toEqual({ shops: 1, counterparties: 3, neighbours: 2 });
    // What the Shop stores of them is the same (nothing out of range to drop or clamp).
    expect(normaliseGraphNeighbours(entries)).toEqual(entries);

    // Idempotent: the same history and graph give the same push.
    const again: [string, FleetNeighbourEntry[]][] = [];
    await shareGraphNeighbours(t.handle.db, graph, profiles, async (s, e) => void again.push([s, e]));
    expect(again).toEqual(pushes);
  });

  it("a neighbour is named by its own registration, read from its stored profile when this run did not recompute it", async () => {
    const shopId = newShopId("fleetsim");
    const stories = [negotiation(shopId, "cara", "espresso", "agreed", T0), negotiation(shopId, "198.51.100.7", "espresso", "agreed", T0 + 1_000, false)];
    const all = await cronBefore(shopId, stories, ["cara", "198.51.100.7"]);
    // This run recomputed only cara; the anonymous neighbour's registration comes from its stored profile.
    const pushes: FleetNeighbourEntry[][] = [];
    await shareGraphNeighbours(t.handle.db, createPostgresGraph(t.handle.db), all.filter((p) => p.counterpartyId === "cara"), async (_s, e) => void pushes.push(e));
    expect(pushes).toEqual([[{ counterpartyId: "buyer:cara", similar: [{ counterpartyId: "anon:198.51.100.7", similarity: 1 }] }]]);
  });

  it("a graph failing part-way through a shop pushes nothing to it, and the error reaches the caller", async () => {
    const shopId = newShopId("fleetsim");
    const stories = [negotiation(shopId, "dan", "espresso", "agreed", T0), negotiation(shopId, "eve", "espresso", "agreed", T0 + 1_000)];
    const profiles = await cronBefore(shopId, stories, ["dan", "eve"]);
    const real = createPostgresGraph(t.handle.db);
    let calls = 0;
    const failing = {
      similarCounterparties: async (...args: Parameters<typeof real.similarCounterparties>) => {
        if (++calls === 2) throw new Error("graph unavailable");
        return real.similarCounterparties(...args);
      },
    };
    const pushes: unknown[] = [];
    await expect(shareGraphNeighbours(t.handle.db, failing, profiles, async (_s, e) => void pushes.push(e))).rejects.toThrow("graph unavailable");
    expect(calls).toBe(2);
    expect(pushes).toEqual([]);
  });

  it("reads at most the bound per shop, the most recently active first, and only counterparties with negotiations", async () => {
    const shopId = newShopId("fleetsim");
    const buyers = ["b1", "b2", "b3", "b4"];
    const stories = buyers.map((b, i) => negotiation(shopId, b, "espresso", "agreed", T0 + i * 10_000));
    const profiles = await cronBefore(shopId, stories, buyers);
    const contractOnly: ComputedProfile = { ...profiles[0]!, counterpartyId: "supplier-x", negotiations: 0, lastNegotiationAt: null };
    const asked: string[] = [];
    const real = createPostgresGraph(t.handle.db);
    const spy = {
      similarCounterparties: async (...args: Parameters<typeof real.similarCounterparties>) => {
        asked.push(args[1]);
        return real.similarCounterparties(...args);
      },
    };
    await shareGraphNeighbours(t.handle.db, spy, [...profiles, contractOnly], async () => {}, { perShop: 2 });
    expect(asked).toEqual(["b4", "b3"]);
  });
});
