/**
 * An agent's reputation under service contracts, as counterparty profiles carry it (issue #30, item 5): the
 * evidence lines stored in contract_checks (met or missed, per SLA metric) folded into Beta cells with
 * contracts/reputation.ts, and read as score, uncertainty and evidence overall and per metric.
 *
 * Beside that SLA record, a dispute record (`disputes`): every decided dispute of a check's money the agent won
 * (good) or lost (bad), from contract_disputes, folded into a Beta the same way (same prior, same half-life), so
 * a consumer that keeps disputing bonuses it funded, or a provider whose penalties keep being upheld against its
 * disputes, carries that into the next negotiation (contracts/reputation.ts `counterpartyAdjustment`). Withdrawn
 * and open disputes leave no mark. A profile has a reputation when it has SLA evidence or dispute outcomes or both;
 * without SLA evidence its SLA figures are the prior's (score 0.5, no evidence), without outcomes `disputes` is null.
 *
 * A profile is a function of the history alone (counterparty-profiles.ts), so the view is taken as of the agent's
 * newest evidence or decision (`asOf`), not the cron's clock: the same record gives the same profile whenever the
 * cron runs. Decay still weighs older checks and decisions less than recent ones within the record. Values are
 * rounded to 3 decimals, so equal records give equal rows (and equal float noise never rewrites one).
 */
import { betaSummary, decayCell, recordEvidence, recordEvidenceCounts, reputationView } from "../contracts/reputation";
import { SLA_METRICS, type ReputationCell, type SlaMetric } from "../contracts/types";

export interface ReputationFigures {
  /** Mean of the Beta, 0..1: the share of checks the agent is believed to meet. */
  score: number;
  /** Standard deviation of the Beta: how sure the score is. */
  uncertainty: number;
  /** Weight of the evidence behind it, after decay. */
  evidence: number;
}

/** An agent's record of decided disputes: the Beta over won (good) and lost (bad) ones, and the plain counts. */
export interface DisputeRecord extends ReputationFigures {
  /** Decided disputes it won and lost, undecayed. */
  won: number;
  lost: number;
}

/** What a counterparty profile says of an agent's record under contracts with the shop. */
export interface ProfileReputation extends ReputationFigures {
  /** Per SLA metric the agent was judged on. */
  perMetric: Partial<Record<SlaMetric, ReputationFigures>>;
  /** Judged checks behind it (met and missed), undecayed. */
  checks: number;
  missed: number;
  /** Epoch ms of the newest evidence or dispute decision: the view is as of then. */
  asOf: number;
  /** Its record of decided disputes; null when it never won or lost one. */
  disputes: DisputeRecord | null;
}

/** One decided dispute as it bears on the agent: won or lost, decided at `at` (epoch ms). */
export interface DisputeOutcomeLine {
  won: boolean;
  at: number;
}

/**
 * One judged target: met or missed, of a metric, at a check time (epoch ms). A line may stand for several checks
 * with the same outcome (`checks`, counted from `from` to `at`: a report of counts, recordEvidenceCounts); without
 * `checks` it is one check, as every line stored before counts were reported.
 */
export interface EvidenceLine {
  metric: string;
  met: boolean;
  at: number;
  /** How many checks the line stands for (default 1). */
  checks?: number;
  /** When the first of them was (default `at`). */
  from?: number;
}

const checksOf = (l: EvidenceLine) => l.checks ?? 1;

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const figures = (f: ReputationFigures): ReputationFigures => ({ score: round3(f.score), uncertainty: round3(f.uncertainty), evidence: round3(f.evidence) });
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const isMetric = (m: string): m is SlaMetric => (SLA_METRICS as readonly string[]).includes(m);

/**
 * An agent's reputation from its evidence lines and its dispute outcomes (each in any order); null without any
 * judged check or decided dispute.
 */
export function reputationFromEvidence(agentId: string, lines: readonly EvidenceLine[], outcomes: readonly DisputeOutcomeLine[] = []): ProfileReputation | null {
  const known = lines.filter((l) => isMetric(l.metric) && checksOf(l) > 0);
  const decided = outcomes.filter((o) => Number.isFinite(o.at));
  if (known.length === 0 && decided.length === 0) return null;
  // Oldest first, ties by metric then outcome: one order for one record (float sums depend on it).
  const ordered = [...known].sort((a, b) => a.at - b.at || a.metric.localeCompare(b.metric) || Number(a.met) - Number(b.met) || checksOf(a) - checksOf(b) || (a.from ?? a.at) - (b.from ?? b.at));
  const cells: Partial<Record<SlaMetric, ReputationCell>> = {};
  for (const line of ordered) {
    const metric = line.metric as SlaMetric;
    cells[metric] =
      line.checks === undefined
        ? recordEvidence(cells[metric], line.met, line.at)
        : recordEvidenceCounts(cells[metric], { met: line.met ? line.checks : 0, missed: line.met ? 0 : line.checks, from: line.from ?? line.at, to: line.at });
  }
  // The newest of both (a reduce, not Math.max(...): a long record would overflow the argument list).
  const asOf = [...ordered, ...decided].reduce((newest, x) => Math.max(newest, x.at), -Infinity);
  const view = reputationView(agentId, cells, asOf);
  const perMetric: ProfileReputation["perMetric"] = {};
  for (const metric of SLA_METRICS) {
    const m = view.perMetric[metric];
    if (m) perMetric[metric] = figures(m);
  }
  return {
    ...figures(view),
    perMetric,
    checks: sum(ordered.map(checksOf)),
    missed: sum(ordered.filter((l) => !l.met).map(checksOf)),
    asOf,
    disputes: disputeRecord(decided, asOf),
  };
}

/** The dispute record as of `asOf`: won → α + 1, lost → β + 1, decayed like SLA evidence; null without outcomes. */
export function disputeRecord(outcomes: readonly DisputeOutcomeLine[], asOf: number): DisputeRecord | null {
  if (outcomes.length === 0) return null;
  // Oldest first, ties lost before won: one order for one record.
  const ordered = [...outcomes].sort((a, b) => a.at - b.at || Number(a.won) - Number(b.won));
  let cell: ReputationCell | undefined;
  for (const o of ordered) cell = recordEvidence(cell, o.won, o.at);
  const now = decayCell(cell!, Math.max(asOf, cell!.updatedAt));
  const won = ordered.filter((o) => o.won).length;
  return { ...figures(betaSummary(now.alpha, now.beta)), won, lost: ordered.length - won };
}
