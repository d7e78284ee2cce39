import { decide, type BuyerMove, type Decision, type Insight, type NegotiationConfig, type NegotiationState, type PrivateDraws } from "../../kernel";
import { initialState } from "./arbitraries";

export interface Step {
  state: NegotiationState;
  move: BuyerMove;
  now: number;
  decision: Decision;
}

export const MIDDLE_DRAWS: PrivateDraws = { reserve: 0.5, shape: 0.5, temper: 0.5, end: 0.5, offer: 0.5 };

/**
 * Plays a script against the kernel the way the NegotiationRoom does — it stores the state each decision
 * returns — until a terminal decision.
 */
export function play(
  config: NegotiationConfig,
  script: { opening?: number; moves: BuyerMove[]; gaps: number[] },
  draws: PrivateDraws = MIDDLE_DRAWS,
  start: NegotiationState = initialState(),
  insight?: Insight,
): Step[] {
  let state = start;
  let now = state.openedAt;
  const steps: Step[] = [];
  const moves: BuyerMove[] = [script.opening === undefined ? { kind: "open" } : { kind: "open", priceMinor: script.opening }, ...script.moves];
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i]!;
    const decision = decide({ config, state, move, now, draws, ...(insight ? { insight } : {}) });
    steps.push({ state, move, now, decision });
    if (decision.status !== "open" || decision.reasons.includes("INVALID_INPUT")) break;
    state = decision.state;
    now += script.gaps[i] ?? 0;
  }
  return steps;
}
