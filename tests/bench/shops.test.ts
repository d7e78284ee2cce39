import { describe, expect, it } from "vitest";
import { ManualClock, type Product } from "../../bench/negotiation/shop-sim";
import { anchorResumeShop } from "../../bench/negotiation/shops/anchor-resume-shop";
import { boulwareCurve, boulwareShop } from "../../bench/negotiation/shops/boulware-shop";
import { previousKernelPublishedCurve as kernelPublishedCurve, previousKernelShop } from "../../bench/negotiation/shops/previous-kernel-shop";
import { oracleShop } from "../../bench/negotiation/shops/oracle-shop";
import { floorGiveawayShop } from "../../bench/negotiation/shops/floor-giveaway-shop";
import { parleyShop } from "../../bench/negotiation/shops/parley-shop";

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

  it("the floor giveaway offers the floor at once and takes any bid at or above it, at the floor", () => {
    const shop = floorGiveawayShop([product], new ManualClock());
    const { negotiationId, view } = shop.open("b", "p", 50_000);
    expect(view.shopOfferMinor).toBe(70_000);
    expect(shop.counter(negotiationId, 69_999)).toMatchObject({ status: "open", shopOfferMinor: 70_000 });
    expect(shop.counter(negotiationId, 95_000)).toMatchObject({ status: "agreed", agreedPriceMinor: 70_000 });
    expect(shop.open("c", "p", 70_000).view).toMatchObject({ status: "agreed", agreedPriceMinor: 70_000 });
  });

  it("Parley told a buyer's deadline runs its clock out with the buyer's, while the buyer still sees the product's rounds", () => {
    const told = parleyShop({ roundsFor: (buyerId) => (buyerId === "short" ? 3 : undefined) })([product], new ManualClock());
    const plain = parleyShop()([product], new ManualClock());
    const play = (shop: typeof told, buyerId: string) => {
      const { negotiationId, view } = shop.open(buyerId, "p");
      expect(view.maxRounds).toBe(10);
      const views = [1, 2, 3].map(() => shop.counter(negotiationId, 1));
      return views.at(-1)!;
    };
    // Lowballing: the told shop's last round is the buyer's third counter; the plain shop is still negotiating.
    expect(play(told, "short")).toMatchObject({ status: "rejected", maxRounds: 10 });
    expect(play(plain, "short")).toMatchObject({ status: "open", maxRounds: 10 });
    // A buyer it was told nothing of meets the plain shop's clock.
    expect(play(told, "other")).toEqual(play(plain, "other"));
  });
});
