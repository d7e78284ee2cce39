/**
 * An experiment, not part of the reader (issue 29, 2026-11-27, second try): the naive-Bayes second opinion of
 * second-opinion.ts done as its closing note asked — logistic regression over word and character features
 * (intent-model.ts), its threshold calibrated out of set on the seen sets only, and a gate that only lowers the
 * confidence of a binding reading (a bid, an acceptance or a walk-away at HIGH; a question read at MEDIUM is
 * answered all the same, so gating questions would change a figure and nothing a buyer sees).
 *
 * 1. Each seen set is scored by a model trained on the other seen sets (a set is one writer's dialect: the nearest
 *    the seen sets come to a new writer), and read by the rules.
 * 2. τ: the largest probability that asks back at most DOUBT_BUDGET of the binding HIGH readings the rules had
 *    right, out of set.
 * 3. A model trained on every seen set gates the rules on the sets kept for reporting, figures only: below τ, and
 *    (for comparison with the naive-Bayes experiment) wherever the model's most likely kind is another.
 *
 *   node --import tsx bench/honest-messages/second-opinion-lr.ts
 */
import { pathToFileURL } from "node:url";
import { interpretOffline } from "../../language/offline-interpreter";
import { INTENT_KINDS, intentProbabilities, type IntentKind } from "../../language/reader/intent-model";
import { doubtThreshold, leaveOneSetOut, trainIntent, type GatedReading } from "./intent-training";
import { judge, score, type Reading } from "./score";
import { examplesOf, kindLabelled, REPORTED, SEEN_SETS } from "./second-opinion";
import type { HonestMessage } from "./types";

/** The kinds whose HIGH reading binds or ends a negotiation: the only ones the second opinion may ask back. */
const DOUBTED_KINDS: readonly IntentKind[] = ["price", "accept", "withdraw"];

/** The share of right binding readings the gate may ask back, out of set. */
const DOUBT_BUDGET = 0.02;

const binding = (r: Reading) => r.confidence === "HIGH" && (DOUBTED_KINDS as readonly string[]).includes(r.move.kind);
const probabilityOf = (p: readonly number[], kind: string) => p[INTENT_KINDS.indexOf(kind as IntentKind)]!;
const mostLikely = (p: readonly number[]) => INTENT_KINDS[p.indexOf(Math.max(...p))]!;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outOfSet = leaveOneSetOut(SEEN_SETS.map(examplesOf), (model, e) => intentProbabilities(model, e.text));
  const gated: GatedReading[] = [];
  let kindsRight = 0;
  SEEN_SETS.forEach((messages, s) =>
    messages.forEach((m, i) => {
      const p = outOfSet[s]![i]!;
      if (mostLikely(p) === kindLabelled(m)) kindsRight++;
      const reading = interpretOffline(m.text, m.context);
      if (binding(reading)) gated.push({ rulesRight: judge(m, reading).readCorrectly, probability: probabilityOf(p, reading.move.kind) });
    }),
  );
  const seen = SEEN_SETS.reduce((n, set) => n + set.length, 0);
  const threshold = doubtThreshold(gated, DOUBT_BUDGET);
  const asked = gated.filter((g) => g.probability < threshold);
  console.log(`seen: ${seen} messages; kind read right out of set ${((100 * kindsRight) / seen).toFixed(1)}%`);
  console.log(`  binding HIGH readings ${gated.length}, ${gated.filter((g) => !g.rulesRight).length} wrong; τ = ${threshold.toFixed(3)} asks back ${asked.filter((g) => g.rulesRight).length} right and ${asked.filter((g) => !g.rulesRight).length} wrong`);

  const model = trainIntent(SEEN_SETS.flatMap(examplesOf));
  const figures = (messages: readonly HonestMessage[], readings: readonly Reading[]) => {
    const o = score(messages, readings).overall;
    return `${(100 * o.clearRate).toFixed(1)}% clear at HIGH, ${o.misreads} misreads, ${o.actedOn}/${o.ambiguous} ambiguous acted on`;
  };
  for (const [name, messages] of Object.entries(REPORTED)) {
    const rules = messages.map((m) => interpretOffline(m.text, m.context));
    const opinions = messages.map((m) => intentProbabilities(model, m.text));
    const kindRight = (kinds: readonly string[]) => ((100 * kinds.filter((k, i) => k === kindLabelled(messages[i]!)).length) / messages.length).toFixed(1);
    const gate = (doubts: (r: Reading, p: readonly number[]) => boolean) => rules.map((r, i) => (binding(r) && doubts(r, opinions[i]!) ? { ...r, confidence: "MEDIUM" as const } : r));
    console.log(`${name} (${messages.length}): kind read right by the model ${kindRight(opinions.map(mostLikely))}%, by the rules ${kindRight(rules.map((r) => r.move.kind))}%`);
    console.log(`  rules alone:                     ${figures(messages, rules)}`);
    console.log(`  asked back below τ:              ${figures(messages, gate((r, p) => probabilityOf(p, r.move.kind) < threshold))}`);
    console.log(`  asked back where another kind leads: ${figures(messages, gate((r, p) => mostLikely(p) !== r.move.kind))}`);
  }
}
