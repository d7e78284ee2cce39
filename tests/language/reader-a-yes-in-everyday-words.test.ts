// A yes in everyday words, then a question about the sale's next step, was answered as the question alone — the
// acceptance lost, at HIGH: "Happy with that — when can you start?", "Ja, gerne. Wann passt es Ihnen?", "Parfait, on
// valide. Quand pouvez-vous l'installer ?", "Perfecto, adelante. ¿Cuándo vienen?". Said alone, the same words were
// only the model's guess, asked back. They are the rules' words now; and "Fair enough, I'll have it. Do you take
// card?" — an acceptance, then how to pay — is no longer a question about payment alone. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 45_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const acceptsAtHigh = (text: string) => {
  const r = read(text);
  return r.move.kind === "accept" && r.confidence === "HIGH";
};

describe("a yes in everyday words", () => {
  it("is an acceptance at HIGH, said alone, in four languages", () => {
    for (const text of [
      "Happy with that.",
      "Yes please!",
      "I'm happy to pay that.",
      "OK, that's fine.",
      "Klingt gut.",
      "Ja, gerne.",
      "Okay, dann nehmen wir ihn.",
      "In Ordnung, so machen wir es.",
      "Parfait, on valide.",
      "Allez, c'est parti !",
      "Bon, on y va.",
      "Très bien, on le prend.",
      "Perfecto, adelante.",
      "Vale, lo quiero.",
    ])
      expect(acceptsAtHigh(text), text).toBe(true);
  });
  it("then a question of when, or of how to pay: still the acceptance", () => {
    for (const text of [
      "Happy with that — when can you start?",
      "Yes please! When can it be delivered?",
      "Klingt gut, wann können Sie kommen?",
      "Ja, gerne. Wann passt es Ihnen?",
      "Parfait, on valide. Quand pouvez-vous l'installer ?",
      "Perfecto, adelante. ¿Cuándo vienen?",
      "Fair enough, I'll have it. Do you take card?",
      "Super, dann kaufe ich ihn. Kann ich bar zahlen?",
      "Très bien, on le prend. Il faut verser un acompte ?",
      "Vale, lo quiero. ¿Puedo pagar con tarjeta?",
    ])
      expect(read(text).move.kind, text).toBe("accept");
  });
  it("look-alikes: asked, negated, supposed, with a 'but', or a yes to something else is no acceptance at HIGH", () => {
    for (const text of [
      "Are you happy with that?",
      "Not happy with that.",
      "If you're happy with that, let me know.",
      "I'm not happy to pay that.",
      "Klingt gut, aber ich muss noch überlegen.",
      "Nein, das klingt nicht gut.",
      "Ja, gerne – aber erst nächste Woche.",
      "Bon, on y va ?",
      "On y va doucement.",
      "On le prend si vous livrez.",
      "Bon, on y va, je repasserai demain pour négocier.",
      "Vale, la quiero, pero más barata.",
      "Yes please, send the spec sheet first.",
      "Wenn Sie zustimmen, dann nehmen wir ihn.",
      "So machen wir es nicht.",
    ])
      expect(acceptsAtHigh(text), text).toBe(false);
    // A question of what is included stays a question to answer, even after a yes.
    expect(read("Fair enough, I'll have it. Is the card reader included?").confidence === "HIGH" && read("Fair enough, I'll have it. Is the card reader included?").move.kind === "accept").toBe(false);
  });
});

describe("more everyday words of taking the offer", () => {
  it("are acceptances at HIGH, said alone", () => {
    for (const text of [
      "That's agreeable.",
      "We're good with that.",
      "We'd like to proceed.",
      "I'll go for it.",
      "Sounds fair.",
      "Right, we'll have him.",
      "That suits us.",
      "Alright, the rocking horse at your price then.",
      "Machen wir.",
      "Wir nehmen ihn.",
      "Das ist für uns okay.",
      "Dann bestelle ich.",
      "Wir sind dabei.",
      "Wir sagen zu.",
      "On prend.",
      "Je valide.",
      "Ça me convient.",
      "Ça roule.",
      "Je confirme.",
      "Me vale.",
      "Cerramos.",
      "Nos apuntamos.",
      "Confirmamos.",
      "Vale, me convence.",
      "Vale, dale.",
    ])
      expect(acceptsAtHigh(text), text).toBe(true);
  });
  it("then a request to lend a hand: still the acceptance", () => {
    for (const text of ["Gebongt. Tragen Sie ihn mir zum Auto?", "Trato. ¿Me la sube al coche?"]) expect(acceptsAtHigh(text), text).toBe(true);
  });
  it("look-alikes: asked, negated, supposed, or about something else is no acceptance at HIGH", () => {
    for (const text of [
      "Is that agreeable?",
      "We're not good with that.",
      "We'd like to proceed with a viewing first.",
      "I'll go for it if you deliver.",
      "Does that suit you?",
      "I don't think we'll have him.",
      "We'll have them checked by a vet first.",
      "I'll have it delivered.",
      "Would you sell at your price?",
      "Not at your price.",
      "Wir nehmen sie nicht.",
      "Das ist für uns nicht okay.",
      "Wir bestellen nicht.",
      "Wenn Sie liefern, wir sind dabei.",
      "On prend le temps de réfléchir.",
      "Je valide avec mon mari et je reviens vers vous.",
      "Ça me convient pas.",
      "Je confirme que je ne suis pas intéressé.",
      "No me vale.",
      "Cerramos a las 18h.",
      "No nos convence.",
      "Si me convence, te escribo.",
      "Confirmo la dirección: Calle Mayor 5.",
      "dale, 275 y es lo máximo que puedo",
      "Gebongt. Haben Sie ihn auch in Rot?",
      "Trato. ¿Me lo rebaja un poco?",
    ])
      expect(acceptsAtHigh(text), text).toBe(false);
  });
});
