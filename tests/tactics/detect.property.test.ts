import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectTactics, TACTIC_NAMES, type NegotiationTrace, type TraceMove } from "../../tactics";

const PHRASES = ["", "Deal!", "Final offer.", "Let's split the difference", "my boss won't approve", "What? Outrageous!", "throw in free shipping", "hello"];

const move: fc.Arbitrary<TraceMove> = fc.record({
  round: fc.integer({ min: 0, max: 20 }),
  party: fc.constantFrom("buyer" as const, "shop" as const),
  kind: fc.constantFrom("offer" as const, "counter" as const, "hold" as const, "accept" as const, "reject" as const, "withdraw" as const, "message" as const),
  priceMinor: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
  at: fc.integer({ min: 0, max: 10_000_000 }),
  message: fc.option(fc.oneof(fc.constantFrom(...PHRASES), fc.string({ maxLength: 200 })), { nil: undefined }),
}).map((m) => (m.message === undefined ? { round: m.round, party: m.party, kind: m.kind, priceMinor: m.priceMinor, at: m.at } : m));

const trace: fc.Arbitrary<NegotiationTrace> = fc.record({
  anchorMinor: fc.integer({ min: 1, max: 2_000_000 }),
  maxRounds: fc.integer({ min: 1, max: 20 }),
  openedAt: fc.integer({ min: 0, max: 1e12 }),
  moves: fc.array(move, { maxLength: 30 }),
});

const essence = (t: NegotiationTrace) => detectTactics(t).map(({ tactic, confidence, rounds }) => ({ tactic, confidence, rounds }));

describe("tactic detection: properties over arbitrary traces", () => {
  it("never throws, reports each tactic at most once, in order, with confidence in [0.5, 1]", () => {
    fc.assert(
      fc.property(trace, (t) => {
        const found = detectTactics(t);
        const order = found.map((f) => TACTIC_NAMES.indexOf(f.tactic));
        expect(order).toEqual([...new Set(order)].sort((a, b) => a - b));
        for (const f of found) {
          expect(f.confidence).toBeGreaterThanOrEqual(0.5);
          expect(f.confidence).toBeLessThanOrEqual(1);
          expect(f.evidence.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("is deterministic: the same trace gives the same findings", () => {
    fc.assert(
      fc.property(trace, (t) => {
        expect(detectTactics(structuredClone(t))).toEqual(detectTactics(t));
      }),
      { numRuns: 300 },
    );
  });

  it("does not depend on the currency unit: scaling every price scales nothing it finds", () => {
    fc.assert(
      fc.property(trace, fc.integer({ min: 2, max: 1000 }), (t, k) => {
        const scaled = { ...t, anchorMinor: t.anchorMinor * k, moves: t.moves.map((m) => ({ ...m, priceMinor: m.priceMinor === null ? null : m.priceMinor * k })) };
        expect(essence(scaled)).toEqual(essence(t));
      }),
      { numRuns: 300 },
    );
  });

  it("does not depend on the clock: shifting every timestamp changes nothing", () => {
    fc.assert(
      fc.property(trace, fc.integer({ min: -1e9, max: 1e9 }), (t, dt) => {
        const shifted = { ...t, openedAt: t.openedAt + dt, moves: t.moves.map((m) => ({ ...m, at: m.at + dt })) };
        expect(detectTactics(shifted)).toEqual(detectTactics(t));
      }),
      { numRuns: 300 },
    );
  });

  it("sees nothing in a negotiation where the buyer has not moved", () => {
    fc.assert(
      fc.property(trace, (t) => {
        expect(detectTactics({ ...t, moves: t.moves.filter((m) => m.party === "shop") })).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("a higher confidence bar only removes findings", () => {
    fc.assert(
      fc.property(trace, fc.double({ min: 0.5, max: 1, noNaN: true }), (t, bar) => {
        const all = detectTactics(t);
        expect(detectTactics(t, { minConfidence: bar })).toEqual(all.filter((f) => f.confidence >= bar));
      }),
      { numRuns: 300 },
    );
  });
});
