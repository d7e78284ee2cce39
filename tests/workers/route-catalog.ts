/**
 * Every route that takes a body, with a valid body, its credential and a probe of the state it could change;
 * and every other route a buyer, supplier or shop admin can call. Shared by the body-error tests and the fuzzer.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { auctionObjectName } from "../../durable-objects";
import { createAgentKey } from "../../workers/identity";
import { api, buyerKey, eventually, isHeld, openNegotiation, opened, OPERATOR_TOKEN, shopWithProduct } from "./api-client";

export interface World {
  shop: { shopId: string; adminKey: string };
  productId: string;
  buyerId: string;
  buyerKey: string;
  /** Open, for offers, accept and withdraw. */
  negotiation: { negotiationId: string; token: string };
  /** Escalated (a large deal accepted under the bundled policies), for decisions. */
  escalated: { negotiationId: string; token: string; escalationId: string };
  agentJwk: Record<string, unknown>;
  /** Service contracts (issue #30) between the shop (provider and reporter) and the world buyer (consumer). */
  contracts: {
    /** Proposed, accepted by the shop, awaiting the world buyer: for accept and decline. */
    proposed: string;
    /** Active, with SLA targets no sample can bring to a verdict (see `unjudgedSla`): for samples and review. */
    sampled: string;
    /** Active: for amendments (the buyer proposes, the shop accepts or rejects). */
    amendable: string;
    /** Active: for terminate, so a successful termination leaves the other contracts live. */
    terminable: string;
  };
  /** A registered supplier of the shop (issue #31) with a live supplier key, for the supplier audience. */
  supplier: { supplierId: string; key: string };
  /** An agent key for the world supplier (not registered: for the public-keys route). */
  supplierAgentJwk: Record<string, unknown>;
  /**
   * Requests for quotes (issue #31), open to every supplier for a day: one to bid on, one to cancel; and a
   * negotiate-best-k one already closed, the world supplier its only shortlisted bidder, negotiating with Parley.
   */
  auctions: { open: string; cancellable: string; negotiating: string };
  /**
   * The fleet (issue #31, item 4): an open no agent fitted, waiting for the owner. The agent that made it wait is
   * switched off again, so every other open in the world is played by the shop's default negotiator as before.
   */
  fleet: { waitingId: string };
}

/** A request for quotes as the organisation sends it: open to every supplier until `deadline`. */
export function worldAuctionBody(deadline: number): Record<string, unknown> {
  return {
    item: { kind: "goods", name: "Widgets" },
    quantity: 100,
    currency: "EUR",
    required: [{ id: "iso-9001", label: "ISO 9001", kind: "choice", oneOf: ["yes"] }],
    negotiable: [{ id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 60, step: 15, better: "higher", shopBest: 60 }],
    valuation: { weights: { price: 2, "payment-days": 1 }, reservationUtility: 0 },
    price: { ceilingMinor: 5_000, targetMinor: 3_000 },
    deadline,
    format: "second-score",
    suppliers: { mode: "open" },
  };
}

/** A negotiate-best-k request: the best bidder negotiates with Parley after the close (price and payment days). */
export function worldNegotiationAuctionBody(deadline: number): Record<string, unknown> {
  return { ...worldAuctionBody(deadline), format: "negotiate-best-k", bestK: 1, negotiation: { windowMs: 24 * 3_600_000, maxRounds: 8 } };
}

/** A negotiator profile the fleet route takes; capacity as large as allowed, so opens are never held for it. */
export const worldAgentProfile = (categories: "all" | string[], active: boolean) => ({
  name: "World agent",
  dealTypes: ["sales"],
  categories,
  strategy: { kind: "linear" },
  arms: ["default"],
  policySetId: "active",
  languageStyle: "concise",
  capacity: 10_000,
  active,
});

/**
 * SLA targets over the 15-minute window that need more samples than a test ever posts: the readings stay null, so
 * the contract's checks never reach a verdict (no violation, penalty or bonus moves with the clock), while every
 * sample taken still shows in the window's count — what a refused batch must leave as it was.
 */
export const unjudgedSla = [
  { id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 15, threshold: 200, penaltyMinor: 1_000, minSamples: 1_000_000 },
  { id: "accuracy-mean", metric: "accuracy", statistic: "mean", windowMin: 15, threshold: 0.9, minSamples: 1_000_000 },
];

/** The terms of the world's contracts (an amendment carries them all again). */
export const contractTerms = { currency: "EUR", priceMinor: 25_000, sla: unjudgedSla, stakeMinor: 5_000, bonusPoolMinor: 0, durationMs: 24 * 60 * 60 * 1000 };

/** A direct contract proposed by the shop, accepted by the shop and, when `active`, by the world buyer too. */
async function worldContract(shopId: string, adminKey: string, buyerId: string, key: string, active: boolean): Promise<string> {
  const created = await api("POST", `/v1/shops/${shopId}/service-contracts`, {
    token: adminKey,
    body: { parties: [{ agentId: `shop:${shopId}`, role: "provider" }, { agentId: `buyer:${buyerId}`, role: "consumer" }], ...contractTerms },
  });
  if (created.status !== 201) throw new Error(`contract not proposed: ${created.status} ${JSON.stringify(created.body)}`);
  const contractId = created.body.contractId as string;
  await api("POST", `/v1/contracts/${contractId}/accept`, { token: adminKey });
  if (active) {
    const accepted = await api("POST", `/v1/contracts/${contractId}/accept`, { token: key });
    if (accepted.body?.status !== "active") throw new Error(`contract not active: ${JSON.stringify(accepted.body)}`);
  }
  return contractId;
}

/** A shop with a product, a registered buyer with a key, an open and an escalated negotiation. */
export async function makeWorld(): Promise<World> {
  const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
  const buyerId = "world-buyer";
  const key = await buyerKey(shop.shopId, buyerId);
  const negotiation = await opened(shop.shopId, shop.productId, { buyerId: "world-negotiator" });
  const big = await opened(shop.shopId, shop.productId, { quantity: 200, buyerId: "world-big-buyer" });
  const accepted = await api("POST", `/v1/negotiations/${big.negotiationId}/accept`, { token: big.token });
  // A held move: the buyer sees an open negotiation whose offer holds, with Retry-After.
  if (!isHeld(accepted.body)) throw new Error(`expected an escalation, got ${JSON.stringify(accepted.body)}`);
  const escalation = await eventually(
    () => api("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, { token: shop.adminKey }),
    (r) => r.body?.items?.length > 0,
  );
  const escalationId = escalation.body.items[0]?.escalationId as string;
  if (!escalationId) throw new Error("no escalation in the inbox");
  const agent = await createAgentKey();
  const contract = (active: boolean) => worldContract(shop.shopId, shop.adminKey, buyerId, key, active);
  const contracts = { proposed: await contract(false), sampled: await contract(true), amendable: await contract(true), terminable: await contract(true) };
  const supplierId = "world-supplier";
  const supplier = await api("PUT", `/v1/shops/${shop.shopId}/suppliers/${supplierId}`, { token: shop.adminKey, body: { name: "World supplier", categories: ["widgets"] } });
  const supplierKey = await api("POST", `/v1/shops/${shop.shopId}/suppliers/${supplierId}/keys`, { token: shop.adminKey });
  if (supplier.status !== 201 || supplierKey.status !== 201) throw new Error(`supplier not registered: ${supplier.status} ${supplierKey.status}`);
  const auction = async () => {
    const res = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: worldAuctionBody(Date.now() + 24 * 3_600_000) });
    if (res.status !== 201) throw new Error(`auction not opened: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.auctionId as string;
  };
  // negotiate-best-k, closed a moment after it opens: the world supplier bids, the alarm closes it and starts the
  // negotiation with it (the object's alarm is run as the runtime would at the deadline). On a loaded machine opening
  // and bidding can outlast the moment (a fresh-clone run saw the bid arrive 62 ms after a 1.5 s deadline): a bid
  // refused as late is tried again in an auction with a longer window, so the world never depends on the clock.
  let negotiatingDeadline = 0;
  let negotiatingId = "";
  const windowsMs = [1_500, 5_000, 20_000];
  for (const windowMs of windowsMs) {
    negotiatingDeadline = Date.now() + windowMs;
    const negotiating = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: worldNegotiationAuctionBody(negotiatingDeadline) });
    if (negotiating.status !== 201) throw new Error(`negotiate-best-k auction not opened: ${negotiating.status} ${JSON.stringify(negotiating.body)}`);
    negotiatingId = negotiating.body.auctionId as string;
    const sealed = await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${negotiatingId}/bids`, {
      token: supplierKey.body.key,
      body: { bidId: "world-negotiation-bid", priceMinor: 4_500, terms: { "payment-days": 30, "iso-9001": "yes" } },
    });
    if (sealed.status === 201) break;
    const late = sealed.status === 409 && (sealed.body as { type?: string }).type === "/problems/bid-late";
    if (!late || windowMs === windowsMs.at(-1)) throw new Error(`negotiation bid refused: ${sealed.status} ${JSON.stringify(sealed.body)}`);
    // (Cancelled, the abandoned auction is settled: no deadline of its own can change the world during a test.)
    const cancelled = await api("POST", `/v1/shops/${shop.shopId}/auctions/${negotiatingId}/cancel`, { token: shop.adminKey, body: {} });
    if (cancelled.status >= 400 && cancelled.status !== 409) throw new Error(`late auction not cancelled: ${cancelled.status} ${JSON.stringify(cancelled.body)}`);
  }
  const auctions = { open: await auction(), cancellable: await auction(), negotiating: negotiatingId };
  await new Promise((r) => setTimeout(r, Math.max(0, negotiatingDeadline + 50 - Date.now())));
  await runDurableObjectAlarm(env.AUCTION.get(env.AUCTION.idFromName(auctionObjectName(shop.shopId, negotiatingId))));
  const thread = await api("GET", `/v1/shops/${shop.shopId}/supplier/auctions/${negotiatingId}/negotiation`, { token: supplierKey.body.key });
  if (thread.status !== 200) throw new Error(`no negotiation thread for the world supplier: ${thread.status} ${JSON.stringify(thread.body)}`);

  // The fleet: an agent for another category holds one open for the owner, then is switched off.
  const fleetAgent = await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/world-agent`, { token: shop.adminKey, body: worldAgentProfile(["elsewhere"], true) });
  if (fleetAgent.status !== 201) throw new Error(`fleet agent not defined: ${fleetAgent.status} ${JSON.stringify(fleetAgent.body)}`);
  const held = await openNegotiation(shop.shopId, shop.productId, { buyerId: "world-waiting" });
  if (held.status !== 503) throw new Error(`expected the open to wait for the owner, got ${held.status} ${JSON.stringify(held.body)}`);
  const off = await api("POST", `/v1/shops/${shop.shopId}/fleet/agents/world-agent/deactivate`, { token: shop.adminKey });
  if (off.status !== 200) throw new Error(`fleet agent not switched off: ${off.status}`);
  const waiting = await api("GET", `/v1/shops/${shop.shopId}/fleet`, { token: shop.adminKey });
  const waitingId = waiting.body?.waiting?.[0]?.waitingId as string | undefined;
  if (!waitingId) throw new Error(`no waiting open: ${JSON.stringify(waiting.body)}`);
  // The shop's list of contracts is written after each commit: wait until it shows all four as they stand.
  await eventually(
    () => api("GET", `/v1/shops/${shop.shopId}/service-contracts`, { token: shop.adminKey }),
    (r) => r.body?.items?.length === 4 && r.body.items.filter((i: { status: string }) => i.status === "active").length === 3,
  );
  return {
    shop: { shopId: shop.shopId, adminKey: shop.adminKey },
    productId: shop.productId,
    buyerId,
    buyerKey: key,
    negotiation: { negotiationId: negotiation.negotiationId, token: negotiation.token },
    escalated: { negotiationId: big.negotiationId, token: big.token, escalationId },
    agentJwk: agent.publicJwk as unknown as Record<string, unknown>,
    contracts,
    supplier: { supplierId, key: supplierKey.body.key as string },
    supplierAgentJwk: (await createAgentKey()).publicJwk as unknown as Record<string, unknown>,
    auctions,
    fleet: { waitingId },
  };
}

export const KiB = 1024;

export interface BodyRoute {
  name: string;
  method: "POST" | "PUT";
  path: (w: World) => string;
  token: (w: World) => string;
  /** required: an empty body is refused; optional: nothing means defaults; none: nothing or {} only. */
  body: "required" | "optional" | "none";
  /** A body the route accepts (none: {}). */
  valid: (w: World) => unknown;
  /** The route's body limit in bytes. */
  limit: number;
  /** The state the route could change, read back (null: nothing to read synchronously; see the upload tests). */
  probe: (w: World) => Promise<unknown>;
  /** Who may call it: the fuzzer covers buyers, suppliers and shop admins. */
  caller: "operator" | "buyer" | "shop" | "supplier";
}

/**
 * Read back, less what moves with the clock alone (how long to wait before retrying). A read of Postgres may meet
 * a moment the database is busy (503): the probe reads again, so only the state is compared, not the weather.
 */
const get = async (path: string, token: string) => {
  let res = await api("GET", path, { token });
  for (let tries = 1; res.status >= 500 && tries < 4; tries++) {
    await new Promise((r) => setTimeout(r, 200 * tries));
    res = await api("GET", path, { token });
  }
  return { status: res.status, body: JSON.parse(JSON.stringify(res.body ?? null, (key, value) => (key === "retryAfterSeconds" ? undefined : value))) };
};
const shopPath = (w: World) => `/v1/shops/${w.shop.shopId}`;
const buyerState = (w: World) => get(`${shopPath(w)}/buyers/${w.buyerId}`, w.shop.adminKey);
const negotiationState = (w: World) => get(`/v1/negotiations/${w.negotiation.negotiationId}`, w.shop.adminKey);
/** The world supplier as the organisation sees it, and the directory's page of it. */
/** The organisation's list of auctions, and what the world supplier sees of the open one. */
const auctionState = (w: World) =>
  Promise.all([get(`${shopPath(w)}/auctions`, w.shop.adminKey), get(`${shopPath(w)}/auctions/${w.auctions.open}`, w.shop.adminKey), get(`${shopPath(w)}/supplier/auctions/${w.auctions.open}`, w.supplier.key)]);
/** negotiate-best-k's negotiation as the organisation and the world supplier see it. */
const negotiationAuctionState = (w: World) =>
  Promise.all([get(`${shopPath(w)}/auctions/${w.auctions.negotiating}`, w.shop.adminKey), get(`${shopPath(w)}/supplier/auctions/${w.auctions.negotiating}/negotiation`, w.supplier.key)]);
/** The fleet's agents, as the owner sees them. */
const fleetAgents = (w: World) => get(`${shopPath(w)}/fleet/agents`, w.shop.adminKey);
/** The category each product is negotiated under. */
const fleetCategories = async (w: World) => {
  const fleet = await get(`${shopPath(w)}/fleet`, w.shop.adminKey);
  return { status: fleet.status, body: fleet.body?.productCategories };
};
/** The world's waiting open. */
const fleetWaiting = async (w: World) => {
  const fleet = await get(`${shopPath(w)}/fleet`, w.shop.adminKey);
  return { status: fleet.status, body: fleet.body?.waiting?.find((i: { waitingId: string }) => i.waitingId === w.fleet.waitingId) };
};
const supplierState = (w: World) => Promise.all([get(`${shopPath(w)}/suppliers/${w.supplier.supplierId}`, w.shop.adminKey), get(`${shopPath(w)}/suppliers`, w.shop.adminKey)]);

export const samplePolicyContext = {
  offer: { priceMinor: 9_000, buyerPriceMinor: 8_500, previousShopOfferMinor: 9_500, discountBps: 1_000, action: "counter" },
  negotiation: { round: 2, maxRounds: 10, quantity: 1, currency: "EUR", elapsedSeconds: 30 },
  product: { id: "widget", anchorMinor: 10_000, floorMinor: 7_000 },
  counterparty: { id: "someone", dealsClosed: 0, isNew: true },
  agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 },
  deal: { valueMinor: 9_000, currency: "EUR" },
};

export const validSettings = {
  limits: { buyers: { opensPerHour: 100, openNegotiations: 10 }, anonymous: { opensPerHour: 10, openNegotiations: 1, allowed: true } },
};

export const contractDocument = (documentId: string, extra: Record<string, unknown> = {}) => ({
  documentId,
  text: "Espresso machines, 40 units at EUR 812.50 each, payment net 30.",
  ...extra,
});

export const logDocument = (documentId: string) => ({
  kind: "negotiation_log",
  documentId,
  productId: "widget",
  counterparty: "Cafe Nord",
  currency: "EUR",
  outcome: { status: "rejected" },
  messages: [{ actor: "buyer", content: "Would you take 80?" }],
});

/**
 * A contract as its shop sees it, less what moves with the clock alone: when it was last checked, and the 1- and
 * 5-minute windows (samples slide out of them as time passes; the 15-minute window the targets judge keeps them).
 */
const contractState = (w: World, contractId: string) =>
  get(`/v1/contracts/${contractId}`, w.shop.adminKey).then((res) => {
    const sla = res.body?.sla;
    if (!sla) return res;
    const targets = sla.targets.map((t: { windows: { windowMin: number }[] }) => ({ ...t, windows: t.windows.filter((x) => x.windowMin === 15) }));
    return { ...res, body: { ...res.body, sla: { ...sla, lastCheckAt: undefined, targets } } };
  });
/** The shop's contracts as listed, and its contract limits (a contract is proposed under them). */
const contractList = (w: World) => Promise.all([get(`${shopPath(w)}/service-contracts`, w.shop.adminKey), get(`${shopPath(w)}/contract-limits`, w.shop.adminKey)]);
/** What a contract's command could touch: the contract itself and the shop's list (its status, amendment open). */
const contractAndList = (w: World, contractId: string) => Promise.all([contractState(w, contractId), get(`${shopPath(w)}/service-contracts`, w.shop.adminKey)]);

/** Each body route's state read back, by route name: what a refused request must leave as it was. */
export async function probeAll(w: World): Promise<Map<string, unknown>> {
  const states = new Map<string, unknown>();
  for (const route of BODY_ROUTES) states.set(route.name, await route.probe(w));
  return states;
}

export const BODY_ROUTES: BodyRoute[] = [
  {
    name: "POST /v1/shops",
    method: "POST",
    path: () => "/v1/shops",
    token: () => OPERATOR_TOKEN,
    body: "required",
    valid: () => ({ name: "Body test shop" }),
    limit: 16 * KiB,
    probe: async () => null,
    caller: "operator",
  },
  {
    name: "PUT /v1/shops/{shopId}/products/{productId}",
    method: "PUT",
    path: (w) => `${shopPath(w)}/products/${w.productId}`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ name: "Widget", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000 }),
    limit: 16 * KiB,
    probe: async (w) => [await get(`${shopPath(w)}/products/${w.productId}`, w.shop.adminKey), await get(`${shopPath(w)}/products`, w.shop.adminKey)],
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/negotiations",
    method: "POST",
    path: (w) => `${shopPath(w)}/negotiations`,
    token: (w) => w.buyerKey,
    body: "required",
    valid: (w) => ({ productId: w.productId, quantity: 1 }),
    limit: 16 * KiB,
    probe: buyerState,
    caller: "buyer",
  },
  {
    name: "POST /v1/negotiations/{id}/offers",
    method: "POST",
    path: (w) => `/v1/negotiations/${w.negotiation.negotiationId}/offers`,
    token: (w) => w.negotiation.token,
    body: "required",
    valid: () => ({ priceMinor: 9_000 }),
    limit: 16 * KiB,
    probe: negotiationState,
    caller: "buyer",
  },
  {
    name: "POST /v1/negotiations/{id}/accept",
    method: "POST",
    path: (w) => `/v1/negotiations/${w.negotiation.negotiationId}/accept`,
    token: (w) => w.negotiation.token,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: negotiationState,
    caller: "buyer",
  },
  {
    // The world's negotiation is open on a price-only product: a valid body is refused (400 optionId) and changes nothing.
    name: "POST /v1/negotiations/{id}/switch",
    method: "POST",
    path: (w) => `/v1/negotiations/${w.negotiation.negotiationId}/switch`,
    token: (w) => w.negotiation.token,
    body: "required",
    valid: () => ({ optionId: "r1s1-1" }),
    limit: 16 * KiB,
    probe: negotiationState,
    caller: "buyer",
  },
  {
    name: "POST /v1/negotiations/{id}/withdraw",
    method: "POST",
    path: (w) => `/v1/negotiations/${w.negotiation.negotiationId}/withdraw`,
    token: (w) => w.negotiation.token,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: negotiationState,
    caller: "buyer",
  },
  {
    name: "PUT /v1/shops/{shopId}/buyers/{buyerId}",
    method: "PUT",
    path: (w) => `${shopPath(w)}/buyers/${w.buyerId}`,
    token: (w) => w.shop.adminKey,
    body: "optional",
    valid: () => ({ name: "Renamed buyer" }),
    limit: 16 * KiB,
    probe: buyerState,
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/buyers/{buyerId}/keys",
    method: "POST",
    path: (w) => `${shopPath(w)}/buyers/${w.buyerId}/keys`,
    token: (w) => w.shop.adminKey,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: buyerState,
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/buyers/{buyerId}/public-keys",
    method: "POST",
    path: (w) => `${shopPath(w)}/buyers/${w.buyerId}/public-keys`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: (w) => ({ jwk: w.agentJwk }),
    limit: 16 * KiB,
    probe: buyerState,
    caller: "shop",
  },
  {
    name: "PUT /v1/shops/{shopId}/suppliers/{supplierId}",
    method: "PUT",
    path: (w) => `${shopPath(w)}/suppliers/${w.supplier.supplierId}`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ name: "World supplier", categories: ["widgets"] }),
    limit: 16 * KiB,
    probe: supplierState,
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/suppliers/{supplierId}/keys",
    method: "POST",
    path: (w) => `${shopPath(w)}/suppliers/${w.supplier.supplierId}/keys`,
    token: (w) => w.shop.adminKey,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: supplierState,
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/suppliers/{supplierId}/public-keys",
    method: "POST",
    path: (w) => `${shopPath(w)}/suppliers/${w.supplier.supplierId}/public-keys`,
    token: (w) => w.shop.adminKey,
    body: "required",
    // Not the world buyer's agent key: a key signs for one buyer or supplier of the shop (409 for the other).
    valid: (w) => ({ jwk: w.supplierAgentJwk }),
    limit: 16 * KiB,
    probe: supplierState,
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/auctions",
    method: "POST",
    path: (w) => `${shopPath(w)}/auctions`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => worldAuctionBody(Date.now() + 24 * 3_600_000),
    limit: 16 * KiB,
    probe: auctionState,
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/auctions/{auctionId}/cancel",
    method: "POST",
    path: (w) => `${shopPath(w)}/auctions/${w.auctions.cancellable}/cancel`,
    token: (w) => w.shop.adminKey,
    body: "optional",
    valid: () => ({ reason: "bought elsewhere" }),
    limit: 16 * KiB,
    probe: (w) => get(`${shopPath(w)}/auctions/${w.auctions.cancellable}`, w.shop.adminKey),
    caller: "shop",
  },
  {
    // The world supplier's bid: after one success the same body is a harmless repeat (200).
    name: "POST /v1/shops/{shopId}/supplier/auctions/{auctionId}/bids",
    method: "POST",
    path: (w) => `${shopPath(w)}/supplier/auctions/${w.auctions.open}/bids`,
    token: (w) => w.supplier.key,
    body: "required",
    valid: () => ({ bidId: "world-bid-1", priceMinor: 4_000, terms: { "payment-days": 30, "iso-9001": "yes" } }),
    limit: 16 * KiB,
    probe: auctionState,
    caller: "supplier",
  },
  {
    // No such bid of the world supplier: refused (409 no-live-bid), nothing changed.
    name: "POST /v1/shops/{shopId}/supplier/auctions/{auctionId}/bids/{bidId}/withdraw",
    method: "POST",
    path: (w) => `${shopPath(w)}/supplier/auctions/${w.auctions.open}/bids/no-such-bid/withdraw`,
    token: (w) => w.supplier.key,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: auctionState,
    caller: "supplier",
  },
  {
    // The world supplier's counter in its negotiation thread (the request negotiates price and payment days).
    name: "POST /v1/shops/{shopId}/supplier/auctions/{auctionId}/negotiation/counter",
    method: "POST",
    path: (w) => `${shopPath(w)}/supplier/auctions/${w.auctions.negotiating}/negotiation/counter`,
    token: (w) => w.supplier.key,
    body: "required",
    valid: () => ({ priceMinor: 4_400, terms: { "payment-days": 30 } }),
    limit: 16 * KiB,
    probe: negotiationAuctionState,
    caller: "supplier",
  },
  {
    name: "POST /v1/shops/{shopId}/supplier/auctions/{auctionId}/negotiation/accept",
    method: "POST",
    path: (w) => `${shopPath(w)}/supplier/auctions/${w.auctions.negotiating}/negotiation/accept`,
    token: (w) => w.supplier.key,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: negotiationAuctionState,
    caller: "supplier",
  },
  {
    name: "POST /v1/shops/{shopId}/supplier/auctions/{auctionId}/negotiation/reject",
    method: "POST",
    path: (w) => `${shopPath(w)}/supplier/auctions/${w.auctions.negotiating}/negotiation/reject`,
    token: (w) => w.supplier.key,
    body: "optional",
    valid: () => ({ reason: "the price is too low" }),
    limit: 16 * KiB,
    probe: negotiationAuctionState,
    caller: "supplier",
  },
  {
    // No policy holds the world supplier's thread: a well-formed verdict is refused (409 not-held), nothing changed.
    name: "POST /v1/shops/{shopId}/auctions/{auctionId}/negotiation/{supplierId}/decision",
    method: "POST",
    path: (w) => `${shopPath(w)}/auctions/${w.auctions.negotiating}/negotiation/${w.supplier.supplierId}/decision`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ decision: "approve" }),
    limit: 16 * KiB,
    probe: negotiationAuctionState,
    caller: "shop",
  },
  {
    // Replacing the (switched-off) world agent: capacity as large as allowed, so no open waits for it.
    name: "PUT /v1/shops/{shopId}/fleet/agents/{agentId}",
    method: "PUT",
    path: (w) => `${shopPath(w)}/fleet/agents/world-agent`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => worldAgentProfile("all", true),
    limit: 16 * KiB,
    probe: fleetAgents,
    caller: "shop",
  },
  {
    name: "PUT /v1/shops/{shopId}/fleet/categories/{productId}",
    method: "PUT",
    path: (w) => `${shopPath(w)}/fleet/categories/${w.productId}`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ category: "widgets" }),
    limit: 16 * KiB,
    probe: fleetCategories,
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/fleet/waiting/{waitingId}/decision",
    method: "POST",
    path: (w) => `${shopPath(w)}/fleet/waiting/${w.fleet.waitingId}/decision`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ agentId: null }),
    limit: 16 * KiB,
    probe: fleetWaiting,
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/fleet/agents/{agentId}/deactivate",
    method: "POST",
    path: (w) => `${shopPath(w)}/fleet/agents/world-agent/deactivate`,
    token: (w) => w.shop.adminKey,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: (w) => get(`${shopPath(w)}/fleet/agents/world-agent`, w.shop.adminKey),
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/admin-keys",
    method: "POST",
    path: (w) => `${shopPath(w)}/admin-keys`,
    token: (w) => w.shop.adminKey,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: (w) => get(`${shopPath(w)}/admin-keys`, w.shop.adminKey),
    caller: "shop",
  },
  {
    name: "PUT /v1/shops/{shopId}/settings",
    method: "PUT",
    path: (w) => `${shopPath(w)}/settings`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => validSettings,
    limit: 16 * KiB,
    probe: (w) => get(`${shopPath(w)}/settings`, w.shop.adminKey),
    caller: "shop",
  },
  {
    name: "PUT /v1/shops/{shopId}/policies",
    method: "PUT",
    path: (w) => `${shopPath(w)}/policies`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ source: "version: 1\npolicies:\n  - id: allow\n    when: \"true\"\n    action: ALLOW\n" }),
    limit: 160 * KiB,
    probe: (w) => get(`${shopPath(w)}/policies`, w.shop.adminKey),
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/policies/dry-run",
    method: "POST",
    path: (w) => `${shopPath(w)}/policies/dry-run`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ samples: [samplePolicyContext] }),
    limit: 160 * KiB,
    probe: (w) => get(`${shopPath(w)}/policies`, w.shop.adminKey),
    caller: "shop",
  },
  {
    name: "POST /v1/escalations/{id}/decision",
    method: "POST",
    path: (w) => `/v1/escalations/${w.escalated.escalationId}/decision`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ decision: "approve", note: "fine" }),
    limit: 16 * KiB,
    probe: (w) => get(`/v1/negotiations/${w.escalated.negotiationId}`, w.shop.adminKey),
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/contracts",
    method: "POST",
    path: (w) => `${shopPath(w)}/contracts`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ documents: [contractDocument("valid-contract")] }),
    limit: 1024 * KiB,
    probe: async () => null,
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/negotiation-logs",
    method: "POST",
    path: (w) => `${shopPath(w)}/negotiation-logs`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ documents: [logDocument("valid-log")] }),
    limit: 1024 * KiB,
    probe: async () => null,
    caller: "shop",
  },
  {
    // The MCP endpoint: a JSON-RPC message (the tools it reaches are covered by mcp.test.ts).
    name: "POST /mcp",
    method: "POST",
    path: () => "/mcp",
    token: (w) => w.buyerKey,
    body: "required",
    valid: () => ({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    limit: 16 * KiB,
    probe: buyerState,
    caller: "buyer",
  },
  {
    name: "POST /v1/shops/{shopId}/rehearsals",
    method: "POST",
    path: (w) => `${shopPath(w)}/rehearsals`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: (w) => ({ productId: w.productId, buyers: 100, seed: 1, proposed: { floorMinor: 8_000 } }),
    limit: 160 * KiB,
    probe: (w) => get(`${shopPath(w)}/products/${w.productId}/versions`, w.shop.adminKey),
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/auction-rehearsals",
    method: "POST",
    path: (w) => `${shopPath(w)}/auction-rehearsals`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ request: worldAuctionBody(Date.now() + 24 * 3_600_000), population: { count: 10 }, draws: 20, seed: 1 }),
    limit: 16 * KiB,
    // A rehearsal opens nothing: the shop's auctions stay as they were.
    probe: (w) => get(`${shopPath(w)}/auctions`, w.shop.adminKey),
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/webhooks",
    method: "POST",
    path: (w) => `${shopPath(w)}/webhooks`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ url: "https://example.com/parley-hook", events: ["negotiation.agreed"] }),
    limit: 16 * KiB,
    probe: (w) => get(`${shopPath(w)}/webhooks`, w.shop.adminKey),
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/webhooks/{endpointId}/test",
    method: "POST",
    path: (w) => `${shopPath(w)}/webhooks/whe_000000000000000000000000/test`,
    token: (w) => w.shop.adminKey,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: (w) => get(`${shopPath(w)}/webhooks`, w.shop.adminKey),
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/dead-letters/{id}/replay",
    method: "POST",
    path: (w) => `${shopPath(w)}/dead-letters/00000000-0000-0000-0000-000000000000/replay`,
    token: (w) => w.shop.adminKey,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: (w) => get(`${shopPath(w)}/dead-letters?status=all`, w.shop.adminKey),
    caller: "shop",
  },
  {
    name: "POST /v1/shops/{shopId}/service-contracts",
    method: "POST",
    path: (w) => `${shopPath(w)}/service-contracts`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: (w) => ({ parties: [{ agentId: `shop:${w.shop.shopId}`, role: "provider" }, { agentId: `buyer:${w.buyerId}`, role: "consumer" }], ...contractTerms }),
    limit: 16 * KiB,
    probe: contractList,
    caller: "shop",
  },
  {
    name: "PUT /v1/shops/{shopId}/contract-limits",
    method: "PUT",
    path: (w) => `${shopPath(w)}/contract-limits`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ maxPenaltyPerViolationMinor: 100_000, minRenegotiationIntervalMs: 60_000 }),
    limit: 16 * KiB,
    probe: (w) => get(`${shopPath(w)}/contract-limits`, w.shop.adminKey),
    caller: "shop",
  },
  {
    // The world's contracts are never suspended: a valid review is refused (409 contract-not-suspended) and changes nothing.
    name: "POST /v1/shops/{shopId}/service-contracts/{contractId}/review",
    method: "POST",
    path: (w) => `${shopPath(w)}/service-contracts/${w.contracts.sampled}/review`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ decision: "reinstate", note: "reviewed" }),
    limit: 16 * KiB,
    probe: (w) => contractAndList(w, w.contracts.sampled),
    caller: "shop",
  },
  {
    name: "POST /v1/contracts/{contractId}/accept",
    method: "POST",
    path: (w) => `/v1/contracts/${w.contracts.proposed}/accept`,
    token: (w) => w.buyerKey,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: (w) => contractAndList(w, w.contracts.proposed),
    caller: "buyer",
  },
  {
    name: "POST /v1/contracts/{contractId}/decline",
    method: "POST",
    path: (w) => `/v1/contracts/${w.contracts.proposed}/decline`,
    token: (w) => w.buyerKey,
    body: "optional",
    valid: () => ({ reason: "too dear" }),
    limit: 16 * KiB,
    probe: (w) => contractAndList(w, w.contracts.proposed),
    caller: "buyer",
  },
  {
    name: "POST /v1/contracts/{contractId}/amendments",
    method: "POST",
    path: (w) => `/v1/contracts/${w.contracts.amendable}/amendments`,
    token: (w) => w.buyerKey,
    body: "required",
    valid: () => ({ ...contractTerms, priceMinor: 24_000 }),
    limit: 16 * KiB,
    probe: (w) => contractAndList(w, w.contracts.amendable),
    caller: "buyer",
  },
  {
    name: "POST /v1/contracts/{contractId}/amendments/accept",
    method: "POST",
    path: (w) => `/v1/contracts/${w.contracts.amendable}/amendments/accept`,
    token: (w) => w.shop.adminKey,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: (w) => contractAndList(w, w.contracts.amendable),
    caller: "shop",
  },
  {
    name: "POST /v1/contracts/{contractId}/amendments/reject",
    method: "POST",
    path: (w) => `/v1/contracts/${w.contracts.amendable}/amendments/reject`,
    token: (w) => w.shop.adminKey,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: (w) => contractAndList(w, w.contracts.amendable),
    caller: "shop",
  },
  {
    // The reporter is the shop (the provider). The batch id is fixed: after one success the same body is a duplicate.
    name: "POST /v1/contracts/{contractId}/samples",
    method: "POST",
    path: (w) => `/v1/contracts/${w.contracts.sampled}/samples`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ batchId: "world-batch-1", samples: [{ metric: "latency", at: Date.now(), value: 12 }, { metric: "accuracy", at: Date.now(), value: 0.95 }] }),
    limit: 1024 * KiB,
    probe: (w) => contractState(w, w.contracts.sampled),
    caller: "shop",
  },
  {
    // The world's contracts moved no penalty or bonus: a valid dispute (by the shop, their provider) is refused
    // (422 nothing-to-dispute) and changes nothing.
    name: "POST /v1/contracts/{contractId}/disputes",
    method: "POST",
    path: (w) => `/v1/contracts/${w.contracts.sampled}/disputes`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ disputeId: "world-dispute-1", cause: "check:1764201600000:latency-p95", reason: "the probe was down" }),
    limit: 16 * KiB,
    probe: (w) => contractAndList(w, w.contracts.sampled),
    caller: "shop",
  },
  {
    // No such dispute: refused (422 unknown-dispute), nothing changed.
    name: "POST /v1/contracts/{contractId}/disputes/{disputeId}/withdraw",
    method: "POST",
    path: (w) => `/v1/contracts/${w.contracts.sampled}/disputes/world-dispute-1/withdraw`,
    token: (w) => w.shop.adminKey,
    body: "none",
    valid: () => ({}),
    limit: 16 * KiB,
    probe: (w) => contractAndList(w, w.contracts.sampled),
    caller: "shop",
  },
  {
    // No such dispute: refused (422 unknown-dispute), nothing changed.
    name: "POST /v1/shops/{shopId}/service-contracts/{contractId}/disputes/{disputeId}/decision",
    method: "POST",
    path: (w) => `${shopPath(w)}/service-contracts/${w.contracts.sampled}/disputes/world-dispute-1/decision`,
    token: (w) => w.shop.adminKey,
    body: "required",
    valid: () => ({ outcome: "upheld", note: "the probe was misconfigured" }),
    limit: 16 * KiB,
    probe: (w) => contractAndList(w, w.contracts.sampled),
    caller: "shop",
  },
  {
    name: "POST /v1/contracts/{contractId}/terminate",
    method: "POST",
    path: (w) => `/v1/contracts/${w.contracts.terminable}/terminate`,
    token: (w) => w.shop.adminKey,
    body: "optional",
    valid: () => ({ reason: "no longer needed" }),
    limit: 16 * KiB,
    probe: (w) => contractAndList(w, w.contracts.terminable),
    caller: "shop",
  },
];

/** The routes a buyer or shop admin can call without a body (GET and DELETE), with a credential. */
export interface PlainRoute {
  name: string;
  method: "GET" | "DELETE";
  /** Path parameters the fuzzer may replace by arbitrary strings are the `{…}` segments. */
  template: string;
  params: (w: World) => Record<string, string>;
  token: (w: World) => string;
  /** Query parameters the route reads, for the fuzzer to fill. */
  query: string[];
}

export const PLAIN_ROUTES: PlainRoute[] = [
  { name: "GET negotiation", method: "GET", template: "/v1/negotiations/{id}", params: (w) => ({ id: w.negotiation.negotiationId }), token: (w) => w.negotiation.token, query: [] },
  { name: "GET product", method: "GET", template: "/v1/shops/{shopId}/products/{productId}", params: (w) => ({ shopId: w.shop.shopId, productId: w.productId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET products", method: "GET", template: "/v1/shops/{shopId}/products", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET negotiations", method: "GET", template: "/v1/shops/{shopId}/negotiations", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: ["status", "productId", "limit", "cursor"] },
  { name: "GET buyer", method: "GET", template: "/v1/shops/{shopId}/buyers/{buyerId}", params: (w) => ({ shopId: w.shop.shopId, buyerId: w.buyerId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "DELETE buyer key", method: "DELETE", template: "/v1/shops/{shopId}/buyers/{buyerId}/keys/{keyId}", params: (w) => ({ shopId: w.shop.shopId, buyerId: w.buyerId, keyId: "bk_0000000000000000" }), token: (w) => w.shop.adminKey, query: [] },
  { name: "DELETE public key", method: "DELETE", template: "/v1/shops/{shopId}/buyers/{buyerId}/public-keys/{thumbprint}", params: (w) => ({ shopId: w.shop.shopId, buyerId: w.buyerId, thumbprint: "A".repeat(43) }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET supplier", method: "GET", template: "/v1/shops/{shopId}/suppliers/{supplierId}", params: (w) => ({ shopId: w.shop.shopId, supplierId: w.supplier.supplierId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET suppliers", method: "GET", template: "/v1/shops/{shopId}/suppliers", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: ["category", "limit", "cursor"] },
  { name: "DELETE supplier key", method: "DELETE", template: "/v1/shops/{shopId}/suppliers/{supplierId}/keys/{keyId}", params: (w) => ({ shopId: w.shop.shopId, supplierId: w.supplier.supplierId, keyId: "spk_0000000000000000" }), token: (w) => w.shop.adminKey, query: [] },
  { name: "DELETE supplier public key", method: "DELETE", template: "/v1/shops/{shopId}/suppliers/{supplierId}/public-keys/{thumbprint}", params: (w) => ({ shopId: w.shop.shopId, supplierId: w.supplier.supplierId, thumbprint: "A".repeat(43) }), token: (w) => w.shop.adminKey, query: [] },
  // The supplier audience: the world supplier's own key.
  { name: "GET supplier whoami", method: "GET", template: "/v1/shops/{shopId}/supplier", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.supplier.key, query: [] },
  { name: "GET auctions", method: "GET", template: "/v1/shops/{shopId}/auctions", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: ["status", "limit", "cursor"] },
  { name: "GET auction", method: "GET", template: "/v1/shops/{shopId}/auctions/{auctionId}", params: (w) => ({ shopId: w.shop.shopId, auctionId: w.auctions.open }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET supplier auctions", method: "GET", template: "/v1/shops/{shopId}/supplier/auctions", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.supplier.key, query: ["status", "limit", "cursor"] },
  { name: "GET supplier auction", method: "GET", template: "/v1/shops/{shopId}/supplier/auctions/{auctionId}", params: (w) => ({ shopId: w.shop.shopId, auctionId: w.auctions.open }), token: (w) => w.supplier.key, query: [] },
  { name: "GET admin keys", method: "GET", template: "/v1/shops/{shopId}/admin-keys", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "DELETE admin key", method: "DELETE", template: "/v1/shops/{shopId}/admin-keys/{keyId}", params: (w) => ({ shopId: w.shop.shopId, keyId: "ak_0000000000000000" }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET settings", method: "GET", template: "/v1/shops/{shopId}/settings", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET learning", method: "GET", template: "/v1/shops/{shopId}/products/{productId}/learning", params: (w) => ({ shopId: w.shop.shopId, productId: w.productId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET policies", method: "GET", template: "/v1/shops/{shopId}/policies", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET escalations", method: "GET", template: "/v1/shops/{shopId}/escalations", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: ["status", "limit"] },
  { name: "GET audit", method: "GET", template: "/v1/negotiations/{id}/audit", params: (w) => ({ id: w.negotiation.negotiationId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET precedents", method: "GET", template: "/v1/shops/{shopId}/precedents", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: ["q", "k", "productId", "kind", "ef"] },
  { name: "GET dead letters", method: "GET", template: "/v1/shops/{shopId}/dead-letters", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: ["queue", "limit"] },
  { name: "GET product versions", method: "GET", template: "/v1/shops/{shopId}/products/{productId}/versions", params: (w) => ({ shopId: w.shop.shopId, productId: w.productId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET webhooks", method: "GET", template: "/v1/shops/{shopId}/webhooks", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "DELETE webhook", method: "DELETE", template: "/v1/shops/{shopId}/webhooks/{endpointId}", params: (w) => ({ shopId: w.shop.shopId, endpointId: "whe_000000000000000000000000" }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET webhook deliveries", method: "GET", template: "/v1/shops/{shopId}/webhooks/{endpointId}/deliveries", params: (w) => ({ shopId: w.shop.shopId, endpointId: "whe_000000000000000000000000" }), token: (w) => w.shop.adminKey, query: ["limit"] },
  { name: "GET outcomes", method: "GET", template: "/v1/shops/{shopId}/outcomes", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: ["productId", "days"] },
  { name: "GET market stats", method: "GET", template: "/v1/shops/{shopId}/market-stats", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: ["productId"] },
  { name: "GET contract", method: "GET", template: "/v1/contracts/{contractId}", params: (w) => ({ contractId: w.contracts.sampled }), token: (w) => w.buyerKey, query: [] },
  { name: "GET contract records", method: "GET", template: "/v1/contracts/{contractId}/records", params: (w) => ({ contractId: w.contracts.amendable }), token: (w) => w.buyerKey, query: [] },
  { name: "GET contract disputes", method: "GET", template: "/v1/contracts/{contractId}/disputes", params: (w) => ({ contractId: w.contracts.sampled }), token: (w) => w.buyerKey, query: [] },
  { name: "GET contract audit", method: "GET", template: "/v1/contracts/{contractId}/audit", params: (w) => ({ contractId: w.contracts.sampled }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET service contracts", method: "GET", template: "/v1/shops/{shopId}/service-contracts", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: ["status", "agentId", "limit", "cursor"] },
  { name: "GET contract limits", method: "GET", template: "/v1/shops/{shopId}/contract-limits", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET supplier negotiation", method: "GET", template: "/v1/shops/{shopId}/supplier/auctions/{auctionId}/negotiation", params: (w) => ({ shopId: w.shop.shopId, auctionId: w.auctions.negotiating }), token: (w) => w.supplier.key, query: [] },
  { name: "GET fleet", method: "GET", template: "/v1/shops/{shopId}/fleet", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET fleet agents", method: "GET", template: "/v1/shops/{shopId}/fleet/agents", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET fleet agent", method: "GET", template: "/v1/shops/{shopId}/fleet/agents/{agentId}", params: (w) => ({ shopId: w.shop.shopId, agentId: "world-agent" }), token: (w) => w.shop.adminKey, query: [] },
  { name: "GET fleet assignment", method: "GET", template: "/v1/shops/{shopId}/fleet/assignments/{negotiationId}", params: (w) => ({ shopId: w.shop.shopId, negotiationId: w.negotiation.negotiationId }), token: (w) => w.shop.adminKey, query: [] },
  // Public: the credential is ignored.
  { name: "GET catalog", method: "GET", template: "/v1/shops/{shopId}/catalog", params: (w) => ({ shopId: w.shop.shopId }), token: (w) => w.buyerKey, query: [] },
  { name: "GET agent card", method: "GET", template: "/.well-known/agent-card.json", params: () => ({}), token: (w) => w.buyerKey, query: [] },
];

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: any;
}

/** Sends exactly these bytes and headers through the worker (the api() helper always encodes JSON). */
export async function send(method: string, path: string, init: { headers?: Record<string, string>; body?: string | Uint8Array } = {}): Promise<RawResponse> {
  const res = await exports.default.fetch(new Request(`https://parley.test${path}`, { method, headers: init.headers ?? {}, body: init.body ?? null }));
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** A 4xx answer is RFC 9457 problem+json with a stable type, a title and the same status in its body. */
export function problemIssue(res: RawResponse): string | null {
  if (res.status < 400 || res.status >= 500) return null;
  if (res.headers.get("content-type") !== "application/problem+json") return `content-type ${res.headers.get("content-type")}`;
  const p = res.json as { type?: unknown; title?: unknown; status?: unknown } | undefined;
  if (!p || typeof p.type !== "string" || !p.type.startsWith("/problems/")) return `type ${JSON.stringify(p?.type)}`;
  if (typeof p.title !== "string" || p.title === "") return "no title";
  if (p.status !== res.status) return `status ${String(p.status)} in the body`;
  return null;
}
