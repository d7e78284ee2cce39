// Walking away politely and closing with a question of logistics (issue 29, fresh3): "Too rich for me. Good luck
// with the sale." is a walk-away in every language (priced out and a parting wish, no question), "ok fine, you
// win. how do i pay?" an acceptance; a question of price or a new amount after either keeps the buyer talking.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext, Language } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const CTX: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 50_000, lastBuyerBidMinor: 40_000 };
const LANGUAGES: Language[] = ["en", "de", "fr", "es"];

const PRICED_OUT: Record<Language, string[]> = {
  en: ["That's too rich for me.", "Out of my budget, I'm afraid.", "Beyond our budget, unfortunately.", "Too steep for my purse."],
  de: ["Das ist mir zu teuer.", "Das übersteigt leider unser Budget.", "Da komme ich nicht mit.", "Zu viel für mich."],
  fr: ["C'est trop cher pour moi.", "C'est au-dessus de notre budget.", "Trop cher pour ma bourse.", "Hors budget, hélas."],
  es: ["Es demasiado para mí.", "Se nos va de presupuesto.", "Demasiado caro para mi bolsa.", "No me cuadra el precio."],
};
const PARTING: Record<Language, string[]> = {
  en: ["Good luck with the sale.", "Take care.", "Have a nice day.", "All the best."],
  de: ["Viel Erfolg beim Verkauf!", "Alles Gute.", "Schönen Tag noch.", "Viel Glück!"],
  fr: ["Bonne vente !", "Bonne journée.", "Bon courage.", "Bonne continuation."],
  es: ["Suerte con la venta.", "Que tenga buen día.", "Que le vaya bien.", "Hasta luego."],
};
const ASSENT: Record<Language, string[]> = {
  en: ["ok fine, you win.", "Deal.", "Alright, I'll take it."],
  de: ["passt, nehm ich.", "Abgemacht.", "Einverstanden."],
  fr: ["bon ok, vendu.", "Marché conclu.", "D'accord, je le prends."],
  es: ["vale, me lo quedo.", "Trato hecho.", "De acuerdo, lo compro."],
};
const LOGISTICS: Record<Language, string[]> = {
  en: ["how do i pay?", "when can I pick it up?", "where do I collect it?"],
  de: ["wie bezahl ich?", "wann kann ich ihn abholen?", "wo kann ich ihn abholen?"],
  fr: ["je paie comment ?", "quand puis-je venir le chercher ?", "comment je vous paie ?"],
  es: ["¿cómo pago?", "¿cuándo lo puedo recoger?", "¿dónde lo recojo?"],
};

const pick = <T,>(items: readonly T[], i: number) => items[i % items.length]!;

describe("reader: walking away politely", () => {
  it("property: priced out and a parting wish, no question, is a walk-away in every language", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.nat(), fc.nat(), fc.constantFrom("", "*shakes head* "), (language, a, b, stage) => {
        const text = `${stage}${pick(PRICED_OUT[language], a)} ${pick(PARTING[language], b)}`;
        expect(interpretOffline(text, CTX), text).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
      }),
      { numRuns: 200 },
    );
  });

  it("property: priced out alone, or with a question after the parting wish, is not acted on as a walk-away", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.nat(), fc.nat(), (language, a, b) => {
        for (const text of [pick(PRICED_OUT[language], a), `${pick(PRICED_OUT[language], a)} ${pick(PARTING[language], b)} 400?`, `${pick(PRICED_OUT[language], a)} ${pick(PARTING[language], b)} Maybe next month?`]) {
          const r = interpretOffline(text, CTX);
          expect(r.move.kind === "withdraw" && r.confidence === "HIGH", text).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("reads keeping on looking and giving up at this point as walking away", () => {
    for (const text of [
      "I'm afraid that's out of my budget. I'll keep looking.",
      "Hallo Frau Conti,\n\ndanke für Ihre Mühe. Leider kommen wir an Ihren Preis nicht heran, deshalb müssen wir an dieser Stelle passen.\n\nAlles Gute\nBen",
      "Das übersteigt leider unser Budget, daher lassen wir es.",
      "Leider passt das nicht in unser Budget. Wir sehen von einem Kauf ab.",
      "non c'est bon, je paierai pas ça. bonne continuation",
      "Lo siento, es demasiado caro. Seguiré buscando.",
      "Hola, Carla:\n\nPor desgracia no podemos acercarnos más a su precio, así que lo vamos a dejar aquí.\n\nUn saludo,\nBeni",
      "*niega despacio con la cabeza* Me temo que se me va de presupuesto. Probaré en la tienda de al lado.",
    ])
      expect(interpretOffline(text, CTX), text).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it("never reads 'we cannot come near your price' as accepting it", () => {
    for (const text of ["no podemos acercarnos más a su precio", "wir kommen nicht an Ihren Preis heran, zu Ihrem Preis nicht", "nous ne pouvons pas acheter à votre prix"]) {
      const r = interpretOffline(text, CTX);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", text).toBe(false);
    }
  });

  it("keeps 'the measurements must fit' ('müssen passen') from walking away", () => {
    const r = interpretOffline("Die Maße müssen passen. Wie breit ist der Schrank?", CTX);
    expect(r.move.kind).not.toBe("withdraw");
  });
});

describe("reader: declining and ending, with the negation's scope", () => {
  it("reads declining the offer, not going on, and ending the negotiation as walking away", () => {
    for (const text of [
      "Dear Mr Lee,\n\nAfter careful consideration we will not be able to proceed with the purchase.\n\nKind regards,\nAnna",
      "We must decline your offer. Thank you.",
      "Nous devons décliner votre proposition.",
      "Tenemos que rechazar su oferta.",
      "Mein Auftraggeber hat mich angewiesen, die Verhandlung hier zu beenden.",
    ])
      expect(interpretOffline(text, CTX), text).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it("doubt after the negation is not a walk-away ('not sure if we can proceed')", () => {
    for (const text of ["I'm not sure if we should proceed.", "Ich weiß nicht, ob wir fortfahren sollten.", "No sé si seguir adelante."]) {
      const r = interpretOffline(text, CTX);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", text).toBe(false);
    }
  });

  it("staying, said with a negation and a 'but', leaves the amount a bid", () => {
    for (const text of ["I'm not walking away, but 450 is my limit.", "No me retiro, pero 450 es mi máximo.", "Je ne renonce pas, mais 450 c'est mon maximum."])
      expect(interpretOffline(text, CTX), text).toMatchObject({ move: { kind: "price", priceMinor: 45_000 }, confidence: "HIGH" });
  });
});

describe("reader: closing, then a question of logistics", () => {
  it("property: assent, then how/when/where to pay or collect, is an acceptance", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.nat(), fc.nat(), (language, a, b) => {
        const text = `${pick(ASSENT[language], a)} ${pick(LOGISTICS[language], b)}`;
        expect(interpretOffline(text, CTX), text).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
      }),
      { numRuns: 150 },
    );
  });

  it("assent, then a question of price, is not an acceptance at HIGH", () => {
    for (const text of ["ok fine, you win. how much again?", "Deal? how about 450?", "passt, nehm ich. aber wie viel kostet der Versand?"]) {
      const r = interpretOffline(text, CTX);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", text).toBe(false);
    }
  });

  it("an agent's principal approving the purchase accepts; a pending or negated approval does not", () => {
    expect(interpretOffline("My principal has reviewed your latest terms and approves the purchase at the quoted price.", CTX)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
    for (const text of ["My principal may approve the purchase at the quoted price next week.", "We do not approve the purchase at this price.", "Once my principal approves the purchase we proceed."]) {
      const r = interpretOffline(text, CTX);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", text).toBe(false);
    }
  });

  it("an acceptance waiting for someone else to agree is not one yet, in four languages", () => {
    for (const text of ["Deal — once my wife agrees.", "Abgemacht, sobald mein Chef zustimmt.", "Marché conclu, dès que ma femme valide.", "Trato hecho, en cuanto mi socio lo apruebe."]) {
      const r = interpretOffline(text, CTX);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", text).toBe(false);
    }
    expect(interpretOffline("Deal! When can you confirm delivery?", CTX)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });
});

describe("reader: an approximate counter-offer", () => {
  it("'ca. 420 €' is approximate, like 'environ' and 'unos'", () => {
    for (const text of ["Gegenangebot: ca. 420 €.", "Contre-offre : environ 420 €.", "Contraoferta: unos 420 €.", "Counter-offer: around 420."]) expect(interpretOffline(text, CTX).confidence, text).not.toBe("HIGH");
  });
});

describe("reader: the shop's price said to suit", () => {
  it("accepts it in four languages, and not when negated", () => {
    const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 940_000, lastBuyerBidMinor: null };
    for (const text of ["Hallo Herr Krause, Ihr Preis von 9.400 € ist für uns in Ordnung. Bitte Rechnung an die bekannte Adresse.", "Votre prix de 9 400 € nous convient.", "Su precio de 9.400 € nos parece bien.", "Your price of 9,400 is fine."])
      expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
    for (const text of ["Ihr Preis ist für uns nicht in Ordnung.", "Your price is not fine, but 8,000 is.", "Su precio no nos parece bien.", "Your price of 9,000 is fine."]) {
      const r = interpretOffline(text, context);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", text).toBe(false);
    }
  });

  it("an amount after 'votre site –' is the buyer's, not the website's", () => {
    expect(interpretOffline("J'ai vu 60 sur votre site – vous feriez 45 ?", { currency: "EUR", quantity: 1, standingOfferMinor: 6_000, lastBuyerBidMinor: null })).toMatchObject({
      move: { kind: "price", priceMinor: 4_500 },
      confidence: "HIGH",
    });
  });
});
