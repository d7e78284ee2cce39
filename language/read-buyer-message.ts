/**
 * The one call that turns a buyer's free text into a guarded reading, for price-only products and packages alike.
 *
 * `readBuyerMessage(message, context, { interpreter? })`:
 * - `context` is an InterpretationContext (interpretation.ts), everything in it public: `currency`, `quantity`,
 *   `standingOfferMinor`, `lastBuyerBidMinor?` (the buyer's own last unit bid: relative bids, and the price kept
 *   by a terms-only counter), and for a product with terms besides price (issue 28):
 *   - `terms?: PublicTerm[]` — the product's public terms (terms/public.ts publicTerms);
 *   - `options?: { id, priceMinor?, terms? }[]` — the shop's standing options in the order shown (the kernel's
 *     PackageOption list; the first is the standing offer). With ids only, "option 2" / "the second one" are
 *     read; with their terms, "the one with 30 days" too;
 *   - `now?: number` (epoch ms) and `utcOffsetMinutes?` — "by Friday", "bis zum 15. März" become days from that
 *     day; without `now` such a message is asked back.
 * - `interpreter` is an optional MessageInterpreter (a model, createInterpreter); without it the offline rules read.
 *   A model reads no terms: when the rules read terms or an option in the message, the rules' reading is the one
 *   taken (and guarded like any other).
 *
 * It returns an Interpretation: `move` is one of
 * - `{ kind: "price", priceMinor, basis, final, terms? }` — a counter; `terms` maps term id → value (numbers on
 *   the term's grid, or one of a choice term's values) for the terms the message names, the others left out
 *   (the kernel takes them as the shop offered). A terms-only message keeps the buyer's last bid as the price
 *   (`derivation: { operation: "same", from: "last-bid" }`), or is asked back when there is none;
 * - `{ kind: "accept", optionId? }` — takes the standing offer, or the named option; with several options and
 *   none named the buyer is asked which;
 * - `{ kind: "withdraw" }`, `{ kind: "question", … }`, `{ kind: "none" }` as before;
 * with `confidence` (only HIGH moves a negotiation), `gaps`, `questions` (empty exactly when HIGH), `language`,
 * `derivation` and `termSources` (for each term: the words it was read from and how: "as written", "converted",
 * "days from now"). Every number in a HIGH move is one the buyer wrote, an exact conversion of one, a public
 * number the named derivation recomputes, or the days from `now` to a day the buyer named: guardReading checks it.
 *
 * Without terms and options in the context it is exactly the reading the worker made before: the offline rules,
 * a model when configured, then guardReading.
 */
import type { Interpretation, InterpretationContext, MessageInterpreter } from "./interpretation";
import { interpretOffline } from "./offline-interpreter";
import { guardReading } from "./reading-guard";

export interface ReadBuyerMessageOptions {
  /** A model interpreter (createInterpreter); the offline rules read when absent. */
  interpreter?: MessageInterpreter;
}

export async function readBuyerMessage(message: string, context: InterpretationContext, options: ReadBuyerMessageOptions = {}): Promise<Interpretation> {
  const rules = interpretOffline(message, context);
  const interpreter = options.interpreter;
  const termsRead = (rules.move.kind === "price" && rules.move.terms !== undefined) || (rules.move.kind === "accept" && rules.move.optionId !== undefined);
  const reading = !interpreter || interpreter.name === "offline" || termsRead ? rules : await interpreter.interpret(message, context);
  return guardReading(message, reading, context, rules);
}
