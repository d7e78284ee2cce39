import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTER_TACTIC_TRIGGERS, decide, validateConfig, type BuyerMove, type NegotiationConfig, type NegotiationState, type PrivateDraws } from "../../kernel";
import { configArb, drawsArb, scriptArb } from "./arbitraries";
import { play } from "./negotiate";

const RUNS = 400;
const triggerArb = fc.constantFrom(...COUNTER_TACTIC_TRIGGERS);
const withScript = fc
  .record({ config: configArb, draws: drawsArb, trigger: triggerArb })
  .chain(({ config, draws, trigger }) => scriptArb(config).map((script) => ({ config, draws, trigger, script })));

/** Every state the script passes through, with the move made there (the harness replays the real negotiation). */
function statesOf(config: NegotiationConfig, draws: PrivateDraws, script: Parameters<typeof play>[1]) {
  return play(config, script, draws).filter((s) => s.move.kind === "counter") as Array<{ state: NegotiationState; move: Extract<BuyerMove, { kind: "counter" }>; now: number }>;
}

describe("counter-tactics: a hold in the round a configured tactic shows (fast-check)", () => {
  it("with the tactic seen, the shop never concedes; it accepts exactly when it would have, at the same price", () => {
    fc.assert(
      fc.property(withScript, ({ config, draws, trigger, script }) => {
        const armed = { ...config, strategy: { ...config.strategy, holdAfter: [trigger] } };
        for (const { state, move, now } of statesOf(config, draws, script)) {
          const plain = decide({ config, state, move, now, draws });
          const held = decide({ config: armed, state, move, now, draws, tacticsSeen: [trigger] });
          if (plain.action === "accept" || plain.action === "reject") {
            expect(held).toEqual(plain);
            continue;
          }
          expect(held.action).toBe("hold");
          expect(held.priceMinor).toBe(state.lastShopOfferMinor);
          if (plain.priceMinor! < state.lastShopOfferMinor!) expect(held.reasons).toContain("COUNTER_TACTIC");
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("a tactic the shop did not configure, or none seen, changes nothing", () => {
    fc.assert(
      fc.property(withScript, fc.subarray([...COUNTER_TACTIC_TRIGGERS]), ({ config, draws, trigger, script }, seen) => {
        const armed = { ...config, strategy: { ...config.strategy, holdAfter: [trigger] } };
        const others = seen.filter((t) => t !== trigger);
        for (const { state, move, now } of statesOf(config, draws, script)) {
          const plain = decide({ config, state, move, now, draws });
          expect(decide({ config: armed, state, move, now, draws, tacticsSeen: others })).toEqual(plain);
          expect(decide({ config: armed, state, move, now, draws })).toEqual(plain);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("holdAfter is validated: only known tactics", () => {
    fc.assert(
      fc.property(configArb, fc.string({ maxLength: 20 }), (config, name) => {
        const problems = validateConfig({ ...config, strategy: { ...config.strategy, holdAfter: [name as never] } });
        expect(problems.length > 0).toBe(!(COUNTER_TACTIC_TRIGGERS as readonly string[]).includes(name));
      }),
    );
  });
});
