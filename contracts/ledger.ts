/**
 * The contract ledger: money moves only as balanced double-entry postings, and every balance is derived from the
 * postings alone, so the books cannot lose a cent (issue #30, item 4). This module is pure: it computes the
 * postings a contract's life causes (activation deposits, penalties, bonuses, closing refunds), checks a batch
 * against the balances it would change, and merges a batch into the existing postings idempotently.
 *
 * Rules enforced here, in the pure core, so the Durable Object, the rehearsal and the bench agree:
 * - amounts are positive safe integers in the contract's one currency; a posting never moves money to itself;
 * - only `external:*` accounts may go below zero (money enters Parley from outside), checked posting by posting;
 * - a penalty never exceeds the per-violation cap nor the stake left; the rewards of one period never exceed the
 *   per-period cap nor the pool left;
 * - posting ids are deterministic, `${contractId}:${cause}:${n}`, where `n` is the posting's fixed slot within its
 *   cause (0 = the provider's side, 1 + i = the i-th consumer's share), so replaying a check (or an activation, or
 *   a closing) yields the same ids, and `mergePostings` skips ids already present instead of posting twice.
 *
 * How a caller posts (the Contract Durable Object): compute the postings from the current balances, then
 * `mergePostings(existing, computed)` to drop the ones a replay already wrote, then `validatePostings` on what is
 * left against `balances(existing)` (`applyPostings` does both), and commit the survivors with the outbox in
 * one transaction.
 */
import type { AccountId, CheckId, ContractLimits, ContractState, Party, Posting, PostingKind } from "./types";

// --- accounts ------------------------------------------------------------------------------------------------------

export const externalAccount = (agentId: string): AccountId => `external:${agentId}`;
export const partyAccount = (agentId: string): AccountId => `party:${agentId}`;
export const stakeAccount = (contractId: string): AccountId => `stake:${contractId}`;
export const poolAccount = (contractId: string): AccountId => `pool:${contractId}`;

/** External accounts stand for the world outside Parley: the only ones allowed below zero. */
export const isExternalAccount = (account: AccountId): boolean => account.startsWith("external:");

/** The cause every posting of one SLA check carries: it names the check (contract id and time) and the target. */
export const checkCause = (check: CheckId, targetId: string): string => `check:${check.at}:${targetId}`;

/** The deterministic id of the `slot`-th posting of `cause` in `contractId`. */
export const postingId = (contractId: string, cause: string, slot: number): string => `${contractId}:${cause}:${slot}`;

// --- balances ------------------------------------------------------------------------------------------------------

/** Every account's balance, derived from the postings alone: `to` gains the amount, `from` loses it. */
export function balances(postings: readonly Posting[]): Map<AccountId, number> {
  const result = new Map<AccountId, number>();
  for (const posting of postings) applyOne(result, posting);
  return result;
}

/** One account's balance, from postings or from balances already derived (0 for an account never touched). */
export function balanceOf(source: readonly Posting[] | ReadonlyMap<AccountId, number>, account: AccountId): number {
  if (isBalanceMap(source)) return source.get(account) ?? 0;
  let total = 0;
  for (const posting of source) {
    if (posting.to === account) total += posting.amountMinor;
    if (posting.from === account) total -= posting.amountMinor;
  }
  return total;
}

function isBalanceMap(source: readonly Posting[] | ReadonlyMap<AccountId, number>): source is ReadonlyMap<AccountId, number> {
  return !Array.isArray(source);
}

function applyOne(target: Map<AccountId, number>, posting: Posting): void {
  target.set(posting.from, (target.get(posting.from) ?? 0) - posting.amountMinor);
  target.set(posting.to, (target.get(posting.to) ?? 0) + posting.amountMinor);
}

// --- validation ----------------------------------------------------------------------------------------------------

/** Which accounts each kind of posting may move money between: a penalty can never drain a pool, and so on. */
const KIND_ROUTES: Readonly<Record<PostingKind, { from: string; to: string }>> = {
  stake_deposit: { from: "external", to: "stake" },
  pool_deposit: { from: "external", to: "pool" },
  penalty: { from: "stake", to: "party" },
  bonus: { from: "pool", to: "party" },
  stake_refund: { from: "stake", to: "party" },
  pool_refund: { from: "pool", to: "party" },
  payout: { from: "party", to: "external" },
  reversal: { from: "party", to: "party" },
};

const accountType = (account: AccountId): string => account.slice(0, account.indexOf(":"));
const accountOwner = (account: AccountId): string => account.slice(account.indexOf(":") + 1);

export interface ValidateOptions {
  /** Posting ids already on the books: a batch reusing one is refused (use `mergePostings` to skip replays). */
  existingIds?: ReadonlySet<string>;
  /** Each contract's currency as the books already hold it; a batch in another currency is refused. */
  currencies?: ReadonlyMap<string, string>;
}

export type ValidationResult = { ok: true; balances: Map<AccountId, number> } | { ok: false; detail: string };

/**
 * Checks a batch against the balances it would change, posting by posting, and returns the balances after it.
 * Refused (with the first problem, nothing applied): an amount that is not a positive safe integer; `from` equal
 * to `to`; a kind moving money between accounts it may not (see `KIND_ROUTES`); a stake or pool account of another
 * contract than the posting's; two currencies for one contract; a non-external account going below zero at any
 * point; a posting id used twice (within the batch, or already in `options.existingIds`).
 */
export function validatePostings(current: ReadonlyMap<AccountId, number>, add: readonly Posting[], options: ValidateOptions = {}): ValidationResult {
  const next = new Map(current);
  const seenIds = new Set<string>();
  const currencies = new Map(options.currencies ?? []);
  for (const posting of add) {
    const where = `posting ${posting.postingId}`;
    if (!Number.isSafeInteger(posting.amountMinor) || posting.amountMinor <= 0) return refuse(`${where}: amount must be a positive whole number of minor units, got ${posting.amountMinor}`);
    if (posting.from === posting.to) return refuse(`${where}: moves money from ${posting.from} to itself`);
    const route = KIND_ROUTES[posting.kind];
    if (!route) return refuse(`${where}: unknown kind ${String(posting.kind)}`);
    if (accountType(posting.from) !== route.from || accountType(posting.to) !== route.to) {
      return refuse(`${where}: a ${posting.kind} moves money ${route.from} → ${route.to}, not ${posting.from} → ${posting.to}`);
    }
    for (const account of [posting.from, posting.to]) {
      const type = accountType(account);
      if ((type === "stake" || type === "pool") && accountOwner(account) !== posting.contractId) {
        return refuse(`${where}: account ${account} does not belong to contract ${posting.contractId}`);
      }
    }
    const currency = currencies.get(posting.contractId);
    if (currency === undefined) currencies.set(posting.contractId, posting.currency);
    else if (currency !== posting.currency) return refuse(`${where}: currency ${posting.currency}, but contract ${posting.contractId} is in ${currency}`);
    if (seenIds.has(posting.postingId) || options.existingIds?.has(posting.postingId)) return refuse(`${where}: posting id already used`);
    seenIds.add(posting.postingId);
    applyOne(next, posting);
    const fromBalance = next.get(posting.from) ?? 0;
    if (!isExternalAccount(posting.from) && fromBalance < 0) {
      return refuse(`${where}: ${posting.from} would fall to ${fromBalance} (only external accounts may go below zero)`);
    }
  }
  return { ok: true, balances: next };
}

const refuse = (detail: string): ValidationResult => ({ ok: false, detail });

// --- merging (idempotent replay) -------------------------------------------------------------------------------------

export interface MergeResult {
  /** The existing postings followed by the added ones, in order. */
  postings: Posting[];
  /** Postings of `add` whose id was new: the ones to validate and commit. */
  added: Posting[];
  /**
   * Postings of `add` whose id was already present (in `existing` or earlier in `add`): a replayed check, not an
   * error. The first posting under an id stands even if the replay computed another amount (the replay saw later
   * balances), so a replay never changes a balance.
   */
  skipped: Posting[];
}

/** Appends `add` to `existing`, skipping every posting whose id is already there. */
export function mergePostings(existing: readonly Posting[], add: readonly Posting[]): MergeResult {
  const ids = new Set(existing.map((p) => p.postingId));
  const added: Posting[] = [];
  const skipped: Posting[] = [];
  for (const posting of add) {
    if (ids.has(posting.postingId)) skipped.push(posting);
    else {
      ids.add(posting.postingId);
      added.push(posting);
    }
  }
  return { postings: [...existing, ...added], added, skipped };
}

export type ApplyResult = ({ ok: true; balances: Map<AccountId, number> } & MergeResult) | { ok: false; detail: string };

/** `mergePostings` then `validatePostings` of what is new against the existing books: what a caller commits. */
export function applyPostings(existing: readonly Posting[], add: readonly Posting[]): ApplyResult {
  const merged = mergePostings(existing, add);
  const currencies = new Map<string, string>();
  for (const posting of existing) if (!currencies.has(posting.contractId)) currencies.set(posting.contractId, posting.currency);
  const checked = validatePostings(balances(existing), merged.added, { currencies });
  return checked.ok ? { ok: true, balances: checked.balances, ...merged } : checked;
}

// --- splitting a sum exactly -----------------------------------------------------------------------------------------

/**
 * Splits `total` minor units in proportion to `weights` so the parts sum to `total` exactly (largest remainder,
 * Hamilton's method): each part gets the floor of its quota, and the units left go one each to the largest
 * fractional remainders, ties to the earlier part. Equal weights: equal shares, the remainder to the first parts.
 * All-zero weights split equally.
 */
export function splitByLargestRemainder(total: number, weights: readonly number[]): number[] {
  assertMinor(total, "total");
  if (weights.length === 0) return [];
  const usable = weights.some((w) => w > 0) ? weights.map((w) => (w > 0 ? w : 0)) : weights.map(() => 1);
  const sum = usable.reduce((a, b) => a + b, 0);
  // Integer arithmetic when the weights are integers (the usual case: deposits), so no rounding can creep in.
  const integral = usable.every(Number.isSafeInteger) && Number.isSafeInteger(total * sum);
  const parts = usable.map((w) => (integral ? (total * w - ((total * w) % sum)) / sum : Math.floor((total * w) / sum)));
  const remainders = usable.map((w, i) => (integral ? (total * w) % sum : (total * w) / sum - parts[i]!));
  // Floating quotas could round a part up; take such excess back from the smallest remainders first.
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = usable.map((_, i) => i).sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (let k = order.length - 1; left < 0; k = (k - 1 + order.length) % order.length) {
    if (parts[order[k]!]! > 0) {
      parts[order[k]!]! -= 1;
      left++;
    }
  }
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!]! += 1;
  return parts;
}

// --- the postings of a contract's life -------------------------------------------------------------------------------

function providerOf(state: ContractState): Party | undefined {
  return state.parties.find((p) => p.role === "provider");
}

function consumersOf(state: ContractState): Party[] {
  return state.parties.filter((p) => p.role === "consumer");
}

function requireProvider(state: ContractState, why: string): Party {
  const provider = providerOf(state);
  if (!provider) throw new Error(`contract ${state.contractId} has no provider to ${why}`);
  return provider;
}

function requireConsumers(state: ContractState, why: string): Party[] {
  const consumers = consumersOf(state);
  if (consumers.length === 0) throw new Error(`contract ${state.contractId} has no consumer to ${why}`);
  return consumers;
}

function assertMinor(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of minor units ≥ 0, got ${value}`);
}

function posting(state: ContractState, cause: string, slot: number, kind: PostingKind, from: AccountId, to: AccountId, amountMinor: number, at: number): Posting {
  return { postingId: postingId(state.contractId, cause, slot), contractId: state.contractId, kind, from, to, amountMinor, currency: state.terms.currency, at, cause };
}

/** What each consumer deposits into the bonus pool: equal shares, the remainder to the first consumers. */
export function poolShares(state: ContractState): number[] {
  const consumers = consumersOf(state);
  return splitByLargestRemainder(state.terms.bonusPoolMinor, consumers.map(() => 1));
}

/**
 * Activation: the provider's stake external:provider → stake:<id> (slot 0), and each consumer's share of the bonus
 * pool external:consumer → pool:<id> (slot 1 + i). Zero amounts post nothing. Cause "activate".
 */
export function activationPostings(state: ContractState, now: number): Posting[] {
  const cause = "activate";
  const out: Posting[] = [];
  const { stakeMinor, bonusPoolMinor } = state.terms;
  assertMinor(stakeMinor, "stakeMinor");
  assertMinor(bonusPoolMinor, "bonusPoolMinor");
  if (stakeMinor > 0) {
    const provider = requireProvider(state, "deposit the stake");
    out.push(posting(state, cause, 0, "stake_deposit", externalAccount(provider.agentId), stakeAccount(state.contractId), stakeMinor, now));
  }
  if (bonusPoolMinor > 0) {
    const consumers = requireConsumers(state, "fund the bonus pool");
    poolShares(state).forEach((share, i) => {
      if (share > 0) out.push(posting(state, cause, 1 + i, "pool_deposit", externalAccount(consumers[i]!.agentId), poolAccount(state.contractId), share, now));
    });
  }
  return out;
}

/** The penalty one violation costs: min(requested, per-violation cap, stake left), never below zero. */
export function penaltyAmount(current: ReadonlyMap<AccountId, number>, contractId: string, requestedMinor: number, limits: ContractLimits): number {
  assertMinor(requestedMinor, "requestedMinor");
  const stakeLeft = Math.max(0, current.get(stakeAccount(contractId)) ?? 0);
  return Math.max(0, Math.min(requestedMinor, limits.maxPenaltyPerViolationMinor, stakeLeft));
}

/**
 * A violation of `targetId` found by `check`: the penalty (see `penaltyAmount`) moves stake:<id> → party:<consumer>,
 * split exactly among several consumers by largest remainder (slot 1 + i). Kind "penalty", cause
 * `check:<at>:<targetId>`, dated at the check.
 */
export function penaltyPostings(
  state: ContractState,
  current: ReadonlyMap<AccountId, number>,
  targetId: string,
  requestedMinor: number,
  check: CheckId,
  limits: ContractLimits,
): Posting[] {
  const amount = penaltyAmount(current, state.contractId, requestedMinor, limits);
  if (amount === 0) return [];
  const consumers = requireConsumers(state, "compensate");
  const cause = checkCause(check, targetId);
  const shares = splitByLargestRemainder(amount, consumers.map(() => 1));
  const out: Posting[] = [];
  shares.forEach((share, i) => {
    if (share > 0) out.push(posting(state, cause, 1 + i, "penalty", stakeAccount(state.contractId), partyAccount(consumers[i]!.agentId), share, check.at));
  });
  return out;
}

/** The bonus one window earns: min(requested, what the period's cap has left, pool left), never below zero. */
export function bonusAmount(current: ReadonlyMap<AccountId, number>, contractId: string, requestedMinor: number, limits: ContractLimits, paidInPeriodMinor: number): number {
  assertMinor(requestedMinor, "requestedMinor");
  assertMinor(paidInPeriodMinor, "paidInPeriodMinor");
  const capLeft = Math.max(0, limits.maxRewardPerPeriodMinor - paidInPeriodMinor);
  const poolLeft = Math.max(0, current.get(poolAccount(contractId)) ?? 0);
  return Math.max(0, Math.min(requestedMinor, capLeft, poolLeft));
}

/**
 * A window of `targetId` beaten by the bonus margin at `check`: the bonus (see `bonusAmount`) moves pool:<id> →
 * party:<provider> (slot 0). Kind "bonus", cause `check:<at>:<targetId>`. The caller adds the amount to
 * `rewardPaidInPeriodMinor`.
 */
export function bonusPostings(
  state: ContractState,
  current: ReadonlyMap<AccountId, number>,
  targetId: string,
  requestedMinor: number,
  check: CheckId,
  limits: ContractLimits,
  paidInPeriodMinor: number,
): Posting[] {
  const amount = bonusAmount(current, state.contractId, requestedMinor, limits, paidInPeriodMinor);
  if (amount === 0) return [];
  const provider = requireProvider(state, "reward");
  const cause = checkCause(check, targetId);
  return [posting(state, cause, 0, "bonus", poolAccount(state.contractId), partyAccount(provider.agentId), amount, check.at)];
}

/**
 * Closing (completed, terminated, expired — `cause` says which): what is left of the stake goes back to
 * party:<provider> (stake_refund, slot 0), what is left of the pool back to the consumers (pool_refund, slot 1 + i)
 * in proportion to what each deposited (largest remainder, so the refunds sum to the pool exactly). Afterwards the
 * contract's stake and pool accounts are exactly 0.
 */
export function closingPostings(state: ContractState, current: ReadonlyMap<AccountId, number>, now: number, cause: string): Posting[] {
  const out: Posting[] = [];
  const stakeLeft = current.get(stakeAccount(state.contractId)) ?? 0;
  const poolLeft = current.get(poolAccount(state.contractId)) ?? 0;
  if (stakeLeft > 0) {
    const provider = requireProvider(state, "refund the stake to");
    out.push(posting(state, cause, 0, "stake_refund", stakeAccount(state.contractId), partyAccount(provider.agentId), stakeLeft, now));
  }
  if (poolLeft > 0) {
    const consumers = requireConsumers(state, "refund the pool to");
    splitByLargestRemainder(poolLeft, poolShares(state)).forEach((share, i) => {
      if (share > 0) out.push(posting(state, cause, 1 + i, "pool_refund", poolAccount(state.contractId), partyAccount(consumers[i]!.agentId), share, now));
    });
  }
  return out;
}

/** The cause every reversal of an upheld dispute carries. */
export const disputeCause = (disputeId: string): string => `dispute:${disputeId}`;

/**
 * An upheld dispute about the postings of one check cause puts the money back where it came from, party to party
 * (kind "reversal", cause `dispute:<disputeId>`, dated `now`): a penalty's shares go from each consumer's party
 * account to the provider's (slot i, the i-th disputed posting by id); a bonus goes from the provider's party
 * account to the consumers in proportion to what each put into the pool (slot 1 + i, largest remainder). The
 * amounts sum to exactly what the disputed postings moved.
 */
export function reversalPostings(state: ContractState, disputed: readonly Posting[], disputeId: string, now: number): Posting[] {
  const cause = disputeCause(disputeId);
  const ordered = [...disputed].sort((a, b) => (a.postingId < b.postingId ? -1 : a.postingId > b.postingId ? 1 : 0));
  const provider = requireProvider(state, "reverse a dispute for");
  const out: Posting[] = [];
  ordered.forEach((p, i) => {
    if (p.kind === "penalty") out.push(posting(state, cause, i, "reversal", p.to, partyAccount(provider.agentId), p.amountMinor, now));
  });
  const bonus = ordered.filter((p) => p.kind === "bonus").reduce((sum, p) => sum + p.amountMinor, 0);
  if (bonus > 0) {
    const consumers = requireConsumers(state, "reverse a bonus to");
    splitByLargestRemainder(bonus, poolShares(state)).forEach((share, i) => {
      if (share > 0) out.push(posting(state, cause, 1 + i, "reversal", partyAccount(provider.agentId), partyAccount(consumers[i]!.agentId), share, now));
    });
  }
  return out;
}
