import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  breakerState,
  breakerSubject,
  countsTowardBreaker,
  decisionRecord,
  DEFAULT_BREAKER,
  DEFAULT_BREAKER_SCOPE,
  tallyBySpan,
  type BreakerThresholds,
  type DecisionRecord,
} from "../../policies";

const now = 100 * 60_000;
const escalated = { outcome: "ESCALATE" as const, errors: [] };
const allowed = { outcome: "ALLOW" as const, errors: [] };
/** n decisions a second apart, the first `escalations` of them escalated. */
function decisions(n: number, escalations: number, extra: Partial<DecisionRecord> = {}): DecisionRecord[] {
  return Array.from({ length: n }, (_, i) => ({ ...decisionRecord(now - 1_000 * (i + 1), i < escalations ? escalated : allowed), ...extra }));
}

describe("who can move the breaker", () => {
  it("a decision records its product and whether it counts, when told", () => {
    expect(decisionRecord(5, escalated, { productId: "widget", counted: false })).toEqual({ at: 5, outcome: "ESCALATE", breach: false, productId: "widget", counted: false });
    expect(decisionRecord(5, escalated)).toEqual({ at: 5, outcome: "ESCALATE", breach: false });
  });

  it.each([
    [true, false, true],
    [false, false, false],
    [true, true, false],
    [false, true, false],
  ])("authenticated %s, over the rate limit %s: counts %s", (authenticated, overRateLimit, counts) => {
    expect(countsTowardBreaker({ authenticated, overRateLimit })).toBe(counts);
  });

  it("uncounted decisions (anonymous buyers, traffic over a limit) neither trip the breaker nor dilute it", () => {
    const attack = decisions(500, 500, { counted: false });
    expect(breakerState(attack, now)).toMatchObject({ tripped: false, sample: 0 });
    expect(tallyBySpan(attack)).toEqual([]);
    const ordinary = decisions(20, 2);
    expect(breakerState([...ordinary, ...attack], now)).toEqual(breakerState(ordinary, now));
    const calmAttack = decisions(500, 0, { counted: false });
    const sick = decisions(20, 10);
    expect(breakerState(tallyBySpan([...sick, ...calmAttack]), now)).toMatchObject({ tripped: true, sample: 20 });
  });

  it("whatever the uncounted decisions are, the verdict is that of the counted ones alone", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ counted: fc.boolean(), outcome: fc.constantFrom("ALLOW", "CONSTRAINT", "ESCALATE", "PAUSE" as const), breach: fc.boolean(), ageMs: fc.integer({ min: 0, max: 2 * 3_600_000 }) }), { maxLength: 200 }),
        (items) => {
          const records: DecisionRecord[] = items.map((d) => ({ at: now - d.ageMs, outcome: d.outcome, breach: d.breach, counted: d.counted }));
          const counted = records.filter((r) => r.counted);
          expect(breakerState(records, now)).toEqual(breakerState(counted, now));
          expect(breakerState(tallyBySpan(records), now)).toEqual(breakerState(tallyBySpan(counted), now));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the breaker's scope", () => {
  const sickWidget = decisions(20, 15, { productId: "widget" });
  const healthyGadget = decisions(40, 0, { productId: "gadget" });
  const window = tallyBySpan([...sickWidget, ...healthyGadget]);

  it("is per product unless the shop asks for shop-wide", () => {
    expect(DEFAULT_BREAKER_SCOPE).toBe("product");
    expect(breakerSubject("product", "widget")).toEqual({ scope: "product", productId: "widget" });
    expect(breakerSubject("shop", "widget")).toEqual({ scope: "shop" });
  });

  it("per product, one product's trouble pauses that product only", () => {
    expect(breakerState(window, now, DEFAULT_BREAKER, breakerSubject("product", "widget"))).toMatchObject({ tripped: true, reason: "escalation-rate", sample: 20 });
    expect(breakerState(window, now, DEFAULT_BREAKER, breakerSubject("product", "gadget"))).toMatchObject({ tripped: false, sample: 40 });
    expect(breakerState(window, now, DEFAULT_BREAKER, breakerSubject("product", "gizmo"))).toMatchObject({ tripped: false, sample: 0 });
  });

  it("shop-wide, every product's decisions count together", () => {
    expect(breakerState(window, now, DEFAULT_BREAKER, breakerSubject("shop", "gadget"))).toMatchObject({ tripped: false, sample: 60, escalationRate: 0.25 });
    expect(breakerState(window, now)).toEqual(breakerState(window, now, DEFAULT_BREAKER, { scope: "shop" }));
  });

  it("tallies keep products apart, and add up per span to what they did before", () => {
    expect(new Set(window.map((t) => t.productId))).toEqual(new Set(["widget", "gadget"]));
    expect(window.reduce((n, t) => n + t.decisions, 0)).toBe(60);
    const unscoped = tallyBySpan([...sickWidget, ...healthyGadget].map(({ productId: _, ...r }) => r));
    expect(unscoped.every((t) => t.productId === undefined)).toBe(true);
    expect(breakerState(unscoped, now)).toEqual(breakerState(window, now));
  });
});

describe("thresholds are an input, and never trip on fewer than minSample counted decisions", () => {
  it("honours the thresholds it is given", () => {
    const strict: BreakerThresholds = { ...DEFAULT_BREAKER, maxEscalationRate: 0.1, minSample: 5 };
    expect(breakerState(decisions(10, 2), now, strict)).toMatchObject({ tripped: true, reason: "escalation-rate" });
    expect(breakerState(decisions(10, 2), now)).toMatchObject({ tripped: false });
  });

  it("a minSample below one still needs a decision", () => {
    expect(breakerState([], now, { ...DEFAULT_BREAKER, minSample: 0, maxEscalationRate: -1 })).toMatchObject({ tripped: false });
  });

  it("property: fewer counted decisions than minSample never trip, however many are uncounted", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.record({ counted: fc.boolean(), esc: fc.boolean(), breach: fc.boolean(), product: fc.constantFrom("a", "b") }), { maxLength: 120 }),
        fc.constantFrom("product", "shop" as const),
        (minSample, items, scope) => {
          const records: DecisionRecord[] = items.map((d, i) => ({ at: now - i * 1_000, outcome: d.esc ? "ESCALATE" : "ALLOW", breach: d.breach, counted: d.counted, productId: d.product }));
          const subject = breakerSubject(scope, "a");
          const counted = records.filter((r) => r.counted && (scope === "shop" || r.productId === "a")).length;
          const t = { ...DEFAULT_BREAKER, minSample, maxEscalationRate: 0, maxBreachRate: 0 };
          const state = breakerState(tallyBySpan(records), now, t, subject);
          expect(state.sample).toBe(counted);
          if (counted < minSample) expect(state.tripped).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
