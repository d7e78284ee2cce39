/**
 * The shop's real negotiator as the roleplay counterparty: the persona's words go to the buyer HTTP API
 * (`POST /v1/shops/{shopId}/negotiations`, then `POST /v1/negotiations/{id}/offers` with `{message}`), so the
 * live room, its reader and its replies answer — nothing is simulated. The room's answer is turned back into an
 * agent output (a counter-offer, an answer, a request to confirm, a hand-over to a person, an agreement).
 *
 * The transport is handed in (the worker's own fetch in workerd, real HTTP from the CLI), so this module stays
 * free of network code of its own.
 */
import type { AgentStep, AgentView, RoleplayAgent } from "../engine";
import type { ActionType, AgentOutput } from "../types";

export type RoomTransport = (method: string, path: string, options: { token?: string; body?: unknown }) => Promise<{ status: number; body: any }>;

export interface RoomCounterpartyOptions {
  transport: RoomTransport;
  shopId: string;
  productId: string;
  /** A buyer key of the shop (`pbk_…`): the persona negotiates as this registered buyer. */
  buyerKey: string;
  quantity?: number;
  buyerName?: string;
}

export class RoomError extends Error {}

/** What the room said, as an agent output and the facts the engine and the judge need. */
export function roomAnswerToStep(status: number, body: any, previousStandingMinor: number | undefined): AgentStep {
  if (status >= 400 || !body || typeof body !== "object") {
    const out: AgentOutput = { action: { type: "REJECT", payload: { reason: `HTTP ${status}` } }, message_text: String(body?.title ?? body?.detail ?? `HTTP ${status}`).slice(0, 2_000) || `HTTP ${status}`, used_strategies: [] };
    return { raw: JSON.stringify(out), end: "error", outcome: `http-${status}` };
  }
  const standing: number | undefined = body.shopOffer?.priceMinor ?? previousStandingMinor;
  const text = String(body.message ?? "").slice(0, 4_000) || "(no message)";
  const held = body.status === "open" && typeof body.retryAfterSeconds === "number";
  const reasons: string[] = body.decision?.reasons ?? [];
  let type: ActionType;
  let outcome: string;
  let end: AgentStep["end"];
  let agreedMinor: number | undefined;
  if (body.status === "agreed") {
    type = "ACCEPT";
    outcome = "agreed";
    end = "agreed";
    agreedMinor = body.agreement?.priceMinor ?? standing;
  } else if (body.status === "withdrawn") {
    type = "SUMMARIZE_VALIDATE";
    outcome = "withdrawn";
    end = "walked-away";
  } else if (body.status === "rejected" || body.status === "failed") {
    type = "REJECT";
    outcome = body.status;
    end = "rejected";
  } else if (body.status === "expired") {
    type = "TIMEOUT_END";
    outcome = "expired";
    end = "timeout";
  } else if (held) {
    type = "ESCALATE_TO_DECIDER";
    outcome = "held";
    end = "escalated";
  } else if (body.confirmation) {
    type = "SUMMARIZE_VALIDATE";
    outcome = "confirm";
  } else if (body.answer) {
    type = "SUMMARIZE_VALIDATE";
    outcome = "answer";
  } else if (reasons.includes("CLARIFICATION_NEEDED")) {
    type = "ASK_INFO";
    outcome = "clarify";
  } else {
    type = previousStandingMinor !== undefined && standing !== undefined && standing < previousStandingMinor ? "CONCEDE" : previousStandingMinor === undefined ? "PROPOSE_OFFER" : "COUNTER_OFFER";
    outcome = "price";
  }
  const out: AgentOutput = { action: { type, payload: { ...(standing !== undefined ? { priceMinor: standing } : {}), ...(body.answer?.subject ? { subject: String(body.answer.subject).slice(0, 200) } : {}) } }, message_text: text, used_strategies: [] };
  return { raw: JSON.stringify(out), ...(standing !== undefined ? { standingMinor: standing } : {}), outcome, ...(end ? { end } : {}), ...(agreedMinor !== undefined ? { agreedMinor } : {}), ...(held ? { handedToPerson: true } : {}) };
}

export function roomCounterparty(o: RoomCounterpartyOptions): RoleplayAgent & { negotiationId(): string | undefined } {
  let negotiation: { id: string; token: string } | undefined;
  let standing: number | undefined;
  const request = (method: string, path: string, body: unknown, token: string) => o.transport(method, path, { token, body });
  return {
    negotiationId: () => negotiation?.id,
    async open(_view: AgentView) {
      const res = await request("POST", `/v1/shops/${encodeURIComponent(o.shopId)}/negotiations`, { productId: o.productId, quantity: o.quantity ?? 1, buyer: { name: o.buyerName ?? "Roleplay buyer" } }, o.buyerKey);
      if (res.status !== 201) return roomAnswerToStep(res.status, res.body, undefined);
      negotiation = { id: res.body.negotiationId, token: res.body.token };
      const step = roomAnswerToStep(200, res.body, undefined);
      standing = step.standingMinor;
      return step;
    },
    async act(view: AgentView) {
      if (!negotiation) throw new RoomError("the negotiation was not opened");
      const said = [...view.history].reverse().find((t) => t.speaker === "persona");
      const message = said?.output.message_text ?? "";
      const res = await request("POST", `/v1/negotiations/${encodeURIComponent(negotiation.id)}/offers`, { message }, negotiation.token);
      const step = roomAnswerToStep(res.status, res.body, standing);
      if (step.standingMinor !== undefined) standing = step.standingMinor;
      return step;
    },
  };
}
