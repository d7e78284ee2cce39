/**
 * The knowledge graph's contract: every adapter (the embedded Postgres one always, Neo4j when NEO4J_URI is
 * set) must give exactly these answers. Each run uses fresh shop ids, so it can share a database.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { DealFacts, GraphStore } from "../../memory";

const T0 = Date.UTC(2026, 10, 1, 12);
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

function deal(shopId: string, dealId: string, over: Partial<DealFacts>): DealFacts {
  return {
    shopId,
    dealId,
    counterpartyId: null,
    authenticated: true,
    productId: "espresso",
    status: "agreed",
    currency: "EUR",
    anchorMinor: 10_000,
    agreedPriceMinor: 9_000,
    rounds: 4,
    openedAt: at(0),
    closedAt: at(5),
    agentId: "parley:default",
    version: T0 * 10 + 1,
    tactics: [],
    policies: [],
    ...over,
  };
}

export function graphContract(name: string, store: () => GraphStore): void {
  describe(`knowledge graph contract: ${name}`, () => {
    const shop = `shop_${randomUUID().slice(0, 8)}`;
    const other = `shop_${randomUUID().slice(0, 8)}`;
    const facts = (): DealFacts[] => [
      deal(shop, "a1", { counterpartyId: "alice", openedAt: at(1), agentId: "parley:firm", tactics: [{ name: "anchoring", confidence: 0.9, round: 0 }, { name: "flinching", confidence: 0.7, round: 3 }] }),
      deal(shop, "a2", { counterpartyId: "alice", openedAt: at(2), status: "withdrawn", agreedPriceMinor: null, agentId: "parley:firm", tactics: [{ name: "anchoring", confidence: 0.8, round: 1 }] }),
      deal(shop, "a3", { counterpartyId: "alice", openedAt: at(3), productId: "grinder", agreedPriceMinor: 8_500, policies: [{ policyId: "big-discount", outcomes: ["ESCALATE"], count: 1 }] }),
      deal(shop, "b1", { counterpartyId: "bob", openedAt: at(4) }),
      deal(shop, "b2", { counterpartyId: "bob", openedAt: at(5), productId: "grinder" }),
      deal(shop, "c1", { counterpartyId: "carol", openedAt: at(6), status: "withdrawn", agreedPriceMinor: null }),
      deal(shop, "d1", { counterpartyId: "dave", openedAt: at(7), productId: "kettle" }),
      deal(shop, "x1", { counterpartyId: null, openedAt: at(8), policies: [{ policyId: "big-discount", outcomes: ["CONSTRAIN", "ESCALATE"], count: 2 }] }),
      // The same names in another shop: nothing of it may show in the first shop's answers.
      deal(other, "a1", { counterpartyId: "alice", status: "rejected", agreedPriceMinor: null, tactics: [{ name: "nibbling", confidence: 0.9, round: 2 }] }),
      deal(other, "z1", { counterpartyId: "zed", policies: [{ policyId: "big-discount", outcomes: ["PAUSE"], count: 1 }] }),
    ];
    const everything = async (g: GraphStore) => ({
      alice: await g.counterparty(shop, "alice", { dealLimit: 10 }),
      similar: await g.similarCounterparties(shop, "alice", { limit: 10 }),
      cites: await g.dealsCitingPolicy(shop, "big-discount"),
      otherAlice: await g.counterparty(other, "alice"),
    });

    beforeAll(async () => {
      await store().migrate();
      await store().upsertDeals(facts());
    });

    it("a counterparty's deals (newest first), tactics, products and agents", async () => {
      const alice = await store().counterparty(shop, "alice", { dealLimit: 10 });
      expect(alice).toMatchObject({ counterpartyId: "alice", authenticated: true });
      expect(alice?.deals.map((d) => [d.dealId, d.productId, d.status, d.discountBps, d.tactics])).toEqual([
        ["a3", "grinder", "agreed", 1500, []],
        ["a2", "espresso", "withdrawn", null, ["anchoring"]],
        ["a1", "espresso", "agreed", 1000, ["anchoring", "flinching"]],
      ]);
      expect(alice?.deals[2]).toMatchObject({ currency: "EUR", anchorMinor: 10_000, agreedPriceMinor: 9_000, rounds: 4, openedAt: at(1), closedAt: at(5) });
      expect(alice?.tactics).toEqual([
        { tactic: "anchoring", deals: 2, avgConfidence: 0.85 },
        { tactic: "flinching", deals: 1, avgConfidence: 0.7 },
      ]);
      expect(alice?.products).toEqual([
        { productId: "espresso", deals: 2, agreed: 1 },
        { productId: "grinder", deals: 1, agreed: 1 },
      ]);
      expect(alice?.agents).toEqual([
        { agentId: "parley:firm", deals: 2 },
        { agentId: "parley:default", deals: 1 },
      ]);
    });

    it("limits the deals listed but not what the aggregates count", async () => {
      const alice = await store().counterparty(shop, "alice", { dealLimit: 1 });
      expect(alice?.deals.map((d) => d.dealId)).toEqual(["a3"]);
      expect(alice?.tactics[0]).toEqual({ tactic: "anchoring", deals: 2, avgConfidence: 0.85 });
    });

    it("an unknown counterparty is null, and has no similar ones", async () => {
      expect(await store().counterparty(shop, "nobody")).toBeNull();
      expect(await store().similarCounterparties(shop, "nobody")).toEqual([]);
    });

    it("similar counterparties: shared products and similar outcomes, most similar first", async () => {
      // alice: {espresso, grinder}, 2 of 3 agreed. bob: both products, 2 of 2 agreed; carol: espresso, 0 of 1.
      expect(await store().similarCounterparties(shop, "alice", { limit: 10 })).toEqual([
        { counterpartyId: "bob", sharedProducts: 2, agreementRate: 1, similarity: 0.833 },
        { counterpartyId: "carol", sharedProducts: 1, agreementRate: 0, similarity: 0.417 },
      ]);
      expect((await store().similarCounterparties(shop, "alice", { limit: 1 })).map((s) => s.counterpartyId)).toEqual(["bob"]);
    });

    it("deals that cite a policy, newest first, with what the policy did", async () => {
      expect(await store().dealsCitingPolicy(shop, "big-discount")).toEqual([
        { dealId: "x1", counterpartyId: null, productId: "espresso", status: "agreed", outcomes: ["CONSTRAIN", "ESCALATE"], count: 2 },
        { dealId: "a3", counterpartyId: "alice", productId: "grinder", status: "agreed", outcomes: ["ESCALATE"], count: 1 },
      ]);
      expect(await store().dealsCitingPolicy(shop, "no-such-policy")).toEqual([]);
    });

    it("keeps shops apart: the same ids in another shop are another graph", async () => {
      const otherAlice = await store().counterparty(other, "alice");
      expect(otherAlice?.deals.map((d) => [d.dealId, d.status, d.tactics])).toEqual([["a1", "rejected", ["nibbling"]]]);
      expect(await store().similarCounterparties(other, "alice")).toEqual([{ counterpartyId: "zed", sharedProducts: 1, agreementRate: 1, similarity: 0.5 }]);
      expect((await store().dealsCitingPolicy(other, "big-discount")).map((d) => d.dealId)).toEqual(["z1"]);
    });

    it("replaying the same facts changes nothing", async () => {
      const before = await everything(store());
      await store().upsertDeals(facts());
      await store().upsertDeals([...facts()].reverse());
      expect(await everything(store())).toEqual(before);
    });

    it("an older fact never overwrites a newer one; a newer one adds to it", async () => {
      const a1 = facts()[0]!;
      await store().upsertDeals([{ ...a1, status: "open", agreedPriceMinor: null, version: a1.version - 100, tactics: [] }]);
      let alice = await store().counterparty(shop, "alice", { dealLimit: 10 });
      expect(alice?.deals.find((d) => d.dealId === "a1")).toMatchObject({ status: "agreed", tactics: ["anchoring", "flinching"] });
      // Within one batch, the newest of two facts about a deal wins whatever their order.
      const newer = { ...a1, version: a1.version + 10, rounds: 5, tactics: [...a1.tactics, { name: "time-pressure", confidence: 0.85, round: 4 }] };
      await store().upsertDeals([newer, { ...a1, version: a1.version - 5, status: "open" }]);
      alice = await store().counterparty(shop, "alice", { dealLimit: 10 });
      expect(alice?.deals.find((d) => d.dealId === "a1")).toMatchObject({ status: "agreed", rounds: 5, tactics: ["anchoring", "flinching", "time-pressure"] });
    });

    it("a counterparty that authenticated once stays authenticated", async () => {
      await store().upsertDeals([deal(shop, "b3", { counterpartyId: "bob", authenticated: false, openedAt: at(9), status: "open", agreedPriceMinor: null })]);
      expect((await store().counterparty(shop, "bob"))?.authenticated).toBe(true);
      await store().upsertDeals([deal(shop, "e1", { counterpartyId: "eve", authenticated: false, openedAt: at(9) })]);
      expect((await store().counterparty(shop, "eve"))?.authenticated).toBe(false);
      await store().upsertDeals([deal(shop, "e2", { counterpartyId: "eve", authenticated: true, openedAt: at(10) })]);
      expect((await store().counterparty(shop, "eve"))?.authenticated).toBe(true);
    });

    it("a package deal's agreed terms are the deal's, and a switch of the agreement (a newer fact) replaces them", async () => {
      const agreed = { "payment-days": 30, incoterm: "DDP", "support-tier": "basic" };
      const p1 = deal(shop, "p1", { counterpartyId: "pat", openedAt: at(11), productId: "server", agreedPriceMinor: 9_800, agreedTerms: agreed });
      await store().upsertDeals([p1]);
      const first = (await store().counterparty(shop, "pat"))?.deals[0];
      // In term id order, whichever adapter answers; a price-only deal has none.
      expect(first).toMatchObject({ dealId: "p1", agreedPriceMinor: 9_800, agreedTerms: { incoterm: "DDP", "payment-days": 30, "support-tier": "basic" } });
      expect(Object.keys(first!.agreedTerms!)).toEqual(["incoterm", "payment-days", "support-tier"]);
      expect((await store().counterparty(shop, "bob"))?.deals.every((d) => d.agreedTerms === undefined)).toBe(true);

      const switched = { ...p1, version: p1.version + 600_000, agreedPriceMinor: 9_600, agreedTerms: { "payment-days": 0, incoterm: "DDP", "support-tier": "standard" } };
      await store().upsertDeals([switched]);
      await store().upsertDeals([p1]); // the agreement's fact, replayed late, is older: it changes nothing
      expect((await store().counterparty(shop, "pat"))?.deals[0]).toMatchObject({ agreedPriceMinor: 9_600, agreedTerms: { incoterm: "DDP", "payment-days": 0, "support-tier": "standard" } });
    });

    it("migrating again is harmless", async () => {
      await store().migrate();
      expect((await store().counterparty(shop, "alice"))?.deals.length).toBeGreaterThan(0);
    });
  });
}
