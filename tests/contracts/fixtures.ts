/**
 * Builders for the contract core's tests: valid inputs to vary one field at a time, a book of postings that refuses
 * anything the ledger would refuse, and helpers that drive a contract to a status through the public commands
 * (never by writing state by hand, so a fixture cannot hold a state the core could not reach).
 */
import {
  acceptContract,
  applyPostings,
  balances,
  contractLimits,
  isRefusal,
  proposeContract,
  validateContractInput,
  type AccountId,
  type ContractLimits,
  type ContractState,
  type ContractStep,
  type NewContractInput,
  type Posting,
  type Refusal,
  type StepOrRefusal,
} from "../../contracts/index";

export const LIMITS: ContractLimits = contractLimits();

export const PROVIDER = "supplier:acme";
export const CONSUMER = "buyer:bob";

/** A raw (unvalidated) bilateral contract: a p95 latency target and an availability target, stake and pool. */
export function rawInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "bilateral",
    parties: [
      { agentId: PROVIDER, role: "provider" },
      { agentId: CONSUMER, role: "consumer" },
    ],
    currency: "EUR",
    priceMinor: 12_000,
    terms: { paymentDays: 30 },
    sla: [
      { id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor: 1_000, bonusMinor: 200 },
      { id: "availability", metric: "availability", statistic: "ratio", windowMin: 1, threshold: 0.9, penaltyMinor: 500 },
    ],
    stakeMinor: 10_000,
    bonusPoolMinor: 2_000,
    durationMs: 60 * 60 * 1000,
    ...overrides,
  };
}

/** A validated input; a test fixture that does not validate is a bug in the test, so it throws. */
export function input(overrides: Record<string, unknown> = {}, limits: ContractLimits = LIMITS): NewContractInput {
  const validated = validateContractInput(rawInput(overrides), limits);
  if (!validated.ok) throw new Error(`fixture does not validate: ${JSON.stringify(validated.problems)}`);
  return validated.value;
}

export function parties(n: number, kind = "multilateral"): { agentId: string; role: string }[] {
  return Array.from({ length: n }, (_, i) => ({ agentId: `agent:${i}`, role: i === 0 ? "provider" : kind === "bilateral" && i > 1 ? "observer" : "consumer" }));
}

/** The step of a command that must succeed. */
export function ok(result: StepOrRefusal): ContractStep {
  if (isRefusal(result)) throw new Error(`refused: ${result.type} — ${result.detail}`);
  return result;
}

export function refused(result: StepOrRefusal): Refusal {
  if (!isRefusal(result)) throw new Error(`expected a refusal, got status ${result.state.status}`);
  return result;
}

/** The contract's books: postings merged as the object merges them, refusing what the ledger refuses. */
export class Books {
  postings: Posting[] = [];

  get balances(): Map<AccountId, number> {
    return balances(this.postings);
  }

  /** Commits a step's postings; throws if any is invalid or re-uses an id already on the books. */
  commit(step: ContractStep): ContractStep {
    const applied = applyPostings(this.postings, step.postings);
    if (!applied.ok) throw new Error(`ledger refused: ${applied.detail}`);
    if (applied.skipped.length > 0) throw new Error(`postings posted twice: ${applied.skipped.map((p) => p.postingId).join(", ")}`);
    this.postings = applied.postings;
    return step;
  }

  balance(account: AccountId): number {
    return this.balances.get(account) ?? 0;
  }
}

/** Proposes and has every party accept at `now`: an active contract and its books after activation. */
export function activate(newInput: NewContractInput = input(), now = 0, contractId = "contract-1"): { state: ContractState; books: Books } {
  const books = new Books();
  let state = ok(proposeContract(newInput, { contractId, shopId: "shop-1" }, now, LIMITS, () => 0)).state;
  for (const party of newInput.parties) state = books.commit(ok(acceptContract(state, party.agentId, now, books.balances))).state;
  if (state.status !== "active") throw new Error(`expected active, got ${state.status}`);
  return { state, books };
}

/** Freezes a value deeply, so a core function that mutates its input throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
