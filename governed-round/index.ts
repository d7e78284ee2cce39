export { playGovernedRound, constrainedDecision, buyerOfferAfter } from "./round";
export { holdUnclearMessages, settleEscalation, type EscalationStatus, type PendingEscalation, type VerdictInput } from "./escalation";
export { expireNegotiation, withdrawNegotiation } from "./closing";
export { traceOf, type HistoryMessage, type HistoryOffer } from "./trace";
export { openingState } from "./opening";
export type * from "./types";
export { NEGOTIATION_STATUSES } from "./types";
