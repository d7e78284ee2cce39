import { openingConfigurations } from "./opening-configurations";
import { buyerAccountName, type CounterpartyInputs } from "../durable-objects";
import { reputationInputs } from "../policies";
import {
  catchUpContractGraph,
  catchUpGraph,
  createDb,
  createGraphStore,
  detectTacticsOnHistory,
  marketStats,
  productLearning,
  refreshCounterpartyProfilesSinceCursor,
  shareGraphNeighbours,
  shopsWithDealsSince,
  shopsWithOutcomesSince,
  type ComputedProfile,
  type GraphStore,
  isContractGraph,
  type ParleyDb,
} from "../memory";

/** How far back the cron looks for shops with new deals; wider than the cron interval so none is missed. */
const LOOKBACK_MS = 60 * 60 * 1000;

/**
 * Cron: recompute "slow knowledge" from Postgres for shops with recent activity and push it into each Shop
 * object, where the hot path can read it without touching Postgres: per-product market statistics, and what
 * the learner makes of the outcomes (arm posteriors, acceptance curve). Both are recomputed from all of a
 * shop's history and replace what the Shop held, so a run repeated or overlapping the last one is harmless.
 * Counterparty profiles are recomputed for the buyers whose history changed since the job's cursor and pushed
 * to each buyer's account (the object every open of that buyer passes through), where policies and the
 * learner's arm choice read them; before them, the tactic detectors run over the negotiations closed since their
 * cursor (what only a whole history shows, e.g. a Boulware curve), so the profiles count those too. Then the knowledge graph catches up on negotiations changed since its cursor.
 * Last, the graph's neighbours of the counterparties just recomputed go to their shop's fleet (shareFleetNeighbours),
 * where the coordinator reads them at open; that step's failure is logged and changes nothing else.
 */
export async function handleScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  if (!env.DATABASE_URL) {
    console.log(JSON.stringify({ job: "scheduled", cron: controller.cron, skipped: "no DATABASE_URL" }));
    return;
  }
  const started = Date.now();
  const handle = createDb(env.DATABASE_URL);
  try {
    const since = new Date(controller.scheduledTime - LOOKBACK_MS);
    const market = await refreshMarketStats(handle.db, env, since, controller.scheduledTime);
    const learning = await refreshLearning(handle.db, env, since, controller.scheduledTime);
    // Tactics the whole history shows first, so the profiles and the graph below count them.
    const history = await detectTacticsOnHistory(handle.db);
    console.log(JSON.stringify({ job: "tactic-history", ...history }));
    const recomputed: ComputedProfile[] = [];
    const profiles = await refreshCounterpartyProfilesSinceCursor(handle.db, (computed, at) => {
      recomputed.push(...computed);
      return pushProfiles(env, computed, at);
    });
    console.log(
      JSON.stringify({ job: "counterparty-profiles", recomputed: profiles.recomputed, changed: profiles.changed, since: profiles.since.toISOString(), through: profiles.through.toISOString() }),
    );
    const graph = await catchUpKnowledgeGraph(handle.db, env);
    // After the catch-up, so the neighbours count the deals it just wrote.
    const fleetNeighbours = await shareFleetNeighbours(handle.db, env, recomputed, controller.scheduledTime);
    // One line per run saying what it did (npm start's local cron and production logs alike).
    console.log(
      JSON.stringify({
        job: "scheduled",
        cron: controller.cron,
        scheduledTime: new Date(controller.scheduledTime).toISOString(),
        marketStats: market,
        learner: learning,
        tacticHistory: { negotiations: history.negotiations, stored: history.stored },
        profiles: { recomputed: profiles.recomputed, changed: profiles.changed },
        graph,
        fleetNeighbours,
        ms: Date.now() - started,
      }),
    );
  } finally {
    ctx.waitUntil(handle.close());
  }
}

/** Writes into the graph whatever the queue consumer's best-effort sync missed (a graph outage, say). */
async function catchUpKnowledgeGraph(db: ParleyDb, env: Env): Promise<{ synced: number } | { error: string }> {
  let graph: GraphStore | undefined;
  try {
    graph = await createGraphStore(env, db);
    await graph.migrate();
    const report = await catchUpGraph(db, graph);
    // Service contracts (Contract, SLA and Violation facts) on their own cursor.
    const contracts = isContractGraph(graph) ? await catchUpContractGraph(db, graph) : { synced: 0, more: false };
    console.log(JSON.stringify({ job: "graph", store: graph.kind, ...report, contracts: contracts.synced }));
    return { synced: report.synced + contracts.synced };
  } catch (error) {
    // The cursor did not move: the next run redoes this one.
    const message = error instanceof Error ? error.message : String(error);
    console.warn(JSON.stringify({ job: "graph", error: message }));
    return { error: message };
  } finally {
    if (graph) await graph.close();
  }
}

/**
 * The graph's neighbours of the counterparties whose profiles this run recomputed, pushed to each shop's fleet
 * (memory `shareGraphNeighbours`: at most FLEET_NEIGHBOURS_PER_SHOP per shop, most recently active first). Never
 * throws: a graph or Shop failure is logged and returned; a shop whose neighbours were not all read is not pushed
 * to, so its fleet keeps what it had (shops pushed before the failure keep their new entries, each whole).
 */
async function shareFleetNeighbours(
  db: ParleyDb,
  env: Env,
  recomputed: readonly ComputedProfile[],
  computedAt: number,
): Promise<{ shops: number; counterparties: number; neighbours: number } | { error: string }> {
  let graph: GraphStore | undefined;
  try {
    graph = await createGraphStore(env, db);
    const report = await shareGraphNeighbours(db, graph, recomputed, async (shopId, entries) => {
      await shopStub(env, shopId).recordSimilarCounterparties(entries, computedAt);
    });
    console.log(JSON.stringify({ job: "fleet-neighbours", store: graph.kind, ...report }));
    return report;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(JSON.stringify({ job: "fleet-neighbours", error: message }));
    return { error: message };
  } finally {
    if (graph) await graph.close().catch(() => undefined);
  }
}

/** Returns how many shops and product statistics were pushed (for the run's log line). */
async function refreshMarketStats(db: ParleyDb, env: Env, since: Date, computedAt: number): Promise<{ shops: number; products: number }> {
  const done = { shops: 0, products: 0 };
  for (const shopId of await shopsWithDealsSince(db, since)) {
    const stats = await marketStats(db, { shopId });
    await shopStub(env, shopId).setMarketStats(stats, computedAt);
    done.shops++;
    done.products += stats.length;
  }
  return done;
}

/** One query per shop, whatever its number of products; only the products with outcomes recorded since `since`. */
async function refreshLearning(db: ParleyDb, env: Env, since: Date, computedAt: number): Promise<{ shops: number; products: number }> {
  const done = { shops: 0, products: 0 };
  for (const shopId of await shopsWithOutcomesSince(db, since)) {
    const entries = await productLearning(db, { shopId, productsChangedSince: since });
    if (entries.length === 0) continue;
    await shopStub(env, shopId).setLearning(entries, computedAt);
    openingConfigurations.forget(shopId);
    done.shops++;
    done.products += entries.length;
  }
  return done;
}

/** Pushes profiles to the buyers' accounts, a few at a time (each is one small RPC to its own object). */
async function pushProfiles(env: Env, profiles: ComputedProfile[], computedAtMs: number): Promise<void> {
  const PARALLEL = 8;
  for (let i = 0; i < profiles.length; i += PARALLEL) {
    await Promise.all(
      profiles.slice(i, i + PARALLEL).map((p) => {
        const name = buyerAccountName(p.shopId, { buyerId: p.counterpartyId, kind: p.authenticated ? "registered" : "anonymous" });
        return env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(name)).setProfile(hotPathProfile(p), computedAtMs);
      }),
    );
  }
}

/** What a negotiation reads of a profile at open (policies' counterparty.* variables, reputation included; the arm choice). */
export function hotPathProfile(p: ComputedProfile): CounterpartyInputs {
  const usual = Object.entries(p.tactics).sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0];
  return {
    negotiations: p.negotiations,
    agreementRate: p.negotiations > 0 ? Math.round((p.agreed / p.negotiations) * 1000) / 1000 : 0,
    avgDiscountBps: p.avgDiscountBps ?? 0,
    concessionStyle: p.concessionStyle,
    usualTactic: usual?.[0] ?? "",
    tacticRate: p.tacticRate,
    riskScore: p.riskScore,
    // Its record under service contracts, SLA and disputes, for counterparty.reputation.* and the negotiator's
    // counterpartyAdjustment (absent: reads as unknown).
    ...(p.reputation ? { reputation: reputationInputs(p.reputation) } : {}),
  };
}

const shopStub = (env: Env, shopId: string) => env.SHOP.get(env.SHOP.idFromName(shopId));
