/**
 * terms/ properties (fast-check): utility stays in [0, 1]; it never falls when a numeric term moves in the shop's
 * better direction; the shop's best package at list price is worth 1; weights from consistent answers reproduce
 * the ratios the answers state; the public view never holds a private field at any depth; validation never
 * throws on any JSON.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileUtility, normalisedAmount, packageUtility, publicTerms, shopBestPackage, validateTerms, weightsFromTradeoffs, type PriceRange, type TermDeclaration, type TermPackage, type Tradeoff, type Valuation } from "../../terms";

const numericTerm = (id: string): fc.Arbitrary<TermDeclaration> =>
  fc.record({ min: fc.integer({ min: -50, max: 50 }), steps: fc.integer({ min: 1, max: 20 }), step: fc.constantFrom(1, 5, 0.5), better: fc.constantFrom("higher" as const, "lower" as const), best: fc.integer({ min: 1, max: 20 }) }).map(({ min, steps, step, better, best }) => {
    const max = min + steps * step;
    const k = Math.min(best, steps);
    return { id, label: id, kind: "numeric" as const, unit: "u", min, max, step, better, shopBest: better === "higher" ? min + k * step : max - k * step };
  });
const choiceTerm = (id: string): fc.Arbitrary<TermDeclaration> =>
  fc.record({ kind: fc.constantFrom("ordinal" as const, "categorical" as const), n: fc.integer({ min: 2, max: 6 }), best: fc.nat() }).map(({ kind, n, best }) => {
    const values = Array.from({ length: n }, (_, i) => `v${i}`);
    return { id, label: id, kind, values, shopBest: values[best % (n - 1)]! };
  });
const termsArb: fc.Arbitrary<TermDeclaration[]> = fc.integer({ min: 1, max: 8 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => fc.oneof(numericTerm(`t${i}`), choiceTerm(`t${i}`)))));
const priceArb: fc.Arbitrary<PriceRange> = fc.record({ floorMinor: fc.integer({ min: 1, max: 10_000 }), extra: fc.integer({ min: 1, max: 10_000 }) }).map(({ floorMinor, extra }) => ({ floorMinor, anchorMinor: floorMinor + extra }));
const weightsArb = (terms: TermDeclaration[]) => fc.tuple(...[null, ...terms].map(() => fc.double({ min: 0.01, max: 10, noNaN: true }))).map((ws) => Object.fromEntries(["price", ...terms.map((t) => t.id)].map((id, i) => [id, ws[i]!])));
const valueOf = (t: TermDeclaration) =>
  t.kind === "numeric" ? fc.integer({ min: 0, max: Math.round((t.max - t.min) / t.step) }).map((k) => t.min + k * t.step) : fc.constantFrom(...t.values);
const packageArb = (terms: TermDeclaration[], price: PriceRange): fc.Arbitrary<TermPackage> =>
  fc.record({ priceMinor: fc.integer({ min: price.floorMinor - 100, max: price.anchorMinor + 100 }), values: fc.tuple(...terms.map(valueOf)) }).map(({ priceMinor, values }) => ({ priceMinor, terms: Object.fromEntries(terms.map((t, i) => [t.id, values[i]!])) }));
const setup = fc.tuple(termsArb, priceArb).chain(([terms, price]) => fc.tuple(fc.constant(terms), fc.constant(price), weightsArb(terms), packageArb(terms, price)));

describe("package utility", () => {
  it("is in [0, 1]", () => {
    fc.assert(fc.property(setup, ([terms, price, weights, pkg]) => {
      const u = packageUtility(terms, { weights, reservationUtility: 0.5 }, pkg, price);
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThanOrEqual(1);
    }));
  });

  it("never falls when a numeric term moves in the shop's better direction", () => {
    fc.assert(fc.property(setup, fc.nat(), fc.integer({ min: 1, max: 20 }), ([terms, price, weights, pkg], which, steps) => {
      const numeric = terms.filter((t) => t.kind === "numeric");
      fc.pre(numeric.length > 0);
      const t = numeric[which % numeric.length]! as Extract<TermDeclaration, { kind: "numeric" }>;
      const x = pkg.terms[t.id] as number;
      const moved = Math.min(t.max, Math.max(t.min, x + (t.better === "higher" ? 1 : -1) * steps * t.step));
      const valuation: Valuation = { weights, reservationUtility: 0.5 };
      expect(packageUtility(terms, valuation, { ...pkg, terms: { ...pkg.terms, [t.id]: moved } }, price)).toBeGreaterThanOrEqual(packageUtility(terms, valuation, pkg, price) - 1e-12);
    }));
  });

  it("is 1 for the shop's best package at list price", () => {
    fc.assert(fc.property(setup, ([terms, price, weights]) => {
      expect(packageUtility(terms, { weights, reservationUtility: 0.5 }, shopBestPackage(terms, price), price)).toBeCloseTo(1, 12);
    }));
  });

  it("compiled once, scores every package as packageUtility does", () => {
    fc.assert(fc.property(setup, ([terms, price, weights, pkg]) => {
      const v = { weights, reservationUtility: 0.5 };
      expect(compileUtility(terms, v, price)(pkg)).toBe(packageUtility(terms, v, pkg, price));
    }));
  });

  it("is deterministic", () => {
    fc.assert(fc.property(setup, ([terms, price, weights, pkg]) => {
      const v = { weights, reservationUtility: 0.5 };
      expect(packageUtility(terms, v, pkg, price)).toBe(packageUtility(structuredClone(terms), structuredClone(v), structuredClone(pkg), price));
    }));
  });
});

describe("weights from tradeoffs", () => {
  /** Answers stated from true weights (a random tree plus extra consistent edges): each says w_A·d_A = w_B·d_B. */
  const consistent = setup.chain(([terms, price, weights]) => {
    const ids = ["price", ...terms.map((t) => t.id)];
    const amountFor = (id: string, seed: number): number => {
      if (id === "price") return 1 + (seed % 19);
      const t = terms.find((x) => x.id === id)!;
      if (t.kind === "numeric") return t.step * (1 + (seed % 5));
      return 1;
    };
    return fc.tuple(fc.constant(terms), fc.constant(price), fc.constant(weights), fc.array(fc.nat(), { minLength: ids.length, maxLength: ids.length * 2 })).map(([terms, price, weights, seeds]) => {
      const tradeoffs: Tradeoff[] = [];
      seeds.forEach((seed, k) => {
        // The first ids.length − 1 answers link node k+1 to an earlier node (a tree); the rest are random pairs.
        const a = k < ids.length - 1 ? ids[k + 1]! : ids[seed % ids.length]!;
        const b = k < ids.length - 1 ? ids[seed % (k + 1)]! : ids[(seed >> 3) % ids.length]!;
        if (a === b) return;
        // Ranks are whole numbers: the choice term (if any) gives a fixed amount and the linear side is solved for.
        const isChoice = (id: string) => terms.some((x) => x.id === id && x.kind !== "numeric");
        if (isChoice(a) && isChoice(b)) return;
        // Price gives a fixed percentage where it can, so the solved side is not a share of price above 100 %.
        const [give, get] = isChoice(b) || (b === "price" && !isChoice(a)) ? [b, a] : [a, b];
        const amountGive = amountFor(give, seed);
        const dGive = normalisedAmount(terms, undefined, price, give, amountGive);
        const dGet1 = normalisedAmount(terms, undefined, price, get, 1);
        // w_G·d_G = w_F·d_F → d_F = w_G·d_G / w_F; amount_F = d_F / d_F(1) for linear terms (price, numeric).
        tradeoffs.push({ give: { term: give, amount: amountGive }, for: { term: get, amount: (weights[give]! * dGive) / weights[get]! / dGet1 } });
      });
      return { terms, price, weights, tradeoffs };
    });
  });

  it("reproduce the ratios the answers state", () => {
    let skipped = 0;
    fc.assert(fc.property(consistent, ({ terms, price, tradeoffs }) => {
      const r = validateTerms({ terms, valuation: { tradeoffs, reservationUtility: 0.5 } }, price);
      if (!r.ok) skipped++;
      fc.pre(r.ok); // amounts may fall outside what validation allows (e.g. > 100 % of price)
      const w = weightsFromTradeoffs(terms, tradeoffs, price);
      for (const t of tradeoffs) {
        const lhs = w[t.give.term]! * normalisedAmount(terms, undefined, price, t.give.term, t.give.amount);
        const rhs = w[t.for.term]! * normalisedAmount(terms, undefined, price, t.for.term, t.for.amount);
        expect(Math.abs(lhs - rhs)).toBeLessThanOrEqual(1e-9 * Math.max(lhs, rhs));
      }
      expect(Object.values(w).reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
    }), { numRuns: 300 });
    // Most generated sets pass validation: the property is not vacuous.
    expect(skipped).toBeLessThan(600);
  });
});

describe("publicTerms", () => {
  const PRIVATE = new Set(["weights", "values_", "valuation", "tradeoffs", "reservationUtility", "shopBest", "better", "give", "for"]);
  const keys = (x: unknown, out: string[] = []): string[] => {
    if (Array.isArray(x)) x.forEach((v) => keys(v, out));
    else if (typeof x === "object" && x !== null)
      for (const [k, v] of Object.entries(x)) {
        out.push(k);
        keys(v, out);
      }
    return out;
  };
  it("never holds a private field, at any depth, even when the declarations carry extra fields", () => {
    fc.assert(fc.property(termsArb, fc.dictionary(fc.constantFrom("weights", "valuation", "reservationUtility", "tradeoffs", "secret"), fc.jsonValue()), (terms, extra) => {
      const polluted = terms.map((t) => ({ ...t, ...extra })) as TermDeclaration[];
      const view = publicTerms(polluted);
      expect(keys(view).filter((k) => PRIVATE.has(k) || k === "secret")).toEqual([]);
      for (const t of view) expect(Object.keys(t).every((k) => ["id", "label", "kind", "unit", "min", "max", "step", "values"].includes(k))).toBe(true);
    }));
  });
});

describe("validateTerms", () => {
  it("never throws on any JSON, and every problem has a pointer", () => {
    const near = fc.record({ terms: fc.oneof(fc.jsonValue(), fc.array(fc.dictionary(fc.constantFrom("id", "label", "kind", "min", "max", "step", "better", "shopBest", "values", "__proto__", "unit"), fc.jsonValue()))), valuation: fc.jsonValue() }, { requiredKeys: [] });
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), near), fc.option(priceArb, { nil: undefined }), (input, price) => {
      const r = validateTerms(input, price);
      if (!r.ok) for (const p of r.problems) expect(p.pointer === "" || p.pointer.startsWith("/")).toBe(true);
    }), { numRuns: 2_000 });
  });

  it("accepts every well-formed product, and gives back what it was sent", () => {
    fc.assert(fc.property(setup, ([terms, price, weights]) => {
      const input = { terms, valuation: { weights, reservationUtility: 0.5 } };
      expect(validateTerms(JSON.parse(JSON.stringify(input)), price)).toEqual({ ok: true, value: input });
    }));
  });

  it("never throws on valid-looking terms with random valuations", () => {
    fc.assert(fc.property(termsArb, priceArb, fc.jsonValue(), (terms, price, valuation) => {
      validateTerms(JSON.parse(JSON.stringify({ terms, valuation })), price);
    }));
  });
});
