/**
 * The Fleet page (issue #31, item 4), in headless Chromium against the real local stack (sharedLocalStack, as
 * tests/browser/auctions.test.ts). As an owner would: the agent editor refuses an obvious mistake at its field
 * before sending and shows the server's field error (a policy set the shop does not hold) beside its field; an
 * agent saved from the form appears in the roster; a buyer's negotiation is assigned to it, and after the deal the
 * roster shows its deal and surplus share; the recent assignments list it with every candidate's score; the
 * negotiation page shows its assignment; with the product moved to a category the agent does not handle (from the
 * page's category form), the buyer's next open waits, and the owner lets the default negotiator proceed from the
 * page; the roster's button switches the agent off. With it on again, another buyer's open no agent fits is a card
 * in the escalation inbox offering the fleet's two answers (not Approve/Reject); assigning the agent there takes it
 * off the pending list, and the buyer's next open is the agent's. A partner's negotiation goes to an agent saved
 * with the partnership deal type, and the roster and the recent assignments count it as a partnership. Screenshots,
 * and axe finds nothing.
 *
 * The page's pure helper (the form to the PUT body) is checked with a fast-check property first, in Node.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OPERATOR_TOKEN, sharedLocalStack, type LocalStack, axeViolationsOn, stackApi } from "./local-stack";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const available = existsSync(CHROMIUM);
if (!available && process.env.PARLEY_BROWSER_TESTS === "required") throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package`);

const root = join(import.meta.dirname, "..", "..");
const SCREENSHOTS = join(root, process.env.PARLEY_SCREENSHOTS ?? join("test-results", "screenshots"));
vi.setConfig({ expect: { poll: { timeout: 30_000 } } });

// ---- The pure helper ----------------------------------------------------------------------------------

interface FormValues {
  id: string;
  name: string;
  dealTypes: string[];
  categories: string;
  strategyKind: string;
  exponent: string;
  arms: string[];
  policySetId: string;
  languageStyle: string;
  capacity: string;
  active: boolean;
}
interface FleetHelpers {
  agentBody(v: FormValues): { id: string; body: Record<string, unknown> } | { errors: [string, string][] };
}
const { agentBody } = (await import(/* @vite-ignore */ pathToFileURL(join(root, "dashboard", "src", "pages", "fleet.ts")).href)) as FleetHelpers;
// The server's own check, which the form must never contradict on what it lets through.
const { validateProfile } = await import("../../fleet");

const good: FormValues = { id: "closer", name: "Closer", dealTypes: ["sales"], categories: "all", strategyKind: "boulware", exponent: "", arms: ["default"], policySetId: "active", languageStyle: "formal", capacity: "2", active: true };

describe("the agent form", () => {
  it("builds a body the server's validation accepts, or names the fields it refuses", () => {
    fc.assert(
      fc.property(
        fc.record({
          id: fc.constantFrom("closer", "a.b-c_1", "", " bad id", "x".repeat(65)),
          name: fc.constantFrom("Closer", "", "  "),
          dealTypes: fc.subarray(["sales", "procurement", "partnership"]),
          categories: fc.constantFrom("all", "coffee, tea", "", " , ", "coffee,coffee"),
          strategyKind: fc.constantFrom("adaptive", "boulware", "linear", "conceder"),
          exponent: fc.constantFrom("", "0.5", "2", "0", "-1", "abc"),
          arms: fc.subarray(["default", "firm", "soft"]),
          policySetId: fc.constantFrom("active", "3", ""),
          languageStyle: fc.constantFrom("formal", "friendly", "concise"),
          capacity: fc.constantFrom("1", "10", "0", "1.5", "", "10001", "x"),
          active: fc.boolean(),
        }),
        (values) => {
          const built = agentBody(values);
          if ("errors" in built) {
            expect(built.errors.length).toBeGreaterThan(0);
            return;
          }
          const checked = validateProfile({ id: built.id, ...built.body });
          // Only the exponent's upper bound (the kernel's) is left to the server.
          if (!checked.ok) expect(checked.problems.map((p) => p.pointer)).toEqual(["/strategy/exponent"]);
        },
      ),
    );
    expect(agentBody(good)).toEqual({ id: "closer", body: { name: "Closer", dealTypes: ["sales"], categories: "all", strategy: { kind: "boulware" }, arms: ["default"], policySetId: "active", languageStyle: "formal", capacity: 2, active: true } });
  });
});

// ---- The page against the real stack ------------------------------------------------------------------

let stack: LocalStack;
let browser: Browser;
let page: Page;
let shop: { shopId: string; adminKey: string };

const { call, must } = stackApi(() => stack);
const axeViolations = () => axeViolationsOn(page);

const accessibility: Record<string, string[]> = {};
async function shot(name: string) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  accessibility[name] = await axeViolations();
}

describe.skipIf(!available)("the Fleet page", () => {
  let buyerKey: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await sharedLocalStack();
    shop = await must("POST", "/v1/shops", OPERATOR_TOKEN, { name: "Browser Fleet" }, 201);
    await must("PUT", `/v1/shops/${shop.shopId}/products/espresso`, shop.adminKey, { name: "Espresso machine", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000 }, 201);
    await must("PUT", `/v1/shops/${shop.shopId}/buyers/cafe`, shop.adminKey, { name: "Cafe" }, 201);
    buyerKey = (await must("POST", `/v1/shops/${shop.shopId}/buyers/cafe/keys`, shop.adminKey, undefined, 201)).key;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    await page.goto(`${stack.base}/dashboard/`);
    await page.getByLabel("Shop id").fill(shop.shopId);
    await page.getByLabel("Admin key").fill(shop.adminKey);
    await page.getByTestId("signin-submit").click();
    await page.getByTestId("nav-fleet").waitFor();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("refuses a bad agent at its fields, saves a good one, and shows the server's field error beside its field", async () => {
    await page.getByTestId("nav-fleet").click();
    await expect.poll(() => page.getByTestId("agents-empty").textContent()).toContain("No agents");
    await page.getByLabel("Agent id").fill("closer");
    await page.getByLabel("Name", { exact: true }).fill("Closer");
    await page.getByLabel("Capacity").fill("0");
    await page.getByTestId("agent-arm-default").uncheck();
    await page.getByTestId("agent-save").click();
    await expect.poll(() => page.getByTestId("agent-capacity-error").textContent()).toContain("1 to 10000");
    await expect.poll(() => page.getByTestId("agent-arm-error").textContent()).toContain("at least one arm");
    expect((await must("GET", `/v1/shops/${shop.shopId}/fleet/agents`, shop.adminKey, undefined, 200)).items).toEqual([]);

    await page.getByLabel("Capacity").fill("2");
    await page.getByTestId("agent-arm-default").check();
    await page.getByLabel("Policy set").fill("v9");
    await page.getByTestId("agent-save").click();
    await expect.poll(() => page.getByTestId("agent-policy-error").textContent()).toContain("no policy set version 9");
    await shot("fleet-form-error");

    await page.getByLabel("Policy set").fill("active");
    await page.getByLabel("Categories", { exact: true }).fill("espresso");
    await page.getByLabel("Strategy", { exact: true }).selectOption("boulware");
    await page.getByTestId("agent-save").click();
    await page.locator('[data-testid="agent-row"][data-agent-id="closer"]').waitFor();
    const saved = await must("GET", `/v1/shops/${shop.shopId}/fleet/agents/closer`, shop.adminKey, undefined, 200);
    expect(saved).toMatchObject({ name: "Closer", categories: ["espresso"], capacity: 2, strategy: { kind: "boulware" }, arms: ["default"], version: 1 });
  });

  it("shows the assignment, its scores and the agent's figures after a deal; the negotiation page shows its assignment", async () => {
    const opened = await must("POST", `/v1/shops/${shop.shopId}/negotiations`, buyerKey, { productId: "espresso", quantity: 1 }, 201);
    const accepted = await must("POST", `/v1/negotiations/${opened.negotiationId}/accept`, opened.token, undefined, 200);
    expect(accepted.status).toBe("agreed");
    await expect.poll(() => page.locator('[data-testid="agent-row"][data-agent-id="closer"]').getByTestId("agent-deals").textContent()).toBe("1");
    expect(await page.locator('[data-testid="agent-row"][data-agent-id="closer"]').getByTestId("agent-live").textContent()).toBe("0/2");
    expect(await page.locator('[data-testid="agent-row"][data-agent-id="closer"]').getByTestId("agent-surplus").textContent()).toMatch(/%$/);
    // Its one deal was a sale: deals/held per deal type, sales, procurement, partnership.
    expect(await page.locator('[data-testid="agent-row"][data-agent-id="closer"]').getByTestId("agent-by-deal-type").textContent()).toBe("1/1 · 0/0 · 0/0 (deals/held)");
    await expect.poll(() => page.getByTestId("assignment-row").count()).toBe(1);
    expect(await page.getByTestId("assignment-deal-type").textContent()).toBe("sales");
    expect(await page.getByTestId("assignments-table").textContent()).toContain("best score");
    await page.getByTestId("assignments-table").getByText("1 candidates").click();
    expect(await page.getByTestId("assignments-table").textContent()).toMatch(/closer: score \d\.\d{3} = success/);
    await shot("fleet");

    await page.goto(`${stack.base}/dashboard/#/negotiations/${opened.negotiationId}`);
    await expect.poll(() => page.getByTestId("assignment-summary").textContent()).toContain("closer");
    expect(await page.getByTestId("assignment-summary").textContent()).toContain("best score");
    expect(await page.locator('[data-testid="assignment-candidate"][data-agent-id="closer"]').textContent()).toContain("(chosen)");
    await expect.poll(() => page.getByTestId("audit-verified").getAttribute("data-valid")).toBe("true");
    await shot("negotiation-assignment");
  });

  it("in a category no agent handles, the open waits, and the owner lets the default negotiator proceed; the agent is switched off", async () => {
    await page.getByTestId("nav-fleet").click();
    await page.getByLabel("Product", { exact: true }).selectOption("espresso");
    await page.getByLabel("Category", { exact: true }).fill("grinders");
    await page.getByTestId("category-save").click();
    await expect.poll(async () => (await must("GET", `/v1/shops/${shop.shopId}/fleet`, shop.adminKey, undefined, 200)).productCategories).toEqual({ espresso: "grinders" });
    const waiting = await call("POST", `/v1/shops/${shop.shopId}/negotiations`, buyerKey, { productId: "espresso", quantity: 1 });
    expect(waiting.status).toBe(503);
    await expect.poll(() => page.getByTestId("waiting-item").count()).toBe(1);
    expect(await page.getByTestId("waiting-item").textContent()).toContain("category (handles espresso, not grinders)");
    await shot("fleet-waiting");
    await page.getByTestId("waiting-default").click();
    await expect.poll(() => page.getByTestId("waiting-empty").textContent()).toContain("Nothing waiting");
    const reopened = await must("POST", `/v1/shops/${shop.shopId}/negotiations`, buyerKey, { productId: "espresso", quantity: 1 }, 201);
    // Assigned under its negotiation id at the open: readable at once.
    const assignment = await must("GET", `/v1/shops/${shop.shopId}/fleet/assignments/${reopened.negotiationId}`, shop.adminKey, undefined, 200);
    expect(assignment.record).toMatchObject({ agentId: null, rule: "default", decidedBy: "owner" });

    await page.locator('[data-testid="agent-row"][data-agent-id="closer"]').getByTestId("agent-deactivate").click();
    await expect.poll(async () => (await must("GET", `/v1/shops/${shop.shopId}/fleet/agents/closer`, shop.adminKey, undefined, 200)).active).toBe(false);
    await expect.poll(() => page.locator('[data-testid="agent-row"][data-agent-id="closer"]').textContent()).toContain("inactive");
  });

  it("lists an open no agent fits in the escalation inbox, with the fleet's two answers, not Approve/Reject", async () => {
    // The agent on again, for espresso only; the product is negotiated as grinders: a new buyer's open waits.
    await must("PUT", `/v1/shops/${shop.shopId}/fleet/agents/closer`, shop.adminKey, { name: "Closer", dealTypes: ["sales"], categories: ["espresso"], strategy: { kind: "boulware" }, arms: ["default"], policySetId: "active", languageStyle: "formal", capacity: 2, active: true }, 200);
    await must("PUT", `/v1/shops/${shop.shopId}/buyers/bistro`, shop.adminKey, { name: "Bistro" }, 201);
    const bistroKey = (await must("POST", `/v1/shops/${shop.shopId}/buyers/bistro/keys`, shop.adminKey, undefined, 201)).key;
    await expect.poll(async () => (await call("POST", `/v1/shops/${shop.shopId}/negotiations`, bistroKey, { productId: "espresso", quantity: 1 })).status).toBe(503);
    const waitingId = (await must("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, shop.adminKey, undefined, 200)).items.find((i: { subject: { kind: string } }) => i.subject.kind === "fleet").escalationId as string;

    await page.getByTestId("nav-escalations").click();
    const card = page.locator(`[data-testid="escalation-card"][data-fleet-waiting-id="${waitingId}"]`);
    await expect.poll(() => card.getByTestId("fleet-buyer").textContent()).toBe("bistro");
    expect(await card.getByTestId("fleet-product").textContent()).toBe("espresso (category grinders)");
    expect(await card.getByTestId("escalation-status").textContent()).toBe("pending");
    expect(await card.getByTestId("escalation-fleet").getAttribute("href")).toBe("#/fleet");
    // Nothing to approve or reject: the fleet route's two answers instead.
    expect(await card.getByTestId("escalation-approve").count()).toBe(0);
    expect(await card.getByTestId("escalation-reject").count()).toBe(0);
    expect(await card.getByTestId("fleet-default").textContent()).toBe("Let the default negotiator proceed");
    await expect.poll(() => card.getByLabel("Agent").locator("option").allTextContents()).toEqual(["Closer (closer)"]);
    await shot("escalations-fleet");

    await card.getByTestId("fleet-assign").click();
    await expect.poll(() => card.getByTestId("escalation-result").textContent()).toContain("closer will play bistro's next open on espresso");
    expect(await card.getByTestId("fleet-decision").isVisible()).toBe(false);
    const decided = (await must("GET", `/v1/shops/${shop.shopId}/fleet`, shop.adminKey, undefined, 200)).waiting.find((w: { waitingId: string }) => w.waitingId === waitingId);
    expect(decided).toMatchObject({ status: "assigned", agentId: "closer" });
    expect((await must("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, shop.adminKey, undefined, 200)).items).toEqual([]);
    // The buyer's next open is the agent's, as the owner decided.
    const reopened = await must("POST", `/v1/shops/${shop.shopId}/negotiations`, bistroKey, { productId: "espresso", quantity: 1 }, 201);
    await expect.poll(async () => (await call("GET", `/v1/negotiations/${reopened.negotiationId}`, shop.adminKey)).body?.assignment?.agentId).toBe("closer");
  });

  it("a partner's negotiation is a partnership: the agent saved with that deal type plays it, and the page counts it apart", async () => {
    await must("PUT", `/v1/shops/${shop.shopId}/buyers/ally`, shop.adminKey, { name: "Ally", relationship: "partner" }, 201);
    const allyKey = (await must("POST", `/v1/shops/${shop.shopId}/buyers/ally/keys`, shop.adminKey, undefined, 201)).key;
    await page.getByTestId("nav-fleet").click();
    await page.getByLabel("Agent id").fill("partner-desk");
    await page.getByLabel("Name", { exact: true }).fill("Partner desk");
    await page.getByTestId("agent-deal-sales").uncheck();
    await page.getByTestId("agent-deal-partnership").check();
    await page.getByLabel("Categories", { exact: true }).fill("all");
    await page.getByLabel("Capacity").fill("3");
    await page.getByTestId("agent-save").click();
    await page.locator('[data-testid="agent-row"][data-agent-id="partner-desk"]').waitFor();
    expect((await must("GET", `/v1/shops/${shop.shopId}/fleet/agents/partner-desk`, shop.adminKey, undefined, 200)).dealTypes).toEqual(["partnership"]);

    const opened = await must("POST", `/v1/shops/${shop.shopId}/negotiations`, allyKey, { productId: "espresso", quantity: 1 }, 201);
    await must("POST", `/v1/negotiations/${opened.negotiationId}/accept`, opened.token, undefined, 200);
    const row = page.locator('[data-testid="agent-row"][data-agent-id="partner-desk"]');
    await expect.poll(() => row.getByTestId("agent-by-deal-type").textContent()).toBe("0/0 · 0/0 · 1/1 (deals/held)");
    const newest = page.getByTestId("assignment-row").first();
    expect(await newest.getAttribute("data-agent-id")).toBe("partner-desk");
    expect(await newest.getByTestId("assignment-deal-type").textContent()).toBe("partnership");
    await shot("fleet-partnership");
  });

  it("axe finds nothing on the pages shown", () => {
    expect(accessibility).toEqual({ "fleet-form-error": [], fleet: [], "negotiation-assignment": [], "fleet-waiting": [], "escalations-fleet": [], "fleet-partnership": [] });
  });
});
