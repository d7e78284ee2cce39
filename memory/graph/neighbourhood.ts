/**
 * What both adapters' queries return, and the arithmetic on it done once, here: ratios, rounding and ordering
 * are the same whichever store answered, so the contract suite can compare them exactly.
 */
import {
  dealDiscountBps,
  round3,
  type CounterpartyNeighbourhood,
  type DealSummary,
  type SimilarCounterparty,
} from "./graph-store";

/** One of a counterparty's deals as a query returns it. */
export interface DealRow {
  dealId: string;
  productId: string | null;
  agentId: string | null;
  status: string;
  currency: string | null;
  anchorMinor: number | null;
  agreedPriceMinor: number | null;
  /** A package deal's agreed terms (null or empty: none). */
  agreedTerms: Record<string, number | string> | null;
  rounds: number;
  openedAt: string | null;
  closedAt: string | null;
  tactics: { name: string; confidence: number }[];
}

/** Aggregates are over at most this many of a counterparty's most recent deals. */
export const NEIGHBOURHOOD_DEALS = 1000;

const newestFirst = (a: DealRow, b: DealRow) => (b.openedAt ?? "").localeCompare(a.openedAt ?? "") || a.dealId.localeCompare(b.dealId);

/** Terms in id order, so both adapters answer alike. */
function sortedTerms(terms: Record<string, number | string>): Record<string, number | string> {
  return Object.fromEntries(Object.entries(terms).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function neighbourhoodFrom(counterpartyId: string, authenticated: boolean, rows: readonly DealRow[], dealLimit: number): CounterpartyNeighbourhood {
  const sorted = [...rows].sort(newestFirst).slice(0, NEIGHBOURHOOD_DEALS);
  const deals: DealSummary[] = sorted.slice(0, dealLimit).map((r) => ({
    dealId: r.dealId,
    productId: r.productId,
    status: r.status,
    currency: r.currency,
    anchorMinor: r.anchorMinor,
    agreedPriceMinor: r.agreedPriceMinor,
    discountBps: dealDiscountBps(r.anchorMinor, r.agreedPriceMinor, r.status),
    ...(r.agreedTerms && Object.keys(r.agreedTerms).length > 0 ? { agreedTerms: sortedTerms(r.agreedTerms) } : {}),
    rounds: r.rounds,
    openedAt: r.openedAt,
    closedAt: r.closedAt,
    tactics: r.tactics.map((t) => t.name).sort(),
  }));
  const tactics = new Map<string, { deals: number; confidence: number }>();
  const products = new Map<string, { deals: number; agreed: number }>();
  const agents = new Map<string, number>();
  for (const r of sorted) {
    for (const t of r.tactics) {
      const s = tactics.get(t.name) ?? { deals: 0, confidence: 0 };
      tactics.set(t.name, { deals: s.deals + 1, confidence: s.confidence + t.confidence });
    }
    if (r.productId !== null) {
      const p = products.get(r.productId) ?? { deals: 0, agreed: 0 };
      products.set(r.productId, { deals: p.deals + 1, agreed: p.agreed + (r.status === "agreed" ? 1 : 0) });
    }
    if (r.agentId !== null) agents.set(r.agentId, (agents.get(r.agentId) ?? 0) + 1);
  }
  const byCount = <T extends { deals: number }>(key: (x: T) => string) => (a: T, b: T) => b.deals - a.deals || key(a).localeCompare(key(b));
  return {
    counterpartyId,
    authenticated,
    deals,
    tactics: [...tactics].map(([tactic, s]) => ({ tactic, deals: s.deals, avgConfidence: round3(s.confidence / s.deals) })).sort(byCount((x) => x.tactic)),
    products: [...products].map(([productId, p]) => ({ productId, ...p })).sort(byCount((x) => x.productId)),
    agents: [...agents].map(([agentId, deals]) => ({ agentId, deals })).sort(byCount((x) => x.agentId)),
  };
}

/** Product and outcome counts of one counterparty, as the similarity query returns them. */
export interface OutcomeCounts {
  products: number;
  closed: number;
  agreed: number;
}

export interface CandidateRow extends OutcomeCounts {
  counterpartyId: string;
  shared: number;
}

/** Candidates considered for similarity: those sharing the most products. */
export const SIMILARITY_CANDIDATES = 500;

const rate = (c: OutcomeCounts) => (c.closed === 0 ? 0 : c.agreed / c.closed);

export function similarFrom(mine: OutcomeCounts, candidates: readonly CandidateRow[], limit: number): SimilarCounterparty[] {
  return candidates
    .map((c) => {
      const union = mine.products + c.products - c.shared;
      const jaccard = union <= 0 ? 0 : c.shared / union;
      return {
        counterpartyId: c.counterpartyId,
        sharedProducts: c.shared,
        agreementRate: round3(rate(c)),
        similarity: round3(0.5 * jaccard + 0.5 * (1 - Math.abs(rate(mine) - rate(c)))),
      };
    })
    .sort((a, b) => b.similarity - a.similarity || b.sharedProducts - a.sharedProducts || a.counterpartyId.localeCompare(b.counterpartyId))
    .slice(0, limit);
}
