// The thing claimed, as buyers say it when they take it: "na gut, die Laterne gehört mir 👍", "Va, el banco de
// carpintero es nuestro.", "Hecho, es mía.", "the ducks are coming home with us!!", "les poules viennent chez nous !".
// Read only by the intent model, each was asked back ("To confirm: you accept…?") although nothing was in doubt; one
// ("Ça marche, il est à moi. Vous pouvez le garder … ?") was answered as a question and the acceptance lost. And a
// question about the goods brought "round" was a question about the rounds left; dropping a load off, no delivery. Every sentence here is our own;
// each family has look-alikes that must not become acceptances.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 8_000, lastBuyerBidMinor: 6_000 };
const accepts = (text: string) => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
const notAccepted = (text: string) => {
  const r = interpretOffline(text, context);
  expect(r.move.kind === "accept" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r.move)} ${r.confidence}`).toBe(false);
};

describe("the thing claimed", () => {
  it("as mine or ours, after a giving-in, a sentence's start or an emoji, in four languages", () => {
    for (const text of [
      "Perfect, the brass lantern is ours.",
      "*grins* Right, she's mine. Pop her in a box?",
      "🎉 the lantern's mine!",
      "na gut, die Laterne gehört mir 👍 hol sie morgen",
      "Alles klar, der Werkzeugkasten gehört uns.",
      "Ça marche, la lanterne est à nous.",
      "allez ok, il est à moi 👍 je passe demain",
      "Va, el banco de carpintero con tornillo es nuestro.",
      "Hecho, es mía. ¿Me la aparta hasta el lunes?",
      "Listo, las sillas son nuestras.",
    ])
      accepts(text);
  });

  it("as taken home, in four languages", () => {
    for (const text of [
      "yesss 🦆🦆 the ducks are coming home with us!!",
      "80 it is. The rocking chair's coming home with me.",
      "jaaa 🦆 die Enten kommen mit uns nach Hause!",
      "ouiii 🦆 les canards viennent chez nous !!",
      "¡siii! 🦆 los patos se vienen con nosotros!!",
    ])
      accepts(text);
  });

  it("held for a time, after a shouted yes, in four languages", () => {
    for (const text of [
      "YESSS the market stall's ours for july!! 🎉",
      "JAAA der Marktstand gehört im Juli uns!! 🎉",
      "OUIII le stand du marché est à nous pour juillet !!",
      "SIIII el puesto del mercado es nuestro para julio!! 🎉",
      "Great, the chalet is ours for the season.",
    ])
      accepts(text);
  });

  it("look-alikes: a Spanish or French 'si' (if) before the claim, a time held under a condition", () => {
    for (const text of [
      "si el puesto es nuestro para julio, te aviso",
      "Si le stand est à nous pour juillet, on vous prévient.",
      "The stall is ours for July if the council signs off.",
      "Der Stand gehört im Juli uns, wenn der Verein zustimmt.",
    ])
      notAccepted(text);
  });

  it("look-alikes: negated, conditional, a bid's consequence, a fault owned or a visit are no acceptance", () => {
    for (const text of [
      "The lantern isn't mine, it's my neighbour's. What's the price of the stool?",
      "The lantern's mine if you knock off a tenner.",
      "Ok, the lantern is mine, if the glass is intact.",
      "La culpa no es mía.",
      "No es mía, es de mi hermano.",
      "Un veinte por ciento menos y la lámpara es mía.",
      "Zehn Euro weniger und die Laterne gehört mir.",
      "Ok, the mistake is mine.",
      "Bon, l'erreur est à moi.",
      "Das gehört mir nicht.",
      "Le technicien vient chez nous mardi ?",
      "The kids are coming home with us on Friday, can you deliver before?",
      "Is the lantern mine?",
    ])
      notAccepted(text);
  });
});

describe("a thing brought round", () => {
  it("is asked about, not the rounds left", () => {
    for (const text of ["Could you bring it round to the farm on Friday?", "Can you keep her behind the stall while I bring the van round?"]) {
      const r = interpretOffline(text, context);
      expect(r.move.kind === "question" && r.move.subject === "rounds-left", `${text} → ${JSON.stringify(r.move)}`).toBe(false);
    }
  });

  it("after an acceptance, is a step of the sale, unless it asks what comes free", () => {
    accepts("Done, she's mine. Can you keep her behind the stall while I bring the van round?");
    accepts("Right, the dresser's ours. Could you bring it round on Saturday?");
    notAccepted("Done, she's mine. Can you bring her round for free?");
  });

  it("is a question about delivery, as is dropping off", () => {
    for (const text of ["Could you bring it round to the farm on Friday?", "How soon could you bring the logs round?", "How soon could you drop off a load of seasoned oak?", "Can you drop them off at the school?"])
      expect(interpretOffline(text, context).move, text).toMatchObject({ kind: "question", subject: "delivery" });
    // Dropping the price is no delivery.
    expect(interpretOffline("Can you drop off the price a bit?", context).move).not.toMatchObject({ subject: "delivery" });
  });

  it("while the rounds are still asked about", () => {
    for (const text of ["Is this the last round?", "How many rounds do we have left?", "One more round, or is that it?"])
      expect(interpretOffline(text, { ...context, standingOfferMinor: null }).move, text).toMatchObject({ kind: "question", subject: "rounds-left" });
  });
});
