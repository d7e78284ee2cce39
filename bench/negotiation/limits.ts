/**
 * What the panels allow: Parley beside shops told what no shop is told, on the HELD-OUT half of each panel.
 * - Parley told each buyer's deadline: its clock runs out when the buyer's does (the buyer still sees 10 rounds).
 * - the floor giveaway: offers the floor at once and takes any bid at or above it (agreement when price is no
 *   obstacle; surplus ≈ 0);
 * - the oracle: told each buyer's reservation R, offers min(A, max(F, R)) at once;
 * - Parley through the bundled policy set (policies/default.yaml, what a new shop runs until its owner uploads
 *   its own), every decision judged by the real evaluator, escalations settled by their timeout actions (nobody
 *   answers them): what the panel's buyers would meet over HTTP on a shop that kept the defaults; and the same
 *   through the seed governance example (policies/examples/seed-governance.yaml, the bundled set until 2026-11).
 *   The `defaults` section (bench/negotiation/default-policies.ts) sets both beside a set that allows everything.
 * The frontier of Parley's own tactics on a panel comes from tune.ts with TUNE_WEIGHTS (bench/README.md).
 *
 *   node --import tsx bench/negotiation/limits.ts [--products 400] [--seed 42]
 */
import { DEFAULT_STRATEGY } from "../../kernel";
import type { PolicySet } from "../../policies";
import { GovernedShop } from "../../rehearsal";
import { playBuyer } from "../../rehearsal/buyers/play";
import type { BuyerProfile } from "../../rehearsal/buyers/types";
import { generateMarkets, PANEL_VARIANTS, type Market } from "./market";
import { buyerFacts, reservationsOf, runPanel, scoreBuyers } from "./panel";
import { floorGiveawayShop } from "./shops/floor-giveaway-shop";
import { oracleShop } from "./shops/oracle-shop";
import { drawsFor, parleyShop } from "./shops/parley-shop";
import { previousKernelShop } from "./shops/previous-kernel-shop";
import type { ShopFactory } from "./shop-sim";
import { bundledPolicies, seedGovernancePolicies } from "./policy-sets";
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

/** What a governed shop knows of a buyer besides its moves: the order's size and the deals it closed before. */
export interface OrderFacts {
  quantity: number;
  dealsClosed: number;
}

/** The panels' buyers as they are: one unit each, and none has bought from the shop before. */
export const SINGLE_UNIT_NEW_BUYERS = (): OrderFacts => ({ quantity: 1, dealsClosed: 0 });

/**
 * Parley with every decision judged by a policy set, each escalation settled by its timeout action. The kernel
 * does not read the quantity or the buyer's history; the policies do (deal value = price × quantity).
 */
export function governedParley(
  markets: readonly Market[],
  policies: PolicySet,
  facts: (buyer: BuyerProfile) => OrderFacts = SINGLE_UNIT_NEW_BUYERS,
): { surplus: number; agreement: number; escalations: number; constrained: number } {
  let escalations = 0;
  let constrained = 0;
  const report = scoreBuyers(markets, (product, b) => {
    const { quantity, dealsClosed } = facts(b);
    const inputs = { dealsClosed, agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 } };
    const config = { currency: "EUR", anchorMinor: product.anchorMinor, floorMinor: product.floorMinor, strategy: DEFAULT_STRATEGY, maxRounds: product.maxRounds, ttlMs: 86_400_000 };
    const shop = new GovernedShop({ config, policies, detectTactics: false }, { buyerId: b.buyerId, productId: b.productId, quantity, draws: drawsFor(1, b.buyerId, b.productId), inputs });
    const outcome = playBuyer(b, shop);
    escalations += shop.escalations;
    constrained += shop.constrained;
    return outcome;
  });
  return { surplus: report.overall.meanSurplusShare, agreement: report.overall.agreementWherePossible, escalations, constrained };
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
  for (const [name, policies] of [
    ["parley under the bundled policies (escalations time out)", bundledPolicies()],
    ["parley under the seed governance example (escalations time out)", seedGovernancePolicies()],
  ] as const) {
    rows.push([
      name,
      ...PANEL_VARIANTS.map((variant) => {
        const g = governedParley(generateMarkets("held-out", products, seed, variant), policies);
        return `${share(g.surplus)} / ${percent(g.agreement)}`;
      }),
    ]);
  }
  console.log(formatTable(["shop", ...PANEL_VARIANTS], rows));
}
