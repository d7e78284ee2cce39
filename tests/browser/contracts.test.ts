/**
 * Service contracts in the dashboard (issue 30, item 7), in headless Chromium against the real local stack
 * (sharedLocalStack, as dashboard.test.ts). Two contracts live through the API: A, from an agreed negotiation with two
 * SLA targets under the seed's limits (5 s grace, 1 s checks), breaches its p95 latency until the contract's own
 * alarm records a violation and its penalty; B, proposed after the shop set `violationsToSuspend: 1` and no grace,
 * is suspended at its first violation and raises an escalation in the inbox. Then, as an owner would: the
 * Contracts page lists both with status, SLA health, violations and balances, and filters by status; A's page
 * shows the targets with their readings and charts, the violation count, the penalty posting, balances that sum
 * to zero, a signed record verified in the browser and the audit chain verified; the inbox card of B links to B's
 * page, and a tampered record shows as not verified. A person reviews the suspensions: B is reinstated from its
 * inbox card (active again in the API and on its page, the card decided: approved, with the note), and C, suspended
 * the same way, is terminated from its own page after a refused attempt shows its problem (closed, its stake and
 * bonus pool refunded to zero). A composite of A and B shows as one with its parts. Screenshots of each page, and
 * axe finds nothing.
 *
 * The small pure helpers the pages share are checked with fast-check properties first (in Node, no browser).
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agreementRecord } from "../../contracts/record";
import { countersign, deriveSeedFromSecret, publicJwks, signingKeyFromSeed, signRecord, verifySignedRecord } from "../../contracts/signing";
import type { ContractTerms } from "../../contracts/types";
import { pathToFileURL } from "node:url";
import { activeContractState } from "../contracts/record-arbitraries";
import { OPERATOR_TOKEN, sharedLocalStack, type LocalStack, axeViolationsOn, stackApi } from "./local-stack";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const available = existsSync(CHROMIUM);
if (!available && process.env.PARLEY_BROWSER_TESTS === "required") throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package`);
if (!available) console.warn(`browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);

const root = join(import.meta.dirname, "..", "..");
const SCREENSHOTS = join(root, process.env.PARLEY_SCREENSHOTS ?? join("test-results", "screenshots"));
// What the pages show comes from the real stack (Durable Object alarms, queues): wait as long as it takes, well
// inside the test's timeout, not expect.poll's default second.
vi.setConfig({ expect: { poll: { timeout: 30_000 } } });

// ---- The pure helpers ---------------------------------------------------------------------------------

// The dashboard's sources are typed for the browser (DOM library) and checked by `tsc -p dashboard`; this file is
// in the repository's program (workerd types, no DOM), so they are loaded by path and described here by the few
// signatures used, rather than imported into that program.
interface ReadingHistory {
  times: number[];
  series: Map<string, (number | null)[]>;
}
interface WindowCell {
  value: number | null;
  count: number | null;
}
type SlaView = { sla: { targets: { id?: string; met: boolean | null; windows?: unknown }[]; consecutiveViolations: number; violationsTotal: number; lastCheckAt: string | null; windows?: unknown } };
interface ContractPageHelpers {
  slaHealth(status: string, targets: { met: boolean | null }[]): { state: string; judged: number; met: number; total: number; text: string };
  emptyHistory(): ReadingHistory;
  appendReading(history: ReadingHistory, at: number, values: ReadonlyMap<string, number | null>, cap: number): ReadingHistory;
  windowReadings(view: SlaView): Map<string, Map<1 | 5 | 15, WindowCell>>;
  orderedBalances(balances: Record<string, number>): [string, number][];
}
interface ContractDetailHelpers {
  verifyRecord(signed: unknown, parleyJwks: readonly unknown[]): Promise<{ valid: boolean; signers: string[]; problems: string[] }>;
  termChanges(current: ContractTerms, proposed: ContractTerms): [string, string, string][];
}
const dashboardPage = (file: string): Promise<unknown> => import(/* @vite-ignore */ pathToFileURL(join(import.meta.dirname, "..", "..", "dashboard", "src", "pages", file)).href);
const { appendReading, emptyHistory, orderedBalances, slaHealth, windowReadings } = (await dashboardPage("contracts.ts")) as ContractPageHelpers;
const { termChanges, verifyRecord } = (await dashboardPage("contract-detail.ts")) as ContractDetailHelpers;

describe("contract page helpers", () => {
  const status = fc.constantFrom("proposed", "active", "suspended", "completed", "terminated", "expired" as const);
  const met = fc.constantFrom<boolean | null>(true, false, null);

  it("SLA health is a breach exactly when an active contract misses a judged target, healthy only when every target is met", () => {
    fc.assert(
      fc.property(status, fc.array(met.map((m) => ({ met: m })), { maxLength: 8 }), (s, targets) => {
        const health = slaHealth(s, targets);
        expect(health.met).toBeLessThanOrEqual(health.judged);
        expect(health.judged).toBeLessThanOrEqual(health.total);
        expect(health.state === "breach").toBe(s === "active" && targets.some((t) => t.met === false));
        expect(health.state === "healthy").toBe(s === "active" && targets.length > 0 && targets.every((t) => t.met === true));
        if (targets.length === 0) expect(health.state).toBe("no-sla");
      }),
    );
  });

  it("a reading history keeps the newest readings in time order, every series as long as the times", () => {
    const reading = fc.record({ step: fc.integer({ min: -2, max: 5 }), values: fc.dictionary(fc.constantFrom("1 min", "5 min", "15 min", "reading"), fc.option(fc.double({ noNaN: true }), { nil: null })) });
    fc.assert(
      fc.property(fc.array(reading, { maxLength: 60 }), fc.integer({ min: 1, max: 20 }), (readings, cap) => {
        let history: ReadingHistory = emptyHistory();
        let at = 1_000;
        const kept: number[] = [];
        for (const r of readings) {
          at += r.step;
          const before = history.times.at(-1);
          const next = appendReading(history, at, new Map(Object.entries(r.values)), cap);
          if (before !== undefined && at <= before) expect(next).toBe(history); // an overtaken poll changes nothing
          else {
            kept.push(at);
            for (const [name, value] of Object.entries(r.values)) expect(next.series.get(name)!.at(-1)).toBe(value);
          }
          history = next;
        }
        expect(history.times).toEqual(kept.slice(-cap));
        for (const values of history.series.values()) expect(values).toHaveLength(history.times.length);
      }),
    );
  });

  it("readings per window are each target's 1, 5 and 15-minute cells, as the view gives them", () => {
    const cell = fc.record({ value: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null }), count: fc.nat() });
    const grid = fc.dictionary(fc.constantFrom("latency-p95", "availability"), fc.dictionary(fc.constantFrom("1", "5", "15"), cell, { minKeys: 1 }), { minKeys: 1 });
    fc.assert(
      fc.property(grid, (readings) => {
        const targets = Object.entries(readings).map(([id, byWindow]) => ({ id, met: null, windows: Object.entries(byWindow).map(([w, c]) => ({ windowMin: Number(w) as 1 | 5 | 15, ...c })) }));
        const read = windowReadings({ sla: { targets, consecutiveViolations: 0, violationsTotal: 0, lastCheckAt: null } });
        for (const [targetId, byWindow] of Object.entries(readings)) {
          for (const [w, c] of Object.entries(byWindow)) expect(read.get(targetId)?.get(Number(w) as 1 | 5 | 15)).toEqual(c);
          expect(read.get(targetId)?.size).toBe(Object.keys(byWindow).length);
        }
      }),
    );
    expect(windowReadings({ sla: { targets: [{ id: "t", met: null }], consecutiveViolations: 0, violationsTotal: 0, lastCheckAt: null } }).size).toBe(0);
  });

  it("balances are ordered held money first, then what parties are owed, then the outside world, none lost", () => {
    const account = fc.oneof(...["stake:", "pool:", "party:", "external:"].map((p) => fc.stringMatching(/^[a-z]{1,6}$/).map((s) => p + s)));
    fc.assert(
      fc.property(fc.dictionary(account, fc.integer()), (balances) => {
        const ordered = orderedBalances(balances);
        expect(Object.fromEntries(ordered)).toEqual(balances);
        const rank = (a: string) => ["stake:", "pool:", "party:", "external:"].findIndex((p) => a.startsWith(p));
        for (let i = 1; i < ordered.length; i++) expect(rank(ordered[i - 1]![0])).toBeLessThanOrEqual(rank(ordered[i]![0]));
      }),
    );
  });

  it("an amendment's changes are exactly the terms it changes, SLA targets compared by id", () => {
    fc.assert(
      fc.property(activeContractState, fc.double({ min: 0, max: 1e6, noNaN: true }), fc.nat({ max: 10 }), (state, threshold, pick) => {
        const terms = state.terms;
        expect(termChanges(terms, structuredClone(terms))).toEqual([]);
        // The same targets with their fields in another order are the same terms.
        expect(termChanges(terms, { ...terms, sla: terms.sla.map((t) => Object.fromEntries(Object.entries(t).reverse()) as typeof t) })).toEqual([]);
        const target = terms.sla[pick % Math.max(1, terms.sla.length)];
        if (!target || terms.sla.filter((t) => t.id === target.id).length > 1 || target.threshold === threshold) return;
        const proposed = { ...terms, sla: terms.sla.map((t) => (t === target ? { ...t, threshold } : t)) };
        expect(termChanges(terms, proposed).map(([term]) => term)).toEqual([`SLA ${target.id}`]);
        expect(termChanges(terms, { ...terms, stakeMinor: terms.stakeMinor + 1 }).map(([term]) => term)).toEqual(["Provider's stake"]);
      }),
    );
  });

  it("the browser's record check agrees with Parley's verifier, on signed records and on every kind of tampering", async () => {
    const parley = await signingKeyFromSeed(await deriveSeedFromSecret("dashboard test secret", "2026-11"));
    const other = await signingKeyFromSeed(await deriveSeedFromSecret("dashboard test secret", "2027-05"));
    const party = await signingKeyFromSeed(new Uint8Array(32).fill(5));
    const tamper = fc.constantFrom("none", "record", "canonical", "signature", "wrong-keys", "no-parley", "party-key");
    await fc.assert(
      fc.asyncProperty(activeContractState, tamper, async (state, how) => {
        const parties = state.parties.map((p, i) => (i === 0 ? { ...p, signingKey: party.publicJwk.x } : p));
        let signed = await signRecord(agreementRecord({ ...state, parties }, "activated", state.activatedAt!), parley);
        signed = await countersign(signed, parties[0]!.agentId, party.privateKey, party.kid);
        let keys = publicJwks([parley]).keys as unknown[];
        let candidate: unknown = signed;
        if (how === "record") candidate = { ...signed, record: { ...signed.record, termsVersion: signed.record.termsVersion + 1 } };
        if (how === "canonical") candidate = { ...signed, canonical: signed.canonical.replace("parley.agreement", "parley.agreemenT") };
        if (how === "signature") candidate = { ...signed, signatures: signed.signatures.map((s, i) => (i === 0 ? { ...s, sig: s.sig.startsWith("A") ? `B${s.sig.slice(1)}` : `A${s.sig.slice(1)}` } : s)) };
        if (how === "wrong-keys") keys = publicJwks([other]).keys as unknown[];
        if (how === "no-parley") candidate = { ...signed, signatures: signed.signatures.filter((s) => s.signer !== "parley") };
        if (how === "party-key") candidate = { ...signed, signatures: signed.signatures.map((s) => (s.signer === "parley" ? s : { ...s, kid: other.kid })) };
        const ours = await verifyRecord(candidate, keys);
        const reference = await verifySignedRecord(candidate, { parley: keys });
        expect(ours.valid).toBe(reference.valid);
        expect(ours.valid).toBe(how === "none");
        if (ours.valid) expect(ours.signers.sort()).toEqual(reference.signers.sort());
      }),
      { numRuns: 40 },
    );
  });
});

// ---- The dashboard against the real stack ----------------------------------------------------------------

let stack: LocalStack;
let browser: Browser;
let page: Page;
let shop: { shopId: string; adminKey: string };
let buyer: string;

const { call, must } = stackApi(() => stack);
const axeViolations = () => axeViolationsOn(page);

const accessibility: Record<string, string[]> = {};
async function shot(name: string) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  accessibility[name] = await axeViolations();
}

/**
 * Samples that breach p95 latency (900 ms against ≤ 200 ms), with availability met if judged, stamped in the two
 * seconds before `at` (just now, unless said otherwise).
 */
let batchSeq = 0;
async function breach(contractId: string, availability = true, at = Date.now()) {
  const samples = [
    ...Array.from({ length: 100 }, (_, i) => ({ metric: "latency", at: at - 2_000 + i * 10, value: 900 })),
    ...(availability ? Array.from({ length: 20 }, (_, i) => ({ metric: "availability", at: at - 2_000 + i * 50, value: 1 })) : []),
  ];
  return must("POST", `/v1/contracts/${contractId}/samples`, shop.adminKey, { batchId: `browser-${++batchSeq}`, samples }, 202);
}

const view = async (contractId: string) => (await call("GET", `/v1/contracts/${contractId}`, shop.adminKey)).body;

const SLA = [
  { id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor: 1_000, minSamples: 5 },
  { id: "availability", metric: "availability", statistic: "ratio", windowMin: 1, threshold: 0.99, penaltyMinor: 500, minSamples: 5 },
];

describe.skipIf(!available)("service contracts in the dashboard", () => {
  let contractA: string;
  let contractB: string;
  /**
   * When B's only breaching samples were stamped: once they have left its 1-minute window, a reinstated B stays
   * active. They are stamped 30 s before they are sent (reporters send late; anything under 15 minutes old counts),
   * so that the reinstatement below waits half a minute less for them to leave, and are still in the window for
   * B's checks (every second) for at least 20 s after they arrive.
   */
  let contractBBreachedAt: number;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await sharedLocalStack();
    shop = await must("POST", "/v1/shops", OPERATOR_TOKEN, { name: "Browser Services" }, 201);
    await must("PUT", `/v1/shops/${shop.shopId}/products/api-access`, shop.adminKey, { name: "API access", currency: "EUR", anchorMinor: 50_000, floorMinor: 30_000 }, 201);
    await call("PUT", `/v1/shops/${shop.shopId}/buyers/acme`, shop.adminKey, { name: "Acme" });
    buyer = (await must("POST", `/v1/shops/${shop.shopId}/buyers/acme/keys`, shop.adminKey, {}, 201)).key;

    // A: from a real negotiation to agreement (the buyer takes the opening offer), two SLA targets, the seed's limits.
    const opened = await must("POST", `/v1/shops/${shop.shopId}/negotiations`, buyer, { productId: "api-access", quantity: 2 }, 201);
    const agreed = await must("POST", `/v1/negotiations/${opened.negotiationId}/accept`, opened.token, {}, 200);
    if (agreed.status !== "agreed") throw new Error(JSON.stringify(agreed));
    contractA = (await must("POST", `/v1/shops/${shop.shopId}/service-contracts`, shop.adminKey, { negotiationId: opened.negotiationId, sla: SLA, stakeMinor: 10_000, bonusPoolMinor: 2_000, durationMs: 3_600_000 }, 201)).contractId;
    await must("POST", `/v1/contracts/${contractA}/accept`, shop.adminKey, {}, 200);
    expect((await must("POST", `/v1/contracts/${contractA}/accept`, buyer, {}, 200)).status).toBe("active");

    // B: proposed once the shop suspends at the first violation, with no grace: the inbox gets its escalation.
    await must("PUT", `/v1/shops/${shop.shopId}/contract-limits`, shop.adminKey, { violationsToSuspend: 1, graceMs: 0 }, 200);
    contractB = (
      await must(
        "POST",
        `/v1/shops/${shop.shopId}/service-contracts`,
        shop.adminKey,
        {
          parties: [
            { agentId: `shop:${shop.shopId}`, role: "provider" },
            { agentId: "buyer:acme", role: "consumer" },
          ],
          currency: "EUR",
          priceMinor: 5_000,
          terms: { plan: "basic" },
          sla: [SLA[0]],
          stakeMinor: 3_000,
          bonusPoolMinor: 0,
          durationMs: 3_600_000,
        },
        201,
      )
    ).contractId;
    await must("POST", `/v1/contracts/${contractB}/accept`, shop.adminKey, {}, 200);
    expect((await must("POST", `/v1/contracts/${contractB}/accept`, buyer, {}, 200)).status).toBe("active");

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

  it("breaches are judged by the contracts' own alarms: A pays a penalty, B is suspended into the inbox", async () => {
    // Checks every second; A's grace is 5 s, B's none.
    await breach(contractA);
    contractBBreachedAt = Date.now() - 30_000;
    await breach(contractB, false, contractBBreachedAt);
    await expect.poll(async () => (await view(contractB)).status, { timeout: 30_000 }).toBe("suspended");
    await expect
      .poll(async () => {
        const a = await view(contractA);
        // A violation per window while the breach lasts: feed the window so it never empties meanwhile.
        if (a.sla.violationsTotal === 0) await breach(contractA);
        return a.sla.violationsTotal;
      }, { timeout: 45_000, interval: 1_000 })
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await call("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, shop.adminKey)).body.items.some((e: { negotiationId: string }) => e.negotiationId === contractB))
      .toBe(true);

    const a = await view(contractA);
    expect(a.ledger.postings.filter((p: { kind: string }) => p.kind === "penalty")).not.toHaveLength(0);
  }, 90_000);

  it("lists the shop's contracts with status, SLA health, violations and balances, and filters by status", async () => {
    await page.getByTestId("nav-contracts").click();
    await page.getByTestId("page-title").first().waitFor();
    const rowA = page.locator(`tr[data-contract-id="${contractA}"]`);
    const rowB = page.locator(`tr[data-contract-id="${contractB}"]`);
    await expect.poll(() => page.getByTestId("contract-row").count()).toBe(2);
    await expect.poll(() => rowA.getByTestId("contract-status").textContent()).toBe("active");
    await expect.poll(() => rowB.getByTestId("contract-status").textContent()).toBe("suspended");
    // What the list shows is the contract's own view.
    await expect.poll(() => rowA.getByTestId("contract-health").textContent()).toMatch(/^Breach: 1 of 2 targets met$/);
    const a = await view(contractA);
    await expect.poll(async () => Number(await rowA.getByTestId("contract-violations").textContent())).toBeGreaterThanOrEqual(a.sla.violationsTotal);
    await expect.poll(() => rowA.getByTestId("contract-balances").textContent()).toMatch(/Provider's stake \(held\): €\d+\.\d\d.*Bonus pool \(held\): €20\.00.*Owed to buyer:acme: €\d+\.\d\d/);
    await expect.poll(() => rowB.getByTestId("contract-health").textContent()).toMatch(/^Suspended \(0 of 1 target met\)$/);
    await shot("contracts");

    await page.getByTestId("contracts-status").selectOption("suspended");
    await expect.poll(() => page.getByTestId("contract-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-contract-id")))).toEqual([contractB]);
    await page.getByTestId("contracts-status").selectOption("completed");
    await expect.poll(() => page.getByTestId("contracts-empty").textContent()).toBe("No contracts match.");
    await page.getByTestId("contracts-status").selectOption("");
    await expect.poll(() => page.getByTestId("contract-row").count()).toBe(2);
  });

  it("shows a contract's targets live with charts, its violations, a ledger that balances, its verified record and audit chain", async () => {
    await page.locator(`tr[data-contract-id="${contractA}"] a`).click();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toContain(contractA.slice(0, 8));
    const api = await view(contractA);

    // Targets: the latency reading is the breaching 900 ms and missed; availability is met.
    await expect.poll(() => page.getByTestId("sla-target").count()).toBe(2);
    const latency = page.locator('tr[data-target-id="latency-p95"]');
    await expect.poll(() => latency.getByTestId("target-reading").textContent()).toBe("900 ms");
    await expect.poll(() => latency.getByTestId("target-met").textContent()).toMatch(/^missed ✗/);
    await expect.poll(() => page.locator('tr[data-target-id="availability"]').getByTestId("target-met").textContent()).toBe("met ✓");
    await expect.poll(() => page.getByTestId("contract-violations").first().textContent()).toMatch(new RegExp(`^${api.sla.violationsTotal} in all, \\d+ in a row$`));

    // Each target over the 1, 5 and 15-minute windows, as the API gives them: the breach in all three so far.
    await expect.poll(() => page.getByTestId("sla-window-row").count()).toBe(2);
    const latencyWindows = api.sla.targets.find((t: { id: string }) => t.id === "latency-p95").windows;
    expect(latencyWindows.map((w: { windowMin: number }) => w.windowMin)).toEqual([1, 5, 15]);
    await expect.poll(() => page.getByTestId("sla-window-row").first().textContent()).toMatch(/900 ms[^]*900 ms[^]*900 ms/);

    // One chart per target, fed by the page's own polling: at least two readings plotted after a few seconds.
    await expect.poll(() => page.getByTestId("sla-chart").count()).toBe(2);
    await expect.poll(() => page.locator('[data-testid=sla-chart][data-target-id="latency-p95"] canvas').count()).toBeGreaterThan(0);
    await expect.poll(async () => Number(/(\d+) readings plotted/.exec((await page.getByTestId("sla-chart-text").first().textContent()) ?? "")?.[1] ?? 0), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);

    // The ledger: the penalty from the stake to the consumer, caused by a check of the latency target.
    await expect.poll(() => page.locator('[data-testid=ledger-posting][data-kind="penalty"]').count()).toBeGreaterThanOrEqual(1);
    const penalty = await page.locator('[data-testid=ledger-posting][data-kind="penalty"]').first().textContent();
    expect(penalty).toMatch(/Provider's stake \(held\).*Owed to buyer:acme.*€10\.00.*check at .*, target latency-p95/);
    // Balances derived in the browser sum to zero and equal the server's.
    await expect.poll(() => page.getByTestId("ledger-sum").getAttribute("data-minor")).toBe("0");
    await expect.poll(() => page.getByTestId("ledger-check").getAttribute("data-valid")).toBe("true");
    const shown = await page.getByTestId("ledger-balance").evaluateAll((rows) => rows.map((r) => [r.getAttribute("data-account"), Number(r.querySelector("[data-minor]")!.getAttribute("data-minor"))]));
    expect(shown.reduce((sum, [, amount]) => sum + (amount as number), 0)).toBe(0);
    const latest = await view(contractA);
    expect(Object.fromEntries(shown)).toEqual(latest.ledger.balances);

    // The activation record, verified in the browser; the audit chain verified.
    await expect.poll(() => page.getByTestId("contract-record").count()).toBe(1);
    await expect.poll(() => page.getByTestId("record-verified").getAttribute("data-valid")).toBe("true");
    await expect.poll(() => page.getByTestId("contract-audit").getAttribute("data-valid")).toBe("true");
    await expect.poll(() => page.getByTestId("contract-amendment").textContent()).toBe("None.");
    await shot("contract");
  });

  it("links a suspended contract's escalation to its page, and shows a tampered record as not verified", async () => {
    await page.getByTestId("nav-escalations").click();
    const card = page.locator(`[data-testid=escalation-card][data-contract-id="${contractB}"]`);
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.textContent()).toMatch(/suspended after 1 SLA violations? in a row/);
    // A contract is reviewed, not approved like a negotiation: reinstate or terminate, with a labelled note.
    expect(await card.getByTestId("escalation-approve").count()).toBe(0);
    await expect.poll(() => card.getByTestId("contract-reinstate").isVisible()).toBe(true);
    await expect.poll(() => card.getByTestId("contract-terminate").isVisible()).toBe(true);
    expect(await card.getByLabel("Note (optional)").count()).toBe(1);
    expect(await card.getByTestId("escalation-status").textContent()).toBe("pending");
    await card.screenshot({ path: join(SCREENSHOTS, "contract-escalation-card.png") });
    await shot("contract-escalation");

    // The shop proposes looser terms to B: its page shows the amendment, who it waits for and what it changes.
    const b = await view(contractB);
    const loosened = { ...b.terms, sla: b.terms.sla.map((t: { threshold: number }) => ({ ...t, threshold: 1_000 })) };
    await must("POST", `/v1/contracts/${contractB}/amendments`, shop.adminKey, loosened, 200);

    // A record altered on its way to the page fails the browser's check.
    await page.route(`**/v1/contracts/${contractB}/records`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.items[0].signed.record.terms.priceMinor += 1;
      await route.fulfill({ response, json: body });
    });
    await card.getByTestId("escalation-contract").click();
    await expect.poll(() => page.url()).toContain(`#/contracts/${contractB}`);
    await expect.poll(() => page.getByTestId("contract-status").first().textContent()).toBe("suspended");
    await expect.poll(() => page.getByTestId("record-verified").getAttribute("data-valid")).toBe("false");
    await expect.poll(() => page.getByTestId("contract-records").textContent()).toMatch(/canonical text is not the JCS of the record/);
    const amendment = page.getByTestId("contract-amendment");
    await expect.poll(() => amendment.textContent()).toContain(`Proposed byshop:${shop.shopId}`);
    await expect.poll(() => amendment.textContent()).toContain("Waiting forbuyer:acme");
    await expect.poll(() => amendment.locator("tbody tr").evaluateAll((rows) => rows.map((r) => r.textContent))).toEqual([expect.stringMatching(/^SLA latency-p95p95 latency over 1 min ≤ 200 ms.*p95 latency over 1 min ≤ 1,000 ms/)]);
    await shot("contract-suspended");
    await page.unroute(`**/v1/contracts/${contractB}/records`);

    // The negotiations list names the contract by its id (the inbox's index): that link opens the contract too.
    // (A hash change, not a reload: the admin key lives only in the page's memory.)
    await page.evaluate(`location.hash = "#/negotiations/${contractB}"`);
    await expect.poll(() => page.url()).toContain(`#/contracts/${contractB}`);

  });

  it("reinstates suspended B from its inbox card: active again in the API and on its page, the card decided", async () => {
    // With no grace, a reinstated B would be suspended again at its next check while its breaching samples are still
    // in its 1-minute window (samples are refused while it is suspended): wait until they have left it (5 s buckets).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, contractBBreachedAt + 67_000 - Date.now())));
    expect((await view(contractB)).status).toBe("suspended");

    await page.getByTestId("nav-escalations").click();
    const card = page.locator(`[data-testid=escalation-card][data-contract-id="${contractB}"]`);
    await expect.poll(() => card.getByTestId("contract-reinstate").isVisible()).toBe(true);
    await card.getByLabel("Note (optional)").fill("latency fixed upstream");
    await card.getByTestId("contract-reinstate").click();

    await expect.poll(() => card.getByTestId("escalation-result").textContent()).toBe("Reinstated. The contract is now active.");
    expect(await card.getByTestId("escalation-status").textContent()).toBe("approved");
    expect(await card.getByTestId("escalation-contract-status").textContent()).toBe("active");
    expect(await card.getByTestId("contract-reinstate").isVisible()).toBe(false);
    // The buttons are gone: focus is on what happened, which was also announced.
    expect(await page.evaluate(`document.activeElement?.dataset.testid`)).toBe("escalation-result");
    await expect.poll(() => page.locator("#live").textContent()).toContain("Reinstated. The contract is now active.");

    const b = await view(contractB);
    expect(b.status).toBe("active");
    expect(b.sla.consecutiveViolations).toBe(0);
    // The inbox item is decided: approved, with the reviewer's note; the "All" view shows it so.
    const inboxItem = async () => (await call("GET", `/v1/shops/${shop.shopId}/escalations`, shop.adminKey)).body.items.find((e: { subject?: { contractId?: string } }) => e.subject?.contractId === contractB);
    await expect.poll(async () => (await inboxItem())?.status).toBe("approved");
    expect((await inboxItem()).note).toContain("latency fixed upstream");
    await page.getByTestId("escalations-all").click();
    await expect.poll(() => card.getByTestId("escalation-countdown").textContent()).toMatch(/^Decided .* — note: reinstated on review: latency fixed upstream\.$/);
    expect(await card.getByTestId("escalation-status").textContent()).toBe("approved");
    expect(await card.getByTestId("contract-reinstate").count()).toBe(1); // built, but hidden
    expect(await card.getByTestId("contract-reinstate").isVisible()).toBe(false);
    await shot("contract-escalation-decided");

    await card.getByTestId("escalation-contract").click();
    await expect.poll(() => page.getByTestId("contract-status").first().textContent()).toBe("active");
    expect(await page.getByTestId("contract-review-section").isVisible()).toBe(false);
    expect((await view(contractB)).status).toBe("active");
  }, 120_000);

  it("terminates suspended C from its page after a refused attempt: closed, its stake and bonus pool refunded to zero", async () => {
    // C: suspended at its first violation, as B was (the shop's limits still say so).
    const contractC = (
      await must(
        "POST",
        `/v1/shops/${shop.shopId}/service-contracts`,
        shop.adminKey,
        {
          parties: [
            { agentId: `shop:${shop.shopId}`, role: "provider" },
            { agentId: "buyer:acme", role: "consumer" },
          ],
          currency: "EUR",
          priceMinor: 4_000,
          sla: [SLA[0]],
          stakeMinor: 3_000,
          bonusPoolMinor: 1_000,
          durationMs: 3_600_000,
        },
        201,
      )
    ).contractId;
    await must("POST", `/v1/contracts/${contractC}/accept`, shop.adminKey, {}, 200);
    await must("POST", `/v1/contracts/${contractC}/accept`, buyer, {}, 200);
    await breach(contractC, false);
    await expect.poll(async () => (await view(contractC)).status).toBe("suspended");

    await page.evaluate(`location.hash = "#/contracts/${contractC}"`);
    await expect.poll(() => page.getByTestId("contract-status").first().textContent()).toBe("suspended");
    const section = page.getByTestId("contract-review-section");
    await expect.poll(() => section.isVisible()).toBe(true);

    // Terminating asks once more; "Keep it" takes it back, focus on the button again.
    await section.getByTestId("contract-terminate").click();
    expect(await page.evaluate(`document.activeElement?.dataset.testid`)).toBe("contract-terminate-confirm");
    await section.getByTestId("contract-terminate-cancel").click();
    expect(await page.evaluate(`document.activeElement?.dataset.testid`)).toBe("contract-terminate");
    expect(await section.getByTestId("contract-terminate-confirm").count()).toBe(0);
    expect((await view(contractC)).status).toBe("suspended");

    // A refusal (here: someone else decided first) shows as the other pages show problems, and nothing changes.
    await page.route(`**/v1/shops/*/service-contracts/${contractC}/review`, (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/problem+json",
        json: { type: "https://parley.dev/problems/contract-not-suspended", title: "Conflict", status: 409, detail: "Only a suspended contract is reviewed; this one is active.", contractStatus: "active" },
      }),
    );
    await section.getByLabel("Note (optional)").fill("provider gave up on the SLA");
    await section.getByTestId("contract-terminate").click();
    await section.getByTestId("contract-terminate-confirm").click();
    const problem = section.getByTestId("contract-review-problem");
    await expect.poll(() => problem.textContent()).toBe("Conflict — Only a suspended contract is reviewed; this one is active.");
    expect(await problem.getAttribute("role")).toBe("alert");
    expect(await page.getByTestId("contract-status").first().textContent()).toBe("suspended");
    await page.unroute(`**/v1/shops/*/service-contracts/${contractC}/review`);

    // Confirmed for real: the page shows it terminated, and so does the API, with nothing left held.
    await section.getByTestId("contract-terminate-confirm").click();
    await expect.poll(() => page.getByTestId("contract-review-result").textContent()).toBe("Terminated. The contract is now terminated, what was left of its stake and bonus pool refunded.");
    expect(await problem.isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId("contract-status").first().textContent()).toBe("terminated");
    expect(await section.getByTestId("contract-terminate").isVisible()).toBe(false);
    const c = await view(contractC);
    expect(c.status).toBe("terminated");
    expect(c.closedAt).not.toBeNull();
    expect(c.closeReason).toContain("provider gave up on the SLA");
    expect(c.ledger.balances[`stake:${contractC}`] ?? 0).toBe(0);
    expect(c.ledger.balances[`pool:${contractC}`] ?? 0).toBe(0);
    // The page's books say the same.
    await expect.poll(() => page.locator(`[data-testid=ledger-balance][data-account="stake:${contractC}"] [data-minor]`).getAttribute("data-minor")).toBe("0");
    await expect.poll(() => page.locator(`[data-testid=ledger-balance][data-account="pool:${contractC}"] [data-minor]`).getAttribute("data-minor")).toBe("0");
    await shot("contract-terminated");
    // The inbox item is decided too: rejected, with the note.
    await expect
      .poll(async () => (await call("GET", `/v1/shops/${shop.shopId}/escalations`, shop.adminKey)).body.items.find((e: { subject?: { contractId?: string } }) => e.subject?.contractId === contractC)?.status)
      .toBe("rejected");
  }, 90_000);

  it("presents a composite contract as one with its parts", async () => {
    const composite = await must(
      "POST",
      `/v1/shops/${shop.shopId}/service-contracts`,
      shop.adminKey,
      {
        kind: "composite",
        partIds: [contractA, contractB],
        parties: [
          { agentId: `shop:${shop.shopId}`, role: "provider" },
          { agentId: "buyer:acme", role: "consumer" },
        ],
        currency: "EUR",
        priceMinor: 10_000,
        sla: [],
        stakeMinor: 0,
        durationMs: 3_600_000,
      },
      201,
    );
    const api = await view(composite.contractId);
    expect(api.composite.parts.map((p: { contractId: string }) => p.contractId)).toEqual([contractA, contractB]);
    await page.evaluate(`location.hash = "#/contracts/${composite.contractId}"`);
    await expect.poll(() => page.getByTestId("composite-part").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-contract-id")))).toEqual([contractA, contractB]);
    await expect.poll(() => page.getByTestId("composite-status").textContent()).toBe(api.composite.status);
    await expect.poll(() => page.getByTestId("composite").textContent()).toContain(`${api.composite.violationsTotal} in all`);
    await shot("contract-composite");

    expect(accessibility).toEqual({ contracts: [], contract: [], "contract-escalation": [], "contract-suspended": [], "contract-escalation-decided": [], "contract-terminated": [], "contract-composite": [] });
  });
});
