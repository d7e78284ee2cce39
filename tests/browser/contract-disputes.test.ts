/**
 * Disputes in the dashboard (issue 30, items 5 and 7), in headless Chromium against the real local stack
 * (sharedLocalStack, as contracts.test.ts). A contract whose provider is the shop's registered agent `buyer:vendor`
 * and whose consumer is `buyer:acme` (the shop reports the samples, with no grace) breaches both its targets, so one
 * check posts two penalties from the vendor's stake to acme. The vendor disputes both through the API. Then, as an
 * owner would: the inbox lists both disputes with their cause, amount, opener and reason; the contract's page lists
 * them with what upholding would post; a refused decision shows its problem and changes nothing; the latency
 * dispute is upheld there, and the ledger shows the reversal, labelled and linked to its dispute, with the balances it
 * implies (acme gives the €10.00 back to the vendor, the books still balance and match the server's); the
 * availability dispute is rejected from its inbox card, and nothing moves. Screenshots of each step, and axe finds
 * nothing.
 *
 * The pure helpers the dispute views use are checked with fast-check properties first (in Node, no browser),
 * against the core they mirror: the check cause's reading, the reversal cause, and the uphold preview, which must be
 * what the ledger's own reversal rule posts.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkTimeOf } from "../../contracts/disputes";
import { activationPostings, balances, disputeCause, penaltyPostings, bonusPostings, reversalPostings } from "../../contracts/ledger";
import { DEFAULT_CONTRACT_LIMITS } from "../../contracts/limits";
import type { ContractState, Posting } from "../../contracts/types";
import { activeContractState } from "../contracts/record-arbitraries";
import { OPERATOR_TOKEN, sharedLocalStack, type LocalStack, axeViolationsOn, stackApi } from "./local-stack";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const available = existsSync(CHROMIUM);
if (!available && process.env.PARLEY_BROWSER_TESTS === "required") throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package`);
if (!available) console.warn(`browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);

const root = join(import.meta.dirname, "..", "..");
const SCREENSHOTS = join(root, process.env.PARLEY_SCREENSHOTS ?? join("test-results", "screenshots"));
// What the pages show comes from the real stack (Durable Object alarms, queues): wait as long as it takes.
vi.setConfig({ expect: { poll: { timeout: 30_000 } } });

// ---- The pure helpers ---------------------------------------------------------------------------------

// The dashboard's sources are typed for the browser and checked by `tsc -p dashboard`; loaded here by path and
// described by the few signatures used (as contracts.test.ts does).
type ViewBasis = { contractId: string; parties: ContractState["parties"]; terms: ContractState["terms"] };
interface DisputeHelpers {
  checkCauseParts(cause: string): { at: number; targetId: string } | null;
  disputeIdOfCause(cause: string): string | null;
  disputedPostings(postings: readonly Posting[], dispute: { cause: string }): Posting[];
  reversalsOf(postings: readonly Posting[], disputeId: string): Posting[];
  upholdPreview(view: ViewBasis, dispute: { disputeId: string; cause: string }, postings: readonly Posting[]): Posting[];
  balancesAfter(balances: Readonly<Record<string, number>>, postings: readonly Pick<Posting, "from" | "to" | "amountMinor">[]): Record<string, number>;
}
const { balancesAfter, checkCauseParts, disputeIdOfCause, disputedPostings, reversalsOf, upholdPreview } = (await import(
  /* @vite-ignore */ pathToFileURL(join(root, "dashboard", "src", "pages", "disputes.ts")).href
)) as DisputeHelpers;

/** A contract with one provider (its first party) and at least one consumer, as disputes need. */
const disputableState = activeContractState.map((s): ContractState => ({
  ...s,
  parties: s.parties.map((p, i) => ({ ...p, role: i === 0 ? "provider" : i === 1 ? "consumer" : p.role })),
}));

describe("dispute helpers", () => {
  const targetId = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.includes("\n"));

  it("a check cause reads back as the check's time and target, agreeing with the core", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), targetId, (at, target) => {
        const cause = `check:${at}:${target}`;
        expect(checkCauseParts(cause)).toEqual({ at, targetId: target });
        expect(checkCauseParts(cause)?.at).toBe(checkTimeOf(cause));
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (cause) => {
        // Whatever the core does not read as a check, neither does the page.
        if (checkTimeOf(cause) === null) expect(checkCauseParts(cause)).toBeNull();
        else expect(checkCauseParts(cause)?.at).toBe(checkTimeOf(cause));
      }),
    );
  });

  it("a reversal's cause names its dispute, and only a reversal's cause does", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (disputeId) => {
        expect(disputeIdOfCause(disputeCause(disputeId))).toBe(disputeId);
      }),
    );
    for (const cause of ["activate", "complete", "check:1:latency", "dispute:", "disputed:x"]) expect(disputeIdOfCause(cause)).toBeNull();
  });

  it("what upholding would post, read from the view, is what the ledger's reversal rule posts; the books still balance", () => {
    const kind = fc.constantFrom("penalty" as const, "bonus" as const);
    fc.assert(
      fc.property(disputableState, kind, fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }), (state, what, requested, at) => {
        const check = { contractId: state.contractId, at };
        const target = "latency-p95";
        const activation = activationPostings(state, at - 1_000);
        const held = balances(activation);
        const paid =
          what === "penalty"
            ? penaltyPostings(state, held, target, requested, check, DEFAULT_CONTRACT_LIMITS)
            : bonusPostings(state, held, target, requested, check, DEFAULT_CONTRACT_LIMITS, 0);
        // An unrelated posting of another cause is never part of the dispute.
        const books = [...activation, ...paid];
        const dispute = { disputeId: "d-1", cause: `check:${at}:${target}` };
        const view = { contractId: state.contractId, parties: state.parties, terms: state.terms };
        const preview = upholdPreview(view, dispute, books);
        expect(disputedPostings(books, dispute)).toEqual(paid);
        expect(preview).toEqual(paid.length ? reversalPostings(state, paid, "d-1", 0) : []);
        // Every cent disputed goes back, and the books balance afterwards.
        expect(preview.reduce((s, p) => s + p.amountMinor, 0)).toBe(paid.reduce((s, p) => s + p.amountMinor, 0));
        const before = Object.fromEntries(balances(books));
        const after = balancesAfter(before, preview);
        expect(after).toEqual(Object.fromEntries([...balances([...books, ...preview])].map(([a, v]) => [a, v])));
        expect(Object.values(after).reduce((s, v) => s + v, 0)).toBe(0);
        expect(reversalsOf([...books, ...preview], "d-1")).toEqual(preview);
      }),
      { numRuns: 200 },
    );
  });
});

// ---- The dashboard against the real stack ----------------------------------------------------------------

let stack: LocalStack;
let browser: Browser;
let page: Page;
let shop: { shopId: string; adminKey: string };
let vendorKey: string;
let acmeKey: string;

const { call, must } = stackApi(() => stack);
const axeViolations = () => axeViolationsOn(page);

const accessibility: Record<string, string[]> = {};
async function shot(name: string) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  accessibility[name] = await axeViolations();
}

/** The same accounts with the same amounts, whatever their order. */
const isDeepEqual = (a: Record<string, number>, b: Record<string, number>) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

const view = async (contractId: string) => (await call("GET", `/v1/contracts/${contractId}`, shop.adminKey)).body;
const inbox = async () => (await call("GET", `/v1/shops/${shop.shopId}/escalations`, shop.adminKey)).body.items as { status: string; note: string | null; subject?: { kind: string; disputeId?: string } }[];
const inboxItem = async (disputeId: string) => (await inbox()).find((e) => e.subject?.kind === "dispute" && e.subject.disputeId === disputeId);

const SLA = [
  { id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 1, comparator: "atMost", threshold: 200, penaltyMinor: 1_000, bonusMinor: 0, minSamples: 5 },
  { id: "availability", metric: "availability", statistic: "ratio", windowMin: 1, comparator: "atLeast", threshold: 0.99, penaltyMinor: 500, bonusMinor: 0, minSamples: 5 },
];

describe.skipIf(!available)("disputes in the dashboard", () => {
  let contractId: string;
  /** The two penalties' causes, `check:<at>:<targetId>`, as the contract's books name them. */
  let latencyCause: string;
  let availabilityCause: string;
  const LATENCY_DISPUTE = "vendor-latency-1";
  const AVAILABILITY_DISPUTE = "vendor-availability-1";

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await sharedLocalStack();
    shop = await must("POST", "/v1/shops", OPERATOR_TOKEN, { name: "Browser Disputes" }, 201);
    for (const buyer of ["vendor", "acme"]) await must("PUT", `/v1/shops/${shop.shopId}/buyers/${buyer}`, shop.adminKey, { name: buyer }, 201);
    vendorKey = (await must("POST", `/v1/shops/${shop.shopId}/buyers/vendor/keys`, shop.adminKey, {}, 201)).key;
    acmeKey = (await must("POST", `/v1/shops/${shop.shopId}/buyers/acme/keys`, shop.adminKey, {}, 201)).key;
    // No grace, so the first check after the breach posts the penalties; no suspension to get in the way.
    await must("PUT", `/v1/shops/${shop.shopId}/contract-limits`, shop.adminKey, { graceMs: 0, violationsToSuspend: 100 }, 200);
    contractId = (
      await must(
        "POST",
        `/v1/shops/${shop.shopId}/service-contracts`,
        shop.adminKey,
        {
          parties: [
            { agentId: "buyer:vendor", role: "provider" },
            { agentId: "buyer:acme", role: "consumer" },
            { agentId: `shop:${shop.shopId}`, role: "reporter" },
          ],
          currency: "EUR",
          priceMinor: 5_000,
          sla: SLA,
          stakeMinor: 10_000,
          bonusPoolMinor: 0,
          durationMs: 3_600_000,
        },
        201,
      )
    ).contractId;
    await must("POST", `/v1/contracts/${contractId}/accept`, shop.adminKey, {}, 200);
    await must("POST", `/v1/contracts/${contractId}/accept`, acmeKey, {}, 200);
    expect((await must("POST", `/v1/contracts/${contractId}/accept`, vendorKey, {}, 200)).status).toBe("active");

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.base}/dashboard/`);
    await page.getByLabel("Shop id").fill(shop.shopId);
    await page.getByLabel("Admin key").fill(shop.adminKey);
    await page.getByTestId("signin-submit").click();
    await page.getByTestId("nav-contracts").waitFor();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("a breach of both targets costs the vendor two penalties, and the vendor disputes both through the API", async () => {
    const now = Date.now();
    const samples = [
      ...Array.from({ length: 100 }, (_, i) => ({ metric: "latency", at: now - 2_000 + i * 10, value: 900 })),
      ...Array.from({ length: 20 }, (_, i) => ({ metric: "availability", at: now - 2_000 + i * 50, value: 0 })),
    ];
    await must("POST", `/v1/contracts/${contractId}/samples`, shop.adminKey, { batchId: "disputes-breach-1", samples }, 202);
    await expect
      .poll(async () => new Set((await view(contractId)).ledger.postings.filter((p: Posting) => p.kind === "penalty").map((p: Posting) => p.cause.replace(/^check:\d+:/, ""))))
      .toEqual(new Set(["latency-p95", "availability"]));
    const penalties: Posting[] = (await view(contractId)).ledger.postings.filter((p: Posting) => p.kind === "penalty");
    latencyCause = penalties.find((p) => p.cause.endsWith(":latency-p95"))!.cause;
    availabilityCause = penalties.find((p) => p.cause.endsWith(":availability"))!.cause;

    // Only the side that paid may dispute: acme, who was paid, is refused, and nothing changes.
    const refused = await call("POST", `/v1/contracts/${contractId}/disputes`, acmeKey, { disputeId: "acme-1", cause: latencyCause, reason: "more please" });
    expect(refused.status).toBe(403);
    const opened = await must("POST", `/v1/contracts/${contractId}/disputes`, vendorKey, { disputeId: LATENCY_DISPUTE, cause: latencyCause, reason: "Our own probes saw 120 ms at that time: the reporter's clock was off." }, 201);
    expect(opened.dispute).toMatchObject({ disputeId: LATENCY_DISPUTE, status: "open", kind: "penalty", openedBy: "buyer:vendor", against: ["buyer:acme"], amountMinor: 1_000 });
    await must("POST", `/v1/contracts/${contractId}/disputes`, vendorKey, { disputeId: AVAILABILITY_DISPUTE, cause: availabilityCause, reason: "The outage was acme's own network." }, 201);
    expect((await view(contractId)).disputes.map((d: { disputeId: string; status: string }) => [d.disputeId, d.status])).toEqual([
      [LATENCY_DISPUTE, "open"],
      [AVAILABILITY_DISPUTE, "open"],
    ]);
  }, 60_000);

  it("the inbox lists each dispute with its cause, amount, opener and reason, and the decision's buttons", async () => {
    await page.getByTestId("nav-escalations").click();
    const card = page.locator(`[data-testid=escalation-card][data-dispute-id="${LATENCY_DISPUTE}"]`);
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => page.locator(`[data-testid=escalation-card][data-dispute-id="${AVAILABILITY_DISPUTE}"]`).count()).toBe(1);
    expect(await card.getAttribute("data-contract-id")).toBe(contractId);
    const at = Number(/^check:(\d+):/.exec(latencyCause)![1]);
    expect(await card.getByTestId("dispute-cause").textContent()).toMatch(/^check at .+, target latency-p95$/);
    // The check's time as the owner's browser writes it.
    expect(await card.getByTestId("dispute-cause").textContent()).toContain(await page.evaluate(`new Date(${at}).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" })`));
    expect(await card.getByTestId("dispute-amount").textContent()).toBe("€10.00");
    expect(await card.getByTestId("dispute-opener").textContent()).toBe("buyer:vendor");
    expect(await card.getByTestId("dispute-reason").textContent()).toBe("Our own probes saw 120 ms at that time: the reporter's clock was off.");
    expect(await card.getByTestId("escalation-status").textContent()).toBe("pending");
    // A dispute is upheld or rejected, not approved like a negotiation: buttons with text, a labelled note.
    expect(await card.getByTestId("escalation-approve").count()).toBe(0);
    expect(await card.getByRole("button", { name: "Uphold" }).isVisible()).toBe(true);
    expect(await card.getByRole("button", { name: "Reject" }).isVisible()).toBe(true);
    expect(await card.getByLabel("Note (optional)").count()).toBe(1);
    await card.screenshot({ path: join(SCREENSHOTS, "dispute-escalation-card.png") });
    await shot("dispute-inbox");
  });

  it("upholds the latency dispute on the contract's page: the reversal is labelled, linked, and the balances follow", async () => {
    await page.locator(`[data-testid=escalation-card][data-dispute-id="${LATENCY_DISPUTE}"]`).getByTestId("escalation-contract").click();
    await expect.poll(() => page.url()).toContain(`#/contracts/${contractId}`);
    const section = page.getByTestId("contract-disputes");
    const latency = section.locator(`[data-testid=dispute][data-dispute-id="${LATENCY_DISPUTE}"]`);
    await expect.poll(() => section.getByTestId("dispute").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-dispute-id")))).toEqual([LATENCY_DISPUTE, AVAILABILITY_DISPUTE]);
    await expect.poll(() => page.getByTestId("contract-disputes-summary").textContent()).toBe("2 open of 2");
    expect(await latency.getByTestId("dispute-cause").textContent()).toMatch(/^check at .+, target latency-p95$/);
    expect(await latency.getByTestId("dispute-status").getAttribute("data-status")).toBe("open");
    expect(await latency.getByTestId("dispute-facts").textContent()).toMatch(/Kindpenalty.*Amount€10\.00.*Opened bybuyer:vendor on .*Againstbuyer:acme.*ReasonOur own probes/);
    // What upholding would do, worked out in the browser with the ledger's own rule.
    expect(await latency.getByTestId("dispute-preview").textContent()).toBe("Upholding would post: €10.00 from Owed to buyer:acme to Owed to buyer:vendor.");
    // The disputed penalty in the ledger says it is disputed and links to the dispute.
    const penaltyRow = page.locator(`[data-testid=ledger-posting][data-cause="${latencyCause}"]`);
    expect(await penaltyRow.getByTestId("posting-dispute").textContent()).toBe("disputed: open");
    await shot("dispute-contract-open");

    // A refusal (here: someone else decided first) is shown to the owner, as an alert, and nothing changes.
    const decisionRoute = `**/v1/shops/*/service-contracts/${contractId}/disputes/${LATENCY_DISPUTE}/decision`;
    await page.route(decisionRoute, (route) =>
      route.fulfill({ status: 409, contentType: "application/problem+json", json: { type: "https://parley.dev/problems/dispute-not-open", title: "Conflict", status: 409, detail: `dispute ${LATENCY_DISPUTE} is rejected` } }),
    );
    await latency.getByRole("button", { name: "Uphold" }).click();
    const problem = latency.getByTestId("dispute-problem");
    await expect.poll(() => problem.textContent()).toBe(`Conflict — dispute ${LATENCY_DISPUTE} is rejected`);
    expect(await problem.getAttribute("role")).toBe("alert");
    expect(await latency.getByRole("button", { name: "Uphold" }).isVisible()).toBe(true);
    expect((await view(contractId)).ledger.postings.some((p: Posting) => p.kind === "reversal")).toBe(false);
    await page.unroute(decisionRoute);

    // For real, with a note.
    await latency.getByLabel("Note (optional)").fill("Reporter's clock skew confirmed.");
    await latency.getByRole("button", { name: "Uphold" }).click();
    await expect.poll(() => latency.getByTestId("dispute-result").textContent()).toBe("Upheld. €10.00 went back to buyer:vendor.");
    expect(await problem.isVisible()).toBe(false);
    expect(await page.evaluate(`document.activeElement?.dataset.testid`)).toBe("dispute-result");
    await expect.poll(() => page.locator("#live").textContent()).toContain(`Dispute ${LATENCY_DISPUTE}: Upheld.`);
    await expect.poll(() => latency.getByTestId("dispute-status").getAttribute("data-status")).toBe("upheld");
    expect(await latency.getByRole("button", { name: "Uphold" }).isVisible()).toBe(false);
    await expect.poll(() => latency.getByTestId("dispute-decision-note").textContent()).toBe("Reporter's clock skew confirmed.");
    await expect.poll(() => latency.getByTestId("dispute-reversed").getAttribute("data-minor")).toBe("1000");

    // The ledger: one reversal, labelled as such, from acme back to the vendor, linked to its dispute.
    const reversal = page.locator('[data-testid=ledger-posting][data-kind="reversal"]');
    await expect.poll(() => reversal.count()).toBe(1);
    expect(await reversal.textContent()).toMatch(/reversal.*Owed to buyer:acme.*Owed to buyer:vendor.*€10\.00.*reversal of dispute vendor-latency-1 \(upheld\)/);
    expect(await reversal.getAttribute("data-cause")).toBe(`dispute:${LATENCY_DISPUTE}`);
    expect(await penaltyRow.getByTestId("posting-dispute").textContent()).toBe("disputed: upheld");
    await reversal.getByTestId("posting-dispute").click();
    expect(await page.evaluate(`document.activeElement?.dataset.disputeId`)).toBe(LATENCY_DISPUTE);
    expect(page.url()).toContain(`#/contracts/${contractId}`);

    // The balances the reversal implies: the books without it, and €10.00 from acme's account to the vendor's (the
    // vendor's account holds nothing else: penalties pay acme). The page derives them from the postings; they equal
    // the server's. (Read together: a later check could still add a penalty while the breach is in its window.)
    const implied = (postings: Posting[]) => balancesAfter(Object.fromEntries(balances(postings.filter((p) => p.kind !== "reversal"))), [{ from: "party:buyer:acme", to: "party:buyer:vendor", amountMinor: 1_000 }]);
    const shownBalances = () =>
      page.getByTestId("ledger-balance").evaluateAll((rows) => Object.fromEntries(rows.map((r) => [r.getAttribute("data-account"), Number(r.querySelector("[data-minor]")!.getAttribute("data-minor"))])));
    await expect
      .poll(async () => {
        const server = (await view(contractId)).ledger;
        const want = implied(server.postings);
        return { shownAsImplied: isDeepEqual(await shownBalances(), want), serverAsImplied: isDeepEqual(server.balances, want) };
      })
      .toEqual({ shownAsImplied: true, serverAsImplied: true });
    const settled = (await view(contractId)).ledger.balances as Record<string, number>;
    expect(settled["party:buyer:vendor"]).toBe(1_000);
    await expect.poll(() => page.getByTestId("ledger-check").getAttribute("data-valid")).toBe("true");
    await expect.poll(() => page.getByTestId("ledger-sum").getAttribute("data-minor")).toBe("0");
    await expect.poll(() => page.getByTestId("contract-disputes-summary").textContent()).toBe("1 open of 2");
    await expect.poll(() => page.getByTestId("contract-audit").getAttribute("data-valid")).toBe("true");
    await shot("dispute-contract-upheld");

    // The inbox item is closed by the decision.
    await expect.poll(async () => (await inboxItem(LATENCY_DISPUTE))?.status).not.toBe("pending");
  }, 90_000);

  it("rejects the availability dispute from its inbox card: decided there and on the page, and nothing moves", async () => {
    const before = (await view(contractId)).ledger;
    await page.getByTestId("nav-escalations").click();
    // The upheld dispute has left the pending list; the other waits.
    const card = page.locator(`[data-testid=escalation-card][data-dispute-id="${AVAILABILITY_DISPUTE}"]`);
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => page.locator(`[data-testid=escalation-card][data-dispute-id="${LATENCY_DISPUTE}"]`).count()).toBe(0);
    expect(await card.getByTestId("dispute-amount").textContent()).toBe("€5.00");
    expect(await card.getByTestId("dispute-cause").textContent()).toMatch(/^check at .+, target availability$/);
    await card.getByLabel("Note (optional)").fill("acme's network was fine: other consumers saw the outage too.");
    await card.getByRole("button", { name: "Reject" }).click();

    await expect.poll(() => card.getByTestId("escalation-result").textContent()).toBe("Rejected. Nothing moves: the penalty stands.");
    expect(await card.getByRole("button", { name: "Reject" }).isVisible()).toBe(false);
    expect(await page.evaluate(`document.activeElement?.dataset.testid`)).toBe("escalation-result");
    await expect.poll(() => card.getByTestId("escalation-countdown").textContent()).toMatch(/^Decided .* — note: acme's network was fine/);
    await shot("dispute-inbox-rejected");

    const after = await view(contractId);
    const rejected = after.disputes.find((d: { disputeId: string }) => d.disputeId === AVAILABILITY_DISPUTE);
    expect(rejected).toMatchObject({ status: "rejected", note: "acme's network was fine: other consumers saw the outage too." });
    // Nothing moved: no reversal for it, and the one reversal there is is the upheld dispute's.
    expect(after.ledger.postings.filter((p: Posting) => p.cause === `dispute:${AVAILABILITY_DISPUTE}`)).toEqual([]);
    expect(after.ledger.postings.filter((p: Posting) => p.kind === "reversal")).toEqual(before.postings.filter((p: Posting) => p.kind === "reversal"));
    await expect.poll(async () => (await inboxItem(AVAILABILITY_DISPUTE))?.status).not.toBe("pending");

    // The contract's page says the same: rejected with the note, no decision buttons, the penalty still disputed-and-rejected.
    await card.getByTestId("escalation-contract").click();
    const onPage = page.locator(`[data-testid=dispute][data-dispute-id="${AVAILABILITY_DISPUTE}"]`);
    await expect.poll(() => onPage.getByTestId("dispute-status").getAttribute("data-status")).toBe("rejected");
    expect(await onPage.getByRole("button", { name: "Reject" }).isVisible()).toBe(false);
    await expect.poll(() => onPage.getByTestId("dispute-decision-note").textContent()).toBe("acme's network was fine: other consumers saw the outage too.");
    await expect.poll(() => page.locator(`[data-testid=ledger-posting][data-cause="${availabilityCause}"]`).getByTestId("posting-dispute").textContent()).toBe("disputed: rejected");
    await expect.poll(() => page.getByTestId("contract-disputes-summary").textContent()).toBe("0 open of 2");
    await expect.poll(() => page.locator('[data-testid=ledger-posting][data-kind="reversal"]').count()).toBe(1);
    await shot("dispute-contract-decided");

    expect(accessibility).toEqual({ "dispute-inbox": [], "dispute-contract-open": [], "dispute-contract-upheld": [], "dispute-inbox-rejected": [], "dispute-contract-decided": [] });
  }, 60_000);
});
