/**
 * What the panels allow: Parley beside shops told what no shop is told, on the HELD-OUT half of each panel.
 * - Parley told each buyer's deadline: its clock runs out when the buyer's does (the buyer still sees 10 rounds).
 * - the floor giveaway: offers the floor at once and takes any bid at or above it (agreement when price is no
 *   obstacle; surplus ≈ 0);
 * - the oracle: told each buyer's reservation R, offers min(A, max(F, R)) at once;
 * - Parley through the bundled policy set (policies/default.yaml, what a new shop runs until its owner uploads
 *   its own), every decision judged by the real evaluator, escalations settled by their timeout actions (nobody
 *   answers them): what the panel's buyers would meet over HTTP on a shop that kept the defaults.
 * The frontier of Parley's own tactics on a panel comes from tune.ts with TUNE_WEIGHTS (bench/README.md).
 *
 *   node --import tsx bench/negotiation/limits.ts [--products 400] [--seed 42]
 */
import { DEFAULT_STRATEGY } from "../../kernel";
import { DEFAULT_POLICIES_YAML, parsePolicySet, type PolicySet } from "../../policies";
import { playBuyer } from "../../rehearsal/buyers/play";
import { GovernedShop } from "../../rehearsal/governed-shop";
import { generateMarkets, PANEL_VARIANTS, type Market } from "./market";
import { buyerFacts, reservationsOf, runPanel, scoreBuyers } from "./panel";
import { floorGiveawayShop } from "./shops/floor-giveaway-shop";
import { oracleShop } from "./shops/oracle-shop";
import { drawsFor, parleyShop } from "./shops/parley-shop";
import { previousKernelShop } from "./shops/previous-kernel-shop";
import type { ShopFactory } from "./shop-sim";
import { formatTable, numberArg, percent, share } from "./table";

export function limitShops(markets: readonly Market[]): ReadonlyArray<[string, ShopFactory]> {
  return [
    ["parley", parleyShop()],
    ["parley told each buyer's deadline", parleyShop({ roundsFor: buyerFacts(markets, (b) => b.deadline) })],
    ["previous kernel (leaks its floor)", previousKernelShop],
    ["floor giveaway", floorGiveawayShop],
    ["oracle (told R)", oracleShop(reservationsOf(markets))],
  ];
}

/** Parley with every decision judged by a policy set, each escalation settled by its timeout action. */
export function governedParley(markets: readonly Market[], policies: PolicySet): { surplus: number; agreement: number; escalations: number } {
  let escalations = 0;
  const inputs = { dealsClosed: 0, agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 } };
  const report = scoreBuyers(markets, (product, b) => {
    const config = { currency: "EUR", anchorMinor: product.anchorMinor, floorMinor: product.floorMinor, strategy: DEFAULT_STRATEGY, maxRounds: product.maxRounds, ttlMs: 86_400_000 };
    const shop = new GovernedShop({ config, policies, detectTactics: false }, { buyerId: b.buyerId, productId: b.productId, quantity: 1, draws: drawsFor(1, b.buyerId, b.productId), inputs });
    const outcome = playBuyer(b, shop);
    escalations += shop.escalations;
    return outcome;
  });
  return { surplus: report.overall.meanSurplusShare, agreement: report.overall.agreementWherePossible, escalations };
}

/** The bundled policy set, parsed as a new shop gets it. */
export function bundledPolicies(): PolicySet {
  const parsed = parsePolicySet(DEFAULT_POLICIES_YAML);
  if (!parsed.ok) throw new Error(`the bundled policy set does not parse: ${JSON.stringify(parsed.errors)}`);
  return parsed.set;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const products = numberArg("products", 400);
  const seed = numberArg("seed", 42);
  console.log(`seed ${seed}; HELD-OUT half, ${products} products per panel; surplus share / agreement where R ≥ F\n`);
  const rows: string[][] = [];
  const shopsByPanel = PANEL_VARIANTS.map((variant) => {
    const markets = generateMarkets("held-out", products, seed, variant);
    return limitShops(markets).map(([name, factory]) => {
      const o = runPanel(factory, markets).overall;
      return { name, cell: `${share(o.meanSurplusShare)} / ${percent(o.agreementWherePossible)}` };
    });
  });
  shopsByPanel[0]!.forEach(({ name }, i) => rows.push([name, ...shopsByPanel.map((cells) => cells[i]!.cell)]));
  const policies = bundledPolicies();
  rows.push([
    "parley under the bundled policies (escalations time out)",
    ...PANEL_VARIANTS.map((variant) => {
      const g = governedParley(generateMarkets("held-out", products, seed, variant), policies);
      return `${share(g.surplus)} / ${percent(g.agreement)}`;
    }),
  ]);
  console.log(formatTable(["shop", ...PANEL_VARIANTS], rows));
}
