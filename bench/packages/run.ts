/**
 * `npm run bench -- packages`: the multi-issue bench (issue 28, item 6). Both halves of the generated panel —
 * seven domains, eight buyer families — against Parley with packages, Parley on price only and the baselines,
 * a table set per half, the must-show checks (judged on HELD-OUT, TUNE beside them), and package against
 * price-only decisions per second measured in the same run.
 *
 *   node --import tsx bench/packages/run.ts [--products 250] [--seed 42] [--throughput-products 40]
 *
 * `--products` counts products per domain and half (each with one buyer per family). The figures come from
 * `runPackagePanel` (panel.ts), which a tuner can call directly.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { numberArg } from "../negotiation/table";
import { HALVES, type Half } from "./market";
import { runPackagePanel, type PackagePanelFigures } from "./panel";
import { formatChecks, formatPanel, formatThroughput } from "./report";
import { measureThroughput, recordInputs } from "./throughput";
import { formatScoutAttack, formatWeightAttack, runScoutAttack, runWeightAttack } from "./attacks";

/** Products per domain and half by default: about 3 minutes for the whole section on this bench's 2 slow cores. */
export const DEFAULT_PRODUCTS = 250;
/** The throughput figure's domain: the target is stated for 5 terms. */
const THROUGHPUT_DOMAIN = "car";

if (import.meta.url === `file://${process.argv[1]}`) {
  const products = numberArg("products", DEFAULT_PRODUCTS);
  const seed = numberArg("seed", 42);
  const throughputProducts = numberArg("throughput-products", 40);
  console.log(
    `seed ${seed}; ${products} products per domain and half. shop share = (U_shop − res)/(1 − res), 0 without a deal; buyer utility its own, ` +
      `0 without a deal; Pareto distance (per deal) in utility units to the exact frontier; Nash/NBS = (U_shop − res)(U_buyer − res_b) over the NBS's\n`,
  );
  const figures = {} as Record<Half, PackagePanelFigures>;
  for (const half of HALVES) {
    figures[half] = runPackagePanel({ half, products, seed });
    console.log(`${formatPanel(figures[half])}\n`);
  }
  console.log(`##### Must-show checks (issue 28), HELD-OUT\n${formatChecks(figures["held-out"])}\n`);
  console.log(`(TUNE, for reference)\n${formatChecks(figures.tune)}\n`);
  const attackProducts = Math.max(10, Math.round(products / 6));
  console.log(`##### Secrecy: a prober asking one term at a time with fresh identities (HELD-OUT, ${attackProducts} products per domain)\n${formatWeightAttack([1, 3].map((o) => runWeightAttack("held-out", attackProducts, o, seed)))}\n`);
  console.log(`##### Secrecy: scouting with fresh identities, then buying (HELD-OUT, ${attackProducts} products per domain; each buyer against its honest twin)\n${formatScoutAttack([4, 8].map((k) => runScoutAttack("held-out", attackProducts, k, seed)))}\n`);
  const throughput = measureThroughput(THROUGHPUT_DOMAIN, recordInputs(THROUGHPUT_DOMAIN, throughputProducts, seed));
  console.log(`##### Decisions per second, same run\n${formatThroughput(throughput)}`);
  if (process.env.BENCH_FIGURES) {
    writeFileSync(join(process.env.BENCH_FIGURES, "packages.json"), JSON.stringify({ heldOut: figures["held-out"].shops.map((s) => ({ shop: s.shop, ...s.overall })), throughput }));
  }
}
