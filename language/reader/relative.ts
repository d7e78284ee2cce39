/**
 * Bids relative to public numbers ("knock 20 off", "5 more than my last", "10% off your price", "meet me in the
 * middle"): found in the buyer's words, computed only from the shop's standing offer and the buyer's own last
 * bid (both known to the buyer), and recorded as a PriceDerivation that `derivedPrice` recomputes — the reader
 * and the reading guard use the same arithmetic. Integer minor units throughout; a result that is not a whole
 * number of minor units is not rounded: the buyer is asked instead.
 */
import type { InterpretationContext, PriceDerivation } from "../interpretation";
import { unicodeWords } from "./intents";

/** The price a derivation gives in `context`, or null when its inputs are missing or it is not a whole amount. */
export function derivedPrice(d: PriceDerivation, context: InterpretationContext): number | null {
  const standing = context.standingOfferMinor ?? null;
  const last = context.lastBuyerBidMinor ?? null;
  const ok = (n: number) => (Number.isSafeInteger(n) && n > 0 ? n : null);
  switch (d.operation) {
    case "minus": {
      const from = d.from === "standing-offer" ? standing : last;
      return from === null || !Number.isSafeInteger(d.amountMinor) || d.amountMinor <= 0 ? null : ok(from - d.amountMinor);
    }
    case "plus":
      return last === null || !Number.isSafeInteger(d.amountMinor) || d.amountMinor <= 0 ? null : ok(last + d.amountMinor);
    case "percent-off": {
      if (standing === null || !Number.isInteger(d.percent) || d.percent <= 0 || d.percent >= 100) return null;
      const scaled = standing * (100 - d.percent);
      return scaled % 100 === 0 ? ok(scaled / 100) : null;
    }
    case "split-difference": {
      if (standing === null || last === null || last >= standing) return null;
      return (standing + last) % 2 === 0 ? ok((standing + last) / 2) : null;
    }
    case "same":
      return last === null ? null : ok(last);
    case "words":
      return null;
  }
}

/** An amount the reader found, where it stands in the lower-cased message. */
export interface LocatedAmount {
  start: number;
  end: number;
  minor: number;
}

export interface RelativeBid {
  derivation: Exclude<PriceDerivation, { operation: "words" }>;
  /** The amounts used by the phrase (not bids themselves). */
  uses: LocatedAmount[];
}

const w = (s: string) => new RegExp(unicodeWords(s), "u");
const CUR = String.raw`\s?(?:€|\$|£|eur|euros?|dollars?|bucks|gbp|usd|chf|quid|pounds?|dólares|franken|francs)?\.?`;
const MINUS_AFTER = w(String.raw`^${CUR}\s?(?:off\b|less\b|below (?:your|the)|under (?:your|the)|unter (?:ihrem|deinem|eurem|dem)|weniger\b|nachlass|runter|billiger\b|günstiger\b|reduzier|senken\b|de moins\b|en moins\b|menos\b|por debajo de)`);
const MINUS_BEFORE = w(String.raw`(?:\bknock|\bshave|\brebajan?|\brebajas|\brebaje|\bbaje|\bbajar|\bbajarlo|\brebajar|\bnachlassen von|\benlevez|\benlever|\bremise de|\brabais de|\bréduction de|\bdescuento de|\brebaja de|\bdiscount of|\bnachlass von|\brabatt von|\bretirez|\bbaiss(?:er|ez) de|\bbaisser le prix de|\bréduire de|\bdescendre de|\bcome down by|\bgo down by|\b(?:reduce|lower|drop|cut) (?:it |the price |your price )?by|\bum)\s(?:off\s)?$`);
const PLUS_AFTER = w(String.raw`^${CUR}\s?(?:more than (?:my|our)|higher than (?:my|our)|over (?:my|our) (?:last|previous)|(?:to|onto) (?:my|our) (?:last|previous)|above (?:my|our)|on top of (?:my|our)|mehr als (?:mein|unser)|über (?:meinem|unserem) (?:letzten|vorigen)|de plus que (?:ma|notre|mon)|más que (?:mi|nuestra))`);
const PLUS_BEFORE = w(String.raw`(?:\braise (?:my|our) (?:offer|bid) by|\bincrease (?:my|our) (?:offer|bid) by|\berhöhen (?:wir )?(?:mein|unser) (?:angebot|gebot) um|\baugmentons notre offre de|\baugmente mon offre de|\baumentamos nuestra oferta en|\bsubimos nuestra oferta en|\bsubo mi oferta en)\s$`);
const RAISE_BEFORE = w(String.raw`\b(?:erhöh\p{L}*|raise|raising|increase|increasing|augment\p{L}*|aument\p{L}*|subo|subimos|subir|go up)\b[^.!?\d]{0,30}$`);
const MOVE_VERB_AFTER = w(String.raw`^${CUR}\s?(?:runter|billiger|reduzier|senken|nachlass|herunter)`);
const TARGET_BEFORE = w(String.raw`(?:\bto|\bauf|\bbis auf|\bà|\bjusqu'à|\ba|\bhasta|\ben)\s?[\p{Sc}]?\s?$`);
const PERCENT_CUE = w(String.raw`\b(?:off|below|under|discount|reduction|less|rabatt|nachlass|unter|runter|weniger|remise|moins|réduction|rabais|menos|descuento|reducción|rebaja)\b`);
const SPLIT = w(
  String.raw`\bmeet (?:me |you )?(?:in the )?(?:middle|halfway)\b|\bsplit the difference\b|\bin der mitte\b|\bdifferenz\b[^.!?]{0,30}\bteilen\b|\bteilen (?:wir )?die differenz\b|\bla poire en deux\b|\bpartag(?:er|eons|ez) la différence\b|\bpartimos la diferencia\b|\bpartir la diferencia\b|\bdividir la diferencia\b|\ba mitad de camino\b|\ba medias\b`,
);

/**
 * The relative bid in `lower` (the lower-cased message), if any. `amounts` are the amounts written (digits or
 * words) with their positions; `percents` the whole-number percentages with theirs.
 */
export function readRelative(lower: string, amounts: readonly LocatedAmount[], percents: ReadonlyArray<{ start: number; end: number; value: number }>): RelativeBid | null {
  for (const a of amounts) {
    const after = lower.slice(a.end, a.end + 40);
    const before = lower.slice(Math.max(0, a.start - 40), a.start);
    // "auf 470 runtergehen": the price itself, not an amount off ("um 20 runtergehen", "20 € runter" are).
    const target = TARGET_BEFORE.test(before) && MOVE_VERB_AFTER.test(after);
    // "Ich erhöhe mein Angebot um 30 €", "I'll raise it by 30": a raising verb makes "um"/"by" an amount added.
    if (RAISE_BEFORE.test(before) && /(?:\bum|\bby|\bde|\ben)\s?[\p{Sc}]?\s?$/u.test(before)) return { derivation: { operation: "plus", from: "last-bid", amountMinor: a.minor }, uses: [a] };
    if ((MINUS_AFTER.test(after) && !target) || MINUS_BEFORE.test(before)) {
      const from = /\b(?:my|our|mein|unser|ma|mon|notre|mi|nuestra) (?:last|letzt|dernière|última)/u.test(after) ? "last-bid" : "standing-offer";
      return { derivation: { operation: "minus", from, amountMinor: a.minor }, uses: [a] };
    }
    if (PLUS_AFTER.test(after) || PLUS_BEFORE.test(before)) return { derivation: { operation: "plus", from: "last-bid", amountMinor: a.minor }, uses: [a] };
  }
  for (const p of percents) {
    const sentenceStart = Math.max(lower.lastIndexOf(".", p.start), lower.lastIndexOf("\n", p.start), lower.lastIndexOf("!", p.start), 0);
    const sentenceEnd = [".", "\n", "!"].map((c) => lower.indexOf(c, p.end)).filter((i) => i >= 0);
    const sentence = lower.slice(sentenceStart, sentenceEnd.length > 0 ? Math.min(...sentenceEnd) : lower.length);
    if (PERCENT_CUE.test(sentence)) return { derivation: { operation: "percent-off", from: "standing-offer", percent: p.value }, uses: [] };
  }
  if (SPLIT.test(lower)) return { derivation: { operation: "split-difference", from: "standing-offer", with: "last-bid" }, uses: [] };
  return null;
}
