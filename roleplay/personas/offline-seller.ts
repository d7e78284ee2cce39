/**
 * An offline seller persona: the counterparty for a buyer preparing its own negotiation without a shop, and the
 * engine's stand-in in pure tests. It opens at the list price, concedes a share of the way toward its private
 * floor each round, takes a bid at or above what it currently aims for, answers questions by restating its
 * offer, and ends on the buyer's acceptance or walk-away. It reads the buyer's structured action, not the text.
 */
import type { AgentStep, AgentView, RoleplayAgent } from "../engine";
import type { ActionType, AgentOutput, Turn } from "../types";

export interface SellerTerms {
  floorMinor: number;
  /** Share of (current aspiration − floor) conceded per round. */
  concession?: number;
}

export function offlineSellerPersona(terms: SellerTerms): RoleplayAgent {
  const concession = terms.concession ?? 0.3;
  const say = (type: ActionType, text: string, standingMinor: number, extra: Partial<AgentStep> = {}): AgentStep => {
    const output: AgentOutput = { action: { type, payload: { priceMinor: standingMinor } }, message_text: text, used_strategies: [] };
    return { raw: JSON.stringify(output), standingMinor, ...extra };
  };
  const standingOf = (history: readonly Turn[], list: number) => {
    for (let i = history.length - 1; i >= 0; i--) if (history[i]!.speaker === "counterparty" && history[i]!.standingMinor !== undefined) return history[i]!.standingMinor!;
    return list;
  };
  return {
    async open(view: AgentView) {
      const list = view.snapshot.product.listPriceMinor;
      return say("PROPOSE_OFFER", `Our price is ${list} minor units per unit.`, list, { outcome: "price" });
    },
    async act(view: AgentView) {
      const list = view.snapshot.product.listPriceMinor;
      const standing = standingOf(view.history, list);
      const theirs = view.history[view.history.length - 1];
      const a = theirs?.output.action;
      if (!a) return say("SUMMARIZE_VALIDATE", `Our offer stands at ${standing}.`, standing);
      if (a.type === "ACCEPT") return say("ACCEPT", `Agreed at ${standing}.`, standing, { end: "agreed", agreedMinor: standing, outcome: "agreed" });
      if (a.type === "WALK_AWAY" || a.type === "TIMEOUT_END") return say("SUMMARIZE_VALIDATE", "Understood, goodbye.", standing, { end: "walked-away", outcome: "withdrawn" });
      if (a.type === "ASK_INFO" || a.type === "REQUEST_CRITERIA") return say("SUMMARIZE_VALIDATE", `Good question. Our offer stands at ${standing}.`, standing, { outcome: "answer" });
      const bid = a.payload.priceMinor;
      const aim = Math.max(terms.floorMinor, Math.round(standing - (standing - terms.floorMinor) * concession));
      if (bid !== undefined && bid >= aim) return say("ACCEPT", `Deal at ${bid}.`, bid, { end: "agreed", agreedMinor: bid, outcome: "agreed" });
      return say(aim < standing ? "CONCEDE" : "COUNTER_OFFER", `We can do ${aim}.`, aim, { outcome: "price" });
    },
  };
}
