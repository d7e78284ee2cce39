/**
 * The simulated buyers a rehearsal of a package product plays (issue 28): the package buyer families in turn
 * (rehearsal/buyers/packages/buyers.ts — the multi-issue bench's), each with private weights over price and the
 * terms, a value function per term (opposed to the shop's, aligned, concave, peaked, or arbitrary for categorical
 * terms), an ideal price, a reservation utility and a deadline, all drawn from the run's seed. They are drawn
 * against the product's live settings — the grid they bid on, and how much room the shop's reservation leaves them
 * (about one in seven can be satisfied by no package at all, as one in seven price buyers cannot pay the floor) —
 * so a proposed setting meets exactly the same buyers with the same private values.
 */
import type { PackageConfig } from "../kernel";
import { buyerUtility, drawBuyer, PACKAGE_FAMILY_NAMES, type BuyerUtility, type PackageBuyer, type PackageFamily } from "./buyers/packages/buyers";
import { comboSpace, type ComboSpace } from "./buyers/packages/space";
import { deriveSeed, mulberry32 } from "./random";

/**
 * Term combinations a package buyer considers at most: a product whose grid has more is bid on a coarser grid
 * (space.ts). Each bid scores every combination, so this bounds a buyer's work; the Pareto distance is only
 * computed on a whole grid.
 */
export const REHEARSAL_MAX_COMBOS = 2_048;

export interface PackagePanel {
  /** The product's space on its live settings: the grid the buyers bid on and the yardstick valuation. */
  space: ComboSpace;
  buyers: PackageBuyer[];
  /** Each buyer's utility, compiled against the space. */
  utilities: BuyerUtility[];
}

export interface PackagePanelOptions {
  productId: string;
  anchorMinor: number;
  floorMinor: number;
  package: PackageConfig;
  buyers: number;
  seed: number;
  families?: readonly PackageFamily[];
}

export function drawPackageBuyers({ productId, anchorMinor, floorMinor, package: pkg, buyers, seed, families = PACKAGE_FAMILY_NAMES }: PackagePanelOptions): PackagePanel {
  const space = comboSpace({ productId, anchorMinor, floorMinor, package: pkg }, { maxCombos: REHEARSAL_MAX_COMBOS });
  const drawn = Array.from({ length: buyers }, (_, i) => {
    const family = families[i % families.length] as PackageFamily;
    return drawBuyer(space, family, `rehearsal-${i}`, mulberry32(deriveSeed(seed, productId, i, "package-buyer")), deriveSeed(seed, productId, i, "package-strategy"));
  });
  return { space, buyers: drawn, utilities: drawn.map((b) => buyerUtility(space, b)) };
}
