/**
 * The owner's PUT on a buyer changes only what it names (durable-objects/buyer/buyer-account.ts `register`): over any
 * sequence of registrations — a name, no name, a null name; partner, customer, or no word on it — what the account
 * shows is the last name given (null removes it) and the last relationship given (a new buyer: a customer), the first
 * call creates (201) and every later one updates (200). So a rename can never unmark a partner, nor a re-registration
 * mark a customer.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BuyerAccount } from "../../durable-objects";
import type { BuyerRelationship } from "../../durable-objects/buyer/buyer-account";

const registration = fc.record({
  name: fc.oneof(fc.constant(undefined), fc.constant(null), fc.string({ minLength: 1, maxLength: 12 })),
  relationship: fc.constantFrom<BuyerRelationship | undefined>(undefined, "customer", "partner"),
});

describe("registering a buyer, again and again", () => {
  it("keeps what a call leaves out and takes what it names", async () => {
    const stub = env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(`relationship-property-${crypto.randomUUID()}`));
    await runInDurableObject<BuyerAccount, void>(stub, (account, state) => {
      fc.assert(
        fc.property(fc.array(registration, { minLength: 1, maxLength: 12 }), (calls) => {
          state.storage.sql.exec("DELETE FROM account");
          let name: string | null = null;
          let relationship: BuyerRelationship = "customer";
          calls.forEach((call, i) => {
            const answer = account.register("s", "b", call.name, call.relationship);
            if (call.name !== undefined) name = call.name;
            if (call.relationship !== undefined) relationship = call.relationship;
            expect(answer.ok && answer.status).toBe(i === 0 ? 201 : 200);
            expect(answer.ok && { name: answer.body.name, relationship: answer.body.relationship }).toEqual({ name, relationship });
          });
          const described = account.describe();
          expect(described.ok && described.body.relationship).toBe(relationship);
        }),
        { numRuns: 100 },
      );
    });
  });
});
