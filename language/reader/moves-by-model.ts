/**
 * A walk-away or an acceptance the rules do not know the words for, read by the statistical model of the kind of a
 * move (intent-model.ts) — and then ASKED, never acted on. The rules recognise leaving and taking the offer by the
 * phrases and sentence shapes of the sets they were written from; each new writer says it in words of their own
 * ("Alas, the numbers don't work for us. All the best with the sale."), and on sets no rule was tuned on these were
 * the moves most often read as nothing at all, so the buyer was asked for a price it had no wish to give. The model
 * reads the kind of a move from how thousands of honest buyers wrote, and carries over to new words where the rules
 * do not.
 *
 * It is consulted only where the rules found NOTHING (a reading of "none" at UNCERTAIN: no amount, no question, no
 * cue of leaving or accepting), and it must be surer of the move than of every other kind together. It never reads a
 * number. Being a bag of words and letters, it cannot tell "That's too rich for me" (an objection the shop should
 * answer) from leaving, or "We have not gone with another supplier" from having gone: so its reading is a question to
 * the buyer — "Do you want to end this negotiation?", "To confirm: you accept …?" — and binds nothing until the buyer
 * answers. An acceptance at HIGH comes from the rules alone; a walk-away the model reads beyond every cue the rules
 * weigh stands at HIGH (MODEL_LEAVES_ABOVE; offline-interpreter.ts' `leavesBeyondTheRulesCues`).
 */
import { byKind, INTENT_KINDS, intentProbabilities, unpackWeights, type IntentKind, type IntentWeights } from "./intent-model";
import { INTENT_WEIGHTS } from "./intent-weights";

/** How sure the model must be of a move: more likely than every other kind together. */
export const MODEL_MOVE_ABOVE = 0.5;

/**
 * How sure the model must be of leaving, in the words left once the rules' own cues are taken out, for its walk-away
 * to stand without asking (offline-interpreter.ts' `leavesBeyondTheRulesCues`). Out of set (each seen set scored by
 * a model trained on the others) no message of another kind came near it; the honest near-misses the tests keep
 * ("let's leave it there and talk tomorrow", "keep it for me till Friday") sit below it.
 */
export const MODEL_LEAVES_ABOVE = 0.8;

/** The moves the model may suggest where the rules found nothing. */
export type ModelMove = "withdraw" | "accept";

const SUGGESTED: readonly ModelMove[] = ["withdraw", "accept"];
let model: IntentWeights | undefined;

/** The model's probability of each kind of move for a message, by kind (the weights are unpacked on first use). */
export function moveProbabilities(message: string): Record<IntentKind, number> {
  model ??= unpackWeights(INTENT_WEIGHTS);
  return byKind(intentProbabilities(model, message));
}

/** The kind of move the model finds most likely (the first of the kinds on a tie). */
export function mostLikelyKind(probabilities: Readonly<Record<IntentKind, number>>): IntentKind {
  return INTENT_KINDS.reduce((best, kind) => (probabilities[kind] > probabilities[best] ? kind : best));
}

/** The move these probabilities suggest: a walk-away or an acceptance the model is sure enough of; else null. */
export function suggestedMove(probabilities: Readonly<Record<IntentKind, number>>): ModelMove | null {
  return SUGGESTED.find((kind) => probabilities[kind] > MODEL_MOVE_ABOVE) ?? null;
}

/** The move the model reads in a message, when it is a walk-away or an acceptance it is sure enough of; else null. */
export function moveByModel(message: string): ModelMove | null {
  return suggestedMove(moveProbabilities(message));
}
