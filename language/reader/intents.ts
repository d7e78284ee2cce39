/**
 * What a buyer means, in English, German, French and Spanish: phrases that accept the shop's offer, walk away,
 * offer, hedge, set a condition, correct an amount, or ask about a subject. Data, not logic: each list is one
 * alternation run once over the normalized text (normalize.ts), every repetition bounded. The reader
 * (offline-interpreter.ts) combines them; all four languages are always looked at, since buyers mix them
 * ("Marché conclu, as the French say! I'll take it.").
 */
import type { QuestionSubject } from "../interpretation";
import { phraseAlternation } from "./phrase-alternation";
import { MONTHS } from "./set-aside";
import { MARKETPLACES } from "./someone-elses-price";
import { unicodeWords } from "./unicode-words";

const re = (parts: string[]) => phraseAlternation(parts.map(unicodeWords));
/** Not in the main clause after a German "sobald …, buchen wir" / "wenn …, bestellen wir": ordering awaits something. */
const NOT_AFTER_A_GERMAN_CONDITION = String.raw`(?<!\b(?:sobald|wenn|falls|sofern|bevor|nachdem|erst wenn)\b[^.!?]{0,80})`;

/**
 * Taking it, said as buyers say it, by family rather than by sentence: every person, gender and number of the
 * object ("me la llevo", "nos los quedamos", "se lo compro", "ich nimm'n", "dann gehört er mir", "I'll have it",
 * "I'll grab it"), and regional forms (Bavarian/Austrian "i nimm's", Swiss "abgmacht", Latin-American "se lo
 * compro"). Beside an amount they make it a bid (TAKE_IT), alone they take the standing offer. Not after "no"
 * ("no me la llevo"), and not before a condition or a time ("I'll have it delivered", "lo compro si…").
 */
/**
 * A courtesy or a fault owned, "mine" said of something other than the thing: "The pleasure is mine", "my mistake,
 * the error is mine", "Tout le plaisir est pour moi", "Das Vergnügen ist ganz meinerseits", "El placer es mío", "la
 * culpa es mía". No acceptance, whatever a model of the words makes of "mine".
 */
export const OWNED_COURTESY = new RegExp(
  unicodeWords(String.raw`\b(?:the |my )?(?:pleasure|fault|mistake|error|honou?r|loss)(?:'s| is| was) (?:all )?mine\b|\b(?:tout )?le plaisir (?:est|était) (?:pour moi|partagé)\b|\b(?:la faute|l'erreur) (?:est|était) (?:à moi|la mienne|de mon côté)\b|\bganz meinerseits\b|\b(?:die schuld|der fehler) (?:liegt|lag) bei mir\b|\b(?:el placer|la culpa|el error) (?:es|fue) (?:mío|mía)\b`),
  "u",
);
/**
 * A word of giving in, right before the comma that opens "the X's mine" ("Done, the boat's mine.", "vale, me has
 * convencido, el maletín es mío", "t'as gagné, la valise est à moi"): after any other comma, "…, the X is mine" may
 * be an apology or a thing the buyer already owns.
 */
const ASSENT_BEFORE_A_COMMA = String.raw`\b(?:done|deal|ok go|okay go|ok|okay|right|fine|sold|alright|all right|you win|you've convinced me|go on then|yes|yep|perfect|great|vale|venga|va|hecho|trato hecho|listo|perfecto|me has convencido|me convenciste|ganaste|d'accord|bon|allez|parfait|ça marche|ça (?:me|nous) va|marché conclu|t'as gagné|tu as gagné|vous avez gagné|vendu|abgemacht|gekauft|einverstanden|na gut|passt|alles klar|du hast gewonnen|überzeugt)`;

/** Where a claim on the thing may open: a message's or sentence's start (stage directions or an emoji before it), or a giving-in and its comma. */
/** A yes shouted at the message's start, no comma after it ("YESSS the unit's ours", "JAAA der Laden gehört uns"); never Spanish or French "si" (if). */
const SHOUTED_YES = String.raw`^(?:ye+s+|yay+|ja+|jaw+oh+l*|oui+|ouais+|s+í+|sii+|yupi+)!*\s`;
const CLAIM_OPENS = String.raw`(?:^|${SHOUTED_YES}|[.!*¡]\s?|\p{Extended_Pictographic}\s?|${ASSENT_BEFORE_A_COMMA},\s?)`;
/** The time the thing is held for, after the claim: "the pop-up unit's ours for December", "le stand est à nous pour l'été". */
const SEASONS = String.raw`${MONTHS}|weekend|week-end|wochenende|fin de semana|summer|sommer|été|verano|season|saison|temporada|christmas|weihnachten|noël|navidad`;
const HELD_FOR = String.raw`(?:\s(?:for|from|in|through|pour|en|dès|para|desde|durante) (?:the |l'|le |la |el |todo |toute |tout |all )?(?:${SEASONS}))?`;
const HELD_FOR_DE = String.raw`(?:(?:im|ab|für|über) (?:den |das )?(?:${SEASONS}) )?`;
/** Where it must end: the clause's end, an exclamation or an emoji; no condition after it in the sentence. */
const CLAIM_ENDS = String.raw`(?=\s?(?:[.!,;]|$|\p{Extended_Pictographic}))(?![^.!?]{0,40}\b(?:if|unless|provided|once|wenn|falls|sofern|sobald|si|à condition|sauf si|siempre que|con tal|a condición)\b)`;
/**
 * A word that negates, conditions or joins: never part of the thing's name ("la culpa no es mía", "if the bike is
 * mine"; "un 25 % menos y el reloj es mío" claims it only once the bid is taken: that is a bid, read as one).
 */
const NOT_THE_THING = String.raw`(?!(?:not|no|never|nicht|kein|nie|pas|ne|jamais|nunca|jamás|tampoco|if|when|wenn|falls|si|quand|cuando|and|y|e|et|und|then|dann|alors|entonces|pues|or|oder|ou|o)\b)`;
/** Up to six words naming the thing ("the old milk churn", "el juego de columpios con escalador"). */
const THING = String.raw`(?:${NOT_THE_THING}[\p{L}'’-]+\s){0,5}${NOT_THE_THING}`;

/**
 * Set after a phrase of assent: no "if", "once", "wenn", "si", "cuando" … earlier in its sentence, looking back over the
 * phrase itself (a full stop after "Sr.", "Mr.", "Frau" does not end the sentence).
 */
const NOT_SUPPOSED_BEHIND = String.raw`(?<!\b(?:if|unless|whether|once|when|wenn|falls|ob|sobald|si|quand|cuando|en caso de que|una vez que)\b(?:[^.!?]|\b(?:sr|sra|srta|dr|mr|mrs|ms|hr|fr|frau|mme|mlle|st)\.){0,100})`;

/**
 * The thing claimed, as buyers say it when they take it: "The rocking horse is mine!", "Done, she's mine.", "Va, el
 * juego de columpios es nuestro.", "Hecho, es mía.", "allez ok, la bride est à moi 👍", "na gut, die Trense gehört
 * mir"; or taken home ("The settle's coming home with me.", "the girls are coming home with us!!", "les poulettes
 * viennent chez nous !", "las gallinitas se vienen con nosotros"). A whole clause of its own, opened by a sentence or a
 * giving-in and closed there: after any other comma "…, the X is mine" may be an apology or a thing already owned.
 * Not a courtesy or a fault owned (OWNED_COURTESY's nouns and a few more), not negated, not under a condition.
 */
const CLAIMED = [
  String.raw`${CLAIM_OPENS}${THING}(?!(?:pleasure|fault|choice|decision|honou?r|loss|mistake|error|risk|responsibility|call|problem|bad|treat|round)\b)\p{L}+(?:'s|'re| is| are) (?:all |now )?(?:mine|ours)${HELD_FOR}${CLAIM_ENDS}`,
  String.raw`${CLAIM_OPENS}${THING}(?!(?:l'|l’)?(?:plaisir|faute|choix|honneur|erreur|risque|responsabilité|décision|tort)\b)[\p{L}'’-]+ (?:est|sont) (?:à moi|à nous)${HELD_FOR}${CLAIM_ENDS}`,
  String.raw`${CLAIM_OPENS}(?:${THING}(?!(?:placer|culpa|decisión|honor|error|riesgo|responsabilidad|gusto)\b)[\p{L}-]+ )?(?:es|son) (?:mío|mía|míos|mías|nuestro|nuestra|nuestros|nuestras)${HELD_FOR}${CLAIM_ENDS}`,
  String.raw`${CLAIM_OPENS}(?:der|die|das|er|sie|es)\s${THING}(?!(?:schuld|fehler|vergnügen|ehre|entscheidung|risiko)\b)(?:\p{L}+\s)?(?:gehört|gehören) (?:jetzt |also |dann |ab jetzt )?${HELD_FOR_DE}(?:mir|uns)${CLAIM_ENDS}`,
  String.raw`${CLAIM_OPENS}${THING}\p{L}+(?:'s|'re| is| are) (?:coming|going) home with (?:me|us)${CLAIM_ENDS}|${CLAIM_OPENS}${THING}[\p{L}'’-]+ (?:vient|viennent|rentre|rentrent) (?:avec moi|avec nous|chez moi|chez nous|à la maison)${CLAIM_ENDS}|${CLAIM_OPENS}${THING}\p{L}+ se (?:viene|vienen) (?:conmigo|con nosotros|con nosotras|a casa)${CLAIM_ENDS}|${CLAIM_OPENS}${THING}\p{L}+ (?:kommt|kommen) (?:mit (?:mir|uns) )?(?:nach hause|heim|zu (?:mir|uns))${CLAIM_ENDS}`,
];

const TAKING_IDIOMS = [
  String.raw`(?<!\b(?:no|nunca|jamás|tampoco|si|cuando) )\b(?:me|nos) (?:lo|la|los|las) (?:llevo|quedo|llevamos|quedamos)\b(?!\s(?:si|cuando|en cuanto|siempre que)\b)|(?<!\b(?:no|nunca|jamás|tampoco|si|cuando) )\bse (?:lo|la|los|las) compr(?:o|amos)\b(?!\s(?:si|cuando|en cuanto|siempre que)\b)|(?<!\b(?:no|nunca|jamás|tampoco|si|cuando)(?: te| se| le| me| nos)? )\b(?:la|los|las) compr(?:o|amos)\b(?!\s(?:si|cuando|en cuanto|siempre que)\b)`,
  String.raw`\bi(?:'ll| will) (?:have|grab) (?:it|them|this one|that one)\b(?=\s?(?:[.!,;]|$|then\b|thanks\b|please\b))|(?:^|[,.!]\s)ring (?:it|them) up\b|(?:^|[,.!]\s)(?:oh |ok |okay |alright |fine,? |yes+,? |yeah,? |yep,? )?go on,? then\b(?=\s?(?:[.!]|$)|\s?,(?!\s?(?:tell|explain|show|ask|let me|what|how|why|which|when|where|who|i'm listening|i am listening)\b))`,
  // Wrapping it up, settled, in business: "wrap it up for me", "emballez-moi ça", "packen Sie ihn mir ein", "envuélvamelo",
  // "consider it sold", "we're in business", "wir sind im Geschäft", "tenemos trato", "queda cerrado", "cerramos así".
  String.raw`(?:^|[,.!]\s)(?:\p{L}+ ){0,2}(?:wrap|bag|box) (?:it|them|that) up\b(?: for me| please)?(?=\s?(?:[.!,]|$))|\bemballe[zr]?-moi (?:ça|le|la|les)\b|\bpacken sie (?:ihn|sie|es) (?:mir )?ein\b|\bpack (?:ihn|sie|es) (?:mir )?ein\b|\benv[uú]elv(?:a|e)melo\b|\bconsider it (?:sold|a deal|done|booked|confirmed|ordered|settled)\b|\b(?:we're|we are) in business\b|\b(?:wir sind|sind wir) im geschäft\b|(?<!\bno )\b(?:tenemos|hay) trato\b|\bqueda (?:cerrad[oa]|hecho)\b|\bcerramos así\b|\blet's do this\b(?=\s?(?:[.!,]|$))|\bi(?:'ll| will) take (?:the lot|the pair|both(?: of them)?|all of them|them all)\b(?=\s?(?:[.!,]|$))|(?:^|[.!,]\s)(?:\p{L}+,? ){0,2}ich bin dabei(?=\s?[.!]|$)|\bje vais (?:le|la|les) prendre\b(?=\s?(?:[.!,]|$))|\bi'm having (?:it|them|that one)\b(?=\s?(?:[.!,]|$))`,
  // Going on with the shop's offer, as an e-mail says it: "we can proceed on the basis of your last offer", "auf Basis
  // Ihres letzten Angebots fortfahren", "donner suite sur la base de votre dernière offre", "seguir adelante con su
  // última oferta"; the quoted price named with assent: "zum genannten Preis machen wir das gerne", "c'est bon pour
  // nous au prix indiqué", "al precio indicado, adelante". Not negated.
  String.raw`(?<!\b(?:not|never|cannot|can't|won't|unable to)\s(?:\p{L}+\s)?)\b(?:proceed|go ahead|move forward)\s(?:on the basis of|with|at)\s(?:your|the)\s(?:(?:last|latest|current|revised|final|quoted)\s)?(?:offer|price|quote|proposal)\b|(?<!\bnicht\s(?:\p{L}+\s){0,3})\bauf (?:basis|grundlage) (?:ihres|eures|deines|des) (?:\p{L}+ )?(?:angebots|preises)\b(?![^.!?]{0,30}\bnicht\b)[^.!?]{0,20}\b(?:fortfahren|weitermachen|abschließen|bestellen)\b|(?<!\b(?:pas|ne|n'|jamais)\s(?:\p{L}+\s)?)\b(?:donner suite|poursuivre|aller de l'avant|conclure)\s(?:sur la base de|avec|à)\s(?:votre|la)\s(?:(?:dernière|nouvelle|toute dernière)\s)?(?:offre|proposition)\b|(?<!\bno\s(?:\p{L}+\s){0,2})\b(?:seguir adelante|proceder|avanzar|cerrar)\s(?:con|según|sobre la base de)\s(?:su|tu|la)\s(?:(?:última|nueva)\s)?(?:oferta|propuesta)\b|\b(?:zum|zu dem) (?:genannten|angebotenen|aktuellen|letzten) preis (?:machen|nehmen|kaufen|bestellen) wir\b(?! nicht)|\b(?:c'est bon|d'accord|ok|ça (?:nous|me) va|ça marche) pour (?:nous|moi) au prix (?:indiqué|proposé|annoncé)\b|\bal precio (?:indicado|ofrecido|que (?:nos|me) (?:dio|indicó|ofreció)),? (?:adelante|de acuerdo|vale|perfecto)\b|(?<!\b(?:pas|ne|n'|jamais|si)\s(?:\p{L}+\s)?)\b(?:souhaitons|souhaite|voulons|voudrions|aimerions|allons) donner suite (?:au prix (?:indiqué|proposé|annoncé|convenu)|à votre (?:devis|offre|proposition))\b(?![^.!?]{0,30}\b(?:pas|si|sauf)\b)`,
  // The go-ahead given for work made to order: "Consider this our go-ahead", "Happy for you to proceed with the headstone
  // as quoted", "Please put the order through", "Wir geben Ihnen grünes Licht für das Banner", "Sie können mit dem
  // Grabstein loslegen", "Bitte fertigen Sie die Plaketten an", "Nous vous donnons le feu vert", "Merci de lancer la
  // fabrication", "Allez-y pour la pierre tombale.", "Les damos luz verde", "Pueden proceder con el grabado", "Pongan en
  // marcha las sudaderas". Not asked, negated, supposed, or a quote asked for.
  String.raw`(?:\b(?:(?:we|i) (?:give|are giving|hereby give) you (?:the|our|my) (?:go-ahead|green light)|(?:here's|here is|this is|consider this) (?:our|my|the) (?:go-ahead|green light)|(?:happy|glad|pleased) for you to (?:proceed|go ahead|start|begin|make|order|engrave|print)|please put (?:the|our|my|this) order through|(?:geben|gebe) (?:ihnen|dir|euch) (?:hiermit )?(?:das )?grünes? licht|(?:sie können|ihr könnt|du kannst) (?:(?!nicht\b|kein\p{L}*\b)\p{L}+ ){0,4}(?:loslegen|anfangen|beginnen)|bitte (?:fertigen|gravieren|produzieren) sie|(?:nous vous|je vous) donn(?:ons|e) (?:le )?feu vert|merci de lancer (?:la |le |l')?(?:fabrication|production|commande|gravure|impression|travail|travaux|chantier)|(?:les|le|te|os) (?:damos|doy) (?:la )?luz verde|(?:pueden|puede|podéis|puedes) proceder con|pongan? en marcha)\b|(?:^|[.!]\s?|,\s)allez-y pour (?:le|la|les|l')\s?[\p{L}' -]{2,40}(?=\s?(?:[.!]|$)))(?![^.!?]{0,80}\?)(?![^.!?]{0,60}\b(?:angebot|kostenvoranschlag|devis|quote|quotation|presupuesto|cotización|if|once|when|after|as soon as|unless|wenn|falls|sobald|sofern|nachdem|dès que|une fois|quand|lorsque|après|si|cuando|en cuanto|después de que)\b)(?<!\b(?:not|never|don't|nicht|kein|keine|pas|ne|n'|no|nunca|jamais)\b[^.!?]{0,30})${NOT_SUPPOSED_BEHIND}`,
  // Told to do the work at that price: "Gut, mulchen Sie beide Koppeln zu dem Preis.", "Bon, allez-y pour le broyage
  // des deux paddocks à ce prix." A sentence of its own, not asked, negated or conditional.
  String.raw`(?:^|[.!]\s?|,\s)(?:(?:gut|ok|okay|also|na gut|dann),?\s)?(?!(?:würden|könnten|können|werden|wollen|möchten|sollten|haben|sind|müssen|dürfen|schicken|senden|schreiben|nennen|geben|rufen|sagen|teilen|mailen|zeigen|erklären|prüfen|fragen|überlegen|rechnen|kalkulieren)\b)\p{L}+en sie\b(?:(?!\b(?:nicht|kein\p{L}*|wenn|falls|ob|nur|angebot\p{L}*|kostenvoranschlag)\b)[^.!?\d]){0,60}?\bzu (?:dem|diesem) preis(?=\s?(?:[.!]|$))|\ballez-y\b(?:(?!\b(?:pas|si|sauf|seulement)\b)[^.!?\d]){0,60}?\bà ce prix(?:-là)?(?=\s?(?:[.!]|$))`,
  // Going ahead, in the words of an e-mail that has read the shop's proposal: "wir möchten damit loslegen", "nous
  // souhaitons aller de l'avant", "queremos seguir adelante" ("we'd like to go ahead" is read by the lexicon).
  String.raw`(?<!\b(?:nicht|noch nicht|pas|no|si|wenn|falls)\s(?:\p{L}+\s){0,2})\b(?:wir |ich )?(?:möchten|wollen|würden gern(?:e)?|möchte|will) (?:damit |gern(?:e)? |jetzt |nun )*(?:loslegen|durchstarten)\b(?![^.!?]{0,30}\b(?:nicht|wenn|falls|sobald)\b)|\b(?:nous souhaitons|nous voulons|je souhaite|je veux|on veut|on souhaite|nous aimerions|j'aimerais) (?:donc )?aller de l'avant\b(?![^.!?]{0,30}\b(?:si|à condition|dès que|pas)\b)|(?<!\bno\s)\b(?:queremos|quiero|deseamos|nos gustaría|me gustaría) (?:seguir|ir) adelante\b(?![^.!?]{0,30}\b(?:si|siempre que|cuando|no)\b)`,
  // A yes given to the deal as a whole: "That's a yes from us on the greenhouse!", "C'est oui pour la serre !", "Von uns
  // ein klares Ja zum Gewächshaus", "Es un sí por nuestra parte". Not asked ("Is that a yes?"), not negated, not "if".
  String.raw`(?<!\b(?:if|when|once)\s)\b(?:that's|that is|it's|it is|this is)\sa\s(?:(?:firm|clear|definite|big|resounding)\s)?yes\s(?:from (?:us|me|our side)|on (?:our|my) (?:side|end))\b|(?<!\bsi\s)\bc'est (?:un )?(?:(?:grand|franc)\s)?oui (?:pour (?:la|le|les|l'|ce|cette|ces|votre|vos|ton|ta|tes)|de notre part|de ma part|de notre côté|de mon côté)\b|\b(?:von uns|von mir|unsererseits)\s(?:(?:kommt|gibt es)\s)?(?:ein\s)?(?:(?:klares|definitives|eindeutiges)\s)?ja\b|\b(?:das|es) ist ein (?:klares |eindeutiges )?ja (?:von uns|von mir|unsererseits)\b|(?<!\bsi\s)\bes un (?:sí|si) (?:rotundo )?(?:por nuestra parte|de nuestra parte|por mi parte|de mi parte|para (?:el|la|los|las|su|tu))\b`,
  // Accepted at the amount, said as a sentence's opening ("Angenommen zu 1.480 €.", "Accepté à 1 480 €.", "Aceptado en
  // US$1,480."); the amount confirmed ("We are happy to confirm £1,200 for the headshots", "wir bestätigen gern
  // 1.200 €", "nous vous confirmons volontiers 1 200 €", "le confirmamos con gusto 1.200 €"); the seller hired
  // ("Quedas contratado para la boda", "You're hired"). Beside the shop's own amount they take it.
  String.raw`(?:^|[.!:]\s?)(?:accepted|angenommen|akzeptiert|accepté|acceptée|aceptado|aceptada)\s(?:at|for|zu|für|à|pour|en|por|a)\s(?=[\p{Sc}\d]|us\$|eur\b|chf\b|usd\b|gbp\b)|(?<!\b(?:not|cannot|can't|nicht|pas|no|if|wenn|si)\s(?:\p{L}+\s){0,2})\b(?:(?:happy|glad|pleased) to confirm|(?:we|i) (?:hereby )?confirm|(?:wir|ich) bestätigen?|bestätigen wir|(?:nous|je) (?:vous )?confirm(?:ons|e)|(?:le|te|les|os) confirm(?:amos|o)|confirmamos)\s(?:(?:gern|gerne|volontiers|con gusto|hereby)\s)?(?=[\p{Sc}\d]|us\$)|\b(?:you'?re hired|you are hired|(?:quedas|queda|quedan|estás|está) contratad[oa]s?|(?:sie sind|du bist|ihr seid) (?:gebucht|engagiert)|(?:vous êtes|tu es) (?:engagée?s?|embauchée?s?))\b`,
  // Taking the thing named, the clause ending there or at "at your price": "ill take the bike rack", "I'll take the
  // throne and stands at ur price", "ich nehme den Fahrradträger", "je prends le porte-vélos", "me quedo con el
  // portabicis". Not the risk, the time or a bus ("I'll take the risk", "je prends le temps", "me quedo con la duda").
  String.raw`(?<!\b(?:not|never|if|when|before|after|once|until|unless|whether|should|could|can|to)\s(?:\p{L}+\s){0,2})(?:\b(?:i|we)(?:'ll| will|'d| would)?\s(?:take|buy)|\b(?:i|we)(?:'ll| will)\shave|\bill\s(?:take|buy|have))\sthe\s(?!(?:risk|time|chance|bus|train|plane|liberty|opportunity|hint|point|advice|day|rest|stairs|lift|elevator|call|offer|other|next)\b)(?:[\p{L}-]+\s(?:and\s)?){0,3}[\p{L}-]+(?=\s?(?:[.!,;]|$|\s(?:at|for) (?:ur|your|the asking|the listed) price\b|\sthen\b|\splease\b))|(?<!\b(?:nicht|nie|kein|wenn|falls|ob|bevor|sobald|bis|nachdem|dass)\s(?:\p{L}+\s){0,2})(?<!\b(?:wenn|falls|ob|bevor|sobald|bis|nachdem|dass)\s)\b(?:ich|wir)\s(?:nehme|nehmen|kaufe|kaufen)\s(?:den|die|das)\s(?:(?!(?:nicht|nie|niemals|doch|wohl|vielleicht|lieber)\b)[\p{L}-]+\s){0,2}(?!(?:nicht|nie|niemals)\b)[\p{L}-]+(?=\s?(?:[.!,;]|$))(?![^.!?]{0,30}\b(?:nicht|wenn|falls)\b)|(?<!\b(?:pas|si|quand|ne|avant|dès|lorsque|une fois|pour)\s(?:\p{L}+\s){0,2})(?<!\b(?:si|quand|que|qu'|lorsque)\s?)\b(?:je|nous|on)\s(?:prends|prenons|prend|achète|achetons)\s(?:le|la|les|l')\s?(?!(?:temps|risque|train|bus|métro|peine|liberté|relais|pli|large|dessus|parti)\b)(?:[\p{L}-]+\s){0,2}[\p{L}-]+(?=\s?(?:[.!,;]|$))(?![^.!?]{0,20}\bpas\b)|(?<!\b(?:no|si|cuando|nunca|antes|después|hasta|que)\s(?:\p{L}+\s){0,2})\b(?:me|nos)\squed(?:o|amos)\scon\s(?:el|la|los|las)\s(?!(?:duda|ganas|idea|cambio|vuelto)\b)(?:[\p{L}-]+\s){0,3}[\p{L}-]+(?=\s?(?:[.!,;]|$))|(?<!\b(?:no|si|cuando|nunca|antes|después|hasta|que|quizás|igual)\s(?:\p{L}+\s){0,2})\b(?:reservamos|reservo|alquilamos|alquilo|compramos|compro|cogemos|cojo)\s(?:el|la|los|las)\s(?!(?:duda|ganas|idea|cambio|vuelto|decisión)\b)(?:[\p{L}-]+\s){0,3}[\p{L}-]+(?=\s?(?:[.!,;]|$))|${NOT_AFTER_A_GERMAN_CONDITION}(?:^|[,.!]\s?)(?:(?:dann|also|gut|ok|okay|alles klar|passt|prima|super)\s?,?\s)?(?:nehmen|buchen|kaufen) wir(?:'s| es| ihn| sie)?(?=\s?(?:[.!]|$))`,
  // Ordering or agreeing at the shop's own quoted price, an adjective allowed before it: "wir möchten … zu Ihrem
  // angebotenen Preis beauftragen", "nous donnons notre accord … au prix de votre devis", "queremos contratar … al
  // precio de su presupuesto", "we'd like to book … at your quoted price". Not asked, negated or conditional.
  String.raw`(?<!\b(?:nicht|kein|keine|wenn|falls|ob|pas|si|no|not|if|whether)\s(?:\p{L}+\s){0,3})\b(?:(?:möchten|wollen|werden)\s(?:(?!\b(?:nicht|nie|kein\p{L}*|pas|jamais|plus|no|nunca|jamás|not|never)\b)[^.!?\d]){0,80}?\bzu\s(?:ihrem|deinem|eurem)\s(?:\p{L}+\s)?preis\s(?:beauftragen|bestellen|buchen|nehmen)|(?:donnons|donne)\snotre\saccord\b(?:(?!\b(?:nicht|nie|kein\p{L}*|pas|jamais|plus|no|nunca|jamás|not|never)\b)[^.!?\d]){0,80}?\bau\sprix\s(?:de\s)?(?:votre|ton)\s(?:devis|offre|proposition)|(?:queremos|quiero|vamos\sa)\s(?:contratar|encargar|reservar|comprar)\b(?:(?!\b(?:nicht|nie|kein\p{L}*|pas|jamais|plus|no|nunca|jamás|not|never)\b)[^.!?\d]){0,80}?\bal\sprecio\sde\s(?:su|tu)\s(?:presupuesto|oferta|propuesta)|(?:would like|want|we'd like|i'd like)\sto\s(?:book|order|go ahead with|commission)\b(?:(?!\b(?:nicht|nie|kein\p{L}*|pas|jamais|plus|no|nunca|jamás|not|never)\b)[^.!?\d]){0,80}?\bat\s(?:your|the)\s(?:quoted|offered|stated)\sprice)\b`,
  // A buyer found, as a sentence of its own: "You've got yourself a buyer.", "Sie haben einen Käufer.", "Vous avez
  // trouvé acheteur.", "Ya tiene comprador.", or a customer ("Vous avez un client."); then the thing claimed (CLAIMED).
  String.raw`(?<!\b(?:not|never|no|nicht|kein|pas|if|wenn|falls|si)\s(?:\p{L}+\s){0,2})\b(?:you(?:'ve| have)? got (?:yourself )?a (?:buyer|customer|client)|you have (?:yourself )?a (?:buyer|customer|client)|(?:sie haben|du hast|ihr habt) (?:jetzt |hiermit )?(?:einen|ne|'nen) (?:käufer|kunden)|(?:vous avez|tu as) (?:trouvé )?(?:votre |ton |un )?(?:acheteur|preneur|client)|(?:ya )?(?:tiene|tienes|tenéis) (?:comprador|cliente))(?=\s?(?:[.!,;]|$))`,
  ...CLAIMED,
  String.raw`(?<!\b(?:nicht|nie|kein|wenn|falls) )\b(?:ich|i) nehm(?:e)? (?:ihn|sie|es|den|die|das)\b(?=\s?(?:[.!,]|$|dann\b|jetzt\b|doch\b))|\bnehm(?:e)? ich (?:den|die|das|ihn|sie|es)\b(?=\s?(?:[.!,]|$))|\b(?:der|die|das|er|sie|es) gehört (?:jetzt |also |dann )?mir\b(?=\s?(?:[.!,]|$))|\b(?:der|die|das) \p{L}+ gehört (?:jetzt |also |dann )?mir\b(?=\s?(?:[.!]|$))`,
  String.raw`(?<!\b(?:nicht|nie|kein) )\b(?:i|ich) nimm(?:'s|'n|s|n| ihn| sie| se| es| en| das| den| die)\b(?![^.!?]{0,30}\b(?:wenn|falls|sofern)\b)|\bnimm i(?:'s|hn)?\b|\babgmacht\b|\bich kauf'?(?:e)? (?:ihn|sie|es|den|die|das)\b(?=\s?(?:[.!,]|$|dann\b|jetzt\b))|\bkauf(?:e)? ich (?:ihn|sie|es)\b(?=\s?(?:[.!,]|$))|\bmachen wir'?s so\b|\b(?:dann |jetzt |also )?gehört (?:er|sie|es|der|die|das) (?:jetzt |also )?mir\b(?![^.!?]{0,30}\b(?:wenn|falls|sofern|für|zu|um)\b)`,
];

/**
 * A handshake or its gesture, closing a bargain ("*spits in his palm and holds it out*", "*schlägt ein*",
 * "*lui serre la main*", "*se escupe en la mano y la tiende*", "*le estrecha la mano*"): agreeing, like "Topp!".
 * Not a greeting's ("*shakes hands* Nice to meet you", "Encantado"), and not beside a refusal ("*se escupe en la mano*
 * Ni loco pago eso"). A hand merely held out is no handshake: it may be held out for the goods or the change.
 */
const HANDSHAKES = [
  String.raw`(?:\b(?:shakes|shaking|grips|clasps) (?:your|his|her|their|the seller's|the vendor's|the merchant's|the trader's) hand\b|\bspits (?:in|into|on) (?:his|her|their|a) (?:palm|hand)\b|\boffers (?:a|his|her|their) (?:handshake|hand to shake)\b|\bholds out (?:a|his|her|their) hand to shake\b|\bschlägt ein\b|\bschüttelt (?:ihm|ihr|ihnen|dem händler|der händlerin) (?:kräftig |fest )?die hand\b|\bspuckt in (?:die|seine|ihre) hand\b|\b(?:lui|leur) serre (?:fermement |vigoureusement )?la main\b|\bcrache dans (?:sa|la) (?:main|paume)\b|\btend la main pour toper\b|\b(?:le|les) estrecha (?:con fuerza |firmemente )?la mano\b|(?:^|[*(]|\by )estrecha (?:con fuerza |firmemente )?la mano\b|\bse escupe en la (?:mano|palma)\b|\bescupe en (?:su|la) (?:mano|palma)\b|\btiende la mano para cerrar\b)(?![^]{0,200}\b(?:nice to meet|pleased to meet|good to meet|freut mich|sehr erfreut|enchanté|ravi de vous|encantad[oa]|mucho gusto|un placer)\b)(?![^]{0,200}\b(?:not|no|nope|nah|never|nicht|nein|nee|kein|keine|nie|niemals|pas|non|jamais|ni|nunca|jamás)\b)`,
];

/** What no made-to-order imperative makes: the price, a quote, a discount, an offer. */
const NOT_THE_WORK = String.raw`(?:price|prices|cost|fee|deal|offer|quote|estimate|invoice|discount|total|contract|preis|preise|kosten|angebot|kostenvoranschlag|rabatt|rechnung|vertrag|prix|devis|offre|remise|geste|facture|contrat|tarif|precio|precios|presupuesto|oferta|descuento|rebaja|factura|contrato|tarifa)`;
/** A sentence's opening: the message's start, a stop, or a word of assent and its comma ("Perfect, book us in."). */
const SERVICE_OPENS = String.raw`(?:^|[.!:;]\s?|\n\s*|^(?:dear|hi|hello|sehr geehrte[rs]?|liebe[rs]?|hallo|guten tag|monsieur|madame|bonjour|estimad[oa]s?|hola|buenos días)\b[^.!?,]{0,40},\s|\p{Extended_Pictographic}\s?|${ASSENT_BEFORE_A_COMMA}[,!.]?\s|\b(?:ja+|oui+|sí|si{2,}|yes+)[,!.]*\s|\b(?:sounds (?:good|fair|great)|that's fine|lovely|brilliant|klingt gut|gut|super|prima|allez-y|dale|très bien|muy bien|genial|estupendo)[,!.]?\s)`;
/** Its end: the clause's end, or a day or a time for the work ("book us in for the 14th", "tragen Sie uns für Samstag ein"), never an amount ("do it for 400"). */
const SERVICE_ENDS = String.raw`(?:\s(?:for|on|at|from|für|am|ab|pour|le|à partir|para|el|desde)\s(?!\d+(?:[.,]\d+)?\s?(?:[\p{Sc}]|eur|euros?|dollars?|pounds?|quid|bucks)?\s?(?:[.!?,;]|and\b|und\b|et\b|y\b|$))[^.!?\n\p{Sc}]{1,30}?)?(?:,?\s(?:please|pls|bitte|svp|s'il vous plaît|por favor))?(?=\s?(?:[.!,;]|$|\p{Extended_Pictographic}))`;

/**
 * A service taken, as people say it to a tradesman, a photographer or a venue: "Book us in.", "Perfect, pencil us in
 * for Saturday.", "you've got the job", "the job's yours", "sign us up", "count us in"; "Buchen Sie uns ein", "Sie
 * haben den Auftrag", "Der Auftrag gehört Ihnen"; "Réservez-nous", "Vous avez le chantier", "Le contrat est à vous";
 * "Resérvenos", "Apúntenos", "El trabajo es suyo". Opened by a sentence or an assent, closed there (a day or a time for
 * the work may follow); never after a negation, a condition or "before".
 */
const SERVICE_TAKEN = [
  String.raw`${SERVICE_OPENS}(?<!\b(?:not|don't|do not|never|if|unless|before|once|when|nicht|nie|wenn|falls|bevor|pas|ne|si|avant|no|nunca|antes)\b[^.!?]{0,30})(?:please\s|bitte\s|merci de\s|por favor,?\s)?(?:book (?:it|us|me|them|that)(?: in)?|let's book (?:it|you|that|them)(?: in)?|pencil (?:us|me|it|that) in|put (?:us|me) down|sign (?:us|me) up|count (?:us|me) in|(?:you've|you have) got the (?:job|gig|contract|work|booking)|the (?:job|gig|contract|work|booking)(?:'s| is) yours|you're booked|consider yourself (?:booked|hired)|buchen sie (?:uns|mich|es|das)(?: ein)?|(?:tragen sie|tragt|trag) (?:uns|mich) (?:bitte |gerne |gern )?(?:(?:für|am|ab) [^.!?\d]{1,30} )?ein|legen sie (?:gerne |gern |ruhig )?los|(?:wir gehen|gehen wir) mit ihrem (?:angebot|kostenvoranschlag)|réservez|(?:on part|nous partons|on retient|nous retenons) (?:sur )?votre (?:devis|offre|proposition)|adelante con (?:la reserva|el encargo|el trabajo|su presupuesto|la obra)|sie haben den (?:auftrag|zuschlag|job)|der (?:auftrag|zuschlag|job) (?:gehört ihnen|ist ihrer)|(?:sie sind|du bist) gebucht|réservez(?:-nous|-moi|-le|-la)|inscrivez(?:-nous|-moi)|(?:vous avez|tu as) (?:le contrat|le chantier|le job|le travail|la mission)|(?:le contrat|le chantier|le job|le travail|la mission) est à (?:vous|toi)|(?:vous êtes|tu es) (?:retenue?s?|engagée?s?)|resérv(?:enos|eme|amelo|emelo|alo|ela|enlo)|apúnt(?:enos|eme|anos|ame)|apunt(?:adnos|adme)|(?:el trabajo|el encargo|el contrato|la obra) es (?:suyo|tuyo|suya|tuya)|cuente(?:n)? con nosotros|(?:go ahead and )?do it|machen sie(?:'s| es| das)|faites-le|hága(?:lo|la)|haz(?:lo|la))${SERVICE_ENDS}`,
  // A booking asked for by name, the thing or the party after the verb: "book the three of us on the canyoning trip",
  // "bucht uns drei für die Kanutour", "réservez-nous la sortie pour nous trois", "apuntadnos a los tres a la
  // excursión". Words only after it (an amount makes it a bid), none of a condition, a negation, a "not yet" or a
  // "cheaper", to the clause's end.
  String.raw`${SERVICE_OPENS}(?<!\b(?:not|don't|do not|never|if|unless|before|once|when|nicht|nie|wenn|falls|bevor|pas|ne|si|avant|no|nunca|antes)\b[^.!?]{0,30})(?:please\s|bitte\s|merci de\s|por favor,?\s)?(?:book (?:us|me|them|the (?:two|three|four|five|six|pair|both|lot|whole family|family|group) of us)(?: in| on| onto)?|bucht (?:uns|mich)|buch (?:uns|mich)|buchen sie (?:uns|mich)|reserviert (?:uns|mich)|réserve[zr]?-(?:nous|moi)|inscri(?:s|vez)-(?:nous|moi)|resérv(?:enos|anos|adnos|eme|ame)|reservadnos|apúnt(?:enos|anos|eme|ame)|apunt(?:adnos|adme))(?:\s(?!(?:if|unless|but|only|when|once|after|before|until|provided|yet|not|cheaper|wenn|falls|aber|nur|sobald|bevor|bis|sofern|erst|noch|nicht|billiger|günstiger|si|s'il|mais|seulement|sauf|quand|dès|avant|jusqu|pourvu|pas|encore|moins|pero|solo|sólo|cuando|antes|hasta|siempre|no|todavía|aún|más|barato)\b)[\p{L}'’-]+){1,8}(?:,?\s(?:please|pls|bitte|svp|s'il vous plaît|por favor))?(?=\s?(?:[.!,;]|$|\p{Extended_Pictographic}))`,
  // The work itself ordered, the thing named: "Please fit the cat flap in our patio door.", "Book Bramble in for the
  // fortnight at your rate", "Bitte bauen Sie die Katzenklappe in unsere Terrassentür ein", "bitte Termin machen",
  // "Vous pouvez poser la chatière dans la porte vitrée.", "on prend le rdv", "Adelante con la gatera", "dale la cita".
  // No amount and no question inside it (an amount makes it a bid; "Vous pouvez poser … ?" asks whether they can).
  String.raw`${SERVICE_OPENS}(?<!\b(?:not|don't|do not|never|if|unless|before|once|when|nicht|nie|wenn|falls|bevor|pas|ne|si|avant|no|nunca|antes)\b[^.!?]{0,30})(?:please\s|bitte\s|merci de\s|por favor,?\s)?(?:book (?:him|her|\p{L}+) in|please (?:fit|install|fix|fit and \p{L}+) (?:it|them|the [^.!?\d\p{Sc}\n]{1,70}?)|(?:bitte )?(?:bauen|setzen) sie (?:ihn |sie |es |das |den |die |)(?:bitte )?(?:(?!\b(?:nicht|nie|noch kein\p{L}*|erst)\b)[^.!?\d\p{Sc}\n]){0,70}?\bein|bitte (?:montieren|installieren) sie (?:(?!\b(?:nicht|nie|noch kein\p{L}*|erst)\b)[^.!?\d\p{Sc}\n]){1,70}?|(?:einen )?termin (?:machen|eintragen|vereinbaren)|vous pouvez (?:poser|installer|monter|réserver|commencer|lancer|procéder à|y aller pour) [^.!?\d\p{Sc}\n]{1,80}?|(?:on|nous) (?:prend|prenons) (?:le|un) (?:rdv|rendez-vous|créneau)|(?:on|nous) (?:réserve|réservons) [^.!?\d\p{Sc}\n]{1,60}? (?:à|au) votre (?:tarif|prix)|adelante con (?:la|el|los|las|su) [^.!?\d\p{Sc}\n]{1,80}?|proced(?:a|an|e) con (?:la|el|los|las) [^.!?\d\p{Sc}\n]{1,60}?|(?:dale|deme|denos|dame|danos) (?:la|una) cita)${SERVICE_ENDS}`,
  // The thing made to order, ordered: "YES love it!! please write the poem for mum and dad's golden wedding", "JAA bitte
  // schreib das Gedicht", "Oui, écrivez le poème", "Sí, escriba el poema". Opened like the rest, closed at the clause's
  // end; never a price, a quote, a discount or an offer made or written ("please make the price lower", "bitte machen
  // Sie mir ein Angebot", "faites un geste", "haga un descuento").
  String.raw`${SERVICE_OPENS}(?<!\b(?:not|don't|do not|never|if|unless|before|once|when|nicht|nie|wenn|falls|bevor|pas|ne|si|avant|no|nunca|antes)\b[^.!?]{0,30})(?:(?:please|pls)\s(?:write|make|engrave|print|paint|bake|frame|restore|carve|embroider|sew|knit|cast|design|build) (?:it|them|(?:the|his|her|their|our|my|mum's|dad's|mom's) (?![^.!?\n]{0,70}\b${NOT_THE_WORK}\b)[^.!?\d\p{Sc}\n]{1,70}?)|bitte (?:schreib|mach|gravier|druck|back|mal|bestick|näh|schnitz|fertig)(?:e|t|en sie)? (?:das|den|die|ihm|ihr|uns|mir|es|sie) (?![^.!?\n]{0,70}\b${NOT_THE_WORK}\b)[^.!?\d\p{Sc}\n]{1,70}?|(?:écrivez|gravez|imprimez|peignez|encadrez|brodez|restaurez|sculptez|cousez|fabriquez|réalisez|faites)(?:-le|-la|-les|-nous|-moi)? (?:le|la|les|l'|son|sa|ses|notre|nos) ?(?![^.!?\n]{0,70}\b${NOT_THE_WORK}\b)[^.!?\d\p{Sc}\n]{1,70}?|(?:escribe|escriba|escriban|graba|grabe|graben|imprime|imprima|impriman|pinta|pinte|pinten|enmarca|enmarque|borda|borde|restaura|restaure|talla|talle|haz|haga|hagan|fabrica|fabrique|hornea|hornee)(?:nos|me)? (?:el|la|los|las|su|sus|nuestro|nuestra|nuestros|nuestras) (?![^.!?\n]{0,70}\b${NOT_THE_WORK}\b)[^.!?\d\p{Sc}\n]{1,70}?)${SERVICE_ENDS}`,
];

/**
 * Going with what the shop offered, said as a decision: "Brilliant, we'll go with that.", "that's us sorted then",
 * "Parfait, on part là-dessus.", "Genial, vamos con eso." Not supposed, not negated, not asked.
 */
const GOING_WITH_IT = [
  String.raw`(?<!\b(?:if|once|when|whether|not|wenn|falls|ob|nicht|si|pas|no|cuando)\b[^.!?]{0,30})(?:\b(?:we'll|we will|i'll|i will|let's|(?:happy|glad|pleased) to) go with (?:that|this|it|your (?:price|offer|quote|number))\b|\bthat's (?:us|me) sorted\b|\bon part (?:là-dessus|sur (?:ça|votre (?:offre|devis|prix)))\b|\bvamos con (?:eso|ello|su (?:oferta|presupuesto|precio)|tu (?:oferta|presupuesto|precio))\b)(?![^.!?]{0,30}\?)`,
];

/** The clause ends there: on a stop, a comma, a colon or a dash, never a question mark. */
const CLAUSE_END = String.raw`(?=\s?(?:[.!,;:—–]|$|\p{Extended_Pictographic}))`;
/** Where a yes may start: the message's start, after a stop or a dash, or after a word of assent ("Okay, …", "Bon, …"). */
const ASSENT_OPENER = String.raw`(?:^|[.!,;:—–]\s?|\b(?:ok|okay|yes|yeah|yep|right|great|perfect|lovely|brilliant|fine|fair enough|gut|ja|prima|super|perfekt|alles klar|na gut|schön|bon|parfait|très bien|d'accord|oui|allez|vale|perfecto|bueno|muy bien|genial|sí|venga|de acuerdo|listo|pues)\s?[,!.]?\s)`;
/** The sentence ends there: "Yes please!", "Bon, on y va." (not "Yes please, send the spec sheet first."). */
const SENTENCE_END = String.raw`(?=\s?(?:[.!]|$|\p{Extended_Pictographic}))`;
/**
 * A yes said in the everyday words for it, as a clause of its own: "Happy with that.", "Yes please!", "OK, that's
 * fine.", "I'm happy to pay that.", "Klingt gut.", "Ja, gerne.", "Dann nehmen wir ihn.", "So machen wir es.", "Parfait,
 * on valide.", "Bon, on y va.", "On le prend.", "Perfecto, adelante.", "Vale, lo quiero." Not negated, supposed or
 * asked, nor followed by a "but".
 */
const SAID_AS_A_YES = [
  // Put down for it: "book us in", "put me down for the pond", "sign us up", "inscrivez-nous", "tragen Sie uns ein",
  // "apúntenos"; and the thing kept at that price: "nos quedamos el pasto a ese precio". Not asked, not supposed.
  String.raw`(?:(?:${ASSENT_OPENER}|\b(?:then|please|so|dann|bitte|alors|donc|pues|entonces)\s)(?:(?:please|bitte|s'il vous plaît|por favor)\s)?(?:book (?:us|me) in|put (?:us|me) down(?: for (?:it|that|the [\p{L}-]+|a [\p{L}-]+))?|sign (?:us|me) up|inscrivez-(?:nous|moi)|notez-(?:nous|moi)|tragen sie (?:uns|mich) (?:bitte )?ein|schreiben sie (?:uns|mich) (?:bitte )?(?:ein|auf)|apúnte(?:nos|me)|apúnta(?:nos|me)|inscríba(?:nos|me)|anóte(?:nos|me))${CLAUSE_END})(?<!\b(?:can|could|would|will|not|don't)\s(?:\p{L}+\s){0,3}[^.!?]{0,40})${NOT_SUPPOSED_BEHIND}|\bnos (?:lo |la |los |las )?quedamos (?:el|la|los|las) [\p{L}-]+ (?:a|por|en) (?:ese|este|su|tu) precio\b(?![^.!?]{0,30}\?)`,
  // "We're happy with your quote", "Parfait, on réserve.", "Perfecto, reservamos.", "Vale, nos quedamos la plaza."
  String.raw`\b(?:i'm|i am|we're|we are|we'd be|i'd be|(?:we|i) (?:are|am) (?:very|quite|more than) )\s?(?:(?:very|quite|more than|perfectly)\s)?(?:happy|content|satisfied) with (?:your|the) (?:quote|quotation|price|fee|fees|rate|offer|terms|proposal|estimate)${CLAUSE_END}(?<!(?:\bnot|n't|\bnever|\bif|\bwhen|\bonce|\bwhether)\s(?:\p{L}+\s){0,8})|(?:${ASSENT_OPENER}(?:(?:alors|donc)\s)?(?:on|nous) (?:réserve|réservons)${CLAUSE_END})${NOT_SUPPOSED_BEHIND}|(?:${ASSENT_OPENER}(?:(?:entonces|pues)\s)?(?:(?:lo|la) )?reservamos${CLAUSE_END})${NOT_SUPPOSED_BEHIND}|(?:${ASSENT_OPENER}(?:nos|me) quedo?(?:amos)? (?:la|el) (?:plaza|sitio|hueco|curso|taller|entrada|reserva)${CLAUSE_END})${NOT_SUPPOSED_BEHIND}`,
  String.raw`(?:${ASSENT_OPENER}(?:(?:i'm|i am|we're|we are)\s)?(?:(?:very|quite|more than)\s)?happy with that${CLAUSE_END}|\b(?:i'm|i am|we're|we are) (?:happy|glad) to pay (?:that|it|your price|the price)${CLAUSE_END}|^(?:yes|yeah|yep|oh yes),? please${SENTENCE_END}|\b(?:ok|okay|yes|yeah|yep|right),? (?:that's|that is) (?:fine|grand|great|perfect)${CLAUSE_END}|(?:^|[.!,;—–]\s?)(?:das\s)?klingt (?:gut|fair|prima|super)${CLAUSE_END}|^(?:ja|jawohl|jo),? gerne?${CLAUSE_END}|\bdann (?:nehmen wir|nehme ich) (?:ihn|sie|es|das)${CLAUSE_END}|\bso machen wir(?: es| das|'s)${CLAUSE_END}|${ASSENT_OPENER}(?:on|nous) (?:valide|validons)${CLAUSE_END}|${ASSENT_OPENER}(?:c'est parti|on y va|allons-y)${SENTENCE_END}|(?:^|[.!,;]\s?)(?:eso |esto )?(?:nos|me) (?:va|viene) (?:muy )?bien${SENTENCE_END}|\bthat(?:'ll| will) do(?: (?:nicely|fine|just fine|me|us))?${SENTENCE_END}|^(?:venga,? vale|vale,? venga)${SENTENCE_END}|\b(?:on|nous) (?:le|la|les) (?:prend|prenons)${CLAUSE_END}|${ASSENT_OPENER}adelante${CLAUSE_END}|${ASSENT_OPENER}(?:lo|la|los|las) (?:quiero|queremos)${CLAUSE_END})(?<!(?:n't|\b(?:not|if|when|whether|unless|doubt|nicht|nie|wenn|falls|ob|pas|ne|si|no|nunca)\b)[^.!?]{0,64})(?![^.!?]{0,40}\b(?:but|aber|doch|mais|pero|except|außer|sauf|salvo|only if|nur wenn|seulement si|solo si|sólo si)\b)`,
  // "That suits us.", "We're good with that.", "I'll go for it.", "Sounds fair.", "We'll have him.", "the box at your
  // price then"; "Machen wir.", "Wir nehmen ihn.", "Das ist für uns okay.", "Wir bestellen.", "Wir sind dabei.", "Wir
  // sagen zu."; "On prend.", "Je valide.", "Ça me convient.", "Ça roule.", "Je confirme."; "Me vale.", "Cerramos.",
  // "Nos apuntamos.", "Confirmamos.", "Me convence.", "Vale, dale."
  String.raw`(?:\b(?:that's|that is|this is) (?:agreeable|acceptable)(?: to (?:us|me))?${CLAUSE_END}|\b(?:we're|we are|i'm|i am) good with (?:that|this|it)${CLAUSE_END}|\b(?:we'd|we would|i'd|i would) like to proceed${CLAUSE_END}|\b(?:we're|we are|i'm|i am) happy to proceed${CLAUSE_END}|\blet's proceed${CLAUSE_END}|\b(?:i'll|i will|we'll|we will) go for (?:it|that)${CLAUSE_END}|\bsounds (?:fair|reasonable|fine)${CLAUSE_END}|\b(?:i'll|i will|we'll|we will) have (?:him|her|it|them|the (?:\p{L}+ )?(?:place|spot|slot|one))${CLAUSE_END}|\b(?:that|this|it) suits (?:us|me)(?: (?:fine|perfectly|well))?${CLAUSE_END}|\bat your (?:price|asking price|quoted price)(?: then)?${SENTENCE_END}|^(?:(?:ja+|jawohl|jo|jep)[,!.]*\s)?machen wir(?:'s| es| das)?${SENTENCE_END}|\b(?:wir nehmen|ich nehme) (?:ihn|sie|es)${CLAUSE_END}|\bdas nehmen wir${CLAUSE_END}|\b(?:das|es) ist (?:für (?:uns|mich) )?(?:okay|ok|in ordnung)${CLAUSE_END}|${NOT_AFTER_A_GERMAN_CONDITION}\b(?:dann )?(?:bestelle ich|bestellen wir|ich bestelle|wir bestellen|buchen wir|wir buchen|ich buche)${CLAUSE_END}|\b(?:ich bin|wir sind) dabei${CLAUSE_END}|\b(?:wir sagen|ich sage) zu${CLAUSE_END}|\b(?:on|je) prend${CLAUSE_END}|\b(?:je|on|nous) (?:valide|validons)${CLAUSE_END}|\b(?:ça|cela) me convient${CLAUSE_END}|${ASSENT_OPENER}(?:ça roule|banco)${CLAUSE_END}|^(?:ça roule|banco)${CLAUSE_END}|\b(?:je|on) confirme${SENTENCE_END}|\bnous confirmons${SENTENCE_END}|(?:^|${ASSENT_OPENER})(?:me|nos) vale${CLAUSE_END}|(?:^|${ASSENT_OPENER})cerramos${CLAUSE_END}|\b(?:nos apuntamos|me apunto)${CLAUSE_END}|(?:^|${ASSENT_OPENER})(?:confirmo|confirmamos)${SENTENCE_END}|\b(?:me|nos) convence${CLAUSE_END}|\b(?:vale|ok|okay|sí|si|venga|bueno|perfecto|listo)\s?[,!.]?\s(?:sí,?\s)?dale${CLAUSE_END})(?<!(?:n't|\b(?:not|if|when|whether|unless|doubt|nicht|nie|wenn|falls|ob|pas|ne|si|no|nunca)\b)[^.!?]{0,64})(?![^.!?]{0,40}\b(?:but|aber|doch|mais|pero|except|außer|sauf|salvo|only if|nur wenn|seulement si|solo si|sólo si)\b)`,
];

/**
 * The contract asked for, to be signed: "Send the contract over and we'll sign.", "Schicken Sie uns den Vertrag, wir
 * unterschreiben.", "Envoyez le contrat, on signe.", "Mándeme el contrato y lo firmamos." Not negated, not supposed.
 */
const CONTRACT_TO_SIGN = [
  String.raw`(?<!\b(?:if|once|when|wenn|falls|sobald|si|quand|cuando|not|nicht|pas|no)\b[^.!?]{0,40})(?:\b(?:send|email|e-mail|forward) (?:me |us )?(?:over )?the (?:contract|agreement|paperwork)(?: over)?,? (?:and )?(?:we'll|i'll|we will|i will) sign(?: it)?\b|\b(?:schicken|senden) sie (?:mir |uns )?(?:den vertrag|die unterlagen),? (?:dann |und )?(?:unterschreiben wir|unterschreibe ich|wir unterschreiben|ich unterschreibe)\b|\benvoye[zr](?:-moi|-nous)? le contrat,? (?:et )?(?:on|nous|je) (?:le )?(?:signe|signons|signerons|signera|signerai)\b|\b(?:m[aá]nde(?:me|nos)|env[ií]e(?:me|nos)|m[aá]ndame|env[ií]ame) el contrato,? y (?:se )?(?:lo )?(?:firmamos|firmo)\b)`,
];

/**
 * The work or the contract ordered at the price the shop quoted, said so: "We're happy for you to fit the loft ladder
 * as quoted", "Sie können die Bodentreppe wie angeboten einbauen", "dann schließen wir den Wartungsvertrag zu dem
 * Preis ab", "on souscrit le contrat d'entretien à ce prix", "contratamos el mantenimiento a ese precio". A statement
 * to its end: not asked, negated, conditional or doubted. So is "Nous sommes heureux de retenir le chêne et sa plaque
 * tels que proposés" and "Nos alegra seguir adelante con el roble tal como nos lo presupuestó".
 */
const AS_QUOTED = String.raw`(?:as quoted|as per (?:your|the) quote|at (?:that|this|your|the quoted|your quoted) (?:price|rate|figure|fee)|at the (?:price|fee|rate|figure|amount) (?:you|you've) (?:quoted|offered|gave us|proposed|mentioned)|for (?:that|this) price|wie angeboten|laut (?:ihrem |dem )?angebot|zu (?:dem|diesem|dem genannten|dem angebotenen) (?:preis|betrag|tarif|honorar)|zum (?:genannten|angebotenen) (?:preis|honorar|tarif|betrag)|comme (?:dans|sur|indiqué dans|prévu dans|prévu au) (?:votre|le) devis|(?:à|au) (?:ce|votre) (?:prix|tarif)(?! de)|au (?:tarif|prix|montant) (?:indiqué|annoncé|proposé|convenu|du devis)|(?:a|por) (?:ese|este) (?:precio|importe)|con (?:los honorarios|el precio|la tarifa|el importe) (?:indicad[oa]s|indicad[oa]|propuest[oa]s?|que nos (?:indicó|dio|pasó|ofreció))|al precio (?:indicado|propuesto|que nos (?:indicó|dio|ofreció))|(?:tal )?(?:y )?como (?:en|viene en|figura en|indica) (?:su|el) presupuesto|según (?:su|el) presupuesto|tel(?:le)?s? que (?:proposée?s?|chiffrée?s?|indiquée?s?|présentée?s?)(?: dans (?:votre|le) devis)?|tal (?:y )?como (?:nos |me )?(?:lo |la |los |las )?(?:presupuestó|presupuestaron|propuso|propusieron|cotizó|cotizaron|ofreció|ofrecieron))`;
const ORDER_AT_START = String.raw`(?:we|i) (?:hereby )?confirm (?:the|our|my) (?:booking|order|reservation)|(?:we're|we are|i'm|i am) (?:happy|glad|pleased|delighted) to (?:book|order|hire|engage)|(?:le |les )?confirmamos (?:la reserva|el pedido|el encargo)|(?:(?:we're|we are|i'm|i am) happy for you to|(?:you can|please)(?: go ahead and)?|go ahead and|(?:we|i)(?:'ll| will)?|let's) (?:fit|install|do|book|order|start|proceed with|take|have|sign up for|go ahead with|put in)|(?:sie können|schließen wir|wir schließen|buchen wir|wir buchen|bestellen wir|wir bestellen|nehmen wir|wir nehmen|beauftragen wir|wir beauftragen)|(?:vous pouvez|on|nous) (?:vous |te )?(?:poser|installer|réserver|commander|prendre|souscrire|faire|lancer|pose|installe|réserve|commande|prend|souscrit|prenons|réservons|commandons|souscrivons)|(?:sommes|suis) (?:heureux|heureuse|heureuses|ravis|ravie|ravies|contents|contente|contentes) de (?:retenir|commander|réserver)|(?:contratamos|reservamos|pedimos|encargamos|nos quedamos con|cerramos|puede(?:n)? (?:instalar|poner|hacer|montar)|instál(?:elo|ela|enlo|enla)|háganlo|hágalo|adelante con)`;
const ORDERED_AS_QUOTED = String.raw`(?<!\b(?:not|never|if|unless|whether|could|might|maybe|perhaps|nicht|nie|wenn|falls|ob|vielleicht|könnten|pas|ne|si|peut-être|pourrions|no|nunca|cuando|quizás|tal vez|podríamos)\b[^.!?\n]{0,40})\b(?:${ORDER_AT_START})\b(?:(?!\b(?:not|never|nicht|nie|kein\p{L}*|pas|jamais|no|nunca)\b)[^.!?\n\d\p{Sc}]){0,90}?\b${AS_QUOTED}(?=[^.!?\n]{0,60}(?:[.!\n]|$))(?![^.!?\n]{0,60}\b(?:if|unless|provided|as long as|but|except|wenn|falls|sofern|aber|außer|si|à condition|pourvu|mais|sauf|siempre que|con tal de|pero|excepto|salvo)\b)`;

/**
 * The buyer's side's approval of the shop's amount, named right after it: "the committee has approved the €480", "Der
 * Vorstand hat die 480 € freigegeben", "Le bureau a validé les 480 €", "La junta ha aprobado los 480 €"; and "está
 * conforme con su precio". Beside the shop's own amount it takes it; not asked, negated or awaited.
 */
const APPROVED_BY_OUR_SIDE = String.raw`(?<!\b(?:not|never|if|once|when|until|unless|nicht|noch nicht|wenn|falls|sobald|bis|pas|si|quand|dès que|no|todavía no|aún no|cuando|si|en principio|in principle|im prinzip|grundsätzlich|en principe)\b[^.!?\n]{0,40})(?:\b(?:(?:the |our |my )?(?:committee|board|club|principal|client|management|finance team|treasurer|vorstand|ausschuss|verein|kassenwart|auftraggeber|mandant|le bureau|notre bureau|le comité|notre comité|le conseil|la direction|mon mandant|notre trésorier|la junta|nuestra junta|el comité|la directiva|mi mandante|el tesorero)) (?:has |have |hat |haben |a |ont |ha |han )?(?:approved|signed off on|genehmigt|freigegeben|bewilligt|validé|approuvé|aprobado|autorizado|dado el visto bueno a) (?:the |die |den |les |le |la |los |el )?(?=[\p{Sc}\d][^?\n]{0,60}(?:[.!\n]|$))|\b(?:der |unser )?(?:vorstand|ausschuss|verein|kassenwart|auftraggeber|mandant) (?:hat|haben) (?:die |den )?(?=[\p{Sc}\d][\d.,' ]*\s?(?:€|eur|euro|chf|franken)?\s(?:freigegeben|genehmigt|bewilligt)\b[^?\n]{0,60}(?:[.!\n]|$))|\b(?:está|estoy|estamos|están) conformes? con (?:su|tu|el) (?:precio|oferta|presupuesto)\b(?![^?\n]{0,60}\?)|(?:\b(?:has|have) (?:now |just |already )?(?:approved|signed off on|okayed|ok'd|accepted|agreed to) (?:your|the quoted) (?:price|quote|offer|fee|rate|estimate)\b|\b(?:hat|haben) (?:jetzt |nun |bereits |schon )?(?:ihren|ihr|deinen|dein|euren|euer) (?:preis|angebot|kostenvoranschlag|honorar|tarif) (?:(?!\b(?:nicht|nie|noch)\b)[^.!?\n,;]){0,90}?\b(?:freigegeben|genehmigt|bewilligt|abgesegnet|akzeptiert|angenommen)\b|\b(?:a|ont) (?:déjà )?(?:validé|approuvé|accepté) (?:(?:votre|ton) (?:prix|devis|tarif|offre|proposition)|vos (?:honoraires|tarifs|conditions))\b|\b(?:ha|han) (?:dado el visto bueno a|aprobado|aceptado|autorizado|validado) (?:(?:su|tu) (?:precio|presupuesto|oferta|propuesta|tarifa)|(?:sus|tus) (?:honorarios|tarifas|condiciones))\b)(?=[^?\n]{0,80}(?:[.!;\n]|$)))`;

/** Takes the shop's standing offer. */
export const ACCEPT = re([
  ORDERED_AS_QUOTED,
  APPROVED_BY_OUR_SIDE,
  ...CONTRACT_TO_SIGN,
  ...SAID_AS_A_YES,
  ...GOING_WITH_IT,
  ...SERVICE_TAKEN,
  String.raw`\b(?:i|we|my (?:client|principal|user)) (?:happily |gladly )?(?:accept|agree)\b`,
  String.raw`(?<!\b(?:would|could|might|'d|should) be (?:\p{L}+ )?)\b(?:happy|glad|pleased|delighted|thrilled) to accept\b(?!\s(?:a|an|any|if|offers?|lower|less)\b)|\bi(?:'ll| will) accept\b|^accepted\b|\b(?:offer|price|proposal|it|that) (?:is )?accepted\b`,
  String.raw`\bi(?:'ll| will)? (?:take|buy) (?:it|them|that|this one)\b|\bi'll take it\b|\bwe(?:'ll| will) take it\b`,
  String.raw`(?<!\b(?:the|what's|whats|what is|big|good|real|raw|special|no|not a|kein|any|a better|better) )\b(?:it's a |that's a |you've got a |you have a |done )?deal\b(?!\s?(?:at|for|with|w|on|\?))|\bagreed\b|\bsold\b(?!\s(?:listings?|items?|units?|prices?|comps?|comparables?|ones|out|for|at|on|in|to|last|elsewhere|similar|recently|nearby|went|go|goes|going)\b)(?<!\b(?:were|was|been|be|is|are|units|items|ones|models|have|has|had|already|recently|recent|typically|usually|often|similar|comparable|others|they|it|that|which|actually|we|i|we've|i've|you've|he|she|we'd|i'd|just|\d+|one|two|three|four|five|six|seven|eight|nine|ten|several|many|few|both|some)\s+sold)(?!\s(?:for|at|in|out|by|on|last|recently|elsewhere|between|around|within)\b)|\blet's do it\b|(?<!(?:not|n't|never) (?:to )?)\bgo ahead\b|\bi'm in\b(?![ \t]+[\p{L}\d])`,
  String.raw`\b(?:let's|we'll|i'll) go with (?:your|that|the) (?:number|price|offer)\b|\byou win\b|^done[.!]*$|(?<!if |whether |see if )\b(?:that |it )?works for me\b|(?<!if |whether |see if )\bthat works\b|\bhappy with (?:that|this|the|your) (?:price|offer|number)\b|\bsounds good\b|\bfine by me\b|\b(?:i'll|i will|we'll|we will) pay (?:your|the asking|the full) price\b|\byour price is fine\b|\b(?:i'll|i will|we'll|we will|i can|we can) pay (?:what you(?:'re)? ask(?:ing)?|your asking price|the asking price)\b|\b(?:ich zahle|wir zahlen|zahle ich),? was sie (?:verlangen|möchten)\b|\bje (?:paie|paierai) ce que vous demandez\b|\bte pago lo que pides\b|\ble pago lo que pide\b|\bsounds good,? (?:i'll|we'll) take it\b`,
  String.raw`^(?:accept|accepted|i accept|akzeptiert|angenommen|acepto|aceptado|accepté|j'accepte)[.!]*$`,
  // The shop's proposal said to suit, and the sale to go ahead: "Elle nous convient et nous sommes heureux de donner
  // suite", "Nos parece bien y con gusto seguimos adelante", "Dann eben Ihr Preis. Packen Sie's ein."
  String.raw`\b(?:elle|cela|ça|votre (?:contre-)?proposition|votre offre) nous convient\b(?![^.!?]{0,30}\b(?:pas|si|sauf)\b)|\bheureux de donner suite\b|\bnos parece bien y (?:con gusto )?seguimos adelante\b|\bcon gusto seguimos adelante\b|\bdann (?:eben|halt) (?:ihr|dein|euer) preis\b(?!\s?\?)|\bpacken sie(?:'s| es| ihn| sie) ein\b|\bpack(?:'s| es| ihn) ein\b`,
  // "Vendu — ma femme va être ravie !", "¡Vendida, amigo!", "Gekauft!": the buyer's "sold!", said as its own exclamation.
  String.raw`(?:^|[.!¡,;—–]\s?|\b(?:ah|oh|bon|alors|ok|okay|vale|pues|bueno|gut|na gut|dann|also)\s?,?\s)(?:vendu|vendue|vendida|vendido|gekauft)(?=\s?(?:[.!,;—–]|$))`,
  // "2'150.– für die Melkmaschine akzeptieren wir gerne", "Ihren Preis nehmen wir an": the German verb before its subject.
  String.raw`\b(?:akzeptieren|nehmen) wir (?:\p{L}+ )?(?:gerne?|an)\b|\b(?:akzeptiere|nehme) ich (?:\p{L}+ )?(?:gerne?|an)\b`,
  // "Bon, c'est entendu.", "Entendu !": agreed (not "j'ai entendu", I heard).
  String.raw`(?:^|[.!,;]\s?|\b(?:bon|bien|alors|ok|d'accord|oui|parfait)\s?,?\s)(?:c'est\s)?entendu(?=\s?(?:[.!,;]|$))`,
  // "Right, you're on.", "ur on!!": a challenge or an offer taken up, said as a sentence of its own.
  String.raw`(?:^|[.!,;]\s?|\b(?:right|ok|okay|alright|fine|well|then|yeah|yes|ahh?|oh)\s?,?\s)(?:you're|youre|you are|ur|u r) on(?=\s?(?:[.!,;🙌🤝👍]|$))`,
  // The shop's price said to suit: "Ihr Preis von 9.400 € ist für uns in Ordnung", "votre prix nous convient",
  // "su precio nos parece bien", "your price of 520 is fine" (no negation in between).
  // Also "the price", "Ihr genanntes Honorar", "vos honoraires", "sus honorarios": the shop's fee, quote or rate, with
  // one word between ("your quoted fee"), said to be fine ("geht für uns in Ordnung", "nous conviennent", "nos parecen bien").
  // Or said to be accepted or agreed ("Votre forfait … est accepté", "Ihr Pauschalhonorar … ist vereinbart", "Su tarifa
  // cerrada … queda aceptada"), not once or when it is ("once the price is agreed, …").
  String.raw`\b(?:your|the|ihr|dein|euer|der|das|votre|vos|ton|tes|le|les|su|sus|tu|tus|el|los)\s(?:\p{L}+\s)?(?:price|offer|fee|fees|quote|rate|preis|angebot|honorar|pauschalhonorar|kostenvoranschlag|prix|offre|tarif|devis|forfait|honoraires|precio|oferta|tarifa|presupuesto|honorarios)\b(?:(?!\. |\b(?:not|nicht|pas|no|kein|keine|nie|jamais|never|nunca)\b)[^!?\n]){0,40}\b(?:is fine|is ok|is okay|is acceptable|are fine|are acceptable|works for (?:us|me)|ist (?:für (?:uns|mich) )?(?:in ordnung|ok|okay|akzeptabel|annehmbar)|geht (?:für (?:uns|mich) )?in ordnung|passt (?:uns|mir)|(?:nous|me) convien(?:t|nent)|(?:nous|me) va|est (?:correct|acceptable)|sont (?:corrects|acceptables)|(?:nos|me) (?:parecen? bien|vale|sirve|convienen?)|es aceptable|está bien|is accepted|is agreed|are accepted|are agreed|ist (?:vereinbart|akzeptiert|angenommen)|sind (?:vereinbart|akzeptiert|angenommen)|est (?:accepté|acceptée|convenu|convenue)|sont (?:acceptés|acceptées|convenus)|queda(?:n)? (?:aceptad[oa]s?|acordad[oa]s?)|está aceptad[oa])\b(?!\s?\?)(?<!\b(?:once|when|after|before|until|sobald|wenn|nachdem|bevor|quand|lorsque|dès que|une fois que|cuando|una vez que|hasta que)\s[^!?\n.]{0,120})`,
  // The professional engaged on the terms of their letter: "would like to appoint you on the terms set out in your
  // letter", "möchten Sie zu den Bedingungen in Ihrem Schreiben beauftragen", "souhaitons vous confier la mission aux
  // conditions de votre courrier", "queremos encargarle el trabajo en las condiciones de su carta".
  String.raw`(?:\b(?:appoint|engage|instruct|hire|retain|commission)\s(?:you|him|her|them)\s(?:on|under)\s(?:the\s)?(?:terms|conditions)\s(?:set out\s|stated\s|given\s)?(?:in|of)\s(?:your|the)\s(?:letter|proposal|quote|quotation|e-?mail|offer)\b|\bzu den (?:bedingungen|konditionen) (?:in |aus |gemäß )?(?:ihrem|ihres|ihrer|deinem|deines|deiner) (?:schreiben|angebot|brief|mail|e-mail|honorarangebot|kostenvoranschlag)s? (?:beauftragen|engagieren|buchen)\b|\bvous confier (?:la mission|le travail|le chantier|la commande|le dossier) (?:aux|selon les) conditions de votre (?:courrier|lettre|devis|proposition|offre|mail|courriel)\b|\b(?:encargarle|confiarle|contratarle|contratarlo|contratarla) (?:el trabajo |el encargo |la obra |el proyecto )?(?:en|con|según) las condiciones de su (?:carta|propuesta|presupuesto|oferta|correo)\b)(?<!(?:\bnot|\bnever|n't|\bnicht|\bpas|\bno)\s[^.!?]{0,130})`,
  // The message declared to be the acceptance: "please take this as our acceptance", "betrachten Sie dies als unsere
  // Zusage", "considérez ce message comme notre accord", "considera este correo nuestra aceptación" (not negated).
  String.raw`(?<!(?:\bnot|n't|\bnever|\bnicht|\bnie|\bpas|\bno|\bne|\bnunca)\s(?:\p{L}+\s)?)\b(?:take|treat|consider|regard|betrachten sie|betrachte|betrachtet|sehen sie|sieh|seht|nehmen sie|nimm|nehmt|considérez|considérer|considère|prenez|prends|considera|considere|consideren|considerá|tome|tomen|toma|tomá|tomad)\s(?:this|these lines|dies|diese (?:nachricht|e-mail|mail|zeilen)|ce (?:message|courriel|mail|e-mail)|cette (?:réponse|lettre)|este (?:correo|mensaje|email|e-mail)|esta (?:respuesta|carta))\s(?:(?!(?:not|nicht|nie|pas|no|yet|noch|encore|aún|todavía)\b)\p{L}+\s){0,2}(?:(?:as|als|comme|como)\s(?:(?:our|my|unsere|meine|notre|mon|ma|nuestra|mi|an|a|eine|une|un|una)\s)?|(?:our|my|unsere|meine|notre|mon|nuestra|mi)\s)(?:formal\s|written\s|verbindliche\s|formelle\s|formal\s)?(?:acceptance|agreement|confirmation|go-ahead|zusage|annahme|zustimmung|auftragsbestätigung|accord|acceptation|aceptación|conformidad|confirmación)\b(?!\s(?:de principe|in principle|en principio|im grundsatz|grundsätzlich|sous réserve|subject to|vorbehaltlich|sujeta a|pendiente))`,
  // The acceptance confirmed, said with its noun: "I confirm acceptance of the quote" (the lexicon reads the English),
  // "bestätige ich die Annahme des Angebots", "je confirme l'acceptation du devis", "confirmo la aceptación del
  // presupuesto" (not negated, not asked).
  String.raw`(?<!(?:\bnot|n't|\bnicht|\bpas|\bno|\bne)\s(?:\p{L}+\s)?)\b(?:(?:bestätige|bestätigen) (?:ich |wir )?(?:hiermit |gerne |gern )?die annahme|(?:je confirme|nous confirmons|on confirme) (?:par la présente )?l'acceptation|(?:confirmo|confirmamos) (?:por la presente )?la aceptación)\b(?![^.!?]{0,80}\?)`,
  // Shaking on it: "Schlagt ein", "shake on it", "choque esa mano", "topez là" (the last is above).
  // And the hand held out for it, or the matter called settled: "Hand drauf", "die Sache ist geritzt", "it's settled",
  // "affaire conclue", "choca esos cinco".
  String.raw`\bschlag(?:t|en sie)? ein\b|\blet's shake on it\b|\bshake on it\b|\bchoque(?:mos)? esa mano\b|\bchócala\b|\bhand drauf\b|\b(?:die sache|das|es) ist geritzt\b|\bgeritzt\b(?=[.!]*$)|\b(?:it's|that's|the matter is) settled\b|\baffaire conclue\b|\btope(?:z)? là\b|\bchoca(?:d|n)? esos cinco\b|\bchoque(?:n)? esos cinco\b|\bchoca (?:esa|la) mano\b`,
  // An agent's principal approving the purchase: "approves the purchase at the quoted price", "approuve l'achat".
  String.raw`\b(?:approves?|approuve|approuvons|genehmigt|genehmigen|aprueba|aprobamos)\b(?<!\b(?:not|nicht|pas|no|ne|may|might|could|would|will|should|must|to|once|if|when|wird|würde|könnte|muss|noch|pourrait|pourra|devrait|doit|va|si|podría|puede|va a|debe|cuando)\b[^.!?]{0,20}\b(?:approves?|approuve|approuvons|genehmigt|genehmigen|aprueba|aprobamos))[^.!?]{0,12}\b(?:the |this |l'|le |la |den |das |la |el )?(?:purchase|offer|deal|price|achat|offre|kauf|angebot|compra|oferta)\b`,
  // An e-mail's yes: the shop's amount said to suit ("$2,600 for the week works for us", "2.600 € … passen uns", "US$2.600
  // … nos viene bien"), the booking declared ("betrachten Sie es als gebucht", "dala por reservada"), the thing accepted
  // at the quotation ("the coach tour is accepted at your current quotation", "est accepté au tarif de votre devis",
  // "queda aceptado según su presupuesto"), wanted at the shop's price ("we'd like the balloon flight for two at your
  // price"), or confirmed at the price indicated ("ravis de confirmer la croisière au tarif que vous nous avez indiqué",
  // "encantados de reservar la travesía al precio que nos indicó"). Not negated, not asked.
  String.raw`\b(?:works|will work) for us\b(?<=(?:[\p{Sc}\d]|\b(?:price|offer|rate|quote))(?:(?!n't\b|\b(?:not|no|never|if|whether)\b)[^.!?]){0,60}\b(?:works|will work) for us\b)(?<!\b(?:if|when|whether|once|unless)\b(?:[^.!?]|(?<=\d)\.(?=\d)){0,70}\b(?:works|will work) for us\b)(?!\s?\?)|\b(?:passen|passt) (?:für )?(?:uns|mir)\b(?<=(?:[\p{Sc}\d]|\b(?:preis|angebot))(?:(?!\b(?:nicht|kein\p{L}*|nie|wenn|falls|ob)\b)[^.!?]){0,60}\b(?:passen|passt) (?:für )?(?:uns|mir)\b)(?<!\b(?:wenn|falls|sofern|ob|sobald)\b(?:[^.!?]|(?<=\d)\.(?=\d)){0,70}\b(?:passen|passt) (?:für )?(?:uns|mir)\b)(?![^.!?]{0,20}\bnicht\b)(?!\s?\?)|\b(?:(?:nos|me) viene(?:n)? bien|nos cierra(?:n)?)\b(?<=(?:[\p{Sc}\d]|\b(?:precio|oferta|presupuesto))(?:(?!\b(?:no|nunca|si)\b)[^.!?]){0,60}\b(?:(?:nos|me) viene(?:n)? bien|nos cierra(?:n)?)\b)(?<!\b(?:si|cuando|en cuanto)\b(?:[^.!?]|(?<=\d)\.(?=\d)){0,70}\b(?:(?:nos|me) viene(?:n)? bien|nos cierra(?:n)?)\b)(?!\s?\?)|\bbetrachten? (?:sie |du )?(?:es|das|ihn|sie) als (?:gebucht|bestellt|verkauft|abgemacht|vereinbart|bestätigt)\b|\bd[aeé]n?(?:lo|la|los|las) por (?:reservad[oa]s?|hech[oa]s?|cerrad[oa]s?|vendid[oa]s?|confirmad[oa]s?|comprad[oa]s?)\b|\b(?:is|are|hereby) accepted (?:at|on|as per|in line with) (?:your|the) (?:current |latest |last |quoted |revised )?(?:quotation|quote|price|offer|terms|rate|proposal)\b|\b(?:est|sont) accepté\p{L}* (?:au|à|selon)\b[^.!?]{0,30}\b(?:votre|ton) (?:devis|offre|proposition|tarif|prix)\b|(?<!\bno )\bqueda(?:n)? aceptad[oa]s? (?:según|al|con|a|conforme a) (?:su|tu|el|la) (?:presupuesto|precio|oferta|propuesta)\b|(?<!\b(?:if|whether)\s)\b(?:we'd|we would|i'd|i would) (?:like|love) (?:the|this|that|your) (?:[\p{L}-]+ ){0,6}at your (?:price|rate|quoted price|asking price)\b(?![^.!?]{0,40}\?)|(?<!\b(?:pas|ne|si|quand)\s(?:\p{L}+\s)?)\b(?:je|nous) (?:prends|prenons|retenons|réservons|valide|validons|confirme|confirmons|commande|commandons) (?:volontiers |donc |bien )?(?:le|la|les|l')\s?(?:[\p{L}'-]+\s){0,8}?(?:à (?:votre|ton) (?:tarif|prix)|au (?:tarif|prix) (?:que vous (?:nous |m')?avez (?:indiqué|proposé|donné|annoncé|communiqué)|indiqué|proposé|convenu))\b(?![^.!?]{0,40}\?)|\b(?:ravis|ravies|heureux|heureuse|contents?|enchantée?s?) de (?:confirmer|réserver|commander|retenir)\b[^.!?]{0,80}\b(?:au|à votre) (?:tarif|prix) (?:que vous (?:nous |m')?avez (?:indiqué|proposé|donné|annoncé)|indiqué|proposé|convenu)\b|\b(?:encantad[oa]s?|content[oa]s?|felices) de (?:reservar|confirmar|contratar|encargar)\b[^.!?]{0,80}\bal precio (?:que (?:nos|me) (?:indicó|indicaste|dio|diste|ofreció|ofreciste|propuso)|indicado|ofrecido|acordado)\b`,
  // German
  String.raw`\beinverstanden\b(?![^.!?]{0,30}\?)|\babgemacht\b|\bgebongt\b|\bgekauft\b|\b(?:ich|wir) (?:akzeptiere|akzeptieren|nehme|nehmen)\b[^.!?]{0,30}\ban\b|\b(?:nehme|nehmen) (?:ich|wir) (?:gerne |gern )?an\b|\bich nehm'?s\b|\bich nehme (?:es|ihn|sie)\b|\bakzeptiert\b|\bzu (?:deinem|ihrem|eurem) preis\b(?<!\b(?:no|not|nicht|pas|nunca|jamais|never|niemals)\b[^.!?]{0,40}zu \p{L}{5,6} preis)|\b(?:beauftragen|bestellen|buchen|nehmen|kaufen) (?:wir|ich) (?:\p{L}+ ){0,3}?zu (?:ihrem|deinem|eurem|dem) (?:angebotenen|genannten|angegebenen) preis\b(?<!\b(?:nicht|kein\p{L}*|nie|wenn|falls|sofern|ob)\b[^.!?]{0,60})|^passt\b(?! nicht)|\bgeht klar\b|^(?:das )?geht (?:für (?:uns|mich) )?(?:so )?in ordnung\b(?! nicht)(?!\s?\?)|\bmachen wir (?:das )?so\b|^(?:top|ok|okay|gut|passt|alles klar|prima|super),? machen wir(?:'s| es| das)?[.!]*$|\bwir sind uns einig\b(?![^.!?]{0,20}\?)|\bcerramos el trato\b|\btrato cerrado\b|\bon fait comme ça\b|\bhagámoslo así\b|\blet's do that\b|\bich kaufe (?:es|ihn|sie)\b|\bnehme ich (?:es|ihn|sie)\b|^ich kaufe[.!]*$`,
  // French
  String.raw`\bmarché conclu\b|(?<!\b(?:comme|qui|que|quoi|où|pas)\s)\bc'est dit\b(?=\s?[!.,]|\s*$)|\btope[ -]là\b|\bj'accepte\b|\bnous acceptons\b|\b(?:mandant|client) accepte\b|\bje (?:le|la|les) prends\b|\bva pour\b|\bemballez[ -]le\b|(?:\bà ton prix\b|\bà votre prix\b|\bvotre prix\.)(?<!\b(?:no|not|nicht|pas|nunca|jamais|never|niemals)\b[^.!?]{0,40}(?:à ton prix|à votre prix|votre prix\.))|\bd'accord pour\b|\bc'est d'accord\b|\bje l'achète\b|\bok pour moi\b|\bc'est bon pour moi\b|^vendu\b|(?:^|[,;:.!]\s)vendu(?=\s?[,.!;]|$)|\b(?:ok|bon|allez|d'accord|bon ok),? vendu\b|\bd'accord[.! ]*$|^(?:ok|bon|parfait),? ça marche[.!]*$|^d'accord\b|\bça (?:me|nous) va\b(?! pas)`,
  // Spanish
  // "Estamos conformes con su precio", "quedo conforme con tu oferta" (not "en principio": DOUBTFUL_ACCEPT).
  String.raw`\b(?:estamos|estoy|quedamos|quedo|nos declaramos|me declaro)(?<!\bno\s(?:\p{L}+\s)?(?:estamos|estoy|quedamos|quedo|nos declaramos|me declaro)) (?:totalmente |plenamente |muy )?conformes? con (?:su|tu|vuestr[oa]|el|la) (?:precio|oferta|propuesta|presupuesto|última oferta)\b`,
  String.raw`\btrato hecho\b|\b(?:la |lo )?acepto\b|\baceptamos\b|(?<!no )\bme lo quedo\b|\bnos (?:lo )?quedamos con\b(?! (?:nuestro|nuestra|nuestros|nuestras|el (?:\p{L}+ )?(?:actual|de siempre)|otr[oa]s?|(?:el|la|los|las) (?:de )?otr[oa]s?|la competencia)\b)|\bde acuerdo\b|\bcerramos en\b|\ba (?:tu|su) precio\b(?<!\b(?:no|not|nicht|pas|nunca|jamais|never|niemals)\b[^.!?]{0,40}a (?:tu|su) precio)|\bhecho\b|(?<!no )\bme lo llevo\b|(?<!no )\blo compro\b|(?<!no )\bme parece bien\b|^vale,? acepto\b`,
  ...TAKING_IDIOMS,
  ...HANDSHAKES,
]);

/**
 * (A French word ending in an accented letter and "t" may reach these rules glued to the next by the reader's
 * elision repair, "disparaît'entre": the join is either.)
 *
 * Waving the offer off, or leaving into the crowd, as a role-player writes it: "*winkt ab*", "*waves it off*",
 * "*dismisses it with a wave*", "*fait un geste las de la main*", "*hace un gesto de desdén*"; "*disappears into
 * the crowd*", "*verschwindet in der Menge*", "*se fond dans la foule*", "*se pierde entre la gente*". A plain
 * wave ("*waves* Hi!", "*hace un gesto con la mano* ¡Hola!") is no waving off.
 */
const WAVING_OFF = [
  String.raw`\bwinkt (?:\p{L}+ )?ab\b|\bwaves? (?:it|him|her|them|you|the offer|the seller|the vendor) (?:off|away)\b|\bwaves? (?:off|away)\b(?!\s(?:the|a|an|some|his|her|their|a few)\b)|\b(?:dismisses|brushes off) (?:it|the offer|him|her) with a wave\b|\bwith a dismissive (?:wave|gesture|flick)\b|\bwaves? (?:a |his |her |their )?(?:hand )?dismissively\b|\bwaves? (?:a |his |her |their )?dismissive hand\b|\bfait un geste (?:las|agacé|dédaigneux|méprisant|évasif|de dédain|d'agacement|de lassitude)(?: de la main)?\b|\bd'un (?:revers|geste) (?:de (?:la )?main|las|agacé|dédaigneux)\b|\bbalaie (?:l'air|l'offre|la proposition) (?:de|d'un revers de) (?:la )?main\b|\bhace un (?:gesto|ademán) (?:de desdén|despectivo|de fastidio|de desprecio|de hastío)\b|\bcon un gesto (?:de desdén|despectivo|de fastidio)\b`,
  String.raw`\b(?:disappears|vanishes|melts|fades|slips|wanders|strolls|walks|heads|drifts|is lost)(?: back| off| away)? into the (?:crowd|throng|market|bustle|stalls|street|night)\b|\b(?:disparaît|se perd|s'éloigne|se fond)['\s](?:entre|parmi) les étals\b|\b(?:se pierde|desaparece|se esfuma|se va|se aleja) entre los puestos\b|\bwanders off\b|\bstrolls off\b|\bverschwindet (?:in der menge|im gedränge|in der masse|zwischen den (?:ständen|leuten|menschen))\b|\btaucht in der menge unter\b|\bschlendert davon\b|\bmacht sich davon\b|\bzieht von dannen\b|\bwendet sich (?:zur|zum|richtung) (?:tür|ausgang|gehen)\b|\bwendet sich zum gehen\b|\bturns (?:for|to|towards) the (?:door|exit)\b|\bmakes for the (?:door|exit)\b|\bse tourne vers la (?:porte|sortie)\b|\bse (?:vuelve|gira) hacia la (?:puerta|salida)\b|\b(?:se fond|disparaît|se perd|s'évanouit)['\s]dans la foule\b|\b(?:se pierde|desaparece|se esfuma|se va|se aleja) (?:entre|en) la (?:gente|multitud|muchedumbre)\b`,
];

/**
 * "Keep it" as the buyer's last word: "Pah. Behalten Sie ihn.", "Nah, keep it.", "Bah, gardez-la.",
 * "Quédeselo.", "Pff, gardez votre vélo.", "Bah, quédese con su trasto." A sentence of its own (a filler after
 * it at most), never "keep it for me until Saturday", "gardez-le-moi", "quédeselo hasta el sábado", "keep it?", and
 * not when the buyer says it will come back, collect or pay ("Keep them. I'll come back with cash tomorrow").
 */
const KEEP_IT = [
  String.raw`(?:^|[.!,;:]\s|\b(?:pah|bah|pff+|pfft|tss|ach|na|nah|nope|meh|oh|ok|okay|well|fine|alors|bon|ben|pues|bueno|vale|naja|nee|nein|no|non)\b,?\s)(?:just |dann |doch |eben |halt |ruhig |donc |entonces |mejor )?(?:keep (?:it|them|the thing|your \p{L}+)|behalt(?:e|et|en sie)? (?:ihn|sie|es|das ding|den kram|(?:ihren|ihre|ihr|deinen|deine|dein|euren|eure|euer) \p{L}+)|garde[zr]?-(?:le|la|les)|gard(?:ez|e) (?:votre|vos|ton|ta|tes) \p{L}+|qu[eé]d(?:ese|ate|ense)(?:lo|la|los|las)|qu[eé]d(?:ese|ate|ense) con (?:él|ella|ellos|ellas|eso|(?:su|tu|sus|tus) \p{L}+))(?:,? (?:then|dann|doch|halt|alors|pues|hombre|mate|friend|l'ami|amigo|señor|monsieur))?(?=\s?[.!]|\s*$)(?![^]{0,200}\b(?:come back|coming back|back (?:later|tomorrow)|return|tomorrow|later|tonight|pick (?:it|them) up|collect|pay|reserve|hold|komme? (?:wieder|zurück)|morgen|später|abhol\p{L}*|zahl\p{L}*|bezahl\p{L}*|reviens|reviendrai|demain|plus tard|chercher|paie|paierai|payer|vuelvo|volveré|mañana|luego|más tarde|recog\p{L}*|pag\p{L}*)\b)`,
];

/**
 * Letting it go, in the forms buyers use: "Lassen Sie's gut sein", "lass mal stecken", "oubliez ça",
 * "oublions ça", "déjelo", "olvídelo", "mejor no", "sit this one out". "Lass mal sehen" is not letting go.
 */
const LETTING_GO = [
  String.raw`\blass(?:en sie|t)?(?:'s| es)? gut sein\b(?![^.!?]{0,40}\d)|\blass(?:en sie|t)? (?:mal |es |'s )?stecken\b|\blassen sie mal\b(?=\s?(?:[.,!]|$))|\boublie[zr]? ça\b(?![^.!?]{0,40}\d)|\boublions ça\b|\bn'en parlons plus\b|\bd[eé]j(?:e|en|ad)lo\b(?!\s(?:en|a|así|por|para|como)\b)(?![^.!?]{0,40}\d)|\bdejémoslo\b(?!\s(?:en|a|así|por|para|como)\b)(?![^.!?]{0,40}\d)|\bolv[ií]d(?:elo|enlo|adlo)\b(?![^.!?]{0,40}\d)|(?:^|[.!,]\s)mejor no(?:,? gracias)?(?=\s?[.!]|$)|\bsit (?:this one|it) out\b|\bgive (?:it|this one|this|that one) a miss\b|(?:^|[.!,]\s)not today,? thank(?:s| you)\b|\bforget about it\b(?=\s?[.!,]|$)|(?:^|[.!,]\s)i'm off(?=\s?[.!]|$)|\blass(?:en wir| ma)(?:'s| es| das)?\b(?=\s?(?:[.!,]|$))|\blassen wir (?:das|es)\b(?=\s?(?:[.!,]|$))|\blass(?:t|en sie)? (?:es|das) (?:halt |doch |eben |lieber |einfach )?bleiben\b|\b(?:ich )?steig(?:e)? (?:ich )?aus\b|\bsteigen wir aus\b|\bwir steigen aus\b|\bdann halt nicht\b|(?:^|[.!,]\s)laisse[zr]? faire(?=\s?[,.!]|$)|\b(?:on en reste|restons-en|nous en resterons|j'en reste) là\b|\bpaso nomás\b|\b(?:we'll|we will|i'll|i will) leave it (?:for now|at that|there|for the moment)\b|\b(?:we'll|we will|i'll|i will) (?:be )?go(?:ing)? elsewhere\b|\bich lass(?:e)?(?:'s| es)(?: (?:dann|lieber|doch|bleiben|sein))?(?=\s?[.!,]|$)|\bvergessen wir(?:'s| es| das)\b|\bje vais laisser (?:ça|tomber)\b(?=\s?[.!,]|$)|\bje m'abstiens\b|\bnous nous abstenons\b|(?:^|[.!]\s)oublie[zr]?(?=\s?[,.!]|$)|(?:^|[,.!]\s)(?:pero )?prefiero no(?=\s?[.!]|$)|\bolv[ií]d(?:ate|ese|ense)\b(?=\s?[.!]|$)|\b(?:mejor )?lo dejamos(?:,? gracias)?(?=\s?[.!]|$)|\b(?:won't|will not|shan't|are not going to|aren't going to|am not going to|don't intend to) (?:be )?tak(?:e|ing) (?:this|it|things|the matter|the project) (?:any )?further\b`,
];

/**
 * An e-mail's way of leaving: the message declared the withdrawal ("please consider this email our withdrawal",
 * "betrachten Sie diese Mail als unseren Rückzug", "considérer ce courriel comme notre retrait", "considere este
 * correo como nuestra retirada"), stepping back ("step back from this one", "vom Kauf zurücktreten", "tenemos que
 * retirarnos"), calling it a day, another solution chosen, no order to be placed. Not negated.
 */
const DECLARED_WITHDRAWAL = [
  String.raw`(?<!(?:\bnot|n't|\bnicht|\bpas|\bno)\s(?:\p{L}+\s)?)\b(?:take|treat|consider|regard|betrachten sie|betrachte|sehen sie|considérez|considérer|considère|prenez|considera|considere|tome|tomá)\s(?:this|these lines|dies|diese (?:nachricht|e-mail|mail|zeilen)|ce (?:message|courriel|mail|e-mail)|este (?:correo|mensaje|email|e-mail))\s(?:(?!(?:not|nicht|pas|no)\b)\p{L}+\s){0,2}?(?:(?:as|als|comme|como)\s)?(?:(?:our|my|unseren|unsere|meinen|meine|notre|mon|nuestra|mi)\s)?(?:(?:formal|official|offiziellen|formelle?|formal)\s)?(?:withdrawal|cancellation|rückzug|absage|retrait|désistement|retirada|renuncia)\b`,
  String.raw`\bstep(?:ping)? back from (?:this(?: one)?|the (?:deal|purchase|negotiation|order))\b|\bcall it a day\b|\b(?:will not|won't) be placing (?:an|the|any) order\b|\b(?:chosen|decided|opted) to (?:pursue|go with) (?:another|a different|an alternative) (?:option|solution|offer|route)\b|\b(?:vom kauf|von der bestellung|von den verhandlungen|von diesem kauf)(?: \p{L}+)? zurück(?:treten|ziehen)\b|\beinen schritt zurücktreten\b|\bkeine bestellung (?:aufgeben|erteilen|tätigen)\b|\bfür eine andere lösung entschieden\b|\b(?:tenemos que|debemos|vamos a|hemos de|tengo que|debo|voy a) retirar(?:nos|me)\b|\bno (?:haremos|vamos a hacer|realizaremos|haré) (?:el|ningún|un) pedido\b|\bhemos optado por otra (?:solución|opción|alternativa)\b|\bne passerons pas (?:de )?commande\b`,
  // A decision not to go on, another supplier kept or chosen, the discussion declared closed: "we've decided not to
  // exhibit after all", "no longer wishes to pursue your package. This concludes our discussion.", "Nous avons décidé
  // de renouveler avec notre fournisseur actuel et ne donnerons donc pas suite", "Al final nos quedamos con nuestro
  // hosting actual".
  String.raw`(?<!(?:\bnot|n't|\bnever|\bnicht|\bnie|\bpas|\bjamais|\bno|\bnunca)\s(?:\p{L}+\s)?)(?<!\b(?:if|unless|otherwise|wenn|falls|sofern|sonst|si|sinon)\b[^.!?]{0,40})(?:\b(?:decided|chosen|opted) not to (?:proceed|go ahead|exhibit|book|buy|purchase|continue|move forward|renew|order|sign)\b|\bno longer wish(?:es)? to (?:pursue|proceed|continue|move forward)\b|\b(?:this|that) concludes (?:our|the|this) (?:discussion|negotiation|conversation|talks|exchange)\b|\b(?:chosen|chose|gone with|went with|selected|picked) (?:another|a different) (?:supplier|vendor|provider|opportunity|venue|option|sponsorship|offer)\b|\b(?:stay|staying|stick|sticking|renew|renewing|remain|remaining) with (?:our|my) (?:current|existing|present) (?:supplier|provider|vendor|host|hosting|contract)\b|\b(?:haben|habe) (?:wir |ich )?(?:uns|mich) (?:\p{L}+ )?entschieden, (?:es )?(?:doch |leider |dann doch )?nicht (?:\p{L}+ ){0,3}(?:zu (?:kaufen|bestellen|buchen|nehmen|mieten|unterschreiben|beauftragen)|auszustellen|teilzunehmen|fortzufahren|weiterzumachen|abzuschließen|zuzusagen)\b|\b(?:bleiben|bleibe) (?:beim|bei unserem|bei unserer) (?:bisherigen|aktuellen|jetzigen) (?:anbieter|lieferanten|dienstleister|hoster)\b|\b(?:beim|bei unserem|bei unserer) (?:bisherigen|aktuellen|jetzigen) (?:anbieter|lieferanten|dienstleister|hoster)\p{L}* zu bleiben\b|\bnicht (?:mehr )?weiterverfolgen\b|\b(?:ne|n'y|n'en) (?:donnerons|donnerai|donnera|pourrons|pourrai) (?:\p{L}+ )?pas suite\b|\bne souhait\p{L}* plus donner suite\b|\bceci (?:clôt|conclut|met fin à) (?:nos|notre|cet|cette|ces) (?:échanges|discussions?|négociations?)\b|\b(?:avons|ai) (?:décidé|choisi) de (?:ne pas|renouveler avec (?:notre|mon) fournisseur actuel|rester (?:avec|chez) (?:notre|mon) fournisseur)\b|\b(?:a|avons|ai) retenu (?:une autre|un autre) (?:offre|fournisseur|prestataire|occasion|option)\b|\bnos quedamos con (?:nuestro|nuestra) (?:\p{L}+ ){0,2}(?:actual|de siempre)\b|\b(?:hemos|he) decidido no (?:seguir|continuar|avanzar|comprar|contratar|exponer|participar)\b|\bya no (?:desea|deseamos|deseo|queremos|quiere) (?:seguir|continuar|avanzar)\b|\b(?:esto|con esto) (?:cierra|concluye) (?:nuestra|la|esta) (?:conversación|negociación)\b|\b(?:hemos|ha) (?:elegido|escogido) (?:otra|otro) (?:opción|proveedor|oferta|patrocinio)\b)`,
];

/**
 * The purchase itself said not to happen, in the first person (or the buyer's side): "we will not be buying", "wir
 * kaufen nicht", "nehmen daher Abstand vom Kauf", "sehen wir vom Kauf ab", "lassen es bleiben", "nous en restons là,
 * sans achat", "no vamos a comprar". With an amount beside it, the reader weighs it as leaving (a bid may follow).
 */
const NOT_BUYING = [
  String.raw`\b(?:i|we|my (?:client|principal|company)|our (?:client|principal|company|team))\s(?:[^.!?\d]{0,60}?\s)?(?:won't|will not|shall not|do not|don't|cannot|can't|are not|aren't|am not|i'm not|we're not)\s(?:be\s)?(?:buy(?:ing)?|purchas\p{L}*|proceed\p{L}*|going ahead|taking it)\b`,
  String.raw`\b(?:wir|ich)\s(?:\p{L}+\s){0,3}(?:kaufen|kaufe|bestellen|bestelle)\s(?:\p{L}+\s){0,2}nicht\b(?!\s(?:mehr als|so|zu|unter|über|für|ohne|wenn|bevor|nur|woanders|bei|als|jetzt|sofort)\b)|\b(?:kaufen|kaufe|bestellen|bestelle)\s(?:wir|ich)\s(?:\p{L}+\s){0,2}nicht\b(?!\s(?:mehr als|so|zu|unter|über|für|ohne|wenn|bevor|nur|woanders|bei|als|jetzt|sofort)\b)|\babstand (?:vom|von dem) (?:kauf|erwerb)\p{L}*\b|\bsehen (?:wir|ich) (?:\p{L}+ ){0,2}(?:vom|von dem) (?:kauf|erwerb)\p{L}* ab\b|\b(?:lassen|belassen) (?:wir|ich) es (?:\p{L}+ ){0,2}(?:bleiben|dabei)\b|\b(?:wir|ich)\s(?:\p{L}+\s){0,5}(?:lassen|belassen|lasse) es (?:\p{L}+ ){0,2}(?:bleiben|dabei)\b(?!\s?:)|\bverzichte(?:n)? (?:\p{L}+ ){0,3}auf (?:den )?(?:kauf|erwerb)\b|\blass(?:e)? (?:es|'s) (?:la |lo )?(?:sii|si|bleiben)\b|^(?:[\p{L}' ]+[.!,]\s)?ohne mich[.!]*$|(?:^|[.!*]\s?)behalten sie(?:'s| es| ihn| sie)?[.!]*$`,
  String.raw`\bsans achat\b|\bnous en restons (?:donc )?là\b|\b(?:nous|j') (?:abandonnons|abandonne|renonçons|renonce) (?:donc )?(?:à )?(?:l'achat|cet achat|le projet)\b|\b(?:nous|je) (?:n'achèter\p{L}*|ne (?:l'|le |la )?achèter\p{L}*) pas\b|\brenon[cç]\p{L}* (?:à|a) (?:l'achat|acheter|cet achat)\b`,
  String.raw`\bno (?:vamos a|voy a) (?:comprar\p{L}*|seguir adelante|proceder)\b|\bcerramos aquí (?:esta|la) negociación\b|\b(?:damos|doy) por (?:terminada|cerrada|concluida) (?:esta|la) negociación\b|\bno (?:lo |la |los |las )?(?:compraremos|compraré)\b|\bnos quedamos sin comprar\b`,
];

/** The message's start, a stage direction before it aside ("*puts the tin back* Not paying that."). */
const AT_THE_START = String.raw`^(?:\*[^*]{1,200}\*\s?)?`;

/**
 * A no said as a sentence of its own, then the price called too high, and nothing else: "Nope. Too much for a crib.",
 * "nah. way too much for a used sledge. pass", "Nein. Zu teuer für ein Kinderbett.", "Non. Trop cher pour un lit de
 * bébé.", "No. Muy caro para una cuna.". The whole message is the verdict; with a question or an amount after it,
 * it is not this.
 */
const REFUSED_AS_TOO_DEAR = [
  String.raw`${AT_THE_START}(?:no|nope|nah|naw|nein|nee|nö|non|nan|nop|nel)[.!]+\s(?:(?:way|far|much|just|a bit|bit|rather|simply|viel|echt|einfach|bien|beaucoup|vraiment|juste|muy|demasiado|mucho|bastante)\s)?(?:too (?:much|expensive|rich|steep|pricey|high|dear)|zu (?:teuer|viel|hoch)|trop (?:cher|chère|élevé)|(?:muy |demasiado )?car[oa]|carísim[oa]|demasiado)(?:\s(?:for|für|pour|para)\s[^.!?\d]{1,50})?[.!]*(?:\s(?:(?:i\s|i'll\s)?pass|ich passe|je passe|paso)[.!]*)?$`,
];

/** A charge refused (shipping, delivery, fees) is no refusal of the price: see REFUSED_TO_PAY. */
const NOT_THE_CHARGE = String.raw`(?![^.!?\d]{0,50}\b(?:shipping|delivery|postage|the fee|fees|versand|lieferung|porto|gebühr\p{L}*|livraison|port|frais|envío|entrega|portes|gastos)\b)`;
/**
 * Saying no, as an obligation the buyer states: "I'm sorry, but I must say no.", "Ich muss leider absagen.", "Je dois
 * malheureusement refuser.", "Tengo que decir que no." (WITHDRAW). Not under a condition ("If it's over 500, I'll have
 * to say no"), nor said of an extra ("I have to decline the warranty").
 */
const MUST_SAY_NO = [
  String.raw`(?<!\b(?:if|unless|otherwise|wenn|falls|sonst|sofern|si|sinon|de lo contrario)\b[^.!?]{0,40})(?:\b(?:i|we)(?: must| have to| need to|'ll have to| will have to|'ve got to) (?:politely |respectfully |sadly |unfortunately )?(?:say no|decline|refuse)\b(?!\s(?:the|your|to)\b)|\b(?:ich|wir) (?:muss|müssen) (?:leider |dankend |ihnen )*(?:nein sagen|absagen|ablehnen)\b|\bmuss (?:ich|wir) (?:leider |dankend |ihnen )*(?:nein sagen|absagen|ablehnen)\b|\b(?:je dois|nous devons|on doit) (?:malheureusement |hélas |donc )?(?:dire non|refuser|décliner)\b(?!\s(?:la|le|les|votre)\b)|\b(?:tengo|tenemos) que (?:decir que no|decirle que no|rechazarlo|rechazarla|declinar)\b)`,
];

/**
 * A flat refusal to pay the price, and nothing after it: "Nope. Not paying that for a log splitter.", "Nein. So viel
 * zahl ich für den Häcksler nicht.", "Non. Je paierai pas ça pour un broyeur.", "No. No pago eso por una
 * desbrozadora." (WITHDRAW). Not when the refusal is of a charge (shipping, delivery), nor with a number after it
 * (a counter: "Not paying that. 300?").
 */
const REFUSED_TO_PAY = [
  String.raw`${AT_THE_START}(?:(?:no|nope|nah|naw)[.!,]+\s)?(?:i'm |i am |we're |we are |i'm just |just )?not paying (?:that|this|so much|that much|that kind of money|those prices)${NOT_THE_CHARGE}(?:\s(?:for|on)\s[^.!?\d]{1,50})?[.!]*$`,
  String.raw`${AT_THE_START}(?:(?:nein|nee|nö|ne)[.!,]+\s)?(?:so viel|das|den preis|diesen preis) (?:zahl|zahle|bezahl|bezahle|geb|gebe) (?:ich|wir) (?:dafür |für [^.!?\d]{1,50} )?nicht${NOT_THE_CHARGE}[.!]*$`,
  String.raw`${AT_THE_START}(?:non[.!,]+\s)?(?:je |moi je |on )(?:ne |n')?(?:paierai|paie|paye|payerai|vais|mettrai|mets|paiera) (?:pas|jamais) (?:payer )?(?:ça|ce prix|autant|ce montant|ce prix-là)${NOT_THE_CHARGE}(?:\s(?:pour)\s[^.!?\d]{1,50})?[.!]*$`,
  String.raw`${AT_THE_START}(?:no[.!,]+\s)?(?:yo )?no (?:pago|pagaré|pagamos|voy a pagar|vamos a pagar|pienso pagar) (?:eso|tanto|ese precio|esa cantidad)${NOT_THE_CHARGE}(?:\s(?:por)\s[^.!?\d]{1,50})?[.!]*$`,
];

/**
 * Going to try the next stall or another seller: "I'll try the next stall along", "Ich schau am nächsten Stand",
 * "Je vais voir le stand d'à côté", "Probaré en el puesto de al lado" (WITHDRAW): the buyer is leaving for another.
 */
const TRYING_ELSEWHERE = [
  String.raw`\b(?:i'll|i will|we'll|we will|i'm going to|gonna|i'll just|might as well) (?:try|check|ask at|look at|go to|see) (?:the next|another|a different|the other) (?:stall|stand|shop|dealer|seller|trader|vendor|yard|one)\b|\b(?:ich )?schau(?:e)? (?:mal )?(?:am|beim|bei einem) (?:nächsten|anderen) (?:stand|händler|laden|verkäufer)\b|\b(?:ich )?(?:gehe|geh) (?:zum|zu einem) (?:nächsten|anderen) (?:stand|händler|laden|verkäufer)\b|\bje vais (?:voir|essayer|demander) (?:au |le |un |chez (?:le |un ))?(?:stand|marchand|vendeur|étal|brocanteur)s? (?:d'à côté|suivant|voisin|d'en face)\b|\bje vais (?:voir|essayer) (?:chez )?(?:un autre|une autre|l'autre) (?:stand|marchand|vendeur|étal)\b|\b(?:probaré|pruebo|voy a probar|miraré|pregunto|preguntaré) (?:en|con) (?:el|otro) (?:puesto|vendedor|tenderete)\b`,
];

/**
 * The work given to someone else, or done by the buyer, or no longer wanted: "We'll get someone else in, thanks.",
 * "Going with another quote, sorry.", "We'll do it ourselves.", "Not needed now."; "Wir nehmen jemand anderen", "Wir
 * machen es selbst", "Hat sich erledigt"; "On va prendre quelqu'un d'autre", "On le fera nous-mêmes", "Plus besoin";
 * "Buscaremos a otro", "Lo haremos nosotros mismos", "Ya no hace falta". Never after a condition or an "otherwise"
 * ("if you can't do Friday, we'll get someone else" is a threat, not a goodbye), nor negated.
 */
/** Not after a condition, an "otherwise" or a negation in the clause (for SERVICE_DECLINED). */
const NOT_UNDER_A_CONDITION = String.raw`(?<!\b(?:if|unless|otherwise|or|else|not|won't|wenn|falls|sonst|nicht|si|sinon|sino|pas|de lo contrario|no)\b[^.!?]{0,40})`;
/** Not a date, a time, a night or a session booked ("we've booked another session with you" is more business). */
const NOT_A_TIME = String.raw`(?!(?:date|day|time|session|slot|round|appointment|visit|night|week|weekend|lesson|termin|tag|datum|zeitpunkt|besuch|nacht|woche|wochenende|stunde|créneau|jour|rendez-vous|horaire|séance|nuit|semaine|cours|día|fecha|cita|horario|sesión|hora|noche|semana|clase)\b)`;
/**
 * Another's offer already taken: "we've accepted another offer", "wir haben ein anderes Angebot angenommen", "nous
 * avons accepté une autre offre", "hemos aceptado otra oferta". Its accepting word is not said to the shop (the reader
 * masks it), and it walks away (SERVICE_DECLINED). Not "the other offer": that may be the shop's second option.
 */
const OTHER_OFFER_TAKEN = String.raw`\b(?:we've|we have|i've|i have|we|i) (?:already )?(?:accepted|taken|gone with) (?:another|a different|a competing|a rival|someone else's) (?:offer|quote|bid|proposal)\b|\b(?:wir haben|ich habe) (?:bereits |schon )?(?:ein|einem) (?:anderes|anderen) angebot (?:angenommen|akzeptiert)\b|\b(?:nous avons|on a|j'ai) (?:déjà )?(?:accepté|pris|retenu) (?:une autre (?:offre|proposition)|un autre devis)\b|\b(?:hemos|he) (?:ya )?(?:aceptado|tomado|cogido|elegido) (?:otra (?:oferta|propuesta|cotización)|otro presupuesto)\b`;
export const ANOTHER_OFFER_TAKEN = re([OTHER_OFFER_TAKEN]);
const SERVICE_DECLINED = [
  String.raw`${NOT_UNDER_A_CONDITION}(?:\b(?:we'll|we will|i'll|i will|gonna|we're going to|i'm going to) (?:get|find|use|go with|hire|book|ask) (?:someone|somebody) else\b|\b(?:going|gone|we're going|we've gone|we went|we'll go|decided to go) with (?:another|a different|someone else's|the other) (?:quote|firm|company|supplier|offer|provider|photographer|tradesman|builder|tutor|venue|dj|caterer)\b|\b(?:we'll|we will|i'll|i will|gonna) (?:do|sort|handle|fix|manage|paint|clean) (?:it|this|that|them) (?:ourselves|myself)\b|(?:^|[.!,]\s)(?:(?:it's|it is|they're) )?(?:no longer|not) needed(?: now| any ?more)?(?=\s?(?:[.!,]|$))|\bno need any ?more\b|\b(?:we've|we have|i've|i have) found (?:someone|somebody) else\b|\b(?:we|i) (?:already have|have already got|'ve already got|already got) (?:someone|somebody|a (?:photographer|tutor|builder|cleaner|dj|caterer|gardener|plumber|sweep))\b|\bwir haben (?:schon|bereits) (?:jemanden|jemand|einen anderen)\b|\b(?:on a|nous avons) déjà (?:quelqu'un|un autre prestataire)\b|\bya (?:tenemos|tengo) a (?:alguien|otro|otra)\b|\b(?:wir nehmen|nehmen wir) (?:jemand|jemanden) (?:anderen|anders)\b|\b(?:wir machen|machen wir) (?:es|das) (?:jetzt )?selbst\b|\b(?:hat sich|das hat sich) (?:erledigt|erübrigt)\b|\b(?:brauchen|benötigen) wir (?:es |das |ihn |sie )?nicht mehr\b|\bwir haben (?:jemand|jemanden) (?:anderen|anders)? ?gefunden\b|\b(?:wir suchen|suchen wir|ich suche|suche ich) (?:uns|mir) (?:(?:dann|halt|lieber|eben|doch) )?(?:jemand|jemanden|wen|einen) (?:anders|anderen)\b|\b(?:on va|nous allons|je vais) (?:chercher|trouver|prendre) quelqu'un d'autre\b|\b(?:buscamos|buscaré|busco) (?:a )?(?:otro|otra|alguien más)\b|\bon (?:va prendre|prend|prendra) quelqu'un d'autre\b|\b(?:on le fera|nous le ferons|on va le faire|je le ferai) (?:nous-mêmes|moi-même|nous même)\b|(?:^|[.!,]\s)plus besoin\b|\b(?:on|nous) n'en (?:a|avons) plus besoin\b|\b(?:nous avons|on a|j'ai) trouvé quelqu'un d'autre\b|\b(?:buscaremos|vamos a buscar|contrataremos) (?:a )?(?:otro|otra|alguien más)\b|\blo (?:haremos|haré|vamos a hacer) (?:nosotros|yo) mism[oa]s?\b|\bya no (?:hace falta|lo necesitamos|la necesitamos|es necesario)\b|\b(?:we'll|we will|i'll|i will) leave it(?: (?:then|there|for now|at that))?(?:,? thanks?(?: you)?(?: anyway)?)?(?=\s?(?:[.!]|$))|\b(?:wir haben|ich habe) (?:ein|einem) anderes? (?:angebot|gebot) (?:angenommen|zugesagt)\b|\b(?:wir gehen|gehen wir|ich gehe) (?:doch )?(?:zu[rm]?|mit) (?:der |dem |einer |einem )?anderen\b|\b(?:we'll|we will|we're going to|i'll|i will) (?:go|stick) with (?:the other|another|a different) (?:garage|workshop|mechanic|installer|fitter|electrician|plumber|dealer|agency|agent|landlord|one|option|company|firm|quote)\b|\b(?:we|i) (?:won't|will not|don't|do not|shan't) need (?:it|them|him|her|one|the [\p{L}-]+(?: [\p{L}-]+)?) (?:after all|any ?more)\b|\b(?:we|i) no longer need (?:it|them|him|her|one|the [\p{L}-]+(?: [\p{L}-]+)?)\b|\b(?:brauchen|brauche|benötigen|benötige)(?: wir| ich)? (?:ihn|sie|es|das|den [\p{L}-]+|die [\p{L}-]+|das [\p{L}-]+) (?:nun |jetzt |dann |also |aber )?doch nicht\b|\bn'en (?:aurons|aurai|aura) (?:finalement |donc )?pas besoin\b|\bn'en (?:avons|ai|a) finalement pas besoin\b|\bal final no (?:lo|la|los|las) (?:vamos a necesitar|necesitamos|necesitaremos|voy a necesitar|necesito)\b|\bya no (?:lo|la|los|las) (?:vamos a necesitar|necesitaremos|voy a necesitar)\b|\bya (?:encontramos|hemos encontrado|encontré) (?:a )?(?:otro|otra|alguien)\b)`,
  // Another booked or hired, the current one kept, the need gone, the enquiry cancelled: "we've booked a different
  // guide", "we're going to stick with our current gym", "den Bus brauchen wir also nicht mehr", "nous n'aurons donc
  // plus besoin du minibus", "ya no necesitamos el minibús", "please cancel our enquiry".
  String.raw`${NOT_UNDER_A_CONDITION}(?:\b(?:we've|we have|i've|i have) (?:already )?(?:booked|hired|chosen|found|gone with|picked|signed up with|ordered from) (?:someone else|somebody else|(?:a different|another) ${NOT_A_TIME}[\p{L}-]+)|\b(?:wir haben|ich habe) (?:uns )?(?:schon |bereits |jetzt )?(?:(?:einen|eine|ein) (?:anderen|andere|anderes) ${NOT_A_TIME}[\p{L}-]+|jemand(?:en)? (?:anderen|anders)) (?:gebucht|beauftragt|genommen|gefunden|gewählt|engagiert)\b|\b(?:nous avons|on a|j'ai) (?:déjà )?(?:réservé|pris|choisi|trouvé|engagé|retenu) (?:quelqu'un d'autre\b|(?:un autre|une autre) ${NOT_A_TIME}[\p{L}-]+)|\b(?:hemos|he) (?:ya )?(?:contratado|reservado|elegido|encontrado|cogido|cerrado con) (?:a )?(?:alguien más\b|otra persona\b|(?:otro|otra) ${NOT_A_TIME}[\p{L}-]+)|\b(?:we're|we are|we'll|i'll|i'm|we will|i will) (?:going to |gonna )?(?:stick|stay) with (?:our|my) (?:current|existing|usual|old|present)\b(?! (?:offer|bid|price|number|proposal|figure)\b)|\b(?:wir bleiben|ich bleibe|bleiben wir|bleibe ich) (?:doch |lieber |einfach )?bei (?:unserem|unserer|meinem|meiner|unseren|meinen) (?:bisherigen |jetzigen |alten |aktuellen )?(?!(?:angebot|gebot|preis|vorschlag)\b)[\p{L}-]+(?=\s?(?:[.!,;]|$))|\b(?:on reste|nous restons|je reste) (?:avec|dans|chez|sur) (?:notre|mon|ma|nos|mes) [\p{L}-]+ (?:actuel|actuelle|actuels|habituel|habituelle|de toujours)\b|\bbrauchen wir (?:also |dann |daher |deshalb |jetzt |doch )*nicht mehr\b|\b(?:n'aurons|n'avons|n'aurai|n'ai|n'aura) (?:donc |alors |finalement )?plus besoin\b|\bya no (?:necesitamos|necesito|nos hace falta|me hace falta)\b)`,
  String.raw`(?<!\b(?:if|unless|otherwise|or else|wenn|falls|sonst|si|sinon|de lo contrario)\b[^.!?]{0,60})\bplease cancel (?:our|my) (?:enquiry|inquiry|booking|request|order|reservation)\b`,
  // The shop's offer not taken up: "wir nehmen den Auftrag daher nicht in Anspruch", "we won't be taking up your quote".
  String.raw`${NOT_UNDER_A_CONDITION}(?:\b(?:wir nehmen|nehmen wir|ich nehme|nehme ich) (?:den auftrag|das angebot|ihr angebot|ihren kostenvoranschlag|ihre dienste|ihre leistung|die leistung) (?:\p{L}+ ){0,2}nicht in anspruch\b|\b(?:we|i) (?:won't|will not|shan't) be taking up (?:your|the) (?:offer|quote|quotation|estimate|proposal)\b)(?![^.!?]{0,40}\?)`,
  // Another's offer taken: "we've accepted another offer", "nous avons accepté une autre offre", "we decided to accept
  // the other quote", "let's agree to disagree". (A deal called off is a verdict, read with NO_DEAL.)
  String.raw`(?<!\b(?:if|unless|otherwise|not|won't|haven't|wenn|falls|sonst|nicht|si|sinon|pas|no)\b[^.!?]{0,40})(?:${OTHER_OFFER_TAKEN}|\b(?:we|i) (?:decided to |chosen to )?(?:accept|take) (?:another|the other|a different|a competing|a rival|someone else's) (?:offer|quote|bid|proposal)\b|\bagree to disagree\b)`,
];

/**
 * Not going ahead, this time or with this one, said politely: "we won't go ahead this time", "please don't hold one
 * for us", "it's a no from us"; "Bitte halten Sie keinen Karton für uns zurück", "Ich sage ab", "Wir nehmen Abstand
 * davon", "Diesmal nicht, danke"; "Nous allons passer notre tour", "Ne nous le réservez pas", "Ce sera non", "Je me
 * désiste", "inutile de nous réserver un carton"; "Lo dejamos estar", "No nos lo reserve", "Paso por esta vez", "Nos
 * echamos atrás", "no hace falta que nos reserve ninguna caja" (WITHDRAW). Never under
 * a condition or an "otherwise", nor until or without something ("we won't go ahead until you confirm", "… without the
 * warranty").
 */
const NOT_GOING_AHEAD = [
  String.raw`(?:\b(?:we|i) (?:won't|will not|shan't|'ll not) (?:be )?(?:go(?:ing)? ahead|proceed(?:ing)?)\b|\b(?:we|i)(?:'ll| will) not be (?:going ahead|proceeding)\b|\bplease (?:don't|do not) (?:hold|reserve|keep|save|put aside) (?:it|them|him|her|one|a [\p{L} -]{1,24}|the [\p{L} -]{1,24}) for (?:us|me)\b|\b(?:it's|it is|that's|that is) a no from (?:us|me)\b|\bhalten sie (?:nichts|kein\p{L}*(?: [\p{L}-]+)?) für (?:uns|mich) zurück\b|\b(?:ich sage|wir sagen|sage ich|sagen wir) (?:leider |dankend |hiermit )?ab\b|\b(?:wir nehmen|ich nehme|nehmen wir|nehme ich) (?:\p{L}+ )?abstand\b|^(?:diesmal|dieses mal) nicht,? danke\b|\b(?:je vais|nous allons|on va|je|nous) pass(?:er|e|ons) (?:mon|notre) tour\b|\bne (?:nous|me) (?:le|la|les) (?:réservez|gardez|mettez de côté) pas\b|\bce sera non\b|\b(?:je me désiste|nous nous désistons|on se désiste)\b|\blo dejamos (?:estar|correr)\b|\bno (?:nos|me) (?:lo|la|los|las) (?:reserve|reserves|guarde|guardes|aparte|apartes)\b|\bpaso (?:por esta vez|esta vez|de momento)\b|\b(?:nos echamos|me echo) (?:para )?atrás\b|\bno need to (?:hold|reserve|keep|save|put aside) (?:it|one|anything|a [\p{L} -]{1,24}|the [\p{L} -]{1,24}) for (?:us|me)\b|\b(?:sie brauchen|du brauchst) (?:für (?:uns|mich) )?(?:nichts|keinen|keine|kein) (?:[\p{L}-]+ )?(?:zurückzulegen|zu reservieren)\b|\b(?:inutile de|pas besoin de) (?:nous|me) (?:réserver|garder|mettre de côté)\b|\b(?:nous préférons|je préfère|on préfère) ne pas (?:nous |m')?(?:inscrire|engager|donner suite|commander)\b|\bno (?:hace falta|es necesario) que (?:nos|me) (?:reserve|reserves|guarde|guardes|aparte|apartes)\b|\bno (?:nos vamos a|me voy a) (?:apuntar|inscribir|suscribir)\b)(?<!\b(?:if|unless|otherwise|or|else|wenn|falls|sonst|sofern|si|sinon|sino|de lo contrario)\b[^.!?]{0,90})(?![^.!?]{0,40}\b(?:until|unless|till|before|without|bis|bevor|es sei denn|ohne|jusqu'à|avant|à moins|sans|hasta|antes|a menos|sin)\b)`,
  // The work itself called off: "not going ahead with the resin drive sorry", "werden den Auftrag daher nicht
  // erteilen", "on fait pas l'allée finalement", "al final no hacemos la entrada del garaje".
  String.raw`(?<!\b(?:if|unless|otherwise|wenn|falls|sonst|si|sinon|sino|cuando)\b[^.!?]{0,40})(?:(?:^|[.!,;]\s?)(?:(?:we're|we are|i'm|i am|so|sorry,?) )?not going ahead with (?:the|it|this|that|our)\b|\b(?:werden|wollen|können) (?:ihnen )?(?:(?:den|diesen) auftrag (?:daher |deshalb |also |leider )?nicht|keinen auftrag (?:daher |deshalb |also |leider )?) ?(?:erteilen|vergeben)\b|\b(?:on|nous) (?:ne )?(?:fait|fera|faisons|ferons) pas (?:l'|la |le |les )[\p{L}'-]+(?: [\p{L}'-]+)? finalement\b|\bfinalement,? (?:on|nous) (?:ne )?(?:fait|fera|faisons|ferons|va) pas\b|\bal final no (?:hacemos|haremos|vamos a hacer|seguimos con|contratamos|lo hacemos)\b)`,
];

/**
 * Not taking part this time: "we won't be coming this year", "not doing the cycling tour this year sorry", "we'll give
 * the mooring a miss this season"; "wir kommen dieses Jahr leider nicht", "den Liegeplatz brauchen wir diese Saison doch
 * nicht"; "nous ne viendrons pas cette année", "finalement on ne prendra pas l'anneau"; "este año no podremos ir",
 * "esta temporada no vamos a usar el amarre", "on ne le fera pas cette année", "nous ne pourrons pas refaire la berge
 * cette année", "este año no lo hacemos", "können wir dieses Jahr also nicht machen" (WITHDRAW). Never under a
 * condition, before or after ("… unless you can move the date"), nor asked ("Können wir dieses Jahr nicht noch …?").
 */
const NOT_IF = String.raw`(?<!\b(?:if|unless|whether|once|when|wenn|falls|ob|sobald|si|quand|cuando|en caso de que)\b[^.!?]{0,60})`;
const NO_CONDITION_AFTER = String.raw`(?![^.!?]{0,60}\b(?:unless|if|except|es sei denn|außer|wenn|falls|sauf si|à moins|si|a menos|salvo|excepto)\b)`;
const THIS_TIME = String.raw`(?:this|that) (?:year|season|time|summer|winter|spring|autumn|fall|term|month|weekend)|after all|dieses jahr|diese saison|diesen (?:sommer|winter|herbst|frühling|monat)|diesmal|dieses mal|heuer|cette (?:année|saison|fois)|cet (?:été|hiver|automne)|ce printemps|finalement|este (?:año|verano|invierno|otoño|mes)|esta (?:temporada|vez|primavera)|al final|finalmente`;
/** An extra declined this time ("we won't need the delivery this time", "Nous ne prendrons pas la garantie cette fois") is no walk-away. */
const EXTRAS = String.raw`delivery|shipping|postage|warranty|guarantee|discount|insurance|installation|fitting|upgrade|add-ons?|extras?|receipt|invoice|lieferung|versand|garantie|gewährleistung|rabatt|versicherung|montage|einbau|aufpreis|zusatz\p{L}*|livraison|envoi|remise|assurance|pose|options?|supplément|envío|entrega|garantía|descuento|seguro|instalación|montaje|opción|factura`;
const NOT_AN_EXTRA = String.raw`(?<!\b(?:${EXTRAS})\b[^.!?]{0,50})(?![^.!?]{0,90}\b(?:${EXTRAS})\b)`;

/**
 * Signing off a course or a booking, and a service no longer needed: "Please withdraw our booking request", "Ich melde
 * mich wieder ab", "Je me désinscris de l'atelier", "Me doy de baja del taller", "nous n'aurons pas besoin de vos
 * services", "on passe notre tour", "Lo dejamos para otro año", "nos quedamos con otra academia" (another provider kept).
 */
const SIGNED_OFF = [
  String.raw`(?:\bplease withdraw (?:our|my) (?:enquiry|inquiry|booking|request|application|registration|enrol+ment|order|reservation)\b|\b(?:ich melde mich|wir melden uns) (?:(?:wieder|lieber|doch|hiermit|leider|vom [\p{L}-]+|von der [\p{L}-]+|aus dem [\p{L}-]+) ){0,3}ab(?=\s?(?:[.!,;—–-]|$))|\b(?:je me désinscri[st]|nous nous désinscrivons|on se désinscrit)\b|\b(?:me doy|nos damos) de baja\b|\bn'(?:aurons|aurai|avons|ai|aurons finalement|aurons donc) (?:plus |pas |finalement pas |donc pas |donc plus )?besoin de (?:vos services|vous|votre aide)\b|\b(?:on passe|nous passons) notre tour\b|\blo dejamos para (?:otro|otra|el año que viene|el próximo|más adelante)\b|\bnos quedamos con (?:otr[oa] (?:academia|empresa|proveedor\p{L}*|oferta|presupuesto|profesor\p{L}*|estudio|escuela|agencia|despacho|taller|gestoría|asesoría)|la competencia)\b)(?<!\b(?:if|unless|whether|once|when|wenn|falls|ob|sobald|si|quand|cuando|en caso de que)\b[^.!?]{0,100})${NO_CONDITION_AFTER}`,
];

const LET_GO_AS_TOO_DEAR = [
  // The thing let go, and why: "leave the chillies mate, too steep", "skip it, too pricey", "chilis lass ich, zu teuer",
  // "den lass ich liegen, zu teuer", "leave the roebuck stalking, too rich for me" (not an extra let go: "leave the
  // delivery, too steep" keeps the sale going).
  String.raw`${AT_THE_START}(?:(?:ok|okay|nah|oh|right|ach|na)[,.]?\s)?(?:(?:leave|skip|forget|drop) (?:it|them|that|those|the [\p{L}-]+(?: [\p{L}-]+)?)(?:,? (?:mate|then|pal|thanks|cheers|ta|mein freund))?|(?:(?:den|die|das) )?(?:[\p{L}-]+ )?lass (?:ich|ma|mer)(?: (?:liegen|sein|bleiben))?)\s?[,.;—–-]\s?(?:(?:way|far|much|just|a bit|bit|viel|echt|einfach)\s)?(?:too (?:much|expensive|rich|steep|pricey|high|dear)|zu (?:teuer|viel|hoch))(?: (?:for (?:me|us)|für (?:mich|uns)))?${NOT_AN_EXTRA}[.!]*$`,
  // "deja el rececho del corzo, muy caro para mi", "déjalo, demasiado caro".
  String.raw`${AT_THE_START}(?:(?:vale|bueno|no|ah)[,.]?\s)?(?:(?:deja|dejo|olvida|olvídate de)\s(?:el|la|los|las|eso|esto)(?:\s[\p{L}-]+){0,4}|déjalo|dejalo|déjala|dejala|olvídalo)\s?[,.;—–-]\s?(?:(?:muy|demasiado|bastante)\s)?car[oa]s?(?: para (?:mí|mi|nosotros))?${NOT_AN_EXTRA}[.!]*$`,
];
const NOT_THIS_TIME = [
  String.raw`${NOT_IF}${NOT_AN_EXTRA}(?:(?:^|[.!?,;:—–]\s?|\b(?:we|i)(?:'re| are|'m| am|'ll| will)?\s)(?:not|won't(?: be)?|will not(?: be)?|shan't(?: be)?|can't|cannot)\s(?:doing|coming|going|taking|using|booking|joining|needing|need|come|do|take|use|book|join|go|make it)\b[^.!?]{0,50}?\b(?:${THIS_TIME})\b|\b(?:we'll|we will|i'll|i will|we're going to|i'm going to|gonna) give (?:it|that|this|them|the [^.!?\d\p{Sc}]{1,40}?) a miss\b)${NO_CONDITION_AFTER}(?![^.!?]{0,80}\?)`,
  String.raw`${NOT_IF}${NOT_AN_EXTRA}(?:\b(?:(?:wir|ich) (?:kommen|komme|machen|mache|brauchen|brauche|nehmen|nehme|buchen|buche|fahren|fahre|können|kann|werden|werde)|(?:kommen|machen|brauchen|nehmen|buchen|fahren|können|kann|werden|werde) (?:wir|ich))\b[^.!?]{0,50}?\b(?:${THIS_TIME}|doch)\b(?:\s(?:leider|doch|also|dann|wohl))*\snicht\b(?!\s(?:nur|mehr als|so|zu|ganz|unbedingt|alle|jeden)\b))${NO_CONDITION_AFTER}(?![^.!?]{0,80}\?)`,
  String.raw`${NOT_IF}${NOT_AN_EXTRA}(?:\b(?:on|nous|je)\s(?:ne\s|n')?(?:le\s|la\s|les\s|l')?(?:viendra|viendrons|viendrai|vient|venons|fera|ferons|ferai|fait|faisons|pourra|pourrons|pourrai|pouvons|peut|prendra|prendrons|prendrai|prend|prenons|louera|louerons|louerai|loue|louons|réservera|réserverons|réserve|réservons|utilisera|utiliserons|aura besoin|aurons besoin|a besoin|avons besoin|partira|partirons|part|partons|ira|irons)\b(?:\s(?:donc|malheureusement|finalement|plus))*\s?pas\b[^.!?]{0,60}?\b(?:${THIS_TIME})\b|\b(?:cette (?:année|saison|fois)|finalement)\b,?\s(?:on|nous|je)\s(?:ne\s|n')?(?:viendra|viendrons|vient|venons|fera|ferons|fait|faisons|prendra|prendrons|prend|prenons|louera|louerons|loue|louons|réservera|réserverons|utilisera|utiliserons|aura besoin|aurons besoin|partira|partirons|ira|irons)\b(?:\s(?:donc|malheureusement|plus))*\s?pas\b)${NO_CONDITION_AFTER}(?![^.!?]{0,80}\?)`,
  String.raw`${NOT_IF}${NOT_AN_EXTRA}(?:\b(?:este (?:año|verano|invierno|otoño|mes)|esta (?:temporada|vez|primavera)|al final|finalmente)\b,?\s(?:(?:ya|pues|nosotros)\s)?no\s(?:lo\s|la\s|los\s|las\s)?(?:podremos|podemos|vamos a|iremos|haremos|hacemos|necesitaremos|necesitamos|usaremos|usamos|tomaremos|reservaremos|vendremos|venimos)\b|\bno\s(?:lo\s|la\s|los\s|las\s)?(?:podremos|podemos|vamos a|iremos|haremos|hacemos|vendremos|venimos|necesitaremos|necesitamos)\b[^.!?]{0,50}?\b(?:este (?:año|verano|invierno|otoño|mes)|esta (?:temporada|vez|primavera)|al final)\b)${NO_CONDITION_AFTER}(?![^.!?]{0,80}\?)`,
];

/** Walks away. */
export const WITHDRAW = re([
  String.raw`^(?:(?:nope|nah|no|naw|meh)[,.!]?\s)?(?:cancel|withdraw|i withdraw|i'm out|forget it|bye|pass|i pass|i'll pass|not for me|hard pass|i'm good|no deal)(?:,? thanks?| thanks? anyway)?[.!]*$|\bno longer interested\b|\bnot interested any ?more\b|\bnicht mehr interessiert\b|\bplus intéress|\bno,? thanks?\b|\bno thank you\b|\bbye\b|\bgoodbye\b|\bfarewell\b|\bforget it\b|\bnot interested\b|\bi'?m out\b|\b(?:ill|i'll|i will|we'll|we will|i'm gonna|im gonna|gonna|i have to|i must) pass\b(?!\s(?:by|through|along|round|around|over|it on|them on|the (?:money|word|message|phone)|you)\b)|\bi withdraw\b|\bwithdraw(?:ing)? (?:my offer|from)\b|\bi(?:'ll)? pass\b(?!\s(?:by|through|along|round|around|over|it on|them on|the (?:money|word|message|phone)|you)\b)|\b(?:have to|going to|gonna|will|must) pass\b(?!\s(?:by|through|along|round|around|over|it on|them on|the (?:money|word|message|phone)|you)\b)|\bcount me out\b|\bwalks? (?:out|away|off)\b|\bturns? (?:away|to leave)\b|\b(?:nah|no|nope),? (?:i'm|im|i am) good\b|\bwalking (?:out|away)\b|\bheads? (?:for|to|towards) the (?:door|exit)\b|\bi give up\b|\bleaves? the (?:shop|store)\b|\bnot (?:to )?go ahead\b|\b(?:buy|bought|found (?:one|it|something)?) ?elsewhere\b|\bleave it (?:here|there)\b|\bi must leave it\b|\b(?:i'll|i will) leave it\b(?!\s(?:with you|to you|up to you|in your hands|open|for you to))|\b(?:i'll|i will|i'm going to|i am going to|gonna|think i'll|reckon i'll|we'll|we will) (?:just )?leave (?:the [\p{L}-]+(?: [\p{L}-]+)?|this one|that one|them)(?=\s?(?:[.!,;]|$|to (?:someone|somebody) else\b|for (?:someone|somebody) else\b|mate\b|thanks\b|cheers\b))|\b(?:überlass(?:e)?|überlassen) (?:ich|wir) (?:\p{L}+ )?(?:einem anderen|jemand anderem|jemand anderen)\b|\bje (?:le |la |les )?laisse (?:[\p{L}'-]+ ){0,4}(?:à|pour) (?:quelqu'un d'autre|un autre)\b|\b(?:se )?(?:lo |la |los |las )?dejo (?:[\p{L}]+ ){0,3}(?:para|a) otr[oa]s?\b|\bgood day to you\b|\bcancel (?:the|this|our|my) (?:negotiation|deal|talks)\b|\bnever ?mind\b|^nvm,? (?:i'll )?pass[.!]*$|\b(?:i've|i have|we've|we have) changed (?:my|our) minds?\b|\bno longer (?:want|need)\b|\b(?:i'll|i will|we'll|we will) (?:try|look|shop) (?:elsewhere|next door|somewhere else)\b|\b(?:i'll|i will|we'll|we will|going to|gonna) (?:keep|continue|go on) (?:looking|searching|shopping)(?! for (?:a|the) (?:better|lower))\b|\bno deal,? then\b|\bthen no deal\b|\bkeep your (?:junk|rubbish|trash|overpriced\b)|\bturns? on (?:his|her|their|my)? ?heel\b|\b(?:gardez|garde) (?:votre|ta|ton) (?:camelote|bric-à-brac|ferraille|pacotille)\b|\btourne les talons\b|\bse dirige vers la (?:porte|sortie)\b|\bqu[eé]d(?:ese|ate) con (?:su|tu) (?:chatarra|trasto|basura|baratija|cacharro)\b|\bda media vuelta\b|\bse dirige (?:a|hacia) la (?:puerta|salida)\b|\bbehalte(?:t|n sie)? (?:euren|ihren|deinen) (?:plunder|kram|schrott|krempel)\b`,
  String.raw`\bnein,? danke\b|\blass mal\b|\blass(?:en wir es)? gut sein\b(?![^.!?]{0,40}\d)|\bvergiss es\b|\btschüss\b|\bauf wiedersehen\b|\blebt wohl\b|\bkein interesse\b|\bich lasse es\b|\b(?:muss|werde) es lassen\b|\bnicht weiter\b|\bziehen uns zurück\b|\bsteige aus\b|\bich verzichte\b|\bwird das (?:leider )?nichts\b|\bdann (?:eben )?nicht\b|\bverlässt den (?:laden|markt)\b|\bgeht davon\b|\bund geht weg\b|\bund geht\b(?=\s?(?:[.!,;*]|$))|\bgeht zur tür\b|\bes (?:mir|uns) anders überlegt\b|\b(?:will|brauche|möchte) (?:es|ihn|sie) nicht mehr\b|\bnee,? danke\b|\bvergessen sie'?s\b|\bvergiss'?s\b|\bich bin raus\b|\bwir sind raus\b|\bich gebe auf\b|\b(?:lassen wir es|lasse ich es|wir lassen es|ich lasse es)\b|\bsehen? (?:wir |ich )?(?:von (?:einem|dem) kauf(?: \p{L}+){0,4}|davon) ab\b|\b(?:ich suche|wir suchen|suche|suchen) (?:dann )?weiter\b|\bschaue? (?:mich|uns) (?:dann )?(?:weiter|woanders) um\b|\bschau (?:mich|uns) (?:dann )?(?:weiter|woanders) um\b|\bich passe\b|\b(?:müssen|muss|werden|werde) (?:wir|ich) (?:\p{L}+ ){0,4}passen\b|\b(?:versuche|probiere) (?:es|ich|wir)? ?(?:\p{L}+ )?(?:woanders|nebenan|anderswo)\b`,
  String.raw`\bnon,? merci\b|\bne m'intéresse plus\b|\blaisse[zr]? tomber\b|\bne pas donner suite\b|\ben rester là\b|\brenonce[rz]?\b|\badieu\b|\bau revoir\b|\bnous nous retirons\b|\bje me retire\b|\bje passe\b(?=\s?(?:[.!,;)]|$|mon tour\b|pour (?:cette fois|le moment|aujourd'hui)\b|(?:la|ma) main\b))|\btant pis\b|\bn'ir(?:ons|ai) pas plus loin\b|\bj'abandonne\b|\b(?:j'ai|nous avons) changé d'avis\b|\bje ne (?:le|la|les) veux plus\b|\bje vais passer\b|\bj'?passe\b|\bje laisse tomber\b|\bj'arrête là\b|\bon arrête là\b|\b(?:sort|sortir|quitte) (?:de )?la boutique\b|\bs'en va\b|\bs'éloigne\b|^passe,? merci\b|\bbonne continuation\b|\b(?:avons|ai) (?:finalement |donc )?(?:retenu|choisi|opté pour) (?:une autre|un autre|d'autres|l'offre d'un autre)\b|\bje (?:continue|vais continuer|continuerai) (?:à|de) chercher\b|\bje cherche(?:rai)? ailleurs\b|\bj'(?:irai|essaierai|essaie) (?:voir )?ailleurs\b|\bje vais voir ailleurs\b`,
  ...WAVING_OFF,
  ...KEEP_IT,
  ...LETTING_GO,
  ...DECLARED_WITHDRAWAL,
  ...NOT_BUYING,
  ...REFUSED_AS_TOO_DEAR,
  ...REFUSED_TO_PAY,
  ...MUST_SAY_NO,
  ...TRYING_ELSEWHERE,
  ...SERVICE_DECLINED,
  ...NOT_GOING_AHEAD,
  ...NOT_THIS_TIME,
  ...LET_GO_AS_TOO_DEAR,
  ...SIGNED_OFF,
  // Curt refusals as a whole message or sentence: "Pass. Not at that price.", "nel, así no", "nee, so nicht"; being done
  // ("Hasta acá llegamos", "ich klinke mich aus", "I'm bowing out", "mejor me bajo").
  String.raw`^(?:(?:nope|nah|no),?\s)?(?:i\s|i'll\s)?pass[.!,]+\s(?:(?:nope|nah|no),?\s)?(?:not (?:at|for) (?:that|this|those) (?:price|money|prices)|(?:(?:way|far|much|just|a bit|bit|rather) )?too (?:much|expensive|rich|steep|pricey|high|dear))(?: for me)?[.!]*$|^(?:(?:nope|nah|no),?\s)?(?:not (?:at|for) (?:that|this) (?:price|money)|(?:(?:way|far|much|just|a bit|bit|rather) )?too (?:much|expensive|rich|steep|pricey|high|dear))(?: for me)?[.!,]+\s(?:i\s|i'll\s)?pass[.!]*$|\b(?:nope|nah|nel|nop|nee|nö)\b,?\s(?:thanks?|thank you|gracias|danke|merci)\b|^(?:nel|nah|nope|no|nee|nö|nein|non|naa?h?)[,.!]?\s(?:así no|asi no|not like this|not like that|so nicht|pas comme ça)(?: (?:me|nos) sirve)?[.!]*$|(?:^|[.!]\s)(?:bueno,?\s|pues,?\s|entonces,?\s)?hasta (?:acá|aquí|ahí|aca|aqui|ahi) (?:llegamos|llegué|llego)\b(?=\s?[.!]|$)|\b(?:ich )?klinke? mich (?:hier |da |dann |jetzt )?aus\b|\bwir klinken uns (?:hier |da |dann |jetzt )?aus\b|\b(?:i'm|i am|we're|we are|i'll|i will) bowing out\b|\b(?:mejor )?me bajo\b(?!\s(?:a|en|hasta|del|de la|de|al)\b)(?![^.!?]{0,40}\d)`,
  String.raw`\bdéjalo\b(?!\s(?:en|a|así|por|para|como)\b)(?![^.!?]{0,40}\d)|\bno,? gracias\b|\bno seguir adelante\b|\bnos retiramos\b|\bme retiro\b|\blo dejo\b|\bdejarlo\b|\badiós\b|\bno me interesa\b|\bolvídalo\b|\bno continuar\b|\bsale de la tienda\b|\bse marcha\b|\by se va\b|\bse aleja\b|^paso\b(?=\s?(?:[.!,;]|$|de (?:esto|eso|momento)\b|gracias\b))|\byo paso\b(?!\s(?:a|por|mañana|hoy|el|esta|este|luego)\b)|\bpaso,? gracias\b|\bpaso[.! ]*$|\bme rindo\b|\bcambiado de (?:opinión|idea)\b|\bya no (?:lo|la|los|las) quiero\b|\bya no me interesa\b|\b(?:lo|la|los|las) (?:vamos a|voy a|tenemos que|tengo que) dejar\b|\b(?:lo|la) dejamos (?:aquí|ahí|así)\b|\bprobaré (?:en|suerte)\b|\bseguir(?:é|emos) buscando\b|\b(?:nah|no|bueno|pues|mejor),? paso\b|\b(?:buscaré|miraré) en otr[oa]\b|\bse me va de(?:l)? presupuesto\b`,
]);

/** The buyer names a price it would pay (the amount is near). */
export const OFFER = re([
  // Stems: "offered", "counteroffer", "proposons", "bieten", "Gegenangebot", "ofrecemos", "propongo".
  String.raw`\b(?:offer|propos|counter|suggest|zahl|biet|angebot|gebot|gegenangebot|vorschlag|schlag|offr|contre-|ofrec|ofrezc|ofert|propon|contraofert)`,
  // The buyer's own price named ("my price is 400 euro, ok for you?"): offered.
  String.raw`\b(?:my|our) price (?:is|would be|will be)\b|\b(?:mein|unser) preis (?:ist|wäre|liegt bei)\b|\b(?:mon|notre) prix,? (?:c'est|est|serait)\b|\b(?:mi|nuestro) precio (?:es|sería)\b`,
  // An agent's principal authorising the amount ("she authorises five hundred and twenty pounds", "gibt dafür 520 € frei",
  // "autorise 520 €", "autoriza 520 €"): offered.
  String.raw`\bauthori[sz]es\b|\b(?:gibt|geben) (?:sie |er |wir )?(?:dafür |hierfür )?[^.!?\d]{0,12}\d*[^.!?]{0,30}\bfrei\b|\bautorise\b|\bautoriza\b`,
  // An alternative put forward ("alternatively 870", "alternativ 870 €", "alternativement", "alternativamente"): offered too.
  String.raw`\balternativ`,
  String.raw`\b(?:pay|offer(?:s|ed|ing)?|bid|propose|suggest|counter|give|do|go|take|settle|meet|budget|max(?:imum)?|final|best|how about|what about|would you|could you|can you|will you|let's|make it|deal at|tell you what)\b`,
  String.raw`\b(?:is|are) mine\b|\bgehört mir\b|\bgehören mir\b|\best à moi\b|\bsont à moi\b|\bes mío\b|\bes mía\b|\bson míos\b`,
  String.raw`\b(?:zahlen|biete[nt]?|bieten|anbieten|gebe|geb|gegenangebot|angebot|vorschlag|schlage|würde|würden|wären|wie wäre|nehm|gehen|mehr ist|budget|maximum|letztes wort|abgeben|akzeptieren|nehmen|nehmt|verkaufen|verkauft)\b`,
  String.raw`\b(?:paie|payer|payons|paierai|paierais|paierions|paierons|propose|proposer|offre|donne|aller jusqu'à|monter à|contre-proposition|contre-offre|maximum|max|laisserais|laisse|laisses|laissez|accepteriez|ça marche|ça irait|dernier prix|vendez|vendriez|feriez|faites|prendrais|prendriez|prendrait|mettre|mets|mettrai|mettrais|mettrions|mettons|mettrons)\b`,
  String.raw`\b(?:llegar|subir|ir|gehen|aller|monter|go|stretch) (?:hasta|bis|jusqu'à|to|up to)\b`,
  String.raw`\b(?:buy|kaufe|kaufen|achète|achèterais|achèterai|compro|compraría|compraria)\b`,
  String.raw`\b(?:pago|pagar|pagamos|pagaré|pagaría|pagaríamos|pagaremos|ofrezco|ofrecemos|propongo|proponemos|doy|contraoferta|contrapropuesta|(?:mi|nuestra) propuesta|gegenvorschlag|unser vorschlag|oferta|aceptaría|dejarías|llegar a|máximo|te va|te vale|última palabra|trato|qué tal|deja|dejas|dejaría|vendes|vende|venderías|harías|haría|harían|haríais)\b`,
]);

/**
 * A hum that opens the message ("hm,", "hmm…", "mmh", "mmm", "ähm", "euh"), a stage direction before it aside: before
 * a clear walk-away it takes nothing back ("hm, das is mir grad zu viel. trotzdem danke"). Blank it out of the text
 * HEDGE is tested on when deciding whether a walk-away is doubted; a bid or an acceptance after it stays hedged.
 */
export const OPENING_HUM = /^\s*(?:\*[^*\n]{1,200}\*\s*)?(?:h+m+|m+h+|m{2,}|ä+h*m+|e+u+h+|u+m+|e+h*m+)(?:[,.…!]+\s*|\s+)/iu;

/** Doubt about the amount or the move: musing, approximations, "maybe", sarcasm. */
export const HEDGE = re([
  // Asking whether an amount would be too little, or asking out of curiosity, is no offer yet ("wäre 300 zu wenig?",
  // "300 c'est trop peu ?", "¿300 es muy poco?", "would you ever go as low as 300? just curious").
  String.raw`\b(?:zu wenig|trop peu|muy poco|demasiado poco|too little|just curious|only curious|out of curiosity|nur neugierig|reine neugier|rein interessehalber|aus neugier|par curiosité|simple curiosité|juste (?:par )?curiosité|por curiosidad|pura curiosidad|solo curiosidad)\b`,
  String.raw`\b(?:hmm+|hm|maybe|perhaps|might|possibly|not sure|let me think|(?<!after |having )think(?:ing)? about it|sleep on it|gimme a sec|what if|hypothetically|suppose|pretend|imagine|meh|idk|dunno|no idea|i guess|let me check|check with|ask my|too low|haha|lol|jk|just kidding|around(?!\s?\d{1,2}(?:[:.h]\d\d)?\s?(?:h\b|uhr\b|am\b|pm\b|a\.m\.|p\.m\.|o'clock))(?=\s?(?:[\p{Sc}\d]|a |one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|eur|usd))|(?<!how |what )about(?!\s?\d{1,2}(?:[:.h]\d\d)?\s?(?:h\b|uhr\b|am\b|pm\b|a\.m\.|p\.m\.|o'clock))(?=\s?(?:[\p{Sc}\d]|a |one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|eur|usd))|roughly|approximately|something like|or so|ish|more or less|give or take|or thereabouts|plus or minus|in the region|ballpark|tentative(?:ly)?|provisional(?:ly)?|indicative|non-binding|awaiting|vorläufig|unverbindlich|provisoire|à titre indicatif|indicatif|provisional|orientativ[oa]|sin compromiso|probably|most likely|wahrscheinlich|vermutlich|probablement|sans doute|probablemente|seguramente|en attente d(?:e|u|es)|wartet auf|warten auf|pendiente de confirmación)\b|-ish\b|\.\.\.\s*$|\.\.\.\s?\?|…\s?\?|…\s*$|(?<!\d\s?)\bm{2,}h*(?![\p{L}\p{N}])|\bhm+(?![\p{L}\p{N}])|\bu+h+m*(?![\p{L}\p{N}])|\berm+(?![\p{L}\p{N}])|\behm(?![\p{L}\p{N}])|🙄|😂|🤣|\?\s*or\b`,
  // "Angenommen, …", "mal angenommen, wir …" suppose; a participle closing a clause ("wir haben ein anderes Angebot
  // angenommen, trotzdem danke") does not.
  String.raw`(?:(?<![\p{L}\d]\s)|(?<=\b(?:mal|einmal|nur)\s))\bangenommen(?:,| (?:dass|wir|ich|es|sie|der|die|das|man)\b)`,
  String.raw`\b(?:kann sein|es kann sein|könnte sein|puede que|il se peut|may be|could be)\b`,
  // A direction, not a figure: "hoping for something closer to 430", "eher in Richtung 430", "plutôt vers les 430",
  // "algo más cerca de 430".
  String.raw`\b(?:(?:something |a bit |a little )?(?:closer|nearer) to|(?:eher )?in richtung|(?:etwas |eher )?näher an|plus près de|plus proche de|plutôt vers|(?:algo )?más cerca de|más bien hacia)\s?(?=[\p{Sc}\d])`,
  // A value guessed with a conditional, not offered: "Ça pourrait valoir 300 à mes yeux", "A mí podría valerme 300", "Könnte 300
  // wert sein".
  String.raw`\b(?:pourrait|pourraient) (?:valoir|coûter)\b|\b(?:pourrait|pourraient) être (?=[\p{Sc}\d])|\bpodría(?:n)? (?:valer\p{L}*|costar)\b|\bpodría(?:n)? ser (?=[\p{Sc}\d])|\bkönnte\b[^.!?\d]{0,12}\d[\d.,' ]*[^.!?\d]{0,12}\b(?:wert )?sein\b`,
  String.raw`\b(?:naja|tja|pff+|keinen plan|bof|jsp|chais pas|j'sais pas|ni idea|yo qué sé|ni sé)\b`,
  String.raw`\bca\.(?=\s?[\d\p{Sc}])`,
  // A figure that still needs someone's approval ("but I need sign-off from our finance committee", "brauchen dafür
  // aber die Freigabe des Finanzausschusses", "j'ai besoin de l'accord de", "necesito la aprobación de").
  String.raw`\b(?:need|needs|require|requires|subject to|pending|awaiting|waiting for|brauch\p{L}*|benötig\p{L}*|besoin de|attend\p{L}*|necesit\p{L}*|pendiente de|a la espera de)\s(?:\p{L}+\s){0,3}(?:sign-off|sign off|approval|go-ahead|green light|freigabe|zustimmung|genehmigung|absegnung|l'accord|accord|validation|feu vert|aprobación|visto bueno|autorización|conformidad)\b`,
  // A budget stated, and the shop asked what it can do: the figure is a ceiling, no bid yet ("Our budget ceiling … is
  // £1,180. Could you tell us what you are able to do?", "Unser Budgetrahmen … Was können Sie uns anbieten?").
  String.raw`\b(?:budget\p{L}*|ceiling|plafond|enveloppe|presupuesto|tope)\b[^?]{0,160}\b(?:what (?:can|could) you (?:do|offer)|what you (?:are|'re) able to do|what you can do|was können sie (?:uns |mir )?(?:anbieten|machen|tun)|was (?:sie|ihr|du) (?:uns |mir )?(?:anbieten|machen) (?:können|könnt|kannst)|que pouvez-vous (?:nous |me )?(?:proposer|faire|offrir)|ce que vous pouvez (?:nous |me )?(?:proposer|faire|offrir)|qu[eé] (?:nos |me )?(?:puede|puedes|podría|podrías|pueden) ofrecer)`,
  // A sum set aside, and the shop asked what it can put together for it: a budget, no bid yet ("has set aside £1,800
  // for this season's crop cover … What could you put together within that?", "hat 1.800 € eingeplant … Was könnten
  // Sie uns dafür zusammenstellen?", "ha reservado 1.800 € … ¿Qué podrían ofrecernos con eso?").
  String.raw`\b(?:set aside|put aside|allocated|earmarked|budgeted|eingeplant|vorgesehen|zurückgelegt|bereitgestellt|prévu|réservé|mis de côté|alloué|reservado|apartado|destinado|previsto)\b[^?]{0,160}\b(?:what (?:can|could|would) you (?:do|offer|put together|suggest|propose)|was (?:können|könnten|würden) sie (?:uns |mir )?(?:dafür |damit )?(?:anbieten|zusammenstellen|machen|vorschlagen)|que (?:pouvez|pourriez)-vous (?:nous |me )?(?:proposer|faire|offrir|préparer)|qu[eé] (?:nos |me )?(?:puede|pueden|podría|podrían)(?: \p{L}+)? (?:ofrecer|proponer|preparar)|qu[eé] (?:nos |me )?(?:puede|pueden|podría|podrían) ofrecernos|qu[eé] (?:podría|podrían|puede|pueden) ofrecer(?:nos|me))|\b(?:what|was|que|qu'est-ce que|qué)\b[^.!?]{0,60}\b(?:within (?:that|this|it|the|our) ?(?:budget|sum|amount)?|dans cette enveloppe|dans ce budget|in diesem rahmen|im rahmen davon|dentro de (?:eso|ese presupuesto|ese importe))(?=[^.!?]{0,30}\?)`,
  // A budget noted, and the shop told to say what it could do for that sum (no offer said between): "Budget note …: £2,000 in total … Please
  // tell us what you could do for that sum", "Budgetnotiz … was Sie für diese Summe machen könnten", "Note de budget …
  // ce que vous pourriez faire pour cette somme", "Nota de presupuesto … qué podría hacer por esa cantidad".
  String.raw`\b(?:budget\p{L}*|presupuest\p{L}*|enveloppe)\b(?:(?!\b(?:offer\p{L}*|propos\p{L}*|pay|paying|paie|payons|zahl\p{L}*|biet\p{L}*|angebot|ofrec\p{L}*|oferta|pag\p{L}*|offr\p{L}*)\b)[^?]){0,200}\b(?:what|was|ce que|qu'est-ce que|qué|lo que)\b[^.!?]{0,40}(?:\bfor (?:that|this)(?: (?:sum|amount|money|budget|figure))?|\bpour (?:cette|ce) (?:somme|montant|budget|prix)|\bfür (?:diese|die|diesen|den) (?:summe|betrag|preis|budget)|\bdafür\b|\bpor (?:esa|ese|este|esta) (?:cantidad|importe|dinero|suma|cifra|presupuesto))`,
  // A sum the buyer has for the occasion, and the shop asked what it could do for it: a budget, no bid yet ("The parents'
  // association has £800 for the prize-giving … What could you do for that?", "hat 800 € für … Was können Sie dafür
  // machen?", "dispose de 800 € pour … Que pouvez-vous faire ?", "tiene 800 € para … ¿Qué podría hacer con eso?").
  String.raw`\b(?:has|have|'ve got|has got|hat|haben|habe|habt|dispose de|disposons de|disposez de|disposent de|tiene|tenemos|tengo|tienen|contamos con|cuenta con)\s(?:(?:only|just|about|nur|etwa|seulement|solo|sólo)\s)?(?:[\p{Sc}]\s?)?\d[\d.,' ]*\s?(?:[\p{Sc}]|eur|euros?|pounds|dollars|gbp|usd|chf|francs|franken)?\s(?:for|für|pour|para)\b[^?]{0,200}\b(?:what|was|que|qu'est-ce que|qu[eé])\b[^.!?]{0,40}\b(?:(?:can|could|would) you|(?:können|könnten|würden) sie|kannst du|könnt ihr|(?:pouvez|pourriez)-vous|vous (?:pouvez|pourriez)|(?:puede|podría|pueden|podrían|puedes|podrías))\b`,
  // A figure given as non-binding or for indication only is not yet an offer.
  String.raw`\b(?:non[- ]?binding|indicative (?:offer|figure|price|quote)|for indication only|unverbindlich\w*|preisindikation|à titre indicatif|(?:offre|prix) indicati(?:f|ve)|non contraignant\w*|no vinculante|(?:oferta|precio|cifra) (?:indicativ[oa]|orientativ[oa]))\b`,
  String.raw`\b(?:vielleicht|eventuell|ungefähr|etwa|circa|so um|um die(?=\s?[\p{Sc}\d])|rund|moment(?<!\b(?:un|ce|du|au|le|el|one|a|the|this|that|any|every|einen|jeden|im|zum|diesem|dem) moment)|mal sehen|schätze|zu niedrig|frag(?:e)? (?:meine|meinen)|überlege|überlegen|weiß nicht|keine ahnung|oder so|(?<=\d[k]?\s?(?:€\s?|euro\s|eur\s)?)(?:rum|herum))\b`,
  String.raw`\b(?:peut-être|environ|autour de|à peu près|plus ou moins|dans les(?=\s?[\p{Sc}\d])|vers(?!\s?\d{1,2}(?:[:.h]\d\d)?\s?(?:h\b|uhr\b|am\b|pm\b|a\.m\.|p\.m\.|o'clock))(?=\s?(?:les?\s)?[\p{Sc}\d])|je ne sais pas|je sais pas|on verra|réfléchir|réfléchis|éventuellement|et si|je suppose|trop bas|demander à)\b`,
  String.raw`\b(?:quizás?|tal vez|a lo mejor|unos|más o menos|y pico|aproximadamente|alrededor de|no sé|nose|dame un momento|lo pensaré|(?<!tras |después de )pensarlo|déjame pensar|y si|supongo|demasiado bajo|consultar|preguntar a)\b`,
]);

/**
 * Buying put as a supposition, inside a question about what comes with it: "does the warranty move over to me if i buy
 * it?", "geht die auf mich über, wenn ich ihn kauf?", "elle passe à mon nom si je l'achète ?", "¿pasa a mi nombre si lo
 * compro?". The buying words there take nothing: the question is asked.
 */
export const IF_BUYING = re([
  String.raw`\b(?:if|once|when) (?:i|we) (?:buy|take|get|order|purchase) (?:it|them|one|this|that|this one|that one)\b|\b(?:wenn|falls|sobald) (?:ich|wir) (?:\p{L}+ )?(?:kauf\p{L}*|nehm\p{L}*|bestell\p{L}*)\b|\b(?:si|quand|une fois que) (?:je|nous|on) (?:l'|le |la |les )?(?:achète|achetons|prends|prenons|commande|commandons)\b|\b(?:si|cuando|una vez que) (?:lo |la |los |las |me lo |me la )?(?:compro|compramos|llevo|llevamos|pido|pedimos)\b`,
]);

/** The move depends on something else: approval, a condition on other terms. */
export const CONDITION = re([
  String.raw`\b(?:if|unless|provided(?<!\b(?:you|we|they|i|he|she|information|info|details|data|documents|photos|pictures|have|has|had|was|were|is|are|as|already|kindly|being|been) provided)|as long as|only if)\b[^.!?]{0,40}\b(?:ship|shipping|deliver|delivery|pick (?:it )?up|collect|throw in|include|warranty|free|case|charger|cable|approval)\b`,
  String.raw`\bif (?:i|we) (?:buy|take|order|get)\b|\bwenn (?:ich|wir)\b[^.!?]{0,30}\b(?:nehme|nehmen|kaufe|kaufen|bestelle|bestellen)\b|\bsi (?:j'en|je|nous) (?:prends|achète|commande|prenons)\b|\bsi (?:compro|me llevo|pido|compramos)\b|\b(?:unless|es sei denn|à moins que|a menos que|salvo que)\b|\b(?:subject to|pending|once (?:my|our) (?:manager|boss|principal) approves)\b|\b(?:depending on|dependent on|contingent on|je nach|abhängig von|en fonction de|selon (?:le|la|les) (?:résultat|inspection|contrôle|expertise)|dependiendo de|según (?:el|la) (?:resultado|inspección|revisión))\b`,
  String.raw`\b(?:wenn|falls|sofern)\b[^.!?]{0,40}\b(?:versand|liefer|abhol|hol|garantie|dazu|gratis|kostenlos)|\bvorbehaltlich\b`,
  String.raw`\b(?:si|à condition)\b[^.!?]{0,40}\b(?:livr|envoi|port|chercher|récupère|garantie|offert|gratuit)|\bsous réserve\b|\ben attente (?:de |d')(?:l'|la |leur |notre )?(?:accord|validation|approbation|confirmation)\b`,
  String.raw`\b(?:si|siempre que)\b[^.!?]{0,40}\b(?:env[ií]o|entreg|recoj|recoger|garant|gratis|incluye)|\bsujeto a\b|\bpendiente de\b|\ba falta de (?:la |el |su |l[ao]s )?(?:aprobación|confirmación|visto bueno|autorización|firma|acuerdo)\b`,
]);

/** Says the amount before it was wrong ("no wait", "non attendez", "äh"): the last amount is the offer. */
export const CORRECTION = re([
  String.raw`\b(?:no|nope|wait|sorry|i mean|i meant|meant|actually|rather|make that|correction|scratch that|typo|hold on|hang on|one sec)\b|\bnot a (?:coin|cent|penny) more\b`,
  String.raw`\b(?:nein|niemals|warte|äh|ähm|sorry|ich meine|ich meinte|korrektur|besser|tippfehler|gemeint|moment(?: mal)?|streich(?:e|t)? das|vergiss das|sagen wir lieber)\b`,
  String.raw`\b(?:non|jamais|attendez|attends|euh|pardon|je veux dire|je voulais dire|plutôt|correction|coquille|oubliez ça|oublie ça|je rectifie|rectification)\b`,
  String.raw`\b(?:no|nunca|espera|perdón|perdona|quiero decir|quise decir|mejor dicho|corrección|errata|espere|esperen|un momento|olvida eso|olvide eso|rectifico)\b|(?<=,\s?)(?:digo|o sea)(?=\s?,)`,  // The figure said to be wrong: "Apologies, that figure is wrong: our offer is £2,750", "die Zahl ist falsch", "ce
  // chiffre est erroné", "esa cifra está mal" (an apology alone corrects nothing: "My apologies, but £2,950 is beyond us").
  String.raw`\b(?:(?:that|this|the) (?:figure|number|amount|price|sum)(?:'s| is| was) (?:wrong|incorrect|a typo|a mistake)|my (?:mistake|bad)|i misspoke|misprint|should (?:read|say|have read|have said))\b`,
  String.raw`\b(?:(?:die|diese) (?:zahl|summe|angabe) (?:ist|war) (?:falsch|nicht richtig|ein tippfehler)|(?:der|dieser) betrag (?:ist|war) falsch|ich habe mich (?:verschrieben|vertippt|vertan)|verschrieben|vertippt|richtig (?:ist|lautet|wäre))\b`,
  String.raw`\b(?:(?:ce|le) (?:chiffre|montant|nombre|prix) (?:est|était) (?:erroné|faux|incorrect)|je me suis trompée?|erreur de (?:frappe|saisie)|il fallait lire|lire plutôt)\b`,
  String.raw`\b(?:(?:esa|la|esta) cifra (?:está|estaba|es) (?:mal|equivocada|errónea)|(?:ese|el|este) (?:importe|número|monto) (?:está|estaba|es) (?:mal|equivocado|erróneo)|me equivoqué|me he equivocado|me confundí|debe decir|debería decir|léase)\b`,
  // The figure to be disregarded: "Please disregard the figure in the subject line", "beachten Sie den Betrag in der
  // Betreffzeile nicht", "ne pas tenir compte du montant indiqué dans l'objet", "no tenga en cuenta la cifra del asunto".
  String.raw`(?<!\b(?:not|don't|never)\s)\b(?:disregard|ignore|overlook) (?:the|that|this|my|our) (?:figure|number|amount|price|sum)\b|\b(?:beachten|berücksichtigen|ignorieren) (?:sie|du|ihr) (?:bitte )?(?:den|die|diesen|diese) (?:betrag|zahl|summe|angabe)\b|\bne (?:pas )?(?:tenir|tenez|tiens) (?:pas )?compte (?:du|de ce|de la|de cette) (?:montant|chiffre|prix|somme)\b|\bignore[zr]? (?:le|ce|la|cette) (?:montant|chiffre|prix|somme)\b|\bno (?:tenga|tengan|tengas|tome|tomen|tomes) en cuenta (?:la|esa|el|ese) (?:cifra|importe|monto|precio|cantidad)\b|\bignore[n]? (?:la|esa|el|ese) (?:cifra|importe|monto|cantidad)\b`,
]);

/** An amount that is a past one, the shop's, or someone else's: never the bid (a cue shortly before it, same clause). */
export const NOT_THE_BID_BEFORE = new RegExp(
  unicodeWords(String.raw`(?:\bpaid\b|\bgot (?:it|one|them|mine) for|\bbought\b|\bsells? (?:it|them|one|these)? ?for|\bselling (?:it|them)? ?for|\bcosts?\b|\bcost me|\bbezahlt|\bgekauft|\bpayé|\bacheté|\bl'a eu|\bpagué|\bcompré|\bvendu|\bverkauft|\bup from|\bfrom\b(?![^.!?\d\n]{0,40}:)|\binstead of|\bprevious|\blast time|\bearlier|\bused to|\belsewhere|\bseen|\bsaw\b|\bgoing for|\blisted at|\byour (?:offer|price|number|quote|asking)|\byou (?:offered|said|quoted|asked|want)|\bmarket|\bmedian|\bfound\b|\bgefunden\b|\btrouvé\b|\bencontré\b|\banderswo\b|\b(?:${MARKETPLACES}|online|internet)\b|\b(?:your|ihr|votre|su|tu) (?:colleague|kollege|kollegin|collègue|colega|boss|chef|jefe|website|site|webseite|página web|listing|anzeige|annonce|anuncio)\b|\boffered (?:me|us)\b|\b(?:last|already|previously|had|have|has|originally) (?:offered|bid|proposed)\b|\b(?:offered|bid|proposed) (?:earlier|before|previously|last (?:time|week|round))\b|\b(?:hatte|habe|hat|hatten|haben) (?:zuletzt |bereits |schon )?(?:\p{L}+ )?(?:geboten|angeboten)\b|\b(?:avait|avais|a|ai|avons) (?:déjà |dernièrement )?(?:proposé|offert)\b|\b(?:ofreció|ofrecí|ofrecimos|había ofrecido|propuso|propuse)\b|\bm'a (?:proposé|offert)\b|\bme ofreci[óo]\b|\b(?:typo|tippfehler|coquille|errata)\s?\(|\bwent for\b|\bsold for\b|\blast year\b|\bothers\b|\bother (?:buyers|people|shops)\b|\bsomeone else\b|\bandere\b|\bd'autres\b|\botros\b|\bmedia\b|\b(?:he|she|they|someone|somebody|another buyer|er|il|elle|ils|él|ella|alguien) (?:offered|offers|paid|pays|bot|bietet|zahlte|a offert|a proposé|offre|ofreció|ofrece|pagó)\b|\bsaid\b|\bsays\b|\btold me\b|\bsagte\b|\b(?<!ich )meinte\b(?! ich)|\ba dit\b|\bdisait\b|\bdijo\b|\bmédiane|\bmediana|\bdurchschnitt|\bmoyenne|\bpromedio|\bantes\b|\bavant\b|\bzuvor\b|\bauparavant|\(was\b|\(before\b|\baverage|\bvorher|\bstatt\b|\bfrüher|\bletztes mal|\bwoanders|\bgesehen|\b(?:ihr|euer|dein) (?:angebot|preis)|\bau lieu de|\bcontre\b(?!-)|\bprécédent|\bauparavant|\bailleurs|\bvu\b|\b(?:votre|ton) (?:offre|prix|proposition)|\ben vez de|\banterior|\botra web|\botro sitio|\bvisto|\bvi por|\b(?:su|tu) (?:oferta|precio)|\bpro quartal|\b(?:yesterday|gestern|hier|ayer|last week|letzte woche|la semaine dernière|la semana pasada)\b[^.!?\d\n]{0,6}\b(?:it|that|the price) was|\b(?:gestern|letzte woche)\s(?:waren|war) es|\b(?:hier|la semaine dernière),?\s(?:c'était|il était)|\b(?:ayer|la semana pasada),?\s(?:eran|era|estaba (?:a|en))\b|\b(?:it|that|the price) was (?:still |only |just )?(?=[^.!?\d\n]{0,12}$)[^.!?\d\n]{0,12}(?:yesterday|last week)?)[^.!?\d\n–—]{0,28}$`),
  "u",
);

/**
 * The gap between the two prices named, the amount after it being the gap and no bid: "The difference between your
 * price and what I offered is still 200.", "Die Differenz … beträgt immer noch 200", "l'écart … est encore de 200", "la
 * diferencia … sigue siendo de 200". Not the difference split ("split the difference, that is 400" names the bid).
 */
export const GAP_NAMED_BEFORE = new RegExp(
  unicodeWords(
    String.raw`(?<!\b(?:split|splitting|teilen|teilen wir|partager|partageons|partir|partimos|dividir|dividimos)\s(?:the |die |la )?)\b(?:difference|gap|differenz|unterschied|abstand|écart|différence|diferencia|brecha|distancia)\b(?:[^.!?\d\n]{0,80}\s)?(?:is|are|remains|beträgt|ist|sind|bleibt|liegt bei|est|reste|es|sigue siendo|queda en)\b[^.!?\d\n]{0,28}$`,
  ),
  "u",
);

/**
 * Said right after an amount: it is the shop's, objected to, or not a unit price ("is too much", "per quarter", "(previous
 * purchase)"), or what it was for before ("180 c'était avec le troisième étage", "the 180 was with the third tier").
 */
export const NOT_THE_BID_AFTER = new RegExp(
  String.raw`^\s?(?:(?:€|eur|euros?|\$|dollars?|£)?\s?(?:elsewhere|somewhere else|woanders|anderswo|ailleurs|en otro sitio|en otra parte)|(?:€|eur|euros?|\$|dollars?|£)?\s?(?:on|auf|sur|en|bei|at) (?:${MARKETPLACES}|another site|other sites?|einer anderen seite|un autre site|otra web|otro sitio)|(?:,?\s?(?:c'est|c'était|das ist|das war|that's|that was|eso es|eso fue)\s)?(?:(?:was|is|war|ist|était|est|era|es) )?(?:a |an |ein |une |un )?(?:typo|tippfehler|coquille|errata|error|mistake|fehler|erreur|errore)\b|(?:is |was )?(?:your|ihr|euer|votre|ton|su|tu) (?:final |best |last |lowest )?(?:price|offer|preis|angebot|prix|offre|precio|oferta)|(?:per unit |each )?(?:is|are|seems|sounds) (?:way |far |a bit |still |much )?(?:too|expensive|steep|overpriced|a lot)|(?:ist|is|sind|wäre|wären) (?:mir |uns )?(?:echt |leider |einfach |viel |etwas |doch )?zu (?:viel|teuer|hoch)|(?:c'est|c|est|ce serait|ça fait) (?:un peu |beaucoup |bien |vraiment |encore )?(?:trop|beaucoup|cher)\b|(?:es|son|sería|serían) (?:un poco |muy |bastante |todavía )?(?:mucho|demasiado|caro|cara)\b|\)? ?(?:tout à l'heure|vorher|before|antes)|\s?(?:€|eur|euros?|\$|dollars?|£)?\s?(?:c'était|c'etait|was|were|war|waren|era|eran|fue|fueron) (?:avec|sans|pour|with|without|for|mit|ohne|für|con|sin|para) (?:le|la|les|l'|the|der|die|das|dem|den|el|los|las|un|une|a|an|ein|eine|einem|einer)\b)`,
  "u",
);

/**
 * Said right after an amount: a rate for a period ("per quarter", "pro Monat", "par mois", "por año"), no unit price
 * — unless it is the shop's own amount named back ("145 € pro Woche … geht für uns in Ordnung"), the shop's price
 * for the period it sells by.
 */
export const PER_PERIOD_AFTER = /^\s?(?:per (?:quarter|month|year|week)|pro (?:quartal|monat|jahr|woche)|par (?:trimestre|mois|an)|por (?:trimestre|mes|año))/u;

/** "… and we have a deal", "… und ich nehm's", "… y trato hecho": closing words that make an amount the bid, not an acceptance. */
export const CLOSE_ON_AMOUNT = re([
  String.raw`\b(?:and|then|und|dann|et|y)\s(?:we have a deal|it's a deal|we've got a deal|you have a deal|i'm in|we're done|we shake hands|we shake on it|(?:wir )?schlagen (?:wir )?ein|on tope|on se serre la main|nos damos la mano|ich nehm'?s|ich nehme (?:es|ihn|sie)|wir sind uns einig|ist es abgemacht|(?:c'est )?marché conclu|je le prends|tenemos trato|cerramos|trato hecho|me lo llevo)`,
  // A closing word as the amount's own clause: "6.500, cerramos", "520, deal", "480 € – abgemacht", "450, marché conclu".
  String.raw`[\d\p{Sc}]\s?[,–—-]\s?(?:deal|done|sold|agreed|go on then|cerramos|trato hecho|hecho|cerrado|abgemacht|gebongt|gekauft|topp|marché conclu|tope là|vendu)(?:[.!]|\s*$)`,
  String.raw`\b(?:take it|take them|buy it|nehm'?s|nehme (?:es|ihn|sie)|le prends|la prends|me lo quedo|me lo llevo)\s(?:for|at|für|zu|à|pour|por|en|a)\s(?=[\p{Sc}\d])`,
]);

/**
 * The deal called off: "Deal's off", "called off the deal", "Der Deal ist geplatzt", "Le deal est annulé", "Se cae el
 * trato". It names the closing word only to refuse it (DOUBTFUL_ACCEPT), and it is a verdict like "no deal" (NO_DEAL):
 * a walk-away beside a parting, and alone a question whether the buyer is leaving.
 */
const CALLED_OFF = String.raw`\bdeal(?:'s|\sis|\swas)?\s(?:off|cancel+ed|dead|over)\b|\b(?:call(?:ed|ing)?|calls)\soff\s(?:the|our|this)\sdeal\b|\bdeal\s(?:est|a été)\s(?:annulé|mort|tombé)\b|\bdeal\s(?:ist|war)\s(?:geplatzt|gestorben|abgesagt|vom tisch|tot)\b|\bdeal\splatzt\b|\b(?:se\s)?(?:cae|cayó|rompe|rompió|cancela|canceló)\sel\strato\b|\btrato\s(?:cancelado|roto|caído)\b|\bel\strato\sse\s(?:cae|cayó|rompe|rompió|cancela|canceló)\b`;
export const DEAL_CALLED_OFF = re([CALLED_OFF]);

/** An acceptance that is not one: negated, hypothetical, pending. */
export const DOUBTFUL_ACCEPT = re([
  // A closing word asked, then more said ("Sold? Not so fast.", "Gebongt? Noch nicht.", "¿Cerrado? Todavía no."; a
  // lone "Deal?" stays a question), taken back ("deal… not"), or mocked ("yeah right, deal", "von wegen gekauft",
  // "marché conclu… tu rêves", "trato hecho, ni en sueños").
  String.raw`\b(?:deal|sold|done|agreed|abgemacht|abgmacht|gebongt|gekauft|einverstanden|topp|vendu|marché conclu|affaire conclue|tope là|topé-là|d'accord|trato|trato hecho|hecho|cerrado|vendido|de acuerdo)\s?\?\s?[\p{L}\p{N}¿¡]|\b(?:deal|sold|done|agreed|abgemacht|abgmacht|gebongt|gekauft|einverstanden|topp|vendu|marché conclu|affaire conclue|tope là|d'accord|trato|trato hecho|hecho|cerrado|vendido|de acuerdo)[.,!]{0,3}\s?(?:\.\.\.|…)\s?(?:not|nicht|pas|no)\b|\bsaid no one ever\b|\bsagte niemand\b|(?:\.\.\.|…)\s?(?:or not|ou pas|oder (?:auch )?nicht|o no)\b|\b(?:i'll take it|i'll have it|i'll buy it|ich nehm'?s|nehm(?:e)? ich (?:ihn|sie|es)|ich nehme (?:ihn|sie|es)|je (?:le|la|les) prends|je l'achète|me (?:lo|la|los|las) (?:llevo|quedo)|lo compro)\s?\?\s?[\p{L}¿¡]|\?\s?(?:not at|not for|bei dem preis nicht|nicht (?:bei|zu|für) dem|à ce prix|pas à ce prix|a ese precio|no a ese precio)|\b(?:yeah,? right|von wegen|träum weiter|tu rêves|mon œil|c'est ça,? oui|ni en sueños|ni lo sueñes)\b(?:(?<=\b(?:deal|sold|done|agreed|abgemacht|gebongt|gekauft|einverstanden|vendu|marché conclu|affaire conclue|d'accord|trato|trato hecho|hecho|cerrado|de acuerdo)\b[^]{0,40})|(?=[^]{0,40}\b(?:deal|sold|done|agreed|abgemacht|gebongt|gekauft|einverstanden|vendu|marché conclu|affaire conclue|d'accord|trato|trato hecho|hecho|cerrado|de acuerdo)\b))`,
  // Not "wait, remind me…": asking to be reminded takes nothing back.
  String.raw`\b(?:wait|warte|attends|attendez|espera)(?!,? (?:remind me|rappelez-moi|rappelle-moi|recuérdame|recuérdeme|erinnern sie mich|erinner mich)\b)(?:[,!.]|\s(?:no|nein|non|a sec|a moment|a minute|mal|une seconde|un instant|un momento))|\b(?:hold on|scratch that|just kidding|jk|kidding|moment mal)\b`,
  String.raw`\b(?:fine|ok|okay|good|deal|accept\w*|agree\w*|einverstanden|passt|in ordnung|convient|conviennent|(?:me|nous) va|parecen? bien|d'accord|acepto|de acuerdo)\b[^.!?]{0,40}\b(?:but|aber|mais|pero|except|außer|sauf|salvo)\b`,
  String.raw`\b(?:don't|do not|won't|will not|can't|cannot|never|not|i'd|i would|i could|i might|would|could|might|maybe|perhaps)\s(?:\w+\s)?(?:accept|agree|take it|take the offer|take your offer)\b`,
  String.raw`\b(?:nicht|könnten|würde|vielleicht)\s(?:\w+\s){0,3}(?:akzeptier|annehmen|nehm)`,
  String.raw`\b(?:pourrions|pourrais|vais peut-être|ne pas)\s(?:\w+\s)?accepter\b|\bpas d'accord\b`,
  String.raw`\b(?:podríamos|podría|no)\s(?:\w+\s)?aceptar\b|\blo acepto\?|\bno (?:lo )?acepto\b`,
  // The closing word itself negated, a few words before it and in the same clause: "Ce n'est pas un deal", "pas de
  // deal", "Nicht einverstanden", "kein Deal", "No estoy de acuerdo", "I wouldn't call that a deal", "Not accepted",
  // "Je n'accepte pas". ("No problem, deal!": the comma ends the negation's reach.)
  // Accepting nothing: "I accept nothing", "Non, j'accepte rien", "no acepto nada", "ich akzeptiere gar nichts".
  String.raw`\b(?:accept\p{L}*|acept\p{L}*|akzeptier\p{L}*)\s(?:(?:gar|absolument|absolutamente|absolutely)\s)?(?:rien|nothing|nada|nichts|none|aucune?|ningun[oa]?|ningún)\b`,
  String.raw`(?:\b(?:not|never|no)|n't)(?:\s\p{L}+){0,4}\s(?:deal|agreed|accepted|sold|done|agreement)\b|\b(?:nicht|kein|keine|keinen|nie|niemals)(?:\s\p{L}+){0,2}\s(?:deal|einverstanden|abgemacht|gebongt|gekauft|akzeptiert|angenommen)\b|\b(?:pas|jamais)(?:\s\p{L}+|\sd')?(?:\s\p{L}+)?\s?(?:deal|marché conclu|affaire conclue|vendu|accepté)\b|\bn'(?:accepte|acceptons|acceptez)\b|\b(?:no|nunca|tampoco)(?:\s\p{L}+){0,3}\s(?:trato|acuerdo|acepto|aceptado|vendido|cerrado)\b`,
  // Agreement still to come: "Once the price is agreed, we can talk about delivery", "Sobald der Preis vereinbart ist",
  // "Une fois le prix convenu", "Cuando el precio quede acordado".
  String.raw`\b(?:once|when|after|until|as soon as|sobald|wenn|nachdem|bis|quand|lorsque|dès que|une fois(?: que)?|après que|cuando|una vez(?: que)?|en cuanto|hasta que)\b[^.!?,;]{0,40}\b(?:agreed|accepted|settled|vereinbart|akzeptiert|abgemacht|einig|convenu\p{L}*|accepté\p{L}*|acordad\p{L}*|aceptad\p{L}*|pactad\p{L}*)\b`,
  // German puts the negation after ("Einverstanden bin ich damit nicht"); "anything but agreed"; "there can be no talk
  // of a deal"; a closing word answered "no" ("De acuerdo, no."); nobody agreed ("Nobody agreed to 500", "Personne
  // n'a accepté", "Nadie aceptó nada").
  String.raw`\b(?:einverstanden|abgemacht|gebongt|gekauft|angenommen|akzeptiert)\b[^.!?,;:]{0,30}\bnicht\b|\b(?:alles andere als|anything but|tout sauf|todo menos)\s(?:\p{L}+\s)?(?:einverstanden|abgemacht|agreed|a deal|deal|d'accord|de acuerdo)\b|\bkeine rede sein\b|\b(?:de acuerdo|d'accord|ok|okay|agreed|einverstanden|vale|deal|abgemacht)\s?,?\s(?:no|non|nein|nope)\s?[.!]*$|\b(?:nobody|no one|niemand|keiner|personne|nadie)\b[^.!?,;]{0,20}\b(?:agree|agreed|accept\p{L}*|zugestimmt|akzeptiert|einverstanden|accepté|d'accord|acept\p{L}*|de acuerdo)`,
  // Hardly a deal, or the deal called off: "Far from a deal", "Deal's off", "Le deal est annulé", "Der Deal ist
  // geplatzt", "Se cae el trato"; taking it, negated after the verb or before it: "Ich nehme es nicht", "No me lo
  // llevo"; nothing settled: "Rien n'est conclu".
  String.raw`\b(?:hardly|far from|anything but|no longer)\s(?:a\s)?deal\b|${CALLED_OFF}|\b(?:nehme|nehmen|kaufe|kaufen)\s(?:ich\s|wir\s)?(?:es|ihn|sie|das)\s(?:\p{L}+\s)?nicht\b|\bno\s(?:me|nos)\s(?:lo|la|los|las)\s(?:llevo|llevamos|quedo|quedamos|compro|compramos)\b|\brien\s(?:n'est|de)\s(?:conclu|signé|décidé|fait)\b`,
  // Almost a deal, someone else's deal, nothing settled yet, a deal mocked or only in theory, an acceptance supposed:
  // "Almost a deal", "I saw a great deal elsewhere", "Abgemacht ist noch gar nichts", "Deal, in your dreams",
  // "Sounds good in theory", "Supongamos que acepto: …".
  String.raw`\b(?:almost|nearly|not quite|close to|practically|fast|beinahe|presque|casi)\s(?:a\s|ein\s|un\s)?(?:deal|trato)\b|\b(?:i|we)(?:\s(?:have|'ve))?\s(?:saw|seen|found|spotted)\s(?:a\s)?(?:\p{L}+\s)?(?:deal|offer)\b|\b(?:deal|angebot)\s(?:\p{L}+\s){0,3}?(?:gesehen|gefunden)\b|\b(?:vu|trouvé)\s(?:un|une)\s(?:\p{L}+\s)?(?:offre|deal)\b|\b(?:vi|vimos|encontré|encontramos)\s(?:un|una)\s(?:\p{L}+\s)?(?:oferta|trato)\b|\b(?:deal|offer|price)\s(?:elsewhere|somewhere else)\b|\b(?:abgemacht|entschieden|unterschrieben|beschlossen)\s(?:ist|wird)\s(?:noch\s)?(?:gar\s)?(?:nichts|nix)\b|\bin your dreams\b|\bwhen pigs fly\b|\bdream on\b|\bim traum\b|\bquand les poules auront des dents\b|\bcuando las ranas críen pelo\b|\bin theory\b|\btheoretically\b|\btheoretisch\b|\ben théorie\b|\bthéoriquement\b|\ben teoría\b|\bteóricamente\b|\b(?:supongamos|suponiendo|pongamos|imaginemos)\sque\b|\b(?:say|assume|suppose|supposing|imagine)\s(?:that\s)?(?:i|we)\s(?:accept|agree|take)\b|\bangenommen,?\s(?:ich|wir)\s(?:nehme|nehmen|akzeptiere|akzeptieren|stimme|stimmen)\b|\b(?:mettons|supposons|imaginons)\sque\b|\ben supposant que\b`,
  // Someone else's word, the buyer's own against it ("Mein Chef sagt: abgemacht. Ich nicht.", "Ma femme dit marché
  // conclu, moi je dis non", "My partner would say deal, I don't"); the closing word taken back at once ("Deal. Not.",
  // "Deal (not really)", "Accepted — said no buyer ever", "Deal is a strong word").
  String.raw`(?:^|[,.;:!]\s?|\s[—–-]\s)(?:i don't|i do not|not me|but not me|ich nicht|ich aber nicht|moi(?: je dis)? non|moi pas|pas moi|yo no|a mí no)\s?[.!]*$|\b(?:would|'d|würde|dirait|diría)\s(?:say|sagen|dire|decir)\s(?:deal|yes|ja|oui|sí|abgemacht|marché conclu|trato hecho)\b|\b(?:deal|sold|done|agreed|accepted|abgemacht|gekauft|einverstanden|vendu|marché conclu|d'accord|trato hecho|de acuerdo)[.!,]?\s\(?(?:not|not really|nicht|nicht wirklich|pas|pas vraiment|no|no realmente)\s?[.!)]|\bsaid no (?:\p{L}+\s)?ever\b|\bdeal is a (?:\p{L}+\s)?word\b`,
  // Agreeing that something is so, or accepting something other than the offer ("I agree it's a nice piece", "We
  // accept that it's used", "Ich akzeptiere, dass …", "J'accepte que …", "Estoy de acuerdo en que …", "I accept the
  // terms and conditions of your website", "I accept your apology"); the shop's own word reported ("You said deal
  // earlier").
  String.raw`\b(?:i|we)\s(?:\p{L}+\s)?(?:accept|agree)\s(?:with you\s)?(?:that|it's|it is|this is|that's|you're|you are|he's|she's|they're)\b|\b(?:akzeptiere|akzeptieren|stimme|stimmen)\b[^.!?]{0,20}?,?\sdass\b|\b(?:j'accepte|nous acceptons|je suis d'accord|nous sommes d'accord)\s(?:avec vous\s)?(?:le fait\s)?qu(?:e\b|')|\b(?:acepto|aceptamos|estoy de acuerdo|estamos de acuerdo)\s(?:con usted\s|contigo\s)?(?:en\s)?que\b|\b(?:accept|agree to|agree with)\s(?:your|the)\s(?:apology|terms and conditions|terms of (?:service|use)|privacy policy|cookies?|point|argument|explanation|reasoning)\b|\byou\s(?:said|wrote|told me|told us)\s(?:\p{L}+\s){0,2}?(?:deal|agreed|accepted)\b`,
  // Agreed only in principle, or not binding until someone confirms: "agreement in principle", "grundsätzlich
  // einig", "accord de principe", "acuerdo de principio", "before anything is confirmed", "antes de confirmar nada".
  String.raw`\bin principle\b|\bprinzipiell\b|\bim (?:prinzip|grundsatz)\b|\bgrundsätzlich\b|\baccord de principe\b|\ben principe\b|\bsur le principe\b|\bacuerdo de principio\b|\ben principio\b|\bbefore (?:anything|it) is (?:confirmed|final|binding)\b|\bbevor (?:etwas|irgendetwas|es|das) (?:bestätigt|verbindlich|unterschrieben)\b|\bavant (?:de (?:confirmer|valider)|toute (?:confirmation|validation))\b|\bantes de (?:confirmar|cerrar|firmar) nada\b|\bnot (?:yet )?(?:binding|confirmed|final)\b|\b(?:noch )?(?:nicht|un)verbindlich\b|\bpas (?:encore )?(?:ferme|engageant|définitif|confirmé)\b|\bno es (?:vinculante|firme|definitivo)\b`,
]);

/** Subjects of questions, in the order they are tried. */
export const SUBJECTS: ReadonlyArray<[QuestionSubject, RegExp]> = [
  // (Not the French lathe, "un tour à bois", nor "faire un tour", "à votre tour": only a round of the bargaining.)
  ["rounds-left", re([String.raw`\brounds\b|\b(?:last|final|next|another|more|this|that|each|every|what|which|first|second|third|one) round\b|\bround (?:of (?:talks|offers|bids|negotiations?|haggling|bargaining)|left|\d+)\b|\brunden\b|\b(?:angebots|verhandlungs|gebots|feilsch)runden?\b|\b(?:combien de|encore (?:un|deux|trois|\d+)|plus qu'un|il (?:me|nous|vous) reste (?:\p{L}+ )?|reste-t-il (?:\p{L}+ )?|dernier|prochain|nombre de|deux|trois|quatre|cinq|\d+) tours?\b|\b(?:un|le|au|du) tours? de (?:négociation|négo|table|discussion|marchandage|offres?)\b|\brondas?\b|\b(?:tries|attempts|goes|chances|versuche|anläufe|essais|tentatives|intentos|oportunidades)\b|\b(?:how many|wie viele|combien de|cuántas|cuántos)\s(?:more\s)?(?:counter-?offers?|offers|bids|gegenangebote|angebote|gebote|contre-offres|offres|propositions|contraofertas|ofertas)\b`])],
  ["returns", re([String.raw`\breprenez\b|\breprendriez\b|\b(?:recibe|recibes|reciben|acepta|aceptas|aceptan) (?:\p{L}+ ){0,3}de vuelta\b|\breturn(?:s|able|ed)?\b|\brefundable\b|\bremboursable\b|\bretornable\b|\bsend (?:it )?back\b|\brefund|\bzurück(?:schicken|geben|senden|nehmen|nehmt)|\b(?:sie|ihr) (?:nehmen|nehmt) (?:\p{L}+ ){0,2}zurück\b|\b(?:nehmen sie|nehmt ihr|nimmst du) (?:\p{L}+ ){0,5}zurück\b|\brückgabe|\bumtausch|\brenvoyer\b|\brapporter\b|\bbring (?:it |them )?back\b|\btake (?:it |them )?back\b|\bzurückbringen\b|\bretour|\brembours|\bdevolver|\bdevoluci[oó]n|\breembolso`])],
  // (German compounds end in it: "Herstellergarantie", "Restgarantie"; matched as a part of the word, since a run
  // of letters before it would be tried again at every position of a long word.)
  ["warranty", re([String.raw`\bwarrant|\bguarantee|garantie|\bgarantiss|\bgewährleistung|\bgarant[ií]a|\bgarantiz\p{L}*|\bgarantic\p{L}*`])],
  // Paying in parts: "pay half now and half when I pick it up", "die Hälfte jetzt und den Rest bei Abholung", "la
  // moitié maintenant et le reste au retrait", "pagar la mitad ahora y la otra mitad cuando lo recoja", a deposit.
  ["payment", re([String.raw`\bpay (?:half|a deposit|part|the rest|the balance)\b|\b(?:pay|zahlen|payer|régler|pagar)\b[^.!?\d]{0,40}\b(?:in (?:two|three|four|2|3|4) (?:halves|instal+ments|parts|payments)|in (?:zwei|drei|vier|2|3|4)? ?raten|en (?:deux|trois|quatre|plusieurs|2|3|4) (?:fois|versements|mensualités)|en (?:dos|tres|cuatro|varias|2|3|4) (?:veces|cuotas|plazos|pagos)|a plazos)\b|\bhalf (?:now|up ?front|upfront|in advance) and\b|\bdie hälfte (?:jetzt|vorab|sofort|im voraus) (?:zahlen|und)\b|\banzahlung\b|\bla moitié (?:maintenant|d'avance|à la commande|tout de suite) et\b|\bpayer la moitié\b|\bacompte\b|\bpagar la mitad\b|\bla mitad (?:ahora|por adelantado|al principio) y\b|\bun anticipo\b|\bhalf now,? (?:and )?half\b|\bpay\b[^.!?\d]{0,40}\bhalf (?:now|up ?front|upfront|today)\b|\bhalb jetzt,? (?:und )?halb\b|\bmoiti[eé] maintenant,? (?:et )?moiti[eé]\b|\bmitad ahora,? (?:y )?mitad\b`, String.raw`\ben (?:deux|trois|quatre|cinq|six|dix|douze|\d{1,2}) (?:fois|mensualités|versements)\b|\bin (?:two|three|four|five|six|ten|twelve|\d{1,2}) (?:payments|instal(?:l)?ments|monthly payments)\b|\bin (?:zwei|drei|vier|fünf|sechs|zehn|zwölf|\d{1,2}) (?:raten|teilzahlungen|monatsraten)\b|\ben (?:dos|tres|cuatro|cinco|seis|diez|doce|\d{1,2}) (?:cuotas|pagos|plazos|mensualidades)\b|\binstal(?:l)?ments?\b|\bratenzahlung|\ben plusieurs fois\b|\ba plazos\b|\bpay(?:ment)? (?:by|with|via|method)|\bpayment (?:methods?|options?)\b|\bpaypal\b|\bbank transfer\b|\b(?:credit |debit )?cards?\b|\bcarte bancaire\b|\btarjeta\b|\bkreditkarte\b|\bzahl(?<!(?:[\d€$]\s?|\d\s?(?:eur|euro|euros|chf|franken|dollar|stutz)\s)zahl)(?:en|ung|ungsart|ungsarten)\b|\b(?:venmo|zelle|twint|bizum|lydia|revolut|cash ?app|apple ?pay|google ?pay|mercado ?pago|nequi|daviplata|sumup|paylib|wero|satispay|bitcoin|crypto)\b|\bcash only\b|\bnur (?:bar|cash)\b|\bpayer (?:à|sous) \d{1,3} jours\b|\b\d{1,3} jours fin de mois\b|\bpagar (?:la factura |el importe )?a \d{1,3} días\b|\büberweisung|\bpayer par\b|\bpaiement|\bmoyens? de paiement|\bpagar (?:con|por|mediante)|\bformas? de pago|\bmétodos? de pago|\btransferencia|\bvirements?\b|\b(?:net|netto)\s?(?:7|10|14|15|21|30|45|60|90|120)\b|\bpayment terms?\b|\bzahlungsziel|\bconditions de paiement|\bdélai de paiement|\bcondiciones de pago|\bplazo de pago`])],
  ["negotiable", re([String.raw`\bnegotiable\b|\bflex\b|\bleeway\b|\bopen to negotiation\b|\broom to negotiate\b|\bfixed\b|\bfirm\b|\bferme\b|\bletzter preis\b|\b(?:your|that) (?:final|last) price\b|\bverhandelbar|\b(?:ist|sind)\b[^.!?]{0,20}\bfest\b|\bgeht (?:da |beim preis |preislich |am preis )?noch (?:was|etwas)\b|\b(?:ist|is|sind) (?:der|die|das) (?:preis )?fix\b|\bverhandlungsbasis|\bfestpreis|\bnégociable|\bprix fixe|\bnegociable|\bflexib|\bmarge de négo|\bmargen\b|\babierto a negociaci[oó]n|\bfijo\b|\bdiscutable\b|\bà discuter\b|\bnoch (?:etwas|was) (?:zu machen|drin|möglich)\b|\bverhandlungssache\b|\bse puede negociar\b|\bhay margen\b`])],
  ["discount", re([String.raw`\bbest (?:you|u|ya|y'all) (?:can|could|'d) do\b|\bbest (?:deal|rate|offer) (?:you|u) (?:can|could) (?:do|give|offer)\b|\bdas beste,? was (?:sie|du|ihr) (?:\p{L}+ ){0,3}(?:machen|tun|anbieten) (?:können|kannst|könnt)\b|\ble mieux que (?:vous|tu) (?:puissiez|puisses|pouvez|peux) (?:faire|proposer)\b|\blo mejor que (?:me )?(?:puede|puedes|pueden) (?:hacer|dejar|ofrecer)\b|\b(?:knock|take|shave)\s(?:something|anything|a bit|a little|some|a few bucks|a few quid)\soff\b|\bany deal\b|\ba better deal\b|\bdo (?:any )?better\b|\bspecial price\b|sonderpreis|preisnachlass|\bentgegenkommen\b|\bprix spécial\b|\bprecio especial\b|\bwiggle room\b|\bgo lower\b|\bany lower\b|\bspielraum\b|\bmás barato\b|\bbetter price\b|\bdiscount|\bcheaper\b|\bcome down\b|\bbest price\b|\bbeste[nr]? preis\b|\bbestpreis\b|\bmeilleur prix\b|rabatt|\bpreislich noch was\b|\bgünstiger\b|\bnachlass|\bgeste\b|\bfaire mieux\b|\b(?:faites|faire|fais|feriez|ferais)(?:-vous| vous| moi| nous)? un (?:petit |meilleur )?prix\b|\bun meilleur prix\b|\bremise(?! (?:des|de|du) (?:prix|diplômes?|trophées?|coupes?|médailles?|clés|clefs|récompenses?|lots?|dossards?)\b)|\bmoins cher|\bmejor precio|\bdescuento|\balgo mejor\b|\brebaja|\b(?:volume|tiered|bulk|quantity|graduated) (?:pricing|prices|rates|discounts?|breaks?)\b|\bprice (?:tiers|breaks)\b|\bstaffelpreis\p{L}*|\bmengenstaffel\p{L}*|\bpreisstaffel\p{L}*|\bmengenpreis\p{L}*|\b(?:prix|tarifs?) dégressifs?\b|\bdégressivité\b|\bprecios? (?:escalonados?|por volumen)\b|\btarifas? escalonadas?\b|\bdescuentos? por (?:volumen|cantidad)\b`])],
  ["shipping", re([String.raw`\b(?:free|gratis|kostenlos|gratuite?)\b[^.!?]{0,20}\b(?:deliver|livraison|liefer|entrega|envío)|\b(?:how much (?:is|does|would|will)|what (?:does|would|will) (?:the )?|combien (?:coûte|coûterait|coûtera|pour|est)|was (?:kostet|kosten|würde)|wie ?viel (?:kostet|würde|kosten)|cuánto (?:cuesta|costaría|cobras|cobrás|cobra|sale|saldría|es))\b[^.!?]{0,12}\b(?:deliver(?:y|ing)|livraison|livrer|lieferung|liefern|entrega|entregar)\b|\b(?:deliver\w*|livraison|liefer\w*|entrega)\b[^.!?]{0,20}\b(?:free|cost|costs|gratis|kostenlos|gratuite?|cuesta|coûte|kostet)\b|\bfrais de livraison|\bshipping\b|\bpostage\b|\bfreight\b|\bcarriage (?:on top|extra|included|paid|charge|costs?|free)\b|\b(?:is|and|plus|incl\.?|including) carriage\b|\bposting (?:it|them|the \p{L}+) (?:to|out)\b|\bfracht\p{L}*|\bportes\b|\bversand|\bporto\b|\bfrais de port|\bfrais d'(?:expédition|envoi)|\benvoi\b|\bgastos de envío|\benv[ií]os?\b|\b(?:includ\p{L}*|inclut|inclus|inklusive|incluid[oa]|incluye|comprend\p{L}*|compris\p{L}*|enthält|extra|aparte)\b[^.!?]{0,30}\b(?:deliver|livraison|lieferung|entrega|envío)|\b(?:deliver\p{L}*|livraison|lieferung|entrega|envío)\b[^.!?]{0,60}\b(?:included|inclus\p{L}*|compris\p{L}*|enthalten|incluid[oa]s?)\b|\b(?:ship|send|post|mail|deliver)\p{L}*\b[^.!?]{0,40}\bor (?:is|are) (?:that|it|shipping|transport|delivery|postage) (?:on me|extra|separate|additional)\b|\b(?:transport|shipping|delivery|postage) (?:is |costs? )?extra\b|\ble transport (?:est|serait) (?:pour moi|en (?:plus|sus)|à (?:ma|notre) charge|à part)\b|\bla livraison (?:est|serait) (?:pour moi|en (?:plus|sus)|à (?:ma|notre) charge|à part)\b|\b(?:der )?transport (?:kostet )?extra\b`])],
  ["standing-offer", re([String.raw`\b(?:euren|ihren|deinen|den) (?:preis|betrag)\b(?= (?:noch ?mal|nochmal|noch einmal|erneut|bitte noch))|\byour (?:last|latest) (?:offer|price)\b|\b(?:ihr|dein|euer) letztes angebot\b|\b(?:votre|ta) dernière offre\b|\b(?:su|tu) última oferta\b|\b(?:current|your|the) (?:price|offer)(?: again)?\b|\bprice again\b|\bwhat(?:'s| is| was) (?:your|the) (?:price|offer)\b|\b(?:euer|ihr|dein|der) (?:preis|angebot)\b|\b(?:votre|ton|le) prix\b|\b(?:tu|su|el) precio\b|\b(?:your|ihr\p{L}{0,2}|euer\p{L}{0,2}|dein\p{L}{0,2}|votre|ton|su|tu) (?:current|latest|aktuelle[nmrs]?|jetzige[nmrs]?|actuel(?:le)?|actual) (?:price|offer|preis|angebot|angebotspreis|prix|offre|precio|oferta)\b|\b(?:what|how much) (?:are|were|was) you asking\b|\b(?:was|wie ?viel) (?:wollten|wollen|möchten|verlangen|verlangten) (?:sie|du|ihr) (?:jetzt |nun )?(?:noch ?mal |nochmal )?(?:dafür|für (?:ihn|sie|es|den|die|das))\b|\bvous en (?:demandez|voulez|vouliez|demandiez) combien\b|\bcombien (?:vous |tu )?en (?:demandez|voulez|vouliez|demandes|veux)\b|\bc'était combien\b|\bcuánto (?:me )?(?:pides|pide|pedías|pedía|quieres|quiere|querías|quería)\b(?! (?:de|por) (?:envío|entrega|transporte))|\bwhere (?:are you|r u|are u|you're|you are) (?:at )?on (?:the )?price\b|\btu m'as dit combien\b|\bvous m'avez dit combien\b`])],
  // Words of delivery that also have an everyday sense are guarded: "hasta acá llegamos" (we are done), "no llego a
  // tanto" (a budget), "llegar a un acuerdo"; "how long is the cable", "how long have you had it"; "arrived at that
  // number"; "un beau livre" (a book); "wann bist du da?" (a meeting).
  ["delivery", re([String.raw`\bhow soon\b|\b(?:have|get) (?:it|them|(?:the|our) [\p{L}-]+) (?:all )?(?:ready|done|finished)\b(?=[^.!?]{0,20}\?)|\bwie schnell\b|\bfertig (?:haben|hätten|machen)\b(?=[^.!?]{0,20}\?)|\bdans quel délai\b|\bcon cuánt[oa] (?:tiempo|antelación)\b|\ben cuánto tiempo\b|\bqué tan pronto\b|\btenerl[oa]s? list[oa]s?\b|\b(?:bring|run|drive|cart|haul|ferry) (?:it|her|him|them|(?:the|a load of) [\p{L}-]+(?: [\p{L}-]+)?) (?:round|over)\b|\bdrop(?:ping)? (?:(?:it|them|her|him) )?off\b(?! (?:the|your|on the) price\b)|\bdeliver|\bship\b|\bhow long\b(?! (?:is|are|was|were|have|has|had|did you|do you have)\b)|\barriv(?!\p{L}* at (?:a|an|that|the|this|our|my|your) (?:number|price|figure|deal|agreement|compromise|decision|conclusion)\b)|\bliefer|\bgeliefert|\bverschick(?<!\b(?:rechnung|fotos?|bilder|unterlagen|dokumente|vertrag|angebot|link|daten|details|infos?|e-?mail|mail|maße|videos?|antwort)\b[^.!?]{0,25}verschick)(?![^.!?]{0,30}\b(?:fotos?|photos?|bilder|pics?|pictures?|factura|facture|rechnung|invoice|contrato|vertrag|contrat|documentos?|documents?|unterlagen|datos|details|detalles|link|enlace|lien|e-?mail|mail|correo|presupuesto|devis|quote|cotización|videos?|vidéos?|medidas|maße|mesures|dimensions|infos?|información|informations?|respuesta|réponse|antwort)\b)|\bversend(?<!\b(?:rechnung|fotos?|bilder|unterlagen|dokumente|vertrag|angebot|link|daten|details|infos?|e-?mail|mail|maße|videos?|antwort)\b[^.!?]{0,25}versend)(?![^.!?]{0,30}\b(?:fotos?|photos?|bilder|pics?|pictures?|factura|facture|rechnung|invoice|contrato|vertrag|contrat|documentos?|documents?|unterlagen|datos|details|detalles|link|enlace|lien|e-?mail|mail|correo|presupuesto|devis|quote|cotización|videos?|vidéos?|medidas|maße|mesures|dimensions|infos?|información|informations?|respuesta|réponse|antwort)\b)|\bwann\b(?! (?:bist|seid|bin|sind) (?:du|ihr|ich|wir)\b| (?:kann|darf) ich\b| können wir\b)[^.!?]{0,30}\b(?:an|da)\b|\breçoi(?![^.!?]{0,30}\b(?:fotos?|photos?|bilder|pics?|pictures?|factura|facture|rechnung|invoice|contrato|vertrag|contrat|documentos?|documents?|unterlagen|datos|details|detalles|link|enlace|lien|e-?mail|mail|correo|presupuesto|devis|quote|cotización|videos?|vidéos?|medidas|maße|mesures|dimensions|infos?|información|informations?|respuesta|réponse|antwort)\b)|\brecevoir(?![^.!?]{0,30}\b(?:fotos?|photos?|bilder|pics?|pictures?|factura|facture|rechnung|invoice|contrato|vertrag|contrat|documentos?|documents?|unterlagen|datos|details|detalles|link|enlace|lien|e-?mail|mail|correo|presupuesto|devis|quote|cotización|videos?|vidéos?|medidas|maße|mesures|dimensions|infos?|información|informations?|respuesta|réponse|antwort)\b)|\bexpédi(?![^.!?]{0,30}\b(?:fotos?|photos?|bilder|pics?|pictures?|factura|facture|rechnung|invoice|contrato|vertrag|contrat|documentos?|documents?|unterlagen|datos|details|detalles|link|enlace|lien|e-?mail|mail|correo|presupuesto|devis|quote|cotización|videos?|vidéos?|medidas|maße|mesures|dimensions|infos?|información|informations?|respuesta|réponse|antwort)\b)|\bllega(?<!\bno (?:me |nos |te |le |les )?llega|\bhasta (?:acá|aquí|ahí|allí|aca|aqui|ahi) (?:\p{L}+ )?llega)(?!mos\b|do\b|r a (?:un |algún |ningún )?acuerdo\b|r a (?:tanto|eso|esa cifra|ese precio)\b)|\bwie lange|\blivr(?!es?\b)|\b(?:me|te|nous|vous|on|il|elle|qui) livres?\b|\bcombien de temps|\bentrega|\btarda(?![^.!?]{0,20}\b(?:en (?:responder|contestar|decidir|confirmar)|respond|contest))|\benvi(?:ar|arlo|arla|arlos|arlas|ármelo|ármela|árselo|ársela|a|as|ás|an|aría|arías|aríamos|arían)\b(?![^.!?]{0,30}\b(?:fotos?|photos?|bilder|pics?|pictures?|factura|facture|rechnung|invoice|contrato|vertrag|contrat|documentos?|documents?|unterlagen|datos|details|detalles|link|enlace|lien|e-?mail|mail|correo|presupuesto|devis|quote|cotización|videos?|vidéos?|medidas|maße|mesures|dimensions|infos?|información|informations?|respuesta|réponse|antwort)\b)|\bdrop (?:it|them|this|that|the \p{L}+) off\b|\bbring (?:it|them) (?:over|by|round|around)\b|\bvorbei(?:zu)?bring|\b(?:bringen|bringst|bringt)\b[^.!?]{0,25}\bvorbei\b|\b(?:me|nous) (?:le|la|les) (?:déposer|déposez|déposes|apporter|apportez|apportes|amener|amenez|amènes)\b|\b(?:déposer|apporter|amener) (?:chez moi|à domicile)\b|\bme (?:lo|la|los|las) (?:podés |puedes |puede |podrías |podría |podrás )?(?:traer|trae|traes|traés|alcanzar|alcanzás|alcanzas|acercar|acercás|acercas)\b`])],
];

/**
 * A yes/no question by its shape, without a "?" (chat drops it): an opening inversion ("is there…", "is it…",
 * "gibt es…", "ist es…", "est-ce que…", "y a-t-il…", "¿hay…", any "¿") or a second alternative put as a question
 * ("… or is it sold as is", "oder ist es", "ou est-ce"). An acceptance word inside it is asked about, not said.
 */
export const YES_NO_QUESTION = re([
  String.raw`^(?:is|are|was|were|do|does|did|can|could|will|would|has|have|should|shall) (?:there|it|this|that|they|the|you|u|he|she)\b|\bor (?:is|are|was|does|do|will|can) (?:it|this|that|they|there|the shipping|shipping|transport|delivery|postage)\b|^(?:and )?if i (?:take|buy|get) (?:it|them|this one)(?:,| then,?) (?:will|would|can|could|do) you\b`,
  String.raw`^(?:ist|sind|gibt|gab|hat|haben|kann|können|könnten|wird|war|geht) (?:es|das|der|die|sie|er|ihr|du)\b|\boder (?:ist|sind|wird|gibt) (?:es|das|er|sie)\b`,
  String.raw`^est-ce\b|^y a-t-il\b|^\p{L}+-(?:t-)?(?:il|elle|ils|elles|vous|on|tu)\b|\bou (?:est-ce|bien est-ce|c'est|est-il|est-elle)\b|\bou (?:le|la|les) (?:transport|livraison|envoi|port|frais)\b[^.!?]{0,30}\?`,
  String.raw`^¿|^(?:hay|queda|quedan|sigue)\b|\bo (?:el|la|los|las) (?:envío|transporte|entrega|porte)s?\b[^.!?]{0,30}\?`,
]);

/** The message asks something (besides a "?"). */
export const ASKS = re([
  String.raw`\?|\b(?:please|kindly) (?:confirm|state|tell|let me know|advise|clarify|indicate)\b|\bi(?:'d| would) like to know\b|\blet me know (?:whether|if)\b|\bcould you (?:let me know|tell|confirm)\b`,
  String.raw`\bbitte (?:bestätigen|teilen|geben)|\bich würde gerne wissen\b|\bteilen sie mir mit\b`,
  // A question put without its mark, by a tag at the end: "any flex on the price or nah", "oder is der fix", "ou c'est ferme".
  String.raw`\b(?:or nah|or not|or what|oder nicht|oder was|oder (?:is|ist) (?:der|die|das|er|sie|es) (?:fix|fest)|ou pas|ou c'est (?:ferme|fixe)|o no|o es fijo)\s?$`,
  String.raw`^(?:does|do|is|are|can|could|will|did|has|have) (?:it|this|that|they|the|you)\b|^(?:how|what|which|when|where|why|who)\b|\bhow many\b|\bplease indicate\b|\bwie viele\b|\bcombien\b|\bmerci d'(?:indiquer|préciser|confirmer)\b|\bcuánt[oa]s\b`,
  String.raw`\bmerci de (?:confirmer|préciser|nous indiquer|m'indiquer)\b|\bdemande de précision\b|\bje voudrais savoir\b`,
  // A question put without its mark, by its verb first: "can i pay half now and half when i pick it up", "kann ich die
  // Hälfte jetzt zahlen". (Not Spanish "puedo" or French "je peux": said plainly, they state what the buyer can do.)
  String.raw`^(?:can|could|may) (?:i|we|u)\b|^(?:kann|darf|könnte|können) (?:ich|man|wir)\b|^(?:puis-je|est-ce que|est-ce qu')`,
  // … except paying in parts or by a means, which they put as a question: "je peux payer le stage en deux fois, la
  // moitié maintenant", "puedo pagar el curso en dos veces", "podemos pagar el alquiler mitad ahora y mitad en septiembre".
  String.raw`^(?:je peux|j'peux|on peut|nous pouvons|puedo|podemos|se puede) (?:vous |te |le |la |lo |les )?(?:payer|régler|pagar|pagarle|pagaros|pagarte)\b[^.!?\d\p{Sc}]{0,40}\b(?:en (?:deux|trois|quatre|plusieurs|2|3|4) (?:fois|versements|mensualités)|en (?:dos|tres|cuatro|varias|2|3|4) (?:veces|cuotas|plazos|pagos)|a plazos|par (?:virement|chèque|carte)|con (?:tarjeta|transferencia|bizum)|moiti[eé] maintenant|la moiti[eé] (?:maintenant|d'avance|tout de suite)|(?:la )?mitad ahora)\b`,
  String.raw`\bindique\b|\bconfirme (?:si|que)\b|\bquisiera saber\b|\bme gustaría saber\b`,
  // Indirect questions: a verb of knowing, then "whether" ("would like to know whether", "möchte wissen, ob",
  // "souhaite savoir si", "desea saber si"); a request to tell ("please restate", "bitte nennen Sie", "merci
  // d'indiquer si", "por favor indique").
  String.raw`\b(?:know|wissen|savoir|saber|learn|erfahren|clarify|klären)\b,?\s(?:whether|if|ob|si)\b|\b(?:please|kindly|bitte|merci d'|merci de|por favor)\s?(?:\p{L}+\s)?(?:restate|repeat|remind|tell|specify|state|confirm|indicate|nennen|sagen|mitteilen|bestätigen|wiederholen|angeben|indiquer|préciser|rappeler|confirmer|indique|indicar|confirme|confirmar|recordar|dígame)\b`,
  String.raw`^(?:do|does|is|are|can|could|will|would) (?:u|ya|y'all)\b`,
  // Asked to say the price again, as an imperative: "Say your price again, slowly", "Sagt Euren Preis noch mal",
  // "Redites-moi votre prix", "Dígame otra vez su precio".
  String.raw`\b(?:say|tell me|repeat|give me|name) (?:your|the|that) (?:price|offer|number|figure) (?:again|once more|one more time)\b|\b(?:sag|sagt|sagen sie|nenn|nennt|nennen sie|wiederhol|wiederholt|wiederholen sie) (?:mir |uns )?(?:euren|ihren|deinen|den) (?:preis|betrag) (?:noch ?mal|nochmal|noch einmal|erneut)\b|\b(?:redites|redis|répétez|répète)-(?:moi|nous) (?:votre|ton|le) prix\b|\b(?:dígame|decime|dime|dímelo|repítame|repetime|repíteme) (?:otra vez |de nuevo )?(?:su|tu|el) precio\b`,
  // A request to tell, opening a sentence ("Confirme, por favor, el plazo…", "Bitte bestätigen Sie…", "Veuillez
  // préciser…", "Please advise the lead time"): a question put as an imperative.
  String.raw`(?:^|[.!?:]\s)(?:please |kindly |bitte )?(?:confirm|advise|specify|indicate|tell us|let us know|bestätigen sie|teilen sie (?:uns|mir)|nennen sie|geben sie (?:uns|mir) bescheid|confirmez|précisez|indiquez|veuillez (?:nous |me )?(?:confirmer|préciser|indiquer)|confirme|confírme(?:nos|me)|indique|indíque(?:nos|me)|especifique|díga(?:nos|me))\b`,
]);

/**
 * Priced out ("too rich for me", "übersteigt unser Budget", "trop cher pour ma bourse", "se nos va de presupuesto")
 * and a parting wish ("good luck with the sale", "viel Erfolg", "bonne journée", "suerte con la venta"): together,
 * with no question, a walk-away; either alone is not.
 */
export const PRICED_OUT = re([
  // Calling the price robbery: "Robbery.", "Wucher.", "C'est du vol.", "Un robo.", "rip-off".
  String.raw`\b(?:daylight |highway )?robbery\b(?<!\b(?:not|isn't|is not|no|kein|keine|pas|n'est pas|pas du tout)\s(?:\p{L}+\s)?(?:daylight |highway )?robbery)|\brip-?off\b|\bextortion\b|\bwucher\b|\babzocke\b|\bhalsabschneiderei\b|(?:^|[.!,]\s|\bc'est )du vol\b|\bquel vol\b|\barnaque\b|\b(?:es |esto es |eso es |un |qué )(?:un )?(?:robo|atraco|asalto)\b|^(?:robo|atraco)\b|(?:^|[.!]\s|\*\s)(?:you |old |du |vieux |sale )?(?:thief|crook|bandit|ladrón|voleur|dieb|gauner|halsabschneider)[.!]`,
  // Not able to go so far, or too far apart: "I can't stretch that far", "so weit kann ich … nicht gehen", "je ne peux
  // pas aller si loin", "no puedo estirarme tanto", "we're too far apart".
  String.raw`\b(?:can't|cannot|can not) (?:stretch|go) (?:that|this|so) far\b|\b(?:further|farther|more) than (?:i|we)(?:'ll| will| can|'d| would) go\b|\bbeyond (?:my|our) (?:purse|means|reach|pocket|wallet)\b|\bso weit geh(?:e)? (?:ich|wir) nicht\b|\b(?:je n'irai|nous n'irons) pas jusque-là\b|\b(?:au-dessus|au-delà) de (?:mes|nos) moyens\b|\bhasta ahí no (?:llego|llegamos)\b|\bse (?:me |nos )?escapa de (?:mi|nuestro) (?:presupuesto|bolsillo)\b|\btoo far apart\b|\bso weit (?:kann|können) (?:ich|wir) (?:\p{L}+ ){0,4}nicht gehen\b|\bzu weit auseinander\b|\b(?:je|nous) ne (?:peux|pouvons) pas aller (?:si|aussi|trop) loin\b|\btrop loin l'un de l'autre\b|\bno (?:puedo|podemos) (?:estirarme|estirarnos|ir) tanto\b|\bdemasiado lejos\b`,
  // Not able to justify or afford it: "I can't justify it this year", "kann ich's nicht rechtfertigen", "je ne peux pas
  // me le permettre", "no me lo puedo permitir".
  // Not yet ("… todavía", "… noch nicht") is a decision still to be made.
  String.raw`(?:\b(?:can't|cannot|can not|couldn't) justify (?:it|that|this|the (?:cost|expense|price|spend))\b|\b(?:kann|können|könnte|könnten) (?:ich|wir)(?:'s| es| das)? (?:mir |uns )?(?:das |es )?(?:(?!noch\b)\p{L}+ ){0,3}nicht (?:rechtfertigen|leisten)\b|\b(?:je ne peux|nous ne pouvons|on ne peut|je ne pourrai|nous ne pourrons) pas (?:me |nous |se )?(?:le |la |les |l')?(?:permettre|justifier)\b|\bno (?:me |nos )?(?:lo |la )?(?:puedo|podemos|podré|podremos) (?:permitir|justificar)(?:lo|la|me|nos|melo|noslo)?\b)(?![^.!?]{0,40}\b(?:yet|todavía|aún|encore|noch)\b)`,
  String.raw`\btoo (?:expensive|much|high|pricey|steep|rich)\b|\bout of (?:my|our) (?:budget|range|league|price range)\b|\b(?:beyond|over|above|exceeds?) (?:my|our|the) budget\b|\bcan't (?:go|afford)\b|\bcannot (?:go|afford)\b|\btoo dear\b|\bmore than (?:i|we) (?:wanna|want(?:ed)? to|was hoping to|were hoping to|planned to|meant to) (?:spend|pay)\b|\b(?:more than|beyond what) (?:i|we) (?:have|have got|can spend|can pay|can manage)\b(?! (?:in|on|with) (?:cash|me|hand|card)\b)|\b(?:i|we) (?:don't|do not|just don't) have (?:that much|that kind of money)\b`,
  String.raw`\bzu (?:teuer|viel|hoch)\b|\b(?:zu|ganz schön|ziemlich|echt) (?:happig|gesalzen|saftig|heftig)\b|\bsprengt (?:\p{L}+ ){0,3}(?:mein|unser|das) budget\b|\bübersteigt\b|\bnicht in (?:mein|unser) budget\b|\bkomme? (?:ich |wir )?(?:da )?nicht mit\b|\bkönnen (?:wir|ich) (?:uns )?nicht leisten\b|\b(?:so viel|mehr) (?:wollte?|wollten|möchte|will) (?:ich|wir)\b[^.!?\d]{0,40}\bnicht ausgeben\b|\bmehr als (?:ich|wir) ausgeben (?:wollte|wollten|will|möchte)\b|\bso viel (?:habe|hab|haben) (?:ich|wir) (?:leider |halt |einfach )?nicht\b|\b(?:(?:ich|wir) (?:habe|hab|haben)|(?:habe|hab|haben) (?:ich|wir)) (?:leider |halt |einfach )?nicht so viel\b|\bmehr als (?:ich|wir) (?:habe|hab|haben)\b`,
  String.raw`\btrop (?:cher|chère|élevé|pour)\b|\bau-dessus de (?:mon|notre) budget\b|\bhors (?:de )?(?:mon |notre )?budget\b|\bau-delà de (?:mon|notre) budget\b|\bplus que ce que (?:je|nous) (?:voulais|voulions|veux|comptais|pensais) (?:y )?(?:mettre|dépenser|payer)\b|\b(?:je|nous) n'(?:ai|avons) pas (?:autant|tout ça|cette somme|ce budget)\b|\bplus que ce que (?:j'ai|nous avons)\b`,
  String.raw`\bdemasiado\b|\bse (?:me|nos) va de(?:l)? presupuesto\b|\bse (?:me|nos) (?:va|sale|pasa) (?:muy |bastante |un poco |mucho )?(?:arriba|por encima|fuera) del presupuesto\b|\bse (?:me|nos) sale del presupuesto\b|\bfuera de (?:mi|nuestro) presupuesto\b|\bno (?:me|nos) (?:cuadra|llega|alcanza)\b|\bmuy car[oa]s?\b|\bmás de lo que (?:quería|queríamos|quiero|pensaba|pensábamos) (?:gastar(?:me|nos)?|pagar)\b|\bno (?:tengo|tenemos) (?:tanto|tanta plata|tanto dinero|esa cantidad)\b|\bmás de lo que (?:tengo|tenemos)\b`,
]);
export const PARTING = re([
  // An angler's farewell: "Tight lines anyway.", "Petri Heil trotzdem.", "Bonne pêche quand même.", "Buena pesca igualmente."
  String.raw`\btight lines\b|\bpetri heil\b|\bbonne pêche\b|\bbuena pesca\b`,
  String.raw`\bgood luck\b|\btake care\b|\b(?:good )?evening to you\b|\bgood (?:evening|night)\b(?=[.!]*$)|\bhave a (?:nice|good|great|lovely) (?:day|one|evening|weekend|afternoon|night)\b|\ball the best\b|\bfarewell\b|\bgood day\b|\bbest of luck\b|\bbid you (?:a )?good (?:evening|night|day)\b|\bthank(?:s| you) (?:so much |very much )?for your time\b`,
  String.raw`\bservus\b(?=\s?[.!]*$)|\bpfiat (?:di|eich|ihna)\b|\bade\b(?=\s?[.!]*$)|\btschau\b|\btschö\b|\bciao\b|\bviel erfolg\b|\balles gute\b|\bschönen (?:tag|abend)\b|\bmach'?s gut\b|\bgehabt euch wohl\b|\bviel glück\b|\bdank(?:e)? (?:\p{L}+ )?für (?:ihre|deine|eure) zeit\b`,
  String.raw`\bbonne (?:journée|vente|continuation|chance|soirée|fin de journée|après-midi)\b|\bbon courage\b|\bau revoir\b|\bportez-vous bien\b|\bmerci (?:beaucoup )?(?:pour|de) (?:votre|ton) temps\b`,
  String.raw`\bchao\b|\bchau\b|\bsuerte\b|\bbuenas (?:noches|tardes)\b(?=[.!]*$)|\bque (?:tenga|tengas|le vaya|te vaya) (?:un )?(?:buen|bien|buena)\b|\bbuen día\b|\bbuenos días\b(?=[.!]*$)|\bque le vaya bien\b|\bhasta luego\b|\bgracias por (?:su|tu) tiempo\b`,
]);

/**
 * No deal said as a verdict, not yet a walk-away by itself ("no deal, then", "das wird wohl nichts", "pas d'affaire",
 * "no hay trato", a lone "Pass."): said together with a parting formula it is one (see the reader).
 */
export const NO_DEAL = re([
  // The deal called off: "Deal's off", "Der Deal ist geplatzt", "Le deal est annulé", "Se cae el trato".
  CALLED_OFF,
  // "No way", "ni en pedo", "kommt nicht in Frage", "pas question": a flat no, a walk-away only beside a parting.
  String.raw`\bno way\b|\bno chance\b|\bnot a chance\b|\bni (?:en pedo|loca?|de broma|hablar|en sueños|de coña)\b|\bkommt nicht in frage\b|\bauf keinen fall\b|\bpas question\b|\bhors de question\b|\bjamais de la vie\b`,
  // "Not today, friend.", "Heute nicht.", "Pas aujourd'hui, l'ami.", "Hoy no, amigo.": said as its own sentence.
  String.raw`(?:^|[.!*]\s?)(?:not today|heute nicht|pas aujourd'hui|hoy no)(?=\s?[.!]|,?\s(?:friend|my friend|mein freund|l'ami|mon ami|amigo)\b)`,
  // "… but not at that money", "nicht zu dem Preis", "pas à ce prix-là", "a ese precio no": the price refused, said flat.
  String.raw`\bnot (?:at|for) (?:that|this) (?:money|price)(?=\s?[.!,;]|$)|\bnicht (?:zu|für|bei) (?:dem|diesem) preis(?=\s?[.!,;]|$)|\bpas (?:à|pour) ce prix(?:-là)?(?=\s?[.!,;]|$)|\b(?:a|por) ese precio no\b|\bno (?:a|por) ese precio(?=\s?[.!,;]|$)`,
  String.raw`\bno deal\b|\bnot (?:a|the) deal for (?:me|us)\b|\bdoesn't work for (?:me|us)\b|\bwon't work\b|(?:^|[.!]\s)(?:i )?pass[.!]`,
  String.raw`\bkein (?:deal|geschäft|handel)\b|\b(?:wird|würde) (?:das|es) (?:\p{L}+ ){0,2}nichts\b|\b(?:das|es) (?:wird|würde) (?:\p{L}+ ){0,2}nichts\b|\bdas wird nichts\b|\b(?:das|es) wird (?:wohl )?nix\b|\bkommen wir nicht zusammen\b|(?:^|[.!]\s)ich passe[.!]`,
  String.raw`\bpas d'affaire\b|\bpas de (?:marché|deal|vente|affaire)\b|\b(?:ça|cela) ne (?:se )?fera pas\b|\bon ne (?:va|pourra) pas s'entendre\b|(?:^|[.!]\s)je passe[.!]`,
  String.raw`\bno (?:me|nos) (?:sirve|convence|cuadra)\b|\bno hay (?:trato|acuerdo|negocio)\b|\bsin trato\b|\bno (?:llegamos|vamos) a (?:un )?acuerdo\b|\bno (?:hay|habrá) nada que hacer\b|(?:^|[.!]\s)paso[.!]`,
]);

/** A word that negates, in the four languages: what it stands beside may be meant the other way round. */
export const NEGATED = /\b(?:not|no|never|don't|won't|can't|cannot|nicht|kein|keine|niemals|pas|jamais|nunca|tampoco)\b/u;

/**
 * Taking part said emphatically: "Este año sí vamos a ir", "Dieses Jahr kommen wir auf jeden Fall", "nous viendrons,
 * c'est sûr", "we're definitely coming". A bag of words reads "this year" and "coming" in them as the words of a year
 * missed, as it reads a negation as the words it negates: a walk-away the model reads beside them stays a question.
 */
export const TAKING_PART_AFFIRMED = /\bs[ií] (?:que )?(?:\p{L}+ )?(?:vamos|venimos|iremos|vendremos|asistimos|asistiremos|estaremos|participamos|participaremos|seguimos|contamos)\b|\bauf jeden fall\b|\bganz bestimmt\b|\bc'est sûr\b|\bsans faute\b|\bdefinitely (?:coming|going|in|on)\b|\bfor sure\b/u;

/** The buyer says the price is too high without naming one: a question about the price. */
export const OBJECTION = re([String.raw`\btoo (?:expensive|much|high|pricey|steep)\b|\bzu teuer\b|\btrop cher\b|\bdemasiado caro\b|\bmuy caro\b`]);

/** The amount is for everything bought, not per unit. */
export const TOTAL = re([
  String.raw`\b(?:in )?total\b|\bfor (?:all|both|the lot|everything|the pair|the (?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty))\b|\baltogether\b|\ball in\b`,
  String.raw`\bzusammen\b|\binsgesamt\b|\bbeide\b|\bfür alle\b|\bfür das paar\b|\bgesamt`,
  String.raw`\bau total\b|\ben tout\b|\bpour les (?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|\d+)\b|\bles (?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|\d+) pour\b|\bensemble\b`,
  String.raw`\ben total\b|\bpor (?:los|las) (?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|\d+)\b|\b(?:los|las) (?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|\d+) por\b|\bjuntos\b|\bjuntas\b|\bpor todo\b|\bpor el par\b|\bpour la paire\b|\bpour le lot\b|\bpor el lote\b|\bfor the (?:whole )?lot\b|\bfür das ganze los\b|\bpour tout le lot\b`,
  // The whole order named: "for the full order", "für die komplette Bestellung", "pour la totalité de la commande",
  // "por todas las plazas", "por el pedido completo".
  String.raw`\bfor the (?:whole|full|entire|complete) (?:order|lot|batch|block|set|job|package|booking)\b|\bfür (?:die|den|das) (?:ganze|ganzen|komplette|kompletten) \p{L}+|\bpour (?:la totalité|l'intégralité|toute la commande|tout le bloc)\b|\bpor tod[oa]s (?:los|las)\b|\bpor tod[oa] (?:el|la)\b|\bpor (?:el|la) (?:pedido|encargo|lote|bloque|conjunto|reserva) (?:complet[oa]|enter[oa])\b|\bpor la totalidad\b|\bpor el conjunto\b`,
]);

/** The amount is per unit. */
export const UNIT = re([String.raw`\bper (?:unit|piece|item)\b|\beach\b|\bapiece\b|\bpro (?:stück|einheit)\b|\bje stück\b|\bl'unité\b|\bpar unité\b|\bpièce\b|\bpor unidad\b|\bcada un[oa]\b|\bla unidad\b|\bunit price\b|\bstückpreis\b|\beinzelpreis\b|\bprix unitaire\b|\bprecio unitario\b`]);

/** Buying words ("I'll take it", "nehme ich ihn", "je le prends", "me lo llevo"): beside an amount they make it a bid ("I'll take it for 115"), not an acceptance. */
export const TAKE_IT = re([
  String.raw`\bi(?:'ll| will)? (?:take|buy) (?:it|them|that|this one)\b|\bwe(?:'ll| will) take it\b|\bich nehm'?s\b|\b(?:ich )?nehme (?:es|ihn|sie)\b|\bnehme ich (?:es|ihn|sie)\b|\bich kaufe (?:es|ihn|sie)\b|\bje (?:le|la|les) prends\b|\bje l'achète\b|\bme lo (?:quedo|llevo)\b|\blo compro\b`,
  ...TAKING_IDIOMS,
  ...HANDSHAKES,
]);

/** Said right after an amount: the buyer proposes it ("470 works for me", "470 passt mir", "470 me va"). */
/**
 * The shop's amount said to be agreed, after it ("€2,400 for the package is agreed", "2.400 € für das Paket sind
 * vereinbart", "2 400 €, c'est convenu") or before it ("Quedan acordados los 2.400 €", "C'est convenu pour 2 400 €").
 */
export const AGREED_AFTER_AMOUNT = re([
  String.raw`^[^.!?\d]{0,50}\b(?:is|are|ist|sind) (?:hereby |hiermit |damit |so )?(?:agreed|vereinbart|abgemacht)\b|^\s?(?:€|eur|euros?)?\s?,?\s?c'est (?:convenu|entendu)\b`,
]);
export const AGREED_BEFORE_AMOUNT = re([
  String.raw`\b(?:quedan? acordad[oa]s?|quedan? pactad[oa]s?|(?:c'est|c'est donc) (?:convenu|entendu) pour|agreed at|agreed on)\s(?:(?:los|las|el|la|en|a)\s)?(?:[\p{Sc}]\s?)?$`,
]);
export const AMOUNT_AGREED = re([
  String.raw`^\s?(?:€|eur|euros?|\$|dollars?|£)?\s?(?:works for (?:me|us)|works[.!]*$|it is(?: then)?(?=\s?(?:[.!,;]|$))|soll es sein(?=\s?(?:[.!,;]|$))|is fine|is ok|is okay|would work|(?:passt (?:mir|uns)|(?:passt|passen) (?:für )?(?:mich|uns))(?![^.!?]{0,20}\bnicht\b)|ist (?:für uns )?ok|wäre ok|(?:geht|ist|wäre) (?:für (?:uns|mich) )?(?:so )?in ordnung|me va|me convient|nous convien(?:t|nent)|ça me va|ça nous va|me parece bien|nos parece bien|me vale|nos vale|me sirve|nos sirve|(?:me|nos) encaja(?:n)?|(?:me|nos) va(?:n)? bien)\b`,
]);
/**
 * The same, said of the amount a few words on, once what it buys is named: "£145 a week for the bread order is fine
 * with us", "145 € pro Woche für die Brotbestellung geht für uns in Ordnung", "145 € par semaine pour la commande,
 * cela nous convient", "145 € a la semana por el pedido nos parece bien", "CHF 45.– im Monat, damit … stehen darf, ist für
 * uns in Ordnung". No digit, stop or negation between or right after ("passen uns leider nicht").
 */
export const AMOUNT_THEN_AGREED = re([
  String.raw`^(?:[.,][–—-]{1,2})?(?:(?!\b(?:not|n't|no|nicht|kein\p{L}*|pas|ne|nunca|jamais|never)\b)[^.!?\d\n]){0,110}?[\s,](?:is fine (?:with|by|for) us|(?:is|are) (?:ok|okay|fine) (?:with|for) us|works for us|suits us|(?:geht|ist) (?:für (?:uns|mich) )?(?:so )?in ordnung|passt (?:für )?uns|passen (?:für )?uns|(?:cela|ça) nous (?:convient|va)|nous convient|nos (?:parece bien|viene bien|va bien|sirve|vale|encaja))\b(?![^.!?]{0,20}\b(?:nicht|not|pas|no)\b)`,
  // Said to be fine at the end of the amount's own clause, with no one named: "£14.50 a pallet a week in the cold
  // store is fine — we'll bring the first load in Monday", "14,50 € pro Palette und Woche im Kühlhaus passt – …".
  String.raw`^(?:[.,][–—-]{1,2})?(?:(?!\b(?:not|n't|no|nicht|kein\p{L}*|pas|ne|nunca|jamais|never|if|wenn|falls|si)\b)[^.!?\d\n—–]){0,70}?\s(?:is fine|is ok|is okay|passt|ist (?:so )?(?:in ordnung|ok))(?=\s?(?:[.!;—–]|\s-\s|$))`,
]);

/**
 * Approval still to come: a verb of asking or checking shortly before someone else who decides ("need to check
 * with my boss", "je demande à ma femme", "lo consulto con mi mujer", "muss noch meinen Mann fragen"): an
 * acceptance beside it is not yet one.
 */
/** A body that decides for the buyer's side: a board, a committee, a council (in four languages). */
const DECIDING_BODY = String.raw`(?:board|committee|council|trustees|governors|gemeinderat|stadtrat|vorstand|ausschuss|gremium|aufsichtsrat|kuratorium|conseil|comité|commission|assemblée|junta|consejo|pleno|patronato|comisión|asamblea)`;
export const APPROVAL_PENDING = re([
  String.raw`\b(?:ask|asking|check|checking|consult|run it by|talk to|speak to|confirm with|sign-off|approval|frag\p{L}*|besprech\p{L}*|rücksprache|abklär\p{L}*|freigabe|demand\p{L}*|vois avec|voir avec|valid\p{L}*|consult\p{L}*|pregunt\p{L}*|hablo con|hablar con|visto bueno)\b[^.!?]{0,30}\b(?:wife|husband|partner|boss|manager|roommate|flatmate|family|principal|frau|mann|freundin|freund|chef|chefin|partnerin|mitbewohner\p{L}*|familie|femme|mari|coloc\p{L}*|copine|copain|patron|famille|direction|mujer|marido|pareja|jefe|jefa|compañer\p{L}*|novi[oa]|socio|familia|dirección|geschäftsführung)\b`,
  String.raw`\b(?:wife|husband|partner|boss|roommate|frau|mann|chef|femme|mari|coloc|mujer|marido|pareja|jefe)\b[^.!?]{0,20}\b(?:fragen|ask|demander|preguntar|consultar)\b`,
  // Someone else who must still approve: "my partner has to sign off first", "mein Chef muss noch zustimmen", "mon associé
  // doit valider", "lo tiene que aprobar mi socio".
  String.raw`\b(?:wife|husband|partner|boss|manager|principal|frau|mann|chef|chefin|partnerin|femme|mari|associée?|patron|direction|mujer|marido|pareja|jefe|jefa|socio|socia)\b[^.!?]{0,30}\b(?:has to|have to|needs to|need to|must|will have to|muss|müssen|doit|doivent|tiene que|tienen que|debe|deben)\b[^.!?]{0,15}\b(?:sign (?:it |this |that )?off|approve|okay it|ok it|agree|zustimmen|freigeben|genehmigen|absegnen|valider|approuver|donner son accord|aprobar|dar el visto bueno)\b|\b(?:lo|la|los|las)? ?(?:tiene|tienen|debe|deben) (?:que )?(?:aprobar|validar|firmar|dar el visto bueno)\b[^.!?]{0,20}\b(?:mi|nuestr[oa]) (?:socio|socia|jefe|jefa|mujer|marido|pareja|director|directora|gerente)\b`,
  // Someone else still to agree: "once my wife agrees", "sobald mein Chef zustimmt", "dès que ma femme valide", "en cuanto mi socio lo apruebe".
  String.raw`\b(?:once|as soon as|when|after|sobald|wenn|nachdem|dès que|lorsque|quand|une fois que|en cuanto|cuando|una vez que|después de que)\b[^.!?]{0,30}\b(?:agrees?|approves?|says? (?:yes|ok)|signs? off|zustimmt|einverstanden ist|genehmigt|freigibt|okay gibt|ok gibt|accepte|approuve|valide|donne son accord|acepte|apruebe|dé el visto bueno|lo vea bien)\b`,
  // An amount to be put to a deciding body first: "I'll propose 4,500 to the council", "dem Gemeinderat … vorschlagen",
  // "je proposerai 4 500 € … au conseil municipal", "propondré 4.500 € … al pleno".
  String.raw`\b(?:propos\p{L}*|present\p{L}*|submit\p{L}*|put (?:it|this|that|\p{L}+)? ?(?:to|before)|take (?:it|this|that) to|bring (?:it|this|that) to|recommend\p{L}*|vorschlag\p{L}*|vorleg\p{L}*|einreich\p{L}*|empfehl\p{L}*|soumet\p{L}*|soumettr\p{L}*|recommand\p{L}*|propon\p{L}*|propondr\p{L}*|presentar\p{L}*|presentaré|somet\p{L}*|recomend\p{L}*)\b(?:[^.!?]|(?<=[\d\s])\.(?=[\s\d])){0,80}\b(?:to|before|dem|der|den|vor|au|à la|aux|devant|al|a la|ante)\s(?:\p{L}+\s){0,2}${DECIDING_BODY}\b`,
  String.raw`\b${DECIDING_BODY}\b(?:[^.!?]|(?<=[\d\s])\.(?=[\s\d])){0,80}\b(?:vorschlagen|vorlegen|empfehlen|einreichen)\b`,
]);

/**
 * The talk going on later: "… and talk tomorrow", "… und reden morgen weiter", "on en reparle demain", "lo hablamos
 * mañana"; so does the decision handed to the shop ("I'll leave it with you", "ich überlasse es Ihnen", "je vous laisse
 * voir", "lo dejo en sus manos"). Whatever is left for now, nobody leaves yet: a walk-away said with it, or read by the
 * model, stays a question.
 */
export const TALKS_GO_ON = new RegExp(
  unicodeWords(String.raw`\bleave it (?:with you|up to you|in your hands)\b|\b(?:ich )?überlasse (?:es|das) (?:ganz )?ihnen\b|\bje vous laisse (?:voir|réfléchir|décider)\b|\blo dejo (?:en sus manos|a su criterio)\b|\b(?:talk|speak|chat|pick (?:this|it) up) (?:again |more )?(?:tomorrow|later|next week|on monday|soon)\b|\b(?:reden|sprechen|schreiben|machen) (?:wir )?(?:morgen|später|nächste woche|montag|bald) (?:\p{L}+ )?weiter\b|\b(?:on|nous) en (?:re)?parle(?:ra|rons)? (?:demain|plus tard|la semaine prochaine|lundi|bientôt)\b|\b(?:lo )?(?:hablamos|seguimos|retomamos)(?: (?:esto|con esto))? (?:mañana|luego|más tarde|la semana que viene|el lunes|pronto)\b`),
  "u",
);

/** Thinking it over, said as still to come: "I'll think about it", "ich überleg's mir", "je vais y réfléchir", "lo voy a pensar". */
export const THINKING_IT_OVER = new RegExp(
  unicodeWords(String.raw`\b(?:i'll|i will|i'd|i need to|i have to|i gotta|let me|we'll|we will|we need to|gonna|going to) (?:think|sleep|mull|ponder|reflect)(?: it over| on it| about it| over it)?\b|\bthink(?:ing)? (?:it over|about it)\b|\bsleep on it\b|\büberleg(?:e|en)?(?:'s)? (?:ich|wir)?\s?(?:es |'s |das |mir |uns )|\büberleg(?:e|en)?(?:'s | (?:es |'s |das )?)(?:mir|uns)\b|\b(?:muss|müssen|will|möchte) (?:ich |wir )?(?:\p{L}+ )?(?:überlegen|drüber schlafen|nachdenken)\b|\bdenk(?:e|en)? (?:ich |wir )?(?:mal |noch )?drüber nach\b|\bschlaf(?:e|en)? (?:ich |wir )?(?:mal |noch )?(?:eine nacht )?drüber\b|\b(?:je vais|on va|nous allons|laisse[zr]?-moi|il faut que j'y) (?:y )?(?:réfléchir|penser)\b|\bj'y (?:réfléchis|réfléchirai|penserai|pense)\b|\bje (?:vais )?réfléchi(?:s|r|rai)\b|\b(?:me|nos) lo (?:pienso|pensaré|pensamos|pensaremos|voy a pensar|vamos a pensar)\b|\blo (?:pienso|pensaré|pensaremos|voy a pensar|vamos a pensar|tengo que pensar)\b|\b(?:voy|vamos|tengo|tenemos) (?:a|que) pensarlo\b|\bdéjame pensarlo\b|\b(?:lo )?consult\p{L}* con la almohada\b|\bla nuit porte conseil\b|\b(?:i'll|i will|i'd|let me|we'll|we will) consider it\b|\b(?:on|nous) (?:y )?réfléchi(?:t|ssons|rons)\b`),
  "u",
);
