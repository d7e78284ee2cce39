import type { Market } from "../market";
import { reservationsOf } from "../panel";
import type { ShopFactory } from "../shop-sim";
import { anchorResumeShop } from "./anchor-resume-shop";
import { boulwareShop } from "./boulware-shop";
import { learningParleyShop } from "./learning-parley-shop";
import { parleyShop } from "./parley-shop";
import { previousKernelShop } from "./previous-kernel-shop";
import { oracleShop } from "./oracle-shop";

export interface NamedShop {
  name: string;
  factory: ShopFactory;
}

/**
 * Parley as the API serves it to a shop with no history, the same with its learner on (what a shop with a
 * history plays), then the yardsticks: the oracle (told each buyer's R), the previous kernel and two plain rules.
 */
export function baselineShops(markets: readonly Market[]): NamedShop[] {
  return [
    { name: "parley", factory: parleyShop() },
    { name: "parley + learner", factory: learningParleyShop().factory },
    { name: "oracle (knows R)", factory: oracleShop(reservationsOf(markets)) },
    { name: "previous kernel", factory: previousKernelShop },
    { name: "boulware e=4", factory: boulwareShop },
    { name: "anchor-resume 50%", factory: anchorResumeShop },
  ];
}
