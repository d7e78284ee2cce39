/**
 * A service agreement's life, end to end through the HTTP API in workerd (issue #30's must-show): a real
 * negotiation to agreement → a contract with an SLA (p95 latency ≤ 200 ms over 1 min, availability ≥ 0.99) →
 * every party accepts → active → samples that breach p95 → grace → a penalty posted → five violations → suspended,
 * with an escalation in the shop's inbox and its webhook → an amendment proposed and accepted → active again →
 * completed at its duration. The ledger balances (the postings sum to zero, no account but an external one below
 * zero) at every step; the signed records verify, and a tampered copy does not.
 *
 * Time: the isolate's clock is a fake one (vi.setSystemTime) the contract object reads too, set an hour behind the
 * real clock so every alarm the runtime keeps is already due; checks run through the object's alarm
 * (runDurableObjectAlarm) at the times the test sets. Nothing sleeps.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { verifySignedRecord } from "../../contracts/signing";
import { createDb } from "../../memory";
import { getServiceContract, listContractPostings } from "../../memory/repositories/service-contracts";
import { api, buyerKey, createShop, eventually, expectProblem, putProduct, type ApiResponse } from "./api-client";

const sink = inject("webhookSinkUrl");

/** Fake wall clock: starts an hour behind the real one and only moves when the test moves it. */
let clock = 0;
function setClock(ms: number) {
  clock = ms;
  vi.setSystemTime(ms);
}
const advance = (ms: number) => setClock(clock + ms);

function contractObject(contractId: string) {
  return env.CONTRACT.get(env.CONTRACT.idFromName(contractId));
}

/** The contract's check: the object's alarm at the current fake time. */
async function check(contractId: string) {
  await runDurableObjectAlarm(contractObject(contractId));
}

/** The books balance: every posting moves money between two accounts, so balances sum to 0; only external ones go below. */
function expectBalanced(view: any) {
  const balances = view.ledger.balances as Record<string, number>;
  expect(Object.values(balances).reduce((a, b) => a + b, 0)).toBe(0);
  for (const [account, balance] of Object.entries(balances)) if (!account.startsWith("external:")) expect(balance, account).toBeGreaterThanOrEqual(0);
  const posted = (view.ledger.postings as { amountMinor: number }[]).reduce((a, p) => a + p.amountMinor, 0);
  expect(posted).toBeGreaterThanOrEqual(0);
}

let batchSeq = 0;
function latencySamples(from: number, count: number, valueMs: number) {
  return Array.from({ length: count }, (_, i) => ({ metric: "latency", at: from + i * 10, value: valueMs }));
}
function availabilitySamples(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({ metric: "availability", at: from + i * 10, value: 1 }));
}

describe("a contract's life", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now() - 3_600_000);
  });
  afterAll(() => vi.useRealTimers());

  it("runs from an agreed negotiation to completion, penalties, suspension and amendment included, with books that balance", async () => {
    const shop = await createShop("Contract shop");
    await putProduct(shop, "api-access", { name: "API access", currency: "EUR", anchorMinor: 50_000, floorMinor: 30_000 });
    const buyer = await buyerKey(shop.shopId, "acme");
    const hook = `${sink}/hook/ok/contract-${crypto.randomUUID().slice(0, 8)}`;
    const webhook = await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url: hook, events: ["escalation.created"] } });
    expect(webhook.status).toBe(201);

    // A real negotiation, to agreement: the buyer takes the shop's opening offer.
    const opened = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: buyer, body: { productId: "api-access", quantity: 2 } });
    expect(opened.status).toBe(201);
    const agreed = await api("POST", `/v1/negotiations/${opened.body.negotiationId}/accept`, { token: opened.body.token });
    expect(agreed.body.status).toBe("agreed");

    // The contract, from the agreement: price and terms from the room; SLA, stake, pool and duration from the owner.
    const created = await api("POST", `/v1/shops/${shop.shopId}/service-contracts`, {
      token: shop.adminKey,
      headers: { "idempotency-key": `create-${crypto.randomUUID()}` },
      body: {
        negotiationId: opened.body.negotiationId,
        sla: [
          { id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor: 1_000, minSamples: 5 },
          { id: "availability", metric: "availability", statistic: "ratio", windowMin: 1, threshold: 0.99, penaltyMinor: 500, minSamples: 5 },
        ],
        stakeMinor: 10_000,
        bonusPoolMinor: 2_000,
        durationMs: 3_600_000,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const contractId: string = created.body.contractId;
    expect(created.body).toMatchObject({
      status: "proposed",
      negotiationId: opened.body.negotiationId,
      parties: [
        { agentId: `shop:${shop.shopId}`, role: "provider" },
        { agentId: "buyer:acme", role: "consumer" },
      ],
      terms: { currency: "EUR", priceMinor: agreed.body.agreement.totalMinor, terms: { quantity: 2, unitPriceMinor: agreed.body.agreement.priceMinor } },
    });

    const view = async (): Promise<ApiResponse> => api("GET", `/v1/contracts/${contractId}`, { token: buyer });
    const shopCalls = (method: string, path: string, body?: unknown) => api(method, `/v1/contracts/${contractId}${path}`, { token: shop.adminKey, ...(body ? { body } : {}) });
    const buyerCalls = (method: string, path: string, body?: unknown) => api(method, `/v1/contracts/${contractId}${path}`, { token: buyer, ...(body ? { body } : {}) });

    // Every party accepts: active, stake and pool deposited.
    expect((await shopCalls("POST", "/accept")).body.status).toBe("proposed");
    const active = await buyerCalls("POST", "/accept");
    expect(active.body.status).toBe("active");
    expect(active.body.ledger.balances).toMatchObject({ [`stake:${contractId}`]: 10_000, [`pool:${contractId}`]: 2_000 });
    expectBalanced(active.body);

    const post = (samples: object[]) => shopCalls("POST", "/samples", { batchId: `b${++batchSeq}`, samples });
    // Healthy first: met, no breach.
    advance(1_000);
    expect((await post([...latencySamples(clock - 900, 20, 80), ...availabilitySamples(clock - 900, 20)])).status).toBe(202);
    advance(1_000); // the check comes after the samples: an overdue check the runtime runs itself may take the samples' instant
    await check(contractId);
    expect((await view()).body.sla).toMatchObject({ consecutiveViolations: 0, violationsTotal: 0 });

    // p95 latency breaches: a breach, then (past the 5 s grace) a violation and its penalty.
    advance(1_000);
    expect((await post([...latencySamples(clock - 900, 100, 900), ...availabilitySamples(clock - 900, 20)])).status).toBe(202);
    advance(1_000); // the check comes after the samples: an overdue check the runtime runs itself may take the samples' instant
    await check(contractId);
    const breached = (await view()).body;
    expect(breached.sla.targets.find((t: any) => t.id === "latency-p95")).toMatchObject({ met: false });
    expect(breached.sla.violationsTotal).toBe(0);
    expect(breached.ledger.postings.filter((p: any) => p.kind === "penalty")).toHaveLength(0);

    advance(6_000);
    await post([...latencySamples(clock - 900, 100, 900), ...availabilitySamples(clock - 900, 20)]);
    advance(1_000); // the check comes after the samples: an overdue check the runtime runs itself may take the samples' instant
    await check(contractId);
    const penalised = (await view()).body;
    expect(penalised.sla.violationsTotal).toBe(1);
    const penalties = penalised.ledger.postings.filter((p: any) => p.kind === "penalty");
    expect(penalties).toEqual([expect.objectContaining({ from: `stake:${contractId}`, to: "party:buyer:acme", amountMinor: 1_000, cause: expect.stringMatching(/^check:\d+:latency-p95$/) })]);
    expectBalanced(penalised);

    // The breach persists: a violation per window, until five in a row suspend the contract.
    for (let n = 2; n <= 5; n++) {
      advance(61_000);
      await post([...latencySamples(clock - 900, 100, 900), ...availabilitySamples(clock - 900, 20)]);
      advance(1_000); // the check comes after the samples: an overdue check the runtime runs itself may take the samples' instant
      await check(contractId);
      const now = (await view()).body;
      expect(now.sla.violationsTotal, `violation ${n}`).toBe(n);
      expectBalanced(now);
    }
    const suspended = (await view()).body;
    expect(suspended.status).toBe("suspended");
    expect(suspended.ledger.balances[`stake:${contractId}`]).toBe(10_000 - 5 * 1_000);
    expect(suspended.ledger.balances["party:buyer:acme"]).toBe(5 * 1_000);

    // The shop's inbox has the escalation, and its webhook went out.
    const inbox = await eventually(
      () => api("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, { token: shop.adminKey }),
      (res) => res.body?.items?.some((e: any) => e.negotiationId === contractId),
    );
    const escalation = inbox.body.items.find((e: any) => e.negotiationId === contractId);
    expect(escalation).toMatchObject({ status: "pending", proposed: { action: "review-contract" } });
    const hookPath = hook.slice(`${sink}/hook/`.length);
    const delivered = await eventually(
      async () => (await (await fetch(`${sink}/received/${hookPath}`)).json()) as { body: string }[],
      (received) => received.some((r) => r.body.includes(contractId)),
    );
    expect(delivered.some((r) => JSON.parse(r.body).type === "escalation.created")).toBe(true);

    // Samples while suspended are refused, and change nothing.
    expectProblem(await post(latencySamples(clock - 900, 5, 10)), 409, "contract-not-active");

    // An amendment, proposed by the shop and accepted by the buyer: active again under the new terms.
    const terms = suspended.terms;
    const amended = await shopCalls("POST", "/amendments", { ...terms, sla: terms.sla.map((t: any) => (t.id === "latency-p95" ? { ...t, threshold: 1_000 } : t)) });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    expect(amended.body.amendment).toMatchObject({ proposedBy: `shop:${shop.shopId}` });
    const reactivated = await buyerCalls("POST", "/amendments/accept");
    expect(reactivated.body).toMatchObject({ status: "active", termsVersion: 2, amendment: null });
    expectBalanced(reactivated.body);

    // Under the amended threshold the same latency is met.
    advance(61_000);
    await post([...latencySamples(clock - 900, 100, 900), ...availabilitySamples(clock - 900, 20)]);
    advance(1_000); // the check comes after the samples: an overdue check the runtime runs itself may take the samples' instant
    await check(contractId);
    const healthy = (await view()).body;
    expect(healthy).toMatchObject({ status: "active", sla: { consecutiveViolations: 0, violationsTotal: 5 } });

    // At its duration the contract completes: what is left of the stake and pool goes back, and they are empty.
    setClock(Date.parse(healthy.endsAt) + 1);
    await check(contractId);
    const completed = (await view()).body;
    expect(completed.status).toBe("completed");
    expect(completed.ledger.balances[`stake:${contractId}`]).toBe(0);
    expect(completed.ledger.balances[`pool:${contractId}`]).toBe(0);
    expect(completed.ledger.balances[`party:shop:${shop.shopId}`]).toBe(5_000);
    expectBalanced(completed);

    // The signed records (activation, amendment) verify against the published key; a tampered copy does not.
    const jwks = await api("GET", "/.well-known/parley-signing-keys");
    expect(jwks.status).toBe(200);
    const records = await eventually(
      () => buyerCalls("GET", "/records"),
      (res) => res.body?.items?.length === 2 && res.body.items.every((r: any) => r.signed !== null),
    );
    expect(records.body.items.map((r: any) => [r.kind, r.termsVersion])).toEqual([
      ["activated", 1],
      ["amended", 2],
    ]);
    for (const r of records.body.items) {
      const verified = await verifySignedRecord(r.signed, { parley: jwks.body.keys });
      expect(verified, JSON.stringify(verified.problems)).toMatchObject({ valid: true, signers: ["parley"] });
      const tampered = structuredClone(r.signed);
      tampered.record.terms.priceMinor += 1;
      expect((await verifySignedRecord(tampered, { parley: jwks.body.keys })).valid).toBe(false);
    }

    // The shop's audit log verifies end to end.
    const audit = await shopCalls("GET", "/audit");
    expect(audit.body.verification.valid).toBe(true);

    // The outbox carried every event to Postgres, where the contract and its postings are projected: the same books.
    vi.useRealTimers();
    const handle = createDb(env.DATABASE_URL, { max: 2 });
    try {
      const stored = await eventually(
        async () => ({ contract: await getServiceContract(handle.db, shop.shopId, contractId), postings: await listContractPostings(handle.db, shop.shopId, contractId) }),
        (got) => got.contract?.status === "completed" && got.postings.length === completed.ledger.postings.length,
      );
      expect(stored.contract?.status).toBe("completed");
      expect(stored.postings.map((p: any) => p.postingId).sort()).toEqual(completed.ledger.postings.map((p: any) => p.postingId).sort());
    } finally {
      await handle.close();
    }
  });
});
