/**
 * Words a reply may not use unless the decision carries them, in English, German, French and Spanish: a
 * discount, something free, shipping, a warranty, a refund, a binding contract, a percentage, a date, the
 * shop's limits, its policies or instructions — and an agreement, unless the negotiation is agreed.
 * reply-check.ts applies every language's list to every reply (a model may switch language). The words about a
 * public fact (shipping, delivery, warranty, returns) are allowed in a reply that answers the buyer's question
 * about it from what the owner wrote: that is the decision carrying them.
 */
import type { FactSubject } from "./reply-words";

/** Whole words only, letters of any script: `\b` knows nothing of "ü" or "é". */
function words(...alternatives: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "iu");
}

export interface ForbiddenWords {
  re: RegExp;
  what: string;
  /** Allowed when the reply answers a question on one of these subjects from the owner's text. */
  allowedFor?: readonly FactSubject[];
}

const MONTHS = "january|february|march|april|june|july|august|september|october|november|december|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec";

export const FORBIDDEN: readonly ForbiddenWords[] = [
  {
    re: words(
      "discount(?:s|ed)?", "coupons?", "vouchers?", "promo(?:tion)?s?", "half (?:price|off)",
      "rabatt\\p{L}*", "\\p{L}*nachlass\\p{L}*", "gutschein\\p{L}*", "skonto", "sonderangebot\\p{L}*",
      "remises?", "réductions?", "rabais", "promotions?", "bons? de réduction",
      "descuentos?", "rebajas?", "cupón", "cupones", "promoci[oó]n(?:es)?",
    ),
    what: "promises a discount",
  },
  { re: words("free", "gratis", "kostenlos\\p{L}*", "umsonst", "gratuit\\p{L}*", "offert(?:e|s|es)?", "gratuit[oa]s?", "sin (?:costo|coste)", "de regalo"), what: "promises something free" },
  {
    re: words(
      "ship(?:s|ped|ping)?", "deliver(?:y|ies|ed)?",
      "versand\\p{L}*", "versend\\p{L}*", "verschick\\p{L}*", "liefer\\p{L}*", "zustellung",
      "livraisons?", "livr(?:é|ée|és|ées|er|ons|ez)", "expédi\\p{L}*", "envois?",
      "env[íi]os?", "entregas?", "entregar\\p{L}*", "enviar\\p{L}*", "despacho",
    ),
    what: "promises shipping or delivery",
    allowedFor: ["shipping", "delivery"],
  },
  {
    re: words("warrant(?:y|ies)", "guarantee(?:s|d)?", "garantie\\p{L}*", "gewährleistung", "garanti(?:e|es|s)?", "garant[ií]as?", "garantiza\\p{L}*"),
    what: "promises a warranty or guarantee",
    allowedFor: ["warranty"],
  },
  {
    re: words("refund(?:s|ed|able)?", "money back", "rückerstattung\\p{L}*", "erstatt\\p{L}*", "geld zurück", "rembours\\p{L}*", "reembols\\p{L}*", "devoluci[oó]n(?:es)?", "devolver"),
    what: "promises a refund",
    allowedFor: ["returns"],
  },
  { re: words("(?:legally )?binding", "contracts?", "verbindlich\\p{L}*", "vertrag\\p{L}*", "verträge\\p{L}*", "rechtsgültig\\p{L}*", "contrats?", "juridiquement", "contratos?", "vinculante"), what: "claims a binding contract" },
  { re: /%|\bper ?cent\b|\bpercent(?:age)?\b|prozent|pour ?cent|pourcentage|por ?ciento|porcentaje/iu, what: "mentions a percentage" },
  { re: new RegExp(`\\b(?:${MONTHS})\\.?\\s?\\d|\\d(?:st|nd|rd|th)?\\s?(?:of\\s)?(?:${MONTHS}|may)\\b|\\bmay\\s\\d`, "i"), what: "mentions a date" },
  {
    re: words(
      "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "tomorrow", "tonight", "weekend", "next (?:week|month|year)", "end of (?:the )?(?:day|week|month)",
      "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag", "morgen", "übermorgen", "heute abend", "wochenende", "nächste woche", "nächsten monat",
      "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "demain", "ce soir", "week-end", "semaine prochaine", "mois prochain",
      "lunes", "martes", "mi[ée]rcoles", "jueves", "viernes", "s[áa]bado", "domingo", "mañana", "esta noche", "fin de semana", "pr[óo]xima semana", "semana que viene",
    ),
    what: "mentions a date",
  },
  { re: /\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/, what: "mentions a date" },
  {
    re: words(
      "floor", "minimum", "lowest", "bottom (?:line|price)", "rock[- ]bottom", "reserved?", "margins?", "cost price", "walk[- ]?away price",
      "mindestpreis\\p{L}*", "\\p{L}*untergrenze\\p{L}*", "schmerzgrenze", "marge\\p{L}*", "einkaufspreis\\p{L}*", "tiefstpreis\\p{L}*", "niedrigst\\p{L}*", "mindestens",
      "plancher", "prix minimum", "marges?", "prix de revient", "prix coûtant", "le plus bas",
      "m[íi]nimo", "margen", "m[áa]rgenes", "precio de coste", "precio más bajo",
    ),
    what: "reveals the shop's limits",
  },
  {
    re: words(
      "polic(?:y|ies)", "system prompt", "prompts?", "instructions?", "guidelines",
      "richtlinie\\p{L}*", "anweisung\\p{L}*", "systemprompt", "vorgaben",
      "politiques?", "consignes?", "directives?",
      "pol[íi]ticas?", "instrucci[oó]n(?:es)?", "directrices",
    ),
    what: "mentions policies or instructions",
  },
];

/** Words that say a deal is made: only an agreed negotiation's reply may use them. */
export const AGREEMENT = words(
  "agreed", "deals?", "accept(?:s|ed|ing)?", "it'?s yours", "confirm(?:s|ed)?", "sold",
  "einverstanden", "abgemacht", "vereinbart", "geeinigt", "einigung", "angenommen", "akzeptiert", "bestätigt", "verkauft", "zugesagt", "handelseinig",
  "d'accord", "accord", "conclu(?:e|s|es)?", "accept\\p{L}*", "confirm\\p{L}*", "vendu(?:e|s|es)?", "entendu",
  "acuerdo", "acordad[oa]s?", "trato", "aceptad[oa]s?", "acepto", "aceptamos", "confirmad[oa]s?", "vendid[oa]s?",
);
