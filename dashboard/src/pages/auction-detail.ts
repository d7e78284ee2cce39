/**
 * One request for quotes (`#/auctions/<auctionId>`): the request with its private fields (ceiling, target,
 * valuation, reputation weighting), the live bids ranked by score as a close now would rank them — each bid's
 * package, the reputation it was scored with, its utility and score — the bids that will not be scored and why,
 * withdrawal and late-bid counts; refreshed every 2 s while open or while its contract is being created. Once
 * closed: the result's sentence, the winner, the contract price, the runner-up's score and a link to the awarded
 * contract. A Cancel button while open.
 *
 * negotiate-best-k after its close: the negotiation with the shortlist — each supplier's thread with its status,
 * what we offer to pay now, its last ask, the round, and every offer in order (what the supplier asked, what Parley
 * answered) — the winner and agreed price, or why nobody agreed; refreshed while it runs.
 */
import { api, path, shopPath } from "../api";
import { announce, busy, clear, dateTime, every, field, h, hideBox, input, money, pageTitle, showProblem, table, timeEl } from "../dom";
import type { PageRender } from "../router";
import type { AuctionResult, AuctionView, InvalidReason, RankedBid, RequestForQuotes } from "../types";
import { FORMAT_LABELS, timeLeftText } from "./auctions";

// ---- Pure helpers ----------------------------------------------------------------------------------------

/** A score or utility (0..1) as people read it: three decimals. */
export function scoreText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? "—" : value.toFixed(3);
}

/** The reputation a bid was scored with: its record's, or the neutral one a supplier without a record gets. */
export function reputationText(reputation: number | null, neutral: number): string {
  return reputation === null ? `no record (scored at ${neutral.toFixed(2)})` : reputation.toFixed(2);
}

const REASONS: Record<InvalidReason, string> = {
  "over-ceiling": "priced over your ceiling",
  "below-reservation": "worth less than the least you accept",
  malformed: "does not meet the request's rules",
};

export function invalidReasonText(reasons: readonly string[]): string {
  return reasons.map((r) => REASONS[r as InvalidReason] ?? r).join("; ");
}

/** A package's terms besides price, "paymentDays 60 · region eu", or "price only". */
export function termsText(terms: Readonly<Record<string, number | string>>): string {
  const entries = Object.entries(terms).sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? entries.map(([k, v]) => `${k} ${v}`).join(" · ") : "price only";
}

/** negotiate-best-k's negotiation as the organisation's auction view carries it (the shared dashboard types do not name it yet). */
export interface NegotiationOffer {
  round: number;
  party: "supplier" | "parley";
  kind: "bid" | "counter" | "accept" | "hold" | "reject" | "leave" | "offer";
  priceMinor: number | null;
  /** A package purchase: the negotiable terms that went with the price. */
  terms?: Record<string, number | string>;
  reasons: string[];
  at: number;
}
export interface NegotiationThreadView {
  supplierId: string;
  bidId: string;
  rank: number;
  score: number;
  status: "open" | "escalated" | "agreed" | "lost" | "rejected" | "left" | "expired";
  bidPriceMinor: number;
  standingOfferMinor: number | null;
  lastAskMinor: number | null;
  agreedPriceMinor: number | null;
  round: number;
  terms: Record<string, number | string>;
  offers: NegotiationOffer[];
  escalations: number;
  endedAt: number | null;
  endReason: string | null;
}
export interface NegotiationView {
  status: "open" | "agreed" | "no-agreement";
  openedAt: number;
  endsAt: number;
  maxRounds: number;
  winner: { supplierId: string; bidId: string; priceMinor: number; terms: Record<string, number | string>; round: number; at: number } | null;
  endedAt: number | null;
  reason: string | null;
  threads: NegotiationThreadView[];
}
type AuctionWithNegotiation = AuctionView & { negotiation?: NegotiationView | null };

/** Whether the page still changes by itself: an open auction, a closed one whose contract is being created, or one still negotiating. */
export function stillChanging(view: Pick<AuctionView, "status" | "award"> & { negotiation?: Pick<NegotiationView, "status"> | null }): boolean {
  return view.status === "open" || (view.status === "closed" && (view.award.status === "pending" || view.negotiation?.status === "open"));
}

const THREAD_STATUS_TEXT: Record<NegotiationThreadView["status"], string> = {
  open: "negotiating",
  escalated: "held for a person",
  agreed: "agreed",
  lost: "lost (another agreed first)",
  rejected: "ended (no rounds left)",
  left: "left",
  expired: "the window ended",
};

/** One offer as a line people read: who, what, at which price. */
export function offerText(o: NegotiationOffer, currency: string): string {
  const who = o.party === "supplier" ? "Supplier" : "Parley";
  const what = o.kind === "bid" ? "sealed bid" : o.kind === "leave" ? "left" : o.kind;
  return `${who} ${what}${o.priceMinor !== null ? ` ${money(o.priceMinor, currency)}` : ""}${o.terms && Object.keys(o.terms).length ? ` (${termsText(o.terms)})` : ""}`;
}

function negotiationSection(v: AuctionWithNegotiation, n: NegotiationView): HTMLElement {
  const currency = v.request.currency;
  const rows = n.threads.map((t) =>
    h(
      "tr",
      { "data-testid": "auction-thread", "data-supplier-id": t.supplierId, "data-status": t.status },
      h("td", { class: "num" }, t.rank),
      h("th", { scope: "row" }, t.supplierId),
      h("td", { "data-testid": "auction-thread-status" }, THREAD_STATUS_TEXT[t.status]),
      h("td", { class: "num" }, money(t.bidPriceMinor, currency)),
      h("td", { class: "num", "data-testid": "auction-thread-offer" }, t.standingOfferMinor === null ? "—" : money(t.standingOfferMinor, currency)),
      h("td", { class: "num" }, t.lastAskMinor === null ? "—" : money(t.lastAskMinor, currency)),
      h("td", { class: "num" }, `${t.round} / ${n.maxRounds}`),
      h("td", {}, h("ol", { class: "offers", "data-testid": "auction-thread-offers" }, t.offers.map((o) => h("li", {}, offerText(o, currency), " ", h("span", { class: "muted" }, timeEl(o.at)))))),
    ),
  );
  const outcome =
    n.status === "agreed" && n.winner
      ? `${n.winner.supplierId} agreed at ${money(n.winner.priceMinor, currency)} per unit in round ${n.winner.round} (${termsText(n.winner.terms)}).`
      : n.status === "no-agreement"
        ? `No agreement: ${n.reason ?? "the negotiation ended"}.`
        : `Negotiating until ${dateTime(n.endsAt)}: the first supplier to agree wins.`;
  return h(
    "section",
    { "aria-labelledby": "auction-negotiation-h", "data-testid": "auction-negotiation" },
    h("h2", { id: "auction-negotiation-h" }, "Negotiation with the shortlist"),
    h("p", { "data-testid": "auction-negotiation-outcome" }, outcome),
    h("p", { class: "hint" }, "Parley opens at your target and never offers or agrees above your ceiling; each supplier sees only its own thread."),
    table("Each shortlisted supplier's thread, best bid first", ["Rank", "Supplier", "Status", "Sealed bid", "Our offer now", "Its last ask", "Round", "Offers"], rows, { "data-testid": "auction-threads" }),
  );
}

// ---- The page ----------------------------------------------------------------------------------------------

function facts(rows: [string, Node | string][], testid: string): HTMLElement {
  return h("dl", { class: "facts", "data-testid": testid }, rows.map(([dt, dd]) => [h("dt", {}, dt), h("dd", {}, dd)]));
}

function requestSection(v: AuctionView, now: number): HTMLElement {
  const r: RequestForQuotes = v.request;
  const valuation = r.valuation ? h("code", {}, JSON.stringify(r.valuation)) : "price alone decides";
  return h(
    "section",
    { "aria-labelledby": "auction-request-h" },
    h("h2", { id: "auction-request-h" }, "The request"),
    facts(
      [
        ["Item", `${r.item.name} (${r.item.kind})`],
        ["Quantity", String(r.quantity)],
        ["Format", FORMAT_LABELS[r.format] + (r.bestK ? `, k = ${r.bestK}` : "")],
        ["Deadline", h("span", {}, timeEl(r.deadline), v.status === "open" ? h("span", { class: "muted", "data-testid": "auction-time-left" }, ` (${timeLeftText(r.deadline, now)})`) : "")],
        ["Suppliers", r.suppliers.mode === "open" ? "every registered supplier" : `invited: ${r.suppliers.invited.join(", ")}`],
        ["Required", r.required.length ? r.required.map((t) => (t.kind === "choice" ? `${t.label}: ${t.oneOf.join(" or ")}` : `${t.label}: ${t.atLeast ?? "…"}–${t.atMost ?? "…"}`)).join("; ") : "nothing"],
        ["Negotiable terms", r.negotiable.length ? r.negotiable.map((t) => t.label).join(", ") : "none (price only)"],
        ["Opened", timeEl(v.openedAt)],
      ],
      "auction-request",
    ),
    h("h3", {}, "Private: never shown to a supplier"),
    facts(
      [
        ["Ceiling per unit", h("span", { "data-testid": "auction-ceiling" }, money(r.price.ceilingMinor, r.currency))],
        ["Target per unit", h("span", { "data-testid": "auction-target" }, money(r.price.targetMinor, r.currency))],
        ["Valuation", valuation],
        ["Reputation weighting", `score = utility × (${r.reputation.lambda} + ${+(1 - r.reputation.lambda).toFixed(4)} × reputation); no record: ${r.reputation.neutralReputation}`],
      ],
      "auction-private",
    ),
  );
}

function rankingTable(caption: string, ranking: readonly RankedBid[], r: RequestForQuotes, testid: string): HTMLElement {
  const rows = ranking.map((b) =>
    h(
      "tr",
      { "data-testid": "auction-bid", "data-supplier-id": b.supplierId },
      h("td", { class: "num" }, b.rank),
      h("th", { scope: "row" }, b.supplierId),
      h("td", {}, h("code", {}, b.bidId)),
      h("td", { class: "num", "data-testid": "auction-bid-price" }, money(b.package.priceMinor, r.currency)),
      h("td", {}, termsText(b.package.terms)),
      h("td", { class: "num" }, reputationText(b.reputation, r.reputation.neutralReputation)),
      h("td", { class: "num" }, scoreText(b.utility)),
      h("td", { class: "num", "data-testid": "auction-bid-score" }, scoreText(b.score)),
      h("td", {}, timeEl(b.submittedAt)),
    ),
  );
  return rows.length
    ? table(caption, ["Rank", "Supplier", "Bid", "Price per unit", "Terms", "Reputation", "Utility", "Score", "Bid at"], rows, { "data-testid": testid })
    : h("p", { class: "muted", "data-testid": `${testid}-empty` }, "No scored bids yet.");
}

function bidsSection(v: AuctionView): HTMLElement {
  const r = v.request;
  const invalid = v.invalid.map((b) =>
    h("tr", { "data-testid": "auction-invalid-bid" }, h("th", { scope: "row" }, b.supplierId), h("td", {}, h("code", {}, b.bidId)), h("td", {}, invalidReasonText(b.reasons)), h("td", {}, b.detail)),
  );
  return h(
    "section",
    { "aria-labelledby": "auction-bids-h" },
    h("h2", { id: "auction-bids-h" }, v.status === "open" ? "Live bids, ranked by score" : "Bids, ranked by score"),
    h(
      "p",
      { "data-testid": "auction-counts" },
      `${v.liveBids} live bid${v.liveBids === 1 ? "" : "s"} · ${v.withdrawals} withdrawal${v.withdrawals === 1 ? "" : "s"} · ${v.lateBidCount} late bid${v.lateBidCount === 1 ? "" : "s"} refused`,
    ),
    rankingTable(v.status === "open" ? "Scored as closing now would score them, best first" : "As the close ranked them, best first", v.ranking, r, "auction-ranking"),
    h("h3", {}, "Bids that will not be scored"),
    invalid.length
      ? table("Why each is not scored", ["Supplier", "Bid", "Why", "Detail"], invalid, { "data-testid": "auction-invalid" })
      : h("p", { class: "muted", "data-testid": "auction-invalid-empty" }, "None."),
  );
}

function resultSection(v: AuctionView, result: AuctionResult): HTMLElement {
  const r = v.request;
  const award = result.award;
  const contract =
    v.award.contractId !== null
      ? h("a", { href: `#/contracts/${encodeURIComponent(v.award.contractId)}`, "data-testid": "auction-contract-link" }, `Open the contract ${v.award.contractId}`)
      : h("span", { "data-testid": "auction-contract-pending" }, v.award.status === "pending" ? "being created…" : v.award.status === "failed" ? "the contract could not be created" : "none");
  return h(
    "section",
    { "aria-labelledby": "auction-result-h", "data-testid": "auction-result" },
    h("h2", { id: "auction-result-h" }, "Result"),
    h("p", { "data-testid": "auction-result-reason" }, result.reason),
    facts(
      [
        ["Outcome", h("span", { "data-testid": "auction-result-outcome" }, result.outcome === "no-award" ? "no award" : result.outcome)],
        ...(award
          ? ([
              ["Winner", h("span", { "data-testid": "auction-winner" }, award.supplierId)],
              ["Contract price per unit", h("span", { "data-testid": "auction-contract-price" }, money(award.contractPriceMinor, r.currency))],
              ["Winner's bid", money(award.bidPriceMinor, r.currency)],
              ["Terms", termsText(award.package.terms)],
              ["Runner-up's score", h("span", { "data-testid": "auction-runner-up-score" }, award.runnerUp ? `${scoreText(award.runnerUp.score)} (${award.runnerUp.supplierId})` : "no runner-up")],
              ["Held to", `${scoreText(award.referenceScore)} (${award.reference})`],
              ["Why this price", award.why],
              ["Contract", contract],
            ] as [string, Node | string][])
          : []),
        ...(result.shortlist.length ? ([["Shortlist", result.shortlist.map((b) => b.supplierId).join(", ")]] as [string, string][]) : []),
        ...(result.noResponse.length ? ([["Never answered", result.noResponse.join(", ")]] as [string, string][]) : []),
        ...(result.withdrawn.length ? ([["Withdrew", result.withdrawn.join(", ")]] as [string, string][]) : []),
        ["Closed", timeEl(result.closedAt)],
      ],
      "auction-result-facts",
    ),
  );
}

export const auctionDetailPage: PageRender = async (root, { param, signal }) => {
  const auctionId = param ?? "";
  const title = pageTitle("Request for quotes");
  const status = h("p", { "data-testid": "auction-status" });
  const problem = h("div", { class: "problem", "data-testid": "auction-problem" });
  problem.hidden = true;
  const body = h("div");
  const cancelBox = h("div");
  

  // ---- Cancel -------------------------------------------------------------------------------------------
  const reason = field(input({ maxLength: 500 }), { label: "Reason (optional)", testid: "auction-cancel-reason" });
  const cancelError = h("div", { class: "problem", "data-testid": "auction-cancel-error" });
  cancelError.hidden = true;
  const cancel = h("button", { type: "submit", class: "danger", "data-testid": "auction-cancel" }, "Cancel this request");
  const cancelForm = h(
    "form",
    { class: "card", novalidate: true, "aria-labelledby": "auction-cancel-h" },
    h("h2", { id: "auction-cancel-h" }, "Call it off"),
    h("p", { class: "hint" }, "No award is made; the bids taken are kept for the record. Once the deadline passes the result stands."),
    reason.wrap,
    h("div", { class: "actions" }, cancel),
  );
  // Outside the form: a refusal (the deadline passed meanwhile: 409) stays shown after the form goes.
  root.append(h("p", {}, h("a", { href: "#/auctions" }, "← All requests for quotes")), title, status, problem, body, cancelBox, cancelError);

  let view: AuctionView | null = null;
  let shown = "";
  const draw = () => {
    if (!view) return;
    const v = view;
    const now = Date.now();
    const next = JSON.stringify([v, v.status === "open" ? timeLeftText(v.deadline, now) : ""]);
    if (next === shown) return;
    shown = next;
    title.textContent = `Request for quotes: ${v.request.item.name}`;
    document.title = `${v.request.item.name} · Parley`;
    clear(
      status,
      h("span", { class: `status status-${v.status}`, "data-testid": "auction-status-badge" }, v.status),
      v.status === "open" ? ` Bids are taken until ${dateTime(v.deadline)} (${timeLeftText(v.deadline, now)}); refreshed every 2 seconds.` : "",
      v.status === "cancelled" ? ` ${v.cancelReason ? `Reason: ${v.cancelReason}.` : "No reason given."}` : "",
    );
    if (v.status === "open") {
      if (!cancelBox.contains(cancelForm)) clear(cancelBox, cancelForm);
    } else cancelBox.replaceChildren();
    const negotiation = (v as AuctionWithNegotiation).negotiation ?? null;
    clear(body, v.result ? resultSection(v, v.result) : null, negotiation ? negotiationSection(v, negotiation) : null, bidsSection(v), requestSection(v, now));
  };

  const read = async () => {
    const before = view;
    view = await api.get<AuctionView>(shopPath(path`/auctions/${auctionId}`), signal);
    hideBox(problem);
    if (before && before.status !== view.status) announce(view.result ? view.result.reason : `The request is ${view.status}.`);
    else if (before && before.award.contractId === null && view.award.contractId !== null) announce("The contract is ready.");
    draw();
  };

  cancelForm.addEventListener("submit", (event) => {
    event.preventDefault();
    hideBox(cancelError);
    void busy(cancel, async () => {
      try {
        const text = reason.input.value.trim();
        view = await api.post<AuctionView>(shopPath(path`/auctions/${auctionId}/cancel`), text ? { reason: text } : {}, signal);
        announce("The request is cancelled.");
        draw();
      } catch (e) {
        // A closed auction's result stands (409): show it, then why the cancel was refused.
        await read().catch(() => undefined);
        showProblem(cancelError, e, (key) => (key.startsWith("reason") ? reason : undefined));
      }
    });
  });

  try {
    await read();
  } catch (e) {
    showProblem(problem, e);
    return;
  }
  every(2000, signal, async () => {
    if (view && !stillChanging(view)) return;
    try {
      await read();
    } catch (e) {
      showProblem(problem, e);
    }
  });
  // The time left ticks between reads.
  every(1000, signal, draw);
};
