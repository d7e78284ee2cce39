/**
 * The panel tournament: each baseline shop against every buyer family, on both halves of the generated
 * catalogue, printed separately, for each panel variant (market.ts).
 *
 *   node --import tsx bench/negotiation/tournament.ts [--products 400] [--seed 42]   (products per half)
 */
import { FAMILY_NAMES } from "../../rehearsal/buyers/types";
import { generateHalves, HALVES, PANEL_VARIANTS, type Half, type Market, type PanelVariant } from "./market";
import { reservationBound, runPanel, type PanelReport } from "./panel";
import { baselineShops, type NamedShop } from "./shops";
import { formatTable, numberArg, percent, share } from "./table";

/** Every shop against the markets, once; the reports by shop name, in the shops' order. */
export function runShops(shops: readonly NamedShop[], markets: readonly Market[]): { reports: Map<string, PanelReport>; seconds: number } {
  const started = performance.now();
  const reports = new Map(shops.map((s) => [s.name, runPanel(s.factory, markets)] as const));
  return { reports, seconds: (performance.now() - started) / 1000 };
}

export function tournamentReport(half: Half, markets: readonly Market[], shops: readonly NamedShop[]): string {
  return formatTournament(half, markets, runShops(shops, markets));
}

function formatTournament(half: Half, markets: readonly Market[], run: ReturnType<typeof runShops>): string {
  const reports = [...run.reports];
  const seconds = run.seconds.toFixed(1);
  const overall = formatTable(
    ["shop", "surplus share", "agreement R≥F", "agreement", "rounds to deal", "below floor", "above R"],
    reports.map(([name, r]) => [
      name, share(r.overall.meanSurplusShare), percent(r.overall.agreementWherePossible), percent(r.overall.agreement),
      r.overall.meanRoundsToDeal.toFixed(1), String(r.overall.dealsBelowFloor), String(r.overall.dealsAboveReservation),
    ]),
  );
  const present = FAMILY_NAMES.filter((f) => reports[0]![1].byFamily[f].buyers > 0);
  const families = formatTable(
    ["family: surplus (agreement R≥F)", ...reports.map(([name]) => name)],
    present.map((f) => [f, ...reports.map(([, r]) => `${share(r.byFamily[f].meanSurplusShare)} (${percent(r.byFamily[f].agreementWherePossible)})`)]),
  );
  const buyers = markets.flatMap((m) => m.buyers.map((b) => b.reservationMinor >= m.product.floorMinor));
  const able = percent(buyers.filter(Boolean).length / Math.max(1, buyers.length));
  const title = `== ${half.toUpperCase()} half: ${markets.length} products × ${present.length} families = ${buyers.length} buyers per shop, ${able} with R ≥ F (${seconds} s)`;
  return [title, overall, "", families].join("\n");
}

/** What the negotiator issue measured for the reference shops on the outside panel: surplus share, agreement where possible. */
const OUTSIDE_PANEL: ReadonlyArray<[string, number, number]> = [
  ["previous kernel", 0.157, 0.747],
  ["anchor-resume 50%", 0.056, 0.758],
  ["boulware e=4", 0.223, 0.736],
];

/** How close the reference panel comes to the outside one, shop by shop (the oracle there is the bound min(R, A)). */
function calibrationLine(markets: readonly Market[], reports: ReadonlyMap<string, PanelReport>): string {
  const cells = OUTSIDE_PANEL.map(([name, surplus, agreement]) => {
    const r = reports.get(name)!.overall;
    return `${name} ${share(r.meanSurplusShare)} / ${percent(r.agreementWherePossible)} (outside ${share(surplus)} / ${percent(agreement)})`;
  });
  return `calibration against the outside panel: ${cells.join("; ")}; bound min(R, A) ${share(reservationBound(markets))} (outside oracle 0.547)`;
}

/** Parley against the targets, on one half: surplus share ≥ 0.30 with agreement where possible ≥ 76%, never below the floor. */
function targetLine(half: Half, variant: PanelVariant, reports: ReadonlyMap<string, PanelReport>): string {
  const parley = reports.get("parley")!.overall;
  const boulware = reports.get("boulware e=4")!.overall;
  const met = (ok: boolean) => (ok ? "met" : "NOT met");
  return (
    `${variant} panel, ${half}: parley ${share(parley.meanSurplusShare)} surplus (target ≥ 0.30: ${met(parley.meanSurplusShare >= 0.3)}), ` +
    `${percent(parley.agreementWherePossible)} agreement where possible (target ≥ 76%: ${met(parley.agreementWherePossible >= 0.76)}), ` +
    `${parley.dealsBelowFloor} deals below the floor; ${(parley.meanSurplusShare / boulware.meanSurplusShare).toFixed(2)}× the 20-line Boulware's surplus`
  );
}

const VARIANT_TITLES: Record<PanelVariant, string> = {
  default: "the panel: 15 families, deadlines 3–14 counters",
  patient: "patient buyers: deadlines 8–20 counters (robustness check)",
  reference: "reference panel: the issue's 11 families using all 10 rounds, calibrated to the outside panel's figures",
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const products = numberArg("products", 400);
  const seed = numberArg("seed", 42);
  console.log(`seed ${seed}; surplus share = mean (price − F)/(A − F), 0 without a deal; the defaults were tuned on the TUNE halves only\n`);
  const summary: string[] = [];
  for (const variant of PANEL_VARIANTS) {
    const halves = generateHalves(products, seed, variant);
    console.log(`##### ${VARIANT_TITLES[variant]}\n`);
    for (const half of HALVES) {
      const run = runShops(baselineShops(halves[half]), halves[half]);
      console.log(`${formatTournament(half, halves[half], run)}\n`);
      if (variant === "reference") console.log(`${calibrationLine(halves[half], run.reports)}\n`);
      summary.push(targetLine(half, variant, run.reports));
    }
  }
  console.log(summary.join("\n"));
}
