/**
 * Policy sets a shop owner can adopt instead of the bundled default (policies/default.yaml): each is a whole
 * file, uploaded as it is with PUT /v1/shops/{shopId}/policies. The YAML beside this module is the source;
 * tests/policies/examples.test.ts parses and type-checks every example and keeps the modules identical to it.
 */
import { SEED_GOVERNANCE_YAML } from "./seed-governance";

export interface PolicyExample {
  /** Stable name, also the YAML file's name in policies/examples/. */
  id: string;
  title: string;
  /** What it does and what it costs, in a sentence or two (the file's comments say more). */
  summary: string;
  /** The policy file, ready to upload. */
  source: string;
}

export const POLICY_EXAMPLES: readonly PolicyExample[] = [
  {
    id: "seed-governance",
    title: "Seed governance (the bundled default until 2026-11)",
    summary:
      "A 25% discount cap, sign-off of deals over 10,000.00 and of a first deal over 2,500.00 with a new buyer, review of deep discounts " +
      "in the last rounds, and the breaker stop. It overrides floors below 75% of list and rejects the held deals nobody answers in time: " +
      "rehearse it on your products before you adopt it.",
    source: SEED_GOVERNANCE_YAML,
  },
];

export { SEED_GOVERNANCE_YAML };
