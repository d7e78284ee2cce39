/**
 * The inbox: escalations waiting for a person (or, with "All", decided ones too), each with a live countdown
 * to its timeout, and the circuit breaker's recent trips. Cards are kept by id across refreshes so a note being
 * typed survives a poll. A suspended service contract's item (subject `contract`; older items only carry the
 * contract's id in place of a negotiation's) is decided by reviewing the contract — reinstate or terminate it —
 * with the same controls here on its card as on the contract's page (contractReviewControls). A party's dispute of a
 * check's money (subject `dispute`) is upheld or rejected on its card with the contract page's own controls
 * (pages/disputes.ts), the dispute's cause, amount, opener and reason shown beside them. An open no negotiator
 * agent fits (subject `fleet`) is not a decision to approve or reject: its card links to the Fleet page and offers
 * the two answers the fleet route takes — give the buyer's next open to a named agent, or let the shop's default
 * negotiator proceed.
 */
import { api, isAbort, path, reviewContract, shopPath } from "../api";
import { announce, busy, clear, every, field, h, hideBox, input, keepInOrder, majorText, money, pageTitle, parseMajor, select, setFieldError, shortId, showProblem, table, timeEl } from "../dom";
import { packageText } from "../packages";
import { checkCauseText, decidedText, disputeDecisionControls } from "./disputes";
import { CONTRACT_ID, type PageRender } from "../router";
import type { BreakerTrip, ContractReviewDecision, ContractView, Dispute, DisputeSubject, Escalation, FleetSubject, Negotiation, NegotiatorAgent, NegotiationStatus, TermDeclaration } from "../types";

interface NegotiationContext {
  currency: string;
  productName: string;
  buyer: string;
  quantity: number;
  status: NegotiationStatus;
  /** A package product's terms (labels and units for the proposal's package). */
  terms?: TermDeclaration[];
}

/** "12:34" or "1:02:03". */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const s = total % 60;
  const m = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  const mm = hours ? String(m).padStart(2, "0") : String(m);
  return `${hours ? `${hours}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

export const escalationsPage: PageRender = (root, { signal }) => {
  let view: "pending" | "all" = "pending";
  const problem = h("div", { class: "problem" });
  problem.hidden = true;
  const list = h("div", { class: "cards", "aria-live": "off" });
  const empty = h("p", { class: "muted" });
  const trips = h("section", { "aria-labelledby": "trips-h" });
  const tabs = (["pending", "all"] as const).map((v) =>
    h(
      "button",
      {
        type: "button",
        class: "tab",
        "aria-pressed": String(v === view),
        "data-testid": `escalations-${v}`,
        onclick: () => {
          view = v;
          for (const t of tabs) t.setAttribute("aria-pressed", String(t.dataset.testid === `escalations-${v}`));
          for (const card of cards.values()) card.el.remove();
          cards.clear();
          void load();
        },
      },
      v === "pending" ? "Pending" : "All (decided too)",
    ),
  );

  root.append(pageTitle("Escalations"), h("div", { class: "tabs", role: "group", "aria-label": "Which escalations" }, tabs), problem, list, empty, trips);

  const contexts = new Map<string, Promise<NegotiationContext | null>>();
  /** Currency and product come from the negotiation (the escalation itself carries neither); cached per page. */
  const contextOf = (negotiationId: string) => {
    let p = contexts.get(negotiationId);
    if (!p) {
      p = api
        .get<Negotiation>(path`/v1/negotiations/${negotiationId}`, signal)
        .then((n) => ({ currency: n.currency, productName: n.productName, buyer: n.buyer.name ?? n.buyer.id, quantity: n.quantity, status: n.status, terms: n.config?.package?.terms }))
        .catch(() => null);
      contexts.set(negotiationId, p);
    }
    return p;
  };

  const contractContexts = new Map<string, Promise<ContractContext | null>>();
  const contractContextOf = (contractId: string) => {
    let p = contractContexts.get(contractId);
    if (!p) {
      p = api
        .get<ContractView>(path`/v1/contracts/${contractId}`, signal)
        .then((c) => ({ kind: c.kind, status: c.status, parties: c.parties.map((party) => `${party.agentId} (${party.role})`).join(", "), violations: c.sla.violationsTotal }))
        .catch(() => null);
      contractContexts.set(contractId, p);
    }
    return p;
  };

  /** The subject says what is disputed; the contract's kind and status are read beside it, once per contract. */
  const disputeContextOf = async (subject: DisputeSubject): Promise<DisputeContext | null> => {
    const c = await contractContextOf(subject.contractId);
    return c ? { kind: c.kind, status: c.status } : null;
  };

  /** The active agents a fleet item may be given to, read once per page (the Fleet page manages them). */
  let agents: Promise<{ id: string; name: string }[]> | null = null;
  const activeAgents = () =>
    (agents ??= api
      .get<{ items: NegotiatorAgent[] }>(shopPath("/fleet/agents"), signal)
      .then((body) => body.items.filter((a) => a.active).map((a) => ({ id: a.id, name: a.name })))
      .catch(() => []));

  const cards = new Map<string, { el: HTMLElement; update: (e: Escalation) => void; tick: (now: number) => void }>();

  const load = async () => {
    const q = new URLSearchParams({ limit: "50" });
    if (view === "pending") q.set("status", "pending");
    try {
      const body = await api.get<{ items: Escalation[]; breakerTrips?: BreakerTrip[] }>(shopPath(`/escalations?${q}`), signal);
      hideBox(problem);
      const seen = new Set<string>();
      let added = 0;
      for (const e of body.items) {
        seen.add(e.escalationId);
        const existing = cards.get(e.escalationId);
        if (existing) existing.update(e);
        else {
          const dispute = disputeOf(e);
          const contractId = contractOf(e);
          const fleet = fleetOf(e);
          const card = fleet
            ? fleetEscalationCard(e, fleet, await activeAgents(), signal)
            : dispute
            ? disputeEscalationCard(e, dispute, await disputeContextOf(dispute), signal)
            : contractId
              ? contractEscalationCard(e, contractId, await contractContextOf(contractId), signal)
              : escalationCard(e, await contextOf(e.negotiationId), signal);
          cards.set(e.escalationId, card);
          added++;
        }
      }
      // Keep the server's order (newest first), after any decided card the server no longer lists; nothing moves
      // when nothing changed, so the focus stays where it is (on a decided card's result, say).
      const listed = body.items.map((e) => cards.get(e.escalationId)!.el);
      keepInOrder(list, [...Array.from(list.children).filter((child) => !listed.includes(child as HTMLElement)), ...listed]);
      for (const [id, card] of cards) {
        // A decided card stays in the pending view until reloaded, so its result can be read.
        if (!seen.has(id) && !card.el.dataset.decided) {
          card.el.remove();
          cards.delete(id);
        }
      }
      if (added && cards.size > added) announce(`${added} new escalation${added === 1 ? "" : "s"}.`);
      empty.textContent = cards.size === 0 ? (view === "pending" ? "Nothing is waiting for you." : "No escalations yet.") : "";
      drawTrips(trips, body.breakerTrips ?? []);
    } catch (e) {
      showProblem(problem, e);
    }
  };

  void load();
  every(5000, signal, load);
  // The countdowns: one timer for every card.
  every(1000, signal, () => {
    const now = Date.now();
    for (const card of cards.values()) card.tick(now);
  });
};

function drawTrips(el: HTMLElement, trips: BreakerTrip[]): void {
  if (trips.length === 0) {
    el.replaceChildren();
    return;
  }
  clear(
    el,
    h("h2", { id: "trips-h" }, "Circuit breaker trips"),
    table(
      "Recent trips: new negotiations paused",
      ["Scope", "Reason", "At", "Paused until"],
      trips.map((t) => h("tr", {}, h("th", { scope: "row" }, t.productId ?? "whole shop"), h("td", {}, t.reason), h("td", {}, timeEl(t.at)), h("td", {}, timeEl(t.until)))),
    ),
  );
}

interface ContractContext {
  kind: string;
  status: string;
  parties: string;
  violations: number;
}

/** The waiting open a "no agent fits" item is about, or null when it is about something else. */
export function fleetOf(e: Pick<Escalation, "subject">): FleetSubject | null {
  return e.subject?.kind === "fleet" ? e.subject : null;
}

/** The dispute an inbox item is about, or null when it is about something else. */
export function disputeOf(e: Pick<Escalation, "subject">): DisputeSubject | null {
  return e.subject?.kind === "dispute" ? e.subject : null;
}

/** The contract an inbox item is about: its subject, or (an item listed before subjects) a contract id in its place. */
export function contractOf(e: Pick<Escalation, "negotiationId" | "subject">): string | null {
  if (e.subject) return e.subject.kind === "contract" ? e.subject.contractId : null;
  return CONTRACT_ID.test(e.negotiationId) ? e.negotiationId : null;
}

const REVIEWED: Record<ContractReviewDecision, { verb: string; escalation: "approved" | "rejected" }> = {
  reinstate: { verb: "Reinstated", escalation: "approved" },
  terminate: { verb: "Terminated", escalation: "rejected" },
};

/**
 * Reinstate or terminate a suspended contract, with an optional note: the same controls on its inbox card and on its
 * page. Terminating asks once more (two steps, not confirm(): a dialog would block the page, and browser tests).
 * Errors show in the controls' own box, each beside its field; on success `decided` gets the contract as it is now.
 */
export function contractReviewControls(contractId: string, signal: AbortSignal, decided: (view: ContractView, decision: ContractReviewDecision, note: string) => void) {
  const note = field(h("textarea", { rows: 2, maxLength: 500 }), { label: "Note (optional)", testid: "contract-review-note", hint: "Kept with the decision and in the contract's audit log." });
  const problem = h("div", { class: "problem", "data-testid": "contract-review-problem" });
  problem.hidden = true;
  const reinstate = h("button", { type: "button", "data-testid": "contract-reinstate" }, "Reinstate");
  const terminate = h("button", { type: "button", class: "danger", "data-testid": "contract-terminate" }, "Terminate");
  const confirmBox = h("span", { class: "inline", role: "group", "aria-label": "Confirm termination" });
  const el = h(
    "div",
    { class: "decision contract-review", "data-testid": "contract-review" },
    h("p", { class: "muted" }, "Reinstate: active again under the same terms, its run of violations forgiven. Terminate: ended, what is left of the stake and bonus pool refunded."),
    note.wrap,
    h("div", { class: "actions" }, reinstate, terminate, confirmBox),
    problem,
  );

  const send = (button: HTMLButtonElement, decision: ContractReviewDecision) =>
    busy(button, async () => {
      setFieldError(note, null);
      hideBox(problem);
      const text = note.input.value.trim();
      try {
        const view = await reviewContract(contractId, decision, text, signal);
        confirmBox.replaceChildren();
        terminate.hidden = false;
        decided(view, decision, text);
      } catch (error) {
        if (isAbort(error)) return;
        showProblem(problem, error, (key) => (key === "note" ? note : undefined));
        // The problem box is an alert (read out); a note the server refused takes the focus to be corrected.
        if (note.input.getAttribute("aria-invalid")) note.input.focus();
      }
    });

  reinstate.addEventListener("click", () => void send(reinstate, "reinstate"));
  terminate.addEventListener("click", () => {
    terminate.hidden = true;
    const yes = h("button", { type: "button", class: "danger", "data-testid": "contract-terminate-confirm" }, "Really terminate");
    const no = h("button", { type: "button", class: "secondary", "data-testid": "contract-terminate-cancel" }, "Keep it");
    no.addEventListener("click", () => {
      confirmBox.replaceChildren();
      terminate.hidden = false;
      terminate.focus();
    });
    yes.addEventListener("click", () => void send(yes, "terminate"));
    clear(confirmBox, h("span", { class: "problem-text" }, "End the contract for good?"), yes, no);
    yes.focus();
  });
  return { el };
}

/** What a review did, in a sentence (shown on the card and on the contract's page). */
export function reviewedText(view: Pick<ContractView, "status">, decision: ContractReviewDecision): string {
  return `${REVIEWED[decision].verb}. The contract is now ${view.status}${decision === "terminate" ? ", what was left of its stake and bonus pool refunded" : ""}.`;
}

/**
 * A suspended contract's escalation: what happened, a link to the contract (its SLA readings, ledger and records),
 * and the review itself: reinstate or terminate it here (the parties may instead amend its terms, which approves
 * the item by itself once the contract is active again).
 */
function contractEscalationCard(e: Escalation, contractId: string, context: ContractContext | null, signal: AbortSignal) {
  const titleId = `esc-${e.escalationId}`;
  const href = `#/contracts/${encodeURIComponent(contractId)}`;
  const statusEl = h("span", { class: "status", "data-testid": "escalation-status" });
  const contractStatus = h("span", { "data-testid": "escalation-contract-status" }, context?.status ?? "");
  const countdown = h("p", { class: "countdown", "data-testid": "escalation-countdown" });
  const result = h("div", { class: "result", "data-testid": "escalation-result", role: "status", tabindex: "-1" });
  result.hidden = true;
  let el!: HTMLElement;
  const review = contractReviewControls(contractId, signal, (view, decision, note) => {
    contractStatus.textContent = view.status;
    clear(result, h("p", { class: "ok-text" }, reviewedText(view, decision)));
    result.hidden = false;
    el.dataset.decided = "true";
    update({ ...current, status: REVIEWED[decision].escalation, decidedAt: new Date().toISOString(), note: note || null });
    // The buttons are gone: focus goes to what happened, which is also announced.
    result.focus();
    announce(`Contract ${shortId(contractId)}: ${reviewedText(view, decision)}`);
  });
  el = h(
    "article",
    { class: "card escalation", "data-testid": "escalation-card", "data-escalation-id": e.escalationId, "data-contract-id": contractId, "aria-labelledby": titleId },
    h("h2", { id: titleId }, e.reason),
    h(
      "dl",
      { class: "facts" },
      h("dt", {}, "Status"),
      h("dd", {}, statusEl),
      h("dt", {}, "Contract"),
      h("dd", {}, h("a", { href, "data-testid": "escalation-contract" }, shortId(contractId)), context ? [` · ${context.kind} · `, contractStatus, ` · ${context.violations} violations`] : ""),
      ...(context ? [h("dt", {}, "Parties"), h("dd", {}, context.parties)] : []),
      h("dt", {}, "Asked of you"),
      h("dd", {}, "Review the contract: reinstate it or terminate it."),
    ),
    countdown,
    h("p", {}, h("a", { href, class: "button-link" }, "Open the contract"), h("span", { class: "muted" }, " to see its SLA readings, ledger and records.")),
    review.el,
    result,
  );
  let current = e;
  const update = (next: Escalation) => {
    // The contract tells the inbox of its review a moment later: until then a poll still lists the item pending.
    if (el.dataset.decided && next.status === "pending") return;
    current = next;
    statusEl.textContent = next.status;
    statusEl.className = `status status-${next.status}`;
    review.el.hidden = next.status !== "pending";
    tick(Date.now());
  };
  const tick = (now: number) => {
    if (current.status !== "pending") {
      countdown.textContent = `Decided${current.decidedAt ? ` ${new Date(current.decidedAt).toLocaleString()}` : ""}${current.note ? ` — note: ${current.note}` : ""}.`;
      return;
    }
    const left = Date.parse(current.timeoutAt) - now;
    countdown.textContent = left > 0 ? `${clock(left)} left until the contract ends` : "The contract's time is up";
  };
  update(e);
  return { el, update, tick };
}

function escalationCard(e: Escalation, context: NegotiationContext | null, signal: AbortSignal) {
  const currency = context?.currency ?? null;
  const titleId = `esc-${e.escalationId}`;
  const countdown = h("p", { class: "countdown", "data-testid": "escalation-countdown" });
  const statusEl = h("span", { class: "status" });
  const note = field(h("textarea", { rows: 2, maxLength: 2000 }), { label: "Note (optional)", testid: "escalation-note" });
  const price = field(input({ inputmode: "decimal", autocomplete: "off", placeholder: majorText(e.proposed.priceMinor) }), {
    label: `Modified unit price${currency ? ` (${currency})` : ""}`,
    testid: "escalation-modify-price",
    ...(e.proposed.terms ? { hint: "The package's terms stay as proposed." } : {}),
  });
  const withTerms = (terms: Escalation["buyerTerms"]) => (terms ? h("span", { "data-testid": "escalation-terms" }, ` with ${packageText(context?.terms, terms)}`) : "");
  const result = h("div", { class: "result", "data-testid": "escalation-result", role: "status" });
  const approve = h("button", { type: "button", "data-testid": "escalation-approve" }, "Approve");
  const reject = h("button", { type: "button", class: "danger", "data-testid": "escalation-reject" }, "Reject");
  const modify = h("button", { type: "button", class: "secondary", "data-testid": "escalation-modify" }, "Modify");
  const decision = h("div", { class: "decision" }, note.wrap, h("div", { class: "actions" }, approve, reject), h("div", { class: "modify" }, price.wrap, modify));

  const el = h(
    "article",
    { class: "card escalation", "data-testid": "escalation-card", "data-escalation-id": e.escalationId, "aria-labelledby": titleId },
    h("h2", { id: titleId }, e.reason),
    h(
      "dl",
      { class: "facts" },
      h("dt", {}, "Status"),
      h("dd", {}, statusEl),
      h("dt", {}, "Negotiation"),
      h("dd", {}, h("a", { href: `#/negotiations/${encodeURIComponent(e.negotiationId)}` }, shortId(e.negotiationId)), context ? ` · ${context.productName} · ${context.buyer} · qty ${context.quantity}` : ""),
      h("dt", {}, "Proposed"),
      h("dd", {}, `${e.proposed.action} at ${money(e.proposed.priceMinor, currency)}`, withTerms(e.proposed.terms), e.proposed.reasons.length ? h("span", { class: "muted" }, ` (${e.proposed.reasons.join(", ")})`) : ""),
      h("dt", {}, "Buyer's bid"),
      h("dd", {}, money(e.buyerPriceMinor, currency), withTerms(e.buyerTerms)),
      h("dt", {}, "Policy"),
      h("dd", {}, e.policyId ?? "deny by default", ` · for ${e.assignee}`),
    ),
    countdown,
    decision,
    result,
  );

  let current = e;
  const update = (next: Escalation) => {
    current = next;
    statusEl.textContent = next.status;
    statusEl.className = `status status-${next.status}`;
    decision.hidden = next.status !== "pending";
    tick(Date.now());
  };
  const tick = (now: number) => {
    if (current.status !== "pending") {
      countdown.textContent = `Decided${current.decidedAt ? ` ${new Date(current.decidedAt).toLocaleString()}` : ""}${current.note ? ` — note: ${current.note}` : ""}.`;
      return;
    }
    const left = Date.parse(current.timeoutAt) - now;
    const then = current.onTimeout === "approve" ? "then approved automatically" : "then rejected automatically";
    countdown.textContent = left > 0 ? `${clock(left)} left — ${then}` : `Timed out — being ${current.onTimeout === "approve" ? "approved" : "rejected"} automatically`;
  };

  const decide = (button: HTMLButtonElement, body: { decision: "approve" | "reject" | "modify"; priceMinor?: number }) =>
    busy(button, async () => {
      setFieldError(price, null);
      hideBox(result);
      const text = note.input.value.trim();
      try {
        const after = await api.post<{ status?: string; shopOffer?: { priceMinor: number } | null; agreement?: { priceMinor: number } | null }>(
          path`/v1/escalations/${current.escalationId}/decision`,
          { ...body, ...(text ? { note: text } : {}) },
          signal,
        );
        const verb = { approve: "Approved", reject: "Rejected", modify: "Modified" }[body.decision];
        const offered = after.agreement?.priceMinor ?? after.shopOffer?.priceMinor;
        clear(result, h("p", { class: "ok-text" }, `${verb}. The negotiation is now ${after.status ?? "updated"}${offered !== undefined ? ` at ${money(offered, currency)}` : ""}.`));
        result.hidden = false;
        el.dataset.decided = "true";
        update({ ...current, status: body.decision === "approve" ? "approved" : body.decision === "reject" ? "rejected" : "modified", decidedAt: new Date().toISOString(), note: text || null });
        announce(`${verb}.`);
      } catch (error) {
        if (isAbort(error)) return;
        showProblem(result, error, (key) => (key === "priceMinor" ? price : key === "note" ? note : undefined));
      }
    });

  approve.addEventListener("click", () => void decide(approve, { decision: "approve" }));
  reject.addEventListener("click", () => void decide(reject, { decision: "reject" }));
  modify.addEventListener("click", () => {
    const minor = parseMajor(price.input.value);
    if (minor === null || minor < 1) {
      setFieldError(price, "Enter a unit price such as 119.00.");
      price.input.focus();
      return;
    }
    void decide(modify, { decision: "modify", priceMinor: minor });
  });

  result.hidden = true;
  update(e);
  return { el, update, tick };
}

interface DisputeContext {
  kind: string;
  status: string;
}

const DECIDED_ESCALATION: Record<Dispute["status"], Escalation["status"] | null> = { open: null, upheld: "approved", rejected: "rejected", withdrawn: null };

/**
 * A party's dispute of a check's money: what is disputed (the check's time and target, kind, amount, who opened it,
 * against whom, why), a link to the contract (its ledger shows the disputed postings), and the decision itself —
 * uphold or reject, with an optional note — with the contract page's own controls.
 */
function disputeEscalationCard(e: Escalation, subject: DisputeSubject, context: DisputeContext | null, signal: AbortSignal) {
  const { contractId, disputeId } = subject;
  const currency = subject.currency;
  const titleId = `esc-${e.escalationId}`;
  const href = `#/contracts/${encodeURIComponent(contractId)}`;
  const statusEl = h("span", { class: "status", "data-testid": "escalation-status" });
  const countdown = h("p", { class: "countdown", "data-testid": "escalation-countdown" });
  const result = h("div", { class: "result", "data-testid": "escalation-result", role: "status", tabindex: "-1" });
  result.hidden = true;
  let el!: HTMLElement;
  const decision = disputeDecisionControls(contractId, disputeId, signal, (answer, note) => {
    const text = decidedText(answer, currency);
    clear(result, h("p", { class: "ok-text" }, text));
    result.hidden = false;
    el.dataset.decided = "true";
    update({ ...current, status: DECIDED_ESCALATION[answer.dispute.status] ?? current.status, decidedAt: new Date().toISOString(), note: note || null });
    result.focus();
    announce(`Dispute ${disputeId}: ${text}`);
  });
  el = h(
    "article",
    { class: "card escalation", "data-testid": "escalation-card", "data-escalation-id": e.escalationId, "data-contract-id": contractId, "data-dispute-id": disputeId, "aria-labelledby": titleId },
    h("h2", { id: titleId }, e.reason),
    h(
      "dl",
      { class: "facts", "data-testid": "dispute-facts" },
      h("dt", {}, "Status"),
      h("dd", {}, statusEl),
      h("dt", {}, "Contract"),
      h("dd", {}, h("a", { href, "data-testid": "escalation-contract" }, shortId(contractId)), context ? ` · ${context.kind} · ${context.status}` : ""),
      h("dt", {}, "Dispute"),
      h("dd", { "data-testid": "dispute-id" }, disputeId),
      h("dt", {}, "Cause"),
      h("dd", { "data-testid": "dispute-cause", title: subject.cause }, checkCauseText(subject.cause)),
      h("dt", {}, "Kind"),
      h("dd", {}, subject.disputeKind),
      h("dt", {}, "Amount"),
      h("dd", { "data-testid": "dispute-amount", "data-minor": subject.amountMinor }, money(subject.amountMinor, currency)),
      h("dt", {}, "Opened by"),
      h("dd", { "data-testid": "dispute-opener" }, subject.openedBy),
      h("dt", {}, "Against"),
      h("dd", {}, subject.against.join(", ") || "—"),
      h("dt", {}, "Reason"),
      h("dd", { "data-testid": "dispute-reason", class: "quote" }, subject.reason),
    ),
    countdown,
    h("p", {}, h("a", { href, class: "button-link" }, "Open the contract"), h("span", { class: "muted" }, " to see the disputed postings in its ledger.")),
    decision.el,
    result,
  );
  let current = e;
  const update = (next: Escalation) => {
    // The contract tells the inbox of the decision a moment later: until then a poll still lists the item pending.
    if (el.dataset.decided && next.status === "pending") return;
    current = next;
    statusEl.textContent = next.status;
    statusEl.className = `status status-${next.status}`;
    decision.setOpen(next.status === "pending");
    tick(Date.now());
  };
  const tick = (_now: number) => {
    if (current.status !== "pending") {
      countdown.textContent = `Decided${current.decidedAt ? ` ${new Date(current.decidedAt).toLocaleString()}` : ""}${current.note ? ` — note: ${current.note}` : ""}.`;
      return;
    }
    countdown.textContent = `Open since ${new Date(current.createdAt).toLocaleString()}: waiting for your decision.`;
  };
  update(e);
  return { el, update, tick };
}

/**
 * An open no negotiator agent fits: who and what (buyer, product, its category), the coordinator's reason, a link to
 * the Fleet page (the agents, their figures and every candidate's exclusions), and the owner's two answers — give the
 * buyer's next open on the product to an agent chosen here, or let the shop's default negotiator proceed. Nothing
 * is approved or rejected: the buyer was told to come back, and its next open is played as decided.
 */
function fleetEscalationCard(e: Escalation, subject: FleetSubject, agents: { id: string; name: string }[], signal: AbortSignal) {
  const titleId = `esc-${e.escalationId}`;
  const statusEl = h("span", { class: "status", "data-testid": "escalation-status" });
  const countdown = h("p", { class: "countdown", "data-testid": "escalation-countdown" });
  const result = h("div", { class: "result", "data-testid": "escalation-result", role: "status", tabindex: "-1" });
  result.hidden = true;
  const chooser = field(select(agents.map((a) => [a.id, `${a.name} (${a.id})`]), agents[0]?.id ?? ""), {
    label: "Agent",
    testid: "fleet-agent",
    ...(agents.length === 0 ? { hint: "No agent is active: define or switch one on on the Fleet page." } : {}),
  });
  const assign = h("button", { type: "button", "data-testid": "fleet-assign", disabled: agents.length === 0 }, "Assign this agent");
  const fallback = h("button", { type: "button", class: "secondary", "data-testid": "fleet-default" }, "Let the default negotiator proceed");
  const decision = h("div", { class: "decision", "data-testid": "fleet-decision" }, h("div", { class: "actions" }, chooser.wrap, assign, fallback));
  let el!: HTMLElement;
  let current = e;

  const decide = (button: HTMLButtonElement, agentId: string | null) =>
    busy(button, async () => {
      hideBox(result);
      try {
        await api.post(shopPath(path`/fleet/waiting/${subject.waitingId}/decision`), { agentId }, signal);
        const text = agentId ? `${agentId} will play ${subject.buyerId}'s next open on ${subject.productId}.` : `The default negotiator will play ${subject.buyerId}'s next open on ${subject.productId}.`;
        clear(result, h("p", { class: "ok-text" }, text));
        result.hidden = false;
        el.dataset.decided = "true";
        update({ ...current, status: "approved", decidedAt: new Date().toISOString(), agentId });
        result.focus();
        announce(text);
      } catch (error) {
        if (isAbort(error)) return;
        showProblem(result, error, (key) => (key === "agentId" ? chooser : undefined));
      }
    });
  assign.addEventListener("click", () => void decide(assign, chooser.input.value));
  fallback.addEventListener("click", () => void decide(fallback, null));

  el = h(
    "article",
    { class: "card escalation", "data-testid": "escalation-card", "data-escalation-id": e.escalationId, "data-fleet-waiting-id": subject.waitingId, "aria-labelledby": titleId },
    h("h2", { id: titleId }, e.reason),
    h(
      "dl",
      { class: "facts", "data-testid": "fleet-facts" },
      h("dt", {}, "Status"),
      h("dd", {}, statusEl),
      h("dt", {}, "Buyer"),
      h("dd", { "data-testid": "fleet-buyer" }, subject.buyerId),
      h("dt", {}, "Product"),
      h("dd", { "data-testid": "fleet-product" }, subject.productId, h("span", { class: "muted" }, ` (category ${subject.category})`)),
      h("dt", {}, "Asked of you"),
      h("dd", {}, "Give the buyer's next open to an agent, or let the shop's default negotiator proceed."),
    ),
    countdown,
    h("p", {}, h("a", { href: "#/fleet", class: "button-link", "data-testid": "escalation-fleet" }, "Open the Fleet page"), h("span", { class: "muted" }, " to see every agent's reasons for not taking it.")),
    decision,
    result,
  );
  const update = (next: Escalation) => {
    // A poll that raced the answer still lists the item pending: keep what was decided.
    if (el.dataset.decided && next.status === "pending") return;
    current = next;
    statusEl.textContent = next.status === "pending" ? "pending" : "answered";
    statusEl.className = `status status-${next.status}`;
    decision.hidden = next.status !== "pending";
    tick(Date.now());
  };
  const tick = (_now: number) => {
    if (current.status !== "pending") {
      const who = current.agentId ? current.agentId : "the default negotiator";
      countdown.textContent = `Answered${current.decidedAt ? ` ${new Date(current.decidedAt).toLocaleString()}` : ""}: ${who} plays the buyer's next open.`;
      return;
    }
    countdown.textContent = `Waiting since ${new Date(current.createdAt).toLocaleString()}: the buyer was told to come back later.`;
  };
  update(e);
  return { el, update, tick };
}
