export { decide, publicReasons } from "./decide";
export { validateConfig, validateRound, MAX_ROUNDS_LIMIT, MAX_EXPONENT } from "./validate";
export { DEFAULT_STRATEGY, DEFAULT_MAX_ROUNDS, nextOffer, onGrid, progress, timeTarget } from "./strategy";
export { DEFAULT_EXPONENTS, DEFAULT_TACTICS, effectiveTactics, niceStep, privateParams, type PrivateParams } from "./private-params";
export { EMPTY_BUYER_MODEL, buyerConcession, buyerLimitEstimate, jumped, observeBid, stalled } from "./opponent-model";
export { acceptanceProbability, fitAcceptance, marketCurveEnd, MIN_ACCEPTANCE_SAMPLES, type AcceptanceSample } from "./market-model";
export { rememberOutcome, rememberState, resumeState, type BuyerProductMemory } from "./resume";
export * from "./types";
export { ARMS, ARM_NAMES, armTactics, chooseArm, chooseArmFor, RISKY_COUNTERPARTY, normalQuantile, posteriorOf, type ArmName, type ArmPosterior } from "./learning";
