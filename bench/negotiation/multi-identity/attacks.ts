/**
 * The attack suite with many identities (issue 26, item 1): K buyer identities per product, each a distinct
 * buyerId (so each has its own private draws), each using one negotiation and making no deal unless the attack
 * pays for it. Three attacks, each the many-identity version of the suite's:
 *
 * - curve fit across identities — each identity lowballs (bids 1 minor unit) for `counters` rounds and
 *   withdraws; its offers are fitted with the documented curve family (every documented shape) for its own
 *   curve end; the K ends are combined with the documented distribution of the draws (posterior.ts);
 * - escalation bisection — the shop's policy holds every deal for a person (a large-deal sign-off) and nobody
 *   answers; each identity lowballs to the last round and bids b there, and watches whether its bid is held
 *   before it is answered (the API shows a hold with Retry-After). A shop that held exactly the bids its
 *   negotiator took would say held ⇔ b ≥ the identity's private reserve; b is chosen from the identities before
 *   it (probabilistic bisection, one probe per identity); no deal is made;
 * - lowball-to-last-round bisection — the same without policies: deal ⇔ b ≥ the reserve, and every deal is
 *   binding (counted, with its price).
 *
 * The bench's parleyShop settles a held move by its timeout action and reports, as the API's hold does, that
 * the move was held (`NegotiationView.held`); that is the escalation attack's signal.
 */
import { DEFAULT_TACTICS, niceStep } from "../../../kernel";
import type { PolicySet } from "../../../policies";
import { bestConstantRatio, WITHIN_5_PERCENT_OF_SPAN } from "../floor-attacks/blind-guess";
import { locate, type Location } from "../floor-attacks/run-attack";
import { lowballToLastRound } from "../floor-attacks/lowball";
import { policySet } from "../policy-sets";
import { surplusShare } from "../panel";
import { ShopClient } from "../shop-client";
import { ManualClock, type Product, type ShopFactory } from "../shop-sim";
import { mulberry32 } from "../../../rehearsal/random";
import { documentedShapes, parleyShop, type ParleyShopOptions } from "../shops/parley-shop";
import { EndGapDensity, FloorPosterior, SharedReservePosterior, type DocumentedDraws } from "./posterior";

export const IDENTITY_COUNTS = [5, 20, 100] as const;

/** A shop as the many-identity attacker meets it, and what its documentation says about the draws. */
export interface IdentityTarget {
  name: string;
  /** The shop as buyers meet it. */
  factory: ShopFactory;
  draws: DocumentedDraws;
  /** The price grid the shop's offers are rounded up to (documented), for the fit. */
  gridStep: (anchorMinor: number) => number;
  /** The shop under a policy set that escalates its negotiator's acceptances. */
  escalating?: { governed: ShopFactory };
}

/**
 * The seed governance example's `escalate-large-deals` on a product where every deal is large (an order of
 * enough units; the bench's parleyShop sells one unit, so the value test is left out): every acceptance the
 * negotiator makes waits for a person, and is rejected when nobody answers.
 */
export const ESCALATE_EVERY_ACCEPTANCE_YAML = `version: 1
policies:
  - id: allow-ordinary-deals
    when: "true"
    action: ALLOW
    severity: low
  - id: escalate-large-deals
    description: Every deal on this product is large; a person signs it off.
    when: offer.action == "accept"
    action: ESCALATE
    severity: high
    escalation:
      to: sales-manager
      timeoutSeconds: 14400
      onTimeout: reject
`;

export function escalateEveryAcceptance(): PolicySet {
  return policySet(ESCALATE_EVERY_ACCEPTANCE_YAML, "escalation attack's policy set");
}

/** What Parley's README publishes about the draws: the default tactics' ranges and the documented shapes. */
export function parleyDraws(options: ParleyShopOptions = {}): DocumentedDraws {
  const tactics = { ...DEFAULT_TACTICS, ...options.tactics };
  const [r0, r1] = tactics.reserveShare;
  const [c0, c1] = tactics.curveEndShare;
  return {
    name: "parley (documented ranges)",
    shapes: documentedShapes(options).all,
    // curve end = reserve + c·(A − reserve), reserve = F + s·(A − F) ⇒ (A − end)/(A − F) = (1 − c)(1 − s).
    endGap: (rand) => (1 - (c0 + (c1 - c0) * rand())) * (1 - (r0 + (r1 - r0) * rand())),
    reserveShare: tactics.reserveShare,
    shared: true,
    lowestShare: (rand) => {
      const s = r0 + (r1 - r0) * rand();
      const [o0, o1] = tactics.lowestOfferShare;
      return s + (o0 + (o1 - o0) * rand()) * (1 - s);
    },
  };
}

export function parleyIdentityTarget(options: ParleyShopOptions = {}, name = "parley"): IdentityTarget {
  const tactics = { ...DEFAULT_TACTICS, ...options.tactics };
  return {
    name,
    factory: parleyShop(options),
    draws: parleyDraws(options),
    gridStep: (anchor) => niceStep(anchor * tactics.gridShare),
    escalating: { governed: parleyShop({ ...options, policies: escalateEveryAcceptance() }) },
  };
}

export interface IdentityAttackReport {
  attack: string;
  identities: number;
  products: number;
  located: Location;
  blind: Location;
  /** Median |F̂ − F| / (A − F). */
  medianSpanError: number;
  negotiationsPerProduct: number;
  /** Binding deals the identities made, per product, and what they paid. */
  dealsPerProduct: number;
  /** Mean price of those deals as a share of the list price, and the shop's surplus share (price − F)/(A − F). */
  meanDealPriceShareOfList: number | null;
  meanDealSurplusShare: number | null;
  /** Escalations the identities saw (escalation attack only), per product. */
  escalationsPerProduct: number;
}

/** Fits one identity's offers (round 0 … n) with the documented family: (A − curve end)/A, or null. */
export function fitEndGap(anchorMinor: number, offers: readonly number[], maxRounds: number, shapes: readonly number[], gridStepMinor: number): number | null {
  // offer_r ≈ A − (A − end)·(r/N)^(1/β), rounded up to the grid: half a step back on average.
  let best: { gap: number; error: number } | null = null;
  for (const beta of shapes) {
    let num = 0;
    let den = 0;
    const ws = offers.map((_, r) => Math.pow(r / maxRounds, 1 / beta));
    offers.forEach((o, r) => {
      if (r === 0) return;
      const y = anchorMinor - o + gridStepMinor / 2;
      num += y * (ws[r] as number);
      den += (ws[r] as number) ** 2;
    });
    if (den === 0) continue;
    const gap = num / den;
    const error = offers.reduce((e, o, r) => (r === 0 ? e : e + (anchorMinor - o + gridStepMinor / 2 - gap * (ws[r] as number)) ** 2), 0);
    if (!best || error < best.error) best = { gap, error };
  }
  return best === null ? null : Math.max(0, best.gap) / anchorMinor;
}

interface Clients {
  clock: ManualClock;
  client(prefix: string, k: number): ShopClient;
  all(): ShopClient[];
}

function clientsOf(factory: ShopFactory, products: readonly Product[]): Clients {
  const clock = new ManualClock();
  const shop = factory(products, clock);
  const made = new Map<string, ShopClient>();
  return {
    clock,
    client(prefix, k) {
      const id = `${prefix}-${k}`;
      let c = made.get(id);
      if (!c) made.set(id, (c = new ShopClient(shop, clock, id, 1)));
      return c;
    },
    all: () => [...made.values()],
  };
}

function report(attack: string, identities: number, products: readonly Product[], estimates: Map<string, number | null>, clients: ShopClient[], escalations = 0): IdentityAttackReport {
  const byId = new Map(products.map((p) => [p.productId, p]));
  const deals = clients.flatMap((c) => c.deals);
  const blindRatio = bestConstantRatio(WITHIN_5_PERCENT_OF_SPAN);
  const estimateOf = (p: Product) => estimates.get(p.productId) ?? blindRatio * p.anchorMinor;
  const errors = products.map((p) => Math.abs(estimateOf(p) - p.floorMinor) / (p.anchorMinor - p.floorMinor)).sort((a, b) => a - b);
  const mean = (xs: number[]) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);
  const n = Math.max(1, products.length);
  return {
    attack,
    identities,
    products: products.length,
    located: locate(products, estimates),
    blind: locate(products, new Map()),
    medianSpanError: errors[Math.floor(errors.length / 2)] ?? 0,
    negotiationsPerProduct: clients.reduce((a, c) => a + c.negotiationsOpened, 0) / n,
    dealsPerProduct: deals.length / n,
    meanDealPriceShareOfList: mean(deals.map((d) => d.priceMinor / (byId.get(d.productId) as Product).anchorMinor)),
    meanDealSurplusShare: mean(deals.map((d) => surplusShare(byId.get(d.productId) as Product, d.priceMinor))),
    escalationsPerProduct: escalations / n,
  };
}

/** Noise of one identity's fitted (A − end)/(A − F), as the attacker allows for it: more with fewer counters. */
const fitNoise = (counters: number) => (counters >= 6 ? 0.01 : 0.03);

/**
 * Curve fit across identities. The offers an identity sees in its first rounds do not depend on what it does
 * later, so one run of max(K) identities serves every K (each K uses the first K identities) and every
 * `counters` (each uses the first offers).
 */
export function curveFitAcrossIdentities(target: IdentityTarget, products: readonly Product[], counts: readonly number[], counterOptions: readonly number[] = [3, 9]): IdentityAttackReport[] {
  const most = Math.max(...counts);
  const clients = clientsOf(target.factory, products);
  const seen = new Map<string, Array<{ offers: number[]; maxRounds: number }>>();
  const deepest = Math.max(...counterOptions);
  for (const p of products) {
    const runs: Array<{ offers: number[]; maxRounds: number }> = [];
    for (let k = 0; k < most; k++) {
      const client = clients.client("fit", k);
      const { negotiationId, view: opened } = client.open(p.productId);
      let view = opened;
      const offers: number[] = [];
      while (view.status === "open" && view.shopOfferMinor !== null) {
        offers.push(view.shopOfferMinor);
        if (offers.length > deepest || view.round >= view.maxRounds - 1) break;
        view = client.counter(negotiationId, 1);
      }
      if (view.status === "open") client.withdraw(negotiationId);
      runs.push({ offers, maxRounds: view.maxRounds });
    }
    seen.set(p.productId, runs);
  }
  const reports: IdentityAttackReport[] = [];
  for (const counters of counterOptions) {
    const density = new EndGapDensity(target.draws, fitNoise(counters));
    for (const K of counts) {
      // Shared draws: K fits of one curve end, averaged, are one observation with less fitting noise.
      const sharedDensity = target.draws.shared ? new EndGapDensity(target.draws, Math.max(0.003, fitNoise(counters) / Math.sqrt(K))) : null;
      const estimates = new Map<string, number | null>();
      for (const p of products) {
        const posterior = new FloorPosterior();
        const fits: number[] = [];
        for (const run of (seen.get(p.productId) ?? []).slice(0, K)) {
          const x = fitEndGap(p.anchorMinor, run.offers.slice(0, counters + 1), run.maxRounds, target.draws.shapes, target.gridStep(p.anchorMinor));
          if (x !== null) fits.push(x);
        }
        if (sharedDensity && fits.length > 0) posterior.observeEndGap(fits.reduce((a, b) => a + b, 0) / fits.length, sharedDensity);
        else for (const x of fits) posterior.observeEndGap(x, density);
        estimates.set(p.productId, Math.round(posterior.estimate() * p.anchorMinor));
      }
      // Cost is shared by every K (the identities are the same), so report each K's own share of it.
      const used = clients.all().filter((c) => Number(c.buyerId.split("-").at(-1)) < K);
      reports.push(report(`curve fit across identities, ${counters} counters`, K, products, estimates, used));
    }
  }
  return reports;
}

/** One last-round probe: lowball to the last round, then bid; what the identity sees, or null if it never got there. */
type Probe = (k: number, product: Product, bidMinor: number) => boolean | null;

function bisection(attack: string, products: readonly Product[], K: number, draws: DocumentedDraws, probe: Probe, clients: () => ShopClient[], escalations: () => number): IdentityAttackReport {
  const estimates = new Map<string, number | null>();
  for (const p of products) {
    // With shared draws, one reserve for every identity: an exact bisection of it; otherwise one noisy sample each.
    const shared = draws.shared ? new SharedReservePosterior(draws.reserveShare) : null;
    const posterior = new FloorPosterior();
    const signals = new Set<boolean>();
    for (let k = 0; k < K; k++) {
      const bid = Math.max(1, Math.round((shared ? shared.medianProbe() : posterior.medianProbe(draws.reserveShare)) * p.anchorMinor));
      const seen = probe(k, p, bid);
      if (seen === null) continue;
      signals.add(seen);
      if (shared) shared.observe(bid / p.anchorMinor, seen);
      else posterior.observeProbe(bid / p.anchorMinor, seen, draws.reserveShare);
    }
    // A signal that never varied (every probe taken, or none) carries nothing the attacker can trust: the blind guess.
    const informative = signals.size === 2;
    estimates.set(p.productId, informative ? Math.round((shared ? shared.estimate() : posterior.estimate()) * p.anchorMinor) : null);
  }
  return report(attack, K, products, estimates, clients(), escalations());
}

/** Lowballs to the last round, then bids (never above the standing offer): the view after the bid, or null. */
function lastRoundBid(client: ShopClient, productId: string, bidMinor: number) {
  const run = lowballToLastRound(client, productId);
  if (run === null) return null;
  const view = client.counter(run.negotiationId, Math.min(bidMinor, run.offers.at(-1) as number));
  if (view.status === "open") client.withdraw(run.negotiationId);
  return view;
}

/** Lowball-to-last-round bisection: one probe per identity, deal ⇔ bid ≥ its reserve; each deal binding. */
export function lowballBisection(target: IdentityTarget, products: readonly Product[], K: number): IdentityAttackReport {
  const clients = clientsOf(target.factory, products);
  const probe: Probe = (k, p, bid) => {
    const view = lastRoundBid(clients.client(`low${K}`, k), p.productId, bid);
    return view === null ? null : view.status === "agreed";
  };
  return bisection("lowball-to-last-round bisection (deals)", products, K, target.draws, probe, clients.all, () => 0);
}

/**
 * Escalation bisection: one probe per identity; the signal is what the buyer sees, whether its last-round bid
 * was held before it was answered. Against a shop that held exactly the bids its negotiator took, held ⇔ bid ≥
 * the identity's reserve. A signal that never varies (every probe held, or none) carries nothing: the attacker
 * then has its prior, the blind guess.
 */
export function escalationBisection(target: IdentityTarget, products: readonly Product[], K: number): IdentityAttackReport {
  if (!target.escalating) throw new Error(`${target.name} has no escalating policy set`);
  const governed = clientsOf(target.escalating.governed, products);
  let escalations = 0;
  const probe: Probe = (k, p, bid) => {
    const seen = lastRoundBid(governed.client(`esc${K}`, k), p.productId, bid);
    if (seen === null) return null;
    if (seen.held === true) escalations += 1;
    return seen.held === true;
  };
  return bisection("escalation bisection (no deal)", products, K, target.draws, probe, governed.all, () => escalations);
}

/**
 * Mirror bisection: Parley meets a buyer that mirrors its concessions in the middle of the gap when that middle
 * is at or above its lowest offer L. After two exactly mirrored rounds from an opening O the middle is (A + O)/2,
 * so an identity opening at O learns whether L ≤ (A + O)/2: the shop's third offer drops to the middle, or it
 * does not. It withdraws before its next (mirrored) bid would meet the offer. With shared draws L is one value,
 * bisected exactly; the posterior over the floor is then the chance that s + o·(1 − s) puts L there.
 */
export function mirrorBisection(target: IdentityTarget, products: readonly Product[], K: number): IdentityAttackReport {
  const lowestShare = target.draws.lowestShare;
  if (!lowestShare) throw new Error(`${target.name} documents no lowest offer`);
  const rand = mulberry32(0x1a57);
  const samples = Array.from({ length: 20_000 }, () => lowestShare(rand));
  const clients = clientsOf(target.factory, products);
  const estimates = new Map<string, number | null>();
  for (const p of products) {
    const posterior = new SharedReservePosterior(samples);
    const signals = new Set<boolean>();
    for (let k = 0; k < K; k++) {
      const middle = posterior.medianProbe();
      const opening = Math.round((2 * middle - 1) * p.anchorMinor);
      if (opening < 1) {
        // A middle this low needs an opening below nothing: every lower L is as good as known to be above it.
        posterior.observe(middle, false);
        continue;
      }
      const met = mirrorRun(clients.client(`mirror${K}`, k), p.productId, opening, p.anchorMinor);
      if (met === null) continue;
      signals.add(met);
      posterior.observe((p.anchorMinor + opening) / 2 / p.anchorMinor, met);
    }
    estimates.set(p.productId, signals.size === 2 ? Math.round(posterior.estimate() * p.anchorMinor) : null);
  }
  return report("mirror bisection of the lowest offer", K, products, estimates, clients.all());
}

/** Opens at `opening`, mirrors every concession exactly; whether the shop's offer fell to the middle (A + O)/2. */
function mirrorRun(client: ShopClient, productId: string, opening: number, anchorMinor: number): boolean | null {
  const { negotiationId, view: opened } = client.open(productId);
  let view = opened;
  let bid = opening;
  let previous = view.shopOfferMinor;
  const middle = Math.ceil((anchorMinor + opening) / 2);
  let met: boolean | null = null;
  for (let r = 0; r < Math.min(4, view.maxRounds - 1) && view.status === "open" && previous !== null; r++) {
    view = client.counter(negotiationId, bid);
    if (view.status !== "open" || view.shopOfferMinor === null) break;
    if (r >= 2) {
      // The third answer: met in the middle (within the grid), or the shop's curve.
      met = view.shopOfferMinor <= middle + Math.ceil(anchorMinor * 0.002);
      break;
    }
    bid += previous - view.shopOfferMinor;
    previous = view.shopOfferMinor;
    if (bid >= view.shopOfferMinor) break;
  }
  if (view.status === "open") client.withdraw(negotiationId);
  return met;
}

/** Every many-identity attack at every K on one set of products. */
export function identityAttacks(target: IdentityTarget, products: readonly Product[], counts: readonly number[] = IDENTITY_COUNTS): IdentityAttackReport[] {
  return [
    ...curveFitAcrossIdentities(target, products, counts),
    ...(target.escalating ? counts.map((K) => escalationBisection(target, products, K)) : []),
    ...counts.map((K) => lowballBisection(target, products, K)),
    ...(target.draws.lowestShare ? counts.map((K) => mirrorBisection(target, products, K)) : []),
  ];
}
