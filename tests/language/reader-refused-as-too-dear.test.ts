// A walk-away said in two short sentences: a no, then the price called too high ("Nope. Too much for a crib.", "Nein. Zu
// teuer für ein Kinderbett.", "Non. Trop cher pour un lit de bébé.", "No. Muy caro para una cuna."), or leaving for the
// next stall ("Not at that money. I'll try the next stall along.", "Ich schau am nächsten Stand."). The first was read
// as a question about the price and asked back; the second as nothing. Every sentence here is our own; look-alikes
// that keep talking, bid or doubt stay asked back.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 12_000, lastBuyerBidMinor: 8_000 };
const withdraws = (text: string) => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
const notWithdrawn = (text: string) => {
  const r = interpretOffline(text, context);
  expect(r.move.kind === "withdraw" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r.move)} ${r.confidence}`).toBe(false);
};

describe("a no, then the price too high", () => {
  it("is a walk-away, in four languages", () => {
    for (const text of [
      "Nope. Too much for a high chair.",
      "nah. way too pricey for a second-hand pram. pass",
      "No! Too steep.",
      "*shakes head* No. Too dear for me.",
      "Nein. Viel zu teuer für einen Hochstuhl.",
      "Nee. Zu teuer.",
      "Non. Trop cher pour une chaise haute.",
      "Non. Beaucoup trop cher. Je passe.",
      "No. Demasiado caro para una trona.",
      "No. Carísima.",
    ])
      withdraws(text);
  });

  it("look-alikes: a question, an amount, a hedge or a reason to go on is no walk-away", () => {
    for (const text of [
      "No. Too much for a high chair. Would you do 90?",
      "Nope. Too much for a high chair, but I could stretch to 90.",
      "No. Too expensive? Not at all, it's a fair price.",
      "Nein. Zu teuer? Finde ich gar nicht.",
      "Non. Trop cher, peut-être. Je réfléchis.",
      "No, demasiado caro no es. ¿Lo envían?",
      "Too much for a high chair.",
    ])
      notWithdrawn(text);
  });
});

describe("leaving for the next stall", () => {
  it("is a walk-away, in four languages", () => {
    for (const text of [
      "*puts the basket down* Not at that money. I'll try the next stall along.",
      "We'll ask at another stall, thanks.",
      "*legt den Korb zurück* Nicht für das Geld. Ich schau am nächsten Stand.",
      "Je vais voir le stand d'à côté.",
      "Pas à ce prix-là. Je vais essayer un autre marchand.",
      "A ese precio, no. Probaré en otro puesto.",
    ])
      withdraws(text);
  });

  it("look-alikes: the next stall asked about, or a bid beside it", () => {
    for (const text of ["Is the next stall yours too?", "Ist der nächste Stand auch Ihrer?", "Le stand d'à côté est à vous ?", "I'll try the next stall unless you do 90."]) notWithdrawn(text);
  });
});
