/**
 * A typed client for buyer agents, built on openapi-fetch over the types generated from Parley's OpenAPI
 * document (client/openapi-types.ts; regenerate with `npm run client:generate`).
 *
 * - Every POST carries an `Idempotency-Key` (a fresh UUID unless the caller set one), and a request that fails on
 *   the network (no answer at all) is sent once more with the same key: the server replays what it stored, so a
 *   round is never played twice.
 * - A problem+json answer (or any other non-2xx answer) is thrown as a {@link ParleyProblemError}.
 * - The negotiation token, returned once by the open call, is the bearer credential for that negotiation's
 *   rounds: keep the object `openNegotiation` returns and pass it to `offer`, `accept`, `switchAgreement`, `withdraw`
 *   and `get`.
 */
import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { components, paths } from "./openapi-types";

type Schemas = components["schemas"];

/** The shop's answer to a move: its decision, its standing offer, the status and the round. */
export type RoundResult = Schemas["RoundResult"];
/** The answer to opening a negotiation: a {@link RoundResult} plus the negotiation's token (shown once). */
export type OpenedNegotiation = Schemas["OpenedNegotiation"];
/** A negotiation's state and offer history, as its buyer sees it. */
export type NegotiationView = Schemas["Negotiation"];
/** The body of an open call: `{ productId, quantity, buyer?: { name? }, offer?: { priceMinor, currency? } }`. */
export type OpenNegotiationRequest = Schemas["OpenNegotiation"];
export type RoundOffer = Schemas["Offer"];
export type ShopOffer = Schemas["ShopOffer"];
export type Agreement = Schemas["Agreement"];
/** A package's terms besides price (a product with terms): term id → value. */
export type TermValues = Schemas["TermValues"];
/** One of several equivalent packages the shop offers at once: accept it with `accept(n, { optionId: option.id })`. */
export type PackageOption = Schemas["PackageOption"];
/** A package a package agreement may switch to (`agreement.switches`): take it with `switchAgreement(n, switch.id)`. */
export type AgreementSwitch = Schemas["AgreementSwitch"];
export type PublicCatalog = Schemas["PublicCatalog"];
export type PublicProduct = Schemas["PublicProduct"];
export type Problem = Schemas["Problem"];
export type NegotiationStatus = RoundResult["status"];

/** What a negotiation's rounds need: its id and its token. The object `openNegotiation` returns is one. */
export interface NegotiationRef {
  readonly negotiationId: string;
  readonly token: string;
}

export interface ParleyClientOptions {
  /** Where Parley runs, e.g. `http://127.0.0.1:8787` (`npm start`). */
  baseUrl: string;
  /** The fetch to send requests with (default: the global fetch). It receives a `Request`. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface OpenOptions {
  /** The buyer's key (`pbk_…`) issued by the shop; without one the buyer is anonymous (if the shop allows it). */
  buyerKey?: string;
}

export interface OfferOptions {
  /** Free text read by the shop's interpreter along with the price (the explicit price always wins). */
  message?: string;
  /** The currency the price is in; the negotiation's own when absent. */
  currency?: string;
  /** A product with terms: the terms asked for beside the price (the rest as the shop's standing offer has them). */
  terms?: TermValues;
}

export interface AcceptOptions {
  /** One of `shopOffer.options[].id`: take that package instead of the standing offer. */
  optionId?: string;
}

export interface ParleyClient {
  /** The underlying openapi-fetch client, typed for every route (same idempotency keys, retry and base URL). */
  readonly api: Client<paths>;
  /** The shop's public catalog: its negotiable products with their list prices. No credential needed. */
  catalog(shopId: string): Promise<PublicCatalog>;
  /** Opens a negotiation; the answer carries the token for its rounds (keep it: it is shown once). */
  openNegotiation(shopId: string, request: OpenNegotiationRequest, options?: OpenOptions): Promise<OpenedNegotiation>;
  /** One round: a unit price in minor units (and, for a product with terms, the terms asked for). */
  offer(negotiation: NegotiationRef, priceMinor: number, options?: OfferOptions): Promise<RoundResult>;
  /** Takes the shop's standing offer, or one of its options by id. */
  accept(negotiation: NegotiationRef, options?: AcceptOptions): Promise<RoundResult>;
  /**
   * Switches a package agreement to one of the packages it offers (`agreement.switches[].id`): the answer is the
   * agreement as it now stands, with the next switches.
   */
  switchAgreement(negotiation: NegotiationRef, optionId: string): Promise<RoundResult>;
  /** Ends the negotiation. */
  withdraw(negotiation: NegotiationRef): Promise<RoundResult>;
  /** The negotiation's state and offer history. */
  get(negotiation: NegotiationRef): Promise<NegotiationView>;
}

/** An RFC 9457 problem answered by Parley (or any other non-2xx answer, as `about:blank` with the status). */
export class ParleyProblemError extends Error {
  /** The problem's type, e.g. `/problems/validation-failed`. */
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string | undefined;
  readonly instance: string | undefined;
  /** For validation failures: which fields, and why. */
  readonly errors: Problem["errors"];
  /** Seconds to wait before trying again, when the answer said (429, 503, a negotiation on hold). */
  readonly retryAfterSeconds: number | undefined;

  constructor(problem: Problem, retryAfterSeconds?: number) {
    super(`${problem.status} ${problem.title}${problem.detail ? `: ${problem.detail}` : ""} (${problem.type})`);
    this.name = "ParleyProblemError";
    this.type = problem.type;
    this.title = problem.title;
    this.status = problem.status;
    this.detail = problem.detail;
    this.instance = problem.instance;
    this.errors = problem.errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The last segment of the type: `validation-failed`, `negotiation-closed`, `rate-limited`, … */
  get slug(): string {
    return this.type.slice(this.type.lastIndexOf("/") + 1);
  }

  /** Builds the error from a non-2xx answer and its parsed body (a problem document, or anything else). */
  static fromResponse(response: Response, body: unknown): ParleyProblemError {
    const retryAfter = Number(response.headers.get("retry-after"));
    const seconds = Number.isFinite(retryAfter) && retryAfter >= 0 && response.headers.has("retry-after") ? retryAfter : undefined;
    if (isProblem(body)) return new ParleyProblemError(body, seconds);
    const detail = typeof body === "string" && body.trim() ? body.trim().slice(0, 500) : undefined;
    const title = response.statusText || `HTTP ${response.status}`;
    return new ParleyProblemError({ type: "about:blank", title, status: response.status, ...(detail ? { detail } : {}) }, seconds);
  }
}

function isProblem(body: unknown): body is Problem {
  if (typeof body !== "object" || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b.type === "string" && typeof b.title === "string" && typeof b.status === "number";
}

const IDEMPOTENCY_KEY = "idempotency-key";

/** Gives every POST an Idempotency-Key unless the caller chose one. */
const idempotencyKeys: Middleware = {
  onRequest({ request }) {
    if (request.method === "POST" && !request.headers.has(IDEMPOTENCY_KEY)) request.headers.set(IDEMPOTENCY_KEY, crypto.randomUUID());
    return undefined;
  },
};

/**
 * Sends a request once more when the first attempt got no answer at all (a network failure, not an HTTP error),
 * if that is safe: a GET, or a request with an Idempotency-Key, sent again with the same key.
 */
function retryingOnce(send: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    const safe = request.method === "GET" || request.method === "HEAD" || request.headers.has(IDEMPOTENCY_KEY);
    if (!safe) return send(request);
    const again = request.clone(); // the body can be read once: keep a copy for the second attempt
    try {
      return await send(request);
    } catch (error) {
      if (isAbort(error) || again.signal.aborted) throw error;
      return send(again);
    }
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

/** openapi-fetch's answer: the parsed body on 2xx; anything else becomes a ParleyProblemError. */
function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok) throw ParleyProblemError.fromResponse(result.response, result.error);
  if (result.data === undefined) throw new Error(`${result.response.status} from ${result.response.url || "Parley"} without a body`);
  return result.data;
}

const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });

export function createParleyClient(options: ParleyClientOptions): ParleyClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch: retryingOnce(send) });
  api.use(idempotencyKeys);

  const id = (negotiation: NegotiationRef) => ({ path: { id: negotiation.negotiationId } });

  return {
    api,

    async catalog(shopId) {
      return unwrap(await api.GET("/v1/shops/{shopId}/catalog", { params: { path: { shopId } } }));
    },

    async openNegotiation(shopId, request, { buyerKey } = {}) {
      return unwrap(
        await api.POST("/v1/shops/{shopId}/negotiations", {
          params: { path: { shopId } },
          body: request,
          ...(buyerKey ? { headers: bearer(buyerKey) } : {}),
        }),
      );
    },

    async offer(negotiation, priceMinor, { message, currency, terms } = {}) {
      const body: RoundOffer = { priceMinor, ...(currency ? { currency } : {}), ...(message !== undefined ? { message } : {}), ...(terms !== undefined ? { terms } : {}) };
      return unwrap(await api.POST("/v1/negotiations/{id}/offers", { params: id(negotiation), body, headers: bearer(negotiation.token) }));
    },

    async accept(negotiation, { optionId } = {}) {
      const body = optionId !== undefined ? { body: { optionId } } : {};
      return unwrap(await api.POST("/v1/negotiations/{id}/accept", { params: id(negotiation), headers: bearer(negotiation.token), ...body }));
    },

    async switchAgreement(negotiation, optionId) {
      return unwrap(await api.POST("/v1/negotiations/{id}/switch", { params: id(negotiation), headers: bearer(negotiation.token), body: { optionId } }));
    },

    async withdraw(negotiation) {
      return unwrap(await api.POST("/v1/negotiations/{id}/withdraw", { params: id(negotiation), headers: bearer(negotiation.token) }));
    },

    async get(negotiation) {
      return unwrap(await api.GET("/v1/negotiations/{id}", { params: id(negotiation), headers: bearer(negotiation.token) }));
    },
  };
}
