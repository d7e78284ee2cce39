// Acceptances an e-mail writes: the shop's amount said to be agreed ("2.400 € für das Paket sind vereinbart",
// "Quedan acordados los 2.400 €", "2 400 €, c'est convenu") and going ahead with the proposal read ("wir möchten damit
// loslegen", "nous souhaitons aller de l'avant", "queremos seguir adelante"). Each was asked back, or read as nothing.
// Sentences our own; negated, asked, conditional and other amounts beside them.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 240_000, lastBuyerBidMinor: 200_000 };
const read = (text: string) => interpretOffline(text, context);
const accepts = (text: string) => expect(read(text), text).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
const notAccepted = (text: string) => expect(read(text).move.kind === "accept" && read(text).confidence === "HIGH", text).toBe(false);

describe("the shop's amount said to be agreed", () => {
  it("accepts, in four languages", () => {
    for (const text of ["€2,400 for the logo work is agreed.", "2.400 € für die Logoarbeit sind vereinbart. Schicken Sie die Rechnung.", "2 400 €, c'est convenu. Envoyez la facture.", "C'est convenu pour 2 400 €.", "Quedan acordados los 2.400 € por el logotipo."]) accepts(text);
  });
  it("look-alikes: negated or asked is not agreed; another amount is a bid", () => {
    for (const text of ["2.400 € für die Logoarbeit sind nicht vereinbart.", "Sind 2.400 € vereinbart?", "¿Quedan acordados los 2.400 €?"]) notAccepted(text);
    expect(read("2.000 € sind vereinbart.").move).toMatchObject({ kind: "price", priceMinor: 200_000 });
  });
});

describe("going ahead with the proposal read", () => {
  it("accepts, in German, French and Spanish", () => {
    for (const text of ["Die Inhaber haben Ihr Angebot gelesen, und wir möchten damit loslegen. Schicken Sie uns den Vertrag.", "Les associés ont lu votre proposition et nous souhaitons aller de l'avant.", "Los socios revisaron tu propuesta y queremos seguir adelante."]) accepts(text);
  });
  it("look-alikes: not yet, or only if, is no acceptance", () => {
    for (const text of ["Wir möchten noch nicht loslegen.", "Wir möchten loslegen, wenn der Preis stimmt.", "Nous souhaitons aller de l'avant si le prix baisse.", "Queremos seguir adelante si bajan el precio."]) notAccepted(text);
  });
});
