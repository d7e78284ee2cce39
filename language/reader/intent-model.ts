/**
 * A small statistical model of how buyers write, read for the KIND of a move (bid, accept, walk away, ask, or none
 * of these), never for a number. Multinomial logistic regression over hashed features of the text — character
 * n-grams (2 to 5, digits folded to "0"), words and word pairs — scaled to unit length, so a long message is not
 * surer than a short one. Trained on the seen honest-buyer sets by bench/honest-messages/intent-training.ts; its
 * weights ship packed in intent-weights.ts (written by bench/honest-messages/train-intent.ts, checked by a test to be
 * what training gives). The reader uses it in one place only, where its rules found nothing at all
 * (walk-away-by-model.ts). Pure: the same text always gives the same probabilities.
 */

/** The kinds of move the model tells apart (an ambiguous message is "none": it should be asked back). */
export const INTENT_KINDS = ["price", "accept", "withdraw", "question", "none"] as const;
export type IntentKind = (typeof INTENT_KINDS)[number];

/** Only the first characters are read: what decides the kind of a move is said early, and this bounds the work. */
export const READ_AT_MOST = 2_000;

/** The text the features are taken from: lower case, every number folded to one "0", runs of space as one. */
export function foldForIntent(text: string): string {
  return text
    .slice(0, READ_AT_MOST)
    .normalize("NFC")
    .toLowerCase()
    .replace(/\d+(?:[.,' \u00a0\u202f]\d+)*/gu, "0")
    .replace(/\s+/gu, " ")
    .trim();
}

/** FNV-1a over UTF-16 units: a stable hash of a feature's name. */
function hash(feature: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The features of a message, as distinct bucket numbers in [0, buckets). */
export function intentFeatures(text: string, buckets: number): number[] {
  const folded = foldForIntent(text);
  const padded = ` ${folded} `;
  const out = new Set<number>();
  for (let n = 2; n <= 5; n++) for (let i = 0; i + n <= padded.length; i++) out.add(hash(`c${padded.slice(i, i + n)}`) % buckets);
  const words = folded.match(/[\p{L}\p{N}]+|[?!€$£¥]/gu) ?? [];
  for (let i = 0; i < words.length; i++) {
    out.add(hash(`w${words[i]}`) % buckets);
    if (i + 1 < words.length) out.add(hash(`p${words[i]} ${words[i + 1]}`) % buckets);
  }
  return [...out];
}

/** A trained model: per kind a bias and one weight per bucket (bucket-major: weights[bucket * kinds + kind]). */
export interface IntentWeights {
  buckets: number;
  bias: readonly number[];
  weights: ArrayLike<number>;
}

/** The probability of each kind for a message, in INTENT_KINDS order. */
export function intentProbabilities(model: IntentWeights, text: string): number[] {
  const kinds = INTENT_KINDS.length;
  const features = intentFeatures(text, model.buckets);
  const value = features.length === 0 ? 0 : 1 / Math.sqrt(features.length);
  const logits = [...model.bias];
  for (const f of features) for (let k = 0; k < kinds; k++) logits[k]! += model.weights[f * kinds + k]! * value;
  const top = Math.max(...logits);
  const exp = logits.map((l) => Math.exp(l - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** Probabilities in INTENT_KINDS order (intentProbabilities), by kind. */
export function byKind(probabilities: readonly number[]): Record<IntentKind, number> {
  return Object.fromEntries(INTENT_KINDS.map((kind, i) => [kind, probabilities[i]!])) as Record<IntentKind, number>;
}

/**
 * A model as it ships: every weight rounded to one signed byte of `scale` (weight ≈ byte × scale), the bytes in
 * base64. A quarter of a float's size, and a test checks that no reading of the seen sets changes for it.
 */
export interface PackedIntentWeights {
  buckets: number;
  bias: readonly number[];
  scale: number;
  bytes: string;
}

export function packWeights(model: IntentWeights): PackedIntentWeights {
  let largest = 0;
  for (let i = 0; i < model.weights.length; i++) largest = Math.max(largest, Math.abs(model.weights[i]!));
  const scale = largest === 0 ? 1 : largest / 127;
  const bytes = new Uint8Array(model.weights.length);
  for (let i = 0; i < model.weights.length; i++) bytes[i] = Math.round(model.weights[i]! / scale) & 0xff;
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { buckets: model.buckets, bias: [...model.bias], scale, bytes: btoa(binary) };
}

export function unpackWeights(packed: PackedIntentWeights): IntentWeights {
  const binary = atob(packed.bytes);
  const weights = new Float64Array(binary.length);
  for (let i = 0; i < binary.length; i++) weights[i] = ((binary.charCodeAt(i) << 24) >> 24) * packed.scale;
  if (weights.length !== packed.buckets * INTENT_KINDS.length) throw new Error("packed intent weights do not match their bucket count");
  return { buckets: packed.buckets, bias: packed.bias, weights };
}
