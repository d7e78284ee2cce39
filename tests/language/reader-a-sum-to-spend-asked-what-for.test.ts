/**
 * A sum the buyer has for an occasion, and the shop asked what it could do for it ("The scout group has £600 for the
 * jamboree badges. What could you do for that?") is a budget, no bid: it was read as a bid of 600 at HIGH. A sum said
 * and asked to be done, or called the offer, is still a bid. Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 75_000, lastBuyerBidMinor: null };
const read = readerIn(context);

describe("a sum to spend, and the shop asked what it could do for it", () => {
  it.each([
    ["The scout group I'm buying for has £600 for the jamboree badges and neckers. What could you do for that?", "GBP"],
    ["We have $600 for the team's end-of-season medals, what can you do for that?", "USD"],
    ["Die Pfadfindergruppe hat 600 € für die Abzeichen zum Jamboree. Was können Sie dafür machen?", "EUR"],
    ["Le groupe scout dispose de 600 € pour les insignes du jamboree. Que pouvez-vous faire pour cette somme ?", "EUR"],
    ["El grupo scout tiene 600 € para las insignias del campamento. ¿Qué podría hacer con eso?", "EUR"],
  ])("%s is no bid at HIGH", (text, currency) => {
    const r = read(text, { currency });
    expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
  });

  it.each([
    "We have 600 € for the badges, can you do that?",
    "Wir haben 600 € für die Abzeichen. Das ist unser Angebot.",
    "Nous avons 600 € pour les insignes, c'est notre offre.",
  ])("%s still bids 600", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 60_000 }, confidence: "HIGH" });
  });
});
