import { COUNTER_TACTIC_TRIGGERS, type BuyerModel, type BuyerMove, type NegotiationConfig, type NegotiationState, type PrivateDraws, type StrategyConfig } from "./types";
const TRIGGERS: ReadonlySet<string> = new Set(COUNTER_TACTIC_TRIGGERS);

const STRATEGY_KINDS: ReadonlySet<string> = new Set(["adaptive", "boulware", "linear", "conceder"]);
export const MAX_ROUNDS_LIMIT = 1_000;
export const MAX_EXPONENT = 10;

const isMinor = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const isPositiveMinor = (v: unknown): v is number => isMinor(v) && v >= 1;
const isUnit = (v: unknown) => typeof v === "number" && v >= 0 && v < 1;

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
  if (strategy.holdAfter !== undefined) {
    const h: unknown = strategy.holdAfter;
    if (!Array.isArray(h) || h.length > TRIGGERS.size || h.some((t) => !TRIGGERS.has(t as string))) {
      problems.push(`strategy.holdAfter must list tactics among ${[...TRIGGERS].join(", ")}`);
    }
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

/**
 * validateConfig(config) is empty: the same checks without building messages, for package decisions (which check
 * the product's settings every round and have no use for the words). Property-tested against validateConfig.
 */
export function configValid(config: NegotiationConfig): boolean {
  if (!config || typeof config !== "object") return false;
  const c = config.currency;
  if (typeof c !== "string" || c.length !== 3 || !isUpper(c.charCodeAt(0)) || !isUpper(c.charCodeAt(1)) || !isUpper(c.charCodeAt(2))) return false;
  if (!isPositiveMinor(config.anchorMinor) || !isPositiveMinor(config.floorMinor) || config.floorMinor > config.anchorMinor) return false;
  if (!strategyValid(config.strategy)) return false;
  if (!Number.isInteger(config.maxRounds) || config.maxRounds < 1 || config.maxRounds > MAX_ROUNDS_LIMIT) return false;
  return Number.isSafeInteger(config.ttlMs) && config.ttlMs >= 1;
}

/** /^[A-Z]$/ on one UTF-16 code unit. */
const isUpper = (code: number) => code >= 65 && code <= 90;

/** strategyProblems(strategy) is empty. */
function strategyValid(strategy: StrategyConfig | undefined): boolean {
  if (!strategy || typeof strategy !== "object" || !STRATEGY_KINDS.has(strategy.kind)) return false;
  const e = strategy.exponent;
  if (e !== undefined && (typeof e !== "number" || !Number.isFinite(e) || e <= 0 || e > MAX_EXPONENT)) return false;
  const h: unknown = strategy.holdAfter;
  return h === undefined || (Array.isArray(h) && h.length <= TRIGGERS.size && !h.some((t) => !TRIGGERS.has(t as string)));
}

const nullableMinor = (v: unknown) => v === null || isMinor(v);

function buyerModelProblems(model: BuyerModel | undefined): string[] {
  return buyerModelValid(model) ? [] : ["state.buyer is invalid"];
}

function buyerModelValid(model: BuyerModel | undefined): boolean {
  if (model === undefined) return true;
  if (!model || typeof model !== "object") return false;
  const steps = Number.isSafeInteger(model.lastStepMinor) && Number.isSafeInteger(model.previousStepMinor);
  return Number.isInteger(model.bids) && model.bids >= 0 && nullableMinor(model.firstMinor) && nullableMinor(model.lastMinor) && nullableMinor(model.bestMinor) && steps;
}

/** Problems with the state, the move, the clock and the draws, given a valid config. */
export function validateRound(config: NegotiationConfig, state: NegotiationState, move: BuyerMove, now: number, draws?: PrivateDraws): string[] {
  const problems: string[] = [];
  if (!state || typeof state !== "object") return ["state is required"];
  if (!draws || !isUnit(draws.reserve) || !isUnit(draws.shape) || !isUnit(draws.temper) || !isUnit(draws.end) || !isUnit(draws.offer)) {
    problems.push("draws must be numbers in [0, 1)");
  }
  if (!Number.isInteger(state.round) || state.round < 0 || state.round > config.maxRounds) problems.push("state.round is out of range");
  if (!Number.isSafeInteger(state.openedAt)) problems.push("state.openedAt must be an integer epoch ms");
  if (!Number.isSafeInteger(now)) problems.push("now must be an integer epoch ms");
  const shop = state.lastShopOfferMinor;
  if (shop !== null && (!isMinor(shop) || shop < config.floorMinor || shop > config.anchorMinor)) {
    problems.push("state.lastShopOfferMinor must lie between floor and anchor");
  }
  if (state.lastBuyerOfferMinor !== null && !isPositiveMinor(state.lastBuyerOfferMinor)) problems.push("state.lastBuyerOfferMinor is invalid");
  problems.push(...buyerModelProblems(state.buyer));
  if (!move || typeof move !== "object") return [...problems, "move is required"];
  switch (move.kind) {
    case "open":
      // A fresh negotiation has no standing offer and no rounds; one that resumes a buyer's earlier
      // negotiation on the product carries both.
      if (shop === null && state.round !== 0) problems.push("a negotiation with rounds needs a standing offer");
      if (move.priceMinor !== undefined && !isPositiveMinor(move.priceMinor)) problems.push("priceMinor must be a positive integer of at most 2^53 − 1");
      break;
    case "counter":
      if (shop === null) problems.push("a counter needs a standing shop offer");
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

/** validateRound(...) is empty: the same checks without building messages (see configValid). */
export function roundValid(config: NegotiationConfig, state: NegotiationState, move: BuyerMove, now: number, draws?: PrivateDraws): boolean {
  if (!state || typeof state !== "object") return false;
  if (!draws || !isUnit(draws.reserve) || !isUnit(draws.shape) || !isUnit(draws.temper) || !isUnit(draws.end) || !isUnit(draws.offer)) return false;
  if (!Number.isInteger(state.round) || state.round < 0 || state.round > config.maxRounds) return false;
  if (!Number.isSafeInteger(state.openedAt) || !Number.isSafeInteger(now)) return false;
  const shop = state.lastShopOfferMinor;
  if (shop !== null && (!isMinor(shop) || shop < config.floorMinor || shop > config.anchorMinor)) return false;
  if (state.lastBuyerOfferMinor !== null && !isPositiveMinor(state.lastBuyerOfferMinor)) return false;
  if (!buyerModelValid(state.buyer)) return false;
  if (!move || typeof move !== "object") return false;
  switch (move.kind) {
    case "open":
      return !(shop === null && state.round !== 0) && (move.priceMinor === undefined || isPositiveMinor(move.priceMinor));
    case "counter":
      return shop !== null && isPositiveMinor(move.priceMinor);
    case "accept":
      return shop !== null;
    default:
      return false;
  }
}
