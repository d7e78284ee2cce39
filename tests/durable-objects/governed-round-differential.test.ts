/**
 * The live room and the rehearsal run the same governed round: random negotiations (random products, draws,
 * policy sets with constraints, escalations that time out into approval or rejection, pauses, deny by
 * default, tactic-driven policies and counter-tactics) are played move by move through a NegotiationRoom in
 * workerd and through the rehearsal's GovernedShop, and every move must leave both in the same state: status,
 * round, standing offer, the buyer's bid, the agreed price, the action and its reasons. An escalation is left
 * to its timeout in both (the room by its alarm).
 */
import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NegotiationRoom, OpenNegotiationArgs } from "../../durable-objects";
import type { RoundState } from "../../governed-round";
import { DEFAULT_STRATEGY, type NegotiationConfig, type ReasonCode } from "../../kernel";
import { parsePolicySet, type PolicyInputs } from "../../policies";
import { SEED_GOVERNANCE_YAML } from "../../policies/examples";
import { GovernedShop } from "../../rehearsal/governed-shop";

const POLICY_SETS: Record<string, string> = {
  "allow-all": 'version: 1\npolicies:\n  - id: allow-all\n    when: "true"\n    action: ALLOW\n',
  "seed-governance": SEED_GOVERNANCE_YAML,
  "constrain-and-review": `version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: cap-15
    when: offer.action != "reject" && offer.discountBps > 1500
    action: CONSTRAINT
    constraint:
      maxDiscountBps: 1500
  - id: review-large-accepts
    when: offer.action == "accept" && deal.valueMinor > 500000
    action: ESCALATE
    escalation:
      to: sales
      timeoutSeconds: 600
      onTimeout: approve
  - id: review-anchoring
    when: tactics.anchoring && negotiation.round >= 2
    action: ESCALATE
    escalation:
      to: sales
      timeoutSeconds: 600
      onTimeout: reject
`,
  "deny-by-default-and-pause": `version: 1
policies:
  - id: allow-counters
    when: offer.action == "counter" || offer.action == "hold"
    action: ALLOW
  - id: pause-late-strangers
    when: negotiation.round >= 6 && counterparty.isNew
    action: PAUSE
    pause:
      durationSeconds: 60
`,
};

for (const [name, yaml] of Object.entries(POLICY_SETS)) {
  if (!parsePolicySet(yaml).ok) throw new Error(`policy set ${name} does not parse`);
}

const unit = fc.double({ min: 0, max: 0.999, noNaN: true });
// Plain objects: they cross the RPC boundary, which cannot clone a null-prototype object.
const negotiation = fc.record({
  anchorMinor: fc.integer({ min: 1_000, max: 2_000_000 }),
  floorShare: fc.double({ min: 0.4, max: 0.95, noNaN: true }),
  maxRounds: fc.integer({ min: 1, max: 10 }),
  holdAfter: fc.boolean(),
  draws: fc.record({ reserve: unit, shape: unit, temper: unit, end: unit, offer: unit }, { noNullPrototype: true }),
  quantity: fc.integer({ min: 1, max: 20 }),
  dealsClosed: fc.constantFrom(0, 0, 3),
  authenticated: fc.boolean(),
  policySet: fc.constantFrom(...Object.keys(POLICY_SETS)),
  openingShare: fc.option(fc.double({ min: 0.05, max: 1.1, noNaN: true }), { nil: undefined }),
  moves: fc.array(fc.oneof({ weight: 9, arbitrary: fc.double({ min: 0.05, max: 1.1, noNaN: true }) }, { weight: 1, arbitrary: fc.constant("accept" as const) }), { minLength: 1, maxLength: 12 }),
}, { noNullPrototype: true });
type Case = typeof negotiation extends fc.Arbitrary<infer T> ? T : never;

/** What both must agree on after every move. */
function comparable(s: Pick<RoundState, "status" | "round" | "shopOfferMinor" | "buyerOfferMinor" | "agreedPriceMinor" | "lastAction" | "lastReasons">) {
  return { status: s.status, round: s.round, shopOfferMinor: s.shopOfferMinor, buyerOfferMinor: s.buyerOfferMinor, agreedPriceMinor: s.agreedPriceMinor, lastAction: s.lastAction, lastReasons: s.lastReasons };
}

type Stub = DurableObjectStub<NegotiationRoom>;

async function roomState(stub: Stub): Promise<ReturnType<typeof comparable>> {
  return runInDurableObject<NegotiationRoom, ReturnType<typeof comparable>>(stub, (_i, state) => {
    const r = state.storage.sql
      .exec<{ status: RoundState["status"]; round: number; shop_offer_minor: number | null; buyer_offer_minor: number | null; agreed_price_minor: number | null; last_action: string | null; last_reasons: string }>(
        "SELECT status, round, shop_offer_minor, buyer_offer_minor, agreed_price_minor, last_action, last_reasons FROM negotiation",
      )
      .one();
    return comparable({
      status: r.status,
      round: r.round,
      shopOfferMinor: r.shop_offer_minor,
      buyerOfferMinor: r.buyer_offer_minor,
      agreedPriceMinor: r.agreed_price_minor,
      lastAction: r.last_action,
      lastReasons: JSON.parse(r.last_reasons) as ReasonCode[],
    });
  });
}

/** Nobody answers the escalation: its timeout comes, and the room's alarm applies the policy's timeout action. */
async function timeOut(stub: Stub): Promise<void> {
  await runInDurableObject<NegotiationRoom, void>(stub, (_i, state) => {
    state.storage.sql.exec("UPDATE escalations SET timeout_at = ? WHERE status = 'pending'", Date.now() - 1);
  });
  await runDurableObjectAlarm(stub);
}

const escalationsSeen = { room: 0, moves: 0, agreed: 0 };

async function playBoth(c: Case): Promise<void> {
  const anchorMinor = c.anchorMinor;
  const floorMinor = Math.max(1, Math.floor(anchorMinor * c.floorShare));
  const config: NegotiationConfig = {
    currency: "EUR",
    anchorMinor,
    floorMinor,
    strategy: c.holdAfter ? { ...DEFAULT_STRATEGY, holdAfter: ["anchoring", "flinching"] } : DEFAULT_STRATEGY,
    maxRounds: c.maxRounds,
    ttlMs: 24 * 3_600_000,
  };
  const inputs: PolicyInputs = { dealsClosed: c.dealsClosed, agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 } };
  const parsed = parsePolicySet(POLICY_SETS[c.policySet]!);
  if (!parsed.ok) throw new Error("policy set does not parse");
  const opening = c.openingShare === undefined ? undefined : Math.max(1, Math.round(anchorMinor * c.openingShare));

  const id = env.NEGOTIATION_ROOM.newUniqueId();
  const stub = env.NEGOTIATION_ROOM.get(id) as Stub;
  const args: OpenNegotiationArgs = {
    negotiationId: id.toString(),
    shopId: "differential-shop",
    product: { id: "widget", name: "Widget", version: 1 },
    quantity: c.quantity,
    buyer: { id: "buyer-1", name: null, authenticated: c.authenticated },
    account: { buyerId: "buyer-1", kind: c.authenticated ? "registered" : "anonymous" },
    config,
    draws: c.draws,
    insight: {},
    arm: "default",
    initialState: { round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null },
    resumed: false,
    tokenHash: "buyer-token-hash",
    ...(opening === undefined ? {} : { openingOfferMinor: opening }),
    policies: { version: 1, source: POLICY_SETS[c.policySet]! },
    policyInputs: inputs,
  };
  const rehearsal = new GovernedShop(
    { config, policies: parsed.set, detectTactics: true },
    { buyerId: "buyer-1", productId: "widget", quantity: c.quantity, draws: c.draws, inputs, authenticated: c.authenticated },
  );
  const caller = { tokenHash: "buyer-token-hash" };

  const opened = await stub.open(args);
  expect(opened.ok).toBe(true);
  rehearsal.open("widget", opening);
  const check = async (label: string) => {
    if ((await roomState(stub)).status === "escalated") {
      escalationsSeen.room += 1;
      expect(rehearsal.last?.escalated, `${label}: the rehearsal escalated too`).toBe(true);
      await timeOut(stub);
    } else expect(rehearsal.last?.escalated, `${label}: the room did not escalate`).toBe(false);
    expect(await roomState(stub), label).toEqual(comparable(rehearsal.current()));
  };
  await check("open");
  for (const [i, m] of c.moves.entries()) {
    if (rehearsal.current().status !== "open") break;
    escalationsSeen.moves += 1;
    if (m === "accept") {
      expect((await stub.accept(caller)).ok).toBe(true);
      rehearsal.accept("n");
    } else {
      const price = Math.max(1, Math.round(anchorMinor * m));
      expect((await stub.counter(caller, price, "EUR")).ok).toBe(true);
      rehearsal.counter("n", price);
    }
    await check(`move ${i + 1} (${m})`);
  }
  if (rehearsal.current().status === "agreed") escalationsSeen.agreed += 1;
}

describe("one governed round: the room and the rehearsal decide alike (fast-check, workerd)", () => {
  it("1,000 random negotiations end in the same prices, statuses and reasons, escalations and timeouts included", async () => {
    await fc.assert(fc.asyncProperty(negotiation, playBoth), { numRuns: 1_000, seed: 27, endOnFailure: true });
    // The generator reaches what the property is about: escalations, deals, many moves.
    expect(escalationsSeen.room).toBeGreaterThan(50);
    expect(escalationsSeen.agreed).toBeGreaterThan(100);
    expect(escalationsSeen.moves).toBeGreaterThan(2_000);
  }, 600_000);
});
