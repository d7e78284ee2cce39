/**
 * The shop's fleet of negotiator agents (issue #31, item 4), kept in the Shop object: the owner's profiles (every
 * change a new version), the coordinator's assignments and what became of them, the fleet's shared memory of
 * outcomes (fleet/stats.ts's cells, one row per agent and counterparty, read per open for this buyer and its similar
 * ones only), and the opens no agent could take, waiting for the owner. The choices themselves are fleet/'s pure core
 * (`assign`, `recordOutcome`); this module stores their inputs and answers. Opens ask the fleet only while at least
 * one agent is active: a shop without (active) agents opens as before.
 *
 * How an open finds its agent, and how the count of live negotiations stays exact: the buyer's account mints the
 * negotiation id before it asks (`FleetOpenRequest.negotiationId`, required), so `openFor` writes the assignment
 * `live` under that id at once — the next open already sees the agent busier — and asked again for the same id (a
 * retried open) answers what it gave. An open the account refused after the assignment (a limit, a negotiation
 * already open) never gets a room: the account calls `release` and it stops counting. A room's terminal summary
 * (`onSummary`) closes its assignment once, recording the outcome. Rows an older build left `pending` (it bound
 * opens to rooms by their first summary) are never counted, bound or shown as live: the schema keeps the state only
 * so that they stay readable.
 *
 * Sales and partnerships: a room's open is a `partnership` deal when the buyer's account says the owner registered
 * the buyer as a partner (PUT …/buyers/{buyerId} `relationship: "partner"`), a `sales` deal otherwise (anonymous
 * buyers included); the account sends it as `FleetOpenRequest.dealType`, fixed for the negotiation's life. The
 * coordinator's rule is the same for both: only agents whose profile lists the deal type are suitable; none → the
 * owner's "no agent fits" item, whose reason names the deal type.
 *
 * Purchases (procurement): a negotiate-best-k auction asks `assignProcurement` once, before its threads start, for
 * every shortlisted supplier; each thread is assigned as a `procurement` deal (category: the request's; counterparty
 * `supplier:<id>`; related: that supplier's other live threads; similar: its graph neighbours if the cron pushed any, else
 * those in its segment if the Shop knows one — today neither for a supplier, so none) and written live at once under the thread's id `auction:<auctionId>/<supplierId>` — the exact path: the id is known
 * before asking. Asked again (a retried alarm, a restarted auction) it answers the rows already written, so a thread
 * is counted once. No agent fits: the thread is written with no agent and the request's defaults negotiate it (an
 * auction cannot hold each thread for a person: its window runs), the record saying why. `closeProcurement` closes a
 * thread once, with the organisation's surplus share (ceiling − price)/(ceiling − target) as its reward.
 *
 * Similar counterparties: first the knowledge graph's. The cron reads the graph's neighbours of the counterparties
 * whose profiles it recomputed (memory/graph `similarCounterparties`: shared products and agreement rates) and
 * pushes them here (`recordSimilar`, table fleet_similar, with the time they were computed); an open of a
 * counterparty the Shop holds graph neighbours for uses them, their similarity as the graph gave it (clamped to
 * (0, 1]), in one indexed read. Otherwise the segment rule: the profile segment its account sends at open (the
 * cron's counterparty profile: concession style and usual tactic); buyers seen in the same segment are its
 * neighbours, at SEGMENT_SIMILARITY each. Without either a buyer has none. The assignment's record says which
 * source it used (`similarSource`).
 */
import type { ReputationCell } from "../../contracts/types";
import { assign, DEFAULT_COORDINATOR_SETTINGS, DEAL_TYPES, recordOutcome, validateProfile, type AssignmentRule, type CandidateReport, type DealType, type FleetStats, type NegotiatorProfile, type SimilarCounterparty } from "../../fleet";
import { iso } from "../../common/time";
import { fail, ok, type RpcResult } from "../../common/problem";
import type { NegotiationStatus, NegotiationSummary } from "../views";

/** How similar two buyers in one profile segment are taken to be. */
export const SEGMENT_SIMILARITY = 0.5;
/** The most neighbours an assignment reads, newest seen first. */
const MAX_SIMILAR = 50;
/** The most graph neighbours kept per counterparty (the cron asks the graph for about 5). */
export const MAX_GRAPH_NEIGHBOURS = 20;
/** The counterparty id under which an agent's record with everyone is kept (never a real one: those carry a prefix). */
const OVERALL = "";
const TERMINAL: readonly NegotiationStatus[] = ["agreed", "rejected", "expired", "withdrawn"];

/** A profile as stored and listed: the owner's fields, its version and when it last changed. */
export interface AgentView extends NegotiatorProfile {
  version: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * Where an assignment's similar counterparties came from: the knowledge graph's neighbours the cron pushed, the
 * profile segment rule (no graph neighbours held), or nowhere (neither).
 */
export type SimilarSource = "graph" | "segment" | "none";

/** One counterparty's neighbours in the knowledge graph, as the cron pushes them (fleet-form ids: "buyer:<id>"). */
export interface GraphNeighbours {
  counterpartyId: string;
  /** Empty: the graph knows no neighbour now (what the Shop held for it is dropped; the segment rule applies). */
  similar: SimilarCounterparty[];
}

/**
 * Where an assignment's `similar` came from: every record the coordinator writes now carries both fields
 * (AssignmentRecord declares them optional, for records written before; NegotiationAssignment documents them).
 */
export interface SimilarProvenance {
  similarSource: SimilarSource;
  /** When the graph's neighbours were computed (ISO 8601, the newest of them); null unless the source is "graph". */
  similarComputedAt: string | null;
}

/** What the coordinator decided for one open, as the room's audit records it and the owner's views show it. */
export interface AssignmentRecord {
  assignmentId: string;
  /** Who decided: the coordinator, or the owner answering a "no agent fits" item. */
  decidedBy: "coordinator" | "owner";
  /** The agent given the negotiation; null when the shop's default negotiator plays it (the owner's choice). */
  agentId: string | null;
  /** The coordinator's rule (fleet/types.ts AssignmentRule), or the owner's: an agent named, or the default negotiator. */
  rule: AssignmentRule | "owner" | "default";
  reason: string;
  /**
   * A room's open: the shop sells, or negotiates with a buyer the owner registered as a partner (ProcurementRecord
   * below is an auction thread's).
   */
  dealType: RoomDealType;
  category: string;
  counterpartyId: string;
  similar: SimilarCounterparty[];
  /** Where `similar` came from, and when the graph's neighbours were computed (absent on records written before). */
  similarSource?: SimilarSource;
  similarComputedAt?: string | null;
  related: { negotiationId: string; agentId: string }[];
  /** Every agent's score or the reasons it was excluded (fleet/coordinator.ts). */
  candidates: CandidateReport[];
  settings: typeof DEFAULT_COORDINATOR_SETTINGS;
  at: string;
  /** The "no agent fits" item the owner's decision answered. */
  waitingId?: string;
}

/** The deal types a room's open is assigned as: a buyer's negotiation with the shop, or a partner's. */
export type RoomDealType = Extract<DealType, "sales" | "partnership">;

/** The coordinator's record of a negotiate-best-k thread: the organisation buys from `supplier:<id>`. */
export type ProcurementRecord = Omit<AssignmentRecord, "dealType" | "decidedBy" | "waitingId"> & { dealType: "procurement"; decidedBy: "coordinator" };

/** What an open is told: play as this agent, play the shop's default negotiator, or wait for the owner. */
export type FleetOpening =
  | { kind: "agent"; agent: NegotiatorProfile; record: AssignmentRecord }
  | { kind: "default"; record: AssignmentRecord }
  | { kind: "waiting"; waitingId: string; reason: string };

/** The Shop's answer to an open: an agent comes with the policy set it plays by. */
export type FleetAnswer = Exclude<FleetOpening, { kind: "agent" }> | (Extract<FleetOpening, { kind: "agent" }> & { policies: { version: number; source: string } });

export interface FleetOpenRequest {
  buyerId: string;
  /** The buyer as the shop's secret knows it: "buyer:<id>" or "anon:<client key>". */
  counterpartyId: string;
  productId: string;
  /** The buyer's profile segment, if its account holds a profile. */
  segment: string | null;
  /** The product's floor and list price at open: an agreed price's surplus share is measured against them. */
  floorMinor: number;
  anchorMinor: number;
  /** The negotiation's id, minted by the buyer's account before it asks: the assignment is live under it at once. */
  negotiationId: string;
  /** `partnership` when the owner registered the buyer as a partner; `sales` otherwise. */
  dealType: RoomDealType;
}

/** An open no agent could take, for the owner: the coordinator's reasons, and the owner's decision once made. */
export interface WaitingView {
  waitingId: string;
  buyerId: string;
  counterpartyId: string;
  productId: string;
  category: string;
  reason: string;
  candidates: CandidateReport[];
  status: "pending" | "assigned" | "default" | "used";
  agentId: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface AgentFigures {
  live: number;
  /** Negotiations it has held, closed or not. */
  held: number;
  closed: number;
  deals: number;
  /** deals / closed; null before any closed. */
  dealRate: number | null;
  /** Mean surplus share over closed negotiations (0 for a no deal); null before any closed. */
  meanSurplusShare: number | null;
  /** The shared memory's belief about the agent overall (Beta α, β, as of the last outcome). */
  posterior: { alpha: number; beta: number; mean: number; at: string } | null;
  /** The same figures per kind of deal: its sales and partnerships (rooms) and its purchases (auction threads) apart. */
  byDealType: Record<DealType, { live: number; held: number; closed: number; deals: number; meanSurplusShare: number | null }>;
}

/** A negotiate-best-k auction's threads about to start, as the fleet assigns them. */
export interface ProcurementRequest {
  auctionId: string;
  /** The request's item category (absent in the request: its item's name). */
  category: string;
  /** Per unit: the reward of an agreed price is (ceiling − price)/(ceiling − target). */
  targetMinor: number;
  ceilingMinor: number;
  /** The shortlisted suppliers, best first. */
  supplierIds: string[];
}

/** One thread's assignment: the agent (null: the request's defaults) with the policy set it plays by, and the record. */
export interface ProcurementAssignment {
  supplierId: string;
  negotiationId: string;
  agent: NegotiatorProfile | null;
  record: ProcurementRecord;
}

/** A thread that ended, as the auction reports it. */
export interface ProcurementOutcome {
  auctionId: string;
  supplierId: string;
  status: "agreed" | "lost" | "rejected" | "left" | "expired";
  agreedPriceMinor: number | null;
  at: number;
}

/** A thread's id in the fleet's records: never a room's (those are hex ids). */
export function procurementNegotiationId(auctionId: string, supplierId: string): string {
  return `auction:${auctionId}/${supplierId}`;
}

/** The organisation's surplus share of a purchase: (ceiling − price)/(ceiling − target) for a deal, clamped to [0, 1]; 0 otherwise. */
export function purchaseSurplusShare(agreed: boolean, agreedPriceMinor: number | null, targetMinor: number, ceilingMinor: number): number {
  if (!agreed || agreedPriceMinor === null) return 0;
  if (ceilingMinor <= targetMinor) return agreedPriceMinor <= targetMinor ? 1 : 0;
  return Math.min(1, Math.max(0, (ceilingMinor - agreedPriceMinor) / (ceilingMinor - targetMinor)));
}

/** A thread's end as a negotiation status (the assignments' column): lost and rejected are both "rejected", a supplier leaving "withdrawn". */
const THREAD_STATUS_AS_NEGOTIATION: Record<ProcurementOutcome["status"], NegotiationStatus> = { agreed: "agreed", lost: "rejected", rejected: "rejected", left: "withdrawn", expired: "expired" };

export interface AssignmentView {
  assignmentId: string;
  negotiationId: string | null;
  agentId: string | null;
  state: "pending" | "live" | "closed" | "released";
  status: NegotiationStatus | null;
  reward: number | null;
  assignedAt: string;
  record: AssignmentRecord | ProcurementRecord;
}

export interface FleetView {
  agents: (AgentView & { figures: AgentFigures })[];
  recentAssignments: AssignmentView[];
  waiting: WaitingView[];
  productCategories: Record<string, string>;
}

interface AgentRow {
  agent_id: string;
  profile: string;
  version: number;
  created_at: number;
  updated_at: number;
  [column: string]: SqlStorageValue;
}

interface AssignmentRow {
  assignment_id: string;
  negotiation_id: string | null;
  agent_id: string | null;
  buyer_id: string;
  counterparty_id: string;
  product_id: string;
  state: AssignmentView["state"];
  status: string | null;
  reward: number | null;
  floor_minor: number;
  anchor_minor: number;
  assigned_at: number;
  closed_at: number | null;
  record: string;
  [column: string]: SqlStorageValue;
}

interface CellRow {
  agent_id: string;
  counterparty_id: string;
  alpha: number;
  beta: number;
  updated_at: number;
  [column: string]: SqlStorageValue;
}

interface WaitingRow {
  waiting_id: string;
  buyer_id: string;
  counterparty_id: string;
  product_id: string;
  category: string;
  reason: string;
  candidates: string;
  status: WaitingView["status"];
  agent_id: string | null;
  created_at: number;
  decided_at: number | null;
  [column: string]: SqlStorageValue;
}

/** The surplus share an outcome earns the shop: (price − floor)/(list − floor) for a deal, clamped to [0, 1]; 0 otherwise. */
export function surplusShare(status: NegotiationStatus, agreedPriceMinor: number | null, floorMinor: number, anchorMinor: number): number {
  if (status !== "agreed" || agreedPriceMinor === null) return 0;
  if (anchorMinor <= floorMinor) return agreedPriceMinor >= floorMinor ? 1 : 0;
  return Math.min(1, Math.max(0, (agreedPriceMinor - floorMinor) / (anchorMinor - floorMinor)));
}

/** A field problem of fleet/'s validation, in the shape the API's 400s carry (`errors: [{path, message}]`). */
function fieldErrors(problems: readonly { pointer: string; detail: string }[]): { path: string; message: string }[] {
  return problems.map((p) => ({ path: p.pointer.replace(/^\//, "").replaceAll("/", ".") || "(body)", message: p.detail }));
}

export class FleetStore {
  constructor(
    private readonly sql: SqlStorage,
    /** The policy set versions the shop holds ("active" always resolves). */
    private readonly policyVersionExists: (version: number) => boolean,
  ) {}

  // --- profiles -----------------------------------------------------------------------------------------------

  /**
   * Whether opens ask the fleet: at least one agent is active. A shop whose agents are all switched off sells as a
   * shop without agents (its default negotiator), rather than holding every open for a person.
   */
  hasActiveAgents(): boolean {
    return this.agents().some((a) => a.active);
  }

  agents(): AgentView[] {
    return this.sql.exec<AgentRow>("SELECT * FROM fleet_agents ORDER BY agent_id").toArray().map(agentView);
  }

  agent(agentId: string): AgentView | null {
    const row = this.sql.exec<AgentRow>("SELECT * FROM fleet_agents WHERE agent_id = ?", agentId).toArray()[0];
    return row ? agentView(row) : null;
  }

  /**
   * Creates or replaces a profile (the id comes from the path): refused whole, with every field's problem, when it
   * is not valid or names a policy set the shop does not hold. Returns the stored view, its version bumped.
   */
  put(agentId: string, input: unknown, now: number): RpcResult<AgentView> {
    const body = input !== null && typeof input === "object" && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : input;
    if (body !== null && typeof body === "object" && !Array.isArray(body)) {
      const given = (body as Record<string, unknown>).id;
      if (given !== undefined && given !== agentId) return fail("validation-failed", "The profile's id must be the one in the path.", { errors: [{ path: "id", message: `must be ${agentId} (the path's) or absent` }] });
      (body as Record<string, unknown>).id = agentId;
    }
    const checked = validateProfile(body);
    if (!checked.ok) return fail("validation-failed", "The negotiator profile is not valid.", { errors: fieldErrors(checked.problems) });
    const policy = policyVersionOf(checked.value.policySetId);
    if (policy === undefined) return fail("validation-failed", "The negotiator profile is not valid.", { errors: [{ path: "policySetId", message: 'must be "active" or a policy set version the shop holds ("3" or "v3")' }] });
    if (policy !== "active" && !this.policyVersionExists(policy)) {
      return fail("validation-failed", "The negotiator profile is not valid.", { errors: [{ path: "policySetId", message: `the shop holds no policy set version ${policy}` }] });
    }
    this.sql.exec(
      `INSERT INTO fleet_agents (agent_id, profile, version, created_at, updated_at) VALUES (?, ?, 1, ?, ?)
       ON CONFLICT (agent_id) DO UPDATE SET profile = excluded.profile, version = fleet_agents.version + 1, updated_at = excluded.updated_at`,
      agentId,
      JSON.stringify(checked.value),
      now,
      now,
    );
    return ok(this.agent(agentId)!);
  }

  /** Switches an agent off: it keeps its record and its live negotiations, and is given nothing new. */
  deactivate(agentId: string, now: number): RpcResult<AgentView> {
    const current = this.agent(agentId);
    if (!current) return fail("not-found", "No such negotiator agent.");
    if (!current.active) return ok(current);
    const { version: _v, createdAt: _c, updatedAt: _u, ...profile } = current;
    this.sql.exec("UPDATE fleet_agents SET profile = ?, version = version + 1, updated_at = ? WHERE agent_id = ?", JSON.stringify({ ...profile, active: false }), now, agentId);
    return ok(this.agent(agentId)!);
  }

  /** The category each product is negotiated under (absent: the product id itself). */
  productCategories(): Record<string, string> {
    return Object.fromEntries(this.sql.exec<{ product_id: string; category: string }>("SELECT product_id, category FROM fleet_categories ORDER BY product_id").toArray().map((r) => [r.product_id, r.category]));
  }

  setProductCategory(productId: string, category: string | null): void {
    if (category === null) this.sql.exec("DELETE FROM fleet_categories WHERE product_id = ?", productId);
    else this.sql.exec("INSERT INTO fleet_categories (product_id, category) VALUES (?, ?) ON CONFLICT (product_id) DO UPDATE SET category = excluded.category", productId, category);
  }

  categoryOf(productId: string): string {
    return this.sql.exec<{ category: string }>("SELECT category FROM fleet_categories WHERE product_id = ?", productId).toArray()[0]?.category ?? productId;
  }

  // --- opening ------------------------------------------------------------------------------------------------

  /** Live negotiations per agent: assigned, neither closed nor released. */
  live(): Record<string, number> {
    const rows = this.sql
      .exec<{ agent_id: string; n: number }>("SELECT agent_id, count(*) AS n FROM fleet_assignments WHERE agent_id IS NOT NULL AND state = 'live' GROUP BY agent_id")
      .toArray();
    return Object.fromEntries(rows.map((r) => [r.agent_id, r.n]));
  }

  /**
   * The shared memory as the coordinator reads it for one open: every agent's overall cell and its cells with the
   * given counterparties (this one and its similar ones) — not the whole record, which grows with every buyer.
   */
  stats(counterpartyIds: readonly string[]): FleetStats {
    const ids = [...new Set(counterpartyIds.filter((id) => id !== OVERALL))];
    const rows: CellRow[] = [];
    // One read per 90 ids: SQLite's bound-parameter limit in Durable Objects is 100.
    for (let i = 0; i === 0 || i < ids.length; i += 90) {
      const chunk = [OVERALL, ...ids.slice(i, i + 90)];
      rows.push(...this.sql.exec<CellRow>(`SELECT * FROM fleet_memory WHERE counterparty_id IN (${chunk.map(() => "?").join(", ")})`, ...chunk).toArray());
    }
    const agents: Record<string, { overall?: ReputationCell; byCounterparty: Record<string, ReputationCell> }> = {};
    for (const r of rows) {
      const cell = { alpha: r.alpha, beta: r.beta, updatedAt: r.updated_at };
      const agent = (agents[r.agent_id] ??= { byCounterparty: {} });
      if (r.counterparty_id === OVERALL) agent.overall = cell;
      else agent.byCounterparty[r.counterparty_id] = cell;
    }
    // An agent has an overall cell whenever it has any (both are written by every outcome).
    return { agents: Object.fromEntries(Object.entries(agents).filter(([, a]) => a.overall).map(([id, a]) => [id, { overall: a.overall!, byCounterparty: a.byCounterparty }])) };
  }

  /**
   * An open about to happen (its negotiation id already minted): the owner's decision on a waiting item of this
   * buyer and product if there is one, else the coordinator's, for the request's deal type. The assignment is written
   * live under the negotiation id (it counts at once); no agent suitable writes a waiting item for the owner (one per
   * buyer and product while it waits) and answers `waiting`.
   */
  openFor(request: FleetOpenRequest, now: number): FleetOpening {
    // Asked again for the same negotiation (a retried open): the answer it was given, not a second assignment.
    const given = this.sql.exec<AssignmentRow>("SELECT * FROM fleet_assignments WHERE negotiation_id = ?", request.negotiationId).toArray()[0];
    if (given) {
      const record = JSON.parse(given.record) as AssignmentRecord;
      const agent = record.agentId === null ? null : this.agent(record.agentId);
      return agent ? { kind: "agent", agent: profileOf(agent), record } : { kind: "default", record };
    }
    const { dealType } = request;
    const category = this.categoryOf(request.productId);
    const { similar, similarSource, similarComputedAt } = this.similarTo(request.counterpartyId, request.segment, now);
    const related = this.sql
      .exec<{ negotiation_id: string; agent_id: string }>(
        "SELECT negotiation_id, agent_id FROM fleet_assignments WHERE counterparty_id = ? AND agent_id IS NOT NULL AND state = 'live' AND negotiation_id IS NOT NULL ORDER BY assigned_at, negotiation_id",
        request.counterpartyId,
      )
      .toArray()
      .map((r) => ({ negotiationId: r.negotiation_id, agentId: r.agent_id }));
    const assignmentId = `asg_${crypto.randomUUID().replaceAll("-", "")}`;
    const agents = this.agents().map(profileOf);
    const fleet = { agents, live: this.live() };
    const stats = this.stats([request.counterpartyId, ...similar.map((s) => s.counterpartyId)]);
    const decided = assign({ negotiationId: request.negotiationId, dealType, category, counterpartyId: request.counterpartyId, similar, related }, fleet, stats, now);
    const base = { assignmentId, dealType, category, counterpartyId: request.counterpartyId, similar, similarSource, similarComputedAt, related, candidates: decided.candidates, settings: DEFAULT_COORDINATOR_SETTINGS, at: iso(now) };

    const owner = this.ownerDecision(request, now);
    let record: AssignmentRecord;
    if (owner) {
      const agent = owner.agent_id ? agents.find((a) => a.id === owner.agent_id && a.active) : undefined;
      const why = owner.agent_id
        ? `the owner assigned ${owner.agent_id}, since switched off, so the shop's default negotiator proceeds (no agent fit: ${owner.reason})`
        : `the owner let the shop's default negotiator proceed after no agent fit (${owner.reason})`;
      record = agent
        ? { ...base, decidedBy: "owner", agentId: agent.id, rule: "owner", reason: `the owner assigned ${agent.id} after no agent fit (${owner.reason})`, waitingId: owner.waiting_id }
        : { ...base, decidedBy: "owner", agentId: null, rule: "default", reason: why, waitingId: owner.waiting_id };
      this.sql.exec("UPDATE fleet_waiting SET status = 'used' WHERE waiting_id = ?", owner.waiting_id);
    } else if (decided.escalate) {
      return { kind: "waiting", ...this.wait(request, category, decided.reason, decided.candidates, now) };
    } else {
      record = { ...base, decidedBy: "coordinator", agentId: decided.agentId, rule: decided.rule, reason: decided.reason };
    }
    this.rememberSegment(request.counterpartyId, request.segment, now);
    this.sql.exec(
      `INSERT INTO fleet_assignments (assignment_id, negotiation_id, agent_id, buyer_id, counterparty_id, product_id, state, status, reward, floor_minor, anchor_minor, assigned_at, closed_at, record)
       VALUES (?, ?, ?, ?, ?, ?, 'live', NULL, NULL, ?, ?, ?, NULL, ?)`,
      assignmentId,
      request.negotiationId,
      record.agentId,
      request.buyerId,
      request.counterpartyId,
      request.productId,
      request.floorMinor,
      request.anchorMinor,
      now,
      JSON.stringify(record),
    );
    const agent = record.agentId ? agents.find((a) => a.id === record.agentId) : undefined;
    return agent ? { kind: "agent", agent, record } : { kind: "default", record };
  }

  /** An assignment whose room was never opened (the buyer's account refused the open): it stops counting. True when one was live. */
  release(negotiationId: string): boolean {
    return this.sql.exec("UPDATE fleet_assignments SET state = 'released' WHERE negotiation_id = ? AND state = 'live'", negotiationId).rowsWritten > 0;
  }

  // --- outcomes -----------------------------------------------------------------------------------------------

  /**
   * A room's summary: its first terminal status closes the negotiation's live assignment, adding the outcome to the
   * shared memory. A summary sent again, an open one, or one of a negotiation the fleet did not assign changes nothing.
   */
  onSummary(summary: NegotiationSummary, _now: number): void {
    if (!TERMINAL.includes(summary.status)) return;
    const row = this.sql.exec<AssignmentRow>("SELECT * FROM fleet_assignments WHERE negotiation_id = ?", summary.negotiationId).toArray()[0];
    if (!row || row.state !== "live") return;
    this.closeWith(row, summary.status, surplusShare(summary.status, summary.agreedPriceMinor, row.floor_minor, row.anchor_minor), summary.updatedAt);
  }

  /** Closes a live assignment with its outcome; an agent's outcome goes to the shared memory. */
  private closeWith(row: AssignmentRow, status: NegotiationStatus, reward: number, at: number): void {
    this.sql.exec("UPDATE fleet_assignments SET state = 'closed', status = ?, reward = ?, closed_at = ? WHERE assignment_id = ?", status, reward, at, row.assignment_id);
    if (row.agent_id === null) return;
    const before = this.stats([row.counterparty_id]);
    const after = recordOutcome(before, { agentId: row.agent_id, counterpartyId: row.counterparty_id, reward, at }, DEFAULT_COORDINATOR_SETTINGS.halfLifeMs).agents[row.agent_id]!;
    for (const [counterpartyId, cell] of [[OVERALL, after.overall], [row.counterparty_id, after.byCounterparty[row.counterparty_id]!]] as const) {
      this.sql.exec(
        `INSERT INTO fleet_memory (agent_id, counterparty_id, alpha, beta, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (counterparty_id, agent_id) DO UPDATE SET alpha = excluded.alpha, beta = excluded.beta, updated_at = excluded.updated_at`,
        row.agent_id,
        counterpartyId,
        cell.alpha,
        cell.beta,
        cell.updatedAt,
      );
    }
  }

  // --- purchases: negotiate-best-k threads -------------------------------------------------------------------

  /**
   * Assigns each thread of a negotiate-best-k auction about to start (see the module's docblock): one after another,
   * so each sees the previous ones' agents busier. Threads already assigned (a retry) answer as they were.
   */
  assignProcurement(request: ProcurementRequest, now: number): ProcurementAssignment[] {
    const agents = this.agents().map(profileOf);
    return request.supplierIds.map((supplierId) => {
      const negotiationId = procurementNegotiationId(request.auctionId, supplierId);
      const given = this.sql.exec<AssignmentRow>("SELECT * FROM fleet_assignments WHERE negotiation_id = ?", negotiationId).toArray()[0];
      if (given) {
        const record = JSON.parse(given.record) as ProcurementRecord;
        const agent = record.agentId === null ? null : agents.find((a) => a.id === record.agentId) ?? null;
        return { supplierId, negotiationId, agent, record };
      }
      const counterpartyId = `supplier:${supplierId}`;
      const related = this.sql
        .exec<{ negotiation_id: string; agent_id: string }>(
          "SELECT negotiation_id, agent_id FROM fleet_assignments WHERE counterparty_id = ? AND agent_id IS NOT NULL AND state = 'live' AND negotiation_id IS NOT NULL ORDER BY assigned_at, negotiation_id",
          counterpartyId,
        )
        .toArray()
        .map((r) => ({ negotiationId: r.negotiation_id, agentId: r.agent_id }));
      // Suppliers have no profile segment today; one the Shop has seen (fleet_counterparties) brings its neighbours.
      const segment = this.sql.exec<{ segment: string }>("SELECT segment FROM fleet_counterparties WHERE counterparty_id = ?", counterpartyId).toArray()[0]?.segment ?? null;
      const { similar, similarSource, similarComputedAt } = this.similarTo(counterpartyId, segment, now);
      const stats = this.stats([counterpartyId, ...similar.map((s) => s.counterpartyId)]);
      const decided = assign({ negotiationId, dealType: "procurement", category: request.category, counterpartyId, similar, related }, { agents, live: this.live() }, stats, now);
      const assignmentId = `asg_${crypto.randomUUID().replaceAll("-", "")}`;
      const base = { assignmentId, decidedBy: "coordinator" as const, dealType: "procurement" as const, category: request.category, counterpartyId, similar, similarSource, similarComputedAt, related, candidates: decided.candidates, settings: DEFAULT_COORDINATOR_SETTINGS, at: iso(now) };
      const record: ProcurementRecord = decided.escalate
        ? { ...base, agentId: null, rule: "default", reason: `${decided.reason}; the request's default settings negotiate this thread (an auction's negotiation window runs: it cannot hold each thread for a person)` }
        : { ...base, agentId: decided.agentId, rule: decided.rule, reason: decided.reason };
      this.sql.exec(
        `INSERT INTO fleet_assignments (assignment_id, negotiation_id, agent_id, buyer_id, counterparty_id, product_id, state, status, reward, floor_minor, anchor_minor, assigned_at, closed_at, record)
         VALUES (?, ?, ?, ?, ?, ?, 'live', NULL, NULL, ?, ?, ?, NULL, ?)`,
        assignmentId,
        negotiationId,
        record.agentId,
        counterpartyId,
        counterpartyId,
        `rfq:${request.auctionId}`,
        // A purchase keeps its target and ceiling where a sale keeps floor and list price.
        request.targetMinor,
        request.ceilingMinor,
        now,
        JSON.stringify(record),
      );
      const agent = record.agentId === null ? null : agents.find((a) => a.id === record.agentId) ?? null;
      return { supplierId, negotiationId, agent, record };
    });
  }

  /**
   * Threads that ended: each live one is closed once, with the organisation's surplus share as the agent's reward in
   * the shared memory. Reported again (a retried delivery): nothing changes. Returns how many were closed now.
   */
  closeProcurement(outcomes: readonly ProcurementOutcome[]): number {
    let closed = 0;
    for (const o of outcomes) {
      const row = this.sql.exec<AssignmentRow>("SELECT * FROM fleet_assignments WHERE negotiation_id = ?", procurementNegotiationId(o.auctionId, o.supplierId)).toArray()[0];
      if (!row || row.state !== "live") continue;
      const reward = purchaseSurplusShare(o.status === "agreed", o.agreedPriceMinor, row.floor_minor, row.anchor_minor);
      this.closeWith(row, THREAD_STATUS_AS_NEGOTIATION[o.status] ?? "rejected", reward, o.at);
      closed++;
    }
    return closed;
  }

  // --- the owner's views and decisions ------------------------------------------------------------------------

  view(recent = 50): FleetView {
    const live = this.live();
    const totals = new Map(
      this.sql
        .exec<{ agent_id: string; held: number; closed: number; deals: number; surplus: number | null }>(
          `SELECT agent_id, count(*) AS held, sum(state = 'closed') AS closed, sum(status = 'agreed') AS deals, sum(CASE WHEN state = 'closed' THEN reward END) AS surplus
           FROM fleet_assignments WHERE agent_id IS NOT NULL AND state IN ('live', 'closed') GROUP BY agent_id`,
        )
        .toArray()
        .map((r) => [r.agent_id, r]),
    );
    const stats = this.stats([]);
    const kinds = this.sql
      .exec<{ agent_id: string; deal_type: string; held: number; closed: number; deals: number; surplus: number | null; live: number }>(
        `SELECT agent_id, json_extract(record, '$.dealType') AS deal_type, count(*) AS held, sum(state = 'closed') AS closed, sum(status = 'agreed') AS deals,
                sum(CASE WHEN state = 'closed' THEN reward END) AS surplus, sum(state = 'live') AS live
         FROM fleet_assignments WHERE agent_id IS NOT NULL AND state IN ('live', 'closed') GROUP BY agent_id, deal_type`,
      )
      .toArray();
    const agents = this.agents().map((a) => {
      const t = totals.get(a.id);
      const byDealType = Object.fromEntries(
        DEAL_TYPES.map((kind) => {
          const k = kinds.find((r) => r.agent_id === a.id && r.deal_type === kind);
          return [kind, { live: k?.live ?? 0, held: k?.held ?? 0, closed: k?.closed ?? 0, deals: k?.deals ?? 0, meanSurplusShare: k && k.closed > 0 ? (k.surplus ?? 0) / k.closed : null }];
        }),
      ) as AgentFigures["byDealType"];
      const closed = t?.closed ?? 0;
      const overall = stats.agents[a.id]?.overall;
      const figures: AgentFigures = {
        live: live[a.id] ?? 0,
        held: t?.held ?? 0,
        closed,
        deals: t?.deals ?? 0,
        dealRate: closed > 0 ? (t?.deals ?? 0) / closed : null,
        meanSurplusShare: closed > 0 ? (t?.surplus ?? 0) / closed : null,
        posterior: overall ? { alpha: overall.alpha, beta: overall.beta, mean: overall.alpha / (overall.alpha + overall.beta), at: iso(overall.updatedAt) } : null,
        byDealType,
      };
      return { ...a, figures };
    });
    return { agents, recentAssignments: this.assignments(recent), waiting: this.waiting(20), productCategories: this.productCategories() };
  }

  assignments(limit: number): AssignmentView[] {
    return this.sql.exec<AssignmentRow>("SELECT * FROM fleet_assignments WHERE state <> 'released' ORDER BY assigned_at DESC, assignment_id DESC LIMIT ?", limit).toArray().map(assignmentView);
  }

  /** The assignment of one negotiation, for the owner's negotiation page; null when the fleet did not assign it. */
  assignmentOf(negotiationId: string): AssignmentView | null {
    const row = this.sql.exec<AssignmentRow>("SELECT * FROM fleet_assignments WHERE negotiation_id = ?", negotiationId).toArray()[0];
    return row ? assignmentView(row) : null;
  }

  waiting(limit: number, status?: WaitingView["status"]): WaitingView[] {
    const rows = status
      ? this.sql.exec<WaitingRow>("SELECT * FROM fleet_waiting WHERE status = ? ORDER BY created_at DESC, waiting_id DESC LIMIT ?", status, limit)
      : this.sql.exec<WaitingRow>("SELECT * FROM fleet_waiting ORDER BY created_at DESC, waiting_id DESC LIMIT ?", limit);
    return rows.toArray().map(waitingView);
  }

  /**
   * The owner's answer to a "no agent fits" item: an agent (any active one the owner names, even over its
   * capacity: the owner decides) or the shop's default negotiator. The buyer's next open on the product uses it.
   */
  decide(waitingId: string, decision: { agentId: string | null }, now: number): RpcResult<WaitingView> {
    const row = this.sql.exec<WaitingRow>("SELECT * FROM fleet_waiting WHERE waiting_id = ?", waitingId).toArray()[0];
    if (!row) return fail("not-found", "No such waiting negotiation.");
    if (row.status !== "pending") return fail("escalation-closed", "This item has already been decided.");
    if (decision.agentId !== null) {
      const agent = this.agent(decision.agentId);
      if (!agent) return fail("validation-failed", "No such negotiator agent.", { errors: [{ path: "agentId", message: `the fleet has no agent ${decision.agentId}` }] });
      if (!agent.active) return fail("validation-failed", "That agent is switched off.", { errors: [{ path: "agentId", message: `${decision.agentId} is inactive` }] });
    }
    this.sql.exec("UPDATE fleet_waiting SET status = ?, agent_id = ?, decided_at = ? WHERE waiting_id = ?", decision.agentId === null ? "default" : "assigned", decision.agentId, now, waitingId);
    return ok(waitingView(this.sql.exec<WaitingRow>("SELECT * FROM fleet_waiting WHERE waiting_id = ?", waitingId).one()));
  }

  // --- internals ----------------------------------------------------------------------------------------------

  private ownerDecision(request: FleetOpenRequest, _now: number): WaitingRow | null {
    return (
      this.sql
        .exec<WaitingRow>("SELECT * FROM fleet_waiting WHERE buyer_id = ? AND product_id = ? AND status IN ('assigned', 'default') ORDER BY decided_at DESC LIMIT 1", request.buyerId, request.productId)
        .toArray()[0] ?? null
    );
  }

  private wait(request: FleetOpenRequest, category: string, reason: string, candidates: CandidateReport[], now: number): { waitingId: string; reason: string } {
    const open = this.sql.exec<WaitingRow>("SELECT * FROM fleet_waiting WHERE buyer_id = ? AND product_id = ? AND status = 'pending'", request.buyerId, request.productId).toArray()[0];
    if (open) {
      // The same buyer trying again: the item shows the latest reasons, not a second item.
      this.sql.exec("UPDATE fleet_waiting SET reason = ?, candidates = ? WHERE waiting_id = ?", reason, JSON.stringify(candidates), open.waiting_id);
      return { waitingId: open.waiting_id, reason };
    }
    const waitingId = `wait_${crypto.randomUUID().replaceAll("-", "")}`;
    this.sql.exec(
      "INSERT INTO fleet_waiting (waiting_id, buyer_id, counterparty_id, product_id, category, reason, candidates, status, agent_id, created_at, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', NULL, ?, NULL)",
      waitingId,
      request.buyerId,
      request.counterpartyId,
      request.productId,
      category,
      reason,
      JSON.stringify(candidates),
      now,
    );
    return { waitingId, reason };
  }

  private rememberSegment(counterpartyId: string, segment: string | null, now: number): void {
    if (segment === null) return;
    this.sql.exec(
      "INSERT INTO fleet_counterparties (counterparty_id, segment, seen_at) VALUES (?, ?, ?) ON CONFLICT (counterparty_id) DO UPDATE SET segment = excluded.segment, seen_at = excluded.seen_at",
      counterpartyId,
      segment,
      now,
    );
  }

  /**
   * The counterparty's neighbours: the graph's when the Shop holds any (one read on fleet_similar's primary key),
   * else those seen in its profile segment.
   */
  private similarTo(counterpartyId: string, segment: string | null, _now: number): { similar: SimilarCounterparty[] } & SimilarProvenance {
    const graph = this.sql
      .exec<{ similar_id: string; similarity: number; computed_at: number }>(
        "SELECT similar_id, similarity, computed_at FROM fleet_similar WHERE counterparty_id = ? ORDER BY similarity DESC, similar_id LIMIT ?",
        counterpartyId,
        MAX_GRAPH_NEIGHBOURS,
      )
      .toArray();
    if (graph.length > 0) {
      return {
        similar: graph.map((r) => ({ counterpartyId: r.similar_id, similarity: clampSimilarity(r.similarity) })),
        similarSource: "graph",
        similarComputedAt: iso(Math.max(...graph.map((r) => r.computed_at))),
      };
    }
    if (segment === null) return { similar: [], similarSource: "none", similarComputedAt: null };
    const similar = this.sql
      .exec<{ counterparty_id: string }>("SELECT counterparty_id FROM fleet_counterparties WHERE segment = ? AND counterparty_id <> ? ORDER BY seen_at DESC, counterparty_id LIMIT ?", segment, counterpartyId, MAX_SIMILAR)
      .toArray()
      .map((r) => ({ counterpartyId: r.counterparty_id, similarity: SEGMENT_SIMILARITY }));
    return { similar, similarSource: similar.length > 0 ? "segment" : "none", similarComputedAt: null };
  }

  // --- the knowledge graph's neighbours (pushed by the cron) ---------------------------------------------------

  /**
   * Replaces the graph neighbours of each counterparty given (normaliseGraphNeighbours first): its rows are deleted
   * and the new ones written with `computedAt`; an empty list leaves it none. Counterparties not given keep theirs.
   * The same push again writes the same rows. Returns how many counterparties and neighbour rows were written.
   */
  recordSimilar(entries: readonly GraphNeighbours[], computedAt: number): { counterparties: number; neighbours: number } {
    const clean = normaliseGraphNeighbours(entries);
    let neighbours = 0;
    for (const entry of clean) {
      this.sql.exec("DELETE FROM fleet_similar WHERE counterparty_id = ?", entry.counterpartyId);
      for (const s of entry.similar) {
        this.sql.exec("INSERT INTO fleet_similar (counterparty_id, similar_id, similarity, computed_at) VALUES (?, ?, ?, ?)", entry.counterpartyId, s.counterpartyId, s.similarity, computedAt);
        neighbours++;
      }
    }
    return { counterparties: clean.length, neighbours };
  }

  /** The graph neighbours held for one counterparty, most similar first (for tests and the owner's eyes). */
  graphNeighbours(counterpartyId: string): (SimilarCounterparty & { computedAt: string })[] {
    return this.sql
      .exec<{ similar_id: string; similarity: number; computed_at: number }>("SELECT similar_id, similarity, computed_at FROM fleet_similar WHERE counterparty_id = ? ORDER BY similarity DESC, similar_id", counterpartyId)
      .toArray()
      .map((r) => ({ counterpartyId: r.similar_id, similarity: r.similarity, computedAt: iso(r.computed_at) }));
  }
}

/** A graph similarity as the coordinator takes it: at most 1 (a value above says no more than "as similar as can be"). */
export function clampSimilarity(similarity: number): number {
  return Math.min(1, similarity);
}

/**
 * What the Shop stores of a push of graph neighbours: per counterparty (the last entry given wins), its neighbours
 * with a non-empty id other than its own and a finite similarity above 0 (0 or less says nothing about it; above 1
 * is clamped to 1), each once (its highest similarity), most similar first (ties by id), at most MAX_GRAPH_NEIGHBOURS.
 * Entries without a counterparty id are dropped. Pure: the cron's answer is checked where it is stored.
 */
export function normaliseGraphNeighbours(entries: readonly GraphNeighbours[]): GraphNeighbours[] {
  const byCounterparty = new Map<string, GraphNeighbours>();
  for (const entry of entries) {
    if (typeof entry?.counterpartyId !== "string" || entry.counterpartyId === "") continue;
    const best = new Map<string, number>();
    for (const s of Array.isArray(entry.similar) ? entry.similar : []) {
      if (typeof s?.counterpartyId !== "string" || s.counterpartyId === "" || s.counterpartyId === entry.counterpartyId) continue;
      if (typeof s.similarity !== "number" || !Number.isFinite(s.similarity) || s.similarity <= 0) continue;
      const similarity = clampSimilarity(s.similarity);
      if ((best.get(s.counterpartyId) ?? 0) < similarity) best.set(s.counterpartyId, similarity);
    }
    const similar = [...best]
      .map(([counterpartyId, similarity]) => ({ counterpartyId, similarity }))
      .sort((a, b) => b.similarity - a.similarity || (a.counterpartyId < b.counterpartyId ? -1 : a.counterpartyId > b.counterpartyId ? 1 : 0))
      .slice(0, MAX_GRAPH_NEIGHBOURS);
    byCounterparty.delete(entry.counterpartyId);
    byCounterparty.set(entry.counterpartyId, { counterpartyId: entry.counterpartyId, similar });
  }
  return [...byCounterparty.values()];
}

/** "active", or a stored version as "3" or "v3"; undefined for anything else. */
export function policyVersionOf(policySetId: string): number | "active" | undefined {
  if (policySetId === "active") return "active";
  const m = /^v?(\d{1,9})$/.exec(policySetId);
  return m ? Number(m[1]) : undefined;
}

function profileOf(a: AgentView): NegotiatorProfile {
  const { version: _v, createdAt: _c, updatedAt: _u, ...profile } = a;
  return profile;
}

function agentView(row: AgentRow): AgentView {
  return { ...(JSON.parse(row.profile) as NegotiatorProfile), version: row.version, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
}

function assignmentView(row: AssignmentRow): AssignmentView {
  return {
    assignmentId: row.assignment_id,
    negotiationId: row.negotiation_id,
    agentId: row.agent_id,
    state: row.state,
    status: (row.status as NegotiationStatus | null) ?? null,
    reward: row.reward,
    assignedAt: iso(row.assigned_at),
    record: JSON.parse(row.record) as AssignmentRecord | ProcurementRecord,
  };
}

function waitingView(row: WaitingRow): WaitingView {
  return {
    waitingId: row.waiting_id,
    buyerId: row.buyer_id,
    counterpartyId: row.counterparty_id,
    productId: row.product_id,
    category: row.category,
    reason: row.reason,
    candidates: JSON.parse(row.candidates) as CandidateReport[],
    status: row.status,
    agentId: row.agent_id,
    createdAt: iso(row.created_at),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
  };
}
