/**
 * terms/ by example: validation names each wrong field with its JSON pointer, pairwise answers become the weights
 * they state, inconsistent answers are reported with the answers involved, and the public view holds no private
 * field. The properties are in terms.properties.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packageUtility, publicTerms, resolveWeights, shopBestPackage, validateTerms, weightsFromTradeoffs } from "../../terms";
import { FOUR_TERMS, FOUR_VALUATION, PRICE_RANGE } from "./fixtures";

const pointers = (input: unknown) => {
  const r = validateTerms(input, PRICE_RANGE);
  return r.ok ? [] : r.problems.map((p) => p.pointer);
};
const numeric = (over: Record<string, unknown> = {}) => ({ id: "payment-days", label: "Payment terms", kind: "numeric", min: 0, max: 90, step: 5, better: "lower", shopBest: 0, ...over });
const withPrice = (terms: unknown[]) => ({ terms, valuation: { weights: { price: 1, ...Object.fromEntries((terms as { id: string }[]).map((t) => [t.id, 1])) }, reservationUtility: 0.5 } });

describe("validateTerms", () => {
  it("accepts the four-term example and a product without terms", () => {
    const r = validateTerms({ terms: FOUR_TERMS, valuation: FOUR_VALUATION }, PRICE_RANGE);
    expect(r.ok).toBe(true);
    expect(validateTerms({}, PRICE_RANGE)).toEqual({ ok: true, value: { terms: [], valuation: null } });
    expect(validateTerms({ terms: [] }, PRICE_RANGE)).toEqual({ ok: true, value: { terms: [], valuation: null } });
  });

  it("names each wrong declaration field", () => {
    expect(pointers(withPrice([numeric({ kind: "fuzzy" })]))).toContain("/terms/0/kind");
    expect(pointers(withPrice([numeric({ min: 90, max: 0 })]))).toContain("/terms/0/min");
    expect(pointers(withPrice([numeric({ step: 7 })]))).toContain("/terms/0/step");
    expect(pointers(withPrice([numeric({ shopBest: 95 })]))).toContain("/terms/0/shopBest");
    expect(pointers(withPrice([numeric({ shopBest: 3 })]))).toContain("/terms/0/shopBest");
    expect(pointers(withPrice([numeric({ shopBest: 90 })]))).toContain("/terms/0/shopBest");
    expect(pointers(withPrice([numeric(), numeric()]))).toContain("/terms/1/id");
    expect(pointers(withPrice([numeric({ id: "Payment Days" })]))).toContain("/terms/0/id");
    expect(pointers(withPrice([numeric({ id: "price" })]))).toContain("/terms/0/id");
    expect(pointers(withPrice(Array.from({ length: 9 }, (_, i) => numeric({ id: `t${i}` }))))).toEqual(["/terms"]);
    const choice = { id: "tier", label: "Tier", kind: "ordinal" };
    expect(pointers(withPrice([{ ...choice, values: [] }]))).toContain("/terms/0/values");
    expect(pointers(withPrice([{ ...choice, values: ["a", "b", "a"] }]))).toContain("/terms/0/values/2");
    expect(pointers(withPrice([{ ...choice, values: ["a", "b"], shopBest: "c" }]))).toContain("/terms/0/shopBest");
  });

  it("needs a valuation with terms, and terms for a valuation", () => {
    expect(pointers({ terms: FOUR_TERMS })).toEqual(["/valuation"]);
    expect(pointers({ valuation: FOUR_VALUATION })).toEqual(["/valuation"]);
    expect(pointers({ terms: FOUR_TERMS, valuation: { ...FOUR_VALUATION, reservationUtility: 1.5 } })).toEqual(["/valuation/reservationUtility"]);
  });

  it("names answers with an unknown term or a zero or negative amount", () => {
    const bad = (tradeoff: unknown) => pointers({ terms: FOUR_TERMS, valuation: { ...FOUR_VALUATION, tradeoffs: [...FOUR_VALUATION.tradeoffs!, tradeoff] } });
    expect(bad({ give: { term: "delivery-days", amount: 5 }, for: { term: "price", amount: 1 } })).toEqual(["/valuation/tradeoffs/4/give/term"]);
    expect(bad({ give: { term: "payment-days", amount: 0 }, for: { term: "price", amount: 1 } })).toEqual(["/valuation/tradeoffs/4/give/amount"]);
    expect(bad({ give: { term: "payment-days", amount: 10 }, for: { term: "price", amount: -1 } })).toEqual(["/valuation/tradeoffs/4/for/amount"]);
    expect(bad({ give: { term: "support-tier", amount: 5 }, for: { term: "price", amount: 1 } })).toEqual(["/valuation/tradeoffs/4/give/amount"]);
  });

  it("reports a cycle whose answers disagree by more than a factor of 2, with the answers involved", () => {
    // Answer 0 says 10 days ≈ 1.5 %; this one says 10 days ≈ 6 % (a factor of 4).
    const r = validateTerms({ terms: FOUR_TERMS, valuation: { ...FOUR_VALUATION, tradeoffs: [...FOUR_VALUATION.tradeoffs!, { give: { term: "payment-days", amount: 10 }, for: { term: "price", amount: 6 } }] } }, PRICE_RANGE);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ pointer: "/valuation/tradeoffs/4", tradeoffs: [0, 4] });
    expect(r.problems[0]!.message).toMatch(/factor of 4\.0/);
    // A longer cycle: incoterm→payment-days→price against a direct incoterm→price answer off by 3.
    const long = validateTerms({ terms: FOUR_TERMS, valuation: { ...FOUR_VALUATION, tradeoffs: [...FOUR_VALUATION.tradeoffs!, { give: { term: "incoterm", amount: 3 }, for: { term: "price", amount: 13.5 } }] } }, PRICE_RANGE);
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.problems[0]!.tradeoffs).toEqual([0, 3, 4]);
    // Within a factor of 2 is noise, not an error.
    expect(validateTerms({ terms: FOUR_TERMS, valuation: { ...FOUR_VALUATION, tradeoffs: [...FOUR_VALUATION.tradeoffs!, { give: { term: "payment-days", amount: 10 }, for: { term: "price", amount: 2.5 } }] } }, PRICE_RANGE).ok).toBe(true);
  });

  it("reports a term no answer links to price", () => {
    const r = validateTerms({ terms: FOUR_TERMS, valuation: { ...FOUR_VALUATION, tradeoffs: FOUR_VALUATION.tradeoffs!.slice(0, 3) } }, PRICE_RANGE);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.message).join()).toMatch(/`incoterm`/);
  });
});

describe("weights and utility", () => {
  it("turns '10 payment days are worth 1.5 % of price' into that ratio", () => {
    const w = weightsFromTradeoffs(FOUR_TERMS, FOUR_VALUATION.tradeoffs!, PRICE_RANGE);
    // Price spans 20 % of the list price; payment days span 90 days.
    expect(w["payment-days"]! * (10 / 90)).toBeCloseTo(w.price! * (1.5 / 20), 12);
    expect(w["warranty-months"]! * (12 / 24)).toBeCloseTo(w.price! * (2 / 20), 12);
    expect(w["support-tier"]! * (1 / 2)).toBeCloseTo(w.price! * (3 / 20), 12);
    expect(w.incoterm! * 1).toBeCloseTo(w["payment-days"]! * (30 / 90), 12);
    expect(Object.values(w).reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
  });

  it("scores packages: shop's best is 1, floor with every term at its worst is 0", () => {
    expect(packageUtility(FOUR_TERMS, FOUR_VALUATION, shopBestPackage(FOUR_TERMS, PRICE_RANGE), PRICE_RANGE)).toBeCloseTo(1, 12);
    const worst = { priceMinor: 8_000, terms: { "payment-days": 90, "warranty-months": 36, "support-tier": "premium", incoterm: "DDP" } };
    expect(packageUtility(FOUR_TERMS, FOUR_VALUATION, worst, PRICE_RANGE)).toBe(0);
    // 30 payment days instead of 0 costs exactly what 4.5 % of price costs.
    const best = shopBestPackage(FOUR_TERMS, PRICE_RANGE);
    const a = packageUtility(FOUR_TERMS, FOUR_VALUATION, { ...best, terms: { ...best.terms, "payment-days": 30 } }, PRICE_RANGE);
    const b = packageUtility(FOUR_TERMS, FOUR_VALUATION, { ...best, priceMinor: 9_550 }, PRICE_RANGE);
    expect(a).toBeCloseTo(b, 12);
  });

  it("takes weights directly too, normalised", () => {
    const valuation = { weights: { price: 2, "payment-days": 1, "warranty-months": 1, "support-tier": 0.5, incoterm: 0.5 }, reservationUtility: 0.4 };
    expect(validateTerms({ terms: FOUR_TERMS, valuation }, PRICE_RANGE).ok).toBe(true);
    expect(resolveWeights(FOUR_TERMS, valuation, PRICE_RANGE)).toEqual({ price: 0.4, "payment-days": 0.2, "warranty-months": 0.2, "support-tier": 0.1, incoterm: 0.1 });
  });
});

describe("publicTerms", () => {
  it("shows ranges and values, and categorical values in alphabetical order (their order is private)", () => {
    expect(publicTerms(FOUR_TERMS)).toEqual([
      { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5 },
      { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6 },
      { id: "support-tier", label: "Support tier", kind: "ordinal", values: ["basic", "standard", "premium"] },
      { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["DAP", "DDP", "EXW", "FCA"] },
    ] satisfies ReturnType<typeof publicTerms>);
  });
});

describe("terms/ is pure", () => {
  it("imports nothing from durable-objects/ or workers/, and no package", () => {
    const dir = join(import.meta.dirname, "..", "..", "terms");
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
      const code = readFileSync(join(dir, file), "utf8");
      expect(code.startsWith("/**"), `${file} opens with a docblock`).toBe(true);
      for (const m of code.matchAll(/from\s*["']([^"']+)["']/g)) expect(m[1], `${file} imports ${m[1]}`).toMatch(/^\.\/[a-z-]+$/);
    }
  });
});

