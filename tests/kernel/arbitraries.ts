import fc from "fast-check";
import { EMPTY_BUYER_MODEL, type BuyerMove, type NegotiationConfig, type NegotiationState, type PrivateDraws, type StrategyConfig } from "../../kernel";

export const strategyArb: fc.Arbitrary<StrategyConfig> = fc.oneof(
  fc.record({ kind: fc.constantFrom("adaptive", "boulware", "linear", "conceder" as const), exponent: fc.double({ min: 0.05, max: 10, noNaN: true }) }),
  fc.constantFrom<StrategyConfig>({ kind: "adaptive" }, { kind: "boulware" }, { kind: "linear" }, { kind: "conceder" }),
);

/** A unit draw in [0, 1), with the edges well represented. */
export const unitArb = fc.oneof(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.constantFrom(0, 0.5, 0.999_999));

export const drawsArb: fc.Arbitrary<PrivateDraws> = fc.record({ reserve: unitArb, shape: unitArb, temper: unitArb, end: unitArb, offer: unitArb });

/** Valid configs across the whole money range, including spans near 2^53. */
export const configArb: fc.Arbitrary<NegotiationConfig> = fc
  .record({
    floor: fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER - 1 })),
    span: fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })),
    strategy: strategyArb,
    maxRounds: fc.integer({ min: 1, max: 60 }),
    ttlMs: fc.integer({ min: 1_000, max: 30 * 24 * 3_600_000 }),
  })
  .map(({ floor, span, strategy, maxRounds, ttlMs }) => ({
    currency: "EUR",
    floorMinor: floor,
    anchorMinor: floor + Math.min(span, Number.MAX_SAFE_INTEGER - floor),
    strategy,
    maxRounds,
    ttlMs,
  }));

/** A buyer counter somewhere sensible relative to the config (and sometimes wild). */
export function bidArb(config: NegotiationConfig): fc.Arbitrary<number> {
  const lo = Math.max(1, Math.floor(config.floorMinor / 2));
  const hi = Math.min(Number.MAX_SAFE_INTEGER, config.anchorMinor + Math.ceil(config.anchorMinor / 10));
  return fc.oneof(fc.integer({ min: lo, max: hi }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.constant(config.floorMinor));
}

/** A buyer who climbs from a low bid in steps, the way most real buyers do (and the acceptance rules are exercised). */
export function climbingBidsArb(config: NegotiationConfig): fc.Arbitrary<number[]> {
  const span = Math.max(1, config.anchorMinor - config.floorMinor);
  return fc
    .record({ start: fc.double({ min: 0.3, max: 1, noNaN: true }), steps: fc.array(fc.double({ min: 0, max: 0.3, noNaN: true }), { minLength: 1, maxLength: config.maxRounds + 2 }) })
    .map(({ start, steps }) => {
      let x = config.floorMinor - span + start * span;
      return steps.map((s) => {
        x += s * span;
        return Math.max(1, Math.min(Number.MAX_SAFE_INTEGER, Math.floor(x)));
      });
    });
}

/** A script of buyer moves; the harness stops at the first terminal decision. */
export function scriptArb(config: NegotiationConfig): fc.Arbitrary<{ opening?: number; moves: BuyerMove[]; gaps: number[] }> {
  const counter = bidArb(config).map((priceMinor): BuyerMove => ({ kind: "counter", priceMinor }));
  const move = fc.oneof({ weight: 12, arbitrary: counter }, { weight: 1, arbitrary: fc.constant<BuyerMove>({ kind: "accept" }) });
  const climbing = climbingBidsArb(config).map((bids) => bids.map((priceMinor): BuyerMove => ({ kind: "counter", priceMinor })));
  return fc.record({
    opening: fc.option(bidArb(config), { nil: undefined }),
    moves: fc.oneof(fc.array(move, { minLength: 1, maxLength: config.maxRounds + 3 }), climbing),
    gaps: fc.array(fc.integer({ min: 0, max: Math.ceil(config.ttlMs / Math.max(1, config.maxRounds)) }), { minLength: config.maxRounds + 4, maxLength: config.maxRounds + 4 }),
  });
}

export function initialState(openedAt = 1_700_000_000_000): NegotiationState {
  return { round: 0, openedAt, lastShopOfferMinor: null, lastBuyerOfferMinor: null, buyer: EMPTY_BUYER_MODEL };
}
