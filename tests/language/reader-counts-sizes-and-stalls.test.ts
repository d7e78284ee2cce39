// Numbers that count, size, date or place the thing are not money, nor is a battery's state a discount. "Would you
// accept £264 for the twelve?" (twelve being the cases bought), "a block of twelve sessions", "nappies size 4",
// "*leans on pen 22*", "hatched spring 2025" and "pour la Golf de 2017." each stood beside the bid as a second amount,
// and the bid was asked back; "size 4" alone was a bid of 4.00; "Battery at 91% health" was a discount. Every sentence
// here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const read = (text: string, context: InterpretationContext) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("numbers that count, size or place the thing", () => {
  it("the units bought, said again after 'for the', leave the total bid", () => {
    const twelve: InterpretationContext = { currency: "EUR", quantity: 12, standingOfferMinor: 4_500 };
    for (const text of [
      "We need twelve winter tyres. Would you accept 480 € for the twelve, fitted?",
      "Wir brauchen zwölf Winterreifen. Wären 480 € für die zwölf in Ordnung?",
      "Il nous faut douze pneus hiver. Accepteriez-vous 480 € pour les douze, montés ?",
      "Necesitamos doce neumáticos de invierno. ¿Aceptaría 480 € por los doce, montados?",
    ]) {
      const r = read(text, twelve);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 4_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
    // Not the units bought: "for the two hundred" is money.
    const r = read("I'd go for the two hundred.", { currency: "EUR", quantity: 12, standingOfferMinor: 25_000 });
    expect(r.move.kind === "price" && r.move.priceMinor === 1_200, shown("two hundred", r)).toBe(false);
  });

  it("a block of sessions, a size, a pen or a season's year is no amount", () => {
    const one: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 62_000, lastBuyerBidMinor: 50_000 };
    for (const [text, kind] of [
      ["I'm booking a block of twelve driving lessons for my user. How many more rounds will you negotiate?", "question"],
      ["Ich buche einen Block von zwölf Fahrstunden. Wie viele Verhandlungsrunden gibt es noch?", "question"],
      ["Je réserve un forfait de douze leçons de conduite. Combien de tours de négociation reste-t-il ?", "question"],
      ["Reservo un bono de doce clases de conducir. ¿Cuántas rondas de negociación quedan?", "question"],
      ["What is the earliest delivery for a pallet of nappies size 4?", "question"],
      ["Was ist der früheste Liefertermin für eine Palette Windeln Größe 4?", "question"],
      ["Quelle est la date de livraison la plus proche pour une palette de couches taille 4 ?", "question"],
      ["¿Cuál es la fecha de entrega más próxima para un palé de pañales de la talla 4?", "question"],
    ] as const) {
      const r = read(text, one);
      expect(r.move.kind, shown(text, r)).toBe(kind);
      expect(r.move.kind === "price", shown(text, r)).toBe(false);
    }
    const hens: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 6_000 };
    for (const text of [
      "*leans on pen 14* The Silkie pair, hatched spring 2025. 45 € for both.",
      "*lehnt sich an Käfig 14* Das Seidenhuhn-Paar, Schlupf Frühjahr 2025. 45 € für beide.",
      "*s'accoude à la cage 14* Le couple de Soie, éclos au printemps 2025. 45 € les deux.",
      "*se apoya en la jaula 14* La pareja de sedosas, nacidas en la primavera de 2025. 45 € por las dos.",
    ]) {
      const r = read(text, hens);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 4_500 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("the year a thing was made, at the end of its sentence, is no amount", () => {
    const car: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 720_000 };
    for (const text of ["6,800 € for the Golf from 2017.", "6.800 € für den Golf von 2017.", "6 800 € pour la Golf de 2017.", "6.800 € por el Golf de 2017."]) {
      const r = read(text, car);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 680_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("a battery's state as a percentage is no discount", () => {
    const car: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 720_000 };
    for (const text of ["Battery at 91% health, 6,800 € is my offer.", "SoH 91 %, ich biete 6.800 €.", "Batterie à 91 % de capacité, je propose 6 800 €.", "Batería al 91 % de salud, ofrezco 6.800 €."]) {
      const r = read(text, car);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 680_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
    const off = read("10% off and it's a deal.", car);
    expect(off.move, shown("10% off", off)).toMatchObject({ kind: "price", priceMinor: 648_000 });
  });

  it("a price after the same words is still a price", () => {
    const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 6_000 };
    for (const text of ["Size 4 nappies, 55 € for the pallet?", "Pen 14: 55 € for the pair.", "Last spring 2025 we paid 40 €, would you take 55 €?"]) {
      const r = read(text, context);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 5_500 });
    }
  });
});
