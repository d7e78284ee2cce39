/**
 * Reputation per agent and per SLA metric (issue #30, item 5): a Beta(α, β) belief about the share of checks an
 * agent meets, updated by every judged check (met → α + 1, missed → β + 1), whose evidence decays exponentially
 * toward the prior with a half-life, so an old record counts less than a recent one and an agent can recover.
 * The score is the Beta's mean (0..1), the uncertainty its standard deviation. Pure: time comes in as epoch ms.
 *
 * Decay is linear in the evidence above the prior: after `t` ms, α = prior.α + (α − prior.α)·2^(−t/halfLife), and
 * the same for β. Because of that, evidence recorded late (an `at` before the cell's `updatedAt`) is simply added
 * with the weight it would have kept had it arrived on time, 2^(−(updatedAt − at)/halfLife), and the cell stays
 * dated `updatedAt`: the result is the same, up to float rounding, whatever order the evidence arrives in.
 *
 * The negotiator reads `counterpartyAdjustment(record)`: how much less generous to be with a counterparty, the
 * larger of what its SLA record and its dispute record call for (`negotiatorAdjustment`, see there).
 */
import { SLA_METRICS, type ReputationCell, type ReputationView, type SlaMetric } from "./types";

/** The belief before any evidence: Beta(1, 1), uniform; its mean is 0.5 and it holds no evidence. */
export const REPUTATION_PRIOR: Readonly<{ alpha: number; beta: number }> = Object.freeze({ alpha: 1, beta: 1 });

/** Evidence loses half its weight in a week by default. */
export const DEFAULT_REPUTATION_HALF_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

/** A record whose optimistic reading reaches this share of met checks is good: the negotiator adjusts nothing. */
export const REPUTATION_GOOD_SCORE = 0.9;

/**
 * How many standard deviations above the mean the optimistic reading lies. Two keep a newcomer (Beta(1, 1):
 * 0.5 + 2 × 0.29 ≈ 1.08) and a short record with a miss or two at no adjustment, so only a record that is poor
 * with some confidence costs a counterparty anything.
 */
export const REPUTATION_OPTIMISM_SDS = 2;

/** A fresh cell holding only the prior, dated `at`. */
export function priorCell(at: number): ReputationCell {
  return { alpha: REPUTATION_PRIOR.alpha, beta: REPUTATION_PRIOR.beta, updatedAt: at };
}

/** The weight evidence keeps after `elapsedMs`: 2^(−elapsed/halfLife); 1 for no time (or time running backwards). */
function retained(elapsedMs: number, halfLifeMs: number): number {
  if (!(halfLifeMs > 0)) throw new RangeError(`halfLifeMs must be > 0, got ${halfLifeMs}`);
  return elapsedMs > 0 ? 2 ** (-elapsedMs / halfLifeMs) : 1;
}

function assertTime(value: number, name: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite epoch-ms time, got ${value}`);
}

/**
 * The cell as of `now`: its evidence above the prior decayed by 2^(−(now − updatedAt)/halfLife), dated `now`.
 * Decay never runs backwards: a `now` at or before `updatedAt` returns the cell as it is.
 */
export function decayCell(cell: ReputationCell, now: number, halfLifeMs: number = DEFAULT_REPUTATION_HALF_LIFE_MS): ReputationCell {
  assertTime(now, "now");
  const factor = retained(now - cell.updatedAt, halfLifeMs);
  if (now <= cell.updatedAt) return { ...cell };
  return {
    alpha: REPUTATION_PRIOR.alpha + (cell.alpha - REPUTATION_PRIOR.alpha) * factor,
    beta: REPUTATION_PRIOR.beta + (cell.beta - REPUTATION_PRIOR.beta) * factor,
    updatedAt: now,
  };
}

/**
 * One judged check: met adds to α, missed to β. In order (`at` ≥ `updatedAt`) the cell is first decayed to `at`
 * and the evidence added with weight 1; late (`at` < `updatedAt`) the evidence is added with the weight it keeps
 * at `updatedAt` and the cell keeps its date (see the module note: the order of arrival does not matter). No cell
 * yet: the prior, dated `at`.
 */
export function recordEvidence(cell: ReputationCell | undefined, met: boolean, at: number, halfLifeMs: number = DEFAULT_REPUTATION_HALF_LIFE_MS): ReputationCell {
  return recordWeightedEvidence(cell, met ? 1 : 0, at, halfLifeMs);
}

/**
 * `recordEvidence` for a graded outcome: `share` (0..1) of one observation goes to α and the rest to β — an outcome
 * judged by how much of a possible gain was won rather than met or missed (the fleet coordinator's surplus share).
 * Same decay and lateness rule; `share` 1 and 0 are exactly `recordEvidence`'s met and missed.
 */
export function recordWeightedEvidence(cell: ReputationCell | undefined, share: number, at: number, halfLifeMs: number = DEFAULT_REPUTATION_HALF_LIFE_MS): ReputationCell {
  assertTime(at, "at");
  if (!(share >= 0 && share <= 1)) throw new RangeError(`share must be in [0, 1], got ${share}`);
  const base = cell ?? priorCell(at);
  const current = at >= base.updatedAt ? decayCell(base, at, halfLifeMs) : { ...base };
  const weight = retained(current.updatedAt - at, halfLifeMs);
  return { ...current, alpha: current.alpha + weight * share, beta: current.beta + weight * (1 - share) };
}

/**
 * Checks counted over a span rather than reported one by one: `met` and `missed` judged checks of one metric between
 * `from` and `to` (epoch ms, inclusive). A contract checked every second reports such counts at most once a minute
 * instead of one evidence line per check.
 */
export interface EvidenceCounts {
  met: number;
  missed: number;
  from: number;
  to: number;
}

/**
 * The weight at `to` of `count` checks evenly spaced over [from, to], the last at `to` (one check: at `to`):
 * Σ_{j<count} 2^(−j·step/halfLife) with step = (to − from)/(count − 1), in closed form. `expm1` keeps the
 * geometric sum exact to float precision even when a step is a millionth of the half-life.
 */
export function spanWeight(count: number, from: number, to: number, halfLifeMs: number = DEFAULT_REPUTATION_HALF_LIFE_MS): number {
  if (!(halfLifeMs > 0)) throw new RangeError(`halfLifeMs must be > 0, got ${halfLifeMs}`);
  if (count <= 1 || to <= from) return count;
  const rate = (Math.LN2 * (to - from)) / (count - 1) / halfLifeMs;
  return Math.expm1(-count * rate) / Math.expm1(-rate);
}

/**
 * `recordEvidence` for counts (a report of many checks): the same as recording each check on its own, taking the
 * met checks as evenly spaced over [from, to] and the missed ones likewise. The approximation is in the timing
 * only: every check really happened somewhere in [from, to], so each one's weight is off by a factor of at most
 * 2^((to − from)/halfLife), i.e. α and β above the prior differ from the check-by-check result by a relative
 * ≤ 1 − 2^(−(to − from)/halfLife) ≈ (to − from)·ln2/halfLife (7·10⁻⁵ for a minute against a week), and not at
 * all when the checks were evenly spaced. Zero counts leave the cell as it is.
 */
export function recordEvidenceCounts(cell: ReputationCell | undefined, counts: EvidenceCounts, halfLifeMs: number = DEFAULT_REPUTATION_HALF_LIFE_MS): ReputationCell {
  const { met, missed, from, to } = counts;
  assertTime(from, "from");
  assertTime(to, "to");
  if (from > to) throw new RangeError(`from must be ≤ to, got ${from} > ${to}`);
  for (const [name, n] of [["met", met], ["missed", missed]] as const) {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${name} must be a non-negative integer, got ${n}`);
  }
  const base = cell ?? priorCell(to);
  if (met + missed === 0) return { ...base };
  const current = to >= base.updatedAt ? decayCell(base, to, halfLifeMs) : { ...base };
  // Late counts (a `to` before the cell's date) keep the weight they would have had on time, as in recordEvidence.
  const lateness = retained(current.updatedAt - to, halfLifeMs);
  return {
    ...current,
    alpha: current.alpha + spanWeight(met, from, to, halfLifeMs) * lateness,
    beta: current.beta + spanWeight(missed, from, to, halfLifeMs) * lateness,
  };
}

/** Mean, standard deviation and evidence (α + β above the prior's) of Beta(α, β). */
export function betaSummary(alpha: number, beta: number): { score: number; uncertainty: number; evidence: number } {
  const n = alpha + beta;
  return {
    score: alpha / n,
    uncertainty: Math.sqrt((alpha * beta) / (n * n * (n + 1))),
    evidence: Math.max(0, n - REPUTATION_PRIOR.alpha - REPUTATION_PRIOR.beta),
  };
}

/**
 * What the record of `agentId` says as of `now`: each metric's cell decayed to `now`, and overall the evidence of
 * all metrics pooled (α = prior.α + Σ (α_m − prior.α), the same for β), so a metric checked often weighs more.
 * No cells: the prior (score 0.5, the prior's uncertainty, no evidence).
 */
export function reputationView(
  agentId: string,
  cells: Partial<Record<SlaMetric, ReputationCell>>,
  now: number,
  halfLifeMs: number = DEFAULT_REPUTATION_HALF_LIFE_MS,
): ReputationView {
  let alpha = REPUTATION_PRIOR.alpha;
  let beta = REPUTATION_PRIOR.beta;
  const perMetric: ReputationView["perMetric"] = {};
  for (const metric of SLA_METRICS) {
    const cell = cells[metric];
    if (!cell) continue;
    const decayed = decayCell(cell, now, halfLifeMs);
    perMetric[metric] = betaSummary(decayed.alpha, decayed.beta);
    alpha += decayed.alpha - REPUTATION_PRIOR.alpha;
    beta += decayed.beta - REPUTATION_PRIOR.beta;
  }
  return { agentId, ...betaSummary(alpha, beta), perMetric };
}

/**
 * How much less generous the negotiator should be with this counterparty, 0..1 (0: as generous as with anyone).
 *
 * The rule: read the record optimistically, `optimistic = score + REPUTATION_OPTIMISM_SDS × uncertainty`, and
 * adjust by how far even that falls short of a good record: `(REPUTATION_GOOD_SCORE − optimistic) /
 * REPUTATION_GOOD_SCORE`, clamped to [0, 1]. So an unknown or short record (wide uncertainty) and a good one
 * cost nothing; the adjustment rises as the score falls and as the evidence behind a poor score grows, and it
 * approaches 1 for a long record of missed checks. A met check never raises it, a missed one never lowers it, and
 * decay (an old record fading toward the prior) never raises it.
 */
export function negotiatorAdjustment(view: Pick<ReputationView, "score" | "uncertainty">): number {
  const optimistic = view.score + REPUTATION_OPTIMISM_SDS * view.uncertainty;
  const shortfall = (REPUTATION_GOOD_SCORE - optimistic) / REPUTATION_GOOD_SCORE;
  return Math.min(1, Math.max(0, shortfall));
}

/** A counterparty's records as the negotiator reads them: the SLA record, and the dispute record when it has one. */
export interface CounterpartyRecord {
  score: number;
  uncertainty: number;
  /** Decided disputes won (good) and lost (bad), as a Beta like the SLA record's; absent or null: none. */
  disputes?: { score: number; uncertainty: number } | null | undefined;
}

/**
 * How much less generous to be with a counterparty, 0..1: the larger of `negotiatorAdjustment` of its SLA record
 * and of its dispute record (the same rule for both). Either record being poor with some confidence costs it; a
 * record the counterparty does not have, like a short or good one, costs nothing, so one that only won its
 * disputes is treated as a newcomer. With the week's half-life and the Beta(1, 1) prior, recent losses alone give
 * 0.106 for one (never the soft arm) and 0.292 for two (the firm arm, kernel/learning.ts POOR_RECORD).
 */
export function counterpartyAdjustment(record: CounterpartyRecord): number {
  const sla = negotiatorAdjustment(record);
  return record.disputes ? Math.max(sla, negotiatorAdjustment(record.disputes)) : sla;
}
