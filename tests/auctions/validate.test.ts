/**
 * A request for quotes as the organisation sends it: what is accepted, what is refused with which pointer, and
 * what a supplier may read of it (nothing private).
 */
import { describe, expect, it } from "vitest";
import { publicRequest, validateRequest } from "../../auctions";
import { DEADLINE, LIMITS, request, requestInput, T0 } from "./fixtures";

const problemsOf = (overrides: Record<string, unknown>, now = T0) => {
  const checked = validateRequest(requestInput(overrides), now, LIMITS);
  return checked.ok ? [] : checked.problems;
};
const pointers = (overrides: Record<string, unknown>, now = T0) => problemsOf(overrides, now).map((p) => p.pointer);

describe("validating a request for quotes", () => {
  it("accepts the fixture and fills the defaults (reputation weighting, required terms, SLA comparator)", () => {
    const { reputation: _r, required: _q, ...rest } = requestInput();
    const checked = validateRequest(rest, T0, LIMITS);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value.reputation).toEqual({ lambda: 0.7, neutralReputation: 0.5 });
    expect(checked.value.required).toEqual([]);
    expect(checked.value.negotiable.map((t) => t.id)).toEqual(["payment-days", "warranty-months", "support-tier", "incoterm"]);
    expect(request().sla[0]).toMatchObject({ id: "latency-p95", comparator: "atMost", windowMin: 5 });
  });

  it("a price-only request needs neither negotiable terms nor a valuation", () => {
    const { negotiable: _n, valuation: _v, ...rest } = requestInput();
    const checked = validateRequest(rest, T0, LIMITS);
    expect(checked.ok && checked.value.negotiable).toEqual([]);
    expect(checked.ok && checked.value.valuation).toBeNull();
  });

  it("refuses a target at or above the ceiling, and a deadline in the past or too far ahead", () => {
    expect(pointers({ price: { ceilingMinor: 10_000, targetMinor: 10_000 } })).toEqual(["/price/targetMinor"]);
    expect(pointers({ deadline: T0 })).toEqual(["/deadline"]);
    expect(pointers({ deadline: T0 + LIMITS.maxDurationMs + 1 })).toEqual(["/deadline"]);
    expect(pointers({ price: { ceilingMinor: 10_000.5, targetMinor: 1 } })).toEqual(["/price/ceilingMinor"]);
  });

  it("k belongs to negotiate-best-k and only to it", () => {
    expect(pointers({ format: "negotiate-best-k" })).toEqual(["/bestK"]);
    expect(pointers({ format: "second-score", bestK: 3 })).toEqual(["/bestK"]);
    expect(pointers({ format: "negotiate-best-k", bestK: LIMITS.maxBestK + 1 })).toEqual(["/bestK"]);
    expect(pointers({ format: "negotiate-best-k", bestK: 3 })).toEqual([]);
  });

  it("invited suppliers are listed once each", () => {
    expect(pointers({ suppliers: { mode: "invited", invited: ["a", "b", "a"] } })).toEqual(["/suppliers/invited/2"]);
    expect(pointers({ suppliers: { mode: "invited", invited: [] } })).toEqual(["/suppliers/invited"]);
  });

  it("points into the negotiable terms, the valuation and the SLA with the fields' own names", () => {
    const badTerm = [{ id: "payment-days", label: "Payment", kind: "numeric", min: 0, max: 90, step: 7, better: "higher", shopBest: 90 }];
    expect(pointers({ negotiable: badTerm, valuation: { weights: { price: 1, "payment-days": 1 }, reservationUtility: 0 } })).toContain("/negotiable/0/step");
    expect(pointers({ valuation: { weights: { price: 1 }, reservationUtility: 0 } })).toContain("/valuation/weights/payment-days");
    expect(pointers({ sla: [{ id: "x", metric: "latency", statistic: "ratio", threshold: 1 }] })).toEqual(["/sla/0/statistic"]);
  });

  it("a required term sharing a negotiable term's id must have its kind and values", () => {
    expect(pointers({ required: [{ id: "payment-days", label: "Payment", kind: "choice", oneOf: ["net-30"] }] })).toEqual(["/required/0/kind"]);
    expect(pointers({ required: [{ id: "support-tier", label: "Support", kind: "choice", oneOf: ["premium", "gold"] }] })).toEqual(["/required/0/oneOf/1"]);
    expect(pointers({ required: [{ id: "payment-days", label: "Payment", kind: "numeric", atLeast: 30 }] })).toEqual([]);
    expect(pointers({ required: [{ id: "x", label: "X", kind: "numeric", atLeast: 3, atMost: 2 }] })).toEqual(["/required/0/atLeast"]);
    expect(pointers({ required: [{ id: "x", label: "X", kind: "choice", oneOf: ["a"] }, { id: "x", label: "X", kind: "choice", oneOf: ["b"] }] })).toEqual(["/required/1/id"]);
  });

  it("refuses unknown fields (a typo must not silently drop a rule)", () => {
    expect(pointers({ ceilingMinor: 1 })).toEqual([""]);
    expect(problemsOf({ ceilingMinor: 1 })[0]!.detail).toMatch(/ceilingMinor/);
  });
});

describe("what a supplier sees of a request", () => {
  it("nothing of the ceiling, the target, the valuation, the terms' best values or the reputation weighting", () => {
    const seen = publicRequest(request({ suppliers: { mode: "invited", invited: ["s1", "s2"] } }));
    const text = JSON.stringify(seen);
    for (const secret of ["ceilingMinor", "targetMinor", "valuation", "weights", "shopBest", "better", "lambda", "neutralReputation", "10000", "6000", "s1"]) expect(text).not.toContain(secret);
    expect(seen).toMatchObject({ requestId: "rfq-1", format: "second-score", deadline: DEADLINE, access: "invited", currency: "EUR", quantity: 1000 });
    // Categorical values in alphabetical order: their declared order is the organisation's preference.
    expect(seen.negotiable.find((t) => t.id === "incoterm")).toMatchObject({ values: ["DAP", "DDP", "EXW", "FCA"] });
  });
});
