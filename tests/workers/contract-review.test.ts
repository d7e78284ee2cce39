/**
 * A person reviews a suspended service contract (issue #30), through the HTTP API in workerd: the suspension reaches
 * the shop's inbox as a contract's escalation (subject `contract`, never among the shop's negotiations) with its
 * `escalation.created` webhook; POST /v1/shops/{shopId}/service-contracts/{contractId}/review reinstates it (active
 * again, its run of violations forgiven, checks resuming, the escalation decided and `escalation.decided` sent, the
 * reinstatement in its audit log and in Postgres) or terminates it (what is left of the stake and pool refunded).
 * Reviewing a contract that is not suspended is a 409 naming its status; the same review under the same
 * Idempotency-Key replays. The Shop's record of a contract's escalation is idempotent and only moves forward, whatever
 * order and however often the reports come (a property).
 *
 * The shop's limits suspend at the first violation with no grace, so one breaching check suspends. Time: the
 * isolate's clock is a fake one (vi.setSystemTime) the objects read too, an hour behind the real clock so every alarm
 * the runtime keeps is already due; checks run through the contract's alarm at the times the test sets.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import type { Shop } from "../../durable-objects";
import { ContractEscalations, escalationWebhooks, type EscalationStatus } from "../../durable-objects/shop/contract-escalations";
import type { EscalationView } from "../../durable-objects/views";
import { createDb } from "../../memory";
import { getServiceContract } from "../../memory/repositories/service-contracts";
import { api, buyerKey, createShop, eventually, expectProblem, type ApiResponse } from "./api-client";

const sink = inject("webhookSinkUrl");

let clock = 0;
function setClock(ms: number) {
  clock = ms;
  vi.setSystemTime(ms);
}
const advance = (ms: number) => setClock(clock + ms);

type ShopRef = { shopId: string; adminKey: string };

const contractObject = (contractId: string) => env.CONTRACT.get(env.CONTRACT.idFromName(contractId));
/** The contract's check: its alarm at the current fake time. */
const check = (contractId: string) => runDurableObjectAlarm(contractObject(contractId));

let batches = 0;
/** A batch of p95-latency samples over the last second, all at `valueMs`. */
function latency(contractId: string, shop: ShopRef, valueMs: number) {
  const samples = Array.from({ length: 20 }, (_, i) => ({ metric: "latency", at: clock - 900 + i * 10, value: valueMs }));
  return api("POST", `/v1/contracts/${contractId}/samples`, { token: shop.adminKey, body: { batchId: `review-${++batches}`, samples } });
}

const review = (shop: ShopRef, contractId: string, body: unknown, key?: string) =>
  api("POST", `/v1/shops/${shop.shopId}/service-contracts/${contractId}/review`, { token: shop.adminKey, body, ...(key ? { headers: { "idempotency-key": key } } : {}) });

const inboxItem = async (shop: ShopRef, escalationId: string, status?: string) =>
  (await api("GET", `/v1/shops/${shop.shopId}/escalations${status ? `?status=${status}` : ""}`, { token: shop.adminKey })).body.items?.find((e: any) => e.escalationId === escalationId);

/** A shop whose contracts suspend at the first violation, with no grace, a webhook endpoint listening for escalations. */
async function reviewingShop() {
  const shop = await createShop("Review shop");
  const buyer = await buyerKey(shop.shopId, "acme");
  const limits = await api("PUT", `/v1/shops/${shop.shopId}/contract-limits`, { token: shop.adminKey, body: { violationsToSuspend: 1, graceMs: 0 } });
  expect(limits.status, JSON.stringify(limits.body)).toBe(200);
  const hook = `${sink}/hook/ok/review-${crypto.randomUUID().slice(0, 8)}`;
  expect((await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url: hook, events: ["escalation.created", "escalation.decided"] } })).status).toBe(201);
  const hooked = async () => ((await (await fetch(hook.replace("/hook/", "/received/"))).json()) as { body: string }[]).map((r) => JSON.parse(r.body));
  return { shop, buyer, hooked };
}

/** An active contract: the shop provides (and reports), the buyer consumes; a 10,000 stake and a 2,000 pool. */
async function activeContract(shop: ShopRef, buyer: string): Promise<string> {
  const created = await api("POST", `/v1/shops/${shop.shopId}/service-contracts`, {
    token: shop.adminKey,
    body: {
      parties: [
        { agentId: `shop:${shop.shopId}`, role: "provider" },
        { agentId: "buyer:acme", role: "consumer" },
      ],
      currency: "EUR",
      priceMinor: 12_000,
      sla: [{ id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor: 1_000, minSamples: 5 }],
      stakeMinor: 10_000,
      bonusPoolMinor: 2_000,
      durationMs: 3_600_000,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const contractId: string = created.body.contractId;
  await api("POST", `/v1/contracts/${contractId}/accept`, { token: shop.adminKey });
  expect((await api("POST", `/v1/contracts/${contractId}/accept`, { token: buyer })).body.status).toBe("active");
  return contractId;
}

/**
 * Samples, then a check a second later. The runtime may run an overdue check of its own at any moment (its alarms
 * are all due on the fake clock), and a check at a time already checked changes nothing: so the test's check comes
 * at a time later than the samples, and whichever check runs first after them judges them.
 */
async function sampleThenCheck(shop: ShopRef, contractId: string, valueMs: number) {
  advance(1_000);
  expect((await latency(contractId, shop, valueMs)).status).toBe(202);
  advance(1_000);
  await check(contractId);
}

/** Breaching samples and a check: one violation, which suspends under these limits; the inbox's escalation id. */
async function suspend(shop: ShopRef, contractId: string): Promise<{ view: any; escalationId: string }> {
  await sampleThenCheck(shop, contractId, 900);
  const view = (await api("GET", `/v1/contracts/${contractId}`, { token: shop.adminKey })).body;
  expect(view.status).toBe("suspended");
  const listed = await eventually(
    () => api("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, { token: shop.adminKey }),
    (res) => res.body?.items?.some((e: any) => e.subject?.contractId === contractId),
  );
  const item = listed.body.items.find((e: any) => e.subject?.contractId === contractId);
  return { view, escalationId: item.escalationId };
}

describe("reviewing a suspended contract", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now() - 3_600_000);
  });
  afterEach(() => vi.useRealTimers());

  it("suspension → the inbox (subject contract, not a negotiation) → reinstated: active, checks resume, decided, webhooks sent", async () => {
    const { shop, buyer, hooked } = await reviewingShop();
    const contractId = await activeContract(shop, buyer);

    // Only a suspended contract is reviewed: an active one is a 409 naming its status, and nothing changes.
    const early = await review(shop, contractId, { decision: "reinstate" });
    expectProblem(early, 409, "contract-not-suspended");
    expect(early.body.contractStatus).toBe("active");

    const { view: suspended, escalationId } = await suspend(shop, contractId);
    expect(suspended.sla).toMatchObject({ consecutiveViolations: 1, violationsTotal: 1 });
    expect(suspended.ledger.balances[`stake:${contractId}`]).toBe(9_000);

    // In the inbox as a contract's escalation, waiting for review …
    expect(await inboxItem(shop, escalationId, "pending")).toMatchObject({
      negotiationId: contractId,
      status: "pending",
      subject: { kind: "contract", contractId },
      proposed: { action: "review-contract", reasons: ["CONTRACT_SUSPENDED"] },
      decidedAt: null,
    });
    // … and not among the shop's negotiations (it has none).
    const negotiations = await api("GET", `/v1/shops/${shop.shopId}/negotiations`, { token: shop.adminKey });
    expect(negotiations.status).toBe(200);
    expect(negotiations.body.items).toEqual([]);
    // The owner heard of it.
    const created = await eventually(hooked, (got) => got.some((b) => b.type === "escalation.created"));
    expect(created.find((b) => b.type === "escalation.created")!.data).toMatchObject({ escalationId, status: "pending", subject: { kind: "contract", contractId } });

    // Reinstated a minute later (the slow samples out of the window, so no check finds them again), with a note:
    // active again, the run of violations forgiven, the penalty already taken kept.
    advance(61_000);
    const reviewedAt = clock;
    const key = `review-${crypto.randomUUID()}`;
    const body = { decision: "reinstate", note: "provider fixed its cache" };
    const reinstated = await review(shop, contractId, body, key);
    expect(reinstated.status, JSON.stringify(reinstated.body)).toBe(200);
    expect(reinstated.body).toMatchObject({ contractId, status: "active", termsVersion: 1, sla: { consecutiveViolations: 0, violationsTotal: 1 } });
    expect(reinstated.body.ledger.balances[`stake:${contractId}`]).toBe(9_000);
    // The same review under the same key replays; another under it is refused; without a key, the contract is no
    // longer suspended.
    const replayed = await review(shop, contractId, body, key);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(reinstated.body);
    expectProblem(await review(shop, contractId, { decision: "terminate" }, key), 422, "idempotency-key-reused");
    const twice = await review(shop, contractId, body);
    expectProblem(twice, 409, "contract-not-suspended");
    expect(twice.body.contractStatus).toBe("active");

    // The inbox shows it decided (approved, with the note), and the owner heard of that too.
    const decided = await eventually(
      () => inboxItem(shop, escalationId),
      (item) => item?.status === "approved",
    );
    expect(decided).toMatchObject({ status: "approved", subject: { kind: "contract", contractId }, note: "reinstated on review: provider fixed its cache", decidedAt: expect.any(String) });
    expect(await inboxItem(shop, escalationId, "pending")).toBeUndefined();
    const sent = await eventually(hooked, (got) => got.some((b) => b.type === "escalation.decided"));
    expect(sent.find((b) => b.type === "escalation.decided")!.data).toMatchObject({ escalationId, status: "approved", subject: { kind: "contract", contractId } });
    expect(sent.filter((b) => b.type === "escalation.created")).toHaveLength(1);

    // The reinstatement is in the contract's verified audit log and history.
    const audit = await api("GET", `/v1/contracts/${contractId}/audit`, { token: shop.adminKey });
    expect(audit.body.verification.valid).toBe(true);
    expect(audit.body.history.at(-1)).toMatchObject({ kind: "review:reinstate", actor: `shop:${shop.shopId}`, data: { status: "active", events: ["contract.activated"] } });

    // Checks resume: healthy samples are met …
    await sampleThenCheck(shop, contractId, 80);
    const healthy = (await api("GET", `/v1/contracts/${contractId}`, { token: shop.adminKey })).body;
    expect(healthy).toMatchObject({ status: "active", sla: { consecutiveViolations: 0, violationsTotal: 1, lastCheckAt: new Date(clock).toISOString() } });
    expect(healthy.sla.targets[0]).toMatchObject({ id: "latency-p95", reading: expect.closeTo(80, 0), met: true });

    // … and the contract shows as active in Postgres too (the reinstatement travels as contract.activated). The fake
    // clock stays: real time is past the contract's end, and a check then would complete it.
    const handle = createDb(env.DATABASE_URL, { max: 2 });
    try {
      // The status as of the review (not the activation's, before the suspension reached Postgres).
      const stored = await eventually(() => getServiceContract(handle.db, shop.shopId, contractId), (row) => row !== null && row.statusAt.getTime() >= reviewedAt);
      expect(stored).toMatchObject({ status: "active", closedAt: null });
      expect(stored!.statusAt.getTime()).toBeGreaterThanOrEqual(reviewedAt);
    } finally {
      await handle.close();
    }

    // A new breach counts again: suspended once more, a second escalation in the inbox beside the decided one.
    advance(61_000);
    const again = await suspend(shop, contractId);
    expect(again.escalationId).not.toBe(escalationId);
    expect(again.view.sla).toMatchObject({ consecutiveViolations: 1, violationsTotal: 2 });
    const all = (await api("GET", `/v1/shops/${shop.shopId}/escalations`, { token: shop.adminKey })).body.items.filter((e: any) => e.subject.kind === "contract");
    expect(all.map((e: any) => [e.escalationId, e.status])).toEqual([
      [again.escalationId, "pending"],
      [escalationId, "approved"],
    ]);
  });

  it("terminated on review: closed, what is left of the stake and pool refunded, the escalation rejected", async () => {
    const { shop, buyer, hooked } = await reviewingShop();
    const contractId = await activeContract(shop, buyer);
    const { escalationId } = await suspend(shop, contractId);

    const terminated = await review(shop, contractId, { decision: "terminate", note: "third outage this month" }, `review-${crypto.randomUUID()}`);
    expect(terminated.status, JSON.stringify(terminated.body)).toBe(200);
    expect(terminated.body).toMatchObject({ status: "terminated", closeReason: "terminated on review: third outage this month" });
    const { balances, postings } = terminated.body.ledger;
    expect(balances[`stake:${contractId}`]).toBe(0);
    expect(balances[`pool:${contractId}`]).toBe(0);
    // The penalty stays with the consumer; the rest of the stake goes back to the provider, the pool to the consumer.
    expect(balances[`party:shop:${shop.shopId}`]).toBe(9_000);
    expect(balances["party:buyer:acme"]).toBe(1_000 + 2_000);
    expect(postings.map((p: any) => p.kind).sort()).toEqual(["penalty", "pool_deposit", "pool_refund", "stake_deposit", "stake_refund"]);
    expect(Object.values(balances as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(0);

    const rejected = await eventually(
      () => inboxItem(shop, escalationId),
      (item) => item?.status === "rejected",
    );
    expect(rejected).toMatchObject({ subject: { kind: "contract", contractId }, note: "terminated on review: third outage this month" });
    const sent = await eventually(hooked, (got) => got.some((b) => b.type === "escalation.decided"));
    expect(sent.find((b) => b.type === "escalation.decided")!.data).toMatchObject({ escalationId, status: "rejected" });

    // Closed: a later review names the status.
    const after = await review(shop, contractId, { decision: "reinstate" });
    expectProblem(after, 409, "contract-not-suspended");
    expect(after.body.contractStatus).toBe("terminated");
    expect((await api("GET", `/v1/shops/${shop.shopId}/negotiations`, { token: shop.adminKey })).body.items).toEqual([]);
  });

  it("a suspended contract a party terminates settles its inbox item as not lifted (rejected), not as approved", async () => {
    const { shop, buyer } = await reviewingShop();
    const contractId = await activeContract(shop, buyer);
    const { escalationId } = await suspend(shop, contractId);
    const ended = await api("POST", `/v1/contracts/${contractId}/terminate`, { token: buyer, body: { reason: "going elsewhere" } });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.status).toBe("terminated");
    const settled = await eventually(
      () => inboxItem(shop, escalationId),
      (item) => item?.status !== "pending",
    );
    expect(settled).toMatchObject({ status: "rejected", note: "contract terminated while suspended" });
  });

  it("refuses a bad body, another shop's contract, and a buyer's key, changing nothing", async () => {
    const { shop, buyer } = await reviewingShop();
    const contractId = await activeContract(shop, buyer);
    await suspend(shop, contractId);
    expectProblem(await review(shop, contractId, { decision: "amend" }), 400, "validation-failed");
    expectProblem(await review(shop, contractId, { decision: "reinstate", surprise: true }), 400, "validation-failed");
    expectProblem(await review(shop, "ctr_nope", { decision: "reinstate" }), 404, "not-found");
    const other = await createShop("Another shop");
    expectProblem(await review(other, contractId, { decision: "reinstate" }), 404, "not-found");
    const byBuyer = await api("POST", `/v1/shops/${shop.shopId}/service-contracts/${contractId}/review`, { token: buyer, body: { decision: "reinstate" } });
    expect(byBuyer.status).toBe(401);
    const view: ApiResponse = await api("GET", `/v1/contracts/${contractId}`, { token: shop.adminKey });
    expect(view.body.status).toBe("suspended");
  });
});

describe("the Shop's record of a contract's escalation", () => {
  const decided: EscalationStatus[] = ["approved", "rejected", "timed-out"];
  const contractId = "ctr_00112233445566778899aabbccddeeff";
  const view = (escalationId: string, status: EscalationStatus): EscalationView => ({
    escalationId,
    negotiationId: contractId,
    status,
    policyId: null,
    assignee: "owner",
    reason: "suspended",
    onTimeout: "reject",
    timeoutAt: "2026-11-27T02:00:00.000Z",
    createdAt: "2026-11-27T01:00:00.000Z",
    decidedAt: status === "pending" ? null : "2026-11-27T01:30:00.000Z",
    proposed: { action: "review-contract", priceMinor: null, reasons: ["CONTRACT_SUSPENDED"] },
    buyerPriceMinor: null,
    note: null,
  });

  it("is idempotent and only moves forward: reports repeated or out of order raise it once and decide it once, as first decided", async () => {
    const shop = env.SHOP.get(env.SHOP.idFromName(`escalation-record-${crypto.randomUUID()}`));
    await runInDurableObject<Shop, void>(shop, (_shop, state) => {
      const escalations = new ContractEscalations(state.storage.sql);
      let run = 0;
      fc.assert(
        fc.property(fc.array(fc.constantFrom<EscalationStatus>("pending", "pending", ...decided), { minLength: 1, maxLength: 8 }), (statuses) => {
          const escalationId = `${contractId}:suspended:${++run}`;
          const webhooks = statuses.flatMap((status, i) => {
            const { before, after } = escalations.record({ contractId, escalation: view(escalationId, status) }, 1_000 + i);
            return escalationWebhooks(before, after);
          });
          const firstDecision = statuses.find((s) => s !== "pending");
          const finalStatus = firstDecision ?? "pending";
          expect(escalations.status(escalationId)).toBe(finalStatus);
          expect(webhooks[0]).toBe("escalation.created");
          expect(webhooks.filter((w) => w === "escalation.created")).toHaveLength(1);
          const closing = finalStatus === "timed-out" ? "escalation.timed_out" : "escalation.decided";
          expect(webhooks.slice(1)).toEqual(firstDecision ? [closing] : []);
          const listed = escalations.inbox(undefined, 200).filter((item) => item.escalationId === escalationId);
          expect(listed).toEqual([{ ...view(escalationId, finalStatus), subject: { kind: "contract", contractId } }]);
        }),
        { numRuns: 100 },
      );
    });
  });

  it("ignores a report whose escalation is not the contract's own", async () => {
    const shop = env.SHOP.get(env.SHOP.idFromName(`escalation-record-${crypto.randomUUID()}`));
    const result = await runInDurableObject<Shop, unknown>(shop, (_shop, state) => {
      const escalations = new ContractEscalations(state.storage.sql);
      const foreign = { ...view("x:suspended:1", "pending"), negotiationId: "a".repeat(64) };
      return [escalations.record({ contractId, escalation: foreign }, 1), escalations.record({ contractId: "not-a-contract", escalation: { ...foreign, negotiationId: "not-a-contract" } }, 2), escalations.inbox(undefined, 10)];
    });
    expect(result).toEqual([{ before: null, after: null }, { before: null, after: null }, []]);
  });
});
