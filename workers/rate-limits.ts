/**
 * Per-minute ceilings from the Workers rate-limiting bindings (wrangler.toml; miniflare runs the same in
 * `npm start` and in tests): per client address on every API call, per shop on buyer-facing calls, per
 * negotiation on its rounds. Over a ceiling: 429 problem+json with Retry-After, and nothing is touched.
 * The exact, per-shop-configurable limits (opens per hour, open negotiations) are kept in each buyer's account.
 */
import type { Context, MiddlewareHandler } from "hono";
import { clientNetworkKey } from "./identity/client-network";
import { ProblemError } from "./problem-response";
import type { AppEnv } from "./app-env";

/** The bindings count per 60-second window. */
const WINDOW_SECONDS = 60;

async function within(limiter: RateLimit | undefined, key: string): Promise<void> {
  if (!limiter) return;
  const { success } = await limiter.limit({ key });
  if (!success) throw new ProblemError("rate-limited", "Too many requests; slow down and retry after the indicated time.", { retryAfterSeconds: WINDOW_SECONDS });
}

/** Every /v1 call counts against its client's network (an IPv6 /64), when the runtime reports an address (Cloudflare always does). */
export const limitClient: MiddlewareHandler<AppEnv> = async (c, next) => {
  const address = c.req.header("cf-connecting-ip");
  if (address) await within(c.env.CLIENT_LIMITER, clientNetworkKey(address));
  return next();
};

/** Buyer-facing calls count against the shop they address: one shop's crowd cannot starve the others. */
export function limitShop<E extends AppEnv>(c: Context<E>, shopId: string): Promise<void> {
  return within(c.env.SHOP_LIMITER, `shop:${shopId}`);
}

/** A buyer's opens count against it (the exact hourly limit is kept in its account; this is the burst ceiling). */
export function limitBuyer<E extends AppEnv>(c: Context<E>, shopId: string, buyerId: string): Promise<void> {
  return within(c.env.BUYER_LIMITER, `buyer:${shopId}/${buyerId}`);
}

/** A negotiation's rounds count against it: a token cannot be used to hammer one room. */
export function limitNegotiation<E extends AppEnv>(c: Context<E>, negotiationId: string): Promise<void> {
  return within(c.env.NEGOTIATION_LIMITER, `negotiation:${negotiationId}`);
}
