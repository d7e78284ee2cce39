/**
 * The offline reader of buyer messages: fixed phrase rules over the text, no model, no clock, no randomness.
 * It is deliberately cautious: only a plain offer, a plain acceptance or a plain walk-away is HIGH; anything
 * ambiguous, conditional, negated or mixed with instructions to the system is read at MEDIUM or below and
 * answered with a question. A price it returns is always one the buyer wrote (see written-prices.ts).
 */
import {
  MAX_MESSAGE_LENGTH,
  type Confidence,
  type Interpretation,
  type InterpretationContext,
  type InterpretedMove,
  type MessageInterpreter,
} from "./interpretation";
import { readWrittenNumbers, type WrittenNumbers, type WrittenPrice } from "./written-prices";

export class OfflineInterpreter implements MessageInterpreter {
  readonly name = "offline";

  async interpret(message: string, context: InterpretationContext): Promise<Interpretation> {
    return interpretOffline(message, context);
  }
}

/** The synchronous reading behind OfflineInterpreter. Never throws. */
export function interpretOffline(message: string, context: InterpretationContext): Interpretation {
  const currency = String(context.currency ?? "").toUpperCase();
  try {
    if (typeof message !== "string") return finish({ move: { kind: "none" }, confidence: "UNCERTAIN", gaps: ["message"], questions: [] }, currency);
    if (message.length > MAX_MESSAGE_LENGTH)
      return finish(
        { move: { kind: "none" }, confidence: "UNCERTAIN", gaps: ["too long"], questions: [`Please send a shorter message: what unit price would you pay, in ${currency}?`] },
        currency,
      );
    const reading = read(message, context, currency);
    const suspicions = suspicionsIn(message);
    if (suspicions.length > 0) {
      // Instructions to the system never raise confidence: at most MEDIUM, and the buyer is asked to restate plainly.
      reading.confidence = capAt(reading.confidence, reading.move.kind === "price" ? "MEDIUM" : "LOW");
      reading.gaps.push(...suspicions);
      reading.questions.unshift(`Please restate your offer plainly: what unit price would you pay, in ${currency}?`);
    }
    return finish(reading, currency);
  } catch {
    return finish({ move: { kind: "none" }, confidence: "UNCERTAIN", gaps: ["unreadable"], questions: [] }, currency);
  }
}

interface Reading {
  move: InterpretedMove;
  confidence: Confidence;
  gaps: string[];
  questions: string[];
}

const ORDER: readonly Confidence[] = ["UNCERTAIN", "LOW", "MEDIUM", "HIGH"];

function capAt(a: Confidence, cap: Confidence): Confidence {
  return ORDER.indexOf(a) < ORDER.indexOf(cap) ? a : cap;
}

/**
 * Questions are empty exactly when the reading is HIGH; every other reading asks something. An accept or a
 * withdrawal below HIGH is reported as no move: a model reading is trusted with those moves only when these
 * rules name the same one (reading-guard.ts), so a doubtful "accept" here must not vouch for it.
 */
function finish(r: Reading, currency: string): Interpretation {
  const high = r.confidence === "HIGH";
  const move: InterpretedMove = !high && (r.move.kind === "accept" || r.move.kind === "withdraw") ? { kind: "none" } : r.move;
  const questions = high ? [] : unique(r.questions.length > 0 ? r.questions : [askPrice(currency)]);
  return { move, confidence: r.confidence, gaps: unique(r.gaps), questions, interpreter: "offline" };
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

function askPrice(currency: string): string {
  return `What unit price would you pay, in ${currency}?`;
}

// ---------------------------------------------------------------------------------------------------------
// Text normalisation: what phrase rules read.

/** Invisible characters: zero-width, bidi controls, soft hyphen, Unicode tags (used to smuggle text). */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;

/** Lower case, compatibility-folded, invisible characters dropped, quotes and spaces made plain. */
export function normalizeForRules(text: string): string {
  return text
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

// ---------------------------------------------------------------------------------------------------------
// What the buyer means: phrase rules. All run on normalized text; every repetition is bounded.

const OFFER_CUE = new RegExp(
  [
    String.raw`\b(?:i|we)(?:'ll|'d|'m|'re| will| would| can| could| shall| am| are)?(?: be)?(?: (?:willing|able|happy|glad|prepared|ready|looking|like|want|wish|love|hoping|going|planning|authori[sz]ed|allowed|permitted|mandated) to)?(?: only| just)? (?:pay|offer|bid|go(?: up)?(?: to| as high as)?|give(?: you)?|spend|settle(?: at| for)?|meet you at|take (?:it|them|one|the lot|all|both)(?: for| at)|buy (?:it|them|one|each|all|the lot) (?:for|at)|propose|suggest|counter(?: with| at)?)\b`,
    String.raw`\b(?:i|we)(?:'ll|'d| will| would| can| could) do\b|\b(?:i'm|i am|we're|we are) (?:offering|bidding|countering)\b`,
    String.raw`\b(?:would|will|does|is)\b[^.!?]{0,20}\b(?:work|do it|be (?:ok|okay|acceptable|fine|possible)|possible|acceptable|doable)\b`,
    String.raw`\b(?:my|our) (?:offer|bid|counter(?:-?offer)?|price|proposal|budget|max(?:imum)?|limit|final(?: offer| price| answer| bid)?|best(?: offer| price)?|last offer)\b`,
    String.raw`\b(?:how about|what about|would you (?:take|accept|do|consider|go for|settle for)|will you (?:take|accept|do)|can you do|could you do|can you (?:go|come)(?: down)? to|could you (?:go|come)(?: down)? to|can we (?:do|say|settle on|agree on|meet at)|could we (?:do|say)|let's (?:say|do|settle (?:on|at)|meet at|agree on|go with|make it)|meet (?:me |you )?(?:at|in the middle at)|deal (?:at|for)|settle (?:at|for)|counter(?:-?offer)?:|offer:|bid:|offer(?:ing)? of|offering|bid(?:ding)?|take it or leave it|final offer|last offer|best (?:i|we) can do|price:|make it)`,
  ].join("|"),
);
const CEILING = /\b(?:no more than|not more than|at most|up to|tops|max(?:imum)?|(?:can't|cannot|won't|will not|couldn't) (?:go|pay|do|spend) (?:above|higher(?: than)?|over|beyond|more than|any higher than)|not a (?:cent|penny|euro|dollar) more|absolute (?:max|maximum|limit)|ceiling)\b/;
const FINAL = /\b(?:final|last offer|last price|take it or leave it|not a (?:cent|penny|euro|dollar) more|absolute (?:max|maximum|limit)|best and final)\b/;
/** The amount is the shop's, quoted back ("your 150", "you offered 150"), or objected to ("150 is too much"). */
const SHOP_REFERENCE = /\b(?:your|you(?:'ve|'re| have| are)? (?:offer(?:ed|ing)?|ask(?:ed|ing)?(?: for)?|want(?:ed)?|quot(?:ed|e|ing)|said|charg(?:e|ed|ing)))\b[^.!?]{0,20}$/;
const OBJECTION_AFTER = /^\s?(?:(?:per unit|each|a unit)\s)?(?:is|are|seems|sounds|looks|feels)\s(?:way |far |a bit |rather |still |much |really )?(?:too (?:high|much|expensive|steep|pricey)|expensive|a lot|steep|pricey|overpriced)\b/;
const NEGATION = /\b(?:not|never|won't|will not|can't|cannot|couldn't|wouldn't|don't|do not|no way|refuse to)\b[^.!?]{0,25}$/;
/** Polite phrases that contain "if" without setting a condition. */
const POLITE_IF = /\b(?:let me know|tell me|see|wonder|wondering|check) if\b|\bif (?:that|this|it)(?:'s| is)? (?:works?|ok|okay|fine|acceptable|alright|good|suits you|helps)\b|\bif (?:possible|acceptable|ok|okay|you can|you agree|you like)\b/g;
const CONDITION = /\b(?:if|unless|only if|provided|as long as|on (?:the )?condition|assuming|in exchange for|subject to|but only|plus free|with free|including free)\b/;

const ACCEPT_STRONG =
  /\b(?:i|we) (?:accept|agree)\b|\bi(?:'ll| will) accept\b|\bi(?:'ll| will)? take (?:it|them|the offer|your offer|that|the deal|this one|this)\b|\b(?:accepted|agreed|deal|it's a deal|that's a deal|you have a deal|you've got a deal|done deal|sold)\b|\blet's do it\b|\b(?:let's )?go ahead\b|\bi'm in\b|\bwe have a deal\b/;
const ACCEPT_WEAK = /\b(?:sounds good|works for me|that works|fine by me|ok(?:ay)? then|yes please|alright then)\b/;
const ACCEPT_DOUBT_BEFORE =
  /(?:\b(?:not|never|don't|do not|won't|will not|can't|cannot|couldn't|wouldn't|no|i'd|i would|i could|i might|would|could|might|maybe|perhaps|if|unless|only if|already|have|had|was|been|were|should i|do i)\b[^.!?]{0,15}|\byou(?:'ve| have| had| already| just| did)*\s)$/;
/** "I don't accept", "I'd accept if…", "I would agree": an acceptance that is not one. */
const ACCEPT_DOUBTFUL = /\b(?:don't|do not|won't|will not|can't|cannot|never|not|i'd|i would|i could|i might|would|could|might|maybe|perhaps)\s(?:\w+\s)?(?:accept|agree|take it|take the offer|take your offer)\b/;
const ACCEPT_DOUBT_AFTER = /^[^.!?]{0,30}\b(?:if|unless|only|nothing|provided|as long as|when|once)\b/;

const WITHDRAW_STRONG =
  /\bi (?:withdraw|am withdrawing|quit|give up)\b|\bi'm (?:withdrawing|out|walking away|leaving|done here)\b|\bi am (?:out|walking away|leaving)\b|\bcount me out\b|\bforget it\b|\bi'll pass\b|\bi pass\b|\bnot interested\b|\b(?:cancel|end|stop|close|terminate) (?:the|this|our|my) (?:negotiation|deal|talks|conversation)\b|\bwithdraw(?:ing)? (?:my offer|from)\b|\bwe're done\b/;
const WITHDRAW_WEAK = /\bno thanks\b|\bno thank you\b|\bcancel\b|\bbye\b|\bgoodbye\b|\bnever ?mind\b|\bforget about it\b|\bnot for me\b|\bwalk away\b|\bno deal\b|\bwithdraw\b|\bi'm done\b/;
const WITHDRAW_DOUBT_BEFORE = /\b(?:not|don't|do not|won't|will not|never|no need to|shouldn't|should i|do i|can i|could i|would|could|might|maybe|if|unless|before|or)\b[^.!?]{0,15}$/;
const ONLY_CANCEL = /^(?:cancel|withdraw|i withdraw|i'm out|forget it|bye)[.!]*$/;

const PRICE_QUESTION =
  /\b(?:too (?:expensive|much|high|pricey|steep)|expensive|pricey|overpriced|do better|best price|lowest price|better price|final price|bottom line|discount|cheaper|come down|go lower|go down|lower (?:the )?price|lower|reduce|how much|what(?:'s| is) (?:the|your) (?:price|offer|best)|price\?|negotiable|wiggle room|flexible|budget|minimum|lowest)\b/;
const TERMS_QUESTION =
  /\b(?:deliver(?:y|ed)?|shipping|ship|shipped|warranty|guarantee|returns?|refund|invoice|vat|tax(?:es)?|payment|pay (?:by|with|via)|paypal|card|bank transfer|stock|available|availability|lead time|how long|condition|specs?|colou?r|size|installments?|terms|pick ?up|pickup|receipt)\b/;

const NEVER = /(?!)/;

type Tri = "yes" | "doubtful" | "no";

/** Whether the text takes the shop's offer: yes, only conditionally or negated (doubtful), or not at all. */
function acceptIntent(norm: string): Tri {
  if (ACCEPT_DOUBTFUL.test(norm)) return "doubtful";
  return intent(norm, ACCEPT_STRONG, ACCEPT_DOUBT_BEFORE, ACCEPT_DOUBT_AFTER) ?? (ACCEPT_WEAK.test(norm) ? "doubtful" : "no");
}

function withdrawIntent(norm: string): Tri {
  if (ONLY_CANCEL.test(norm)) return "yes";
  const strong = intent(norm, WITHDRAW_STRONG, WITHDRAW_DOUBT_BEFORE, NEVER);
  if (strong) return strong;
  return WITHDRAW_WEAK.test(norm) ? "doubtful" : "no";
}

function intent(norm: string, phrase: RegExp, doubtBefore: RegExp, doubtAfter: RegExp): Tri | null {
  const m = phrase.exec(norm);
  if (!m) return null;
  const before = norm.slice(Math.max(0, m.index - 30), m.index);
  const after = norm.slice(m.index + m[0].length, m.index + m[0].length + 40);
  if (doubtBefore.test(before) || doubtAfter.test(after) || /^\s?\?/.test(after)) return "doubtful";
  return "yes";
}

// ---------------------------------------------------------------------------------------------------------
// Reading a message.

function read(message: string, context: InterpretationContext, currency: string): Reading {
  const norm = normalizeForRules(message);
  const numbers = readWrittenNumbers(message, currency);
  const ask = askPrice(currency);
  if (!/[\p{L}\p{N}]/u.test(norm)) return { move: { kind: "none" }, confidence: "UNCERTAIN", gaps: ["offer"], questions: [ask] };
  // More numbers than the reader reads (written-prices.ts): whatever the rest says, which one is the offer is a question.
  if (numbers.unread)
    return { move: { kind: "none" }, confidence: "LOW", gaps: ["too many numbers"], questions: [`You wrote many numbers: which single unit price would you pay, in ${currency}?`] };
  if (numbers.prices.length > 0) return readPrice(message, norm, numbers, context, currency);

  const accept = acceptIntent(norm);
  const withdraw = withdrawIntent(norm);
  if (accept === "yes" && withdraw === "no") {
    if (context.standingOfferMinor === null)
      return { move: { kind: "accept" }, confidence: "MEDIUM", gaps: ["no offer to accept yet"], questions: [ask] };
    if (CONDITION.test(norm.replace(POLITE_IF, "")))
      return { move: { kind: "accept" }, confidence: "MEDIUM", gaps: ["condition"], questions: [`Do you accept our current offer as it stands, without conditions?`] };
    return { move: { kind: "accept" }, confidence: "HIGH", gaps: [], questions: [] };
  }
  if (withdraw === "yes" && accept === "no") return { move: { kind: "withdraw" }, confidence: "HIGH", gaps: [], questions: [] };
  if (withdraw !== "no" && accept === "no")
    return { move: { kind: "withdraw" }, confidence: "MEDIUM", gaps: ["withdraw or keep negotiating"], questions: [`Do you want to end this negotiation, or would you make an offer in ${currency}?`] };
  if (accept !== "no")
    return {
      move: { kind: "accept" },
      confidence: "LOW",
      gaps: [accept === "doubtful" ? "conditional or negated acceptance" : "accept or withdraw"],
      questions: [`Do you accept our current offer as it stands? If not, what unit price would you pay, in ${currency}?`],
    };

  const percent = numbers.others.some((o) => o.reason === "percent");
  if (PRICE_QUESTION.test(norm) || percent)
    return { move: { kind: "question", topic: "price" }, confidence: "MEDIUM", gaps: ["price"], questions: [ask] };
  if (TERMS_QUESTION.test(norm))
    return {
      move: { kind: "question", topic: "terms" },
      confidence: "MEDIUM",
      gaps: ["price"],
      questions: [`This conversation settles the price only; what unit price would you pay, in ${currency}?`],
    };
  if (norm.includes("?")) return { move: { kind: "question", topic: "other" }, confidence: "LOW", gaps: ["price"], questions: [ask] };
  return { move: { kind: "none" }, confidence: "UNCERTAIN", gaps: ["offer"], questions: [ask] };
}

interface Offer {
  price: WrittenPrice;
  start: number;
  end: number;
  /** The unit price it implies, or null when a total does not divide by the quantity. */
  unit: number | null;
}

function readPrice(message: string, norm: string, numbers: WrittenNumbers, context: InterpretationContext, currency: string): Reading {
  const quantity = Number.isSafeInteger(context.quantity) && context.quantity > 0 ? context.quantity : 1;
  const ask = askPrice(currency);
  const notHigh = (move: InterpretedMove, gap: string, question = ask, confidence: Confidence = "MEDIUM"): Reading => ({ move, confidence, gaps: [gap], questions: [question] });

  if (numbers.located.some((l) => l.price.currency !== null && l.price.currency !== currency))
    return notHigh({ kind: "none" }, "currency", `We negotiate in ${currency}: what unit price would you pay, in ${currency}?`);
  if (numbers.located.some((l) => l.price.range))
    return notHigh({ kind: "none" }, "single price (a range was given)", `Which single unit price would you pay, in ${currency}?`);

  let offers: Offer[] = numbers.located.map((l) => ({ ...l, unit: unitOf(l.price, quantity) }));
  // An amount quoted back from the shop ("your 150 is too high") or objected to is not the buyer's offer.
  const own = offers.filter((o) => !quotedOrObjected(message, o));
  if (own.length === 0) return { move: { kind: "question", topic: "price" }, confidence: "MEDIUM", gaps: ["price"], questions: [ask] };
  offers = own;
  // Beside another amount, the shop's standing offer is being quoted ("not 125, but 110"), not offered.
  const standing = context.standingOfferMinor;
  if (standing !== null && new Set(offers.map((o) => o.unit)).size > 1) {
    const notStanding = offers.filter((o) => o.unit !== standing);
    if (notStanding.length > 0) offers = notStanding;
  }
  const distinct = new Set(offers.map((o) => (o.unit === null ? `total:${o.price.minor}` : `unit:${o.unit}`)));
  if (distinct.size > 1)
    return notHigh({ kind: "none" }, "which amount is the offer", `You wrote several amounts: which one is your offer per unit, in ${currency}?`, distinct.size > 2 ? "LOW" : "MEDIUM");

  // One amount (perhaps written twice, or as a unit price and its matching total): prefer how it was written per unit.
  const offer = offers.find((o) => o.price.basis === "unit") ?? offers.find((o) => o.price.basis === null) ?? offers[0]!;
  const basis = offer.price.basis ?? "unit";
  if (offer.unit === null)
    return notHigh({ kind: "none" }, "total does not divide evenly by the quantity", `Your total does not split evenly over the units: what unit price would you pay, in ${currency}?`);
  const final = FINAL.test(norm);
  const move: InterpretedMove = { kind: "price", priceMinor: offer.unit, basis, final };

  const accept = acceptIntent(norm);
  if (accept === "yes" && standing !== null && offer.unit === standing && !OFFER_CUE.test(norm)) return { move: { kind: "accept" }, confidence: "HIGH", gaps: [], questions: [] };
  const cue = OFFER_CUE.test(norm) || CEILING.test(norm);
  if (accept !== "no" && !cue)
    return notHigh(move, "accept or new offer", `Do you accept our current offer, or is the amount you wrote a new offer per unit in ${currency}?`);
  const withdraw = withdrawIntent(norm);
  if (withdraw === "yes" || (withdraw === "doubtful" && !cue))
    return notHigh(move, "withdraw or offer", `Do you want to end this negotiation, or is the amount you wrote your offer per unit in ${currency}?`);

  const window = windowBefore(message, offer.start);
  if (NEGATION.test(window) && !CEILING.test(window)) return notHigh(move, "negated amount");
  if (CONDITION.test(norm.replace(POLITE_IF, ""))) return notHigh(move, "condition", `Is the amount you wrote your offer per unit in ${currency}, with no conditions attached?`);
  if (numbers.others.some((o) => o.reason === "percent")) return notHigh(move, "percentage", `Please state your offer as a unit price in ${currency}, without percentages.`);
  if (numbers.others.some((o) => o.reason === "quantity" && o.value !== null && o.value !== quantity))
    return notHigh(move, "quantity", `This negotiation is for a fixed quantity; what unit price would you pay for it, in ${currency}?`);
  // A bare amount with no basis above the shop's unit offer is likely a total for several units.
  if (offer.price.basis === null && quantity > 1 && standing !== null && offer.price.minor > standing)
    return notHigh(move, "unit or total price", `Is the amount you wrote the price per unit, or for all units together (in ${currency})?`);
  if (cue || isBare(message, numbers)) return { move, confidence: "HIGH", gaps: [], questions: [] };
  return notHigh(move, "is this an offer", `Is the amount you wrote your offer per unit, in ${currency}?`);
}

/** The clause right before an amount, back to the previous number. */
function windowBefore(message: string, start: number): string {
  const before = message.slice(Math.max(0, start - 40), start);
  return normalizeForRules(before.slice(lastDigitEnd(before)));
}

function quotedOrObjected(message: string, offer: Offer): boolean {
  return SHOP_REFERENCE.test(windowBefore(message, offer.start)) || OBJECTION_AFTER.test(normalizeForRules(message.slice(offer.end, offer.end + 40)));
}

/**
 * The unit price a written amount stands for. A total that does not divide evenly by the quantity gives none:
 * rounding it would be a number the buyer never wrote, so the buyer is asked for a unit price instead.
 */
function unitOf(price: WrittenPrice, quantity: number): number | null {
  if (price.basis !== "total") return price.minor;
  return price.minor % quantity === 0 ? price.minor / quantity : null;
}

function lastDigitEnd(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (/\d/.test(text[i]!)) return i + 1;
  return 0;
}

/** Words that may stand beside a bare amount ("Hi, 120 per unit please") without changing what it is. */
const FILLER = new Set(
  (
    "ok okay so well hmm hm then please pls plz thanks thank you thx hi hello hey dear per unit units each apiece ea total in for all " +
    "the lot a an price offer final eur euro euros usd dollar dollars gbp pound pounds chf jpy yen sek nok dkk pln cad aud bucks of " +
    "everything altogether overall it is piece item just only at sir madam team regards cheers"
  ).split(" "),
);

function isBare(message: string, numbers: WrittenNumbers): boolean {
  let rest = "";
  let from = 0;
  for (const l of numbers.located) {
    rest += message.slice(from, l.start) + " ";
    from = l.end;
  }
  rest += message.slice(from);
  const words = normalizeForRules(rest).match(/\p{L}+/gu) ?? [];
  return words.every((w) => FILLER.has(w));
}

// ---------------------------------------------------------------------------------------------------------
// Instructions to the system, hidden and encoded text. Any of these caps the reading below HIGH.

const INJECTION: RegExp[] = [
  /\b(?:ignore|disregard|forget|override|overwrite|bypass|skip|abandon|discard|delete|erase|reset)\b[^.!?\n]{0,40}\b(?:instructions?|rules?|prompts?|guidelines?|directions?|constraints?|polic(?:y|ies)|programming|context|guardrails?|restrictions?|limits?|settings?|training|system|configuration|directives?|messages?)\b/,
  /\b(?:new|updated|revised|real|actual|hidden|secret|special|additional|override|admin|developer) (?:instructions?|rules?|directives?|system prompt|orders|task|mode|command)\b/,
  /\bsystem ?(?:prompt|message|instructions?|override|note|notice|update|alert|command|admin)\b/,
  /\b(?:you are now|from now on,? you|act as|pretend (?:to be|you are|that)|role-?play|jailbreak|do anything now|developer mode|dev mode|god mode|admin mode|maintenance mode|debug mode|test mode|sudo|root access|unrestricted|unfiltered)\b/,
  /(?:^|[\s[<({"'|*#>])(?:system|assistant|developer|tool|function|admin|operator|root)\s*(?:[:>\]]|\|>)/,
  /<\|?\/?(?:im_start|im_end|system|assistant|user|endoftext|tool|function|instructions?)|\[\/?(?:inst|sys|system|admin)\]|<<\/?sys>>|```|~~~/,
  /"(?:role|tool|tool_name|function|name|arguments|method|params|tool_call|tool_result|result|action|priceminor|price_minor|status|jsonrpc|type)"\s*:/,
  /\b(?:tool_call|tool_calls|function_call|tool_result|tool_use|toolresult|mcp|jsonrpc|priceminor|price_minor|accept_offer|set_price|override_price)\b/,
  /\b(?:i am|i'm|this is|we are|speaking as|as) (?:the |your |a |an )?(?:shop |store |site |platform )?(?:owner|admin(?:istrator)?|developer|operator|manager|ceo|founder|engineer|staff|employee|moderator|supervisor|boss|creator|programmer|seller)\b/,
  /\bparley\b|\b(?:authori[sz]ed by|authori[sz]ation|clearance|override code|admin code|access code|permission granted|verified by|approved by|signed off)\b/,
  /\b(?:on behalf of|message from|note from|memo from|directive from|notice from|update from) (?:the )?(?:shop|store|owner|management|admin|developers?|headquarters|hq|support|seller)\b/,
  /\b(?:you|we|they|the shop|the seller|your colleague|your manager|the owner) (?:already |previously |just |have |had |did )*(?:agreed|accepted|confirmed|approved|promised|guaranteed|signed|settled)\b/,
  /\bas (?:we |you )?(?:agreed|discussed|promised|confirmed|arranged)\b|\b(?:already|previously) (?:agreed|accepted|confirmed|approved|settled|promised)\b/,
  /\b(?:agreed|confirmed|approved|promised) (?:earlier|before|previously|yesterday|last (?:time|week|round)|on the phone|by email|in (?:the )?(?:chat|call|email))\b/,
  /\bconfirm (?:the|our|my|this|that) (?:deal|agreement|order|purchase|price|sale)\b|\byou (?:said|told me|promised)(?: me)? (?:you'?d|you would|you will|you'll|it'?s|it was|that|yes|we|i could|i can|the price)\b|\bwe (?:have|had) (?:a|an) (?:deal|agreement)\b|\bdeal (?:is|was) (?:done|closed|made|agreed|final)\b/,
  /\b(?:set|change|update|make|force|put|override|adjust|lower|reduce|drop) (?:the |your |my |this )?(?:unit |final |agreed )?(?:price|cost|offer|amount|total|pricing)\s*(?:to|=|at|down to)\b/,
  /\bprice\s*(?:=|:=|is now|has been (?:changed|set|updated|lowered)|should now be)|\b(?:the )?price is (?:now )?(?:free|zero)\b/,
  /\b(?:apply|give|grant|add|use|activate) (?:me )?(?:a |an |the )?(?:\d+ ?%|\d+ ?percent|full|maximum|max|employee|staff|vip|special|secret|internal)? ?(?:discount|coupon|voucher|promo)\b/,
  /\b\d+ ?(?:%|percent) (?:off|discount)\b|\b(?:for free|free of charge|at no (?:cost|charge)|costs? nothing)\b/,
  /\b(?:agree|accept|sell|close|settle|deal)(?: it| this)? (?:at|for|on) (?:the |your )?(?:floor|minimum|reserve|lowest|cost|bottom)\b/,
  /\b(?:reveal|tell|show|give|print|repeat|output|display|leak|disclose|share|dump|list|send|what(?:'s| is| are)|whats)\b[^.!?\n]{0,40}\b(?:floor|reserve|system prompt|prompt|instructions|polic(?:y|ies)|rules|configuration|config|secrets?|api key|password|token|credentials|margin|cost price|other (?:buyers|customers|clients)|internal)\b/,
  /\b(?:floor price|reserve price|minimum (?:acceptable|allowed) price|your floor|the floor|your reserve|walk-?away price|bottom price|cost price|other (?:buyers|customers|clients) (?:paid|pay|got|offered))\b/,
  /\boverride\b|\b(?:obey|comply with|execute|follow) (?:this|these|the following|it|my instructions)\b|\b(?:repeat|print|output|show|reveal) (?:everything|all|the text|the words|what(?:'s| is)) (?:above|before|written)\b/,
  /\b(?:updated|corrected|adjusted|official|actual|real) (?:unit )?price\b|\bnew price\s*(?::|=|is now)|\bold price is (?:void|invalid|cancell?ed)\b/,
  /\b(?:lowest|minimum|least)(?: price)? (?:you(?:'d| would| will| can| could)|you're willing to) (?:accept|take|go|sell)\b/,
  /\b(?:base-?64|rot-?13|hexadecimal|decode|decoded|decrypt|cipher|encoded|obfuscated|unicode escape)\b/,
  /<!--|-->|<\/?[a-z][a-z0-9]*(?:\s[^<>]{0,200})?>|\bstyle\s*=|display\s*:\s*none|visibility\s*:\s*hidden|color\s*:\s*(?:white|#fff)|font-size\s*:\s*0|\[\/\/\]:|\{\{|\}\}/,
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
