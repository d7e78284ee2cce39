// Someone else's price (language/reader/someone-elses-price.ts): an amount another person or seller paid, asks,
// charges or lists is context, never the buyer's bid. Read by the structure of the amount's clause, in four
// languages: a payment in the past governs it (what anyone paid is history, reported speech of it too), or a
// third-person subject asks, wants, charges, sells or lists it. Every family has its look-alikes beside it, which
// stay bids: a payment promised ("I'll pay", "ich zahle", "pagamos al recoger"), the buyer's own side wanting to pay,
// the buyer's own bid after someone else's price. Every sentence here is our own.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { namesSomeoneElsesPrice, someoneElsesPriceAt } from "../../language/reader/someone-elses-price";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 100_000, lastBuyerBidMinor: null };

/** The reading would bind a price, close the deal or end the negotiation without asking. */
const acts = (text: string) => {
  const r = interpretOffline(text, context);
  return r.confidence === "HIGH" && (r.move.kind === "price" || r.move.kind === "accept" || r.move.kind === "withdraw");
};
const readsPrice = (text: string, euros: number) =>
  expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "price", priceMinor: euros * 100 }, confidence: "HIGH" });

describe("a payment in the past governs the amount: what anyone paid is history, never a bid", () => {
  const paid: Array<(n: number) => string> = [
    (n) => `She spent ${n} on her last one.`,
    (n) => `Ich habe damals ${n} bezahlt.`,
    (n) => `Ich habe ${n} bezahlt, mehr geb ich nicht.`,
    (n) => `Pagó ${n} por el suyo.`,
    (n) => `Mi usuaria comenta que pagó ${n} por el anterior.`,
    (n) => `Mi usuaria comenta que pagó ${n} por el anterior. ¿Cómo desea que procedamos?`,
  ];

  it("is not acted on, in four languages (fresh11-es-307 among them)", () => {
    for (const say of paid) expect(acts(say(850)), say(850)).toBe(false);
  });

  it("property: whatever the amount, a past payment is never read as a bid at HIGH", () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 990 }), fc.constantFrom(...paid), (n, say) => {
        expect(acts(say(n)), say(n)).toBe(false);
      }),
    );
  });

  it("the amount's clause is what the function looks at", () => {
    const at = (text: string, amount: string) => {
      const lower = text.toLowerCase();
      const start = lower.indexOf(amount);
      return someoneElsesPriceAt(lower, { start, end: start + amount.length });
    };
    expect(at("i paid 400 for mine back in 2019", "400")).toBe(true);
    expect(at("ich habe damals 400 bezahlt", "400")).toBe(true);
    expect(at("j'ai payé le mien 400", "400")).toBe(true);
    expect(at("mi usuaria comenta que pagó 850 por el anterior", "850")).toBe(true);
    // Look-alikes: a payment promised, or made in another clause than the amount's.
    expect(at("i'll pay 400 for it", "400")).toBe(false);
    expect(at("ich zahle 400 bar", "400")).toBe(false);
    expect(at("pagamos 400 al recoger", "400")).toBe(false);
    expect(at("i paid 380 last time and would pay 420 again", "420")).toBe(false);
    expect(at("our offer is 950, paid on collection", "950")).toBe(false);
    expect(at("ich habe 400 und hätte ihn gern gekauft", "400")).toBe(false);
  });
});

describe("a third person asks, wants, charges, sells or lists the amount", () => {
  const theirs: Array<(n: number) => string> = [
    (n) => `The dealer in town wants ${n} for the same model.`,
    (n) => `My neighbour lists his at ${n}.`,
    (n) => `They list it at ${n} on their site.`,
    (n) => `That stall lists them at ${n}.`,
    (n) => `La boutique du coin le vend ${n}.`,
    (n) => `Le monsieur d'en face en veut ${n}.`,
    (n) => `Le même modèle est affiché à ${n} chez un autre.`,
    (n) => `La tienda de la esquina lo vende a ${n}.`,
    (n) => `El señor de la tienda quiere ${n} por uno igual.`,
    (n) => `Una tienda del centro lo tiene a ${n}.`,
  ];

  it("is not acted on, in four languages", () => {
    for (const say of theirs) expect(acts(say(450)), say(450)).toBe(false);
  });

  it("property: whatever the amount, a third party's asking price is never read as a bid at HIGH", () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 990 }), fc.constantFrom(...theirs), (n, say) => {
        expect(acts(say(n)), say(n)).toBe(false);
      }),
    );
  });
});

describe("another seller's price is no base for a relative bid (relative.ts shares the vocabulary)", () => {
  it("a percentage or an amount below another seller's is not acted on", () => {
    for (const text of ["Another retailer sells it 8% below your price.", "Un autre revendeur le propose 8 % moins cher.", "A different seller has it 20 cheaper."])
      expect(acts(text), text).toBe(false);
  });

  it("look-alikes: the buyer asking for the same off the shop's own price stays a bid", () => {
    readsPrice("Would you take 8% below your price?", 920);
    readsPrice("Je vous propose 8 % de moins que votre prix.", 920);
    readsPrice("Could you do 20 cheaper?", 980);
  });
});

describe("look-alikes stay bids", () => {
  it("a payment promised, not made", () => {
    for (const text of ["I'll pay 400.", "What I'd pay is 400.", "Ich zahle 400 bar.", "Je paierai 400.", "Pagamos 400 al recoger.", "Le pagamos 400 al recoger.", "Te pago 400.", "Te lo compro en 400."]) readsPrice(text, 400);
  });

  it("the amount paid as the bid is, said after it", () => {
    readsPrice("Our offer is 950, paid on collection.", 950);
    readsPrice("Notre offre est de 950 euros, payés au retrait.", 950);
    readsPrice("Ich biete 400, bezahlt wird bei Abholung.", 400);
    readsPrice("Having paid the deposit I offer 400.", 400);
  });

  it("the buyer's own side wanting it, or the buyer's own words between subject and amount", () => {
    for (const text of ["Er will 400 zahlen.", "My client wants to pay 400.", "The client asks 400 for the lot.", "La empresa lo quiere a 400.", "Die Lampe will ich für 400.", "¿Me la vende a 400?"]) readsPrice(text, 400);
  });

  it("the buyer's own bid after a past payment, in four languages", () => {
    readsPrice("She paid 850 for hers. I'll give you 700.", 700);
    readsPrice("I paid 400 for the last one and would pay 380 again.", 380);
    readsPrice("Er hat 500 bezahlt, ich biete 400.", 400);
    readsPrice("J'ai acheté le précédent 400, je propose 380.", 380);
    readsPrice("Compré el anterior por 400, le ofrezco 380.", 380);
    readsPrice("Mi hermano pagó 500 por el suyo; yo le ofrezco 400.", 400);
  });

  it("a sentence naming someone else's price is told apart from one that does not", () => {
    expect(namesSomeoneElsesPrice("1.050 für die Adler, das hat mein Nachbar bezahlt")).toBe(true);
    expect(namesSomeoneElsesPrice("nine fifty? my sister paid that for a new one")).toBe(true);
    expect(namesSomeoneElsesPrice("1.050 für die Adler, wie gesehen")).toBe(false);
    expect(namesSomeoneElsesPrice("nine fifty for the new one")).toBe(false);
  });
});

describe("property: a third party's past payment said before a plain bid never changes the bid", () => {
  const payments: Array<(n: number) => string> = [
    (n) => `My neighbour paid ${n} for his.`,
    (n) => `She spent ${n} on her last one.`,
    (n) => `Mein Bruder hat damals ${n} bezahlt.`,
    (n) => `Ich habe damals ${n} bezahlt.`,
    (n) => `Mon voisin a payé le sien ${n}.`,
    (n) => `Ma cliente dit que le précédent lui a coûté ${n}.`,
    (n) => `Pagó ${n} por el suyo.`,
    (n) => `Mi usuaria comenta que pagó ${n} por el anterior.`,
  ];
  const bids: Array<(n: number) => string> = [
    (n) => `${n}?`,
    (n) => `¿${n}?`,
    (n) => `${n} y me lo llevo.`,
    (n) => `I'll give you ${n}.`,
    (n) => `Ich biete ${n}.`,
    (n) => `Je vous propose ${n}.`,
    (n) => `Te doy ${n}.`,
  ];

  it("also when the bid is the tail of the price paid (\"paid 1304 … 304?\", \"1.450 … 450\")", () => {
    for (const [text, bid] of [["My neighbour paid 1304 for his. 304?", 30_400], ["My neighbour paid 1.450 for his. 450?", 45_000], ["Mein Bruder hat damals 1450 bezahlt. Ich biete 450.", 45_000]] as const) {
      expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "price", priceMinor: bid }, confidence: "HIGH" });
    }
  });

  it("holds in four languages", () => {
    fc.assert(
      fc.property(fc.constantFrom(...payments), fc.integer({ min: 100, max: 2_000 }), fc.constantFrom(...bids), fc.integer({ min: 300, max: 900 }), (payment, paidEuros, bid, bidEuros) => {
        const alone = interpretOffline(bid(bidEuros), context);
        expect(alone, bid(bidEuros)).toMatchObject({ move: { kind: "price", priceMinor: bidEuros * 100 }, confidence: "HIGH" });
        const text = `${payment(paidEuros)} ${bid(bidEuros)}`;
        const after = interpretOffline(text, context);
        expect({ move: after.move, confidence: after.confidence }, text).toEqual({ move: alone.move, confidence: alone.confidence });
      }),
    );
  });
});

describe("a price on a marketplace the buyer names is another seller's, whichever marketplace it is (one list of them)", () => {
  // Each of these read the marketplace's 380 as the buyer's bid when the amount's own rules knew only nine
  // marketplaces by name; someone-elses-price.ts knew them all.
  const elsewhere: ReadonlyArray<readonly [string, number]> = [
    ["420, it's 380 on olx", 420],
    ["Ich zahle 420. 380 auf willhaben", 420],
    ["Auf willhaben 380, ich biete 420.", 420],
    ["Sur vinted 380, je propose 420.", 420],
    ["En wallapop 380, te ofrezco 420.", 420],
    ["I'll do 420. Seen it at 380 on gumtree", 420],
  ];
  it("reads the buyer's own amount, never the marketplace's", () => {
    for (const [text, euros] of elsewhere) readsPrice(text, euros);
  });

  it("look-alikes: an amount that is not after a marketplace is still the bid", () => {
    for (const [text, euros] of [["420, it's a fair price for a used one", 420], ["Ich zahle 420, abholbereit auf Wunsch", 420], ["En efectivo 420, te lo recojo yo.", 420]] as const) readsPrice(text, euros);
  });
});
