/**
 * The shop's webhooks: endpoints the owner registers, and an outbox of deliveries to them. An event is queued
 * for every subscribed endpoint in the same transaction as the change that caused it, once per endpoint and
 * event (a summary sent again queues nothing), and the Shop's alarm sends what is due: signed, with a 10-s
 * deadline, retried with backoff (10 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, then every 12 h) until
 * the endpoint answers 2xx or 12 attempts (about 3 days) have failed. Every attempt's outcome is kept for the
 * delivery log.
 *
 * An admin key must not turn this into a way of reaching inside the platform (issue 26):
 * - Destinations are checked when registered and again before every attempt (common/webhook-destination.ts):
 *   https on 443 to public hosts only; what is called is the canonical URL the check judged. Redirects are not
 *   followed (`redirect: "manual"`): a 3xx answer is logged as such and retried like any failure.
 * - The log says what the receiver answered (`HTTP 503`) or `not delivered` (or `not delivered: no answer
 *   within 10 s`), never why a connection failed: refused, reset and unreachable read the same, so the log is no
 *   port scanner.
 * - Signing secrets are stored sealed (AES-256-GCM, sealed-box.ts) under WEBHOOK_SEALING_KEY, a Worker secret;
 *   without it, under a key derived from OPERATOR_TOKEN, so no deployment stores them in the clear. A secret
 *   sealed under WEBHOOK_SEALING_KEY_PREVIOUS or the OPERATOR_TOKEN key still opens, and is sealed again under the
 *   current key; a secret stored in the clear by an older build is sealed when the Shop loads or first uses it.
 */
import { env } from "cloudflare:workers";
import type { AuctionCatalogType } from "../../common/events";
import { fail, ok, type RpcResult } from "../../common/problem";
import { iso, isoOrNull } from "../../common/time";
import { checkWebhookDestination, destinationRulesFrom, type DestinationRules } from "../../common/webhook-destination";
import { openText, sealTextNow } from "../sealed-box";
import { newWebhookSecret, SECRET_PREFIX, signWebhook } from "../webhook-signature";

// contract.dispute_*: a party disputed the money a contract's check moved; a person decided it (contract-escalations.ts).
// auction.closed: a request for quotes closed at its deadline; contract.awarded: its award became a service contract;
// auction.negotiation_*: negotiate-best-k's negotiation with the shortlist started, agreed, ended
// (durable-objects/auction/auction.ts; every payload is checked against common/events.ts's auction catalog first).
export const AUCTION_WEBHOOK_EVENTS = ["auction.closed", "contract.awarded", "auction.negotiation_started", "auction.negotiation_agreed", "auction.negotiation_ended"] as const satisfies readonly AuctionCatalogType[];
export type AuctionWebhookEvent = (typeof AUCTION_WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENTS = [
  "escalation.created",
  "escalation.decided",
  "escalation.timed_out",
  "negotiation.agreed",
  "negotiation.switched",
  "breaker.tripped",
  "contract.dispute_opened",
  "contract.dispute_decided",
  ...AUCTION_WEBHOOK_EVENTS,
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by the test button. */
export const TEST_EVENT = "webhook.test";

export const MAX_ENDPOINTS = 10;
const RETRY_DELAYS_S = [10, 30, 120, 600, 1_800, 3_600, 7_200, 14_400, 28_800, 43_200, 43_200];
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
const SEND_TIMEOUT_MS = 10_000;
/** What the log says of an attempt that got no HTTP answer: the same for every network failure. */
export const NOT_DELIVERED = "not delivered";
export const TIMED_OUT = `not delivered: no answer within ${SEND_TIMEOUT_MS / 1000} s`;
/** The HKDF purpose of the key that seals signing secrets (the endpoint id is the salt). */
const SEALED_SECRET = "parley webhook signing secret v1";
/** Deliveries sent per alarm; the rest wait for the next one, moments later. */
const BATCH = 20;
/** Delivery log rows kept per endpoint (the oldest finished ones go first). */
const KEEP_PER_ENDPOINT = 500;

export interface WebhookEndpointView {
  endpointId: string;
  url: string;
  events: WebhookEvent[];
  description: string;
  enabled: boolean;
  createdAt: string;
}

export interface WebhookDeliveryView {
  deliveryId: string;
  endpointId: string;
  eventType: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  /** The last answer's HTTP status; null when there was none. */
  lastStatusCode: number | null;
  /** Null once delivered; else `HTTP <status>`, `not delivered` or `not delivered: <why, never network detail>`. */
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

interface EndpointRow {
  endpoint_id: string;
  url: string;
  secret: string;
  events: string;
  description: string;
  enabled: number;
  created_at: number;
  [column: string]: SqlStorageValue;
}

interface DeliveryRow {
  delivery_id: string;
  endpoint_id: string;
  event_type: string;
  payload: string;
  status: WebhookDeliveryView["status"];
  attempts: number;
  next_attempt_at: number | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
  [column: string]: SqlStorageValue;
}

/** The deployment's variables webhooks read: the sealing keys and the development switch. */
export interface WebhookVars {
  /** Seals signing secrets at rest (32+ random characters: `wrangler secret put WEBHOOK_SEALING_KEY`). */
  WEBHOOK_SEALING_KEY?: string | undefined;
  /** The key before the last rotation: what it sealed still opens, and is sealed again under the current one. */
  WEBHOOK_SEALING_KEY_PREVIOUS?: string | undefined;
  /** Without WEBHOOK_SEALING_KEY, the sealing key derives from this Worker secret. */
  OPERATOR_TOKEN?: string | undefined;
  /** "1" in local development only: deliveries may reach this machine (common/webhook-destination.ts). */
  PARLEY_WEBHOOK_ALLOW_HTTP?: string | undefined;
}

/** The key that seals new secrets, and every key that may open a stored one (the current first); null when none is set. */
export function sealingKeys(vars: WebhookVars): { current: string; all: string[] } | null {
  const current = vars.WEBHOOK_SEALING_KEY || vars.OPERATOR_TOKEN;
  if (!current) return null;
  const all = [...new Set([current, vars.WEBHOOK_SEALING_KEY_PREVIOUS, vars.OPERATOR_TOKEN].filter((k): k is string => !!k))];
  return { current, all };
}

export class Webhooks {
  /** Enabled endpoints and what each subscribes to, read once: every negotiation summary asks. */
  private subscriptions: { endpointId: string; events: ReadonlySet<string> }[] | null = null;

  /** `vars` is read on every use, so a changed variable counts at once; by default the Worker's bindings. */
  constructor(
    private readonly sql: SqlStorage,
    private readonly vars: () => WebhookVars = () => env as WebhookVars,
  ) {
    try {
      this.sealClearSecrets();
    } catch (error) {
      console.warn("webhook secrets not sealed yet", { error: String(error) });
    }
  }

  create(input: { url: string; events: readonly WebhookEvent[]; description: string }, now: number): RpcResult<WebhookEndpointView & { secret: string }> {
    const destination = checkWebhookDestination(input.url, this.rules());
    if (!destination.ok) {
      return fail("validation-failed", `url: ${destination.reason}`, { errors: [{ path: "url", pointer: "/url", message: destination.reason }] });
    }
    const count = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM webhook_endpoints").one().n;
    if (count >= MAX_ENDPOINTS) return fail("conflict", `A shop has at most ${MAX_ENDPOINTS} webhook endpoints; delete one first.`);
    const keys = sealingKeys(this.vars());
    if (!keys) return fail("internal-error", "This deployment cannot keep webhook secrets: its operator must set WEBHOOK_SEALING_KEY.");
    const endpointId = `whe_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`;
    const secret = newWebhookSecret();
    const events = [...new Set(input.events)];
    this.sql.exec(
      "INSERT INTO webhook_endpoints (endpoint_id, url, secret, events, description, enabled, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)",
      endpointId,
      destination.url,
      sealTextNow(keys.current, endpointId, SEALED_SECRET, secret),
      JSON.stringify(events),
      input.description,
      now,
    );
    this.subscriptions = null;
    return ok({ ...this.view(this.endpoint(endpointId)!), secret }, 201);
  }

  list(): WebhookEndpointView[] {
    return this.sql.exec<EndpointRow>("SELECT * FROM webhook_endpoints ORDER BY created_at, endpoint_id").toArray().map((r) => this.view(r));
  }

  /** Removes the endpoint and its delivery log; nothing more is sent to it. */
  remove(endpointId: string): RpcResult<WebhookEndpointView> {
    const row = this.endpoint(endpointId);
    if (!row) return fail("not-found", "No such webhook endpoint.");
    this.sql.exec("DELETE FROM webhook_deliveries WHERE endpoint_id = ?", endpointId);
    this.sql.exec("DELETE FROM webhook_endpoints WHERE endpoint_id = ?", endpointId);
    this.subscriptions = null;
    return ok(this.view(row));
  }

  deliveries(endpointId: string, limit: number): RpcResult<{ items: WebhookDeliveryView[] }> {
    if (!this.endpoint(endpointId)) return fail("not-found", "No such webhook endpoint.");
    const rows = this.sql.exec<DeliveryRow>("SELECT * FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY created_at DESC, delivery_id DESC LIMIT ?", endpointId, limit).toArray();
    return ok({ items: rows.map(deliveryView) });
  }

  /**
   * Queues an event for every enabled endpoint subscribed to it. `key` names the event (e.g. the escalation and
   * what happened to it): an event already queued for an endpoint is not queued again. Returns how many were queued.
   */
  enqueue(type: WebhookEvent, key: string, data: Record<string, unknown>, shopId: string, now: number): number {
    let queued = 0;
    for (const { endpointId, events } of this.subscribed()) {
      if (events.has(type) && this.insert(endpointId, type, `${type}:${key}`, data, shopId, now) !== null) queued += 1;
    }
    return queued;
  }

  /** Whether any enabled endpoint listens at all (without one, nothing about a change need be worked out). */
  watching(): boolean {
    return this.subscribed().length > 0;
  }

  /** A test event for one endpoint, due now; its delivery id. */
  enqueueTest(endpointId: string, shopId: string, now: number): RpcResult<string> {
    if (!this.endpoint(endpointId)) return fail("not-found", "No such webhook endpoint.");
    const data = { message: "A test event from Parley: your endpoint is reachable and verifies our signature." };
    return ok(this.insert(endpointId, TEST_EVENT, `${TEST_EVENT}:${crypto.randomUUID()}`, data, shopId, now)!);
  }

  delivery(deliveryId: string): WebhookDeliveryView | null {
    const row = this.sql.exec<DeliveryRow>("SELECT * FROM webhook_deliveries WHERE delivery_id = ?", deliveryId).toArray()[0];
    return row ? deliveryView(row) : null;
  }

  /** When the next pending delivery is due, or null when nothing is pending. */
  nextDueAt(): number | null {
    return this.sql.exec<{ at: number | null }>("SELECT min(next_attempt_at) AS at FROM webhook_deliveries WHERE status = 'pending'").one().at;
  }

  /** Sends the deliveries due now (or only `onlyId`), records each outcome, and returns how many were attempted. */
  async sendDue(now: number, send: typeof fetch, onlyId?: string): Promise<number> {
    const rows = this.sql
      .exec<DeliveryRow & { url: string; secret: string }>(
        `SELECT d.*, e.url, e.secret FROM webhook_deliveries d JOIN webhook_endpoints e USING (endpoint_id)
         WHERE d.status = 'pending' AND d.next_attempt_at <= ? ${onlyId ? "AND d.delivery_id = ?" : ""}
         ORDER BY d.next_attempt_at LIMIT ?`,
        ...(onlyId ? [now, onlyId, BATCH] : [now, BATCH]),
      )
      .toArray();
    await Promise.all(rows.map((row) => this.attempt(row, send)));
    return rows.length;
  }

  private async attempt(row: DeliveryRow & { url: string; secret: string }, send: typeof fetch): Promise<void> {
    const attempts = row.attempts + 1;
    const { status, error } = await this.deliver(row, send);
    const now = Date.now();
    if (error === null) {
      this.sql.exec(
        "UPDATE webhook_deliveries SET status = 'delivered', attempts = ?, last_status_code = ?, last_error = NULL, next_attempt_at = NULL, delivered_at = ? WHERE delivery_id = ?",
        attempts,
        status,
        now,
        row.delivery_id,
      );
      return;
    }
    const delay = RETRY_DELAYS_S[attempts - 1];
    this.sql.exec(
      "UPDATE webhook_deliveries SET status = ?, attempts = ?, last_status_code = ?, last_error = ?, next_attempt_at = ? WHERE delivery_id = ?",
      delay === undefined ? "failed" : "pending",
      attempts,
      status,
      error,
      delay === undefined ? null : now + delay * 1000,
      row.delivery_id,
    );
  }

  /**
   * One attempt: the receiver's HTTP status, and what the log says when it is not a 2xx. Nothing about why a
   * connection failed gets out; a destination refused now (registered before the check, or the development
   * switch turned off since) is not called at all.
   */
  private async deliver(row: DeliveryRow & { url: string; secret: string }, send: typeof fetch): Promise<{ status: number | null; error: string | null }> {
    const destination = checkWebhookDestination(row.url, this.rules());
    if (!destination.ok) return { status: null, error: `${NOT_DELIVERED}: the URL is refused (${destination.reason})` };
    const secret = await this.signingSecret(row.endpoint_id, row.secret);
    if (secret === null) return { status: null, error: `${NOT_DELIVERED}: the signing secret cannot be opened with this deployment's WEBHOOK_SEALING_KEY` };
    const started = Date.now();
    let res: Response;
    try {
      const headers = await signWebhook(secret, row.delivery_id, Math.floor(started / 1000), row.payload);
      res = await send(destination.url, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "Parley-Webhooks/1", ...headers },
        body: row.payload,
        redirect: "manual",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (e) {
      return { status: null, error: e instanceof Error && e.name === "TimeoutError" ? TIMED_OUT : NOT_DELIVERED };
    }
    await res.body?.cancel().catch(() => undefined);
    const status = res.status;
    if (status >= 200 && status <= 299) return { status, error: null };
    if (status >= 300 && status <= 399) return { status, error: `HTTP ${status}: redirects are not followed` };
    return { status, error: `HTTP ${status}` };
  }

  /**
   * The endpoint's signing secret, opened with the current key or an older one (then sealed again under the
   * current key); a secret an older build stored in the clear is sealed now. Null when no key opens it.
   */
  private async signingSecret(endpointId: string, stored: string): Promise<string | null> {
    if (stored.startsWith(SECRET_PREFIX)) {
      this.seal(endpointId, stored, stored);
      return stored;
    }
    const keys = sealingKeys(this.vars());
    for (const key of keys?.all ?? []) {
      const secret = await openText(key, endpointId, SEALED_SECRET, stored);
      if (secret === undefined) continue;
      if (key !== keys!.current) this.seal(endpointId, stored, secret);
      return secret;
    }
    return null;
  }

  /** Seals every secret an older build stored in the clear (`whsec_…`), when a key is set. */
  private sealClearSecrets(): void {
    if (!sealingKeys(this.vars())) return;
    const clear = this.sql.exec<{ endpoint_id: string; secret: string }>(`SELECT endpoint_id, secret FROM webhook_endpoints WHERE substr(secret, 1, ?) = ?`, SECRET_PREFIX.length, SECRET_PREFIX).toArray();
    for (const { endpoint_id, secret } of clear) this.seal(endpoint_id, secret, secret);
  }

  /** Replaces the stored form `was` of an endpoint's secret with `secret` sealed under the current key. */
  private seal(endpointId: string, was: string, secret: string): void {
    const keys = sealingKeys(this.vars());
    if (!keys) return;
    this.sql.exec("UPDATE webhook_endpoints SET secret = ? WHERE endpoint_id = ? AND secret = ?", sealTextNow(keys.current, endpointId, SEALED_SECRET, secret), endpointId, was);
  }

  private rules(): DestinationRules {
    return destinationRulesFrom(this.vars());
  }

  private subscribed(): { endpointId: string; events: ReadonlySet<string> }[] {
    this.subscriptions ??= this.sql
      .exec<EndpointRow>("SELECT * FROM webhook_endpoints WHERE enabled = 1")
      .toArray()
      .map((r) => ({ endpointId: r.endpoint_id, events: new Set(JSON.parse(r.events) as string[]) }));
    return this.subscriptions;
  }

  /** The new delivery's id, or null when this event was already queued for the endpoint. */
  private insert(endpointId: string, type: string, eventKey: string, data: Record<string, unknown>, shopId: string, now: number): string | null {
    const deliveryId = `whd_${crypto.randomUUID().replaceAll("-", "")}`;
    const payload = JSON.stringify({ id: deliveryId, type, createdAt: iso(now), shopId, data });
    const inserted = this.sql.exec(
      `INSERT INTO webhook_deliveries (delivery_id, endpoint_id, event_key, event_type, payload, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?) ON CONFLICT (endpoint_id, event_key) DO NOTHING`,
      deliveryId,
      endpointId,
      eventKey,
      type,
      payload,
      now,
      now,
    ).rowsWritten;
    if (inserted === 0) return null;
    this.prune(endpointId);
    return deliveryId;
  }

  /** Keeps the log bounded: finished deliveries beyond the newest KEEP_PER_ENDPOINT go. Pending ones stay. */
  private prune(endpointId: string): void {
    this.sql.exec(
      `DELETE FROM webhook_deliveries WHERE endpoint_id = ? AND status != 'pending' AND delivery_id NOT IN (
         SELECT delivery_id FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY created_at DESC LIMIT ?)`,
      endpointId,
      endpointId,
      KEEP_PER_ENDPOINT,
    );
  }

  private endpoint(endpointId: string): EndpointRow | null {
    return this.sql.exec<EndpointRow>("SELECT * FROM webhook_endpoints WHERE endpoint_id = ?", endpointId).toArray()[0] ?? null;
  }

  private view(r: EndpointRow): WebhookEndpointView {
    return { endpointId: r.endpoint_id, url: r.url, events: JSON.parse(r.events) as WebhookEvent[], description: r.description, enabled: r.enabled === 1, createdAt: iso(r.created_at) };
  }
}

function deliveryView(r: DeliveryRow): WebhookDeliveryView {
  return {
    deliveryId: r.delivery_id,
    endpointId: r.endpoint_id,
    eventType: r.event_type,
    status: r.status,
    attempts: r.attempts,
    lastStatusCode: r.last_status_code,
    lastError: r.last_error,
    nextAttemptAt: isoOrNull(r.next_attempt_at),
    createdAt: iso(r.created_at),
    deliveredAt: isoOrNull(r.delivered_at),
  };
}
