/**
 * The few words the term reader (terms.ts) cannot take from a product's own declarations, in English, German,
 * French and Spanish: units of time, weekdays and month names, the common names of a handful of term families
 * (payment terms, delivery, warranty, support, quantity) and the words that pick one of the shop's options.
 * Everything else comes from the product: a term is first recognised by its own label, id, unit and values
 * (data-driven); a family's words only add the other three languages' names for a term the product labelled
 * in one of them ("Payment terms" is also "Zahlungsziel", "délai de paiement", "plazo de pago").
 * Data, not logic: lists of lower-case words and stems.
 */
import { unicodeWords } from "./unicode-words";

/** A unit a number can be written in, and what it converts to exactly (hours, days and weeks among themselves; months and years). */
export type TimeUnit = "hour" | "day" | "week" | "month" | "year";
export type CanonicalUnit = TimeUnit | "percent";

/** Exact conversions only: within a family, by its factor (a month is not a whole number of days). */
export const UNIT_FACTORS: Record<CanonicalUnit, { family: "short" | "long" | "percent"; factor: number }> = {
  hour: { family: "short", factor: 1 },
  day: { family: "short", factor: 24 },
  week: { family: "short", factor: 168 },
  month: { family: "long", factor: 1 },
  year: { family: "long", factor: 12 },
  percent: { family: "percent", factor: 1 },
};

/**
 * How each unit is written after a number (whole words; German compounds "2-jährige", "30-tägiges" by stem).
 * "business days", "Werktage", "jours ouvrés", "días hábiles" are not calendar days: they are not listed, so a
 * number in them is never converted (the reader asks back).
 */
export const UNIT_WORDS: Record<CanonicalUnit, string[]> = {
  hour: ["hour", "hours", "hr", "hrs", "h", "stunde", "stunden", "std", "heure", "heures", "hora", "horas"],
  day: ["day", "days", "d", "tag", "tage", "tagen", "jour", "jours", "día", "días", "dia", "dias"],
  week: ["week", "weeks", "wk", "wks", "woche", "wochen", "semaine", "semaines", "semana", "semanas"],
  month: ["month", "months", "mo", "mos", "monat", "monate", "monaten", "mois", "mes", "meses"],
  year: ["year", "years", "yr", "yrs", "jahr", "jahre", "jahren", "ans", "année", "années", "año", "años", "ano", "anos"],
  percent: ["%", "percent", "per cent", "prozent", "pour cent", "por ciento"],
};

/** German compound stems after "N-" ("3-jährige Garantie", "30-tägiges Zahlungsziel", "3-Jahres-Garantie"). */
export const UNIT_STEMS: Array<[string, TimeUnit]> = [
  ["jährig", "year"],
  ["jahres", "year"],
  ["tägig", "day"],
  ["tages", "day"],
  ["wöchig", "week"],
  ["monatig", "month"],
  ["monats", "month"],
  ["stündig", "hour"],
];

/** Words that are not calendar days: a number written with them is never read as days. */
export const NOT_CALENDAR_DAYS = /^\s?-?\s?(?:business|working|work|banking)\s(?:days?|weeks?)\b|^\s?-?\s?(?:werktag|arbeitstag|geschäftstag|bankarbeitstag)|^\s?(?:jours?\s(?:ouvrés?|ouvrables?))|^\s?(?:días?\s(?:hábiles|laborables))/u;

/**
 * Families of terms and their names. A product's term belongs to a family when its label or id holds one of the
 * family's stems; the family's words then name that term in any of the four languages. `verbs` are words that
 * also make an offer ("I can pay 470", "ich zahle 470"): they tie a number written with a unit to the term
 * ("pay in 30 days") but never take a bare number, and the price reader keeps seeing them.
 */
export interface TermFamily {
  key: string;
  /** Stems (a word starting with one of them matches). */
  stems: string[];
  /** Phrases matched as written (several words). */
  phrases: string[];
  /** Whole words that also offer a price. */
  verbs: string[];
}

export const FAMILIES: TermFamily[] = [
  {
    key: "payment",
    stems: ["payment", "zahlung", "zahlungsziel", "zahlungsfrist", "zahlbar", "bezahlung", "paiement", "règlement"],
    phrases: ["payment terms", "terms of payment", "délai de paiement", "conditions de paiement", "plazo de pago", "condiciones de pago", "forma de pago"],
    verbs: ["pay", "paying", "paid", "zahle", "zahlen", "bezahle", "bezahlen", "payer", "paie", "paye", "payons", "payerai", "régler", "pago", "pagar", "pagamos", "pagaré", "pagaremos"],
  },
  {
    key: "delivery",
    stems: ["deliver", "shipping", "shipment", "dispatch", "lieferung", "lieferzeit", "liefertermin", "liefern", "liefert", "geliefert", "zustellung", "livraison", "livrer", "livrez", "livré", "livrée", "expédi", "entrega", "entregar", "entregan", "entregue", "entregado", "envío", "lead time"],
    phrases: ["lead time", "délai de livraison", "plazo de entrega", "ship it", "ship them", "shipped"],
    verbs: [],
  },
  {
    key: "warranty",
    stems: ["warrant", "guarantee", "garantie", "gewährleistung", "garantía", "garantia"],
    phrases: [],
    verbs: [],
  },
  {
    key: "support",
    stems: ["support", "service level", "sla", "tier", "assistance", "soporte", "asistencia", "wartung", "maintenance", "mantenimiento"],
    phrases: ["service level", "niveau de service", "nivel de servicio"],
    verbs: [],
  },
  {
    key: "quantity",
    stems: ["quantity", "quantities", "volume", "menge", "stückzahl", "abnahme", "quantité", "cantidad"],
    phrases: [],
    verbs: [],
  },
];

/** "net 30": payment in 30 days, the trade's own way to write it. */
export const NET_DAYS = /\bnet\s?(\d{1,3})\b(?!\s?(?:[%€$£]|eur|usd|gbp|chf|euros?|dollars?))/gu;

/** Words of a label or id that say nothing about which term it is. */
export const LABEL_STOPWORDS = new Set(
  "terms term time level the of and for de la le les du des el los las del der die das und et y en in to a an per pro max min".split(" "),
);

/** Weekdays, Sunday first (0 = Sunday, as Date.getUTCDay counts). */
export const WEEKDAYS: string[][] = [
  ["sunday", "sonntag", "dimanche", "domingo"],
  ["monday", "montag", "lundi", "lunes"],
  ["tuesday", "dienstag", "mardi", "martes"],
  ["wednesday", "mittwoch", "mercredi", "miércoles", "miercoles"],
  ["thursday", "donnerstag", "jeudi", "jueves"],
  ["friday", "freitag", "vendredi", "viernes"],
  ["saturday", "samstag", "sonnabend", "samedi", "sábado", "sabado"],
];

/** Month names, January first (prefixes of three letters and more are matched by the reader). */
export const MONTHS: string[][] = [
  ["january", "januar", "jänner", "janvier", "enero", "jan"],
  ["february", "februar", "février", "fevrier", "febrero", "feb"],
  ["march", "märz", "maerz", "mars", "marzo", "mar"],
  ["april", "avril", "abril", "apr"],
  ["may", "mai", "mayo"],
  ["june", "juni", "juin", "junio", "jun"],
  ["july", "juli", "juillet", "julio", "jul"],
  ["august", "août", "aout", "agosto", "aug"],
  ["september", "septembre", "septiembre", "sept", "sep"],
  ["october", "oktober", "octobre", "octubre", "oct", "okt"],
  ["november", "novembre", "noviembre", "nov"],
  ["december", "dezember", "décembre", "decembre", "diciembre", "dec", "dez"],
];

/** Days named relative to today, and how many days from today they are. */
export const RELATIVE_DAYS: Array<[RegExp, number]> = [
  [new RegExp(unicodeWords(String.raw`\b(?:day after tomorrow|übermorgen|après-demain|pasado mañana)\b`), "u"), 2],
  [/\b(?:tomorrow|demain)\b|(?<!\b(?:guten|guete|schönen) )\bmorgen\b(?!\s?(?:früh|vormittag))|(?<!\b(?:la|esta|por la|de la|cada) )\bmañana\b/u, 1],
];

/** Before a weekday: which one is meant is unclear ("next Friday": this week's or the one after?). */
export const UNCLEAR_WEEK = /\b(?:next|nächsten|nächster|kommenden|prochain|prochaine|próximo|próxima|que viene)\s$/u;

/** Words that name one of the shop's options before its number ("option 2", "Paket 2", "la opción 2"). */
export const OPTION_NOUNS = ["option", "package", "variant", "choice", "variante", "paket", "formule", "opción", "opcion", "paquete"];
/** Words that name an option only after a determiner ("your offer 2", "Ihr Angebot 2", "l'offre 2", "la oferta 2"): alone they also offer a price. */
export const OPTION_NOUNS_AFTER_DETERMINER = ["offer", "proposal", "angebot", "vorschlag", "offre", "proposition", "oferta", "propuesta"];
export const OPTION_DETERMINERS = ["the", "your", "ihr", "ihrem", "das", "dem", "den", "votre", "l'", "la", "su", "el"];

/** Ordinals of the options, by position (1-based); "last" is the last option. */
export const ORDINALS: Array<[string, number | "last"]> = [
  ["first", 1], ["1st", 1], ["second", 2], ["2nd", 2], ["third", 3], ["3rd", 3], ["last", "last"],
  ["erste", 1], ["ersten", 1], ["erstes", 1], ["zweite", 2], ["zweiten", 2], ["zweites", 2], ["dritte", 3], ["dritten", 3], ["drittes", 3], ["letzte", "last"], ["letzten", "last"], ["letztes", "last"],
  ["première", 1], ["premier", 1], ["deuxième", 2], ["seconde", 2], ["second", 2], ["troisième", 3], ["dernière", "last"], ["dernier", "last"],
  ["primera", 1], ["primero", 1], ["segunda", 2], ["segundo", 2], ["tercera", 3], ["tercero", 3], ["última", "last"], ["último", "last"],
];

/** Number words that may follow an option noun ("option two", "Option zwei", "l'option deux", "la opción dos"). */
export const OPTION_NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, eins: 1, zwei: 2, drei: 3, un: 1, une: 1, deux: 2, trois: 3, uno: 1, una: 1, dos: 2, tres: 3,
};

/** An option named by its terms: "the one with 30 days", "das mit 30 Tagen", "celle avec 30 jours", "la de 30 días". */
export const THE_ONE_WITH =
  new RegExp(unicodeWords(String.raw`\b(?:the one|that one|the option|the offer|the package)\s(?:with|at|for)\b|\b(?:das|die|den|dem)\s(?:angebot\s|paket\s|option\s)?(?:mit|zu)\b|\b(?:celle|celui|l'option|l'offre|la formule)\s(?:avec|à|de)\b|\b(?:la|el|aquella|aquel)\s(?:opción\s|oferta\s)?(?:de|con|que tiene|que incluye)\b`), "u");

/** Words that choose ("I'll take", "wir nehmen", "je prends", "me quedo con") or agree beside an option. */
export const PICK =
  new RegExp(unicodeWords(String.raw`\b(?:take|taking|choose|choosing|pick|go with|go for|accept|i'll have|we'll have|want|prefer|deal|agreed|ok|okay|fine|sounds good|works for (?:me|us)|nehme|nehmen|nehm|wähle|wählen|hätte gern|hätten gern|entscheide|entscheiden|akzeptiere|akzeptieren|einverstanden|passt|gerne|prends|prenons|choisis|choisissons|retiens|retenons|opte|optons|va pour|accepte|acceptons|d'accord|ça me va|me quedo con|nos quedamos con|elijo|elegimos|tomo|tomamos|acepto|aceptamos|quiero|queremos|vale|de acuerdo|me va)\b`), "u");

/** Words that undo a pick or show it is not one yet. */
export const UNPICK = /\b(?:but|aber|mais|pero|except|außer|sauf|salvo|cheaper|lower|less|billiger|günstiger|weniger|moins cher|moins|más barato|menos|instead|stattdessen|plutôt|en vez)\b/u;

/** Small words that may stand in a condition about a term and carry nothing else ("if you can deliver it by …"). */
export const TERM_FILLERS = new Set(
  (
    "if you we i u can could will would it they the a an me us do get give have make our my your with by within in on before until till to from of for at please then also " +
    "wenn falls sofern sie wir ich es uns mir können könnten würden die der das den dem ein eine einen bis innerhalb zum zur am in mit bei dann bitte " +
    "si vous nous je tu il pouvez pourriez pouvons le la les un une me d l s sous dans avant pour avec de du au en alors " +
    "si usted ustedes nos me lo la el los las puede pueden podéis podrían podrian a en dentro de para antes del con por favor"
  ).split(" "),
);

/** The words that open a condition (as the price reader knows them). */
export const IF_WORDS = new RegExp(unicodeWords(String.raw`\b(?:if|unless|provided|as long as|wenn|falls|sofern|vorausgesetzt|si|s'il|siempre que|con tal de que|à condition|a condición)\b`), "gu");

/** A question that proposes ("can you do 60 days?", "könnten Sie 60 Tage?", "pourriez-vous 60 jours ?", "¿podrían 60 días?"). */
export const PROPOSING_QUESTION =
  new RegExp(unicodeWords(String.raw`\b(?:can|could|would|will) (?:you|we) (?:do|go|make|give|offer|agree|accept|manage|stretch|extend|deliver|ship)?|\bhow about\b|\bwhat about\b|\bis (?:that|this) (?:ok|okay|possible)\b|\b(?:können|könnten|würden) sie\b|\bwie wäre|\bginge\b|\bgeht\b|\bpourriez-vous\b|\bpouvez-vous\b|\bvous pourriez\b|\bvous pouvez\b|\bet si\b|\bça irait\b|\bpodrían\b|\bpodría\b|\bpueden\b|\bpuede\b|\bqué tal\b|\by si\b|\bsería posible\b|\bcan (?:i|we) (?:get|have)\b|\bkann ich\b|\bkönnen wir\b|\bbekomme ich\b|\bpuis-je\b|\bpourrais-je\b|\bpuedo (?:tener|obtener)\b|\bme dan\b`), "u");
