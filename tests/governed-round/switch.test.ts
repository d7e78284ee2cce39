import { describe, expect, it } from "vitest";
import { openingState, playGovernedRound, switchesOnOffer, SWITCH_WINDOW_MS, takeSwitch, type NegotiationFacts, type RoundState } from "../../governed-round";
import { packageSpace, shopUtility } from "../../kernel/package/space";
import type { BuyerMove, PackageOption } from "../../kernel/types";
import { facts, policySet } from "./facts";
import { CONFIG } from "./package-fixtures";

/**
 * Switches of a package agreement in the governed round (governed-round/switch.ts), pure: a deal on the buyer's own
 * package keeps the switches the policies let through (the rest withheld, in the audit), each worth at least the
 * deal to the shop; taking one moves the deal and offers the next; refusals (price only, nothing agreed, lapsed,
 * not on offer) write nothing. Same input, same output.
 */

const space = packageSpace(CONFIG);
const worth = (priceMinor: number, terms: Record<string, number | string>) => shopUtility(space, priceMinor, terms);
const T_AGREED = 60_000;

/** Plays the moves from the opening; the state after the last. */
function played(f: NegotiationFacts, moves: BuyerMove[]): { state: RoundState; effects: unknown[] } {
  let state = openingState({ round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null });
  const effects: unknown[] = [];
  let now = 0;
  for (const move of [{ kind: "open" } as BuyerMove, ...moves]) {
    const round = playGovernedRound({ facts: f, state, move, now: (now += 10_000), tactics: null, escalationsSoFar: 0 });
    if (!round.ok) throw new Error(`refused: ${round.refused}`);
    state = round.outcome.next;
    effects.push(round.outcome.effects);
  }
  return { state, effects };
}

/** A deal on the buyer's own package, close to the list price: the shop takes it as it is. */
function dealOnOwnPackage(f: NegotiationFacts) {
  for (const [priceMinor, terms] of [
    [9_900, { "payment-days": 45 }],
    [9_950, { "payment-days": 30, incoterm: "DDP" }],
    [9_900, { "warranty-months": 24, "support-tier": "standard" }],
  ] as const) {
    const moves: BuyerMove[] = [{ kind: "counter", priceMinor, terms }];
    const { state, effects } = played(f, moves);
    if (state.status === "agreed" && switchesOnOffer(state, T_AGREED, T_AGREED).length > 0) return { state, effects, moves };
  }
  throw new Error("no deal on the buyer's own package offered switches");
}

describe("switches of a package agreement, governed", () => {
  it("a deal on the buyer's package offers switches worth at least the deal to the shop; taking one moves the deal and offers the next", () => {
    const f = facts({ config: CONFIG });
    const { state } = dealOnOwnPackage(f);
    const offered = switchesOnOffer(state, T_AGREED, T_AGREED + 1);
    const dealWorth = worth(state.agreedPriceMinor!, state.agreedTerms!);
    for (const s of offered) expect(worth(s.priceMinor, s.terms)).toBeGreaterThanOrEqual(dealWorth - 1e-9);

    const input = { facts: f, state, optionId: offered[0]!.id, agreedAt: T_AGREED, switchesTaken: 0, now: T_AGREED + 5_000 };
    const taken = takeSwitch(input);
    expect(taken).toEqual(takeSwitch(input));
    if (!taken.ok) throw new Error(taken.refused);
    const { next, effects, agreed, switches } = taken.outcome;
    expect(agreed).toEqual({ priceMinor: offered[0]!.priceMinor, terms: offered[0]!.terms });
    expect(next).toMatchObject({ status: "agreed", agreedPriceMinor: agreed.priceMinor, agreedTerms: agreed.terms, round: state.round, lastAction: state.lastAction });
    expect(switchesOnOffer(next, T_AGREED, T_AGREED + 6_000)).toEqual(switches);
    expect(effects.offers).toEqual([{ round: state.round, party: "buyer", kind: "switch", priceMinor: agreed.priceMinor, reasons: [], at: T_AGREED + 5_000, terms: agreed.terms, ...(switches.length > 0 ? { switches } : {}) }]);
    expect(effects.events).toEqual([
      {
        type: "negotiation.switched",
        actor: "buyer",
        payload: expect.objectContaining({ switchNumber: 1, optionId: offered[0]!.id, agreedPriceMinor: agreed.priceMinor, agreedTerms: agreed.terms, previousPriceMinor: state.agreedPriceMinor, previousTerms: state.agreedTerms }),
      },
    ]);
    expect(effects.audit).toEqual([{ kind: "outcome", data: expect.objectContaining({ status: "agreed", switched: { number: 1, optionId: offered[0]!.id, from: { priceMinor: state.agreedPriceMinor, terms: state.agreedTerms } } }) }]);
    // The switch just taken, and its siblings, are spent.
    for (const s of offered) expect(takeSwitch({ ...input, state: next, optionId: s.id, switchesTaken: 1 })).toEqual({ ok: false, refused: "unknown-switch" });
  });

  it("refuses a price-only product, a negotiation not agreed, lapsed switches and ids not on offer, writing nothing", () => {
    const priceOnly = facts();
    const open = played(priceOnly, [{ kind: "counter", priceMinor: 8_000 }]).state;
    expect(takeSwitch({ facts: priceOnly, state: open, optionId: "r1s1-1", agreedAt: null, switchesTaken: 0, now: 1 })).toEqual({ ok: false, refused: "price-only" });

    const f = facts({ config: CONFIG });
    const stillOpen = played(f, [{ kind: "counter", priceMinor: 7_100, terms: { "payment-days": 90 } }]).state;
    expect(stillOpen.status).toBe("open");
    expect(takeSwitch({ facts: f, state: stillOpen, optionId: "r1s1-1", agreedAt: null, switchesTaken: 0, now: 1 })).toEqual({ ok: false, refused: "not-agreed" });

    const { state } = dealOnOwnPackage(f);
    const id = switchesOnOffer(state, T_AGREED, T_AGREED)[0]!.id;
    const lapse = T_AGREED + SWITCH_WINDOW_MS;
    expect(switchesOnOffer(state, T_AGREED, lapse)).toEqual([]);
    expect(takeSwitch({ facts: f, state, optionId: id, agreedAt: T_AGREED, switchesTaken: 0, now: lapse })).toEqual({ ok: false, refused: "lapsed", lapsedAt: lapse });
    for (const bad of ["r9s9-9", "r1o1", "", "nope"]) expect(takeSwitch({ facts: f, state, optionId: bad, agreedAt: T_AGREED, switchesTaken: 0, now: lapse - 1 })).toEqual({ ok: false, refused: "unknown-switch" });
  });

  it("switches the policies would not let through as deals are withheld, and say so in the audit's outcome line", () => {
    const allowed = dealOnOwnPackage(facts({ config: CONFIG }));
    const all: PackageOption[] = switchesOnOffer(allowed.state, T_AGREED, T_AGREED);
    const banned = all[0]!.terms["payment-days"];
    const strict = facts({
      config: CONFIG,
      policies: policySet(`version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: no-such-payment-days
    when: offer.action == "accept" && terms.payment_days == ${Number(banned).toFixed(1)}
    action: ESCALATE
    escalation: { to: owner, timeoutSeconds: 60, onTimeout: reject }
`),
    });
    // The same deal under the stricter policies.
    const { state, effects } = played(strict, allowed.moves);
    expect(state).toMatchObject({ status: "agreed", agreedPriceMinor: allowed.state.agreedPriceMinor, agreedTerms: allowed.state.agreedTerms });
    const offered = switchesOnOffer(state, T_AGREED, T_AGREED);
    expect(offered.every((s) => s.terms["payment-days"] !== banned)).toBe(true);
    const withheld = all.filter((s) => s.terms["payment-days"] === banned);
    const outcome = (effects.at(-1) as { audit: { kind: string; data: Record<string, unknown> }[] }).audit.find((a) => a.kind === "outcome")!.data;
    expect(outcome.switchesWithheld).toEqual(withheld.map((s) => ({ id: s.id, outcome: "ESCALATE", policies: ["no-such-payment-days"] })));
    expect(outcome.switches ?? []).toEqual(offered.map((s) => s.id));
  });
});
