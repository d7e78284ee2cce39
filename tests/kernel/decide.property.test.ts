import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decide,
  FLOOR_REVEALING_REASONS,
  LATE_ACCEPT_PROGRESS,
  progress,
  nextShopOffer,
  publicReasons,
  REASON_CODES,
  type BuyerMove,
  type NegotiationConfig,
} from "../../kernel";
import { bidArb, configArb, initialState, scriptArb } from "./arbitraries";
import { play } from "./negotiate";

/** Enough runs that the properties below generate well over 10,000 cases per CI run. */
const RUNS = 1_500;
const withScript = configArb.chain((config) => scriptArb(config).map((script) => ({ config, script })));
const shopPrices = (config: NegotiationConfig, steps: ReturnType<typeof play>) =>
  steps.filter((s) => s.decision.action === "counter" || s.decision.action === "hold").map((s) => s.decision.priceMinor!);

describe("kernel invariants (fast-check)", () => {
  it("shop offers never rise, whatever the buyer does", () => {
    fc.assert(
      fc.property(withScript, ({ config, script }) => {
        const prices = shopPrices(config, play(config, script));
        for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeLessThanOrEqual(prices[i - 1]!);
      }),
      { numRuns: RUNS },
    );
  });

  it("every shop offer lies between floor and anchor", () => {
    fc.assert(
      fc.property(withScript, ({ config, script }) => {
        for (const price of shopPrices(config, play(config, script))) {
          expect(Number.isSafeInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(config.floorMinor);
          expect(price).toBeLessThanOrEqual(config.anchorMinor);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("an agreed price is an integer ≥ floor and never above the shop's standing offer or the buyer's bid", () => {
    fc.assert(
      fc.property(withScript, ({ config, script }) => {
        for (const { state, move, decision } of play(config, script)) {
          if (decision.status !== "agreed") continue;
          const price = decision.priceMinor!;
          expect(Number.isSafeInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(config.floorMinor);
          expect(price).toBeLessThanOrEqual(state.lastShopOfferMinor ?? config.anchorMinor);
          if (move.kind !== "accept" && move.priceMinor !== undefined) expect(price).toBeLessThanOrEqual(move.priceMinor);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("terminates: no more than maxRounds counters, and the last one always ends the negotiation", () => {
    fc.assert(
      fc.property(withScript, ({ config, script }) => {
        const steps = play(config, script);
        // A counter that arrives after the deadline ends the negotiation without consuming a round.
        const counters = steps.filter(
          (s) => s.move.kind === "counter" && !s.decision.reasons.includes("INVALID_INPUT") && !s.decision.reasons.includes("COUNTER_EXPIRED"),
        );
        expect(counters.length).toBeLessThanOrEqual(config.maxRounds);
        for (const s of counters) {
          expect(s.decision.round).toBe(s.state.round + 1);
          if (s.decision.round === config.maxRounds) expect(s.decision.status).not.toBe("open");
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("is deterministic: identical (even cloned) input gives identical output", () => {
    fc.assert(
      fc.property(withScript, ({ config, script }) => {
        for (const step of play(config, script)) {
          const again = decide(structuredClone({ config, state: step.state, move: step.move, now: step.now }));
          expect(again).toEqual(step.decision);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it("accepts a counter only when it meets what the shop would offer next, or late and above the floor", () => {
    const curveConfig = configArb.filter((c) => c.strategy.kind !== "anchor-resume");
    fc.assert(
      fc.property(curveConfig.chain((config) => scriptArb(config).map((script) => ({ config, script }))), ({ config, script }) => {
        for (const { state, move, now, decision } of play(config, script)) {
          if (move.kind !== "counter" || decision.status !== "agreed") continue;
          const next = nextShopOffer(config, state.lastShopOfferMinor!, state.round + 1, now - state.openedAt);
          const late =
            (state.round + 1 === config.maxRounds || progress(config, state.round + 1, now - state.openedAt) >= LATE_ACCEPT_PROGRESS) &&
            move.priceMinor >= config.floorMinor;
          expect(move.priceMinor >= next || late).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("never offers the floor before the final round while no time has passed (curve strategies)", () => {
    const spread = configArb.filter((c) => c.strategy.kind !== "anchor-resume" && c.anchorMinor > c.floorMinor);
    fc.assert(
      fc.property(
        spread.chain((config) => scriptArb(config).map((script) => ({ config, script: { ...script, gaps: script.gaps.map(() => 0) } }))),
        ({ config, script }) => {
          for (const { decision } of play(config, script)) {
            if (decision.action === "counter" || decision.action === "hold") expect(decision.priceMinor).toBeGreaterThan(config.floorMinor);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("a counter after the deadline expires the negotiation and moves no price", () => {
    fc.assert(
      fc.property(
        configArb.chain((config) => fc.record({ config: fc.constant(config), bid: bidArb(config), late: fc.integer({ min: 0, max: 1e9 }) })),
        ({ config, bid, late }) => {
          const opened = decide({ config, state: initialState(), move: { kind: "open" }, now: initialState().openedAt });
          const state = { ...initialState(), lastShopOfferMinor: opened.priceMinor };
          for (const move of [{ kind: "counter", priceMinor: bid }, { kind: "accept" }] as BuyerMove[]) {
            const d = decide({ config, state, move, now: state.openedAt + config.ttlMs + late });
            expect(d).toEqual({ action: "reject", priceMinor: opened.priceMinor, status: "expired", round: 0, reasons: ["COUNTER_EXPIRED"] });
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("a buyer who goes backwards gets no concession", () => {
    fc.assert(
      fc.property(
        configArb.filter((c) => c.maxRounds >= 3).chain((config) => fc.record({ config: fc.constant(config), a: bidArb(config), b: bidArb(config) })),
        ({ config, a, b }) => {
          const [hi, lo] = a > b ? [a, b] : [b, a];
          fc.pre(hi > lo);
          const steps = play(config, { moves: [{ kind: "counter", priceMinor: hi }, { kind: "counter", priceMinor: lo }], gaps: [0, 0, 0, 0] });
          const second = steps[2];
          if (!second || second.decision.status !== "open") return;
          expect(second.decision.action).toBe("hold");
          expect(second.decision.priceMinor).toBe(second.state.lastShopOfferMinor);
          expect(second.decision.reasons).toContain("BUYER_REGRESSED");
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("bad input never throws: INVALID_INPUT, status unchanged, the standing offer kept", () => {
    const anything = fc.oneof(fc.integer(), fc.double(), fc.constant(Number.NaN), fc.constant(Infinity), fc.constant(2 ** 53), fc.string(), fc.constant(null));
    fc.assert(
      fc.property(
        configArb,
        fc.record({ field: fc.constantFrom("floorMinor", "anchorMinor", "maxRounds", "ttlMs", "price", "round", "kind", "strategy"), value: anything }),
        (config, { field, value }) => {
          const state = { ...initialState(), lastShopOfferMinor: config.anchorMinor };
          let move: any = { kind: "counter", priceMinor: config.floorMinor };
          let cfg: any = { ...config };
          let st: any = { ...state };
          if (field === "price") move = { kind: "counter", priceMinor: value };
          else if (field === "round") st = { ...state, round: value };
          else if (field === "kind") move = { kind: value, priceMinor: 5 };
          else if (field === "strategy") cfg = { ...config, strategy: { kind: value } };
          else cfg = { ...config, [field]: value };
          let d!: ReturnType<typeof decide>;
          expect(() => (d = decide({ config: cfg, state: st, move, now: state.openedAt }))).not.toThrow();
          const valid = !d.reasons.includes("INVALID_INPUT");
          if (!valid) {
            expect(d.status).toBe("open");
            expect(d.action).toBe("reject");
            expect(d.priceMinor).toBe(st.lastShopOfferMinor);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("buyers never see a reason that reveals the floor", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...REASON_CODES)), (reasons) => {
        const visible = publicReasons(reasons);
        expect(visible.some((r) => FLOOR_REVEALING_REASONS.has(r))).toBe(false);
        expect(visible).toEqual(reasons.filter((r) => !FLOOR_REVEALING_REASONS.has(r)));
      }),
      { numRuns: 500 },
    );
  });
});
