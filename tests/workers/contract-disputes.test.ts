/**
 * Disputes of a check's money (issue #30, item 5) through the HTTP API and MCP in workerd: a contract with a p95
 * latency target whose samples breach it past grace, so a penalty is posted; the provider disputes that check's
 * cause; the dispute waits in the shop's inbox (subject `dispute`) with its webhooks; the shop's owner upholds it (the
 * penalty reversed party to party, the books balanced, the audit chain verified, the decided event with its winners
 * and losers on its way to Postgres) or rejects it (nothing moves). Every refusal of the pure core reaches the client
 * as its 4xx problem and changes nothing: the contract and its books read back the same.
 *
 * Parties: `buyer:supplier` provides, `buyer:acme` consumes, the shop reports the samples (it monitors the service).
 * Time: the isolate's clock is a fake one (vi.setSystemTime) the objects read too, an hour behind the real clock so
 * every alarm the runtime keeps is already due; checks run through the contract's alarm at the times the test sets.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import type { Dispute } from "../../contracts/types";
import type { Shop } from "../../durable-objects";
import { ContractEscalations, contractEscalationWebhooks, disputeEscalationId, type ContractEscalationReport } from "../../durable-objects/shop/contract-escalations";
import type { EscalationView } from "../../durable-objects/views";
import { createDb } from "../../memory";
import { negotiationEvents } from "../../memory/schema";
import { api, buyerKey, createShop, eventually, expectProblem, type ApiResponse } from "./api-client";

const sink = inject("webhookSinkUrl");

let clock = 0;
function setClock(ms: number) {
  clock = ms;
  vi.setSystemTime(ms);
}
const advance = (ms: number) => setClock(clock + ms);

type ShopRef = { shopId: string; adminKey: string };
interface World {
  shop: ShopRef;
  supplier: string;
  acme: string;
  contractId: string;
  /** The penalised check's cause, `check:<at>:latency-p95`. */
  cause: string;
  hooked: () => Promise<{ type: string; data: any }[]>;
}

const contractObject = (contractId: string) => env.CONTRACT.get(env.CONTRACT.idFromName(contractId));

let batches = 0;
/** A batch of 20 latency samples over the last second, all at `valueMs`, from the shop (the contract's reporter). */
function latency(w: { shop: ShopRef; contractId: string }, valueMs: number) {
  const samples = Array.from({ length: 20 }, (_, i) => ({ metric: "latency", at: clock - 900 + i * 10, value: valueMs }));
  return api("POST", `/v1/contracts/${w.contractId}/samples`, { token: w.shop.adminKey, body: { batchId: `dispute-${++batches}`, samples } });
}

/**
 * Samples, then a check a second later. The runtime may run an overdue check of its own at any moment (its alarms
 * are all due on the fake clock), and a check at a time already checked changes nothing: so the test's check comes
 * after the samples, and whichever check runs first after them judges them.
 */
async function sampleThenCheck(w: { shop: ShopRef; contractId: string }, valueMs: number) {
  advance(1_000);
  expect((await latency(w, valueMs)).status).toBe(202);
  advance(1_000);
  await runDurableObjectAlarm(contractObject(w.contractId));
}

const view = async (w: World, token = w.shop.adminKey): Promise<any> => (await api("GET", `/v1/contracts/${w.contractId}`, { token })).body;

/** The contract and its books as they stand, less what moves with the clock alone (readings and when last checked). */
async function state(w: World) {
  const v = await view(w);
  return { status: v.status, version: v.version, disputes: v.disputes, ledger: v.ledger, violations: v.sla.violationsTotal, records: v.records };
}

const balanced = (ledger: { balances: Record<string, number> }) => Object.values(ledger.balances).reduce((a, b) => a + b, 0) === 0;

const openDispute = (w: World, token: string, body: unknown, headers?: Record<string, string>) =>
  api("POST", `/v1/contracts/${w.contractId}/disputes`, { token, body, ...(headers ? { headers } : {}) });
const decide = (w: World, disputeId: string, body: unknown, shop: ShopRef = w.shop, headers?: Record<string, string>) =>
  api("POST", `/v1/shops/${shop.shopId}/service-contracts/${w.contractId}/disputes/${disputeId}/decision`, { token: shop.adminKey, body, ...(headers ? { headers } : {}) });
const withdraw = (w: World, token: string, disputeId: string) => api("POST", `/v1/contracts/${w.contractId}/disputes/${disputeId}/withdraw`, { token });

const inboxItem = async (shop: ShopRef, escalationId: string, status?: string) =>
  (await api("GET", `/v1/shops/${shop.shopId}/escalations${status ? `?status=${status}` : ""}`, { token: shop.adminKey })).body.items?.find((e: any) => e.escalationId === escalationId);

/**
 * A shop with a webhook endpoint on every event (the default), and an active contract whose p95 latency target was
 * breached past the 5-s grace: one violation, its 1,000 penalty from the supplier's stake to acme.
 */
async function penalisedContract(name: string): Promise<World> {
  const shop = await createShop(name);
  const supplier = await buyerKey(shop.shopId, "supplier");
  const acme = await buyerKey(shop.shopId, "acme");
  const hook = `${sink}/hook/ok/dispute-${crypto.randomUUID().slice(0, 8)}`;
  expect((await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url: hook } })).status).toBe(201);
  const hooked = async () => ((await (await fetch(hook.replace("/hook/", "/received/"))).json()) as { body: string }[]).map((r) => JSON.parse(r.body));

  const created = await api("POST", `/v1/shops/${shop.shopId}/service-contracts`, {
    token: shop.adminKey,
    body: {
      parties: [
        { agentId: "buyer:supplier", role: "provider" },
        { agentId: "buyer:acme", role: "consumer" },
        { agentId: `shop:${shop.shopId}`, role: "reporter" },
      ],
      currency: "EUR",
      priceMinor: 12_000,
      sla: [{ id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor: 1_000, minSamples: 5 }],
      stakeMinor: 10_000,
      durationMs: 3_600_000,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const contractId: string = created.body.contractId;
  for (const token of [shop.adminKey, supplier]) expect((await api("POST", `/v1/contracts/${contractId}/accept`, { token })).status).toBe(200);
  expect((await api("POST", `/v1/contracts/${contractId}/accept`, { token: acme })).body.status).toBe("active");

  const w0 = { shop, contractId };
  await sampleThenCheck(w0, 900); // a breach: its grace begins
  advance(6_000);
  await sampleThenCheck(w0, 900); // still breached past the grace: a violation and its penalty
  const penalised = (await api("GET", `/v1/contracts/${contractId}`, { token: shop.adminKey })).body;
  const penalties = penalised.ledger.postings.filter((p: any) => p.kind === "penalty");
  expect(penalties).toEqual([expect.objectContaining({ from: `stake:${contractId}`, to: "party:buyer:acme", amountMinor: 1_000, cause: expect.stringMatching(/^check:\d+:latency-p95$/) })]);
  expect(penalised.disputes).toEqual([]);
  return { shop, supplier, acme, contractId, cause: penalties[0].cause, hooked };
}

describe("disputes of a check's money", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now() - 3_600_000);
  });
  afterEach(() => vi.useRealTimers());

  it("the provider disputes a penalty → the inbox and webhooks → upheld: reversed party to party, books balanced, audit verified, event stored", async () => {
    const w = await penalisedContract("Dispute upheld");
    const reason = "our own probes show p95 at 120 ms in that minute";

    // Opened: 201 with the dispute; the same id and cause again is a harmless repeat (200, the same dispute).
    const opened = await openDispute(w, w.supplier, { disputeId: "d-1", cause: w.cause, reason });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const dispute = opened.body.dispute;
    expect(dispute).toEqual({
      disputeId: "d-1",
      cause: w.cause,
      kind: "penalty",
      openedBy: "buyer:supplier",
      against: ["buyer:acme"],
      amountMinor: 1_000,
      reason,
      openedAt: clock,
      status: "open",
    });
    const before = await state(w);
    const repeat = await openDispute(w, w.supplier, { disputeId: "d-1", cause: w.cause, reason });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({ dispute });
    expect(await state(w)).toEqual(before);

    // Every party and the shop's owner see it, on the contract and in its list.
    expect((await api("GET", `/v1/contracts/${w.contractId}/disputes`, { token: w.acme })).body).toEqual({ disputes: [dispute] });
    expect((await view(w, w.supplier)).disputes).toEqual([dispute]);

    // In the shop's inbox as a dispute, waiting for a person, and the owner heard of it.
    const escalationId = `${w.contractId}:dispute:d-1`;
    const pending = await eventually(
      () => inboxItem(w.shop, escalationId, "pending"),
      (item) => item !== undefined,
    );
    expect(pending).toMatchObject({
      negotiationId: w.contractId,
      status: "pending",
      proposed: { action: "decide-dispute", reasons: ["CONTRACT_DISPUTED"] },
      decidedAt: null,
      subject: { kind: "dispute", contractId: w.contractId, disputeId: "d-1", cause: w.cause, disputeKind: "penalty", amountMinor: 1_000, currency: "EUR", openedBy: "buyer:supplier", against: ["buyer:acme"], reason },
    });
    const announced = await eventually(w.hooked, (got) => got.some((b) => b.type === "contract.dispute_opened"));
    expect(announced.find((b) => b.type === "contract.dispute_opened")!.data).toMatchObject({ contractId: w.contractId, disputeId: "d-1", cause: w.cause, amountMinor: 1_000, currency: "EUR", status: "open", openedBy: "buyer:supplier" });
    expect(announced.find((b) => b.type === "escalation.created")!.data).toMatchObject({ escalationId, status: "pending" });

    // The owner upholds it, with a note: the penalty goes back from acme to the supplier, exactly. (The clock stays:
    // a check the runtime runs by itself at a time already checked changes nothing, so the books move only here.)
    const key = `decide-${crypto.randomUUID()}`;
    const body = { outcome: "upheld", note: "the reporter's probe was misconfigured" };
    const upheld = await decide(w, "d-1", body, w.shop, { "idempotency-key": key });
    expect(upheld.status, JSON.stringify(upheld.body)).toBe(200);
    expect(upheld.body).toEqual({ dispute: { ...dispute, status: "upheld", decidedAt: clock, decidedBy: `shop:${w.shop.shopId}`, note: body.note }, reversedMinor: 1_000 });
    // The same decision under the same key replays; without it, the dispute is no longer open.
    const replayed = await decide(w, "d-1", body, w.shop, { "idempotency-key": key });
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(upheld.body);
    const decidedState = await state(w);
    expectProblem(await decide(w, "d-1", { outcome: "rejected" }), 409, "dispute-not-open");
    expect(await state(w)).toEqual(decidedState);

    const after = await view(w);
    const reversals = after.ledger.postings.filter((p: any) => p.kind === "reversal");
    expect(reversals).toEqual([expect.objectContaining({ from: "party:buyer:acme", to: "party:buyer:supplier", amountMinor: 1_000, cause: "dispute:d-1", at: clock })]);
    expect(after.ledger.balances).toMatchObject({ "party:buyer:acme": 0, "party:buyer:supplier": 1_000, [`stake:${w.contractId}`]: 9_000 });
    expect(balanced(after.ledger)).toBe(true);
    expect(Object.entries(after.ledger.balances as Record<string, number>).filter(([account, balance]) => !account.startsWith("external:") && balance < 0)).toEqual([]);
    // The reversal is in the contract's own list of disputes and nothing else changed: still active, one violation.
    expect(after).toMatchObject({ status: "active", sla: { violationsTotal: 1 } });
    expect(after.disputes).toEqual([upheld.body.dispute]);

    // The audit chain verifies and holds the decision with its winners and losers; the history names each step.
    const audit = (await api("GET", `/v1/contracts/${w.contractId}/audit`, { token: w.shop.adminKey })).body;
    expect(audit.verification.valid).toBe(true);
    const decidedEntry = audit.entries.find((e: any) => e.kind === "contract.dispute_decided");
    expect(decidedEntry.data).toMatchObject({ disputeId: "d-1", outcome: "upheld", winners: ["buyer:supplier"], losers: ["buyer:acme"], reversedMinor: 1_000, by: `shop:${w.shop.shopId}` });
    expect(audit.history.slice(-2).map((h: any) => [h.kind, h.actor, h.data.events])).toEqual([
      ["dispute:open", "buyer:supplier", ["contract.dispute_opened"]],
      ["dispute:upheld", `shop:${w.shop.shopId}`, ["contract.dispute_decided"]],
    ]);

    // The inbox item is closed (approved, with the note), and the owner heard of the decision.
    const closed = await eventually(
      () => inboxItem(w.shop, escalationId),
      (item) => item?.status === "approved",
    );
    expect(closed).toMatchObject({ status: "approved", note: `upheld: ${body.note}`, decidedAt: new Date(clock).toISOString(), subject: { kind: "dispute", disputeId: "d-1" } });
    expect(await inboxItem(w.shop, escalationId, "pending")).toBeUndefined();
    const sent = await eventually(w.hooked, (got) => got.some((b) => b.type === "contract.dispute_decided"));
    expect(sent.find((b) => b.type === "contract.dispute_decided")!.data).toMatchObject({ disputeId: "d-1", outcome: "upheld", reversedMinor: 1_000, winners: ["buyer:supplier"], losers: ["buyer:acme"], decidedBy: `shop:${w.shop.shopId}` });
    expect(sent.filter((b) => b.type === "contract.dispute_opened")).toHaveLength(1);

    // The decided event went through the outbox and the queue into Postgres, winners and losers included.
    const handle = createDb(env.DATABASE_URL, { max: 2 });
    try {
      const stored = await eventually(
        () => handle.db.select().from(negotiationEvents).where(and(eq(negotiationEvents.negotiationId, w.contractId), eq(negotiationEvents.eventType, "contract.dispute_decided"))),
        (rows) => rows.length > 0,
      );
      expect(stored).toHaveLength(1);
      expect(stored[0]!.payload).toMatchObject({ disputeId: "d-1", outcome: "upheld", winners: ["buyer:supplier"], losers: ["buyer:acme"], reversedMinor: 1_000, status: "active" });
    } finally {
      await handle.close();
    }
  });

  it("rejected: nothing moves, the inbox item is closed as rejected, and the opener is the loser", async () => {
    const w = await penalisedContract("Dispute rejected");
    expect((await openDispute(w, w.supplier, { disputeId: "d-2", cause: w.cause, reason: "the samples were made up" })).status).toBe(201);
    const before = await view(w);
    const rejected = await decide(w, "d-2", { outcome: "rejected" });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({ dispute: { disputeId: "d-2", status: "rejected", decidedBy: `shop:${w.shop.shopId}` }, reversedMinor: 0 });
    const after = await view(w);
    expect(after.ledger).toEqual(before.ledger);
    expect(after.disputes).toEqual([rejected.body.dispute]);
    const audit = (await api("GET", `/v1/contracts/${w.contractId}/audit`, { token: w.shop.adminKey })).body;
    expect(audit.verification.valid).toBe(true);
    expect(audit.entries.find((e: any) => e.kind === "contract.dispute_decided").data).toMatchObject({ outcome: "rejected", winners: ["buyer:acme"], losers: ["buyer:supplier"], reversedMinor: 0 });
    const closed = await eventually(
      () => inboxItem(w.shop, `${w.contractId}:dispute:d-2`),
      (item) => item?.status === "rejected",
    );
    expect(closed).toMatchObject({ note: "rejected", subject: { kind: "dispute", disputeId: "d-2" } });
    const sent = await eventually(w.hooked, (got) => got.some((b) => b.type === "contract.dispute_decided"));
    expect(sent.find((b) => b.type === "contract.dispute_decided")!.data).toMatchObject({ outcome: "rejected", reversedMinor: 0, winners: ["buyer:acme"], losers: ["buyer:supplier"] });
  });

  it("every refusal of the core is its 4xx problem and changes nothing", async () => {
    const w = await penalisedContract("Dispute refusals");
    const outsider = await buyerKey(w.shop.shopId, "outsider");
    const other = await createShop("Another shop");
    const baseline = await state(w);
    const unchanged = async (res: ApiResponse, status: number, type: string) => {
      expectProblem(res, status, type);
      expect(await state(w)).toEqual(baseline);
    };
    const valid = { disputeId: "d-3", cause: w.cause, reason: "the probe was down" };

    // The consumer received the penalty: it cannot dispute it.
    await unchanged(await openDispute(w, w.acme, valid), 403, "not-the-payer");
    // Neither can the reporter (the shop, as a party), nor someone who is no party.
    await unchanged(await openDispute(w, w.shop.adminKey, valid), 403, "not-the-payer");
    await unchanged(await openDispute(w, outsider, valid), 403, "forbidden");
    // Nothing with that cause: a check that moved no money, or no check at all.
    await unchanged(await openDispute(w, w.supplier, { ...valid, cause: `check:${clock - 1}:latency-p95` }), 422, "nothing-to-dispute");
    await unchanged(await openDispute(w, w.supplier, { ...valid, cause: "activate" }), 422, "nothing-to-dispute");
    // A reason that says nothing.
    const blank = await openDispute(w, w.supplier, { ...valid, reason: "   " });
    await unchanged(blank, 422, "validation-failed");
    expect(blank.body.errors[0].pointer).toBe("/reason");
    // Bodies and ids the edge refuses before any object sees them.
    await unchanged(await openDispute(w, w.supplier, { ...valid, disputeId: "no spaces" }), 400, "validation-failed");
    await unchanged(await openDispute(w, w.supplier, { ...valid, amountMinor: 1 }), 400, "validation-failed");
    await unchanged(await openDispute(w, w.supplier, { ...valid, reason: "x".repeat(2_001) }), 400, "validation-failed");

    // Withdrawing or deciding a dispute that does not exist.
    await unchanged(await withdraw(w, w.supplier, "nope"), 422, "unknown-dispute");
    await unchanged(await decide(w, "nope", { outcome: "upheld" }), 422, "unknown-dispute");
    await unchanged(await decide(w, "nope", { outcome: "maybe" }), 400, "validation-failed");

    // Now one that exists: the same money again, the same id for other money, someone else withdrawing it, a blank
    // note, another shop's owner, a buyer's key at the owner's route.
    expect((await openDispute(w, w.supplier, valid)).status).toBe(201);
    const opened = await state(w);
    const stays = async (res: ApiResponse, status: number, type: string) => {
      expectProblem(res, status, type);
      expect(await state(w)).toEqual(opened);
    };
    await stays(await openDispute(w, w.supplier, { ...valid, disputeId: "d-4" }), 409, "already-disputed");
    await stays(await openDispute(w, w.supplier, { ...valid, cause: `check:${clock - 1}:latency-p95` }), 409, "dispute-id-reused");
    await stays(await withdraw(w, w.acme, "d-3"), 403, "not-the-disputer");
    await stays(await decide(w, "d-3", { outcome: "upheld", note: " " }), 422, "validation-failed");
    await stays(await decide(w, "d-3", { outcome: "upheld" }, other), 404, "not-found");
    expect((await api("POST", `/v1/shops/${w.shop.shopId}/service-contracts/${w.contractId}/disputes/d-3/decision`, { token: w.supplier, body: { outcome: "upheld" } })).status).toBe(401);
    expect(await state(w)).toEqual(opened);

    // Withdrawn by its opener: nothing moves, the inbox item closes; then it can be neither decided nor withdrawn,
    // and the same money may be disputed again under a new id.
    const withdrawn = await withdraw(w, w.supplier, "d-3");
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.dispute).toMatchObject({ status: "withdrawn", decidedBy: "buyer:supplier" });
    expect((await view(w)).ledger).toEqual(baseline.ledger);
    const afterWithdrawal = await state(w);
    expectProblem(await decide(w, "d-3", { outcome: "upheld" }), 409, "dispute-not-open");
    expectProblem(await withdraw(w, w.supplier, "d-3"), 409, "dispute-not-open");
    expect(await state(w)).toEqual(afterWithdrawal);
    const closed = await eventually(
      () => inboxItem(w.shop, `${w.contractId}:dispute:d-3`),
      (item) => item?.status === "rejected",
    );
    expect(closed).toMatchObject({ note: "withdrawn by buyer:supplier" });
    expect((await openDispute(w, w.supplier, { ...valid, disputeId: "d-5" })).status).toBe(201);

    // A week after the check, its money can no longer be disputed (the contract has ended by then: its books stay).
    expect((await withdraw(w, w.supplier, "d-5")).status).toBe(200);
    advance(7 * 24 * 3_600_000 + 1);
    await runDurableObjectAlarm(contractObject(w.contractId));
    const late = await state(w);
    expect(late.status).toBe("completed");
    expectProblem(await openDispute(w, w.supplier, { ...valid, disputeId: "d-6" }), 409, "dispute-window-closed");
    expect(await state(w)).toEqual(late);
  });
});

describe("disputes over MCP", () => {
  const clients: Client[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });
  const workerFetch = (url: string | URL, init?: RequestInit) => exports.default.fetch(new Request(url, init));
  async function connect(key: string): Promise<Client> {
    const transport = new StreamableHTTPClientTransport(new URL("https://parley.test/mcp"), { fetch: workerFetch, requestInit: { headers: { authorization: `Bearer ${key}` } } });
    const client = new Client({ name: "disputing-provider", version: "1.0.0" }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
    await client.connect(transport);
    clients.push(client);
    return client;
  }
  type Result = CallToolResult & { structuredContent: any };
  const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as Result;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now() - 3_600_000);
  });
  afterEach(() => vi.useRealTimers());

  it("open_dispute and withdraw_dispute act as the HTTP routes; an unknown field is refused, as on HTTP", async () => {
    const w = await penalisedContract("MCP disputes");
    const client = await connect(w.supplier);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["open_dispute", "withdraw_dispute"]));

    const before = await state(w);
    const stray = await call(client, "open_dispute", { contractId: w.contractId, disputeId: "m-1", cause: w.cause, reason: "probe down", amountMinor: 5 });
    expect(stray.isError).toBe(true);
    expect(JSON.stringify(stray.content)).toMatch(/amountMinor|nrecognized/);
    expect(await state(w)).toEqual(before);

    const opened = await call(client, "open_dispute", { contractId: w.contractId, disputeId: "m-1", cause: w.cause, reason: "probe down" });
    expect(opened.isError, JSON.stringify(opened)).toBeFalsy();
    expect(opened.structuredContent.dispute).toMatchObject({ disputeId: "m-1", cause: w.cause, kind: "penalty", amountMinor: 1_000, status: "open", openedBy: "buyer:supplier" });
    expect(JSON.stringify(opened)).not.toContain(w.supplier);

    // The core's refusals arrive as the API's problems.
    const again = await call(client, "open_dispute", { contractId: w.contractId, disputeId: "m-2", cause: w.cause, reason: "probe down" });
    expect(again.isError).toBe(true);
    expect(again.structuredContent.problem).toMatchObject({ type: "/problems/already-disputed", status: 409 });

    const withdrawn = await call(client, "withdraw_dispute", { contractId: w.contractId, disputeId: "m-1" });
    expect(withdrawn.isError, JSON.stringify(withdrawn)).toBeFalsy();
    expect(withdrawn.structuredContent.dispute).toMatchObject({ disputeId: "m-1", status: "withdrawn" });
    expect((await call(client, "withdraw_dispute", { contractId: w.contractId, disputeId: "m-1", note: "x" })).isError).toBe(true);

    // The amendment tool is strict too: an unknown field is refused before the API is called.
    const terms = (await view(w)).terms;
    const amended = await call(client, "propose_amendment", { contractId: w.contractId, ...terms, priceMinor: 13_000, stakeMinr: 1 });
    expect(amended.isError).toBe(true);
    expect((await view(w)).amendment).toBeNull();
  });
});

describe("the Shop's record of a dispute's inbox item", () => {
  const contractId = "ctr_00112233445566778899aabbccddeeff";
  const opened: Dispute = { disputeId: "d", cause: "check:1000:latency-p95", kind: "penalty", openedBy: "buyer:supplier", against: ["buyer:acme"], amountMinor: 1_000, reason: "probe down", openedAt: 1_000, status: "open" };
  type Status = Dispute["status"];
  const escalationStatus = (s: Status): EscalationView["status"] => (s === "open" ? "pending" : s === "upheld" ? "approved" : "rejected");
  const report = (disputeId: string, status: Status): ContractEscalationReport => {
    const dispute: Dispute = { ...opened, disputeId, status, ...(status === "open" ? {} : { decidedAt: 2_000, decidedBy: status === "withdrawn" ? "buyer:supplier" : "shop:shp_x" }) };
    const escalation: EscalationView = {
      escalationId: disputeEscalationId(contractId, disputeId),
      negotiationId: contractId,
      status: escalationStatus(status),
      policyId: null,
      assignee: "owner",
      reason: "disputed",
      onTimeout: "reject",
      timeoutAt: "2026-12-04T00:00:00.000Z",
      createdAt: "2026-11-27T00:00:00.000Z",
      decidedAt: status === "open" ? null : "2026-11-27T01:00:00.000Z",
      proposed: { action: "decide-dispute", priceMinor: null, reasons: ["CONTRACT_DISPUTED"] },
      buyerPriceMinor: null,
      note: null,
    };
    return { contractId, escalation, dispute: { shopId: "shp_x", currency: "EUR", dispute } };
  };

  it("reports repeated or out of order: listed once with its subject, opened announced once, decided once and only when upheld or rejected", async () => {
    const shop = env.SHOP.get(env.SHOP.idFromName(`dispute-record-${crypto.randomUUID()}`));
    await runInDurableObject<Shop, void>(shop, (_shop, state) => {
      const escalations = new ContractEscalations(state.storage.sql);
      let run = 0;
      // A dispute's reports as the contract sends them at least once each: open, then at most one closing status.
      const closing = fc.constantFrom<Status | null>(null, "upheld", "rejected", "withdrawn");
      fc.assert(
        fc.property(closing, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), (closedAs, sendClosing) => {
          const disputeId = `d${++run}`;
          const sequence: Status[] = sendClosing.map((late) => (closedAs !== null && late ? closedAs : "open"));
          const webhooks = sequence.flatMap((status, i) => {
            const sent = report(disputeId, status);
            const { before, after } = escalations.record(sent, 1_000 + i);
            return contractEscalationWebhooks(sent, before, after).map((w) => w.type);
          });
          const first = sequence.find((s) => s !== "open");
          expect(webhooks.filter((t) => t === "contract.dispute_opened")).toHaveLength(1);
          expect(webhooks.filter((t) => t === "escalation.created")).toHaveLength(1);
          const decided = first === "upheld" || first === "rejected";
          expect(webhooks.filter((t) => t === "contract.dispute_decided")).toHaveLength(decided ? 1 : 0);
          expect(webhooks.filter((t) => t === "escalation.decided")).toHaveLength(first ? 1 : 0);
          const listed = escalations.inbox(undefined, 200).filter((item) => item.escalationId === disputeEscalationId(contractId, disputeId));
          expect(listed).toHaveLength(1);
          expect(listed[0]).toMatchObject({
            status: escalationStatus(first ?? "open"),
            subject: { kind: "dispute", contractId, disputeId, cause: opened.cause, disputeKind: "penalty", amountMinor: 1_000, currency: "EUR", openedBy: "buyer:supplier", against: ["buyer:acme"], reason: "probe down" },
          });
        }),
        { numRuns: 100 },
      );
      // A report whose escalation id is not its dispute's is ignored.
      const foreign = report("x", "open");
      expect(escalations.record({ ...foreign, escalation: { ...foreign.escalation, escalationId: `${contractId}:dispute:y` } }, 1)).toEqual({ before: null, after: null });
    });
  });
});
