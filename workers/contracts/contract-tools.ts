/**
 * The MCP tools a contract's party uses (workers/mcp/tools.ts registers them beside the negotiation tools): read a
 * contract, post SLA samples (the reporter), propose amended terms, accept or reject (the proposal, or the open
 * amendment), and dispute the money a check moved or withdraw that dispute. Like every tool, a thin adapter over the
 * HTTP API (POST /v1/contracts/…) with the buyer key the MCP request carries, so refusals are the API's own problems.
 * Inputs are strict, as the HTTP bodies are: a field the tool does not know is refused, never silently dropped.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { McpBuyerCaller } from "../caller";
import type { ApiCaller } from "../mcp/api-caller";
import { okResult, withoutSecrets } from "../mcp/tool-results";
import { ProblemOutput } from "../mcp/tool-schemas";

export const CONTRACT_TOOL_NAMES = ["get_contract", "post_samples", "propose_amendment", "adopt_renegotiation", "accept_contract", "reject_contract", "open_dispute", "withdraw_dispute"] as const;

const MONEY = "Money is a whole number of the currency's minor unit (12500 = 125.00 EUR).";

const contractId = z.string().meta({ pattern: "^ctr_[0-9a-f]{32}$", description: "The contract's id (ctr_ and 32 hexadecimal characters), as the shop gave it to you." });
const amendmentFlag = z.boolean().meta({ description: "true: act on the open amendment rather than the proposed contract." }).optional();

const Terms = z.object({
  currency: z.string(),
  priceMinor: z.number().int(),
  terms: z.record(z.string(), z.union([z.number(), z.string()])),
  sla: z.array(z.looseObject({ id: z.string(), metric: z.string(), statistic: z.string(), threshold: z.number() })),
  stakeMinor: z.number().int(),
  bonusPoolMinor: z.number().int(),
  durationMs: z.number().int(),
});

const Dispute = z.object({
  disputeId: z.string(),
  cause: z.string(),
  kind: z.string().meta({ description: "penalty or bonus: what the check paid" }),
  openedBy: z.string(),
  against: z.array(z.string()),
  amountMinor: z.number().int(),
  reason: z.string(),
  openedAt: z.number().int(),
  status: z.string().meta({ description: "open, upheld, rejected or withdrawn" }),
  decidedAt: z.number().int().optional(),
  decidedBy: z.string().optional(),
  note: z.string().optional(),
});

export const ContractState = z.object({
  contractId: z.string(),
  kind: z.string(),
  status: z.string().meta({ description: "proposed, active, suspended, completed, terminated or expired" }),
  parties: z.array(z.object({ agentId: z.string(), role: z.string() })),
  reporter: z.string().nullable().meta({ description: "The party whose samples count." }),
  terms: Terms,
  termsVersion: z.number().int(),
  acceptedBy: z.array(z.string()),
  activatedAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  amendment: z.object({ id: z.string(), proposedBy: z.string(), expiresAt: z.string(), terms: Terms, acceptedBy: z.array(z.string()) }).nullable(),
  sla: z.object({
    targets: z.array(z.looseObject({ id: z.string(), reading: z.number().nullable(), met: z.boolean().nullable() })),
    consecutiveViolations: z.number().int(),
    violationsTotal: z.number().int(),
    lastCheckAt: z.string().nullable(),
  }),
  ledger: z.object({ balances: z.record(z.string(), z.number().int()), postings: z.array(z.looseObject({ postingId: z.string(), kind: z.string(), amountMinor: z.number().int(), cause: z.string() })).optional() }),
  disputes: z.array(Dispute).optional().meta({ description: "Disputes of the money a check moved (open_dispute), oldest first." }),
});

export const ContractOutput = z.object({ contract: ContractState.optional(), problem: ProblemOutput.optional() });

export const DisputeOutput = z.object({ dispute: Dispute.optional(), problem: ProblemOutput.optional() });

const disputeId = z.string().meta({ pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", description: "Your id for the dispute (1 to 64 letters, digits, '.', '_' or '-')." });

function disputeText(d: z.infer<typeof Dispute>): string {
  const decided = d.status === "open" ? "waiting for a person at the shop to decide" : `${d.status}${d.decidedBy ? ` by ${d.decidedBy}` : ""}${d.note ? ` (${d.note})` : ""}`;
  return `Dispute ${d.disputeId} of the ${d.kind} of ${d.amountMinor} minor units that ${d.cause} moved to ${d.against.join(", ")}: ${decided}.`;
}

const Receipt = z.object({ batchId: z.string(), accepted: z.number().int(), late: z.number().int(), future: z.number().int(), duplicate: z.boolean() });
export const ReceiptOutput = z.object({ receipt: Receipt.optional(), problem: ProblemOutput.optional() });

const SampleInput = z.strictObject({
  metric: z.string().meta({ enum: ["latency", "success", "availability", "accuracy", "throughput"], description: "A metric one of the contract's SLA targets judges." }),
  at: z.number().meta({ type: "integer", minimum: 0, description: "When it was measured, epoch milliseconds." }),
  value: z.number().meta({ description: "Latency in ms ≥ 0; success and availability 1 or 0; accuracy 0..1; throughput a count ≥ 0." }),
});

function contractText(c: z.infer<typeof ContractState>): string {
  const targets = c.sla.targets.map((t) => `${t.id} ${t.reading === null ? "not judged" : `${t.reading} (${t.met ? "met" : "missed"})`}`).join("; ");
  const amendment = c.amendment ? ` Open amendment ${c.amendment.id} by ${c.amendment.proposedBy}, accepted by ${c.amendment.acceptedBy.join(", ")}, until ${c.amendment.expiresAt}.` : "";
  return `Contract ${c.contractId} (${c.kind}): ${c.status}, terms v${c.termsVersion}, ${c.terms.priceMinor} ${c.terms.currency} minor units. SLA: ${targets || "none"}; ${c.sla.violationsTotal} violations (${c.sla.consecutiveViolations} in a row).${amendment}`;
}

export function registerContractTools(server: McpServer, { buyer, api }: { buyer: McpBuyerCaller; api: ApiCaller }): void {
  const guarded = (result: CallToolResult) => withoutSecrets(result, [buyer.key]);
  const contract = async (method: "GET" | "POST", path: string, body?: object) =>
    guarded(okResult("contract", ContractState, await api(method, path, { credential: buyer.key, ...(body ? { body } : {}) }), contractText));

  server.registerTool(
    "get_contract",
    {
      title: "Read a service contract",
      description: `Read a contract you are a party to: status, parties and roles, terms and SLA targets with each target's live reading over its window, violations so far, any open amendment, and the ledger's balances. Changes nothing. ${MONEY}`,
      inputSchema: z.strictObject({ contractId }),
      outputSchema: ContractOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ contractId: id }) => contract("GET", `/v1/contracts/${id}`),
  );

  server.registerTool(
    "post_samples",
    {
      title: "Post SLA samples",
      description:
        "As the contract's reporter, post a batch of measurements of the metrics its SLA targets judge. `batchId` makes the post idempotent: a batch id posted before changes nothing. A bad sample (a metric the contract lacks, a negative latency, …) refuses the whole batch, naming it. Samples older than 15 minutes or more than 5 s ahead are counted but not used.",
      inputSchema: z.strictObject({ contractId, batchId: z.string().meta({ minLength: 1, maxLength: 128 }), samples: z.array(SampleInput).meta({ maxItems: 10_000 }) }),
      outputSchema: ReceiptOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async ({ contractId: id, batchId, samples }) =>
      guarded(
        okResult("receipt", Receipt, await api("POST", `/v1/contracts/${id}/samples`, { credential: buyer.key, body: { batchId, samples } }), (r) =>
          r.duplicate ? `Batch ${r.batchId} was posted before; nothing added.` : `Batch ${r.batchId}: ${r.accepted} samples taken, ${r.late} late, ${r.future} ahead of time.`,
        ),
      ),
  );

  server.registerTool(
    "propose_amendment",
    {
      title: "Propose amended contract terms",
      description: `Propose new terms for an active or suspended contract — all of them: currency (unchanged), priceMinor, terms, sla, stakeMinor and bonusPoolMinor (neither may shrink), durationMs. No sooner than the shop's minimum interval after the last proposal. You count as accepting; the others accept or reject with accept_contract / reject_contract and amendment: true. ${MONEY}`,
      inputSchema: z.strictObject({
        contractId,
        currency: z.string(),
        priceMinor: z.number().meta({ type: "integer", minimum: 0 }),
        terms: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
        sla: z.array(z.record(z.string(), z.unknown())).meta({ description: "SLA targets: id, metric, statistic, windowMin, threshold, penaltyMinor, bonusMinor, minSamples." }),
        stakeMinor: z.number().meta({ type: "integer", minimum: 0 }),
        bonusPoolMinor: z.number().meta({ type: "integer", minimum: 0 }).optional(),
        durationMs: z.number().meta({ type: "integer", minimum: 1 }),
      }),
      outputSchema: ContractOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ contractId: id, ...terms }) => contract("POST", `/v1/contracts/${id}/amendments`, terms),
  );

  server.registerTool(
    "adopt_renegotiation",
    {
      title: "Adopt a renegotiated deal as the contract's terms",
      description: `As the contract's consumer, after you negotiated a new price (and terms) for the same product in an ordinary negotiation (open_negotiation, make_offer, accept) and it is agreed, make that agreement the contract's next terms version: price and terms from the deal; SLA, stake, bonus pool and duration unchanged. A negotiation opened before the contract was activated or last amended, or used before, is refused. ${MONEY}`,
      inputSchema: z.strictObject({ contractId, negotiationId: z.string().meta({ minLength: 1, maxLength: 128, description: "The agreed negotiation's id." }) }),
      outputSchema: ContractOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    async ({ contractId: id, negotiationId }) => contract("POST", `/v1/contracts/${id}/renegotiated`, { negotiationId }),
  );

  server.registerTool(
    "accept_contract",
    {
      title: "Accept a contract (or its amendment)",
      description: "Accept the proposed contract you are a party to (binding: once every party has, it is active and the stake and bonus pool are deposited), or with amendment: true the open amendment (once every party has, its terms stand).",
      inputSchema: z.strictObject({ contractId, amendment: amendmentFlag }),
      outputSchema: ContractOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ contractId: id, amendment }) => contract("POST", `/v1/contracts/${id}/${amendment ? "amendments/accept" : "accept"}`),
  );

  server.registerTool(
    "reject_contract",
    {
      title: "Decline a contract (or reject its amendment)",
      description: "Decline the proposed contract (it is then never active), or with amendment: true reject the open amendment (the terms stay as they are).",
      inputSchema: z.strictObject({ contractId, amendment: amendmentFlag, reason: z.string().meta({ maxLength: 500 }).optional() }),
      outputSchema: ContractOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ contractId: id, amendment, reason }) =>
      amendment ? contract("POST", `/v1/contracts/${id}/amendments/reject`) : contract("POST", `/v1/contracts/${id}/decline`, reason === undefined ? undefined : { reason }),
  );

  // The API answers `{ dispute }`: the tool's result is the dispute itself, under the same key.
  const dispute = async (path: string, body?: object) => {
    const outcome = await api("POST", path, { credential: buyer.key, ...(body ? { body } : {}) });
    return guarded(okResult("dispute", Dispute, outcome.ok ? { ...outcome, body: (outcome.body as { dispute?: unknown } | null)?.dispute } : outcome, disputeText));
  };

  server.registerTool(
    "open_dispute",
    {
      title: "Dispute the money an SLA check moved",
      description: `If you paid it — as the provider a penalty, as a consumer a bonus — dispute the money one check of a contract moved: name the postings' cause as get_contract's ledger shows it (check:<at>:<targetId>) and say why. A person at the shop upholds it (the money goes back to you) or rejects it; the side that loses gets a mark in its dispute record, which later negotiations see. Within a week of the check; one dispute per check cause. The same disputeId and cause again is a harmless repeat. ${MONEY}`,
      inputSchema: z.strictObject({
        contractId,
        disputeId,
        cause: z.string().meta({ minLength: 1, maxLength: 256, description: "The cause of the postings you dispute: check:<at>:<targetId>." }),
        reason: z.string().meta({ minLength: 1, maxLength: 2_000, description: "Why the check's money should go back." }),
      }),
      outputSchema: DisputeOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async ({ contractId: id, disputeId: did, cause, reason }) => dispute(`/v1/contracts/${id}/disputes`, { disputeId: did, cause, reason }),
  );

  server.registerTool(
    "withdraw_dispute",
    {
      title: "Withdraw your open dispute",
      description: "Take back a dispute you opened, while it is still open: nothing moves and nobody gets a mark. The same money may be disputed again under a new disputeId.",
      inputSchema: z.strictObject({ contractId, disputeId }),
      outputSchema: DisputeOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ contractId: id, disputeId: did }) => dispute(`/v1/contracts/${id}/disputes/${encodeURIComponent(did)}/withdraw`),
  );
}
