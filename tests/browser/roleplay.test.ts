/**
 * Roleplay transcripts in the dashboard (issue 29, item 5), in headless Chromium against the real local stack
 * (sharedLocalStack, as dashboard.test.ts): a batch played through the API is listed under Roleplays, filtered by
 * its batch, and one run's turns show speaker, text, action, strategies and the WorldAgent's verdicts — the same
 * as the API returns. Both pages are screenshot and checked with axe.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OPERATOR_TOKEN, sharedLocalStack, type LocalStack } from "./local-stack";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const available = existsSync(CHROMIUM);
if (!available && process.env.PARLEY_BROWSER_TESTS === "required") throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package`);
if (!available) console.warn(`browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);

const root = join(import.meta.dirname, "..", "..");
const SCREENSHOTS = join(root, process.env.PARLEY_SCREENSHOTS ?? join("test-results", "screenshots"));
vi.setConfig({ expect: { poll: { timeout: 20_000 } } });

let stack: LocalStack;
let browser: Browser;
let page: Page;
let shop: { shopId: string; adminKey: string };
let batch: { batchId: string; runs: Array<{ runId: string }> };

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${stack.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const AXE = readFileSync(join(root, "node_modules", "axe-core", "axe.min.js"), "utf8");
async function axeViolations(): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate<string[]>(`(async () => {
    const r = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return r.violations.map((v) => v.id + " (" + v.impact + "): " + v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", "));
  })()`);
}

describe.skipIf(!available)("roleplay transcripts in the dashboard", () => {
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await sharedLocalStack();
    shop = (await call("POST", "/v1/shops", OPERATOR_TOKEN, { name: "Browser Roleplay" })).body;
    const put = await call("PUT", `/v1/shops/${shop.shopId}/products/table`, shop.adminKey, { name: "Oak table", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, publicFacts: { shipping: "Free within the EU." } });
    if (put.status !== 201) throw new Error(JSON.stringify(put.body));
    const played = await call("POST", `/v1/shops/${shop.shopId}/roleplays`, shop.adminKey, { productId: "table", runs: 4, seed: 3 });
    if (played.status !== 201) throw new Error(JSON.stringify(played.body));
    batch = played.body;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.base}/dashboard/`);
    await page.getByLabel("Shop id").fill(shop.shopId);
    await page.getByLabel("Admin key").fill(shop.adminKey);
    await page.getByTestId("signin-submit").click();
    await page.getByTestId("nav-negotiations").waitFor();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("lists a batch's runs and shows one run's turns with their verdicts", async () => {
    await page.getByTestId("nav-roleplays").click();
    await page.getByTestId("page-title").first().waitFor();
    await expect.poll(() => page.getByTestId("roleplay-run").count()).toBe(4);
    await page.getByTestId("roleplay-batch").selectOption(batch.batchId);
    await expect.poll(() => page.getByTestId("roleplay-run").count()).toBe(4);
    await page.screenshot({ path: join(SCREENSHOTS, "roleplays.png"), fullPage: true });
    const listViolations = await axeViolations();

    const runId = batch.runs[0]!.runId;
    const api = (await call("GET", `/v1/shops/${shop.shopId}/roleplays/${runId}`, shop.adminKey)).body;
    await page.locator(`a[href="#/roleplays/${encodeURIComponent(runId)}"]`).click();
    await expect.poll(() => page.getByTestId("roleplay-turn").count()).toBe(api.turns.length);
    const texts = await page.getByTestId("turn-text").allTextContents();
    expect(texts).toEqual(api.turns.map((t: any) => t.text));
    const actions = await page.getByTestId("turn-action").allTextContents();
    expect(actions.map((a) => a.split(" ")[0])).toEqual(api.turns.map((t: any) => t.action.type));
    const verdicts = (await page.getByTestId("turn-verdict").allTextContents()).filter(Boolean);
    expect(verdicts).toEqual(api.turns.filter((t: any) => t.verdict).map((t: any) => t.verdict));
    expect(verdicts.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("roleplay-summary").textContent()).toContain(api.run.summary.text);
    await page.screenshot({ path: join(SCREENSHOTS, "roleplay-run.png"), fullPage: true });
    expect({ list: listViolations, run: await axeViolations() }).toEqual({ list: [], run: [] });

    // A run of another shop, or none, is a problem on the page, not a crash.
    await page.goto(`${stack.base}/dashboard/#/roleplays/nope`);
    await expect.poll(() => page.locator(".problem").first().textContent()).toMatch(/not found/i);
  });
});
