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

export const NEGOTIABLE = [
  { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 15, better: "higher", shopBest: 90 },
  { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "higher", shopBest: 36 },
  { id: "support-tier", label: "Support", kind: "ordinal", values: ["premium", "standard", "basic"], shopBest: "premium" },
] as const;
export const CEILING = 50_000;

/** A second-score request with three negotiable terms and one required certification; `deadline` in epoch ms. */
export function requestBody(deadline: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    item: { kind: "service", name: "Managed Postgres hosting", description: "EU region, 3 replicas" },
    quantity: 12,
    currency: "EUR",
    required: [{ id: "iso-27001", label: "ISO 27001 certified", kind: "choice", oneOf: ["yes"] }],
    negotiable: NEGOTIABLE,
    valuation: { weights: { price: 4, "payment-days": 2, "warranty-months": 1, "support-tier": 2 }, reservationUtility: 0.05 },
    price: { ceilingMinor: CEILING, targetMinor: 30_000 },
    sla: [{ id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 5, threshold: 250, penaltyMinor: 1_000, minSamples: 1_000_000 }],
    deadline,
    format: "second-score",
    suppliers: { mode: "open" },
    ...overrides,
  };
}

/** mulberry32: a seeded stream of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A package on the request's grids: price 26,000..56,000 (some over the ceiling), every term stated. */
export function randomPackage(random: () => number): { priceMinor: number; terms: Record<string, number | string> } {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  return {
    priceMinor: 26_000 + Math.floor(random() * 30_000),
    terms: {
      "payment-days": pick([0, 15, 30, 45, 60, 75, 90]),
      "warranty-months": pick([12, 18, 24, 30, 36]),
      "support-tier": pick(["premium", "standard", "basic"]),
      "iso-27001": "yes",
    },
  };
}

/** Registers `count` suppliers `<prefix>-<i>` through the routes, each with a supplier key. */
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
