import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signWebhook, TOLERANCE_SECONDS, verifyWebhook } from "../../durable-objects/webhook-signature";

const headersOf = (h: Record<string, string>) => ({ get: (name: string) => h[name] ?? null });

describe("webhook signatures (Standard Webhooks)", () => {
  it("a receiver accepts exactly what was signed, with its secret, within the tolerance", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ maxLength: 400 }),
        fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }),
        fc.integer({ min: -TOLERANCE_SECONDS, max: TOLERANCE_SECONDS }),
        async (id, body, at, drift) => {
          const secret = newWebhookSecret();
          const signed = await signWebhook(secret, id, at, body);
          expect(await verifyWebhook(secret, headersOf({ ...signed }), body, at + drift)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("refuses a changed body, id or timestamp, another secret, and a stale or future timestamp", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ minLength: 1, maxLength: 400 }), fc.integer({ min: 1, max: 10_000 }), async (id, body, late) => {
        const secret = newWebhookSecret();
        const at = 1_800_000_000;
        const signed = await signWebhook(secret, id, at, body);
        const h = headersOf({ ...signed });
        expect(await verifyWebhook(secret, h, `${body} `, at)).toBe(false);
        expect(await verifyWebhook(secret, headersOf({ ...signed, "webhook-id": `${id}x` }), body, at)).toBe(false);
        expect(await verifyWebhook(secret, headersOf({ ...signed, "webhook-timestamp": String(at + 1) }), body, at)).toBe(false);
        expect(await verifyWebhook(newWebhookSecret(), h, body, at)).toBe(false);
        expect(await verifyWebhook(secret, h, body, at + TOLERANCE_SECONDS + late)).toBe(false);
        expect(await verifyWebhook(secret, h, body, at - TOLERANCE_SECONDS - late)).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it("accepts one valid signature among several (secret rotation), and nothing malformed", async () => {
    const secret = newWebhookSecret();
    const signed = await signWebhook(secret, "msg_1", 1_800_000_000, "{}");
    const both = headersOf({ ...signed, "webhook-signature": `v1,AAAA ${signed["webhook-signature"]}` });
    expect(await verifyWebhook(secret, both, "{}", 1_800_000_000)).toBe(true);
    for (const bad of ["", "v1", "v1,", "v2," + signed["webhook-signature"].slice(3), "v1,!!!not-base64"]) {
      expect(await verifyWebhook(secret, headersOf({ ...signed, "webhook-signature": bad }), "{}", 1_800_000_000)).toBe(false);
    }
    expect(await verifyWebhook(secret, headersOf({ ...signed, "webhook-timestamp": "1.8e9" }), "{}", 1_800_000_000)).toBe(false);
  });
});
