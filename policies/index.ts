export { POLICY_VARIABLES, VARIABLE_DEFAULTS, EXPRESSION_LIMITS, TERMS_VARIABLE, REPUTATION_FIELDS, UNKNOWN_REPUTATION, DISPUTE_RECORD_FIELDS, UNKNOWN_DISPUTE_RECORD, activationPlan, policyEnvironment, toActivation } from "./environment";
export { NEGOTIATION_DIRECTIONS } from "./environment";
export type { DisputeRecordContext, NegotiationDirection, ReputationContext } from "./environment";
export type { ActivationPlan, TermsContext } from "./environment";
export { termKey, termReferences, type TermReferences } from "./term-references";
export type { PolicyContext } from "./environment";
export { parsePolicySet, ACTIONS, ACTION_RANK, SEVERITIES, SEVERITY_RANK, MAX_POLICIES, MAX_SOURCE_BYTES, MAX_YAML_ALIASES } from "./policy-set";
export type { Policy, PolicyAction, PolicyError, PolicySet, CompiledPolicy, ParseOptions, ParseResult, ProductBounds, Severity } from "./policy-set";
export {
  conditionCost,
  countSteps,
  formatCount,
  stepBudgetEnforced,
  withinBudget,
  MAX_VARIABLE_STRING,
  POLICY_COST_LIMITS,
  StepBudgetExceeded,
  WORK_LIMITS,
  WorkLimitExceeded,
  WorkMeter,
} from "./cost";
export type { ConditionCost } from "./cost";
export { evaluatePolicies, DEFAULT_ESCALATION } from "./evaluate";
export { contextDirection, directionCosts, governs, worstDirection } from "./scope";
export type { DirectionCosts } from "./scope";
export type { Escalation, PolicyEvaluation, PolicyMatch } from "./evaluate";
export {
  breakerSettings,
  breakerState,
  breakerSubject,
  countsTowardBreaker,
  decisionRecord,
  tallyBySpan,
  DEFAULT_BREAKER,
  DEFAULT_BREAKER_SCOPE,
  DEFAULT_BREAKER_SETTINGS,
} from "./circuit-breaker";
export type { BreakerScope, BreakerSettings, BreakerState, BreakerSubject, BreakerThresholds, DecisionRecord, DecisionTally } from "./circuit-breaker";
export { canonicalJson, entryPreimage, sealEntry, verifyChain, GENESIS_HASH } from "./audit-chain";
export type { AuditEntry, AuditKind, ChainVerification, HashFn } from "./audit-chain";
export { DEFAULT_POLICIES_YAML } from "./default-policies";
export { checkModifiedPrice, constraintBounds, reapplyConstraints } from "./constraints";
export type { PriceBounds, PriceCheck, Proposal, ProposalAction, Reconstrained } from "./constraints";
export { NO_POLICY_INPUTS, policyContext, reputationInputs, termsContext } from "./decision-context";
export type { ContextFacts, CounterpartyInputs, PolicyInputs } from "./decision-context";
