export { playGovernedRound, constrainedDecision } from "./round";
export { buyerOfferAfter } from "./apply";
export { holdUnclearMessages, settleEscalation, type EscalationStatus, type PendingEscalation, type VerdictInput } from "./escalation";
export { expireNegotiation, withdrawNegotiation } from "./closing";
export { traceOf, type HistoryMessage, type HistoryOffer } from "./trace";
export { openingState } from "./opening";
export type * from "./types";
export { NEGOTIATION_STATUSES } from "./types";
export { takeSwitch, switchesOnOffer, switchesLapseAt, SWITCH_WINDOW_MS, type SwitchInput, type SwitchOutcome, type SwitchRefusal, type SwitchResult } from "./switch";
