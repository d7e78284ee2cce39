// Three things buyers say that were read wrong: how soon the work could be ready is a question about delivery ("How
// soon could you have them ready?", "Wie schnell könnten Sie sie fertig haben?", "Dans quel délai pourriez-vous les
// avoir prêts ?", "¿Con cuánto tiempo podría tenerlos listos?"), and a day said to be when the event is ("la remise des
// prix c'est le 14", "la entrega es el 14") is no amount — nor is "la remise des prix" a discount; a percentage the
// shop is asked to let off ("Könnten Sie uns 10 % nachlassen?", "Pourriez-vous nous faire 10 % sur le forfait ?") is
// the bid it computes to, as "knock 10% off" was. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 52_000, lastBuyerBidMinor: null };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

describe("how soon it could be ready", () => {
  it("is a question about delivery, in every language, a day beside it set aside", () => {
    for (const text of [
      "The concert is on Friday 6 June. How soon could you have the banners ready?",
      "Das Konzert ist am Freitag, 6. Juni. Wie schnell könnten Sie die Banner fertig haben?",
      "vous pouvez imprimer les banderoles en combien de temps ?? le concert c'est le 6 😬",
      "Le concert a lieu le vendredi 6 juin. Dans quel délai pourriez-vous avoir les banderoles prêtes ?",
      "¿en cuánto tiempo podéis imprimir las pancartas?? el concierto es el 6 😬",
      "El concierto es el viernes 6 de junio. ¿Con cuánto tiempo podría tenerlas listas?",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "question", subject: "delivery" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("a prize-giving is no discount; a discount still is", () => {
    expect(read("La remise des prix est samedi, vous livrez avant ?").move).toMatchObject({ kind: "question", subject: "delivery" });
    expect(read("Vous faites une remise ?").move).toMatchObject({ kind: "question", subject: "discount" });
  });
});

describe("a percentage the shop is asked to let off", () => {
  it("is the bid it computes to, from the standing offer", () => {
    for (const text of ["Könnten Sie uns 10 % auf den Paketpreis nachlassen?", "Können Sie 10 % nachlassen?", "Pourriez-vous nous faire 10 % sur le forfait ?"]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 46_800 });
      expect(r.derivation, shown(text, r)).toMatchObject({ operation: "percent-off", from: "standing-offer", percent: 10 });
    }
  });

  it("a deposit asked for is no discount", () => {
    for (const text of ["Pourriez-vous nous faire 30 % d'acompte ?", "Können Sie 30 % Anzahlung akzeptieren?"]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
