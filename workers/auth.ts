import type { Context } from "hono";
import { sha256Hex, timingSafeEqual } from "../durable-objects";
import { ProblemError } from "./problem-response";
import type { AppEnv } from "./app-env";

export const SHOP_ID = /^shp_[0-9a-f]{24}$/;
export const NEGOTIATION_ID = /^[0-9a-f]{64}$/;
const ADMIN_KEY = /^psk_(shp_[0-9a-f]{24})_([A-Za-z0-9_-]{43})$/;
const NEGOTIATION_TOKEN = /^ngt_([0-9a-f]{64})_([A-Za-z0-9_-]{43})$/;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none or it is malformed. */
export function bearerToken(c: Context<AppEnv>): string | null {
  return c.req.header("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;
}

export function bearer(c: Context<AppEnv>): string {
  const token = bearerToken(c);
  if (!token) throw new ProblemError("unauthorized", "Send credentials as `Authorization: Bearer <token>`.");
  return token;
}

export function requireOperator(c: Context<AppEnv>): void {
  const token = bearer(c);
  const expected = c.env.OPERATOR_TOKEN;
  if (!expected) throw new ProblemError("unauthorized", "No operator token is configured for this deployment.");
  if (!timingSafeEqual(token, expected)) throw new ProblemError("unauthorized", "The operator token is not valid.");
}

export function shopStub(c: Context<AppEnv>, shopId: string) {
  return c.env.SHOP.get(c.env.SHOP.idFromName(shopId));
}

/** Admin keys name their shop, so a key for another shop is answered 404 without touching that shop. */
export function adminKeyShop(token: string): string | null {
  return ADMIN_KEY.exec(token)?.[1] ?? null;
}

export async function requireShopOwner(c: Context<AppEnv>, shopId: string): Promise<void> {
  const token = bearer(c);
  const keyShop = adminKeyShop(token);
  if (!keyShop) throw new ProblemError("unauthorized", "The admin key is not valid.");
  if (!SHOP_ID.test(shopId) || keyShop !== shopId) throw new ProblemError("not-found", "No such shop.");
  if (!(await shopStub(c, shopId).verifyAdminKey(await sha256Hex(token)))) {
    throw new ProblemError("unauthorized", "The admin key is not valid.");
  }
}

export type NegotiationCaller = { tokenHash: string } | { shopId: string };

/**
 * A negotiation token grants access to its own negotiation only; the shop's admin key to all of the
 * shop's negotiations. Anything naming another negotiation is 404, so existence never leaks.
 */
export async function negotiationCaller(c: Context<AppEnv>, negotiationId: string, allowShop: false): Promise<{ tokenHash: string }>;
export async function negotiationCaller(c: Context<AppEnv>, negotiationId: string, allowShop: boolean): Promise<NegotiationCaller>;
export async function negotiationCaller(c: Context<AppEnv>, negotiationId: string, allowShop: boolean): Promise<NegotiationCaller> {
  if (!NEGOTIATION_ID.test(negotiationId)) throw new ProblemError("not-found", "No such negotiation.");
  const token = bearer(c);
  const match = NEGOTIATION_TOKEN.exec(token);
  if (match) {
    if (match[1] !== negotiationId) throw new ProblemError("not-found", "No such negotiation.");
    return { tokenHash: await sha256Hex(token) };
  }
  const keyShop = adminKeyShop(token);
  if (allowShop && keyShop) {
    await requireShopOwner(c, keyShop);
    return { shopId: keyShop };
  }
  throw new ProblemError("unauthorized", allowShop ? "Use the negotiation token or the shop's admin key." : "Use the negotiation token.");
}

export function roomStub(c: Context<AppEnv>, negotiationId: string) {
  let id: DurableObjectId;
  try {
    id = c.env.NEGOTIATION_ROOM.idFromString(negotiationId);
  } catch {
    // Not an id this namespace ever issued.
    throw new ProblemError("not-found", "No such negotiation.");
  }
  return c.env.NEGOTIATION_ROOM.get(id);
}
