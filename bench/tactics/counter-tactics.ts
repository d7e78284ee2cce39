/**
 * What counter-tactics do to the shop's surplus: Parley's default against the tournament's buyer panel, with
 * the tactic detectors on and a `holdAfter` set (hold instead of conceding in the round a tactic is first
 * seen), against the default without them. Chosen on the TUNE half, reported on both.
 *   node --import tsx bench/tactics/counter-tactics.ts [--products 200]
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_STRATEGY, type CounterTacticTrigger } from "../../kernel";
import { generateHalves, HALVES } from "../negotiation/market";
import { parleyShop } from "../negotiation/shops/parley-shop";
import { formatTable, numberArg, percent, share } from "../negotiation/table";
import { runShops } from "../negotiation/tournament";

const SETS: ReadonlyArray<readonly CounterTacticTrigger[]> = [
  ["anchoring"],
  ["flinching"],
  ["time-pressure"],
  ["split-the-difference"],
  ["nibbling"],
  ["anchoring", "flinching", "nibbling"],
  ["anchoring", "flinching", "nibbling", "time-pressure", "split-the-difference"],
];

const products = numberArg("products", 200);
const seed = numberArg("seed", 42);
const halves = generateHalves(products, seed, "default");
const shops = [
  { name: "parley (no detection)", factory: parleyShop() },
  { name: "detectors on, no counter", factory: parleyShop({ detectTactics: true }) },
  ...SETS.map((set) => ({ name: `hold after ${set.join(" + ")}`, factory: parleyShop({ detectTactics: true, strategy: { ...DEFAULT_STRATEGY, holdAfter: [...set] } }) })),
];
const figures: Record<string, Record<string, { surplus: number; agreement: number }>> = {};
for (const half of HALVES) {
  const run = runShops(shops, halves[half]);
  const base = run.reports.get("parley (no detection)")!.overall.meanSurplusShare;
  figures[half] = Object.fromEntries([...run.reports].map(([name, r]) => [name, { surplus: r.overall.meanSurplusShare, agreement: r.overall.agreementWherePossible }]));
  console.log(`== ${half.toUpperCase()}: ${halves[half].length} products, default panel (${run.seconds.toFixed(1)} s)`);
  console.log(
    formatTable(
      ["shop", "surplus share", "vs default", "agreement R≥F", "below floor"],
      [...run.reports].map(([name, r]) => [
        name,
        share(r.overall.meanSurplusShare),
        `${r.overall.meanSurplusShare >= base ? "+" : ""}${(r.overall.meanSurplusShare - base).toFixed(3)}`,
        percent(r.overall.agreementWherePossible),
        String(r.overall.dealsBelowFloor),
      ]),
    ),
  );
  console.log("");
}
if (process.env.BENCH_FIGURES) writeFileSync(join(process.env.BENCH_FIGURES, "counter-tactics.json"), JSON.stringify(figures));
