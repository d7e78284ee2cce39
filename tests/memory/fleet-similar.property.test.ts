/**
 * Invariants of the fleet step's two pure parts: which counterparties a run reads per shop
 * (memory `neighbourSubjects`) and what the Shop stores of a push (durable-objects/shop/fleet-store.ts
 * `normaliseGraphNeighbours`), whatever the cron or a faulty graph hands them.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fleetCounterpartyId, neighbourSubjects } from "../../memory";
import { MAX_GRAPH_NEIGHBOURS, normaliseGraphNeighbours, type GraphNeighbours } from "../../durable-objects/shop/fleet-store";

const ids = fc.constantFrom("buyer:a", "buyer:b", "buyer:c", "anon:d", "buyer:e", "");
const similarity = fc.oneof(fc.double({ min: -2, max: 3, noNaN: false }), fc.constantFrom(0, 1, Number.POSITIVE_INFINITY, Number.NaN));
const pushes = fc.array(fc.record({ counterpartyId: ids, similar: fc.array(fc.record({ counterpartyId: ids, similarity }), { maxLength: 30 }) }), { maxLength: 8 });

describe("what the Shop stores of a push of graph neighbours", () => {
  it("every similarity in (0, 1], no self, no empty id, each neighbour once, most similar first, at most the cap", () => {
    fc.assert(
      fc.property(pushes, (entries: GraphNeighbours[]) => {
        const stored = normaliseGraphNeighbours(entries);
        expect(new Set(stored.map((e) => e.counterpartyId)).size).toBe(stored.length);
        for (const e of stored) {
          expect(e.counterpartyId).not.toBe("");
          expect(e.similar.length).toBeLessThanOrEqual(MAX_GRAPH_NEIGHBOURS);
          expect(new Set(e.similar.map((s) => s.counterpartyId)).size).toBe(e.similar.length);
          for (const s of e.similar) {
            expect(s.similarity).toBeGreaterThan(0);
            expect(s.similarity).toBeLessThanOrEqual(1);
            expect(s.counterpartyId).not.toBe(e.counterpartyId);
            expect(s.counterpartyId).not.toBe("");
          }
          for (let i = 1; i < e.similar.length; i++) expect(e.similar[i - 1]!.similarity).toBeGreaterThanOrEqual(e.similar[i]!.similarity);
        }
      }),
    );
  });

  it("the last entry of a counterparty wins, and storing what was stored changes nothing (a re-run writes the same rows)", () => {
    fc.assert(
      fc.property(pushes, (entries: GraphNeighbours[]) => {
        const stored = normaliseGraphNeighbours(entries);
        expect(normaliseGraphNeighbours(stored)).toEqual(stored);
        for (const e of stored) {
          const last = [...entries].reverse().find((x) => x.counterpartyId === e.counterpartyId)!;
          const valid = last.similar.filter((s) => s.counterpartyId !== "" && s.counterpartyId !== e.counterpartyId && Number.isFinite(s.similarity) && s.similarity > 0);
          const validIds = [...new Set(valid.map((s) => s.counterpartyId))];
          // Every valid neighbour is kept when they fit under the cap; only valid ones ever are.
          for (const s of e.similar) expect(validIds).toContain(s.counterpartyId);
          expect(e.similar.length).toBe(Math.min(validIds.length, MAX_GRAPH_NEIGHBOURS));
          // A neighbour's stored similarity is its best in the entry, clamped to 1.
          for (const s of e.similar) expect(s.similarity).toBe(Math.min(1, Math.max(...valid.filter((v) => v.counterpartyId === s.counterpartyId).map((v) => v.similarity))));
        }
      }),
    );
  });
});

describe("which counterparties a run reads", () => {
  const profile = fc.record({
    shopId: fc.constantFrom("s1", "s2", "s3"),
    counterpartyId: fc.constantFrom("a", "b", "c", "d", "e", "f", "g"),
    negotiations: fc.nat({ max: 3 }),
    lastNegotiationAt: fc.option(fc.integer({ min: 0, max: 1_000 }).map((ms) => new Date(ms)), { nil: null }),
  });

  it("per shop: only counterparties with negotiations, at most the bound, most recently active first, the most recent ones kept", () => {
    fc.assert(
      fc.property(fc.array(profile, { maxLength: 40 }), fc.integer({ min: 0, max: 5 }), (profiles, perShop) => {
        const chosen = neighbourSubjects(profiles, perShop);
        const at = (p: { lastNegotiationAt: Date | null }) => p.lastNegotiationAt?.getTime() ?? -Infinity;
        for (const [shopId, list] of chosen) {
          // The last profile given for a counterparty is the one that counts (a later chunk of the same run).
          const latest = new Map(profiles.filter((p) => p.shopId === shopId).map((p) => [p.counterpartyId, p]));
          const eligible = [...latest.values()].filter((p) => p.negotiations > 0);
          expect(list.length).toBe(Math.min(perShop, eligible.length));
          expect(new Set(list.map((p) => p.counterpartyId)).size).toBe(list.length);
          for (const p of list) expect(p.negotiations).toBeGreaterThan(0);
          for (let i = 1; i < list.length; i++) expect(at(list[i - 1]!)).toBeGreaterThanOrEqual(at(list[i]!));
          // Nobody left out was more recently active than someone read.
          const left = eligible.filter((p) => !list.includes(p));
          if (list.length > 0) for (const p of left) expect(at(p)).toBeLessThanOrEqual(at(list[list.length - 1]!));
        }
        for (const p of profiles) expect(chosen.has(p.shopId)).toBe(true);
      }),
    );
  });

  it("names a counterparty as the buyer's key the fleet uses: buyer:<id> registered, anon:<id> otherwise", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (id, registered) => {
        const named = fleetCounterpartyId(id, registered);
        expect(named).toBe(`${registered ? "buyer" : "anon"}:${id}`);
        expect(named.slice(named.indexOf(":") + 1)).toBe(id);
      }),
    );
  });
});
