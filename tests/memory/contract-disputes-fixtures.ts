/**
 * A service contract's disputes as the Contract Durable Object's outbox would send them, made by the contract core
 * itself (contracts/disputes.ts, through the public commands the core's own tests drive): a contract is activated,
 * its p95 latency breaches past grace so checks cost the provider penalties, and a script then says, per penalty,
 * whether the provider disputes it and how that ends (left open, upheld, rejected, withdrawn). Each step's events
 * become contract.* envelopes and its postings one contract.postings envelope, so the consumer receives exactly
 * what the core wrote — the dispute events' shapes included — and the ledger is the core's (the reversals of upheld
 * disputes too).
 */
import { randomUUID } from "node:crypto";
import type { EventPayload, NegotiationEventEnvelopeInput } from "../../common/events";
import { decideDispute, openDispute, tick, withdrawDispute, type ContractState, type ContractStep, type WindowReading } from "../../contracts/index";
import { activate, input, LIMITS, ok } from "../contracts/fixtures";

export type DisputeEnding = "open" | "upheld" | "rejected" | "withdrawn";

export interface DisputeScript {
  /** Per penalty the breach costs (at most four: the fifth violation in a row suspends the contract), how its dispute ends; null: not disputed. */
  disputes: (DisputeEnding | null)[];
}

export interface DisputedContract {
  shopId: string;
  contractId: string;
  provider: string;
  consumer: string;
  events: NegotiationEventEnvelopeInput[];
  /** What the projection must end with: each dispute's status, and the books' final balances. */
  expected: { disputes: Record<string, DisputeEnding>; balances: Record<string, number>; postings: number };
}

/** When the contract is activated (the same day as the other contract fixtures). */
export const START = Date.UTC(2026, 10, 20, 9, 0, 0);
const LATENCY = "latency-p95";
const PERSON = "person:owner";
const breach = (): WindowReading[] => [{ targetId: LATENCY, value: 500, count: 100 }];

/**
 * One contract with the disputes the script asks for. Event and posting ids are unique in Postgres across shops, so
 * the contract id is fresh unless given (compare twins with their contract ids replaced).
 */
export function disputedContract(shopId: string, script: DisputeScript, ids: { contractId?: string; provider?: string; consumer?: string } = {}): DisputedContract {
  const contractId = ids.contractId ?? `ctr_${randomUUID().slice(0, 8)}`;
  const provider = ids.provider ?? "supplier:acme";
  const consumer = ids.consumer ?? "buyer:bob";
  const parties = [
    { agentId: provider, role: "provider" },
    { agentId: consumer, role: "consumer" },
  ];
  const { state: active, books } = activate(input({ parties }), START, contractId);
  const events: NegotiationEventEnvelopeInput[] = [];
  let seq = 0;
  const send = (step: ContractStep): ContractState => {
    books.commit(step);
    for (const e of step.events) {
      seq += 1;
      events.push({ eventId: `${contractId}:${seq}`, shopId, negotiationId: contractId, seq, type: e.type, at: e.at, actor: "system", payload: e.data });
    }
    if (step.postings.length > 0) {
      seq += 1;
      const payload: EventPayload<"contract.postings"> = { postings: step.postings, cause: step.postings[0]!.cause };
      events.push({ eventId: `${contractId}:${seq}`, shopId, negotiationId: contractId, seq, type: "contract.postings", at: step.postings[0]!.at, actor: "system", payload: payload as unknown as Record<string, unknown> });
    }
    return step.state;
  };
  // The activation's deposits travel too: balances then start from the stake and the pool.
  seq += 1;
  events.push({
    eventId: `${contractId}:${seq}`,
    shopId,
    negotiationId: contractId,
    seq,
    type: "contract.postings",
    at: START,
    actor: "system",
    payload: { postings: books.postings, cause: "activate" } as unknown as Record<string, unknown>,
  });

  // Breach from the first check: a penalty once the 5 s grace is over, then one a window (a minute) later, at most four.
  const wanted = Math.min(4, script.disputes.length);
  let state = active;
  let now = START;
  while (books.postings.filter((p) => p.kind === "penalty").length < wanted) {
    now += 1_000;
    state = send(tick(state, breach(), books.balances, now, LIMITS));
  }
  const causes = [...new Set(books.postings.filter((p) => p.kind === "penalty").map((p) => p.cause))];

  const expected: Record<string, DisputeEnding> = {};
  script.disputes.slice(0, wanted).forEach((ending, i) => {
    if (ending === null) return;
    const disputeId = `dispute-${i}`;
    const cause = causes[i]!;
    const disputed = books.postings.filter((p) => p.cause === cause);
    now += 1_000;
    state = send(ok(openDispute(state, provider, { disputeId, cause, reason: "the latency samples were made up" }, disputed, now)));
    now += 1_000;
    if (ending === "upheld" || ending === "rejected") state = send(ok(decideDispute(state, PERSON, { disputeId, outcome: ending }, disputed, books.balances, now)));
    if (ending === "withdrawn") state = send(ok(withdrawDispute(state, provider, disputeId, now)));
    expected[disputeId] = ending;
  });

  return {
    shopId,
    contractId,
    provider,
    consumer,
    events,
    expected: { disputes: expected, balances: Object.fromEntries(books.balances), postings: books.postings.length },
  };
}

