/**
 * The text the reader's rules look at: lower case, compatibility-folded (NFKC), invisible characters dropped,
 * quotes and spaces made plain. One place, so every rule sees the same text.
 */

/** Invisible characters: zero-width, bidi controls, soft hyphen, Unicode tags (used to smuggle text). */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;

/** Lower case, compatibility-folded, invisible characters dropped, quotes and spaces made plain. */
export function normalizeForRules(text: string): string {
  const plain = text
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”«»„]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .replace(...CONTRACTIONS)
    .replace(CHAT_PRONOUN_CONTRACTION, (_m: string, pronoun: string, tail: string) => `${pronoun}'${tail}`)
    .replace(...TYPED_PLAIN)
    .replace(WORK_DONE, (_m: string, before: string, word: string, after: string) => `${before}${WORK_DONE_NEUTRAL[word]!}${after}`);
  return accentsPutBack(plain);
}

/**
 * The accents of a lower-cased text put back where a phone left them out and the plain form is no other word, each
 * the same length as before (so positions in the text hold): "marche conclu", "ca marche", "esta bien", and the
 * Spanish "si," of yes opening a sentence ("si, me lo llevo"; the "if" takes no comma).
 */
export function accentsPutBack(lower: string): string {
  return lower.replace(...SAME_LENGTH).replace(FRENCH_CA, "ça").replace(SPANISH_YES, "sí");
}

/**
 * Whole words put back from a table (`written → meant`): the pattern and replacer for String.replace. A word counts
 * only where no letter or apostrophe touches it, so "dont" is put back and "don't" or "dontcha" are left alone.
 */
function wordsFromTable(table: Readonly<Record<string, string>>): [RegExp, (word: string) => string] {
  return [new RegExp(String.raw`(?<![\p{L}'])(?:${Object.keys(table).join("|")})(?![\p{L}'])`, "gu"), (word: string) => table[word] ?? word];
}

/** The same-length forms accentsPutBack puts back. */
const SAME_LENGTH = wordsFromTable({ "marche conclu": "marché conclu", "esta bien": "está bien" });

/**
 * Words typed on a phone without their apostrophe or umlauts, or misspelt, put back where the plain form is no other
 * word: "daccord", "cest bon", "trato echo", German "fuer", "wuerde", "moechte" (accentsPutBack, above, puts back the
 * accents). Not "tres" (Spanish three), "deja" (Spanish), "mas" (Spanish "but") or "fur" (English).
 */
const TYPED_PLAIN = wordsFromTable({
  daccord: "d'accord", cest: "c'est", jai: "j'ai", jachete: "j'achète", "trato echo": "trato hecho",
  fuer: "für", ueber: "über", moechte: "möchte", moechten: "möchten", koennte: "könnte", koennten: "könnten", koennen: "können", wuerde: "würde", wuerden: "würden",
  waere: "wäre", gehoert: "gehört", guenstiger: "günstiger", naechste: "nächste", naechsten: "nächsten", zurueck: "zurück", muessen: "müssen", schoen: "schön",
});
/**
 * "hecho", "done", "gemacht" that say something was made or done, not that a deal is — praise ("well done", "gut
 * gemacht", "bien hecho"), a perfect tense ("ya lo he hecho", "querríamos tenerlo hecho antes de mudarnos"), how a
 * thing was made ("hecho a mano", "hecho en México") and "de hecho" (in fact) — put in a word of the same language no
 * rule reads as closing, so "Hecho." and "Done deal." stay acceptances and "Está hecho a mano." is none.
 */
const WORK_DONE = new RegExp(
  String.raw`(?<![\p{L}'])((?:well|nicely|beautifully|gut|super|toll|prima|sauber|bien|muy bien|mal|de|he|ha|has|hemos|han|habéis|había|habían|haber|habría|habrá|haya|hayan|tenerlo|tenerla|tenerlos|tenerlas|lo tengo|la tengo|lo tenemos|la tenemos) )(done|gemacht|hecho)(?![\p{L}'])()` +
    String.raw`|(?<![\p{L}'])()(hecho)((?: (?:a mano|a medida|en|con|de (?:madera|metal|acero|piel|cuero|plástico|vidrio|tela|lana|algodón))(?![\p{L}'])))`,
  "gu",
);
const WORK_DONE_NEUTRAL: Readonly<Record<string, string>> = { done: "made", gemacht: "gearbeitet", hecho: "realizado" };
/** French "ca" before a verb it opens ("ca marche", "ca me va", "ca ira"): "ça" (not "ca." for circa). */
const FRENCH_CA = /(?<![\p{L}'])ca(?= (?:marche|me|nous|vous|te|va|ira|irait|roule|colle|suffit|fait|part|passe|joue|convient)(?![\p{L}]))/gu;
/** Spanish "si," opening the message or a sentence: the yes ("si, me lo llevo"), not the "if" (which takes no comma). */
const SPANISH_YES = /(?<=^|[.!¡]\s?)si(?=,)/gu;

/**
 * English typed without apostrophes, as chat writes it ("ill take it", "im out", "thats too much", "dont think so"),
 * put back, so every rule written with the apostrophe reads it. Only unambiguous forms: "im", "ill" and "id" only
 * before a word they open in English ("im out", "ill pass", "id do 440"), never German "im Angebot".
 */
const CONTRACTIONS = wordsFromTable({
  dont: "don't", cant: "can't", wont: "won't", didnt: "didn't", doesnt: "doesn't", isnt: "isn't", wasnt: "wasn't", arent: "aren't",
  couldnt: "couldn't", wouldnt: "wouldn't", shouldnt: "shouldn't", havent: "haven't", hasnt: "hasn't", thats: "that's", whats: "what's",
  theres: "there's", heres: "here's", youre: "you're", theyre: "they're", ive: "i've", youve: "you've", weve: "we've", itll: "it'll",
});
const CHAT_PRONOUN_CONTRACTION =
  /(?<![\p{L}'])(i)(m|ll|d)(?= (?:out|in|good|not|done|gonna|going|interested|happy|fine|ok|okay|sorry|looking|just|offering|willing|able|afraid|sure|thinking|passing|leaving|off|broke|taking|buying|take|leave|pass|do|give|pay|go|come|grab|buy|think|check|get|send|be|have|need|let|wait|stick|offer|bring|pick|walk|like|love|want|rather|say|swing|stop|head|drop|meet)\b)/gu;

/**
 * English words spelt like another language's rule word, put in a same-length English synonym so the rules do not
 * mistake them: "it falls within the budget" is no German "falls" (if). Same length, so every position holds.
 */
export function withoutFalseFriends(text: string): string {
  return text.replace(/\b(it|this|that|which|price|offer|amount|figure|total|cost|bid|quote)(\s+)falls(?=\s+(?:well\s+)?(?:within|under|below|inside|short|into|outside|in|on|to)\b)/giu, "$1$2rests");
}

/**
 * An agent's Markdown emphasis ("**Counter-offer:** €455", "__Budget__") and heading marks, as spaces: the words
 * are read as if plain. Single asterisks stay (a role-player's stage directions). Same length, so positions hold.
 */
export function withoutMarkdownEmphasis(text: string): string {
  return text.replace(/\*\*|__/gu, "  ").replace(/^[ \t]{0,3}#{1,6}(?=[ \t])/gmu, (m) => " ".repeat(m.length));
}
