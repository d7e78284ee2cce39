// Role-play and relative bids beyond the tuned phrasings (issue 29, fresh3): counts in stage directions describe
// the scene, shaking on it accepts, turning on one's heel leaves; amounts off or added are read with the verb's
// clitics and adverbs ("Enlevez-moi cent euros", "retirez encore 150 €", "Rebájame 50 €", "Je monte de 25 €"),
// banknote words ("einen Hunderter") and number words of a language too short to detect ("Zwanzig weniger").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const CTX: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 54_000, lastBuyerBidMinor: 40_000 };

describe("reader: scenes", () => {
  it("property: a count in a stage direction is not a second amount beside the bid", () => {
    const scenes = ["*counts out {n} gold coins*", "*zählt {n} Münzen ab*", "*compte {n} pièces*", "*cuenta {n} monedas*", "*slams {n} pouches on the table*"];
    const bids = ["Four hundred, final.", "Vierhundert, mein letztes Wort.", "Quatre cents, pas un sou de plus.", "Cuatrocientos, ni una más.", "400. Final."];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.nat(), (n, i) => {
        const text = `${scenes[i % scenes.length]!.replace("{n}", String(n))} ${bids[i % bids.length]}`;
        expect(interpretOffline(text, CTX), text).toMatchObject({ move: { kind: "price", priceMinor: 40_000 }, confidence: "HIGH" });
      }),
      { numRuns: 150 },
    );
  });

  it("reads shaking on the shop's price as accepting, and turning away as leaving", () => {
    for (const text of ["*nickt langsam* Nun gut, Euer Preis. Schlagt ein.", "*asiente despacio* Está bien, a su precio. Choque esa mano.", "*hoche la tête* Soit, à votre prix. Topez là."])
      expect(interpretOffline(text, CTX), text).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
    for (const text of ["*tourne les talons* Gardez votre camelote.", "*da media vuelta hacia la puerta* Quédese con su chatarra.", "*dreht sich um und geht zur Tür* Behaltet Euren Plunder."])
      expect(interpretOffline(text, CTX), text).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it("'and you throw nothing in' is no condition", () => {
    expect(interpretOffline("Fine. Four hundred, and you throw nothing in.", CTX)).toMatchObject({ move: { kind: "price", priceMinor: 40_000 }, confidence: "HIGH" });
  });
});

describe("reader: steps off and on", () => {
  it("reads the amount off or added, whatever the verb carries", () => {
    const cases: Array<[string, number]> = [
      ["*s'accoude au comptoir* Enlevez-moi cent euros et vous tenez votre acheteur.", 44_000],
      ["Si vous retirez encore 150 € de votre prix actuel, nous signons aujourd'hui.", 39_000],
      ["Rebájame 50 € y me lo llevo.", 49_000],
      ["*klopft auf den Tresen* Machen Sie einen Hunderter weniger, und ich nehm ihn mit.", 44_000],
      ["Zwanzig weniger, dann passt es.", 52_000],
      ["Je monte de 25 € par rapport à ma dernière offre.", 42_500],
    ];
    for (const [text, priceMinor] of cases) expect(interpretOffline(text, CTX), text).toMatchObject({ move: { kind: "price", priceMinor }, confidence: "HIGH" });
  });

  it("'ma dernière offre' is the buyer's previous offer, not a final one", () => {
    const r = interpretOffline("Je monte de 25 € par rapport à ma dernière offre.", CTX);
    expect(r.move).toMatchObject({ kind: "price", final: false });
    expect(interpretOffline("450 €, c'est ma dernière offre.", CTX).move).toMatchObject({ kind: "price", priceMinor: 45_000, final: true });
  });

  it("never reads an amount off as the bid itself ('cent euros' is not a bid of 100)", () => {
    const r = interpretOffline("Enlevez-moi cent euros et vous tenez votre acheteur.", CTX);
    expect(r.move).not.toMatchObject({ priceMinor: 10_000 });
  });
});
