import { decide, type BuyerMove, type Decision, type NegotiationConfig, type NegotiationState } from "../../kernel";

export interface Step {
  state: NegotiationState;
  move: BuyerMove;
  now: number;
  decision: Decision;
}

/** Plays a script against the kernel the way the NegotiationRoom does, until a terminal decision. */
export function play(config: NegotiationConfig, script: { opening?: number; moves: BuyerMove[]; gaps: number[] }): Step[] {
  let state: NegotiationState = { round: 0, openedAt: 1_700_000_000_000, lastShopOfferMinor: null, lastBuyerOfferMinor: null };
  let now = state.openedAt;
  const steps: Step[] = [];
  const moves: BuyerMove[] = [script.opening === undefined ? { kind: "open" } : { kind: "open", priceMinor: script.opening }, ...script.moves];
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i]!;
    const decision = decide({ config, state, move, now });
    steps.push({ state, move, now, decision });
    if (decision.status !== "open" || decision.reasons.includes("INVALID_INPUT")) break;
    state = {
      round: decision.round,
      openedAt: state.openedAt,
      lastShopOfferMinor: decision.priceMinor,
      lastBuyerOfferMinor: move.kind === "accept" ? state.lastBuyerOfferMinor : (move.priceMinor ?? state.lastBuyerOfferMinor),
    };
    now += script.gaps[i] ?? 0;
  }
  return steps;
}
