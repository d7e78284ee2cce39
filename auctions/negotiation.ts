/**
 * The negotiation step of "auction then negotiate with the best k" (issue #31), pure: when a negotiate-best-k
 * auction closes with a shortlist, Parley negotiates the purchase with each shortlisted supplier at once, one
 * thread each, through the governed round in buying mode (kernel → policies → commit or hold for a person; one
 * copy of each rule). The first agreement wins and becomes the award (the same award → contract path as the other
 * formats: the supplier's sealed terms at the agreed price); the other threads end as `lost`. The window ending
 * without agreement is no award, with the reason.
 *
 * - A thread opens at our opening: the request's target price, against the supplier's sealed bid as its first
 *   ask (the governed round's opening move). The purchase's ceiling is the request's ceiling: nothing above it is
 *   ever offered or agreed (decidePurchase's invariant, kept by the round's governance).
 * - Supplier moves: counter (a price; terms, if named, must be its sealed bid's: the negotiation is on price),
 *   accept our standing offer, reject (leave). A move on an ended thread, after the window, or by a supplier not
 *   shortlisted is refused and changes nothing.
 * - Ties and races are settled by the core's `now` and the order commands reach it (the object serialises them):
 *   the first command that produces an agreement wins; threads that agree in the same command (the opening) go
 *   by rank, best first. Deterministic: the same commands from the same state give the same state.
 * - What a supplier may see of its thread (negotiation-views in the object) is our standing offer and the rounds
 *   left; the ceiling, the target's role, the valuation, the draws and the kernel's explanations stay here.
 *
 * The governed round and the policy set are handed in (`Negotiator`): auctions/ imports only the types of the
 * layers above it, and the auction object passes the real functions (the property tests pass the same ones).
 *
 * Per-thread settings (ThreadSettings): the object may give each thread its own strategy, policy set and policy
 * inputs when it starts (the organisation's fleet agent for that supplier, and what is known of the supplier). They
 * are stored with the thread and every round of it is played with them (`factsOf`), so a replay or a restarted
 * object plays exactly as the first run did; a thread without them plays the stage's purchase and policies.
 */
import { auctionEvent, refusal, scorerOf } from "./commands";
import { DEFAULT_NEGOTIATION_ROUNDS, DEFAULT_NEGOTIATION_WINDOW_MS } from "./limits";
import type { HeldProposal, NegotiationSettings, NegotiationStage, NegotiationThread, PurchaseSettings, SupplierNegotiationMove, ThreadDraws, ThreadOffer, ThreadRoundState, ThreadSettings, ThreadStatus, ThreadVerdict } from "./negotiation-types";
import type { AuctionEvent, AuctionRefusal, AuctionState, AuctionStep, Award, RequestForQuotes } from "./types";

export * from "./negotiation-types";

// --- the port: the governed round as this core calls it --------------------------------------------------------

/** A move in governed-round's terms (kernel/types.ts's BuyerMove: the supplier is the counterparty). */
export type RoundMove = { kind: "open"; priceMinor?: number; terms?: Record<string, number | string> } | { kind: "counter"; priceMinor: number; terms?: Record<string, number | string> } | { kind: "accept" };

/** governed-round's NegotiationFacts for a purchase, as this core fills them. */
export interface ThreadFacts {
  negotiationId: string;
  direction: "purchase";
  purchase: PurchaseSettings;
  config: unknown;
  productId: string;
  buyerId: string;
  quantity: number;
  openedAt: number;
  expiresAt: number;
  draws: ThreadDraws;
  insight: Record<string, never>;
  authenticated: boolean;
  resumed: boolean;
  policies: unknown;
  policyVersion: number;
  policyInputs: unknown;
}

/** governed-round's RoundInput and outcome, as far as this core reads them. */
export interface ThreadRoundInput {
  facts: ThreadFacts;
  state: ThreadRoundState;
  move: RoundMove;
  now: number;
  tactics: null;
  escalationsSoFar: number;
}
export interface ThreadRoundOutcome {
  decision: { action: string; priceMinor: number | null; reasons: string[] };
  evaluation: { constrained: boolean };
  next: ThreadRoundState;
  effects: {
    offers: { round: number; party: "buyer" | "shop"; kind: string; priceMinor: number | null; terms?: Record<string, number | string>; reasons: string[]; at: number }[];
    audit: { kind: string; data: unknown }[];
    escalation: { id: string; policyId: string | null; reason: string; onTimeout: "approve" | "reject"; timeoutAt: number; proposal: { action: string; priceMinor: number | null }; move: unknown; context: unknown } | null;
  };
}

/** governed-round's VerdictInput and its settled outcome, as far as this core reads them. */
export interface ThreadVerdictInput {
  facts: ThreadFacts;
  state: ThreadRoundState;
  pending: { id: string; proposal: unknown; move: unknown; context: unknown };
  human: ThreadVerdict;
  timedOut: boolean;
  now: number;
}
export interface ThreadVerdictOutcome {
  decision: { action: string; priceMinor: number | null; reasons: string[] } | null;
  next: ThreadRoundState;
  effects: ThreadRoundOutcome["effects"];
}

/**
 * The governed round and what it is judged with, handed in by the caller (see the module's docblock): methods, so
 * governed-round's functions (typed with its own, wider shapes) fit.
 */
export interface Negotiator {
  /** governed-round's playGovernedRound. */
  play(input: ThreadRoundInput): { ok: true; outcome: ThreadRoundOutcome } | { ok: false };
  /** governed-round's settleEscalation: a person's verdict (or the policy's timeout action) on a held proposal. */
  settle(input: ThreadVerdictInput): { ok: true; outcome: ThreadVerdictOutcome } | { ok: false; detail?: string };
  /** governed-round's openingState. */
  openingState(kernel: { round: number; openedAt: number; lastShopOfferMinor: null; lastBuyerOfferMinor: null }): ThreadRoundState;
  /** governed-round's purchaseRoundConfig. */
  roundConfig(purchase: PurchaseSettings): unknown;
  /** The request's policy set, compiled (NegotiationSettings.policies, or the bundled default): policies/'s PolicySet. */
  policies: unknown;
  /** policies/'s PolicyInputs: what a thread without settings of its own is judged with. */
  policyInputs: unknown;
  /**
   * A thread's own policy set (ThreadSettings.policies, YAML), compiled; absent from a negotiator that does not take
   * per-thread sets (then every thread is judged by `policies`).
   */
  policiesOf?(source: string): unknown;
}

/** The request's negotiation settings with the defaults filled in. */
export function negotiationSettings(request: Pick<RequestForQuotes, "negotiation">): NegotiationSettings {
  return { windowMs: DEFAULT_NEGOTIATION_WINDOW_MS, maxRounds: DEFAULT_NEGOTIATION_ROUNDS, policies: null, ...request.negotiation };
}

/**
 * The purchase every thread of a request negotiates: our opening the target (at least one minor unit), our ceiling
 * the request's, and with a valuation of negotiable terms the package (its trade-offs' price amounts, a request's
 * percentages of the ceiling, restated as percentages of our opening, as kernel/buying.ts reads them).
 */
export function purchaseOfRequest(request: RequestForQuotes): PurchaseSettings {
  const settings = negotiationSettings(request);
  const openingMinor = Math.max(1, request.price.targetMinor);
  const base: PurchaseSettings = { currency: request.currency, openingMinor, ceilingMinor: request.price.ceilingMinor, strategy: { kind: "adaptive" }, maxRounds: settings.maxRounds, ttlMs: settings.windowMs };
  if (!request.valuation || request.negotiable.length === 0) return base;
  const scale = request.price.ceilingMinor / openingMinor;
  const side = (s: { term: string; amount: number }) => (s.term === "price" ? { ...s, amount: s.amount * scale } : s);
  const valuation = request.valuation.tradeoffs ? { ...request.valuation, tradeoffs: request.valuation.tradeoffs.map((t) => ({ give: side(t.give), for: side(t.for) })) } : request.valuation;
  return { ...base, package: { terms: request.negotiable, valuation } };
}

/** Whether a term is one the request negotiates (the others a bid states are required ones: they stay as bid). */
const negotiates = (request: RequestForQuotes, id: string) => request.negotiable.some((t) => t.id === id);
/** The negotiable part of a package's terms. */
function negotiableTerms(request: RequestForQuotes, terms: Record<string, number | string>): Record<string, number | string> {
  return Object.fromEntries(Object.entries(terms).filter(([id]) => negotiates(request, id)));
}

const LIVE: readonly ThreadStatus[] = ["open", "escalated"];
export const isLiveThread = (t: Pick<NegotiationThread, "status">): boolean => LIVE.includes(t.status);

/** When the object must wake for the negotiation: the first held proposal's timeout, or the window's end, while it is open. */
export function negotiationAlarmAt(state: AuctionState): number | null {
  const stage = state.negotiation;
  if (stage?.status !== "open") return null;
  return Math.min(stage.endsAt, ...stage.threads.map((t) => (t.status === "escalated" && t.pending ? t.pending.timeoutAt : Infinity)));
}

/** Whether a closed auction waits for its negotiation to start (negotiate-best-k with a shortlist, not started yet). */
export function negotiationDue(state: AuctionState): boolean {
  return state.status === "closed" && state.result?.outcome === "shortlisted" && state.negotiation === undefined;
}

/**
 * Starts the negotiation of a closed negotiate-best-k auction: one thread per shortlisted bid, each opened by the
 * governed round (our opening offer against the sealed bid). `draws` gives each supplier's secret draws (the object
 * draws them once; they are stored with the thread). A started negotiation is a harmless repeat.
 */
export function startNegotiation(
  state: AuctionState,
  now: number,
  draws: (supplierId: string) => ThreadDraws,
  negotiator: Negotiator,
  policyVersion = 0,
  settingsOf: (supplierId: string) => ThreadSettings | undefined = () => undefined,
): AuctionStep | AuctionRefusal {
  if (state.negotiation) return { state, events: [] };
  if (!negotiationDue(state)) return refusal(409, "no-negotiation", `auction ${state.request.requestId} has no shortlist to negotiate with`);
  const { request } = state;
  const settings = negotiationSettings(request);
  const shortlist = state.result!.shortlist;
  const open = (purchase: PurchaseSettings) => {
    let stage: NegotiationStage = { status: "open", openedAt: now, endsAt: now + settings.windowMs, purchase, policyVersion, threads: [], winner: null, endedAt: null, reason: null };
    const events: AuctionEvent[] = [];
    const started = { ...state, negotiation: stage };
    events.push(auctionEvent(started, "auction.negotiation_started", now, { endsAt: stage.endsAt, maxRounds: settings.maxRounds, suppliers: shortlist.map((b) => b.supplierId) }));
    let refused = false;
    for (const bid of shortlist) {
      const fresh: NegotiationThread = {
        supplierId: bid.supplierId,
        bidId: bid.bidId,
        rank: bid.rank,
        score: bid.score,
        reputation: bid.reputation,
        terms: { ...bid.package.terms },
        bidPriceMinor: bid.package.priceMinor,
        status: "open",
        round: negotiator.openingState({ round: 0, openedAt: now, lastShopOfferMinor: null, lastBuyerOfferMinor: null }),
        draws: draws(bid.supplierId),
        escalations: 0,
        ...settingsField(settingsOf(bid.supplierId)),
        pending: null,
        offers: [],
        endedAt: null,
        endReason: null,
      };
      const opening: RoundMove = purchase.package ? { kind: "open", priceMinor: bid.package.priceMinor, terms: negotiableTerms(request, bid.package.terms) } : { kind: "open", priceMinor: bid.package.priceMinor };
      const played = playThread(started, stage, fresh, opening, now, negotiator);
      if ("refused" in played) refused = true;
      else events.push(...played.events);
      stage = { ...stage, threads: [...stage.threads, "refused" in played ? fresh : played.thread] };
    }
    return { stage, events, refused };
  };
  // A valuation the kernel cannot negotiate as a package (its opening is refused) is negotiated on price alone.
  const purchase = purchaseOfRequest(request);
  let opened = open(purchase);
  if (opened.refused && purchase.package) {
    const { package: _package, ...priceOnly } = purchase;
    opened = open(priceOnly);
  }
  const { stage, events } = opened;
  return settleStage({ ...state, negotiation: stage }, now, events);
}

/**
 * A supplier's move in its thread: counter, accept our standing offer, or reject (leave). Refused (nothing
 * changes): no negotiation (409), a supplier not shortlisted (404), a thread that ended or waits on a person (409),
 * at or after the window's end (409), a price that is not a positive whole number or terms other than its sealed
 * bid's (422).
 */
export function negotiationMove(state: AuctionState, supplierId: string, move: SupplierNegotiationMove, now: number, negotiator: Negotiator): AuctionStep | AuctionRefusal {
  const stage = state.negotiation;
  if (!stage) return refusal(409, "no-negotiation", `auction ${state.request.requestId} is not negotiating`);
  const thread = stage.threads.find((t) => t.supplierId === supplierId);
  if (!thread) return refusal(404, "not-shortlisted", "this supplier is not negotiating in this auction");
  if (stage.status !== "open" || !isLiveThread(thread)) return refusal(409, "negotiation-closed", `the negotiation with ${supplierId} has ended (${thread.status})`);
  if (now >= stage.endsAt) return refusal(409, "negotiation-window-ended", `the negotiation window ended at ${stage.endsAt}`);
  if (thread.status === "escalated") return refusal(409, "negotiation-held", "our offer is held for review by a person; it stands until then");
  if (move.kind === "counter") {
    if (typeof move.priceMinor !== "number" || !Number.isSafeInteger(move.priceMinor) || move.priceMinor < 1) return refusal(422, "invalid-move", "priceMinor must be a positive whole number of minor units", "/priceMinor");
    if (move.terms !== undefined) {
      if (!stage.purchase.package) {
        if (!sameTerms(move.terms, thread.terms)) return refusal(422, "terms-fixed", "the negotiation is on price: the terms of your sealed bid stand (leave terms out, or send them unchanged)", "/terms");
      } else {
        // A package purchase: negotiable terms may move; a required term stays as the sealed bid stated it.
        const fixed = Object.entries(move.terms).find(([id, value]) => !negotiates(state.request, id) && thread.terms[id] !== value);
        if (fixed) return refusal(422, "terms-fixed", `\`${fixed[0]}\` is not negotiated: it stays as your sealed bid stated it`, `/terms/${fixed[0]}`);
      }
    }
  }
  const events: AuctionEvent[] = [];
  let next: NegotiationThread;
  if (move.kind === "reject") {
    next = { ...thread, status: "left", endedAt: now, endReason: move.reason ? `the supplier left: ${move.reason}` : "the supplier left", offers: [...thread.offers, { round: thread.round.round, party: "supplier", kind: "leave", priceMinor: null, reasons: [], at: now }] };
    events.push(auctionEvent(state, "auction.negotiation_thread_ended", now, { supplierId, threadStatus: "left", reason: next.endReason }));
  } else {
    const terms = move.kind === "counter" && move.terms && stage.purchase.package ? negotiableTerms(state.request, move.terms) : null;
    const roundMove: RoundMove = move.kind === "accept" ? { kind: "accept" } : { kind: "counter", priceMinor: move.priceMinor, ...(terms && Object.keys(terms).length > 0 ? { terms } : {}) };
    const played = playThread(state, stage, thread, roundMove, now, negotiator);
    if ("refused" in played) return played;
    next = played.thread;
    events.push(...played.events);
  }
  const replaced: NegotiationStage = { ...stage, threads: stage.threads.map((t) => (t.supplierId === supplierId ? next : t)) };
  return settleStage({ ...state, negotiation: replaced }, now, events);
}

/** The window's end: every live thread expires, and without an agreement there is no award. Before it, or once ended: unchanged. */
export function endNegotiationWindow(state: AuctionState, now: number): AuctionStep {
  const stage = state.negotiation;
  if (!stage || stage.status !== "open" || now < stage.endsAt) return { state, events: [] };
  const events: AuctionEvent[] = [];
  const threads = stage.threads.map((t) => {
    if (!isLiveThread(t)) return t;
    events.push(auctionEvent(state, "auction.negotiation_thread_ended", now, { supplierId: t.supplierId, threadStatus: "expired", reason: "the negotiation window ended" }));
    return { ...t, status: "expired" as const, pending: null, endedAt: now, endReason: t.status === "escalated" ? "the window ended while our offer was held for a person" : "the negotiation window ended" };
  });
  return settleStage({ ...state, negotiation: { ...stage, threads } }, now, events);
}

/**
 * The organisation's verdict on a thread held for a person (governed-round's settleEscalation: approve commits the
 * proposal with the constraints applied again, reject ends the thread, modify offers a price within the purchase's
 * bounds). Refused, changing nothing: no such thread (404), a thread not held (409), after the window (409), a
 * verdict the round will not take (422, with why).
 */
export function decideHeldThread(state: AuctionState, supplierId: string, verdict: ThreadVerdict, now: number, negotiator: Negotiator): AuctionStep | AuctionRefusal {
  const stage = state.negotiation;
  const thread = stage?.threads.find((t) => t.supplierId === supplierId);
  if (!stage || !thread) return refusal(404, "not-shortlisted", "no negotiation with this supplier in this auction");
  if (stage.status !== "open" || thread.status !== "escalated" || !thread.pending) return refusal(409, "not-held", `the negotiation with ${supplierId} is not waiting for a decision (${thread.status})`);
  if (now >= stage.endsAt) return refusal(409, "negotiation-window-ended", `the negotiation window ended at ${stage.endsAt}`);
  const settled = settleThread(state, stage, thread, verdict, false, now, negotiator);
  if ("refused" in settled) return settled;
  const replaced: NegotiationStage = { ...stage, threads: stage.threads.map((t) => (t.supplierId === supplierId ? settled.thread : t)) };
  return settleStage({ ...state, negotiation: replaced }, now, settled.events);
}

/** Held proposals whose timeout has come are settled by their policy's timeout action (approve or reject). */
export function resolveTimedOut(state: AuctionState, now: number, negotiator: Negotiator): AuctionStep {
  const stage = state.negotiation;
  if (!stage || stage.status !== "open") return { state, events: [] };
  const events: AuctionEvent[] = [];
  let changed = false;
  const threads = stage.threads.map((t) => {
    if (t.status !== "escalated" || !t.pending || now < t.pending.timeoutAt) return t;
    const settled = settleThread(state, stage, t, { decision: t.pending.onTimeout }, true, now, negotiator);
    // An approval the constraints no longer allow falls back to rejecting (the round does this for a timeout).
    if ("refused" in settled) return t;
    changed = true;
    events.push(...settled.events);
    return settled.thread;
  });
  if (!changed) return { state, events: [] };
  return settleStage({ ...state, negotiation: { ...stage, threads } }, now, events);
}

// --- internals ----------------------------------------------------------------------------------------------------

function settleThread(state: AuctionState, stage: NegotiationStage, thread: NegotiationThread, verdict: ThreadVerdict, timedOut: boolean, now: number, negotiator: Negotiator): Played {
  const pending = thread.pending!;
  const settled = negotiator.settle({ facts: factsOf(state, stage, thread, negotiator), state: thread.round, pending: { id: pending.id, proposal: pending.proposal, move: pending.move, context: pending.context }, human: verdict, timedOut, now });
  if (!settled.ok) return refusal(422, "invalid-decision", settled.detail ?? "the decision cannot stand", verdict.decision === "modify" ? "/priceMinor" : undefined);
  const { outcome } = settled;
  const next = outcome.next;
  const status = threadStatusOf(next);
  const ended = status !== "open" && status !== "escalated";
  const events: AuctionEvent[] = [
    auctionEvent(state, "auction.negotiation_decided", now, {
      supplierId: thread.supplierId,
      escalationId: pending.id,
      decision: verdict.decision,
      timedOut,
      action: outcome.decision?.action ?? null,
      priceMinor: outcome.decision?.priceMinor ?? null,
      threadStatus: status,
    }),
  ];
  return {
    thread: { ...thread, round: next, status, pending: null, offers: [...thread.offers, ...outcome.effects.offers.map(offerOf)], endedAt: ended ? now : null, endReason: status === "agreed" ? `agreed at ${next.agreedPriceMinor}` : ended ? `the negotiation ended: ${next.lastReasons.join(", ") || status}` : null },
    events,
  };
}

type Played = { thread: NegotiationThread; events: AuctionEvent[] } | AuctionRefusal;

/** A thread's settings as stored: a copy, so nothing the caller keeps can change a thread afterwards. */
function settingsField(settings: ThreadSettings | undefined): { settings?: ThreadSettings } {
  if (!settings) return {};
  const copy: ThreadSettings = { agentId: settings.agentId, policies: settings.policies, policyInputs: settings.policyInputs };
  if (settings.strategy) copy.strategy = { ...settings.strategy };
  if (settings.policyVersion !== undefined) copy.policyVersion = settings.policyVersion;
  if (settings.assignment !== undefined) copy.assignment = settings.assignment;
  return { settings: copy };
}

/** The purchase one thread negotiates: the stage's, with the thread's own strategy when it has one. */
export function threadPurchase(stage: Pick<NegotiationStage, "purchase">, thread: Pick<NegotiationThread, "settings">): PurchaseSettings {
  const strategy = thread.settings?.strategy;
  return strategy ? { ...stage.purchase, strategy } : stage.purchase;
}

function factsOf(state: AuctionState, stage: NegotiationStage, thread: NegotiationThread, negotiator: Negotiator): ThreadFacts {
  const { request } = state;
  const purchase = threadPurchase(stage, thread);
  const own = thread.settings;
  const policies = own?.policies != null && negotiator.policiesOf ? negotiator.policiesOf(own.policies) : negotiator.policies;
  return {
    negotiationId: `${request.requestId}/${thread.supplierId}`,
    direction: "purchase",
    purchase,
    config: negotiator.roundConfig(purchase),
    productId: `rfq:${request.requestId}`,
    buyerId: `supplier:${thread.supplierId}`,
    quantity: request.quantity,
    openedAt: stage.openedAt,
    expiresAt: stage.endsAt,
    draws: thread.draws,
    insight: {},
    authenticated: true,
    resumed: false,
    policies,
    policyVersion: own?.policies != null ? (own.policyVersion ?? stage.policyVersion) : stage.policyVersion,
    policyInputs: own ? own.policyInputs : negotiator.policyInputs,
  };
}

/** One governed round of a thread: the new thread and the events (the audit: recommendation, policy evaluation, commit). */
function playThread(state: AuctionState, stage: NegotiationStage, thread: NegotiationThread, move: RoundMove, now: number, negotiator: Negotiator): Played {
  const played = negotiator.play({ facts: factsOf(state, stage, thread, negotiator), state: thread.round, move, now, tactics: null, escalationsSoFar: thread.escalations });
  if (!played.ok) return refusal(422, "invalid-move", "the move cannot be played in this negotiation", move.kind === "accept" ? undefined : "/priceMinor");
  const { outcome } = played;
  const supplierId = thread.supplierId;
  const events: AuctionEvent[] = [];
  events.push(auctionEvent(state, "auction.negotiation_move", now, { supplierId, move }));
  for (const line of outcome.effects.audit) {
    if (line.kind === "recommendation") events.push(auctionEvent(state, "auction.negotiation_recommendation", now, { supplierId, ...(line.data as object) }));
    else if (line.kind === "policy-evaluation") events.push(auctionEvent(state, "auction.negotiation_policy", now, { supplierId, ...(line.data as object) }));
  }
  const next = outcome.next;
  const status = threadStatusOf(next);
  const committed = outcome.effects.escalation ? null : outcome.decision;
  const e = outcome.effects.escalation;
  const pending: HeldProposal | null = e ? { id: e.id, policyId: e.policyId, reason: e.reason, onTimeout: e.onTimeout, timeoutAt: e.timeoutAt, proposal: e.proposal, move: e.move, context: e.context } : null;
  if (e) {
    events.push(auctionEvent(state, "auction.negotiation_held", now, { supplierId, escalationId: e.id, policyId: e.policyId, reason: e.reason, standingOfferMinor: next.shopOfferMinor, proposal: { action: e.proposal.action, priceMinor: e.proposal.priceMinor } }));
  } else if (committed) {
    events.push(auctionEvent(state, "auction.negotiation_offer", now, { supplierId, round: next.round, action: committed.action, priceMinor: committed.priceMinor, reasons: committed.reasons, threadStatus: status, constrained: outcome.evaluation.constrained }));
  }
  const offers = [...thread.offers, ...outcome.effects.offers.map(offerOf)];
  const ended = status !== "open" && status !== "escalated";
  const endReason = status === "agreed" ? `agreed at ${next.agreedPriceMinor}` : ended ? `the negotiation ended: ${next.lastReasons.join(", ") || status}` : null;
  return {
    thread: { ...thread, round: next, status, offers, escalations: thread.escalations + (e ? 1 : 0), pending, endedAt: ended ? now : null, endReason },
    events,
  };
}

function threadStatusOf(next: ThreadRoundState): ThreadStatus {
  switch (next.status) {
    case "open":
      return "open";
    case "escalated":
      return "escalated";
    case "agreed":
      return "agreed";
    case "expired":
      return "expired";
    default:
      return "rejected";
  }
}

/** An offer line in the thread's history: real prices, the kernel's explanation left out. */
function offerOf(line: ThreadRoundOutcome["effects"]["offers"][number]): ThreadOffer {
  const party = line.party === "buyer" ? "supplier" : "parley";
  const shopKinds: readonly string[] = ["counter", "hold", "accept", "reject"];
  const kind: ThreadOffer["kind"] = line.party === "buyer" ? (line.kind === "offer" ? "bid" : line.kind === "accept" ? "accept" : "counter") : shopKinds.includes(line.kind) ? (line.kind as ThreadOffer["kind"]) : "offer";
  return { round: line.round, party, kind, priceMinor: line.priceMinor, ...(line.terms ? { terms: { ...line.terms } } : {}), reasons: [...line.reasons], at: line.at };
}

/**
 * After a command: the first agreement (by rank among threads that agreed in it) wins and becomes the award, the
 * other live threads end as lost; or, with no live thread left, the negotiation ends without an award.
 */
function settleStage(state: AuctionState, now: number, events: AuctionEvent[]): AuctionStep {
  const stage = state.negotiation!;
  if (stage.status !== "open") return { state, events };
  const agreed = stage.threads.filter((t) => t.status === "agreed").sort((a, b) => a.rank - b.rank);
  const winner = agreed[0];
  if (winner) {
    const priceMinor = winner.round.agreedPriceMinor!;
    // A package purchase agrees the negotiable terms too; the required ones stay as the sealed bid stated them.
    const agreedTerms = { ...winner.terms, ...(winner.round.agreedTerms ?? {}) };
    const threads = stage.threads.map((t) => {
      if (t === winner || !(isLiveThread(t) || t.status === "agreed")) return t;
      events.push(auctionEvent(state, "auction.negotiation_lost", now, { supplierId: t.supplierId, winner: winner.supplierId }));
      return { ...t, status: "lost" as const, endedAt: now, endReason: `another supplier agreed first (${winner.supplierId})` };
    });
    const ended: NegotiationStage = { ...stage, threads, status: "agreed", endedAt: now, winner: { supplierId: winner.supplierId, bidId: winner.bidId, priceMinor, terms: agreedTerms, round: winner.round.round, at: now }, reason: `${winner.supplierId} agreed at ${priceMinor} in round ${winner.round.round}` };
    const award = negotiatedAward(state.request, ended, winner);
    const result = { ...state.result!, outcome: "awarded" as const, award, reason: `awarded by negotiation to ${winner.supplierId} at ${priceMinor}: ${award.why}` };
    const next: AuctionState = { ...state, negotiation: ended, result };
    events.push(auctionEvent(next, "auction.negotiation_agreed", now, { supplierId: winner.supplierId, bidId: winner.bidId, priceMinor, terms: agreedTerms, round: winner.round.round, bidPriceMinor: winner.bidPriceMinor }));
    events.push(auctionEvent(next, "auction.negotiation_ended", now, { outcome: "agreed", winner: winner.supplierId, priceMinor }));
    return { state: next, events };
  }
  if (stage.threads.some(isLiveThread)) return { state, events };
  const reason = now >= stage.endsAt ? "the negotiation window ended without agreement" : "every negotiation ended without agreement";
  const ended: NegotiationStage = { ...stage, status: "no-agreement", endedAt: now, reason };
  const result = { ...state.result!, outcome: "no-award" as const, award: null, noAwardReason: "no-agreement" as const, reason: `no award: ${reason}` };
  const next: AuctionState = { ...state, negotiation: ended, result };
  events.push(auctionEvent(next, "auction.negotiation_ended", now, { outcome: "no-agreement", reason }));
  return { state: next, events };
}

function negotiatedAward(request: RequestForQuotes, stage: NegotiationStage, winner: NegotiationThread): Award {
  const scorer = scorerOf(request);
  const priceMinor = stage.winner!.priceMinor;
  const pkg = { priceMinor, terms: { ...stage.winner!.terms } };
  const contractScore = scorer.score(pkg, winner.reputation);
  const runner = stage.threads.filter((t) => t !== winner).sort((a, b) => a.rank - b.rank)[0];
  return {
    supplierId: winner.supplierId,
    bidId: winner.bidId,
    package: pkg,
    bidPriceMinor: winner.bidPriceMinor,
    contractPriceMinor: priceMinor,
    bidScore: winner.score,
    contractScore,
    referenceScore: contractScore,
    reference: "negotiated",
    runnerUp: runner ? { supplierId: runner.supplierId, bidId: runner.bidId, score: runner.score } : null,
    why: `negotiate-best-k: ${winner.supplierId} (rank ${winner.rank}) agreed first, at ${priceMinor} against its sealed bid of ${winner.bidPriceMinor}, ${stage.purchase.package ? "on the package negotiated" : "keeping its sealed terms"}`,
  };
}

function sameTerms(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}
