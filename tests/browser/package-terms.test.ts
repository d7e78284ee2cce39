/**
 * Multi-term products in the dashboard (issue 28), in headless Chromium against the real local stack
 * (sharedLocalStack, as dashboard.test.ts): the owner declares terms and answers one question per term in plain
 * words, the server's field errors land at the field they name, and the product API then returns the terms and the
 * answers as pairwise trade-offs.
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

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${stack.base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const AXE = readFileSync(join(root, "node_modules", "axe-core", "axe.min.js"), "utf8");
const accessibility: Record<string, string[]> = {};

async function axeViolations(): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate<string[]>(`(async () => {
    const r = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return r.violations.map((v) => v.id + " (" + v.impact + "): " + v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", "));
  })()`);
}

async function shot(name: string) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  accessibility[name] = await axeViolations();
}

async function goTo(nav: string) {
  await page.getByTestId(`nav-${nav}`).click();
  await page.getByTestId("page-title").first().waitFor();
}

const product = (id: string) => call("GET", `/v1/shops/${shop.shopId}/products/${id}`, shop.adminKey);

describe.skipIf(!available)("package terms in the dashboard", () => {
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await sharedLocalStack();
    shop = (await call("POST", "/v1/shops", OPERATOR_TOKEN, { name: "Browser Servers" })).body;
    for (const id of ["rack-server", "rack-server-plain"]) {
      const put = await call("PUT", `/v1/shops/${shop.shopId}/products/${id}`, shop.adminKey, { name: "Rack server", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000 });
      if (put.status !== 201) throw new Error(JSON.stringify(put.body));
    }
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

  it("sets terms through one question per term, shows the server's field errors at their field, and saves them", async () => {
    await goTo("products");
    await page.locator('[data-testid="product-row"][data-product-id="rack-server"]').click();
    const editor = page.getByTestId("terms-editor");
    await expect.poll(() => editor.textContent()).toContain("negotiates its price only");
    const cards = editor.getByTestId("term-card");

    // A common term, filled in: its question in plain words.
    await page.getByTestId("term-preset").selectOption("payment-days");
    await page.getByTestId("term-add").click();
    const payment = cards.nth(0);
    expect(await payment.getByTestId("term-max").inputValue()).toBe("90");
    expect(await payment.getByTestId("term-question").textContent()).toBe("How much of the price would you give up for 10 fewer days of payment terms?");
    await payment.getByTestId("term-answer").fill("1.5");

    // A term of the owner's own: the id follows the name; a step that does not divide the range.
    await page.getByTestId("term-preset").selectOption("");
    await page.getByTestId("term-add").click();
    const warranty = cards.nth(1);
    await warranty.getByTestId("term-label").fill("Warranty");
    expect(await warranty.getByTestId("term-id").inputValue()).toBe("warranty");
    await warranty.getByTestId("term-unit").fill("months");
    await warranty.getByTestId("term-min").fill("12");
    await warranty.getByTestId("term-max").fill("36");
    await warranty.getByTestId("term-step").fill("7");
    await warranty.getByTestId("term-answer").fill("0.8");

    // A choice term: the question names two of its values.
    await page.getByTestId("term-preset").selectOption("incoterm");
    await page.getByTestId("term-add").click();
    const incoterm = cards.nth(2);
    expect(await incoterm.getByTestId("term-values").inputValue()).toBe("EXW\nFCA\nDAP\nDDP");
    await incoterm.getByTestId("term-question-worse").selectOption("DAP");
    expect(await incoterm.getByTestId("term-question").textContent()).toBe("How much of the price would you give up to have incoterm EXW instead of DAP?");
    await incoterm.getByTestId("term-answer").fill("2");

    // The reservation is the owner's choice: nothing is saved without it.
    await page.getByTestId("product-save").click();
    await expect.poll(() => page.getByTestId("terms-reservation-error").textContent()).toMatch(/least package/);
    await page.getByTestId("terms-reservation").fill("55");

    // The server refuses the step: its error (pointer /terms/1/step) sits at that term's step field; nothing is saved.
    await page.getByTestId("product-save").click();
    await expect.poll(() => warranty.getByTestId("term-step-error").textContent()).toMatch(/whole steps/);
    expect(await warranty.getByTestId("term-step").getAttribute("aria-invalid")).toBe("true");
    expect(await payment.getByTestId("term-step-error").isHidden()).toBe(true);
    await shot("product-terms-error");
    expect((await product("rack-server")).body).toMatchObject({ version: 1 });
    expect((await product("rack-server")).body.terms).toBeUndefined();

    // Fixed: the amount asked about follows the step (one step of 6 months) and the product saves.
    await warranty.getByTestId("term-step").fill("6");
    expect(await warranty.getByTestId("term-question").textContent()).toBe("How much of the price would you give up for 6 fewer months of warranty?");
    await page.getByTestId("terms-offer-options").selectOption("2");
    await page.getByTestId("product-save").click();
    await expect.poll(async () => (await product("rack-server")).body.version).toBe(2);
    const saved = (await product("rack-server")).body;
    expect(saved.terms).toEqual([
      { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 },
      { id: "warranty", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "lower", shopBest: 12 },
      { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["EXW", "FCA", "DAP", "DDP"], shopBest: "EXW" },
    ]);
    expect(saved.valuation).toEqual({
      tradeoffs: [
        { give: { term: "payment-days", amount: 10 }, for: { term: "price", amount: 1.5 } },
        { give: { term: "warranty", amount: 6 }, for: { term: "price", amount: 0.8 } },
        { give: { term: "incoterm", amount: 2 }, for: { term: "price", amount: 2 } },
      ],
      reservationUtility: 0.55,
    });
    expect(saved.offerOptions).toBe(2);

    // The answers restated on one scale: each whole range in percent of the list price, drawn as bars.
    await page.getByTestId("terms-worth-chart").locator("canvas").first().waitFor();
    const rows = await page.getByTestId("terms-worth-row").allTextContents();
    expect(rows).toEqual([
      expect.stringMatching(/^Price.*30\.0 %$/),
      expect.stringMatching(/^Payment terms90 to 0 days13\.5 %$/),
      expect.stringMatching(/^Warranty36 to 12 months3\.2 %$/),
      expect.stringMatching(/^IncotermDDP to EXW3\.0 %$/),
    ]);
    await expect.poll(async () => page.getByTestId("product-versions").locator("tbody tr").count()).toBe(2);
    await shot("product-terms");

    // Read back after leaving the page: the saved answers are in their questions, ids fixed.
    await goTo("negotiations");
    await goTo("products");
    await page.locator('[data-testid="product-row"][data-product-id="rack-server"]').click();
    await expect.poll(() => cards.count()).toBe(3);
    expect(await cards.nth(0).getByTestId("term-answer").inputValue()).toBe("1.5");
    expect(await cards.nth(1).getByTestId("term-question-amount").inputValue()).toBe("6");
    expect(await cards.nth(2).getByTestId("term-question-worse").inputValue()).toBe("DAP");
    expect(await cards.nth(0).getByTestId("term-id").getAttribute("readonly")).not.toBeNull();
    expect(await page.getByTestId("terms-reservation").inputValue()).toBe("55");

    // Removing a term and saving keeps the rest; the catalog shows the public part only.
    await cards.nth(1).getByTestId("term-remove").click();
    await page.getByTestId("product-save").click();
    await expect.poll(async () => (await product("rack-server")).body.terms?.map((t: { id: string }) => t.id)).toEqual(["payment-days", "incoterm"]);
    expect((await product("rack-server")).body.valuation.tradeoffs).toHaveLength(2);
    const catalog = JSON.stringify((await call("GET", `/v1/shops/${shop.shopId}/catalog`, null)).body);
    expect(catalog).toContain("payment-days");
    expect(catalog).not.toContain("tradeoffs");
  });

  it("shows a package negotiation's history: terms beside each price, the shop's options, the agreed package, concessions in utility", async () => {
    const terms = [
      { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 },
      { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "lower", shopBest: 12 },
      { id: "support-tier", label: "Support tier", kind: "ordinal", values: ["basic", "standard", "premium"], shopBest: "basic" },
      { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["EXW", "FCA", "DAP", "DDP"], shopBest: "EXW" },
    ];
    const valuation = {
      tradeoffs: [
        { give: { term: "payment-days", amount: 10 }, for: { term: "price", amount: 1.5 } },
        { give: { term: "warranty-months", amount: 6 }, for: { term: "price", amount: 1 } },
        { give: { term: "support-tier", amount: 1 }, for: { term: "price", amount: 2 } },
        { give: { term: "incoterm", amount: 1 }, for: { term: "price", amount: 1 } },
      ],
      reservationUtility: 0.6,
    };
    const put = await call("PUT", `/v1/shops/${shop.shopId}/products/server-bundle`, shop.adminKey, { name: "Server bundle", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 12, terms, valuation, offerOptions: 3 });
    expect(put.status, JSON.stringify(put.body)).toBe(201);
    // The buyer asks for longer payment terms, a longer warranty, better support and FCA, and raises its price slowly
    // until the shop (which offers up to three equivalent packages) answers with several; then it takes the last by
    // its id. The shop may instead take a bid at once (its private draws are the shop's own): then another buyer tries.
    const ask = { "payment-days": 30, "warranty-months": 24, "support-tier": "standard", incoterm: "FCA" };
    let negotiationId = "";
    let token = "";
    let key = "";
    let answer: any = null;
    for (let b = 0; b < 5 && (answer?.shopOffer?.options?.length ?? 0) < 2; b++) {
      const buyerId = `package-buyer-${b}`;
      await call("PUT", `/v1/shops/${shop.shopId}/buyers/${buyerId}`, shop.adminKey, { name: `Package buyer ${b}` });
      key = (await call("POST", `/v1/shops/${shop.shopId}/buyers/${buyerId}/keys`, shop.adminKey)).body.key;
      const opened = await call("POST", `/v1/shops/${shop.shopId}/negotiations`, key, { productId: "server-bundle", quantity: 1, offer: { priceMinor: 7_000, terms: ask } });
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      ({ negotiationId, token } = opened.body as { negotiationId: string; token: string });
      answer = opened.body;
      for (let i = 0; i < 10 && answer.status === "open" && (answer.shopOffer?.options?.length ?? 0) < 2; i++) {
        const res = await call("POST", `/v1/negotiations/${negotiationId}/offers`, token, { priceMinor: 7_100 + 60 * i, terms: ask });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        answer = res.body;
      }
    }
    const options: { id: string; priceMinor: number; terms: Record<string, string | number> }[] = answer.shopOffer?.options ?? [];
    expect(options.length, JSON.stringify(answer)).toBeGreaterThanOrEqual(2);
    const chosen = options.at(-1)!;
    const accepted = await call("POST", `/v1/negotiations/${negotiationId}/accept`, token, { optionId: chosen.id });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const view = (await call("GET", `/v1/negotiations/${negotiationId}`, shop.adminKey)).body;
    expect(view.status).toBe("agreed");
    expect(view.agreement).toMatchObject({ priceMinor: chosen.priceMinor, terms: chosen.terms });

    await goTo("negotiations");
    await page.locator(`[data-testid="negotiation-row"][data-negotiation-id="${negotiationId}"]`).click();
    await expect.poll(() => page.getByTestId("negotiation-status").textContent()).toBe("agreed");

    // Each line shows its terms beside its price, by the owner's labels and units.
    const history = page.getByTestId("offer-history");
    expect(await history.locator("thead").textContent()).toContain("Terms");
    const firstBuyer = history.locator('[data-testid="history-row"][data-party="buyer"]').first();
    expect(await firstBuyer.getByTestId("history-terms").textContent()).toContain("Payment terms: 30 days");
    expect(await firstBuyer.getByTestId("history-terms").textContent()).toContain("Support tier: standard");
    const shopLines = history.locator('[data-testid="history-row"][data-party="shop"]');
    expect(await shopLines.first().getByTestId("history-terms").textContent()).toMatch(/Payment terms: \d+ days/);
    // Shop offers list their options; their explanation is in utility, with the buyer's apparent weights.
    const lines = view.history as { party: string; options?: unknown[] }[];
    const withOptions = lines.filter((e) => e.party === "shop" && (e.options?.length ?? 0) > 1).length;
    expect(withOptions).toBeGreaterThan(0);
    await expect.poll(() => history.getByTestId("offer-options").count()).toBe(withOptions);
    expect(await history.getByTestId("package-explanation").first().textContent()).toMatch(/target utility: \d+(\.\d)?%/);
    expect(await history.getByTestId("buyer-weights").first().textContent()).toContain("Payment terms");

    // The buyer's acceptance of an option carries that option's package.
    const lastBuyer = history.locator('[data-testid="history-row"][data-party="buyer"]').last();
    expect(await lastBuyer.getByTestId("history-terms").textContent()).toContain(`Payment terms: ${chosen.terms["payment-days"]} days`);

    // The agreed package, and the concession chart in utility beside the price chart.
    const agreed = page.getByTestId("agreed-package");
    for (const [id, value] of Object.entries(view.agreement.terms as Record<string, string | number>)) {
      expect(await agreed.locator(`[data-term="${id}"]`).textContent()).toContain(String(value));
    }
    await page.getByTestId("concession-chart").locator("canvas").first().waitFor();
    await page.getByTestId("utility-chart").locator("canvas").first().waitFor();
    expect(await page.getByTestId("utility-chart-text").textContent()).toMatch(/latest package is worth \d+(\.\d)?%/);
    await shot("negotiation-package");

    // A price-only negotiation looks as before: no terms column, no utility chart.
    const plain = await call("POST", `/v1/shops/${shop.shopId}/negotiations`, key, { productId: "rack-server-plain", quantity: 1 });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect((await call("POST", `/v1/negotiations/${plain.body.negotiationId}/offers`, plain.body.token, { priceMinor: 8_000 })).status).toBe(200);
    await goTo("negotiations");
    await page.locator(`[data-testid="negotiation-row"][data-negotiation-id="${plain.body.negotiationId}"]`).click();
    await expect.poll(() => page.getByTestId("negotiation-status").textContent()).toBe("open");
    expect(await page.getByTestId("offer-history").locator("thead").textContent()).not.toContain("Terms");
    expect(await page.getByTestId("utility-chart").isHidden()).toBe(true);
  });

  it("shows an escalated package's terms in the inbox, beside the proposed price and the buyer's bid", async () => {
    // 20 units from a new buyer, accepted at once: the bundled policies ask a person first.
    await call("PUT", `/v1/shops/${shop.shopId}/buyers/package-big-buyer`, shop.adminKey, { name: "Big package buyer" });
    const key = (await call("POST", `/v1/shops/${shop.shopId}/buyers/package-big-buyer/keys`, shop.adminKey)).body.key;
    const opened = await call("POST", `/v1/shops/${shop.shopId}/negotiations`, key, { productId: "server-bundle", quantity: 20, offer: { priceMinor: 9_000, terms: { "payment-days": 30 } } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const accepted = await call("POST", `/v1/negotiations/${opened.body.negotiationId}/accept`, opened.body.token);
    expect(accepted.body, JSON.stringify(accepted.body)).toMatchObject({ status: "open", retryAfterSeconds: expect.any(Number) });
    await goTo("escalations");
    const card = page.locator(`[data-testid="escalation-card"]`).filter({ has: page.locator(`a[href$="${opened.body.negotiationId}"]`) });
    await card.waitFor({ timeout: 15_000 });
    const proposedTerms = opened.body.shopOffer.terms as Record<string, string | number>;
    await expect.poll(() => card.getByTestId("escalation-terms").first().textContent()).toContain(`Payment terms ${proposedTerms["payment-days"]} days`);
    expect(await card.textContent()).toContain("The package's terms stay as proposed.");
    await shot("escalation-package");
  });

  it("passes axe-core's WCAG 2.1 AA checks on every page shown above", async () => {
    expect(Object.keys(accessibility).length).toBeGreaterThanOrEqual(4);
    expect(accessibility).toEqual(Object.fromEntries(Object.keys(accessibility).map((k) => [k, []])));
  });
});
