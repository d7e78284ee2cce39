/**
 * Numbers in a buyer's message that are not prices, set aside before amounts are read: signatures (everything
 * after a sign-off line), phone numbers, e-mail addresses, street addresses and postcodes, order, invoice and
 * item references, dates written with month names or as "14.03.", "2-day"-style durations, in English, German,
 * French and Spanish. written-prices.ts sets aside what stands right beside a number (units, percentages,
 * times); this module removes whole phrases it cannot see. The result keeps every position (set-aside
 * characters become spaces), so what is read still points into the buyer's text. Each rule is one pass with
 * bounded repetitions.
 */
import { unicodeWords } from "./unicode-words";

const u = (s: string, flags = "gu") => new RegExp(unicodeWords(s), flags);
/** A rule written in lower case, run on the lower-cased text (case-insensitive matching of big alternations with
 * the `u` flag cost 0.6 ms per 2,000 characters; on lower-cased text they cost as much as the others). */
const LOWER = new WeakSet<RegExp>();
const L = (s: string) => {
  const rule = new RegExp(unicodeWords(s), "gu");
  LOWER.add(rule);
  return rule;
};

/**
 * A closing line ("Best regards", "Gracias, Lucía", "Merci d'avance"): what follows it is a signature. A line that
 * goes on into another sentence or names a number ("Gracias por su oferta. Puedo ofrecer 720 €.") is the body.
 */
export const SIGN_OFF = u(
  String.raw`^[ \t]*(?:best|regards|kind regards|best regards|warm regards|best wishes|cheers|thanks|thank you|many thanks|thanks in advance|sincerely|all the best|yours|mit freundlichen grüßen|freundliche grüße|beste grüße|viele grüße|liebe grüße|grüße|gruß|danke|vielen dank|danke und gruß|cordialement|bien cordialement|bien à vous|meilleures salutations|salutations|merci|merci d'avance|merci beaucoup|à bientôt|saludos|un saludo|saludos cordiales|un cordial saludo|atentamente|gracias|muchas gracias|de antemano gracias|thx|thanks again|warmly|respectfully|all best|yours faithfully|yours truly|lg|vg|mfg|bises|amitiés|un abrazo|abrazos|hasta pronto)\b(?![^\n]*\d)(?![^\n]*[.!?]\s+\p{L})[^\n]{0,40}$|^[ \t]*(?:veuillez agréer|veuillez recevoir|je vous prie d'agréer|nous vous prions d'agréer|(?:je vous|nous vous) prions de (?:croire|recevoir)|recevez,? (?:madame|monsieur|mes|nos)|le saluda atentamente|les saluda atentamente|reciba(?:n)? un (?:cordial|atento) saludo|hochachtungsvoll|mit (?:den )?besten grüßen|yours sincerely|yours faithfully|with (?:kind|best) regards)\b(?![^\n]*\d)[^\n]{0,120}$`,
  "imu",
);

/** Months named in full in the four languages (and the Austrian "Jänner", "Feber"); not "may", "mai": they are words too. */
export const MONTHS = "january|february|march|april|june|july|august|september|october|november|december|januar|jänner|februar|feber|märz|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre";

export const RULES: RegExp[] = [
  // full dates first: "05.11.2024", "05/11/2024" (a phone rule would take only their start), and ISO dates
  // ("required_by: 2027-01-15", "valid_until: 2026-12-05") that agents write
  /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/gu,
  /\b(?:19|20)\d{2}-(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])\b/gu,
  // An amount struck through in markdown ("~~USD 2,300~~ USD 2,150"): withdrawn by the writer, not offered.
  /~~[^~\n]{1,80}~~/gu,
  // A postcode under an agent's field label ("ship_to_zip: 30309", "lieferadresse_plz: 70173", "code_postal_livraison:
  // 33000", "codigo_postal_entrega: 64000").
  L(String.raw`[\p{L}_]*(?:zip|plz|postcode|postal_code|code_postal|codigo_postal|código_postal|postleitzahl|cp)[\p{L}_]*["']?\s?[:=]\s?["']?\d{4,5}(?![\d.,])`),
  // e-mail addresses and web addresses
  /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}/gu,
  /\bhttps?:\/\/\S{1,200}/giu,
  // phone numbers: after a label, in parentheses, with a leading zero, or three and more short groups
  // (to the end of the digits: a number cut at the length bound would leave its tail to be read as a price)
  L(String.raw`\b(?:tel|tél|phone|telefon|fon|mobile|mobil|móvil|handy|fax|whatsapp)\.?\s?:?\s?\+?[\d()][\d ()./-]{5,40}(?<=\d)(?!\d)`),
  /\(\+?\d[\d ./-]{5,20}\)/gu,
  // after a request to be called or written to: "text me at 555-0143", "schreib mir auf 0176 5550143", "écris-moi au
  // 079 555 31 42", "escríbeme al 612 55 03 14", "ruf mich an unter 030 1234567"; the Swiss "Natel" and "wa" labels
  // (the others are the label rule's above)
  L(String.raw`\b(?:(?:text|call|ring|phone|reach|message|msg|txt|whatsapp|sms)\s(?:me|us)\s(?:at|on)|(?:schreib|ruf|schreiben sie|rufen sie)\s(?:mir|mich|uns)\s(?:an\s)?(?:auf|unter|an)|(?:écris|écrivez|appelle|appelez|texte)-(?:moi|nous)\s(?:au|sur le)|(?:escríbeme|escribime|llámame|llamame|escríbanos|llámenos|mándame un mensaje)\s(?:al|a este)|(?:wa|natel)\s?:?)\s\+?[\d(][\d ()./-]{5,20}(?<=\d)(?!\d)`),
  // North American numbers written with dashes: "416-555-0182"
  /(?<![\d.,-])\d{3}-\d{3}-\d{4}(?![\d-])/gu,
  /\+\d{1,3}(?:[ ./-]?\d{1,5}){2,6}/gu,
  // (Three and more short groups before a leading zero's rule: in "612 55 03 14" that rule would take "03 14" alone.)
  /(?<![\d.,'])\d{2,4}(?: \d{2,4}){2,5}(?![\d]|[.,]\d|\s?(?:€|\$|£|eur|usd|chf|gbp))/giu,
  /(?<![\d.,'])0\d{1,5}(?:\s?[/-]?\s?\d{2,8}){1,5}(?![\d]|[.,]\d)/gu,
  // street addresses and postcodes
  /\b\d{1,5}(?=,? [A-Z][\p{L}]{1,20} (?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Terrace|Way|Place|Close|Court|Boulevard|Blvd)\b)/gu,
  L(String.raw`\b\d{1,4}(?:\s?bis)?,?\s(?:rue|avenue|av\.|bd|boulevard|chemin|place|allée|impasse|quai|route)\b`),
  u(String.raw`\b[\p{Lu}][\p{L}-]{1,30}(?:straße|strasse|str\.|weg|allee|gasse|platz|park|damm|ufer|chaussee)\s\d{1,4}[a-z]?\b`, "gu"),
  // The house number right before a postcode and a place ("Gewerbering 4, 90451 Nürnberg", "Calle Mayor 12, 28013 Madrid").
  u(String.raw`(?<![\d.,])\d{1,4}[a-z]?(?=,\s\d{4,5}\s[\p{Lu}][\p{L}-]{2,})`, "gu"),
  L(String.raw`\b(?:calle|c\/|avda\.|avenida|plaza|paseo|bât\.|bâtiment|polígono|edificio)\s(?:[\p{L}.]{1,20}\s){0,4}\d{1,4}\b`),
  // A size: "nappies size 4", "Windeln Größe 4", "couches taille 4", "pañales de la talla 4", "shoes in size 38".
  L(String.raw`(?<!-)\b(?:size|größe|gr\.|taille|talla)\s?:?\s?\d{1,3}\b(?![.,]\d)(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?|franken|francs?))`),
  // A pen, cage or stall at a show or market: "*leans on pen 22*", "an Käfig 22", "la cage 22", "la jaula 22", "stall 14".
  L(String.raw`\b(?:pen|cage|stall|pitch|bay|käfig|gehege|enclos|jaula|puesto|corral|caseta)\s(?:no\.?\s|nr\.?\s|n°\s?|#)?\d{1,4}\b(?![.,]\d)(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?|pounds?|quid|franken|francs?))`),
  // A year after a season: "hatched spring 2025", "Schlupf Frühjahr 2025", "au printemps 2025", "en la primavera de 2025".
  L(String.raw`\b(?:spring|summer|autumn|fall|winter|frühjahr|frühling|sommer|herbst|printemps|été|automne|hiver|primavera|verano|otoño|invierno)\s(?:(?:of|von|de|del)\s)?(?:19|20)\d{2}\b(?![.,]\d)(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?|pounds?|quid|franken|francs?))`),
  // "Apt 3", "unit 12", "suite #4": the number right after (not "unit price of EUR 470").
  L(String.raw`\b(?:nave|piso|bloque|apt\.?|apartment|suite|unit)\s?(?:no\.?|nr\.?|#)?\s?\d{1,4}\b`),
  u(String.raw`\b\d{4,5}(?=\s[\p{Lu}][\p{L}-]{2,})(?!\s(?:Euro|Euros|EUR|USD|CHF|GBP|Dollar|Franken|Pfund|Taler|Stück|Units))`, "gu"),
  u(String.raw`\b(?:zip|zip code|postcode|postal code|plz|cp|c\.p\.|code postal|código postal|[A-Z]{2})\s?:?\s?\d{4,5}\b`, "gu"),
  L(String.raw`\b(?:plz|zip|postcode|cp)\s?:?\s?\d{4,5}\b`),
  u(String.raw`\b[\p{Lu}][\p{L}]{2,20}\s\(\d{4,5}\)`, "gu"),
  // A postcode after the place it belongs to, typed in lower case ("je suis à lyon 69003", "ich wohne in köln 50667",
  // "envío a sevilla 41001"): five digits after a preposition of place and one word that is not about money.
  L(String.raw`(?<=\b(?:à|a|in|en|nach|bei|near|to|from|vers|depuis|desde|hasta|jusqu'à|de|von|aus)\s(?!(?:total|all|cash|bar|efectivo|contado|liquide|espèces|prix|precio|preis|price|base|about|around|environ|etwa|circa|rund|unos|unas|just|only|nur|seulement|solo|sólo|max|maximum|moins|más|menos|plus|mehr|weniger|peine|partir|hauteur|quoi|moitié|segunda|mano|maybe|perhaps|roughly|approximately|say|like|be|pay|offer|give|memory|vielleicht|ungefähr|zahlen|bieten|peut-être|payer|offrir|ver|pagar|dar|ofrecer|quizá|quizás)\s)\p{L}[\p{L}-]{2,19}\s)\d{5}(?!\d|[.,]\d)(?!\s?(?:%|€|\$|£|eur|euros?|usd|chf|gbp|dollars?|pounds?|quid|franken|francs?|pesos?|balles|pavos))`),
  // references: orders, invoices, items, enquiries
  L(String.raw`(?:#|\bn°|\bnº|\bn\.º|(?:(?<=\(\s?)|(?<=\b(?:item|order|invoice|article|listing|lot|model|part|ref|quote|quotation|proposal|contract|po|bestell\p{L}{0,6}|rechnung\p{L}{0,2}|artikel|commande|facture|pedido|factura|anuncio|annonce)\s))no\.|\bnr\.?|\bnum\.|\bartikelnr\.?|\bart\.-nr\.?|\bref\.?|\bréf\.?|\breference|\breferenz|\border|\bbestellung|\bcommande|\bpedido|\banuncio|\benquiry|\banfrage|\bdemande|\binvoice|\brechnung|\bfacture|\bfactura|\bpo|\bsku|\bwarehouse|\blager|\bentrepôt|\balmacén|\bdock|\bgate|\bbuilding|\bhalle|\bhall|\bmodel|\bmodell|\bmodèle|\bmodelo|\blisting|\bannonce|\banzeige|\binserat|\bartikel|\bitem|\bbestellnr\.?)\s?[:#]?\s?(?:no\.?|nr\.?|n°|ref\.?)?\s?[a-z]{0,3}-?\d(?:[\d-]|\.(?=\d{3}-)){0,20}(?![.,]\d)(?!\s?(?:€|\$|£|eur|euro|usd|chf|gbp))`),
  // A Spanish-style street address, the number after the street's name: "Av. Corrientes 1250", "Calle Mayor 12",
  // "Paseo de Gracia 45", "Carrera 7 # 71-21" (the first number).
  L(String.raw`\b(?:av\.|avda\.|avenida|calle|c/|paseo|plaza|pza\.|carrera|cra\.|camino|ronda|travesía|jirón|jr\.)\s(?:[\p{L}][\p{L}.'-]*\s){1,4}\d{1,5}(?!\d|[.,]\d)(?!\s?(?:€|\$|£|eur|euros?|usd|dólares|pesos))`),
  // An Argentine or Canadian-style postcode with letters: "C1043 CABA", "H2X 1Y4".
  u(String.raw`\b[A-Z]\d{4}(?=\s[A-Z]{2,})|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b`),
  // A postcode after its label: "ZIP 30301", "C.P. 78045", "PLZ 80331", "code postal 69003", "código postal 28001".
  L(String.raw`\b(?:c\.\s?p\.|cp|plz|zip(?: code)?|postcode|postal code|code postal|código postal|codigo postal)\s?:?\s?\d{4,5}(?![\d.,])`),
  // "no." followed by a long number is a reference ("registered charity no. 1187654", "Kunden-No. 40021").
  L(String.raw`\bno\.\s?\d{4,}\b`),
  // references named by a label a few words before: "Reference for your records: order draft 5521",
  // "Auftragsentwurf 5521", "brouillon de commande 6604", "borrador de pedido 7719", "customer number 77312"
  L(String.raw`\b(?:reference|referenz|référence|referencia|draft|entwurf|brouillon|borrador|auftrags\p{L}*|vorgangs\p{L}*|ticket|customer (?:no|number|id)|\p{L}+nummer|order number|po number|purchase order|orden de compra|bon de commande|bestellschein|numéro de (?:commande|client|facture|dossier)|número de (?:pedido|cliente|factura|expediente)|kundennummer|kunden-nr|numéro (?:de )?client|número de cliente|account|konto|compte|cuenta|dossier|expediente)\b(?:\s[\p{L}.:]{1,15}){0,3}\s?[:#]?\s?(?:[a-z]{1,5}-)?(?<![\d.,])\d[\d-]{3,12}(?![.,]\d)(?!\s?(?:€|\$|£|eur|euro|usd|chf|gbp))`),
  // A day of the month asked free or booked ("Is the 14th still free?", "Ist der 14. noch frei?", "Le 14 est encore
  // libre ?", "¿Sigue libre el 14?", "On réserve le 14 ?"): a date, no amount.
  L(String.raw`\b(?:the|der|den|am|le|el)\s(?:[1-9]|[12]\d|3[01])(?:\.|st|nd|rd|th|er)?(?=\s(?:(?:still|noch|encore|todavía|aún|also|then|dann|alors|entonces)\s)?(?:free|available|open|frei|verfügbar|libre|disponible|dispo)\b)|\b(?:free|available|frei|libre|disponible|dispo)\s(?:on |am |le |el )(?:the )?(?:[1-9]|[12]\d|3[01])(?:\.|st|nd|rd|th|er)?(?![\d.,]\d|\d)(?=\s?(?:[.!?,;]|$))|\b(?:book|reserve|réserv\p{L}*|reserv\p{L}*|buch\p{L}*)\b[^.!?\d\n]{0,20}\b(?:le|el|am|for the|on the|den)\s(?:[1-9]|[12]\d|3[01])(?:\.|st|nd|rd|th|er)?(?![\d.,]\d|\d)(?=\s?(?:[.!?,;]|$))`),
  // A day of the month after a short weekday ("Sat 14th", "Sa 14.", "sam. 14", "sáb. 14"): a date, no amount. The
  // French and Spanish short forms only with their point ("mar" and "mer" are words), never "do", "so", "fr" or "mi".
  L(String.raw`\b(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun|sa|mo)\.?\s(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th|\.)?(?![\d.,]\d|\d)(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?|pounds?|quid|bucks|franken|francs?))|\b(?:lun|mar|mer|jeu|ven|sam|dim|mié|mie|jue|vie|sáb|sab|dom)\.\s(?:[1-9]|[12]\d|3[01])(?:er)?(?![\d.,]\d|\d)(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?|pesos|francs?))`),
  // A time of day after a day ("saturday around 10", "samedi vers 10 h", "morgen gegen 9", "el sábado sobre las 10").
  L(String.raw`\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|morning|afternoon|evening|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|heute|morgen|abend|nachmittag|vormittag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|aujourd'hui|demain|soir|matin|après-midi|lunes|martes|miércoles|jueves|viernes|sábado|domingo|hoy|mañana|tarde|noche)\b[^.!?\d\n]{0,20}\b(?:around|about|at|by|after|before|from|vers|à|dès|après|avant|um|gegen|ab|nach|vor|a las|sobre las|hacia las|a eso de las|después de las|antes de las)\s(?:[01]?\d|2[0-4])(?:[:h.][0-5]\d|\s?h\s?[0-5]\d\b|\s?h\b|\s?uhr\b|\s?(?:am|pm|a\.m\.|p\.m\.)|\s?o'clock)?(?![\d.,]\d|\d)(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?|bucks|%|percent\b|per cent\b|prozent\b|pour ?cent\b|por ?ciento\b))`),
  // Model numbers: a short name with a capital, a hyphen and digits ("iR-2625", "RX-100", "XPS-13"); not a
  // currency code before an amount ("EUR-450").
  u(String.raw`\b(?=\p{L}{0,4}\p{Lu})(?!(?:EUR|USD|GBP|CHF|CAD|AUD|NZD|MXN|US|CA|Ca|ca|Fr|FR|SFr)-)\p{L}{1,5}-\d{2,6}(?![\d.,]\d)`, "gu"),
  // a year after "since": "a customer since 2019", "seit 2019", "depuis 2019", "desde 2019", "Baujahr 2018"
  L(String.raw`\b(?:since|seit|depuis|desde|baujahr|model year|année|año)\s(?:19|20)\d{2}\b(?![.,]\d)(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?))`),
  // A year naming the thing's model or vintage, after an article or a year's word: "Une 1974, trois propriétaires",
  // "a 1981 motorboat", "der 1974er", "un Fendt de l'année 1985", "modelo 2015", "from the 1920s". Not after "the",
  // "in", "from", "de" or "von" alone: "the 1950 you asked", "de 1950 à 1800" may be prices.
  L(String.raw`\b(?:a|an|une?|una|der|die|das|ein|eine|year|model|modell|modèle|modelo|bj\.?|jahrgang|vintage|circa|año|del año|de l'année|from the|aus den|des années|de los años)\s(?:19\d{2}|20[0-3]\d)(?:s|er|er-jahre)?(?!\d|[.,'’]\d|\s?[€$£]|\s?(?:eur|euros?|usd|chf|gbp|dollars?|francs?|pesos|bucks|quid|offer|bid|price|deal|budget|counter\p{L}*|total|angebot|gebot|preis|offre|prix|oferta|precio|presupuesto)\b)`),
  // The year a thing was registered, built, bought or put into service: "first registered 2024", "built in 2019",
  // "Erstzulassung 2024", "gekauft 2021", "mis en service en 2024", "immatriculé en 2019", "matriculado en 2024",
  // "comprado en 2021" (no currency after it: "bought for 2024 €" is another shape and stays an amount).
  L(String.raw`\b(?:registered|built|made|bought|purchased|manufactured|installed|commissioned|serviced|restored|zugelassen|erstzulassung|gebaut|gekauft|hergestellt|angeschafft|installiert|restauriert|mis en service|mise en service|immatricul\p{L}*|achet\p{L}*|fabriqu\p{L}*|construit\p{L}*|install\p{L}*|restaur\p{L}*|matriculad\p{L}*|comprad\p{L}*|fabricad\p{L}*|construid\p{L}*|instalad\p{L}*|restaurad\p{L}*|puest[oa] en servicio)\s(?:(?:in|im|en|el|au|à|an|de|del|jahr|year)\s){0,2}(?:19|20)\d{2}\b(?![.,]\d)(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?))`),
  // The year a thing was made, said of it: "it's a 2011 with 3200 hrs", "eine Dehler von 1986 mit dem Diesel",
  // "un Jeanneau de 1986 avec", "es del 2011 y tiene" (no currency after it: "de 2011 €" stays an amount).
  L(String.raw`\b(?:a|an|von|aus|de|from)\s(?:19[5-9]\d|20[0-3]\d)(?=\s(?:with|mit|avec|con)\b)|\bdel\s(?:19|20)\d{2}\b(?![.,]\d)(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?))`),
  // The year a thing was made, named with it: "the 2019 tractor", "our 2016 model", "den Traktor von 2019", "le tracteur
  // de 2019", "el tractor de 2019" (a word before "von/de/from", no currency after the year).
  L(String.raw`\b(?:the|a|an|my|our|your|this|that|his|her|their)\s(?:19[5-9]\d|20[0-3]\d)(?=\s\p{L}{3,})(?!\s(?:units?|pieces?|pcs|items?|euros?|dollars?|pounds?|bucks|quid|eur|usd|gbp|chf|each|per|for|or|and|to)\b)|(?<=\b\p{L}{3,}\s)(?<!\b(?:offer|bid|price|budget|total|sum|amount|down|up|angebot|gebot|preis|budget|summe|betrag|runter|rauf|hoch|offre|prix|somme|montant|proposition|oferta|precio|suma|importe|propuesta|presupuesto|baja|sube|bajar|subir|paso|pasar|passer|descends|monte)\s)(?:von|aus|de|del|from)\s(?:19[5-9]\d|20[0-3]\d)(?![\d']|[.,]\d)(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?|bucks|franken|pesos))(?!\s(?:bis|à|a|to|hasta|-)\s)`),
  // A sentence opened by the year a thing was made: "De 1968, 35 000 km…", "From 1968, …", "Von 1968, …", "Del 1968, …".
  L(String.raw`(?:^|(?<=[.!?*…]\s?))\s?(?:de|del|von|aus|from)\s(?:19[5-9]\d|20[0-3]\d)(?=[,;:…]|\s(?:et|and|und|y|with|mit|avec|con)\b)`),
  // A span of years ("comparable 2015–2017 units", "(Bj. 1985–1988)"): not a range of prices.
  L(String.raw`(?<![\d.,])(?:19|20)\d{2}\s?[–—-]\s?(?:19|20)\d{2}(?![\d.,])(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?))`),
  // Canadian and British postcodes: "M5V 2T6", "H7N 0A1", "LS6 2QD"
  /\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/gu,
  // a postcode after a place word in a question about sending: "versand nach 80331 münchen", "vers le 59000"
  L(String.raw`\b(?:versand|shipping|ship|send|envoi|envoyer|livraison|livrer|envío|enviar|mandar|lieferung|liefern|post|colissimo|porto)\b[^.!?\d\n]{0,40}\b(?:nach|to|vers(?: le)?|à|au|a|en|hacia|para|in)\s\d{4,5}(?![\d.,])(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?))`),
  // The postcode in parentheses after the place in a question about sending ("el envío a Santiago (comuna de
  // Providencia, 7500000)", "shipping to Lyon (3rd arrondissement, 69003)").
  L(String.raw`\b(?:versand|shipping|ship|send|delivery|deliver|freight|envoi|envoyer|livraison|livrer|envío|enviar|mandar|entrega|lieferung|liefern)\b[^.!?\d\n]{0,40}\b(?:nach|to|vers|à|au|a|en|hacia|para|in)\s[\p{L}-]{2,30}(?:\s[\p{L}-]{2,30})?\s?\([^()\d\n]{0,40}?,?\s?\d{4,7}\)`),
  // The postcode after the place in a question about sending: "shipping to Denver, 80205?", "el envío a Valencia,
  // 46001?", "la livraison à Lille, 59000 ?" (the place's name, a comma or not, the code, then the question or its end).
  L(String.raw`\b(?:versand|shipping|ship|send|delivery|deliver|freight|postage|envoi|envoyer|livraison|livrer|envío|enviar|mandar|entrega|lieferung|liefern|post|colissimo|porto|fracht)\b[^.!?\d\n]{0,40}\b(?:nach|to|vers|à|au|a|en|hacia|para|in)\s[\p{L}-]{2,30}(?:\s[\p{L}-]{2,30})?,?\s(?:\d{4,5}(?![\d.,'])(?=\s?(?:[?)]|$)|\s(?:cost|kosten|kostet|coûte\p{L}*|costar\p{L}*|cuesta\p{L}*)\b)|\d{5}(?=\s[–—]|,\s))`),
  // A postcode right after a word of carriage and "to/bis/jusqu'au/hasta" ("freight to 97214", "die Spedition nach
  // 28195", "le transport jusqu'au 69003", "el porte hasta 46001", "¿hacen envíos al 28014?", "vous livrez dans le
  // 75011 ?"): where it goes, not what it costs. Five digits (four after "nach"/"in", Swiss and Austrian codes).
  // (Also as the buyer asks it: "tu envoies l'anneau jusqu'à 69003 ?", "mandas el aro a 46001?", "schickst du das nach
  // 50667?". Not a participle with "à"/"a"/"en" right before the number: "Je le prends livré à 12000" names a price.)
  L(String.raw`\b(?:versand|shipping|ship|send|delivery|deliver|delivered|freight|carriage|transport|postage|spedition|fracht|lieferung|liefern|liefert|schickst|schickt|schicken|envoi|envoies|envoie|envoyez|envoyer|livraison|livrer|livrez|livres|livrée?|expédition|expédiez|porte|portes|envío|envíos|enviar|envían|envías|envías|mandar|mandas|mandan|entrega|entregar|flete)\b[^.!?\d\n]{0,40}\b(?:to|up to|nach|bis|bis nach|in|jusqu'au|jusqu'à|jusqu'en|au|à|dans le|vers le|hasta|hasta el|al|a|en el|para)\s(?<!\b(?:livré|livrée|livrés|livrées|delivered|entregado|entregada|enviado|enviada|geliefert)\s(?:à|a|au|en|in)\s)(?:\d{5}|(?<=(?:nach|in)\s)\d{4})(?![\d'])(?![.,]\d)(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?|bucks|franken|pesos|%))`),
  // A Mexican postcode after the state's abbreviation ("Guadalajara, Jal. 44100", "Monterrey, N.L. 64000").
  u(String.raw`(?<=\b[\p{Lu}][\p{L}]{1,3}\.\s?)\d{5}(?![\d'])(?![.,]\d)(?!\s?(?:€|\$|£|EUR|USD|MXN|pesos))`, "gu"),
  // Where the buyer is, said with a postcode ("bin in 80331", "je suis dans le 69003", "estoy en el 28014", "I'm in
  // 94110", "wohne in 8004"): a place, beside the bid.
  L(String.raw`\b(?:bin|sind|wohne|wohnen|sitze|sitzen|i'm|im|i am|we're|we are|i live|we live|based|located|je suis|j'habite|on est|nous sommes|j'suis|chu|estoy|vivo|estamos|vivimos)\s(?:\p{L}+\s)?(?:in|im|bei|near|at|dans le|dans|à|au|vers|en el|en|por el|cerca de)\s(?:\d{5}|(?<=\b(?:in|im)\s)\d{4})(?![\d'])(?![.,]\d)(?!\s?(?:€|\$|£|eur|euros?|usd|chf|gbp|dollars?|bucks|franken|pesos|%))`),
  // dates: "05.11.2024", "05/11/2024", day and month name, "14.03.", "on the 12th", "bis zum 28.", "jusqu'au 28"
  L(String.raw`\b\d{1,2}(?:\.|er|st|nd|rd|th)?\s(?:de\s)?(?:jan|feb|mär|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|januar|jänner|jän|februar|feber|märz|juni|juli|oktober|dezember|january|february|march|april|june|july|august|september|october|november|december)[\p{L}]{0,7}\.?`),
  // The month before the day ("by January 15", "antes de enero 15", "until Jänner 15th"), with its year if any.
  L(String.raw`\b(?:${MONTHS}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?\s(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?(?:,?\s(?:19|20)\d{2})?(?![\d.,]\d|\d)(?!\s?(?:%|€|\$|£|eur|euros?|usd|chf|gbp|dollars?|bucks))`),
  // (a day and a month that exist: "30.00." ending a sentence is an amount)
  /\b(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?!\d)/gu,
  // (A day of the month only: "wenn du 60 runtergehst" is German "du", not French "du 14".)
  // (Nor German "du" before a move: "gehst du 20 runter?", "kannst du 15 nachlassen?" name an amount off; relative11.)
  L(String.raw`\b(?:zum|vom|am|den|jusqu'au|au|du|el día|día|hasta el)\s(?:0?[1-9]|[12]\d|3[01])\.?(?!\s?%)(?!\s?(?:€|euro\p{L}*\s)?(?:runter|weniger|nach\b|nachlass|billiger|günstiger|mehr|drauf|entgegen))(?![\d,.]*\s?(?:€|\$|£|eur|euro|usd|chf|gbp))(?=[\s)!?]|[,.](?!\d)|$)`),
  L(String.raw`\bthe\s\d{1,2}(?:st|nd|rd|th)\b`),
  // A day named by when something must happen by: "vor dem 14.", "bis Freitag, den 14.", "before the 14", "avant le 14",
  // "d'ici le 14", "antes del 14", "para el día 14" (a day of the month, no currency or percent after it).
  L(String.raw`\b(?:vor dem|nach dem|ab dem|bis zum|spätestens am|before the|by the|after the|until the|till the|no later than the|avant le|après le|d'ici le|au plus tard le|dès le|antes del|después del|para el día|a más tardar el)\s(?:0?[1-9]|[12]\d|3[01])(?:\.|st|nd|rd|th)?(?![\d,.]\d)(?!\s?(?:%|€|\$|£|eur|euros?|usd|chf|gbp|dollars?|bucks|percent\b|prozent\b|pour ?cent\b|por ?ciento\b))(?=[\s)!?,.]|$)`),
  // Compound words: "2-jährige Garantie", "3-seater", "10-pack" (not "50-ish", not "500-euro").
  L(String.raw`\b\d{1,4}-(?!ish\b|euros?\b|dollars?\b|pounds?\b|bucks\b|eur\b|usd\b|gbp\b|chf\b)\p{L}{2,}`),
  // "photo 3 of 5", "Foto 3 von 5", "photo 3 sur 5", "foto 3 de 5": one of a count, not an amount.
  L(String.raw`\b\d{1,2}\s(?:of|von|sur|de)\s\d{1,2}\b(?![.,]\d|\s?(?:€|\$|£|%|eur|euros?|usd|chf|gbp|dollars?))`),
  // "photo 3", "Foto 4", "la photo 2", "la foto 3", "picture 2", "Bild 5", "page 3", "Seite 2", "fig. 2", "Anhang 2",
  // "adjunto 2": a label, not an amount (relative11's request).
  L(String.raw`\b(?:photos?|pictures?|pics?|images?|fotos?|bild(?:er)?|abbildung|abb\.|figure|fig\.|page|seite|página|pagina|attachment|anhang|anlage|pièce jointe|adjunto|anexo)\s?(?:n[°º]\.?\s?|nr\.?\s?|no\.?\s?|#)?\d{1,2}(?![\d.,]\d)(?!\s?(?:€|\$|£|%|eur|euros?|usd|chf|gbp|dollars?))\b`),
  // A day said to be when something is: "la remise des prix c'est le 14", "la entrega es el 14", "ce sera le 3".
  L(String.raw`\b(?:c'est le|c'est pour le|ce sera le|ce serait le|es el|será el|es para el|sería el)\s(?:0?[1-9]|[12]\d|3[01])\b(?![\d,.]\d)(?!\s?(?:%|€|\$|£|eur|euros?|usd|chf|gbp|dollars?|pesos|francs?|mil\b|cents?\b))`),
  // A decade: "the 70s leather jacket", "aus den 70ern", "70er-Jahre", "des années 70", "de los (años) 70".
  L(String.raw`\b(?:des années|années|de los años|los años|de los|aus den|in den)\s(?:19)?[2-9]0(?:er|ern|s)?\b(?![.,]\d)(?!\s?(?:%|€|\$|£|eur|euros?|usd|chf|gbp|dollars?|pesos|francs?))|(?<![\d.,$€£])'?(?:19)?[2-9]0(?:s\b|er[- ]jahre\p{L}*)`),
  // A booking's reference: "réservation no 4471", "reservación 4471", "booking #4471", "Buchung Nr. 4471".
  L(String.raw`\b(?:booking|reservation|réservation|résa|reservación|reserva|buchung)\s(?:(?:no|nr|n°|nº|number|nummer|numéro|número|ref)\.?\s?)?#?\d{3,8}\b(?![.,]\d)(?!\s?(?:%|€|\$|£|eur|euros?|usd|chf|gbp|dollars?|pesos|francs?))`),
  // A time of day with its mark: "6am", "las 6 a.m.", "la plage de 6 h", "um 6 Uhr", "18h30".
  L(String.raw`(?<![\d.,$€£])(?:[01]?\d|2[0-3])\s?(?:a\.m\.|p\.m\.|am|pm|uhr|h)(?:\s?[0-5]\d)?\b(?![.,]\d)`),
  // "2-day delivery", "30-day terms", "2-year warranty\"
  L(String.raw`\b\d{1,4}-(?:day|days|week|weeks|month|months|year|years|hour|hours|tage|tägig|jahres|jours|ans|días|años)\b`),
];

/** A month named in full (or the Austrian "Jänner"): the message speaks of days. */
const MONTH_NAMED = u(String.raw`\b(?:${MONTHS})\b`, "u");
/** A bare day after "le", "el", "am", "on (the)", closing its sentence ("ouvre le 22.", "el 22.", "am 22.", "on the 22nd?"). */
const DAY_CLOSING_SENTENCE = u(String.raw`\b(?:le|el|am|on|on the|the|ab dem|ab|dès le|desde el|à partir du|a partir del)\s(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th|\.)?(?=\s?[.!?;\n]|\s?$)`, "gu");

/** `message` with the numbers that are not prices replaced by spaces (same length, same positions). */
export function setAsideNotPrices(message: string): string {
  let out = message;
  const blank = (from: number, to: number) => {
    out = out.slice(0, from) + out.slice(from, to).replace(/\d/g, " ") + out.slice(to);
  };
  const sign = SIGN_OFF.exec(message);
  // Only a sign-off after the first line starts a signature (a one-line message "Thanks, 480" is all body).
  if (sign && message.lastIndexOf("\n", sign.index) >= 0) blank(sign.index, message.length);
  // A count in a stage direction ("*compte 3 pièces*", "*slams 2 pouches on the table*") describes the scene.
  for (const m of out.matchAll(/\*[^*\n]{1,200}\*/gu))
    for (const c of m[0].matchAll(/(?<![\d.,'])\d{1,2}(?=\s\p{L})/gu)) blank(m.index! + c.index!, m.index! + c.index! + c[0].length);
  // "…livré avant le 15 janvier ? Notre café ouvre le 22.", "Abrimos la cafetería el 22.", "Unsere Eröffnung ist am
  // 22.": in a message that names a month, a bare day of it closing its sentence is a day too.
  if (MONTH_NAMED.test(out.toLowerCase()))
    for (const m of out.toLowerCase().matchAll(DAY_CLOSING_SENTENCE)) blank(m.index!, m.index! + m[0].length);
  for (const rule of RULES) {
    rule.lastIndex = 0;
    let text = out;
    if (LOWER.has(rule)) {
      const lower = out.toLowerCase();
      if (lower.length === out.length) text = lower;
    }
    for (const m of text.matchAll(rule)) blank(m.index!, m.index! + m[0].length);
  }
  return out;
}
