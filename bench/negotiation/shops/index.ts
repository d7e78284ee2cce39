import type { Market } from "../market";
import { reservationsOf } from "../panel";
import type { ShopFactory } from "../shop-sim";
import { anchorResumeShop } from "./anchor-resume-shop";
import { boulwareShop } from "./boulware-shop";
import { kernelShop } from "./kernel-shop";
import { oracleShop } from "./oracle-shop";

export interface NamedShop {
  name: string;
  factory: ShopFactory;
}

/** The yardsticks: the oracle (told each buyer's R for these markets), today's kernel and two plain rules. */
export function baselineShops(markets: readonly Market[]): NamedShop[] {
  return [
    { name: "oracle (knows R)", factory: oracleShop(reservationsOf(markets)) },
    { name: "kernel (current)", factory: kernelShop() },
    { name: "boulware e=4", factory: boulwareShop },
    { name: "anchor-resume 50%", factory: anchorResumeShop },
  ];
}
