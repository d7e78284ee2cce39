import { describe, expect, it } from "vitest";
import { ManualClock, type Product } from "../../bench/negotiation/shop-sim";
import { anchorResumeShop } from "../../bench/negotiation/shops/anchor-resume-shop";
import { boulwareCurve, boulwareShop } from "../../bench/negotiation/shops/boulware-shop";
import { previousKernelPublishedCurve as kernelPublishedCurve, previousKernelShop } from "../../bench/negotiation/shops/previous-kernel-shop";
import { oracleShop } from "../../bench/negotiation/shops/oracle-shop";

const product: Product = { productId: "p", anchorMinor: 100_000, floorMinor: 70_000, maxRounds: 10 };

describe("simulated shops", () => {
  it("the kernel adapter answers lowballs with its published curve, as a buyer sees it", () => {
    const shop = previousKernelShop([product], new ManualClock());
    const { negotiationId, view } = shop.open("b", "p");
    expect(view).toEqual({ status: "open", shopOfferMinor: 100_000, agreedPriceMinor: null, round: 0, maxRounds: 10, action: "counter" });
    for (let round = 1; round <= 3; round++) {
      expect(shop.counter(negotiationId, 1).shopOfferMinor).toBe(kernelPublishedCurve(100_000, 70_000, round, 10));
    }
    expect(shop.withdraw(negotiationId).status).toBe("withdrawn");
    expect(() => shop.counter(negotiationId, 1)).toThrow(/withdrawn/);
  });

  it("the Boulware shop stays near the list price, never raises its offer and takes the floor only in its last round", () => {
    const shop = boulwareShop([product], new ManualClock());
    const { negotiationId } = shop.open("b", "p");
    const offers: number[] = [];
    for (let round = 1; round < 10; round++) offers.push(shop.counter(negotiationId, 70_000).shopOfferMinor as number);
    expect(offers[0]).toBe(boulwareCurve(100_000, 70_000, 1, 10));
    expect(offers).toEqual([...offers].sort((a, b) => b - a));
    expect(offers[4]).toBeGreaterThan(98_000);
    expect(shop.counter(negotiationId, 70_000)).toMatchObject({ status: "agreed", agreedPriceMinor: 70_000 });
  });

  it("anchor-resume halves its distance to the floor and takes any bid at the floor", () => {
    const shop = anchorResumeShop([product], new ManualClock());
    const { negotiationId } = shop.open("b", "p");
    expect(shop.counter(negotiationId, 1).shopOfferMinor).toBe(85_000);
    expect(shop.counter(negotiationId, 1).shopOfferMinor).toBe(77_500);
    expect(shop.counter(negotiationId, 70_000)).toMatchObject({ status: "agreed", agreedPriceMinor: 70_000 });
  });

  it("the oracle offers min(A, max(F, R)) to the buyers it was told of", () => {
    const reservations: Record<string, number> = { rich: 120_000, middle: 80_000, poor: 50_000 };
    const shop = oracleShop((buyerId) => reservations[buyerId])([product], new ManualClock());
    expect(shop.open("rich", "p").view.shopOfferMinor).toBe(100_000);
    expect(shop.open("middle", "p").view.shopOfferMinor).toBe(80_000);
    expect(shop.open("poor", "p").view.shopOfferMinor).toBe(70_000);
    expect(shop.open("stranger", "p").view.shopOfferMinor).toBe(100_000);
  });
});
