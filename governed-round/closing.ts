/** The two ways a negotiation closes without a decision: its deadline passes, or the buyer walks away. */
import { emptyEffects, outcomeLine } from "./apply";
import type { RoundState, Settled } from "./types";

/** Past the deadline: the shop's offer lapses, and so does a person's pending review. */
export function expireNegotiation(state: RoundState, expiresAt: number, now: number): Settled {
  const effects = emptyEffects();
  effects.lapse = "the negotiation expired";
  effects.offers.push({ round: state.round, party: "shop", kind: "reject", priceMinor: null, reasons: ["COUNTER_EXPIRED"], at: now });
  effects.audit.push(outcomeLine({ status: "expired", reasons: ["COUNTER_EXPIRED"] }));
  effects.events.push({ type: "negotiation.expired", actor: "system", payload: { round: state.round, expiresAt } });
  return { decision: null, next: { ...state, status: "expired", lastAction: "reject", lastReasons: ["COUNTER_EXPIRED"] }, effects };
}

/** A buyer may walk away at any time; a person's pending review then lapses. */
export function withdrawNegotiation(state: RoundState): Settled {
  const effects = emptyEffects();
  effects.lapse = "the buyer withdrew";
  effects.audit.push(outcomeLine({ status: "withdrawn", reasons: [] }));
  effects.events.push({ type: "negotiation.withdrawn", actor: "buyer", payload: { round: state.round } });
  return { decision: null, next: { ...state, status: "withdrawn", lastAction: "withdraw", lastReasons: [] }, effects };
}
