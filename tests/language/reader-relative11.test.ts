// Bids derived from public numbers, as buyers and their agents say them (issue 29): an offer of our own revised down
// or up by an amount, in four languages. Every sentence here is our own. Each family is checked with the
// look-alikes that must never bind a price: a budget cut, another item compared, an amount with no base.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const STANDING = 64_000;
const LAST = 52_000;
const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: STANDING, lastBuyerBidMinor: LAST };

const readsAt = (text: string, priceMinor: number, ctx: InterpretationContext = context) =>
  expect(interpretOffline(text, ctx), text).toMatchObject({ move: { kind: "price", priceMinor }, confidence: "HIGH" });
/** The reading would bind a price, close the deal or end the negotiation without asking. */
const acts = (text: string, ctx: InterpretationContext = context) => {
  const r = interpretOffline(text, ctx);
  return r.confidence === "HIGH" && (r.move.kind === "price" || r.move.kind === "accept" || r.move.kind === "withdraw");
};

describe("our own offer revised down or up by an amount comes off (or onto) the buyer's last bid", () => {
  // `${n}` is the amount in euros; each sentence names the buyer's side as the one moving its own offer.
  const DOWN: Array<(n: number) => string> = [
    (n) => `Following the survey, we have to revise our offer down by €${n}.`,
    (n) => `My client is lowering its bid by ${n} euros given the repairs needed.`,
    (n) => `Apologies: our principal lowers its offer by EUR ${n}.`,
    (n) => `We need to bring our proposal downward by ${n} €, regrettably.`,
    (n) => `Nach der Besichtigung müssen wir unser Angebot um ${n} € nach unten korrigieren.`,
    (n) => `Leider reduzieren wir unser Gebot um ${n} Euro.`,
    (n) => `Mein Kunde senkt sein Angebot leider um ${n} EUR.`,
    (n) => `Wir passen unser Gebot auf ${n} € unter unserem bisherigen Angebot an.`,
    (n) => `Après l'expertise, nous devons revoir notre proposition de ${n} € à la baisse.`,
    (n) => `Mon client abaisse son offre de ${n} euros.`,
    (n) => `Nous ramenons notre offre à ${n} € de moins que la précédente.`,
    (n) => `Tras la revisión, tenemos que revisar nuestra propuesta a la baja en ${n} €.`,
    (n) => `Mi representada rebaja su oferta en ${n} euros.`,
    (n) => `Debemos bajar nuestra oferta ${n} euros respecto de la anterior.`,
  ];
  const UP: Array<(n: number) => string> = [
    (n) => `We can revise our offer upward by €${n}.`,
    (n) => `Wir können unser Angebot um ${n} € nach oben korrigieren.`,
    (n) => `Nous pouvons réviser notre offre de ${n} € à la hausse.`,
    (n) => `Podemos revisar nuestra oferta al alza en ${n} €.`,
  ];

  it("property: down by any whole amount is the last bid less it, never the shop's price less it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOWN), fc.integer({ min: 5, max: 400 }), (say, n) => {
        readsAt(say(n), LAST - n * 100);
      }),
      { numRuns: 60 },
    );
  });

  it("property: up by any whole amount is the last bid plus it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...UP), fc.integer({ min: 5, max: 400 }), (say, n) => {
        readsAt(say(n), LAST + n * 100);
      }),
      { numRuns: 60 },
    );
  });

  it("the shop asked to lower its own offer stays an amount off the shop's price", () => {
    readsAt("Could you lower your offer by 40?", STANDING - 4_000);
    readsAt("Würden Sie Ihr Angebot um 40 € senken?", STANDING - 4_000);
  });

  it("a request to the shop between the client and the offer does not make the offer ours", () => {
    const r = interpretOffline("Mi cliente le pide que rebaje su oferta en 40 euros.", context);
    expect(r.move).not.toMatchObject({ priceMinor: LAST - 4_000 });
  });

  it("without a last bid of ours, our offer revised down is asked, never computed from the shop's price", () => {
    const noBid: InterpretationContext = { ...context, lastBuyerBidMinor: null };
    for (const text of ["We have to revise our offer down by €40.", "Wir senken unser Angebot um 40 €.", "Nous baissons notre offre de 40 €.", "Bajamos nuestra oferta 40 €."])
      expect(acts(text, noBid), text).toBe(false);
  });

  it("a budget cut, or another thing compared, is not a bid, in four languages", () => {
    for (const text of [
      "Our budget was cut by 40 this morning.",
      "Das Budget meines Mandanten wurde um 40 € gekürzt.",
      "Le budget de mon client a été réduit de 40 €.",
      "Recortaron el presupuesto de mi cliente en 40 €.",
      "knock 40 off my budget",
      "the other one was 10 less",
      "Der andere war 10 € billiger.",
      "l'autre était 10 € de moins",
      "El otro era 10 menos.",
    ])
      expect(acts(text), text).toBe(false);
  });
});

describe("in chat and in character: an amount more than the buyer said, or off the shop's price", () => {
  it("property: 'N more than I said / before', in words or digits, four languages, is the last bid plus N", () => {
    // Each way of saying it with the number words of its own language, and digits.
    const SAY: Array<[(n: string) => string, ReadonlyArray<[string, number]>]> = [
      [(n) => `*sighs* fine. ${n} more than what I said before.`, [["twenty", 20], ["thirty-five", 35], ["40", 40]]],
      [(n) => `Na schön, ${n} mehr als ich gesagt habe.`, [["zwanzig", 20], ["fünfunddreißig", 35], ["40", 40]]],
      [(n) => `*zählt nach* ${n} Euro über unser letztes Angebot, mehr geht nicht.`, [["dreißig", 30], ["25", 25]]],
      [(n) => `bon allez, ${n} de plus que ce que j'ai proposé`, [["vingt", 20], ["trente-cinq", 35], ["40", 40]]],
      [(n) => `venga, ${n} más de lo que te dije`, [["veinte", 20], ["treinta y cinco", 35], ["40", 40]]],
    ];
    const cases = SAY.flatMap(([say, numbers]) => numbers.map(([n, value]) => [say(n), value] as const));
    fc.assert(
      fc.property(fc.constantFrom(...cases), ([text, value]) => {
        readsAt(text, LAST + value * 100);
      }),
      { numRuns: 30 },
    );
  });

  it("an amount taken off in the Spanish plural or infinitive ('quitad', 'quitar') comes off the shop's price", () => {
    readsAt("*señala el arañazo* Quitad quince por esto y cerramos.", STANDING - 1_500);
    readsAt("¿nos puedes quitar 30? y lo recojo hoy", STANDING - 3_000);
    readsAt("si me quitas treinta me lo llevo", STANDING - 3_000);
  });

  it("'halfway?', 'wir teilen uns die Differenz', 'lo dejamos en la mitad' meet between the two public numbers", () => {
    const middle = (STANDING + LAST) / 2;
    for (const text of ["*shrugs* Halfway?", "komm, teilen wir uns die Differenz", "ok, ¿lo dejamos en la mitad?", "Bueno, quedamos en la mitad y listo."]) readsAt(text, middle);
  });

  it("look-alikes are never bound: no base, a non-public base, a share with family, minutes, a rejected halfway", () => {
    for (const text of [
      "can you knock some off?",
      "Halfway? No way.",
      "I'll split it with my brother.",
      "Ich teile es mir mit meinem Bruder.",
      "je partage avec ma sœur",
      "5 more minutes please",
      "ten more minutes and I'm there",
      "zehn Minuten mehr, dann bin ich da",
      "quitad las fotos viejas del anuncio",
    ])
      expect(acts(text), text).toBe(false);
  });
});

// Number words under ten are skipped by the reader's amount finder; relative.ts names the follow-ups that make them
// money (SMALL_WORD_ADDED_AFTER), and the interpreter's amount finder uses it.
describe("a small number word added to the last bid", () => {
  it("'Five more than I said', 'Fünf mehr als vorhin', 'Cinq de plus que tout à l'heure', 'Cinco más que antes'", () => {
    for (const [text, n] of [
      ["*drops another coin* Three more than I said. Final.", 3],
      ["*legt zwei Münzen dazu* Sieben mehr als vorhin, Schluss.", 7],
      ["*pose une pièce* Quatre de plus que tout à l'heure, pas plus.", 4],
      ["*deja otra moneda* Seis más que antes, y ni uno más.", 6],
    ] as const)
      readsAt(text, LAST + n * 100);
  });

  it("a small word before other follow-ups stays no amount", () => {
    for (const text of ["one more thing: is the case included?", "Drei mehr Fotos bitte?", "deux de plus en stock ?", "cinco más y te los compro todos?"]) expect(acts(text), text).toBe(false);
  });
});

describe("a percentage off the shop's listed price, and the percentages that are not the buyer's", () => {
  const offShopsPrice = (percent: number) => (STANDING * (100 - percent)) / 100;

  it("property: N % below or off the shop's own price, in four languages, is the standing offer less N %", () => {
    const SAY: Array<(p: number) => string> = [
      (p) => `My principal would buy at ${p}% below your listed price.`,
      (p) => `We propose ${p}% off your asking price, given the dent.`,
      (p) => `Meine Mandantin würde zu ${p} % unter Ihrem angegebenen Preis kaufen.`,
      (p) => `Mon client propose ${p} % de moins que votre prix affiché.`,
      (p) => `Mi clienta compraría a un ${p} % por debajo de su precio anunciado.`,
    ];
    // Only percentages that leave a whole number of cents of 640 €.
    fc.assert(
      fc.property(fc.constantFrom(...SAY), fc.constantFrom(2, 4, 5, 8, 10, 12, 15, 20, 25), (say, p) => {
        readsAt(say(p), offShopsPrice(p));
      }),
      { numRuns: 40 },
    );
  });

  it("Spanish 'su presupuesto' is the shop's quote, a public base, not the buyer's budget", () => {
    readsAt("Le proponemos un 10 % de descuento sobre su presupuesto, por el uso.", offShopsPrice(10));
    expect(acts("El presupuesto de mi cliente está un 10 % por debajo de su precio."), "budget").toBe(false);
  });

  it("a budget's, a competitor's or a market's percentage is asked, never bound, in four languages", () => {
    for (const text of [
      "My client's budget is 8% below your listed price.",
      "Competitors sell it at 8% below your listed price.",
      "Die Konkurrenz verkauft es 8 % unter Ihrem Listenpreis.",
      "Das Budget meiner Mandantin liegt 8 % unter Ihrem Preis.",
      "Ailleurs on le trouve à 8 % sous votre prix.",
      "Le budget de mon client est 8 % sous votre prix affiché.",
      "La competencia lo vende un 8 % por debajo de su precio.",
      "Se consigue un 8 % más barato en otra parte.",
    ])
      expect(acts(text), text).toBe(false);
  });

  it("VAT and a deposit are no discount", () => {
    for (const text of ["Is the 19% VAT included in your price?", "Can I pay a 20% deposit now?", "Ist die MwSt. von 19 % im Preis enthalten?", "¿Aceptan un depósito del 20 %?"])
      expect(interpretOffline(text, context).move.kind, text).not.toBe("price");
  });
});

describe("an amount added to the buyer's own offer, named as what it is added to", () => {
  it("property: adding to, bumping, or going above our own offer is the last bid plus the amount, four languages", () => {
    const SAY: Array<(n: number) => string> = [
      (n) => `fine, bump my bid by ${n}`,
      (n) => `OK I'll up my offer by ${n}.`,
      (n) => `add ${n} to my offer then`,
      (n) => `Our client can go ${n} above its last bid, no further.`,
      (n) => `Mein Mandant kann ${n} € über sein letztes Gebot gehen.`,
      (n) => `bon, j'rajoute ${n} piasses à mon offre`,
      (n) => `ok, je rajoute ${n} € à ma proposition`,
      (n) => `vale, le subo ${n} a mi oferta`,
      (n) => `Subimos nuestra propuesta ${n} €.`,
      (n) => `Mi clienta puede subir ${n} € sobre su oferta anterior.`,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...SAY), fc.integer({ min: 5, max: 90 }), (say, n) => {
        readsAt(say(n), LAST + n * 100);
      }),
      { numRuns: 50 },
    );
  });

  it("an amount taken off with 'enlève' or 'retirez' comes off the shop's price", () => {
    readsAt("enlève 25 balles et c'est réglé", STANDING - 2_500);
    readsAt("Retirez 25 € et je passe le prendre.", STANDING - 2_500);
  });

  it("a raise refused, or an amount added to something that is no offer, is never a bid", () => {
    for (const text of [
      "My client cannot go 30 above its previous bid.",
      "I can't go 30 above my last offer.",
      "Ich kann nicht 30 € über unser letztes Angebot gehen.",
      "add 20 to my cart",
      "le subo 20 fotos a mi perfil",
      "subo 20 fotos a mi perfil",
      "je rajoute 20 photos à mon annonce",
    ])
      expect(acts(text), text).toBe(false);
  });
});

describe("an amount off said as buyers say it in their region, and another seller's price", () => {
  it("'lass 20 nach', '¿me hacés 20 de descuento?', 'hazme…', '20 más barato', '20 cheaper' come off the shop's price", () => {
    for (const text of [
      "lass 25 nach und ich hol ihn heute",
      "Lassen Sie mir noch 25 € nach?",
      "¿me hacés 25 de descuento y lo retiro hoy?",
      "dame 25 de descuento y listo",
      "¿me lo dejás 25 más barato?",
      "me lo dejas 25 mas barato?",
      "Could you do it 25 cheaper?",
      "tu me le fais 25 € moins cher ?",
    ])
      readsAt(text, STANDING - 2_500);
  });

  it("what another seller or shop charges is never a bid off the shop's price, in four languages", () => {
    for (const text of [
      "Another shop has it 25 cheaper.",
      "In einem anderen Laden ist er 25 € billiger.",
      "Woanders ist er 25 € billiger.",
      "Dans un autre magasin il est 25 € moins cher.",
      "Ailleurs c'est 25 € moins cher.",
      "En otra tienda está 25 € más barato.",
      "the other one was 25 cheaper",
    ])
      expect(acts(text), text).toBe(false);
  });
});
