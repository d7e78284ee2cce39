// Taking a service in the words a small firm uses: the contract asked for, to be signed ("C'est bon pour l'entretien.
// Envoyez le contrat, on signe.", "Adelante con el mantenimiento. Mándeme el contrato y lo firmamos."); booked in by
// informal plural ("na gut, tragt uns für die Reinigung ein", "venga vale, apuntadnos para la limpieza"); and the
// goods taken, then a hand asked to load them ("Hecho, es mío. ¿Me lo sube al remolque?"). Each was asked back. Every
// sentence here is our own; each family has look-alikes.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 90_000, lastBuyerBidMinor: 70_000 };
const accepts = (text: string) => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
const notAccepted = (text: string) => {
  const r = interpretOffline(text, context);
  expect(r.move.kind === "accept" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r.move)} ${r.confidence}`).toBe(false);
};

describe("the contract asked for, to be signed", () => {
  it("is an acceptance, in four languages", () => {
    for (const text of [
      "Fine for the boiler service. Send the contract over and we'll sign.",
      "Gut, die Wartung der Heizung machen wir. Schicken Sie uns den Vertrag, wir unterschreiben.",
      "C'est bon pour l'entretien de la chaudière. Envoyez le contrat, on signe.",
      "Adelante con el mantenimiento de la caldera. Mándeme el contrato y lo firmamos.",
    ])
      accepts(text);
  });
  it("look-alikes: supposed, refused or only asked is no acceptance", () => {
    for (const text of [
      "If the price holds, send the contract over and we'll sign.",
      "Wenn der Preis bleibt: Schicken Sie uns den Vertrag, wir unterschreiben.",
      "Si le prix tient, envoyez le contrat, on signe.",
      "Envoyez le contrat, mais on ne signe pas à ce prix.",
      "Can you send the contract so we can read it?",
    ])
      notAccepted(text);
  });
});

describe("booked in, in the informal plural", () => {
  it("is an acceptance, in German and Spanish", () => {
    for (const text of ["na gut, tragt uns für die Fensterreinigung ein 👍", "venga vale, apuntadnos para la limpieza de cristales 👍"]) accepts(text);
  });
  it("look-alikes: a condition or a question is no acceptance", () => {
    for (const text of ["Wenn es am Samstag geht, tragt uns ein.", "¿Nos apuntáis para el sábado?"]) notAccepted(text);
  });
});

describe("taken, then a hand asked to load it", () => {
  it("is an acceptance", () => {
    for (const text of ["Hecho, el palé de tejas es mío. ¿Me lo sube al remolque?", "Hecho, es mío. ¿Me lo carga en la furgoneta?"]) accepts(text);
  });
  it("look-alikes: a question of what it costs is no plain acceptance", () => {
    notAccepted("Hecho, es mío. ¿Me lo sube al remolque por 20 € más?");
  });
});
