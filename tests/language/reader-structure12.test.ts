/**
 * The reader's structural mends of 2026-11-27 (evening), each found on seen honest-buyer sets (fresh10, fresh11 and
 * fresh12's TUNE half) and written here as new sentences in four languages, with a look-alike that must not move:
 * an acceptance of the shop's terms followed by a request about the sale's next step; words of deciding beside a
 * question about something else; an approximation said after the amount; a count said again after "all"; an amount
 * to be put to a council or board first; assent followed by a request to lend a hand; meeting in between; the
 * millimetres that were a hum; cash between the amount and the thing; a percentage off the shop's named price; less
 * than what the buyer offered; "if" clauses of courtesy; chat English without apostrophes; postcodes and order
 * numbers after their labels; "Offer from …:" headers; and the word boundaries that know accented letters.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { normalizeForRules } from "../../language/reader/normalize";
import { setAsideNotPrices } from "../../language/reader/set-aside";

const EUR: InterpretationContext = { currency: "EUR", standingOfferMinor: 50_000, quantity: 1, lastBuyerBidMinor: 42_000 } as InterpretationContext;
const read = (text: string, context: InterpretationContext = EUR) => interpretOffline(text, context);
const high = (text: string, context?: InterpretationContext) => {
  const r = read(text, context);
  return r.confidence === "HIGH" ? r.move : null;
};
const bidAtHigh = (text: string, context?: InterpretationContext) => {
  const move = high(text, context);
  return move?.kind === "price" ? move.priceMinor : null;
};

describe("an acceptance of the shop's terms, then a request about the next step", () => {
  const accepting = [
    "Purchasing agent for Lakeside Dental. My principal has reviewed your latest terms and instructs me to accept them. Please confirm the pickup address.",
    "Einkaufsassistent der Praxis Berger. Meine Auftraggeberin hat Ihre letzten Konditionen geprüft und weist mich an, sie anzunehmen. Bitte senden Sie uns die Rechnung.",
    "Agent d'achat pour la pharmacie Roussel. La direction a validé vos dernières conditions. Merci de nous indiquer l'adresse d'enlèvement.",
    "Agente de compras de Talleres Ibarra. Mi mandante ha revisado sus últimas condiciones y me indica que las acepte. Por favor, envíenos la factura.",
  ];
  it.each(accepting)("is an acceptance at HIGH: %s", (text) => {
    expect(high(text)).toEqual({ kind: "accept" });
  });

  const lookAlikes = [
    // negated, put before, conditional, or naming a figure: never an acceptance at HIGH
    "My principal has reviewed your latest terms and cannot accept them. Please confirm the pickup address for the sample.",
    "Before we accept your latest terms, please confirm the pickup address.",
    "We would accept your terms subject to inspection. Please send the invoice.",
    "My principal has reviewed your latest terms and instructs me to accept them at 450. Please confirm the pickup address.",
    "Mein Auftraggeber wird Ihre Konditionen nicht annehmen. Bitte senden Sie uns trotzdem die Rechnung für die Probe.",
  ];
  it.each(lookAlikes)("a look-alike is no acceptance at HIGH: %s", (text) => {
    expect(high(text)).not.toEqual({ kind: "accept" });
  });

  it("words of deciding beside a question about something else are no HIGH question: the buyer is asked", () => {
    const r = read("The practice manager signed off this morning and we're happy to close. Could your driver call ahead on the day?");
    expect(r.confidence).not.toBe("HIGH");
  });

  it("property: any logistics request after an acceptance of the shop's terms keeps it an acceptance", () => {
    const requests = ["Please confirm the pickup address.", "Please send the invoice.", "Could you send your bank details for the payment?", "Please confirm the delivery address."];
    fc.assert(
      fc.property(fc.constantFrom(...requests), fc.constantFrom("accept", "approve"), (request, verb) => {
        const text = `Our board reviewed your revised offer and asked me to ${verb} it. ${request}`;
        expect(high(text)).toEqual({ kind: "accept" });
        expect(high(text.replace(`to ${verb} it`, `not to ${verb} it`))).not.toEqual({ kind: "accept" });
      }),
    );
  });
});

describe("meeting in between", () => {
  it.each([
    "*spreads hands* You say one thing, I say another. Let's land right in between and shake on it.",
    "Sie sagen das eine, ich das andere. Landen wir genau dazwischen und schlagen ein.",
    "Vous dites une chose, moi une autre. On se pose pile entre les deux ?",
    "on fait moitié-moitié entre nos deux prix ? 🤝",
    "Usted dice una cosa, yo otra. Quedemos justo en medio y chocamos la mano.",
    "How about between our two prices?",
  ])("is the middle of the shop's offer and the buyer's last bid: %s", (text) => {
    expect(bidAtHigh(text)).toBe(46_000);
  });

  it("a look-alike: between two options, or the middle of something else, is no middle price", () => {
    expect(bidAtHigh("Let's meet between the two options")).toBeNull();
    expect(bidAtHigh("Lo dejo en medio de la sala, ¿vale?")).toBeNull();
  });
});

describe("an approximation said after the amount", () => {
  it.each(["Dans les trois cent cinquante ? À peu près.", "450, more or less.", "I'd pay 450 give or take.", "Ich zahle 450, ungefähr.", "Te doy 450, más o menos.", "Je paie 450, plus ou moins."])(
    "doubts the amount: %s",
    (text) => {
      expect(read(text).confidence).not.toBe("HIGH");
    },
  );

  it.each(["It's more or less new, I'd pay 450.", "Give or take a week, I can pick up. 450 is my offer.", "Il est plus ou moins neuf, je paie 450."])("a look-alike, said of something else, leaves the bid: %s", (text) => {
    expect(bidAtHigh(text)).toBe(45_000);
  });
});

describe("which number is the bid", () => {
  const twenty: InterpretationContext = { currency: "USD", standingOfferMinor: 4_500, quantity: 20, lastBuyerBidMinor: null } as InterpretationContext;
  it.each([
    "We're equipping a new catering business and need 20 of the stainless chafing dishes. Is there a reduced unit price for taking all 20?",
    "Nous avons besoin de 20 chafing dishes inox. Y a-t-il un prix unitaire réduit si nous prenons les 20 ?",
    "Necesitamos 20 chafing dishes. ¿Hay un precio unitario reducido si nos llevamos los 20?",
  ])("a count said again after 'all' is how many, and a lower price asked for is a discount question: %s", (text) => {
    expect(high(text, twenty)).toMatchObject({ kind: "question", subject: "discount" });
  });

  it("millimetres are a measure, not a hum of doubt", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 999 }), (mm) => {
        expect(bidAtHigh(`Counter-offer\nItem: dough sheeter, ${mm} mm rollers\nUnit price: EUR 450.00`)).toBe(45_000);
      }),
    );
    expect(read("mmm 450").confidence).not.toBe("HIGH");
  });

  it.each([
    ["400 € en liquide pour la scie à briques, je passe cet après-midi.", 40_000],
    ["400 cash for the brick saw, I'll come by this afternoon.", 40_000],
    ["400 bar für die Säge, ich komme heute Nachmittag.", 40_000],
    ["400 en efectivo por la sierra, paso esta tarde.", 40_000],
  ])("how it is paid, between the amount and the thing, keeps the bid: %s", (text, minor) => {
    expect(bidAtHigh(text)).toBe(minor);
  });

  it("'Offer from the buyer's agent:' names the writer, not an earlier amount; 'up from 400' still does", () => {
    expect(bidAtHigh("Offer from the buyer's agent: 440 for the cabinet (model DC-180, with 6 darts).")).toBe(44_000);
    expect(bidAtHigh("440 (up from 400)")).toBe(44_000);
  });

  it("postcodes, order numbers and street numbers after their labels are set aside", () => {
    expect(setAsideNotPrices("Envío al C.P. 78045; ZIP 30301, PLZ 80331")).not.toMatch(/\d/u);
    expect(setAsideNotPrices("Orden de compra 88-4410: 630 por unidad")).toBe("Orden de compra   -    : 630 por unidad");
    expect(setAsideNotPrices("entrega en Av. Corrientes 1250, C1043 CABA. Ofrecemos 630")).toMatch(/Ofrecemos 630$/u);
    expect(setAsideNotPrices("Av. Corrientes 1250 €")).toContain("1250");
  });
});

describe("an agent's market scan, then the offer named", () => {
  const USD: InterpretationContext = { currency: "USD", standingOfferMinor: 190_000, quantity: 1, lastBuyerBidMinor: null } as InterpretationContext;
  it.each([
    ["Summary for the seller: listings that actually sold went for $1,950, $1,820 and $1,890, and she won't go past $1,850. Our offer is $1,780; she can collect within 5 business days.", 178_000],
    ["Tatsächlich verkaufte Angebote gingen für 1.950 €, 1.820 € und 1.890 € weg, und über 1.850 € geht sie nicht. Unser Angebot: 1.780 €; Abholung innerhalb von 5 Werktagen.", 178_000],
    ["Recent sold listings for comparable machines were $1,650, $1,720 and $1,590. We offer $1,600, payment on collection within the week.", 160_000],
  ])("the amount named as the buyer's offer is the bid: %s", (text, minor) => {
    expect(bidAtHigh(text, text.includes("€") ? ({ ...USD, currency: "EUR" } as InterpretationContext) : USD)).toBe(minor);
  });
  it("a look-alike: two amounts in the offer's own sentence are asked", () => {
    expect(read("Listings sold for $1,950. Our offer is $1,780 or $1,800 with the stand.", USD).confidence).not.toBe("HIGH");
  });
  it("'sold' as the buyer's word still accepts", () => {
    expect(high("Sold!", USD)).toEqual({ kind: "accept" });
  });
});

describe("more shapes of a bid among other words", () => {
  it("a hum before a two-word offer in its own sentence leaves the offer", () => {
    expect(bidAtHigh("*da vuelta el banjo* Mmm, el mástil está medio torcido. Te doy 140.")).toBe(14_000);
    expect(read("Hmm. 140?").confidence).not.toBe("HIGH");
  });
  it.each(["130 – streich das, 120.", "450, oubliez ça, 420.", "450, olvida eso, 420."])("a correction in other words takes the last amount: %s", (text) => {
    expect(bidAtHigh(text)).toBe(text.startsWith("130") ? 12_000 : 42_000);
  });
  it("a model year after an article is no amount; an offer of that size still is", () => {
    expect(bidAtHigh("*passe la main sur l'aile* Une 1974, trois propriétaires, 86 000 km... Je monte à 1 000, pas un euro de plus.", { ...EUR, standingOfferMinor: 120_000 } as InterpretationContext)).toBe(100_000);
    expect(setAsideNotPrices("a 1950 € offer")).toBe("a 1950 € offer");
    expect(setAsideNotPrices("a 1981 motorboat")).toBe("a      motorboat");
  });
  it("a question about payment among bare numbers (days of the month, dimensions) is answered, not read as a price", () => {
    const text = "En relación con su presupuesto P-20931 por dos casetas (3 × 2 m): nuestra tesorería paga a proveedores los días 1 y 15 de cada mes. ¿Podríamos pagar la factura a 30 días?";
    expect(high(text)).toMatchObject({ kind: "question", subject: "payment" });
  });
});

describe("polite letters that accept or leave", () => {
  it.each([
    "Nous vous remercions pour votre contre-proposition. Elle nous convient et nous sommes heureux de donner suite.",
    "Le agradecemos su contrapropuesta. Nos parece bien y con gusto seguimos adelante.",
    "*nickt* Dann eben Ihr Preis. Packen Sie's ein.",
  ])("accepts: %s", (text) => {
    expect(high(text)).toEqual({ kind: "accept" });
  });
  it.each([
    "Malheureusement, le budget ne permet pas d'atteindre votre prix ; nous abandonnons donc l'achat.",
    "En nombre de mi cliente: su precio sigue muy por encima del presupuesto, así que cerramos aquí esta negociación.",
  ])("leaves: %s", (text) => {
    expect(high(text)).toEqual({ kind: "withdraw" });
  });
  it("a look-alike: the proposal suits only on a condition", () => {
    expect(high("Votre offre nous convient si la livraison est incluse.")).toBeNull();
  });
});

describe("a bid off a price the message names", () => {
  it.each([
    "As a public school with a very small budget, could you do 20% off the asking price?",
    "Als öffentliche Schule mit sehr kleinem Etat: Wären 20 % Rabatt auf Ihren Preis möglich?",
    "Établissement public au budget très serré, pourriez-vous nous consentir 20 % sur le prix demandé ?",
    "Como centro público con un presupuesto muy ajustado, ¿podría hacernos un 20 % de descuento sobre el precio?",
  ])("a percentage off the shop's named price is taken off the standing offer: %s", (text) => {
    expect(bidAtHigh(text)).toBe(40_000);
  });

  it.each(["50 less than what we offered", "50 € menos de lo que ofrecimos la última vez", "50 € de moins que ce que nous avons proposé"])("less than what the buyer offered comes off its last bid: %s", (text) => {
    expect(bidAtHigh(text)).toBe(37_000);
  });
  it("a look-alike: less than the shop's price comes off the standing offer", () => {
    expect(bidAtHigh("50 less than your price")).toBe(45_000);
  });
});

describe("an amount to be put to a deciding body first", () => {
  it.each([
    "ich werde dem Gemeinderat in seiner Sitzung am 12. März 4.500 € für den Mäher vorschlagen und melde mich danach.",
    "Je proposerai 4 500 € pour le broyeur au conseil municipal lors de sa séance du 12 mars.",
    "Propondré 4.500 € por la desbrozadora al pleno del ayuntamiento el 12 de marzo.",
    "I'll put 4,500 to the parish council at Thursday's meeting and come back to you.",
  ])("is no bid yet: %s", (text) => {
    expect(read(text, { ...EUR, standingOfferMinor: 520_000 } as InterpretationContext).confidence).not.toBe("HIGH");
  });
  it("a look-alike: a body that has already approved leaves the bid", () => {
    expect(bidAtHigh("The board approved the purchase. We offer 450.")).toBe(45_000);
  });
});

describe("assent, and a request to lend a hand", () => {
  it.each([
    "*claps hands* Right, you're on. Grab the other end of the workbench and help me get it in the van?",
    "*tape dans ses mains* Bon, c'est entendu. Vous prenez l'autre bout de l'établi pour m'aider à le charger ?",
    "*klatscht in die Hände* Gut, abgemacht. Packen Sie am anderen Ende mit an?",
    "*da una palmada* Hecho, es mío. ¿Me agarra la otra punta del banco?",
    "Deal. Can you help me load it into the van?",
  ])("is an acceptance: %s", (text) => {
    expect(high(text)).toEqual({ kind: "accept" });
  });
  it("a look-alike: a question that names an amount or a term is not answered by the acceptance", () => {
    expect(high("Deal. Can you do 450 instead?")).toMatchObject({ kind: "price", priceMinor: 45_000 });
    expect(high("Ok. Could you tell me the warranty?")).toMatchObject({ kind: "question", subject: "warranty" });
  });
});

describe("words of accepting and leaving, as buyers say them", () => {
  it.each([
    "Right, you're on.",
    "Entendu !",
    "*s'enfonce dans le fauteuil* Ah, c'est celui-là ! Vendu — ma femme va être ravie !",
    "¡Esta es! Vendida, amigo — ¡mi mujer va a estar feliz!",
    "Ihren Preis akzeptieren wir gerne.",
    "ok ya ill take it at that",
  ])("accepts: %s", (text) => {
    expect(high(text)).toEqual({ kind: "accept" });
  });
  it("the standing offer named with an assent, then another sentence, accepts", () => {
    expect(high("500 €, ça marche. La raboteuse est pour moi.")).toEqual({ kind: "accept" });
    expect(high("500 €, ça marche pas.")).not.toEqual({ kind: "accept" });
  });
  it.each(["nope, pass", "nah not for me", "no, i'm good", "ahh ok thats more than i can swing rn, ill leave it. thanks tho"])("leaves: %s", (text) => {
    expect(high(text)).toEqual({ kind: "withdraw" });
  });
  it.each(["J'ai entendu, mais 450 c'est mon max.", "you're on to something there, but 450 is my max"])("a look-alike keeps its bid: %s", (text) => {
    expect(bidAtHigh(text)).toBe(45_000);
  });
});

describe("the purchase said not to happen", () => {
  it.each([
    "Wir haben es intern besprochen und lassen es bleiben. Viel Erfolg beim Verkauf!",
    "Wir haben eine andere Maschine gefunden und nehmen daher Abstand vom Kauf.",
    "Leider sehen wir vom Kauf ab. Herzlichen Dank für Ihre Unterstützung.",
    "Nous avons réexaminé le dossier ; nous en restons donc là, sans achat.",
    "We have reviewed it again and will not be buying. Thanks for the quick answers.",
    "Lo hemos revisado y no vamos a comprar, gracias.",
    "Viel zu viel. Ohne mich.",
    "*dreht sich auf dem Absatz um* Behalten Sie's.",
  ])("is a walk-away: %s", (text) => {
    expect(high(text)).toEqual({ kind: "withdraw" });
  });
  it.each(["Ich kaufe nicht mehr als zwei, was kosten die?", "Wenn wir nicht kaufen, was passiert mit der Anzahlung?", "Kaufen Sie nicht woanders!"])("a look-alike is no walk-away: %s", (text) => {
    expect(high(text)).not.toEqual({ kind: "withdraw" });
  });
});

describe("'if' clauses of courtesy", () => {
  const courtesy = ["if thats cool", "si jamais", "falls was is", "si va", "if that's ok", "si te parece bien", "si ça te va", "si c'est correct pour toi", "if anything changes"];
  it("property: a courtesy clause after a plain bid leaves the bid at HIGH", () => {
    fc.assert(
      fc.property(fc.constantFrom(...courtesy), fc.constantFrom("id do 440 tmrw", "je peux faire 440", "kann 440 zahlen", "te doy 440"), (clause, bid) => {
        expect(bidAtHigh(`${bid} ${clause}`)).toBe(44_000);
      }),
    );
  });
  it.each(["450 if we pay on collection", "Würdest du 250 € unter deinem Preis gehen? Ich zahl alles bar, wenn ich die Sachen abhol.", "Would you consider 10% off your listed price if we pay on collection?"])(
    "the buyer's own paying or collecting is no condition on the shop: %s",
    (text) => {
      expect(high(text)?.kind).toBe("price");
    },
  );
  it.each(["450 if you include the case", "450 if my wife agrees", "450 if it works", "450 if it is still available", "450 if I buy two", "450 wenn Sie liefern"])("a clause naming something else is a condition: %s", (text) => {
    expect(read(text).confidence).not.toBe("HIGH");
  });
});

describe("chat English without apostrophes", () => {
  it("is read with them put back, and German 'im' is left alone", () => {
    expect(normalizeForRules("ok ya ill take it, thats fine, dont worry, im out")).toBe("ok ya i'll take it, that's fine, don't worry, i'm out");
    expect(normalizeForRules("Im Angebot steht 450")).toBe("im angebot steht 450");
    expect(normalizeForRules("an ill dog")).toBe("an ill dog");
  });
  it("property: normalising twice changes nothing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(normalizeForRules(normalizeForRules(text))).toBe(normalizeForRules(text));
      }),
    );
  });
});

describe("word boundaries in the reader's patterns", () => {
  // JavaScript's \b knows only ASCII word characters: "\bça marche" never matches after a space, "moitié\b" never
  // before one. A regular-expression literal with \b next to an accented letter, or an alternative of a \b(?:…)\b
  // group that begins or ends with one, is that bug; such patterns go through unicodeWords (reader/unicode-words.ts).
  const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith(".ts") ? [join(dir, name)] : []));
  const ACCENTED = /[À-ÿŒœ]/u;
  it("no regular-expression literal in language/ puts an ASCII \\b beside an accented letter", () => {
    const offenders: string[] = [];
    for (const file of files(join(__dirname, "../../language"))) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          const code = line.trim();
          if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*") || code.includes("String.raw") || code.includes("unicodeWords")) return;
          for (const group of code.matchAll(/\\b\(\?:([^()]*)\)\\b/gu)) {
            for (const alternative of group[1]!.split("|")) {
              if (alternative !== "" && (ACCENTED.test(alternative[0]!) || ACCENTED.test(alternative[alternative.length - 1]!))) offenders.push(`${file}:${i + 1} ${alternative}`);
            }
          }
          for (const m of code.matchAll(/\\b([À-ÿŒœ])|([À-ÿŒœ])\\b/gu)) offenders.push(`${file}:${i + 1} ${m[0]}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
