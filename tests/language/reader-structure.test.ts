// The reader by structure rather than by phrase (issue 29, after the fresh sets): a correction keeps the amount
// the buyer means in every language; a bid named as an amount added to the buyer's last bid is derived from it;
// a split-the-difference proposal is never a HIGH question about something else; a named quantity makes an
// amount a total; acceptances and walk-aways by the shape of a sentence, with negation and questions still doubt;
// labelled reference numbers are never read as prices.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const CTX: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 52_000, lastBuyerBidMinor: 40_000 };
const read = (text: string, context: InterpretationContext = CTX) => interpretOffline(text, context);
const high = (text: string, context: InterpretationContext = CTX) => read(text, context).confidence === "HIGH";
const acts = (text: string, context: InterpretationContext = CTX) => {
  const r = read(text, context);
  return r.confidence === "HIGH" && (r.move.kind === "price" || r.move.kind === "accept" || r.move.kind === "withdraw");
};

/** Two different whole amounts below an offer of 1,000.00 and above a fifth of it. */
const twoAmounts = fc.tuple(fc.integer({ min: 210, max: 990 }), fc.integer({ min: 210, max: 990 })).filter(([a, b]) => a !== b);
const OFFER_1000: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 100_000, lastBuyerBidMinor: null };

describe("reader: a correction keeps the amount the buyer means", () => {
  const meansFirst: ReadonlyArray<(x: number, y: number) => string> = [
    (x, y) => `I meant to write ${x}, not ${y}. Sorry!`,
    (x, y) => `${x} and not ${y}`,
    (x, y) => `je voulais écrire ${x} € et non ${y} €`,
    (x, y) => `${x} et non ${y}, faute de frappe`,
    (x, y) => `Ich wollte ${x} € schreiben, nicht ${y} €.`,
    (x, y) => `quería ofrecer ${x} €, no ${y} €`,
    (x, y) => `${x} y no ${y}, me equivoqué`,
  ];
  const meansSecond: ReadonlyArray<(x: number, y: number) => string> = [
    (x, y) => `${x}, no wait, ${y}`,
    (x, y) => `${x}... sorry, I meant ${y}`,
    (x, y) => `${x} – nein, ${y} meinte ich`,
    (x, y) => `not ${x} but ${y}`,
    (x, y) => `Das Gebot lautet nicht ${x} €, sondern ${y} €.`,
    (x, y) => `notre offre n'est pas de ${x} € mais de ${y} €`,
    (x, y) => `nuestra oferta no es de ${x} € sino de ${y} €`,
  ];

  it("'X and not Y' in any language is never read at HIGH as Y; when HIGH it is X", () => {
    fc.assert(
      fc.property(twoAmounts, fc.constantFrom(...meansFirst), ([x, y], say) => {
        const r = read(say(x, y), OFFER_1000);
        if (r.confidence !== "HIGH") return;
        expect(r.move).toMatchObject({ kind: "price", priceMinor: x * 100 });
      }),
    );
  });

  it("'X, no wait, Y' and 'not X but Y' are never read at HIGH as X; when HIGH they are Y", () => {
    fc.assert(
      fc.property(twoAmounts, fc.constantFrom(...meansSecond), ([x, y], say) => {
        const r = read(say(x, y), OFFER_1000);
        if (r.confidence !== "HIGH") return;
        expect(r.move).toMatchObject({ kind: "price", priceMinor: y * 100 });
      }),
    );
  });

  it("reads the known corrections at HIGH, the meant amount", () => {
    expect(read("Bonjour,\n\nje voulais écrire 2 050 € et non 2 500 €.\n\nCordialement,\nJ.", { ...OFFER_1000, standingOfferMinor: 260_000 })).toMatchObject({
      move: { kind: "price", priceMinor: 205_000 },
      confidence: "HIGH",
    });
    expect(read("205 y no 250, me equivoqué al escribir", { ...OFFER_1000, standingOfferMinor: 24_000 })).toMatchObject({ move: { kind: "price", priceMinor: 20_500 }, confidence: "HIGH" });
  });

  it("asks back when a bare 'no' between two amounts may correct or reject ('500, no 480')", () => {
    expect(high("500, no 480", OFFER_1000)).toBe(false);
    expect(high("450, non 430", OFFER_1000)).toBe(false);
  });
});

describe("reader: an amount added to the buyer's last bid", () => {
  const adds: ReadonlyArray<(step: number) => string> = [
    (d) => `I can add another €${d} to my previous offer.`,
    (d) => `ok, ${d} on top of my last`,
    (d) => `Ich lege auf mein letztes Gebot noch ${d} € drauf.`,
    (d) => `gut, ${d} mehr als vorhin`,
    (d) => `J'ajoute ${d} € à ma dernière proposition.`,
    (d) => `bon, ${d} de plus que tout à l'heure`,
    (d) => `Añado ${d} € a mi última oferta.`,
    (d) => `bueno, ${d} más que antes`,
  ];

  it("is the last bid plus the amount, or asked; never the amount itself at HIGH", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 2_000 }), fc.integer({ min: 5, max: 200 }), fc.constantFrom(...adds), (lastMajor, step, say) => {
        const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: (lastMajor + step + 50) * 100, lastBuyerBidMinor: lastMajor * 100 };
        const r = read(say(step), context);
        if (r.confidence !== "HIGH") return;
        expect(r.move).toMatchObject({ kind: "price", priceMinor: (lastMajor + step) * 100 });
        expect(r.derivation).toEqual({ operation: "plus", from: "last-bid", amountMinor: step * 100 });
      }),
    );
  });

  it("reads it at HIGH in the four languages", () => {
    const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 190_000, lastBuyerBidMinor: 160_000 };
    for (const say of adds) expect(read(say(100), context), say(100)).toMatchObject({ move: { kind: "price", priceMinor: 170_000 }, confidence: "HIGH" });
  });

  it("with no earlier bid, asks instead of guessing", () => {
    for (const say of adds) expect(high(say(100), { ...CTX, lastBuyerBidMinor: null }), say(100)).toBe(false);
  });

  it("keeps '340 (antes 300)' as the bid 340: the earlier amount is not a step", () => {
    expect(read("Puedo subir a 340 (antes 300).", { currency: "EUR", quantity: 1, standingOfferMinor: 40_000, lastBuyerBidMinor: 30_000 })).toMatchObject({
      move: { kind: "price", priceMinor: 34_000 },
      confidence: "HIGH",
    });
  });
});

describe("reader: meeting halfway", () => {
  const proposals = [
    "split the diff with me?",
    "Mitte zwischen uns beiden?",
    "on se retrouve au milieu ?",
    "¿partimos la diferencia?",
    "Proposal: settle at the midpoint between our last bid and your current offer.",
    "Treffen wir uns auf halbem Weg zwischen Eurem Preis und meinem.",
    "¿y si lo dejamos en el punto medio?",
  ];

  it("is the midpoint of the standing offer and the last bid, at HIGH", () => {
    for (const text of proposals) expect(read(text), text).toMatchObject({ move: { kind: "price", priceMinor: 46_000 }, confidence: "HIGH" });
  });

  it("is never a HIGH question about something else, with or without an earlier bid", () => {
    fc.assert(
      fc.property(fc.constantFrom(...proposals), fc.option(fc.integer({ min: 1, max: 51_999 }), { nil: null }), (text, lastBuyerBidMinor) => {
        const r = read(text, { ...CTX, lastBuyerBidMinor });
        if (r.confidence === "HIGH") expect(r.move.kind).toBe("price");
      }),
    );
  });
});

describe("reader: a named quantity makes the amount a total", () => {
  it.each([
    ["both bikes for 280?", 2, 16_000, 14_000],
    ["les 6 chaises de jardin pour 300 ?", 6, 6_000, 5_000],
    ["¿las 4 sillas por 240?", 4, 7_000, 6_000],
    ["alle vier Stühle zusammen für 320?", 4, 9_000, 8_000],
  ])("%s", (text, quantity, standingOfferMinor, unit) => {
    expect(read(text, { currency: "EUR", quantity, standingOfferMinor, lastBuyerBidMinor: null })).toMatchObject({ move: { kind: "price", priceMinor: unit }, confidence: "HIGH" });
  });

  it("without the quantity named, an amount above the unit offer is asked about", () => {
    expect(high("for 280?", { currency: "EUR", quantity: 2, standingOfferMinor: 16_000, lastBuyerBidMinor: null })).toBe(false);
  });
});

describe("reader: moves by the shape of a sentence", () => {
  it.each(["jo, passt. wann kann ich's holen?", "ok ça marche. je peux passer quand ?", "vale, perfecto. ¿cuándo lo recojo?", "super, nehm ich 👍", "ça marche, je prends", "*spits in palm* Done. Shake on it.", "let's lock it in", "On behalf of my principal: your standing price is acceptable to us.", "Im Namen meines Auftraggebers: Ihr aktueller Preis ist akzeptabel, wir bestätigen den Kauf zu diesem Betrag."])(
    "accepts: %s",
    (text) => {
      expect(read(text)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
    },
  );

  it.each([
    "hat sich erledigt, hab was anderes gefunden. schönen abend",
    "déjalo, ya encontré otro. buenas noches",
    "ne, da bin ich raus. trotzdem danke",
    "*rajuste sa cape* Gardez votre camelote. Je m'en vais.",
    "*se echa la capa al hombro* Quédese con su baratija. Me marcho.",
    "My principal has found a better-suited alternative and is ending this negotiation.",
    "Mein Auftraggeber beendet die Verhandlung.",
    "J'ai finalement changé d'avis et je retire mon offre.",
    "laisse, je vais m'en passer. bonne soirée",
    "We've decided to go with another supplier.",
    "Wir haben uns für einen anderen Anbieter entschieden.",
    "Nous avons choisi un autre fournisseur.",
    "Hemos optado por otro proveedor.",
    "Tant pis, je vais voir ailleurs.",
    "I'm going to look elsewhere, thanks for your time.",
    "no deal, sorry. bye",
    "Mon client ne souhaite pas aller plus loin.",
    "*shakes head and walks off* Too rich for my blood.",
    "*niega con la cabeza y se va* Demasiado caro para mí.",
    "nah i'm good, thanks",
  ])("walks away: %s", (text) => {
    expect(read(text)).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it.each([
    "Deal?",
    "je ne prends pas",
    "we do not confirm the purchase",
    "if you ship it, nehm ich",
    "I won't find another one this cheap, will I?",
    "Ich gehe auf 450.",
    "Done?",
    "We have not gone with another supplier.",
    "mil y lo dejamos ahí, ¿vale?",
    "ça me va, je demande à ma femme",
    "me parece bien, lo consulto con mi mujer",
    "sounds good, need to check with my boss first",
    "klingt gut, ich muss noch meinen Mann fragen",
    "ok. what's the warranty?",
    "vale. ¿tiene garantía?",
    "passt nicht, sorry",
  ])("does not act on a doubtful or negated shape: %s", (text) => {
    const r = read(text);
    if (r.confidence === "HIGH") expect(["accept", "withdraw"], text).not.toContain(r.move.kind);
  });
});

describe("reader: labelled references are not prices", () => {
  it.each([
    "Confirmed: the buyer accepts the current offer as stated. Reference for your records: order draft 5521.",
    "Bestätigt: Der Käufer nimmt das aktuelle Angebot wie genannt an. Referenz für Ihre Unterlagen: Auftragsentwurf 5521.",
  ])("%s", (text) => {
    expect(read(text)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });

  it("a reference number beside a bid never becomes the bid", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 99_999 }), fc.integer({ min: 300, max: 510 }), (ref, bid) => {
        const r = read(`I offer ${bid} €. Reference: order draft ${ref}.`);
        if (r.confidence === "HIGH" && r.move.kind === "price") expect(r.move.priceMinor).toBe(bid * 100);
      }),
    );
  });

  it("a postcode in a question about sending is not a price", () => {
    for (const [text, subject] of [
      ["was kostet der versand nach 80331 münchen?", "shipping"],
      ["combien pour l'envoi en colissimo vers le 59000 ?", "shipping"],
      ["cuanto sale el envío a 46001 valencia?", "shipping"],
    ] as const) {
      expect(acts(text), text).toBe(false);
      expect(read(text).move, text).toMatchObject({ kind: "question", subject });
    }
  });
});

describe("reader: prices that are not the buyer's bid", () => {
  it.each([
    "Market note: the same model is listed at €799 by another retailer with free shipping. Awaiting my principal's instruction.",
    "Marktnotiz: Dasselbe Modell wird bei einem anderen Händler für 799 € inklusive Versand angeboten.",
    "Note de marché : le même modèle est proposé à 799 € chez un autre revendeur, livraison comprise.",
    "Nota de mercado: el mismo modelo se vende a 799 € en otro distribuidor, envío incluido.",
  ])("another seller's price is not acted on: %s", (text) => {
    expect(acts(text, { ...CTX, standingOfferMinor: 92_000 })).toBe(false);
  });

  it("the buyer's own earlier offer, recounted, is not a new bid; the proposal to split is", () => {
    const context: InterpretationContext = { currency: "USD", quantity: 1, standingOfferMinor: 300_000, lastBuyerBidMinor: 250_000 };
    const r = read("Summary of positions: the buyer last offered $2,500, the seller stands at $3,000. To close today, the buyer proposes splitting the difference.", context);
    if (r.confidence === "HIGH") expect(r.move).toMatchObject({ kind: "price", priceMinor: 275_000 });
    expect(high("We last offered 2,500; our position is unchanged.", context)).toBe(false);
  });

  it("a bid beside another seller's price in another sentence is still read", () => {
    expect(read("Another shop has it for 480. I'll offer you 450.", { ...CTX, standingOfferMinor: 52_000 })).toMatchObject({ move: { kind: "price", priceMinor: 45_000 }, confidence: "HIGH" });
  });
});

describe("reader: agents' paragraphs", () => {
  it.each([
    ["Comparable listings closed between €410 and €470 over 60 days, median €440. Within a quarterly budget of €20,000, my client authorises an offer of €450 for one unit.", 45_000],
    ["Vergleichbare Angebote lagen zwischen 410 € und 470 €, Median 440 €. Mein Kunde bietet 450 € für ein Gerät.", 45_000],
    ["Les annonces comparables se sont conclues entre 410 € et 470 € (médiane 440 €). Ma cliente propose 450 € pour une unité.", 45_000],
    ["Los anuncios comparables se cerraron entre 410 € y 470 € (mediana 440 €). Mi cliente ofrece 450 € por una unidad.", 45_000],
  ])("the amount offered, not the market figures: %s", (text, priceMinor) => {
    expect(read(text)).toMatchObject({ move: { kind: "price", priceMinor }, confidence: "HIGH" });
  });

  it("the positions named beside 'split the difference' are its inputs, and market approximations are not doubt", () => {
    expect(read("Stand: Käufer zuletzt 400 €, Verkäufer 520 €. Der Käufer schlägt vor, die Differenz zu teilen.")).toMatchObject({ move: { kind: "price", priceMinor: 46_000 }, confidence: "HIGH" });
    expect(read("Analysis: your price sits about 6% above the 30-day average. My user proposes €40 below your current price.")).toMatchObject({ move: { kind: "price", priceMinor: 48_000 }, confidence: "HIGH" });
    expect(high("My user proposes roughly €40 below your current price.")).toBe(false);
  });

  it("a rejection right before the second amount keeps the first, however long the sentence", () => {
    expect(read("c'est 480 € que je voulais proposer, pas 408 €", CTX)).toMatchObject({ move: { kind: "price", priceMinor: 48_000 }, confidence: "HIGH" });
  });
});
