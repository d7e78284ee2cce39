/**
 * `npm run bench -- auction`: the auction bench (issue #31). Two parts:
 * 1. truthfulness — does shading a bid pay under second-score (it must not) and under first-score (the
 *    control: it must)? Eight scenarios (linear and non-linear costs, linear and convex price value, rivals
 *    truthful or shading), TUNE and HELD-OUT halves of seeded draws (truthfulness.ts);
 * 2. scale — 1,000 sealed bids into one auction and its close, beside a baseline of the same run (scale.ts).
 *
 *   node --import tsx bench/auction/run.ts [--draws 1000] [--seed 31] [--bids 1000]
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatTable, numberArg } from "../negotiation/table";
import { formatScale, measureScale } from "./scale";
import { bestShade, FORMATS, HALVES, runHalf, SCENARIOS, SHADES, type HalfFigures, type Half } from "./truthfulness";

/** Draws per half and scenario: about 10 s of CPU for the truthfulness part (16,000 draws in all). */
export const DEFAULT_DRAWS = 1000;

const signed = (x: number, digits = 3): string => `${x >= 0 ? "+" : "−"}${Math.abs(x).toFixed(digits)}`;

function formatHalf(figures: HalfFigures[]): string {
  const header = ["scenario", "format", "truthful profit", ...SHADES.slice(1).map((s) => `+${Math.round(s * 100)}%: gain ± 95%`), "shading ever better", "focal wins (truthful)"];
  const rows = figures.flatMap((f) =>
    FORMATS.map((format) => {
      const byShade = f.byFormat[format];
      return [
        f.scenario.name,
        format,
        `${byShade[0]!.mean.toFixed(3)}%`,
        ...byShade.slice(1).map((s) => `${signed(s.gain)} ± ${s.gainCi.toFixed(3)}`),
        `${(100 * Math.max(...byShade.slice(1).map((s) => s.better))).toFixed(1)}% of draws`,
        `${(100 * byShade[0]!.wins).toFixed(1)}%`,
      ];
    }),
  );
  return formatTable(header, rows);
}

function formatTuned(tune: HalfFigures[], heldOut: HalfFigures[]): { text: string; checks: { secondScoreNeverPays: boolean; firstScorePays: boolean } } {
  const rows: string[][] = [];
  let secondScoreNeverPays = true;
  let firstScorePays = true;
  tune.forEach((t, i) => {
    const h = heldOut[i]!;
    for (const format of FORMATS) {
      const picked = bestShade(t.byFormat[format]);
      const onHeldOut = h.byFormat[format].find((s) => s.shade === picked.shade)!;
      // Every shading level on HELD-OUT, not only the picked one: under second-score none may pay.
      const maxGain = Math.max(...h.byFormat[format].slice(1).map((s) => s.gain));
      const everBetter = Math.max(...h.byFormat[format].slice(1).map((s) => s.better));
      if (format === "second-score" && (maxGain > 1e-12 || everBetter > 0)) secondScoreNeverPays = false;
      if (format === "first-score" && !(onHeldOut.gain - onHeldOut.gainCi > 0)) firstScorePays = false;
      rows.push([t.scenario.name, format, `+${Math.round(picked.shade * 100)}%`, `${signed(onHeldOut.gain)} ± ${onHeldOut.gainCi.toFixed(3)}`, signed(maxGain)]);
    }
  });
  return { text: formatTable(["scenario", "format", "best shading on TUNE", "its HELD-OUT gain vs truthful", "best HELD-OUT gain of any shading"], rows), checks: { secondScoreNeverPays, firstScorePays } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const draws = numberArg("draws", DEFAULT_DRAWS);
  const seed = numberArg("seed", 31);
  const bids = numberArg("bids", 1_000);
  console.log(
    `seed ${seed}; ${draws} draws per half and scenario, 2–12 suppliers each; one focal supplier bids truthfully or asks 2–40 % more for the same terms.\n` +
      `profit = (contract price − own cost) per unit when it wins, 0 otherwise, as % of the request's ceiling; gain = shading's profit − truthful profit on the same draws.\n`,
  );
  const started = process.hrtime.bigint();
  const figures = {} as Record<Half, HalfFigures[]>;
  for (const half of HALVES) {
    figures[half] = SCENARIOS.map((scenario) => runHalf(seed, half, scenario, draws));
    console.log(`##### Truthfulness, ${half.toUpperCase()}\n${formatHalf(figures[half])}\n`);
  }
  const tuned = formatTuned(figures.tune, figures["held-out"]);
  console.log(`##### A supplier that picks its shading on TUNE, judged on HELD-OUT\n${tuned.text}\n`);
  console.log(
    `checks (HELD-OUT): second-score — no shading level gains on average or in any single draw: ${tuned.checks.secondScoreNeverPays ? "met" : "NOT met"}; ` +
      `first-score (control) — the shading picked on TUNE gains, 95 % interval above 0: ${tuned.checks.firstScorePays ? "met" : "NOT met"}`,
  );
  console.log(`(truthfulness part: ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s)\n`);

  const scale = measureScale(seed, bids);
  console.log(`##### Scale, same run\n${formatScale(scale)}`);
  if (process.env.BENCH_FIGURES) {
    writeFileSync(join(process.env.BENCH_FIGURES, "auction.json"), JSON.stringify({ checks: tuned.checks, scale }));
  }
}
