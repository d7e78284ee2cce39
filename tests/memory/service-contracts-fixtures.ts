/**
 * A service contract's life as the Contract Durable Object's outbox would send it: contract.* envelopes (the
 * envelope's negotiationId is the contract id) with the ledger postings each step causes, built from a small
 * script so fast-check can vary the life (how checks go, whether an amendment is adopted, how it ends) as well as
 * the order events are delivered in. The script keeps the ledger's rules (a penalty never exceeds the stake left,
 * a bonus the pool left; every closing refunds and pays out what is left), so after all deliveries every
 * non-external account is at or above zero, and `expected` says what the projection must hold.
 */
import { randomUUID } from "node:crypto";
import type { EventPayload, NegotiationEventEnvelopeInput } from "../../common/events";

export const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);

export type CheckOutcome = "met" | "insufficient" | "breach" | "violation" | "bonus";

export interface LifeScript {
  checks: CheckOutcome[];
  amend: boolean;
  ending: "completed" | "terminated";
  stakeMinor: number;
  bonusPoolMinor: number;
  penaltyMinor: number;
  bonusMinor: number;
}

export interface ContractLife {
  shopId: string;
  contractId: string;
  provider: string;
  consumer: string;
  events: NegotiationEventEnvelopeInput[];
  expected: {
    status: "completed" | "terminated";
    termsVersion: number;
    postings: number;
    /** Final balance of every account touched (what account_balances must say). */
    balances: Record<string, number>;
    violations: number;
    /** Evidence lines (judged targets) about the provider. */
    evidence: { met: number; missed: number };
    checkLines: number;
  };
}

const TARGETS = [
  { id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 5, comparator: "atMost", threshold: 250, minSamples: 10 },
  { id: "availability", metric: "availability", statistic: "ratio", windowMin: 15, comparator: "atLeast", threshold: 0.99, minSamples: 10 },
] as const;

type Posting = EventPayload<"contract.postings">["postings"][number];

export function contractLife(shopId: string, script: LifeScript, ids: { contractId?: string; provider?: string; consumer?: string } = {}): ContractLife {
  const contractId = ids.contractId ?? `ctr_${randomUUID().slice(0, 8)}`;
  const provider = ids.provider ?? `prov_${randomUUID().slice(0, 6)}`;
  const consumer = ids.consumer ?? `cons_${randomUUID().slice(0, 6)}`;
  const events: NegotiationEventEnvelopeInput[] = [];
  let seq = 0;
  let at = T0;
  const emit = <T extends keyof typeof PAYLOAD_TYPES>(type: T, payload: EventPayload<T>, actor: "agent" | "system" = "system") => {
    events.push({ eventId: `${contractId}:${++seq}`, shopId, negotiationId: contractId, seq, type, at, actor, payload: payload as Record<string, unknown> });
  };
  const balances: Record<string, number> = {};
  let postingsCount = 0;
  const post = (cause: string, moves: [Posting["kind"], string, string, number][]) => {
    const postings: Posting[] = moves
      .filter(([, , , amount]) => amount > 0)
      .map(([kind, from, to, amountMinor], n) => ({ postingId: `${contractId}:${cause}:${n}`, contractId, kind, from, to, amountMinor, currency: "EUR", at, cause }));
    if (postings.length === 0) return;
    for (const p of postings) {
      balances[p.from] = (balances[p.from] ?? 0) - p.amountMinor;
      balances[p.to] = (balances[p.to] ?? 0) + p.amountMinor;
    }
    postingsCount += postings.length;
    emit("contract.postings", { postings, cause });
  };

  const terms = (version: number) => ({
    currency: "EUR",
    priceMinor: 50_000 + version,
    terms: { "support-hours": 24 },
    sla: TARGETS.map((t) => ({ ...t, penaltyMinor: script.penaltyMinor, bonusMinor: script.bonusMinor })),
    stakeMinor: script.stakeMinor,
    bonusPoolMinor: script.bonusPoolMinor,
    durationMs: 3_600_000,
  });
  const parties = [
    { agentId: provider, role: "provider" as const },
    { agentId: consumer, role: "consumer" as const },
  ];
  const stake = `stake:${contractId}`;
  const pool = `pool:${contractId}`;

  emit("contract.proposed", { status: "proposed", kind: "bilateral", parties, terms: terms(1), termsVersion: 1, negotiationId: `neg_${contractId}`, proposalExpiresAt: T0 + 3_600_000 }, "agent");
  at += 1_000;
  emit("contract.accepted", { status: "proposed", termsVersion: 1, agentId: provider, acceptedBy: [provider] }, "agent");
  at += 1_000;
  emit("contract.accepted", { status: "proposed", termsVersion: 1, agentId: consumer, acceptedBy: [provider, consumer] }, "agent");
  emit("contract.activated", { status: "active", termsVersion: 1, activatedAt: at, endsAt: at + 3_600_000 });
  post("activate", [
    ["stake_deposit", `external:${provider}`, stake, script.stakeMinor],
    ["pool_deposit", `external:${consumer}`, pool, script.bonusPoolMinor],
  ]);

  let violations = 0;
  let checkLines = 0;
  const evidence = { met: 0, missed: 0 };
  let termsVersion = 1;
  const stakeLeft = () => balances[stake] ?? 0;
  const poolLeft = () => balances[pool] ?? 0;
  script.checks.forEach((outcome, i) => {
    at += 1_000;
    const checkAt = at;
    // The first target follows the script; the second is always met (a second evidence line per check).
    const [first, second] = TARGETS;
    const verdicts: EventPayload<"contract.checked">["verdicts"] = [];
    const lines: EventPayload<"contract.checked">["evidence"] = [];
    if (outcome === "insufficient") verdicts.push({ targetId: first.id, kind: "insufficient", reading: null });
    else {
      const met = outcome === "met" || outcome === "bonus";
      verdicts.push({ targetId: first.id, kind: outcome, reading: met ? 180 : 400 });
      lines.push({ agentId: provider, metric: first.metric, met, at: checkAt, targetId: first.id });
      if (met) evidence.met++;
      else evidence.missed++;
    }
    verdicts.push({ targetId: second.id, kind: "met", reading: 0.999 });
    lines.push({ agentId: provider, metric: second.metric, met: true, at: checkAt, targetId: second.id });
    evidence.met++;
    checkLines += 2;
    if (outcome === "breach") emit("contract.breach", { status: "active", termsVersion, checkAt, targetId: first.id, metric: "latency", since: checkAt, graceEndsAt: checkAt + 5_000, reading: 400 });
    if (outcome === "violation") {
      const penalty = Math.min(script.penaltyMinor, stakeLeft());
      verdicts[0] = { ...verdicts[0]!, penaltyMinor: penalty };
      violations++;
      emit("contract.violation", { status: "active", termsVersion, checkAt, targetId: first.id, metric: "latency", reading: 400, penaltyMinor: penalty, providerId: provider, consumerId: consumer, consecutiveViolations: 1, violationsTotal: violations });
      post(`check:${checkAt}:${first.id}`, [["penalty", stake, `party:${consumer}`, penalty]]);
    }
    if (outcome === "bonus") {
      const bonus = Math.min(script.bonusMinor, poolLeft());
      verdicts[0] = { ...verdicts[0]!, bonusMinor: bonus };
      emit("contract.bonus", { status: "active", termsVersion, checkAt, targetId: first.id, reading: 180, bonusMinor: bonus, providerId: provider });
      post(`check:${checkAt}:${first.id}`, [["bonus", pool, `party:${provider}`, bonus]]);
    }
    emit("contract.checked", { checkAt, verdicts, evidence: lines, status: "active", termsVersion });
    if (script.amend && i === Math.floor(script.checks.length / 2)) {
      at += 1_000;
      emit("contract.amendment_proposed", { status: "active", termsVersion, amendmentId: `amd_${contractId}`, proposedBy: consumer, expiresAt: at + 60_000, terms: terms(2) }, "agent");
      at += 1_000;
      termsVersion = 2;
      emit("contract.amended", { status: "active", termsVersion, amendmentId: `amd_${contractId}`, terms: terms(2), acceptedBy: [consumer, provider] }, "agent");
    }
  });

  at += 1_000;
  const closedAt = at;
  emit(`contract.${script.ending}`, { status: script.ending, termsVersion, closedAt, reason: script.ending === "terminated" ? "terminated by the consumer" : "ran its duration" });
  // What is left goes back (refunds to the parties' accounts), then out of Parley (payouts).
  post(script.ending, [
    ["stake_refund", stake, `party:${provider}`, stakeLeft()],
    ["pool_refund", pool, `party:${consumer}`, poolLeft()],
  ]);
  post(`${script.ending}:payout`, [
    ["payout", `party:${provider}`, `external:${provider}`, balances[`party:${provider}`] ?? 0],
    ["payout", `party:${consumer}`, `external:${consumer}`, balances[`party:${consumer}`] ?? 0],
  ]);

  return {
    shopId,
    contractId,
    provider,
    consumer,
    events,
    expected: {
      status: script.ending,
      termsVersion,
      postings: postingsCount,
      balances: { ...balances },
      violations,
      evidence,
      checkLines,
    },
  };
}

/** Only to name the catalog's contract types in `emit`. */
const PAYLOAD_TYPES = {
  "contract.proposed": 1,
  "contract.accepted": 1,
  "contract.activated": 1,
  "contract.breach": 1,
  "contract.violation": 1,
  "contract.bonus": 1,
  "contract.amendment_proposed": 1,
  "contract.amended": 1,
  "contract.completed": 1,
  "contract.terminated": 1,
  "contract.postings": 1,
  "contract.checked": 1,
} as const;
