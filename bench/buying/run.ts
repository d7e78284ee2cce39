/**
 * `npm run bench -- buying` (issue 31, item 1): Parley's buying negotiator on the supplier panel — the buyer panel
 * mirrored (frame.ts) — against a time-only Boulware buyer, the previous kernel buying, and the selling kernel by the
 * plain reflection alone; TUNE and HELD-OUT halves, the default, patient and reference panels. Then the mirrored attack
 * suite: one supplier identity, ≤ 20 negotiations per item, probing for our ceiling, beside the blind guess.
 *
 *   node --import tsx bench/buying/run.ts [--products 150] [--attack-products 200] [--seed 42]
 */
import { FAMILY_NAMES } from "../../rehearsal/buyers/types";
import { attackReport, parleyTarget, type AttackTarget } from "../negotiation/attacks";
import { generateHalves, HALVES, type Half, type Market, type PanelVariant } from "../negotiation/market";
import { reservationBound, runPanel, type PanelReport } from "../negotiation/panel";
import { boulwareCurve, boulwareShop } from "../negotiation/shops/boulware-shop";
import { parleyShop } from "../negotiation/shops/parley-shop";
import { previousKernelPublishedCurve, previousKernelShop } from "../negotiation/shops/previous-kernel-shop";
import { formatTable, numberArg, percent, share } from "../negotiation/table";
import { runAttack } from "../negotiation/floor-attacks/run-attack";
import { buyingBySellingMirror, inSupplierFrame } from "./frame";
import { gridReading } from "./grid-attack";
import { buyingPackages, buyingPriceOnly } from "./packages";
import { runPackagePanel, type PackageSummary } from "../packages/panel";
import { parleyPackages } from "../packages/shops/parley";
import { parleyBuyer } from "./parley-buyer";
import type { ShopFactory } from "../negotiation/shop-sim";

interface NamedBuyer {
  name: string;
  factory: ShopFactory;
}

export const BUYERS: readonly NamedBuyer[] = [
  { name: "parley buying", factory: inSupplierFrame(parleyBuyer()) },
  { name: "parley buying + learner", factory: inSupplierFrame(parleyBuyer({ learner: true })) },
  { name: "selling kernel, mirror only", factory: inSupplierFrame(buyingBySellingMirror(parleyShop())) },
  { name: "previous kernel", factory: inSupplierFrame(buyingBySellingMirror(previousKernelShop)) },
  { name: "boulware e=4 buyer", factory: inSupplierFrame(buyingBySellingMirror(boulwareShop)) },
];

/** Parley buying as a supplier who has read the documentation sees it: the selling documentation, reflected. */
export function buyingTarget(): AttackTarget {
  return { ...parleyTarget(), name: "parley buying", factory: inSupplierFrame(parleyBuyer()) };
}

const CONTROL_TARGETS: readonly AttackTarget[] = [
  { name: "previous kernel buying", factory: inSupplierFrame(buyingBySellingMirror(previousKernelShop)), publishedCurve: previousKernelPublishedCurve },
  { name: "boulware e=4 buyer", factory: inSupplierFrame(buyingBySellingMirror(boulwareShop)), publishedCurve: boulwareCurve },
];

function panelTable(half: Half, variant: PanelVariant, markets: readonly Market[]): { text: string; reports: Map<string, PanelReport> } {
  const started = performance.now();
  const reports = new Map(BUYERS.map((b) => [b.name, runPanel(b.factory, markets)] as const));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = [...reports].map(([name, r]) => [
    name, share(r.overall.meanSurplusShare), percent(r.overall.agreementWherePossible), percent(r.overall.agreement),
    r.overall.meanRoundsToDeal.toFixed(1), String(r.overall.dealsBelowFloor), String(r.overall.dealsAboveReservation),
  ]);
  const suppliers = markets.reduce((n, m) => n + m.buyers.length, 0);
  const overall = formatTable(["buyer", "surplus share", "deals, cost ≤ ceiling", "deals", "rounds to deal", "above ceiling", "below supplier's cost"], rows);
  const present = FAMILY_NAMES.filter((f) => [...reports.values()][0]!.byFamily[f].buyers > 0);
  const families = formatTable(
    ["supplier family: surplus (deal rate, cost ≤ ceiling)", ...reports.keys()],
    present.map((f) => [f, ...[...reports.values()].map((r) => `${share(r.byFamily[f].meanSurplusShare)} (${percent(r.byFamily[f].agreementWherePossible)})`)]),
  );
  const title = `== ${variant} panel, ${half.toUpperCase()} half: ${markets.length} items × ${present.length} supplier families = ${suppliers} suppliers per buyer (${seconds} s); bound min(cost…) ${share(reservationBound(markets))}`;
  return { text: [title, overall, "", families].join("\n"), reports };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const products = numberArg("products", 150);
  const attackProducts = numberArg("attack-products", 200);
  const packageProducts = numberArg("package-products", 40);
  const seed = numberArg("seed", 42);
  console.log(
    `seed ${seed}; surplus share = mean (ceiling − price)/(ceiling − opening), 0 without a deal; suppliers are the buyer panel's families ` +
      `reflected through twice our opening (bench/buying/frame.ts); nothing was tuned for buying: the selling defaults, reflected\n`,
  );
  const summary: string[] = [];
  for (const variant of ["default", "patient", "reference"] as const) {
    const halves = generateHalves(products, seed, variant);
    for (const half of HALVES) {
      const { text, reports } = panelTable(half, variant, halves[half]);
      console.log(`${text}\n`);
      const parley = reports.get("parley buying")!.overall;
      const vs = (name: string) => `${(parley.meanSurplusShare / reports.get(name)!.overall.meanSurplusShare).toFixed(2)}× ${name}`;
      summary.push(
        `${variant}/${half}: parley buying ${share(parley.meanSurplusShare)} surplus, ${percent(parley.agreementWherePossible)} deals where cost ≤ ceiling, ` +
          `${parley.dealsBelowFloor} above the ceiling; ${vs("boulware e=4 buyer")}, ${vs("previous kernel")}, ${vs("selling kernel, mirror only")}`,
      );
    }
  }
  console.log(summary.join("\n"));
  console.log(`\n##### The mirrored attack suite: suppliers probing for our ceiling (located = |ĉ − c| ≤ 5% of c − a; "≤5% of F" is 5% of 2a − c)\n`);
  const halves = generateHalves(attackProducts, seed);
  for (const target of [buyingTarget(), ...CONTROL_TARGETS]) {
    for (const half of HALVES) {
      const started = performance.now();
      const report = attackReport(half, halves[half], target);
      console.log(`${report}\n(${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
    }
  }
  console.log(gridReport(halves));
  console.log(`\n##### Packages: the multi-issue panel with Parley buying in the shop's seat (bench/buying/packages.ts), ${packageProducts} products per domain and half\n`);
  console.log(packageReport(packageProducts, seed));
}

/** Parley buying with packages and on price only, beside Parley selling on the same panel: overall and per domain. */
function packageReport(products: number, seed: number): string {
  const out: string[] = [];
  for (const half of HALVES) {
    const figures = runPackagePanel({ half, products, seed, shops: [buyingPackages, buyingPriceOnly, parleyPackages()] });
    const row = (label: string, s: PackageSummary) => [label, share(s.shopShare), percent(s.agreementWherePossible), share(s.paretoDistance), share(s.nashWherePossible), String(s.dealsBelowFloor + s.dealsBelowReservation)];
    const rows = figures.shops.flatMap((shop) => [
      row(`${shop.shop}: overall`, shop.overall),
      ...figures.domains.filter((d) => d === "supply" || d === "energy").map((d) => row(`  ${d}`, shop.byDomain[d]!)),
    ]);
    out.push(
      `== ${half.toUpperCase()}: ${figures.domains.length} domains × ${products} products × ${figures.families.length} families (${figures.seconds.toFixed(1)} s); deal possible for ${percent(figures.possibleShare)}`,
      formatTable(["negotiator", "our share", "deals where possible", "Pareto distance", "Nash where possible", "above ceiling / below reservation"], rows),
      "",
    );
  }
  return out.join("\n");
}

/** Attack (i), grid reading: Parley buying against the selling kernel reflected plainly (whose grid shows the ceiling). */
function gridReport(halves: Record<Half, Market[]>): string {
  const targets = [
    { name: "parley buying", factory: inSupplierFrame(parleyBuyer()) },
    { name: "selling kernel, mirror only", factory: inSupplierFrame(buyingBySellingMirror(parleyShop())) },
  ];
  const rows = HALVES.flatMap((half) => {
    const products = halves[half].map((m) => m.product);
    return targets.map((t) => {
      const r = runAttack(t.factory, products, gridReading);
      return [`${half}: ${t.name}`, percent(r.estimated), `${percent(r.located.withinSpan)} (blind ${percent(r.blind.withinSpan)})`, `${percent(r.located.withinFloor)} (blind ${percent(r.blind.withinFloor)})`];
    });
  });
  return [
    "== (i) grid reading: the step and residue of our offers, read from one negotiation of lowball asks (bench/buying/grid-attack.ts)",
    formatTable(["target", "estimated", "ceilings located ≤5% of span", "≤5% of F"], rows),
  ].join("\n");
}
