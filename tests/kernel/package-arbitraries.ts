/** Generators for package products (issue 28): valid term declarations, valuations, and buyers' package moves. */
import fc from "fast-check";
import type { BuyerMove, NegotiationConfig, NegotiationState, TermValues } from "../../kernel";
import type { TermDeclaration, Valuation } from "../../terms";
import { strategyArb } from "./arbitraries";

const numericArb: fc.Arbitrary<Omit<TermDeclaration, "id" | "label">> = fc
  .record({ min: fc.integer({ min: 0, max: 100 }), steps: fc.integer({ min: 1, max: 40 }), step: fc.constantFrom(1, 5, 0.5, 0.1), better: fc.constantFrom("higher", "lower" as const), at: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ min, steps, step, better, at }) => {
    const max = Number((min + steps * step).toFixed(6));
    // shopBest anywhere on the grid except the worst end.
    const k = better === "higher" ? 1 + Math.floor(at * (steps - 1 + 0.999)) : Math.floor(at * (steps - 1 + 0.999));
    const shopBest = Number((min + Math.min(steps, Math.max(0, k)) * step).toFixed(6));
    return { kind: "numeric" as const, min, max, step, better, shopBest: shopBest === (better === "higher" ? min : max) ? (better === "higher" ? max : min) : shopBest };
  });

const choiceArb: fc.Arbitrary<Omit<TermDeclaration, "id" | "label">> = fc
  .record({ kind: fc.constantFrom("ordinal", "categorical" as const), n: fc.integer({ min: 2, max: 5 }), best: fc.nat(4) })
  .map(({ kind, n, best }) => {
    const values = Array.from({ length: n }, (_, i) => `v${i}`);
    return { kind, values, shopBest: values[best % n]! };
  });

export const termsArb: fc.Arbitrary<TermDeclaration[]> = fc.array(fc.oneof(numericArb, choiceArb), { minLength: 1, maxLength: 5 }).map((ts) => ts.map((t, i) => ({ id: `t${i}`, label: `Term ${i}`, ...t }) as TermDeclaration));

export function valuationArb(terms: readonly TermDeclaration[]): fc.Arbitrary<Valuation> {
  return fc
    .record({ weights: fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: terms.length + 1, maxLength: terms.length + 1 }), reservationUtility: fc.double({ min: 0, max: 0.9, noNaN: true }) })
    .map(({ weights, reservationUtility }) => ({ weights: Object.fromEntries([["price", weights[0]!], ...terms.map((t, i) => [t.id, weights[i + 1]!])]), reservationUtility }));
}

export const packageConfigArb: fc.Arbitrary<NegotiationConfig> = fc
  .record({ terms: termsArb, floor: fc.integer({ min: 1, max: 1_000_000 }), span: fc.integer({ min: 0, max: 1_000_000 }), strategy: strategyArb, maxRounds: fc.integer({ min: 1, max: 20 }), options: fc.constantFrom(undefined, 1, 2, 3) })
  .chain(({ terms, floor, span, strategy, maxRounds, options }) =>
    valuationArb(terms).map(
      (valuation): NegotiationConfig => ({
        currency: "EUR",
        floorMinor: floor,
        anchorMinor: floor + span,
        strategy,
        maxRounds,
        ttlMs: 86_400_000,
        package: { terms, valuation, ...(options !== undefined ? { options } : {}) },
      }),
    ),
  );

/** A value on a term's grid. */
export function termValueArb(term: TermDeclaration): fc.Arbitrary<number | string> {
  if (term.kind !== "numeric") return fc.constantFrom(...term.values);
  const steps = Math.round((term.max - term.min) / term.step);
  return fc.integer({ min: 0, max: steps }).map((k) => Number((term.min + k * term.step).toFixed(6)));
}

/** Some of the product's terms, each at a valid value. */
export function askedTermsArb(terms: readonly TermDeclaration[]): fc.Arbitrary<TermValues> {
  return fc.tuple(...terms.map((t) => fc.option(termValueArb(t), { nil: undefined }))).map((values) => {
    const out: TermValues = {};
    values.forEach((v, i) => {
      if (v !== undefined) out[terms[i]!.id] = v;
    });
    return out;
  });
}

export type PackageStep = { kind: "counter"; priceShare: number; terms: TermValues } | { kind: "accept"; option: number } | { kind: "bad"; terms: Record<string, unknown> };

/** A buyer's script: counters at a share of the price range with asked terms, acceptances of the k-th option, and malformed moves. */
export function packageScriptArb(config: NegotiationConfig): fc.Arbitrary<PackageStep[]> {
  const terms = config.package!.terms;
  const counter = fc.record({ priceShare: fc.double({ min: -0.5, max: 1.2, noNaN: true }), terms: askedTermsArb(terms) }).map((c): PackageStep => ({ kind: "counter", ...c }));
  const accept = fc.nat(3).map((option): PackageStep => ({ kind: "accept", option }));
  const bad = fc.constantFrom<Record<string, unknown>>({ nope: 1 }, { [terms[0]!.id]: "not-a-value-999" }, { [terms[0]!.id]: 1e12 }, { [terms[0]!.id]: null }).map((t): PackageStep => ({ kind: "bad", terms: t }));
  return fc.array(fc.oneof({ weight: 10, arbitrary: counter }, { weight: 2, arbitrary: accept }, { weight: 1, arbitrary: bad }), { minLength: 1, maxLength: config.maxRounds + 3 });
}

/** The buyer's move a script step makes, given the state the shop's last decision left (its standing options). */
export function moveOfStep(config: NegotiationConfig, step: PackageStep, state: NegotiationState): BuyerMove {
  const span = config.anchorMinor - config.floorMinor;
  if (step.kind === "counter") return { kind: "counter", priceMinor: Math.max(1, Math.round(config.floorMinor + step.priceShare * Math.max(span, 100))), terms: step.terms };
  if (step.kind === "bad") return { kind: "counter", priceMinor: config.anchorMinor, terms: step.terms as never };
  const options = state.package?.options;
  return options && options.length > 0 ? { kind: "accept", optionId: options[step.option % options.length]!.id } : { kind: "accept" };
}
