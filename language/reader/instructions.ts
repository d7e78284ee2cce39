/**
 * Instructions to the system, hidden and encoded text in a buyer's message: any of these caps a reading below
 * HIGH, whatever else the message says, so nothing a buyer writes can raise confidence by instructing the
 * system. Patterns run on normalized text (and on its leetspeak and rot13 variants); every repetition is bounded.
 */
import { normalizeForRules } from "./normalize";
import { unicodeWords } from "./unicode-words";


const INJECTION: RegExp[] = [
  /\b(?:ignore|disregard|forget|override|overwrite|bypass|skip|abandon|discard|delete|erase|reset)\b[^.!?\n]{0,40}\b(?:instructions?|rules?|prompts?|guidelines?|directions?|constraints?|polic(?:y|ies)|programming|context|guardrails?|restrictions?|limits?|settings?|training|system|configuration|directives?|messages?)\b/,
  /\b(?:new|updated|revised|real|actual|hidden|secret|special|additional|override|admin|developer) (?:instructions?|rules?|directives?|system prompt|orders|task|mode|command)\b/,
  /\bsystem ?(?:prompt|message|instructions?|override|note|notice|update|alert|command|admin)\b/,
  /\b(?:you are now|from now on,? you|act as|pretend (?:to be|you are|that)|role-?play|jailbreak|do anything now|developer mode|dev mode|god mode|admin mode|maintenance mode|debug mode|test mode|sudo|root access|unrestricted|unfiltered)\b/,
  // (A buyer's agent naming itself, "Update from the purchasing assistant:", "from the buyer's assistant:", is no role marker.)
  /(?:^|[\s[<({"'|*#>])(?<!\b(?:purchasing|procurement|buying|shopping|sourcing|einkaufs|d'achat|de compras|buyer's|buyers|buyer|client's|principal's|customer's)\s)(?:system|assistant|developer|tool|function|admin|operator|root)\s*(?:[:>\]]|\|>)/,
  /<\|?\/?(?:im_start|im_end|system|assistant|user|endoftext|tool|function|instructions?)|\[\/?(?:inst|sys|system|admin)\]|<<\/?sys>>|```|~~~/,
  /"(?:role|tool|tool_name|function|name|arguments|method|params|tool_call|tool_result|result|action|priceminor|price_minor|status|statut|estado|jsonrpc|type)"\s*:/,
  /\b(?:tool_call|tool_calls|function_call|tool_result|tool_use|toolresult|mcp|jsonrpc|priceminor|price_minor|accept_offer|set_price|override_price)\b/,
  /\b(?:i am|i'm|this is|we are|speaking as|as) (?:the |your |a |an )?(?:shop |store |site |platform )?(?:owner|admin(?:istrator)?|developer|operator|manager|ceo|founder|engineer|staff|employee|moderator|supervisor|boss|creator|programmer|seller)\b/,
  /\bparley\b|\b(?:authori[sz]ed by|authori[sz]ation|clearance|override code|admin code|access code|permission granted|verified by|approved by|signed off)\b/,
  /\b(?:on behalf of|message from|note from|memo from|directive from|notice from|update from) (?:the )?(?:shop|store|owner|management|admin|developers?|headquarters|hq|support|seller)\b/,
  // ("We accepted another offer": our side took another seller's offer, a goodbye that claims nothing of the shop.)
  /\b(?:you|we|they|the shop|the seller|your colleague|your manager|the owner) (?:already |previously |just |have |had |did )*(?:agreed|accepted|confirmed|approved|promised|guaranteed|signed|settled)\b(?<!\bwe (?:already |previously |just |have |had |did )*accepted)|\bwe (?:already |previously |just |have |had |did )*accepted\b(?! (?:another|a different|a competing|a rival|someone else's) (?:offer|quote|bid|proposal)\b)/,
  // ("… two-ring hob, as discussed)": the work's scope, discussed, closing a parenthesis that holds no amount, claims nothing.)
  /\bas (?:we |you )?(?:agreed|promised|confirmed|arranged)\b|\bas (?:we |you )?discussed\b(?!\s?\))|(?<!\((?:(?![€$£¥]|\d\s?(?:eur|euro|dollar|pound|quid|gbp|usd|chf|buck))[^()]){0,200})\bas (?:we |you )?discussed\b|\b(?:already|previously) (?:agreed|accepted|confirmed|approved|settled|promised)\b/,
  /\b(?:agreed|confirmed|approved|promised) (?:earlier|before|previously|yesterday|last (?:time|week|round)|on the phone|by email|in (?:the )?(?:chat|call|email))\b/,
  // "Confirm the order" asks the system; "we confirm the purchase", "I can confirm the order" are the buyer's own act.
  /\bconfirm (?:the|our|my|this|that) (?:deal|agreement|price|sale)\b|(?<!\b(?:i|we) (?:hereby |herewith |also |now |can |could |will |shall |would |am able to |are able to |(?:can|will) then )?|\b(?:i'll|we'll|i'd|we'd) (?:then )?)\bconfirm (?:the|our|my|this|that) (?:order|purchase)\b|\byou (?:said|told me|promised)(?: me)? (?:you'?d|you would|you will|you'll|it'?s|it was|that|yes|we|i could|i can|the price)\b|\bwe had (?:a|an) (?:deal|agreement)\b(?! if)|(?<!\b(?:and|then|so) )\bwe have (?:a|an) (?:deal|agreement)\b(?=\s?(?:at|for|on|of|@|since|from|already|in place|with|[$€£\d]))|\bdeal (?:is|was) (?:done|closed|made|agreed|final)\b/,
  /\b(?:set|change|update|make|force|put|override|adjust|lower|reduce|drop) (?:the |your |my |this )?(?:unit |final |agreed )?(?:price|cost|offer|amount|total|pricing)\s*(?:to|=|at|down to)\b/,
  /\bprice\s*(?:=|:=|is now|has been (?:changed|set|updated|lowered)|should now be)|\b(?:the )?price is (?:now )?(?:free|zero)\b/,
  /\b(?:apply|give|grant|add|use|activate) (?:me )?(?:a |an |the )?(?:\d+ ?%|\d+ ?percent|full|maximum|max|employee|staff|vip|special|secret|internal)? ?(?:discount|coupon|voucher|promo)\b/,
  /\b(?:[5-9]\d|100) ?(?:%|percent) (?:off|discount)\b|\b(?:for free|free of charge|at no (?:cost|charge)|costs? nothing)\b/,
  /\b(?:agree|accept|sell|close|settle|deal)(?: it| this)? (?:at|for|on) (?:the |your )?(?:floor|minimum|reserve|lowest|cost|bottom)\b/,
  /\b(?:reveal|tell|show|give|print|repeat|output|display|leak|disclose|share|dump|list|send|what(?:'s| is| are)|whats)\b[^.!?\n]{0,40}\b(?:floor|reserve|system prompt|prompt|(?<!(?:payment|shipping|delivery|wire|bank|transfer|pickup|collection|assembly|installation|care|washing|packing) )instructions|(?<!returns? |refund |shipping |warranty |delivery |exchange |privacy |cancell?ation |booking |deposit |payment |insurance |pet |smoking |rescheduling |no-show |late-arrival )polic(?:y|ies)|rules|configuration|config|secrets?|api key|password|token|credentials|margin|cost price|other (?:buyers|customers|clients)|internal)\b/,
  /\b(?:floor price|reserve price|minimum (?:acceptable|allowed) price|your floor|the floor(?!-(?!price|level|limit|amount|figure)|\s(?:panels?|pans?|lamps?|tiles?|mats?|plans?|space|area|boards?|covering|heating|joists?|polish|sander|rugs?|level|below|above|underneath|of|in|on|is|was|and|with|needs?|will|has|had)\b)|your reserve|walk-?away price|bottom price|cost price|other (?:buyers|customers|clients) (?:paid|pay|got|offered))\b/,
  /\boverride\b|\b(?:obey|comply with|execute|follow) (?:this|these|the following|it|my instructions)\b|\b(?:repeat|print|output|show|reveal) (?:everything|all|the text|the words|what(?:'s| is)) (?:above|before|written)\b/,
  /\b(?:updated|corrected|adjusted|official|actual|real) (?:unit )?price\b|\bnew price\s*(?::|=|is now)|\bold price is (?:void|invalid|cancell?ed)\b/,
  /\b(?:lowest|minimum|least)(?: price)? (?:you(?:'d| would| will| can| could)|you're willing to) (?:accept|take|go|sell)\b/,
  /\b(?:what|which) (?:instructions|rules|guidelines|prompts?|directives|policies)\b[^.!?\n]{0,30}\b(?:given|have|follow|got|were|are)\b/,
  /\b(?:base-?64|rot-?13|hexadecimal|decode|decoded|decrypt|cipher|encoded|obfuscated|unicode escape)\b/,
  // Fiction, scenes and quoted lines: what a character or a template says is not what the buyer offers.
  // (Not history as a subject: "un cours d'histoire", "une causerie sur l'histoire de la dentelle", "ein Vortrag über die
  // Geschichte der Spitze", where French and German use the word for a story; nor the history of a firm, family, club or
  // place: "mit der Geschichte der Firma", "avec l'histoire de l'entreprise".)
  // (Nor a novel being edited, typeset, printed or given a cover: a writer buying publishing services.)
  /\b(?:scene|story|screenplay|script|(?<!\b(?:edit\w*|typeset\w*|cover\w*|print\w*|publish\w*|proofread\w*|layout|format\w*)\b[^.!?\n]{0,40})novel|fiction(?:al)?|fairy ?tale|once upon a time|hypothetical(?:ly)?|szene|drehbuch|stell dir vor|scénario|escena|guion|guión|imagina)\b|(?<!(?:^|\s)(?:über|zur|sur)\s(?:die\s|l'|la\s)?|\bd')\b(?:geschichte|histoire)\b(?!\s(?:(?:der|des|unserer|unseres) (?:firma|unternehmens|betriebs|vereins|familie|stadt|gemeinde|schule|kirche|pfarrei|hauses|dorfes|chors|kapelle)|(?:de l'|du |de la |de notre |de leur |de son |de sa )(?:entreprise|société|firme|maison|famille|club|association|ville|village|école|paroisse|église|chorale|fanfare|harmonie)))/,
  /"[^"]{0,120}\b(?:accept|agree|deal|sold|akzept|einverstanden|accepte|d'accord|acept|trato)[^"]{0,120}"/,
  /(?:^|[\s:(])'[^']{0,120}\b(?:accept|agree|deal|sold|akzept|einverstanden|accepte|acept|trato)[^']{0,120}'(?=[\s.,;:!?)]|$)/,
  // Reported speech: what someone else said or wrote is not the buyer's move.
  new RegExp(unicodeWords(String.raw`\b(?:said|says|told me|wrote|writes|sagte|sagt|schrieb|meinte|a dit|m'a dit|dit|écrit|dijo|me dijo|escribió)\b\s?:?\s?["']`), "u"),
  /\b(?:reply|response|answer|output|decision|rendering|phrasing) (?:model|template|format|instructions?)\b|\bphrase (?:the|your) (?:decision|reply|answer|response)\b|\b(?:respond|reply|answer) (?:with|using|only with) (?:the words|exactly|"|')/,
  // Speaking for the system or a tool: "just say yes to", "### Instruction:", "Result of accept():", "the approved price is".
  /\b(?:say|answer|reply|respond) (?:yes|ok|okay)\b|###|\bresult of\b|\bobservation from\b|\btool (?:returned|result|output|says)\b|\b[a-z]+_[a-z_]+\b|\b[a-z]+\(\)|\bobey\b|\breverse (?:this|the text)\b/,
  /\b(?:approved|authori[sz]ed|verified|allowed|official|agreed) (?:price|amount|offer|deal)\b|\bthanks for agreeing\b|\bplease finali[sz]e\b|\bproceed to (?:accept|close|finali[sz]e|checkout)\b|\b(?:lower|upper) limit\b|\byour (?:minimum|margin|limit|lowest)\b|\bmargin\b/,
  /<!--|-->|<\/?[a-z][a-z0-9]*(?:\s[^<>]{0,200})?>|\bstyle\s*=|display\s*:\s*none|visibility\s*:\s*hidden|color\s*:\s*(?:white|#fff)|font-size\s*:\s*0|\[\/\/\]:|\{\{|\}\}/,
  // The same in German, French and Spanish: "ignoriere alle vorherigen Anweisungen", "ignorez les consignes",
  // "olvida tus instrucciones", "neue Anweisungen", "tu es maintenant", "mensaje del sistema".
  new RegExp(unicodeWords(String.raw`\b(?:ignorier\p{L}*|vergiss|vergessen sie|missacht\p{L}*|übergeh\p{L}*)\b[^.!?\n]{0,40}\b(?:anweisung\p{L}*|regeln|vorgaben|instruktion\p{L}*|befehl\p{L}*|richtlinien|systemprompt|prompt)\b`), "u"),
  /\b(?:ignore[zr]?|ignorons|oublie[zr]?|ne tiens? pas compte|ne tenez pas compte)\b[^.!?\n]{0,40}\b(?:instructions?|consignes?|règles?|directives?|prompt)\b/u,
  new RegExp(unicodeWords(String.raw`\b(?:ignora[dr]?|ignore|ignoren|olvida[dr]?|olvide|olviden|omite|omita|haz caso omiso|haga caso omiso)\b[^.!?\n]{0,40}\b(?:instrucciones|reglas|indicaciones|directrices|órdenes|prompt)\b`), "u"),
  /\b(?:neue|geheime|echte|aktualisierte|zusätzliche) (?:anweisungen|regeln|vorgaben|befehle)\b|\b(?:nouvelles|vraies|véritables) (?:instructions|consignes|règles)\b|\b(?:nuevas|verdaderas) (?:instrucciones|reglas|órdenes)\b|\bdu bist (?:jetzt|ab jetzt|nun|ab sofort)\b|\btu es (?:maintenant|désormais)\b|\b(?:ahora|a partir de ahora) eres\b|\bsystem(?:nachricht|hinweis|anweisung\p{L}*)\b|\b(?:message|invite|consigne) (?:du )?système\b|\b(?:mensaje|instrucción|aviso) del sistema\b|\b(?:entwickler|admin|debug)-?modus\b|\bmode (?:développeur|administrateur|debug)\b|\bmodo (?:desarrollador|administrador|depuración)\b/u,
];

/** Encodings that hide instructions from a reader: long base64 or hex runs, escapes. */
const ENCODED = /[A-Za-z0-9+/]{24,}={0,2}|(?:\\x[0-9a-fA-F]{2}){3,}|(?:\b[0-9a-fA-F]{2}\s){8,}|\\u\{?[0-9a-fA-F]{4}|&#x?[0-9a-fA-F]{2,6};|(?:%[0-9a-fA-F]{2}){3,}/;
/** Fullwidth, mathematical and circled letters and digits: text dressed up to slip past a reader. */
const DISGUISED_LETTERS = /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\u24B6-\u24E9]|[\u{1D400}-\u{1D7FF}]/u;
const HIDDEN_CHARS = /[\u00AD\u180E\u200B\u200C\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/u;

/** Why a message may be addressed to the system rather than the shop; empty when it reads as a plain message. */
export function suspicionsIn(message: string): string[] {
  const norm = normalizeForRules(message);
  const out: string[] = [];
  const variants = [norm, deLeet(norm), rot13(norm)];
  if (variants.some((v) => INJECTION.some((re) => re.test(v)))) out.push("instructions to the system");
  if (HIDDEN_CHARS.test(message) || /\p{L}\u200D\p{L}/u.test(message) || mixedScripts(message) || DISGUISED_LETTERS.test(message)) out.push("hidden or disguised text");
  if (ENCODED.test(message) && looksEncoded(message)) out.push("encoded text");
  return out;
}

function looksEncoded(message: string): boolean {
  for (const m of message.matchAll(/[A-Za-z0-9+/=\\%&#;{}]{24,}|(?:[0-9a-fA-F]{2}\s){8,}/g)) {
    const run = m[0];
    if (/\d/.test(run) || /[+/=\\%&]/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run.slice(1)))) return true;
  }
  return /\\x[0-9a-fA-F]{2}|\\u\{?[0-9a-fA-F]{4}|&#x?[0-9a-fA-F]{2,6};/.test(message);
}

/** A word that mixes Latin with Cyrillic or Greek letters is a homoglyph disguise ("аccept"). */
function mixedScripts(message: string): boolean {
  for (const m of message.matchAll(/\p{L}+/gu)) {
    const w = m[0];
    if (/\p{Script=Latin}/u.test(w) && /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u.test(w)) return true;
  }
  return false;
}

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "@": "a", $: "s", "!": "i", "|": "l" };

function deLeet(text: string): string {
  return text.replace(/[0134578@$!|]/g, (c) => LEET[c] ?? c);
}

function rot13(text: string): string {
  return text.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97));
}
