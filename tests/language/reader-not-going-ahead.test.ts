// A polite no, this time, was read as nothing or as a negated acceptance: "Having measured the freezer, we won't go
// ahead this time." ("go ahead" was taken for a yes), "Bitte halten Sie keinen Karton für uns zurück", "Nous allons
// passer notre tour", "No nos lo reserve". And an offer made while a board's approval is awaited was a bid at HIGH
// in Spanish ("A falta de la aprobación de la junta, podríamos ofrecer 850 €") where the same words in English,
// German and French were asked back. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 96_000, lastBuyerBidMinor: 80_000 };
const read = (text: string) => interpretOffline(text, context);

describe("not going ahead, said politely", () => {
  it("is a walk-away at HIGH, in four languages", () => {
    for (const text of [
      "Thanks, but we won't go ahead this time.",
      "We won't be going ahead, thank you.",
      "Please don't hold one for us.",
      "It's a no from us.",
      "We'll have to say no this time.",
      "Bitte halten Sie keinen Stuhl für uns zurück.",
      "Ich sage ab.",
      "Wir nehmen Abstand davon.",
      "Diesmal nicht, danke.",
      "Nous allons passer notre tour.",
      "Ne nous le réservez pas.",
      "Ce sera non pour cette fois.",
      "Je me désiste.",
      "Lo dejamos estar.",
      "No nos lo reserve, por favor.",
      "Paso por esta vez.",
      "Nos echamos atrás.",
    ])
      expect(read(text), text).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });
  it("look-alikes: under a condition, until something happens, or asked to hold: no walk-away at HIGH", () => {
    for (const text of [
      "If it's over 500, we won't go ahead.",
      "We won't go ahead until you confirm the delivery date.",
      "Otherwise it's a no from us.",
      "Bitte halten Sie ihn für uns zurück.",
      "Wenn der Preis bleibt, nehmen wir Abstand.",
      "Si vous ne baissez pas, nous allons passer notre tour.",
      "No me lo reserve hasta que confirme el precio.",
      "Si no baja, paso por esta vez.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r.move)} ${r.confidence}`).toBe(false);
    }
    expect(read("Let's go ahead.")).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });
});

describe("an offer while approval is awaited", () => {
  it("is asked back, never a bid at HIGH, in four languages", () => {
    for (const text of [
      "Subject to the committee's approval on Thursday, we could offer 850 €.",
      "Vorbehaltlich der Zustimmung des Vorstands könnten wir 850 € anbieten.",
      "Sous réserve de l'accord du bureau, nous pourrions proposer 850 €.",
      "A falta de la aprobación de la junta el jueves, podríamos ofrecer 850 €.",
      "A falta de la firma del director, ofrecemos 850 €.",
    ]) {
      const r = read(text);
      expect(r.confidence, text).not.toBe("HIGH");
    }
  });
  it("look-alike: 'a falta de' something else is no condition", () => {
    expect(read("A falta de más datos, te ofrezco 850 €.")).toMatchObject({ move: { kind: "price", priceMinor: 85_000 }, confidence: "HIGH" });
  });
});

describe("no need to hold one, preferring not to sign up", () => {
  it("is a walk-away at HIGH, in four languages", () => {
    for (const text of [
      "No need to hold one for us, thanks.",
      "Sie brauchen für uns nichts zurückzulegen.",
      "Réflexion faite, nous préférons ne pas nous inscrire ; inutile de nous réserver un carton.",
      "De momento no nos vamos a apuntar; no hace falta que nos reserve ninguna caja.",
    ])
      expect(read(text), text).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });
  it("look-alike: until a day, it is no walk-away", () => {
    for (const text of ["No need to hold one for us until Friday.", "Inutile de nous réserver un carton avant jeudi, on confirme demain."])
      expect(read(text).move.kind, text).not.toBe("withdraw");
  });
});
