/**
 * The NBS-seeking experiment's tuner (kernel/package/nbs.ts): Parley's packages on the TUNE half (only) with the
 * steering off and with each setting given (NBS_GRID, a JSON list of kernel/package/nbs.ts NbsSteering), one line
 * of figures each; `--breakdown` adds them per domain and family. `--held-out` measures the setting chosen on TUNE,
 * once.
 *
 *   NBS_GRID='[{"extrapolation":5,"hold":true,"accept":false,"searchSteps":10}]' \
 *     node --import tsx bench/packages/nbs-tune.ts [--products 60] [--held-out] [--breakdown]
 */
import { setNbsSteering } from "../../kernel/package/decide-package";
import type { NbsSteering } from "../../kernel/package/nbs";
import { numberArg } from "../negotiation/table";
import { generatePackageMarkets, type Half } from "./market";
import { runPackagePanel, type PackageSummary } from "./panel";
import { parleyPackages } from "./shops/parley";

const line = (name: string, s: PackageSummary) =>
  `${name.padEnd(44)} share ${s.shopShare.toFixed(3)} agree ${(s.agreementWherePossible * 100).toFixed(1)}% buyerU ${s.buyerUtility.toFixed(3)} pareto ${s.paretoDistance.toFixed(3)} nash/deal ${s.nashPerDeal.toFixed(3)} nash/possible ${s.nashWherePossible.toFixed(3)} byShop ${(s.closedByShop * 100).toFixed(0)}%`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const products = numberArg("products", 60);
  const half = (process.argv.includes("--held-out") ? "held-out" : "tune") as Half;
  const markets = generatePackageMarkets(half, products, 42);
  const settings: (NbsSteering | null)[] = [null];
  const grid = process.env.NBS_GRID ? (JSON.parse(process.env.NBS_GRID) as NbsSteering[]) : [];
  settings.push(...grid);
  for (const s of settings) {
    setNbsSteering(s);
    const f = runPackagePanel({ half, products, markets, shops: [parleyPackages()] });
    const shop = f.shops[0]!;
    console.log(line(s ? JSON.stringify(s) : "off", shop.overall));
    if (process.argv.includes("--breakdown")) {
      for (const [d, x] of Object.entries(shop.byDomain)) console.log(line(`  ${d}`, x!));
      for (const [fam, x] of Object.entries(shop.byFamily)) console.log(line(`  ${fam}`, x!));
    }
  }
  setNbsSteering(null);
}
