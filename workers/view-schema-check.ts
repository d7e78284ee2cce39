/**
 * Compile-time ties between what the Durable Objects answer (durable-objects/views.ts, the Shop's and the buyer
 * and supplier accounts' views) and the response schemas the API documents (workers/schemas.ts and the route modules'), checked
 * by `tsc --noEmit` (`npm test` runs it): a field added, removed, renamed or retyped on either side without the
 * other is a type error here. Nothing in this module runs; it exports only the check types.
 *
 * Two checks per response:
 * - `Fits<Sent, Documented>`: every answer the worker sends (the view, plus what the worker adds: a round's
 *   `message`) is assignable to the schema's type: no wrong type, no documented required field missing.
 * - `Same<Wire<Sent>, Documented>`: exact equality, deep, after `Wire` widens what the document deliberately
 *   states less precisely than the code types it. That catches the rest: a field (required or optional) on one
 *   side only. Where exact equality would be wrong, the widening is written out next to the pair, with why:
 *   - reason codes are a closed enum in the kernel, documented as strings (so new codes are not a breaking change);
 *   - a message's reading (`move`) is a union in the room, documented as one object whose fields are optional
 *     per kind (Flatten below derives that object from the union, so a new field still fails);
 *   - the shop's configuration snapshot, a decision's explanation and a public key's JWK are documented as open
 *     objects; the negotiation list documents a status as a string;
 *
 * Not tied: answers the document gives as open objects (escalations — EscalationView —, an escalation's decision,
 * the audit report, dry runs, learning, market statistics, precedents, outcomes, dead letters): there is no
 * documented shape to drift from.
 */
import type { z } from "@hono/zod-openapi";
import type { BuyerAccount, InterpretationView, NegotiationRoom, NegotiationView, OpenResult, RoundResult, Shop } from "../durable-objects";
import type { PublicCatalog } from "./discovery/discovery-schemas";
import type * as Schemas from "./schemas";
import type { DeliveryLag } from "./shop-owner/administration";
import type { PolicySetView } from "./shop-owner/governance";
import type { Accepted, DeadLetterReplayed } from "./shop-owner/memory";
import type { ProductVersion } from "./shop-owner/products";
import type { CreatedEndpoint, Delivery, Endpoint } from "./shop-owner/webhooks";
import type { DeadLetterReplayed as Replayed, UploadAccepted } from "../durable-objects/shop/outside-work";
import type { SupplierIdentity } from "../durable-objects/buyer/supplier-profile";
import type { NegotiationAssignment, RoomViews, ShopNegotiationView } from "../durable-objects/room/room-views";

// --- type-level helpers -----------------------------------------------------------------------------------

/** True when A and B are the same type (not merely assignable both ways: `any`, optionality and readonly count). */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
/** Object types rebuilt property by property, all the way down, so `A & B` and `{ …A, …B }` compare equal. */
type Deep<T> = T extends readonly (infer U)[] ? Deep<U>[] : T extends object ? { [K in keyof T]: Deep<T[K]> } : T;
type Same<A, B> = Equals<Deep<A>, Deep<B>>;
/** A is assignable to B, as JSON: interfaces compared as the plain objects they serialise to. */
type Fits<A, B> = [Deep<A>] extends [B] ? true : false;

type Doc<S extends z.ZodType> = z.output<S>;
/** The body of a Durable Object method's successful answer. */
type Answer<M extends (...args: never[]) => unknown> = Extract<Awaited<ReturnType<M>>, { ok: true }> extends { body: infer B } ? B : never;

/** A union of variants as one object: the shared `kind`, every other field optional with its variants' types. */
type KeysOf<U> = U extends unknown ? keyof U : never;
type ValueOf<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U[K] : never) : never;
type Flatten<U extends { kind: string }> = { kind: U["kind"] } & { [K in Exclude<KeysOf<U>, "kind">]?: ValueOf<U, K> };

// --- the documented widenings -----------------------------------------------------------------------------

type DecisionWire = { action: RoundResult["decision"]["action"]; reasons: string[] };
type ReadingWire<I extends Partial<InterpretationView>> = Omit<I, "move"> & { move: Flatten<InterpretationView["move"]> };
/** Keys a round's answer may carry that the document does not name: none. */
type Undocumented = never;

type RoundWire = Omit<RoundResult, "decision" | "interpretation" | Undocumented> & {
  decision: DecisionWire;
  interpretation?: ReadingWire<Omit<InterpretationView, "interpreter">>;
  message: string;
};

/** The fleet's assignment: the coordinator's candidate reports and settings are documented as open objects. */
type AssignmentWire = Omit<NegotiationAssignment, "candidates" | "settings"> & { candidates: Record<string, unknown>[]; settings: Record<string, unknown> };

type NegotiationWire = Omit<ShopNegotiationView, "lastDecision" | "history" | "messages" | "config" | "interpretation" | "assignment" | Undocumented> & {
  assignment?: AssignmentWire;
  lastDecision: DecisionWire | null;
  history: (Omit<NegotiationView["history"][number], "reasons" | "explanation"> & { reasons: string[]; explanation?: Record<string, unknown> })[];
  messages: (Omit<NegotiationView["messages"][number], "interpretation"> & { interpretation: ReadingWire<InterpretationView> })[];
  config?: Record<string, unknown>;
  interpretation?: ReadingWire<Omit<InterpretationView, "interpreter">>;
};

// --- a round, an opening, a negotiation (durable-objects/views.ts) ------------------------------------------

/** What the worker sends for a round: the room's answer and its words (workers/buyer/buyer-words.ts). */
type RoundSent = RoundResult & { message: string };
type OpenSent = OpenResult & { message: string };

export type ViewSchemaChecks = [
  Assert<Fits<RoundSent, Doc<typeof Schemas.RoundResult>>>,
  Assert<Same<RoundWire, Doc<typeof Schemas.RoundResult>>>,
  Assert<Equals<Exclude<keyof RoundResult, keyof Doc<typeof Schemas.RoundResult>>, Undocumented>>,

  Assert<Fits<OpenSent, Doc<typeof Schemas.OpenResult>>>,
  Assert<Same<RoundWire & Pick<OpenResult, "token">, Doc<typeof Schemas.OpenResult>>>,

  Assert<Fits<NegotiationView, Doc<typeof Schemas.NegotiationView>>>,
  // The shop's view as the room builds it (room-views.ts): the buyer's fields plus the shop's, the assignment included.
  Assert<Fits<ShopNegotiationView, Doc<typeof Schemas.NegotiationView>>>,
  Assert<Equals<ReturnType<RoomViews["negotiationView"]>, ShopNegotiationView>>,
  Assert<Same<NegotiationWire, Doc<typeof Schemas.NegotiationView>>>,
  // The room's own methods answer these views.
  Assert<Equals<Answer<NegotiationRoom["counter"]>, RoundResult>>,
  Assert<Equals<Answer<NegotiationRoom["view"]>, NegotiationView>>,
];

// --- the shop's and the buyers' answers (durable-objects/shop/, durable-objects/buyer/) ----------------------

/** Public keys travel as JWK objects, documented as open objects. */
type BuyerWire = Omit<Answer<BuyerAccount["describe"]>, "publicKeys"> & { publicKeys: (Omit<Answer<BuyerAccount["describe"]>["publicKeys"][number], "jwk"> & { jwk: Record<string, unknown> })[] };
/** A supplier's public keys travel as JWK objects too. */
type SupplierWire = Omit<Answer<BuyerAccount["describeSupplier"]>, "publicKeys"> & { publicKeys: (Omit<Answer<BuyerAccount["describeSupplier"]>["publicKeys"][number], "jwk"> & { jwk: Record<string, unknown> })[] };
/** The listing documents a negotiation's status as a string (elsewhere as the enum). */
type ListWire = { items: (Omit<Answer<Shop["listNegotiations"]>["items"][number], "status"> & { status: string })[]; nextCursor: string | null };

/** [what the Durable Object answers, what the document says, the answer with its documented widenings]. */
type Pairs = {
  product: [Answer<Shop["getProduct"]>, Doc<typeof Schemas.Product>];
  productList: [Answer<Shop["listProducts"]>, { items: Doc<typeof Schemas.Product>[] }];
  productVersions: [Answer<Shop["productVersions"]>, { items: Doc<typeof ProductVersion>[] }];
  negotiationList: [Answer<Shop["listNegotiations"]>, Doc<typeof Schemas.NegotiationList>, ListWire];
  shopCreated: [Answer<Shop["initialize"]>, Doc<typeof Schemas.ShopCreated>];
  adminKey: [Answer<Shop["revokeAdminKey"]>, Doc<typeof Schemas.AdminKey>];
  adminKeys: [Answer<Shop["listAdminKeys"]>, { items: Doc<typeof Schemas.AdminKey>[] }];
  issuedAdminKey: [Answer<Shop["addAdminKey"]>, Doc<typeof Schemas.IssuedAdminKey>];
  settings: [Answer<Shop["getSettings"]>, Doc<typeof Schemas.Settings>];
  deliveryLag: [Answer<Shop["deliveryLag"]>, Doc<typeof DeliveryLag>];
  policies: [Answer<Shop["getPolicies"]>, Doc<typeof PolicySetView>];
  endpoint: [Answer<Shop["deleteWebhook"]>, Doc<typeof Endpoint>];
  endpoints: [Answer<Shop["listWebhooks"]>, { items: Doc<typeof Endpoint>[] }];
  createdEndpoint: [Answer<Shop["createWebhook"]>, Doc<typeof CreatedEndpoint>];
  delivery: [Answer<Shop["testWebhook"]>, Doc<typeof Delivery>];
  deliveries: [Answer<Shop["webhookDeliveries"]>, { items: Doc<typeof Delivery>[] }];
  catalog: [Answer<Shop["publicCatalog"]>, Doc<typeof PublicCatalog>];
  buyer: [Answer<BuyerAccount["describe"]>, Doc<typeof Schemas.Buyer>, BuyerWire];
  issuedKey: [Answer<BuyerAccount["addKey"]>, Doc<typeof Schemas.IssuedKey>];
  revokedKey: [Answer<BuyerAccount["revokeKey"]>, Omit<Doc<typeof Schemas.IssuedKey>, "key">];
  publicKey: [Answer<BuyerAccount["addPublicKey"]>, Doc<typeof Schemas.Buyer>["publicKeys"][number], BuyerWire["publicKeys"][number]];
  supplier: [Answer<BuyerAccount["describeSupplier"]>, Doc<typeof Schemas.Supplier>, SupplierWire];
  issuedSupplierKey: [Answer<BuyerAccount["addSupplierKey"]>, Doc<typeof Schemas.IssuedSupplierKey>];
  revokedSupplierKey: [Answer<BuyerAccount["revokeSupplierKey"]>, Omit<Doc<typeof Schemas.IssuedSupplierKey>, "key">];
  supplierPublicKey: [Answer<BuyerAccount["addSupplierPublicKey"]>, Doc<typeof Schemas.Supplier>["publicKeys"][number], SupplierWire["publicKeys"][number]];
  supplierSelf: [SupplierIdentity, Doc<typeof Schemas.SupplierSelf>];
  uploadAccepted: [UploadAccepted, Doc<typeof Accepted>];
  deadLetterReplayed: [Replayed, Doc<typeof DeadLetterReplayed>];
};

/** Each pair's failing checks by name (`never` when all hold): fits, and the same once widened. */
type Failing = {
  [K in keyof Pairs]: Pairs[K] extends [infer Sent, infer Documented, ...infer Widened]
    ? (Fits<Sent, Documented> extends true ? never : "fits") | (Same<Widened extends [infer W] ? W : Sent, Documented> extends true ? never : "same")
    : never;
};
/** The pairs that fail, with the check: the compiler's message names them, e.g. `{ product: "fits" | "same" }`. */
type Failures = { [K in keyof Failing as [Failing[K]] extends [never] ? never : K]: Failing[K] };
type NoneOf<F extends { [pair: string]: never }> = F;
export type ShopAndBuyerChecks = NoneOf<Failures>;
