/**
 * Word-level recognition of what a buyer means, beside the phrase lists of intents.ts: the message is cut into
 * sentences and lemmatised tokens (lower case, accents folded, elisions and English contractions split), and
 * small per-language lexicons of stems are scored over them with negation, doubt and condition handling:
 *
 * - ACCEPTING: a verb of accepting or agreeing ("accepts", "annehme", "anzunehmen", "nimmt … an", "l'accepte",
 *   "acepte") about the shop's offer ("your standing offer", "Ihren Preis", "l'offre actuelle", "su oferta") or
 *   said by the buyer of it ("je l'accepte"); staying with the shop's price ("wir bleiben bei Ihrem Preis"); the
 *   shop's price named back on its own beside a word of assent ("Fine. Your price. Wrap it up.").
 * - WALKING AWAY: a first-person refusal to go on ("decided not to proceed", "den Kauf nicht weiterzuverfolgen",
 *   "ne pas donner suite"), pulling out ("wir ziehen uns … zurück", "me retiro"), thanks-anyway declines
 *   ("thanks anyway", "merci quand même").
 * - DOUBT: a negation or a modal shortly before the verb, a condition ("if", "wenn", "si") or a question in the
 *   same sentence makes it doubtful (never HIGH).
 *
 * Linear in the length of the message: one tokenising pass, then a bounded look-around per token.
 */

import { TALKS_GO_ON, THINKING_IT_OVER, WITHDRAW } from "./intents";
import { unicodeWords } from "./unicode-words";

/** A way back in: "unless", "es sei denn", "sauf si", "a menos que", and an "if you …" put to the shop. */
const ESCAPE = new RegExp(
  unicodeWords(String.raw`\b(?:unless|except if|es sei denn|außer wenn|ausser wenn|sauf si|à moins que|à moins d'|a menos que|salvo que|excepto si|a no ser que)\b|\bif (?:you|u|ya)\b|\b(?:wenn|falls|sofern) (?:sie|du|ihr)\b|\bsi (?:vous|tu)\b|\bsi (?:usted|ustedes|tú|me|nos)\b`),
  "u",
);

export interface LexToken {
  /** Lower case, accents folded. */
  w: string;
  /** Index of the sentence it stands in. */
  s: number;
  /** Index of the clause (a comma ends one): a negation reaches no further ("No problem, I accept"). */
  c?: number;
}

export interface Sentence {
  tokens: LexToken[];
  /** The sentence ends with a question mark. */
  question: boolean;
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

/** Sentences of lemmatised tokens. `norm` is the normalized message (normalize.ts). */
export function sentencesOf(norm: string): Sentence[] {
  const text = fold(norm)
    .replace(/(\d)[.,'](?=\d)/g, "$1")
    .replace(/n't\b/g, " not")
    .replace(/'ll\b/g, " will")
    .replace(/'m\b/g, " am")
    .replace(/'re\b/g, " are")
    .replace(/'d\b/g, " would")
    .replace(/'ve\b/g, " have");
  const out: Sentence[] = [];
  let current: LexToken[] = [];
  let clause = 0;
  const close = (question: boolean) => {
    if (current.length > 0) out.push({ tokens: current, question });
    current = [];
    clause++;
  };
  // A pictograph between clauses ends one in chat ("OUIII c'est bon 🎉 je passe quand ?") as a full stop would.
  for (const m of text.matchAll(/\p{L}+|[.!?;\n]+|\p{Extended_Pictographic}+|,/gu)) {
    const t = m[0];
    if (t === ",") clause++;
    else if (/^[.!?;\n]|^\p{Extended_Pictographic}/u.test(t)) close(t.includes("?"));
    else current.push({ w: t, s: out.length, c: clause });
  }
  close(false);
  return out;
}

const set = (words: string) => new Set(words.split(" "));
const starts = (w: string, stems: readonly string[]) => stems.some((p) => w.startsWith(p));

/** Stems of accepting and agreeing. */
const ACCEPT_STEMS = ["accept", "acept", "akzeptier", "annehm", "anzunehm", "angenomm"];
/** "nimmt … an", "nehmen … an": a separable verb, its particle at the end of the clause. */
const NEHM = set("nehme nehmen nimmt nehmt nehm");
/** The shop's offer: a determiner or possessive, then (within two words) an offer noun. */
const OFFER_NOUNS = set("offer offers price quote number angebot angebots gegenangebot preis offre prix proposition oferta precio propuesta proposal");
const SHOP_DETERMINERS = set(
  "your ur the current standing latest this that quoted stated asking listed genannten genannte genannter zum au al del du ihr ihre ihren ihrem ihres euer eure euren eurem dein deine deinen deinem das dem den aktuelle aktuellen aktuelles letzte letzten votre vos ton ta l la le cette actuelle su sus tu la el esta este vigente actual",
);
const NEGATIONS = set("not no never cannot unable nicht kein keine keinen niemals nie pas ne n jamais nunca tampoco ni");
/** Negations and buts that make a whole sentence doubtful wherever they stand ("Ich nehme Ihr Angebot nicht an"). */
const SENTENCE_DOUBT = set("probably likely wahrscheinlich vermutlich probablement probablemente seguramente elsewhere woanders ailleurs boss wife husband partner chef jefe frau mann femme mari esposa marido but aber mais pero sino");
/** Negations that make an acceptance doubtful: after the verb anywhere in its sentence, before it only in its clause. */
const SENTENCE_NEGATIONS = set("cannot unable no non nein not never nicht kein keine keinen niemals nie pas ne n jamais nunca tampoco");
/** Negating pronouns: they negate only inside their clause ("I accept nothing", not "I accept, nothing to add"). */
const CLAUSE_NEGATIONS = set("nothing none neither nichts rien aucun aucune nada ningun ninguno ninguna");
/**
 * A negation governs the word at `i`: a negator after it in the sentence ("I accept, not really"), one before it in
 * its own clause (not "No problem, I accept"), a negating pronoun in its clause ("I accept nothing").
 */
const negatedAround = (tokens: LexToken[], i: number) =>
  tokens.some((t, j) => (SENTENCE_NEGATIONS.has(t.w) && (j > i || t.c === tokens[i]!.c)) || (CLAUSE_NEGATIONS.has(t.w) && t.c === tokens[i]!.c));
/** Saying the shop's price suits ("Ihr Preis passt mir", "votre prix me convient", "your price works for me"). */
const SUITS = set("passt convient conviene va works suits fine ok okay good bien vale sirve ordnung acceptable akzeptabel aceptable correct correcto korrekt");
/** Taking or agreeing at the shop's price: "I'll take it at your price", "je prends à votre prix", "deal at your price". */
const TAKE_AT = ["ahead", "take", "buy", "nehm", "kauf", "prend", "achet", "qued", "llev", "compr", "deal", "agreed", "accord", "einverstanden", "acuerdo", "ok", "okay", "close", "cerr", "conclu", "abschlie", "proceed", "proced", "order", "bestell", "command"];
/** Asking for what follows a sale: the invoice, the payment link, the bank details. */
const SEND = ["send", "schick", "send", "envo", "envi", "mand"];
const BILL = set("invoice rechnung facture factura link zahlungslink lien enlace details bankverbindung zahlungsinformationen coordonnees datos iban");
/** "Done — send me the invoice", "Listo, mándeme la factura": the deal said to be made, then its paperwork. */
const CLOSED = set("done listo erledigt");
const AT = set("at for zu zum fur a au pour al en con por de");
// ("absagen": "müssen daher leider absagen", calling it off, said by the buyer.)
const DECLINE = ["declin", "ablehn", "abzulehn", "refus", "rechaz", "absag"];
const DOUBT = set(
  "would could might maybe perhaps may wurde wurden konnte konnten vielleicht eventuell pourrais pourrions pourriez peut podria podriamos quizas quiza tal whether ob",
);
const CONDITIONS = set("if unless provided once wenn falls sofern sobald si unless");
const YOU = set("you sie vous usted ustedes du tu");
/** Staying with, going with the shop's price: "bleiben bei Ihrem Preis", "go with your price", "reste sur votre prix". */
const STAY = ["bleib", "stick", "go", "reste", "rest", "quedo", "quedamos", "vamos", "nos"];
const STAY_PREP = set("bei with at sur avec con");
/** A word of assent beside the shop's price named back ("Fine. Your price."). */
const ASSENT = set("fine ok okay alright deal schon gut passt einverstanden bien bon daccord vale bueno hecho listo soit well works");
/** Words that may stand around "your price" in an elliptical acceptance. */
const FILLERS = set("it is then dann also na nun alors donc entonces pues very so a al zu zum at for pour por bitte please esta este");
const WRAP = ["wrap", "pack", "emball", "envuelv", "einpack"];

/** Stems of going on with the negotiation or the purchase. */
/** After a negation, words that make it doubt rather than refusal ("not sure if we proceed"). */
const UNSURE_AFTER_NOT = set("sure certain know sicher weiss wei sur sais seguro se if ob si whether yet noch encore todavia");
const CONTINUE_STEMS = ["proceed", "continu", "pursu", "fortfahr", "fortzufahr", "fortsetz", "fortzusetz", "weiterverfolg", "weiterzuverfolg", "weitermach", "weiterzumach", "poursuiv", "proced", "seguir", "avanz"];
const FIRST_PERSON = set("i we my our ich wir mein meine unser unsere je nous mon ma notre yo nosotros mi nuestro nuestra hemos vamos voy queremos quiero seguiremos client cliente kunde principal mandant mandante auftraggeber");
const BUT = set("but aber mais pero");
const TOO = set("too zu trop demasiado");
/** Buying, as what a buyer decided not to do ("wir haben uns entschieden, nicht zu kaufen"). */
const BUY_STEMS = ["buy", "purchas", "kauf", "achet", "compr", "bestell", "order", "command", "encarg"];
const DECIDE = ["decid", "beschloss", "entschied", "entschieden", "beschlossen", "decide", "decido", "decidimos", "decidido"];
const THANKS = set("thanks thank thx ty cheers danke merci gracias");
const ANYWAY = set("anyway anyways though trotzdem quand meme todos todas igual");

export interface LexicalReading {
  /** Accepts the shop's offer, plainly. */
  accept: boolean;
  /** Speaks of accepting, but negated, hedged, conditional, asked or attributed to the shop. */
  doubtfulAccept: boolean;
  /** Walks away, plainly. */
  withdraw: boolean;
  /** Speaks of walking away, but conditionally or as a question. */
  doubtfulWithdraw: boolean;
}

function shopOfferNear(tokens: LexToken[], from: number, to: number): boolean {
  for (let i = Math.max(0, from); i < Math.min(tokens.length, to); i++) {
    if (!OFFER_NOUNS.has(tokens[i]!.w)) continue;
    for (let j = Math.max(0, i - 3); j < i; j++) if (SHOP_DETERMINERS.has(tokens[j]!.w)) return true;
  }
  return false;
}

function doubtBefore(tokens: LexToken[], i: number, span = 3): boolean {
  for (let j = Math.max(0, i - span); j < i; j++) {
    const w = tokens[j]!.w;
    // "we would like to accept", "wir würden gerne annehmen": politeness, not doubt.
    if (DOUBT.has(w) && ["like", "gerne", "gern", "love"].includes(tokens[j + 1]?.w ?? "")) continue;
    if (DOUBT.has(w)) return true;
    // (A negation only in the word's own clause: "No problem, I accept", "Kein Problem, ich nehme an".)
    if (NEGATIONS.has(w) && tokens[j]!.c === tokens[i]!.c) return true;
  }
  return false;
}

const has = (tokens: LexToken[], words: ReadonlySet<string>) => tokens.some((t) => words.has(t.w));

/** Being authorised to accept ("hat mich ermächtigt, … anzunehmen", "has authorised me to accept", "m'a autorisé à accepter"). */
const AUTHORISE = ["ermachtig", "bevollmachtig", "befug", "authori", "autoris", "autoriz", "empower", "mandat"];
/** Words that put the authority in the future or in doubt: "wird mich wohl ermächtigen", "will probably authorise me". */
const AUTHORITY_TO_COME = set("will would may might should could shall hopefully expect expected wird werden wurde wurden wohl soll sollte sollten konnte konnten durfte hoffentlich bald erwarte erwarten va vont pourrait pourraient devrait devraient bientot espere esperons podria podrian deberia deberian pronto espero esperamos vaya");
/** The authority given in the future or in doubt: its verb in the infinitive or future, or a modal beside it. */
function authorityToCome(tokens: LexToken[]): boolean {
  const at = tokens.findIndex((t) => starts(t.w, AUTHORISE));
  if (at < 0) return false;
  const verb = tokens[at]!.w;
  return /^(?:ermachtigen|bevollmachtigen|authori[sz]e|autoriser|autorisera|autoriseront|autorizar|autorizara|autorizaran|autorice|autoricen|empower)$/u.test(verb) || tokens.some((t) => AUTHORITY_TO_COME.has(t.w));
}

/** What the lexicons find in the message. */
export function readLexically(norm: string): LexicalReading {
  const out: LexicalReading = { accept: false, doubtfulAccept: false, withdraw: false, doubtfulWithdraw: false };
  const sentences = sentencesOf(norm.slice(0, 4000));
  // (Counted without "c'est", "that's", "pour nous", "for us": "C'est bon pour nous." is a two-word assent.)
  const assentAnywhere = sentences.some((s) => !s.question && withoutForMe(s.tokens.map((t) => t.w).filter((w) => !COPULA.has(w))).length <= 4 && (has(s.tokens, ASSENT) || has(s.tokens, STRONG_ASSENT) || s.tokens.some((t) => starts(t.w, WRAP))));
  // "jo, passt. wann kann ich's holen?", "vale, perfecto. ¿cuándo lo recojo?": a first sentence of assent words only,
  // then nothing but questions of when or where to collect or pay: what follows a sale.
  // "c'est correct pour moi, je peux payer comment ?": in a message of one question, an opening clause before the
  // first comma is looked at as the opening, the rest as the question.
  const commaAt = sentences.length === 1 && sentences[0]!.question ? norm.indexOf(", ") : -1;
  const [opening, ...after] = commaAt > 0 && !/[.!?;\n\p{Extended_Pictographic}]/u.test(norm.slice(0, commaAt)) ? [...sentencesOf(norm.slice(0, commaAt)), ...sentencesOf(norm.slice(commaAt + 2))] : sentences;
  // A shouted yes is a yes ("OUIII", "SIIII", "yesss"), and "c'est bon", "that's fine" are the assent word itself.
  // "pour moi", "for me", "für mich", "para mí" after it only say whose assent it is ("ok c'est correct pour moi").
  const assentWords = withoutForMe((opening?.tokens ?? []).map((t) => shoutless(t.w)).filter((w) => !COPULA.has(w)));
  if (opening && !opening.question && assentWords.length > 0 && assentWords.length <= 3 && assentWords.every((w) => ASSENT.has(w) || STRONG_ASSENT.has(w) || YES.has(w) || CHAT_ASSENT.has(w))) {
    const strong = assentWords.some((w) => STRONG_ASSENT.has(w));
    // ("ok, how much to pick it up?" asks a price, not how to collect.)
    const logistics = after.length > 0 && after.every((x) => x.question && x.tokens.some((t) => WHEN_WHERE.has(t.w)) && x.tokens.some((t) => starts(t.w, COLLECT)) && !x.tokens.some((t) => HOW_MUCH_WORDS.has(t.w)));
    if ((strong && after.length === 0) || logistics) out.accept = true;
  }
  for (const { tokens, question } of sentences) {
    const conditional = has(tokens, CONDITIONS);
    // For accepting, a "but", a third party or a "probably" anywhere in the sentence is doubt enough; a negation is
    // when it governs the accepting word (negatedAround).
    const sentenceUnsure = conditional || has(tokens, SENTENCE_DOUBT);
    const unsureAt = (i: number) => sentenceUnsure || negatedAround(tokens, i);
    // (Where no one word is weighed, any negation in the sentence, as before.)
    const unsure = sentenceUnsure || has(tokens, SENTENCE_NEGATIONS);
    let accepting = false;
    let doubtful = false;
    for (let i = 0; i < tokens.length; i++) {
      const w = tokens[i]!.w;
      // Accepting verbs about the shop's offer, or with a pronoun object ("je l'accepte", "lo acepto", "I accept").
      const acceptVerb = starts(w, ACCEPT_STEMS) && !/^(?:accept(?:able|ance|ation)|acepta(?:ble|cion))$/.test(w) && !/^akzeptab/.test(w);
      const separable = NEHM.has(w) && tokens[tokens.length - 1]!.w === "an";
      if (acceptVerb || separable) {
        const aboutOffer = shopOfferNear(tokens, i + 1, i + 7) || shopOfferNear(tokens, i - 6, i);
        const pronounObject = i > 0 && ["l", "lo", "la", "le", "es", "it"].includes(tokens[i - 1]!.w);
        // "I accept", not "I accepted a similar offer": only the present tense accepts by itself.
        const firstPerson = i > 0 && FIRST_PERSON.has(tokens[i - 1]!.w) && !/(?:ed|ado|ada)$/.test(w);
        if (!aboutOffer && !pronounObject && !firstPerson) continue;
        // "Would you accept 450?", "Sie akzeptieren …": the shop is asked, the buyer does not accept.
        if (i > 0 && YOU.has(tokens[i - 1]!.w)) continue;
        if (doubtBefore(tokens, i) || unsureAt(i) || question || authorityToCome(tokens)) doubtful = true;
        else accepting = true;
      }
      // "confirms acceptance of your offer", "bestätigt die Annahme Ihres Angebots": accepting, as a noun.
      if ((/^(?:acceptance|acceptation|aceptacion)$/.test(w) || w === "annahme") && tokens.slice(Math.max(0, i - 3), i).some((t) => t.w.startsWith("confirm") || t.w.startsWith("bestatig")) && shopOfferNear(tokens, i + 1, i + 6)) {
        if (doubtBefore(tokens, i - 1) || unsureAt(i - 1) || question) doubtful = true;
        else accepting = true;
      }
      // Staying with the shop's price: "wir bleiben bei Ihrem Preis", "we'll go with your price".
      if (starts(w, STAY) && STAY_PREP.has(tokens[i + 1]?.w ?? "") && shopOfferNear(tokens, i + 2, i + 5)) {
        if (doubtBefore(tokens, i) || unsureAt(i) || question) doubtful = true;
        else accepting = true;
      }
    }
    for (let i = 0; i < tokens.length; i++) {
      const w = tokens[i]!.w;
      // The shop's price said to suit: "Ihr Preis passt mir", "Votre prix me convient", "your price is in order".
      if (YOURS.has(w) && OFFER_NOUNS.has(tokens[i + 1]?.w ?? "") && tokens.slice(i + 2, i + 6).some((t) => SUITS.has(t.w))) {
        if (unsureAt(i) || question || has(tokens, TOO)) doubtful = true;
        else accepting = true;
      }
      // Taking or agreeing at the shop's price: "ill take it at ur price", "ich nehm das Angebot", "d'accord pour votre prix".
      // (Not the price settled, its object: "me ha encargado cerrar el precio", "asked me to settle the price".)
      const settlesThePrice = starts(w, ["cerr", "close", "settl"]) && ["el", "the", "le", "la"].includes(tokens[i + 1]?.w ?? "") && OFFER_NOUNS.has(tokens[i + 2]?.w ?? "");
      if (starts(w, TAKE_AT) && !settlesThePrice && tokens.slice(i + 1, i + 4).some((t) => AT.has(t.w) || SHOP_DETERMINERS.has(t.w)) && shopOfferNear(tokens, i + 1, i + 6)) {
        // ("Would you take …" asks the shop; in "nous vous commandons …", "wir buchen Sie …" the "you" is the object.)
        const youAsked = i > 0 && YOU.has(tokens[i - 1]!.w) && !(i > 1 && ["je", "nous", "on", "ich", "wir"].includes(tokens[i - 2]!.w));
        if (doubtBefore(tokens, i) || unsureAt(i) || question || youAsked) doubtful = true;
        else accepting = true;
      }
    }
    // "That works, please send the invoice", "Ça nous va, merci d'envoyer la facture": assent, then what follows a sale.
    if (!question && !unsure && tokens.some((t) => starts(t.w, SEND)) && tokens.some((t) => BILL.has(t.w)) && (assentAnywhere || tokens.slice(0, 3).some((t) => ASSENT.has(t.w) || SUITS.has(t.w) || STRONG_ASSENT.has(t.w) || CLOSED.has(t.w)))) accepting = true;
    // The shop's price named back on its own, beside a word of assent: "Your price.", "Also gut, Euer Preis.",
    // "Very well. Your price it is.", "Soit, à votre prix.": only fillers and assent around "your price".
    const at = tokens.findIndex((t, i) => YOURS.has(t.w) && OFFER_NOUNS.has(tokens[i + 1]?.w ?? ""));
    // "Your price, and may the gods bless this bargain": a wish joined by "and" after it is another clause, read
    // apart when it names no one to do anything (no "you"), no extra, and no negation or condition.
    const joined = at >= 0 ? tokens.findIndex((t, i) => i > at + 1 && AND.has(t.w)) : -1;
    const wish = joined >= 0 ? tokens.slice(joined + 1) : [];
    const plainWish = joined >= 0 && wish.length <= 8 && !wish.some((t) => YOU.has(t.w) || YOURS.has(t.w) || NEGATIONS.has(t.w) || CONDITIONS.has(t.w) || starts(t.w, EXTRAS));
    const head = plainWish ? tokens.slice(0, joined) : tokens;
    if (at >= 0 && !question && head.length <= 8) {
      const rest = [...head.slice(0, at), ...head.slice(at + 2)];
      // "ok c'est beau, ton prix 👍", "va que va, tu precio", "dale, tu precio": chat's assent words count too.
      const onlyFillers = rest.every((t) => FILLERS.has(t.w) || ASSENT.has(t.w) || CHAT_ASSENT.has(t.w) || COPULA.has(t.w) || CHAT_FILLERS.has(t.w));
      const assent = assentAnywhere || rest.some((t) => ASSENT.has(t.w) || (CHAT_ASSENT.has(t.w) && t.w !== "que")) || (rest.some((t) => t.w === "it") && rest.some((t) => t.w === "is"));
      if (onlyFillers && assent && !unsure) accepting = true;
    }
    if (accepting) out.accept = true;
    if (doubtful) out.doubtfulAccept = true;

    // Walking away.
    let leaving = false;
    let leaveAt = tokens.length;
    const firstPersonHere = has(tokens, FIRST_PERSON);
    const decided = tokens.some((t) => starts(t.w, DECIDE));
    const back = tokens.some((t) => t.w === "zuruck");
    for (let i = 0; i < tokens.length; i++) {
      const w = tokens[i]!.w;
      // "Don't proceed with shipping yet": an instruction to the shop, not the buyer leaving.
      const imperative = tokens[0]?.w === "do" || tokens[0]?.w === "please" || (tokens[0]?.w === "bitte" && tokens[1]?.w !== "wir");
      // "we will not be able to proceed": the negation up to five words before, none of them doubt about it ("not sure if").
      const negatedGoingOn = (() => {
        const window = tokens.slice(Math.max(0, i - 5), i);
        const at = window.findIndex((t) => NEGATIONS.has(t.w));
        return at >= 0 && !window.slice(at + 1).some((t) => UNSURE_AFTER_NOT.has(t.w));
      })();
      if (starts(w, CONTINUE_STEMS) && !imperative && negatedGoingOn) {
        // "decided not to proceed", "nicht fortzufahren", "ne pas poursuivre": said by the buyer.
        if (firstPersonHere || decided) { leaving = true; leaveAt = Math.min(leaveAt, i); }
      }
      if (starts(w, BUY_STEMS) && tokens.slice(Math.max(0, i - 3), i).some((t) => NEGATIONS.has(t.w)) && decided) { leaving = true; leaveAt = Math.min(leaveAt, i); }
      // "wir haben uns entschieden, das Angebot nicht anzunehmen", "decided not to accept": declining, decided.
      if (starts(w, ACCEPT_STEMS) && tokens.slice(Math.max(0, i - 4), i).some((t) => NEGATIONS.has(t.w)) && decided && firstPersonHere) { leaving = true; leaveAt = Math.min(leaveAt, i); }
      // Pulling out: "wir ziehen uns … zurück", "withdraw from", "me retiro", "nous nous retirons".
      if ((w === "ziehen" || w === "ziehe" || w === "zieht") && back) { leaving = true; leaveAt = Math.min(leaveAt, i); }
      // Not "no me retiro", "je ne me retire pas": staying, said.
      // ("nous retirons 250 € de notre offre" takes an amount off: "nous nous retirons", "devons nous retirer" pull out.)
      const reflexive = ["me", "nos"].includes(tokens[i - 1]?.w ?? "") || (tokens[i - 1]?.w === "nous" && (tokens[i - 2]?.w === "nous" || w === "retirer")) || (tokens[i - 1]?.w === "se" && firstPersonHere);
      const retiring = w.startsWith("retir") && i > 0 && reflexive;
      if (retiring && !tokens.slice(Math.max(0, i - 3), i + 2).some((t) => NEGATIONS.has(t.w))) { leaving = true; leaveAt = Math.min(leaveAt, i); }
      // "we have to decline", "müssen wir ablehnen", "debemos declinar": declining, not a counter-offer.
      // "we must decline your offer", "nous devons décliner votre proposition", "tenemos que rechazar su oferta".
      const declinesOffer = tokens.slice(i + 1, i + 3).some((t) => OFFER_NOUNS.has(t.w)) && !tokens.slice(Math.max(0, i - 3), i).some((t) => NEGATIONS.has(t.w));
      // ("absagen" only said of the buyer itself: "Sie können jederzeit absagen" is the shop's freedom.)
      if (starts(w, DECLINE) && !/(?:ed|te|ado|ada)$/.test(w) && (!w.startsWith("absag") || (firstPersonHere && !tokens.slice(Math.max(0, i - 4), i).some((t) => NEGATIONS.has(t.w)))) && (i === tokens.length - 1 || declinesOffer || ["to", "with", "respectfully", "politely"].includes(tokens[i + 1]!.w))) { leaving = true; leaveAt = Math.min(leaveAt, i); }
      // "no procederemos", "nous ne poursuivrons pas": a negated first-person verb of going on, its subject in the ending.
      if (starts(w, CONTINUE_STEMS) && /(?:emos|amos|imos|ons|rai|re|o)$/.test(w) && tokens.slice(Math.max(0, i - 2), i).some((t) => NEGATIONS.has(t.w))) { leaving = true; leaveAt = Math.min(leaveAt, i); }
      // "nous ne donnerons pas suite": going on, said as "giving a follow-up".
      if (w.startsWith("donner") && tokens[i + 1]?.w === "pas" && tokens[i + 2]?.w === "suite") { leaving = true; leaveAt = Math.min(leaveAt, i); }
      // Giving up the purchase: "nous renonçons", "renunciamos a la compra", "verzichten wir", "decided to pass".
      if (starts(w, ["renonc", "renunci", "verzicht"]) && !tokens.slice(Math.max(0, i - 3), i).some((t) => NEGATIONS.has(t.w)) && !tokens.slice(i + 1, i + 3).some((t) => NEGATIONS.has(t.w))) {
        if (firstPersonHere || /(?:ons|amos|o|e|en)$/.test(w)) { leaving = true; leaveAt = Math.min(leaveAt, i); }
      }
      if (w === "pass" && decided) { leaving = true; leaveAt = Math.min(leaveAt, i); }
      // Refraining from the purchase: "von einem Kauf absehen", "desistimos de la compra", "refrain from purchasing".
      if (starts(w, ["abseh", "abzuseh", "desist", "refrain"]) && tokens.some((t) => PURCHASE.has(t.w) || starts(t.w, BUY_STEMS)) && !tokens.slice(Math.max(0, i - 3), i).some((t) => NEGATIONS.has(t.w)) && (firstPersonHere || /(?:imos|amos|o)$/.test(w))) { leaving = true; leaveAt = Math.min(leaveAt, i); }
      // "we will not be moving forward with this purchase": going forward, negated, said by the buyer.
      if (w === "forward" && i > 0 && /^(?:mov|go)/.test(tokens[i - 1]!.w) && tokens.slice(Math.max(0, i - 6), i).some((t) => NEGATIONS.has(t.w)) && firstPersonHere && !imperativeSentence(tokens)) { leaving = true; leaveAt = Math.min(leaveAt, i); }
      // "thanks anyway", "merci quand même", "gracias de todos modos".
      // And the other way round: "trotzdem danke", "igual gracias", "quand même merci".
      if ((THANKS.has(w) && tokens.slice(i + 1, i + 4).some((t) => ANYWAY.has(t.w))) || (THANKS.has(w) && i > 0 && ANYWAY.has(tokens[i - 1]!.w) && tokens[i - 1]!.w !== "quand" && !(i > 1 && NEGATIONS.has(tokens[i - 2]!.w)))) { leaving = true; leaveAt = Math.min(leaveAt, i); }
    }
    // Shapes beyond the phrase lists (plainShapes below): the same doubt rules apply.
    const shapes = plainShapes(tokens, question);
    if (shapes.accept) {
      if (unsure || question) out.doubtfulAccept = true;
      else out.accept = true;
    }
    if (shapes.leave) {
      leaving = true;
      leaveAt = Math.min(leaveAt, shapes.leaveAt);
    }
    if (leaving) {
      // "…, but I'm still interested": a walk-away taken back in the same sentence.
      if (conditional || question || has(tokens.slice(leaveAt + 1), BUT)) out.doubtfulWithdraw = true;
      else out.withdraw = true;
    }
  }
  // "I'm out unless you come down", "Lo dejo, a menos que baje", "je laisse tomber, sauf si vous baissez": a walk-away
  // with a way back in named is a threat or a bid posture, not the end: doubtful, never HIGH.
  // "Thanks anyway, I'll think about it", "Gracias igual, lo voy a pensar": thinking it over is not leaving yet; nor is
  // leaving it there for now to talk tomorrow ("Let's leave it there and talk tomorrow").
  if ((out.withdraw || WITHDRAW.test(norm)) && (ESCAPE.test(norm) || THINKING_IT_OVER.test(norm) || TALKS_GO_ON.test(norm))) {
    out.withdraw = false;
    out.doubtfulWithdraw = true;
  }
  return out;
}

/** "Do not …", "Please don't …": an instruction to the shop, not the buyer's own decision. */
function imperativeSentence(tokens: LexToken[]): boolean {
  return tokens[0]?.w === "do" || tokens[0]?.w === "please" || tokens[0]?.w === "don";
}

const AND = set("and und et y");
/** Words that add something to a deal ("throw in", "include", "plus", "dazu", "avec", "con", "with"). */
const EXTRAS = ["throw", "includ", "inklus", "inkl", "add", "plus", "dazu", "mit", "avec", "compris", "con", "with", "incluy", "free", "gratis", "gratuit", "deliver", "liefer", "livr", "entreg", "ship", "versand", "envi"];

const YOURS = set("your ur ihr ihre ihren euer eure dein deine dei votre ton ta su tu vuestro vuestra");

/** Stems of confirming, and of the purchase confirmed ("we confirm the purchase", "wir bestätigen den Kauf"). */
const CONFIRM = ["confirm", "bestatig", "confirm"];
const PURCHASE = set("purchase purchases order kauf kaufs bestellung achat commande compra pedido");
/** One-word sentences that close a deal ("Done.", "Sold!", "Topp!", "¡Hecho!"). */
const CLOSING_WORD = set("done sold deal agreed topp abgemacht abgmacht gemacht gekauft gebongt vendu conclu hecho vendido trato cerrado");
/** Interjections of going along that may open a closing word's sentence ("Órale, cerrado.", "Na gut, gekauft.", "Allez, vendu."). */
const GOING_ALONG = set("ok okay alright right fine well so then yep yeah good na gut also dann jo ja passt top allez bon ben alors oui vale venga dale listo sale va orale bueno pues si");
/** Finding another ("found one closer", "was anderes gefunden", "j'ai trouvé ailleurs", "ya encontré otro"). */
const FIND = ["found", "find", "gefunden", "finde", "trouv", "encontr"];
const ANOTHER = set("another other else elsewhere closer cheaper anderes andere anderen woanders ailleurs autre otro otra");
/**
 * "I found IT cheaper at another retailer", "ich habe es woanders günstiger gefunden", "je l'ai trouvé moins cher",
 * "lo encontré más barato": the same item found at a lower price is a comparison put to the shop, not a buyer who
 * has found another and leaves.
 */
function foundTheSameItem(ws: readonly string[], at: number): boolean {
  const next = ws[at + 1] ?? "";
  const before = ws.slice(Math.max(0, at - 3), at);
  return ["it", "them", "this", "that"].includes(next) || before.some((x) => ["es", "ihn", "dasselbe", "denselben", "l", "le", "la", "les", "lo", "los", "las"].includes(x));
}
/** The negotiation itself, ended ("ending this negotiation", "beendet die Verhandlung", "met fin à la négociation"). */
const NEGOTIATION = ["negotiat", "verhandlung", "negociation", "negociacion"];
const END = ["end", "beend", "termin", "clos", "schlie", "cierr", "fin", "abbrech", "abgebroch"];
/** Verbs of ending said after the negotiation (German word order); not "finden", "final". */
const END_AFTER = ["beend", "abbrech", "abzubrech", "abgebroch", "einstell", "einzustell", "terminer", "termin"];
const ME = set("i we ich wir je j nous me yo mich uns moi mandant principal client auftraggeber mandante cliente");
/** Assent strong enough to stand alone as an acceptance ("Passt.", "Parfait !", "¡Perfecto!"); YES only before a logistics question. */
const STRONG_ASSENT = set("passt perfect perfekt parfait perfecto marche einverstanden deal daccord acuerdo hecho genial super top great excellent");
const YES = set("yes yep yeah ja jo jep oui ouais si vale ok okay ca");
/**
 * Chat's words of going along, an acceptance only when they are the whole opening clause and what follows asks
 * only when or where to collect or pay: Quebec "c'est correct", "c'est beau"; Rioplatense and Mexican "dale",
 * "sale", "listo", "trato"; "va" ("va que va").
 */
const CHAT_ASSENT = set("correct correcto beau dale sale listo trato va que marche orale ya acc basst scho cerramos bueno");
/** Words of chat that may stand beside "your price" in an acceptance: "órale pues", "tu precio nomás", "d'acc". */
const CHAT_FILLERS = set("pues nomas d mal halt");
/** "OUIII", "siii", "yesss": a shouted word is the word. */
const shoutless = (w: string) => w.replace(/(\p{L})\1{2,}/gu, "$1");
const FOR = set("pour for fur para");
const ME_US = set("moi nous me us mich uns mi nosotros");
/** The words without "pour moi", "for us", "für mich", "para mí": whose assent it is, not what is assented to. */
function withoutForMe(words: string[]): string[] {
  return words.filter((w, i) => !(FOR.has(w) && ME_US.has(words[i + 1] ?? "")) && !(ME_US.has(w) && FOR.has(words[i - 1] ?? "")));
}
/** Copulas and demonstratives around an assent word: "c'est bon", "that's fine", "das ist gut", "está bien". */
const COPULA = set("c est ca s that it is das ist es esta");
const WHEN_WHERE = set("when wann quand cuando where wo ou donde how wie comment como");
const HOW_MUCH_WORDS = set("much many viel viele combien cuanto cuanta cuantos cuantas cost costs kostet coute cuesta");
/** Collecting or paying after a sale: "pick up", "holen", "passer", "recoger", "pay". */
const COLLECT = ["pick", "collect", "come", "get", "pay", "hol", "abhol", "komm", "zahl", "pass", "cherch", "recup", "vien", "pai", "recog", "recoj", "pas", "pag", "busc", "vo"];
/** Another seller ("supplier", "Anbieter", "fournisseur", "proveedor"), chosen ("decided", "entschieden", "choisi", "optado"). */
const SELLER = set(
  "supplier suppliers seller vendor shop store offer option provider anbieter verkaufer handler lieferanten lieferant laden angebot fournisseur vendeur boutique magasin offre proveedor vendedor tienda oferta opcion " +
    // The trades and firms a buyer chooses instead: "another installer", "einen anderen Handwerker", "un autre prestataire", "otra empresa".
    "installer contractor company firm dealer agency band caterer photographer quote bid proposal installateur handwerker firma unternehmen betrieb dienstleister haendler entreprise prestataire artisan societe devis instalador empresa contratista presupuesto agencia",
);
const CHOOSE = ["decid", "chose", "choos", "gone", "go", "went", "entschied", "entschieden", "gewahlt", "choisi", "opte", "optad", "opta", "elegid", "decidi", "prefer", "bevorzug"];
/** Looking elsewhere ("look elsewhere", "woanders schauen", "voir ailleurs", "buscar en otro sitio"). */
const LOOK = ["look", "shop", "schau", "such", "voir", "cherch", "regard", "busc", "mirar", "mirare"];
const ELSEWHERE = set("elsewhere around woanders anderswo ailleurs otro otra parte");
/** "nothing more to say": nothing, more, and a verb of talking. */
const NOTHING = set("nothing nichts rien nada");
const MORE = set("more else mehr plus mas weiter");
const SPEAK = ["say", "talk", "discuss", "add", "sag", "red", "besprech", "verhandel", "dire", "parler", "discut", "ajout", "negoci", "habl", "decir", "discutir", "anadir", "negotiat"];
/** Winning, said of the shop ("you win", "gewonnen", "gagné", "ganado"). */
const WIN = set("win won gewonnen gagne ganado gana ganas ganaste gano");

/**
 * Acceptances and walk-aways by the shape of a short sentence rather than by a fixed phrase: a first-person
 * buying verb with no object ("nehm ich", "je prends"), a closing word standing alone ("Done."), confirming
 * the purchase, the shop's price said to be acceptable with an adjective between ("your standing price is
 * acceptable"); finding another seller, leaving ("je m'en vais", "me marcho", "I'll be on my way", "Ich gehe."),
 * being out ("da bin ich raus"), doing without ("je vais m'en passer"), ending the negotiation. The caller
 * applies negation, conditions and questions.
 */
function plainShapes(tokens: LexToken[], question: boolean): { accept: boolean; leave: boolean; leaveAt: number } {
  const ws = tokens.map((t) => t.w);
  const n = ws.length;
  const negated = ws.some((w) => NEGATIONS.has(w));
  let accept = false;
  let leaveAt = -1;
  const leave = (i: number) => {
    if (leaveAt < 0) leaveAt = i;
  };
  // "Done." "Sold!" "Topp!": a closing word is the whole sentence.
  if (n === 1 && !question && CLOSING_WORD.has(ws[0]!)) accept = true;
  // "Órale, cerrado.", "Na gut, gekauft.", "Bon ben, vendu.": a closing word after words of going along only.
  if (n >= 2 && n <= 3 && !question && CLOSING_WORD.has(ws[n - 1]!) && ws.slice(0, -1).every((w) => GOING_ALONG.has(shoutless(w)))) accept = true;
  // "shake on it", "lock it in".
  if (ws.join(" ").match(/\b(?:shake on it|lock it in|shake hands on it)\b/u)) accept = true;
  // "nehm ich", "nehme ich", "je prends", "je le prends" ending the sentence, no amount in it (the caller reads
  // amounts first): buying, first person, nothing after.
  if (n >= 2 && n <= 6 && !negated) {
    const last = ws[n - 1]!;
    const before = ws[n - 2]!;
    if ((before === "ich" && last === "kaufe") || (/^nehm/u.test(before) && last === "ich") || (before === "je" && /^(?:prends|achete|signe)$/u.test(last)) || (ws.slice(-3).join(" ") === "je le prends")) accept = true;
  }
  for (let i = 0; i < n; i++) {
    const w = ws[i]!;
    // "we confirm the purchase", "wir bestätigen den Kauf", "je vous confirme l'achat", "confirmamos la compra".
    if (starts(w, CONFIRM) && !negated && ws.slice(i + 1, i + 5).some((x) => PURCHASE.has(x)) && ws.slice(Math.max(0, i - 3), i + 3).some((x) => ME.has(x) || FIRST_PERSON.has(x))) accept = true;
    if (/^(?:confirmamos|confirmo|bestatigen)$/u.test(w) && !negated && ws.slice(i + 1, i + 5).some((x) => PURCHASE.has(x))) accept = true;
    // "your standing price is acceptable", "Ihr aktueller Preis ist akzeptabel": one adjective between.
    if (YOURS.has(w) && OFFER_NOUNS.has(ws[i + 2] ?? "") && ws.slice(i + 3, i + 7).some((x) => SUITS.has(x) || x === "acceptable" || x === "akzeptabel" || x === "aceptable")) accept = true;
    // Walking away.
    if (starts(w, FIND) && !negated && !foundTheSameItem(ws, i) && [...ws.slice(Math.max(0, i - 3), i), ...ws.slice(i + 1, i + 5)].some((x) => ANOTHER.has(x)) && ws.slice(Math.max(0, i - 3), i).some((x) => ME.has(x) || FIRST_PERSON.has(x) || x === "hab" || x === "habe" || x === "ya" || x === "ai" || x === "have")) leave(i);
    if (w === "encontre" && !negated && !foundTheSameItem(ws, i) && ws.slice(i + 1, i + 3).some((x) => ANOTHER.has(x))) leave(i);
    if ((w === "raus") && ws.slice(Math.max(0, i - 3), i).some((x) => x === "bin" || x === "sind")) leave(i);
    if (w === "vais" && ws[i - 1] === "en" && ws[i - 2] === "m") leave(i);
    if (w === "passer" && ws[i - 1] === "en" && ws[i - 2] === "m") leave(i);
    if ((w === "marcho" || w === "voy") && ws[i - 1] === "me" && i === n - 1) leave(i);
    if (w === "gehe" && ws[i - 1] === "ich" && i >= n - 2 && (i === n - 1 || ["dann", "jetzt", "nun", "lieber"].includes(ws[i + 1]!))) leave(i);
    if (w === "way" && ws[i - 1] === "my" && ws[i - 2] === "on" && ws.slice(0, i).some((x) => x === "i" || x === "be")) leave(i);
    if (w === "bow" && ws[i + 1] === "out") leave(i);
    if (w === "erledigt" && ws[i - 1] === "sich" && ws[i - 2] === "hat" && !negated) leave(i);
    // Choosing another seller: "We've decided to go with another supplier", "Nous avons choisi un autre fournisseur",
    // "Wir haben uns für einen anderen Anbieter entschieden", "Hemos optado por otro proveedor".
    if (SELLER.has(w) && ws.slice(Math.max(0, i - 2), i).some((x) => ANOTHER.has(x)) && ws.some((x) => starts(x, CHOOSE)) && ws.some((x) => ME.has(x) || FIRST_PERSON.has(x) || /(?:mos|ons)$/u.test(x)) && !negated) leave(i);
    // Looking elsewhere: "I'm going to look elsewhere", "je vais voir ailleurs", "schaue woanders", "miraré en otro sitio".
    if (starts(w, LOOK) && ws.slice(i + 1, i + 4).some((x) => ELSEWHERE.has(x)) && !negated) leave(i);
    // "je laisse", "ich lasse es", "lo dejamos (aquí)": leaving it, the sentence's last words.
    if ((w === "laisse" && ws[i - 1] === "je" && i === n - 1 && !["et", "y", "and"].includes(ws[i - 2] ?? "")) || (w === "dejamos" && ws[i - 1] === "lo" && !["y", "e", "and", "et"].includes(ws[i - 2] ?? "") && (i === n - 1 || ["aqui", "ahi", "asi"].includes(ws[i + 1]!)))) leave(i);
    // "ending this negotiation", "beendet die Verhandlung", "met fin à la négociation", "da por terminada la negociación".
    if (starts(w, NEGOTIATION) && ws.slice(Math.max(0, i - 4), i).some((x) => starts(x, END) && !/^(?:endlich|finally|final|finalement)$/u.test(x)) && !negated) leave(i);
    // German puts the verb last: "die Verhandlung hier zu beenden", "die Verhandlungen abbrechen".
    else if (starts(w, NEGOTIATION) && ws.slice(i + 1, i + 5).some((x) => starts(x, END_AFTER)) && !negated) leave(i);
    // "ne souhaite pas aller plus loin", "nous n'irons pas plus loin": going no further.
    if (w === "loin" && ws[i - 1] === "plus" && ws.slice(Math.max(0, i - 6), i).some((x) => x === "pas" || x === "ne" || x === "n")) leave(i);
    // "haben uns gegen den Kauf entschieden", "decided against the purchase": deciding against buying.
    if ((w === "gegen" || w === "against") && ws.slice(i + 1, i + 4).some((x) => PURCHASE.has(x) || starts(x, BUY_STEMS)) && ws.some((x) => starts(x, DECIDE) || x === "entschieden")) leave(i);
    // "I'll walk", "I'm walking": walking away said in two words, the sentence's last.
    if ((w === "walk" || w === "walking") && i === n - 1 && i > 0 && ["will", "am", "i", "we", "are"].includes(ws[i - 1]!) && ws.slice(0, i).some((x) => x === "i" || x === "we")) leave(i);
    // "we're done here", "I'm done": the buyer says the talk is over (not "done deal", not "are we done?").
    if (w === "done" && i > 0 && ["am", "are"].includes(ws[i - 1]!) && ws.slice(Math.max(0, i - 3), i).some((x) => x === "i" || x === "we") && (i === n - 1 || ["here", "then", "now", "talking"].includes(ws[i + 1]!)) && !ws.slice(Math.max(0, i - 4), i).includes("and") && !negated) leave(i);
    // "on s'arrête là", "je m'arrête là", "nous nous arrêtons là": stopping here, said reflexively.
    if (starts(w, ["arret"]) && ["s", "m", "nous"].includes(ws[i - 1] ?? "") && ["la", "ici"].includes(ws[i + 1] ?? "") && !negated) leave(i);
    // "nothing more to say", "nichts mehr zu besprechen", "rien de plus à dire", "nada más que hablar".
    if (NOTHING.has(w) && ws.slice(i + 1, i + 6).some((x) => starts(x, SPEAK)) && ws.slice(i + 1, i + 4).some((x) => MORE.has(x))) leave(i);
    // "you win" in every language ("Sie haben gewonnen", "vous avez gagné", "usted gana", "has ganado"), and a handshake
    // offered in words ("Handschlag drauf", "tope là", "chócala"): the buyer gives in to the shop's offer.
    if (YOU.has(w) && ws.slice(i + 1, i + 3).some((x) => WIN.has(x)) && !negated && !question) accept = true;
    if ((WIN.has(w) && ["has", "ha", "gana", "ganas"].includes(ws[i - 1] ?? "") && !negated && !question) || (w === "handschlag" && ws[i + 1] === "drauf") || w === "chocala" || (w === "tope" && ws[i + 1] === "la")) accept = true;
    // "je retire mon offre", "I withdraw my offer", "retiro mi oferta".
    if (starts(w, ["retir", "withdraw", "zuruckzieh"]) && ["mon", "my", "mi", "ma", "our", "notre"].includes(ws[i + 1] ?? "") && OFFER_NOUNS.has(ws[i + 2] ?? "") && !negated) leave(i);
  }
  return { accept, leave: leaveAt >= 0, leaveAt: leaveAt < 0 ? n : leaveAt };
}
