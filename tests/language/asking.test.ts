/**
 * The questions the shop asks back, in the buyer's language (language/asking.ts): every question a reader asks is
 * one of ASK's, and a reply asks it in German, French or Spanish when the buyer wrote in one, with the currency and
 * the amount it names. What the shop tells the buyer to reply is itself read at HIGH.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ASK, askedIn } from "../../language/asking";
import { LANGUAGES, type Language } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { renderMessage } from "../../language/templates";
import { FRESH2, HONEST_MESSAGES } from "../../bench/honest-messages";

const currency = fc.constantFrom("EUR", "USD", "GBP", "CHF", "JPY", "MXN");
const amount = fc.integer({ min: 1, max: 99_999_999 });
const OTHERS: readonly Language[] = LANGUAGES.filter((l) => l !== "en");

describe("every question in every language", () => {
  it("property: a reader's English question is asked in the buyer's language, with its currency and amount", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(ASK)), currency, amount, (question, c, a) => {
        const english = question.en(c, a);
        expect(askedIn(english, "en")).toBe(english);
        for (const language of OTHERS) {
          const asked = askedIn(english, language);
          expect(asked).toBe(question[language](c, a));
          expect(asked).not.toBe(english);
          if (english.includes(c)) expect(asked).toContain(c);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("no two questions read the same in English, so each is recognised as itself", () => {
    const english = Object.values(ASK).map((q) => q.en("EUR", 48_000));
    expect(new Set(english).size).toBe(english.length);
  });

  it("a question that is not one of these (a package's terms by the owner's labels) is asked as it was written", () => {
    const terms = "Do you propose Payment terms 60 days at your last price? Please confirm, or name a unit price in EUR.";
    expect(askedIn(terms, "de")).toBe(terms);
  });

  it.each(LANGUAGES)("what the shop tells a buyer writing %s to reply is read at HIGH as the move it names", (language) => {
    const quoted = (text: string) => text.match(/[„«"]\s?([^“»"]+?)\s?[“»"]/u)?.[1];
    const ctx = { currency: "EUR", quantity: 1, standingOfferMinor: 50_000 };
    expect(interpretOffline(quoted(ASK.acceptReply[language]())!, ctx)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
    for (const leaving of [ASK.leavingReply[language](), ASK.leaving[language]("EUR")]) {
      expect(interpretOffline(quoted(leaving)!, ctx)).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
    }
  });
});

describe("what the reader asks", () => {
  it("is one of these questions, for every honest message of two whole sets it does not read at HIGH", () => {
    const unknown = new Set<string>();
    for (const m of [...HONEST_MESSAGES, ...FRESH2]) {
      const r = interpretOffline(m.text, m.context);
      for (const q of r.questions) if (askedIn(q, "de") === q) unknown.add(q);
    }
    expect([...unknown]).toEqual([]);
  });

  it("and a German buyer's reply asks it in German, beside the offer in German", () => {
    const message = renderMessage({
      status: "open",
      decision: { action: "hold", reasons: ["CLARIFICATION_NEEDED"] },
      shopOffer: { priceMinor: 10_000, currency: "EUR" },
      agreement: null,
      round: 1,
      maxRounds: 10,
      questions: [ASK.leaving.en("EUR")],
      language: "de",
    });
    expect(message).toBe("Möchten Sie diese Verhandlung beenden? Antworten Sie „Ich ziehe mich zurück“, um sie zu beenden, oder machen Sie ein Angebot in EUR. Unser Angebot steht bei 100,00 EUR pro Stück (9 Runden übrig).");
  });
});
