/**
 * negotiate-best-k's negotiation step (auctions/negotiation.ts), through the real governed round in buying mode.
 * For any request, shortlist and sequence of supplier moves and times: nothing above the ceiling is ever offered
 * or agreed, our offers in each thread never fall, at most one supplier wins, every thread ends once the window
 * does, a refused move changes nothing, and replaying the same commands gives the same state.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endNegotiationWindow, isRefusal, negotiationMove, type AuctionState, type SupplierNegotiationMove } from "../../auctions";
import { HOUR, requestArb } from "./fixtures";
import { bestKRequest, negotiator, priceOnlyRequest, started, startedOrNull } from "./negotiation-fixtures";

const RUNS = 120;

interface Command {
  supplier: number;
  move: SupplierNegotiationMove;
  dt: number;
}

const worldArb = fc.tuple(requestArb("negotiate-best-k"), fc.boolean()).chain(([base, pkg]) => {
  const price = { ceilingMinor: base.price.ceilingMinor, targetMinor: base.price.targetMinor };
  // Half the worlds negotiate the package (the request's valuation), half price alone.
  const req = pkg ? bestKRequest({ price, bestK: 3, valuation: base.valuation }) : priceOnlyRequest({ price, bestK: 3 });
  const c = req.price.ceilingMinor;
  const ask = fc.integer({ min: 1, max: Math.ceil(c * 1.6) });
  const days = fc.constantFrom(0, 15, 30, 45, 60, 75, 90);
  const move: fc.Arbitrary<SupplierNegotiationMove> = fc.oneof(
    { weight: 6, arbitrary: ask.map((priceMinor) => ({ kind: "counter" as const, priceMinor })) },
    { weight: pkg ? 3 : 0, arbitrary: fc.tuple(ask, days).map(([priceMinor, d]) => ({ kind: "counter" as const, priceMinor, terms: { "payment-days": d } })) },
    { weight: 1, arbitrary: fc.constant({ kind: "accept" as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: "reject" as const }) },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5).map((priceMinor) => ({ kind: "counter" as const, priceMinor })) },
  );
  const command: fc.Arbitrary<Command> = fc.record({ supplier: fc.integer({ min: 0, max: 6 }), move, dt: fc.integer({ min: 0, max: 20 * 60_000 }) });
  // Bids mostly under the ceiling (valid), so the shortlist has up to 3.
  const bids = fc.array(fc.integer({ min: Math.max(1, Math.floor(req.price.targetMinor * 0.8)), max: c }), { minLength: 1, maxLength: 6 });
  return fc.tuple(fc.constant(req), bids, fc.array(command, { maxLength: 40 }));
});

function run(state0: AuctionState, commands: Command[]) {
  const n = negotiator();
  let state = state0;
  let now = state0.negotiation!.openedAt;
  const trace: { supplierId: string; refused: boolean; before: AuctionState; after: AuctionState }[] = [];
  for (const c of commands) {
    now += c.dt;
    const supplierId = `s${c.supplier}`;
    const before = state;
    const frozen = JSON.stringify(before);
    const step = now >= state.negotiation!.endsAt ? endNegotiationWindow(state, now) : negotiationMove(state, supplierId, c.move, now, n);
    if (isRefusal(step)) {
      expect(JSON.stringify(before)).toBe(frozen); // nothing mutated
      trace.push({ supplierId, refused: true, before, after: state });
      continue;
    }
    state = step.state;
    trace.push({ supplierId, refused: false, before, after: state });
  }
  const end = endNegotiationWindow(state, Math.max(now, state.negotiation!.endsAt));
  return { state: end.state, trace };
}

describe("negotiate-best-k's negotiation (properties)", () => {
  it("never offers or agrees above the ceiling, and (price alone) each thread's offers never fall", () => {
    fc.assert(
      fc.property(worldArb, ([req, bids, commands]) => {
        const s0 = startedOrNull(req, bids);
        fc.pre(s0 !== null);
        const { state } = run(s0!, commands);
        const stage = state.negotiation!;
        for (const t of stage.threads) {
          const ours = t.offers.filter((o) => o.party === "parley" && o.priceMinor !== null && o.kind !== "reject").map((o) => o.priceMinor!);
          for (const p of ours) expect(p).toBeLessThanOrEqual(req.price.ceilingMinor);
          // A package purchase concedes in the supplier's utility (price may fall as terms move its way): monotone in price alone.
          if (!stage.purchase.package) for (let i = 1; i < ours.length; i++) expect(ours[i]!).toBeGreaterThanOrEqual(ours[i - 1]!);
          if (t.round.agreedPriceMinor !== null) expect(t.round.agreedPriceMinor).toBeLessThanOrEqual(req.price.ceilingMinor);
        }
        if (stage.winner) expect(stage.winner.priceMinor).toBeLessThanOrEqual(req.price.ceilingMinor);
      }),
      { numRuns: RUNS },
    );
  });

  it("at most one winner; the award is the agreed package (the required terms as bid); every other thread ends", () => {
    fc.assert(
      fc.property(worldArb, ([req, bids, commands]) => {
        const s0 = startedOrNull(req, bids);
        fc.pre(s0 !== null);
        const { state } = run(s0!, commands);
        const stage = state.negotiation!;
        const agreed = stage.threads.filter((t) => t.status === "agreed");
        expect(agreed.length).toBeLessThanOrEqual(1);
        expect(stage.status).not.toBe("open");
        for (const t of stage.threads) expect(["open", "escalated"]).not.toContain(t.status);
        if (stage.status === "agreed") {
          expect(agreed[0]!.supplierId).toBe(stage.winner!.supplierId);
          expect(state.result!.award!.package).toEqual({ priceMinor: stage.winner!.priceMinor, terms: stage.winner!.terms });
          // The required terms stay as the sealed bid stated them; every term is on the request's grid.
          expect(stage.winner!.terms["iso-27001"]).toBe(agreed[0]!.terms["iso-27001"]);
          expect(Object.keys(stage.winner!.terms).sort()).toEqual(Object.keys(agreed[0]!.terms).sort());
          expect(state.result!.outcome).toBe("awarded");
          for (const t of stage.threads) if (t !== agreed[0]) expect(["lost", "left", "rejected", "expired"]).toContain(t.status);
        } else {
          expect(state.result!.outcome).toBe("no-award");
          expect(state.result!.noAwardReason).toBe("no-agreement");
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("a refused move changes nothing; after the stage ends every move is refused", () => {
    fc.assert(
      fc.property(worldArb, ([req, bids, commands]) => {
        const s0 = startedOrNull(req, bids);
        fc.pre(s0 !== null);
        const { trace, state } = run(s0!, commands);
        for (const t of trace) if (t.refused) expect(t.after).toBe(t.before);
        const late = negotiationMove(state, "s0", { kind: "accept" }, state.negotiation!.endsAt + 1, negotiator());
        expect(isRefusal(late)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("is replay-safe: the same commands from the same state give the same state", () => {
    fc.assert(
      fc.property(worldArb, ([req, bids, commands]) => {
        const s0 = startedOrNull(req, bids);
        fc.pre(s0 !== null);
        expect(run(s0!, commands).state).toEqual(run(startedOrNull(req, bids)!, commands).state);
      }),
      { numRuns: 60 },
    );
  });
});

describe("negotiate-best-k's negotiation (examples)", () => {
  const req = bestKRequest();

  it("opens one thread per shortlisted supplier at our opening (the target), the sealed bid as the first ask", () => {
    const s = started(req, [9_000, 8_500, 9_500, 9_900]);
    const stage = s.negotiation!;
    expect(stage.threads.map((t) => t.supplierId).sort()).toEqual(["s0", "s1", "s2"]);
    for (const t of stage.threads) {
      expect(t.offers[0]).toMatchObject({ party: "supplier", kind: "bid", priceMinor: t.bidPriceMinor });
      expect(t.round.shopOfferMinor).toBe(req.price.targetMinor);
      expect(t.status).toBe("open");
    }
    expect(stage.endsAt).toBe(req.deadline + 4 * HOUR);
  });

  it("the first supplier to accept wins at our standing offer; the others are told they lost", () => {
    const s = started(req, [9_000, 8_500, 9_500]);
    const step = negotiationMove(s, "s2", { kind: "accept" }, req.deadline + 60_000, negotiator());
    if (isRefusal(step)) throw new Error(step.detail);
    const stage = step.state.negotiation!;
    expect(stage.winner).toMatchObject({ supplierId: "s2", priceMinor: req.price.targetMinor });
    expect(stage.threads.filter((t) => t.status === "lost").map((t) => t.supplierId).sort()).toEqual(["s0", "s1"]);
    expect(step.events.filter((e) => e.type === "auction.negotiation_lost")).toHaveLength(2);
    expect(step.state.result!.award).toMatchObject({ supplierId: "s2", contractPriceMinor: req.price.targetMinor, reference: "negotiated" });
    const again = negotiationMove(step.state, "s0", { kind: "accept" }, req.deadline + 120_000, negotiator());
    expect(isRefusal(again) && again.type).toBe("negotiation-closed");
  });

  it("refuses strangers, changed terms and bad prices with 4xx, changing nothing", () => {
    const s = started(req, [9_000, 8_500, 9_500, 9_900]);
    const n = negotiator();
    const at = req.deadline + 1;
    const cases = [
      negotiationMove(s, "s3", { kind: "accept" }, at, n),
      negotiationMove(s, "nobody", { kind: "accept" }, at, n),
      negotiationMove(s, "s0", { kind: "counter", priceMinor: 0 }, at, n),
      negotiationMove(s, "s0", { kind: "counter", priceMinor: 8_800, terms: { "iso-27001": "no" } }, at, n),
    ];
    expect(cases.map((c) => isRefusal(c) && [c.status, c.type])).toEqual([
      [404, "not-shortlisted"],
      [404, "not-shortlisted"],
      [422, "invalid-move"],
      [422, "terms-fixed"],
    ]);
  });

  it("a package purchase: a supplier counters with terms, Parley answers with a package, and the award is the agreed package", () => {
    const s = started(req, [9_000, 8_500, 9_500]);
    const n = negotiator();
    const t0 = s.negotiation!.threads.find((t) => t.supplierId === "s0")!;
    expect(s.negotiation!.purchase.package).toBeDefined();
    expect(t0.offers.find((o) => o.party === "parley")?.terms).toBeDefined();
    let state = s;
    let at = req.deadline;
    for (const [price, days] of [[9_800, 0], [9_600, 15], [9_400, 15]] as const) {
      at += 60_000;
      const step = negotiationMove(state, "s0", { kind: "counter", priceMinor: price, terms: { "payment-days": days } }, at, n);
      if (isRefusal(step)) throw new Error(step.detail);
      state = step.state;
      if (state.negotiation!.status !== "open") break;
    }
    if (state.negotiation!.status === "open") {
      const step = negotiationMove(state, "s0", { kind: "accept" }, at + 60_000, n);
      if (isRefusal(step)) throw new Error(step.detail);
      state = step.state;
    }
    const w = state.negotiation!.winner!;
    expect(w.supplierId).toBe("s0");
    expect(w.priceMinor).toBeLessThanOrEqual(req.price.ceilingMinor);
    expect(w.terms["iso-27001"]).toBe("yes");
    expect(state.result!.award!.package).toEqual({ priceMinor: w.priceMinor, terms: w.terms });
  });

  it("the window ending without agreement is no award, with the reason", () => {
    const s = started(req, [9_000, 8_500, 9_500]);
    const end = endNegotiationWindow(s, s.negotiation!.endsAt);
    expect(end.state.negotiation!.status).toBe("no-agreement");
    expect(end.state.result).toMatchObject({ outcome: "no-award", noAwardReason: "no-agreement", award: null });
    expect(end.state.negotiation!.threads.every((t) => t.status === "expired")).toBe(true);
  });

  it("a supplier probing with descending asks never gets an offer above the ceiling, and only concessions it earned", () => {
    const s0 = started(req, [9_900, 9_950, 9_990]);
    const n = negotiator();
    let s = s0;
    let at = req.deadline;
    const ours: number[] = [];
    for (let ask = 9_900; ask > 6_000 && s.negotiation!.status === "open"; ask -= 150) {
      at += 60_000;
      const step = negotiationMove(s, "s0", { kind: "counter", priceMinor: ask }, at, n);
      if (isRefusal(step)) break;
      s = step.state;
      const t = s.negotiation!.threads.find((x) => x.supplierId === "s0")!;
      if (t.round.shopOfferMinor !== null) ours.push(t.round.shopOfferMinor);
      if (t.status !== "open") break;
    }
    for (const p of ours) expect(p).toBeLessThanOrEqual(req.price.ceilingMinor);
    for (let i = 1; i < ours.length; i++) expect(ours[i]!).toBeGreaterThanOrEqual(ours[i - 1]!);
  });
});
