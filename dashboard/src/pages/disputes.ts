/**
 * Disputes in the dashboard (issue 30, items 5 and 7): a party challenges the money one SLA check moved (a penalty or
 * a bonus, named by the check's posting cause `check:<at>:<targetId>`), and a person at the shop upholds it (every
 * disputed posting reversed, party to party, cause `dispute:<id>`) or rejects it (nothing moves). This module holds
 * what the contract page's Disputes section and the inbox's dispute cards share: the words for a dispute, what
 * upholding it would post (worked out here with Parley's own ledger code, so the owner sees the money move before
 * deciding), and the Uphold / Reject controls with an optional note, whose refusals are shown, never swallowed.
 *
 * The pure helpers come first, free of the DOM at import, so tests can load them in Node.
 */
import { disputeCause, reversalPostings } from "../../../contracts/ledger";
import type { ContractState } from "../../../contracts/types";
import { decideDispute, isAbort } from "../api";
import { announce, busy, clear, dateTime, field, h, hideBox, keepInOrder, money, setFieldError, showProblem, timeEl } from "../dom";
import type { ContractView, Dispute, DisputeDecisionResult, DisputeOutcome, Posting } from "../types";
import { accountLabel } from "./contracts";

// ---- Pure helpers ----------------------------------------------------------------------------------------

/** Same shape as the core's (contracts/disputes.ts): a check's time in epoch ms and the target it judged. */
const CHECK_CAUSE = /^check:(\d{1,16}):(.+)$/;
const DISPUTE_CAUSE = /^dispute:(.+)$/;

/** The check a posting cause names (`check:<at>:<targetId>`), or null when it names none. */
export function checkCauseParts(cause: string): { at: number; targetId: string } | null {
  const match = CHECK_CAUSE.exec(cause);
  return match ? { at: Number(match[1]), targetId: match[2]! } : null;
}

/** The dispute a reversal's cause names (`dispute:<disputeId>`, ledger.ts disputeCause), or null. */
export function disputeIdOfCause(cause: string): string | null {
  return DISPUTE_CAUSE.exec(cause)?.[1] ?? null;
}

/** "check at 27 Nov 2026, 12:00:05, target latency-p95"; any other cause as it is. */
export function checkCauseText(cause: string): string {
  const check = checkCauseParts(cause);
  return check ? `check at ${dateTime(check.at)}, target ${check.targetId}` : cause;
}

/** The postings a dispute is about: the penalty or bonus postings of its check cause (what upholding reverses). */
export function disputedPostings(postings: readonly Posting[], dispute: Pick<Dispute, "cause">): Posting[] {
  return postings.filter((p) => p.cause === dispute.cause && (p.kind === "penalty" || p.kind === "bonus"));
}

/** The reversal postings an upheld dispute posted (cause `dispute:<disputeId>`). */
export function reversalsOf(postings: readonly Posting[], disputeId: string): Posting[] {
  const cause = disputeCause(disputeId);
  return postings.filter((p) => p.kind === "reversal" && p.cause === cause);
}

/** The part of a contract's view the ledger's reversal rule reads: its id, its parties and roles, its terms. */
export type ReversalBasis = Pick<ContractView, "contractId" | "parties" | "terms">;

/**
 * What upholding `dispute` would post, by the ledger's own rule (contracts/ledger.ts reversalPostings): a penalty's
 * shares back from each consumer to the provider, a bonus back from the provider to the consumers in proportion to
 * their pool shares. Empty when the contract has no provider (the server then refuses the uphold) or nothing is
 * left to reverse.
 */
export function upholdPreview(view: ReversalBasis, dispute: Pick<Dispute, "disputeId" | "cause">, postings: readonly Posting[]): Posting[] {
  const disputed = disputedPostings(postings, dispute);
  if (disputed.length === 0) return [];
  // reversalPostings reads only the contract's id, parties and terms (the property test in
  // tests/browser/contract-disputes.test.ts holds it to that): the view carries all three.
  const basis = { contractId: view.contractId, parties: view.parties, terms: view.terms } as unknown as ContractState;
  try {
    return reversalPostings(basis, disputed, dispute.disputeId, 0);
  } catch {
    return [];
  }
}

/** A balance sheet after `postings` are applied to `balances` (money leaves `from`, arrives in `to`). */
export function balancesAfter(balances: Readonly<Record<string, number>>, postings: readonly Pick<Posting, "from" | "to" | "amountMinor">[]): Record<string, number> {
  const next: Record<string, number> = { ...balances };
  for (const p of postings) {
    next[p.from] = (next[p.from] ?? 0) - p.amountMinor;
    next[p.to] = (next[p.to] ?? 0) + p.amountMinor;
  }
  return next;
}

/** "open", "upheld on …", "rejected on …", "withdrawn on … by …": where a dispute stands, in words. */
export function disputeStatusText(d: Pick<Dispute, "status" | "decidedAt" | "decidedBy">): string {
  if (d.status === "open") return "open: waiting for your decision";
  const when = d.decidedAt !== undefined ? ` on ${dateTime(d.decidedAt)}` : "";
  const who = d.decidedBy ? ` by ${d.decidedBy}` : "";
  return d.status === "withdrawn" ? `withdrawn${when}${who}` : `${d.status}${when}${who}`;
}

/** What a decision did, in a sentence (shown on the inbox card and the contract page, and announced). */
export function decidedText(result: DisputeDecisionResult, currency: string | null): string {
  const d = result.dispute;
  if (d.status === "upheld") return `Upheld. ${money(result.reversedMinor, currency)} went back to ${d.openedBy}.`;
  return `Rejected. Nothing moves: the ${d.kind} stands.`;
}

// ---- The decision --------------------------------------------------------------------------------------

export interface DisputeControls {
  el: HTMLElement;
  /** Shown only while the dispute is open. */
  setOpen(open: boolean): void;
}

/**
 * Uphold or reject an open dispute, with an optional note: the same controls on its inbox card and on the contract's
 * page. Refusals show in the controls' own box (an alert), a refused note beside its field; on success `decided`
 * gets the server's answer.
 */
export function disputeDecisionControls(
  contractId: string,
  disputeId: string,
  signal: AbortSignal,
  decided: (result: DisputeDecisionResult, note: string) => void,
): DisputeControls {
  const note = field(h("textarea", { rows: 2, maxLength: 2000 }), { label: "Note (optional)", testid: "dispute-note", hint: "Kept with the decision; the parties see it." });
  const problem = h("div", { class: "problem", "data-testid": "dispute-problem" });
  problem.hidden = true;
  const uphold = h("button", { type: "button", "data-testid": "dispute-uphold" }, "Uphold");
  const reject = h("button", { type: "button", class: "danger", "data-testid": "dispute-reject" }, "Reject");
  const el = h(
    "div",
    { class: "decision dispute-decision", "data-testid": "dispute-decision", role: "group", "aria-label": `Decide dispute ${disputeId}` },
    h("p", { class: "muted" }, "Uphold: the disputed money goes back to the side that paid it. Reject: nothing moves. Either way the losing side's dispute record remembers it."),
    note.wrap,
    h("div", { class: "actions" }, uphold, reject),
    problem,
  );
  const send = (button: HTMLButtonElement, outcome: DisputeOutcome) =>
    busy(button, async () => {
      setFieldError(note, null);
      hideBox(problem);
      const text = note.input.value.trim();
      try {
        const result = await decideDispute(contractId, disputeId, outcome, text, signal);
        decided(result, text);
      } catch (error) {
        if (isAbort(error)) return;
        showProblem(problem, error, (key) => (key === "note" ? note : undefined));
        if (note.input.getAttribute("aria-invalid")) note.input.focus();
      }
    });
  uphold.addEventListener("click", () => void send(uphold, "upheld"));
  reject.addEventListener("click", () => void send(reject, "rejected"));
  return {
    el,
    setOpen: (open) => {
      el.hidden = !open;
    },
  };
}

// ---- One dispute ---------------------------------------------------------------------------------------

const fact = (term: string, ...value: (Node | string | number | null)[]) => [h("dt", {}, term), h("dd", {}, ...value)];

/** The DOM id of a dispute's card on the contract page (the ledger's reversal rows link to it). */
export const disputeAnchor = (disputeId: string): string => `dispute-${disputeId.replace(/[^A-Za-z0-9_-]/g, "_")}`;

/** A dispute's facts: cause (check time and target), kind, amount, opener, against, reason, status, decision and note. */
export function disputeFacts(d: Dispute, currency: string | null, extra: (Node | string)[][] = []): HTMLElement {
  const check = checkCauseParts(d.cause);
  return h(
    "dl",
    { class: "facts", "data-testid": "dispute-facts" },
    fact("Cause", check ? h("span", { title: d.cause, "data-testid": "dispute-cause" }, "check at ", timeEl(check.at), `, target ${check.targetId}`) : h("code", { "data-testid": "dispute-cause" }, d.cause)),
    fact("Kind", d.kind),
    fact("Amount", h("span", { "data-testid": "dispute-amount", "data-minor": d.amountMinor }, money(d.amountMinor, currency))),
    fact("Opened by", h("span", { "data-testid": "dispute-opener" }, d.openedBy), " on ", timeEl(d.openedAt)),
    fact("Against", h("span", { "data-testid": "dispute-against" }, d.against.join(", ") || "—")),
    fact("Reason", h("span", { class: "quote", "data-testid": "dispute-reason" }, d.reason)),
    fact("Status", h("span", { class: `status status-${d.status}`, "data-testid": "dispute-status", "data-status": d.status }, disputeStatusText(d))),
    ...(d.note !== undefined ? [fact("Note", h("span", { "data-testid": "dispute-decision-note" }, d.note))] : []),
    ...extra,
  );
}

/** "Upholding would post: €10.00 from Owed to buyer:acme to Owed to vendor." for an open dispute. */
function previewLine(view: ContractView, d: Dispute): HTMLElement | null {
  if (d.status !== "open") return null;
  const preview = upholdPreview(view, d, view.ledger.postings);
  if (preview.length === 0) return h("p", { class: "muted", "data-testid": "dispute-preview" }, "Nothing of this check is left in the books to reverse.");
  return h(
    "p",
    { "data-testid": "dispute-preview" },
    "Upholding would post: ",
    preview.map((p, i) => [i ? "; " : "", `${money(p.amountMinor, p.currency)} from ${accountLabel(p.from, view.contractId)} to ${accountLabel(p.to, view.contractId)}`]),
    ".",
  );
}

/**
 * The contract page's Disputes section. Cards are kept by dispute id across the page's polls, so a note being typed
 * survives them; each redraw updates the facts, the reversals posted and whether the decision controls show. After a
 * decision the page is read again at once (`refresh`), so the ledger shows the reversal and the new balances.
 */
export function disputesSection(el: HTMLElement, contractId: string, signal: AbortSignal, refresh: () => Promise<void>) {
  const intro = h("p", { class: "muted" }, "A party may dispute the money one SLA check moved: the provider a penalty, a consumer a bonus. You decide.");
  const empty = h("p", { class: "muted", "data-testid": "disputes-none" }, "No disputes.");
  const list = h("div", { class: "dispute-list", "data-testid": "disputes" });
  el.append(h("h2", { id: "contract-disputes-h" }, "Disputes"), intro, empty, list);
  const cards = new Map<string, { el: HTMLElement; draw: (view: ContractView, d: Dispute) => void }>();

  const cardFor = (d: Dispute) => {
    const titleId = `${disputeAnchor(d.disputeId)}-h`;
    const title = h("h3", { id: titleId });
    const facts = h("div");
    const result = h("div", { class: "result", role: "status", tabindex: "-1", "data-testid": "dispute-result" });
    result.hidden = true;
    let currency: string | null = null;
    const controls = disputeDecisionControls(contractId, d.disputeId, signal, (answer) => {
      const text = decidedText(answer, currency);
      clear(result, h("p", { class: "ok-text" }, text));
      result.hidden = false;
      controls.setOpen(false);
      result.focus();
      announce(`Dispute ${d.disputeId}: ${text}`);
      refresh().catch(() => undefined);
    });
    const card = h(
      "article",
      { class: "card dispute", id: disputeAnchor(d.disputeId), tabindex: "-1", "data-testid": "dispute", "data-dispute-id": d.disputeId, "aria-labelledby": titleId },
      title,
      facts,
      controls.el,
      result,
    );
    const draw = (view: ContractView, next: Dispute) => {
      currency = view.terms.currency;
      title.textContent = `Dispute ${next.disputeId}: ${next.kind} of ${money(next.amountMinor, currency)}, ${next.status}`;
      const reversals = reversalsOf(view.ledger.postings, next.disputeId);
      const reversed = reversals.length
        ? [fact("Reversed", h("span", { "data-testid": "dispute-reversed", "data-minor": reversals.reduce((s, p) => s + p.amountMinor, 0) }, money(reversals.reduce((s, p) => s + p.amountMinor, 0), currency), " in the ledger's reversal postings"))]
        : [];
      facts.replaceChildren(disputeFacts(next, currency, reversed), ...[previewLine(view, next)].filter((x): x is HTMLElement => x !== null));
      controls.setOpen(next.status === "open");
    };
    return { el: card, draw };
  };

  return (view: ContractView) => {
    const disputes = view.disputes ?? [];
    for (const d of disputes) {
      let card = cards.get(d.disputeId);
      if (!card) {
        card = cardFor(d);
        cards.set(d.disputeId, card);
      }
      card.draw(view, d);
    }
    keepInOrder(list, disputes.map((d) => cards.get(d.disputeId)!.el));
    empty.hidden = disputes.length > 0;
  };
}

/** Takes the reader to a dispute's card on this page (the hash is the router's: no fragment link). */
export function showDispute(disputeId: string): void {
  const card = document.getElementById(disputeAnchor(disputeId));
  if (!card) return;
  card.scrollIntoView({ block: "start" });
  card.focus();
}
