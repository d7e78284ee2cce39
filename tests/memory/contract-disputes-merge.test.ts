// The merge rule a dispute's row follows (memory/repositories/service-contracts.ts mergeDisputeFacts): the consumer
// folds a batch's dispute events with it before one upsert, and the upsert merges with the stored row the same way.
// Deliveries repeat and come in any order, so the rule must be commutative and associative; and once a decision (or
// a withdrawal) is known, the dispute never reads as open again, even when its opening arrives after the decision.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeDisputeFacts, type DisputeFacts } from "../../memory/repositories/service-contracts";

const T0 = 1_795_000_000_000;

/** Every event of one dispute repeats its head (the core refuses a dispute id reused for anything else). */
const head = {
  shopId: "s",
  contractId: "c",
  disputeId: "d",
  cause: `check:${T0}:latency-p95`,
  kind: "penalty" as const,
  openedBy: "prov",
  against: ["cons"],
  amountMinor: 1_000,
  reason: "made-up samples",
};
const OPEN: DisputeFacts = { ...head, status: "open", outcome: null, winners: [], losers: [], reversedMinor: null, decidedBy: null, openedAt: null, decidedAt: null };

const opened = (at: number): DisputeFacts => ({ ...OPEN, openedAt: at });
const decided = (outcome: "upheld" | "rejected", at: number): DisputeFacts => ({
  ...OPEN,
  status: outcome,
  outcome,
  winners: outcome === "upheld" ? ["prov"] : ["cons"],
  losers: outcome === "upheld" ? ["cons"] : ["prov"],
  reversedMinor: outcome === "upheld" ? 1_000 : 0,
  decidedBy: "person:owner",
  decidedAt: at,
});
const withdrawn = (at: number): DisputeFacts => ({ ...OPEN, status: "withdrawn", decidedBy: "prov", decidedAt: at });

/** What one dispute event can state: its opening, or a closing (decided either way, or withdrawn), at some time. */
const statement: fc.Arbitrary<DisputeFacts> = fc
  .record({ what: fc.constantFrom("opened", "upheld", "rejected", "withdrawn"), at: fc.integer({ min: 0, max: 5 }) })
  .map(({ what, at }) => {
    const when = T0 + at * 1_000;
    return what === "opened" ? opened(when) : what === "withdrawn" ? withdrawn(when) : decided(what as "upheld" | "rejected", when);
  });

describe("a dispute row's merge rule", () => {
  it("a decision delivered before the opening ends in the decided row, with the opening's time filled in", () => {
    const merged = mergeDisputeFacts(decided("upheld", T0 + 2_000), opened(T0 + 1_000));
    expect(merged).toEqual({ ...decided("upheld", T0 + 2_000), openedAt: T0 + 1_000 });
    expect(mergeDisputeFacts(opened(T0 + 1_000), decided("upheld", T0 + 2_000))).toEqual(merged);
  });

  it("a withdrawal leaves no winners or losers, whatever the order", () => {
    const merged = mergeDisputeFacts(withdrawn(T0 + 3_000), opened(T0));
    expect(merged).toMatchObject({ status: "withdrawn", outcome: null, winners: [], losers: [], openedAt: T0, decidedAt: T0 + 3_000, decidedBy: "prov" });
  });

  it("property: commutative and associative, so any delivery order and batching give one row", () => {
    fc.assert(
      fc.property(statement, statement, statement, (a, b, c) => {
        expect(mergeDisputeFacts(a, b)).toEqual(mergeDisputeFacts(b, a));
        expect(mergeDisputeFacts(mergeDisputeFacts(a, b), c)).toEqual(mergeDisputeFacts(a, mergeDisputeFacts(b, c)));
      }),
      { numRuns: 2_000 },
    );
  });

  it("property: a real life (an opening, then at most one closing), delivered in any order and repeated, ends as the closing says", () => {
    const life = fc
      .record({ ending: fc.constantFrom("open", "upheld", "rejected", "withdrawn"), openAt: fc.integer({ min: 0, max: 5 }), after: fc.integer({ min: 0, max: 5 }) })
      .map(({ ending, openAt, after }) => {
        const start = T0 + openAt * 1_000;
        const end = start + after * 1_000;
        const closing = ending === "open" ? [] : [ending === "withdrawn" ? withdrawn(end) : decided(ending as "upheld" | "rejected", end)];
        return { ending, start, statements: [opened(start), ...closing] };
      });
    fc.assert(
      fc.property(life, fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), ({ ending, start, statements }, picks) => {
        // Every statement at least once, then some again, in an order the picks choose.
        const delivered = [...statements, ...picks.map((p) => statements[p % statements.length]!)];
        const order = delivered.map((s, i) => ({ s, key: picks[i % picks.length]! * 7 + i })).sort((x, y) => x.key - y.key);
        const merged = order.map((x) => x.s).reduce(mergeDisputeFacts);
        expect(merged.status).toBe(ending);
        expect(merged.openedAt).toBe(start);
        expect(merged).toEqual(statements.reduce(mergeDisputeFacts));
        if (ending === "upheld" || ending === "rejected") expect(merged.losers).toEqual(ending === "upheld" ? ["cons"] : ["prov"]);
        else expect([merged.winners, merged.losers]).toEqual([[], []]);
      }),
      { numRuns: 1_000 },
    );
  });

  it("property: once any closing is known, the row never reads as open again", () => {
    fc.assert(
      fc.property(fc.array(statement, { minLength: 1, maxLength: 8 }), (list) => {
        const merged = list.reduce(mergeDisputeFacts);
        expect(merged.status === "open").toBe(list.every((s) => s.status === "open"));
      }),
    );
  });
});
