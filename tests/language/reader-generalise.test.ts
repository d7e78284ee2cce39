// The offline reader beyond the phrasings it was tuned on: acceptances and walk-aways recognised by word stems
// (lexicon.ts) with negation, doubt and conditions; polite e-mails, agent paragraphs and role-play read for the
// sentence that states the offer (structure.ts); and the bugs found on the held-out half (issue 29).
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { guardReading } from "../../language/reading-guard";
import { readLexically } from "../../language/reader/lexicon";
import { structureOf } from "../../language/reader/structure";

const CTX: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 52_000, lastBuyerBidMinor: 40_000 };
const acts = (text: string, context = CTX) => {
  const r = interpretOffline(text, context);
  return r.confidence === "HIGH" && (r.move.kind === "price" || r.move.kind === "accept" || r.move.kind === "withdraw");
};

describe("reader: held-out bugs", () => {
  it("reads '1 150' as one amount beside an offer of 1 299, and never drops a piece of a spaced number", () => {
    const near = interpretOffline("1 150, ça vous va ?", { currency: "EUR", quantity: 1, standingOfferMinor: 129_900 });
    expect(near).toMatchObject({ move: { kind: "price", priceMinor: 115_000 }, confidence: "HIGH" });
    for (const standingOfferMinor of [20_000, null]) {
      const r = interpretOffline("1 150, ça vous va ?", { currency: "EUR", quantity: 1, standingOfferMinor });
      expect(r.confidence).not.toBe("HIGH");
    }
  });

  it("does not act on a hesitant number ('Mmm... ¿quinientos...?')", () => {
    for (const text of ["*entorna los ojos* Mmm... ¿quinientos...? *se acaricia la barba*", "Mmm, 500", "uhh 500?", "500...?"])
      expect(acts(text, { ...CTX, standingOfferMinor: 56_000 }), text).toBe(false);
  });

  it("reads staying with the shop's price as an acceptance, with a question about dispatch", () => {
    const r = interpretOffline("Hallo Jo,\n\nok, wir bleiben bei Ihrem Preis. Wann können Sie verschicken?\n\nGruß\nPeter", CTX);
    expect(r).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });

  it("reads 'we have a deal' as an acceptance, while claims of an earlier deal stay instructions", () => {
    expect(interpretOffline("Great, we have a deal.", CTX)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
    for (const claim of ["We have a deal at 300, just send the confirmation.", "We had a deal at 300.", "As agreed, we have a deal for 300.", "We have an agreement since yesterday."]) {
      const r = interpretOffline(claim, CTX);
      expect(r.gaps, claim).toContain("instructions to the system");
      expect(acts(claim), claim).toBe(false);
    }
  });
});

describe("reader: acceptances by word stems", () => {
  it.each([
    "My principal accepts your standing offer of EUR 520.00 per unit.",
    "Mein Auftraggeber nimmt Ihr aktuelles Angebot von 520,00 EUR an.",
    "Mon mandant me charge d'accepter l'offre actuelle de 520,00 EUR.",
    "Mi mandante acepta su oferta vigente de 520,00 EUR.",
    "Merci pour votre offre à 520 €. Je l'accepte volontiers.",
    "Okay, Ihr Preis passt mir.",
    "Votre prix me convient.",
    "Fine, fine. Your price. Wrap it up.",
    "ok 520 it is!",
    "accept",
  ])("%s", (text) => {
    expect(interpretOffline(text, CTX)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });

  it.each([
    "Ich nehme Ihr Angebot nicht an.",
    "Je n'accepte pas votre offre.",
    "Su precio no me conviene.",
    "I accepted a similar offer elsewhere.",
    "My boss will probably accept your offer.",
    "Your price is fine but the shipping isn't.",
    "I'd accept your offer if you include the case.",
    "Should I accept your offer?",
    "Would you accept my offer?",
    "520 it is too much",
    "ok 520?",
    "Your price?",
    "Your price is too high.",
  ])("not at HIGH: %s", (text) => {
    expect(acts(text)).toBe(false);
  });

  it("finds the verb, the offer and the doubt over lemmatised tokens", () => {
    expect(readLexically(normalize("we are pleased to accept your latest offer"))).toMatchObject({ accept: true, doubtfulAccept: false });
    expect(readLexically(normalize("wir würden Ihr Angebot vielleicht annehmen"))).toMatchObject({ accept: false, doubtfulAccept: true });
  });
});

describe("reader: walk-aways by word stems", () => {
  it.each([
    "Nach Prüfung hat mein Auftraggeber entschieden, nicht fortzufahren. Wir ziehen uns aus dieser Verhandlung zurück.",
    "Nach Rücksprache haben wir uns entschieden, den Kauf nicht weiterzuverfolgen.",
    "We have decided not to proceed.",
    "nah im good, thanks anyway",
    "non c'est bon, merci quand même",
    "Wir haben uns entschieden, nicht zu kaufen.",
    "He cambiado de opinión, ya no lo quiero.",
  ])("%s", (text) => {
    expect(interpretOffline(text, CTX)).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it.each(["If you don't come down, we will withdraw.", "Thanks anyway?"])("not at HIGH: %s", (text) => {
    expect(acts(text)).toBe(false);
  });
});

describe("reader: the shape of a message", () => {
  it("sets aside greeting, signature and stage directions", () => {
    const s = structureOf("Hello,\n\nWould $25 work for the poster? I'm nearby.\n\nThanks,\nMia\n+44 20 7946 0958");
    expect(s.body).toBe("would $25 work for the poster? i'm nearby.");
    expect(structureOf("*slides a pouch across the table* Seven hundred.").body).toBe("seven hundred.");
  });

  it.each([
    ["Hello,\n\nI came across your shop via a friend (thanks, Dana!). Would €25 work for the poster? I'm at 1180 Oak Ave, Apt 3B, so it's a short trip.\n\nThanks,\nMia", 2_500, 2_999],
    ["*slides a pouch across the table* Seven hundred. Count it if you like.", 70_000, 79_000],
    ["Mille sabords, tu es dur en affaires ! 300 écus, euh, euros, et le coffre est à moi.", 30_000, 34_900],
    ["¡Por mil demonios, qué duro regateas! 300 doblones, digo, dólares, y el cofre es mío.", 30_000, 34_900],
    ["*cuenta las monedas* 440 (antes 400), es todo lo que llevo en la bolsa.", 44_000, 49_000],
    ["lol thats steep. 250?", 25_000, 29_999],
  ])("reads the offer in %j", (text, priceMinor, standingOfferMinor) => {
    expect(interpretOffline(text, { currency: "EUR", quantity: 1, standingOfferMinor, lastBuyerBidMinor: 40_000 })).toMatchObject({ move: { kind: "price", priceMinor }, confidence: "HIGH" });
  });

  it("takes the amount the named step gives from a public number", () => {
    const r = interpretOffline("Danke. Wir erhöhen unser Gebot um 25,00 EUR gegenüber dem letzten Angebot, auf 525,00 EUR.", { currency: "EUR", quantity: 1, standingOfferMinor: 58_000, lastBuyerBidMinor: 50_000 });
    expect(r).toMatchObject({ move: { kind: "price", priceMinor: 52_500 }, confidence: "HIGH", derivation: { operation: "plus", from: "last-bid", amountMinor: 2_500 } });
  });

  it.each(["250 lol", "haha 250", "My friend said 450 was fair.", "Would 450 or 460 work?", "Hmm, 450? Not sure."])("not at HIGH: %s", (text) => {
    expect(acts(text, { ...CTX, standingOfferMinor: 29_999 })).toBe(false);
  });
});

describe("reader: conditions, irony, other people's prices", () => {
  it.each([
    ["If you can do 450, I'll buy it today.", 45_000],
    ["Lo compro si me lo deja en 450.", 45_000],
    ["450, if that works for you", 45_000],
    ["450 si ça vous convient", 45_000],
    ["Sorry, 480 was a typo, I meant 460.", 46_000],
    ["Hello,\n\nRe order #48213 from 12/03/2024: we can offer 480 EUR per unit.\n\nRegards,\nTom", 48_000],
    ["Acting on behalf of my principal, I propose a unit price of EUR 470.00. This offer remains open until end of day.", 47_000],
  ])("reads %j", (text, priceMinor) => {
    expect(interpretOffline(text, CTX)).toMatchObject({ move: { kind: "price", priceMinor }, confidence: "HIGH" });
  });

  it.each([
    "450 if you pay the postage",
    "450 wenn Sie das Porto zahlen",
    "oh sure, 999, great price 🙄",
    "meh, 450",
    "bof, 450",
    "Auf eBay gibt es das für 430.",
    "Your colleague offered me 450 yesterday.",
    "Last year these went for 480.",
    "Others would pay 480 easily.",
    "Pretend I offered 450.",
    "Deal!!! wait no",
    "fine by me if my wife agrees",
    "No me lo quedo a ese precio.",
    "We decided not to proceed, but we could reconsider at 400",
    "My sister declined to proceed, but I'm still interested.",
    "Don't proceed with shipping yet, I'm still deciding.",
    "We must decline the warranty extension.",
    "so whats the deal w shipping",
  ])("not acted on: %s", (text) => {
    expect(acts(text)).toBe(false);
  });

  it.each([
    ["Would you accept payment by bank transfer?", "payment"],
    ["Does the 520 include delivery to Berlin?", "shipping"],
    ["Et si elle casse, je peux la rapporter ?", "returns"],
    ["Merci d'indiquer combien de tours de négociation il reste avant la clôture.", "rounds-left"],
  ])("reads the question %j", (text, subject) => {
    expect(interpretOffline(text, CTX)).toMatchObject({ move: { kind: "question", subject }, confidence: "HIGH" });
  });

  it.each(["c est d accord", "ill take it at ur price", "Ihr Angebot ist angenommen.", "Lassen Sie uns das so machen, Ihr Preis ist in Ordnung."])("accepts %j", (text) => {
    expect(interpretOffline(text, CTX)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });

  it.each(["I'm afraid we have to decline.", "No procederemos con la compra.", "Nous ne donnerons pas suite.", "Thanks, but we have decided not to proceed."])("walks away: %j", (text) => {
    expect(interpretOffline(text, CTX)).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });
});

describe("reader: the guard vouches for what the reader reads at HIGH", () => {
  it.each([
    ["1 150, ça vous va ?", { currency: "EUR", quantity: 1, standingOfferMinor: 129_900 }],
    ["Danke. Wir erhöhen unser Gebot um 25,00 EUR gegenüber dem letzten Angebot, auf 525,00 EUR.", { currency: "EUR", quantity: 1, standingOfferMinor: 58_000, lastBuyerBidMinor: 50_000 }],
    ["Zwanzig Euro weniger?", CTX],
  ] as const)("%s", (text, context) => {
    const offline = interpretOffline(text, context);
    expect(offline.confidence).toBe("HIGH");
    expect(guardReading(text, offline, context, offline).confidence).toBe("HIGH");
  });
});

function normalize(text: string): string {
  return text.toLowerCase();
}
