/**
 * Invariants of package decisions (issue 28), for any valid product with terms and any buyer: the shop's utility
 * of its standing offers never rises; every package it offers or agrees lies on the terms' grids, at or above the
 * price floor, and at or above the reservation utility; options are equivalent (none below the target, none above
 * the previous standing offer); a malformed move changes nothing; decisions are deterministic; and a product
 * without terms is decided exactly as before.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterSwitch, agreementSwitch, decide, MAX_SWITCH_ROUNDS, rememberOutcome, switchAgreement, rememberState, resumeState, type BuyerMove, type Decision, type NegotiationConfig, type NegotiationState, type PrivateDraws } from "../../kernel";
import { decidePrice } from "../../kernel/price-decision";
import { packageSpace, shopUtility } from "../../kernel/package/space";
import { compileUtility, termValueProblems } from "../../terms";
import { configArb, drawsArb, initialState, scriptArb } from "./arbitraries";
import { packageConfigArb, packageScriptArb, moveOfStep, type PackageStep } from "./package-arbitraries";

const RUNS = 400;

interface Played {
  input: { move: BuyerMove; state: NegotiationState };
  decision: Decision;
}

function playPackage(config: NegotiationConfig, draws: PrivateDraws, script: PackageStep[]): Played[] {
  const played: Played[] = [];
  let state = initialState(0);
  let decision = decide({ config, state, move: { kind: "open" }, now: 0, draws });
  played.push({ input: { move: { kind: "open" }, state }, decision });
  state = decision.state;
  for (const [i, step] of script.entries()) {
    if (decision.status !== "open") break;
    const move = moveOfStep(config, step, state);
    decision = decide({ config, state, move, now: 1_000 * (i + 1), draws });
    played.push({ input: { move, state }, decision });
    if (!decision.reasons.includes("INVALID_INPUT")) state = decision.state;
  }
  return played;
}

const withPackageScript = fc.record({ config: packageConfigArb, draws: drawsArb }).chain(({ config, draws }) => packageScriptArb(config).map((script) => ({ config, draws, script })));

describe("package decisions (fast-check)", () => {
  it("the shop's utility of its standing offers never rises, and every offer and deal is a valid package above floor and reservation", () => {
    fc.assert(
      fc.property(withPackageScript, ({ config, draws, script }) => {
        const utility = compileUtility(config.package!.terms, config.package!.valuation, config);
        let previous = Infinity;
        for (const { decision } of playPackage(config, draws, script)) {
          if (decision.reasons.includes("INVALID_INPUT")) continue;
          const pkg = { priceMinor: decision.priceMinor!, terms: decision.terms! };
          expect(termValueProblems(config.package!.terms, pkg.terms)).toEqual([]);
          expect(Object.keys(pkg.terms).sort()).toEqual(config.package!.terms.map((t) => t.id).sort());
          expect(pkg.priceMinor).toBeGreaterThanOrEqual(config.floorMinor);
          if (decision.action === "accept") {
            // Never more than the shop asked: a deal is at or below the list price.
            expect(pkg.priceMinor).toBeLessThanOrEqual(config.anchorMinor);
            expect(utility(pkg)).toBeGreaterThanOrEqual(config.package!.valuation.reservationUtility - 1e-6);
            continue;
          }
          expect(pkg.priceMinor).toBeLessThanOrEqual(config.anchorMinor);
          if (decision.action === "counter" || decision.action === "hold") {
            const u = utility(pkg);
            expect(u).toBeLessThanOrEqual(previous + 1e-9);
            expect(u).toBeGreaterThanOrEqual(config.package!.valuation.reservationUtility - 1e-6);
            previous = u;
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("options are equivalent: each at or above the target utility, none above the standing offer before, ids unique, the first the standing offer", () => {
    fc.assert(
      fc.property(withPackageScript, ({ config, draws, script }) => {
        const space = packageSpace(config);
        for (const { input, decision } of playPackage(config, draws, script)) {
          if (!decision.options || decision.action === "accept") continue;
          expect(decision.options.length).toBeGreaterThan(1);
          expect(decision.options.length).toBeLessThanOrEqual(config.package!.options ?? 3);
          expect(new Set(decision.options.map((o) => o.id)).size).toBe(decision.options.length);
          if (decision.action !== "counter") continue;
          expect({ priceMinor: decision.options[0]!.priceMinor, terms: decision.options[0]!.terms }).toEqual({ priceMinor: decision.priceMinor, terms: decision.terms });
          const target = decision.explanation!.package!.targetUtility;
          const before = shopUtility(space, input.state.lastShopOfferMinor!, input.state.package!.shopTerms!);
          for (const o of decision.options) {
            const u = shopUtility(space, o.priceMinor, o.terms);
            expect(u).toBeGreaterThanOrEqual(target - 1e-9);
            expect(u).toBeLessThanOrEqual(before + 1e-9);
            expect(o.priceMinor).toBeGreaterThanOrEqual(config.floorMinor);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("accepting an option by id agrees exactly that package", () => {
    fc.assert(
      fc.property(withPackageScript, ({ config, draws, script }) => {
        for (const { input, decision } of playPackage(config, draws, script)) {
          if (input.move.kind !== "accept" || !input.move.optionId || decision.reasons.includes("INVALID_INPUT")) continue;
          const option = input.state.package!.options!.find((o) => o.id === (input.move as { optionId: string }).optionId)!;
          expect(decision.status).toBe("agreed");
          expect({ priceMinor: decision.priceMinor, terms: decision.terms }).toEqual({ priceMinor: option.priceMinor, terms: option.terms });
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("a malformed package move (unknown term, value off the scale, unknown option) is refused and changes nothing", () => {
    fc.assert(
      fc.property(withPackageScript, ({ config, draws, script }) => {
        for (const { input, decision } of playPackage(config, draws, script)) {
          const bad = input.move.kind === "counter" && termValueProblems(config.package!.terms, input.move.terms).length > 0;
          if (!bad) continue;
          expect(decision.reasons).toEqual(["INVALID_INPUT"]);
          expect(decision.state).toBe(input.state);
        }
        const opened = decide({ config, state: initialState(0), move: { kind: "open" }, now: 0, draws });
        const unknown = decide({ config, state: opened.state, move: { kind: "accept", optionId: "r99o9" }, now: 1, draws });
        expect(unknown.reasons).toEqual(["INVALID_INPUT"]);
        expect(unknown.state).toBe(opened.state);
      }),
      { numRuns: RUNS },
    );
  });

  it("decisions are deterministic: the same input gives the same decision", () => {
    fc.assert(
      fc.property(withPackageScript, ({ config, draws, script }) => {
        const a = playPackage(config, draws, script).map((p) => p.decision);
        const b = playPackage(structuredClone(config), { ...draws }, script).map((p) => p.decision);
        expect(b).toEqual(a);
      }),
      { numRuns: 150 },
    );
  });

  it("a product without terms is decided exactly as before (price-only differential)", () => {
    const withScript = fc.record({ config: configArb, draws: drawsArb, empty: fc.boolean() }).chain(({ config, draws, empty }) => scriptArb(config).map((script) => ({ config, draws, script, empty })));
    fc.assert(
      fc.property(withScript, ({ config, draws, script, empty }) => {
        // An empty package (no terms) must not change a thing either.
        const packaged: NegotiationConfig = empty ? { ...config, package: { terms: [], valuation: { reservationUtility: 0.5 } } } : config;
        let a = initialState();
        let b = initialState();
        const moves: BuyerMove[] = [{ kind: "open", ...(script.opening !== undefined ? { priceMinor: script.opening } : {}) }, ...script.moves];
        let now = a.openedAt;
        for (const [i, move] of moves.entries()) {
          now += script.gaps[i] ?? 0;
          const da = decide({ config: packaged, state: a, move, now, draws });
          const db = decidePrice({ config, state: b, move, now, draws });
          expect(da).toEqual(db);
          if (da.status !== "open") break;
          a = da.state;
          b = db.state;
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("walking away and reopening gains nothing: the standing package, rounds and buyer model resume as they were", () => {
    fc.assert(
      fc.property(withPackageScript, fc.nat(20), ({ config, draws, script }, cut) => {
        const played = playPackage(config, draws, script);
        const last = played[Math.min(cut, played.length - 1)]!;
        const state = last.decision.reasons.includes("INVALID_INPUT") ? last.input.state : last.decision.state;
        if (last.decision.status !== "open" || state.lastShopOfferMinor === null) return;
        const resumed = resumeState(config, JSON.parse(JSON.stringify(rememberState(state))), 5_000_000, draws);
        expect(resumed.round).toBe(state.round);
        expect(resumed.lastShopOfferMinor).toBe(state.lastShopOfferMinor);
        expect(resumed.package!.shopTerms).toEqual(state.package!.shopTerms);
        expect(resumed.package!.preferences).toEqual(state.package!.preferences);
        // The same bid then meets the same answer as it would have without walking away.
        const move: BuyerMove = { kind: "counter", priceMinor: config.floorMinor, terms: {} };
        const stayed = decide({ config, state, move, now: state.openedAt + 1_000, draws });
        const back = decide({ config, state: resumed, move, now: resumed.openedAt + 1_000, draws });
        expect({ action: back.action, priceMinor: back.priceMinor, terms: back.terms }).toEqual({ action: stayed.action, priceMinor: stayed.priceMinor, terms: stayed.terms });
      }),
      { numRuns: RUNS },
    );
  });

  it("after a package deal the agreed package is the standing offer of the buyer's next negotiation", () => {
    fc.assert(
      fc.property(withPackageScript, ({ config, draws, script }) => {
        const played = playPackage(config, draws, script);
        const deal = played.find((p) => p.decision.status === "agreed");
        if (!deal) return;
        const resumed = resumeState(config, rememberOutcome(deal.decision.state, deal.decision), 9_000_000, draws);
        const space = packageSpace(config);
        // Lifted to the private lowest offer when the deal was below it (a deadline deal), else exactly the deal.
        const dealUtility = shopUtility(space, deal.decision.priceMinor!, deal.decision.terms!);
        expect(shopUtility(space, resumed.lastShopOfferMinor!, resumed.package!.shopTerms!)).toBeGreaterThanOrEqual(dealUtility - 1e-6);
        const lifted = resumed.package!.utility.lastShopOfferMinor! > Math.floor(dealUtility * 1_000_000);
        if (!lifted) expect({ priceMinor: resumed.lastShopOfferMinor, terms: resumed.package!.shopTerms }).toEqual({ priceMinor: deal.decision.priceMinor, terms: deal.decision.terms });
      }),
      { numRuns: RUNS },
    );
  });

  it("switches offered with an agreement are worth at least the agreed package to the shop, valid, and taken once", () => {
    fc.assert(
      fc.property(withPackageScript, ({ config, draws, script }) => {
        const space = packageSpace(config);
        for (const { decision } of playPackage(config, draws, script)) {
          if (decision.action !== "accept" || !decision.options) continue;
          const agreedU = shopUtility(space, decision.priceMinor!, decision.terms!);
          expect(decision.options.length).toBeLessThanOrEqual(3);
          for (const o of decision.options) {
            expect(o.id).toMatch(/^r\d+s1-\d$/);
            expect(shopUtility(space, o.priceMinor, o.terms)).toBeGreaterThanOrEqual(agreedU - 1e-9);
            expect(o.priceMinor).toBeGreaterThanOrEqual(config.floorMinor);
            expect(o.priceMinor).toBeLessThanOrEqual(config.anchorMinor);
            expect(termValueProblems(config.package!.terms, o.terms)).toEqual([]);
            expect(agreementSwitch(decision.state, o.id)).toEqual(o);
          }
          const spent = afterSwitch(decision.state);
          for (const o of decision.options) expect(agreementSwitch(spent, o.id)).toBeNull();
          expect(agreementSwitch(decision.state, "r1o1")).toBeNull();
          // Switching again and again never lowers the shop's utility, and ends within MAX_SWITCH_ROUNDS.
          let state = decision.state;
          let id: string | undefined = decision.options[decision.options.length - 1]!.id;
          let rounds = 0;
          while (id) {
            const switched: ReturnType<typeof switchAgreement> = switchAgreement(config, state, id);
            if (!switched) throw new Error(`switch ${id} refused`);
            rounds += 1;
            const u = shopUtility(space, switched.agreed.priceMinor, switched.agreed.terms);
            expect(u).toBeGreaterThanOrEqual(agreedU - 1e-9);
            for (const o of switched.switches) expect(shopUtility(space, o.priceMinor, o.terms)).toBeGreaterThanOrEqual(u - 1e-9);
            expect(agreementSwitch(switched.state, id)).toBeNull();
            state = switched.state;
            id = switched.switches[0]?.id;
          }
          expect(rounds).toBeLessThanOrEqual(MAX_SWITCH_ROUNDS);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
