/**
 * What governs a word of a buyer's message: whether "deal", "einverstanden", "d'accord", "trato hecho", "I'll take
 * it", "walk away" or an amount stands under a negation, a condition, a supposition, a question or another speaker.
 * One pure function answers it from the structure of the clause, so the reader need not keep a list of negation
 * patterns per rule (it kept seven, and they disagreed on what a "no" reaches).
 *
 * - Tokenised once. A sentence ends at . ! ? or a line break; a clause at , ; : dashes, brackets, an ellipsis, emoji
 *   or *stage directions*, and at a contrast ("but", "aber", "mais", "pero", "sino", "sondern"; ", yet", ", doch").
 * - A negation reaches forward at most REACH words and never past its clause, "and" or "if": "No problem, deal!",
 *   "Nein danke zur Garantie, aber ich bin weiter interessiert" negate nothing they name. It is spent on the first
 *   thing it negates that is not the word: another negation ("I can't say no to this deal": two cancel), a word of
 *   negative meaning ("not bad", "kein Problem", "no hay problema trato hecho"), a comparison ("not more than 500"
 *   caps the amount), or, after a negating determiner ("no", "kein", "pas de", "ningún", "without"), its noun.
 *   French and Spanish negative concord is one negation ("Personne n'a accepté", "Nadie aceptó nada"); French "ne"
 *   needs its partner ("ne … que" restricts). German and spoken French may negate after the word ("Einverstanden
 *   bin ich damit nicht", "J'accepte pas"); calling it off negates it ("Deal's off", "Se cae el trato").
 * - A bare negation right after the word takes it back ("De acuerdo, no.", "Deal. Not.", "600? Never."). One
 *   before it negates nothing: in "No, deal is fine" the "no" answers the shop or corrects the buyer, and only what
 *   follows a word can take it back.
 * - A condition or supposition governs its clause and the clause it attaches to: the rest of the sentence when it
 *   opens it ("If you deliver, deal"), the clause before when it follows a comma ("Deal, if you deliver"); not past
 *   ";", ":" or a contrast unless "only" restricts ("Deal, but only if…"), nor back past "and".
 * - A question is the clause ending at "?" (or opened by "¿"); after a comma a new clause starts only with a
 *   subject, question word or verb ("Deal, when can I come?" asks about coming; "Deal, right?" about the deal).
 * - Another speaker: a verb of saying whose subject is not the buyer ("my wife says deal", "You said deal", "Mein
 *   Chef sagt: abgemacht") reports to the end of the sentence after ":" or a quote, else to the end of its clause,
 *   and never past a turn to the buyer ("…, moi je dis non").
 *
 * The reading of a span depends only on its sentence (and, for a bare "Never." answering it, the next one). Linear
 * in the text; the only regular expressions are single-quantifier character runs.
 */
import type { Language } from "../interpretation";

export interface Governed {
  /** A negation governs it: "not a deal", "Kein Deal", "Einverstanden bin ich damit nicht", "Deal's off", "600? Never." */
  negated: boolean;
  /** Inside an if/unless/wenn/falls/si/a menos que clause or the clause it conditions: "if you deliver, deal". */
  conditional: boolean;
  /** A supposition or hypothesis: "Supongamos que acepto", "Angenommen, ich nehme ihn", "what if I said deal". */
  supposed: boolean;
  /** Its clause is a question: "Deal?", "¿Trato hecho?", "Einverstanden, oder?" */
  asked: boolean;
  /** Said by someone else, reported: "my wife says deal", "You said deal earlier", "Mein Chef sagt: abgemacht." */
  otherSpeaker: boolean;
}

/** How far a negation reaches, in words: "I don't think we have a deal" is five. */
const REACH = 6;

// ---- Tokens --------------------------------------------------------------------------------------------------

type Kind = "word" | "number" | "end" | "pause" | "open" | "quote";

interface Token {
  /** Lower case, NFC, apostrophes made plain; for punctuation the character(s). */
  w: string;
  start: number;
  end: number;
  kind: Kind;
  /** A sentence end that asks ("?", "?!"). */
  q?: boolean;
  /** Written with a capital: a German noun. */
  cap?: boolean;
}

const LETTER = /[\p{L}\p{M}]/u;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
/** A word: letters and digits, an apostrophe only between letters ("n'est", "deal's"). One quantifier, no nesting. */
const WORD_RUN = /(?:[\p{L}\p{M}\p{N}]|['’ʼ`´](?=[\p{L}\p{M}]))+/uy;
/** A number: digits, a separator only between digits ("2.149,00", "2'450"). */
const NUMBER_RUN = /(?:\p{Nd}|[.,'’\u00a0\u202f](?=\p{Nd}))+/uy;
const DIGIT = /\p{Nd}/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const APOSTROPHES = new Set(["'", "’", "ʼ", "`", "´"]);
const QUOTES = new Set(['"', "«", "»", "„", "“", "”", "‹", "›", "‘", "‚"]);
const TERMINATORS = new Set([".", "!", "?", "…", "\n", "\r", "！", "？", "。"]);
const PAUSES = new Set([",", ";", ":", "(", ")", "[", "]", "{", "}", "—", "–", "¡", "*", "•", "|", "，", "；", "："]);
/** A period after these is not a sentence end ("Mr. Patel", "Avda. de la Constitución"). */
const ABBREVIATIONS = new Set("mr mrs ms dr sr sra srta av avda nr tel bzw vs approx mme mlle prof".split(" "));
/** French elisions, split off the word they lean on ("n'est", "d'accord", "qu'il", "s'il"). */
const ELISIONS = new Set("j n l d c qu s m t jusqu lorsqu puisqu quoiqu".split(" "));
/** English and German clitics, split off ("deal's", "I'm", "nehm's"). */
const CLITICS = new Set(["'s", "'m", "'re", "'ll", "'d", "'ve"]);

const ASCII = /^[\x00-\x7f]*$/u;
const plain = (s: string) => (ASCII.test(s) ? s.toLowerCase() : s.normalize("NFC").toLowerCase().replace(/[’ʼ`´]/gu, "'"));

function pushWord(text: string, start: number, end: number, out: Token[]): void {
  const raw = text.slice(start, end);
  let at = 0;
  // Elisions first: "qu'il" → "qu'" "il"; "jusqu'à" → "jusqu'" "à".
  for (;;) {
    let p = -1;
    for (let k = at; k < raw.length && k - at <= 8; k++) if (APOSTROPHES.has(raw[k]!)) { p = k; break; }
    if (p < 0 || p + 1 >= raw.length || !ELISIONS.has(plain(raw.slice(at, p)))) break;
    out.push(word(text, start + at, start + p + 1));
    at = p + 1;
  }
  const rest = plain(raw.slice(at));
  let cut = rest.length;
  if (rest.length > 3 && rest.endsWith("n't")) cut = rest.length - 3;
  else {
    const p = rest.lastIndexOf("'");
    if (p > 0 && CLITICS.has(rest.slice(p))) cut = p;
  }
  // (The plain form may differ in length from the raw one only where NFC composes; then the word stays whole.)
  if (cut < rest.length && plain(raw.slice(at)).length === raw.length - at) {
    out.push(word(text, start + at, start + at + cut));
    out.push(word(text, start + at + cut, end));
  } else out.push(word(text, start + at, end));
}

function word(text: string, start: number, end: number): Token {
  const first = text[start] ?? "";
  return { w: plain(text.slice(start, end)), start, end, kind: "word", cap: first !== first.toLowerCase() };
}

/** Words, numbers and punctuation, in one pass. */
function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    const len = ch.length;
    if (LETTER.test(ch)) {
      WORD_RUN.lastIndex = i;
      WORD_RUN.test(text);
      const j = WORD_RUN.lastIndex;
      pushWord(text, i, j, out);
      i = j;
      continue;
    }
    if (DIGIT.test(ch)) {
      NUMBER_RUN.lastIndex = i;
      NUMBER_RUN.test(text);
      const j = NUMBER_RUN.lastIndex;
      out.push({ w: text.slice(i, j), start: i, end: j, kind: "number" });
      i = j;
      continue;
    }
    if (TERMINATORS.has(ch)) {
      // A period inside a domain or an abbreviation ("example.com", "z.B.", "Sr. Patel") ends nothing.
      const prev = out[out.length - 1];
      if (ch === "." && (WORD_CHAR.test(text[i + 1] ?? "") || (prev?.kind === "word" && prev.end === i && ABBREVIATIONS.has(prev.w) && text[i + 1] === " "))) {
        i++;
        continue;
      }
      let j = i;
      let last = i;
      let dots = 0;
      let strong = false;
      let q = false;
      while (j < n) {
        const c = text[j]!;
        if (TERMINATORS.has(c)) {
          if (c === ".") dots++;
          else if (c === "…") dots += 3;
          else strong = true;
          if (c === "?" || c === "？") q = true;
          j++;
          last = j;
        } else if (c === " " || c === "\t") j++;
        else break;
      }
      // "Deal..." pauses; "Deal." "Deal?!" and a line break end the sentence.
      const kind: Kind = strong || dots === 1 ? "end" : "pause";
      out.push({ w: text.slice(i, last), start: i, end: last, kind, q });
      i = last;
      continue;
    }
    if (ch === ":" && DIGIT.test(text[i - 1] ?? "") && DIGIT.test(text[i + 1] ?? "")) {
      i++;
      continue;
    }
    if (ch === "-") {
      // A hyphen inside a word joins nothing we read ("e-transfer", "pouvez-vous"); a spaced one is a dash.
      const spaced = /\s/u.test(text[i - 1] ?? " ") || /\s/u.test(text[i + 1] ?? " ");
      if (spaced) out.push({ w: "—", start: i, end: i + 1, kind: "pause" });
      i++;
      continue;
    }
    if (PAUSES.has(ch) || EMOJI.test(ch)) out.push({ w: ch, start: i, end: i + len, kind: "pause" });
    else if (ch === "¿") out.push({ w: ch, start: i, end: i + len, kind: "open" });
    else if (QUOTES.has(ch) || APOSTROPHES.has(ch)) out.push({ w: ch, start: i, end: i + len, kind: "quote" });
    i += len;
  }
  return out;
}

// ---- Words, by language ---------------------------------------------------------------------------------------

const set = (s: string) => new Set(s.split(" ").filter((w) => w.length > 0));
const phrases = (...ps: string[]) => ps.map((p) => p.split(" "));

interface Words {
  /** Negations that reach forward over a verb phrase: "not", "nicht", "ne … pas", "no". */
  negators: Set<string>;
  /** Negations that stand before a noun and reach only it: "no deal", "kein Deal", "ningún trato", "without". */
  determiners: Set<string>;
  /** Negations of several words: "far from", "alles andere als", "tout sauf", "todo menos". */
  negatorPhrases: string[][];
  /** Negative concord: words that continue a negation rather than cancel it ("ne … pas", "no … nada"). */
  concord: Set<string>;
  /** Negations that may follow the word in its clause: German "nicht", spoken French "pas". */
  after: Set<string>;
  afterPhrases: string[][];
  /** Words of negative meaning: a negation that meets one is spent ("not bad", "no hay problema"). */
  absorbers: Set<string>;
  /** Comparisons: "not more than 500" caps the amount rather than refusing it. */
  comparators: Set<string>;
  /** Words inside a noun phrase between a negating determiner and its noun ("no real deal", "kein guter Deal"). */
  fillers: Set<string>;
  /** Calling it off, after the word (with only a copula between): "deal's off", "ist geplatzt", "est annulé". */
  cancelAfter: Set<string>;
  cancelAfterPhrases: string[][];
  /** Only after a copula: "the deal is off" (not "take it off your hands"). */
  cancelAfterCopula: Set<string>;
  copulas: Set<string>;
  /** Calling it off, before the word: "call off the deal", "se cae el trato". */
  cancelBefore: string[][];
  articles: Set<string>;
  contrasts: Set<string>;
  /** Contrasts only right after a comma: ", yet", ", doch". */
  commaContrasts: Set<string>;
  coordinators: Set<string>;
  /** "only" before a condition makes it restrict what came before, even across a contrast ("Deal, but only if…"). */
  only: Set<string>;
  conditions: string[][];
  suppositions: string[][];
  /** Suppositions only when they open their clause ("Suppose I accept", not "I suppose it's a deal"). */
  openingSuppositions: string[][];
  /** Words that start a new clause after a comma: subjects, question words, verbs that open a question. */
  newClause: Set<string>;
  /** Question tags: "Deal, right?", "Einverstanden, oder?", "¿De acuerdo, no?" */
  tags: Set<string>;
  /** A bare answer that takes the word back is made only of these ("No.", "Not really.", "Ni hablar."), one a negation. */
  retortNegations: Set<string>;
  retortWords: Set<string>;
  speech: Set<string>;
  /** The buyer as a subject ("I say deal", "je dis non"): no other speaker. */
  firstPerson: Set<string>;
  /** Words that make a reporting clause the buyer's agreement ("as you said", "wie gesagt"). */
  asLike: Set<string>;
  /** After a verb of saying: an imperative, not a report ("tell me", "dis-moi", "sag mal", "dime"). */
  notReport: Set<string>;
}

const EN: Words = {
  negators: set("not n't never cannot nobody nothing none neither nor hardly barely scarcely dont cant wont didnt doesnt isnt wasnt arent aint couldnt wouldnt shouldnt havent hasnt werent"),
  determiners: set("no without"),
  negatorPhrases: phrases("no one", "no longer", "no way", "by no means", "in no way", "far from", "anything but", "not at all", "at no point", "at no time", "on no account"),
  concord: set(""),
  after: set(""),
  afterPhrases: [],
  absorbers: set("problem problems issue issues objection objections doubt doubts complaint complaints worries worry bad wrong mind hesitate hesitation refuse resist complain regret regrets against fault harm shabby terrible awful argue beat only just merely matter cancel cancelling canceling walk walking leave leaving quit quitting withdraw withdrawing"),
  comparators: set("more less over above under below beyond higher lower cheaper better exceed exceeding"),
  fillers: set("a an the real really good great big proper fair final single done any such"),
  cancelAfter: set("cancelled canceled dead void kaput"),
  cancelAfterPhrases: phrases("called off", "fell through", "falls through", "is off"),
  cancelAfterCopula: set("off over"),
  copulas: set("is 's was has have been just now officially completely totally already"),
  cancelBefore: phrases("call off", "called off", "calling off", "calls off", "cancel", "cancelling", "canceling", "cancelled", "canceled"),
  articles: set("the our this that my your a an any"),
  contrasts: set("but however though although"),
  commaContrasts: set("yet"),
  coordinators: set("and or so then"),
  only: set("only just"),
  // ("provided" alone is often a participle: "the price you provided".)
  conditions: phrases("if", "unless", "provided that", "provided you", "provided we", "provided it", "provided the", "providing that", "providing you", "as long as", "so long as", "on condition", "in case"),
  suppositions: phrases("supposing", "hypothetically", "hypothetical", "theoretically", "in theory", "let 's say", "let us say", "let 's suppose", "let 's assume", "let 's imagine"),
  openingSuppositions: phrases("suppose", "imagine", "assume", "assuming", "say", "what if", "pretend"),
  newClause: set("i we you he she they it when where what how why who which can could would will do does did is are shall should may please and or so because since if unless then thanks"),
  tags: set("or not right ok okay yes no yeah yep correct eh huh alright"),
  retortNegations: set("no not nope nah never"),
  retortWords: set("or no not nope nah never really at all way chance ever absolutely certainly definitely of course surely quite actually yet so fast"),
  speech: set("says said say tells told writes wrote claims claimed insists insisted reckons thinks"),
  firstPerson: set("i we let"),
  asLike: set("as like"),
  notReport: set("me us"),
};

const DE: Words = {
  negators: set("nicht nie niemals nimmer niemand nichts keineswegs keinesfalls nirgends weder kaum"),
  determiners: set("kein keine keinen keinem keiner keines keins ohne"),
  negatorPhrases: phrases("alles andere als", "auf keinen fall", "kein bisschen", "in keiner weise", "zu keinem zeitpunkt", "zu keiner zeit"),
  concord: set(""),
  after: set("nicht nichts nie niemals keineswegs keinesfalls"),
  afterPhrases: phrases("keine rede"),
  absorbers: set("nein problem probleme problemchen sorge sorgen einwand einwände einwande zweifel bedenken schlecht schlechter schlechtes übel uebel falsch schlimm dagegen beschweren ablehnen bereuen nur viel genug stornieren absagen aussteigen zurückziehen"),
  comparators: set("mehr weniger über ueber unter höher niedriger besser billiger besseres besserer"),
  fillers: set("ein eine einen einem der die das den dem richtiger richtiges echter echtes guter gutes guten gute wirklich so großer großes fairer faires"),
  cancelAfter: set("geplatzt platzt abgesagt gestorben storniert hinfällig tot gecancelt"),
  cancelAfterPhrases: phrases("vom tisch"),
  cancelAfterCopula: set(""),
  copulas: set("ist war sind ja jetzt leider wohl hiermit endgültig komplett nun schon"),
  cancelBefore: phrases("platzt", "storniere", "stornieren"),
  articles: set("der den die das dem unseren unser diesen dieser ein einen"),
  contrasts: set("aber sondern jedoch allerdings trotzdem"),
  commaContrasts: set("doch"),
  coordinators: set("und oder also dann"),
  only: set("nur"),
  conditions: phrases("wenn", "falls", "sofern", "vorausgesetzt", "es sei denn", "unter der bedingung", "im falle"),
  suppositions: phrases("nehmen wir an", "stell dir vor", "stellen sie sich vor", "gesetzt den fall", "hypothetisch", "theoretisch", "was wäre wenn", "was waere wenn"),
  openingSuppositions: phrases("was wenn", "angenommen", "mal angenommen"),
  newClause: set("ich wir du sie er es ihr man wann wo wie was warum wer welche welcher kann können könnten könntest würden würdest wird werden ist sind hast haben gibt bitte und dann weil da dass ob wenn falls danke"),
  tags: set("auch oder ne nicht gell gelle ja wahr okay ok richtig stimmt 's"),
  retortNegations: set("nein nee nö nicht nie niemals keineswegs keinesfalls"),
  retortWords: set("oder auch nein nee nö nicht nie niemals keineswegs keinesfalls wirklich gar überhaupt auf keinen fall so schnell ganz echt noch eben"),
  speech: set("sagt sagte sagten sagen sagst gesagt meint meinte meinten schreibt schrieb geschrieben behauptet behauptete"),
  firstPerson: set("ich wir lass lasst"),
  asLike: set("wie so"),
  notReport: set("mir uns mal"),
};

const FR: Words = {
  // "ne"/"n'" only with a partner, "personne" only before "ne", "pas de" as a determiner: see `negatorAt`.
  negators: set("ne n' pas jamais rien personne ni guère nul nulle non"),
  determiners: set("aucun aucune sans"),
  negatorPhrases: phrases("tout sauf", "loin de", "loin d'", "en aucun cas", "pas question", "hors de question", "à aucun moment"),
  concord: set("ne n' pas jamais rien personne plus aucun aucune guère nul nulle ni"),
  after: set("pas jamais"),
  afterPhrases: [],
  absorbers: set("problème problèmes probleme souci soucis objection doute doutes mal mauvais mauvaise inquiétude inquiète inquiétez contre refuser regretter regret hésiter hésite inconvénient seulement que qu' cher chère annuler retirer renoncer"),
  comparators: set("plus moins au-delà delà dessus meilleur meilleure mieux"),
  fillers: set("un une de d' du des le la les l' vrai vraie réel réelle véritable bon bonne grand grande si vraiment"),
  cancelAfter: set("annulé annulée annule mort morte rompu rompue caduc foutu"),
  cancelAfterPhrases: phrases("tombé à l' eau", "tombe à l' eau", "à l' eau"),
  cancelAfterCopula: set(""),
  copulas: set("est a été maintenant officiellement complètement bel et bien déjà"),
  cancelBefore: phrases("annule", "annulons", "annulé", "laisse tomber", "laissez tomber"),
  articles: set("le la l' ce cet cette notre votre un une"),
  contrasts: set("mais cependant pourtant toutefois"),
  commaContrasts: set(""),
  coordinators: set("et ou donc alors"),
  only: set("seulement"),
  conditions: phrases("si", "s'", "à condition", "pourvu que", "pourvu qu'", "à moins que", "à moins qu'", "à moins de", "à moins d'", "au cas où", "dans le cas où"),
  suppositions: phrases("mettons que", "mettons qu'", "supposons", "imaginons", "admettons", "disons que", "disons qu'", "en supposant", "à supposer", "hypothétiquement", "en théorie", "théoriquement"),
  openingSuppositions: phrases("et si", "et s'", "imagine", "imaginez", "suppose", "supposez"),
  newClause: set("je j' nous vous tu il elle on ils elles quand où comment pourquoi qui quel quelle combien pouvez peux pourriez pouvons merci et ou donc car si alors"),
  tags: set("ou non hein oui ok d' accord n' est ce pas vrai"),
  retortNegations: set("non pas jamais nan"),
  retortWords: set("ou non pas jamais nan vraiment du tout question de la vie encore si vite certainement absolument"),
  speech: set("dit disait dirait disent dis dites diront écrit écrivait affirme prétend pense"),
  firstPerson: set("je j' nous moi on"),
  asLike: set("comme"),
  notReport: set("moi nous"),
};

const ES: Words = {
  negators: set("no nunca jamás jamas nadie nada tampoco ni apenas"),
  determiners: set("ningún ningun ninguno ninguna sin"),
  negatorPhrases: phrases("todo menos", "lejos de", "de ninguna manera", "de ningún modo", "ni hablar", "en ningún momento"),
  concord: set("nada nadie nunca jamás jamas ningún ningun ninguno ninguna tampoco ni"),
  after: set(""),
  afterPhrases: [],
  absorbers: set("problema problemas inconveniente inconvenientes duda dudas pega pegas objeción objeciones mal malo mala preocupes preocupe preocupación queja quejas contra rechazar negar negarme importa solo sólo solamente cancelar anular retirar retirarme renunciar"),
  comparators: set("más mas menos encima mejor superior inferior"),
  fillers: set("un una el la los las buen buena verdadero verdadera gran real"),
  cancelAfter: set("cancelado cancelada roto rota caído caido anulado anulada muerto"),
  cancelAfterPhrases: phrases("se cae", "se cayó", "se rompe", "se rompió", "se cancela", "se canceló"),
  cancelAfterCopula: set(""),
  copulas: set("está esta es fue ha sido ya queda quedó oficialmente"),
  cancelBefore: phrases("cae", "cayó", "rompe", "rompió", "cancela", "canceló", "cancelo", "cancelamos", "anulo", "anula", "anulamos", "rompo"),
  articles: set("el la este esta nuestro nuestra su un una"),
  contrasts: set("pero sino aunque"),
  commaContrasts: set(""),
  coordinators: set("y e o u entonces así"),
  only: set("solo sólo solamente"),
  conditions: phrases("si", "siempre que", "siempre y cuando", "con tal de", "con tal que", "a menos que", "a no ser que", "a condición", "salvo que", "en caso de que", "excepto si"),
  suppositions: phrases("supongamos", "suponiendo", "pongamos que", "imaginemos", "digamos que", "hipotéticamente", "en teoría", "teóricamente", "en el supuesto"),
  openingSuppositions: phrases("y si", "imagina", "imagínate", "supón", "suponga"),
  newClause: set("yo nosotros nosotras tú usted ustedes él ella cuándo cuando dónde donde cómo qué cuánto cuánta puede puedes podría podrías me nos te le y o pero entonces porque si gracias"),
  tags: set("o no verdad vale sí si ok cierto eh"),
  retortNegations: set("no nunca jamás jamas ni"),
  retortWords: set("o no nunca jamás jamas ni realmente de eso hablar para nada ninguna manera todavía aún aun tan rápido tampoco"),
  speech: set("dice dijo diría dicen dijeron decía dices dijiste escribe escribió cree piensa afirma opina"),
  firstPerson: set("yo nosotros nosotras"),
  asLike: set("como"),
  notReport: set("me nos"),
};

const WORDS: Record<Language, Words> = { en: EN, de: DE, fr: FR, es: ES };

/** Phrases indexed by their first word, once per list. */
const INDEXED = new WeakMap<string[][], Map<string, string[][]>>();
function byFirstWord(list: string[][]): Map<string, string[][]> {
  let index = INDEXED.get(list);
  if (!index) {
    index = new Map();
    for (const p of list) index.set(p[0]!, [...(index.get(p[0]!) ?? []), p]);
    INDEXED.set(list, index);
  }
  return index;
}

// ---- Reading --------------------------------------------------------------------------------------------------

/** The last message tokenised (its tokens are never changed once made). */
let last: { text: string; toks: readonly Token[] } = { text: "", toks: [] };

const NOTHING: Governed = { negated: false, conditional: false, supposed: false, asked: false, otherSpeaker: false };

/** `text`: the message (any case). `start`/`end`: the span of the governed word or amount in `text`. */
export function governedAt(text: string, start: number, end: number, language: Language): Governed {
  if (typeof text !== "string" || !Number.isFinite(start) || !Number.isFinite(end)) return { ...NOTHING };
  const words = WORDS[language] ?? EN;
  // The reader asks about several words of one message: it is tokenised once.
  if (last.text !== text) last = { text, toks: tokenize(text) };
  const toks = last.toks;
  const from = Math.min(start, end);
  const to = Math.max(start, end);
  // The tokens the span touches; a span on no word or number (whitespace, a symbol) is governed by nothing.
  let a = -1;
  let b = -1;
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    if (t.kind !== "word" && t.kind !== "number") continue;
    if (t.end > from && (t.start < to || (from === to && t.start === from))) {
      if (a < 0) a = k;
      b = k;
    } else if (t.start >= to) break;
  }
  if (a < 0) return { ...NOTHING };
  return new Reading(toks, words, language).governed(a, b);
}

class Reading {
  constructor(
    private readonly toks: readonly Token[],
    private readonly words: Words,
    private readonly language: Language,
  ) {}

  governed(a: number, b: number): Governed {
    const [sS, sE] = this.sentence(a, b);
    return {
      negated: this.negatedForward(a, b, sS) || this.negatedAfter(b, sE) || this.calledOff(a, b, sS, sE) || this.takenBack(b),
      conditional: this.markedClause(a, b, sS, sE, this.words.conditions, [], (m) => this.isCondition(m)),
      supposed: this.markedClause(a, b, sS, sE, this.words.suppositions, this.words.openingSuppositions, (m) => this.isSupposition(m)),
      asked: this.asked(a, b, sS, sE),
      otherSpeaker: this.otherSpeaker(a, b, sS, sE),
    };
  }

  // ---- Structure ----

  private w(k: number): string {
    const t = this.toks[k];
    return t && t.kind === "word" ? t.w : "";
  }

  private isWordLike(k: number): boolean {
    const t = this.toks[k];
    return t !== undefined && (t.kind === "word" || t.kind === "number");
  }

  /** The sentence of the span: [first token, index of its end token or the text's end). */
  private sentence(a: number, b: number): [number, number] {
    let s = a;
    while (s > 0 && this.toks[s - 1]!.kind !== "end") s--;
    let e = b + 1;
    while (e < this.toks.length && this.toks[e]!.kind !== "end") e++;
    return [s, e];
  }

  /** Longest phrase of `list` starting at word token k, as its length in tokens (0: none). */
  private phraseAt(k: number, list: string[][]): number {
    const w = this.w(k);
    if (!w) return 0;
    const candidates = byFirstWord(list).get(w);
    if (!candidates) return 0;
    let best = 0;
    for (const p of candidates) {
      if (p.length <= best) continue;
      let ok = true;
      for (let i = 0; i < p.length && ok; i++) ok = this.w(k + i) === p[i];
      if (ok) best = p.length;
    }
    return best;
  }

  private isContrast(k: number): boolean {
    const w = this.w(k);
    if (!w) return false;
    if (this.words.contrasts.has(w)) return !(w === "but" && (this.w(k - 1) === "anything" || this.w(k - 1) === "nothing" || this.w(k - 1) === "all"));
    if (this.language === "es" && w === "sin" && this.w(k + 1) === "embargo") return true;
    return this.words.commaContrasts.has(w) && this.toks[k - 1]?.w === ",";
  }

  /** The next token that is not a quote mark. */
  private nextSolid(k: number): number {
    while (k < this.toks.length && this.toks[k]!.kind === "quote") k++;
    return k;
  }

  // ---- Negation ----

  /** A negation at token k: its length in tokens and whether it negates a verb phrase or only the noun after it. */
  private negatorAt(k: number): { len: number; determiner: boolean } | null {
    const t = this.toks[k];
    if (!t || t.kind !== "word") return null;
    const w = t.w;
    const W = this.words;
    const phrase = this.phraseAt(k, W.negatorPhrases);
    if (phrase) return { len: phrase, determiner: false };
    const prev = this.w(k - 1);
    // "why not", "warum nicht", "pourquoi pas", "¿por qué no?", "why don't we call it a deal": a yes.
    if (["why", "warum", "wieso", "pourquoi"].includes(prev) && (w === "not" || w === "nicht" || w === "pas")) return null;
    if (w === "n't" && this.w(k - 2) === "why") return null;
    if (w === "no" && this.language === "es" && (prev === "qué" || prev === "que") && this.w(k - 2) === "por") return null;
    if (this.language === "fr") {
      if (w === "ne" || w === "n'") {
        if (this.w(k + 1) === "importe") return null;
        // A partner before "que" makes it a negation; "ne … que" restricts; a "ne" alone is expletive.
        for (let j = k + 1; j < this.toks.length && j <= k + REACH + 2 && !this.stopsNegation(j); j++) {
          const x = this.w(j);
          if (x === "que" || x === "qu'") return null;
          if (x !== "ne" && x !== "n'" && W.concord.has(x)) return { len: 1, determiner: false };
        }
        return null;
      }
      if (w === "pas" && ["de", "d'", "du", "des"].includes(this.w(k + 1))) return { len: 1, determiner: true };
      if (w === "jamais" && (prev === "si" || prev === "à")) return null;
      if (w === "rien" && (prev === "de" || this.w(k + 1) === "que" || this.w(k + 1) === "qu'")) return null;
      if (w === "personne" && this.w(k + 1) !== "ne" && this.w(k + 1) !== "n'") return null;
    }
    if (this.language === "es") {
      if (w === "no" && prev === "a" && this.w(k + 1) === "ser") return null;
      if (w === "nada" && prev === "de") return null;
    }
    if (this.language === "de" && (w === "keiner" || w === "keins" || w === "keines") && ["hat", "ist", "will", "wird", "kann", "war", "hätte", "würde", "hatte"].includes(this.w(k + 1))) return { len: 1, determiner: false };
    if (W.determiners.has(w)) return { len: 1, determiner: true };
    if (W.negators.has(w)) return { len: 1, determiner: false };
    return null;
  }

  /** Where a negation's clause ends or starts: punctuation, a contrast, "and", a condition. */
  private stopsNegation(k: number): boolean {
    const t = this.toks[k]!;
    if (t.kind === "end" || t.kind === "pause" || t.kind === "open") return true;
    if (t.kind !== "word") return false;
    return this.isContrast(k) || this.words.coordinators.has(t.w) || (this.phraseAt(k, this.words.conditions) > 0 && this.isCondition(k));
  }

  private comparatorAt(k: number): boolean {
    const w = this.w(k);
    if (!this.words.comparators.has(w)) return false;
    // French "plus" after "ne" is "no longer" unless a comparison follows ("pas plus de 500").
    if (this.language === "fr" && w === "plus") return ["de", "d'", "que", "qu'"].includes(this.w(k + 1));
    // German "nicht mehr" is "no longer" unless "als" or an amount follows.
    if (this.language === "de" && w === "mehr") return this.w(k + 1) === "als" || this.toks[k + 1]?.kind === "number";
    return true;
  }

  /**
   * A negation before the span in its clause whose reach (REACH words) gets to it without being spent. Negations
   * are taken left to right: one that meets another is cancelled together with it.
   */
  private negatedForward(a: number, b: number, sS: number): boolean {
    const W = this.words;
    let from = a;
    while (from > sS && !this.stopsNegation(from - 1)) from--;
    let k = from;
    while (k < a) {
      const neg = this.negatorAt(k);
      if (!neg) {
        k++;
        continue;
      }
      let j = k + neg.len;
      let next = j;
      let words = 0;
      let skipped = 0;
      let reached = false;
      for (; j <= b && words < REACH; j++) {
        if (j >= a) {
          reached = true;
          break;
        }
        const t = this.toks[j]!;
        if (t.kind === "quote") continue;
        if (W.concord.has(t.w) && !this.comparatorAt(j)) continue;
        const other = this.negatorAt(j);
        if (other) {
          next = j + other.len;
          break;
        }
        if (W.absorbers.has(t.w) || this.comparatorAt(j)) {
          next = j + 1;
          break;
        }
        if (neg.determiner) {
          // Only the noun phrase after a determiner: articles and adjectives, then its noun.
          const adjective = W.fillers.has(t.w) || (this.language === "de" && !t.cap && /(?:e|er|es|en|em)$/u.test(t.w) && skipped < 2);
          if (!adjective || skipped >= 3 || (this.language === "de" && t.cap)) {
            next = j + 1;
            break;
          }
          skipped++;
        }
        words++;
        next = j + 1;
      }
      if (reached) return true;
      k = Math.max(next, k + 1);
    }
    return false;
  }

  /** German "Einverstanden bin ich damit nicht", "Ich nehme es nicht"; spoken French "J'accepte pas". */
  private negatedAfter(b: number, sE: number): boolean {
    const W = this.words;
    if (this.language === "fr") {
      const j = b + 1;
      const w = this.w(j);
      if (!W.after.has(w) || j >= sE) return false;
      const next = this.w(j + 1);
      return !["de", "d'", "du", "des"].includes(next) && !W.absorbers.has(next) && !W.comparators.has(next) && next !== "trop";
    }
    if (!W.after.size && !W.afterPhrases.length) return false;
    let words = 0;
    for (let j = b + 1; j < sE && words < REACH; j++) {
      if (this.stopsNegation(j)) return false;
      if (this.toks[j]!.kind === "quote") continue;
      if (this.phraseAt(j, W.afterPhrases)) return true;
      if (W.after.has(this.w(j))) {
        // "nicht schlecht", "nicht nur", "nicht mehr als 500": the negation is spent on what follows it.
        let n = j + 1;
        while (["so", "zu", "sehr", "ganz", "gar", "wirklich", "allzu"].includes(this.w(n))) n++;
        return !W.absorbers.has(this.w(n)) && !this.comparatorAt(n) && !this.negatorAt(n);
      }
      words++;
    }
    return false;
  }

  /** "Deal's off", "Der Deal ist geplatzt", "Le deal est annulé", "called off the deal", "Se cae el trato". */
  private calledOff(a: number, b: number, sS: number, sE: number): boolean {
    const W = this.words;
    let j = b + 1;
    let copulas = 0;
    while (j < sE && copulas < 3 && W.copulas.has(this.w(j))) {
      j++;
      copulas++;
    }
    if (j < sE) {
      if (W.cancelAfter.has(this.w(j)) || this.phraseAt(j, W.cancelAfterPhrases)) return true;
      if (copulas > 0 && W.cancelAfterCopula.has(this.w(j)) && !(this.w(j) === "over" && !this.stopsNegation(j + 1) && j + 1 < sE)) return true;
    }
    let k = a - 1;
    let skipped = 0;
    while (k >= sS && skipped < 2 && W.articles.has(this.w(k))) {
      k--;
      skipped++;
    }
    for (const p of W.cancelBefore) {
      const s = k - p.length + 1;
      // ("I won't cancel the deal" keeps it.)
      if (s >= sS && this.phraseAt(s, [p]) === p.length) return !this.negatedForward(s, k, sS);
    }
    return false;
  }

  /** A bare negation right after the word's clause takes it back: "De acuerdo, no.", "Deal. Not.", "600? Never." */
  private takenBack(b: number): boolean {
    const W = this.words;
    let j = b + 1;
    while (j < this.toks.length && (this.toks[j]!.kind === "word" || this.toks[j]!.kind === "number" || this.toks[j]!.kind === "quote")) j++;
    if (j >= this.toks.length || this.toks[j]!.kind === "open") return false;
    // Past the boundary (and any bracket or quote): the next clause, if it is all negation.
    let k = j + 1;
    while (k < this.toks.length && (this.toks[k]!.kind === "quote" || (this.toks[k]!.kind === "pause" && this.toks[k]!.w !== ","))) k++;
    if (k >= this.toks.length || this.toks[k]!.kind === "open") return false;
    let negation = false;
    let count = 0;
    for (; k < this.toks.length; k++) {
      const t = this.toks[k]!;
      if (t.kind === "quote") continue;
      if (t.kind !== "word") break;
      if (!W.retortWords.has(t.w) || ++count > 5) return false;
      if (W.retortNegations.has(t.w)) negation = true;
    }
    if (!negation) return false;
    // Not asked back ("Deal, no?"): the bare clause ends without a question mark (brackets and quotes aside).
    while (k < this.toks.length && (this.toks[k]!.kind === "quote" || (this.toks[k]!.kind === "pause" && this.toks[k]!.w !== ","))) k++;
    const end = this.toks[k];
    return !(end?.kind === "end" && end.q);
  }

  // ---- Conditions and suppositions ----

  private isCondition(m: number): boolean {
    const w = this.w(m);
    const prev = this.w(m - 1);
    const next = this.toks[m + 1];
    const nextWord = this.w(m + 1);
    switch (this.language) {
      case "en":
        if (w === "if") return !["even", "as", "what", "wonder", "wondering", "know", "ask", "asking", "sure", "see", "check"].includes(prev);
        return true;
      case "de":
        if (w === "wenn") return !["auch", "selbst", "sogar", "als", "wie", "was", "wäre", "waere"].includes(prev);
        return true;
      case "fr":
        if (w === "s'") return nextWord === "il" || nextWord === "ils";
        if (w === "si") {
          if (!next || next.kind !== "word" && next.kind !== "number" && next.kind !== "quote") return false;
          if (["si", "bien", "peu", "cher", "chère", "bon", "bonne", "beau", "belle", "tôt", "tard", "vite", "important", "grand", "petit", "longtemps", "souvent", "mal", "simple", "facile"].includes(nextWord)) return false;
          return !["même", "comme", "et"].includes(prev) || (prev === "et" && !this.opensSegment(m - 1));
        }
        return true;
      case "es":
        if (w === "si") {
          if (!next || next.kind !== "word" && next.kind !== "number" && next.kind !== "quote") return false;
          if (["si", "sí", "claro", "señor", "bueno", "vale"].includes(nextWord)) return false;
          return !["como", "aun", "aún", "incluso", "por"].includes(prev) && !(prev === "y" && this.opensSegment(m - 1));
        }
        return true;
    }
  }

  private isSupposition(m: number): boolean {
    // "Angenommen, ich nehme ihn" supposes; "Ergebnis: angenommen." accepts.
    const at = this.w(m) === "mal" ? m + 1 : m;
    if (this.w(at) === "angenommen") {
      const subjects = ["ich", "wir", "du", "sie", "er", "es", "man", "dass", "das", "der", "die", "ihr"];
      return subjects.includes(this.w(at + 1)) || (this.toks[at + 1]?.w === "," && subjects.includes(this.w(at + 2)));
    }
    return true;
  }

  /** Whether token k opens its segment (the sentence, or what follows ";", ":", a contrast or "¿"). */
  private opensSegment(k: number): boolean {
    let j = k - 1;
    while (j >= 0 && this.toks[j]!.kind === "quote") j--;
    if (j < 0) return true;
    const t = this.toks[j]!;
    return t.kind === "end" || t.kind === "open" || (t.kind === "pause" && (t.w === ";" || t.w === ":" || t.w === "¡" || t.w === "*")) || this.isContrast(j);
  }

  /**
   * Whether a marker of `list` (anywhere) or `opening` (only opening its clause) governs the span: its own clause,
   * the rest of the segment when it opens its clause, and the clause before when it follows a comma.
   */
  private markedClause(a: number, b: number, sS: number, sE: number, list: string[][], opening: string[][], valid: (m: number) => boolean): boolean {
    // The segment: the sentence, cut at ";", ":" and contrasts.
    let segS = a;
    while (segS > sS && !this.segmentBreak(segS - 1)) segS--;
    let segE = b + 1;
    while (segE < sE && !this.segmentBreak(segE)) segE++;
    let clauseStart = segS;
    let previousClauseStart = segS;
    let first = segS;
    let lastCoordinator = -1;
    let clauseEnd = segS;
    for (let m = segS; m < segE; m++) {
      const t = this.toks[m]!;
      if (t.kind === "pause" || t.kind === "open") {
        previousClauseStart = clauseStart;
        clauseStart = m + 1;
        first = m + 1;
        lastCoordinator = -1;
        continue;
      }
      if (t.kind === "quote" && first === m) first = m + 1;
      if (t.kind !== "word") continue;
      // What may stand before a marker that still opens its clause: "and if" (reaching forward only), "but only if",
      // "only if" (restricting what came before).
      let lead = first;
      let restricts = false;
      let joins = false;
      while (lead < m && lead < first + 2) {
        const x = this.w(lead);
        if (this.words.only.has(x)) restricts = true;
        else if (this.words.coordinators.has(x) || this.isContrast(lead)) joins = true;
        else break;
        lead++;
      }
      const atStart = lead === m;
      const len = this.phraseAt(m, list) || (atStart ? this.phraseAt(m, opening) : 0);
      // (A marker is not governed by itself: "Angenommen." accepts.)
      if (len && valid(m) && (m + len <= a || m > b)) {
        if (clauseEnd < m + len) clauseEnd = m + len;
        while (clauseEnd < segE && this.toks[clauseEnd]!.kind !== "pause" && this.toks[clauseEnd]!.kind !== "open") clauseEnd++;
        let lo: number;
        let hi: number;
        if (atStart) {
          lo = joins && !restricts ? clauseStart : clauseStart === segS ? segS : previousClauseStart;
          hi = segE;
        } else {
          // Mid-clause ("Deal if you deliver"): back to the clause's start or its last "and".
          lo = lastCoordinator >= 0 ? lastCoordinator + 1 : clauseStart;
          hi = clauseEnd;
        }
        if (b >= lo && a < hi) return true;
      }
      if (this.words.coordinators.has(t.w)) lastCoordinator = m;
    }
    return false;
  }

  private segmentBreak(k: number): boolean {
    const t = this.toks[k]!;
    if (t.kind === "end" || (t.kind === "pause" && (t.w === ";" || t.w === ":" || t.w === "；" || t.w === "："))) return true;
    // "Deal, but only if you deliver": a contrast that restricts what came before does not cut it off.
    return this.isContrast(k) && !(this.words.only.has(this.w(k + 1)) && this.phraseAt(k + 2, this.words.conditions) > 0);
  }

  // ---- Questions ----

  /** Where an asked clause starts (scanning back from a "?"): hard punctuation, or a comma before a new clause. */
  private questionBreak(k: number): boolean {
    const t = this.toks[k]!;
    if (t.kind === "open") return true;
    if (t.kind === "word") return this.isContrast(k);
    if (t.kind !== "pause") return false;
    if ([",", "—", "–", "¡", "，"].includes(t.w) || t.w.startsWith(".") || t.w.startsWith("…")) {
      const n = this.nextSolid(k + 1);
      const w = this.w(n);
      return this.words.newClause.has(w) || this.words.coordinators.has(w);
    }
    return true;
  }

  private isTagClause(from: number, to: number): boolean {
    let count = 0;
    for (let k = from; k < to; k++) {
      const t = this.toks[k]!;
      if (t.kind === "quote") continue;
      if (t.kind !== "word" || !this.words.tags.has(t.w) || ++count > 4) return false;
    }
    return count > 0;
  }

  private asked(a: number, b: number, sS: number, sE: number): boolean {
    // A "¿" before the span opens its question; one after it starts another (unless a tag: "De acuerdo, ¿no?").
    let opened = false;
    for (let k = sS; k < a; k++) if (this.toks[k]!.kind === "open") opened = true;
    let laterOpen = -1;
    for (let k = b + 1; k < sE; k++) if (this.toks[k]!.kind === "open") { laterOpen = k; break; }
    if (opened && laterOpen < 0) return true;
    const end = this.toks[sE];
    if (laterOpen >= 0) {
      if (!(end?.q && this.isTagClause(laterOpen + 1, sE))) return opened;
      // The tag asks the clause before it.
      let s = laterOpen;
      if (s - 1 >= sS && this.toks[s - 1]!.w === ",") s--;
      while (s > sS && !this.questionBreak(s - 1)) s--;
      return a >= s || opened;
    }
    if (!end?.q) return false;
    let s = sE;
    while (s > sS && !this.questionBreak(s - 1)) s--;
    if (s > sS && this.isTagClause(s, sE)) {
      s--;
      while (s > sS && !this.questionBreak(s - 1)) s--;
    }
    return a >= s;
  }

  // ---- Another speaker ----

  private firstPersonAt(k: number): boolean {
    return this.words.firstPerson.has(this.w(k));
  }

  /** A boundary followed by the buyer: "…, moi je dis non", "…, I don't", "…, aber ich nicht". */
  private turnsToBuyer(k: number): boolean {
    const t = this.toks[k]!;
    if (t.kind !== "pause" && !this.isContrast(k)) return false;
    let n = this.nextSolid(k + 1);
    if (this.isContrast(n)) n = this.nextSolid(n + 1);
    return this.firstPersonAt(n) || this.firstPersonAt(n + 1);
  }

  private otherSpeaker(a: number, b: number, sS: number, sE: number): boolean {
    const W = this.words;
    // The nearest verb of saying before the span in its sentence.
    let v = a - 1;
    while (v >= sS && !W.speech.has(this.w(v))) v--;
    if (v >= sS && this.reports(v, sS)) {
      const n = this.nextSolid(v + 1);
      const t = this.toks[n];
      const colon = (t?.kind === "pause" && t.w === ":") || (n > v + 1 && this.toks[v + 1]!.kind === "quote");
      let k = t?.kind === "pause" && (t.w === "," || t.w === ":") ? n + 1 : v + 1;
      let reaches = true;
      for (; k < a; k++) {
        const x = this.toks[k]!;
        if (this.turnsToBuyer(k) || (!colon && (x.kind === "pause" || x.kind === "open" || this.isContrast(k)))) {
          reaches = false;
          break;
        }
      }
      if (reaches) return true;
    }
    // Reported after the word: "'Deal,' says my wife", "Abgemacht, sagt mein Chef", "Accepted — said no buyer ever".
    let j = b + 1;
    while (j < sE && this.isWordLike(j)) j++;
    while (j < sE && (this.toks[j]!.kind === "pause" || this.toks[j]!.kind === "quote")) j++;
    if (j >= sE || j === b + 1) return false;
    if (W.speech.has(this.w(j))) {
      let subject = false;
      for (let k = j + 1; k < sE && k <= j + 3 && this.isWordLike(k); k++) {
        if (this.firstPersonAt(k)) return false;
        subject = true;
      }
      return subject;
    }
    // "'Deal,' my wife said."
    let k = j;
    let count = 0;
    while (k < sE && this.isWordLike(k) && count < 5) {
      if (this.firstPersonAt(k) || W.asLike.has(this.w(k))) return false;
      k++;
      count++;
    }
    return count >= 2 && W.speech.has(this.w(k - 1)) && (k >= sE || !this.isWordLike(k));
  }

  /** Whether the verb of saying at v reports someone else: a subject that is not the buyer, not "as you said". */
  private reports(v: number, sS: number): boolean {
    const W = this.words;
    if (W.notReport.has(this.w(v + 1))) return false;
    // "Let's say", "disons que", "digamos que": a supposition, not a report.
    if (this.w(v - 1) === "'s" && this.w(v - 2) === "let") return false;
    let s = v;
    while (s > sS && this.toks[s - 1]!.kind !== "pause" && this.toks[s - 1]!.kind !== "open" && !this.isContrast(s - 1)) s--;
    let subject = 0;
    for (let k = s; k < v; k++) {
      if (this.toks[k]!.kind === "quote") continue;
      if (k === s && W.asLike.has(this.w(k))) return false;
      if (this.firstPersonAt(k)) return false;
      subject++;
    }
    // Spanish drops the subject ("Dijo trato hecho"); the others name it.
    return subject > 0 || this.language === "es";
  }
}
