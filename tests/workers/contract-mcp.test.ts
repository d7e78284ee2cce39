/**
 * A contract's party over MCP: the contract tools are a thin adapter over the contract API, with the buyer key the
 * MCP request carries — the same answers, the same problem types, and no credential in any result.
 */
import { exports } from "cloudflare:workers";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { afterAll, describe, expect, it } from "vitest";
import { api, buyerKey, createShop } from "./api-client";

const workerFetch = (url: string | URL, init?: RequestInit) => exports.default.fetch(new Request(url, init));
const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

async function connect(key: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL("https://parley.test/mcp"), { fetch: workerFetch, requestInit: { headers: { authorization: `Bearer ${key}` } } });
  const client = new Client({ name: "contract-party", version: "1.0.0" }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
  await client.connect(transport);
  await client.listTools();
  clients.push(client);
  return client;
}

type Result = CallToolResult & { structuredContent: any };
const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as Result;

describe("contract tools over MCP", () => {
  it("a provider agent reads, accepts, reports samples and proposes an amendment; refusals are the API's problems", async () => {
    const shop = await createShop("MCP contract shop");
    const key = await buyerKey(shop.shopId, "supplier");
    const created = await api("POST", `/v1/shops/${shop.shopId}/service-contracts`, {
      token: shop.adminKey,
      body: {
        parties: [
          { agentId: "buyer:supplier", role: "provider" },
          { agentId: `shop:${shop.shopId}`, role: "consumer" },
        ],
        currency: "EUR",
        priceMinor: 9_900,
        sla: [{ id: "accuracy", metric: "accuracy", statistic: "mean", windowMin: 5, threshold: 0.9, penaltyMinor: 100, minSamples: 3 }],
        stakeMinor: 1_000,
        durationMs: 600_000,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const contractId = created.body.contractId;
    const client = await connect(key);

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(["get_contract", "post_samples", "propose_amendment", "accept_contract", "reject_contract"]));

    const read = await call(client, "get_contract", { contractId });
    expect(read.isError).toBeFalsy();
    expect(read.structuredContent.contract).toMatchObject({ contractId, status: "proposed", reporter: "buyer:supplier" });

    expect((await call(client, "accept_contract", { contractId })).structuredContent.contract.acceptedBy).toEqual(["buyer:supplier"]);
    expect((await api("POST", `/v1/contracts/${contractId}/accept`, { token: shop.adminKey })).body.status).toBe("active");

    const now = Date.now();
    const samples = [0.95, 0.97, 0.99].map((value, i) => ({ metric: "accuracy", at: now - i * 100, value }));
    const posted = await call(client, "post_samples", { contractId, batchId: "mcp-1", samples });
    expect(posted.structuredContent.receipt).toEqual({ batchId: "mcp-1", accepted: 3, late: 0, future: 0, duplicate: false });
    expect((await call(client, "post_samples", { contractId, batchId: "mcp-1", samples })).structuredContent.receipt.duplicate).toBe(true);

    const wrongMetric = await call(client, "post_samples", { contractId, batchId: "mcp-2", samples: [{ metric: "latency", at: now, value: 5 }] });
    expect(wrongMetric.isError).toBe(true);
    expect(wrongMetric.structuredContent.problem).toMatchObject({ type: "/problems/validation-failed", status: 400 });
    expect(wrongMetric.structuredContent.problem.errors[0].pointer).toBe("/samples/0/metric");

    const terms = read.structuredContent.contract.terms;
    const amended = await call(client, "propose_amendment", { contractId, ...terms, priceMinor: 12_000 });
    expect(amended.isError, JSON.stringify(amended)).toBeFalsy();
    expect(amended.structuredContent.contract.amendment).toMatchObject({ proposedBy: "buyer:supplier", terms: { priceMinor: 12_000 } });
    expect((await api("POST", `/v1/contracts/${contractId}/amendments/reject`, { token: shop.adminKey })).body.amendment).toBeNull();

    const none = await call(client, "reject_contract", { contractId, amendment: true });
    expect(none.isError).toBe(true);
    expect(none.structuredContent.problem.status).toBe(409);

    // A renegotiation is adopted only by the consumer, from a contract made from a negotiation: the API's refusal.
    const adopt = await call(client, "adopt_renegotiation", { contractId, negotiationId: "neg_nope" });
    expect(adopt.isError).toBe(true);
    expect(adopt.structuredContent.problem.status).toBeGreaterThanOrEqual(400);
    expect(adopt.structuredContent.problem.status).toBeLessThan(500);

    expect(JSON.stringify([read, posted, amended, none, adopt])).not.toContain(key);
  });
});
