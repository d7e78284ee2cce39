/**
 * `npm run bench -- identities`: the attack suite with 5, 20 and 100 identities per product (issue 26), against
 * Parley as the API serves it, on TUNE and HELD-OUT, beside the blind guess; then the same machinery against the
 * previous kernel, a shop known to leak its floor, as the control that the attacks do find what is there.
 *
 *   node --import tsx bench/negotiation/multi-identity/run.ts [--products 400] [--seed 42] [--control-products 100]
 */
import { generateMarkets, HALVES, type Half } from "../market";
import { previousKernelShop } from "../shops/previous-kernel-shop";
import { formatTable, numberArg, percent, share } from "../table";
import { identityAttacks, IDENTITY_COUNTS, parleyIdentityTarget, type IdentityAttackReport, type IdentityTarget } from "./attacks";

/** The previous kernel as documented: offers F + ⌈(A − F)(1 − t^(1/1.5))⌉, any bid ≥ F taken in the last quarter. */
export const previousKernelIdentityTarget: IdentityTarget = {
  name: "previous kernel (control)",
  factory: previousKernelShop,
  draws: { name: "previous kernel", shapes: [1.5], endGap: () => 1, reserveShare: [0, 0] },
  gridStep: () => 1,
};

export function identityTable(reports: readonly IdentityAttackReport[]): string {
  const blind = reports[0]?.blind ?? { withinFloor: 0, withinSpan: 0 };
  return formatTable(
    ["attack", "K", "≤5% of span", "blind", "≤5% of F", "blind", "median |F̂−F|/span", "negotiations/product", "deals/product", "deal price/A", "deals' surplus share", "escalations/product"],
    reports.map((r) => [
      r.attack, String(r.identities), percent(r.located.withinSpan), percent(blind.withinSpan), percent(r.located.withinFloor), percent(blind.withinFloor),
      percent(r.medianSpanError), r.negotiationsPerProduct.toFixed(1), r.dealsPerProduct.toFixed(2),
      r.meanDealPriceShareOfList === null ? "—" : percent(r.meanDealPriceShareOfList), r.meanDealSurplusShare === null ? "—" : share(r.meanDealSurplusShare),
      r.escalationsPerProduct.toFixed(2),
    ]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = numberArg("products", 400);
  const controlCount = numberArg("control-products", 100);
  const seed = numberArg("seed", 42);
  console.log(
    `seed ${seed}; K identities per product, one negotiation each; located = |F̂ − F| within 5% of the span A − F, or of F; ` +
      `blind = the suite's blind guess on the same products\n`,
  );
  const started = Date.now();
  for (const [target, n] of [[parleyIdentityTarget(), count], [previousKernelIdentityTarget, controlCount]] as const) {
    for (const half of HALVES as readonly Half[]) {
      const products = generateMarkets(half, n, seed).map((m) => m.product);
      console.log(`== ${half.toUpperCase()} half, ${target.name}: ${products.length} products, K = ${IDENTITY_COUNTS.join(", ")}`);
      console.log(`${identityTable(identityAttacks(target, products))}\n`);
    }
  }
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
