import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NegotiationRoom } from "../../durable-objects";
import { DEFAULT_TACTICS, type Explanation, type PrivateDraws } from "../../kernel";
import { createDb, listNegotiationEvents } from "../../memory";
import { ageBuyerMemory, api, counter, createShop, eventually, isHeld, openNegotiation, putProduct, viewNegotiation, type ApiResponse } from "./api-client";

/**
 * The floor, and the private parameters each buyer's draws place above it, stay on the shop's side: buyers
 * play whole negotiations on products with recognisable floors, and everything they are shown — bodies,
 * headers, messages, problems, the buyer view — is scanned for the true values, read from the shop's own view.
 * The events the rooms send to the shop's database may name the floor, nothing derived from the draws.
 */

interface TestProduct {
  productId: string;
  anchorMinor: number;
  floorMinor: number;
}

/** Floors off the price grid and unlike any other number in a response, so a leak shows as itself. */
const PRODUCTS: TestProduct[] = [
  { productId: "lamp", anchorMinor: 100_000, floorMinor: 73_219 },
  { productId: "kettle", anchorMinor: 48_900, floorMinor: 39_457 },
  { productId: "chair", anchorMinor: 129_900, floorMinor: 91_843 },
  { productId: "rug", anchorMinor: 64_500, floorMinor: 58_061 },
];
const MAX_ROUNDS = 10;
const SECRET_WORDS = /floor|reserve|explanation|draws|lowest\s*offer|curve\s*end/i;
const SECRET_KEYS = /"(explanation|draws|reserveMinor|lowestOfferMinor|curveEndMinor|timeTargetMinor|targetMinor)"/;

type Shop = { shopId: string; adminKey: string };
const room = (id: string) => env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.idFromString(id));
const share = (p: TestProduct, s: number) => Math.round(p.anchorMinor * s);

async function shopWithProducts(): Promise<Shop> {
  const shop = await createShop("Secret floors");
  for (const p of PRODUCTS) await putProduct(shop, p.productId, { anchorMinor: p.anchorMinor, floorMinor: p.floorMinor, maxRounds: MAX_ROUNDS });
  return shop;
}

function shopView(shop: Shop, negotiationId: string) {
  return viewNegotiation(negotiationId, shop.adminKey);
}

/** A person at the shop approves what the negotiator proposed (the default policies hold unusual quantities and large first orders). */
async function approvePending(shop: Shop, negotiationId: string): Promise<void> {
  const pending = await eventually(
    () => api("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, { token: shop.adminKey }),
    (res) => res.body?.items?.some((e: any) => e.negotiationId === negotiationId),
    10_000,
  );
  const escalation = pending.body.items.find((e: any) => e.negotiationId === negotiationId);
  if (!escalation) throw new Error(`no pending escalation for ${negotiationId}`);
  const decided = await api("POST", `/v1/escalations/${escalation.escalationId}/decision`, { token: shop.adminKey, body: { decision: "approve" } });
  if (decided.status !== 200) throw new Error(`approve failed: ${decided.status} ${JSON.stringify(decided.body)}`);
}

/** One registered buyer on one product, keeping everything it was shown and every price it named. */
class Buyer {
  readonly seen: { what: string; res: ApiResponse }[] = [];
  readonly bids = new Set<number>();
  readonly negotiations: string[] = [];
  negotiationId = "";
  token = "";
  private lastBid = 0;

  constructor(
    private readonly shop: Shop,
    readonly product: TestProduct,
    readonly id: string,
  ) {}

  /** Opens a negotiation on the buyer's product (another one: to be refused). */
  async open(options: { offer?: number; quantity?: number; productId?: string } = {}): Promise<ApiResponse> {
    if (options.offer !== undefined) this.said(options.offer);
    const res = await openNegotiation(this.shop.shopId, options.productId ?? this.product.productId, {
      buyerId: this.id,
      ...(options.quantity ? { quantity: options.quantity } : {}),
      ...(options.offer !== undefined ? { offer: { priceMinor: options.offer } } : {}),
    });
    if (res.status === 201) {
      this.negotiationId = res.body.negotiationId;
      this.token = res.body.token;
      this.negotiations.push(this.negotiationId);
    }
    return this.record("open", res);
  }

  counter(priceMinor: number, headers?: Record<string, string>): Promise<ApiResponse> {
    this.said(priceMinor);
    return counter(this.negotiationId, this.token, priceMinor, headers).then((res) => this.record("offer", res));
  }

  accept(): Promise<ApiResponse> {
    return api("POST", `/v1/negotiations/${this.negotiationId}/accept`, { token: this.token }).then((res) => this.record("accept", res));
  }

  withdraw(): Promise<ApiResponse> {
    return api("POST", `/v1/negotiations/${this.negotiationId}/withdraw`, { token: this.token }).then((res) => this.record("withdraw", res));
  }

  view(): Promise<ApiResponse> {
    return viewNegotiation(this.negotiationId, this.token).then((res) => this.record("view", res));
  }

  /** Any other request the buyer makes: what it is shown counts the same. */
  async raw(what: string, method: string, path: string, options: Parameters<typeof api>[2] = {}): Promise<ApiResponse> {
    return this.record(what, await api(method, path, options));
  }

  /** Counters until the negotiation closes, each bid given the round it is for. */
  async counterUntilClosed(bidFor: (round: number) => number): Promise<ApiResponse> {
    let res = await this.view();
    while (res.body.status === "open") res = await this.counter(bidFor(res.body.round + 1));
    return res;
  }

  private said(priceMinor: number): void {
    this.bids.add(priceMinor);
    this.lastBid = priceMinor;
  }

  /** Keeps the answer; while a person reviews the shop's move, the buyer is turned away, then sees the verdict. */
  private async record(what: string, res: ApiResponse): Promise<ApiResponse> {
    this.seen.push({ what, res });
    // A held move answers with Retry-After (the buyer is not told a person decides).
    if (!isHeld(res.body)) return res;
    this.seen.push({ what: "offer while held", res: await counter(this.negotiationId, this.token, this.lastBid || 1) });
    await approvePending(this.shop, this.negotiationId);
    return this.view();
  }
}

// --- the buyers' negotiations ---------------------------------------------------------------------------

/** Opens without a bid and climbs toward the list price until the shop agrees (or the rounds run out). */
async function climber(b: Buyer): Promise<void> {
  await b.open();
  await b.counterUntilClosed((round) => share(b.product, 0.5 + 0.05 * round));
}

/** Opens with a bid, counters twice, then takes the shop's standing offer. */
async function opensWithABidAndAccepts(b: Buyer): Promise<void> {
  await b.open({ offer: share(b.product, 0.6) });
  await b.counter(share(b.product, 0.62));
  await b.counter(share(b.product, 0.64));
  await b.accept();
  await b.view();
  await b.accept(); // closed by now: a problem
}

/** Walks away and comes back twice; tries a second negotiation while one is open; replays a counter. */
async function withdrawsAndResumes(b: Buyer): Promise<void> {
  await b.open();
  for (const s of [0.45, 0.5, 0.55]) await b.counter(share(b.product, s));
  await b.open(); // one open negotiation per product: refused
  await b.withdraw();
  await b.open();
  await b.counter(share(b.product, 0.57), { "idempotency-key": "same-counter" });
  await b.counter(share(b.product, 0.57), { "idempotency-key": "same-counter" });
  await b.withdraw();
  await b.open({ offer: share(b.product, 0.58) });
  await b.withdraw();
  await b.view();
}

/** Bids low every round until the shop closes at its last round; comes back to a final offer. */
async function lowballsToTheEnd(b: Buyer): Promise<void> {
  await b.open({ offer: share(b.product, 0.3) });
  await b.counterUntilClosed(() => share(b.product, 0.4));
  await b.open();
  await b.counter(share(b.product, 0.41));
  await b.view();
}

/** An unusual quantity (over the default's 100 units) accepted at once: a person signs it off while the buyer waits. */
async function escalatedDeal(b: Buyer): Promise<void> {
  await b.open({ quantity: 101 });
  await b.counter(share(b.product, 0.5));
  await b.accept();
}

/** Requests the API refuses, each answered with a problem. */
async function mistakes(b: Buyer): Promise<void> {
  await b.open();
  await b.counter(share(b.product, 0.5));
  const offers = `/v1/negotiations/${b.negotiationId}/offers`;
  await b.raw("offer in another currency", "POST", offers, { token: b.token, body: { priceMinor: share(b.product, 0.55), currency: "USD" } });
  await b.raw("negative offer", "POST", offers, { token: b.token, body: { priceMinor: -5 } });
  await b.raw("offer without a price", "POST", offers, { token: b.token, body: {} });
  await b.raw("offer with a wrong token", "POST", offers, { token: "ngt_not-this-one", body: { priceMinor: share(b.product, 0.55) } });
  await b.raw("view with a wrong token", "GET", `/v1/negotiations/${b.negotiationId}`, { token: "ngt_not-this-one" });
  await b.withdraw();
  await b.open({ productId: "no-such-thing" });
}

const FLOWS = { climber, opensWithABidAndAccepts, withdrawsAndResumes, lowballsToTheEnd, escalatedDeal, mistakes } satisfies Record<string, (b: Buyer) => Promise<void>>;

// --- what the shop knows -------------------------------------------------------------------------------

/** One product's private values, as the shop's own view and the rooms' private snapshots hold them. */
interface Secrets {
  floorMinor: number;
  /** Reserve, lowest offer and curve end of every buyer on the product, and each offer's unrounded targets. */
  derived: Set<number>;
  draws: PrivateDraws[];
  gridStepMinor: number;
}

async function privateDraws(negotiationId: string): Promise<PrivateDraws> {
  return runInDurableObject<NegotiationRoom, PrivateDraws>(room(negotiationId), (_room, state) => {
    const row = state.storage.sql.exec<{ private: string }>("SELECT private FROM policy_snapshot WHERE singleton = 1").one();
    return (JSON.parse(row.private) as { draws: PrivateDraws }).draws;
  });
}

async function secretsOf(shop: Shop, product: TestProduct, negotiations: readonly string[]): Promise<Secrets> {
  const secrets: Secrets = { floorMinor: product.floorMinor, derived: new Set(), draws: [], gridStepMinor: 0 };
  for (const id of negotiations) {
    const view = await shopView(shop, id);
    expect(view.body.config.floorMinor).toBe(product.floorMinor);
    for (const entry of view.body.history as { explanation?: Explanation }[]) {
      const e = entry.explanation;
      if (!e) continue;
      for (const v of [e.reserveMinor, e.lowestOfferMinor, e.curveEndMinor, e.timeTargetMinor, e.targetMinor]) secrets.derived.add(v);
      secrets.gridStepMinor = e.gridStepMinor;
    }
    secrets.draws.push(await privateDraws(id));
  }
  expect(secrets.gridStepMinor, `${product.productId}: no offer was explained`).toBeGreaterThan(0);
  return secrets;
}

// --- scanning -------------------------------------------------------------------------------------------

const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const LONG_HEX = /[0-9a-f]{16,}/g;

/** A response as text, with the ids, tokens and times replaced: they hold digits by chance. */
function scannable(text: string, ids: readonly string[]): string {
  let out = text;
  for (const id of [...ids].sort((a, b) => b.length - a.length)) if (id) out = out.split(id).join("<id>");
  return out.replace(/ngt_[A-Za-z0-9_-]+/g, "<token>").replace(ISO_TIME, "<time>").replace(UUID, "<id>").replace(LONG_HEX, "<id>");
}

function responseText(res: ApiResponse): string {
  const headers = [...res.headers].map(([name, value]) => `${name}: ${value}`).join("\n");
  return `${res.status}\n${headers}\n${JSON.stringify(res.body)}`;
}

/** Every whole number in the text, "732.19 EUR" read as 73219. */
function numbersIn(text: string): Set<number> {
  return new Set([...text.replace(/(\d+)\.(\d{2})(?!\d)/g, "$1$2").matchAll(/\d+/g)].map((m) => Number(m[0])));
}

/** How a draw would read if it were printed. */
function drawNeedles(draws: readonly PrivateDraws[]): string[] {
  return draws.flatMap((d) => Object.values(d).flatMap((x: number) => [String(x), x.toFixed(6), String(x).slice(0, 8)]));
}

/**
 * The secret values a text must not contain, given the numbers that are public to its reader: a value that is
 * also a price the buyer named or was shown, the list price, or a point of the price grid cannot be told
 * apart from one (the grid is how offers hide the curve), so only the others are looked for.
 */
function lookFor(values: Iterable<number>, product: TestProduct, secrets: Secrets, shown: ReadonlySet<number>): number[] {
  return [...values].filter((v) => v !== product.anchorMinor && v % secrets.gridStepMinor !== 0 && !shown.has(v));
}

/** Prices the buyer named or was shown (and their totals), read from the shop's view of its negotiations. */
async function publicPrices(shop: Shop, b: Buyer): Promise<Set<number>> {
  const shown = new Set<number>(b.bids);
  for (const id of b.negotiations) {
    const view = await shopView(shop, id);
    for (const entry of view.body.history as { priceMinor: number | null }[]) {
      if (entry.priceMinor === null) continue;
      shown.add(entry.priceMinor);
      shown.add(entry.priceMinor * view.body.quantity);
    }
  }
  return shown;
}

// --- the scenes -----------------------------------------------------------------------------------------

describe("a buyer never sees the floor or the private parameters, on any route it can call", () => {
  let shop: Shop;
  const buyers: Buyer[] = [];
  const secrets = new Map<string, Secrets>();
  const db = createDb(env.DATABASE_URL, { max: 2 });
  afterAll(() => db.close());

  beforeAll(async () => {
    shop = await shopWithProducts();
    await Promise.all(
      PRODUCTS.map(async (p) => {
        for (const [name, flow] of Object.entries(FLOWS)) {
          const b = new Buyer(shop, p, `${name}-${p.productId}`.toLowerCase());
          buyers.push(b);
          await flow(b);
        }
      }),
    );
    for (const p of PRODUCTS) {
      secrets.set(p.productId, await secretsOf(shop, p, buyers.filter((b) => b.product === p).flatMap((b) => b.negotiations)));
    }
  }, 120_000);

  const idsOf = (b: Buyer) => [shop.shopId, b.id, ...b.negotiations];

  it("the negotiations covered every buyer route and outcome", () => {
    const all = buyers.flatMap((b) => b.seen.map((s) => s.res));
    const statuses = new Set(all.map((r) => r.body?.status).filter((s) => typeof s === "string"));
    for (const s of ["open", "agreed", "withdrawn", "rejected"]) expect(statuses, s).toContain(s);
    // A buyer never sees that a person reviews its move (issue 26): a held move is an open negotiation with Retry-After.
    expect(statuses).not.toContain("escalated");
    expect(all.some((r) => isHeld(r.body) && r.body.decision?.action === "hold")).toBe(true);
    const problems = new Set(all.map((r) => r.body?.type).filter((t) => typeof t === "string"));
    for (const p of ["validation-failed", "unauthorized", "not-found", "negotiation-closed", "answer-pending", "currency-mismatch", "too-many-open-negotiations"]) {
      expect(problems, p).toContain(`/problems/${p}`);
    }
    const reasons = new Set(all.flatMap((r) => [...(r.body?.decision?.reasons ?? []), ...(r.body?.lastDecision?.reasons ?? [])]));
    for (const r of ["FIRST_ROUND_ANCHOR", "RESUMED", "FINAL_OFFER", "MAX_ROUNDS_REACHED", "BUYER_ACCEPTED"]) expect(reasons, r).toContain(r);
    expect(all.some((r) => r.headers.get("idempotent-replayed") === "true")).toBe(true);
    expect(all.some((r) => r.headers.has("retry-after"))).toBe(true);
    expect(all.some((r) => r.body?.history?.some((h: any) => h.party === "buyer"))).toBe(true);
  });

  it("no response, header, message or buyer view carries the floor, the reserve, the lowest offer, the curve end or the draws", async () => {
    for (const b of buyers) {
      const s = secrets.get(b.product.productId)!;
      const forbidden = lookFor([s.floorMinor, ...s.derived], b.product, s, await publicPrices(shop, b));
      expect(forbidden, `${b.id}: the floor itself must be looked for`).toContain(s.floorMinor);
      const needles = drawNeedles(s.draws);
      for (const { what, res } of b.seen) {
        const text = responseText(res);
        const leaked = [...numbersIn(scannable(text, idsOf(b)))].filter((n) => forbidden.includes(n));
        expect(leaked, `${b.id} ${what}: ${text}`).toEqual([]);
        expect(needles.filter((n) => scannable(text, idsOf(b)).includes(n)), `${b.id} ${what}: ${text}`).toEqual([]);
      }
    }
  });

  it("no response names them either: no floor, reserve, explanation, draws, lowest offer or curve end", () => {
    for (const b of buyers) {
      for (const { what, res } of b.seen) {
        const text = scannable(responseText(res), idsOf(b));
        expect(text.match(SECRET_WORDS), `${b.id} ${what}: ${text}`).toBeNull();
      }
    }
  });

  it("every price the shop shows is the list price, a buyer's own bid, a point of the price grid, or one a policy or a person set", async () => {
    for (const b of buyers) {
      const s = secrets.get(b.product.productId)!;
      // A price a policy or a person set may stand (held, resumed, finally refused) without saying so again.
      const set = new Set<number>();
      for (const id of b.negotiations) {
        const view = await shopView(shop, id);
        for (const entry of view.body.history as { party: string; priceMinor: number | null; reasons: string[] }[]) {
          const p = entry.priceMinor;
          if (entry.party !== "shop" || p === null) continue;
          if (entry.reasons.some((r) => r.startsWith("POLICY_") || r.startsWith("HUMAN_"))) set.add(p);
          expect(p === b.product.anchorMinor || b.bids.has(p) || p % s.gridStepMinor === 0 || set.has(p), `${b.id}: ${JSON.stringify(entry)}`).toBe(true);
        }
      }
    }
  });

  it("the events sent to the shop's database may carry the floor, never the draws, the reserve, the lowest offer or the curve end", async () => {
    for (const b of buyers) {
      const s = secrets.get(b.product.productId)!;
      const forbidden = lookFor(s.derived, b.product, s, await publicPrices(shop, b)).filter((v) => v !== s.floorMinor);
      const needles = drawNeedles(s.draws);
      for (const id of b.negotiations) {
        // Every negotiation here has ended, and a room delivers its events at once when it ends.
        const events = await eventually(
          () => listNegotiationEvents(db.db, shop.shopId, id),
          (rows) => rows.some((e) => /^negotiation\.(agreed|rejected|withdrawn|expired)$/.test(e.eventType)),
          20_000,
        );
        expect(events.some((e) => e.eventType === "negotiation.opened")).toBe(true);
        for (const event of events) {
          const text = JSON.stringify(event);
          expect(text, `${b.id} ${event.eventType}`).not.toMatch(SECRET_KEYS);
          const leaked = [...numbersIn(scannable(text, idsOf(b)))].filter((n) => forbidden.includes(n));
          expect(leaked, `${b.id} ${event.eventType}: ${text}`).toEqual([]);
          expect(needles.filter((n) => scannable(text, idsOf(b)).includes(n)), `${b.id} ${event.eventType}: ${text}`).toEqual([]);
        }
      }
    }
  });
});

/** What the shop did, from a round's answer or (after a person's review) the buyer's view of it. */
const actionOf = (res: ApiResponse): string => (res.body.decision ?? res.body.lastDecision).action;
const offerOf = (res: ApiResponse): number | null => res.body.shopOffer?.priceMinor ?? null;

async function gridStepOf(shop: Shop, negotiationId: string): Promise<number> {
  const history = (await shopView(shop, negotiationId)).body.history as { explanation?: Explanation }[];
  const step = history.find((h) => h.explanation)?.explanation?.gridStepMinor;
  if (!step) throw new Error(`no explained offer in ${negotiationId}`);
  return step;
}

describe("the floor reaches an answer only through the reserve", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await shopWithProducts();
  }, 60_000);

  /** A climb below any reserve for rounds 1 … round − 1, then `bid` in `round`: the shop's answers. The negotiation is left closed. */
  async function placed(b: Buyer, round: number, bid: number): Promise<ApiResponse[]> {
    const opened = await b.open();
    expect(opened.body.decision.reasons).toEqual(["FIRST_ROUND_ANCHOR"]);
    const answers: ApiResponse[] = [];
    for (let r = 1; r < round; r++) answers.push(await b.counter(share(b.product, 0.3 + 0.02 * r)));
    answers.push(await b.counter(bid));
    if (answers.at(-1)!.body.status === "open") await b.withdraw();
    return answers;
  }

  // Early, middle, late and last rounds; before the rounds in which the default policies review deep discounts.
  const ROUNDS: Record<string, number> = { lamp: 2, chair: 5, kettle: 8, rug: MAX_ROUNDS };

  it.each(PRODUCTS.map((p) => [p.productId, ROUNDS[p.productId]!, p] as const))(
    "%s: floor − 1 and floor + 1 in round %i of identically placed negotiations get the same action and offers a grid step apart at most",
    async (_id, round, p) => {
      // The same buyer on the same product has the same private draws; once the shop's memory of it has
      // lapsed, its next negotiation starts afresh from the same place.
      const below = await placed(new Buyer(shop, p, `twin-${p.productId}`), round, p.floorMinor - 1);
      const buyer = new Buyer(shop, p, `twin-${p.productId}`);
      await ageBuyerMemory(shop.shopId, buyer.id, p.productId);
      const above = await placed(buyer, round, p.floorMinor + 1);

      expect(above.slice(0, -1).map(offerOf), "identically placed").toEqual(below.slice(0, -1).map(offerOf));
      const [a, b] = [below.at(-1)!, above.at(-1)!];
      expect(b.body.status).toBe(a.body.status);
      expect([a.body.status, b.body.status]).not.toContain("agreed");
      const step = await gridStepOf(shop, buyer.negotiationId);
      // A 1, 2 or 5 × 10^k step: the largest not above gridShare × list price.
      expect(step).toBeGreaterThanOrEqual(Math.floor((p.anchorMinor * DEFAULT_TACTICS.gridShare) / 2.5));
      expect(step).toBeLessThanOrEqual(Math.round(p.anchorMinor * DEFAULT_TACTICS.gridShare));
      expect(String(step)).toMatch(/^[125]0*$/);
      const [x, y] = [offerOf(a), offerOf(b)];
      expect(x === null, "both open or both closed").toBe(y === null);
      if (x !== null && y !== null) expect(Math.abs(x - y)).toBeLessThanOrEqual(step + 2);
      // The same action; or, when the two targets straddle a grid point at the standing offer, a hold and a
      // one-step counter: the same answer rounded to neighbouring grid points (the offers were checked above).
      const actions = new Set([actionOf(a), actionOf(b)]);
      if (actions.size > 1) expect([...actions].sort()).toEqual(["counter", "hold"]);
    },
  );

  it("a bid at the floor is never accepted before the last round, and in the last round only if it reaches the buyer's reserve", async () => {
    await Promise.all(
      PRODUCTS.map(async (p) => {
        const b = new Buyer(shop, p, `at-floor-${p.productId}`);
        let standing = offerOf(await b.open());
        for (let round = 1; round <= MAX_ROUNDS; round++) {
          const answer = await b.counter(p.floorMinor);
          if (round < MAX_ROUNDS) {
            if (answer.body.status === "agreed") expect(p.floorMinor, `${p.productId} round ${round}: met the standing offer`).toBeGreaterThanOrEqual(standing!);
            else expect(answer.body.status, `${p.productId} round ${round}`).toBe("open");
            standing = offerOf(answer);
            continue;
          }
          const history = (await shopView(shop, b.negotiationId)).body.history as { explanation?: Explanation }[];
          const reserve = history.findLast((h) => h.explanation)!.explanation!.reserveMinor;
          expect(reserve, p.productId).toBeGreaterThan(p.floorMinor);
          expect(answer.body.status, p.productId).toBe(p.floorMinor >= reserve ? "agreed" : "rejected");
        }
      }),
    );
  });
});
