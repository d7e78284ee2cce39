/**
 * `npm run bench -- fleet`: does the coordinator (fleet/coordinator.ts) earn more per negotiation than giving
 * negotiations out at random or in turn? (issue #31, item 4's must-show.)
 *
 * The world (scenario.ts): five real Parley negotiator agents with different strategies and arms, 60 counterparties
 * (four from each of the panel's 15 buyer families) coming back again and again, one new negotiation an hour,
 * each live 10–30 hours, the agents' capacity and categories limiting who may take what. An agent's result in a
 * negotiation is what the kernel gets against that buyer, played once and shared by every assigner (paired).
 *
 * Method: the coordinator's settings (exploration, workload, similar counterparties' weight, half-life) are chosen
 * on TUNE seeds; the coordinator with those settings, with the shipped defaults, and the random and round-robin
 * assigners are then judged on five HELD-OUT seeds (their own products, buyers and arrival streams). Reported:
 * surplus share per assigned negotiation ((price − floor)/(list − floor), 0 without a deal) and deal rate, each
 * with a 95 % interval over all HELD-OUT negotiations, and the coordinator's gain over each baseline per seed with
 * a 95 % t-interval over the seeds (the must-show's test: its lower end above 0).
 *
 *   node --import tsx bench/fleet/run.ts [--arrivals 6000] [--seed 31]
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_COORDINATOR_SETTINGS, type CoordinatorSettings } from "../../fleet";
import { FAMILY_NAMES } from "../../rehearsal/buyers/types";
import { deriveSeed } from "../../rehearsal/random";
import { formatTable, numberArg, percent, share } from "../negotiation/table";
import { buildScenario, FLEET_PROFILES, OutcomeTable, type Scenario } from "./scenario";
import { runPass, type AssignerName, type PassFigures } from "./simulate";

const DAY_MS = 24 * 3_600_000;
const TUNE_SEEDS = 3;
const HELD_OUT_SEEDS = 5;
/** Student's t, 97.5 % quantile, for 4 degrees of freedom (five seeds). */
const T_975_4 = 2.776;

/** The TUNE grid: every combination is run on every TUNE seed. */
const GRID = {
  exploration: [0, 0.5, 1],
  workload: [0.02, 0.05, 0.1],
  similarWeight: [0.5, 1],
  halfLifeDays: [30, 365],
};

interface World {
  scenario: Scenario;
  table: OutcomeTable;
}

const world = (seed: number, half: "tune" | "held-out", arrivals: number): World => ({ scenario: buildScenario(seed, half, arrivals), table: new OutcomeTable() });

function gridSettings(): CoordinatorSettings[] {
  return GRID.exploration.flatMap((exploration) =>
    GRID.workload.flatMap((workload) =>
      GRID.similarWeight.flatMap((similarWeight) =>
        GRID.halfLifeDays.map((days) => ({ ...DEFAULT_COORDINATOR_SETTINGS, exploration, workload, similarWeight, halfLifeMs: days * DAY_MS })),
      ),
    ),
  );
}

const describeSettings = (s: CoordinatorSettings) =>
  `exploration ${s.exploration}, workload ${s.workload}, similar ${s.similarWeight}, overall ${s.overallWeight}, half-life ${Math.round(s.halfLifeMs / DAY_MS)} d`;

/** Mean and 95 % half-width (normal approximation) of a sample. */
function interval(values: readonly number[]): { mean: number; half: number } {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
  return { mean, half: 1.96 * Math.sqrt(variance / n) };
}

/** Mean and 95 % t half-width over five seeds. */
function seedInterval(values: readonly number[]): { mean: number; half: number } {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
  return { mean, half: (n === HELD_OUT_SEEDS ? T_975_4 : 1.96) * (sd / Math.sqrt(n)) };
}

/** One assigner's HELD-OUT passes (one per seed) and its results per assigned negotiation over all seeds. */
interface Held {
  name: string;
  passes: PassFigures[];
  /** Per assigned negotiation, over all HELD-OUT seeds. */
  surplusSamples: number[];
  dealSamples: number[];
  /** Surplus summed, and negotiations assigned, in each third of the stream (does the coordinator learn?). */
  byThird: [number, number, number];
  countByThird: [number, number, number];
}

function familyTable(w: World): string {
  const sums = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const arrival of w.scenario.arrivals) {
    const family = arrival.counterparty.family;
    counts.set(family, (counts.get(family) ?? 0) + 1);
    for (const p of FLEET_PROFILES) sums.set(`${family}|${p.id}`, (sums.get(`${family}|${p.id}`) ?? 0) + w.table.outcome(p.id, arrival).surplus);
  }
  const rows = FAMILY_NAMES.map((family) => {
    const means = FLEET_PROFILES.map((p) => (sums.get(`${family}|${p.id}`) ?? 0) / (counts.get(family) ?? 1));
    const best = Math.max(...means);
    return [family, ...means.map((m) => `${share(m)}${m === best ? " *" : "  "}`)];
  });
  // Headroom: each family given its best agent (ignoring categories and capacity), against the mean agent.
  const n = w.scenario.arrivals.length;
  const bestPerFamily = FAMILY_NAMES.reduce((a, f) => a + Math.max(...FLEET_PROFILES.map((p) => sums.get(`${f}|${p.id}`) ?? 0)), 0) / n;
  const meanAgent = [...sums.values()].reduce((a, b) => a + b, 0) / n / FLEET_PROFILES.length;
  return (
    formatTable(["family (surplus share per negotiation; * best)", ...FLEET_PROFILES.map((p) => p.id)], rows) +
    `\nheadroom: each family given its best agent (ignoring categories and capacity) ${share(bestPerFamily)} per negotiation; the mean agent ${share(meanAgent)}`
  );
}

/** One assigner's pass of one world, its per-negotiation results kept for the pooled intervals. */
function heldPass(w: World, assigner: AssignerName, settings: CoordinatorSettings | undefined, into: Held, withoutRelated = false): void {
  const n = w.scenario.arrivals.length;
  into.passes.push(
    runPass(
      w.scenario,
      w.table,
      assigner,
      settings,
      (played, arrival) => {
        into.surplusSamples.push(played.surplus);
        into.dealSamples.push(played.deal ? 1 : 0);
        const third = Math.min(2, Math.floor((3 * arrival.index) / n)) as 0 | 1 | 2;
        into.byThird[third] += played.surplus;
        into.countByThird[third] += 1;
      },
      withoutRelated,
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arrivals = numberArg("arrivals", 6000);
  const seed = numberArg("seed", 31);
  const started = process.hrtime.bigint();
  const seconds = () => (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
  console.log(
    `seed ${seed}; ${arrivals} negotiations per seed, one an hour, each live 10–30 h; ${FLEET_PROFILES.length} agents of capacity ${FLEET_PROFILES.map((p) => p.capacity).join("/")}; ` +
      `60 counterparties, 4 per buyer family; surplus share = (price − floor)/(list − floor), 0 without a deal.\n`,
  );
  console.log(
    formatTable(
      ["agent", "strategy", "arm", "categories"],
      FLEET_PROFILES.map((p) => [p.id, `${p.strategy.kind}${p.strategy.exponent ? ` ${p.strategy.exponent}` : ""}`, p.arms[0]!, p.categories === "all" ? "all" : p.categories.join(", ")]),
    ),
  );

  const tune = Array.from({ length: TUNE_SEEDS }, (_, k) => world(deriveSeed(seed, "tune", k), "tune", arrivals));
  console.log(`\n##### Success differs by family (TUNE seed 1, every agent on every negotiation, through the kernel)\n${familyTable(tune[0]!)}`);

  // TUNE: pick the settings with the most surplus per assigned negotiation, summed over the TUNE seeds.
  let best = { settings: DEFAULT_COORDINATOR_SETTINGS as CoordinatorSettings, mean: -Infinity };
  const tried: Array<[CoordinatorSettings, number]> = [];
  for (const settings of gridSettings()) {
    const mean = tune.reduce((sum, w) => {
      const f = runPass(w.scenario, w.table, "coordinator", settings);
      return sum + f.surplus / Math.max(1, f.assigned);
    }, 0) / tune.length;
    tried.push([settings, mean]);
    if (mean > best.mean) best = { settings, mean };
  }
  const tuneBaselines = (["random", "round-robin"] as const).map((name) => {
    const mean = tune.reduce((sum, w) => {
      const f = runPass(w.scenario, w.table, name);
      return sum + f.surplus / Math.max(1, f.assigned);
    }, 0) / tune.length;
    return `${name} ${share(mean)}`;
  });
  const shippedOnTune = tune.reduce((sum, w) => {
    const f = runPass(w.scenario, w.table, "coordinator", DEFAULT_COORDINATOR_SETTINGS);
    return sum + f.surplus / Math.max(1, f.assigned);
  }, 0) / tune.length;
  const spread = tried.map(([, m]) => m).sort((a, b) => a - b);
  console.log(
    `\n##### TUNE (${TUNE_SEEDS} seeds, ${tried.length} settings; ${seconds()} s so far)\n` +
      `chosen: ${describeSettings(best.settings)} → ${share(best.mean)} per negotiation (grid from ${share(spread[0]!)} to ${share(spread.at(-1)!)}); ` +
      `shipped defaults ${share(shippedOnTune)}; ${tuneBaselines.join(", ")}`,
  );

  // HELD-OUT: the chosen settings, the shipped defaults and the two baselines, on seeds the tuning never saw.
  const held = Array.from({ length: HELD_OUT_SEEDS }, (_, k) => world(deriveSeed(seed, "held-out", k), "held-out", arrivals));
  const contenders: Array<{ name: string; assigner: AssignerName; settings?: CoordinatorSettings; withoutRelated?: boolean }> = [
    { name: "coordinator (TUNE settings)", assigner: "coordinator", settings: best.settings },
    { name: "coordinator (shipped defaults)", assigner: "coordinator", settings: DEFAULT_COORDINATOR_SETTINGS },
    { name: "random", assigner: "random" },
    { name: "round-robin", assigner: "round-robin" },
  ];
  const results = contenders.map((c) => {
    const into: Held = { name: c.name, passes: [], surplusSamples: [], dealSamples: [], byThird: [0, 0, 0], countByThird: [0, 0, 0] };
    for (const w of held) heldPass(w, c.assigner, c.settings, into);
    return { ...c, held: into };
  });
  const total = (h: Held, key: "assigned" | "escalated" | "keptRelated" | "explained" | "arrivals") => h.passes.reduce((a, p) => a + p[key], 0);
  console.log(
    `\n##### HELD-OUT (${HELD_OUT_SEEDS} seeds × ${arrivals} negotiations)\n` +
      formatTable(
        ["assigner", "surplus / negotiation ± 95%", "deal rate ± 95%", "escalated", "kept with the related agent", "explained in the answer"],
        results.map(({ name, assigner, held: h }) => {
          const s = interval(h.surplusSamples);
          const d = interval(h.dealSamples);
          return [
            name,
            `${share(s.mean)} ± ${share(s.half)}`,
            `${percent(d.mean)} ± ${percent(d.half)}`,
            String(total(h, "escalated")),
            assigner === "coordinator" ? percent(total(h, "keptRelated") / Math.max(1, total(h, "assigned"))) : "—",
            assigner === "coordinator" ? `${total(h, "explained")} of ${total(h, "arrivals")}` : "—",
          ];
        }),
      ),
  );

  const perSeed = (h: Held) => h.passes.map((p) => p.surplus / Math.max(1, p.assigned));
  const dealsPerSeed = (h: Held) => h.passes.map((p) => p.deals / Math.max(1, p.assigned));
  const gains: Array<{ coordinator: string; baseline: string; gain: { mean: number; half: number }; dealGain: { mean: number; half: number }; bySeed: number[] }> = [];
  for (const c of results.filter((r) => r.assigner === "coordinator")) {
    for (const b of results.filter((r) => r.assigner !== "coordinator")) {
      const bySeed = perSeed(c.held).map((v, i) => v - perSeed(b.held)[i]!);
      const dealBySeed = dealsPerSeed(c.held).map((v, i) => v - dealsPerSeed(b.held)[i]!);
      gains.push({ coordinator: c.name, baseline: b.name, gain: seedInterval(bySeed), dealGain: seedInterval(dealBySeed), bySeed });
    }
  }
  const signed = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(x).toFixed(4)}`;
  console.log(
    `\nGain per seed (paired: same negotiations, same results per agent), 95 % t-interval over the ${HELD_OUT_SEEDS} HELD-OUT seeds\n` +
      formatTable(
        ["coordinator", "vs", "surplus gain ± 95%", "relative", "deal-rate gain ± 95%", "gain in each seed"],
        gains.map((g) => {
          const base = results.find((r) => r.name === g.baseline)!;
          const baseMean = perSeed(base.held).reduce((a, b) => a + b, 0) / HELD_OUT_SEEDS;
          return [g.coordinator, g.baseline, `${signed(g.gain.mean)} ± ${g.gain.half.toFixed(4)}`, `${((100 * g.gain.mean) / baseMean).toFixed(1)} %`, `${(100 * g.dealGain.mean).toFixed(2)} ± ${(100 * g.dealGain.half).toFixed(2)} pts`, g.bySeed.map((x) => signed(x)).join(" ")];
        }),
      ),
  );
  const thirds = (h: Held) => h.byThird.map((sum, i) => sum / Math.max(1, h.countByThird[i]!));
  console.log(
    `\nBy third of the stream (surplus per negotiation, all HELD-OUT seeds): the coordinator starts knowing nothing\n` +
      formatTable(
        ["assigner", "first third", "second third", "last third"],
        results.map(({ name, held: h }) => [name, ...thirds(h).map(share)]),
      ),
  );
  // Diagnostic: the same coordinator blind to the counterparty's live negotiations (no conflict rule applied).
  const blind: Held = { name: "coordinator (TUNE settings), related hidden", passes: [], surplusSamples: [], dealSamples: [], byThird: [0, 0, 0], countByThird: [0, 0, 0] };
  for (const w of held) heldPass(w, "coordinator", best.settings, blind, true);
  const blindGain = seedInterval(perSeed(blind).map((v, i) => v - perSeed(results[0]!.held)[i]!));
  console.log(
    `\ndiagnostic: the conflict rule (a counterparty's new negotiation stays with the agent holding its live one) changes surplus by ` +
      `${signed(-blindGain.mean)} ± ${blindGain.half.toFixed(4)} per negotiation against the same coordinator without it`,
  );
  const tuned = gains.filter((g) => g.coordinator === "coordinator (TUNE settings)");
  const beats = tuned.every((g) => g.gain.mean - g.gain.half > 0);
  const coordinatorHeld = results.filter((r) => r.assigner === "coordinator").map((r) => r.held);
  const explainedAll = coordinatorHeld.every((h) => total(h, "explained") === total(h, "arrivals"));
  console.log(
    `\ncheck (HELD-OUT): the coordinator with TUNE settings earns more per negotiation than random and round-robin, 95 % interval above 0 for both: ${beats ? "met" : "NOT met"}; ` +
      `every assignment's answer carries every agent's score or exclusion reasons: ${explainedAll ? "met" : "NOT met"} (${seconds()} s in all)`,
  );
  if (process.env.BENCH_FIGURES) {
    writeFileSync(
      join(process.env.BENCH_FIGURES, "fleet.json"),
      JSON.stringify({
        settings: best.settings,
        heldOut: results.map(({ name, held: h }) => ({ name, surplus: interval(h.surplusSamples), deals: interval(h.dealSamples), escalated: total(h, "escalated") })),
        gains: gains.map(({ coordinator, baseline, gain, dealGain }) => ({ coordinator, baseline, gain, dealGain })),
        checks: { beatsBaselines: beats, explainedAll },
      }),
    );
  }
}
