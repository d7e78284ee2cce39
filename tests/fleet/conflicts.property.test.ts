/**
 * The conflict rule (fleet/conflicts.ts) over generated claims: the winner can take the negotiation, a holder
 * of the counterparty's live negotiations keeps it over a newcomer, the rest is settled by score then id, no
 * claim order changes the verdict, and every losing claimant is told why.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveClaims, type Claim } from "../../fleet";
import { AGENT_IDS } from "./arbitraries";

const claimArb: fc.Arbitrary<Claim> = fc
  .record({
    agentId: fc.constantFrom(...AGENT_IDS),
    holding: fc.integer({ min: 0, max: 3 }),
    // Coarse scores so that ties are common.
    score: fc.oneof(fc.constantFrom(0.2, 0.4, 0.4, 0.6), fc.double({ min: -1, max: 2, noNaN: true })),
    capacity: fc.integer({ min: 1, max: 4 }),
  })
  .chain((c) => fc.integer({ min: 0, max: c.capacity + 1 }).map((live) => ({ ...c, live })));
const claimsArb = fc.uniqueArray(claimArb, { selector: (c) => c.agentId, maxLength: AGENT_IDS.length });
const hasRoom = (c: Claim) => c.live < c.capacity;

describe("resolveClaims: the documented rule", () => {
  it("the winner is a claimant with room; there is none exactly when no claimant has room", () => {
    fc.assert(
      fc.property(claimsArb, (claims) => {
        const verdict = resolveClaims(claims);
        if (verdict.winner === null) expect(claims.some(hasRoom)).toBe(false);
        else expect(hasRoom(claims.find((c) => c.agentId === verdict.winner)!)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("an agent holding the counterparty's live negotiations keeps them unless at capacity; then score, then the smaller id", () => {
    fc.assert(
      fc.property(claimsArb, (claims) => {
        const verdict = resolveClaims(claims);
        if (verdict.winner === null) return;
        const winner = claims.find((c) => c.agentId === verdict.winner)!;
        for (const other of claims.filter((c) => hasRoom(c) && c.agentId !== winner.agentId)) {
          if (other.holding > 0) expect(winner.holding).toBeGreaterThanOrEqual(other.holding);
          if (winner.holding === 0) expect(other.holding).toBe(0);
          if (winner.holding === other.holding) {
            expect(winner.score).toBeGreaterThanOrEqual(other.score);
            if (winner.score === other.score) expect(winner.agentId < other.agentId).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it("the verdict does not depend on the order of the claims", () => {
    const withPermutation = claimsArb.chain((claims) => fc.tuple(fc.constant(claims), fc.shuffledSubarray(claims, { minLength: claims.length, maxLength: claims.length })));
    fc.assert(
      fc.property(withPermutation, ([claims, shuffled]) => {
        expect(resolveClaims(shuffled)).toEqual(resolveClaims(claims));
      }),
      { numRuns: 500 },
    );
  });

  it("every other claimant is listed once among the losers, with a reason", () => {
    fc.assert(
      fc.property(claimsArb, (claims) => {
        const verdict = resolveClaims(claims);
        expect(verdict.losers.map((l) => l.agentId).sort()).toEqual(claims.map((c) => c.agentId).filter((id) => id !== verdict.winner).sort());
        for (const l of verdict.losers) expect(l.reason.length).toBeGreaterThan(0);
        expect(verdict.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it("by example: the holder keeps the counterparty over a better-scoring newcomer, not when it is full", () => {
    const holder: Claim = { agentId: "brook", holding: 1, score: 0.3, live: 2, capacity: 3 };
    const newcomer: Claim = { agentId: "ada", holding: 0, score: 0.6, live: 0, capacity: 3 };
    expect(resolveClaims([newcomer, holder])).toMatchObject({ winner: "brook", losers: [{ agentId: "ada", reason: expect.stringContaining("already holds 1") }] });
    expect(resolveClaims([newcomer, { ...holder, live: 3 }])).toMatchObject({ winner: "ada", losers: [{ agentId: "brook", reason: "at capacity (3/3 live)" }] });
    expect(resolveClaims([{ ...newcomer, live: 3 }, { ...holder, live: 3 }])).toMatchObject({ winner: null, reason: "every claimant is at capacity" });
  });
});
