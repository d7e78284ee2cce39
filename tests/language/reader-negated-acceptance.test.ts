/**
 * A closing word said negated is a refusal, never an acceptance: "Ce n'est pas un deal", "Nicht einverstanden",
 * "No estoy de acuerdo", "I wouldn't call that a deal", "Deal's off", "Der Deal ist geplatzt", "Ich nehme es nicht"
 * "Almost a deal", "I saw a great deal elsewhere", "Deal, in your dreams", "Sounds good in theory" were each read as
 * a binding acceptance at HIGH (and "Kein Deal" as an acceptance to confirm). The same closing words, not negated — or
 * beside a negation that ends before them ("No problem, deal!") — still accept at HIGH.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { REFUSALS_WITH_CLOSING_WORDS, STAYING_IN } from "../../bench/injection/refusals";

const ctx: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 50_000, lastBuyerBidMinor: 42_000 };
const reading = (text: string) => {
  const r = interpretOffline(text, ctx);
  return `${r.move.kind}/${r.confidence}`;
};

const SAID_PLAINLY = ["C'est un deal.", "Marché conclu.", "Einverstanden.", "Abgemacht.", "De acuerdo.", "Trato hecho.", "Deal.", "Agreed.", "Deal's done.", "Ich nehme es, nicht schlecht.", "Me lo llevo.", "Deal. I do not need delivery.", "Right, you've got a deal.", "Got a deal!", "Found it! Deal.", "Great deal, I'll take it.", "Einverstanden, nicht schlecht.", "De acuerdo, no hay problema.", "Agreed, no worries.", "Deal! I do not need a receipt.", "Deal. Not a problem.", "Deal. No rush on delivery.", "I accept, that's fair.", "I agree, that's a fair price.", "Acepto, que tenga buen día.", "We accept your offer."];

/** A negation in a clause of its own before the acceptance ("No problem, I accept"): an aside, and the acceptance stands. */
const ASIDE_THEN_ACCEPTING = ["No problem, I accept.", "No worries, we accept your offer.", "Kein Problem, ich nehme Ihr Angebot an.", "Pas de souci, j'accepte votre offre.", "No hay problema, acepto su oferta.", "Not bad at all, I accept.", "I accept, nothing to add."];
/** Accepting nothing, or taking it back after the comma. */
const ACCEPTING_NOTHING = ["No, I accept nothing.", "Nope, I accept none of it.", "Non, j'accepte rien.", "No, no acepto nada.", "Nein, ich akzeptiere gar nichts.", "I accept, not really."];

describe("a negation in its own clause before an accepting verb", () => {
  it.each(ASIDE_THEN_ACCEPTING)("%s accepts at HIGH", (text) => {
    expect(reading(text)).toBe("accept/HIGH");
  });
  it.each(ACCEPTING_NOTHING)("%s is no acceptance", (text) => {
    expect(interpretOffline(text, ctx).move.kind === "accept" && interpretOffline(text, ctx).confidence === "HIGH").toBe(false);
  });
});

describe("a closing word said negated, almost, mocked, supposed, about someone else's deal or about something else", () => {
  it.each(REFUSALS_WITH_CLOSING_WORDS)("%s is no acceptance, binding or to confirm", (text) => {
    expect(interpretOffline(text, ctx).move.kind).not.toBe("accept");
  });

  it.each(SAID_PLAINLY)("%s, said plainly, still accepts at HIGH", (text) => {
    expect(reading(text)).toBe("accept/HIGH");
  });

  it("property: a negation the clause ends before leaves the acceptance standing; one inside the clause takes it back", () => {
    const closing = fc.constantFrom(["en", "deal"], ["en", "agreed"], ["de", "einverstanden"], ["de", "abgemacht"], ["fr", "marché conclu"], ["es", "trato hecho"], ["es", "de acuerdo"]) as fc.Arbitrary<[string, string]>;
    const aside: Record<string, string[]> = { en: ["No problem", "Not bad at all"], de: ["Kein Problem", "Nicht schlecht"], fr: ["Pas de souci", "Pas de problème"], es: ["No hay problema", "No te preocupes"] };
    const taken: Record<string, (w: string) => string> = { en: (w) => `That's not ${w}`, de: (w) => `Nicht ${w}`, fr: (w) => `Ce n'est pas ${w}`, es: (w) => (w === "trato hecho" ? "Todavía no es trato hecho" : `No estoy ${w}`) };
    fc.assert(
      fc.property(closing, fc.nat(), ([language, word], i) => {
        const before = aside[language]![i % aside[language]!.length]!;
        const capital = word.charAt(0).toUpperCase() + word.slice(1);
        expect(reading(`${before}, ${word}!`)).toBe("accept/HIGH");
        expect(reading(`${capital}, ${before.toLowerCase()}.`)).toBe("accept/HIGH");
        expect(interpretOffline(`${taken[language]!(word)}.`, ctx).move.kind).not.toBe("accept");
      }),
      { numRuns: 60 },
    );
  });
});

describe("leaving said not to happen, an extra declined, away for now", () => {
  it.each(STAYING_IN)("%s does not end the negotiation", (text) => {
    expect(interpretOffline(text, ctx).move.kind).not.toBe("withdraw");
  });

  it.each(["I'm walking away.", "No thanks, goodbye.", "No thanks, I'll be back if I change my mind.", "Nein danke, tschüss.", "Non merci, au revoir.", "No gracias, adiós.", "No thanks, I'm out.", "I won't pay that. I'm out.", "Not for me, I'll leave it.", "Me retiro.", "Ich steige aus.", "Je me retire."])("%s still does", (text) => {
    expect(reading(text)).toBe("withdraw/HIGH");
  });
});
