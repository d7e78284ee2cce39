/**
 * The questions the shop asks back, in the buyer's language (language/asking.ts): every question a reader asks is
 * one of ASK's, and a reply asks it in German, French or Spanish when the buyer wrote in one, with the currency and
 * the amount it names. What the shop tells the buyer to reply is itself read at HIGH.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ASK, askedIn } from "../../language/asking";
import { ASK_TERM, askAboutTerm, readTermQuestion, termQuestionIn, type Choice, type TermQuestion, type TermSlots } from "../../language/asking-terms";
import { checkReply } from "../../language/reply-check";
import { LANGUAGES, type Language } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { renderMessage } from "../../language/templates";
import { FRESH2, HONEST_MESSAGES } from "../../bench/honest-messages";
import type { PublicTerm } from "../../terms/types";

const currency = fc.constantFrom("EUR", "USD", "GBP", "CHF", "JPY", "MXN");
const amount = fc.integer({ min: 1, max: 99_999_999 });
/** Terms as a package reading names them, by the owner's labels. */
const terms = fc.constantFrom("Payment terms 60 days", "Warranty 24 months, Support tier premium", "Zahlungsziel 45 Tage", "délai de paiement 30 jours", "plazo de entrega 2 semanas", "ISO 27001 yes");
const OTHERS: readonly Language[] = LANGUAGES.filter((l) => l !== "en");

describe("every question in every language", () => {
  it("property: a reader's English question is asked in the buyer's language, with its currency, amount, terms and option", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(ASK)), currency, amount, terms, fc.integer({ min: 1, max: 6 }), (question, c, a, t, n) => {
        const english = question.en(c, a, t, n);
        expect(askedIn(english, "en")).toBe(english);
        for (const language of OTHERS) {
          const asked = askedIn(english, language);
          expect(asked).toBe(question[language](c, a, t, n));
          expect(asked).not.toBe(english);
          if (english.includes(c)) expect(asked).toContain(c);
          if (english.includes(t)) expect(asked).toContain(t);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("a language the replies do not speak (a stored or forged value) is asked in English, as the reading has it", () => {
    const english = ASK.price.en("EUR");
    for (const forged of [undefined, "it", "__proto__", "toString"]) expect(askedIn(english, forged as Language | undefined)).toBe(english);
  });

  it("no two questions read the same in English, so each is recognised as itself", () => {
    const english = Object.values(ASK).map((q) => q.en("EUR", 48_000, "Payment terms 60 days", 3));
    expect(new Set(english).size).toBe(english.length);
  });

  it("a package's question keeps the owner's labels for its terms; a question that is not one of these is asked as written", () => {
    const atLast = "Do you propose Payment terms 60 days at your last price? Please confirm, or name a unit price in EUR.";
    expect(askedIn(atLast, "de")).toBe("Schlagen Sie Payment terms 60 days zu Ihrem letzten Preis vor? Bitte bestätigen Sie, oder nennen Sie einen Stückpreis in EUR.");
    const unknown = "Warranty can be stretched here, can it not?";
    expect(askedIn(unknown, "fr")).toBe(unknown);
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
  it("is one of these questions, for every honest message of two whole sets it does not read at HIGH (a price-only product)", () => {
    const unknown = new Set<string>();
    for (const m of [...HONEST_MESSAGES, ...FRESH2]) {
      const r = interpretOffline(m.text, m.context);
      for (const q of r.questions) if (askedIn(q, "de") === q) unknown.add(q);
    }
    expect([...unknown]).toEqual([]);
  });

  it("for a package product: the frames of its questions are asked in the buyer's language, the owner's labels kept", () => {
    const terms: PublicTerm[] = [
      { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5 },
      { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 48, step: 12 },
    ];
    const ctx = { currency: "EUR", quantity: 1, standingOfferMinor: 52_000, lastBuyerBidMinor: 44_000, terms, options: [{ id: "o1", priceMinor: 52_000, terms: { "payment-days": 0 } }, { id: "o2", priceMinor: 53_000, terms: { "payment-days": 30 } }] };
    const messages = ["Can you do 60 days payment?", "ok, but with 60 days payment", "I withdraw, unless 60 days payment", "470 or 480 with 60 days payment", "I'll take an option", "I'll take option 2 at 500"];
    const asked = messages.flatMap((text) => interpretOffline(text, ctx).questions);
    expect(asked.length).toBeGreaterThanOrEqual(messages.length - 1);
    const frames = asked.filter((q) => askedIn(q, "de") !== q);
    // Every question these messages raise is one of the catalogue's.
    expect(frames).toEqual(asked);
    for (const q of frames.filter((f) => f.includes("Payment terms"))) expect(askedIn(q, "es")).toContain("Payment terms");
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

describe("questions about one term of a package, in every language (language/asking-terms.ts)", () => {
  // What an owner labels a term and what a buyer writes, in the four languages (no list word, quote or slot brace).
  const label = fc.constantFrom("Payment terms", "Warranty", "Zahlungsziel", "Délai de livraison", "Plazo de entrega", "Support tier", "Incoterms", "ISO 27001");
  const written = fc.constantFrom("60 days", "next Friday", "2 weeks", "premium", "dans 3 semaines", "bis Ende März", "48 horas", "a fortnight");
  const unit = fc.constantFrom("days", "months", "Tage", "mois", "semanas", "%", undefined);
  const value = fc.integer({ min: 0, max: 400 });
  const labels = fc.uniqueArray(label, { minLength: 1, maxLength: 3 });
  const values = fc.uniqueArray(fc.constantFrom("basic", "premium", "24/7", "EXW", "DDP", "Gold", "oui"), { minLength: 1, maxLength: 4 });
  const choice: fc.Arbitrary<Choice> = fc.oneof(fc.record({ label, min: value, max: value, unit: unit.map((u) => u ?? null), step: fc.integer({ min: 1, max: 30 }) }), fc.record({ label, values }));
  const slots: fc.Arbitrary<TermSlots> = fc.record({ label, text: written, min: value, max: value, step: fc.integer({ min: 1, max: 30 }), unit, unitName: fc.constantFrom("days", "months", "Wochen"), labels, terms: labels, values, family: fc.constantFrom("payment", "delivery", "warranty", "support", "quantity"), choices: fc.array(choice, { minLength: 1, maxLength: 3 }) });
  const QUESTIONS_ABOUT_TERMS = Object.keys(ASK_TERM) as TermQuestion[];

  it("property: the reader's English question is asked in the buyer's language, the owner's labels and the buyer's words kept", () => {
    fc.assert(
      fc.property(fc.constantFrom(...QUESTIONS_ABOUT_TERMS), slots, (question, s) => {
        const english = askAboutTerm(question, s);
        expect(askedIn(english, "en")).toBe(english);
        for (const language of OTHERS) {
          const asked = askedIn(english, language);
          expect(asked).toBe(askAboutTerm(question, s, language));
          expect(asked).not.toBe(english);
          const wording = ASK_TERM[question].en;
          const kept = [...(wording.includes("{label}") ? [s.label!] : []), ...(wording.includes("{text}") ? [s.text!] : []), ...(wording.includes("{labels}") ? s.labels! : [])];
          for (const words of kept) expect(asked).toContain(words);
        }
      }),
      { numRuns: 600 },
    );
  });

  it("no two of them read the same in English, nor like one of ASK's", () => {
    const s: TermSlots = { label: "Warranty", text: "60 days", min: 12, max: 48, step: 12, unit: "months", unitName: "months", labels: ["Payment terms", "Warranty"], terms: ["Payment terms"], values: ["basic", "premium"], family: "delivery", choices: [{ label: "Warranty", min: 12, max: 48, unit: "months", step: 12 }] };
    const english = QUESTIONS_ABOUT_TERMS.map((q) => askAboutTerm(q, s));
    expect(new Set(english).size).toBe(english.length);
    const asks = new Set(Object.values(ASK).map((q) => q.en("EUR", 48_000, "Payment terms 60 days", 3)));
    expect(english.filter((q) => asks.has(q))).toEqual([]);
  });

  it("every question the reader asks about a package's terms is asked in the buyer's language, and a reply holding it passes the check", () => {
    const terms: PublicTerm[] = [
      { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5 },
      { id: "delivery-days", label: "Delivery", kind: "numeric", unit: "days", min: 1, max: 30, step: 1 },
      { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 48, step: 12 },
      { id: "support", label: "Support tier", kind: "ordinal", values: ["basic", "standard", "premium"] },
    ];
    const ctx = { currency: "EUR", quantity: 1, standingOfferMinor: 52_000, lastBuyerBidMinor: 44_000, terms };
    // Out of range, off the steps, two values for one term, a term named without a value, a number two terms take,
    // a value that does not fit the term named, a bare number with a unit.
    const messages = ["480 with 120 days payment", "480 with payment terms of 33 days", "480, payment 30 days, no, payment 60 days", "480 with a longer warranty", "480 and 20 days", "480 with warranty 60 days", "480, standard or premium?", "480 with payment terms by next friday"];
    const asked = [...new Set(messages.flatMap((text) => interpretOffline(text, ctx).questions))];
    const aboutTerms = asked.filter((q) => termQuestionIn(q, "de") !== null);
    // Each message raises its own kind of question about a term.
    expect(new Set(aboutTerms.map((q) => readTermQuestion(q)?.question)).size).toBe(messages.length);
    for (const q of asked) expect(askedIn(q, "de"), q).not.toBe(q);
    for (const language of LANGUAGES) {
      const facts = { status: "open" as const, decision: { action: "hold" as const, reasons: ["CLARIFICATION_NEEDED" as const] }, shopOffer: { priceMinor: 52_000, currency: "EUR" }, agreement: null, round: 2, maxRounds: 10, questions: aboutTerms, language };
      const reply = renderMessage(facts);
      for (const q of aboutTerms) expect(reply).toContain(askedIn(q, language));
      expect(checkReply(reply, facts)).toEqual({ ok: true });
    }
  });
});
