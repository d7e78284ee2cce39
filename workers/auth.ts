/**
 * Credentials, as the audiences' auth middleware checks them: their forms, and what each proves. Every check
 * answers a typed caller (workers/caller.ts) or throws a problem: 401 for a credential that proves nothing, 404
 * for one that does not reach the named shop or negotiation (so existence never leaks).
 */
import type { Context } from "hono";
import { sha256Hex, timingSafeEqual } from "../common/crypto";
import type { NegotiatorCaller, OperatorCaller, ShopOwnerCaller } from "./caller";
import { ProblemError } from "./problem-response";
import { shopStub } from "./stubs";
import type { AppEnv } from "./app-env";

export const SHOP_ID = /^shp_[0-9a-f]{24}$/;
export const NEGOTIATION_ID = /^[0-9a-f]{64}$/;
const ADMIN_KEY = /^psk_(shp_[0-9a-f]{24})_([A-Za-z0-9_-]{43})$/;
const NEGOTIATION_TOKEN = /^ngt_([0-9a-f]{64})_([A-Za-z0-9_-]{43})$/;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none or it is malformed. */
export function bearerToken<E extends AppEnv>(c: Context<E>): string | null {
  return c.req.header("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;
}

export function bearer<E extends AppEnv>(c: Context<E>): string {
  const token = bearerToken(c);
  if (!token) throw new ProblemError("unauthorized", "Send credentials as `Authorization: Bearer <token>`.");
  return token;
}

/** The operator, by the deployment's OPERATOR_TOKEN. */
export function operator<E extends AppEnv>(c: Context<E>): OperatorCaller {
  const token = bearer(c);
  const expected = c.env.OPERATOR_TOKEN;
  if (!expected) throw new ProblemError("unauthorized", "No operator token is configured for this deployment.");
  if (!timingSafeEqual(token, expected)) throw new ProblemError("unauthorized", "The operator token is not valid.");
  return { kind: "operator" };
}

/** Admin keys name their shop, so a key for another shop is answered 404 without touching that shop. */
export function adminKeyShop(token: string): string | null {
  return ADMIN_KEY.exec(token)?.[1] ?? null;
}

/** The owner of the shop a route names, by one of its admin keys. */
export async function shopOwner<E extends AppEnv>(c: Context<E>, shopId: string): Promise<ShopOwnerCaller> {
  const token = bearer(c);
  const keyShop = adminKeyShop(token);
  if (!keyShop) throw new ProblemError("unauthorized", "The admin key is not valid.");
  if (!SHOP_ID.test(shopId) || keyShop !== shopId) throw new ProblemError("not-found", "No such shop.");
  if (!(await shopStub(c.env, shopId).verifyAdminKey(await sha256Hex(token)))) {
    throw new ProblemError("unauthorized", "The admin key is not valid.");
  }
  return { kind: "shop-owner", shopId };
}

/** The owner of the shop its admin key names, for routes that name a negotiation rather than a shop. */
export async function keyOwner<E extends AppEnv>(c: Context<E>): Promise<ShopOwnerCaller> {
  const shopId = adminKeyShop(bearer(c));
  if (!shopId) throw new ProblemError("unauthorized", "Use the shop's admin key.");
  return shopOwner(c, shopId);
}

/**
 * A negotiation token grants access to its own negotiation only; the shop's admin key (where allowed) to all of
 * the shop's negotiations. Anything naming another negotiation is 404, so existence never leaks.
 */
export async function negotiationCaller<E extends AppEnv>(c: Context<E>, negotiationId: string, allowShop: false): Promise<NegotiatorCaller>;
export async function negotiationCaller<E extends AppEnv>(c: Context<E>, negotiationId: string, allowShop: boolean): Promise<NegotiatorCaller | ShopOwnerCaller>;
export async function negotiationCaller<E extends AppEnv>(c: Context<E>, negotiationId: string, allowShop: boolean): Promise<NegotiatorCaller | ShopOwnerCaller> {
  if (!NEGOTIATION_ID.test(negotiationId)) throw new ProblemError("not-found", "No such negotiation.");
  const token = bearer(c);
  const match = NEGOTIATION_TOKEN.exec(token);
  if (match) {
    if (match[1] !== negotiationId) throw new ProblemError("not-found", "No such negotiation.");
    return { kind: "negotiator", negotiationId, tokenHash: await sha256Hex(token) };
  }
  const keyShop = adminKeyShop(token);
  if (allowShop && keyShop) return shopOwner(c, keyShop);
  throw new ProblemError("unauthorized", allowShop ? "Use the negotiation token or the shop's admin key." : "Use the negotiation token.");
}
