/**
 * Bids relative to public numbers ("knock 20 off", "5 more than my last", "10% off your price", "meet me in the
 * middle"): found in the buyer's words, computed only from the shop's standing offer and the buyer's own last
 * bid (both known to the buyer), and recorded as a PriceDerivation that `derivedPrice` recomputes — the reader
 * and the reading guard use the same arithmetic. Integer minor units throughout; a result that is not a whole
 * number of minor units is not rounded: the buyer is asked instead.
 */
import type { InterpretationContext, PriceDerivation } from "../interpretation";
import { unicodeWords } from "./unicode-words";
// Other sellers, the market, elsewhere: someone else's price (someone-elses-price.ts) is no base a bid is derived from.
import { ELSEWHERE } from "./someone-elses-price";
import { PERCENT_WORD_AFTER } from "./percents";

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
  /**
   * Whose offer the amount is taken from is not clear (an earlier offer named without "my"/"our"), or the percentage
   * is a budget's or another seller's: asked, not acted on.
   */
  unsureBase?: true;
}

const w = (s: string) => new RegExp(unicodeWords(s), "u");
/** An earlier offer named in the clause: "the previous offer", "sein bisheriges Angebot", "son offre précédente", "su oferta anterior". */
const EARLIER_OFFER = w(
  String.raw`\b(?:previous|earlier|prior|last|former) (?:offer|bid|proposal|price)\b|\b(?:bisherige[nms]?|vorherige[nms]?|vorige[nms]?|letzte[nms]?) (?:angebot|gebot|vorschlag|preis)\b|\b(?:offre|proposition) (?:précédente|antérieure)\b|\b(?:précédente|dernière) (?:offre|proposition)\b|\b(?:oferta|propuesta) (?:anterior|previa)\b|\b(?:última|anterior) (?:oferta|propuesta)\b`,
);
/** The shop's: "your last offer", "Ihr letztes Angebot", "votre dernière offre", "tu última oferta" ("su" fits either side). */
const SHOPS_EARLIER_OFFER = w(
  String.raw`\b(?:your) (?:previous|earlier|prior|last|latest) (?:offer|price|proposal)\b|\b(?:ihr|ihrem|ihren|dein|deinem|deinen)e?[nms]? (?:bisherige[nms]?|vorherige[nms]?|vorige[nms]?|letzte[nms]?) (?:angebot|preis|vorschlag)\b|\b(?:votre|ta|ton) (?:offre|proposition) (?:précédente|antérieure)\b|\b(?:votre|ta) (?:précédente|dernière) (?:offre|proposition)\b|\btu (?:oferta|propuesta) (?:anterior|previa)\b|\btu (?:última|anterior) (?:oferta|propuesta)\b`,
);
/** The same, owned by the buyer's side: "my/our last offer", "mein/unser bisheriges Angebot", "notre offre précédente", "nuestra oferta anterior". */
const OWN_EARLIER_OFFER = w(
  String.raw`\b(?:my|our) (?:previous|earlier|prior|last|former) (?:offer|bid|proposal|price)\b|\b(?:mein|meinem|meinen|unser|unserem|unseren)e?[nms]? (?:bisherige[nms]?|vorherige[nms]?|vorige[nms]?|letzte[nms]?) (?:angebot|gebot|vorschlag|preis)\b|\b(?:ma|notre|mon) (?:offre|proposition) (?:précédente|antérieure)\b|\b(?:ma|notre) (?:précédente|dernière) (?:offre|proposition)\b|\b(?:mi|nuestra) (?:oferta|propuesta) (?:anterior|previa)\b|\b(?:mi|nuestra) (?:última|anterior) (?:oferta|propuesta)\b`,
);

const CUR = String.raw`\s?(?:€|\$|£|eur|euros?|dollars?|bucks|gbp|usd|chf|quid|pounds?|dólares|franken|francs|balles|piasses|pavos|pelas|mäuse|kröten)?\.?`;
const MINUS_AFTER = w(String.raw`^${CUR}\s?(?:off\b|abzug\b|vo[nm] (?:\p{L}+\s){0,3}ab\b|less\b|below (?:your|the|my|our)|under (?:your|the|my|our)|unter (?:ihrem|deinem|eurem|dem|unserem|meinem)|à la baisse\b|a la baja\b|nach unten\b|weniger\b|nachlass|nachlässt|nachläßt|runter|billiger\b|günstiger\b|cheaper\b|moins cher\b|m[aá]s barat[oa]\b|reduzier|senken\b|de moins\b|en moins\b|menos\b|por debajo de)`);
const MINUS_BEFORE = w(String.raw`(?:\b(?:re)?b[aá]j\p{L}* en|\breduc\p{L}* en|\bdisminu\p{L}* en|\b(?:re)?b[aá]j\p{L}*|\bbaiss\p{L}* de|\bquít\p{L}*|\bquit(?:a|e|ale|ele|arle|ad|adle|ar|as|áis|en|an|amos|o|ármelo|ádmelo|adme|arme|aos)\b|\bretranch\p{L}*(?:-en)?|\benl[eè]v\p{L}*|\bretir(?:ez|e|es|ad|a|á|ons|er)\b|\brest(?:o|amos|ar|ad|e|en|a|arle|arles|aremos|aríamos)\b|\brést(?:ele|eles|enle|enles|ale|ame|enme|enos|anos)\b|\bdédui(?:s|sons|sez|re)\b|\bsoustr(?:ayons|ayez|ais|aire)\b|\bsubtract(?:ing)?\b|\bknock|\bshave|\brebajan?|\brebajas|\brebaje|\bbaje|\bbajar|\bbajarlo|\brebajar|\bnachlassen von|\benlevez|\benlever|\bremise de|\brabais de|\bréduction de|\bdescuento de|\brebaja de|\bdiscount of|\bnachlass von|\brabatt von|\bretirez|\bbaiss(?:er|ez) de|\bbaisser le prix de|\bréduire de|\bdescendre de|\b(?:come|go|bring it|get it) down(?: by)?|\b(?:reduce|lower|drop|cut) (?:it |the price |your price )?by)(?:-(?:moi|nous|lui|leur|en|le|la|les))*\s(?:(?:donc|alors|ensuite|then|so|therefore|also|dann|deshalb|pues|entonces|por eso|así que)\s)?(?:(?:encore|noch|still|another|otros|aún|todavía)\s)?(?:off\s)?(?:[\p{Sc}]\s?)?$`);
/**
 * A reducing verb, then the price it reduces, then "by": "reduce your current price by USD 300", "Reduzieren Sie
 * Ihren aktuellen Preis um 300 EUR", "baissez votre prix actuel de 250 EUR", "rebajen su precio actual en 200 EUR".
 * The words between name a price (a price word among at most five words), so "drop the idea of 300" is not one.
 */
const MINUS_PRICE_BEFORE = w(
  String.raw`(?:\b(?:reduc\p{L}*|lower\p{L}*|drop\p{L}*|cut\p{L}*|bring down|knock down)|\babaiss\p{L}*|\breduzier\p{L}*|\bsenk\p{L}*|\bbaiss\p{L}*|\brédui\p{L}*|\bdiminu\p{L}*|\brebaj\p{L}*|\bbaj\p{L}*|\breduc\p{L}*|\bdisminu\p{L}*)\s(?:[\p{L}'-]+\s){0,3}(?:price|offer|bid|quote|asking|preis|angebot|gebot|angebotspreis|prix|offre|proposition|tarif|precio|oferta|propuesta)(?:\s[\p{L}'-]+){0,5}(?:\s(?:of|from|von|de|del|en)\s(?:[\p{Sc}]\s?)?\d[\d.,' ]{0,12}\s?(?:[\p{Sc}]|eur|usd|gbp|chf)?(?:\s(?:for|für|pour|por|para)(?:\s[\p{L}'-]+){1,4})?)?\s(?:by|um|de|en)\s(?:(?:€|\$|£|eur|usd|gbp|chf)\s?)?$`,
);
/**
 * The shop asked to move its price by the amount, in the words of give and take: "meet us $600 on the price",
 * "Wenn Sie uns beim Preis 600 € entgegenkommen", "si vous faites un geste de 600 € sur le prix", "si nos hace un
 * esfuerzo de 600 €", "si tu descends de 60", "si me haces 60 de descuento". The shop is the one moving (you, Sie, du,
 * vous, tu, usted): "wir kommen Ihnen 50 € entgegen" is the buyer moving up (below), and "j'ai fait un effort de
 * 100 €" names the buyer's own step, neither an amount off.
 */
const SHOP_MOVES: ReadonlyArray<[before: RegExp, after: RegExp | null]> = [
  [w(String.raw`\b(?:meet|come toward|come towards) (?:me|us)\s?(?:[\p{Sc}]\s?)?$`), w(String.raw`^${CUR}\s?(?:on|with|in) (?:the |your )?(?:price|asking price|cost)\b`)],
  [w(String.raw`\b(?:sie|du|ihr)\s(?:uns|mir)\b[^.!?\d]{0,30}$`), w(String.raw`^${CUR}\s?(?:\p{L}+\s){0,2}entgegen`)],
  [w(String.raw`\bkomm(?:en|t|st)?\s(?:sie\s|du\s|ihr\s)?(?:uns|mir)\s(?:(?:beim preis|preislich|noch|um)\s){0,2}$`), w(String.raw`^${CUR}\s?(?:\p{L}+\s){0,2}entgegen`)],
  [w(String.raw`\b(?:vous|tu|pourriez|pouvez|feriez|faites|fais|ferais)\b[^.!?\d]{0,40}\b(?:un )?(?:geste|effort) (?:commercial )?de\s?$`), null],
  [w(String.raw`\b(?:tu|vous)\s(?:\p{L}+\s)?descend\p{L}* de\s?$`), null],
  // "Drop it 30 and I'll take it", "knock the price down 30": the shop's price, lowered by the amount.
  [w(String.raw`\b(?:drop|lower|cut|knock|bring|take) (?:it|the price|your price)(?: down)?\s?(?:[\p{Sc}]\s?)?$`), null],
  [w(String.raw`\b(?:nos|me)\s(?:\p{L}+\s){0,2}(?:un )?esfuerzo de\s?$`), null],
  // "lass 20 nach", "lassen Sie mir noch 30 € nach": the shop letting the amount off its price.
  [w(String.raw`\blass(?:en sie|t|t ihr)?\s(?:(?:mir|uns|noch)\s){0,2}$`), w(String.raw`^${CUR}\s?nach\b`)],
  [w(String.raw`\b(?:me|nos)\s(?:haces|hacés|hace|hacéis|hacen|das|dás|da|dejas|dejás|deja)\s$|\b(?:hazme|hacéme|hacedme|hágame|dame|dáme|déjame|dejame)\s$`), w(String.raw`^${CUR}\s?de (?:descuento|rebaja)\b`)],
];
/**
 * The amount is what the price is over by: "Booth's $400 too dear", "400 € zu teuer", "400 € trop cher", "400 dólares
 * por encima de lo que podemos", "400 over our budget". It is never a price the buyer bids: it is taken off the shop's
 * standing offer when the buyer asks for exactly that ("drop it by that", "um den Betrag", "baissez d'autant", "bájele
 * eso"), and asked about otherwise.
 */
const EXCESS_AFTER = w(
  String.raw`^${CUR}\s?(?:too (?:dear|expensive|much|high|steep|pricey)|over (?:our|my|the) (?:budget|limit)|zu (?:teuer|viel|hoch)|über (?:unserem|meinem|dem) (?:budget|limit)|trop (?:cher|élevé)|de trop\b|en trop\b|au-dessus de (?:notre|mon) budget|(?:arriba|encima|por encima|por sobre) de (?:lo que (?:podemos|puedo|queremos|quiero)|nuestro presupuesto|mi presupuesto)|de más\b)`,
);
const BY_THAT_MUCH = w(
  String.raw`\b(?:by (?:that|that much|the difference|as much)|take (?:that|it) off|knock (?:that|it) off|um (?:den|diesen|genau den) (?:betrag|unterschied)|um so viel|um das\b|d'autant\b|de ce montant|de cette somme|(?:retir|enlev|ôt|dédui|dédu)\p{L}* (?:ce montant|cette somme|la différence)|(?:b[aá]j|rebáj|rebaj|quít|quit)\p{L}* (?:eso|esa cantidad|ese monto|lo mismo))\b`,
);
/**
 * The shop's price named, then "less" and the amount: "proposes the quote less £250", "den Angebotspreis abzüglich
 * 250 €", "le devis diminué de 250 €", "su precio menos 250 €". Whose price, amountOff decides.
 */
const PRICE_LESS_BEFORE = w(
  String.raw`\b(?:price|quote|offer|asking price|asking|figure|fee|fees|rate|preis|angebot|angebotspreis|listenpreis|honorar|prix|devis|offre|tarif|honoraires|precio|oferta|presupuesto|cotización|tarifa|honorarios)\s(?:minus|less|abzüglich|moins|diminuée?s? de|réduite?s? de|menos)\s?(?:[\p{Sc}]\s?)?$`,
);
/**
 * An offer moved down by the amount, the direction said apart from the verb: "revise our offer down by 150", "bring
 * our bid downwards by 50", "revisar nuestra oferta a la baja en 50"; and Spanish without a preposition, "bajamos
 * nuestra oferta 50 €". Whose offer it is, amountOff decides.
 */
const DOWN_BY_BEFORE = w(
  String.raw`(?:\b(?:revis\p{L}*|adjust\p{L}*|bring\p{L}*|brought|tak\p{L}*|took|mov\p{L}*|go|going|come|coming|mark\p{L}*) (?:[\p{L}'-]+ ){0,3}(?:(?:of|from) (?:[\p{Sc}]\s?)?\d[\d.,']*\s?(?:[\p{Sc}]|eur|usd|gbp|chf)?\s)?down(?:wards?)? by|\ba la baja en|\b(?:baj|rebaj|reduc|reduzc|recort|disminu)\p{L}* (?:(?:nuestra|mi|la|su|tu) )?(?:oferta|propuesta|precio))\s?(?:(?:€|\$|£|eur|usd|gbp|chf)\s?)?$`,
);
const OFFER_NOUN_DE = w(String.raw`\b(?:angebot\p{L}*|gebot\p{L}*|preis\p{L}*|vorschlag\p{L}*|offerte)\b`);
const RAISING_DE = w(String.raw`\b(?:mehr|höher|hoch\p{L}*|rauf\p{L}*|hinauf\p{L}*|drauf\p{L}*|zulegen|legen|lege|legt|erhöh\p{L}*|aufstock\p{L}*|anheb\p{L}*|aufbesser\p{L}*|nachbesser\p{L}*|steiger\p{L}*|nach oben)\b`);
/** Right after an amount, another amount it is moved by: "2 600 € de 150 €", "2.600 € en 150 €", "€2,600 down by €150". */
const BY_AN_AMOUNT_AFTER = /^\s?(?:[\p{Sc}]|eur|usd|gbp|chf)?\s?(?:de|en|by|um|down by|up by)\s(?:[\p{Sc}]\s?)?\d/u;
/**
 * German "um" before an amount is "by" only beside a word of lowering ("senkt sein Angebot um 80 €", "bittet um eine
 * Reduzierung um 150 €", "mit Ihrem Preis um 500 € heruntergehen"); alone it is "for" or "at" ("Ich nehm ihn um 220",
 * "steht auf willhaben um 220"), the price itself.
 */
const UM_BEFORE = /\bum\s(?:(?:noch|weitere)\s)?(?:[\p{Sc}]\s?)?$/u;
const LOWERING_DE = w(
  String.raw`\b(?:senk\p{L}*|gesenkt|reduzier\p{L}*|nachlass\p{L}*|nachlassen|nachgeben|runter\p{L}*|herunter\p{L}*|günstiger|billiger|kürz\p{L}*|gekürzt|rabatt\p{L}*|ermäßig\p{L}*|verringer\p{L}*|minder\p{L}*|vermindert|weniger|tiefer|niedriger|abziehen|abzieh\p{L}*|abgezogen)\b`,
);

/** The same upwards: "revise our offer upward by 50", "revisar nuestra oferta al alza en 50", "de 50 € à la hausse", "um 50 € nach oben korrigieren". */
const UP_BY_BEFORE = w(String.raw`(?:\bup(?:wards?)? by|\bal alza en)\s?(?:(?:€|\$|£|eur|usd|gbp|chf)\s?)?$`);
const UP_AFTER = w(String.raw`^${CUR}\s?(?:à la hausse\b|al alza\b|nach oben\b|upwards?\b)`);
// (Spanish "su presupuesto" is the shop's quote, a public number: "un 10 % de descuento sobre su presupuesto".)
const BUDGET = String.raw`\b(?:budget|budgets|haushalt|etat)\b|(?<!\b(?:su|tu|vuestro|sus|tus|vuestros) )\bpresupuestos?\b`;
/**
 * Amounts moved that are not the public numbers a bid may start from: a budget cut ("our budget was cut by 50", "das
 * Budget wurde um 50 € gekürzt", "on a réduit le budget de 50 €", "recortaron el presupuesto en 50"), another thing
 * compared ("the other one was 10 less", "der andere war 10 billiger", "l'autre était 10 de moins", "el otro era 10
 * menos") or another seller's ("I found it 20 cheaper elsewhere", "woanders 20 € billiger"). None is a bid.
 */
const NOT_A_PUBLIC_BASE = w(
  String.raw`${BUDGET}|${ELSEWHERE}|\bthe other(?: one| ones)?\b|\bthat other\b|\b(?:der|die|das|den|dem) andere[nmrs]?\b|\bl'autre\b|\bles autres\b|\b(?:el|la|los|las) otr[oa]s?\b`,
);
/**
 * A percentage that is no discount the buyer offers: a budget ("my client's budget is 8% below your listed price") or
 * what others charge ("competitors sell it at 8% below your price", "la competencia lo vende un 8 % por debajo", "on
 * le trouve à 8 % sous votre prix", "I found it 8% cheaper").
 */
const PERCENT_NOT_OFFERED = w(String.raw`${BUDGET}|${ELSEWHERE}`);
/** The buyer moving towards the shop by the amount: "wir kommen Ihnen 50 € entgegen", "ich komme dir 40 € entgegen". */
const BUYER_MOVES_BEFORE = w(String.raw`\b(?:ich|wir)\s(?:\p{L}+\s)?(?:ihnen|dir|euch)\b[^.!?\d]{0,30}$`);
const TOWARDS_AFTER = w(String.raw`^${CUR}\s?(?:\p{L}+\s){0,2}entgegen`);

const UP_BEFORE = w(String.raw`(?:\bup|\bbump(?:ed|ing)?(?: it)?(?: up)?|\bgo up|\bgoing up|\brauf|\bhoch|(?<![\p{L}\p{N}])\+)\s?(?:[\p{Sc}]\s?)?$`);
const UP_FROM_LAST_AFTER = w(String.raw`^${CUR}\s?(?:up|higher|more) (?:from|on|over) (?:my|our) (?:last|previous|earlier)\b`);
const FROM_LAST_AFTER = w(String.raw`^${CUR}\s?(?:from|on|over|above|von|auf|über) (?:my|our|mein\p{L}*|unser\p{L}*) (?:last|previous|earlier|letzte\p{L}*|vorige\p{L}*)\b`);

/** After the amount, a target ("de 500 à 450", "from 500 to 450"): the first amount is where the price stands, not an amount off. */
const TARGET_AFTER = w(String.raw`^${CUR}\s?(?:to|à|auf|a|hasta)\s?(?:[\p{Sc}]|eur|usd|gbp|chf)?\s?\d`);
const PLUS_AFTER = w(String.raw`^${CUR}\s?(?:(?:above|over) (?:its|their|his|her) (?:previous|last|earlier|prior) (?:offer|bid)|über sein (?:letztes|voriges|vorheriges|bisheriges) (?:angebot|gebot)|more than (?:my|our)|higher than (?:my|our)|over (?:my|our) (?:last|previous)|(?:to|onto) (?:my|our) (?:last|previous)|above (?:my|our)|on top of (?:my|our)|mehr als (?:mein|unser)|über (?:meinem|unserem) (?:letzten|vorigen|vorherigen|bisherigen|früheren)|über (?:mein|unser) (?:letztes|voriges|vorheriges|bisheriges|früheres) (?:angebot|gebot)|de plus que (?:ma|notre|mon|mes|nos)|(?:de plus )?par rapport à (?:ma|notre|mon|mes|nos)|au-dessus de (?:ma|notre|mon|mes|nos)|más que (?:mi|nuestra|mis|nuestros|nuestras)|(?:más )?sobre (?:mi|nuestra) (?:última|anterior|oferta anterior)|(?:más )?sobre (?:mis|nuestros) (?=[\p{Sc}]?\s?\d)|(?:auf|über) (?:meine|unsere) (?=[\p{Sc}]?\s?\d)|por encima de (?:mi|nuestra|mis|nuestros|nuestras)|mehr als (?:bei )?(?:meinem|unserem))`);
/** Between the buyer's own amount and one added to it: ", plus", " +", ", más". */
const PLUS_BETWEEN = /^\s?(?:[\p{Sc}]|eur|euros?|quid|pounds?|dollars?|bucks|francs?)?\s?,?\s?(?:plus|\+|más)\s?(?:[\p{Sc}]\s?)?$/u;
/** Right before an amount: the buyer's own ("my", "meine", "mes", "mis"). */
const OWN_BEFORE = w(String.raw`\b(?:my|our|meine[mn]?|unsere[mn]?|mes|mon|nos|mis|mi|nuestr[oa]s?)\s$`);
const PLUS_BEFORE = w(String.raw`(?:\braise (?:my|our) (?:offer|bid) by|\bincrease (?:my|our) (?:offer|bid) by|\berhöhen (?:wir )?(?:mein|unser) (?:angebot|gebot) um|\baugmentons notre offre de|\baugmente mon offre de|\baumentamos nuestra oferta en|\bsubimos nuestra oferta en|\bsubo mi oferta en)\s$`);
// (Up to 70 characters between: "Wir erhöhen unser vorheriges Angebot für den Verkaufsautomaten um 50 €".)
const RAISE_BEFORE = w(String.raw`\b(?:erhöh\p{L}*|raise|raising|increase|increasing|bump|bumping|up (?:my|our)|augment\p{L}*|aument\p{L}*|increment\p{L}*|rel[eè]v\p{L}*|subo|sube|suben|subimos|subir|go up|monte|montons|monter)\b[^.!?\d]{0,70}$`);
/**
 * An amount added to the buyer's own offer, named as what it is added to: "add 20 to my offer", "j'rajoute 20 piasses
 * à mon offre", "le subo 20 a mi oferta", "ich lege 20 € auf mein Gebot".
 */
const ADD_VERB_BEFORE = w(String.raw`\b(?:add|adding|put|throw|ajout\p{L}*|rajout\p{L}*|añad\p{L}*|sum\p{L}*|sub\p{L}*|pong\p{L}*|leg\p{L}*)\s(?:(?:another|encore|noch|otros|aún)\s)?(?:(?:€|\$|£|eur|usd|gbp|chf)\s?)?$`);
/** An amount added per period, said between the amount and the offer it goes on ("30 a month to my offer", "30 Franken pro Monat auf mein Angebot"). */
const PER_PERIOD = String.raw`(?:(?:a|per|pro|par|al|por|im) (?:month|week|year|monat|woche|jahr|mois|semaine|an|mes|semana|año)\s)?`;
/**
 * Whose offer it is, said by an agent of its principal: "her previous offer", "sein letztes Angebot", "son offre
 * précédente", "su oferta anterior". A third person's offer is only the buyer's side's when it is named as an earlier
 * one: an amount is added to it.
 */
const PRINCIPALS_EARLIER_OFFER = String.raw`(?:its|their|his|her) (?:previous|last|earlier|prior|latest) (?:offer|bid)|(?:sein\p{L}*|ihr\p{L}*) (?:letzte\p{L}*|vorige\p{L}*|bisherige\p{L}*|vorherige\p{L}*) (?:angebot|gebot)|(?:son|sa) (?:offre|proposition) (?:précédente|antérieure)|sa (?:dernière|précédente) (?:offre|proposition)|su (?:oferta|propuesta) anterior|su (?:última|anterior) (?:oferta|propuesta)`;
const TO_OWN_OFFER_AFTER = w(String.raw`^${CUR}\s?(?:(?:more|extra|de plus|más|mehr)\s)?${PER_PERIOD}(?:(?:to|onto|à|a|auf|zu) (?:(?:my|our|mon|ma|notre|mi|nuestra|mein\p{L}*|unser\p{L}*) (?:[\p{L}-]+ )?(?:offer|bid|offre|proposition|oferta|propuesta|angebot|gebot)\b|${PRINCIPALS_EARLIER_OFFER})\b|auf das(?: drauf)?,? was (?:ich|wir) (?:\p{L}+ ){0,2}(?:geboten|angeboten)\b)`);
/**
 * An amount right after a verb of adding, or closed by "drauf", is what is added, never the bid itself: "we'll add
 * 100", "I can add another 50", "j'ajoute 50 €", "añado 50 €", "ich lege noch 50 € drauf". Where the reader knows what
 * it is added to, the relative bid reads it first; elsewhere it is set aside, and the bid is asked for.
 */
export const ADDED_AMOUNT_BEFORE = w(String.raw`(?:\b(?:add|adds|adding|added)|\b(?:ajout|rajout)\p{L}*|\b(?:añado|añadimos|añadir|añadiría|añadiríamos|añade|sumo|sumamos|sumaría|sumaríamos))\s(?:(?:another|an extra|a further|encore|otros|otras|aún)\s)?(?:(?:€|\$|£|eur|usd|gbp|chf)\s?)?$`);
export const ADDED_AMOUNT_AFTER = w(String.raw`^${CUR}\s?(?:noch\s)?(?:obendrauf|drauf)\b`);
/** After a raising verb, the offer the amount goes above: "subir 30 € sobre su oferta anterior", "go 30 above its last bid". */
const ABOVE_AN_OFFER_AFTER = w(String.raw`^${CUR}\s?(?:sobre|über|above|over|par rapport à|au-dessus de|por encima de)\s(?:su|sein\p{L}*|son|sa|its|their|his|her|mi|nuestra|my|our|mon|ma|notre|mein\p{L}*|unser\p{L}*)\s(?:[\p{L}-]+\s)?(?:offer|bid|oferta|propuesta|offre|proposition|angebot|gebot)\b`);
/** After a raising verb, the offer raised named right after the amount: "sube 50 € su oferta anterior", "subo 30 € mi oferta". */
const RAISED_OFFER_AFTER = w(String.raw`^${CUR}\s?(?:${PRINCIPALS_EARLIER_OFFER}|(?:mi|nuestra) (?:(?:última|anterior) )?(?:oferta|propuesta)(?: anterior)?)\b`);
/** Spanish raising the offer itself, the amount after it without a preposition: "subimos nuestra oferta 30 €". */
const SPANISH_RAISED_OFFER_BEFORE = w(String.raw`\b(?:sub|aument)\p{L}* (?:nuestra|mi|la) (?:oferta|propuesta)\s(?:(?:€|\$|£|eur|usd|gbp|chf)\s?)?$`);
/** A German raising verb closing the clause right after the amount ("um 250 € erhöhen", "um 50 Euro aufstocken"). */
const RAISE_AFTER = w(String.raw`^${CUR}\s?(?:\p{L}+\s){0,2}(?:erhöh\p{L}*|aufstock\p{L}*|anheb\p{L}*|aufbesser\p{L}*|nachbesser\p{L}*|hochgeh\p{L}*|raufgeh\p{L}*)`);
const MOVE_VERB_AFTER = w(String.raw`^${CUR}\s?(?:runter|billiger|reduzier|senken|nachlass|herunter)`);
const TARGET_BEFORE = w(String.raw`(?:\bto|\bauf|\bbis auf|\bà|\bjusqu'à|\ba|\bhasta|\ben)\s?[\p{Sc}]?\s?$`);
/** Right before a percentage, the shop asked to give it: "faites-moi", "do me", "hágame un", "machen Sie mir". */
const GIVE_ME_BEFORE = w(String.raw`(?:\b(?:faites-(?:moi|nous)|fais-moi|fais-nous|(?:me|nous) faire|hágame|hazme|háganos|hacedme|machen sie (?:mir|uns)|mach mir|do (?:me|us))|(?:^|[.!;:]\s?)(?:(?:bon|alors|ok|okay|bueno|vale|pues),?\s)?(?:faites|haga|hagan))\s(?:(?:un|una|a|an|ein|einen|le|el)\s)?$`);
/** Right after a percentage, the shop's quote it comes off: "sur votre devis", "del presupuesto", "on your quote", "auf Ihr Angebot". */
const OFF_THE_SHOPS_QUOTE_AFTER = w(
  String.raw`^\s?(?:%|percent|per cent|prozent|pour ?cent|por ?ciento)?\s?(?:(?:off|on|of) (?:your|the) (?:quote|quotation|estimate)|(?:auf|von) (?:ihr|ihren|ihrem|das|den|dem) (?:angebot|kostenvoranschlag)|vom (?:angebot|kostenvoranschlag)|(?:sur|de) (?:votre|ton|le) devis|du devis|(?:del|sobre el|de su|sobre su) (?:presupuesto|cotización))\b`,
);
/** Right after it, a percentage that is no discount: more, a deposit, a down payment, a share paid. */
const NOT_A_DISCOUNT_AFTER = w(String.raw`^\s?(?:%|percent|prozent|pour ?cent|por ?ciento)?\s?(?:de plus|en plus|more|extra|mehr|drauf|más|de más|d'acompte|d'avance|de (?:l'|la )?acompte|deposit|down|up ?front|anzahlung|vorkasse|de (?:anticipo|depósito|señal|entrada)|(?:of|de|del|von) (?:the|la|el|der|die))`);
const PERCENT_CUE = w(String.raw`\b(?:reduc\p{L}*|reduz\p{L}*|rédui\p{L}*|lower(?:ing)?|cut|senk\p{L}*|baj\p{L}*|rebaj\p{L}*|rebáj\p{L}*|descuent\p{L}*|descuént\p{L}*|nachlass\p{L}*|nachzulassen|nachlässt|enl[eè]v\p{L}*|retir(?:ez|e|es|er|ons)|quit(?:a|e|ar|as|en|an|ara|aras|amos)|quít\p{L}*)\b|\b(?:off|below|under|discount|reduction|less|rabatt|nachlass|abschlag|preisabschlag|unter|runter|weniger|abzüglich|remise|moins|réduction|rabais|sous|menos|descuento|reducción|rebaja|debajo|inférieure?s?|en dessous|en deçà|inferior(?:es)?|niedriger|darunter)\b|(?<![\p{L}\p{N}])-\s?\d{1,2}\s?%`);
/**
 * Right after a percentage, the shop's own price named as what it comes off: "off the asking price", "off your price",
 * "Rabatt auf Ihren Preis", "Nachlass auf den Angebotspreis", "sur le prix demandé", "de remise sur votre prix", "de
 * descuento sobre el precio", "menos sobre su precio". Not "off the price they charge" (someone else's price).
 */
const OFF_THE_SHOPS_PRICE_AFTER = w(
  String.raw`^\s?(?:%|percent|per cent|prozent|pour ?cent|por ?ciento)?\s?(?:de\s)?(?:(?:rabatt|nachlass|abschlag|discount|remise|rabais|réduction|descuento|rebaja)\s)?(?:off(?: of)?|on|auf|sur|sobre|del|de)\s(?:the|your|ihren|ihr|den|dein\p{L}*|le|votre|ton|el|su|tu)\s(?:(?:asking|listed|list|advertised|current|angebots|aktuellen|demandé|affiché|actuel|pedido|anunciado|actual)\s)?(?:price|preis|angebotspreis|verkaufspreis|prix|precio)\b(?!\s(?:(?:that|which|der|die|que|qu'|they|he|she|sie|er|ils|il|elle|ellos|él)\b|(?:at|bei|chez|en|in)\s(?:another|other|einem|un|une|otr)))`,
);
/** Right after an amount off, what the buyer's side offered before, said with a first-person verb. */
const WE_OFFERED_AFTER = w(
  String.raw`^${CUR}\s?(?:less|below|under|weniger|unter|de moins|moins|menos|por debajo),?\s(?:than|als|que|de)\s(?:what |lo que |ce que |was )?(?:i|we|ich|wir|j'ai|nous avons|je|nous)?\s?(?:offered|bid|proposed|said|ofrecí|ofrecimos|propuse|propusimos|dijimos|dije|geboten|angeboten|vorgeschlagen|gesagt|proposé|offert|dit)\b`,
);
/**
 * The buyer's own last bid, named: "my last offer", "what I said before", "mein letztes Gebot", "vorhin", "ma
 * dernière proposition", "tout à l'heure", "lo que te ofrecí", "antes". Only public numbers are derived from it.
 */
const LAST_BID_REF = w(
  String.raw`\b(?:my|our) (?:last|previous|earlier|prior|latest|former) (?:offer|bid|number|proposal|price)\b|\bwhat (?:i|we) (?:offered|said|bid|proposed|put)\b|\bthan (?:i|we) (?:said|offered|bid)\b|\b(?:than )?before\b|\b(?:mein|meinem|meinen|unser|unserem|unseren) (?:letzte[nms]?|vorige[nms]?|bisherige[nms]?) (?:gebot|angebot)|\bvorhin\b|\bals eben\b|\bals (?:ich|wir) (?:vorhin |eben |zuerst )?(?:gesagt|geboten|angeboten)\b|\b(?:ma|notre) (?:dernière|précédente) (?:offre|proposition)\b|\b(?:mon|notre) (?:offre|prix) précédente?\b|\bnotre (?:dernière )?offre\b|\btout à l'heure\b|\bce que (?:je|j'ai|nous)\b[^.!?\d]{0,20}\b(?:proposé|offert|dit)\b|\b(?:mi|nuestra) (?:última|anterior) (?:oferta|propuesta)\b|\b(?:mi|nuestra) oferta anterior\b|\blo que (?:te|le|les) (?:ofrecí|ofrecimos|dije|propuse)\b|\b(?:de )?lo que (?:dije|ofrecí|propuse)\b|\bantes\b|\b(?:than )?last time\b|\b(?:als )?letztes mal\b|\b(?:que )?la dernière fois\b|\b(?:que )?la última vez\b|\b(?:auf |zu )?(?:mein|meinem|meinen|unser|unserem|unseren) letzte[snm]?\b(?!\s(?:mal|jahr|woche|monat|tag))|\b(?:a |sobre )?(?:mi|nuestra) (?:última|anterior)\b(?!\s(?:vez|semana|mes|año|visita))|\b(?:à |sur )?(?:ma|notre) (?:dernière|précédente)\b(?!\s(?:fois|semaine|visite))|\b(?:to |on )?(?:my|our) (?:last|previous)\b(?!\s(?:time|week|month|year|visit|one|message|email|mail))`,
);
/**
 * After a number word under ten, what makes it an amount added to the buyer's own last bid: "Five more than I said",
 * "Fünf mehr als vorhin", "Cinq de plus que tout à l'heure", "Cinco más que antes". The reader skips such small
 * words elsewhere ("one more thing", "in two days"); only these follow-ups make them money.
 */
export const SMALL_WORD_ADDED_AFTER = new RegExp(
  unicodeWords(
    String.raw`^\s(?:more than (?:i |we |my |our |what |before\b|last time\b)|mehr,? als (?:vorhin\b|eben\b|ich |wir |mein|unser|letztes mal\b|beim letzten)|de plus que (?:tout à l'heure\b|ce que |ma |mon |mes |notre |nos |la dernière\b|avant\b|tantôt\b)|más que (?:antes\b|lo que |mi |mis |nuestra |nuestros |la última\b|la otra vez\b)|más de lo que )`,
  ),
  "u",
);
/**
 * After a number word under ten, what makes it an amount taken off: "five off and I'll take it", "fünf weniger,
 * dann passt's", "cinq de moins et je le prends", "cinco menos y me lo llevo" — the word and its "off" close the
 * clause, so "a one-off payment", "two less chairs" stay what they are.
 */
export const SMALL_WORD_TAKEN_OFF_AFTER = new RegExp(
  unicodeWords(
    String.raw`^\s(?:off|less|weniger|runter|de moins|en moins|menos|de menos)(?:\s(?:the price|the total|vom preis|du prix|sur le prix|del precio|and|then|und|dann|et|alors|y|pues|so|also|donc|entonces|please|bitte|svp|por favor)\b|\s?[.,!?;:)]|\s?$|\s?\p{Extended_Pictographic})`,
  ),
  "u",
);
/** Adding to a bid: "more", "add", "on top", "drauf", "ajoute", "de plus", "añado", "más". */
const ADD_WORDS = w(
  String.raw`\b(?:more|add|adding|another|on top|extra|raise|raising|increase|increasing|up by)\b|\bmehr\b|\bdrauf\b|\bdazu\b|\berhöh\p{L}*|\baufstock\p{L}*|\bajout\p{L}*|\brajout\p{L}*|\baugment\p{L}*|\brel[eè]v\p{L}*|\bde plus\b|\ben plus\b|\bmás\b|\bañad\p{L}*|\bsub(?:o|imos|e|ir)\b|\bincrement\p{L}*|\baument\p{L}*|\bsumo\b`,
);
/** A negation in the clause: "I won't add more than 20 to my last" names no bid. */
const CLAUSE_NEGATION = w(String.raw`\b(?:not|won't|can't|cannot|never|nicht|kein|pas|jamais|no|nunca)\b`);
/** A clause negated ("not", "nicht", "pas", "no"), the "no" of a self-correction ("no wait", "no,") aside. */
const negated = (clause: string) => CLAUSE_NEGATION.test(clause.replace(/\bno (?:wait|,)/gu, " "));
/** The amount is the earlier bid itself: "340 (antes 300)", "up from 400", "statt 450". */
const EARLIER_AMOUNT_BEFORE = w(String.raw`(?:\bantes|\bbefore|\bvorher|\bavant|\bfrom|\bstatt|\binstead of|\bau lieu de|\ben vez de|\bwas|\bwar|\bétait|\bera)\W{0,3}$`);
/** The clause an amount stands in: from the last stop, semicolon, line break or ", " before it to the next after it (bounded). */
function clauseAround(lower: string, a: LocatedAmount): string {
  const from = Math.max(0, a.start - 80);
  const before = lower.slice(from, a.start);
  // (A point between digits is a thousands or decimal point, "von 2.600 € um 150 €", not the end of a sentence.)
  const cut = Math.max(before.search(/(?:[!?;\n]|(?<!\d)\.|\.(?!\d)|, )(?:[^.!?;\n]|(?<=\d)\.(?=\d))*$/u), -1);
  const after = lower.slice(a.end, a.end + 80);
  // (German sets a comma before the clause of a comparison: "siebzig mehr, als ich geboten hab" is one clause.)
  const stop = after.search(/[!?;\n]|(?<!\d)\.|\.(?!\d)|, (?!als (?:ich|wir|das|was)\b)/u);
  return (cut >= 0 ? before.slice(cut + 1) : before) + " # " + (stop >= 0 ? after.slice(0, stop) : after);
}

/** The offers a buyer's side can name as its own: "our offer", "unser Gebot", "notre offre", "nuestra propuesta". */
const OWN_OFFER_NAMED = w(
  String.raw`\b(?:my|our) (?:[\p{L}-]+ )?(?:offer|bid|proposal)\b|\b(?:mein|unser)\p{L}* (?:[\p{L}-]+ )?(?:angebot|gebot|vorschlag)\b|\b(?:ma|mon|notre) (?:[\p{L}-]+ )?(?:offre|proposition)\b|\b(?:mi|nuestra) (?:[\p{L}-]+ )?(?:oferta|propuesta)\b`,
);
/**
 * The buyer's side moving an offer whose owner a possessive leaves open ("its", "sein", "son", "su", "the"): a party
 * can only move its own offer, so with the buyer's principal as the one moving it ("My principal lowers the previous
 * offer", "Mein Auftraggeber senkt sein Angebot", "mon mandant abaisse son offre", "mi mandante rebaja su oferta")
 * it is the buyer's. A request to the other side in between ("asks you to", "bittet Sie", "le pide que") is not.
 */
const NO_REQUEST_BETWEEN = String.raw`(?:(?!\b(?:you|your|vous|votre|sie|ihnen|ihr\p{L}*|usted|ustedes|le|les|que|pide|pedimos|demande|ask|asks|bitte|bittet)\b)[^.!?;\n]){0,40}`;
const BUYER_SIDE_MOVES_ITS_OFFER = w(
  String.raw`\b(?:my|our) (?:client|principal|buyer|customer|user|company|firm)\b${NO_REQUEST_BETWEEN}\b(?:its|their|his|her|the) (?:[\p{L}-]+ )?(?:offer|bid|proposal)\b|\b(?:mein|unser)\p{L}* (?:mandant|auftraggeber|kunde|klient|käufer|firma|unternehmen)\p{L}*${NO_REQUEST_BETWEEN}\b(?:sein\p{L}*|das) (?:[\p{L}-]+ )?(?:angebot|gebot)\b|\b(?:mon|ma|notre) (?:client|cliente|mandant|mandante|acheteur|acheteuse|entreprise|société)\b${NO_REQUEST_BETWEEN}\b(?:son|sa|l') ?(?:[\p{L}-]+ )?(?:offre|proposition)\b|\b(?:mi|nuestr[oa]) (?:cliente|mandante|comprador|compradora|empresa|representad[oa])\b${NO_REQUEST_BETWEEN}\b(?:su|la) (?:[\p{L}-]+ )?(?:oferta|propuesta)\b`,
);
/**
 * An offer the buyer's side says it made: "the €4,400 bid we submitted", "das von uns abgegebene Gebot", "l'offre que
 * nous avons faite", "la oferta que presentamos". Moved by an amount, it is the buyer's last bid that moves.
 */
const OFFER_WE_MADE = w(
  String.raw`\b(?:offer|bid|proposal)s? (?:that )?(?:we|i) (?:submitted|made|sent|put in|placed|gave|tabled)\b|\b(?:von uns|von mir) (?:\p{L}+ )?(?:abgegeben|gemacht|eingereicht|unterbreitet|vorgelegt)\p{L}* (?:angebot|gebot)\b|\b(?:offre|proposition) que (?:nous avons|j'ai) (?:faite|soumise|envoyée|présentée|déposée)\b|\b(?:oferta|propuesta) que (?:hicimos|presentamos|enviamos|hice|presenté|envié)\b`,
);
/** The shop's price or offer named: then the base is not only the buyer's ("our offer is 50 below your asking price"). */
const SHOPS_PRICE_NAMED = w(
  String.raw`\b(?:your|yours)\b|\b(?:ihr|ihre[mnrs]?|dein\p{L}*|euer|eure[mnrs]?) (?:[\p{L}-]+ )?(?:preis|angebot|listenpreis|angebotspreis|verkaufspreis)\b|\b(?:votre|vos|ton|ta) (?:[\p{L}-]+ )?(?:prix|offre|tarif)\b|\b(?:su|tu|vuestro|vuestra) (?:[\p{L}-]+ )?precio\b|\b(?:tu|vuestra) (?:[\p{L}-]+ )?oferta\b`,
);
/** The amount moves the buyer's own offer: "we must revise our offer down by 150", "nous devons ramener notre offre à 50 € de moins que la précédente". */
function ownOfferRevised(clause: string): boolean {
  if (SHOPS_PRICE_NAMED.test(clause)) return false;
  if (OWN_OFFER_NAMED.test(clause)) return true;
  // The buyer's principal moving "the previous offer" moves its own: the shop's offer can only be asked to move.
  return BUYER_SIDE_MOVES_ITS_OFFER.test(clause);
}

/**
 * An amount taken off a price. "We lower our previous offer by 150", "Wir senken unser bisheriges Angebot um 150":
 * off the buyer's own last bid, whatever the verb first suggested; so is "My principal lowers the previous offer by
 * 150" (only a party's own offer is lowered by it). "The previous offer is lowered by 150", with nobody of the
 * buyer's side lowering it: an earlier offer, but whose is not said: asked, not acted on.
 */
function amountOff(lower: string, a: LocatedAmount, from: "standing-offer" | "last-bid"): RelativeBid {
  const bid = (base: "standing-offer" | "last-bid"): RelativeBid => ({ derivation: { operation: "minus", from: base, amountMinor: a.minor }, uses: [a] });
  if (from === "last-bid") return bid(from);
  const clause = clauseAround(lower, a);
  if (OWN_EARLIER_OFFER.test(clause) || OFFER_WE_MADE.test(clause) || ownOfferRevised(clause)) return bid("last-bid");
  if (EARLIER_OFFER.test(clause) && !SHOPS_EARLIER_OFFER.test(clause)) return { ...bid(from), unsureBase: true };
  return bid(from);
}

const SPLIT = w(
  String.raw`\bsplit (?:it|this|that|the gap|the rest|things)? ?(?:down the middle|in half|in two|fifty[- ]fifty|50[-/]50)\b|\bsplit(?:ting)? the gap\b|\bmeet (?:me |you |us |u |ya )?(?:in the )?(?:middle|halfway)\b|\bsplit the diff\b|\bsplit(?:ting)? the difference\b|\bhalfway between\b|\b(?:the )?midpoint\b|\bmeet (?:me |you |us |u |ya )?halfway\b|\bgo halfway\b|\bmitte zwischen\b|\bauf halbem weg\b|\bdie differenz teilen\b|\bhalbe-halbe\b|\bau milieu\b|\ble milieu entre (?:votre|ton|nos|notre) (?:deux )?(?:chiffres?|prix|offres?|propositions?|montants?|sommes?|tarifs?)\b|\bà mi-chemin\b|\bla moitié du chemin\b|\bpartag\p{L}* la différence\b|\bcoup\p{L}* la poire\b|\bpunto medio\b|\bpoint médian\b|\bmittelwert\b|\bmittelpunkt\b|\bla mitad del camino\b|\b(?:partamos|repartamos|repartimos|nos repartimos|partir) la diferencia\b|\bsplit the difference\b|\bin der mitte\b|\bdifferenz\b[^.!?]{0,90}\bteilen\b|\bteilen (?:wir )?(?:uns )?die differenz\b|\b(?:lo )?(?:dejamos|quedamos|cerramos) en la mitad\b|\b(?:nos vemos|nos encontramos|quedamos|lo dejamos|nos juntamos) a la mitad\b|\bin (?:dr|de|der) mitti\b|\bla poire en deux\b|\bpartag(?:er|eons|ez) la différence\b|\bpartimos la diferencia\b|\bpartir la diferencia\b|\bdividir la diferencia\b|\ba mitad de camino\b|\ba medio camino\b|\ben el medio\b|\ba medias\b|\bdie hälfte dazwischen\b|\bcoup\p{L}* au milieu\b|(?:^|[.!?*]\s?)halfway(?=[,.!]|\?(?!\s?(?:no|nope|nah|never|not|forget|you wish)\b)|\s(?:and|then|it is|it's|deal)\b)|(?<!\b(?:somewhere|anywhere|irgendwo|quelque part|punto|parte|algo|gap|difference|distance|differenz|lücke|abstand|unterschied|écart|différence|diferencia|brecha|distancia)\s(?:\p{L}+\s)?)(?:\b(?:right |exactly |just )?between (?:your|the asking|the) (?:price|ask|asking price|number|offer) and (?:mine|ours|my (?:offer|bid|number|price)|what (?:i|we)(?:'ve)? (?:offered|bid|said))\b|\b(?:genau |exakt )?zwischen (?:deinem|ihrem|eurem) (?:preis |angebot |gebot )?und (?:meinem|unserem)\b|\bentre (?:ton|votre|le) prix(?: demandé)? et (?:le (?:mien|nôtre)|ce que (?:je|nous) (?:vous |t')?(?:ai|avons) (?:offert|proposé)|mon offre|notre offre|ma proposition)\b|\bentre (?:tu|su|el) precio y (?:el (?:mío|nuestro)|mi oferta|nuestra oferta|lo que (?:le |te )?(?:ofrecí|ofrecimos|ofrezco))\b|\bentre lo que (?:usted )?(?:pide|pides|piden) y (?:lo que (?:le |te )?(?:ofrecí|ofrecimos|ofrezco)|mi oferta|nuestra oferta|lo mío)\b)|(?:\bland|\bmeet|\bsettle|\bstop|\bend up|\bcall it|\bgo)\s(?:\p{L}+\s)?(?:right |exactly |just |smack )?(?:in )?between\b(?!\s(?:the|a|an|two|both)\b|\s\d)|(?:\bbetween|\bzwischen|\bentre)\s(?:our|unseren|unsere[nm]?|nos|nuestros|nuestras)\s(?:two |both |beiden |deux |dos )?(?:prices|numbers|offers|preisen|angeboten|prix|offres|precios|ofertas|propuestas)\b|(?:\bgenau|\bziemlich|\birgendwo)\s(?:da)?zwischen\b|(?:\blanden|\btreffen|\beinigen|\bbleiben)\s(?:wir|uns)\s(?:\p{L}+\s)?dazwischen\b|\bmoitié[- ]moitié\b|(?:\bpile |\bjuste |\b)entre les deux\b(?!\s\p{L}+s\b)|(?:\bjusto|\bquedemos|\bquedamos|\bquedarnos)\sen (?:el )?medio\b(?!\sde)`,
);

/**
 * A split with someone other than the shop: "I'd rather split the difference with the other buyer", "die Differenz mit
 * meinem Bruder teilen", "partager la différence avec l'autre acheteur", "partir la diferencia con mi socio". No bid.
 */
const SPLIT_WITH_SOMEONE_ELSE = w(
  String.raw`\b(?:split\p{L}*|teil\p{L}*|partag\p{L}*|partir|partamos|repart\p{L}*|dividir)\b[^.!?]{0,40}\b(?:with|mit|avec|con)\s(?:the other|another|my|his|her|their|someone|somebody|anderen|einem|einer|meinem|meiner|seinem|ihrem|dem anderen|der anderen|l'autre|un autre|une autre|mon|ma|mes|son|sa|el otro|la otra|otro|otra|mi|mis|su socio|su hermano)\b`,
);
/** The amount taken off the shop's standing offer; asked rather than acted on when `unsure`. */
function offTheStandingOffer(a: LocatedAmount, unsure: boolean): RelativeBid {
  return { derivation: { operation: "minus", from: "standing-offer", amountMinor: a.minor }, uses: [a], ...(unsure ? { unsureBase: true as const } : {}) };
}

/**
 * The relative bid in `lower` (the lower-cased message), if any. `amounts` are the amounts written (digits or
 * words) with their positions; `percents` the whole-number percentages with theirs.
 */
export function readRelative(lower: string, amounts: readonly LocatedAmount[], percents: ReadonlyArray<{ start: number; end: number; value: number }>): RelativeBid | null {
  // Looked for once: most messages never name the buyer's last bid.
  const mentionsLastBid = LAST_BID_REF.test(lower);
  for (const a of amounts) {
    const after = lower.slice(a.end, a.end + 40);
    const before = lower.slice(Math.max(0, a.start - 40), a.start);
    const clause = clauseAround(lower, a);
    // ("400 over our budget" names the excess of the shop's price, whatever the budget is.)
    if (EXCESS_AFTER.test(after)) return offTheStandingOffer(a, !BY_THAT_MUCH.test(lower));
    if (NOT_A_PUBLIC_BASE.test(clause)) continue;
    // "My client cannot go 30 above its previous bid", "no subo 20 sobre mi oferta": a raise refused is no bid.
    const added: RelativeBid | null = negated(clause.split(" # ")[0]!) ? null : { derivation: { operation: "plus", from: "last-bid", amountMinor: a.minor }, uses: [a] };
    // "my eighty, plus fifteen", "meine achtzig, plus fünfzehn", "mis ochenta, más quince": the buyer's own amount, then
    // one added to it (whether the first is the last bid is the reader's to check: otherwise it is another amount).
    if (added && amounts.some((p) => p.end <= a.start && PLUS_BETWEEN.test(lower.slice(p.end, a.start)) && OWN_BEFORE.test(lower.slice(Math.max(0, p.start - 12), p.start)))) return added;
    const raising = RAISE_BEFORE.test(lower.slice(Math.max(0, a.start - 100), a.start));
    if (UP_BY_BEFORE.test(before) || (/(?:\bum|\bby|\bde|\ben)\s?(?:[\p{Sc}]|eur|usd|chf|gbp)?\s?$/u.test(before) && UP_AFTER.test(after))) return added;
    // "auf 470 runtergehen": the price itself, not an amount off ("um 20 runtergehen", "20 € runter" are).
    const target = TARGET_BEFORE.test(before) && MOVE_VERB_AFTER.test(after);
    // "Ich erhöhe mein Angebot um 30 €", "I'll raise it by 30": a raising verb makes "um"/"by" an amount added.
    if (raising && /(?:\bum|\bby|\bde|\ben)\s?(?:[\p{Sc}]|eur|usd|chf|gbp|cad)?\s?$/u.test(before)) return added;
    // "können wir unser letztes Angebot um 250 € erhöhen": in German the raising verb closes the clause, after the
    // amount; "um" then names an amount added to the buyer's own bid, not one taken off the shop's.
    if (raising && (ABOVE_AN_OFFER_AFTER.test(after) || RAISED_OFFER_AFTER.test(after))) return added;
    if (/(?:\bum|\bbis zu)\s?(?:[\p{Sc}]|eur|usd|chf|gbp)?\s?$/u.test(before) && RAISE_AFTER.test(after)) return added;
    if (BUYER_MOVES_BEFORE.test(before) && TOWARDS_AFTER.test(after)) return added;
    if (PRICE_LESS_BEFORE.test(before) && !PERCENT_WORD_AFTER.test(after)) return amountOff(lower, a, "standing-offer");
    const shopMoves = SHOP_MOVES.some(([b, af]) => b.test(lower.slice(Math.max(0, a.start - 60), a.start)) && (af === null || af.test(after)));
    if (shopMoves && !TARGET_AFTER.test(after)) return amountOff(lower, a, "standing-offer");
    // ("notre offre précédente de 2 600 € de 150 €": the first amount names the offer, the second the step.)
    const priceReduced = MINUS_PRICE_BEFORE.test(lower.slice(Math.max(0, a.start - 80), a.start)) && !TARGET_AFTER.test(after) && !BY_AN_AMOUNT_AFTER.test(after);
    const um = UM_BEFORE.test(before);
    const loweredBy = um && LOWERING_DE.test(clause);
    // An offer or price moved "um" an amount, the direction in words the reader does not know: a step, never the bid
    // itself; asked ("Wir passen unser Angebot um 150 € an").
    if (um && !loweredBy && !MINUS_AFTER.test(after) && OFFER_NOUN_DE.test(clause.split(" # ")[0]!)) {
      if (RAISING_DE.test(clause)) return added;
      return offTheStandingOffer(a, true);
    }
    if ((MINUS_AFTER.test(after) && !target) || MINUS_BEFORE.test(before) || loweredBy || priceReduced || (DOWN_BY_BEFORE.test(lower.slice(Math.max(0, a.start - 80), a.start)) && !TARGET_AFTER.test(after))) {
      // "40 € menos de lo que ofrecimos la última vez", "50 less than what I offered", "50 € weniger als wir geboten
      // haben": less than the buyer's own earlier offer, named by its verb in the first person.
      const from = /\b(?:my|our|mein|unser|ma|mon|notre|mi|nuestra) (?:last|letzt|dernière|última)/u.test(after) || WE_OFFERED_AFTER.test(after) ? "last-bid" : "standing-offer";
      return amountOff(lower, a, from);
    }
    // "Up 40 from my last", "bump it 40 on my previous", "+40 on my last offer": added to the buyer's own last bid.
    if ((UP_BEFORE.test(before) && FROM_LAST_AFTER.test(after)) || UP_FROM_LAST_AFTER.test(after)) return added;
    if ((ADD_VERB_BEFORE.test(before) && TO_OWN_OFFER_AFTER.test(after)) || SPANISH_RAISED_OFFER_BEFORE.test(before)) return added;
    if (PLUS_AFTER.test(after) || PLUS_BEFORE.test(before)) return added;
    // "Ich lege auf mein letztes Gebot noch 100 € drauf", "J'ajoute 100 € à ma dernière proposition", "Twenty more
    // than I said before": a word of adding and the buyer's last bid in the amount's own clause, the amount not a
    // target ("to 500"): the amount is added to that bid.
    if (mentionsLastBid && !TARGET_BEFORE.test(before) && !EARLIER_AMOUNT_BEFORE.test(before) && LAST_BID_REF.test(clause) && ADD_WORDS.test(clause) && !negated(clause))
      return { derivation: { operation: "plus", from: "last-bid", amountMinor: a.minor }, uses: [a] };
  }
  for (const p of percents) {
    // "20% off the asking price", "20 % Rabatt auf Ihren Preis", "20 % sur le prix demandé", "un 20 % de descuento sobre
    // el precio": the base is the shop's price, named right after the percentage, whatever the sentence says of budgets.
    if (OFF_THE_SHOPS_PRICE_AFTER.test(lower.slice(p.end, p.end + 60))) return { derivation: { operation: "percent-off", from: "standing-offer", percent: p.value }, uses: [] };
    const sentenceStart = Math.max(lower.lastIndexOf(".", p.start), lower.lastIndexOf("\n", p.start), lower.lastIndexOf("!", p.start), 0);
    const sentenceEnd = [".", "\n", "!"].map((c) => lower.indexOf(c, p.end)).filter((i) => i >= 0);
    const sentence = lower.slice(sentenceStart, sentenceEnd.length > 0 ? Math.min(...sentenceEnd) : lower.length);
    // A budget's or another seller's percentage is asked about, never read as the buyer's: held here, so that no
    // other reading ("… sous votre prix." as agreeing to the price) takes the sentence either.
    const notOffered = PERCENT_NOT_OFFERED.test(clauseAround(lower, { start: p.start, end: p.end, minor: 0 }));
    // "Faites-moi 15 % sur l'embrayage", "do me 15% on the clutch", "hágame un 15 %": the percentage asked of the shop.
    const askedOfTheShop = GIVE_ME_BEFORE.test(lower.slice(Math.max(0, p.start - 28), p.start)) && !NOT_A_DISCOUNT_AFTER.test(lower.slice(p.end, p.end + 24));
    // "Rebájeme un 10 % del presupuesto": asked to take it off, the quote ("presupuesto" is a budget too) is the shop's.
    const offTheQuote = OFF_THE_SHOPS_QUOTE_AFTER.test(lower.slice(p.end, p.end + 40));
    if (PERCENT_CUE.test(sentence) || askedOfTheShop) return { derivation: { operation: "percent-off", from: "standing-offer", percent: p.value }, uses: [], ...(notOffered && !offTheQuote ? { unsureBase: true as const } : {}) };
  }
  if (SPLIT.test(lower) && !SPLIT_WITH_SOMEONE_ELSE.test(lower)) return { derivation: { operation: "split-difference", from: "standing-offer", with: "last-bid" }, uses: [] };
  return null;
}

/**
 * Amounts that are the gap between the two sides, not a price: "we're 200 apart", "wir liegen 200 auseinander",
 * "on est à 200 € d'écart", "estamos a 200 de diferencia", "a gap of 200". A split of the difference is computed
 * from the public numbers, never from the gap; the gap only has to agree with them.
 */
const GAP_AFTER = w(String.raw`^${CUR}\s?(?:apart\b|auseinander\b|d'écart\b|de diferencia\b|de différence\b|difference\b|unterschied\b)`);
const GAP_BEFORE = w(String.raw`(?:\b(?:a |the )?(?:gap|difference) (?:of|is)|\b(?:eine |die )?(?:differenz|lücke|unterschied) (?:von|ist|beträgt)|\b(?:un |l')?écart (?:de|est de)|\b(?:une |la )?différence (?:de|est de)|\b(?:una |la )?diferencia (?:de|es de))\s?(?:[\p{Sc}]|eur|usd|gbp|chf)?\s?$`);

export function gapAmounts<A extends LocatedAmount>(lower: string, amounts: readonly A[]): A[] {
  return amounts.filter((a) => GAP_AFTER.test(lower.slice(a.end, a.end + 24)) || GAP_BEFORE.test(lower.slice(Math.max(0, a.start - 30), a.start)));
}
