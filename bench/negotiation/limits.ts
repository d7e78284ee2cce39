/**
 * What the panels allow: Parley beside shops told what no shop is told, on the HELD-OUT half of each panel.
 * - Parley told each buyer's deadline: its clock runs out when the buyer's does (the buyer still sees 10 rounds).
 * - the floor giveaway: offers the floor at once and takes any bid at or above it (agreement when price is no
 *   obstacle; surplus ≈ 0);
 * - the oracle: told each buyer's reservation R, offers min(A, max(F, R)) at once.
 * The frontier of Parley's own tactics on a panel comes from tune.ts with TUNE_WEIGHTS (bench/README.md).
 *
 *   node --import tsx bench/negotiation/limits.ts [--products 400] [--seed 42]
 */
import { generateMarkets, PANEL_VARIANTS, type Market } from "./market";
import { reservationsOf, runPanel } from "./panel";
import { floorGiveawayShop } from "./shops/floor-giveaway-shop";
import { oracleShop } from "./shops/oracle-shop";
import { parleyShop } from "./shops/parley-shop";
import { previousKernelShop } from "./shops/previous-kernel-shop";
import type { ShopFactory } from "./shop-sim";
import { formatTable, numberArg, percent, share } from "./table";

/** Each panel buyer's deadline in counters, by buyer and product (out of band, like the oracle's R). */
export function deadlinesOf(markets: readonly Market[]): (buyerId: string, productId: string) => number | undefined {
  const table = new Map<string, number>();
  for (const m of markets) for (const b of m.buyers) table.set(`${b.buyerId}\u0000${b.productId}`, b.deadline);
  return (buyerId, productId) => table.get(`${buyerId}\u0000${productId}`);
}

export function limitShops(markets: readonly Market[]): ReadonlyArray<[string, ShopFactory]> {
  return [
    ["parley", parleyShop()],
    ["parley told each buyer's deadline", parleyShop({ roundsFor: deadlinesOf(markets) })],
    ["previous kernel (leaks its floor)", previousKernelShop],
    ["floor giveaway", floorGiveawayShop],
    ["oracle (told R)", oracleShop(reservationsOf(markets))],
  ];
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
  console.log(formatTable(["shop", ...PANEL_VARIANTS], rows));
}
