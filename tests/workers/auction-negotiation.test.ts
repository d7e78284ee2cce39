/**
 * negotiate-best-k end to end in workerd (issue #31): an organisation opens a negotiate-best-k request; 6 suppliers
 * bid (half over HTTP, half over MCP); the alarm closes it and the best 3 go on to negotiation with Parley, which
 * negotiates the purchase through the governed round. The shortlisted suppliers counter over HTTP and MCP; Parley's
 * offers never rise above the ceiling and never fall; one accepts and wins: its sealed terms at the agreed price
 * become an active, signed contract; the others are told they lost. Bad moves are problem+json 4xx that change
 * nothing. A supplier probing with descending asks cannot get an offer above the ceiling. An object restarted
 * mid-negotiation answers exactly as a twin that never restarted.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Auction } from "../../durable-objects";
import { verifySignedRecord } from "../../contracts/signing";
import { api, createShop, eventually } from "./api-client";
import { advance, auctionObject, callTool, CEILING, closeSupplierClients, connectSupplier, now, registerSuppliers, requestBody, setClock, type Shop } from "./auction-fixtures";

const TARGET = 30_000;
/** A price-only request's bids state only the required certification. */
const TERMS = { "iso-27001": "yes" };
/** A package request's bids state every negotiable term too. */
const PACKAGE_TERMS = { "payment-days": 30, "warranty-months": 24, "support-tier": "standard", "iso-27001": "yes" };
/**
 * Quantity 5: the bundled policies hold large orders from new counterparties for a person; this one is ordinary.
 * No negotiable terms: price alone decides, so the negotiation is on price and the sealed terms stand (`packageBody` below
 * negotiates the package).
 */
const negotiateBody = (deadline: number, overrides: Record<string, unknown> = {}) =>
  requestBody(deadline, { format: "negotiate-best-k", bestK: 3, quantity: 5, negotiable: [], valuation: undefined, negotiation: { windowMs: 3_600_000, maxRounds: 8 }, ...overrides });
/** The scenario's own valuation of price and the negotiable terms: Parley negotiates the whole package. */
const packageBody = (deadline: number) => requestBody(deadline, { format: "negotiate-best-k", bestK: 3, quantity: 5, negotiation: { windowMs: 3_600_000, maxRounds: 8 } });

async function openAndBid(shop: Shop, suppliers: { supplierId: string; key: string }[], prices: number[], key: string): Promise<{ auctionId: string; deadline: number }> {
  const deadline = now() + 10 * 60_000;
  const opened = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: negotiateBody(deadline), headers: { "idempotency-key": key } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const auctionId = opened.body.auctionId as string;
  for (let i = 0; i < prices.length; i++) {
    advance(1_000);
    const bid = { bidId: `b-${i}`, priceMinor: prices[i]!, terms: TERMS };
    if (i % 2 === 0) {
      const r = await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/bids`, { token: suppliers[i]!.key, body: bid });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    } else {
      const r = await callTool(await connectSupplier(suppliers[i]!.key), "submit_bid", { auctionId, ...bid });
      expect(r.isError, JSON.stringify(r.structuredContent)).toBeFalsy();
    }
  }
  return { auctionId, deadline };
}

async function closeAt(shopId: string, auctionId: string, deadline: number): Promise<void> {
  setClock(deadline + 1_000);
  expect(await runDurableObjectAlarm(auctionObject(shopId, auctionId))).toBe(true);
}

describe("negotiate-best-k: the negotiation with the shortlist", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now() - 3_600_000);
  });
  afterAll(async () => {
    await closeSupplierClients();
    vi.useRealTimers();
  });

  it("shortlists the best 3, negotiates over HTTP and MCP, and the first to accept wins a signed contract", async () => {
    const shop = await createShop("Buying org");
    const suppliers = await registerSuppliers(shop, "neg", 6);
    // Prices (same terms): s1 < s3 < s0 are the best three.
    const prices = [41_000, 38_000, 47_000, 39_500, 49_000, 45_500];
    const { auctionId, deadline } = await openAndBid(shop, suppliers, prices, "rfq-neg-1");
    await closeAt(shop.shopId, auctionId, deadline);

    const org = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
    expect(org.status).toBe(200);
    expect(org.body.result.outcome).toBe("shortlisted");
    const threads = org.body.negotiation.threads as any[];
    expect(threads.map((t) => t.supplierId).sort()).toEqual(["neg-01", "neg-03", "neg-00"].sort());
    for (const t of threads) expect(t).toMatchObject({ status: "open", standingOfferMinor: TARGET, bidPriceMinor: prices[Number(t.supplierId.slice(-2))] });

    const path = (i: number) => `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/negotiation`;
    // A supplier not shortlisted has no thread; a shortlisted one sees its own, never the ceiling.
    expect((await api("GET", path(2), { token: suppliers[2]!.key })).status).toBe(404);
    const view = await api("GET", path(1), { token: suppliers[1]!.key });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ status: "open", standingOfferMinor: TARGET, roundsLeft: 8, terms: TERMS });
    expect(JSON.stringify(view.body)).not.toMatch(/ceiling|valuation|targetMinor|draws|explanation|reserve/i);
    expect(JSON.stringify(view.body)).not.toContain(String(CEILING));

    // Bad input changes nothing: a wrong price, changed terms, a reused idempotency key with another body.
    const before = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
    const bad1 = await api("POST", `${path(1)}/counter`, { token: suppliers[1]!.key, body: { priceMinor: -3 } });
    expect(bad1.status).toBe(422);
    expect(bad1.headers.get("content-type")).toMatch(/application\/problem\+json/);
    const bad2 = await api("POST", `${path(1)}/counter`, { token: suppliers[1]!.key, body: { priceMinor: 36_000, terms: { "iso-27001": "no" } } }); // the sealed terms stand
    expect(bad2.status).toBe(422);
    expect(bad2.body.type).toMatch(/terms-fixed/);
    const bad3 = await api("POST", `${path(1)}/counter`, { token: suppliers[1]!.key, body: { priceMinor: 36_000, extra: 1 } });
    expect(bad3.status).toBe(400);
    const wrongSupplier = await api("POST", `${path(4)}/accept`, { token: suppliers[4]!.key, body: {} });
    expect(wrongSupplier.status).toBe(404);
    const after = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
    expect(after.body.negotiation).toEqual(before.body.negotiation);

    // Counters: s1 over HTTP, s3 over MCP. Parley's offers stay at or below the ceiling and never fall. Its private
    // draws are random, so a counter may already be taken: then that supplier is the winner.
    const offers: Record<string, number[]> = { "neg-01": [TARGET], "neg-03": [TARGET] };
    const mcp3 = await connectSupplier(suppliers[3]!.key);
    let winner: { supplierId: string; priceMinor: number } | null = null;
    const note = (supplierId: string, v: any) => {
      if (v.standingOfferMinor !== null) offers[supplierId]!.push(v.standingOfferMinor);
      if (v.status === "agreed") winner = { supplierId, priceMinor: v.agreed.priceMinor };
    };
    advance(60_000);
    const c1 = await api("POST", `${path(1)}/counter`, { token: suppliers[1]!.key, body: { priceMinor: 49_000 }, headers: { "idempotency-key": "s1-r1" } });
    expect(c1.status, JSON.stringify(c1.body)).toBe(200);
    note("neg-01", c1.body);
    // The same key with another body is refused and changes nothing; with the same body it is the stored answer.
    const reused = await api("POST", `${path(1)}/counter`, { token: suppliers[1]!.key, body: { priceMinor: 48_500 }, headers: { "idempotency-key": "s1-r1" } });
    expect(reused.status).toBe(422);
    const replayed = await api("POST", `${path(1)}/counter`, { token: suppliers[1]!.key, body: { priceMinor: 49_000 }, headers: { "idempotency-key": "s1-r1" } });
    expect(replayed.body).toEqual(c1.body);
    for (const ask of [49_500, 49_200]) {
      if (winner) break;
      advance(60_000);
      const c3 = await callTool(mcp3, "counter_offer", { auctionId, priceMinor: ask });
      expect(c3.isError, JSON.stringify(c3.structuredContent)).toBeFalsy();
      note("neg-03", c3.structuredContent.negotiation);
    }
    for (const list of Object.values(offers)) {
      for (const p of list) expect(p).toBeLessThanOrEqual(CEILING);
      for (let i = 1; i < list.length; i++) expect(list[i]!).toBeGreaterThanOrEqual(list[i - 1]!);
    }

    // Unless a counter was already taken, s3 accepts Parley's standing offer over MCP: it wins; the others lose.
    if (!winner) {
      advance(60_000);
      const standing = offers["neg-03"]!.at(-1)!;
      const accepted = await callTool(mcp3, "accept_offer", { auctionId });
      expect(accepted.isError, JSON.stringify(accepted.structuredContent)).toBeFalsy();
      expect(accepted.structuredContent.negotiation).toMatchObject({ status: "agreed", agreed: { priceMinor: standing, terms: TERMS } });
      winner = { supplierId: "neg-03", priceMinor: standing };
    }
    const { supplierId: winnerId, priceMinor: agreedPrice } = winner as unknown as { supplierId: string; priceMinor: number };
    const standing = agreedPrice;
    expect(standing).toBeLessThanOrEqual(CEILING);
    const winnerIndex = Number(winnerId.slice(-2));
    const loserIndex = winnerIndex === 1 ? 3 : 1;

    const lost = await api("GET", path(loserIndex), { token: suppliers[loserIndex]!.key });
    expect(lost.body.status).toBe("lost");
    expect(lost.body.agreed).toBeNull(); // the winner's price is not told
    const late = await api("POST", `${path(0)}/accept`, { token: suppliers[0]!.key, body: {} });
    expect(late.status).toBe(409);
    const outcome0 = await api("GET", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}`, { token: suppliers[0]!.key });
    expect(outcome0.body.outcome).toMatchObject({ result: "lost" });

    // The award became an active, signed contract with the agreed package.
    const final = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
    expect(final.body.result).toMatchObject({ outcome: "awarded", award: { supplierId: winnerId, contractPriceMinor: standing, reference: "negotiated", package: { priceMinor: standing, terms: TERMS } } });
    expect(final.body.award.status).toBe("awarded");
    const contract = await env.CONTRACT.get(env.CONTRACT.idFromName(final.body.award.contractId)).view({ shopId: shop.shopId });
    if (!contract.ok) throw new Error(JSON.stringify(contract));
    expect(contract.body).toMatchObject({ status: "active", terms: { priceMinor: standing, terms: TERMS }, parties: [{ agentId: `supplier:${winnerId}`, role: "provider" }, { role: "consumer" }] });
    // The winner reads its contract's signed record with its own key: it verifies, with the agreed price.
    const jwks = await api("GET", "/.well-known/parley-signing-keys");
    const records = await eventually(
      () => api("GET", `/v1/contracts/${final.body.award.contractId}/records`, { token: suppliers[winnerIndex]!.key }),
      (res) => res.body?.items?.length === 1 && res.body.items[0].signed !== null,
    );
    expect(records.status, JSON.stringify(records.body)).toBe(200);
    const signed = records.body.items[0].signed;
    expect(signed.record.terms.priceMinor).toBe(standing);
    expect(await verifySignedRecord(signed, { parley: jwks.body.keys })).toMatchObject({ valid: true, signers: ["parley"] });
    const won = await api("GET", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}`, { token: suppliers[winnerIndex]!.key });
    expect(won.body.outcome).toMatchObject({ result: "won", priceMinor: standing, contractId: final.body.award.contractId });

    // The audit: every decision (the move, the recommendation, the policy evaluation, what was committed), verified.
    const audit = (await auctionObject(shop.shopId, auctionId).auditReport(shop.shopId)) as unknown as { ok: boolean; body: { verification: unknown; entries: { kind: string }[] } };
    if (!audit.ok) throw new Error("audit refused");
    expect(audit.body.verification).toMatchObject({ valid: true, brokenAt: null });
    const kinds = audit.body.entries.map((e: { kind: string }) => e.kind);
    for (const kind of ["auction.negotiation_started", "auction.negotiation_move", "auction.negotiation_recommendation", "auction.negotiation_policy", "auction.negotiation_offer", "auction.negotiation_agreed", "auction.negotiation_lost", "auction.awarded"]) expect(kinds).toContain(kind);
  });

  it("a supplier probing with descending asks never gets an offer above the ceiling, and its offers only rise", async () => {
    const shop = await createShop("Probed org");
    const suppliers = await registerSuppliers(shop, "prb", 3);
    const { auctionId, deadline } = await openAndBid(shop, suppliers, [49_900, 49_950, 49_990], "rfq-probe");
    await closeAt(shop.shopId, auctionId, deadline);
    const path = `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/negotiation`;
    // Over MCP: inputs are strict (an unknown argument is refused), and reject_offer leaves the negotiation.
    const mcp = await connectSupplier(suppliers[1]!.key);
    const strict = await callTool(mcp, "counter_offer", { auctionId, priceMinor: 45_000, note: "x" });
    expect(strict.isError).toBe(true);
    const left = await callTool(mcp, "reject_offer", { auctionId, reason: "too low" });
    expect(left.isError, JSON.stringify(left.structuredContent)).toBeFalsy();
    expect(left.structuredContent.negotiation.status).toBe("left");
    const afterLeaving = await callTool(mcp, "counter_offer", { auctionId, priceMinor: 45_000 });
    expect(afterLeaving.structuredContent.problem).toMatchObject({ status: 409 });

    const seen: number[] = [];
    for (let ask = 49_000; ask > 30_000; ask -= 1_500) {
      advance(30_000);
      const r = await api("POST", `${path}/counter`, { token: suppliers[0]!.key, body: { priceMinor: ask } });
      if (r.status !== 200) break;
      seen.push(r.body.standingOfferMinor);
      if (r.body.status !== "open") break;
    }
    expect(seen.length).toBeGreaterThan(1);
    for (const p of seen) expect(p).toBeLessThanOrEqual(CEILING);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);

  });

  it("everything a supplier is shown, over HTTP and MCP, is free of the ceiling, the private reserve and the secret words (the room's floor-secrecy scan, mirrored)", async () => {
    const shop = await createShop("Secret-keeping org");
    const suppliers = await registerSuppliers(shop, "sec", 3);
    // A ceiling off every grid and unlike any other number, so a leak shows as itself.
    const ceiling = 51_237;
    const deadline = now() + 10 * 60_000;
    const opened = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: negotiateBody(deadline, { price: { ceilingMinor: ceiling, targetMinor: TARGET } }) });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const auctionId = opened.body.auctionId as string;
    for (let i = 0; i < 3; i++) {
      advance(1_000);
      expect((await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/bids`, { token: suppliers[i]!.key, body: { bidId: `b${i}`, priceMinor: 48_000 + i * 1_000, terms: TERMS } })).status).toBe(201);
    }
    await closeAt(shop.shopId, auctionId, deadline);
    const path = `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/negotiation`;
    const shown: string[] = [];
    const mcp = await connectSupplier(suppliers[1]!.key);
    for (let ask = 50_500, k = 0; ask > 25_000; ask -= 700, k++) {
      advance(30_000);
      const viaMcp = k % 2 === 1;
      const r = viaMcp ? await callTool(mcp, "counter_offer", { auctionId, priceMinor: ask }) : await api("POST", `${path}/counter`, { token: suppliers[1]!.key, body: { priceMinor: ask } });
      shown.push(JSON.stringify(viaMcp ? (r as { content: unknown; structuredContent: unknown }) : { body: (r as { body: unknown }).body, headers: [...(r as { headers: Headers }).headers] }));
      const status = viaMcp ? (r as { structuredContent: any }).structuredContent.negotiation?.status : (r as { body: any }).body.status;
      if (status !== "open") break;
    }
    shown.push(JSON.stringify((await api("GET", path, { token: suppliers[1]!.key })).body));
    shown.push(JSON.stringify(await callTool(mcp, "get_negotiation_thread", { auctionId })));
    shown.push(JSON.stringify((await api("GET", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}`, { token: suppliers[1]!.key })).body));
    shown.push(JSON.stringify((await api("POST", `${path}/counter`, { token: suppliers[1]!.key, body: { priceMinor: 0 } })).body));
    const text = shown.join("\n");
    // The private reserve of this supplier's thread, from the organisation's audit (the kernel's explanation).
    const audit = (await auctionObject(shop.shopId, auctionId).auditReport(shop.shopId)) as unknown as { ok: boolean; body: { entries: { kind: string; data: any }[] } };
    const reserves = new Set(audit.body.entries.filter((e) => e.kind === "auction.negotiation_recommendation" && e.data.supplierId === "sec-01").map((e) => e.data.decision.explanation?.reserveMinor).filter((x): x is number => typeof x === "number"));
    expect(reserves.size).toBeGreaterThan(0);
    const visiblePrices = new Set((await api("GET", path, { token: suppliers[1]!.key })).body.history.map((h: { priceMinor: number | null }) => h.priceMinor));
    expect(text).not.toContain(String(ceiling));
    for (const r of reserves) if (!visiblePrices.has(r)) expect(text).not.toContain(String(r));
    expect(text).not.toMatch(/ceiling|reserve|explanation|draws|lowest\s*offer|curve\s*end|targetMinor|valuation/i);
  });

  it("with a valuation of negotiable terms, the package is negotiated: counters with terms over MCP, and the contract carries the agreed package", async () => {
    const shop = await createShop("Package buying org");
    const suppliers = await registerSuppliers(shop, "pkg", 3);
    const deadline = now() + 10 * 60_000;
    const opened = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: packageBody(deadline) });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const auctionId = opened.body.auctionId as string;
    for (let i = 0; i < 3; i++) {
      advance(1_000);
      expect((await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/bids`, { token: suppliers[i]!.key, body: { bidId: `b${i}`, priceMinor: 44_000 + i * 500, terms: PACKAGE_TERMS } })).status).toBe(201);
    }
    await closeAt(shop.shopId, auctionId, deadline);
    const mcp = await connectSupplier(suppliers[0]!.key);
    const first = await callTool(mcp, "get_negotiation_thread", { auctionId });
    expect(first.structuredContent.negotiation.standingTerms).not.toBeNull();
    // A required term is not negotiated: changing it is refused.
    const fixed = await callTool(mcp, "counter_offer", { auctionId, priceMinor: 43_000, terms: { "iso-27001": "no" } });
    expect(fixed.structuredContent.problem).toMatchObject({ status: 422 });
    let last = first.structuredContent.negotiation;
    for (const [price, days] of [[43_500, 0], [43_000, 15], [42_500, 15]] as const) {
      if (last.status !== "open") break;
      advance(60_000);
      const r = await callTool(mcp, "counter_offer", { auctionId, priceMinor: price, terms: { "payment-days": days } });
      expect(r.isError, JSON.stringify(r.structuredContent)).toBeFalsy();
      last = r.structuredContent.negotiation;
      expect(last.standingOfferMinor).toBeLessThanOrEqual(CEILING);
    }
    if (last.status === "open") {
      advance(60_000);
      last = (await callTool(mcp, "accept_offer", { auctionId })).structuredContent.negotiation;
    }
    expect(last.status).toBe("agreed");
    const final = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
    const award = final.body.result.award;
    expect(award).toMatchObject({ supplierId: "pkg-00", reference: "negotiated" });
    expect(award.package.priceMinor).toBeLessThanOrEqual(CEILING);
    expect(award.package.terms["iso-27001"]).toBe("yes");
    expect(final.body.award.status).toBe("awarded");
    const contract = await env.CONTRACT.get(env.CONTRACT.idFromName(final.body.award.contractId)).view({ shopId: shop.shopId });
    if (!contract.ok) throw new Error(JSON.stringify(contract));
    expect(contract.body).toMatchObject({ status: "active", terms: { priceMinor: award.package.priceMinor, terms: award.package.terms } });
  });

  it("the window ending without agreement is no award, with the reason", async () => {
    const shop = await createShop("Silent org");
    const suppliers = await registerSuppliers(shop, "sil", 3);
    const { auctionId, deadline } = await openAndBid(shop, suppliers, [45_000, 46_000, 47_000], "rfq-silent");
    await closeAt(shop.shopId, auctionId, deadline);
    setClock(deadline + 1_000 + 3_600_000);
    expect(await runDurableObjectAlarm(auctionObject(shop.shopId, auctionId))).toBe(true);
    const org = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
    expect(org.body.result).toMatchObject({ outcome: "no-award", noAwardReason: "no-agreement" });
    expect(org.body.negotiation.status).toBe("no-agreement");
    expect(org.body.negotiation.threads.every((t: { status: string }) => t.status === "expired")).toBe(true);
    expect(org.body.award.status).toBe("none");
  });

  it("a thread a policy holds waits for the organisation's decision (or the timeout); a policy set that does not parse is refused at open", async () => {
    const shop = await createShop("Governed buying org");
    const suppliers = await registerSuppliers(shop, "gov", 3);
    const bad = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: negotiateBody(now() + 600_000, { negotiation: { policies: "version: 1\npolicies:\n  - id: x\n    when: \"nonsense ==\"\n    action: ALLOW\n" } }) });
    // As every field the request cannot carry: a 400 naming it (validation-failed), and nothing is created.
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].pointer).toBe("/negotiation/policies");
    const policies = 'version: 1\npolicies:\n  - id: allow\n    when: "true"\n    action: ALLOW\n  - id: review-low-asks\n    when: "offer.buyerPriceMinor > 0 && offer.buyerPriceMinor < 40000"\n    action: ESCALATE\n    escalation:\n      to: buying-desk\n      timeoutSeconds: 600\n      onTimeout: reject\n';
    const deadline = now() + 10 * 60_000;
    const opened = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: negotiateBody(deadline, { negotiation: { windowMs: 3_600_000, maxRounds: 8, policies } }) });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const auctionId = opened.body.auctionId as string;
    for (let i = 0; i < 3; i++) {
      advance(1_000);
      expect((await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/bids`, { token: suppliers[i]!.key, body: { bidId: `b${i}`, priceMinor: 45_000 + i * 500, terms: TERMS } })).status).toBe(201);
    }
    await closeAt(shop.shopId, auctionId, deadline);
    const path = (i: number) => `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/negotiation`;
    advance(30_000);
    const low = await api("POST", `${path(0)}/counter`, { token: suppliers[0]!.key, body: { priceMinor: 39_000 } });
    expect(low.status).toBe(200);
    expect(low.body).toMatchObject({ status: "escalated", standingOfferMinor: TARGET });
    expect((await api("POST", `${path(0)}/accept`, { token: suppliers[0]!.key, body: {} })).status).toBe(409);
    const decide = (i: number, body: unknown) => api("POST", `/v1/shops/${shop.shopId}/auctions/${auctionId}/negotiation/gov-0${i}/decision`, { token: shop.adminKey, body });
    expect((await decide(1, { decision: "approve" })).status).toBe(409);
    expect((await decide(0, { decision: "modify", priceMinor: CEILING + 1 })).status).toBe(422);
    const approved = await decide(0, { decision: "approve" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const thread0 = approved.body.negotiation.threads.find((t: { supplierId: string }) => t.supplierId === "gov-00");
    expect(thread0.status).not.toBe("escalated");
    // Another held answer with nobody deciding: the alarm applies the policy's timeout action (reject) at its time.
    advance(30_000);
    const held = await api("POST", `${path(1)}/counter`, { token: suppliers[1]!.key, body: { priceMinor: 38_000 } });
    expect(held.body.status).toBe("escalated");
    advance(600_000);
    expect(await runDurableObjectAlarm(auctionObject(shop.shopId, auctionId))).toBe(true);
    const after = await api("GET", path(1), { token: suppliers[1]!.key });
    expect(after.body.status).toBe("rejected");
  });

  it("restarted mid-negotiation, answers and ends exactly as a twin that never restarted", async () => {
    const SHOP = "shp_00000000000000000000beef";
    const ids = [`auc_${crypto.randomUUID().replaceAll("-", "")}`, `auc_${crypto.randomUUID().replaceAll("-", "")}`];
    const deadline = now() + 10 * 60_000;
    for (const auctionId of ids) {
      const opened = await auctionObject(SHOP, auctionId).open({ auctionId, shopId: SHOP, input: negotiateBody(deadline), settings: { contractDurationMs: null } });
      expect(opened.ok, JSON.stringify(opened)).toBe(true);
      for (let i = 0; i < 4; i++) await auctionObject(SHOP, auctionId).bid({ shopId: SHOP, supplierId: `r-${i}` }, { bidId: `b${i}`, priceMinor: 44_000 + i * 1_000, terms: TERMS }, null);
    }
    setClock(deadline + 1_000);
    for (const auctionId of ids) expect(await runDurableObjectAlarm(auctionObject(SHOP, auctionId))).toBe(true);
    // The twins' private draws differ (drawn at random): give the restarted one the twin's, so their answers compare.
    const twinState = await runInDurableObject<Auction, string>(auctionObject(SHOP, ids[1]!), (_i, state) => state.storage.sql.exec<{ head: string }>("SELECT head FROM auction").one().head);
    await runInDurableObject<Auction, void>(auctionObject(SHOP, ids[0]!), (instance, state) => {
      const head = JSON.parse(state.storage.sql.exec<{ head: string }>("SELECT head FROM auction").one().head);
      const twin = JSON.parse(twinState);
      head.negotiation.threads.forEach((t: { draws: unknown }, i: number) => (t.draws = twin.negotiation.threads[i].draws));
      state.storage.sql.exec("UPDATE auction SET head = ?", JSON.stringify(head));
      (instance as unknown as { store: { forget(): void } }).store.forget();
    });
    const moves: [string, { kind: "counter"; priceMinor: number } | { kind: "accept" }][] = [
      ["r-0", { kind: "counter", priceMinor: 43_000 }],
      ["r-1", { kind: "counter", priceMinor: 44_000 }],
      ["r-0", { kind: "counter", priceMinor: 42_000 }],
      ["r-1", { kind: "accept" }],
    ];
    const answers: unknown[][] = [[], []];
    for (const [k, [supplierId, move]] of moves.entries()) {
      advance(60_000);
      if (k === 2) {
        // Kill the first object mid-negotiation: the next call builds it again from storage.
        await runInDurableObject<Auction, void>(auctionObject(SHOP, ids[0]!), (_i, state) => {
          try {
            state.abort("restart");
          } catch {
            // abort throws into the caller
          }
        }).catch(() => undefined);
      }
      for (const [n, auctionId] of ids.entries()) answers[n]!.push(JSON.parse(JSON.stringify(await auctionObject(SHOP, auctionId).negotiate({ shopId: SHOP, supplierId }, move)).replaceAll(auctionId, "<a>")));
    }
    expect(answers[0]).toEqual(answers[1]);
    const views = await Promise.all(ids.map((id) => auctionObject(SHOP, id).view(SHOP)));
    const strip = (v: (typeof views)[number]) => (v.ok ? JSON.parse(JSON.stringify({ result: v.body.result, negotiation: v.body.negotiation }).replaceAll(ids[0]!, "<a>").replaceAll(ids[1]!, "<a>")) : v);
    expect(strip(views[0]!)).toEqual(strip(views[1]!));
    // Someone agreed (which one depends on the draws the twins share): the same winner, price and award in both.
    expect(views[0]!.ok && views[0]!.body.negotiation?.status).toBe("agreed");
  });
});
