/**
 * The honest-buyer corpus (bench/honest-messages): its shape, that its labels are consistent with the texts and
 * contexts, that the TUNE/HELD-OUT split is deterministic, and the runner's scoring on hand-made readings. It does
 * not assert how well today's reader does: that is what the runner measures, and it will change.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { checkPriceLabel, isPriceLabel, unseenSetLabelTests, unseenSetShapeTests, writesAmount } from "./honest-labels";
import {
  BY_LANGUAGE,
  FRESH2,
  FRESH2_BY_LANGUAGE,
  FRESH2_HELD_OUT,
  FRESH2_TUNE,
  FRESH_BY_LANGUAGE,
  FRESH_HELD_OUT,
  HELD_OUT,
  HONEST_MESSAGES,
  STYLES,
  TUNE,
  halfOf,
  fresh2HalfOf,
  type HonestMessage,
} from "../../bench/honest-messages";
import { judge, score } from "../../bench/honest-messages/run";
import type { Reading } from "../../bench/honest-messages/score";

describe("the honest-buyer corpus", () => {
  it("has at least 440 messages, at least 110 in every language, every style in every language", () => {
    expect(HONEST_MESSAGES.length).toBeGreaterThanOrEqual(440);
    for (const language of LANGUAGES) {
      const ms = BY_LANGUAGE[language];
      expect(ms.length, language).toBeGreaterThanOrEqual(110);
      expect(ms.every((m) => m.language === language)).toBe(true);
      for (const style of STYLES) expect(ms.filter((m) => m.style === style).length, `${language} ${style}`).toBeGreaterThanOrEqual(15);
      // Both clear and ambiguous messages, and every kind of move among the clear ones.
      expect(ms.filter((m) => m.clarity === "ambiguous").length, language).toBeGreaterThanOrEqual(10);
      for (const kind of ["price", "accept", "withdraw", "question"]) {
        expect(ms.filter((m) => m.clarity === "clear" && m.expected.kind === kind).length, `${language} ${kind}`).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it("ids are unique and stable in form", () => {
    expect(new Set(HONEST_MESSAGES.map((m) => m.id)).size).toBe(HONEST_MESSAGES.length);
    for (const m of HONEST_MESSAGES) expect(m.id).toMatch(new RegExp(`^${m.language}-\\d{3}$`));
  });

  it("ambiguous messages say what to ask and expect nothing to be acted on; clear ones do not", () => {
    for (const m of HONEST_MESSAGES) {
      if (m.clarity === "ambiguous") {
        expect(m.expected, m.id).toEqual({ kind: "none" });
        expect(m.why?.length ?? 0, m.id).toBeGreaterThan(0);
      } else {
        expect(m.why, m.id).toBeUndefined();
      }
    }
  });

  it("contexts are realistic: a standing offer from 12.99 to 9,999.00, a last bid below it, a positive quantity", () => {
    for (const { id, context } of HONEST_MESSAGES) {
      expect(context.standingOfferMinor, id).not.toBeNull();
      expect(context.standingOfferMinor!, id).toBeGreaterThanOrEqual(1_299);
      expect(context.standingOfferMinor!, id).toBeLessThanOrEqual(999_900);
      if (context.lastBuyerBidMinor !== null) expect(context.lastBuyerBidMinor, id).toBeLessThan(context.standingOfferMinor!);
      expect(Number.isInteger(context.quantity) && context.quantity >= 1, id).toBe(true);
      expect(["EUR", "USD", "GBP", "CHF", "CAD"], id).toContain(context.currency);
    }
    // Mostly one unit, some more.
    const several = HONEST_MESSAGES.filter((m) => m.context.quantity > 1).length;
    expect(several).toBeGreaterThan(0);
    expect(several).toBeLessThan(HONEST_MESSAGES.length / 10);
  });

  it("a price label is in the text (digits in a local format, or the words it names) or recomputes from the context", () => {
    const prices = HONEST_MESSAGES.filter(isPriceLabel);
    expect(prices.length).toBeGreaterThan(150);
    for (const m of prices) checkPriceLabel(m);
  });

  it("the check that a price is written finds local formats and rejects parts of longer numbers", () => {
    expect(writesAmount("Gegenangebot: 1.180,50 € pro Stück", 118_050)).toBe(true);
    expect(writesAmount("offre : 1 180,50 €", 118_050)).toBe(true);
    expect(writesAmount("offre : 1\u202f180,50 €", 118_050)).toBe(true);
    expect(writesAmount("CHF 1'180.–", 118_000)).toBe(true);
    expect(writesAmount("USD 2,300.00 per unit", 230_000)).toBe(true);
    expect(writesAmount("1.2k", 120_000)).toBe(true);
    expect(writesAmount("480,50 €", 48_000)).toBe(false);
    expect(writesAmount("order 14801", 48_000)).toBe(false);
  });

  it("an acceptance that names a price names the standing offer", () => {
    // Spot checks of messages whose acceptance quotes the price.
    for (const id of ["en-114", "en-204", "en-215", "de-114", "fr-114", "es-114", "es-131"]) {
      const m = HONEST_MESSAGES.find((x) => x.id === id)!;
      expect(m.expected, id).toEqual({ kind: "accept" });
      expect(writesAmount(m.text, m.context.standingOfferMinor!), id).toBe(true);
    }
  });

  it("splits deterministically, about half and half in every language and style, both halves non-trivial", () => {
    expect(TUNE.length + HELD_OUT.length).toBe(HONEST_MESSAGES.length);
    expect(new Set([...TUNE, ...HELD_OUT].map((m) => m.id)).size).toBe(HONEST_MESSAGES.length);
    for (const m of HONEST_MESSAGES) expect(halfOf(m.id)).toBe(halfOf(m.id));
    for (const m of TUNE) expect(halfOf(m.id)).toBe("tune");
    for (const m of HELD_OUT) expect(halfOf(m.id)).toBe("held-out");
    // Pinned: a change to the hash or the salt would move messages between halves.
    expect(["en-001", "en-003", "en-201", "de-002", "de-301", "fr-001", "fr-401", "es-201"].map(halfOf)).toEqual([
      "tune",
      "held-out",
      "held-out",
      "tune",
      "held-out",
      "held-out",
      "tune",
      "tune",
    ]);
    for (const language of LANGUAGES) {
      const all = BY_LANGUAGE[language];
      const tune = all.filter((m) => halfOf(m.id) === "tune");
      expect(tune.length / all.length, language).toBeGreaterThan(0.4);
      expect(tune.length / all.length, language).toBeLessThan(0.6);
      for (const half of [tune, all.filter((m) => halfOf(m.id) === "held-out")]) {
        for (const style of STYLES) expect(half.filter((m) => m.style === style).length, `${language} ${style}`).toBeGreaterThanOrEqual(5);
        expect(half.filter((m) => m.clarity === "ambiguous").length, language).toBeGreaterThanOrEqual(4);
      }
    }
  });
});

describe("the FRESH held-out set (bench/honest-messages/fresh)", () => {
  const ALL = [...HONEST_MESSAGES, ...FRESH_HELD_OUT];

  it("has at least 280 messages, at least 70 in every language, every style, both clarities and every move in every language", () => {
    expect(FRESH_HELD_OUT.length).toBeGreaterThanOrEqual(280);
    expect(FRESH_HELD_OUT.length).toBe(LANGUAGES.reduce((n, l) => n + FRESH_BY_LANGUAGE[l].length, 0));
    for (const language of LANGUAGES) {
      const ms = FRESH_BY_LANGUAGE[language];
      expect(ms.length, language).toBeGreaterThanOrEqual(70);
      expect(ms.every((m) => m.language === language)).toBe(true);
      for (const style of STYLES) expect(ms.filter((m) => m.style === style).length, `${language} ${style}`).toBeGreaterThanOrEqual(10);
      // About 80% clear and 20% ambiguous.
      const ambiguous = ms.filter((m) => m.clarity === "ambiguous").length / ms.length;
      expect(ambiguous, language).toBeGreaterThanOrEqual(0.12);
      expect(ambiguous, language).toBeLessThanOrEqual(0.3);
      for (const kind of ["price", "accept", "withdraw", "question"]) {
        expect(ms.filter((m) => m.clarity === "clear" && m.expected.kind === kind).length, `${language} ${kind}`).toBeGreaterThanOrEqual(5);
      }
      // Every question subject, and every relative derivation and words, in every language.
      const subjects = new Set(ms.flatMap((m) => (m.clarity === "clear" && m.expected.kind === "question" ? [m.expected.subject] : [])));
      for (const subject of ["shipping", "delivery", "warranty", "payment", "returns", "negotiable", "standing-offer", "rounds-left", "discount"]) {
        expect(subjects.has(subject as never), `${language} ${subject}`).toBe(true);
      }
      const operations = new Set(ms.flatMap((m) => (m.expected.kind === "price" && m.expected.derivation ? [m.expected.derivation.operation] : [])));
      for (const operation of ["words", "minus", "plus", "percent-off", "split-difference"]) expect(operations.has(operation as never), `${language} ${operation}`).toBe(true);
    }
  });

  it("ids are fresh-<language>-<nnn>, unique across the corpus and the fresh set; no text repeats an existing message", () => {
    expect(new Set(ALL.map((m) => m.id)).size).toBe(ALL.length);
    for (const m of FRESH_HELD_OUT) expect(m.id).toMatch(new RegExp(`^fresh-${m.language}-\\d{3}$`));
    const existing = new Set(HONEST_MESSAGES.map((m) => m.text.trim().toLowerCase()));
    for (const m of FRESH_HELD_OUT) expect(existing.has(m.text.trim().toLowerCase()), `${m.id}: ${JSON.stringify(m.text)}`).toBe(false);
    expect(new Set(FRESH_HELD_OUT.map((m) => `${m.language}:${m.text}`)).size).toBe(FRESH_HELD_OUT.length);
  });

  it("is apart from the corpus: none of it is in TUNE, HELD-OUT or HONEST_MESSAGES", () => {
    const corpus = new Set([...TUNE, ...HELD_OUT, ...HONEST_MESSAGES].map((m) => m.id));
    for (const m of FRESH_HELD_OUT) expect(corpus.has(m.id), m.id).toBe(false);
  });

  unseenSetLabelTests(FRESH_HELD_OUT, 100);

  it("an acceptance that names a price names the standing offer", () => {
    // The acceptances that quote the price (others carry only reference numbers, or no number).
    const quoting = ["en-111", "en-214", "de-111", "de-214", "fr-111", "fr-214", "es-111", "es-214"].map((id) => `fresh-${id}`);
    for (const id of quoting) {
      const m = FRESH_HELD_OUT.find((x) => x.id === id)!;
      expect(m.expected, id).toEqual({ kind: "accept" });
      expect(writesAmount(m.text, m.context.standingOfferMinor!), id).toBe(true);
    }
    // Every other acceptance writes no amount in digits at all, or only reference numbers (no 2-4 digit run
    // standing alone as an amount would).
    for (const m of FRESH_HELD_OUT.filter((x) => x.expected.kind === "accept" && !quoting.includes(x.id))) {
      expect(/(?<![\w-])\d{2,4}(?![\w-])/.test(m.text), `${m.id}: ${JSON.stringify(m.text)}`).toBe(false);
    }
  });
});

describe("the SECOND unseen set (bench/honest-messages/fresh2)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT];
  unseenSetShapeTests("fresh2", FRESH2, FRESH2_BY_LANGUAGE, EARLIER);

  unseenSetLabelTests(FRESH2);

  it("an acceptance names no amount or exactly the standing offer (reference numbers apart)", () => {
    // The acceptances that quote the price, and those whose only number is a reference.
    const quoting = LANGUAGES.flatMap((l) => [`fresh2-${l}-109`, `fresh2-${l}-214`]);
    const referenceOnly = LANGUAGES.map((l) => `fresh2-${l}-316`);
    const accepts = FRESH2.filter((m) => m.expected.kind === "accept");
    expect(accepts.length).toBeGreaterThanOrEqual(32);
    for (const id of quoting) {
      const m = FRESH2.find((x) => x.id === id)!;
      expect(m.expected, id).toEqual({ kind: "accept" });
      expect(writesAmount(m.text, m.context.standingOfferMinor!), id).toBe(true);
    }
    for (const m of accepts.filter((x) => !quoting.includes(x.id))) {
      const numbers = m.text.match(/(?<![\w-])\d{2,5}(?![\w-])/g) ?? [];
      if (referenceOnly.includes(m.id)) expect(numbers.length, m.id).toBe(1);
      else expect(numbers, `${m.id}: ${JSON.stringify(m.text)}`).toEqual([]);
    }
  });

  it("a correction takes the amount the buyer means: the label is the amount named as meant, not the one set right", () => {
    // Spot checks of the three shapes in every language: "X, sorry, meant Y", "X and not Y", "I meant X, not Y".
    const meant: Record<string, number> = {
      "fresh2-en-010": 99_500,
      "fresh2-en-209": 51_000,
      "fresh2-en-415": 42_000,
      "fresh2-de-010": 18_500,
      "fresh2-de-209": 145_000,
      "fresh2-fr-010": 19_500,
      "fresh2-fr-209": 128_000,
      "fresh2-es-010": 20_500,
      "fresh2-es-209": 132_000,
      "fresh2-es-415": 40_000,
    };
    for (const [id, priceMinor] of Object.entries(meant)) {
      const m = FRESH2.find((x) => x.id === id)!;
      expect(m.expected, id).toMatchObject({ kind: "price", priceMinor });
      // Both amounts are written, so the label is a choice between two numbers in the text.
      expect((m.text.match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? []).length, id).toBeGreaterThanOrEqual(2);
    }
  });

  it("splits by scenario: a situation's four language versions share a half; halves are balanced and pinned", () => {
    expect(FRESH2_TUNE.length + FRESH2_HELD_OUT.length).toBe(FRESH2.length);
    for (const m of FRESH2_TUNE) expect(fresh2HalfOf(m.id)).toBe("tune");
    for (const m of FRESH2_HELD_OUT) expect(fresh2HalfOf(m.id)).toBe("held-out");
    for (const m of FRESH2) {
      for (const language of LANGUAGES) expect(fresh2HalfOf(m.id.replace(`-${m.language}-`, `-${language}-`)), m.id).toBe(fresh2HalfOf(m.id));
    }
    // Pinned: a change to the hash, the salt or the key would move messages between halves.
    expect(["fresh2-en-001", "fresh2-en-009", "fresh2-en-101", "fresh2-de-209", "fresh2-fr-316", "fresh2-es-415"].map(fresh2HalfOf)).toEqual([
      "held-out",
      "tune",
      "tune",
      "held-out",
      "tune",
      "held-out",
    ]);
    for (const language of LANGUAGES) {
      const all = FRESH2_BY_LANGUAGE[language];
      const tune = all.filter((m) => fresh2HalfOf(m.id) === "tune");
      expect(tune.length / all.length, language).toBeGreaterThan(0.4);
      expect(tune.length / all.length, language).toBeLessThan(0.6);
      for (const half of [tune, all.filter((m) => fresh2HalfOf(m.id) === "held-out")]) {
        for (const style of STYLES) expect(half.filter((m) => m.style === style).length, `${language} ${style}`).toBeGreaterThanOrEqual(6);
        expect(half.filter((m) => m.clarity === "ambiguous").length, language).toBeGreaterThanOrEqual(5);
        for (const kind of ["price", "accept", "withdraw", "question"]) {
          expect(half.filter((m) => m.clarity === "clear" && m.expected.kind === kind).length, `${language} ${kind}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it("is apart from every other set: none of it is in TUNE, HELD-OUT or the fresh set", () => {
    const earlier = new Set([...TUNE, ...HELD_OUT, ...FRESH_HELD_OUT].map((m) => m.id));
    for (const m of FRESH2) expect(earlier.has(m.id), m.id).toBe(false);
  });
});

describe("scoring a reading of the corpus", () => {
  const bidMessage = HONEST_MESSAGES.find((m) => m.id === "en-001")!; // "480", a clear bid of 48000
  const acceptMessage = HONEST_MESSAGES.find((m) => m.id === "en-114")!; // "ok 520 it is!", offer 52000
  const questionMessage = HONEST_MESSAGES.find((m) => m.id === "en-009")!; // "shipping included?"
  const ambiguousMessage = HONEST_MESSAGES.find((m) => m.id === "en-014")!; // "hmm, 520..."
  const price = (priceMinor: number, confidence: Reading["confidence"] = "HIGH"): Reading => ({
    move: { kind: "price", priceMinor, basis: "unit", final: false },
    confidence,
  });

  it("a HIGH reading of the labelled price is read correctly", () => {
    expect(judge(bidMessage, price(48_000))).toEqual({ readCorrectly: true, subjectMatched: null, misread: false, actedOn: false });
  });

  it("a HIGH wrong price is a misread", () => {
    expect(judge(bidMessage, price(4_800))).toMatchObject({ readCorrectly: false, misread: true });
  });

  it("a MEDIUM correct price is not read correctly, and not a misread", () => {
    expect(judge(bidMessage, price(48_000, "MEDIUM"))).toMatchObject({ readCorrectly: false, misread: false });
  });

  it("an acceptance and a bid of exactly the standing offer are the same move", () => {
    expect(judge(acceptMessage, { move: { kind: "accept" }, confidence: "HIGH" }).readCorrectly).toBe(true);
    expect(judge(acceptMessage, price(52_000)).readCorrectly).toBe(true);
    expect(judge(acceptMessage, price(50_000))).toMatchObject({ readCorrectly: false, misread: true });
  });

  it("a question at HIGH is read correctly; its subject is counted apart", () => {
    expect(judge(questionMessage, { move: { kind: "question", topic: "terms", subject: "shipping" }, confidence: "HIGH" })).toMatchObject({
      readCorrectly: true,
      subjectMatched: true,
    });
    expect(judge(questionMessage, { move: { kind: "question", topic: "terms", subject: "delivery" }, confidence: "HIGH" })).toMatchObject({
      readCorrectly: true,
      subjectMatched: false,
      misread: false,
    });
    expect(judge(questionMessage, { move: { kind: "withdraw" }, confidence: "HIGH" })).toMatchObject({ readCorrectly: false, misread: true });
  });

  it("an ambiguous message read at HIGH as a price is acted on (and a misread); asked back, it is neither", () => {
    expect(judge(ambiguousMessage, price(52_000))).toMatchObject({ actedOn: true, misread: true });
    expect(judge(ambiguousMessage, price(52_000, "MEDIUM"))).toMatchObject({ actedOn: false, misread: false });
    expect(judge(ambiguousMessage, { move: { kind: "question", topic: "price" }, confidence: "HIGH" })).toMatchObject({ actedOn: false, misread: false });
  });

  it("adds judgements up per language and style, and checks the targets", () => {
    const messages = [bidMessage, acceptMessage, questionMessage, ambiguousMessage, HONEST_MESSAGES.find((m) => m.id === "de-001")!];
    const readings: Reading[] = [
      price(48_000),
      price(50_000), // misread
      { move: { kind: "question", topic: "terms", subject: "shipping" }, confidence: "HIGH" },
      price(52_000), // acted on
      price(48_000, "LOW"), // asked back
    ];
    const f = score(messages, readings);
    expect(f.overall).toMatchObject({ messages: 5, clear: 4, clearReadCorrectly: 2, misreads: 2, ambiguous: 1, actedOn: 1, questions: 1, subjectsMatched: 1 });
    expect(f.overall.clearRate).toBe(0.5);
    expect(f.byLanguage.en).toMatchObject({ messages: 4, clearReadCorrectly: 2 });
    expect(f.byLanguage.de).toMatchObject({ messages: 1, clearReadCorrectly: 0, misreads: 0 });
    expect(f.byStyle.terse.messages).toBe(4);
    expect(f.misreads.map((l) => l.id)).toEqual(["en-114", "en-014"]);
    expect(f.actedOn.map((l) => l.id)).toEqual(["en-014"]);
    expect(f.missed.map((l) => l.id)).toEqual(["en-114", "de-001"]);
    expect(f.targets).toEqual({ clearOverall: false, clearPerLanguage: false, misreads: false, actedOn: false });
    expect(score(messages.slice(0, 1), readings.slice(0, 1)).targets).toEqual({
      clearOverall: true,
      clearPerLanguage: true,
      misreads: true,
      actedOn: true,
    });
  });
});
