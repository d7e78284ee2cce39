/**
 * Parley's real HTTP API as a bench shop: the buyers and floor attacks of this bench against the worker
 * itself (its routes, the Shop's secret and private draws, the buyer accounts that resume a reopened
 * negotiation), not against the in-process model of it in shops/parley-shop.ts.
 *
 * A network shop answers later, and `ShopSim` is synchronous. `HttpShop` is the asynchronous shop;
 * `runAttackOver` runs an unchanged synchronous `FloorAttack` against it by replay: the attack runs against a
 * log of answers, and the first call the log cannot answer stops it; that call is made over HTTP, its answer
 * logged, and the attack run again from the start. Attacks are deterministic functions of the answers they
 * get (checked: a replayed call must be the call logged), so the last run is the run the attack would have
 * made live. It costs one rerun per call, which is nothing beside a request.
 */
import { MAX_NEGOTIATIONS_PER_PRODUCT, type FloorAttack } from "./floor-attacks/types";
import { ShopClient, type Deal } from "./shop-client";
import { ManualClock, type Listing, type NegotiationView, type OpenedNegotiation, type ShopSim } from "./shop-sim";

/** `ShopSim` with every answer a promise: what a shop behind a network is. */
export type AsyncShopSim = { [K in keyof ShopSim]: (...args: Parameters<ShopSim[K]>) => Promise<ReturnType<ShopSim[K]>> };

export interface HttpShopOptions {
  /** Sends a request to the worker: `exports.default.fetch` inside workerd, or the global fetch against `npm start`. */
  fetch: (request: Request) => Promise<Response>;
  baseUrl?: string;
  shopId: string;
  /** The key the shop issued to this registered buyer's agent. Asked once per buyer. */
  buyerKey: (buyerId: string) => Promise<string>;
}

/** The round answer fields the bench reads (workers/schemas.ts RoundResult). */
interface RoundAnswer {
  negotiationId: string;
  status: string;
  round: number;
  maxRounds: number;
  decision: { action: string };
  shopOffer: { priceMinor: number } | null;
  agreement: { priceMinor: number } | null;
  token?: string;
}

const BENCH_STATUSES: ReadonlySet<string> = new Set(["open", "agreed", "rejected", "expired", "withdrawn"]);

export class HttpShop implements AsyncShopSim {
  private readonly tokens = new Map<string, string>();
  private readonly keys = new Map<string, Promise<string>>();
  private refusals = 0;

  constructor(private readonly options: HttpShopOptions) {}

  async open(buyerId: string, productId: string, openingBidMinor?: number): Promise<OpenedNegotiation> {
    const key = await this.keyOf(buyerId);
    const offer = openingBidMinor === undefined ? {} : { offer: { priceMinor: openingBidMinor } };
    const res = await this.send("POST", `/v1/shops/${this.options.shopId}/negotiations`, key, { productId, quantity: 1, buyer: { name: buyerId }, ...offer });
    if (res.status === 429) {
      // One open negotiation per buyer and product, or a buyer over its limits: refused, as ShopSim shops
      // refuse — a closed view. (An attacker's probes cost it its limits too.)
      const view: NegotiationView = { status: "rejected", shopOfferMinor: null, agreedPriceMinor: null, round: 0, maxRounds: 0, action: "refused" };
      return { negotiationId: `refused-${++this.refusals}`, view };
    }
    const answer = expectAnswer(res, 201);
    if (!answer.token) throw new Error(`open answered without a token: ${JSON.stringify(answer)}`);
    this.tokens.set(answer.negotiationId, answer.token);
    return { negotiationId: answer.negotiationId, view: viewOf(answer) };
  }

  async counter(negotiationId: string, priceMinor: number): Promise<NegotiationView> {
    return viewOf(expectAnswer(await this.send("POST", `/v1/negotiations/${negotiationId}/offers`, this.tokenOf(negotiationId), { priceMinor }), 200));
  }

  async accept(negotiationId: string): Promise<NegotiationView> {
    return viewOf(expectAnswer(await this.send("POST", `/v1/negotiations/${negotiationId}/accept`, this.tokenOf(negotiationId)), 200));
  }

  async withdraw(negotiationId: string): Promise<NegotiationView> {
    return viewOf(expectAnswer(await this.send("POST", `/v1/negotiations/${negotiationId}/withdraw`, this.tokenOf(negotiationId)), 200));
  }

  private keyOf(buyerId: string): Promise<string> {
    let key = this.keys.get(buyerId);
    if (!key) {
      key = this.options.buyerKey(buyerId);
      this.keys.set(buyerId, key);
    }
    return key;
  }

  private tokenOf(negotiationId: string): string {
    const token = this.tokens.get(negotiationId);
    if (!token) throw new Error(`unknown negotiation ${negotiationId}`);
    return token;
  }

  private async send(method: string, path: string, bearer: string, body?: unknown): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    const request = new Request(`${this.options.baseUrl ?? "https://parley.test"}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const res = await this.options.fetch(request);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
}

/** A round's answer, or an exception: anything else is a harness bug (a move on a closed negotiation, a rate limit). */
function expectAnswer(res: { status: number; body: any }, status: number): RoundAnswer {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  const answer = res.body as RoundAnswer;
  // A person reviewing the shop's move has no ShopSim equivalent: run the bench with policies that never escalate.
  if (!BENCH_STATUSES.has(answer.status)) throw new Error(`negotiation ${answer.negotiationId} is ${answer.status}: the bench has no such state`);
  return answer;
}

function viewOf(answer: RoundAnswer): NegotiationView {
  return {
    status: answer.status as NegotiationView["status"],
    shopOfferMinor: answer.shopOffer?.priceMinor ?? null,
    agreedPriceMinor: answer.agreement?.priceMinor ?? null,
    round: answer.round,
    maxRounds: answer.maxRounds,
    action: answer.decision.action,
  };
}

// --- synchronous attacks against an asynchronous shop, by replay ----------------------------------------

type Call =
  | { kind: "open"; buyerId: string; productId: string; openingBidMinor?: number }
  | { kind: "counter"; negotiationId: string; priceMinor: number }
  | { kind: "accept"; negotiationId: string }
  | { kind: "withdraw"; negotiationId: string };

interface Logged {
  call: Call;
  answer: OpenedNegotiation | NegotiationView;
}

/** Thrown by the replaying shop at the first call the log does not answer yet. */
class Unanswered extends Error {
  constructor(readonly call: Call) {
    super(`unanswered ${call.kind}`);
  }
}

/** A ShopSim that answers from the log, in order, and stops at the first call beyond it. */
class ReplayShop implements ShopSim {
  private next = 0;

  constructor(private readonly log: readonly Logged[]) {}

  open(buyerId: string, productId: string, openingBidMinor?: number): OpenedNegotiation {
    return this.answer({ kind: "open", buyerId, productId, ...(openingBidMinor === undefined ? {} : { openingBidMinor }) }) as OpenedNegotiation;
  }

  counter(negotiationId: string, priceMinor: number): NegotiationView {
    return this.answer({ kind: "counter", negotiationId, priceMinor }) as NegotiationView;
  }

  accept(negotiationId: string): NegotiationView {
    return this.answer({ kind: "accept", negotiationId }) as NegotiationView;
  }

  withdraw(negotiationId: string): NegotiationView {
    return this.answer({ kind: "withdraw", negotiationId }) as NegotiationView;
  }

  private answer(call: Call): OpenedNegotiation | NegotiationView {
    const logged = this.log[this.next++];
    if (!logged) throw new Unanswered(call);
    if (JSON.stringify(logged.call) !== JSON.stringify(call)) {
      throw new Error(`the attack did not repeat itself: call ${this.next} was ${JSON.stringify(logged.call)}, now ${JSON.stringify(call)}`);
    }
    return logged.answer;
  }
}

function perform(shop: AsyncShopSim, call: Call): Promise<OpenedNegotiation | NegotiationView> {
  switch (call.kind) {
    case "open":
      return shop.open(call.buyerId, call.productId, call.openingBidMinor);
    case "counter":
      return shop.counter(call.negotiationId, call.priceMinor);
    case "accept":
      return shop.accept(call.negotiationId);
    case "withdraw":
      return shop.withdraw(call.negotiationId);
  }
}

export interface AttackRun {
  /** The attack's floor estimate per product (null: it learnt nothing). */
  estimates: Map<string, number | null>;
  negotiationsOpened: number;
  deals: Deal[];
  /** Calls made to the shop. */
  calls: number;
}

/**
 * Runs a bench floor attack against an asynchronous shop as one buyer identity, under the suite's budget
 * (MAX_NEGOTIATIONS_PER_PRODUCT per product, enforced by the same ShopClient as in runAttack).
 */
export async function runAttackOver(shop: AsyncShopSim, listings: readonly Listing[], attack: FloorAttack, buyerId: string): Promise<AttackRun> {
  const log: Logged[] = [];
  for (;;) {
    const client = new ShopClient(new ReplayShop(log), new ManualClock(), buyerId, MAX_NEGOTIATIONS_PER_PRODUCT);
    try {
      const estimates = attack.estimateFloors(client, listings);
      return { estimates, negotiationsOpened: client.negotiationsOpened, deals: client.deals, calls: log.length };
    } catch (error) {
      if (!(error instanceof Unanswered)) throw error;
      log.push({ call: error.call, answer: await perform(shop, error.call) });
    }
  }
}
