/**
 * The shop told to do the work at its price ("Gut, schneiden Sie beide Hecken zu dem Preis.", "Bon, allez-y pour la
 * taille des deux haies à ce prix.") and a firm wishing to go on at the price it was given ("Nous souhaitons donner
 * suite au prix indiqué.") are acceptances, as "Right, go ahead and cut both hedges at that price." was. Only the model
 * had read them (asked, MEDIUM). Asked, negated, limited, conditional, or a request for a quote, they are not.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 26_000, lastBuyerBidMinor: 22_000 };
const read = readerIn(context);

describe("told to do it at that price", () => {
  it.each([
    "Gut, schneiden Sie beide Hecken zu dem Preis. Der Schlüssel liegt unter der Matte.",
    "Na gut, streichen Sie den Zaun zu diesem Preis.",
    "Bon, allez-y pour la taille des deux haies à ce prix. La clé est sous le paillasson.",
    "Madame,\n\nMerci pour votre devis de ramonage. Nous souhaitons donner suite au prix indiqué. Vous pouvez m'appeler pour fixer la date.\n\nCordialement,\nM. Roux",
  ])("%s accepts", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });

  it("asked, negated, limited, conditional, or a quote requested, it is no acceptance at HIGH", () => {
    for (const text of [
      "Würden Sie beide Hecken zu dem Preis schneiden?",
      "Schneiden Sie bitte nicht beide Hecken zu dem Preis.",
      "Schneiden Sie nur eine Hecke zu dem Preis.",
      "Schicken Sie mir ein Angebot zu diesem Preis.",
      "Rufen Sie mich an, wenn es zu dem Preis geht.",
      "Allez-y à ce prix si vous fournissez les sacs.",
      "Nous ne souhaitons pas donner suite au prix indiqué.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
