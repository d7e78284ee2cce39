/**
 * Shared pieces of the auction object's tests (issue #31): a request for quotes as an organisation sends it, seeded
 * supplier packages on its grids, registering suppliers with keys through the routes, and the fake clock the
 * objects read (an hour behind the real one, so every alarm the runtime keeps is already due and only runs when a
 * test runs it).
 */
import { exports } from "cloudflare:workers";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { auctionObjectName } from "../../durable-objects";
import { api } from "./api-client";

export type Shop = { shopId: string; adminKey: string };

let clock = 0;
export const now = () => clock;
export function setClock(ms: number) {
  clock = ms;
  vi.setSystemTime(ms);
}
export const advance = (ms: number) => setClock(clock + ms);

export { CEILING, NEGOTIABLE, randomPackage, requestBody, seeded } from "../../scripts/auction-scenario.mjs";

export async function registerSuppliers(shop: Shop, prefix: string, count: number): Promise<{ supplierId: string; key: string }[]> {
  const out: { supplierId: string; key: string }[] = [];
  for (let i = 0; i < count; i++) {
    const supplierId = `${prefix}-${String(i).padStart(2, "0")}`;
    const put = await api("PUT", `/v1/shops/${shop.shopId}/suppliers/${supplierId}`, { token: shop.adminKey, body: { name: `Supplier ${i}`, categories: ["hosting"] } });
    if (put.status !== 201) throw new Error(`supplier not registered: ${put.status} ${JSON.stringify(put.body)}`);
    const key = await api("POST", `/v1/shops/${shop.shopId}/suppliers/${supplierId}/keys`, { token: shop.adminKey });
    if (key.status !== 201) throw new Error(`supplier key not issued: ${key.status} ${JSON.stringify(key.body)}`);
    out.push({ supplierId, key: key.body.key as string });
  }
  return out;
}

export function auctionObject(shopId: string, auctionId: string) {
  return env.AUCTION.get(env.AUCTION.idFromName(auctionObjectName(shopId, auctionId)));
}

// --- suppliers over MCP -----------------------------------------------------------------------------------------

export const MCP_URL = "https://parley.test/mcp";
export const workerFetch = (url: string | URL, init?: RequestInit) => exports.default.fetch(new Request(url, init));
const mcpClients: Client[] = [];

/** An MCP client for a supplier's agent, by its supplier key, against the worker under test. */
export async function connectSupplier(key: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), { fetch: workerFetch, requestInit: { headers: { authorization: `Bearer ${key}` } } });
  const client = new Client({ name: "supplier-agent", version: "1.0.0" }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
  await client.connect(transport);
  await client.listTools(); // the client validates structured results against the output schemas it lists
  mcpClients.push(client);
  return client;
}

/** Closes every client connectSupplier opened (call from afterAll). */
export async function closeSupplierClients(): Promise<void> {
  await Promise.all(mcpClients.splice(0).map((c) => c.close()));
}

export type ToolResult = CallToolResult & { structuredContent: any };
export const callTool = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as ToolResult;
