// An amount said for the thing, and French verbs that put an amount forward. "£1,500 for the roller shutter on the shop
// front, supplied and fitted." was asked back (the comma of "1,500" broke the clause, so the amount no longer headed
// it); "Fr. 400 fürs Gitter" likewise ("fürs" was no "for"); "tu prendrais trois cent cinquante pour … ?" and "nous
// pourrions mettre mille deux cents francs" had no word that offers. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "GBP", quantity: 1, standingOfferMinor: 185_000, lastBuyerBidMinor: null };
const bids = (text: string, minor: number) => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "price", priceMinor: minor }, confidence: "HIGH" });

describe("an amount for the thing", () => {
  it("heads its clause whatever its thousands comma, and 'fürs' is 'for the'", () => {
    bids("£1,500 for the oak garden gate at the side entrance, supplied and hung.", 150_000);
    bids("1,450 for the oak garden gate at the side entrance, supplied and hung.", 145_000);
    bids("1450 fürs Gartentor aus Eiche am Seiteneingang, geliefert und eingehängt.", 145_000);
  });
  it("look-alikes: an amount talked about, or someone else's, is not offered", () => {
    for (const text of ["£1,500 for the oak gate would be a stretch, to be honest, with the hinges and the fitting.", "£1,500 for the oak gate at the side entrance is what my neighbour paid, supplied and hung."]) {
      expect(interpretOffline(text, context).confidence, text).not.toBe("HIGH");
    }
  });
});

describe("French verbs that put an amount forward", () => {
  it("'tu prendrais', 'nous pourrions mettre', 'je mets'", () => {
    bids("tu prendrais mille quatre cents pour le portail en chêne avec la pose, samedi ?", 140_000);
    bids("Bonjour,\n\nPour le portail en chêne posé, nous pourrions mettre mille quatre cents livres.\n\nCordialement", 140_000);
    bids("Pour le portail et la pose, je mets 1 400 £, paiement à la livraison.", 140_000);
  });
  it("look-alikes: a count put in, or the shop asked to take a quantity, is no bid", () => {
    for (const text of ["Vous pouvez mettre 2 charnières de plus ?", "Vous prendriez 3 portails pour un chantier ?"]) {
      const r = interpretOffline(text, context);
      expect(r.move.kind === "price" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r.move)}`).toBe(false);
    }
  });
});
