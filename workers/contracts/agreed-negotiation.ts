/**
 * Reading a negotiation of the shop as the contract routes need it: to make a contract from an agreed deal
 * (./shop-contracts.ts) and to adopt a renegotiated deal as an amendment (./party-contracts.ts). The room is read
 * through its ordinary shop view, never its internals; a negotiation of another shop is answered like a missing one.
 * What a contract takes from an agreement — the total as its price, the currency, and the agreed terms with the
 * quantity and unit price — is decided once here, so a renegotiated contract reads its room as its first did.
 */
import { NEGOTIATION_ID } from "../auth";
import { roomStub } from "../stubs";
import { problem, type Problem } from "../../common/problem";
import type { NegotiationView } from "../../durable-objects";

export type NegotiationRead = { ok: true; view: NegotiationView } | { ok: false; problem: Problem };

/** A problem about the body's `negotiationId`, with the field named as every contract problem names it. */
export function negotiationProblem(slug: "validation-failed" | "conflict" | "not-found", message: string): { ok: false; problem: Problem } {
  return { ok: false, problem: problem(slug, `negotiationId: ${message}`, { errors: [{ path: "negotiationId", pointer: "/negotiationId", message }] }) };
}

/** The shop's view of one of its negotiations; `missing` is the slug for one that is not the shop's (or malformed). */
export async function readNegotiation(env: Env, shopId: string, negotiationId: string, missing: "validation-failed" | "not-found" = "validation-failed"): Promise<NegotiationRead> {
  if (!NEGOTIATION_ID.test(negotiationId)) return negotiationProblem("validation-failed", "not a negotiation id (64 hexadecimal characters)");
  let viewed;
  try {
    viewed = await roomStub(env, negotiationId).view({ shopId });
  } catch {
    return negotiationProblem(missing, "no such negotiation of this shop");
  }
  if (!viewed.ok) return negotiationProblem(missing, "no such negotiation of this shop");
  return { ok: true, view: viewed.body as NegotiationView };
}

/** The agreed negotiation of this shop; a problem naming `negotiationId` otherwise (409 when it is not agreed). */
export async function agreementOf(env: Env, shopId: string, negotiationId: string, missing: "validation-failed" | "not-found" = "validation-failed"): Promise<NegotiationRead> {
  const read = await readNegotiation(env, shopId, negotiationId, missing);
  if (!read.ok) return read;
  if (read.view.status !== "agreed" || !read.view.agreement) return negotiationProblem("conflict", `the negotiation is ${read.view.status}, not agreed`);
  return read;
}

/** What a contract takes from an agreed negotiation: the total as its price, the currency, the terms with quantity and unit price. */
export function agreedTermsOf(view: NegotiationView): { currency: string; priceMinor: number; terms: Record<string, number | string> } {
  const agreement = view.agreement!;
  return { currency: agreement.currency, priceMinor: agreement.totalMinor, terms: { ...(agreement.terms ?? {}), quantity: view.quantity, unitPriceMinor: agreement.priceMinor } };
}
