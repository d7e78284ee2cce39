// Leaving said flatly, and leaving only threatened. "Nope. Not paying that for a tow-behind compressor.", "Nein. So
// viel zahl ich für … nicht.", "Non. Je paierai pas ça pour …", "No. No pago eso por …" and "Wir suchen uns wen anders"
// were asked back although the buyer had gone; "Otherwise we'll find someone else." was a walk-away at HIGH although
// the buyer leaves only if something does not happen. Every sentence here is our own; each has look-alikes.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 45_000, lastBuyerBidMinor: 30_000 };
const read = (text: string) => interpretOffline(text, context);
const leaves = (text: string) => expect(read(text), text).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
const notLeft = (text: string) => {
  const r = read(text);
  expect(r.move.kind === "withdraw" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r.move)} ${r.confidence}`).toBe(false);
};

describe("a flat refusal to pay", () => {
  it("is a walk-away, in four languages", () => {
    for (const text of [
      "Nope. Not paying that for a second-hand chipper.",
      "Not paying that kind of money.",
      "Nein. So viel zahl ich für einen gebrauchten Häcksler nicht.",
      "Das zahl ich nicht.",
      "Non. Je paierai pas ça pour un broyeur d'occasion.",
      "Je ne paie pas ce prix-là.",
      "No. No pago eso por una trituradora usada.",
      "No voy a pagar tanto.",
    ])
      leaves(text);
  });
  it("look-alikes: a counter after it, or a charge refused, is no walk-away", () => {
    expect(read("Not paying that. 300?")).toMatchObject({ move: { kind: "price", priceMinor: 30_000 } });
    expect(read("Nein, so viel zahl ich nicht. 350 und gut.")).toMatchObject({ move: { kind: "price", priceMinor: 35_000 } });
    for (const text of ["Not paying that for shipping.", "Je ne paie pas ça pour la livraison.", "No pago eso por el envío."]) notLeft(text);
  });
});

describe("someone else sought", () => {
  it("is a walk-away, in German, French and Spanish", () => {
    for (const text of ["Zu teuer für die Wartung. Wir suchen uns wen anders, danke.", "Trop cher, on va chercher quelqu'un d'autre.", "Demasiado caro, buscamos a otro."]) leaves(text);
  });
});

describe("leaving threatened", () => {
  it("is asked, not acted on, in four languages", () => {
    for (const text of ["Otherwise we'll find someone else.", "Otherwise I'll pass.", "Sonst suchen wir uns jemand anderen.", "Sinon on ira voir ailleurs.", "Si no, buscamos a otro."]) notLeft(text);
  });
  it("look-alikes: 'otherwise' meaning 'apart from that', and a plain leaving, still leave", () => {
    for (const text of ["Too dear, otherwise a lovely piece. I'll pass.", "No thanks, we'll find someone else."]) leaves(text);
  });
});

describe("the provider kept", () => {
  it("is a walk-away, the German infinitive too", () => {
    for (const text of [
      "Sehr geehrte Frau Kern,\n\nwir haben uns entschieden, beim bisherigen Dienstleister zu bleiben, und nehmen das Angebot daher nicht an.\n\nGrüße",
      "We've decided to stay with our current supplier, thank you.",
    ])
      leaves(text);
  });
  it("look-alikes: kept only if the price does not move, several words after the 'if'", () => {
    for (const text of ["If the price doesn't move we'll stay with our current supplier.", "Wenn sich am Preis nichts tut, bleiben wir beim bisherigen Anbieter."]) notLeft(text);
  });
});
