// Half, two ways. Meeting halfway asked as a question is still the proposal: "¿nos vemos a la mitad … y quedamos?"
// was asked back and the Swiss "chömed mer üs in dr mitti entgäge?" was a question about something else at HIGH.
// Paying half now and half later is a question about payment, asked without its mark in chat ("can i pay half now
// and half when i pick the car up", "kann ich die hälfte jetzt zahlen und den rest bei abholung"): it was read as
// nothing. Half a payment is never half the difference. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 90_000, lastBuyerBidMinor: 70_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("half", () => {
  it("meeting halfway, asked, proposes the middle", () => {
    for (const text of ["¿Nos vemos a la mitad con los frenos y quedamos?", "¿Y si nos encontramos a la mitad?", "chömed mer üs in dr mitti entgäge? denn simmer parat", "Treffen wir uns in der Mitte?"]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 80_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("paying in halves asks about payment, with or without the mark", () => {
    for (const text of [
      "can i pay half now and half when i collect the van",
      "Could we pay a deposit now and the rest on delivery?",
      "kann ich die hälfte jetzt zahlen und den rest bei abholung",
      "Ist eine Anzahlung möglich?",
      "Est-ce que je peux payer la moitié maintenant et le reste à la livraison ?",
      "¿Puedo pagar la mitad ahora y la otra mitad cuando lo recoja?",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "question", subject: "payment" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("never takes half a payment for half the difference", () => {
    for (const text of ["¿Puedo pagar la mitad ahora?", "Pago la mitad ahora y la otra mitad a la entrega.", "I'll pay half now."]) {
      const r = read(text);
      expect(r.move.kind === "price", shown(text, r)).toBe(false);
    }
  });

  it("leaves a bid put as a question a bid", () => {
    for (const text of ["can i get it for 750", "kann ich 750 zahlen"]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 75_000 });
    }
  });
});
