/**
 * The multi-issue bench's generated panel: for every domain, `products` products (domains.ts) and for every
 * product one buyer of each family (buyers.ts), all drawn from streams derived from the run's seed, the half, the
 * domain, the product's index and the family — so product i is the same whatever the count, and adding a family
 * changes no other buyer. Two halves with their own products and streams: TUNE to tune a shop on, HELD-OUT to
 * judge it.
 */
import { deriveSeed, mulberry32 } from "../../rehearsal/random";
import { drawBuyer, PACKAGE_FAMILY_NAMES, type PackageBuyer, type PackageFamily } from "./buyers";
import { DOMAIN_IDS, DOMAINS, generateProduct, type DomainId, type PackageProduct } from "./domains";
import { comboSpace, type ComboSpace } from "./space";

export type Half = "tune" | "held-out";
export const HALVES: readonly Half[] = ["tune", "held-out"];

export interface PackageMarket {
  product: PackageProduct;
  space: ComboSpace;
  buyers: PackageBuyer[];
}

export interface MarketOptions {
  domains?: readonly DomainId[];
  families?: readonly PackageFamily[];
}

export function generatePackageMarkets(half: Half, productsPerDomain: number, seed: number, options: MarketOptions = {}): PackageMarket[] {
  const markets: PackageMarket[] = [];
  for (const domain of options.domains ?? DOMAIN_IDS) {
    for (let i = 0; i < productsPerDomain; i++) {
      const productId = `${half}-${domain}-${String(i + 1).padStart(4, "0")}`;
      const product = generateProduct(DOMAINS[domain], productId, mulberry32(deriveSeed(seed, half, domain, i, "product")));
      const space = comboSpace(product);
      const buyers = (options.families ?? PACKAGE_FAMILY_NAMES).map((family) => {
        const s = deriveSeed(seed, half, domain, i, family);
        return drawBuyer(space, family, `buyer-${productId}-${family}`, mulberry32(s), deriveSeed(s, "strategy"));
      });
      markets.push({ product, space, buyers });
    }
  }
  return markets;
}
