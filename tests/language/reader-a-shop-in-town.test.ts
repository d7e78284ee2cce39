// A shop named where the sentence stands, with its place, is another seller: "Im Laden in der Stadt kostet er 430",
// "Au magasin du centre, il est à 430", "En la tienda del centro está a 430" were bids of 430 at HIGH — a price seen
// elsewhere acted on — where "The shop in town has it at 430" was asked. The buyer's own bid after it, and the shop
// spoken to, stay bids. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("a shop in town", () => {
  it("is someone else's price, in four languages", () => {
    for (const text of ["At the shop in town it's 430.", "Im Laden in der Stadt kostet er 430.", "Au magasin du centre, il est à 430.", "En la tienda del centro está a 430."]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("leaves the buyer's own bid a bid", () => {
    for (const text of ["Im Laden in der Stadt kostet er 480. Ich biete 430.", "In Ihrem Laden kostet er 480, ich biete 430.", "Ich hole ihn im Laden ab und zahle 430."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 43_000 });
    }
  });
});
