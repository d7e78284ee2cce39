import type { DecisionAction } from "./types";

/**
 * The standing-offer rule: after a decision the shop's standing offer is the price it counters or holds at; an
 * acceptance or a rejection leaves the standing offer as it was. The kernel's decisions carry it in their state;
 * governance builds its own decisions with it (governed-round/standing-offer.ts); a trace rebuilt from events
 * follows it (memory/).
 */
export function standingOfferAfter(action: DecisionAction, priceMinor: number | null, before: number | null): number | null {
  return action === "counter" || action === "hold" ? priceMinor : before;
}
