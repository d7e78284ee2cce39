// Acceptances in words the reader did not know, each then asking what happens next: "That's a yes from us on the
// greenhouse! What happens next?", "C'est oui pour la serre ! Comment on s'organise ?", "Done, the boat's mine. Can
// she sit on your slipway till the weekend?", "vale, me has convencido, el maletín es mío, pásame el número de
// cuenta". Read as a question at HIGH, the buyer's yes was answered with delivery facts and the deal never closed.
// Every sentence here is our own; each family has look-alikes that must not become acceptances.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 95_000, lastBuyerBidMinor: 80_000 };
const accepts = (text: string) => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
const notAccepted = (text: string) => {
  const r = interpretOffline(text, context);
  expect(r.move.kind === "accept" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r.move)} ${r.confidence}`).toBe(false);
};

describe("a yes given to the deal", () => {
  it("is an acceptance, in four languages", () => {
    for (const text of [
      "That's a yes from us on the potting shed!",
      "It's a yes from me.",
      "C'est oui pour l'abri de jardin !",
      "C'est un oui de notre part.",
      "Von uns ein klares Ja zum Gartenhaus!",
      "Das ist ein Ja von uns.",
      "Es un sí por nuestra parte.",
      "¡Es un sí para la caseta!",
    ])
      accepts(text);
  });

  it("look-alikes: asked, negated, conditional or refused is no acceptance", () => {
    for (const text of ["Is that a yes from you?", "It's not a yes from us yet.", "That's a yes from us if you deliver.", "Si c'est oui pour vous, on signe.", "Es un sí para la caseta si la entregan.", "Von uns ein klares Nein."]) notAccepted(text);
  });
});

describe("the thing claimed after a word of giving in", () => {
  it("is an acceptance, the comma after the giving-in notwithstanding", () => {
    for (const text of [
      "Done, the rowing boat's mine.",
      "Ok, the lamp's mine, when can I collect?",
      "vale, me has convencido, la lámpara es mía, pásame el número de cuenta",
      "bon, t'as gagné, la lampe d'atelier est à moi, envoie-moi ton RIB",
    ])
      accepts(text);
  });

  it("a courtesy owned is no acceptance, not even one the model reads and the buyer is asked to confirm", () => {
    for (const text of ["The pleasure is mine.", "Tout le plaisir est pour moi.", "El placer es mío.", "Das Vergnügen ist ganz meinerseits."]) expect(interpretOffline(text, context).move.kind, text).not.toBe("accept");
  });

  it("look-alikes: after any other comma, or an apology, it is not", () => {
    for (const text of ["Sorry, the mistake is mine.", "Thanks for the chat, the pleasure is mine.", "Pardon, l'erreur d'hier est à moi.", "Lo siento, la culpa es mía.", "The risk is mine, but 400 is my offer."]) notAccepted(text);
  });
});

describe("what happens next, asked after the acceptance", () => {
  it("keeps the acceptance, in four languages", () => {
    for (const text of [
      "That's a yes from us on the shed! What happens next — do you bring it over, or should we arrange a van?",
      "Deal! What are the next steps?",
      "Einverstanden! Wie geht es jetzt weiter?",
      "C'est oui pour l'abri ! Comment on s'organise : vous l'apportez, ou on loue une camionnette ?",
      "¡Trato hecho! ¿Cómo seguimos?",
    ])
      accepts(text);
  });

  it("look-alikes: what happens next with an amount in it is no acceptance of the standing offer", () => {
    for (const text of ["Deal? What happens next if I pay €800?", "Einverstanden? Wie geht es weiter, wenn ich 800 € biete?"]) notAccepted(text);
  });
});
