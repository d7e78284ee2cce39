/**
 * A year said of the thing ("bought in 2022", "Erstzulassung 2021", "mis en service en 2024", "matriculado en 2024")
 * is no price: in a warranty question it had been read as a bid of 2,024 at HIGH (fresh10-fr/es-208), a bid nobody
 * made that a shop could have accepted. And "city tours" is no round of bargaining: only the French "tour" counted
 * ("combien de tours", "encore deux tours") asks for the rounds left.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const ctx = (currency: string): InterpretationContext => ({ currency, quantity: 1, standingOfferMinor: 310_000, lastBuyerBidMinor: null });

describe("a year the thing was bought, registered or put into service", () => {
  it("is set aside in a question, which is then answered as one", () => {
    for (const text of [
      "The compressor was bought in 2022 and first registered 2022: is it still under warranty?",
      "Erstzulassung 2021, Garantie noch gültig?",
      "Le compresseur a été acheté en 2022 : est-il encore sous garantie ?",
      "El compresor fue comprado en 2022: ¿sigue en garantía?",
    ]) {
      const r = interpretOffline(text, ctx("EUR"));
      expect(r.move.kind === "price", `${text} → ${JSON.stringify(r.move)}`).toBe(false);
      expect(r.move, text).toMatchObject({ kind: "question", subject: "warranty" });
    }
  });

  it("leaves the bid beside it to be read", () => {
    for (const text of ["Registered in 2019, so I offer 2,050.", "Mis en service en 2019 : je propose 2 050 €.", "Matriculado en 2019, así que ofrezco 2.050 €."]) {
      expect(interpretOffline(text, ctx("EUR")), text).toMatchObject({ move: { kind: "price", priceMinor: 205_000 }, confidence: "HIGH" });
    }
  });
});

describe("tours and rounds", () => {
  it("'city tours' names no round of bargaining: the question is the warranty's", () => {
    expect(interpretOffline("We run city tours. Is the battery still under warranty?", ctx("USD")).move).toMatchObject({ kind: "question", subject: "warranty" });
    expect(interpretOffline("Nous organisons des tours en ville. La batterie est-elle encore sous garantie ?", ctx("EUR")).move).toMatchObject({ kind: "question", subject: "warranty" });
  });

  it("the French 'tour' of bargaining still asks for the rounds left", () => {
    for (const text of ["Il reste combien de tours ?", "Encore deux tours de négociation, c'est ça ?", "C'est le dernier tour ?"]) {
      expect(interpretOffline(text, ctx("EUR")).move, text).toMatchObject({ kind: "question", subject: "rounds-left" });
    }
  });
});
