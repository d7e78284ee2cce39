/**
 * What the model of how buyers write (language/reader/moves-by-model.ts) adds to the offline reader, set by set:
 * messages the rules read as nothing at all, which the reader now asks about instead of asking for a price — "Do you
 * want to end this negotiation?" for a walk-away, "To confirm: you accept …?" for an acceptance. Counted against the
 * labels: a question that fits (the buyer was leaving, or taking the offer), one that does not (a clear message of
 * another kind), and one put to an ambiguous message. Figures only: no message is listed, so the sets kept for
 * reporting stay unseen.
 *
 *   node --import tsx bench/honest-messages/model-questions.ts
 */
import { pathToFileURL } from "node:url";
import { interpretOffline } from "../../language/offline-interpreter";
import { kindLabelled, REPORTED, SEEN_SETS } from "./second-opinion";
import type { HonestMessage } from "./types";

export interface ModelQuestions {
  messages: number;
  /** Per move the model suggested: questions that fit the label, that do not, and put to ambiguous messages. */
  withdraw: { fits: number; other: number; ambiguous: number; labelled: number };
  accept: { fits: number; other: number; ambiguous: number; labelled: number };
}

export function modelQuestions(messages: readonly HonestMessage[]): ModelQuestions {
  const out: ModelQuestions = { messages: messages.length, withdraw: { fits: 0, other: 0, ambiguous: 0, labelled: 0 }, accept: { fits: 0, other: 0, ambiguous: 0, labelled: 0 } };
  for (const m of messages) {
    const labelled = m.clarity === "clear" ? kindLabelled(m) : "none";
    if (labelled === "withdraw" || labelled === "accept") out[labelled].labelled++;
    const r = interpretOffline(m.text, m.context);
    if (!r.gaps.includes("read by the model only")) continue;
    const suggested = r.move.kind === "accept" ? "accept" : "withdraw";
    if (m.clarity === "ambiguous") out[suggested].ambiguous++;
    else if (labelled === suggested) out[suggested].fits++;
    else out[suggested].other++;
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sets: Record<string, readonly HonestMessage[]> = { "seen (trained on)": SEEN_SETS.flat(), ...REPORTED };
  console.log("set                  | walk-aways asked: fit / other / ambiguous (of labelled) | acceptances to confirm: fit / other / ambiguous (of labelled)");
  for (const [name, messages] of Object.entries(sets)) {
    const q = modelQuestions(messages);
    const cell = (c: ModelQuestions["withdraw"]) => `${c.fits} / ${c.other} / ${c.ambiguous} (of ${c.labelled})`.padEnd(22);
    console.log(`${name.padEnd(20)} | ${cell(q.withdraw)} | ${cell(q.accept)}`);
  }
}
