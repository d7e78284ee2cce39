/**
 * How well the offline reader reads honest buyers (issue 29): every message of the honest-buyer corpus
 * (bench/honest-messages) read as the API reads it without a model (readBuyerMessage: the rules, then the guard)
 * in its context, scored by score.ts, per half, per language and per style, beside the targets: clear messages
 * read correctly at HIGH ≥ 90% overall and ≥ 85% in every language, misreads (HIGH and wrong) ≤ 0.5% of all
 * messages, ambiguous messages acted on ≤ 3%.
 *
 *   node --import tsx bench/honest-messages/run.ts [--half tune|held-out|fresh|fresh2|fresh2-tune|fresh2-held-out|
 *     fresh3|fresh3-tune|fresh3-held-out|fresh4|fresh4-tune|fresh4-held-out|fresh5|fresh5-tune|fresh5-held-out|
 *     fresh6|fresh6-tune|fresh6-held-out|fresh7|fresh7-tune|fresh7-held-out|fresh8|fresh8-tune|fresh8-held-out|
 *     fresh9|fresh9-tune|fresh9-held-out|fresh10|fresh10-tune|fresh10-held-out|fresh11|fresh11-tune|fresh11-held-out|
 *     fresh12|fresh12-tune|fresh12-held-out|fresh13|fresh13-tune|fresh13-held-out|fresh14|fresh14-tune|fresh14-held-out|
 *     fresh15|fresh15-tune|fresh15-held-out|fresh16|fresh16-tune|fresh16-held-out|fresh17|fresh17-tune|fresh17-held-out|
 *     fresh18|fresh18-tune|fresh18-held-out|fresh19|fresh19-tune|fresh19-held-out|fresh20|fresh20-tune|fresh20-held-out|
 *     fresh21|fresh21-tune|fresh21-held-out|fresh22|fresh22-tune|fresh22-held-out|fresh23|fresh23-tune|
 *     fresh23-held-out|fresh24|fresh24-tune|fresh24-held-out|fresh25|fresh25-tune|fresh25-held-out|fresh26|
 *     fresh26-tune|fresh26-held-out|fresh27|fresh27-tune|fresh27-held-out|fresh28|fresh28-tune|fresh28-held-out|
 *     fresh29|fresh29-tune|fresh29-held-out]
 *     [--json] [--missed] [--figures-only]
 *
 * --json prints the figures as JSON instead of the tables; --missed also lists the clear messages not read
 * correctly (read it on TUNE only: HELD-OUT is for reporting). --half fresh scores the FRESH held-out set
 * (fresh/index.ts), written after HELD-OUT had been seen; it runs only when asked for by name. --half fresh2-tune
 * and fresh2-held-out score the halves of the second unseen set (fresh2/index.ts), fresh2 both at once; the
 * fresh3 names do the same for the third unseen set (fresh3/index.ts), the fresh4 names for the fourth
 * (fresh4/index.ts), the fresh5 names for the fifth (fresh5/index.ts), the fresh6 names for the sixth
 * (fresh6/index.ts), the fresh7 names for the seventh (fresh7/index.ts; written to report on, seen and tuned on since),
 * the fresh8 names for the eighth (fresh8/index.ts; written blind for tuning, both halves),
 * the fresh9 names for the ninth (fresh9/index.ts; written blind for tuning, both halves);
 * the fresh10 names for the tenth (fresh10/index.ts; written blind for reporting only: use --figures-only);
 * the fresh11 names for the eleventh (fresh11/index.ts; written blind for reporting only: use --figures-only);
 * the fresh12, fresh13, fresh14, fresh15, fresh16, fresh17, fresh18, fresh19, fresh20, fresh21, fresh22 and fresh23
 *   names for the twelfth to twenty-third (written blind for reporting; fresh12's TUNE half, fresh13 and fresh14
 *   (2026-11-28), fresh15 (2026-11-28, later), fresh16 (2026-11-28, thirteenth session), fresh17 (2026-11-28,
 *   fourteenth session), fresh21's TUNE half (2026-11-28, fifteenth session), fresh22's TUNE half (2026-11-28,
 *   sixteenth session) and fresh23's TUNE half (2026-11-28, seventeenth session) were opened to tune on; fresh12's,
 *   fresh21's, fresh22's and fresh23's HELD-OUT halves, fresh18, fresh19 and fresh20 stay unseen: use --figures-only);
 * the fresh24 names for the twenty-fourth (fresh24/index.ts; written blind for reporting; its TUNE half was opened to
 *   tune on (2026-11-29, eighteenth session); its HELD-OUT half stays unseen: use --figures-only);
 * the fresh25 names for the twenty-fifth (fresh25/index.ts; written blind for reporting; its TUNE half was opened to
 *   tune on (2026-11-29, nineteenth session); its HELD-OUT half stays unseen: use --figures-only);
 * the fresh26 names for the twenty-sixth (fresh26/index.ts; written blind for reporting; its TUNE half was opened to
 *   tune on (2026-11-29, twentieth session); its HELD-OUT half stays unseen: use --figures-only);
 * the fresh27 names for the twenty-seventh (fresh27/index.ts; written blind for reporting; its TUNE half was opened to
 *   tune on (2026-11-29, twenty-first session); its HELD-OUT half stays unseen: use --figures-only);
 * the fresh28 names for the twenty-eighth (fresh28/index.ts; written blind for reporting; its TUNE half was opened to
 *   tune on (2026-11-29, twenty-second session); its HELD-OUT half stays unseen: use --figures-only);
 * the fresh29 names for the twenty-ninth (fresh29/index.ts; written blind for reporting only, both halves: fresh29
 *   stays unseen: use --figures-only);
 * --figures-only leaves out the lists of messages (for a half that must stay unseen while its figures are taken).
 */
import { pathToFileURL } from "node:url";
import { readBuyerMessage } from "../../language/read-buyer-message";
import { LANGUAGES } from "../../language/interpretation";
import { FRESH10, FRESH10_HELD_OUT, FRESH10_TUNE, FRESH11, FRESH11_HELD_OUT, FRESH11_TUNE, FRESH12, FRESH12_HELD_OUT, FRESH12_TUNE, FRESH13, FRESH13_HELD_OUT, FRESH13_TUNE, FRESH14, FRESH14_HELD_OUT, FRESH14_TUNE, FRESH15, FRESH15_HELD_OUT, FRESH15_TUNE, FRESH16, FRESH16_HELD_OUT, FRESH16_TUNE, FRESH17, FRESH17_HELD_OUT, FRESH17_TUNE, FRESH18, FRESH18_HELD_OUT, FRESH18_TUNE, FRESH19, FRESH19_HELD_OUT, FRESH19_TUNE, FRESH20, FRESH20_HELD_OUT, FRESH20_TUNE, FRESH21, FRESH21_HELD_OUT, FRESH21_TUNE, FRESH22, FRESH22_HELD_OUT, FRESH22_TUNE, FRESH23, FRESH23_HELD_OUT, FRESH23_TUNE, FRESH24, FRESH24_HELD_OUT, FRESH24_TUNE, FRESH25, FRESH25_HELD_OUT, FRESH25_TUNE, FRESH26, FRESH26_HELD_OUT, FRESH26_TUNE, FRESH27, FRESH27_HELD_OUT, FRESH27_TUNE, FRESH28, FRESH28_HELD_OUT, FRESH28_TUNE, FRESH29, FRESH29_HELD_OUT, FRESH29_TUNE, FRESH2, FRESH2_HELD_OUT, FRESH2_TUNE, FRESH3, FRESH3_HELD_OUT, FRESH3_TUNE, FRESH4, FRESH4_HELD_OUT, FRESH4_TUNE, FRESH5, FRESH5_HELD_OUT, FRESH5_TUNE, FRESH6, FRESH6_HELD_OUT, FRESH6_TUNE, FRESH7, FRESH7_HELD_OUT, FRESH7_TUNE, FRESH8, FRESH8_HELD_OUT, FRESH8_TUNE, FRESH9, FRESH9_HELD_OUT, FRESH9_TUNE, FRESH_HELD_OUT, HELD_OUT, TUNE, type Half as CorpusHalf } from "./index";
import { score, TARGETS, type Cell, type Figures, type Listed, type Reading } from "./score";
import { STYLES, type ExpectedMove, type HonestMessage } from "./types";

export { judge, sameMove, score, TARGETS } from "./score";

/** The two halves of the corpus, and the unseen sets (scored only when named with --half). */
type Half = CorpusHalf | "fresh" | "fresh2" | "fresh2-tune" | "fresh2-held-out" | "fresh3" | "fresh3-tune" | "fresh3-held-out" | "fresh4" | "fresh4-tune" | "fresh4-held-out" | "fresh5" | "fresh5-tune" | "fresh5-held-out" | "fresh6" | "fresh6-tune" | "fresh6-held-out" | "fresh7" | "fresh7-tune" | "fresh7-held-out" | "fresh8" | "fresh8-tune" | "fresh8-held-out" | "fresh9" | "fresh9-tune" | "fresh9-held-out" | "fresh10" | "fresh10-tune" | "fresh10-held-out" | "fresh11" | "fresh11-tune" | "fresh11-held-out" | "fresh12" | "fresh12-tune" | "fresh12-held-out" | "fresh13" | "fresh13-tune" | "fresh13-held-out" | "fresh14" | "fresh14-tune" | "fresh14-held-out" | "fresh15" | "fresh15-tune" | "fresh15-held-out" | "fresh16" | "fresh16-tune" | "fresh16-held-out" | "fresh17" | "fresh17-tune" | "fresh17-held-out" | "fresh18" | "fresh18-tune" | "fresh18-held-out" | "fresh19" | "fresh19-tune" | "fresh19-held-out" | "fresh20" | "fresh20-tune" | "fresh20-held-out" | "fresh21" | "fresh21-tune" | "fresh21-held-out" | "fresh22" | "fresh22-tune" | "fresh22-held-out" | "fresh23" | "fresh23-tune" | "fresh23-held-out" | "fresh24" | "fresh24-tune" | "fresh24-held-out" | "fresh25" | "fresh25-tune" | "fresh25-held-out" | "fresh26" | "fresh26-tune" | "fresh26-held-out" | "fresh27" | "fresh27-tune" | "fresh27-held-out" | "fresh28" | "fresh28-tune" | "fresh28-held-out" | "fresh29" | "fresh29-tune" | "fresh29-held-out";

const NAMED_ONLY: readonly Half[] = ["fresh", "fresh2", "fresh2-tune", "fresh2-held-out", "fresh3", "fresh3-tune", "fresh3-held-out", "fresh4", "fresh4-tune", "fresh4-held-out", "fresh5", "fresh5-tune", "fresh5-held-out", "fresh6", "fresh6-tune", "fresh6-held-out", "fresh7", "fresh7-tune", "fresh7-held-out", "fresh8", "fresh8-tune", "fresh8-held-out", "fresh9", "fresh9-tune", "fresh9-held-out", "fresh10", "fresh10-tune", "fresh10-held-out", "fresh11", "fresh11-tune", "fresh11-held-out", "fresh12", "fresh12-tune", "fresh12-held-out", "fresh13", "fresh13-tune", "fresh13-held-out", "fresh14", "fresh14-tune", "fresh14-held-out", "fresh15", "fresh15-tune", "fresh15-held-out", "fresh16", "fresh16-tune", "fresh16-held-out", "fresh17", "fresh17-tune", "fresh17-held-out", "fresh18", "fresh18-tune", "fresh18-held-out", "fresh19", "fresh19-tune", "fresh19-held-out", "fresh20", "fresh20-tune", "fresh20-held-out", "fresh21", "fresh21-tune", "fresh21-held-out", "fresh22", "fresh22-tune", "fresh22-held-out", "fresh23", "fresh23-tune", "fresh23-held-out", "fresh24", "fresh24-tune", "fresh24-held-out", "fresh25", "fresh25-tune", "fresh25-held-out", "fresh26", "fresh26-tune", "fresh26-held-out", "fresh27", "fresh27-tune", "fresh27-held-out", "fresh28", "fresh28-tune", "fresh28-held-out", "fresh29", "fresh29-tune", "fresh29-held-out"];

/** Reads every message as the API does without a model: the offline rules, then the guard. */
export async function readAll(messages: readonly HonestMessage[]): Promise<Reading[]> {
  const out: Reading[] = [];
  for (const m of messages) {
    const r = await readBuyerMessage(m.text, m.context);
    out.push({ move: r.move, confidence: r.confidence });
  }
  return out;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ratio = (n: number, d: number) => `${n}/${d}`.padStart(7);

function row(label: string, c: Cell): string {
  return [
    label.padEnd(14),
    `${ratio(c.clearReadCorrectly, c.clear)} ${pct(c.clearRate).padStart(6)}`,
    `${ratio(c.questionsAtHigh, c.questions)} ${ratio(c.subjectsMatched, c.questionsAtHigh)}`,
    `${ratio(c.misreads, c.messages)} ${pct(c.misreadRate).padStart(6)}`,
    `${ratio(c.actedOn, c.ambiguous)} ${pct(c.actedOnRate).padStart(6)}`,
  ].join("  ");
}

const HEADER = [
  "".padEnd(14),
  "clear read at HIGH".padEnd(14),
  "questions/subject".padEnd(15),
  "misreads".padEnd(14),
  "ambiguous acted on",
].join("  ");

function describeExpected(e: ExpectedMove): string {
  switch (e.kind) {
    case "price":
      return `price ${e.priceMinor}${e.derivation ? ` (${e.derivation.operation})` : ""}`;
    case "question":
      return `question ${e.subject}`;
    default:
      return e.kind;
  }
}

function describeRead(r: Reading): string {
  const m = r.move;
  const what = m.kind === "price" ? `price ${m.priceMinor}` : m.kind === "question" ? `question ${m.subject ?? m.topic}` : m.kind;
  return `${what} ${r.confidence}`;
}

const line = (l: Listed) => `  ${l.id.padEnd(7)} ${JSON.stringify(l.text.length > 90 ? `${l.text.slice(0, 87)}...` : l.text)}  expected ${describeExpected(l.expected)}, read ${describeRead(l.read)}`;

const met = (ok: boolean) => (ok ? "met" : "NOT met");

export function report(half: Half, f: Figures, missed: boolean, figuresOnly = false): string {
  const out: string[] = [];
  const o = f.overall;
  out.push(`--- ${half.toUpperCase()}: ${o.messages} messages (${o.clear} clear, ${o.ambiguous} ambiguous) ---`);
  out.push(HEADER);
  out.push(row("overall", o));
  for (const l of LANGUAGES) out.push(row(l, f.byLanguage[l]));
  for (const s of STYLES) out.push(row(s, f.byStyle[s]));
  for (const k of ["price", "accept", "withdraw", "question"] as const) out.push(row(`(${k})`, f.byKind[k]));
  const worstLanguage = LANGUAGES.reduce((a, b) => (f.byLanguage[a].clearRate <= f.byLanguage[b].clearRate ? a : b));
  out.push(
    `targets: clear at HIGH ${pct(o.clearRate)} (≥ ${pct(TARGETS.clearOverall)}: ${met(f.targets.clearOverall)}); ` +
      `worst language ${worstLanguage} ${pct(f.byLanguage[worstLanguage].clearRate)} (≥ ${pct(TARGETS.clearPerLanguage)}: ${met(f.targets.clearPerLanguage)}); ` +
      `misreads ${pct(o.misreadRate)} (≤ ${pct(TARGETS.misreads)}: ${met(f.targets.misreads)}); ` +
      `ambiguous acted on ${pct(o.actedOnRate)} (≤ ${pct(TARGETS.actedOn)}: ${met(f.targets.actedOn)})`,
  );
  out.push(`misreads (HIGH and wrong): ${f.misreads.length}`);
  if (figuresOnly) {
    out.push(`ambiguous messages acted on: ${f.actedOn.length}`);
    return out.join("\n");
  }
  for (const l of f.misreads) out.push(line(l));
  out.push(`ambiguous messages acted on: ${f.actedOn.length}`);
  for (const l of f.actedOn) out.push(line(l));
  if (missed) {
    out.push(`clear messages not read correctly: ${f.missed.length}`);
    for (const l of f.missed) out.push(line(l));
  }
  return out.join("\n");
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const i = args.indexOf("--half");
  const only = i >= 0 ? args[i + 1] : undefined;
  const known: readonly string[] = ["tune", "held-out", ...NAMED_ONLY];
  if (only !== undefined && !known.includes(only)) {
    console.error(`--half takes ${known.join(", ")}`);
    process.exit(2);
  }
  const halves: [Half, readonly HonestMessage[]][] = (
    [
      ["tune", TUNE],
      ["held-out", HELD_OUT],
      ["fresh", FRESH_HELD_OUT],
      ["fresh2", FRESH2],
      ["fresh2-tune", FRESH2_TUNE],
      ["fresh2-held-out", FRESH2_HELD_OUT],
      ["fresh3", FRESH3],
      ["fresh3-tune", FRESH3_TUNE],
      ["fresh3-held-out", FRESH3_HELD_OUT],
      ["fresh4", FRESH4],
      ["fresh4-tune", FRESH4_TUNE],
      ["fresh4-held-out", FRESH4_HELD_OUT],
      ["fresh5", FRESH5],
      ["fresh5-tune", FRESH5_TUNE],
      ["fresh5-held-out", FRESH5_HELD_OUT],
      ["fresh6", FRESH6],
      ["fresh6-tune", FRESH6_TUNE],
      ["fresh6-held-out", FRESH6_HELD_OUT],
      ["fresh7", FRESH7],
      ["fresh7-tune", FRESH7_TUNE],
      ["fresh7-held-out", FRESH7_HELD_OUT],
      ["fresh8", FRESH8],
      ["fresh8-tune", FRESH8_TUNE],
      ["fresh8-held-out", FRESH8_HELD_OUT],
      ["fresh9", FRESH9],
      ["fresh9-tune", FRESH9_TUNE],
      ["fresh9-held-out", FRESH9_HELD_OUT],
      ["fresh10", FRESH10],
      ["fresh10-tune", FRESH10_TUNE],
      ["fresh10-held-out", FRESH10_HELD_OUT],
      ["fresh11", FRESH11],
      ["fresh11-tune", FRESH11_TUNE],
      ["fresh11-held-out", FRESH11_HELD_OUT],
      ["fresh12", FRESH12],
      ["fresh12-tune", FRESH12_TUNE],
      ["fresh12-held-out", FRESH12_HELD_OUT],
      ["fresh13", FRESH13],
      ["fresh13-tune", FRESH13_TUNE],
      ["fresh13-held-out", FRESH13_HELD_OUT],
      ["fresh14", FRESH14],
      ["fresh14-tune", FRESH14_TUNE],
      ["fresh14-held-out", FRESH14_HELD_OUT],
      ["fresh15", FRESH15],
      ["fresh15-tune", FRESH15_TUNE],
      ["fresh15-held-out", FRESH15_HELD_OUT],
      ["fresh16", FRESH16],
      ["fresh16-tune", FRESH16_TUNE],
      ["fresh16-held-out", FRESH16_HELD_OUT],
      ["fresh17", FRESH17],
      ["fresh17-tune", FRESH17_TUNE],
      ["fresh17-held-out", FRESH17_HELD_OUT],
      ["fresh18", FRESH18],
      ["fresh18-tune", FRESH18_TUNE],
      ["fresh18-held-out", FRESH18_HELD_OUT],
      ["fresh19", FRESH19],
      ["fresh19-tune", FRESH19_TUNE],
      ["fresh19-held-out", FRESH19_HELD_OUT],
      ["fresh20", FRESH20],
      ["fresh20-tune", FRESH20_TUNE],
      ["fresh20-held-out", FRESH20_HELD_OUT],
      ["fresh21", FRESH21],
      ["fresh21-tune", FRESH21_TUNE],
      ["fresh21-held-out", FRESH21_HELD_OUT],
      ["fresh22", FRESH22],
      ["fresh22-tune", FRESH22_TUNE],
      ["fresh22-held-out", FRESH22_HELD_OUT],
      ["fresh23", FRESH23],
      ["fresh23-tune", FRESH23_TUNE],
      ["fresh23-held-out", FRESH23_HELD_OUT],
      ["fresh24", FRESH24],
      ["fresh24-tune", FRESH24_TUNE],
      ["fresh24-held-out", FRESH24_HELD_OUT],
      ["fresh25", FRESH25],
      ["fresh25-tune", FRESH25_TUNE],
      ["fresh25-held-out", FRESH25_HELD_OUT],
      ["fresh26", FRESH26],
      ["fresh26-tune", FRESH26_TUNE],
      ["fresh26-held-out", FRESH26_HELD_OUT],
      ["fresh27", FRESH27],
      ["fresh27-tune", FRESH27_TUNE],
      ["fresh27-held-out", FRESH27_HELD_OUT],
      ["fresh28", FRESH28],
      ["fresh28-tune", FRESH28_TUNE],
      ["fresh28-held-out", FRESH28_HELD_OUT],
      ["fresh29", FRESH29],
      ["fresh29-tune", FRESH29_TUNE],
      ["fresh29-held-out", FRESH29_HELD_OUT],
    ] as [Half, readonly HonestMessage[]][]
  ).filter(([h]) => (only ? h === only : !NAMED_ONLY.includes(h)));
  const figures: Partial<Record<Half, Figures>> = {};
  for (const [half, messages] of halves) figures[half] = score(messages, await readAll(messages));
  if (args.includes("--json")) {
    console.log(JSON.stringify({ targets: TARGETS, halves: figures }, null, 2));
    return;
  }
  console.log("Honest buyers through the offline reader: only HIGH counts as read; tune on TUNE, report HELD-OUT.");
  for (const [half] of halves) console.log(`\n${report(half, figures[half]!, args.includes("--missed"), args.includes("--figures-only"))}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
