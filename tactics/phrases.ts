/**
 * What buyers say when they use a tactic, as plain patterns (linear-time alternations: a buyer's text never
 * makes a detector slow). A match returns the phrase matched, which is all the evidence quotes: the buyer's
 * text itself is never copied into a record.
 */

/** Only the start of a message is read: tactics are stated, not buried in page 3. */
const READ_CHARS = 2000;

export function normalise(text: string): string {
  return text.slice(0, READ_CHARS).toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'").replace(/\s+/g, " ");
}

export const PHRASES = {
  /** Shock at the shop's price (flinching). */
  shock: /\b(what\?|whoa|wow|you('re| are) (joking|kidding)|are you (serious|kidding|joking)|that's (crazy|insane|absurd|outrageous|ridiculous)|(ridiculous|outrageous|absurd|insane|daylight robbery|highway robbery|rip-?off)|way too (much|expensive|high)|too expensive|no way)/,
  /** Agreement in principle (the setting for nibbling). */
  agree: /\b(it's a deal|we have a deal|(that's a )?deal\b|agreed|sounds good|works for me|let's do it|i('ll| will) take it|you('ve| have) got a deal|fine,? (then|ok)|ok,? (deal|fine))/,
  /** A new ask on top of a price (nibbling). */
  addOn: /\b(throw(ing)? in|add(ing)? in|includ(e|ing)|free (shipping|delivery|installation|returns|setup|upgrade)|one (more|last) thing|on top|(an |one )?extra|bonus|upgrade|(extended|longer|extra) warranty|additional (discount|\d+ ?%))/,
  /** Deadline claims (time pressure). */
  deadline: /\b(deadline|final offer|last offer|take it or leave it|last chance|now or never|running out of time|out of time|need (an answer|to (decide|know|close))|(answer|decide|close) (by|before|today|tonight|now)|by (tomorrow|tonight|today|noon|(the )?end of (the )?(day|week|month|quarter)|monday|tuesday|wednesday|thursday|friday)|(within|in) (the next )?\d+ (minutes?|hours?|days?)|expir(es|ing)|hurry|asap|today only|only today|right now)/,
  /** Proposals to meet in the middle (split the difference). */
  split: /\b(split (it|the difference)|meet (you )?(in the middle|halfway)|halfway|fifty[- ]fifty|50 ?\/ ?50|middle ground)/,
  /** Someone else who is the hard one (the bad cop). */
  thirdParty: /\b(my|our) (boss|manager|director|partner|cfo|ceo|finance( team| department)?|procurement( team| department)?|purchasing( team| department)?|committee|board|accountant|head office|team lead|supervisor)\b/,
  /** The third party's limit, stated. */
  constraint: /(won't|will not|wouldn't|would not|doesn't|does not|never|can't|cannot) (approve|allow|sign( off)?|let me|accept|go (above|over|higher|beyond))|hands are tied|not up to me|above my pay ?grade|out of my hands|if it were up to me|only (approves?|allows?|authori[sz]ed?)|(approved|authori[sz]ed) (me )?(up )?to|(budget|limit) (is|of)/,
  /** The good cop's sympathy. */
  sympathy: /\b(i('d| would) love to|i personally|personally,? i|on your side|i('m| am) with you|i get it|believe me,? i)/,
} as const;

/** The phrase `pattern` matches in `text` (normalised), or null. */
export function said(text: string, pattern: RegExp): string | null {
  const m = pattern.exec(normalise(text));
  return m ? m[0].trim().slice(0, 40) : null;
}
