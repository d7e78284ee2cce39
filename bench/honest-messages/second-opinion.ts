/**
 * An experiment, not part of the reader (issue 29, 2026-11-27): does a small statistical model of the seen
 * honest-buyer sets read the KIND of a message (bid, accept, walk away, ask, or none of these) better than the rules
 * on words nobody tuned on, and would it make a useful second opinion? Naive Bayes over character n-grams (2 to 5;
 * features seen fewer than three times dropped), trained on every seen set; scored on the sets kept for reporting
 * (fresh12's HELD-OUT half, fresh13, fresh14), figures only. It prints:
 *   - how often the model, and the rules, read the kind right (any confidence);
 *   - the rules' figures with and without a gate that asks back a HIGH reading whose kind the model reads
 *     otherwise (everywhere, or all but bids in messages under 12 words).
 * bench/README.md ("A second opinion, measured") gives the figures and why the gate is not wired into the reader yet.
 *
 *   node --import tsx bench/honest-messages/second-opinion.ts
 */
import { pathToFileURL } from "node:url";
import { interpretOffline } from "../../language/offline-interpreter";
import { FRESH10, FRESH11, FRESH12_HELD_OUT, FRESH12_TUNE, FRESH13, FRESH14, FRESH15, FRESH16, FRESH17, FRESH18, FRESH19, FRESH20, FRESH21_HELD_OUT, FRESH21_TUNE, FRESH22_HELD_OUT, FRESH22_TUNE, FRESH23_HELD_OUT, FRESH23_TUNE, FRESH24_HELD_OUT, FRESH24_TUNE, FRESH25_HELD_OUT, FRESH25_TUNE, FRESH26_HELD_OUT, FRESH26_TUNE, FRESH27_HELD_OUT, FRESH27_TUNE, FRESH28_HELD_OUT, FRESH28_TUNE, FRESH29, FRESH2, FRESH3, FRESH4, FRESH5, FRESH6, FRESH7, FRESH8, FRESH9, FRESH_HELD_OUT, HONEST_MESSAGES } from "./index";
import { INTENT_KINDS, type IntentKind } from "../../language/reader/intent-model";
import { score } from "./score";
import type { HonestMessage } from "./types";


const SMALLEST = 2;
const LARGEST = 5;
/** Features seen fewer times than this in training are left out of the model (rare n-grams only add noise and size). */
export const MINIMUM_COUNT = 3;
/** Additive smoothing of every count. */
const SMOOTHING = 0.5;
/** Only the first characters are read: a longer message adds nothing a model of short messages can weigh. */
const READ_AT_MOST = 4_000;

/** The character n-grams of a message: lower case, digits folded to one "0", runs of spaces as one. */
export function intentFeatures(text: string): Set<string> {
  const plain = ` ${text.slice(0, READ_AT_MOST).toLowerCase().replace(/\d+(?:[.,' ]\d+)*/gu, "0").replace(/\s+/gu, " ")} `;
  const out = new Set<string>();
  for (let n = SMALLEST; n <= LARGEST; n++) for (let i = 0; i + n <= plain.length; i++) out.add(plain.slice(i, i + n));
  return out;
}

/**
 * Trains the model on labelled messages and returns it serialised: a header line with the class counts, then one
 * line per feature, "n-gram<TAB>count count count count count" (in INTENT_KINDS order), sorted, so that the same
 * examples always give the same text.
 */
export function trainIntentModel(examples: ReadonlyArray<{ text: string; kind: IntentKind }>, minimumCount = MINIMUM_COUNT): string {
  const prior = INTENT_KINDS.map(() => 0);
  const counts = new Map<string, number[]>();
  for (const { text, kind } of examples) {
    const c = INTENT_KINDS.indexOf(kind);
    prior[c]!++;
    for (const feature of intentFeatures(text)) {
      let row = counts.get(feature);
      if (row === undefined) counts.set(feature, (row = INTENT_KINDS.map(() => 0)));
      row[c]!++;
    }
  }
  const kept = [...counts].filter(([, row]) => row.reduce((a, b) => a + b, 0) >= minimumCount).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [prior.join(" "), ...kept.map(([feature, row]) => `${feature}\t${row.join(" ")}`)].join("\n");
}

export interface IntentOpinion {
  kind: IntentKind;
  /** How far ahead of the runner-up the chosen kind is, in natural-log units of probability. */
  margin: number;
}

export class IntentModel {
  private constructor(
    private readonly logPrior: readonly number[],
    private readonly logLikelihood: ReadonlyMap<string, readonly number[]>,
  ) {}

  static parse(serialised: string): IntentModel {
    const [header = "", ...lines] = serialised.split("\n");
    const prior = header.split(" ").map(Number);
    const rows = new Map<string, number[]>();
    for (const line of lines) {
      const tab = line.lastIndexOf("\t");
      rows.set(line.slice(0, tab), line.slice(tab + 1).split(" ").map(Number));
    }
    const totals = INTENT_KINDS.map((_, c) => [...rows.values()].reduce((n, row) => n + row[c]!, 0));
    const examples = prior.reduce((a, b) => a + b, 0);
    const logLikelihood = new Map<string, number[]>();
    for (const [feature, row] of rows) logLikelihood.set(feature, row.map((count, c) => Math.log((count + SMOOTHING) / (totals[c]! + SMOOTHING * rows.size))));
    return new IntentModel(
      prior.map((n) => Math.log(n / examples)),
      logLikelihood,
    );
  }

  /** The kind of move the model reads in a message, and by how much. Pure and deterministic. */
  kindOf(text: string): IntentOpinion {
    const scores = [...this.logPrior];
    for (const feature of intentFeatures(text)) {
      const row = this.logLikelihood.get(feature);
      if (row !== undefined) for (let c = 0; c < scores.length; c++) scores[c]! += row[c]!;
    }
    let best = 0;
    for (let c = 1; c < scores.length; c++) if (scores[c]! > scores[best]!) best = c;
    const runnerUp = Math.max(...scores.filter((_, c) => c !== best));
    return { kind: INTENT_KINDS[best]!, margin: scores[best]! - runnerUp };
  }
}

/** The kind a careful reader gives a message: an ambiguous one is asked back ("none"). */
export function kindLabelled(m: HonestMessage): IntentKind {
  return m.clarity === "ambiguous" ? "none" : (m.expected.kind as IntentKind);
}

/** The messages as examples of their labelled kind, what a model of the kind of a move learns from. */
export function examplesOf(messages: readonly HonestMessage[]): Array<{ text: string; kind: IntentKind }> {
  return messages.map((m) => ({ text: m.text, kind: kindLabelled(m) }));
}

/** The seen sets, one writer's dialect each: what the second opinions are trained on. */
export const SEEN_SETS: ReadonlyArray<readonly HonestMessage[]> = [HONEST_MESSAGES, FRESH_HELD_OUT, FRESH2, FRESH3, FRESH4, FRESH5, FRESH6, FRESH7, FRESH8, FRESH9, FRESH10, FRESH11, FRESH12_TUNE, FRESH13, FRESH14, FRESH15, FRESH16, FRESH17, FRESH21_TUNE, FRESH22_TUNE, FRESH23_TUNE, FRESH24_TUNE, FRESH25_TUNE, FRESH26_TUNE, FRESH27_TUNE, FRESH28_TUNE];
const SEEN: readonly HonestMessage[] = SEEN_SETS.flat();
/** The sets kept for reporting: measured, figures only, never trained on. */
export const REPORTED: Readonly<Record<string, readonly HonestMessage[]>> = { "fresh12-held-out": FRESH12_HELD_OUT, fresh18: FRESH18, fresh19: FRESH19, fresh20: FRESH20, "fresh21-held-out": FRESH21_HELD_OUT, "fresh22-held-out": FRESH22_HELD_OUT, "fresh23-held-out": FRESH23_HELD_OUT, "fresh24-held-out": FRESH24_HELD_OUT, "fresh25-held-out": FRESH25_HELD_OUT, "fresh26-held-out": FRESH26_HELD_OUT, "fresh27-held-out": FRESH27_HELD_OUT, "fresh28-held-out": FRESH28_HELD_OUT, fresh29: FRESH29 };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const model = IntentModel.parse(trainIntentModel(examplesOf(SEEN)));
  const letters = (text: string) => (text.match(/\p{L}+/gu) ?? []).length;
  const figures = (messages: readonly HonestMessage[], readings: ReturnType<typeof interpretOffline>[]) => {
    const o = score(messages, readings).overall;
    return `${(100 * o.clearRate).toFixed(1)}% clear at HIGH, ${o.misreads} misreads, ${o.actedOn}/${o.ambiguous} ambiguous acted on`;
  };
  for (const [name, messages] of Object.entries(REPORTED)) {
    const rules = messages.map((m) => interpretOffline(m.text, m.context));
    const opinions = messages.map((m) => model.kindOf(m.text));
    const kindRight = (kinds: readonly string[]) => kinds.filter((k, i) => k === kindLabelled(messages[i]!)).length / messages.length;
    const gated = (exceptShortBids: boolean) =>
      rules.map((r, i) =>
        r.confidence === "HIGH" && opinions[i]!.kind !== r.move.kind && !(exceptShortBids && r.move.kind === "price" && letters(messages[i]!.text) < 12)
          ? { ...r, confidence: "MEDIUM" as const }
          : r,
      );
    console.log(`${name} (${messages.length}): kind read right by the model ${(100 * kindRight(opinions.map((o) => o.kind))).toFixed(1)}%, by the rules ${(100 * kindRight(rules.map((r) => r.move.kind))).toFixed(1)}%`);
    console.log(`  rules alone:                  ${figures(messages, rules)}`);
    console.log(`  gated everywhere:             ${figures(messages, gated(false))}`);
    console.log(`  gated but short bids:         ${figures(messages, gated(true))}`);
  }
}
