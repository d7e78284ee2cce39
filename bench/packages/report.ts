/**
 * The multi-issue bench's tables and the must-show checks (issue 28, item 6), as plain functions of the
 * figures `runPackagePanel` returns, so the CLI, the tests and whoever tunes the kernel read them the same way.
 */
import { formatTable, percent, share } from "../negotiation/table";
import { DOMAINS } from "./domains";
import type { PackagePanelFigures, PackageSummary, ShopFigures } from "./panel";
import type { ThroughputFigures } from "./throughput";

export const PARLEY = "parley packages";
export const PRICE_ONLY = "parley price-only";

/** The bounds. */
export const MAX_PARETO_DISTANCE = 0.05;
export const MIN_NASH_OF_NBS = 0.9;

const d3 = (x: number) => x.toFixed(3);

function overallTable(f: PackagePanelFigures): string {
  return formatTable(
    ["shop", "shop share", "agreement where possible", "buyer utility", "Pareto distance", "Nash/NBS per deal", "Nash/NBS where possible", "counters", "below floor/res/buyer res"],
    f.shops.map((s) => {
      const o = s.overall;
      return [s.shop, share(o.shopShare), percent(o.agreementWherePossible), share(o.buyerUtility), d3(o.paretoDistance), d3(o.nashPerDeal), d3(o.nashWherePossible), o.meanCounters.toFixed(1), `${o.dealsBelowFloor}/${o.dealsBelowReservation}/${o.dealsBelowBuyerReservation}`];
    }),
  );
}

const cell = (x: PackageSummary | undefined) => (x ? `${share(x.shopShare)} ${percent(x.agreementWherePossible).padStart(6)} ${share(x.nashWherePossible)}` : "—");

/** Rows per domain or family: every shop's shop share, agreement where possible and Nash/NBS where possible. */
function splitTable(f: PackagePanelFigures, by: "byDomain" | "byFamily"): string {
  const keys: string[] = by === "byDomain" ? f.domains : f.families;
  const label = (k: string) => (by === "byDomain" ? `${k} (${DOMAINS[k as keyof typeof DOMAINS].terms.length} terms)` : k);
  return formatTable(
    [`${by === "byDomain" ? "domain" : "family"}: share agreement Nash`, ...f.shops.map((s) => s.shop)],
    keys.map((k) => [label(k), ...f.shops.map((s) => cell((s[by] as Record<string, PackageSummary>)[k]))]),
  );
}

/** Parley with packages beside price-only Parley, in full, per domain and per family. */
function parleyDetail(f: PackagePanelFigures): string {
  const parley = shopNamed(f, PARLEY);
  const price = shopNamed(f, PRICE_ONLY);
  if (!parley) return "";
  const row = (name: string, x: PackageSummary, y: PackageSummary | undefined) => [
    name, share(x.shopShare), y ? share(y.shopShare) : "—", percent(x.agreementWherePossible), y ? percent(y.agreementWherePossible) : "—",
    share(x.buyerUtility), y ? share(y.buyerUtility) : "—", d3(x.paretoDistance), d3(x.nashPerDeal), d3(x.nashWherePossible), percent(x.possibleShare),
  ];
  return formatTable(
    ["parley packages (vs price-only)", "share", "(p-o)", "agreement", "(p-o)", "buyer U", "(p-o)", "Pareto dist", "Nash/NBS deal", "Nash/NBS possible", "deal possible"],
    [
      ...f.domains.map((d) => row(d, parley.byDomain[d]!, price?.byDomain[d])),
      ...f.families.map((fam) => row(fam, parley.byFamily[fam]!, price?.byFamily[fam])),
      row("all", parley.overall, price?.overall),
    ],
  );
}

export function shopNamed(f: PackagePanelFigures, name: string): ShopFigures | undefined {
  return f.shops.find((s) => s.shop === name);
}

/** How each shop's deals closed: the shop accepting the buyer's package, or the buyer taking the shop's offer. */
function closingTable(f: PackagePanelFigures): string {
  return formatTable(
    ["shop: deals closed by", "shop accepting the buyer's package", "distance", "share", "buyer taking the shop's offer", "distance", "share"],
    f.shops.map((s) => {
      const o = s.overall;
      return [s.shop, percent(o.closedByShop), d3(o.shopClosedDistance), share(o.shopClosedShare), percent(1 - o.closedByShop), d3(o.buyerClosedDistance), share(o.buyerClosedShare)];
    }),
  );
}

export function formatPanel(f: PackagePanelFigures): string {
  const title = `##### ${f.half.toUpperCase()}: ${f.domains.length} domains × ${f.productsPerDomain} products × ${f.families.length} buyer families (seed ${f.seed}); a deal was possible for ${percent(f.possibleShare)} of buyers; ${f.seconds.toFixed(1)} s`;
  return [title, "", overallTable(f), "", closingTable(f), "", splitTable(f, "byDomain"), "", splitTable(f, "byFamily"), "", parleyDetail(f)].join("\n");
}

export interface Check {
  name: string;
  met: boolean;
  detail: string;
}

/** The must-show checks on one half's figures (judged on HELD-OUT). */
export function mustShowChecks(f: PackagePanelFigures): Check[] {
  const parley = shopNamed(f, PARLEY);
  const price = shopNamed(f, PRICE_ONLY);
  if (!parley || !price) throw new Error(`the checks need the shops "${PARLEY}" and "${PRICE_ONLY}"`);
  const p = parley.overall;
  const q = price.overall;
  const rivals = f.shops.filter((s) => s.fair && s.shop !== PARLEY);
  return [
    {
      name: "packages beat price-only on shop utility share and buyer utility",
      met: p.shopShare > q.shopShare && p.buyerUtility > q.buyerUtility,
      detail: `share ${share(p.shopShare)} vs ${share(q.shopShare)}, buyer utility ${share(p.buyerUtility)} vs ${share(q.buyerUtility)}`,
    },
    { name: `mean Pareto distance ≤ ${MAX_PARETO_DISTANCE}`, met: p.paretoDistance <= MAX_PARETO_DISTANCE, detail: `${d3(p.paretoDistance)} (price-only ${d3(q.paretoDistance)})` },
    {
      name: `Nash product ≥ ${MIN_NASH_OF_NBS} of the NBS's (per deal)`,
      met: p.nashPerDeal >= MIN_NASH_OF_NBS,
      detail: `${d3(p.nashPerDeal)} per deal; ${d3(p.nashWherePossible)} where possible counting no deal as 0 (price-only ${d3(q.nashPerDeal)} / ${d3(q.nashWherePossible)})`,
    },
    {
      name: "agreement where possible ≥ price-only's",
      met: p.agreementWherePossible >= q.agreementWherePossible,
      detail: `${percent(p.agreementWherePossible)} vs ${percent(q.agreementWherePossible)}`,
    },
    ...rivals.map((r) => ({
      name: `ahead of ${r.shop} on shop share and Nash product`,
      met: p.shopShare > r.overall.shopShare && p.nashWherePossible > r.overall.nashWherePossible,
      detail: `share ${share(p.shopShare)} vs ${share(r.overall.shopShare)}, Nash/NBS where possible ${d3(p.nashWherePossible)} vs ${d3(r.overall.nashWherePossible)}`,
    })),
  ];
}

export function formatChecks(f: PackagePanelFigures): string {
  return mustShowChecks(f)
    .map((c) => `${c.met ? "met    " : "NOT met"}  ${c.name}: ${c.detail}`)
    .join("\n");
}

export function formatThroughput(t: ThroughputFigures): string {
  const fmt = (x: number) => `${Math.round(x).toLocaleString("en-US")}/s`;
  return [
    formatTable(
      ["decisions (replayed counters of the panel's negotiations)", "inputs", "decisions/s (median)"],
      [
        [`package, ${t.domain} (${t.terms} terms, MESO up to 3)`, String(t.packageInputs), fmt(t.packagePerSecond)],
        ["price only (the same buyers, no package)", String(t.priceInputs), fmt(t.pricePerSecond)],
        [`package, configuration parsed per decision`, String(t.packageInputs), fmt(t.packageColdPerSecond)],
      ],
    ),
    `package / price-only on replayed counters: ${t.ratio.toFixed(3)}; package ${fmt(t.packagePerSecond)} (the issue's target is ≥ 200,000/s on one core; ` +
      `\`npm run bench -- kernel\` measures package against price-only decisions in interleaved passes, the figure to judge it by)`,
  ].join("\n");
}
