/**
 * A batch of roleplay runs: seeded cases for honest buyer personas on one product, every language × style pair
 * in turn, played at most `maxParallel` at a time against a counterparty the caller builds per run (the live
 * room, another persona), and the figures the must-shows ask for: runs completed, the share handed to a person,
 * verdict and ending counts. Pure but for the agents it is handed.
 */
import { runRoleplay, verdictCounts, type RoleplayAgent } from "./engine";
import { offlineBuyerPersona, runFlavour } from "./personas/offline-buyer";
import { deriveSeed, seededRng } from "./random";
import { CaseSnapshotSchema, type CaseSnapshot, type RunEnd, type RunTrace, type Verdict } from "./types";

export const DEFAULT_MAX_PARALLEL_RUNS = 4;

export interface BatchProduct {
  id: string;
  name: string;
  currency: string;
  listPriceMinor: number;
  quantity?: number;
}

/** An honest buyer's case on a product: a target 70–85% of the list price, a reservation 88–100%. */
export function buyerCase(product: BatchProduct, seed: number): CaseSnapshot {
  const rng = seededRng(deriveSeed(seed, 3));
  const list = product.listPriceMinor;
  const targetMinor = Math.max(1, Math.round(list * (0.7 + rng.next() * 0.15)));
  const reservationMinor = Math.max(targetMinor, Math.round(list * (0.88 + rng.next() * 0.12)));
  return CaseSnapshotSchema.parse({
    product: { id: product.id, name: product.name, currency: product.currency, listPriceMinor: list, quantity: product.quantity ?? 1 },
    persona: { side: "buyer", targetMinor, reservationMinor },
    issues: { shared: [{ id: "price", better: "lower" }] },
  });
}

export interface BatchOptions {
  count: number;
  seed: number;
  product: BatchProduct;
  maxRounds?: number;
  maxParallel?: number;
  counterparty: (index: number, seed: number, snapshot: CaseSnapshot) => Promise<RoleplayAgent>;
  persona?: (index: number, seed: number) => RoleplayAgent;
  onRun?: (run: RunTrace, index: number) => void | Promise<void>;
}

export interface BatchFigures {
  runs: number;
  completed: number;
  handedToPerson: number;
  handedToPersonShare: number;
  verdicts: Record<Verdict, number>;
  ends: Partial<Record<RunEnd, number>>;
  byLanguage: Record<string, { runs: number; handedToPerson: number; agreed: number }>;
  byStyle: Record<string, { runs: number; handedToPerson: number; agreed: number }>;
}

export async function runBatch(o: BatchOptions): Promise<{ runs: RunTrace[]; figures: BatchFigures }> {
  const runs: RunTrace[] = new Array(o.count);
  const parallel = Math.max(1, Math.min(o.maxParallel ?? DEFAULT_MAX_PARALLEL_RUNS, o.count));
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= o.count) return;
      const seed = deriveSeed(o.seed, i);
      const snapshot = buyerCase(o.product, seed);
      const run = await runRoleplay({
        seed,
        snapshot,
        ...runFlavour(i),
        ...(o.maxRounds !== undefined ? { maxRounds: o.maxRounds } : {}),
        persona: o.persona ? o.persona(i, seed) : offlineBuyerPersona(seed),
        counterparty: await o.counterparty(i, seed, snapshot),
      });
      runs[i] = run;
      await o.onRun?.(run, i);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { runs, figures: batchFigures(runs) };
}

/** Figures over played runs, or over stored ones (only these fields are read). */
export function batchFigures(runs: readonly Pick<RunTrace, "end" | "language" | "style" | "handedToPerson" | "verdicts">[]): BatchFigures {
  const ends: Partial<Record<RunEnd, number>> = {};
  const byLanguage: BatchFigures["byLanguage"] = {};
  const byStyle: BatchFigures["byStyle"] = {};
  for (const r of runs) {
    ends[r.end] = (ends[r.end] ?? 0) + 1;
    for (const [table, key] of [[byLanguage, r.language], [byStyle, r.style]] as const) {
      const row = (table[key] ??= { runs: 0, handedToPerson: 0, agreed: 0 });
      row.runs++;
      if (r.handedToPerson) row.handedToPerson++;
      if (r.end === "agreed") row.agreed++;
    }
  }
  const handedToPerson = runs.filter((r) => r.handedToPerson).length;
  return {
    runs: runs.length,
    completed: runs.filter((r) => r.end !== "error").length,
    handedToPerson,
    handedToPersonShare: runs.length ? handedToPerson / runs.length : 0,
    verdicts: verdictCounts(runs),
    ends,
    byLanguage,
    byStyle,
  };
}
