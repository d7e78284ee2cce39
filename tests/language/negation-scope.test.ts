/**
 * What governs a word (language/reader/negation-scope.ts): negation, condition, supposition, question, another
 * speaker, read from the clause the word stands in. Checked on the refusals worded with closing words and amounts
 * (bench/injection/refusals.ts), on their plain counterparts, on every clear acceptance of the honest corpora (none
 * may be read as negated or conditional), and by properties: nothing after the sentence changes the reading, an
 * aside before an acceptance never negates it, "Not a …" always does.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FRESH2, FRESH3, FRESH4, FRESH5, FRESH6, FRESH7, HONEST_MESSAGES } from "../../bench/honest-messages/index";
import { REFUSALS_WITH_CLOSING_WORDS, STAYING_IN, refusingAnAmount } from "../../bench/injection/refusals";
import { LANGUAGES, type Language } from "../../language/interpretation";
import { type Governed, governedAt } from "../../language/reader/negation-scope";

// ---- Locating the word --------------------------------------------------------------------------------------

/** Words that close a deal; "accept*" is a stem (any letters may follow). */
const CLOSING = [
  "deal", "accept*", "agree*", "acept*", "akzeptier*", "annehm*", "angenommen", "annahme", "einverstanden", "abgemacht", "gekauft",
  "gebongt", "einig", "passt", "passen", "topp", "zusage", "geritzt", "nehm*", "nimmt", "d'accord", "marché conclu", "affaire conclue",
  "conclu", "vendu", "prends", "tope", "adjugé", "ça marche", "convient", "de acuerdo", "trato", "hecho", "cerramos", "cerrado", "me lo llevo",
  "me la llevo", "me lo quedo", "me la quedo", "me parece bien", "nos parece bien", "conformes", "take it", "done", "sold", "works",
  "go ahead", "sounds good",
];
/** Words of leaving the negotiation. */
const LEAVING = ["walking away", "walk away", "backing out", "giving up", "retiro", "retire", "steige aus", "bye", "no thanks", "nein danke", "non merci", "no gracias", "pass", "out of the office"];

const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

/** The first of `words` in `text` (whole words, any case), as its span. */
function locate(text: string, words: readonly string[]): [number, number] | null {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) throw new Error(`lower case moved positions in ${text}`);
  let best: [number, number] | null = null;
  for (const entry of words) {
    const stem = entry.endsWith("*");
    const w = stem ? entry.slice(0, -1) : entry;
    for (let i = lower.indexOf(w); i >= 0; i = lower.indexOf(w, i + 1)) {
      if (isLetter(lower[i - 1])) continue;
      let end = i + w.length;
      if (stem) while (isLetter(lower[end])) end++;
      else if (isLetter(lower[end])) continue;
      if (!best || i < best[0]) best = [i, end];
      break;
    }
  }
  return best;
}

function governedWord(text: string, words: readonly string[], language: Language): Governed {
  const at = locate(text, words);
  if (!at) throw new Error(`no word of the list in ${JSON.stringify(text)}`);
  return governedAt(text, at[0], at[1], language);
}

function governedAmount(text: string, amount: string, language: Language): Governed {
  const at = text.indexOf(amount);
  if (at < 0) throw new Error(`${amount} is not in ${JSON.stringify(text)}`);
  return governedAt(text, at, at + amount.length, language);
}

const NOTHING: Governed = { negated: false, conditional: false, supposed: false, asked: false, otherSpeaker: false };

// ---- 1. The refusals --------------------------------------------------------------------------------------------

// Not every refusal is a matter of scope. Those marked notCovered (almost, mocked, another seller's deal, agreeing that
// something is so, accepting the privacy policy, a judgement of the amount, reluctance, an extra declined) are
// refusals by meaning, not by what governs the word: the function does not cover them and nothing is asserted.
type Flag = keyof Governed;
/** What governs the closing word, or why nothing does (then nothing is asserted: the refusal is of another kind). */
type Expected = { flag: Flag } | { notCovered: string };
const by = (flag: Flag): Expected => ({ flag });
const notCovered = (why: string): Expected => ({ notCovered: why });

const REFUSALS: Record<string, [Language, Expected]> = {
  "Ce n'est pas un deal.": ["fr", by("negated")],
  "Pas un deal.": ["fr", by("negated")],
  "Ce n'est pas un bon deal.": ["fr", by("negated")],
  "Ça ne marche pas, pas de deal.": ["fr", by("negated")],
  "Ce n'est pas marché conclu.": ["fr", by("negated")],
  "Je n'accepte pas.": ["fr", by("negated")],
  "Nicht einverstanden.": ["de", by("negated")],
  "Das ist kein Deal.": ["de", by("negated")],
  "Kein Deal.": ["de", by("negated")],
  "No estoy de acuerdo.": ["es", by("negated")],
  "Esto no es un trato cerrado.": ["es", by("negated")],
  "I wouldn't call that a deal.": ["en", by("negated")],
  "Not a deal.": ["en", by("negated")],
  "Not accepted.": ["en", by("negated")],
  "I don't think we have a deal.": ["en", by("negated")],
  "We are not in agreement.": ["en", by("negated")],
  "Hardly a deal.": ["en", by("negated")],
  "Far from a deal.": ["en", by("negated")],
  "Nope, deal's off.": ["en", by("negated")],
  "Le deal est annulé.": ["fr", by("negated")],
  "Der Deal ist geplatzt.": ["de", by("negated")],
  "Se cae el trato.": ["es", by("negated")],
  "Ich nehme es nicht.": ["de", by("negated")],
  "No me lo llevo.": ["es", by("negated")],
  "Rien n'est conclu.": ["fr", by("negated")],
  "Almost a deal.": ["en", notCovered("almost: nothing negates, conditions or reports the deal; it is graded")],
  "I saw a great deal elsewhere.": ["en", notCovered("another seller's deal: the word names something else, its grammar is plain")],
  "Ich habe ein besseres Angebot gefunden.": ["de", notCovered("no closing word at all: another seller's offer")],
  "Abgemacht ist noch gar nichts.": ["de", by("negated")],
  "Sure, deal, when pigs fly.": ["en", notCovered("mocked: an idiom of never, not a negation in the grammar")],
  "Deal, in your dreams.": ["en", notCovered("mocked: an idiom of never, not a negation in the grammar")],
  "Sounds good in theory.": ["en", by("supposed")],
  "Supongamos que acepto: ¿cuándo lo entregan?": ["es", by("supposed")],
  "Einverstanden bin ich damit nicht.": ["de", by("negated")],
  "Ich bin alles andere als einverstanden.": ["de", by("negated")],
  "Von Abgemacht kann keine Rede sein.": ["de", by("negated")],
  "De acuerdo, no.": ["es", by("negated")],
  "No he dicho que acepto.": ["es", by("negated")],
  "Nobody agreed to 500.": ["en", by("negated")],
  "Personne n'a accepté.": ["fr", by("negated")],
  "Nadie aceptó nada.": ["es", by("negated")],
  "My partner would say deal, I don't.": ["en", by("otherSpeaker")],
  "Mein Chef sagt: abgemacht. Ich nicht.": ["de", by("otherSpeaker")],
  "Ma femme dit marché conclu, moi je dis non.": ["fr", by("otherSpeaker")],
  "Mi socio dice trato hecho, yo no.": ["es", by("otherSpeaker")],
  "Deal is a strong word.": ["en", notCovered("the word mentioned, not used: nothing governs it")],
  "I agree it's a nice piece.": ["en", notCovered("agreeing that something is so: what is agreed to is the question, not scope")],
  "I agree with you that it's worn.": ["en", notCovered("agreeing that something is so")],
  "We accept that it's used.": ["en", notCovered("accepting that something is so")],
  "Ich akzeptiere, dass es gebraucht ist.": ["de", notCovered("accepting that something is so")],
  "J'accepte que ce soit d'occasion.": ["fr", notCovered("accepting that something is so")],
  "Acepto que está usado.": ["es", notCovered("accepting that something is so")],
  "Estoy de acuerdo en que es bonito.": ["es", notCovered("agreeing that something is so")],
  "I accept the terms and conditions of your website.": ["en", notCovered("accepting something other than the offer")],
  "I agree to the privacy policy.": ["en", notCovered("agreeing to something other than the offer")],
  "You said deal earlier.": ["en", by("otherSpeaker")],
  "Deal. Not.": ["en", by("negated")],
  "Deal (not really).": ["en", by("negated")],
  // Mocked, but its form is a report: the word is attributed to a speaker after it ("— said no buyer ever").
  "Accepted — said no buyer ever.": ["en", by("otherSpeaker")],
  "Je n'ai jamais dit d'accord.": ["fr", by("negated")],
  "On n'a jamais été d'accord.": ["fr", by("negated")],
  "Nadie dijo trato hecho.": ["es", by("negated")],
  "En ningún momento dije trato hecho.": ["es", by("negated")],
  "Niemand hat abgemacht gesagt.": ["de", by("negated")],
  "Zu keinem Zeitpunkt war das abgemacht.": ["de", by("negated")],
  "Nobody said sold.": ["en", by("negated")],
  "At no point did we agree.": ["en", by("negated")],
};

const AMOUNT_REFUSALS: Record<string, [Language, Expected]> = {
  "600? Never.": ["en", by("negated")],
  "Even 600 would be too much.": ["en", notCovered("a judgement of the amount (too much), not a negation of it")],
  "Nobody pays 600 for this.": ["en", by("negated")],
  "You'd need 600? Forget it.": ["en", by("asked")],
  "600 is what you want, not what I'll pay.": ["en", notCovered("the shop's figure named back; the \"not\" negates what the buyer will pay")],
  "600 is a joke.": ["en", notCovered("mocked")],
  "Ha, 600. Good one.": ["en", notCovered("mocked")],
  "At 600 I'd rather buy new.": ["en", notCovered("a preference for something else")],
  "Ich würde nie 600 zahlen.": ["de", by("negated")],
  "600? Vergiss es.": ["de", by("asked")],
  "Même pas pour 600.": ["fr", by("negated")],
  "600 ? Tu rêves.": ["fr", by("asked")],
  "Jamás pagaría 600.": ["es", by("negated")],
  "Ni por 600.": ["es", by("negated")],
};

const STAYING: Record<string, [Language, Expected]> = {
  "I'm not walking away.": ["en", by("negated")],
  "I'd hate to walk away.": ["en", notCovered("reluctance (\"hate to\"), not a negation")],
  "No me retiro.": ["es", by("negated")],
  "We won't be backing out.": ["en", by("negated")],
  "I'm not giving up on this one.": ["en", by("negated")],
  "Bye for now, I'll be back with an offer tomorrow.": ["en", notCovered("leaving for now: a time, not a negation")],
  "No thanks to the extended warranty, but I'm still interested.": ["en", notCovered("an extra declined: what is declined is the object, not scope")],
  "Nein danke zur Garantie, aber ich bin weiter interessiert.": ["de", notCovered("an extra declined")],
  "Non merci pour la garantie, mais je reste intéressé.": ["fr", notCovered("an extra declined")],
  "No gracias a la garantía, pero sigo interesado.": ["es", notCovered("an extra declined")],
  "I pass on the delivery, I'll collect.": ["en", notCovered("an extra declined")],
  "I'm out of the office until Monday, will reply then.": ["en", notCovered("away for now")],
};

/** Whether `table` expects a flag for `text` (a text missing from the table fails the first test, not collection). */
const covered = (table: Record<string, [Language, Expected]>, text: string) => {
  const entry = table[text];
  return entry !== undefined && "flag" in entry[1];
};

function check(governed: Governed, expected: Expected): void {
  if ("flag" in expected) expect(governed[expected.flag], expected.flag).toBe(true);
}

describe("refusals worded with closing words (bench/injection/refusals.ts)", () => {
  it("every refusal has an expectation here, and nothing else does", () => {
    expect(Object.keys(REFUSALS).sort()).toEqual([...REFUSALS_WITH_CLOSING_WORDS].sort());
    expect(Object.keys(AMOUNT_REFUSALS).sort()).toEqual([...refusingAnAmount("600")].sort());
    expect(Object.keys(STAYING).sort()).toEqual([...STAYING_IN].sort());
  });

  it.each(REFUSALS_WITH_CLOSING_WORDS.filter((t) => covered(REFUSALS, t)))("%s: the closing word is governed", (text) => {
    const [language, expected] = REFUSALS[text]!;
    check(governedWord(text, CLOSING, language), expected);
  });

  it.each(refusingAnAmount("600").filter((t) => covered(AMOUNT_REFUSALS, t)))("%s: the amount is governed", (text) => {
    const [language, expected] = AMOUNT_REFUSALS[text]!;
    check(governedAmount(text, "600", language), expected);
  });

  it("the same refusals of an amount written with separators", () => {
    for (const amount of ["1.250", "1,250", "2 400"]) {
      const texts = refusingAnAmount(amount);
      refusingAnAmount("600").forEach((template, i) => {
        const [language, expected] = AMOUNT_REFUSALS[template]!;
        check(governedAmount(texts[i]!, amount, language), expected);
      });
    }
  });

  it.each(STAYING_IN.filter((t) => covered(STAYING, t)))("%s: the leaving word is governed", (text) => {
    const [language, expected] = STAYING[text]!;
    check(governedWord(text, LEAVING, language), expected);
  });

  it("an extra declined before a contrast does not negate the interest after it", () => {
    for (const [text, word, language] of [
      ["No thanks to the extended warranty, but I'm still interested.", "interested", "en"],
      ["Nein danke zur Garantie, aber ich bin weiter interessiert.", "interessiert", "de"],
      ["Non merci pour la garantie, mais je reste intéressé.", "intéressé", "fr"],
      ["No gracias a la garantía, pero sigo interesado.", "interesado", "es"],
    ] as const) {
      expect(governedWord(text, [word], language), text).toEqual(NOTHING);
    }
  });
});

// ---- 2. Plain counterparts ----------------------------------------------------------------------------------

/** Said plainly: the located word is governed by nothing. [text, the word to locate] */
const PLAIN: Record<Language, ReadonlyArray<readonly [string, string]>> = {
  en: [
    ["Deal.", "deal"], ["Agreed.", "agreed"], ["I'll take it.", "take it"], ["No problem, deal!", "deal"], ["Not bad. Deal.", "deal"],
    ["600, final.", "600"], ["I'm walking away.", "walking away"], ["Deal. I do not need delivery.", "deal"], ["I accept, that's fair.", "accept"],
    ["Deal. No rush on delivery.", "deal"], ["Great deal, I'll take it.", "take it"], ["We accept your offer.", "accept"],
    ["Right, you've got a deal.", "deal"], ["Deal. Not a problem.", "deal"], ["Why not, deal!", "deal"], ["I'll take it off your hands.", "take it"],
    ["Deal, no questions asked.", "deal"], ["Never mind the box, deal.", "deal"], ["Deal, when can I pick it up?", "deal"],
    ["I can't say no to that, deal.", "deal"], ["Not 500 but 450.", "450"], ["I'd pay 450, not a cent more.", "450"],
  ],
  de: [
    ["Einverstanden.", "einverstanden"], ["Abgemacht!", "abgemacht"], ["Deal.", "deal"], ["Ich nehme es.", "nehme"],
    ["Kein Problem, abgemacht.", "abgemacht"], ["Nicht schlecht. Einverstanden.", "einverstanden"], ["Einverstanden, nicht schlecht.", "einverstanden"],
    ["Ich nehme es, nicht schlecht.", "nehme"], ["600, letztes Wort.", "600"], ["Ich steige aus.", "steige aus"], ["Gekauft!", "gekauft"],
    ["Passt, nehme ich.", "nehme"], ["Na gut, abgemacht.", "abgemacht"], ["Topp, abgemacht! Ich nehme es.", "abgemacht"],
    ["Wir nehmen Ihr Angebot gerne an.", "nehmen"], ["Warum nicht, abgemacht!", "abgemacht"], ["Keine Frage, einverstanden.", "einverstanden"],
    ["Angenommen.", "angenommen"], ["Ergebnis: angenommen.", "angenommen"], ["Abgemacht, wann kann ich es abholen?", "abgemacht"],
    ["Nicht 500, sondern 450.", "450"], ["Ich kann nicht nein sagen, abgemacht.", "abgemacht"],
  ],
  fr: [
    ["D'accord, marché conclu.", "marché conclu"], ["Marché conclu.", "marché conclu"], ["Je le prends.", "prends"], ["J'accepte.", "accepte"],
    ["Pas de problème, marché conclu.", "marché conclu"], ["Pas mal. Deal.", "deal"], ["C'est d'accord.", "d'accord"], ["Ça marche, je prends.", "prends"],
    ["600, dernier prix.", "600"], ["Je me retire.", "retire"], ["Vendu !", "vendu"], ["Pourquoi pas, d'accord !", "d'accord"],
    ["Sans problème, j'accepte.", "accepte"], ["Je n'ai aucun souci avec ça, marché conclu.", "marché conclu"], ["Si, d'accord.", "d'accord"],
    ["Affaire conclue, je le prends.", "prends"], ["Je ne dis pas non, marché conclu.", "marché conclu"], ["Je ne prends que celui-là.", "prends"],
    ["Marché conclu, vous livrez quand ?", "marché conclu"],
  ],
  es: [
    ["Trato hecho.", "trato"], ["De acuerdo.", "de acuerdo"], ["Acepto.", "acepto"], ["Me lo llevo.", "me lo llevo"], ["Me retiro.", "retiro"],
    ["No hay problema, trato hecho.", "trato"], ["No está mal. Trato hecho.", "trato"], ["600, última palabra.", "600"], ["Vale, acepto.", "acepto"],
    ["De acuerdo, no hay problema.", "de acuerdo"], ["Sí, trato hecho.", "trato"], ["Si, de acuerdo.", "de acuerdo"],
    ["¡Trato hecho! ¿Cuándo paso a recogerlo?", "trato"], ["Trato hecho, ¿cuándo lo envían?", "trato"], ["Claro que sí, me lo quedo.", "me lo quedo"],
    ["No tengo ningún problema con el trato.", "trato"], ["No 500 sino 450.", "450"],
  ],
};

describe("the plain counterparts are governed by nothing", () => {
  for (const language of LANGUAGES) {
    it(`${language}: at least 12, none governed`, () => {
      expect(PLAIN[language].length).toBeGreaterThanOrEqual(12);
      for (const [text, word] of PLAIN[language]) expect(governedWord(text, [word], language), text).toEqual(NOTHING);
    });
  }

  it("a bare 'no' before the word answers something else; double negations cancel (the documented choices)", () => {
    // "No, deal is fine": the "no" replies to the shop or corrects the buyer; only what FOLLOWS a word takes it back.
    expect(governedWord("No, deal is fine.", ["deal"], "en").negated).toBe(false);
    expect(governedWord("No. Deal.", ["deal"], "en").negated).toBe(false);
    expect(governedWord("Deal. No.", ["deal"], "en").negated).toBe(true);
    // Two negations in one clause cancel: "can't say no", "not not", "can't refuse", "nicht nein sagen".
    expect(governedWord("I can't say no to this deal.", ["deal"], "en").negated).toBe(false);
    expect(governedWord("It's not not a deal.", ["deal"], "en").negated).toBe(false);
    expect(governedWord("Je ne peux pas refuser ce deal.", ["deal"], "fr").negated).toBe(false);
    expect(governedWord("Ich kann zu dem Deal nicht nein sagen.", ["deal"], "de").negated).toBe(false);
    // Negative concord is one negation, not two.
    expect(governedWord("Nadie aceptó nada.", ["aceptó"], "es").negated).toBe(true);
    expect(governedWord("Il n'y a pas de deal.", ["deal"], "fr").negated).toBe(true);
    // A negation spent on a comparison caps the amount rather than refusing it.
    expect(governedAmount("I won't pay more than 500.", "500", "en").negated).toBe(false);
    expect(governedAmount("450, not 500.", "500", "en").negated).toBe(true);
  });
});

describe("what governs: examples of each flag", () => {
  const cases: ReadonlyArray<readonly [Language, string, string, Flag]> = [
    ["en", "not a deal", "deal", "negated"], ["fr", "Ce n'est pas un deal", "deal", "negated"], ["de", "Nicht einverstanden", "einverstanden", "negated"],
    ["de", "Einverstanden bin ich damit nicht", "einverstanden", "negated"], ["es", "No estoy de acuerdo", "de acuerdo", "negated"],
    ["en", "I wouldn't call that a deal", "deal", "negated"], ["en", "Deal's off", "deal", "negated"], ["de", "Kein Deal", "deal", "negated"],
    ["fr", "pas de deal", "deal", "negated"], ["en", "nobody agreed", "agreed", "negated"], ["en", "I'm not walking away", "walking away", "negated"],
    ["es", "No me retiro", "retiro", "negated"], ["en", "Sold? Not so fast.", "sold", "negated"], ["en", "The deal is called off.", "deal", "negated"],
    ["en", "if you deliver, deal", "deal", "conditional"], ["en", "Deal if you deliver.", "deal", "conditional"], ["en", "Deal, but only if you deliver.", "deal", "conditional"],
    ["de", "Falls Sie liefern, abgemacht.", "abgemacht", "conditional"], ["fr", "Si vous livrez demain, marché conclu.", "marché conclu", "conditional"],
    ["es", "Trato hecho, a menos que llueva.", "trato", "conditional"],
    ["es", "Supongamos que acepto", "acepto", "supposed"], ["de", "Angenommen, ich nehme ihn", "nehme", "supposed"], ["en", "suppose I accept", "accept", "supposed"],
    ["fr", "mettons que j'accepte", "accepte", "supposed"], ["en", "what if I said deal", "deal", "supposed"], ["en", "I'd accept, hypothetically.", "accept", "supposed"],
    ["en", "Deal?", "deal", "asked"], ["es", "¿Trato hecho?", "trato", "asked"], ["en", "Deal, right?", "deal", "asked"], ["de", "Einverstanden, oder?", "einverstanden", "asked"],
    ["es", "De acuerdo, ¿no?", "de acuerdo", "asked"], ["fr", "C'est un deal, n'est-ce pas ?", "deal", "asked"],
    ["de", "Mein Chef sagt: abgemacht. Ich nicht.", "abgemacht", "otherSpeaker"], ["en", "my wife says deal", "deal", "otherSpeaker"],
    ["en", "You said deal earlier", "deal", "otherSpeaker"], ["en", "\"Deal,\" says my wife.", "deal", "otherSpeaker"], ["de", "Abgemacht, sagt mein Chef.", "abgemacht", "otherSpeaker"],
  ];
  it.each(cases)("%s: %s → %s is %s", (language, text, word, flag) => {
    expect(governedWord(text, [word], language)[flag]).toBe(true);
  });

  it("what is not governed by them: a later question, another sentence's condition, the buyer's own words", () => {
    expect(governedWord("Deal, when can I come?", ["deal"], "en").asked).toBe(false);
    expect(governedWord("Deal. If you need anything, call me.", ["deal"], "en").conditional).toBe(false);
    expect(governedWord("Deal, but if it breaks I'll return it.", ["deal"], "en").conditional).toBe(false);
    expect(governedWord("Wir sind mit Ihrem Preis einverstanden und überweisen, sobald die Rechnung da ist.", ["einverstanden"], "de").conditional).toBe(false);
    expect(governedWord("I accept, and if you could ship Monday that'd be great.", ["accept"], "en").conditional).toBe(false);
    expect(governedWord("Like I said, deal.", ["deal"], "en").otherSpeaker).toBe(false);
    expect(governedWord("You said 500, deal!", ["deal"], "en").otherSpeaker).toBe(false);
    expect(governedWord("Marché conclu, as the French say! I'll take it.", ["marché conclu"], "en").otherSpeaker).toBe(false);
  });
});

// ---- 3. The honest corpora ----------------------------------------------------------------------------------

/**
 * Honest acceptances read as negated or conditional that are truly ambiguous, by id, with the reason. Empty: none of
 * the checked acceptances is flagged (249 of the 289 clear acceptances carry a word of CLOSING; the other 40 accept
 * without one: "ok 520 it is!", "Va pour 48", "Hand drauf").
 */
const KNOWN_EXCEPTIONS: Readonly<Record<string, string>> = {};

describe("honest acceptances (HONEST_MESSAGES and FRESH2–FRESH7)", () => {
  it("no clear acceptance has its closing word negated or conditional", () => {
    const acceptances = [...HONEST_MESSAGES, ...FRESH2, ...FRESH3, ...FRESH4, ...FRESH5, ...FRESH6, ...FRESH7].filter(
      (m) => m.clarity === "clear" && m.expected.kind === "accept",
    );
    let checked = 0;
    const flagged: string[] = [];
    for (const m of acceptances) {
      const at = locate(m.text, CLOSING);
      if (!at) continue;
      checked++;
      const g = governedAt(m.text, at[0], at[1], m.language);
      if ((g.negated || g.conditional) && !(m.id in KNOWN_EXCEPTIONS)) flagged.push(`${m.id} ${JSON.stringify(m.text.slice(at[0], at[1]))}: ${JSON.stringify(g)}`);
    }
    expect(flagged).toEqual([]);
    expect(acceptances.length).toBeGreaterThanOrEqual(280);
    expect(checked).toBeGreaterThanOrEqual(240);
  });
});

// ---- 4. Properties ------------------------------------------------------------------------------------------

/** Words the properties build sentences from: negations, conditions, speakers, contrasts, punctuation of all kinds. */
const VOCABULARY = [
  "not", "no", "never", "n't", "nobody", "if", "unless", "suppose", "says", "said", "my", "wife", "you", "I", "but", "and", "deal", "accept",
  "nicht", "kein", "nie", "wenn", "falls", "angenommen", "sagt", "aber", "und", "ich", "einverstanden", "abgemacht", "nichts",
  "ne", "n'est", "pas", "jamais", "rien", "si", "dit", "mais", "et", "je", "d'accord", "personne", "que",
  "no", "nunca", "jamás", "ni", "nada", "si", "dice", "pero", "y", "acepto", "trato", "hecho", "supongamos",
  "off", "annulé", "geplatzt", "problem", "bad", "more", "than", "600", "1.250", "it", "take", "the", "a", "hm",
  ",", ";", ":", "(", ")", "—", "¿", "¡", "*", "\"", "«", "»", "'", "…", "🎉",
];
const TERMINATORS = [".", "!", "?", "\n"];
/** The first sentence appended after: never a bare negation answering the word (that one is read, by design). */
const NEXT_SENTENCE = ["Thanks", "Please ship Monday", "Wann kommen Sie", "Merci", "Gracias por todo", "Send the invoice", "Hm deal"];
const SPAN_WORDS = ["deal", "Deal", "einverstanden", "abgemacht", "d'accord", "marché conclu", "trato hecho", "acepto", "take it", "600", "walk away"];

const words = (max: number, pool: readonly string[]) => fc.array(fc.constantFrom(...pool), { maxLength: max }).map((ws) => ws.join(" "));

describe("properties", () => {
  it("(a) never throws, on any text and any span", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: "binary", maxLength: 120 }), words(40, [...VOCABULARY, ...TERMINATORS])),
        fc.oneof(fc.integer({ min: -5, max: 130 }), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY)),
        fc.integer({ min: -5, max: 130 }),
        fc.constantFrom(...LANGUAGES),
        (text, start, end, language) => {
          const g = governedAt(text, start, end, language);
          expect(Object.keys(g).sort()).toEqual(Object.keys(NOTHING).sort());
        },
      ),
      { numRuns: 400 },
    );
  });

  it("(a) a span's reading depends only on the text up to the sentence end after it", () => {
    fc.assert(
      fc.property(
        words(14, [...VOCABULARY, ...TERMINATORS]),
        fc.constantFrom(...SPAN_WORDS),
        words(8, VOCABULARY.filter((w) => w !== "…")),
        fc.constantFrom(...TERMINATORS),
        fc.constantFrom(...NEXT_SENTENCE),
        words(20, [...VOCABULARY, ...TERMINATORS]),
        fc.constantFrom(...LANGUAGES),
        (before, word, after, end, next, rest, language) => {
          const head = before ? `${before} ` : "";
          const base = `${head}${word} ${after}${end}`;
          const start = head.length;
          const alone = governedAt(base, start, start + word.length, language);
          const followed = governedAt(`${base} ${next} ${rest}`, start, start + word.length, language);
          expect(followed).toEqual(alone);
        },
      ),
      { numRuns: 600 },
    );
  });

  /** Plain acceptances (the plain counterparts that accept, not the amounts or the leaving). */
  const ACCEPTANCES = LANGUAGES.flatMap((language) =>
    PLAIN[language]
      .filter(([, word]) => !/^\d|walking|retir|steige/u.test(word))
      .map(([text, word]) => [language, text, word] as const),
  );
  const ASIDES: Record<Language, string[]> = {
    en: ["No problem, ", "Well. ", "Not bad. ", "No worries, ", "Never mind, "],
    de: ["No problem, ", "Well. ", "Kein Problem, ", "Nicht schlecht. ", "Nein, nein, "],
    fr: ["No problem, ", "Well. ", "Pas de problème, ", "Pas mal. ", "Non, "],
    es: ["No problem, ", "Well. ", "No hay problema, ", "No está mal. ", "No, "],
  };
  const LEADS = ["", "Hi. ", "Thanks for the offer. ", "Hallo,\n", "Bonjour ! ", "Hola: "];

  it("(b) an aside before a plain acceptance never negates it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACCEPTANCES), fc.nat(), fc.constantFrom(...LEADS), ([language, text, word], i, lead) => {
        const aside = ASIDES[language][i % ASIDES[language].length]!;
        const message = `${lead}${aside}${text}`;
        expect(governedWord(message, [word], language).negated, message).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("(c) \"Not a …\" before a closing word always negates it", () => {
    const NEGATED: Record<Language, ReadonlyArray<readonly [string, string]>> = {
      en: [["Not a ", "deal"], ["Not a ", "done deal"], ["Not ", "agreed"], ["Not ", "accepted"], ["No ", "deal"], ["Never a ", "deal"]],
      de: [["Kein ", "Deal"], ["Nicht ", "einverstanden"], ["Nicht ", "abgemacht"], ["Nicht ", "gekauft"], ["Keinesfalls ", "einverstanden"]],
      fr: [["Pas de ", "deal"], ["Pas ", "d'accord"], ["Pas ", "marché conclu"], ["Ce n'est pas un ", "deal"], ["Jamais ", "d'accord"]],
      es: [["No ", "acepto"], ["No ", "me lo llevo"], ["No es ", "trato hecho"], ["No estoy ", "de acuerdo"], ["Ningún ", "trato"], ["Nunca ", "acepto"]],
    };
    const all = LANGUAGES.flatMap((language) => NEGATED[language].map(([prefix, word]) => [language, prefix, word] as const));
    fc.assert(
      fc.property(
        fc.constantFrom(...all),
        fc.constantFrom(...LEADS),
        fc.constantFrom("", " Thanks.", " Bye!", "\nCheers", " ¿Y ahora?"),
        fc.boolean(),
        fc.constantFrom(".", "!", "…", ""),
        ([language, prefix, word], lead, tail, shout, end) => {
          const raw = `${prefix}${word}`;
          const phrase = shout ? raw.toUpperCase() : raw;
          const message = `${lead}${phrase}${end}${tail}`;
          const at = lead.length + prefix.length;
          expect(governedAt(message, at, at + word.length, language).negated, message).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("long adversarial messages are read (2,000 characters of negations, conditions and punctuation)", () => {
    const pieces = ["not ", "no, ", "if ", "ne ", "pas ", "¿", "?", "says: ", "\"", "deal ", "nicht ", "n't ", "... ", "(", "— ", "600 "];
    for (const piece of pieces) {
      const text = `${piece.repeat(Math.ceil(2000 / piece.length))}deal`;
      for (const language of LANGUAGES) expect(() => governedAt(text, text.length - 4, text.length, language)).not.toThrow();
    }
  });
});
