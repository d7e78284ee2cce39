/**
 * Someone else's price: an amount another person or seller paid, asks, charges or lists, quoted as context and never
 * the buyer's bid ("my neighbour paid 1,050 for his", "He's asking 150 for one just like it", "the same model is
 * listed at 799 € by another retailer", "Mi usuaria comenta que pagó 850 por el anterior"). One module owns the idea,
 * so the bid reading (offline-interpreter.ts) and the relative bids (relative.ts) draw the same line with the same
 * words: who the others are (people, other sellers, elsewhere) and the verbs of asking, selling and paying.
 *
 * An amount is someone else's price by the structure of its clause, not by a list of sentences:
 * - a payment in the past governs it ("pagó 850", "ich habe damals 400 bezahlt", "j'ai payé le mien 400"): what
 *   anyone paid, the buyer included, is history, and reported speech of it ("comenta que", "sagt, dass") too;
 * - a third-person subject (a pronoun, a person, a shop, "the stall next door") asks, wants, charges, sells or lists it;
 * - another seller is named in its sentence.
 * Kept apart, because they are the buyer's bid: the buyer's own side (a client, principal or spouse) saying what it
 * would pay, and a payment promised rather than made ("I'll pay", "what I'd pay", "ich zahle", "er will 150 zahlen").
 */
import { unicodeWords } from "./unicode-words";

/** Where an amount stands in the lower-cased message. */
interface AmountSpan {
  start: number;
  end: number;
}

// ---- Who the others are --------------------------------------------------------------------------------------

/** People who are not the buyer's side: relatives, friends, neighbours, colleagues, by language. */
const OTHER_PEOPLE = {
  en: "neighbou?r|friend|mate|buddy|pal|brother|sister|cousin|uncle|aunt|dad|father|mum|mom|mother|colleague|coworker",
  de: "nachbar|nachbarin|freund|freundin|kumpel|bruder|schwester|cousin|cousine|onkel|tante|vater|mutter|kollege|kollegin",
  fr: "voisin|voisine|ami|amie|pote|copain|copine|frère|sœur|soeur|cousin|cousine|oncle|tante|père|mère|collègue",
  es: "vecino|vecina|amigo|amiga|hermano|hermana|primo|prima|tío|tía|padre|madre|colega|cuñado|cuñada",
};
/** A spouse: what they would pay is the buyer's bid, but what they paid is history like anyone's. */
const SPOUSES = { en: "wife|husband", de: "frau|mann", fr: "femme|mari", es: "mujer|marido" };

/**
 * The buyer's own side, named as a noun: what it wants or would pay is the buyer's bid, never someone else's price
 * ("the client wants it for 150", "die Firma will ihn für 150", "la empresa lo quiere a 150").
 */
const BUYERS_SIDE =
  "clients?|customers?|principals?|buyers?|wife|husband|partner|boss|company|firm|team|family|users?|school|organi[sz]ation|office|department|" +
  "mandant\\p{L}*|kund\\p{L}*|auftraggeber\\p{L}*|chef\\p{L}*|frau|mann|ehefrau|ehemann|partnerin|firma|unternehmen|nutzer\\p{L}*|familie|schule|büro|abteilung|käufer\\p{L}*|" +
  "client\\p{L}*|patron\\p{L}*|épouse|femme|mari|conjoint\\p{L}*|entreprise|société|utilisat\\p{L}*|famille|école|bureau|acheteu\\p{L}*|" +
  "mandante|representad\\p{L}*|jef\\p{L}*|espos\\p{L}*|mujer|marido|pareja|empresa|usuari\\p{L}*|familia|escuela|oficina|comprador\\p{L}*";

/** What a seller is called, in the four languages (singular; the plural adds "s" or "es"). */
const SELLER_NOUNS =
  "retailer|seller|shop|store|vendor|dealer|site|website|listing|platform|händler|anbieter|laden|geschäft|verkäufer|plattform|webseite|revendeur|vendeur|magasin|boutique|annonce|commerçant|distributeur|distribuidor|vendedor|tienda|comercio|web|plataforma|anuncio|" +
  "company|firm|garage|supplier|provider|contractor|builder|caterer|installer|agency|dealership|firma|werkstatt|lieferant|handwerker|betrieb|entreprise|société|fournisseur|prestataire|artisan|empresa|taller|proveedor|contratista|agencia";

/** Another seller, named: "another retailer", "einem anderen Händler", "un autre revendeur", "otros vendedores". */
const ANOTHER_SELLER = String.raw`\b(?:another|other|different|a second|einem anderen|einer anderen|eines anderen|einen anderen|anderen|anderer|andere|un autre|une autre|d'autres|autres|otro|otra|otros|otras)\s(?:[\p{L}-]+\s)?(?:${SELLER_NOUNS})(?:s|es)?\b`;

/**
 * Marketplaces and classified-ads sites by name, in the four languages' markets: a price seen there is another seller's.
 * One list, also read by reader/intents.ts (an amount right after "on ebay", or with "on gumtree" right after it).
 */
export const MARKETPLACES =
  "ebay|amazon|gumtree|craigslist|facebook marketplace|fb marketplace|marketplace|etsy|depop|preloved|shpock|leboncoin|vinted|backmarket|back market|" +
  "kleinanzeigen|ebay kleinanzeigen|willhaben|tutti|tutti\\.ch|anibis|ricardo|idealo|geizhals|mobile\\.de|autoscout24|wallapop|milanuncios|mercadolibre|mercado libre|olx|subito";

/** A marketplace named with its preposition ("on gumtree", "auf willhaben", "sur leboncoin", "en wallapop"), then the amount's words. */
const ON_A_MARKETPLACE = new RegExp(unicodeWords(String.raw`\b(?:on|at|via|auf|bei|über|sur|chez|en|por)\s(?:the\s)?(?:${MARKETPLACES})\b`), "u");

/** Somewhere else, and next door: where a price that is not this shop's is found. */
const PLACES_ELSEWHERE = "elsewhere|somewhere else|woanders|anderswo|ailleurs|en otro sitio|en otra parte";
const NEXT_DOOR = "next door|nebenan|d'à côté|de al lado";

/**
 * Other sellers, the market, what one finds elsewhere (a regular-expression source, for relative.ts): their prices
 * are no base a buyer's bid is derived from, and a percentage below them is no discount the buyer offers.
 */
export const ELSEWHERE = String.raw`\b(?:competitors?|competition|the market|konkurrenz|mitbewerber\p{L}*|wettbewerber\p{L}*|concurren\p{L}*|la competencia|competidores|${PLACES_ELSEWHERE}|en otr[oa] (?:tienda|sitio|lado|local|comercio|web)|(?:einem|einen|ein) andere[nm]? (?:laden|geschäft|händler|anbieter|shop))\b|${ANOTHER_SELLER}|\b(?:on (?:le|la|les) trouve|on (?:le|la|les) voit|man (?:findet|bekommt|kriegt)|(?:lo|la) (?:encuentro|encontré|encuentras|he visto|vi)|se (?:encuentra|consigue|vende)|(?:i|we|you) (?:found|saw|can find|can get|could get) (?:it|one|them))\b`;

/**
 * Someone else, named as the subject of the amount's clause: a pronoun, a person or a stall ("the guy next door", "der
 * Typ nebenan", "le gars d'en face", "el de enfrente", "mi vecino"). Not the buyer's own side (a client, a principal,
 * a spouse): what they would pay is the buyer's bid.
 */
const THIRD_PARTY = new RegExp(
  unicodeWords(
    String.raw`(?:^|[\s*(])(?:he|he's|she|she's|they|they're|someone|somebody|that (?:guy|fellow|bloke|man|woman|lady|dude|seller|vendor|one)|the (?:guy|fellow|bloke|man|woman|lady|dude|seller|vendor|stall|stand|shop|one) (?:next door|across|opposite|over there|down the (?:road|street|lane)|on the corner|at the (?:market|fair))|(?:my|our) (?:${OTHER_PEOPLE.en})|er|der|die|sie(?= (?:verlangt|verlangte|verkauft|verkaufte|gibt|gab)\b)|jemand|man|der (?:typ|kerl|mann|händler|verkäufer|stand|nachbar|laden) (?:nebenan|gegenüber|drüben|da drüben|an der ecke)|(?:mein|meine|unser|unsere) (?:${OTHER_PEOPLE.de})|il|elle|lui|eux|ils|elles|quelqu'un|le (?:gars|type|mec|vendeur|marchand|voisin|stand) (?:d'à côté|d'en face|à côté|en face|du coin|là-bas)|(?:mon|ma) (?:${OTHER_PEOPLE.fr})|él|ella|aquel|aquella|ese|esa|alguien|ellos|ellas|el (?:de|del) (?:enfrente|al lado|la esquina|puesto de al lado)|el (?:tipo|señor|vendedor|puesto|chaval|chico|tío|vecino) (?:de enfrente|de al lado|de la esquina)|(?:mi|mis) (?:${OTHER_PEOPLE.es})|en el puesto de al lado|en la tienda de al lado)(?=[\s,'])`,
  ),
  "u",
);

// ---- What they do with the amount ----------------------------------------------------------------------------

/** What someone else asks, charges, sold or paid for it: "is asking", "wants 150 for", "verlangt", "le vend", "pide", "me lo dejan en". */
const ASKS_OR_SELLS = new RegExp(
  unicodeWords(
    String.raw`\b(?:ask|asks|asking|asked|charge|charges|charging|charged|sell|sells|selling|sold|lists|listed|listing|list (?:it|them|his|hers|theirs|one)|paid|pays|let (?:it|his|hers|theirs|one|them) go|lets (?:it|his|hers|theirs|one|them) go|has (?:it|one|them) (?:for|at)|had (?:it|one|them) (?:for|at)|got (?:it|his|hers|theirs|one|them) for|wants|verlangt|verlangte|verlangen|bezahlt|zahlte|verkauft|verkaufte|gibt (?:ihn|sie|es|den|die|das|seinen|seine|ihren|ihre) (?:für|um)|hergegeben|kriegt man|bekommt man|kriegst du|hat (?:ihn|sie|es|den|die|das|seinen|seine) für|demande|demandait|veut|voulait|a payé|payé|paie|vend|vendait|vendu|le fait à|la fait à|le laisse à|la laisse à|le cède à|la cède à|pide|pedía|pidió|quiere|quería|pagó|vende|vendía|vendió|cobra|cobraba|cobró|lo deja en|la deja en|lo dejan en|la dejan en|me lo dejan|me la dejan|lo tiene a|la tiene a|lo tiene en|la tiene en)\b`,
  ),
  "u",
);

/**
 * A seller or a thing named with an article, then a verb of asking, selling or listing in the third person, right
 * before the amount: "The shop on Main Street asks 400", "a guy on eBay is selling one for 400", "Der Laden in der
 * Altstadt verlangt 400", "La boutique du coin le vend 400", "La tienda de la esquina lo vende a 400"; or makes or
 * does the thing for it: "the church shop does personalised candles for 25", "der Kirchenladen macht … für 25". Not the
 * buyer's own request to the shop: "would the shop sell it for 400?" has the base form, "¿me la vende a 400?" no noun,
 * and the caller sets aside a first or second person in the words matched ("la señora me lo deja en 400").
 */
const NAMED_SUBJECT_ASKS = new RegExp(
  unicodeWords(
    String.raw`(?:^|\s)(?:(?:the|a|an|that|this|one|some|der|die|das|ein|eine|dieser|diese|jener|le|la|un|une|ce|cet|cette|les|des|el|los|las|una|unos|unas|ese|esa|este|esta|aquel|aquella)\s|l')(?!(?:${BUYERS_SIDE}|me|te|se|lo|la|le|les|nos|os|los|las|en|y|whole|total|lot|tout|ganze|gesamte?|todo)\b)([\p{L}'-]+(?: [\p{L}'-]+){0,4}) (?:asks|is asking|'s asking|are asking|charges|is charging|are charging|sells|is selling|are selling|lists|wants|(?:has |have |had )?(?:quoted|offered)(?: (?:me|us))?|quotes(?: (?:me|us))?|has (?:it|one|them) (?:listed )?(?:for|at)|(?:does|makes|macht|machen|fait|font|hace|hacen)(?= \p{L})|verlangt|verlangen|verkauft|verkaufen|berechnet|(?:(?:le|la|l'|les) ?)?(?:vend|vendent|demande|demandent|affiche|affichent|facture|facturent|fait à|laisse à|cède à|veut|veulent)|(?:(?:lo|la|los|las) )?(?:vende|venden|pide|piden|cobra|cobran|quiere|quieren|anuncia|anuncian|deja en|dejan en|tiene a|tienen a|tiene en|tienen en))\b((?: [\p{L}'-]+){0,5}) ?(?:[\p{Sc}]|eur|euros?|usd|dollars?|chf|gbp)?\s?$`,
  ),
  "u",
);

/** A listing price, whoever's, named right before the amount: "it's listed at 400 on eBay", "affiché à 400", "anunciado a 400". */
const LISTED_AT = new RegExp(
  unicodeWords(String.raw`\b(?:listed|advertised|gelistet|inseriert|annoncée?s?|affichée?s?|anunciad[oa]s?|publicad[oa]s?) (?:at|for|für|zu|um|à|pour|a|en|por) ?(?:[\p{Sc}]|eur|euros?|usd|dollars?|chf|gbp)?\s?$`),
  "u",
);

/** The first or second person, or a verb of offering: between a subject or a verb and the amount, the buyer speaks. */
const BUYER_SPEAKS = new RegExp(
  unicodeWords(
    String.raw`(?:^|\s)(?:i|i'm|i'll|i'd|i've|me|my|we|we'll|we'd|us|our|you|your|ich|mir|mich|wir|uns|dir|sie|ihnen|je|j'|m'|moi|nous|vous|tu|te|t'|yo|nos|nosotros|usted|ustedes|tú|offer|offers|bid|give|propose|biete|bieten|gebe|geben|zahle|proposons|offre|offrons|donne|ofrezco|ofrecemos|doy|damos|pago)(?=[\s,'.!?]|$)`,
  ),
  "u",
);

/** Right after the amount, a verb of paying or offering: "er will 150 zahlen", "she wants to pay 150" is a bid's words. */
const PAYING_AFTER = /^\s?(?:€|eur|euros?|\$|dollars?)?\s?(?:zahlen|bezahlen|bieten|geben|ausgeben|pay|offer|give|payer|offrir|donner|pagar|ofrecer|dar)\b/u;
const PAYING_BEFORE = new RegExp(unicodeWords(String.raw`\b(?:to pay|to offer|zu zahlen|zu bieten|à payer|de payer|pagar|ofrecer)\b`), "u");

// ---- A payment in the past -----------------------------------------------------------------------------------

/**
 * A verb of paying (or buying, or costing) in a past tense, then at most four words, then the amount: "I paid 400 for
 * mine", "she spent 850", "bought mine for 400", "pagó 850 por el anterior", "lo compré por 400", "ha pagado 400",
 * "j'ai payé le mien 400", "l'a acheté 400", "m'a coûté 400", "Mein Bruder zahlte 400". Only forms that are past and
 * nothing else: Spanish "pagamos" is also the present ("pagamos 400 al recoger" is a bid), "compro" is a bid, "ich
 * zahle" and "I'll pay" are promises. (The words between are captured: the buyer speaking there makes it a bid again.)
 */
const PAID_BEFORE = new RegExp(
  unicodeWords(
    String.raw`(?:(?<!\b(?:be|been|being|get|gets|getting|got|to) )\b(?:paid|spent)|\bbought(?: [\p{L}']+){0,3} (?:for|at)|\bgot (?:it|one|mine|his|hers|theirs|them) for|\bcost (?:me|him|her|us|them)|\b(?:pagó|pagué|pagaste|pagaron|pagasteis|compró|compré|compraste|compraron|costó|costaron|gastó|gasté|gastaron|(?:he|has|ha|hemos|habéis|han|había|habías|habíamos|habían) (?:\p{L}+ )?(?:pagado|comprado|gastado|costado))|\b(?:ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient)(?: [\p{L}'-]+){0,2} (?:payée?s?|achetée?s?|dépensée?s?|coûtée?s?|eue?s? (?:pour|à))|\b(?:payai|paya|payèrent|achetai|acheta|achetèrent|coûta)|\b(?:zahlte|zahlten|bezahlte|bezahlten|kostete|kosteten|kaufte|kauften))\b((?: [\p{L}'-]+){0,4}) ?(?:[\p{Sc}]|eur|euros?|usd|dollars?|chf|gbp)?\s?$`,
  ),
  "u",
);
/** German perfect tense: an auxiliary of "haben" before the amount ("ich habe damals 400 bezahlt")… */
const HABEN_BEFORE = new RegExp(unicodeWords(String.raw`\b(?:habe|hab|hat|haben|hatte|hatten|habt|hast)\b((?: [\p{L}'-]+){0,6}) ?(?:[\p{Sc}]|eur|euros?|chf)?\s?$`), "u");
/** …and the participle after it, in the same clause ("… 400 bezahlt", "… 400 für meinen gekauft"). */
const PARTICIPLE_AFTER = /^\s?(?:€|eur|euro|euros|chf)?(?:\s[\p{L}'-]+){0,4}\s(?:bezahlt|gezahlt|ausgegeben|gekostet|hingelegt|hingeblättert|gelöhnt|gekauft)(?![\p{L}])/u;
/** Or both after it, in a clause of reported speech or a relative one ("dass er für sein Gerät 850 bezahlt hat", "die 400 kostete"). */
const PAST_AFTER = /^\s?(?:€|eur|euro|euros|chf)?(?:\s[\p{L}'-]+){0,4}\s(?:(?:bezahlt|gezahlt|ausgegeben|gekostet|hingelegt|gekauft)\s(?:hat|habe|haben|hatte|hatten|hab|hast|habt)|zahlte|zahlten|bezahlte|bezahlten|kostete|kosteten|kaufte|kauften)(?![\p{L}])/u;

/** Where a clause ends for the verb that governs an amount: a conjunction starts another ("I paid 400 and would pay 380 again"). */
const CONJUNCTION = /\s(?:and|but|so|then|und|aber|dann|also|et|mais|donc|puis|y|pero|entonces|así que)\s/gu;
const FIRST_CONJUNCTION = new RegExp(CONJUNCTION.source, "u");

/** The amount's clause: the words before it since the last break, and after it up to the next. */
function clauseOf(lower: string, a: AmountSpan): { before: string; after: string } {
  const before = lower.slice(Math.max(0, a.start - 90), a.start);
  const from = Math.max(
    -1,
    ...[". ", "\n", "? ", "! ", "; ", ",", "*", "…", "..."].map((s) => {
      const at = before.lastIndexOf(s);
      return at < 0 ? -1 : at + s.length - 1;
    }),
  );
  const after = lower.slice(a.end, a.end + 60);
  const stop = after.search(/[.!?;,*…](?:\s|$)|\n/u);
  return { before: before.slice(from + 1), after: stop >= 0 ? after.slice(0, stop) : after };
}

/** The part of a clause before the amount after its last conjunction or its last other number: where a verb that governs the amount stands. */
function ownConjunct(before: string): string {
  let from = 0;
  for (const m of before.matchAll(CONJUNCTION)) from = m.index + m[0].length - 1;
  const digit = before.search(/\d[^\d]*$/u);
  return before.slice(Math.max(from, digit + 1));
}

/**
 * A payment in the past governs the amount ("Mi usuaria comenta que pagó 850 por el anterior", "I paid 400 for mine
 * back in 2019", "ich habe damals 400 bezahlt", "j'ai payé le mien 400"): what was paid is history, never a bid.
 */
function paidInThePast(lower: string, a: AmountSpan): boolean {
  const { before, after: clauseAfter } = clauseOf(lower, a);
  const conjunct = " " + ownConjunct(before);
  // (After the amount, too, only up to a conjunction: "ich habe 400 und hätte ihn gern gekauft" pays nothing.)
  const stop = clauseAfter.search(FIRST_CONJUNCTION);
  const after = stop >= 0 ? clauseAfter.slice(0, stop) : clauseAfter;
  const paid = PAID_BEFORE.exec(conjunct);
  if (paid !== null && !BUYER_SPEAKS.test(paid[1] ?? "")) return true;
  const haben = HABEN_BEFORE.exec(conjunct);
  if (haben !== null && !BUYER_SPEAKS.test(haben[1] ?? "") && PARTICIPLE_AFTER.test(after)) return true;
  return PAST_AFTER.test(after);
}

/**
 * The amount stands in a clause whose subject is someone else who asks, sells or paid it ("*glances at the stall
 * across the lane* He's asking 150 for one just like it", "Der will 150 für genau so einen", "Aquel pide 150 por uno
 * igualito", "Mein Nachbar hat 150 dafür bezahlt", "The shop on Main Street asks 400"): a third party's price.
 */
function thirdPartysPrice(lower: string, a: AmountSpan): boolean {
  const { before: clauseBefore, after: clauseAfter } = clauseOf(lower, a);
  if (PAYING_AFTER.test(clauseAfter) || PAYING_BEFORE.test(clauseBefore)) return false;
  if (LISTED_AT.test(clauseBefore)) return true;
  // A marketplace named before the only amount, in its own clause, the buyer not speaking after it ("same mower's on
  // gumtree for 220 btw", "steht auf willhaben um 220", "je l'ai vu sur leboncoin à 220", "en wallapop está a 220").
  // (With other amounts beside it, which is the bid stays the question it was.)
  const conjunct = ownConjunct(clauseBefore);
  const market = ON_A_MARKETPLACE.exec(conjunct);
  const onlyAmount = !/\d/u.test(lower.slice(0, a.start)) && !/\d/u.test(lower.slice(a.end));
  if (market !== null && onlyAmount && !BUYER_SPEAKS.test(conjunct.slice(market.index + market[0].length))) return true;
  // A seller or a thing with an article, asking or selling right before the amount; the buyer not speaking between.
  const named = NAMED_SUBJECT_ASKS.exec(" " + clauseBefore);
  if (named !== null && !BUYER_SPEAKS.test(" " + named[1]) && !BUYER_SPEAKS.test(named[2] ?? "")) return true;
  const subject = THIRD_PARTY.exec(" " + clauseBefore);
  if (subject === null) return false;
  // The subject first, then the verb of asking or selling (before the amount or after it in its clause).
  const rest = (" " + clauseBefore).slice(subject.index) + " # " + clauseAfter;
  // (The buyer between them speaks for itself: "die Lampe will ich für 150", "él dice que yo pago 150".)
  if (/(?:^|\s)(?:i|i'm|i'll|ich|je|j'|yo|we|wir|nous)(?=[\s'])/u.test((" " + clauseBefore).slice(subject.index + subject[0].length))) return false;
  // (German "will" is "wants": "Der will 150 für …"; only after a German subject, English "will" is the future.)
  return ASKS_OR_SELLS.test(rest) || /(?:^|\s)(?:der|die|er|sie|jemand|man|typ|kerl|nachbar|nachbarin|händler|verkäufer)\s(?:\p{L}+\s)?(?:will|wollte)\s/u.test(rest) || /(?:kriegt|bekommt) man|me lo dejan|me la dejan/u.test(clauseBefore);
}

const SENTENCE_STOPS: readonly string[] = [". ", "\n", "? ", "! ", "; "];
/** The words of the amount's sentence before it, at most 120 characters back; `moreStops` end a sentence too. */
function sentenceUpTo(lower: string, a: AmountSpan, moreStops: readonly string[] = []): string {
  const before = lower.slice(Math.max(0, a.start - 120), a.start);
  return before.slice(Math.max(...[...SENTENCE_STOPS, ...moreStops].map((stop) => before.lastIndexOf(stop))) + 1);
}

/**
 * The amount stands in a sentence about another seller's price ("the same model is listed at 799 € by another
 * retailer", "se vende a 779 € en otro distribuidor"): it is what someone else asks, not the buyer's bid.
 */
function atAnotherSeller(lower: string, a: AmountSpan): boolean {
  const sentenceBefore = sentenceUpTo(lower, a);
  const after = lower.slice(a.end, a.end + 120);
  const stop = after.search(/[.!?;](?:\s|$)|\n/u);
  // (The buyer speaking after the other seller, before the amount, bids it: "Another firm quoted 480, we offer 430.")
  const seller = [...sentenceBefore.matchAll(ANOTHER_SELLERS_IN_SENTENCE)].at(-1);
  if (seller !== undefined && BUYER_BIDS.test(sentenceBefore.slice(seller.index! + seller[0].length))) return false;
  return ANOTHER_SELLER_IN_SENTENCE.test(sentenceBefore + " " + (stop >= 0 ? after.slice(0, stop) : after));
}
/** The buyer bidding in its own words: a first person and a verb of offering or paying. */
const BUYER_BIDS = new RegExp(unicodeWords(String.raw`\b(?:i|we|ich|wir|je|nous|yo|nosotros)\s(?:\p{L}+\s)?(?:offer|bid|pay|can do|'d pay|would pay|biete|bieten|zahle|zahlen|propose|proposons|offre|offrons|paie|payons|ofrezco|ofrecemos|pago|pagamos)\b|\b(?:ofrezco|ofrecemos|pago|pagamos|biete|bieten)\b`), "u");
/**
 * A shop named as where the sentence stands, opening it, a place or a name after it: "Im Laden in der Stadt kostet er
 * 430", "Au magasin du centre, il est à 430", "En la tienda del centro está a 430", "At the shop in town it's 430".
 * Not the shop spoken to ("in Ihrem Laden", "dans votre magasin", "en su tienda"), nor one with no place named.
 */
const AT_A_SHOP_OPENING = String.raw`(?:^|[.!?;\n]\s*)(?:im|in dem|beim|in einem|au|dans le|dans un|dans la|chez le|à la|en la|en el|en una|en un|at the|at a|in the|in a)\s(?:${SELLER_NOUNS}|magasin|supermarché|marché|markt|baumarkt|supermarkt|mercado|supermercado|ferretería|store|supermarket|market|outlet)\s(?:in|an|am|auf|bei|du|de|des|del|on|down|near|round|around|across|by|über|near|nebenan|d'à côté|de al lado|next door)\b`;
/**
 * A shop placed somewhere else, as the subject of its sentence: "the bike shop in town services it for 45", "Eine
 * Werkstatt um die Ecke macht den TÜV für 40", "le magasin de vélo en ville fait la révision à 45 €", "un taller del
 * barrio pasa la ITV por 40". A place must follow the shop ("the shop" alone may be the one spoken to).
 */
const A_SHOP_ELSEWHERE = String.raw`(?:^|[.!?;:\n]\s*|,\s)(?:(?:the|a|der|die|das|ein|eine|le|la|un|une|el|una)\s|l')(?:[\p{L}-]+\s){0,2}?\p{L}*(?:${SELLER_NOUNS}|magasin|store|outlet)(?:s|es)?\s(?:(?:de|des|du|del|de la)\s[\p{L}-]+\s)?(?:in town|in the village|down the road|up the road|on the high street|nearby|round the corner|around the corner|across the road|in der stadt|im ort|im dorf|um die ecke|nebenan|in der nähe|gegenüber|en ville|du coin|d'à côté|du centre|du quartier|du village|près d'ici|d'en face|del centro|del barrio|del pueblo|de la esquina|de al lado|de enfrente|de aquí cerca)\b`;
const ANOTHER_SELLER_IN_SENTENCE = new RegExp(`${ANOTHER_SELLER}|${unicodeWords(AT_A_SHOP_OPENING)}|${unicodeWords(A_SHOP_ELSEWHERE)}`, "u");
const ANOTHER_SELLERS_IN_SENTENCE = new RegExp(ANOTHER_SELLER_IN_SENTENCE.source, "gu");

/** Things like the one for sale, as a market scan names them: "comparable cars", "vergleichbare Wagen", "des modèles comparables", "otros parecidos". */
const COMPARABLES = new RegExp(
  unicodeWords(
    String.raw`\b(?:(?:other|similar|comparable|equivalent) (?:ones|cars|vans|bikes|models|listings|examples|units|items)|comparables|(?:vergleichbare|ähnliche|gleichwertige) (?:wagen|autos|fahrzeuge|modelle|angebote|inserate|exemplare|geräte)|(?:modèles|annonces|voitures|véhicules|exemplaires|appareils) (?:comparables|similaires|équivalents)|(?:otros|otras) (?:parecid[oa]s|similares|iguales|comparables)|(?:coches|modelos|anuncios|unidades) (?:parecid[oa]s|similares|comparables))\b`,
  ),
  "gu",
);

/**
 * The amount is what things like the one for sale go for, their sentence's subject and a verb of going for right after
 * them ("Otros parecidos están a 12.400 € y 12.750 €", "Comparable cars list at £12,400"), the buyer not speaking
 * between them and it ("Sur la base d'annonces comparables, mon mandant autorise …" has no such verb).
 */
function comparablesPrice(lower: string, a: AmountSpan): boolean {
  // (A label's colon opens it too: "Market check: comparable cars list at …".)
  const sentence = sentenceUpTo(lower, a, [": "]);
  let last = -1;
  for (const m of sentence.matchAll(COMPARABLES)) last = m.index! + m[0].length;
  if (last < 0) return false;
  const rest = sentence.slice(last);
  return COMPARABLES_GO_FOR.test(rest) && !BUYER_SPEAKS.test(rest);
}
/** Right after them, what they go for: "are at", "list at", "stehen bei", "sont à", "están a", "se venden por". */
const COMPARABLES_GO_FOR = new RegExp(
  unicodeWords(
    String.raw`^(?: [\p{L}'-]+){0,3} (?:are|were|list|listed|go|going|went|sell|selling|sold|cost|fetch|stehen|standen|liegen|lagen|kosten|kosteten|gehen|gingen|werden|sont|étaient|partent|se vendent|coûtent|affichés|affichées|annoncés|annoncées|están|estaban|se venden|se vendían|cuestan|salen|salían|anunciados|anunciadas)\b`,
  ),
  "u",
);

/**
 * The amount (at `a` in the lower-cased message) is someone else's price: paid in the past, asked or sold by a third
 * party, or another seller's. Such an amount is context, never a candidate for the buyer's bid.
 */
export function someoneElsesPriceAt(lower: string, a: AmountSpan): boolean {
  return atAnotherSeller(lower, a) || comparablesPrice(lower, a) || soldByCount(lower, a) || thirdPartysPrice(lower, a) || paidInThePast(lower, a);
}

/** A count of things sold, as a market scan reports them: "three sold this month at", "drei verkauft zu", "trois vendus à". */
const COUNT_SOLD = new RegExp(
  unicodeWords(
    String.raw`\b(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|several|zwei|drei|vier|fünf|sechs|mehrere|deux|trois|quatre|cinq|six|plusieurs|dos|tres|cuatro|cinco|seis|varios|varias)\s(?:[\p{L}-]+\s){0,2}?(?:sold|went|verkauft|weggegangen|vendus|vendues|partis|vendidos|vendidas)\b`,
  ),
  "gu",
);

/** The amount stands after a count of things sold in its sentence, the buyer not bidding after it: what they went for. */
function soldByCount(lower: string, a: AmountSpan): boolean {
  const sentence = sentenceUpTo(lower, a, [": "]);
  const sold = [...sentence.matchAll(COUNT_SOLD)].at(-1);
  return sold !== undefined && !BUYER_BIDS.test(sentence.slice(sold.index! + sold[0].length)) && !BUYER_SPEAKS.test(sentence.slice(sold.index! + sold[0].length));
}

/** Someone else's price named anywhere in a sentence: "c'est ce que mon voisin a payé", "le prix du neuf", "next door". */
const SOMEONE_ELSES_PRICE = new RegExp(
  unicodeWords(
    String.raw`\b(?:(?:my|his|her|a|the) (?:${OTHER_PEOPLE.en}|${SPOUSES.en}) (?:paid|got)|(?:what|that's what) (?:\p{L}+ ){0,3}(?:paid|pays|wants|asks|charges|sells)|(?:new|retail|list) price|${NEXT_DOOR}|${PLACES_ELSEWHERE}|(?:mein|meine|sein|ihr) (?:${OTHER_PEOPLE.de})\p{L}* (?:hat |)(?:\p{L}+ ){0,2}(?:bezahlt|gezahlt)|(?:hat|haben) (?:\p{L}+ ){0,6}(?:bezahlt|gezahlt)|neupreis|c'est ce que (?:\p{L}+ ){0,3}(?:a payé|paie|veut|demande|vend)|(?:mon|ma|son|sa) (?:${OTHER_PEOPLE.fr}|${SPOUSES.fr}) (?:l'a |a )?payé|prix (?:du|de) neuf|(?:mi|su) (?:${OTHER_PEOPLE.es}|${SPOUSES.es}) (?:lo |la )?(?:pagó|compró)|lo que (?:\p{L}+ ){0,3}(?:pagó|paga|pide|quiere|cobra)|precio de (?:nuevo|lista)|en otra tienda)\b`,
  ),
  "u",
);

/** Someone else's price is named in the sentence (or sentences) given: an amount there is talked about, not offered. */
export function namesSomeoneElsesPrice(sentence: string): boolean {
  return SOMEONE_ELSES_PRICE.test(sentence);
}
