import type { BuyerMove, NegotiationConfig, NegotiationState, StrategyConfig } from "./types";

const STRATEGY_KINDS: ReadonlySet<string> = new Set(["boulware", "linear", "conceder", "anchor-resume"]);
export const MAX_ROUNDS_LIMIT = 1_000;
export const MAX_EXPONENT = 10;

const isMinor = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const isPositiveMinor = (v: unknown): v is number => isMinor(v) && v >= 1;

function strategyProblems(strategy: StrategyConfig | undefined): string[] {
  if (!strategy || typeof strategy !== "object") return ["strategy is required"];
  const problems: string[] = [];
  if (!STRATEGY_KINDS.has(strategy.kind)) problems.push(`strategy.kind "${String(strategy.kind)}" is not one of ${[...STRATEGY_KINDS].join(", ")}`);
  if (strategy.exponent !== undefined) {
    const e = strategy.exponent;
    if (typeof e !== "number" || !Number.isFinite(e) || e <= 0 || e > MAX_EXPONENT) {
      problems.push(`strategy.exponent must be a number in (0, ${MAX_EXPONENT}]`);
    }
  }
  if (strategy.rateBps !== undefined) {
    const r = strategy.rateBps;
    if (!Number.isInteger(r) || r < 1 || r > 10_000) problems.push("strategy.rateBps must be an integer from 1 to 10000");
  }
  return problems;
}

/** Everything wrong with a product's negotiation settings; empty when they are usable. Never throws. */
export function validateConfig(config: NegotiationConfig): string[] {
  if (!config || typeof config !== "object") return ["config is required"];
  const problems: string[] = [];
  if (typeof config.currency !== "string" || !/^[A-Z]{3}$/.test(config.currency)) problems.push("currency must be an ISO 4217 code");
  if (!isPositiveMinor(config.anchorMinor)) problems.push("anchorMinor must be a positive integer of at most 2^53 − 1");
  if (!isPositiveMinor(config.floorMinor)) problems.push("floorMinor must be a positive integer of at most 2^53 − 1");
  if (isPositiveMinor(config.anchorMinor) && isPositiveMinor(config.floorMinor) && config.floorMinor > config.anchorMinor) {
    problems.push("floorMinor must not exceed anchorMinor");
  }
  problems.push(...strategyProblems(config.strategy));
  if (!Number.isInteger(config.maxRounds) || config.maxRounds < 1 || config.maxRounds > MAX_ROUNDS_LIMIT) {
    problems.push(`maxRounds must be an integer from 1 to ${MAX_ROUNDS_LIMIT}`);
  }
  if (!Number.isSafeInteger(config.ttlMs) || config.ttlMs < 1) problems.push("ttlMs must be a positive integer");
  return problems;
}

/** Problems with the state, the move and the clock, given a valid config. */
export function validateRound(config: NegotiationConfig, state: NegotiationState, move: BuyerMove, now: number): string[] {
  const problems: string[] = [];
  if (!state || typeof state !== "object") return ["state is required"];
  if (!Number.isInteger(state.round) || state.round < 0 || state.round > config.maxRounds) problems.push("state.round is out of range");
  if (!Number.isSafeInteger(state.openedAt)) problems.push("state.openedAt must be an integer epoch ms");
  if (!Number.isSafeInteger(now)) problems.push("now must be an integer epoch ms");
  const shop = state.lastShopOfferMinor;
  if (shop !== null && (!isMinor(shop) || shop < config.floorMinor || shop > config.anchorMinor)) {
    problems.push("state.lastShopOfferMinor must lie between floor and anchor");
  }
  if (state.lastBuyerOfferMinor !== null && !isPositiveMinor(state.lastBuyerOfferMinor)) problems.push("state.lastBuyerOfferMinor is invalid");
  if (!move || typeof move !== "object") return [...problems, "move is required"];
  switch (move.kind) {
    case "open":
      if (shop !== null || state.round !== 0) problems.push("the negotiation is already open");
      if (move.priceMinor !== undefined && !isPositiveMinor(move.priceMinor)) problems.push("priceMinor must be a positive integer of at most 2^53 − 1");
      break;
    case "counter":
      if (shop === null) problems.push("a counter needs a standing shop offer");
      if (state.round >= config.maxRounds) problems.push("no rounds left");
      if (!isPositiveMinor(move.priceMinor)) problems.push("priceMinor must be a positive integer of at most 2^53 − 1");
      break;
    case "accept":
      if (shop === null) problems.push("there is no standing offer to accept");
      break;
    default:
      problems.push(`unknown move kind "${String((move as { kind?: unknown }).kind)}"`);
  }
  return problems;
}
