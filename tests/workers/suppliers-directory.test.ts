/**
 * The organisation's supplier directory (durable-objects/buyer/supplier-directory.ts) on a real Durable Object's
 * SQLite: whatever order the suppliers' objects push their listings in, and however often, it keeps each supplier's
 * latest revision; a category's listing is exactly the suppliers whose latest listing names it; and paging through
 * it visits each once, in id order.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BuyerAccount } from "../../durable-objects";
import { SupplierDirectory } from "../../durable-objects/buyer/supplier-directory";
import type { SupplierListing } from "../../durable-objects/buyer/supplier-profile";

const supplierId = fc.constantFrom("a", "b", "b-2", "c_3", "d.4", "e", "Z");
const category = fc.constantFrom("bolts", "hosting", "shipping", "steel");
const push = fc.record({ supplierId, revision: fc.integer({ min: 1, max: 6 }), categories: fc.uniqueArray(category, { maxLength: 3 }) });

/** What a supplier's object would push at a revision: the name says which revision it is. */
const listingOf = (p: { supplierId: string; revision: number; categories: string[] }): SupplierListing => ({
  supplierId: p.supplierId,
  name: `${p.supplierId} r${p.revision}`,
  categories: p.categories,
  revision: p.revision,
  createdAt: 1,
  updatedAt: p.revision,
});

describe("the supplier directory", () => {
  it("property: latest revision wins whatever the order; category listings and pages are exact", async () => {
    const stub = env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(`directory-test-${crypto.randomUUID()}`));
    await runInDurableObject<BuyerAccount, void>(stub, (_account, state) => {
      const sql = state.storage.sql;
      const directory = new SupplierDirectory(sql);
      fc.assert(
        fc.property(fc.array(push, { maxLength: 25 }), fc.integer({ min: 1, max: 4 }), (pushes, pageSize) => {
          sql.exec("DELETE FROM supplier_directory");
          sql.exec("DELETE FROM supplier_directory_categories");
          // A supplier's object pushes each revision once, with the categories of that revision: the same
          // revision pushed again (a retry) carries the same listing.
          const byRevision = new Map<string, SupplierListing>();
          for (const p of pushes) if (!byRevision.has(`${p.supplierId}#${p.revision}`)) byRevision.set(`${p.supplierId}#${p.revision}`, listingOf(p));
          for (const p of pushes) directory.record(byRevision.get(`${p.supplierId}#${p.revision}`)!);

          const latest = new Map<string, SupplierListing>();
          for (const listing of byRevision.values()) if ((latest.get(listing.supplierId)?.revision ?? 0) < listing.revision) latest.set(listing.supplierId, listing);
          const expected = [...latest.values()].sort((x, y) => (x.supplierId < y.supplierId ? -1 : 1));

          const all = directory.list({ limit: 200 });
          expect(all.items.map((i) => [i.supplierId, i.name, i.categories])).toEqual(expected.map((l) => [l.supplierId, l.name, [...l.categories].sort()]));
          expect(all.nextCursor).toBeNull();

          for (const c of ["bolts", "hosting", "shipping", "steel"]) {
            const paged: string[] = [];
            let cursor: string | undefined;
            for (let pages = 0; pages < 20; pages++) {
              const page = directory.list({ category: c, limit: pageSize, cursor });
              expect(page.items.length).toBeLessThanOrEqual(pageSize);
              paged.push(...page.items.map((i) => i.supplierId));
              if (page.nextCursor === null) break;
              cursor = page.nextCursor;
            }
            expect(paged).toEqual(expected.filter((l) => l.categories.includes(c)).map((l) => l.supplierId));
          }
        }),
        { numRuns: 300 },
      );
    });
  });

  it("a push of an older revision, or the same revision again, changes nothing", async () => {
    const stub = env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(`directory-test-${crypto.randomUUID()}`));
    const result = await runInDurableObject<BuyerAccount, unknown>(stub, (account) => {
      const newer = account.recordSupplier(listingOf({ supplierId: "s", revision: 2, categories: ["steel"] }));
      const older = account.recordSupplier(listingOf({ supplierId: "s", revision: 1, categories: ["bolts"] }));
      const again = account.recordSupplier(listingOf({ supplierId: "s", revision: 2, categories: ["steel"] }));
      return { newer, older, again, bolts: account.listSuppliers({ category: "bolts", limit: 10 }).items, all: account.listSuppliers({ limit: 10 }).items };
    });
    expect(result).toMatchObject({ newer: true, older: false, again: false, bolts: [], all: [{ supplierId: "s", name: "s r2", categories: ["steel"], revision: 2 }] });
  });
});
