/**
 * An agent's reputation under service contracts, as counterparty profiles carry it (issue #30, item 5): the
 * evidence lines stored in contract_checks (met or missed, per SLA metric) folded into Beta cells with
 * contracts/reputation.ts, and read as score, uncertainty and evidence overall and per metric.
 *
 * A profile is a function of the history alone (counterparty-profiles.ts), so the view is taken as of the agent's
 * newest evidence (`asOf`), not the cron's clock: the same record gives the same profile whenever the cron runs.
 * Decay still weighs older checks less than recent ones within the record. Values are rounded to 3 decimals, so
 * equal records give equal rows (and equal float noise never rewrites one).
 */
import { recordEvidence, recordEvidenceCounts, reputationView } from "../contracts/reputation";
import { SLA_METRICS, type ReputationCell, type SlaMetric } from "../contracts/types";

export interface ReputationFigures {
  /** Mean of the Beta, 0..1: the share of checks the agent is believed to meet. */
  score: number;
  /** Standard deviation of the Beta: how sure the score is. */
  uncertainty: number;
  /** Weight of the evidence behind it, after decay. */
  evidence: number;
}

/** What a counterparty profile says of an agent's record under contracts with the shop. */
export interface ProfileReputation extends ReputationFigures {
  /** Per SLA metric the agent was judged on. */
  perMetric: Partial<Record<SlaMetric, ReputationFigures>>;
  /** Judged checks behind it (met and missed), undecayed. */
  checks: number;
  missed: number;
  /** Epoch ms of the newest evidence: the view is as of then. */
  asOf: number;
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

/** An agent's reputation from its evidence lines (any order); null without any judged check. */
export function reputationFromEvidence(agentId: string, lines: readonly EvidenceLine[]): ProfileReputation | null {
  const known = lines.filter((l) => isMetric(l.metric) && checksOf(l) > 0);
  if (known.length === 0) return null;
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
  const asOf = ordered[ordered.length - 1]!.at;
  const view = reputationView(agentId, cells, asOf);
  const perMetric: ProfileReputation["perMetric"] = {};
  for (const metric of SLA_METRICS) {
    const m = view.perMetric[metric];
    if (m) perMetric[metric] = figures(m);
  }
  return { ...figures(view), perMetric, checks: sum(ordered.map(checksOf)), missed: sum(ordered.filter((l) => !l.met).map(checksOf)), asOf };
}
