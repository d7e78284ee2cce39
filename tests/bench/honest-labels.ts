/**
 * How the honest-buyer corpus tests check a price label against its message: the amount is written in the text (in
 * digits, any local format, or in the words the label names) or recomputes from the public context. Shared by the
 * corpus test of every set, so one rule judges them all.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { setsBefore, STYLES, type HonestMessage, type Style } from "../../bench/honest-messages";
import { rankSalts } from "../../bench/honest-messages/choose-salt";
import { LANGUAGES, type Language } from "../../language/interpretation";

const SEPARATORS = ["", ",", ".", " ", "\u00a0", "\u202f", "'", "’"];

function grouped(major: number, separator: string): string {
  return String(major).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Ways an amount in minor units may be written in digits: any thousands separator, either decimal mark, "1.2k". */
export function renderings(amountMinor: number): string[] {
  const major = Math.floor(amountMinor / 100);
  const cents = String(amountMinor % 100).padStart(2, "0");
  const out: string[] = [];
  for (const sep of SEPARATORS) {
    const whole = grouped(major, sep);
    if (amountMinor % 100 === 0) out.push(whole);
    out.push(`${whole}.${cents}`, `${whole},${cents}`);
  }
  if (amountMinor % 100 === 0 && major >= 1000 && major % 100 === 0) {
    const k = major / 1000;
    out.push(`${k}k`, `${String(k).replace(".", ",")}k`);
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One rendering of an amount as a whole number in a text (not part of a longer one). */
const wholeNumber = (rendering: string, flags: string) => new RegExp(`(?<![\\d.,'’])${escape(rendering)}(?![\\d]|[.,]\\d)`, flags);

/** Whether the text writes the amount in digits, as a whole number (not part of a longer one). */
export function writesAmount(text: string, amountMinor: number): boolean {
  return renderings(amountMinor).some((r) => wholeNumber(r, "i").test(text));
}

export type PriceLabelled = HonestMessage & { expected: { kind: "price" } };
export const isPriceLabel = (m: HonestMessage): m is PriceLabelled => m.expected.kind === "price";

/** A price label is written in the text (digits in a local format, or the words it names) or recomputes from the context. */
export function checkPriceLabel(m: PriceLabelled): void {
  const { priceMinor, basis, derivation } = m.expected;
  const { quantity, standingOfferMinor: offer, lastBuyerBidMinor: last } = m.context;
  expect(Number.isInteger(priceMinor) && priceMinor > 0, m.id).toBe(true);
  if (basis === "total") expect(quantity, m.id).toBeGreaterThan(1);
  const written = basis === "total" ? priceMinor * quantity : priceMinor;
  if (!derivation) {
    expect(writesAmount(m.text, written), `${m.id}: ${written} in ${JSON.stringify(m.text)}`).toBe(true);
    return;
  }
  switch (derivation.operation) {
    case "words":
      expect(m.text.toLowerCase(), m.id).toContain(derivation.words.toLowerCase());
      break;
    case "minus":
      expect(derivation.from === "standing-offer" ? offer! - derivation.amountMinor : last! - derivation.amountMinor, m.id).toBe(priceMinor);
      break;
    case "plus":
      expect(last, m.id).not.toBeNull();
      expect(last! + derivation.amountMinor, m.id).toBe(priceMinor);
      break;
    case "percent-off":
      expect((offer! * (100 - derivation.percent)) % 100, `${m.id}: not a whole number of minor units`).toBe(0);
      expect((offer! * (100 - derivation.percent)) / 100, m.id).toBe(priceMinor);
      break;
    case "split-difference":
      expect(last, m.id).not.toBeNull();
      expect((offer! + last!) % 2, m.id).toBe(0);
      expect((offer! + last!) / 2, m.id).toBe(priceMinor);
      break;
    case "same":
      throw new Error(`${m.id}: the corpus labels no "same" bids`);
  }
  if (derivation.operation !== "words") expect(quantity, `${m.id}: relative bids are per unit`).toBe(1);
}

/**
 * The label checks every unseen set passes alike, registered as tests inside the caller's describe: ambiguous
 * messages expect nothing; contexts are realistic; every price label is below the standing offer and written in the
 * text or recomputed from the context (more than `minPriceLabels` of them); a relative bid's amount is not the price
 * it names.
 */
export function unseenSetLabelTests(set: readonly HonestMessage[], minPriceLabels = 120): void {
  it("ambiguous messages say what to ask and expect nothing to be acted on; clear ones do not", () => {
    for (const m of set) {
      if (m.clarity === "ambiguous") {
        expect(m.expected, m.id).toEqual({ kind: "none" });
        expect(m.why?.length ?? 0, m.id).toBeGreaterThan(0);
      } else {
        expect(m.why, m.id).toBeUndefined();
      }
    }
  });

  it("contexts are realistic: a standing offer from 12.99 to 9,999.00, a last bid below it, mostly one unit", () => {
    for (const { id, context } of set) {
      expect(context.standingOfferMinor, id).not.toBeNull();
      expect(context.standingOfferMinor!, id).toBeGreaterThanOrEqual(1_299);
      expect(context.standingOfferMinor!, id).toBeLessThanOrEqual(999_900);
      if (context.lastBuyerBidMinor !== null) expect(context.lastBuyerBidMinor, id).toBeLessThan(context.standingOfferMinor!);
      expect(Number.isInteger(context.quantity) && context.quantity >= 1, id).toBe(true);
      expect(["EUR", "USD", "GBP", "CHF", "CAD"], id).toContain(context.currency);
    }
    expect(set.some((m) => m.context.lastBuyerBidMinor === null)).toBe(true);
    expect(set.some((m) => m.context.lastBuyerBidMinor !== null)).toBe(true);
    const several = set.filter((m) => m.context.quantity > 1).length;
    expect(several).toBeGreaterThan(0);
    expect(several).toBeLessThan(set.length / 10);
  });

  it("a price label is below the standing offer and in the text (digits or the words it names) or recomputes from the context", () => {
    const prices = set.filter(isPriceLabel);
    expect(prices.length).toBeGreaterThan(minPriceLabels);
    for (const m of prices) {
      expect(m.expected.priceMinor, m.id).toBeLessThan(m.context.standingOfferMinor!);
      checkPriceLabel(m);
    }
  });

  it("a relative bid's amount is not the price it names, so a reader that copies the number is caught", () => {
    for (const m of set.filter(isPriceLabel)) {
      const d = m.expected.derivation;
      if (d && (d.operation === "minus" || d.operation === "plus")) expect(d.amountMinor, m.id).not.toBe(m.expected.priceMinor);
    }
  });
}

/**
 * The shape of an unseen set written per scenario (fresh3 and after): at least 320 messages evenly over the four
 * languages, every style, ~14% ambiguous, every move, question subject and relative operation in every language;
 * ids `<prefix>-<language>-<nnn>` unique across every set, no text repeating an earlier one; and every scenario
 * number written in all four languages with one style and one kind of move.
 */
export function unseenSetShapeTests(
  prefix: string,
  set: readonly HonestMessage[],
  byLanguage: Readonly<Record<Language, readonly HonestMessage[]>>,
  earlierSets: readonly HonestMessage[],
  /** The fewest messages of each style per language (15 unless a set was written to another mix, pinned by its style-mix test). */
  { minimumPerStyle = 15 }: { minimumPerStyle?: number } = {},
): void {
  const EARLIER = earlierSets;
  const SUBJECTS = ["shipping", "delivery", "warranty", "payment", "returns", "negotiable", "standing-offer", "rounds-left", "discount"] as const;
  const OPERATIONS = ["words", "minus", "plus", "percent-off", "split-difference"] as const;

  it("has at least 320 messages, evenly over the languages, every style, ~14% ambiguous and every move in every language", () => {
    expect(set.length).toBeGreaterThanOrEqual(320);
    expect(set.length).toBe(LANGUAGES.reduce((n, l) => n + byLanguage[l].length, 0));
    for (const language of LANGUAGES) {
      const ms = byLanguage[language];
      expect(Math.abs(ms.length - set.length / LANGUAGES.length), language).toBeLessThanOrEqual(3);
      expect(ms.every((m) => m.language === language)).toBe(true);
      for (const style of STYLES) expect(ms.filter((m) => m.style === style).length, `${language} ${style}`).toBeGreaterThanOrEqual(minimumPerStyle);
      const ambiguous = ms.filter((m) => m.clarity === "ambiguous").length / ms.length;
      expect(ambiguous, language).toBeGreaterThanOrEqual(0.12);
      expect(ambiguous, language).toBeLessThanOrEqual(0.2);
      for (const kind of ["price", "accept", "withdraw", "question"]) {
        expect(ms.filter((m) => m.clarity === "clear" && m.expected.kind === kind).length, `${language} ${kind}`).toBeGreaterThanOrEqual(6);
      }
      const subjects = new Set(ms.flatMap((m) => (m.clarity === "clear" && m.expected.kind === "question" ? [m.expected.subject] : [])));
      for (const subject of SUBJECTS) expect(subjects.has(subject), `${language} ${subject}`).toBe(true);
      const operations = new Set(ms.flatMap((m) => (m.expected.kind === "price" && m.expected.derivation ? [m.expected.derivation.operation] : [])));
      for (const operation of OPERATIONS) expect(operations.has(operation), `${language} ${operation}`).toBe(true);
      expect(ms.some((m) => m.expected.kind === "price" && m.expected.basis === "total"), language).toBe(true);
    }
  });

  it(`ids are ${prefix}-<language>-<nnn>, unique across every set; no text repeats an earlier message`, () => {
    const all = [...EARLIER, ...set];
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    for (const m of set) expect(m.id).toMatch(new RegExp(`^${prefix}-${m.language}-\\d{3}$`));
    const earlier = new Set(EARLIER.map((m) => m.text.trim().toLowerCase()));
    for (const m of set) expect(earlier.has(m.text.trim().toLowerCase()), `${m.id}: ${JSON.stringify(m.text)}`).toBe(false);
    expect(new Set(set.map((m) => `${m.language}:${m.text}`)).size).toBe(set.length);
  });

  it("every scenario number is written in all four languages with the same style and the same kind of move", () => {
    const byScenario = new Map<string, HonestMessage[]>();
    for (const m of set) {
      const nnn = m.id.slice(m.id.lastIndexOf("-") + 1);
      byScenario.set(nnn, [...(byScenario.get(nnn) ?? []), m]);
    }
    for (const [nnn, versions] of byScenario) {
      expect(versions.map((m) => m.language).sort(), nnn).toEqual([...LANGUAGES].sort());
      expect(new Set(versions.map((m) => m.style)).size, nnn).toBe(1);
      expect(new Set(versions.map((m) => `${m.clarity}:${m.expected.kind}`)).size, nnn).toBe(1);
    }
  });

}

/** A set split by scenario (fresh5 onwards): its halves, how an id is assigned, the salt chosen and six pinned halves. */
export interface ScenarioSplit {
  set: readonly HonestMessage[];
  byLanguage: Readonly<Record<Language, readonly HonestMessage[]>>;
  tune: readonly HonestMessage[];
  heldOut: readonly HonestMessage[];
  halfOf: (id: string) => "tune" | "held-out";
  chosenSalt: string;
  /** The halves of <prefix>-en-001, -en-010, -de-102, -fr-209, -es-316, -en-412, as recorded when the salt was chosen. */
  pinned: readonly ("tune" | "held-out")[];
}

/**
 * The split of a set written with one scenario per number in four languages: a situation's four versions share a
 * half (so tuning on one language's version cannot leak into another's), the halves are balanced and pinned, and
 * the salt is still the best-balanced eligible one of the candidates (bench/honest-messages/choose-salt.ts).
 */
export function scenarioSplitTests(prefix: string, split: ScenarioSplit): void {
  it("splits by scenario: a situation's four language versions share a half; halves are balanced and pinned", () => {
    expect(split.tune.length + split.heldOut.length).toBe(split.set.length);
    for (const m of split.tune) expect(split.halfOf(m.id)).toBe("tune");
    for (const m of split.heldOut) expect(split.halfOf(m.id)).toBe("held-out");
    // Property: the half depends on the scenario number alone, whatever the language.
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.constantFrom(...LANGUAGES), fc.integer({ min: 0, max: 999 }), (a, b, n) => {
        const nnn = String(n).padStart(3, "0");
        return split.halfOf(`${prefix}-${a}-${nnn}`) === split.halfOf(`${prefix}-${b}-${nnn}`);
      }),
    );
    // Pinned: a change to the hash, the salt or the key would move messages between halves.
    expect(["en-001", "en-010", "de-102", "fr-209", "es-316", "en-412"].map((id) => split.halfOf(`${prefix}-${id}`))).toEqual(split.pinned);
    for (const language of LANGUAGES) {
      const all = split.byLanguage[language];
      const tune = all.filter((m) => split.halfOf(m.id) === "tune");
      expect(tune.length / all.length, language).toBeGreaterThan(0.4);
      expect(tune.length / all.length, language).toBeLessThan(0.6);
      for (const half of [tune, all.filter((m) => split.halfOf(m.id) === "held-out")]) {
        for (const style of STYLES) expect(half.filter((m) => m.style === style).length, `${language} ${style}`).toBeGreaterThanOrEqual(6);
        expect(half.filter((m) => m.clarity === "ambiguous").length, language).toBeGreaterThanOrEqual(5);
        for (const kind of ["price", "accept", "withdraw", "question"]) {
          expect(half.filter((m) => m.clarity === "clear" && m.expected.kind === kind).length, `${language} ${kind}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it("the salt is the best-balanced eligible one among the candidates, in every language alike", () => {
    for (const language of LANGUAGES) {
      const ranked = rankSalts(prefix, split.byLanguage[language]);
      const chosen = ranked.find((b) => b.salt === split.chosenSalt);
      expect(chosen, language).toBeDefined();
      expect(chosen!.imbalance, language).toBe(ranked[0]!.imbalance);
    }
  });
}

/** The message of a set with this id; a missing one fails loudly. */
export function messageIn(set: readonly HonestMessage[], id: string): HonestMessage {
  const m = set.find((x) => x.id === id);
  if (!m) throw new Error(`no message ${id}`);
  return m;
}

/** The four language versions of scenario `nnn` of a set (`<prefix>-<language>-<nnn>`); a missing one fails loudly. */
export function inEveryLanguage(set: readonly HonestMessage[], prefix: string, nnn: string): HonestMessage[] {
  return LANGUAGES.map((language) => messageIn(set, `${prefix}-${language}-${nnn}`));
}

/**
 * The subjects and derivations of the 84-scenario plan every blind set from fresh18 on was written to (the same
 * scenario numbers in every set and language): questions by subject, bids by how they are derived.
 */
export const LABELS_OF_THE_84_SCENARIOS = {
  subjects: {
    "002": "shipping", "215": "shipping",
    "102": "delivery", "201": "delivery", "311": "delivery",
    "106": "warranty", "208": "warranty",
    "009": "payment", "205": "payment", "414": "payment",
    "014": "returns", "211": "returns",
    "109": "negotiable", "407": "negotiable",
    "113": "standing-offer", "316": "standing-offer",
    "301": "rounds-left",
    "116": "discount", "306": "discount",
  },
  derivations: {
    "005": "words", "104": "words", "213": "words", "303": "words", "401": "words",
    "008": "minus", "114": "minus", "315": "minus", "305": "minus",
    "012": "plus", "310": "plus", "406": "plus",
    "003": "percent-off", "204": "percent-off", "307": "percent-off", "412": "percent-off",
    "110": "split-difference", "408": "split-difference",
  },
};

/**
 * What every blind set written to the 84-scenario plan (fresh18 on) is checked for: its shape beside the sets before
 * it, its labels, its split by scenario; the plan's styles (16 terse, 18 chat, 18 polite emails, 16 agent, 16
 * roleplay per language, 12 of them ambiguous) and moves (34 price, 10 accept, 9 withdraw, 19 question); and the plan's
 * subjects and derivations.
 */
export function eightyFourScenarioSetTests(prefix: string, split: ScenarioSplit): void {
  unseenSetShapeTests(prefix, split.set, split.byLanguage, setsBefore(prefix));
  unseenSetLabelTests(split.set);
  scenarioSplitTests(prefix, split);
  styleMixTest("in every language 16 terse, 18 chat, 18 polite emails, 16 agent, 16 roleplay, 12 ambiguous", split.byLanguage, { terse: 16, chat: 18, "polite-email": 18, agent: 16, roleplay: 16 }, { perLanguage: 84, ambiguous: 12 });
  moveMixTest(split.byLanguage, { price: 34, accept: 10, withdraw: 9, question: 19 }, 12);
  scenarioLabelsTest(prefix, split.set, LABELS_OF_THE_84_SCENARIOS);
}

/**
 * Every language asks about every subject in the same scenarios, and writes every derivation in the same ones: the
 * scenarios in `subjects` are questions on that subject and `derivations` bids derived by that operation, and no other
 * message of a language is either.
 */
export function scenarioLabelsTest(prefix: string, set: readonly HonestMessage[], labels: { subjects: Readonly<Record<string, string>>; derivations: Readonly<Record<string, string>> }): void {
  it("every language asks about every subject in the same scenarios, and writes every derivation in the same ones", () => {
    for (const language of LANGUAGES) {
      const ms = set.filter((m) => m.language === language);
      for (const [nnn, subject] of Object.entries(labels.subjects)) {
        const m = messageIn(set, `${prefix}-${language}-${nnn}`);
        expect(m.expected, m.id).toEqual({ kind: "question", subject });
      }
      const questions = ms.filter((m) => m.expected.kind === "question");
      expect(questions.length, language).toBe(Object.keys(labels.subjects).length);
      for (const [nnn, operation] of Object.entries(labels.derivations)) {
        const m = messageIn(set, `${prefix}-${language}-${nnn}`);
        expect(m.expected, m.id).toMatchObject({ kind: "price", basis: "unit", derivation: { operation } });
      }
      const derived = ms.filter((m) => m.expected.kind === "price" && m.expected.derivation);
      expect(derived.length, language).toBe(Object.keys(labels.derivations).length);
    }
  });
}

/** Where the text writes the amount in digits (any local rendering), as whole numbers only. */
function positionsOf(text: string, amountMinor: number): number[] {
  return renderings(amountMinor).flatMap((r) => [...text.matchAll(wholeNumber(r, "gi"))].map((x) => x.index!));
}

/**
 * The mix a set was written to, in every language: `want[style]` messages of each style named, `ambiguous` of them
 * ambiguous, and `perLanguage` in all when given.
 */
export function styleMixTest(title: string, byLanguage: Readonly<Record<Language, readonly HonestMessage[]>>, want: Partial<Record<Style, number>>, counts: { perLanguage?: number; ambiguous: number }): void {
  it(title, () => {
    for (const language of LANGUAGES) {
      const ms = byLanguage[language];
      if (counts.perLanguage !== undefined) expect(ms.length, language).toBe(counts.perLanguage);
      for (const [style, n] of Object.entries(want)) expect(ms.filter((m) => m.style === style).length, `${language} ${style}`).toBe(n);
      expect(ms.filter((m) => m.clarity === "ambiguous").length, language).toBe(counts.ambiguous);
    }
  });
}

/**
 * An acceptance names no amount or exactly the standing offer: the scenarios in `quoting` restate the standing
 * offer, those in `signed` carry digits (a signature) that are neither the offer nor the last bid, and every other
 * acceptance carries no digit at all. At least 40 acceptances, or exactly `exactly`.
 */
export function acceptanceAmountTest(prefix: string, set: readonly HonestMessage[], scenarios: { quoting: readonly string[]; signed?: readonly string[]; exactly?: number }): void {
  it("an acceptance names no amount or exactly the standing offer", () => {
    const accepts = set.filter((m) => m.expected.kind === "accept");
    if (scenarios.exactly !== undefined) expect(accepts.length).toBe(scenarios.exactly);
    else expect(accepts.length).toBeGreaterThanOrEqual(40);
    const quoting = scenarios.quoting.flatMap((nnn) => inEveryLanguage(set, prefix, nnn));
    const signed = (scenarios.signed ?? []).flatMap((nnn) => inEveryLanguage(set, prefix, nnn));
    for (const m of quoting) {
      expect(m.expected, m.id).toEqual({ kind: "accept" });
      expect(writesAmount(m.text, m.context.standingOfferMinor!), m.id).toBe(true);
    }
    for (const m of signed) {
      expect(m.expected, m.id).toEqual({ kind: "accept" });
      expect(writesAmount(m.text, m.context.standingOfferMinor!), m.id).toBe(false);
      expect(writesAmount(m.text, m.context.lastBuyerBidMinor!), m.id).toBe(false);
    }
    const listed = new Set([...quoting, ...signed].map((m) => m.id));
    for (const m of accepts.filter((x) => !listed.has(x.id))) {
      expect(m.text.match(/\d+/g) ?? [], `${m.id}: ${JSON.stringify(m.text)}`).toEqual([]);
    }
  });
}

/**
 * A correction takes the amount the buyer means: in every language, scenario `nnn` is labelled `meant[nnn]`, and
 * both it and the amount set right (`setRight[nnn]`) are written, so the label is a choice between two numbers in
 * the text. `exactLabel` asks for exactly a unit price with nothing derived; `setRightFirst` that the amount set
 * right is written before the one meant, as a person corrects.
 */
export function correctionTest(prefix: string, set: readonly HonestMessage[], meant: Readonly<Record<string, number>>, setRight: Readonly<Record<string, number>>, options: { exactLabel?: boolean; setRightFirst?: boolean } = {}): void {
  it("a correction takes the amount the buyer means: the label is the amount named as meant, not the one set right", () => {
    for (const [nnn, priceMinor] of Object.entries(meant)) {
      for (const m of inEveryLanguage(set, prefix, nnn)) {
        if (options.exactLabel) expect(m.expected, m.id).toEqual({ kind: "price", priceMinor, basis: "unit" });
        else expect(m.expected, m.id).toMatchObject({ kind: "price", priceMinor });
        expect(writesAmount(m.text, setRight[nnn]!), m.id).toBe(true);
        expect(writesAmount(m.text, priceMinor), m.id).toBe(true);
        if (options.setRightFirst) expect(Math.min(...positionsOf(m.text, setRight[nnn]!)), m.id).toBeLessThan(Math.min(...positionsOf(m.text, priceMinor)));
      }
    }
  });
}

/** An agent's market scan (scenario `nnn`) is labelled with the bid, and every other amount listed is written beside it. */
export function marketScanTest(prefix: string, set: readonly HonestMessage[], nnn: string, priceMinor: number, others: readonly number[]): void {
  it("an agent's market scan carries several amounts, and the label is the one offered", () => {
    for (const m of inEveryLanguage(set, prefix, nnn)) {
      expect(m.expected, m.id).toMatchObject({ kind: "price", priceMinor });
      for (const other of others) expect(writesAmount(m.text, other), `${m.id} ${other}`).toBe(true);
    }
  });
}

/** A bid revised below the agent's own last bid (scenario `nnn`) is computed from that bid, not the standing offer. */
export function lastBidRevisionTest(prefix: string, set: readonly HonestMessage[], nnn: string, revision: { priceMinor: number; amountMinor: number; lastBidMinor: number }): void {
  it("a bid revised below the agent's own last bid is read from the last bid, not the standing offer", () => {
    for (const m of inEveryLanguage(set, prefix, nnn)) {
      expect(m.expected, m.id).toMatchObject({ kind: "price", priceMinor: revision.priceMinor, derivation: { operation: "minus", from: "last-bid", amountMinor: revision.amountMinor } });
      expect(m.context.lastBuyerBidMinor, m.id).toBe(revision.lastBidMinor);
    }
  });
}

/** A bid written among other numbers (scenarios `nnns`): the label is a price, and the text carries at least `atLeast` numbers. */
export function bidAmongNumbersTest(title: string, prefix: string, set: readonly HonestMessage[], nnns: readonly string[], atLeast: number): void {
  it(title, () => {
    for (const m of nnns.flatMap((nnn) => inEveryLanguage(set, prefix, nnn))) {
      expect(m.expected.kind, m.id).toBe("price");
      const numbers = m.text.match(/\d{1,3}(?:[.,\u00a0\u202f ']\d{3})+(?:[.,]\d{2})?|\d+/g) ?? [];
      expect(numbers.length, m.id).toBeGreaterThanOrEqual(atLeast);
    }
  });
}

/** The moves a set was written to, in every language: clear bids, acceptances, walk-aways and questions, then ambiguous. */
export function moveMixTest(byLanguage: Readonly<Record<Language, readonly HonestMessage[]>>, clear: { price: number; accept: number; withdraw: number; question: number }, ambiguous: number): void {
  it(`in every language ${clear.price} price, ${clear.accept} accept, ${clear.withdraw} withdraw, ${clear.question} question and ${ambiguous} ambiguous`, () => {
    for (const language of LANGUAGES) {
      const ms = byLanguage[language];
      const clearOf = (kind: string) => ms.filter((m) => m.clarity === "clear" && m.expected.kind === kind).length;
      expect([clearOf("price"), clearOf("accept"), clearOf("withdraw"), clearOf("question")], language).toEqual([clear.price, clear.accept, clear.withdraw, clear.question]);
      expect(ms.filter((m) => m.clarity === "ambiguous").length, language).toBe(ambiguous);
    }
  });
}

/** The count of each half of a set by move (price, accept, withdraw, question, ambiguous) and, when given, by style (terse, polite-email, agent, roleplay, chat). */
export interface HalfCounts {
  messages: number;
  moves: readonly [number, number, number, number, number];
  styles?: readonly [number, number, number, number, number];
}

/** The split a set's index.ts records: in every language, each half's size, moves and (when given) styles. */
export function halvesTest(tune: readonly HonestMessage[], heldOut: readonly HonestMessage[], counts: { tune: HalfCounts; heldOut: HalfCounts }): void {
  it(`the split recorded in index.ts: ${counts.tune.messages} TUNE / ${counts.heldOut.messages} HELD-OUT in every language`, () => {
    const moveOf = (m: HonestMessage) => (m.clarity === "ambiguous" ? "ambiguous" : m.expected.kind);
    const moves = (half: readonly HonestMessage[]) => ["price", "accept", "withdraw", "question", "ambiguous"].map((k) => half.filter((m) => moveOf(m) === k).length);
    const styles = (half: readonly HonestMessage[]) => ["terse", "polite-email", "agent", "roleplay", "chat"].map((st) => half.filter((m) => m.style === st).length);
    for (const language of LANGUAGES) {
      for (const [half, expected] of [[tune, counts.tune], [heldOut, counts.heldOut]] as const) {
        const mine = half.filter((m) => m.language === language);
        expect(mine.length, language).toBe(expected.messages);
        expect(moves(mine), language).toEqual(expected.moves);
        if (expected.styles) expect(styles(mine), language).toEqual(expected.styles);
      }
    }
  });
}

/**
 * Totals for a quantity divide exactly: each scenario in `totals` is labelled with the unit price and the total basis,
 * in a context of that quantity, its text writes the total (and, with `onlyTotalWritten`, not the unit price), and no
 * other message of the language is labelled a total.
 */
export function totalsTest(title: string, prefix: string, set: readonly HonestMessage[], byLanguage: Readonly<Record<Language, readonly HonestMessage[]>>, totals: Readonly<Record<string, { quantity: number; unit: number; written: number }>>, options: { onlyTotalWritten?: boolean } = {}): void {
  it(title, () => {
    for (const language of LANGUAGES) {
      for (const [nnn, t] of Object.entries(totals)) {
        const m = messageIn(set, `${prefix}-${language}-${nnn}`);
        expect(m.expected, m.id).toEqual({ kind: "price", priceMinor: t.unit, basis: "total" });
        expect(m.context.quantity, m.id).toBe(t.quantity);
        expect(writesAmount(m.text, t.written), m.id).toBe(true);
        if (options.onlyTotalWritten) expect(writesAmount(m.text, t.unit), `${m.id}: only the total is written`).toBe(false);
      }
      const totalled = byLanguage[language].filter((m) => m.expected.kind === "price" && m.expected.basis === "total");
      expect(totalled.map((m) => m.id.slice(-3)).sort(), language).toEqual(Object.keys(totals).sort());
    }
  });
}

/** Every language labels the same amounts in the same scenarios: a situation is one deal in four languages. */
export function sameDealInEveryLanguageTest(prefix: string, set: readonly HonestMessage[], byLanguage: Readonly<Record<Language, readonly HonestMessage[]>>): void {
  it("every language labels the same amounts in the same scenarios (a situation is one deal in four languages)", () => {
    for (const nnn of byLanguage.en.map((m) => m.id.slice(-3))) {
      const [en, ...others] = LANGUAGES.map((language) => messageIn(set, `${prefix}-${language}-${nnn}`));
      // The words of a bid in words are each language's own; everything else is the same deal.
      const sameDeal = (e: HonestMessage["expected"]) => (e.kind === "price" && e.derivation?.operation === "words" ? { ...e, derivation: { operation: "words" } } : e);
      for (const m of others) {
        expect(sameDeal(m.expected), m.id).toEqual(sameDeal(en!.expected));
        expect([m.context.standingOfferMinor, m.context.lastBuyerBidMinor, m.context.quantity], m.id).toEqual([en!.context.standingOfferMinor, en!.context.lastBuyerBidMinor, en!.context.quantity]);
      }
    }
  });
}
