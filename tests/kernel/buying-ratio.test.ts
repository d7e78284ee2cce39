/**
 * Buying mode recognises a supplier that answers our raises in ratio of its own ask (tit for tat in ratio), as
 * selling recognises a buyer that raises its bid in ratio: the opponent model measures ratios from the mirror point
 * K (NegotiationConfig.ratioOriginMinor), so "the same share of my ask as you raised your offer" reads as mirroring
 * in the reflected sale. Without the origin the ratio would be measured from price 0 of the reflected prices and
 * such a supplier would never be met in the middle.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decidePurchase, EMPTY_BUYER_MODEL, type PurchaseConfig, type PurchaseState, type SupplierMove } from "../../kernel";
import { drawsArb } from "./arbitraries";

const purchaseArb: fc.Arbitrary<PurchaseConfig> = fc
  .record({ opening: fc.integer({ min: 10_000, max: 10_000_000 }), above: fc.double({ min: 0.3, max: 1.5, noNaN: true }), maxRounds: fc.integer({ min: 8, max: 20 }) })
  .map(({ opening, above, maxRounds }) => ({
    currency: "EUR",
    openingMinor: opening,
    ceilingMinor: opening + Math.floor(opening * above),
    strategy: { kind: "adaptive" as const },
    maxRounds,
    ttlMs: 86_400_000,
  }));

describe("buying mode: a supplier mirroring our raises in ratio is recognised", () => {
  it("after a raise of ours, a supplier giving up the same share of its ask is counted as mirroring", () => {
    let checked = 0;
    fc.assert(
      fc.property(purchaseArb, drawsArb, fc.double({ min: 1.2, max: 2, noNaN: true }), (config, draws, startAbove) => {
        let state: PurchaseState = { round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null, buyer: EMPTY_BUYER_MODEL };
        let ask = Math.floor(config.ceilingMinor * startAbove);
        let move: SupplierMove = { kind: "open", priceMinor: ask };
        let previousOffer: number | null = null;
        for (let i = 0; i < config.maxRounds; i++) {
          const d = decidePurchase({ config, state, move, now: i, draws });
          if (d.status !== "open") return;
          const offer = d.priceMinor!;
          const raise = previousOffer === null ? 0 : offer - previousOffer;
          state = d.state;
          if (raise > 0) {
            const step = Math.round((ask * raise) / offer);
            // Only steps a ratio rule tells apart from an amount rule (more than 10% away from our raise) count.
            if (step > 1 && Math.abs(step - raise) > 0.2 * raise && ask - step > offer) {
              ask -= step;
              const next = decidePurchase({ config, state, move: { kind: "counter", priceMinor: ask }, now: i + 1, draws });
              if (next.status === "open") {
                expect(next.state.buyer?.mirrorStreak ?? 0).toBeGreaterThanOrEqual(1);
                checked++;
              }
              return;
            }
          }
          previousOffer = offer;
          ask -= Math.max(1, Math.floor((ask - offer) / 10));
          move = { kind: "counter", priceMinor: ask };
        }
      }),
      { numRuns: 300 },
    );
    // The property must have reached the case it is about, not passed by never getting there.
    expect(checked).toBeGreaterThan(30);
  });
});
