// What a buyer means, on new material (issue 29): an acceptance shouted and followed by a pickup question, and a
// walk-away said softly (short of money, then thanks for your time), in four languages. Every sentence here is our
// own. Each family is checked with its look-alikes that must not be acted on: the assent asked back, a bid after
// the apology, a buyer short of money who offers to bring the rest.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 62_000, lastBuyerBidMinor: 51_000 };

/** The reading would close the deal, end the negotiation or bind a bid without asking. */
const acts = (text: string) => {
  const r = interpretOffline(text, context);
  return r.confidence === "HIGH" && (r.move.kind === "price" || r.move.kind === "accept" || r.move.kind === "withdraw");
};
const reads = (text: string, kind: "accept" | "withdraw") => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind }, confidence: "HIGH" });

describe("an assent, shouted or said with 'c'est', then a question of when to collect, takes the offer", () => {
  const ASSENTS = ["OUIII c'est bon", "Ouiii c'est parfait", "YESSS perfect", "JAAA passt", "SIIII perfecto", "oui c'est bon"];
  const SEPARATORS = [" 🎉 ", " 🙌 ", "! "];
  const PICKUPS = ["je passe quand ?", "when can I come get it?", "wann kann ich ihn abholen?", "¿cuándo paso a buscarla?", "je viens la chercher quand ?"];

  it("property: assent, a pictograph or a stop, then a pickup question is an acceptance at HIGH", () => {
    fc.assert(fc.property(fc.constantFrom(...ASSENTS), fc.constantFrom(...SEPARATORS), fc.constantFrom(...PICKUPS), (a, sep, q) => {
      reads(`${a}${sep}${q}`, "accept");
    }), { numRuns: 80 });
  });

  it("the French chat acceptance with its excitement in between", () => {
    reads("OUIII c'est bon 🎉 ma fille va être ravie, je passe quand ?", "accept");
  });

  it("asked back, or 'good to know', it stays a question and is never an acceptance", () => {
    for (const text of ["c'est bon ? je passe quand ?", "c'est bon de savoir 🎉 je passe quand ?", "ok ? 🎉 when can I come get it?", "c'est pas bon 🙁 je passe quand ?"])
      expect(interpretOffline(text, context).move.kind, text).not.toBe("accept");
  });
});

describe("a walk-away said softly: short of money, then thanks for the seller's time", () => {
  const SHORT = [
    "I'm sorry, that's more than I have.",
    "Sorry, we just don't have that much.",
    "Tut mir leid, so viel habe ich nicht.",
    "Leider haben wir nicht so viel.",
    "Désolée, je n'ai pas autant.",
    "Pardon, c'est plus que ce que j'ai.",
    "Lo siento, no tengo tanto.",
    "Perdón, es más de lo que tengo.",
  ];
  const THANKS = ["Thank you for your time though.", "Thanks for your time.", "Trotzdem danke für Ihre Zeit.", "Merci pour votre temps quand même.", "Gracias por su tiempo de todos modos.", "Gracias por tu tiempo."];
  const GESTURES = ["", "*sighs and puts on her coat* ", "*seufzt und zieht den Mantel an* ", "*soupire et remet son manteau* ", "*suspira y se pone el abrigo* "];

  it("property: any gesture, any way of being short, any thanks for the time, in four languages, walks away", () => {
    fc.assert(fc.property(fc.constantFrom(...GESTURES), fc.constantFrom(...SHORT), fc.constantFrom(...THANKS), (g, s, t) => {
      reads(`${g}${s} ${t}`, "withdraw");
    }), { numRuns: 120 });
  });

  it("short of money and then a bid or a request for time is never a walk-away", () => {
    for (const text of [
      "I'm sorry, that's more than I have. Could you do 450?",
      "Tut mir leid, so viel habe ich nicht. Ginge 400?",
      "Désolé, je n'ai pas autant. Vous feriez 400 ?",
      "Lo siento, no tengo tanto. ¿Me lo dejas en 400?",
      "That's more than I have on me, can I pay the rest tomorrow?",
      "That's more than I have with me. Thanks for your time, I'll come back with the rest tomorrow.",
      "So viel habe ich nicht dabei, kann ich den Rest morgen bringen?",
    ])
      expect(interpretOffline(text, context).move.kind, text).not.toBe("withdraw");
  });

  it("short of money but naming what can be paid is a bid, not a walk-away", () => {
    for (const text of ["I'm sorry, that's more than I have. I can do 400. Thanks for your time.", "So viel habe ich nicht. 400 könnte ich geben. Danke für Ihre Zeit."])
      expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "price", priceMinor: 40_000 } });
  });

  it("thanks for the time alone, or with taking it, is no walk-away", () => {
    for (const text of ["Thank you for your time! I'll take it.", "Danke für Ihre Zeit. Ich nehme ihn."]) reads(text, "accept");
    for (const text of ["Merci pour votre temps.", "Gracias por su tiempo, lo pienso y le digo."]) expect(interpretOffline(text, context).move.kind, text).not.toBe("withdraw");
  });
});

describe("asking what the seller wants for it now, and asking about shipping after 'if I take it'", () => {
  const asked = (text: string, subject: string) => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "question", subject } });

  it("asking to be reminded of the standing offer, in four languages, with or without a gesture", () => {
    for (const text of [
      "*rubs his chin* Wait, remind me, how much are you asking for it now?",
      "what were you asking for it again?",
      "Was wollten Sie nochmal dafür?",
      "*kratzt sich am Kinn* Wie viel verlangen Sie jetzt dafür?",
      "*plisse les yeux* Attendez, rappelez-moi, vous en voulez combien ?",
      "combien vous en demandez maintenant ?",
      "*se rasca la barba* Espera, recuérdame, ¿cuánto quieres ahora?",
      "¿Cuánto pide ahora por ella?",
    ])
      asked(text, "standing-offer");
  });

  it("a closing word before 'wait, remind me' is not taken as an acceptance", () => {
    for (const text of ["Deal. Wait, remind me, what are you asking for it now?", "Marché conclu. Attendez, rappelez-moi, vous en demandez combien ?", "Trato hecho. Espera, recuérdame, ¿cuánto pides ahora?", "Abgemacht. Warte, was wollten Sie nochmal dafür?"])
      expect(acts(text), text).toBe(false);
  });

  it("'if I take it, will you ship it or is transport extra?' asks about shipping, in four languages", () => {
    for (const text of [
      "*looks the bench over* If I buy it, will you ship it to Ohio, or is shipping extra?",
      "And if I take it, can you send it to Leeds or is that on me?",
      "Wenn ich ihn nehme, schicken Sie ihn nach Graz oder kostet der Versand extra?",
      "*inspecte le vélo* Si je le prends, vous l'envoyez à Nantes ou la livraison est en plus ?",
      "Et si je la prends, vous me l'expédiez à Lille, ou le transport est à ma charge ?",
      "*mira la bici* Si me la quedo, ¿me la mandas a Málaga o el envío va aparte?",
    ])
      asked(text, "shipping");
  });

  it("an 'if I take it' with an amount or a closing word is never acted on as an acceptance", () => {
    for (const text of ["If I take it, will you knock 20 off?", "If I take it, you'll ship it free, right? Deal.", "Si je le prends, vous me faites 400 ?", "Si me lo quedo, ¿me lo dejas en 300 con el envío?"]) {
      const r = interpretOffline(text, context);
      expect(r.confidence === "HIGH" && r.move.kind === "accept", text).toBe(false);
    }
  });
});

describe("passing by is not passing, and an acceptance once someone approves is not yet one", () => {
  it("'nvm, pass' and 'I'll pass' walk away", () => {
    for (const text of ["nvm, pass", "nvm, I'll pass", "I'll pass, thanks."]) reads(text, "withdraw");
  });

  it("passing by the shop or passing it on is no walk-away", () => {
    for (const text of ["I'll pass by tomorrow to pick it up", "We'll pass by the shop on Friday with the cash.", "I'll pass it on to my wife and get back to you", "gonna pass through town on monday, can i see it then?"])
      expect(interpretOffline(text, context).move.kind, text).not.toBe("withdraw");
  });

  it("an acceptance that waits for 'once' or 'sobald' is never acted on", () => {
    for (const text of ["Once my client authorises me to accept your offer, I will confirm.", "Sobald mein Auftraggeber zustimmt, nehmen wir Ihr Angebot an.", "We accept your offer once the board signs off."])
      expect(acts(text), text).toBe(false);
  });
});
