/**
 * The Bayesian buyer model's working memory (kernel/package/bayes.ts ShapeScratch) is shared by every update on a
 * product, so that a bid update allocates only the state it returns. Sharing must change nothing a buyer could
 * see: negotiations on one product, updated in any interleaving, learn exactly what each learns alone, and a
 * compiled buyer model stays as it was whatever is learnt after it. Properties with fast-check.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NegotiationConfig, TermValues } from "../../kernel";
import { buyerValueAt, compileBuyerValues, emptyPreferences, observePackageBid, observePick } from "../../kernel/package/preferences";
import { packageSpace } from "../../kernel/package/space";
import type { BuyerPreferences, PackageOption } from "../../kernel/package/types";
import { askedTermsArb, packageConfigArb } from "./package-arbitraries";

type Step = { share: number; terms: TermValues };

const stepsArb = (config: NegotiationConfig) => fc.array(fc.record({ share: fc.double({ min: -0.5, max: 1.2, noNaN: true }), terms: askedTermsArb(config.package!.terms) }), { minLength: 1, maxLength: 8 });

/** Two buyers' bid scripts on one product, and an order to interleave their updates in. */
const twoBuyersArb = packageConfigArb.chain((config) => fc.record({ config: fc.constant(config), a: stepsArb(config), b: stepsArb(config), order: fc.array(fc.boolean(), { maxLength: 16 }) }));

/** One buyer's negotiation: its model after each bid, and a pick between its last two bids after each. */
class Buyer {
  states: BuyerPreferences[];
  private previous: { priceMinor: number; terms: TermValues } | null = null;
  constructor(private config: NegotiationConfig) {
    this.states = [emptyPreferences(packageSpace(config))];
  }
  bid(step: Step): void {
    const { config } = this;
    const space = packageSpace(config);
    const bid = { priceMinor: Math.max(1, Math.round(config.floorMinor + step.share * (config.anchorMinor - config.floorMinor))), terms: { ...space.best, ...step.terms } };
    let prefs = observePackageBid(space, this.states.at(-1)!, bid, step.terms, this.previous, true);
    if (this.previous) {
      const options: PackageOption[] = [{ id: "now", ...bid }, { id: "before", ...this.previous }];
      prefs = observePick(space, prefs, options[1]!, options, true);
    }
    this.states.push(prefs);
    this.previous = bid;
  }
}

describe("the Bayesian model's shared working memory changes nothing", () => {
  it("two negotiations on one product, updated interleaved, learn what each learns alone", () => {
    fc.assert(
      fc.property(twoBuyersArb, ({ config, a, b, order }) => {
        const alone = (steps: Step[]) => {
          const buyer = new Buyer(config);
          steps.forEach((s) => buyer.bid(s));
          return buyer.states;
        };
        const expectedA = alone(a);
        const expectedB = alone(b);
        const x = new Buyer(config);
        const y = new Buyer(config);
        let i = 0;
        let j = 0;
        for (const first of order) {
          if (first && i < a.length) x.bid(a[i++]!);
          else if (j < b.length) y.bid(b[j++]!);
        }
        while (i < a.length) x.bid(a[i++]!);
        while (j < b.length) y.bid(b[j++]!);
        expect(x.states).toEqual(expectedA);
        expect(y.states).toEqual(expectedB);
      }),
      { numRuns: 150 },
    );
  });

  it("a compiled buyer model reads the same after later updates on the same product", () => {
    fc.assert(
      fc.property(twoBuyersArb, ({ config, a, b }) => {
        const space = packageSpace(config);
        const buyer = new Buyer(config);
        a.forEach((s) => buyer.bid(s));
        const compiled = compileBuyerValues(space, buyer.states.at(-1)!);
        const read = () => space.terms.map((term, i) => Array.from({ length: Math.min(term.kind === "numeric" ? space.steps[i]! + 1 : term.values.length, 200) }, (_, k) => buyerValueAt(space, compiled, i, k)));
        const before = read();
        // Another negotiation on the product learns (and overwrites the working memory) meanwhile.
        const other = new Buyer(config);
        b.forEach((s) => other.bid(s));
        compileBuyerValues(space, other.states.at(-1)!);
        expect(read()).toEqual(before);
        expect(compileBuyerValues(space, buyer.states.at(-1)!)).toEqual(compiled);
      }),
      { numRuns: 100 },
    );
  });
});
