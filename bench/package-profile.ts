/**
 * Package decisions alone, for profiling and for CPU-time figures: the kernel bench's 5-term inputs (bench/kernel.ts's
 * generator, same seed and shape) decided in a loop for a given number of passes, reporting decisions per CPU second
 * (process.cpuUsage, so other work on a shared machine skews it less than wall time). Run under `node --cpu-prof` to
 * see where a package decision spends its time; `--options 3` for MESO.
 *
 *   node --import tsx bench/package-profile.ts [--passes 20] [--options 3]
 */
import { decide } from "../kernel";
import { FIVE_TERMS, packageInputs } from "./package-inputs";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const passes = arg("--passes", 20);
const options = arg("--options", 0) || undefined;
const batch = packageInputs(50_000, 2, FIVE_TERMS, options);
let sink = 0;
for (const input of batch) sink += decide(input).priceMinor ?? 0; // warm-up
const rates: number[] = [];
for (let p = 0; p < passes; p++) {
  const before = process.cpuUsage();
  for (const input of batch) sink += decide(input).priceMinor ?? 0;
  const used = process.cpuUsage(before);
  rates.push(batch.length / ((used.user + used.system) / 1e6));
}
rates.sort((a, b) => a - b);
const k = (x: number) => `${Math.round(x / 1e3)} k/s`;
console.log(`package decisions per CPU second (5 terms${options ? `, ${options} options` : ""}): median ${k(rates[Math.floor(rates.length / 2)]!)}, range ${k(rates[0]!)}–${k(rates[rates.length - 1]!)} over ${passes} passes of ${batch.length}`);
if (sink === -1) console.log(sink); // keeps the results alive
