/**
 * Conflicts between agents: two (or more) agents claiming one counterparty's related negotiations — say a buyer
 * opens a second negotiation while one agent holds its first, and another agent scores better for the new one.
 * One counterparty negotiated with by two agents at once can be played against itself (each agent's offers
 * quoted to the other), so the fleet settles every such claim by one rule, a pure function of the claims.
 *
 * The rule, in order:
 * 1. only a claimant with room (live < capacity) can win; none with room → no winner (the caller escalates);
 * 2. an agent already holding a live related negotiation of the counterparty keeps it (and is given the new
 *    one) over any newcomer; among holders, the one holding more of them;
 * 3. then the higher score (a non-finite score ranks lowest);
 * 4. then the smaller agent id, so the answer never depends on the order the claims arrive in.
 * Every losing claimant is told why it lost.
 */
import type { Claim, ClaimVerdict, ConflictResolution } from "./types";

const hasRoom = (c: Claim) => c.live < c.capacity;
const scoreOf = (c: Claim) => (Number.isFinite(c.score) ? c.score : -Infinity);

/** Negative when `a` ranks before `b` under rules 2–4. */
export function compareClaims(a: Claim, b: Claim): number {
  const held = Number(b.holding > 0) - Number(a.holding > 0);
  if (held !== 0) return held;
  if (a.holding !== b.holding) return b.holding - a.holding;
  const sa = scoreOf(a);
  const sb = scoreOf(b);
  if (sa !== sb) return sb > sa ? 1 : -1;
  return a.agentId < b.agentId ? -1 : a.agentId > b.agentId ? 1 : 0;
}

function whyLost(loser: Claim, winner: Claim): string {
  if (!hasRoom(loser)) return `at capacity (${loser.live}/${loser.capacity} live)`;
  if (winner.holding > 0 && loser.holding === 0) return `${winner.agentId} already holds ${winner.holding} live related negotiation(s) of this counterparty`;
  if (winner.holding > loser.holding) return `${winner.agentId} holds more live related negotiations (${winner.holding} against ${loser.holding})`;
  if (scoreOf(winner) > scoreOf(loser)) return `lower score (${loser.score.toFixed(4)} against ${winner.agentId}'s ${winner.score.toFixed(4)})`;
  return `same holding and score as ${winner.agentId}; the smaller id wins the tie`;
}

function whyWon(winner: Claim, rivals: number): string {
  if (winner.holding > 0) return `keeps the counterparty: already holds ${winner.holding} live related negotiation(s) and has room (${winner.live}/${winner.capacity})`;
  return rivals === 0 ? "the only claimant with room" : `highest score among claimants with room (${winner.score.toFixed(4)})`;
}

/** Who gets the counterparty's related negotiations, by the rule above; claims by the same agent id count once (the first). */
export function resolveClaims(claims: readonly Claim[]): ConflictResolution {
  const seen = new Set<string>();
  const distinct = claims.filter((c) => (seen.has(c.agentId) ? false : (seen.add(c.agentId), true)));
  const ranked = distinct.filter(hasRoom).sort(compareClaims);
  const winner = ranked[0];
  const byId = [...distinct].sort((a, b) => (a.agentId < b.agentId ? -1 : a.agentId > b.agentId ? 1 : 0));
  if (!winner) {
    const losers: ClaimVerdict[] = byId.map((c) => ({ agentId: c.agentId, reason: `at capacity (${c.live}/${c.capacity} live)` }));
    return { winner: null, reason: distinct.length === 0 ? "no claimant" : "every claimant is at capacity", losers };
  }
  const losers = byId.filter((c) => c.agentId !== winner.agentId).map((c) => ({ agentId: c.agentId, reason: whyLost(c, winner) }));
  return { winner: winner.agentId, reason: whyWon(winner, ranked.length - 1), losers };
}
