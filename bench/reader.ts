/**
 * Reading buyers' words under attack: the time readPrices and the offline interpreter take on 2,000-character
 * messages built to slow them (bench/reader-inputs.ts), against an ordinary buyer's message of the same length
 * read in the same run (the baseline), median of interleaved timed passes after a warm-up. The unit tests count
 * the same readers' work in operations (linear in the length, and bounded: at most MAX_NUMBERS_READ numbers of a
 * text are read, language/written-prices.ts); this is where the milliseconds are. The figure to watch is the worst
 * ratio to the ordinary message (the machine's speed cancels out of it).
 * Targets (the bounds the unit tests used to assert): readPrices < 50 ms, the interpreter < 100 ms per message.
 *
 *   node --import tsx bench/reader.ts [--passes 7]
 */
import { MAX_MESSAGE_LENGTH, type InterpretationContext } from "../language/interpretation";
import { interpretOffline } from "../language/offline-interpreter";
import { readPrices } from "../language/written-prices";
import { ADVERSARIAL_MESSAGES, ADVERSARIAL_PRICE_TEXTS, PLAIN_MESSAGE, sized } from "./reader-inputs";

const CONTEXT: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 12_500 };
const i = process.argv.indexOf("--passes");
const PASSES = i > 0 ? Number(process.argv[i + 1]) : 7;
const LENGTH = MAX_MESSAGE_LENGTH;

/** Milliseconds per call: enough calls per pass to last ~20 ms. */
function msPerCall(fn: () => unknown): number {
  let calls = 1;
  for (;;) {
    const start = process.hrtime.bigint();
    for (let c = 0; c < calls; c++) fn();
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (ms >= 20 || calls >= 1 << 16) return ms / calls;
    calls *= 2;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median ms per call of each subject and of the baseline, their passes interleaved so machine noise hits both alike. */
function compare(subject: () => unknown, baseline: () => unknown): { subject: number; baseline: number } {
  subject();
  baseline();
  msPerCall(subject);
  msPerCall(baseline);
  const s: number[] = [];
  const b: number[] = [];
  for (let p = 0; p < PASSES; p++) {
    s.push(msPerCall(subject));
    b.push(msPerCall(baseline));
  }
  return { subject: median(s), baseline: median(b) };
}

const fmt = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(0)} µs`);

function section(title: string, families: ReadonlyArray<[string, string]>, read: (text: string) => unknown, targetMs: number): void {
  const plain = sized(PLAIN_MESSAGE, LENGTH);
  const rows = families.map(([name, unit]) => {
    const text = sized(unit, LENGTH);
    const half = sized(unit, LENGTH / 2);
    const vsPlain = compare(() => read(text), () => read(plain));
    const vsHalf = compare(() => read(text), () => read(half));
    return { name, ms: vsPlain.subject, plain: vsPlain.baseline, ratio: vsPlain.subject / vsPlain.baseline, doubling: vsHalf.subject / vsHalf.baseline };
  });
  console.log(`\n${title}: ${LENGTH.toLocaleString("en")} characters, baseline an ordinary buyer's message of the same length`);
  console.table(
    rows.map((r) => ({
      message: r.name,
      "per message (median)": fmt(r.ms),
      "× ordinary message": r.ratio.toFixed(2),
      "2,000 vs 1,000 chars": `${r.doubling.toFixed(2)}×`,
    })),
  );
  const worst = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
  const worstRatio = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  const worstDoubling = rows.reduce((a, b) => (b.doubling > a.doubling ? b : a));
  console.log(
    `${title}: ordinary message ${fmt(median(rows.map((r) => r.plain)))}; slowest adversarial "${worst.name}" ${fmt(worst.ms)} = ${worst.ratio.toFixed(2)}× the ordinary one ` +
      `(target < ${targetMs} ms: ${worst.ms < targetMs ? "met" : "NOT met"}); doubling the length costs at most ${worstDoubling.doubling.toFixed(2)}× ("${worstDoubling.name}"; linear ≈ 2×)`,
  );
  console.log(`${title}: worst case ${worstRatio.ratio.toFixed(2)}× an ordinary message ("${worstRatio.name}")`);
}

section("readPrices", ADVERSARIAL_PRICE_TEXTS, (text) => readPrices(text, "EUR"), 50);
section("offline interpreter", ADVERSARIAL_MESSAGES, (text) => interpretOffline(text, CONTEXT), 100);
