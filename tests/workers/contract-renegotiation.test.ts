/**
 * Renegotiating a contract through the same rooms and kernel as any deal (issue #30 item 2), end to end through the
 * HTTP API in workerd: a contract from an agreed negotiation is active; its consumer opens a second, ordinary
 * negotiation on the same product with its own buyer key, agrees it with the shop's kernel, and posts it to
 * /v1/contracts/{id}/renegotiated: the contract is at terms version 2 with the new agreed price, SLA and stake as
 * they were, and a second signed agreement record verifies against the published keys. Each refusal once — not
 * agreed, another shop's, another buyer's, another product, opened before activation, already used, too soon, an
 * amendment open, no original negotiation, closed — each leaving the contract as it was.
 *
 * Time: the isolate's clock is a fake one (vi.setSystemTime) the rooms and the contract read too, as in
 * contract-life.test.ts; it only moves when the test moves it. Nothing sleeps.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verifySignedRecord } from "../../contracts/signing";
import { api, buyerKey, createShop, eventually, expectProblem, putProduct } from "./api-client";

let clock = 0;
function setClock(ms: number) {
  clock = ms;
  vi.setSystemTime(ms);
}
const advance = (ms: number) => setClock(clock + ms);

type Shop = { shopId: string; adminKey: string };

/**
 * An ordinary negotiation by a registered buyer, to agreement through the kernel: a bid, the shop's counter, a
 * raised bid the shop accepts (or, should it counter again, its offer taken).
 */
async function agreeDeal(shop: Shop, token: string, productId: string, bidMinor: number) {
  const opened = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token, body: { productId, quantity: 2, offer: { priceMinor: bidMinor } } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const { negotiationId, token: roomToken } = opened.body;
  let body = opened.body;
  if (body.status !== "agreed") body = (await api("POST", `/v1/negotiations/${negotiationId}/offers`, { token: roomToken, body: { priceMinor: bidMinor + 1_000 } })).body;
  if (body.status !== "agreed") body = (await api("POST", `/v1/negotiations/${negotiationId}/accept`, { token: roomToken })).body;
  expect(body.status, JSON.stringify(body)).toBe("agreed");
  return { negotiationId: opened.body.negotiationId as string, agreement: body.agreement as { priceMinor: number; totalMinor: number } };
}

/** A negotiation left open (the buyer's bid far below the floor, countered by the shop), and how to withdraw it. */
async function openDeal(shop: Shop, token: string, productId: string) {
  const opened = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token, body: { productId, quantity: 2, offer: { priceMinor: 1_000 } } });
  expect(opened.body.status).toBe("open");
  return { negotiationId: opened.body.negotiationId as string, withdraw: () => api("POST", `/v1/negotiations/${opened.body.negotiationId}/withdraw`, { token: opened.body.token }) };
}

const SLA = [{ id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor: 1_000, minSamples: 5 }];

async function activeContract(shop: Shop, buyer: string, body: Record<string, unknown>) {
  const created = await api("POST", `/v1/shops/${shop.shopId}/service-contracts`, {
    token: shop.adminKey,
    headers: { "idempotency-key": `create-${crypto.randomUUID()}` },
    body: { sla: SLA, stakeMinor: 10_000, bonusPoolMinor: 0, durationMs: 3_600_000, ...body },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const contractId: string = created.body.contractId;
  await api("POST", `/v1/contracts/${contractId}/accept`, { token: shop.adminKey });
  const active = await api("POST", `/v1/contracts/${contractId}/accept`, { token: buyer });
  expect(active.body.status).toBe("active");
  return contractId;
}

describe("renegotiating a contract in a room", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now() - 3_600_000);
  });
  afterAll(() => vi.useRealTimers());

  it("adopts a second agreed deal on the same product as terms version 2, signed, and refuses every bad one without a change", async () => {
    const shop = await createShop("Renegotiation shop");
    await putProduct(shop, "api-access", { name: "API access", currency: "EUR", anchorMinor: 50_000, floorMinor: 30_000 });
    await putProduct(shop, "support", { name: "Support", currency: "EUR", anchorMinor: 20_000, floorMinor: 10_000 });
    const buyer = await buyerKey(shop.shopId, "acme");
    const eve = await buyerKey(shop.shopId, "eve");

    // The contract, from a first agreement (the shop's opening offer taken).
    const first = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: buyer, body: { productId: "api-access", quantity: 2 } });
    const firstAgreed = await api("POST", `/v1/negotiations/${first.body.negotiationId}/accept`, { token: first.body.token });
    expect(firstAgreed.body.status).toBe("agreed");
    // A deal the buyer agreed before the contract was active: it must not be replayed as a renegotiation.
    advance(1_000);
    const early = await agreeDeal(shop, buyer, "api-access", 45_000);
    advance(1_000);
    const contractId = await activeContract(shop, buyer, { negotiationId: first.body.negotiationId });

    const renegotiate = (negotiationId: string, token = buyer) =>
      api("POST", `/v1/contracts/${contractId}/renegotiated`, { token, headers: { "idempotency-key": `reneg-${crypto.randomUUID()}` }, body: { negotiationId } });
    const view = async () => (await api("GET", `/v1/contracts/${contractId}`, { token: buyer })).body;
    const v1 = await view();
    expect(v1).toMatchObject({ termsVersion: 1, terms: { priceMinor: firstAgreed.body.agreement.totalMinor } });
    /** A refusal: the problem names its type (and the field where it is the negotiation's fault), and nothing changed. */
    const refusedWith = async (res: Awaited<ReturnType<typeof renegotiate>>, status: number, type: string, namesField = true) => {
      expectProblem(res, status, type);
      if (namesField) expect(res.body.errors?.[0]?.pointer, type).toBe("/negotiationId");
      const now = await view();
      expect({ termsVersion: now.termsVersion, terms: now.terms, status: now.status }, type).toEqual({ termsVersion: v1.termsVersion, terms: v1.terms, status: v1.status });
    };

    advance(1_000);
    await refusedWith(await renegotiate(early.negotiationId), 409, "negotiation-stale");
    await refusedWith(await renegotiate(first.body.negotiationId), 409, "negotiation-used");
    const stillOpen = await openDeal(shop, buyer, "api-access");
    await refusedWith(await renegotiate(stillOpen.negotiationId), 409, "conflict");
    expect((await stillOpen.withdraw()).status).toBe(200);
    await refusedWith(await renegotiate((await agreeDeal(shop, eve, "api-access", 45_000)).negotiationId), 403, "not-your-negotiation");
    await refusedWith(await renegotiate((await agreeDeal(shop, buyer, "support", 18_000)).negotiationId), 422, "other-product");
    const otherShop = await createShop("Another shop");
    await putProduct(otherShop, "api-access", { name: "API access", currency: "EUR", anchorMinor: 50_000, floorMinor: 30_000 });
    const elsewhere = await agreeDeal(otherShop, await buyerKey(otherShop.shopId, "acme"), "api-access", 45_000);
    await refusedWith(await renegotiate(elsewhere.negotiationId), 404, "not-found");
    // The provider does not renegotiate through the consumer's room.
    const second = await agreeDeal(shop, buyer, "api-access", 40_000);
    await refusedWith(await renegotiate(second.negotiationId, shop.adminKey), 403, "not-the-consumer", false);

    // The consumer's second deal, agreed with the shop's kernel at another price: adopted in one step.
    expect(second.agreement.totalMinor).not.toBe(v1.terms.priceMinor);
    const adopted = await renegotiate(second.negotiationId);
    expect(adopted.status, JSON.stringify(adopted.body)).toBe(200);
    expect(adopted.body).toMatchObject({
      status: "active",
      termsVersion: 2,
      amendment: null,
      terms: { priceMinor: second.agreement.totalMinor, terms: { quantity: 2, unitPriceMinor: second.agreement.priceMinor }, stakeMinor: 10_000, sla: v1.terms.sla },
    });
    // Used once, it is not used again; and a new deal waits the shop's interval (60 s by default).
    expectProblem(await renegotiate(second.negotiationId), 409, "negotiation-used");
    advance(1_000);
    const third = await agreeDeal(shop, buyer, "api-access", 42_000);
    const tooSoon = await renegotiate(third.negotiationId);
    expectProblem(tooSoon, 409, "amendment-too-soon");
    expect((await view()).termsVersion).toBe(2);

    // The records: activation and the renegotiated amendment, each signed and verifying against the published keys.
    const jwks = await api("GET", "/.well-known/parley-signing-keys");
    const records = await eventually(
      () => api("GET", `/v1/contracts/${contractId}/records`, { token: buyer }),
      (res) => res.body?.items?.length === 2 && res.body.items.every((r: any) => r.signed !== null),
    );
    expect(records.body.items.map((r: any) => [r.kind, r.termsVersion])).toEqual([
      ["activated", 1],
      ["amended", 2],
    ]);
    const amendedRecord = records.body.items[1].signed;
    expect(amendedRecord.record.terms.priceMinor).toBe(second.agreement.totalMinor);
    for (const r of records.body.items) expect(await verifySignedRecord(r.signed, { parley: jwks.body.keys })).toMatchObject({ valid: true, signers: ["parley"] });

    // An amendment open: the room's deal waits until it is settled.
    advance(61_000);
    const proposed = await api("POST", `/v1/contracts/${contractId}/amendments`, { token: shop.adminKey, body: { ...adopted.body.terms, priceMinor: 1 } });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const v2 = await view();
    expectProblem(await renegotiate(third.negotiationId), 409, "amendment-open");
    expect((await view()).termsVersion).toBe(v2.termsVersion);

    // Closed: nothing adopts any more.
    await api("POST", `/v1/contracts/${contractId}/terminate`, { token: shop.adminKey, body: { reason: "test over" } });
    expectProblem(await renegotiate(third.negotiationId), 409, "contract-closed");

    // A contract made directly, not from a negotiation, is amended directly.
    const direct = await activeContract(shop, buyer, {
      parties: [
        { agentId: `shop:${shop.shopId}`, role: "provider" },
        { agentId: "buyer:acme", role: "consumer" },
      ],
      currency: "EUR",
      priceMinor: 50_000,
    });
    advance(1_000);
    const fourth = await agreeDeal(shop, buyer, "api-access", 44_000);
    const noOriginal = await api("POST", `/v1/contracts/${direct}/renegotiated`, { token: buyer, body: { negotiationId: fourth.negotiationId } });
    expectProblem(noOriginal, 422, "no-original-negotiation");
    expect((await api("GET", `/v1/contracts/${direct}`, { token: buyer })).body.termsVersion).toBe(1);
  });

  it("replays the same answer under the same Idempotency-Key", async () => {
    const shop = await createShop("Renegotiation replay shop");
    await putProduct(shop, "api-access", { name: "API access", currency: "EUR", anchorMinor: 50_000, floorMinor: 30_000 });
    const buyer = await buyerKey(shop.shopId, "acme");
    const first = await agreeDeal(shop, buyer, "api-access", 49_000);
    advance(1_000);
    const contractId = await activeContract(shop, buyer, { negotiationId: first.negotiationId });
    advance(1_000);
    const second = await agreeDeal(shop, buyer, "api-access", 41_000);
    const send = () => api("POST", `/v1/contracts/${contractId}/renegotiated`, { token: buyer, headers: { "idempotency-key": "reneg-once" }, body: { negotiationId: second.negotiationId } });
    const once = await send();
    const again = await send();
    expect(once.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(once.body);
    expect(again.body.termsVersion).toBe(2);
  });
});
