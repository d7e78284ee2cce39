/**
 * An auction object evicted mid-auction comes back with exactly what it had (issue #31's must-show "auction results
 * identical after a kill and restart"): its object is reset between bids and again between the deadline and the
 * close, and its result, stored rows and awarded contract are the same as a twin auction's that took the same bids
 * at the same times and never restarted. As a property: whatever bids, re-bids, repeats, withdrawals and invalid
 * packages arrive, with evictions anywhere between them, the state a fresh object loads from storage is the state
 * the pure core computes from the same commands.
 *
 * Time: the isolate's fake clock (vi.setSystemTime) starts at the real time, so deadlines lie in the real future and
 * the runtime never runs an alarm by itself; the close runs when the test runs the alarm (runDurableObjectAlarm).
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auctionLimits, isRefusal, openAuction, submitBid, validateRequest, withdrawBid, type AuctionState } from "../../auctions";
import type { Auction } from "../../durable-objects";
import { advance, auctionObject, now, randomPackage, requestBody, seeded, setClock } from "./auction-fixtures";

const SHOP = "shp_00000000000000000000a0c7";
const newAuctionId = () => `auc_${crypto.randomUUID().replaceAll("-", "")}`;

/** Resets the object: the runtime drops the instance, and the next call builds a new one from storage. */
async function evict(auctionId: string): Promise<void> {
  const stub = auctionObject(SHOP, auctionId);
  await runInDurableObject<Auction, void>(stub, (instance) => {
    (instance as unknown as { marked?: boolean }).marked = true;
  });
  await runInDurableObject<Auction, void>(stub, (_i, state) => {
    try {
      state.abort("evicted by the test");
    } catch {
      // abort throws into the caller: the object is gone either way
    }
  }).catch(() => undefined);
  const fresh = await runInDurableObject<Auction, boolean>(auctionObject(SHOP, auctionId), (instance) => (instance as unknown as { marked?: boolean }).marked === undefined);
  expect(fresh).toBe(true);
}

/** Everything the auction stored, its own id taken out so two auctions compare. */
async function stored(auctionId: string) {
  const snapshot = await runInDurableObject<Auction, unknown>(auctionObject(SHOP, auctionId), (_i, state) => {
    const sql = state.storage.sql;
    return {
      head: sql.exec("SELECT status, head, version, award_status FROM auction").one(),
      bids: sql.exec("SELECT supplier_id, seq, bid FROM bids ORDER BY supplier_id").toArray(),
      log: sql.exec("SELECT seq, supplier_id, bid_id, fingerprint, at FROM bid_log ORDER BY seq").toArray(),
      withdrawals: sql.exec("SELECT * FROM withdrawals ORDER BY seq").toArray(),
      late: sql.exec("SELECT * FROM late_bids ORDER BY seq").toArray(),
      auditKinds: sql.exec("SELECT kind FROM audit ORDER BY seq").toArray(),
    };
  });
  return JSON.parse(JSON.stringify(snapshot).replaceAll(auctionId, "<auction>"));
}

/** The state a freshly built object loads from storage. */
async function loadedState(auctionId: string): Promise<AuctionState> {
  await evict(auctionId);
  return runInDurableObject<Auction, AuctionState>(auctionObject(SHOP, auctionId), (instance) => {
    const store = (instance as unknown as { store: { load(): { state: AuctionState } } }).store;
    return JSON.parse(JSON.stringify(store.load().state)) as AuctionState;
  });
}

describe("an auction restarted mid-auction", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now());
  });
  afterAll(() => vi.useRealTimers());

  it("closes with the same result, rows and award as a twin that never restarted", async () => {
    const restarted = newAuctionId();
    const twin = newAuctionId();
    const deadline = now() + 24 * 3_600_000;
    for (const auctionId of [restarted, twin]) {
      const opened = await auctionObject(SHOP, auctionId).open({ auctionId, shopId: SHOP, input: requestBody(deadline), settings: { contractDurationMs: null } });
      expect(opened.ok, JSON.stringify(opened)).toBe(true);
    }
    const random = seeded(7);
    const receipts: Record<string, unknown[]> = { [restarted]: [], [twin]: [] };
    for (let k = 0; k < 60; k++) {
      advance(1_000);
      const supplierId = `s-${k % 40}`;
      const withdraw = k % 13 === 12;
      const pkg = randomPackage(random);
      for (const auctionId of [restarted, twin]) {
        const stub = auctionObject(SHOP, auctionId);
        const answer = withdraw
          ? await stub.withdraw({ shopId: SHOP, supplierId: "s-3" }, k < 43 ? "bid-3" : "bid-43")
          : await stub.bid({ shopId: SHOP, supplierId }, { bidId: `bid-${k}`, ...pkg }, k % 7 === 0 ? 0.9 : null);
        receipts[auctionId]!.push(JSON.parse(JSON.stringify(answer).replaceAll(auctionId, "<auction>")));
      }
      if (k === 20 || k === 41) await evict(restarted);
    }
    expect(receipts[restarted]).toEqual(receipts[twin]);

    // The deadline passes; the restarted one is evicted again before its alarm closes it.
    setClock(deadline + 2_000);
    await evict(restarted);
    for (const auctionId of [restarted, twin]) expect(await runDurableObjectAlarm(auctionObject(SHOP, auctionId))).toBe(true);

    const [a, b] = await Promise.all([restarted, twin].map((id) => auctionObject(SHOP, id).view(SHOP)));
    if (!a!.ok || !b!.ok) throw new Error("views refused");
    expect(a!.body.status).toBe("closed");
    expect(a!.body.result!.outcome).toBe("awarded");
    expect(a!.body.result).toEqual(b!.body.result);
    expect(a!.body.award.status).toBe("awarded");
    expect(b!.body.award.status).toBe("awarded");
    expect(await stored(restarted)).toEqual(await stored(twin));
    // Each award's contract is active, with the same winner, price and terms.
    const contracts = await Promise.all([a!.body.award.contractId!, b!.body.award.contractId!].map((id) => env.CONTRACT.get(env.CONTRACT.idFromName(id)).view({ shopId: SHOP })));
    const shapes = contracts.map((c) => (c.ok ? { status: c.body.status, parties: c.body.parties, terms: c.body.terms } : c));
    expect(shapes[0]).toEqual(shapes[1]);
    expect(shapes[0]).toMatchObject({ status: "active", parties: [{ agentId: `supplier:${a!.body.result!.award!.supplierId}`, role: "provider" }, { role: "consumer" }] });
  });

  it("property: whatever the commands and evictions, a fresh object loads the state the pure core computes", async () => {
    const command = fc.oneof(
      fc.record({ kind: fc.constant("bid" as const), supplier: fc.integer({ min: 0, max: 5 }), seed: fc.integer({ min: 1, max: 1_000_000 }), reputation: fc.option(fc.double({ min: 0, max: 1, noNaN: true })) }),
      fc.record({ kind: fc.constant("repeat" as const), supplier: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ kind: fc.constant("withdraw" as const), supplier: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ kind: fc.constant("invalid" as const), supplier: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ kind: fc.constant("evict" as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const auctionId = newAuctionId();
        const openedAt = now();
        const deadline = openedAt + 24 * 3_600_000;
        const stub = () => auctionObject(SHOP, auctionId);
        const opened = await stub().open({ auctionId, shopId: SHOP, input: requestBody(deadline), settings: { contractDurationMs: null } });
        expect(opened.ok).toBe(true);
        const checked = validateRequest({ ...requestBody(deadline), requestId: auctionId, buyerId: SHOP }, openedAt, auctionLimits());
        if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
        const first = openAuction(checked.value, openedAt);
        if (isRefusal(first)) throw new Error(first.detail);
        let oracle = first.state;
        const lastBid: Record<number, { bidId: string; priceMinor: number; terms: Record<string, number | string> }> = {};
        let n = 0;
        for (const c of commands) {
          advance(500);
          n++;
          if (c.kind === "evict") {
            await evict(auctionId);
            continue;
          }
          const supplierId = `p-${c.supplier}`;
          if (c.kind === "withdraw") {
            const bidId = lastBid[c.supplier]?.bidId ?? "none";
            const answer = await stub().withdraw({ shopId: SHOP, supplierId }, bidId);
            const stepped = withdrawBid(oracle, supplierId, bidId, now());
            expect(answer.ok).toBe(!isRefusal(stepped));
            if (!isRefusal(stepped)) oracle = stepped.state;
            continue;
          }
          const body =
            c.kind === "bid"
              ? { bidId: `x-${n}`, ...randomPackage(seeded(c.seed)) }
              : c.kind === "repeat"
                ? (lastBid[c.supplier] ?? { bidId: `x-${n}`, ...randomPackage(seeded(n)) })
                : { bidId: `x-${n}`, priceMinor: 40_000, terms: { "warranty-months": 13 } };
          const reputation = c.kind === "bid" ? c.reputation : null;
          const answer = await stub().bid({ shopId: SHOP, supplierId }, body, reputation, undefined);
          const stepped = submitBid(oracle, { supplierId, bidId: body.bidId, package: { priceMinor: body.priceMinor, terms: body.terms } }, now(), reputation, auctionLimits());
          expect(answer.ok).toBe(!isRefusal(stepped));
          if (!isRefusal(stepped)) {
            oracle = stepped.state;
            if (c.kind !== "invalid") lastBid[c.supplier] = body;
          }
        }
        expect(await loadedState(auctionId)).toEqual(JSON.parse(JSON.stringify(oracle)));
      }),
      { numRuns: 15 },
    );
  });
});
