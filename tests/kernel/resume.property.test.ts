import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decide, EMPTY_BUYER_MODEL, privateParams, resumeState, type BuyerProductMemory } from "../../kernel";
import { configArb, drawsArb } from "./arbitraries";

/** What a buyer's account may remember: any standing offer, from before any change the owner made since. */
const memoryArb = fc.record({
  rounds: fc.integer({ min: 0, max: 40 }),
  shopOfferMinor: fc.integer({ min: 1, max: 50_000_000 }),
  buyerOfferMinor: fc.option(fc.integer({ min: 1, max: 50_000_000 }), { nil: null }),
});

describe("resumption never goes below the private reserve and lowest offer (fast-check)", () => {
  it("whatever was remembered and whatever the owner changed since, the resumed standing offer lies between the buyer's lowest offer and the list price", () => {
    fc.assert(
      fc.property(configArb, drawsArb, memoryArb, (config, draws, m) => {
        const memory: BuyerProductMemory = { ...m, buyer: EMPTY_BUYER_MODEL };
        const state = resumeState(config, memory, 0, draws);
        const { reserveMinor, lowestOfferMinor } = privateParams(config, draws);
        expect(state.lastShopOfferMinor).toBeGreaterThanOrEqual(lowestOfferMinor);
        expect(state.lastShopOfferMinor).toBeGreaterThanOrEqual(reserveMinor);
        expect(state.lastShopOfferMinor).toBeLessThanOrEqual(config.anchorMinor);
        // Taking the resumed offer at once agrees at it: never below the reserve.
        const taken = decide({ config, state, move: { kind: "accept" }, now: 0, draws });
        if (taken.status === "agreed") expect(taken.priceMinor).toBeGreaterThanOrEqual(reserveMinor);
      }),
      { numRuns: 500 },
    );
  });
});
