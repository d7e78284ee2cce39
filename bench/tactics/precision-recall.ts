/**
 * Precision and recall of each tactic detector on labelled synthetic negotiations (labelled-traces.ts):
 * the thresholds were set on seed 1 (TUNE); seed 2 (HELD-OUT) is reported against the target of 0.9 each.
 *   node --import tsx bench/tactics/precision-recall.ts [--traces 4000]
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { detectTactics, TACTIC_NAMES, type TacticName } from "../../tactics";
import { labelledTraces, type LabelledTrace } from "./labelled-traces";

export interface TacticScore {
  tactic: TacticName;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

export function score(traces: readonly LabelledTrace[]): TacticScore[] {
  return TACTIC_NAMES.map((tactic) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const t of traces) {
      const found = detectTactics(t.trace).some((d) => d.tactic === tactic);
      const labelled = t.labels.includes(tactic);
      if (found && labelled) tp++;
      else if (found) fp++;
      else if (labelled) fn++;
    }
    return { tactic, truePositives: tp, falsePositives: fp, falseNegatives: fn, precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp + fn === 0 ? 1 : tp / (tp + fn) };
  });
}

const TARGET = 0.9;

function main(): void {
  const i = process.argv.indexOf("--traces");
  const count = i > 0 ? Number(process.argv[i + 1]) : 4000;
  const halves = { TUNE: labelledTraces(1, count), "HELD-OUT": labelledTraces(2, count) };
  const figures: Record<string, TacticScore[]> = {};
  let missed = 0;
  for (const [name, traces] of Object.entries(halves)) {
    const started = performance.now();
    const scores = score(traces);
    const ms = performance.now() - started;
    figures[name] = scores;
    const labelled = traces.filter((t) => t.labels.length > 0).length;
    console.log(`\n${name}: ${traces.length} negotiations (${labelled} showing at least one tactic), detectors ran ${Math.round((traces.length / ms) * 1000)} negotiations/s`);
    console.log("tactic                 labelled   TP    FP    FN   precision  recall");
    for (const s of scores) {
      const ok = s.precision >= TARGET && s.recall >= TARGET;
      if (name === "HELD-OUT" && !ok) missed++;
      console.log(
        `${s.tactic.padEnd(22)} ${String(s.truePositives + s.falseNegatives).padStart(8)} ${String(s.truePositives).padStart(5)} ${String(s.falsePositives).padStart(5)} ${String(s.falseNegatives).padStart(5)}   ${s.precision.toFixed(3).padStart(9)} ${s.recall.toFixed(3).padStart(7)}${name === "HELD-OUT" ? (ok ? "" : "   below target") : ""}`,
      );
    }
  }
  console.log(`\nTarget: precision and recall ≥ ${TARGET} for every tactic on the held-out set: ${missed === 0 ? "met" : `NOT met for ${missed}`}`);
  if (process.env.BENCH_FIGURES) writeFileSync(join(process.env.BENCH_FIGURES, "tactics.json"), JSON.stringify(figures));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
