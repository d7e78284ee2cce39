export { decide, publicReasons } from "./decide";
export { validateConfig, validateRound, MAX_ROUNDS_LIMIT, MAX_EXPONENT } from "./validate";
export {
  DEFAULT_STRATEGY,
  DEFAULT_MAX_ROUNDS,
  DEFAULT_ANCHOR_RESUME_RATE_BPS,
  LATE_ACCEPT_PROGRESS,
  MIRROR_SHARE,
  aspiration,
  anchorResumeStep,
  nextShopOffer,
  progress,
} from "./strategy";
export * from "./types";
