/**
 * The panel tournament: each baseline shop against every buyer family, on both halves of the generated
 * catalogue, printed separately.
 *
 *   node --import tsx bench/negotiation/tournament.ts [--products 400] [--seed 42]   (products per half)
 */
import { FAMILY_NAMES } from "./buyers/types";
import { generateHalves, HALVES, type Half, type Market, type Patience } from "./market";
import { runPanel, type PanelReport } from "./panel";
import { baselineShops, type NamedShop } from "./shops";
import { formatTable, numberArg, percent, share } from "./table";

export function tournamentReport(half: Half, markets: readonly Market[], shops: readonly NamedShop[]): string {
  const started = performance.now();
  const reports: Array<[string, PanelReport]> = shops.map((s) => [s.name, runPanel(s.factory, markets)]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const overall = formatTable(
    ["shop", "surplus share", "agreement R≥F", "agreement", "rounds to deal", "below floor", "above R"],
    reports.map(([name, r]) => [
      name, share(r.overall.meanSurplusShare), percent(r.overall.agreementWherePossible), percent(r.overall.agreement),
      r.overall.meanRoundsToDeal.toFixed(1), String(r.overall.dealsBelowFloor), String(r.overall.dealsAboveReservation),
    ]),
  );
  const families = formatTable(
    ["family: surplus (agreement R≥F)", ...reports.map(([name]) => name)],
    FAMILY_NAMES.map((f) => [f, ...reports.map(([, r]) => `${share(r.byFamily[f].meanSurplusShare)} (${percent(r.byFamily[f].agreementWherePossible)})`)]),
  );
  const buyers = markets.flatMap((m) => m.buyers.map((b) => b.reservationMinor >= m.product.floorMinor));
  const able = percent(buyers.filter(Boolean).length / Math.max(1, buyers.length));
  const title = `== ${half.toUpperCase()} half: ${markets.length} products × ${FAMILY_NAMES.length} families = ${buyers.length} buyers per shop, ${able} with R ≥ F (${seconds} s)`;
  return [title, overall, "", families].join("\n");
}

/** Parley against the targets, on one half: surplus share ≥ 0.30 with agreement where possible ≥ 76%, never below the floor. */
function targetLine(half: Half, patience: Patience, markets: readonly Market[]): string {
  const [parley, , , boulware] = baselineShops(markets).map((s) => runPanel(s.factory, markets).overall);
  const met = (ok: boolean) => (ok ? "met" : "NOT met");
  return (
    `${patience} buyers, ${half}: parley ${share(parley!.meanSurplusShare)} surplus (target ≥ 0.30: ${met(parley!.meanSurplusShare >= 0.3)}), ` +
    `${percent(parley!.agreementWherePossible)} agreement where possible (target ≥ 76%: ${met(parley!.agreementWherePossible >= 0.76)}), ` +
    `${parley!.dealsBelowFloor} deals below the floor; ${(parley!.meanSurplusShare / boulware!.meanSurplusShare).toFixed(2)}× the 20-line Boulware's surplus`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const products = numberArg("products", 400);
  const seed = numberArg("seed", 42);
  console.log(`seed ${seed}; surplus share = mean (price − F)/(A − F), 0 without a deal; the defaults were tuned on the TUNE half only\n`);
  const summary: string[] = [];
  for (const patience of ["default", "patient"] as const) {
    const halves = generateHalves(products, seed, patience);
    console.log(`##### ${patience === "default" ? "buyers' deadlines 3–14 counters (the panel)" : "patient buyers: deadlines 8–20 counters (robustness check)"}\n`);
    for (const half of HALVES) {
      console.log(`${tournamentReport(half, halves[half], baselineShops(halves[half]))}\n`);
      summary.push(targetLine(half, patience, halves[half]));
    }
  }
  console.log(summary.join("\n"));
}
