/**
 * The panel tournament: each baseline shop against every buyer family, on both halves of the generated
 * catalogue, printed separately.
 *
 *   node --import tsx bench/negotiation/tournament.ts [--products 400] [--seed 42]   (products per half)
 */
import { FAMILY_NAMES } from "./buyers/types";
import { generateHalves, HALVES, type Half, type Market } from "./market";
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const products = numberArg("products", 400);
  const seed = numberArg("seed", 42);
  const halves = generateHalves(products, seed);
  console.log(`seed ${seed}; surplus share = mean (price − F)/(A − F), 0 without a deal\n`);
  for (const half of HALVES) console.log(`${tournamentReport(half, halves[half], baselineShops(halves[half]))}\n`);
}
