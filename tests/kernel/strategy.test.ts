import { describe, expect, it } from "vitest";
import { anchorResumeStep, aspiration, decide, type NegotiationConfig, type StrategyConfig } from "../../kernel";

const config = (strategy: StrategyConfig, extra: Partial<NegotiationConfig> = {}): NegotiationConfig => ({
  currency: "EUR",
  anchorMinor: 10_000,
  floorMinor: 6_000,
  strategy,
  maxRounds: 10,
  ttlMs: 3_600_000,
  ...extra,
});

describe("aspiration curves", () => {
  it("start at the anchor, end at the floor, and order Boulware ≥ linear ≥ Conceder in between", () => {
    for (const kind of ["boulware", "linear", "conceder"] as const) {
      expect(aspiration(config({ kind }), 0)).toBe(10_000);
      expect(aspiration(config({ kind }), 1)).toBe(6_000);
    }
    for (const t of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      const b = aspiration(config({ kind: "boulware", exponent: 0.3 }), t);
      const l = aspiration(config({ kind: "linear" }), t);
      const c = aspiration(config({ kind: "conceder", exponent: 3 }), t);
      expect(b).toBeGreaterThan(l);
      expect(l).toBeGreaterThan(c);
    }
    expect(aspiration(config({ kind: "linear" }), 0.5)).toBe(8_000);
  });

  it("anchor-resume steps geometrically: next = current − ⌊(current − floor) × rate⌋", () => {
    const c = config({ kind: "anchor-resume", rateBps: 1_000 });
    expect(anchorResumeStep(c, 10_000)).toBe(9_600);
    expect(anchorResumeStep(c, 6_005)).toBe(6_005);
    expect(anchorResumeStep(config({ kind: "anchor-resume", rateBps: 10_000 }), 9_999)).toBe(6_000);
    const huge = { ...c, floorMinor: 1, anchorMinor: Number.MAX_SAFE_INTEGER };
    expect(anchorResumeStep(huge, Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER - Math.floor((Number.MAX_SAFE_INTEGER - 1) / 10));
  });

  it("time counts as much as rounds: late in the negotiation's life the shop is near its floor", () => {
    const c = config({ kind: "linear" });
    const state = { round: 0, openedAt: 0, lastShopOfferMinor: 10_000, lastBuyerOfferMinor: null };
    const early = decide({ config: c, state, move: { kind: "counter", priceMinor: 5_000 }, now: 0 });
    const late = decide({ config: c, state, move: { kind: "counter", priceMinor: 5_000 }, now: 0.9 * c.ttlMs });
    expect(early.priceMinor).toBe(9_600);
    expect(late.priceMinor).toBe(6_400);
  });

  it("anchor-resume accepts anything at or above the floor (the reference's weakness); the default does not", () => {
    const state = { round: 0, openedAt: 0, lastShopOfferMinor: 10_000, lastBuyerOfferMinor: null };
    const move = { kind: "counter" as const, priceMinor: 6_000 };
    expect(decide({ config: config({ kind: "anchor-resume" }), state, move, now: 0 })).toMatchObject({ status: "agreed", priceMinor: 6_000 });
    expect(decide({ config: config({ kind: "boulware" }), state, move, now: 0 })).toMatchObject({ status: "open", action: "counter" });
  });

  it("a counter arriving exactly at the deadline expires the negotiation and uses no round (found by fast-check)", () => {
    const c = config({ kind: "anchor-resume", rateBps: 8 }, { maxRounds: 1, ttlMs: 2_591_999_993 });
    const state = { round: 0, openedAt: 0, lastShopOfferMinor: 10_000, lastBuyerOfferMinor: null };
    const d = decide({ config: c, state, move: { kind: "counter", priceMinor: 6_000 }, now: c.ttlMs });
    expect(d).toEqual({ action: "reject", priceMinor: 10_000, status: "expired", round: 0, reasons: ["COUNTER_EXPIRED"] });
  });

  it("settles an over-offer at the standing offer", () => {
    const state = { round: 2, openedAt: 0, lastShopOfferMinor: 9_000, lastBuyerOfferMinor: 8_000 };
    const d = decide({ config: config({ kind: "linear" }), state, move: { kind: "counter", priceMinor: 12_000 }, now: 0 });
    expect(d).toMatchObject({ action: "accept", status: "agreed", priceMinor: 9_000, round: 3 });
  });
});
