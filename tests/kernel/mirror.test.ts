/**
 * Issue 26, finding 7: a buyer that mirrors the shop's concessions (tit for tat) is met in the middle of the gap
 * when that middle is a price the shop would offer anyway, so it can agree; a mirror bidding far below the lowest
 * offer is not drawn down to it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decide, DEFAULT_TACTICS, EMPTY_BUYER_MODEL, observeBid, privateParams, resumeState, type NegotiationConfig, type NegotiationState, type PrivateDraws } from "../../kernel";
import { afterShopAnswer } from "../../kernel/opponent-model";
import { MIDDLE_DRAWS } from "./negotiate";

const config: NegotiationConfig = { currency: "EUR", anchorMinor: 10_000, floorMinor: 6_000, strategy: { kind: "adaptive" }, maxRounds: 10, ttlMs: 3_600_000 };

/** A tit-for-tat buyer against the kernel: opens at `opening`, then raises its bid by what the shop conceded. */
function titForTat(opening: number, relative: boolean, draws: PrivateDraws = MIDDLE_DRAWS, tactics = DEFAULT_TACTICS, counters: number = config.maxRounds) {
  let state: NegotiationState = resumeState(config, null, 0, draws);
  let d = decide({ config, state, move: { kind: "open" }, now: 1, draws, insight: { tactics } });
  state = d.state;
  let previous = d.priceMinor as number;
  let bid = opening;
  const offers: number[] = [previous];
  for (let r = 0; r < counters && d.status === "open"; r++) {
    d = decide({ config, state, move: { kind: "counter", priceMinor: bid }, now: 2 + r, draws, insight: { tactics } });
    if (d.status !== "open") break;
    state = d.state;
    const offer = d.priceMinor as number;
    offers.push(offer);
    bid = Math.min(offer, Math.max(bid, relative ? Math.round((bid * previous) / offer) : bid + (previous - offer)));
    previous = offer;
  }
  return { decision: d, offers, state };
}

describe("the buyer model sees a buyer that mirrors the shop", () => {
  it("counts the rounds in a row whose step matched the shop's last concession, in amount or ratio", () => {
    let m = observeBid(EMPTY_BUYER_MODEL, 5_000, 10_000);
    m = afterShopAnswer(m, 200); // the shop 10,000 → 9,800
    m = observeBid(m, 5_200, 9_800); // +200: mirrored
    expect(m.mirrorStreak).toBe(1);
    m = afterShopAnswer(m, 300); // 9,800 → 9,500
    m = observeBid(m, 5_364, 9_500); // ×9,800/9,500 ≈ +164: mirrored in ratio
    expect(m.mirrorStreak).toBe(2);
    m = afterShopAnswer(m, 100);
    m = observeBid(m, 6_000, 9_400); // +636: not a mirror
    expect(m.mirrorStreak).toBe(0);
  });

  it("a steady climber whose steps have nothing to do with the shop's is not taken for a mirror", () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 400 }), fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 3, maxLength: 8 }), (step, concessions) => {
        let m = observeBid(EMPTY_BUYER_MODEL, 4_000, 10_000);
        let standing = 10_000;
        let bid = 4_000;
        let streak = 0;
        for (const c of concessions) {
          m = afterShopAnswer(m, c);
          standing -= c;
          bid += step;
          m = observeBid(m, bid, standing);
          const mirrored = Math.abs(step - c) <= Math.max(1, 0.1 * c) || Math.abs(step - ((bid - step) * c) / standing) <= Math.max(1, 0.1 * (((bid - step) * c) / standing));
          streak = mirrored ? streak + 1 : 0;
          expect(m.mirrorStreak).toBe(streak);
        }
      }),
    );
  });
});

describe("meeting a mirror (DEFAULT_TACTICS.mirrorMeet)", () => {
  it("a tit-for-tat buyer that walks after four counters agrees in the middle of the gap, where without meeting it walked", () => {
    const met = titForTat(5_000, false, MIDDLE_DRAWS, DEFAULT_TACTICS, 4);
    expect(met.decision.status).toBe("agreed");
    const without = titForTat(5_000, false, MIDDLE_DRAWS, { ...DEFAULT_TACTICS, mirrorMeet: 0 }, 4);
    expect(without.decision.status).toBe("open");
    // The deal is at or above the shop's lowest offer: meeting never goes below it.
    expect(met.decision.priceMinor as number).toBeGreaterThanOrEqual(privateParams(config, MIDDLE_DRAWS).lowestOfferMinor);
  });

  it("a mirror met in the middle pays the middle, not its own bid: the late acceptance waits for its mirrored step", () => {
    const met = titForTat(6_500, false);
    const without = titForTat(6_500, false, MIDDLE_DRAWS, { ...DEFAULT_TACTICS, mirrorMeet: 0 });
    expect(met.decision.status).toBe("agreed");
    expect(met.decision.priceMinor as number).toBeGreaterThan(without.decision.priceMinor as number);
  });

  it("a mirror far below is never drawn down to the lowest offer: the shop's offers are those it makes to a lowballer", () => {
    fc.assert(
      fc.property(fc.record({ reserve: fc.double({ min: 0, max: 0.999, noNaN: true }), shape: fc.double({ min: 0, max: 0.999, noNaN: true }), temper: fc.constant(0.5), end: fc.double({ min: 0, max: 0.999, noNaN: true }), offer: fc.double({ min: 0, max: 0.999, noNaN: true }) }), fc.integer({ min: 1, max: 1_500 }), (draws, opening) => {
        const params = privateParams(config, draws);
        const mirror = titForTat(opening, false, draws);
        // Far below: even a full mirror of every concession leaves the middle under the lowest offer.
        for (const offer of mirror.offers.slice(0, -1)) expect(offer).toBeGreaterThan(params.lowestOfferMinor - 1);
        if (opening + (config.anchorMinor - params.lowestOfferMinor) < params.lowestOfferMinor) {
          const plain = titForTat(opening, false, draws, { ...DEFAULT_TACTICS, mirrorMeet: 0 });
          expect(mirror.offers).toEqual(plain.offers);
        }
      }),
      { numRuns: 300 },
    );
  });
});
