/**
 * An amount the buyer begins to count out and does not finish ("*starts counting out £300 for the carved sign, then
 * checks the club's cash tin* ...only £260 in here. £260.") is not offered: the amount after it is the bid, as with an
 * amount begun to be said. Counted out in full, or with nothing said after, it is no bid of the amount begun.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 34_000, lastBuyerBidMinor: null };
const read = readerIn(context);

describe("an amount begun to be counted out", () => {
  it.each([
    ["*starts counting out £300 for the carved club sign, then checks the cash tin* ...only £260 in here. £260.", "GBP"],
    ["*begins to count out $300 for the sign, stops at the bottom of the tin* Looks like $260 is what we've got.", "USD"],
    ["*fängt an, 300 € für das geschnitzte Vereinsschild abzuzählen, schaut in die Kasse* ...da sind nur 260 drin. 260 €.", "EUR"],
    ["*commence à compter 300 € pour l'enseigne du club, regarde dans la caisse* ...il n'y a que 260. 260 €.", "EUR"],
    ["*empieza a contar 300 € por el letrero del club, mira en la caja* ...solo hay 260. 260 €.", "EUR"],
  ])("%s bids 260", (text, currency) => {
    const r = read(text, { currency });
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 26_000 }, confidence: "HIGH" });
  });

  it("an amount begun and nothing said after bids nothing at HIGH", () => {
    for (const text of ["*starts counting out £300 for the sign, then stops and frowns*", "*fängt an, 300 € abzuzählen, und hält inne*", "*empieza a contar 300 € y se detiene*"]) {
      const r = read(text, { currency: text.includes("£") ? "GBP" : "EUR" });
      expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
