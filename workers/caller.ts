/**
 * Who is calling: the one thing an audience's auth middleware establishes, left in `c.var.caller` for the
 * handlers. A discriminated union on `kind`; each audience's sub-app (workers/app.ts mounts them) is typed with
 * the callers its middleware can set, so a handler reads exactly what its credential proved and nothing else.
 * Durable Object stubs are not part of a caller: routes fetch them (workers/stubs.ts) for what they do.
 */
import type { BuyerCredential } from "../durable-objects";
import type { AppEnv } from "./app-env";

/** The deployment's operator (its OPERATOR_TOKEN secret). */
export interface OperatorCaller {
  kind: "operator";
}

/** A shop's owner, by one of the shop's admin keys (verified against the shop). */
export interface ShopOwnerCaller {
  kind: "shop-owner";
  shopId: string;
}

/** A buyer's agent opening a negotiation: who its credential says it is (a buyer key, a signature, or nobody). */
export interface BuyerCaller {
  kind: "buyer";
  shopId: string;
  buyerId: string;
  credential: BuyerCredential;
}

/** Whoever holds a negotiation's token (the buyer that opened it): that negotiation only. */
export interface NegotiatorCaller {
  kind: "negotiator";
  negotiationId: string;
  tokenHash: string;
}

/** A buyer's agent over MCP, by its shop-issued buyer key (checked live against the buyer's account). */
export interface McpBuyerCaller {
  kind: "mcp-buyer";
  shopId: string;
  buyerId: string;
  /** The key itself: the credential for opening negotiations, and what the kept tokens are sealed under. */
  key: string;
  keyHash: string;
}

/**
 * A supplier's agent (issue #31: the organisation buys too), by its shop-issued supplier key (`psup_…`) or an
 * RFC 9421 signature by an agent key the shop registered for the supplier — never by anything in the body, and
 * never anonymous. Checked live against the supplier's account by the middleware (a revoked key is refused
 * before any handler runs); `name` and `categories` are the supplier's as of that check.
 */
export interface SupplierCaller {
  kind: "supplier";
  shopId: string;
  supplierId: string;
  /** `supplier:<supplierId>`: how contracts, auctions and the audit name it. */
  agentId: string;
  name: string;
  categories: string[];
  /** Which credential proved it: a key (by its id) or a signing key (by its JWK thumbprint). */
  credential: { kind: "key"; keyId: string } | { kind: "signature"; thumbprint: string };
}

/** Anyone at all: public discovery asks for no credential. */
export interface AnyoneCaller {
  kind: "anyone";
}

/** Each audience and the callers its middleware sets. */
export type OperatorAudience = OperatorCaller;
export type ShopOwnerAudience = ShopOwnerCaller;
/** Buyers open and play negotiations; reading one is also open to the shop's owner (shop view). */
export type BuyerAudience = BuyerCaller | NegotiatorCaller | ShopOwnerCaller;
export type DiscoveryAudience = AnyoneCaller;
/** A supplier's agent over MCP, by its supplier key (checked live): the supplier, and the key its tools call the supplier routes with (kept out of every result). */
export interface McpSupplierCaller extends SupplierCaller {
  credential: { kind: "key"; keyId: string };
  key: string;
}
/** MCP serves buyers and suppliers, each by its own key; the caller decides which tools the server offers. */
export type McpAudience = McpBuyerCaller | McpSupplierCaller;
/** Suppliers answer the organisation's requests for quotes: their own routes take their own credential only. */
export type SupplierAudience = SupplierCaller;

export type Caller = OperatorCaller | ShopOwnerCaller | BuyerCaller | NegotiatorCaller | McpBuyerCaller | SupplierCaller | AnyoneCaller;

/** Hono's environment inside an audience's sub-app: the app's, plus the caller its middleware set. */
export interface AudienceEnv<C extends Caller> extends AppEnv {
  Variables: AppEnv["Variables"] & {
    caller: C;
  };
}
