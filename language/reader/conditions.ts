/**
 * A bid tied to something the shop has not offered: "950 – aber nur mit Kasten und Bogen", "I'll pay 950, but only
 * if you include the case", "950 € à condition que l'étui soit inclus", "950 €, pero solo con el estuche", "950 if
 * you throw in the bow". Read by structure, not by the item named: a clause attached to the amount (after it, in the
 * same sentence) that restricts it ("only with/if", "nur mit/wenn", "seulement avec/si", "solo con/si"), states a
 * condition ("provided", "à condition", "vorausgesetzt", "siempre que") or asks for items on top ("throw in", "plus
 * the stand", "legen Sie … dazu", "y me das también"). Accepting such a bid at HIGH would close a deal on terms the
 * buyer did not offer (the amount without the extras), so the reader asks it back instead.
 *
 * A bid that only states what it covers ("$4,200 including flooring and lighting", "inklusive Aufbau", "échiquier
 * compris", "con la edición incluida") is a plain bid: every seen honest-buyer set (fresh4 to fresh6) labels it clear,
 * and none labels it ambiguous. What the buyer does is no condition on the shop either: paying ("with cash", "bar",
 * "en efectivo") and collecting ("avec enlèvement samedi", "con recogida el sábado"). A question about what the shop's
 * price includes ("does the 155 include postage?") is a question, not a condition (readers of questions see it first).
 * Every pattern is one bounded pass over the lower-cased text.
 */
import { LANGUAGES } from "../interpretation";
import { readNumberWords } from "./number-words";
import { sentenceAround } from "./structure";
import { unicodeWords } from "./unicode-words";

const w = (s: string) => new RegExp(unicodeWords(s), "u");

/** "but only with", "aber nur mit", "mais seulement avec", "pero solo con", "only if", "uniquement si". */
const ONLY_WITH = w(
  String.raw`\b(?:only|nur|seulement|uniquement|solo|sólo|solamente|únicamente)\s(?:\p{L}+\s)?(?:with|if|when|once|provided|including|mit|wenn|falls|sofern|samt|inklusive|avec|si|quand|une fois|con|si|cuando|incluyendo)\b`,
);
/** A condition said in so many words ("subject to", "vorbehaltlich", "sous réserve", "a falta de la aprobación"). */
const CONDITION_WORDS = w(
  String.raw`\b(?:provided(?<!\b(?:you|we|they|i|he|she|information|info|details|data|documents|photos|pictures|have|has|had|was|were|is|are|as|already|kindly|being|been) provided) (?:that )?|providing|as long as|so long as|on condition|on the condition|subject to|contingent (?:on|upon)|conditional (?:on|upon)|vorausgesetzt|vorbehaltlich|unter (?:dem )?vorbehalt|unter der (?:bedingung|voraussetzung)|abhängig von|sofern|à condition|sous réserve|conditionnel(?:le)? à|subordonnée? à|pourvu que|tant que|siempre que|siempre y cuando|con tal (?:de )?que|a condición de|con la condición|sujet[oa]s? a|supeditad[oa]s? a|condicionad[oa]s? a|a reserva de|pendiente de|a falta de (?:la |el |su |l[ao]s )?(?:aprobación|confirmación|visto bueno|autorización|firma|acuerdo)|pending (?:the |their |our |his |her )?(?:approval|sign-off|confirmation|agreement|board|committee)|en attente (?:de |d')(?:l'|la |leur |notre )?(?:accord|validation|approbation|confirmation))\b`,
);
/**
 * Extras the buyer ASKS the shop to add: "if you throw in the case", "plus the stand", "and you add the bag", "muss dabei
 * sein", "legen Sie den Kasten dazu", "avec l'étui offert", "l'étui en plus", "que venga con el estuche", "y me das
 * también el arco". A bid that only STATES what it covers ("$4,200 including flooring and lighting", "inklusive Aufbau",
 * "échiquier compris", "con la edición incluida") is a plain bid: every seen honest-buyer set labels it clear.
 */
const ADDS_ITEMS = w(
  String.raw`\b(?:with (?:the |a |an |your )?[\p{L} -]{1,30}\b(?:thrown in|in the deal)|throw(?:ing)? in|plus(?<!\b(?:de|pas|ne|en|au|le|la|un|non|ni) plus) (?!(?:que|de|du|des|tard|tôt|bas|haut|cher|vite|rien|jamais|loin|vat|tax|taxes|tva|iva|mwst|ust|juste|justes|correct|correcte|raisonnable|honnête|logique|simple|facile|réaliste|équitable|sûr|pratique|intéressant|avantageux|acceptable|adapté)\b)(?:the |a |an |your )?\p{L}{3,}|and you (?:add|include|throw)(?! (?:nothing|no))|(?:muss|müssen|sollte|sollten) (?:\p{L}+ )?dabei sein|gibt'?s dazu|legen sie (?:\p{L}+ ){0,3}dazu|avec (?:l'|le |la |les )[\p{L} -]{1,30}\b(?:offert|en plus)|(?:l'|le |la |les )\p{L}+ en plus\b|que venga con|y (?:me )?(?:das|da|deja|incluye)s? (?:también|además)|(?:también|además) (?:el|la|los|las)\b)`,
);
/**
 * Tax said to be in or out of the amount ("IVA no incluido", "TVA comprise", "inkl. MwSt.", "including VAT"): how the
 * amount is stated, like "plus VAT", not an extra added to it.
 */
const TAX_STATED = new RegExp(
  unicodeWords(
    String.raw`\b(?:(?:incl\.?|including|inclusive of|excluding|excl\.?|inklusive|inkl\.?|exklusive|zzgl\.?|einschließlich|y compris|hors|con|sin)\s(?:\p{L}+\s)?(?:vat|tax|taxes|sales tax|mwst\.?|ust\.?|tva|iva)|(?:vat|tax|taxes|mwst\.?|ust\.?|tva|iva)\s(?:\p{L}+\s){0,2}(?:incl\p{L}*|excl\p{L}*|compris\p{L}*|inclus\p{L}*|includ\p{L}*|inbegriffen|enthalten|incluid[oa]s?))\b`,
  ),
  "gu",
);
/**
 * The amount said to be all-inclusive ("tout compris", "alles inklusive", "todo incluido", "all-inclusive"): how the
 * amount is stated, like "all-in", naming no item added to it.
 */
const ALL_INCLUSIVE = new RegExp(unicodeWords(String.raw`\b(?:tout compris|toutes taxes comprises|alles inklusive|todo incluido|all[- ]inclusive)\b`), "gu");

/** What the buyer does, which binds the shop to nothing: paying, and collecting (with its time). */
const PAYING = String.raw`cash|bar|paypal|transfer|card|überweisung|barzahlung|espèces|liquide|virement|carte|efectivo|transferencia|tarjeta|bizum`;
const BUYER_SIDE = w(String.raw`\b(?:${PAYING}|pick ?up|pickup|collect\p{L}*|abhol\p{L}*|enlèvement|retrait|recogida|recoger)\b`);
const PAYING_ONLY = w(String.raw`^\s?(?:\p{L}+\s)?(?:\p{L}+\s)?(?:${PAYING})\b`);

/**
 * Two versions of the thing priced in one sentence: "550 with the cover, less without", "550 mit Abdeckung, ohne
 * weniger", "550 avec la housse, moins sans", "550 con la funda, sin ella menos"; or the thing "as it stands" beside a
 * price "with" an extra ("$980 as it stands; with the spare blades we would be looking at $1,080", "so wie er ist …
 * mit …", "en l'état … avec …", "tal como está … con …"). Either amount taken at HIGH would close a deal the buyer
 * offered only for one version, without saying which the shop is selling.
 */
const WITH_EXTRA = w(String.raw`\b(?:with|mit|avec|con)\b`);
const WITHOUT_EXTRA = w(String.raw`\b(?:without|ohne|sans|sin)\b`);
const PRICED_APART = w(String.raw`\b(?:less|more|cheaper|dearer|weniger|mehr|billiger|günstiger|teurer|moins|plus cher|menos|más)\b`);
const AS_IT_STANDS = w(
  String.raw`\b(?:as it stands|as is|as-is|in its current state|so wie (?:er|sie|es) (?:ist|steht|dasteht)|im (?:jetzigen|aktuellen|derzeitigen) zustand|en l'état|tel quel|telle quelle|dans son état actuel|tal (?:como|cual) está|tal cual|en su estado actual)\b`,
);

/** Amounts written in a sentence ("980", "1,080", "1.080,00"; not "6 years"): two beside "as it stands" are two versions. */
const NUMBER = /(?<![\p{L}\d])(?:\d{2,3}|\d{1,3}(?:[.,'’ ]\d{3})+)(?:[.,]\d{1,2})?(?!\d)/gu;

function versionsPricedApart(sentence: string): boolean {
  if (!WITH_EXTRA.test(sentence)) return false;
  // "7.600 € por la plataforma tal como está, con el cargador": one price for one version, stated.
  return (WITHOUT_EXTRA.test(sentence) && PRICED_APART.test(sentence)) || (AS_IT_STANDS.test(sentence) && (sentence.match(NUMBER)?.length ?? 0) >= 2);
}

/**
 * Whether a clause attached to one of the `amounts` (positions in `lower`) ties the bid to extras or to a
 * condition, or the amount's sentence prices two versions of the thing. Looks from each amount's end to the end of
 * its sentence (at most 120 characters) for a clause, and across the sentence for versions.
 */
export function conditionOnExtras(lower: string, amounts: ReadonlyArray<{ start: number; end: number }>): boolean {
  for (const a of amounts) {
    const sentence = sentenceAround(lower, a, false);
    if (versionsPricedApart(lower.slice(sentence.start, sentence.end))) return true;
    const rest = lower.slice(a.end, a.end + 120).replace(TAX_STATED, (m) => " ".repeat(m.length)).replace(ALL_INCLUSIVE, (m) => " ".repeat(m.length));
    const stop = rest.search(/[.!?;\n](?:\s|$)|\n/u);
    const clause = stop >= 0 ? rest.slice(0, stop) : rest;
    // A question about what the shop's price includes is read as a question elsewhere.
    const asked = stop >= 0 && rest[stop] === "?";
    if (CONDITION_WORDS.test(clause)) return true;
    // "500, but only in cash", "solo con efectivo": how the buyer pays is no condition on the shop.
    const only = ONLY_WITH.exec(clause);
    if (only && !PAYING_ONLY.test(clause.slice(only.index + only[0].length))) return true;
    if (!asked && ADDS_ITEMS.test(clause) && !BUYER_SIDE.test(clause.replace(ADDS_ITEMS, " ").slice(0, 40)) && !amountAdded(clause)) return true;
  }
  return false;
}

/** "plus fifteen", "plus quinze", "más quince": what "plus" adds is an amount in words, not an item. */
function amountAdded(clause: string): boolean {
  const plus = /\b(?:plus|más)\s(\p{L}[\p{L}-]*)/u.exec(clause);
  return plus !== null && LANGUAGES.some((language) => readNumberWords(plus[1]!, language).some((n) => n.start === 0));
}
