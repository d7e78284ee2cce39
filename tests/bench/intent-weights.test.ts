/**
 * The reader's model of the kind of a move ships as packed weights (language/reader/intent-weights.ts, written by
 * bench/honest-messages/train-intent.ts from the seen sets only). The file must be what training gives — nobody
 * edits it by hand, and a change to the seen sets or the features must be followed by training again — and packing
 * each weight into one byte must not change what the reader does with it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { byKind, intentProbabilities, packWeights, unpackWeights, type IntentWeights } from "../../language/reader/intent-model";
import { INTENT_WEIGHTS } from "../../language/reader/intent-weights";
import { suggestedMove } from "../../language/reader/moves-by-model";
import { trainIntent } from "../../bench/honest-messages/intent-training";
import { REPORTED, SEEN_SETS } from "../../bench/honest-messages/second-opinion";
import { shippedExamples } from "../../bench/honest-messages/train-intent";

describe("the shipped intent weights", () => {
  let trained: IntentWeights;
  beforeAll(() => {
    trained = trainIntent(shippedExamples());
  });

  it("are exactly what training on the seen sets gives (run bench/honest-messages/train-intent.ts after changing them)", () => {
    expect(packWeights(trained)).toEqual(INTENT_WEIGHTS);
  });

  it("were trained on no message of a set kept for reporting", () => {
    const seen = new Set(SEEN_SETS.flat().map((m) => m.id));
    const reported = Object.values(REPORTED).flat();
    expect(Object.keys(REPORTED)).toEqual(expect.arrayContaining(["fresh12-held-out", "fresh18", "fresh19", "fresh20", "fresh21-held-out", "fresh22-held-out", "fresh23-held-out", "fresh24-held-out", "fresh25-held-out", "fresh26-held-out", "fresh27-held-out", "fresh28-held-out", "fresh29"]));
    expect(reported.filter((m) => seen.has(m.id))).toEqual([]);
  });

  it("packed into bytes, suggest the same move for every seen message as the unpacked weights do", () => {
    const packed = unpackWeights(INTENT_WEIGHTS);
    let largest = 0;
    const flipped: string[] = [];
    for (const m of SEEN_SETS.flat()) {
      const exact = intentProbabilities(trained, m.text);
      const shipped = intentProbabilities(packed, m.text);
      largest = Math.max(largest, ...exact.map((p, k) => Math.abs(p - shipped[k]!)));
      if (suggestedMove(byKind(exact)) !== suggestedMove(byKind(shipped))) flipped.push(m.id);
    }
    expect(flipped).toEqual([]);
    expect(largest).toBeLessThan(0.05);
  });
});
