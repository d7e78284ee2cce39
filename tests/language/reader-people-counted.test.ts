// People counted in words, and the reduced rate they ask about: "My principal leads a Scout troop of twelve. Do you
// offer a reduced youth-group rate…?", "eine Pfadfindergruppe mit zwölf Kindern … einen ermäßigten Tarif für
// Jugendgruppen?", "une troupe scoute de douze enfants", "un grupo scout de doce niños … una tarifa reducida para grupos".
// Twelve was read as a bid of 12.00 and the question asked back. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 38_000, lastBuyerBidMinor: null };
const asks = (text: string, subject: string) => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "question", subject }, confidence: "HIGH" });

describe("people counted in words", () => {
  it("are no bid, and a reduced or group rate asked for is a question about a discount, in four languages", () => {
    asks("We're a walking club of fifteen. Is there a group rate for the guided tour?", "discount");
    asks("I'm booking for twenty pupils. Do you have a reduced school rate?", "discount");
    asks("Wir sind ein Chor mit zwanzig Mitgliedern. Gibt es einen Gruppentarif für die Führung?", "discount");
    asks("Gibt es einen vergünstigten Preis für eine Klasse von achtzehn Schülern?", "discount");
    asks("Nous sommes un groupe de quinze adultes. Avez-vous un tarif de groupe pour la visite ?", "discount");
    asks("Somos un club de veinte socios y quince niños. ¿Tienen tarifa de grupo para la visita?", "discount");
  });

  it("look-alikes: a price in words beside them is still a bid", () => {
    expect(interpretOffline("For the twelve of us, would you take three hundred?", context)).toMatchObject({ move: { kind: "price", priceMinor: 30_000 } });
    expect(interpretOffline("Wir sind zwölf Personen. Dreihundert Euro für alle?", context).move).toMatchObject({ kind: "price", priceMinor: 30_000 });
  });
});
