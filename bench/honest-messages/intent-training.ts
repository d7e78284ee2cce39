/**
 * How the second opinion on the kind of a move (intent-model.ts) is trained and how far it is allowed to doubt.
 * Pure functions; second-opinion-lr.ts runs them over the seen sets.
 *
 * - `trainIntent`: multinomial logistic regression by AdaGrad over a seeded order of the examples, with L2 on the
 *   weights it touches. Deterministic: the same examples and options give the same weights.
 * - `leaveOneSetOut`: each set's messages scored by a model trained on every other set. A set is one author's
 *   dialect, so this is the closest the seen sets come to a new author's words (a random split would put the four
 *   versions of one situation, or one writer's habits, on both sides).
 * - `doubtThreshold`: the largest probability below which the rules' binding HIGH readings may be asked back, such
 *   that no more than `budget` of the readings the rules got right are asked back, out of set.
 */
import { mulberry32 } from "../../rehearsal/random";
import { INTENT_KINDS, intentFeatures, type IntentKind, type IntentWeights } from "../../language/reader/intent-model";

export interface IntentExample {
  text: string;
  kind: IntentKind;
}

export interface TrainingOptions {
  buckets: number;
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

export const TRAINING: TrainingOptions = { buckets: 1 << 15, epochs: 20, learningRate: 0.5, l2: 1e-4, seed: 29 };

export function trainIntent(examples: readonly IntentExample[], options: TrainingOptions = TRAINING): IntentWeights {
  const kinds = INTENT_KINDS.length;
  const weights = new Float64Array(options.buckets * kinds);
  const squared = new Float64Array(options.buckets * kinds);
  const bias = new Array<number>(kinds).fill(0);
  const biasSquared = new Array<number>(kinds).fill(0);
  const rows = examples.map((e) => ({ features: intentFeatures(e.text, options.buckets), kind: INTENT_KINDS.indexOf(e.kind) }));
  const order = rows.map((_, i) => i);
  const random = mulberry32(options.seed);
  const logits = new Array<number>(kinds);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const { features, kind } = rows[index]!;
      const value = features.length === 0 ? 0 : 1 / Math.sqrt(features.length);
      for (let k = 0; k < kinds; k++) logits[k] = bias[k]!;
      for (const f of features) for (let k = 0; k < kinds; k++) logits[k]! += weights[f * kinds + k]! * value;
      const top = Math.max(...logits);
      let sum = 0;
      for (let k = 0; k < kinds; k++) sum += logits[k] = Math.exp(logits[k]! - top);
      for (let k = 0; k < kinds; k++) {
        const gradient = logits[k]! / sum - (k === kind ? 1 : 0);
        biasSquared[k]! += gradient * gradient;
        bias[k]! -= (options.learningRate * gradient) / Math.sqrt(biasSquared[k]! + 1e-8);
        for (const f of features) {
          const at = f * kinds + k;
          const g = gradient * value + options.l2 * weights[at]!;
          squared[at]! += g * g;
          weights[at]! -= (options.learningRate * g) / Math.sqrt(squared[at]! + 1e-8);
        }
      }
    }
  }
  return { buckets: options.buckets, bias, weights };
}

/** For each set, its messages' examples scored by a model trained on the other sets: [set index][message index]. */
export function leaveOneSetOut(sets: ReadonlyArray<readonly IntentExample[]>, score: (model: IntentWeights, example: IntentExample) => number[], options: TrainingOptions = TRAINING): number[][][] {
  return sets.map((held, s) => {
    const model = trainIntent(
      sets.flatMap((set, other) => (other === s ? [] : set)),
      options,
    );
    return held.map((example) => score(model, example));
  });
}

/** One binding HIGH reading of the rules, out of set: whether the rules had it right, and the model's probability of its kind. */
export interface GatedReading {
  rulesRight: boolean;
  probability: number;
}

/**
 * The largest threshold τ (probabilities below τ are asked back) that asks back at most `budget` (a share) of the
 * readings the rules had right. Candidates are the probabilities themselves, so the answer is exact for the data.
 */
export function doubtThreshold(readings: readonly GatedReading[], budget: number): number {
  const right = readings.filter((r) => r.rulesRight).map((r) => r.probability).sort((a, b) => a - b);
  const allowed = Math.floor(budget * right.length);
  // Asking back everything strictly below right[allowed] asks back exactly the `allowed` lowest (ties stay).
  return right.length === 0 ? 0 : right[Math.min(allowed, right.length - 1)]!;
}
