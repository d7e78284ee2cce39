/**
 * The Shop keeps the fleet's shared memory as cells in SQLite (durable-objects/shop/fleet-store.ts), one per agent and
 * counterparty and one per agent overall, and reads only the cells an open needs. Whatever the outcomes (deals at any
 * price, no deals, closes arriving late or out of order), what it reads back is exactly the pure core's record
 * (fleet/stats.ts `recordOutcome` folded over the same outcomes, with the coordinator's half-life, which its scores
 * decay by), and every agent's figures count them. A buyer's similar buyers are those seen in its profile segment:
 * an agent's deals with them raise its expected success with the buyer; a buyer without a profile has none.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Shop } from "../../durable-objects";
import { FleetStore, surplusShare } from "../../durable-objects/shop/fleet-store";
import { DEFAULT_COORDINATOR_SETTINGS, EMPTY_FLEET_STATS, recordOutcome, type FleetStats } from "../../fleet";

const STATUSES = ["agreed", "rejected", "expired", "withdrawn"] as const;
const outcome = fc.record({
  buyer: fc.nat(3),
  status: fc.constantFrom(...STATUSES),
  priceMinor: fc.integer({ min: 6_000, max: 11_000 }),
  /** When it closes, relative to the previous close: closes may arrive out of order. */
  delayMs: fc.integer({ min: -3 * 24 * 3_600_000, max: 10 * 24 * 3_600_000 }),
});

describe("the fleet's shared memory in the Shop", () => {
  it("is the pure core's record of the same outcomes, read cell by cell", async () => {
    const shop = env.SHOP.get(env.SHOP.idFromName(`fleet-memory-${crypto.randomUUID()}`));
    await runInDurableObject<Shop, void>(shop, (_shop, state) => {
      const sql = state.storage.sql;
      fc.assert(
        fc.property(fc.array(outcome, { minLength: 1, maxLength: 30 }), (outcomes) => {
          for (const t of ["fleet_agents", "fleet_assignments", "fleet_memory", "fleet_waiting", "fleet_categories", "fleet_counterparties"]) sql.exec(`DELETE FROM ${t}`);
          const store = new FleetStore(sql, () => true);
          for (const id of ["a", "b", "c"]) {
            store.put(id, { name: id, dealTypes: ["sales"], categories: "all", strategy: { kind: "linear" }, arms: ["default"], policySetId: "active", languageStyle: "concise", capacity: 1_000, active: true }, 0);
          }
          let reference: FleetStats = EMPTY_FLEET_STATS;
          let at = 1_000_000_000_000;
          const deals = new Map<string, number>();
          outcomes.forEach((o, k) => {
            at += o.delayMs;
            const buyer = `b${o.buyer}`;
            const negotiationId = `n${k}`;
            const opening = store.openFor({ buyerId: buyer, counterpartyId: `buyer:${buyer}`, productId: `p${k}`, segment: null, floorMinor: 7_000, anchorMinor: 10_000, negotiationId, dealType: "sales" }, at);
            if (opening.kind !== "agent") throw new Error(`no agent: ${JSON.stringify(opening)}`);
            const agentId = opening.agent.id;
            const agreed = o.status === "agreed" ? o.priceMinor : null;
            store.onSummary({ negotiationId, productId: `p${k}`, buyerId: buyer, quantity: 1, currency: "EUR", status: o.status, round: 1, shopOfferMinor: 10_000, agreedPriceMinor: agreed, openedAt: at, updatedAt: at, version: 2 }, at);
            reference = recordOutcome(reference, { agentId, counterpartyId: `buyer:${buyer}`, reward: surplusShare(o.status, agreed, 7_000, 10_000), at }, DEFAULT_COORDINATOR_SETTINGS.halfLifeMs);
            if (o.status === "agreed") deals.set(agentId, (deals.get(agentId) ?? 0) + 1);
          });
          const everyone = ["buyer:b0", "buyer:b1", "buyer:b2", "buyer:b3"];
          const read = store.stats(everyone);
          expect(read).toEqual(reference);
          // One open reads only its own counterparty's cells (and the agents' overall ones).
          const one = store.stats(["buyer:b0"]);
          for (const [id, record] of Object.entries(one.agents)) {
            expect(Object.keys(record.byCounterparty).every((c) => c === "buyer:b0")).toBe(true);
            expect(record.overall).toEqual(reference.agents[id]!.overall);
          }
          const figures = store.view().agents;
          expect(figures.reduce((n, a) => n + a.figures.closed, 0)).toBe(outcomes.length);
          for (const a of figures) expect(a.figures.deals).toBe(deals.get(a.id) ?? 0);
        }),
        { numRuns: 100 },
      );
    });
  });

  it("reads a buyer's similar buyers from its profile segment: what one agent earned with them counts for it", async () => {
    const shop = env.SHOP.get(env.SHOP.idFromName(`fleet-memory-${crypto.randomUUID()}`));
    const result = await runInDurableObject<Shop, Record<string, unknown>>(shop, (_shop, state) => {
      const store = new FleetStore(state.storage.sql, () => true);
      for (const id of ["a", "b"]) store.put(id, { name: id, dealTypes: ["sales"], categories: "all", strategy: { kind: "linear" }, arms: ["default"], policySetId: "active", languageStyle: "concise", capacity: 100, active: true }, 0);
      const request = (buyer: string, segment: string | null, negotiationId: string) => ({ buyerId: buyer, counterpartyId: `buyer:${buyer}`, productId: "p", segment, floorMinor: 7_000, anchorMinor: 10_000, negotiationId, dealType: "sales" as const });
      // Two deals at the list price by whichever agent the coordinator picks (a: the tie goes to the smaller id) with
      // buyers of the "boulware/anchoring" segment.
      let at = 1_000_000;
      for (const [i, buyer] of ["s1", "s2"].entries()) {
        const opening = store.openFor(request(buyer, "boulware/anchoring", `n${i}`), (at += 1_000));
        if (opening.kind !== "agent") throw new Error("no agent");
        store.onSummary({ negotiationId: `n${i}`, productId: "p", buyerId: buyer, quantity: 1, currency: "EUR", status: "agreed", round: 1, shopOfferMinor: 10_000, agreedPriceMinor: 10_000, openedAt: at, updatedAt: at, version: 2 }, at);
      }
      const similar = store.openFor(request("newcomer", "boulware/anchoring", "n9"), (at += 1_000));
      const stranger = store.openFor(request("other", "conceder/none", "n10"), (at += 1_000));
      const noProfile = store.openFor(request("anon", null, "n11"), (at += 1_000));
      const scoreOf = (o: typeof similar, id: string) => (o.kind === "waiting" ? null : (o.record.candidates.find((c) => c.agentId === id) as { score?: { success: number; evidence: { similar: number } } }).score);
      return {
        similarIds: similar.kind === "waiting" ? null : similar.record.similar.map((s) => [s.counterpartyId, s.similarity]),
        chosen: similar.kind === "waiting" ? null : similar.record.agentId,
        similarEvidenceA: scoreOf(similar, "a")?.evidence.similar,
        similarEvidenceB: scoreOf(similar, "b")?.evidence.similar,
        strangerSimilar: stranger.kind === "waiting" ? null : stranger.record.similar,
        noProfileSimilar: noProfile.kind === "waiting" ? null : noProfile.record.similar,
        edge: (scoreOf(similar, "a")?.success ?? 0) - (scoreOf(stranger, "a")?.success ?? 0),
      };
    });
    expect(result.similarIds).toEqual([
      ["buyer:s2", 0.5],
      ["buyer:s1", 0.5],
    ]);
    expect(result.chosen).toBe("a");
    expect(result.similarEvidenceA).toBeGreaterThan(0);
    expect(result.similarEvidenceB).toBe(0);
    expect(result.strangerSimilar).toEqual([]);
    expect(result.noProfileSimilar).toEqual([]);
    // Its neighbours' deals raise a's expected success with the newcomer above what a stranger gets.
    expect(result.edge).toBeGreaterThan(0);
  });
});
