/**
 * A share of the shop's price asked off with the verb before it ("Enlevez un cinquième", "Quite una quinta parte",
 * "Rebájeme un 10 %", "Descuénteme un 15 %"), and the French "le milieu entre votre chiffre et le mien", are bids
 * derived from the standing offer: the operation is shown and the amount computed from public numbers only. The verb
 * written with its accent ("rebájeme", "descuénteme") had not been read as taking off, and the fractions only with
 * their word after them. Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 80_000, lastBuyerBidMinor: 60_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

describe("a share taken off, the verb first, and the middle between two figures", () => {
  it.each([
    ["Enlevez un cinquième et on signe ce soir.", 64_000, 20],
    ["Retirez-moi un quart et je prends la remorque.", 60_000, 25],
    ["Quite una quinta parte y cerramos hoy.", 64_000, 20],
    ["Rebájeme una décima parte y lo firmamos.", 72_000, 10],
    ["Rebájeme un 10 % y lo cerramos.", 72_000, 10],
    ["Descuénteme un 15 % por pagar al contado.", 68_000, 15],
  ])("%s bids %i, %i percent off the standing offer", (text, priceMinor, percent) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor }, confidence: "HIGH", derivation: { operation: "percent-off", from: "standing-offer", percent } });
  });

  it("the middle between your figure and mine splits the gap from the buyer's last bid", () => {
    for (const text of ["Disons le milieu entre votre chiffre et le mien, et on n'en parle plus.", "On se retrouve sur le milieu entre nos deux prix ?"]) {
      const r = read(text);
      expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 70_000 }, confidence: "HIGH", derivation: { operation: "split-difference" } });
    }
  });

  it("a quarter of a house, the middle of a field, or between the shop's two offers is no bid", () => {
    for (const text of ["Quite un cuarto de la casa y hablamos.", "Enlevez le quart de la remorque du devis.", "Le milieu entre le lac et la maison est inondé.", "Prenons le milieu entre vos deux offres."]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
