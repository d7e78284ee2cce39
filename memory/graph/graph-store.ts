/**
 * The knowledge graph's port. Nodes: Counterparty, Deal, Product, Tactic, Policy, Agent, each belonging to one
 * shop. A package deal's agreed terms are properties of its Deal (as the deal stands: a switch of the agreement
 * replaces them). Relationships:
 *
 *   (Counterparty)-[:NEGOTIATED]->(Deal)-[:FOR]->(Product)
 *   (Agent)-[:PLAYED]->(Deal)                       the shop-side negotiator (Parley with the learner's arm)
 *   (Deal)-[:SHOWED {confidence, round}]->(Tactic)  a tactic the buyer used in it
 *   (Deal)-[:CITES {outcomes, count}]->(Policy)     a policy that constrained, escalated or paused it
 *
 * Two adapters pass the same contract suite (tests/memory/graph-contract.ts): Neo4j through neo4j-driver when
 * NEO4J_URI is set, and the embedded default on the memory's own Postgres. Writes are MERGEs of whole facts:
 * replaying them changes nothing, and a fact older than the one stored never overwrites it.
 */

/** Everything the graph knows about one negotiation, as Postgres has it (memory/graph/graph-sync.ts builds these). */
export interface DealFacts {
  shopId: string;
  dealId: string;
  counterpartyId: string | null;
  authenticated: boolean;
  productId: string | null;
  status: string;
  currency: string | null;
  anchorMinor: number | null;
  agreedPriceMinor: number | null;
  /** A package deal's agreed terms besides price (term id → value), as the deal stands; absent or null otherwise. */
  agreedTerms?: Record<string, number | string> | null;
  rounds: number;
  /** ISO 8601. */
  openedAt: string | null;
  closedAt: string | null;
  /** The shop-side agent, e.g. "parley:firm". */
  agentId: string;
  /** Orders writes of the same deal: a later state has a larger version. */
  version: number;
  tactics: { name: string; confidence: number; round: number }[];
  policies: { policyId: string; outcomes: string[]; count: number }[];
}

export interface DealSummary {
  dealId: string;
  productId: string | null;
  status: string;
  currency: string | null;
  anchorMinor: number | null;
  agreedPriceMinor: number | null;
  /** Discount from the list price obtained, basis points (agreed deals only). */
  discountBps: number | null;
  /** A package deal: its agreed terms besides price (absent for price-only deals). */
  agreedTerms?: Record<string, number | string>;
  rounds: number;
  openedAt: string | null;
  closedAt: string | null;
  tactics: string[];
}

export interface CounterpartyNeighbourhood {
  counterpartyId: string;
  authenticated: boolean;
  /** Newest first. */
  deals: DealSummary[];
  /** Most used first. */
  tactics: { tactic: string; deals: number; avgConfidence: number }[];
  products: { productId: string; deals: number; agreed: number }[];
  agents: { agentId: string; deals: number }[];
}

export interface SimilarCounterparty {
  counterpartyId: string;
  sharedProducts: number;
  /** Agreed deals / closed deals (0 when none is closed). */
  agreementRate: number;
  /** 0.5 × Jaccard similarity of the products negotiated + 0.5 × (1 − |difference in agreement rate|). */
  similarity: number;
}

export interface PolicyCitation {
  dealId: string;
  counterpartyId: string | null;
  productId: string | null;
  status: string;
  outcomes: string[];
  count: number;
}

export interface GraphStore {
  readonly kind: "neo4j" | "postgres";
  /** Constraints and indexes (idempotent). */
  migrate(): Promise<void>;
  /** MERGEs the deals and everything around them. Idempotent; older facts never overwrite newer ones. */
  upsertDeals(deals: readonly DealFacts[]): Promise<void>;
  counterparty(shopId: string, counterpartyId: string, options?: { dealLimit?: number }): Promise<CounterpartyNeighbourhood | null>;
  similarCounterparties(shopId: string, counterpartyId: string, options?: { limit?: number }): Promise<SimilarCounterparty[]>;
  dealsCitingPolicy(shopId: string, policyId: string, options?: { limit?: number }): Promise<PolicyCitation[]>;
  close(): Promise<void>;
}

export const GRAPH_DEFAULTS = { dealLimit: 20, similarLimit: 5, citationLimit: 50 } as const;

/**
 * A deal's agreed terms as Deal properties in Neo4j (a property cannot hold a map): one property per term, named
 * with this prefix (`term:payment-days`). The Postgres adapter keeps the map as it is.
 */
export const TERM_PROPERTY_PREFIX = "term:";

/** Rounds a ratio the same way in both adapters (3 decimals), so their answers compare equal. */
export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Discount from the list price in basis points, as both adapters report it. */
export function dealDiscountBps(anchorMinor: number | null, agreedPriceMinor: number | null, status: string): number | null {
  if (status !== "agreed" || anchorMinor === null || agreedPriceMinor === null || anchorMinor <= 0) return null;
  return Math.round(((anchorMinor - agreedPriceMinor) * 10000) / anchorMinor);
}
