/**
 * Rehearsals: a product's live settings and policy set — and, side by side, proposed ones — played against a
 * panel of simulated buyers through the real kernel and policy evaluator (rehearsal/), before anything goes
 * live. Nothing is stored and no buyer is involved; the same seed gives the same answer.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { ok, type RpcResult } from "../../common/problem";
import { compiledPolicies } from "../../durable-objects/room/policy-context";
import { refused, workLimitExceeded } from "../../durable-objects/shop/policy-store";
import { validateConfig } from "../../kernel";
import { formatCount, MAX_SOURCE_BYTES, parsePolicySet, WORK_LIMITS, WorkLimitExceeded, WorkMeter, type PolicySet } from "../../policies";
import { rehearsalSettings, rehearseProduct } from "../../rehearsal";
import { decisionsPerBuyer, rehearsalDecisionWeight } from "../../rehearsal/rehearse";
import type { AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { reply } from "../reply";
import { ProblemError } from "../problem-response";
import { IdempotencyHeader, MinorUnits, ProductId, ShopIdParam, Strategy } from "../schemas";
import { shopStub } from "../stubs";
import { shopOwnerAuth } from "./auth";

const security = [{ adminKey: [] }];
const tags = ["Shop owner: rehearsal"];

/** Large enough for a stable comparison (±1 point of agreement), small enough to answer within a second. */
const DEFAULT_BUYERS = 2_000;
const MAX_BUYERS = 20_000;
const MIN_BUYERS = 100;

interface Played {
  label: "live" | "proposed";
  maxRounds: number;
  set: PolicySet;
  /** Policy decisions a buyer makes, and the work of one beyond its policies: a package product's are more, and weigh more. */
  decisions: number;
  perDecision: number;
}

/** Work units of one buyer across the settings played (the estimate). */
function workPerBuyer(played: readonly Played[]): number {
  return played.reduce((sum, p) => sum + p.decisions * ((p.set.errorFreeCost ?? 0) + p.perDecision), 0);
}

/** The 422 for a rehearsal over the work limit, naming what to reduce: buyers, rounds, the policies' cost, the comparison. */
function tooMuchWork(buyers: number, played: readonly Played[], estimated: number, ranOut: { perBuyer: number } | null): RpcResult<never> {
  const limit = WORK_LIMITS.perRequest;
  const fits = Math.floor(limit / (ranOut?.perBuyer ?? workPerBuyer(played)));
  const errors: { path: string; message: string }[] = [];
  if (fits >= MIN_BUYERS) errors.push({ path: "buyers", message: `at most ${fits.toLocaleString("en")} buyers with these settings and policies` });
  const costly = played.filter((p) => (p.set.cost ?? 0) > WORK_LIMITS.rehearsalDecision);
  for (const p of costly) {
    errors.push({
      path: p.label === "proposed" ? "policySource" : "live.policies",
      message: `the ${p.label} policy set costs up to ${formatCount(p.set.cost ?? 0)} evaluation steps per decision (the bundled default: ~40); every condition is evaluated for every decision`,
    });
  }
  const rounds = played.filter((p) => p.maxRounds > 12);
  for (const p of rounds) errors.push({ path: `${p.label}.maxRounds`, message: `${p.maxRounds} rounds: the longer a negotiation may last, the more decisions each buyer makes` });
  if (played.length > 1) errors.push({ path: "proposed", message: "comparing two settings plays every buyer twice" });
  const what = fits >= MIN_BUYERS ? `rehearse at most ${fits.toLocaleString("en")} buyers` : `even ${MIN_BUYERS} buyers are too many with ${costly.length > 0 ? "this policy set: make its conditions cheaper" : "these settings"}`;
  const detail = ranOut !== null
    ? `This rehearsal ran out of its work limit (${formatCount(limit)} steps for one request) before its ${buyers.toLocaleString("en")} buyers were played: ${what}.`
    : `This rehearsal would take about ${formatCount(estimated)} steps of work (${buyers.toLocaleString("en")} buyers × ${played.length} setting(s) × ~${played.map((p) => p.decisions.toFixed(1)).join(" / ")} decisions × (policy cost + ${played[0]!.perDecision})), over the limit of ${formatCount(limit)} for one request: ${what}.`;
  return workLimitExceeded(detail, { limit, estimated, ...(fits >= MIN_BUYERS ? { maxBuyers: fits } : {}), errors });
}

const ProposedSettings = z
  .strictObject({
    anchorMinor: MinorUnits.optional(),
    floorMinor: MinorUnits.optional(),
    strategy: Strategy.optional(),
    maxRounds: z.number().int().min(1).max(100).optional(),
    ttlSeconds: z.number().int().min(60).max(30 * 24 * 3600).optional(),
  })
  .openapi("ProposedSettings");

const RehearsalBody = z
  .strictObject({
    productId: ProductId,
    proposed: ProposedSettings.optional().openapi({ description: "Settings to compare with the live ones; omitted fields keep their live value." }),
    policySource: z.string().max(MAX_SOURCE_BYTES).optional().openapi({ description: "A policy file (YAML) to rehearse instead of the active set." }),
    buyers: z.number().int().min(100).max(MAX_BUYERS).optional().openapi({ description: `Simulated buyers (default ${DEFAULT_BUYERS}); each setting meets the same ones.` }),
    seed: z.number().int().min(0).max(2 ** 32 - 1).optional().openapi({ description: "Draws the panel; the same seed and inputs give the same answer. Default: random." }),
    quantity: z.number().int().min(1).max(1_000_000).optional().openapi({ description: "Units per negotiation (default 1): policies read the deal's value." }),
  })
  .openapi("RehearsalRequest");

const Rate = z.number().min(0).max(1);
const Settings = z.object({ currency: z.string(), anchorMinor: z.number().int(), floorMinor: z.number().int(), strategy: Strategy, maxRounds: z.number().int(), ttlSeconds: z.number().int() });
const Summary = z
  .object({
    settings: Settings,
    policyVersion: z.number().int().nullable().openapi({ description: "The active policy set's version, or null for a proposed file" }),
    negotiations: z.number().int(),
    agreed: z.number().int(),
    agreementRate: Rate,
    agreementWherePossible: Rate.openapi({ description: "Deals among buyers who could pay this setting's floor" }),
    surplusShare: z.number().openapi({ description: "Mean (price − F)/(A − F) over all buyers, 0 without a deal, on the live list price and floor" }),
    meanPriceMinor: z.number().int().nullable(),
    meanDiscountBps: z.number().int().nullable().openapi({ description: "Mean discount from the live list price, over deals" }),
    revenuePerBuyerMinor: z.number().int(),
    escalationRate: Rate.openapi({ description: "Policy decisions escalated or paused (settled in the simulation by their timeout action)" }),
    constraintRate: Rate,
    meanRounds: z.number().nullable().openapi({ description: "Buyer counters per deal" }),
    belowFloor: z.number().int().openapi({ description: "Deals below the floor: always 0" }),
    families: z.array(z.object({ family: z.string(), negotiations: z.number().int(), agreementRate: Rate, surplusShare: z.number() })),
  })
  .openapi("RehearsalSummary");

const Rehearsal = z
  .object({
    productId: z.string(),
    buyers: z.number().int(),
    seed: z.number().int(),
    basis: z.object({ source: z.enum(["market-stats", "product-range"]), agreedCount: z.number().int().optional(), meanMinor: z.number().optional(), stdMinor: z.number().optional() }),
    learned: z.boolean().openapi({ description: "Whether the learner's parameters for the product were played, as live openings play them (false: none yet, the tuned defaults)" }),
    live: Summary,
    proposed: Summary.nullable(),
    comparison: z
      .object({ agreementRate: z.number(), surplusShare: z.number(), revenuePerBuyerMinor: z.number(), escalationRate: z.number(), meanRounds: z.number().nullable() })
      .nullable()
      .openapi({ description: "Proposed minus live" }),
  })
  .openapi("Rehearsal");

const runRehearsal = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/rehearsals",
  tags,
  summary: "Rehearse a product's settings and policies against simulated buyers, live and proposed side by side",
  description:
    "The tournament's 15 buyer families, reservations drawn around the product's market statistics (when the cron has computed any) or across its live range, through the real kernel (with the learner's arms and acceptance curve for the product, when it has any) and policy evaluator. Escalations are settled by their own timeout action. Stores nothing.",
  security,
  request: { params: ShopIdParam, headers: IdempotencyHeader, ...jsonBody(RehearsalBody) },
  responses: { 200: { description: "The rehearsal", content: { "application/json": { schema: Rehearsal } } }, ...problems(400, 401, 404, 409, 413, 415, 422) },
});

export function registerRehearsalRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, runRehearsal, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const body = c.req.valid("json");
    const inputs = await shopStub(c.env, shopId).rehearsalInputs(body.productId);
    if (!inputs.ok) return reply(c, inputs);
    const { product, policies, market, learned } = inputs.body;
    const live = rehearsalSettings(product);
    const proposedSettings = body.proposed ? { ...live, ...body.proposed } : null;
    if (proposedSettings) {
      const config = { ...proposedSettings, ttlMs: proposedSettings.ttlSeconds * 1000 };
      const wrong = validateConfig(config);
      if (wrong.length > 0) throw new ProblemError("invalid-product-config", wrong.join("; "), { errors: wrong.map((message) => ({ path: "proposed", message })) });
    }
    // The active set as rooms use it: parsed once per isolate. One stored before the cost limits and over them
    // is refused as an upload would be.
    let liveSet: PolicySet;
    try {
      liveSet = compiledPolicies(policies.source);
    } catch (error) {
      const parsed = parsePolicySet(policies.source);
      if (!parsed.ok) return reply(c, refused(parsed.errors));
      throw error;
    }
    let proposedSet = liveSet;
    if (body.policySource !== undefined) {
      const bounds = inputs.body.bounds.map((b) => (b.productId === body.productId && proposedSettings ? { ...b, floorMinor: proposedSettings.floorMinor, anchorMinor: proposedSettings.anchorMinor } : b));
      const parsed = parsePolicySet(body.policySource, bounds);
      if (!parsed.ok) return reply(c, refused(parsed.errors));
      proposedSet = parsed.set;
    }
    // Bounded work (policies/cost.ts WORK_LIMITS): refused before it starts when the estimate is over the limit;
    // otherwise played with a meter both sets charge (copies: the live set object is shared with the rooms),
    // which stops it at the limit if the buyers bid longer than estimated.
    const buyers = body.buyers ?? DEFAULT_BUYERS;
    // A package product is rehearsed against package buyers (its terms come with `live`): they make more decisions,
    // and each weighs more (rehearsal/rehearse.ts).
    const perDecision = Math.round(WORK_LIMITS.rehearsalDecision * rehearsalDecisionWeight(live));
    const playing = (label: Played["label"], maxRounds: number, set: PolicySet): Played => ({ label, maxRounds, set, decisions: decisionsPerBuyer(maxRounds, live), perDecision });
    const played: Played[] = [playing("live", live.maxRounds, liveSet)];
    if (proposedSettings || body.policySource !== undefined) played.push(playing("proposed", proposedSettings?.maxRounds ?? live.maxRounds, proposedSet));
    const estimated = buyers * workPerBuyer(played);
    if (estimated > WORK_LIMITS.perRequest) return reply(c, tooMuchWork(buyers, played, estimated, null));
    const run = async (): Promise<RpcResult<unknown>> => {
      const seed = body.seed ?? crypto.getRandomValues(new Uint32Array(1))[0]!;
      const meter = new WorkMeter(WORK_LIMITS.perRequest, perDecision);
      // What the buyers played so far cost (every 500 buyers): a refusal then says how many would fit.
      const sofar = { buyers: 0, spent: 0 };
      let result: ReturnType<typeof rehearseProduct>;
      try {
        result = rehearseProduct({
          productId: body.productId,
          live,
          livePolicies: { ...liveSet, meter },
          ...(body.proposed ? { proposed: body.proposed } : {}),
          ...(body.policySource !== undefined ? { proposedPolicies: { ...proposedSet, meter } } : {}),
          market,
          learned,
          buyers,
          seed,
          quantity: body.quantity ?? 1,
          onProgress: (done) => {
            sofar.buyers = done;
            sofar.spent = meter.spent;
          },
        });
      } catch (error) {
        if (!(error instanceof WorkLimitExceeded)) throw error;
        // Buyers are played setting after setting: a buyer of the first costs about what one of the second does.
        // Before the first 500: each of them cost at least a 500th of what was spent.
        const perBuyer = sofar.buyers > 0 ? (sofar.spent / sofar.buyers) * played.length : Math.max(workPerBuyer(played), (meter.spent / 500) * played.length);
        return tooMuchWork(buyers, played, error.spent, { perBuyer });
      }
      const proposedVersion = body.policySource === undefined ? policies.version : null;
      return ok({
        ...result,
        live: { ...result.live, policyVersion: policies.version },
        proposed: result.proposed && { ...result.proposed, policyVersion: proposedVersion },
      });
    };
    const idempotency = await idempotencyOf(c);
    return reply(c, idempotency ? await shopStub(c.env, shopId).rehearseOnce(run, idempotency) : await run());
  });
}
