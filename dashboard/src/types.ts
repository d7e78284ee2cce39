/**
 * The JSON shapes the dashboard reads, copied by hand from workers/schemas.ts, durable-objects/views.ts and the
 * route files (the dashboard is bundled separately and must not import server code). Only the fields used here.
 */

export interface ProblemFieldError {
  path?: string;
  pointer?: string;
  message: string;
  line?: number;
  column?: number;
  policyId?: string | null;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: ProblemFieldError[];
}

export const NEGOTIATION_STATUSES = ["open", "escalated", "agreed", "rejected", "expired", "withdrawn"] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

export const STRATEGY_KINDS = ["adaptive", "boulware", "linear", "conceder"] as const;
export type StrategyKind = (typeof STRATEGY_KINDS)[number];

export interface Strategy {
  kind: StrategyKind;
  exponent?: number;
  holdAfter?: string[];
}

export interface Product {
  productId: string;
  name: string;
  currency: string;
  anchorMinor: number;
  floorMinor: number;
  strategy: Strategy;
  maxRounds: number;
  ttlSeconds: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProductInput {
  name: string;
  currency: string;
  anchorMinor: number;
  floorMinor: number;
  strategy?: Strategy;
  maxRounds?: number;
  ttlSeconds?: number;
}

export interface ProductVersion {
  version: number;
  createdAt: string;
  config: { name: string; currency: string; anchorMinor: number; floorMinor: number; strategy: Strategy; maxRounds: number; ttlSeconds: number };
}

export interface NegotiationSummary {
  negotiationId: string;
  productId: string;
  buyerId: string;
  quantity: number;
  currency: string;
  status: NegotiationStatus;
  round: number;
  shopOfferMinor: number | null;
  agreedPriceMinor: number | null;
  openedAt: string;
  updatedAt: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface OfferHistoryEntry {
  seq: number;
  round: number;
  party: "buyer" | "shop";
  kind: "offer" | "counter" | "hold" | "accept" | "reject";
  priceMinor: number | null;
  reasons: string[];
  at: string;
  /** Shop view only: why the shop offered this (kernel/types.ts Explanation). */
  explanation?: Record<string, unknown>;
}

export interface Negotiation {
  negotiationId: string;
  productId: string;
  productName: string;
  quantity: number;
  currency: string;
  status: NegotiationStatus;
  round: number;
  maxRounds: number;
  expiresAt: string;
  buyer: { id: string; name: string | null };
  shopOffer: { priceMinor: number; totalMinor: number; currency: string; validUntil: string } | null;
  agreement: { priceMinor: number; totalMinor: number; currency: string; agreedAt: string } | null;
  lastDecision: { action: string; reasons: string[] } | null;
  openedAt: string;
  updatedAt: string;
  closedAt: string | null;
  history: OfferHistoryEntry[];
  /** Shop view only: the configuration snapshotted at open, floor included. */
  config?: { currency: string; anchorMinor: number; floorMinor: number; maxRounds: number; ttlMs: number; strategy: Strategy; productVersion: number };
  tactics?: { tactic: string; round: number; at: string; confidence: number; rounds: number[]; evidence: string }[];
}

export interface AuditEntry {
  seq: number;
  /** Epoch milliseconds. */
  at: number;
  kind: string;
  data: unknown;
  prevHash: string;
  hash: string;
}

export interface AuditReport {
  negotiationId: string;
  verification: { valid: boolean; brokenAt: number | null; reason: string | null };
  entries: AuditEntry[];
}

export type EscalationStatus = "pending" | "approved" | "rejected" | "modified" | "timed-out";

export interface Escalation {
  escalationId: string;
  negotiationId: string;
  status: EscalationStatus;
  policyId: string | null;
  assignee: string;
  reason: string;
  onTimeout: "approve" | "reject";
  timeoutAt: string;
  createdAt: string;
  decidedAt: string | null;
  proposed: { action: string; priceMinor: number | null; reasons: string[] };
  buyerPriceMinor: number | null;
  note: string | null;
}

export interface BreakerTrip {
  productId: string | null;
  reason: string;
  at: string;
  until: string;
}

export interface PolicySet {
  version: number;
  source: string;
  createdAt?: string;
  policies?: { id: string; description: string; action: string; severity: string; when: string }[];
}

export interface PolicyEvaluation {
  outcome: "ALLOW" | "CONSTRAINT" | "ESCALATE" | "PAUSE";
  matched: { policyId: string; action: string; severity: string; description: string }[];
  action: string;
  priceMinor: number | null;
  constrained: boolean;
  escalation?: { policyId: string | null; to: string; timeoutSeconds: number; onTimeout: string; reason: string };
  pause?: { policyId: string; durationSeconds: number };
  invariantViolation?: string;
  errors: { policyId: string; message: string }[];
}

export interface OutcomeDay {
  productId: string;
  day: string;
  negotiations: number;
  agreed: number;
  agreementRate: number | null;
  meanDiscountBps: number | null;
  surplusShare: number | null;
}

export interface RehearsalSettings {
  currency?: string;
  anchorMinor: number;
  floorMinor: number;
  strategy: Strategy;
  maxRounds: number;
  ttlSeconds?: number;
}

export interface RehearsalSummary {
  settings: RehearsalSettings;
  /** The active policy set's version, or null for a proposed file. */
  policyVersion?: number | null;
  negotiations: number;
  agreed: number;
  agreementRate: number;
  agreementWherePossible: number;
  surplusShare: number;
  meanPriceMinor: number | null;
  meanDiscountBps: number | null;
  revenuePerBuyerMinor: number;
  escalationRate: number;
  constraintRate?: number;
  /** Null without deals. */
  meanRounds: number | null;
  belowFloor: number;
  families: { family: string; negotiations: number; agreementRate: number; surplusShare: number }[];
}

export interface RehearsalRequest {
  productId: string;
  proposed?: Partial<Pick<RehearsalSettings, "anchorMinor" | "floorMinor" | "strategy" | "maxRounds">>;
  policySource?: string;
  buyers?: number;
  seed?: number;
}

export interface RehearsalResult {
  productId: string;
  buyers: number;
  seed: number;
  elapsedMs?: number;
  negotiationsPerSecond?: number;
  basis: { source: "market-stats" | "product-range"; agreedCount?: number; meanMinor?: number; stdMinor?: number };
  live: RehearsalSummary;
  proposed: RehearsalSummary | null;
  comparison: Record<string, unknown> | null;
}

export const WEBHOOK_EVENTS = ["escalation.created", "escalation.decided", "escalation.timed_out", "negotiation.agreed", "breaker.tripped"] as const;

export interface WebhookEndpoint {
  endpointId: string;
  url: string;
  events: string[];
  description: string | null;
  enabled: boolean;
  createdAt: string;
  /** Only in the 201 answer to its creation. */
  secret?: string;
}

export interface WebhookDelivery {
  deliveryId: string;
  eventType: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
}
