/**
 * A split of the difference with someone other than the shop ("I'd rather split the difference with the other buyer,
 * sorry.") was a bid halfway between the shop's price and the buyer's last bid, at HIGH: the words of splitting were
 * read whoever the split was with. A split with another (the other buyer, my brother, l'autre acheteur, mi socio) is
 * no bid; one offered to the shop ("split the difference with me", "mit Ihnen", "avec vous") still is.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const eur: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 36_000, lastBuyerBidMinor: 28_000 };
const read = (text: string) => {
  const r = interpretOffline(text, eur);
  return { kind: r.move.kind, price: r.move.kind === "price" ? r.move.priceMinor : null, confidence: r.confidence };
};

describe("a split with someone else", () => {
  it.each([
    "I'd rather split the difference with the other buyer, sorry.",
    "Ich teile die Differenz lieber mit meinem Bruder, sorry.",
    "Je préfère partager la différence avec l'autre acheteur.",
    "Prefiero partir la diferencia con mi socio.",
  ])("%s: no bid at HIGH", (text) => {
    const r = read(text);
    expect(r.kind === "price" && r.confidence === "HIGH", JSON.stringify(r)).toBe(false);
  });

  it.each(["Let's split the difference.", "Split the difference with me and it's a deal.", "Teilen wir die Differenz mit Ihnen?", "Partageons la différence avec vous."])(
    "look-alike %s: halfway between the two, at HIGH",
    (text) => {
      expect(read(text)).toMatchObject({ kind: "price", price: 32_000, confidence: "HIGH" });
    },
  );
});
