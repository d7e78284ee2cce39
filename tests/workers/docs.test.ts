import { describe, expect, it } from "vitest";
import { api } from "./api-client";

describe("API documentation", () => {
  it("serves an OpenAPI 3.1 document covering every route, with problem+json errors", async () => {
    const res = await api("GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths).sort()).toEqual([
      "/v1/negotiations/{id}",
      "/v1/escalations/{id}/decision",
      "/v1/negotiations/{id}/accept",
      "/v1/negotiations/{id}/audit",
      "/v1/negotiations/{id}/offers",
      "/v1/negotiations/{id}/switch",
      "/v1/negotiations/{id}/withdraw",
      "/v1/shops",
      "/v1/shops/{shopId}/admin-keys",
      "/v1/shops/{shopId}/admin-keys/{keyId}",
      "/v1/shops/{shopId}/auction-rehearsals",
      "/v1/shops/{shopId}/auctions",
      "/v1/shops/{shopId}/auctions/{auctionId}",
      "/v1/shops/{shopId}/auctions/{auctionId}/cancel",
      "/v1/shops/{shopId}/auctions/{auctionId}/negotiation/{supplierId}/decision",
      "/.well-known/agent-card.json",
      "/.well-known/parley-signing-keys",
      "/v1/contracts/{contractId}",
      "/v1/contracts/{contractId}/accept",
      "/v1/contracts/{contractId}/amendments",
      "/v1/contracts/{contractId}/amendments/accept",
      "/v1/contracts/{contractId}/amendments/reject",
      "/v1/contracts/{contractId}/audit",
      "/v1/contracts/{contractId}/decline",
      "/v1/contracts/{contractId}/disputes",
      "/v1/contracts/{contractId}/disputes/{disputeId}/withdraw",
      "/v1/contracts/{contractId}/records",
      "/v1/contracts/{contractId}/records/{termsVersion}/countersignature",
      "/v1/contracts/{contractId}/renegotiated",
      "/v1/contracts/{contractId}/samples",
      "/v1/contracts/{contractId}/terminate",
      "/v1/shops/{shopId}/contract-limits",
      "/v1/shops/{shopId}/service-contracts",
      "/v1/shops/{shopId}/service-contracts/{contractId}/review",
      "/v1/shops/{shopId}/service-contracts/{contractId}/disputes/{disputeId}/decision",
      "/v1/shops/{shopId}/catalog",
      "/v1/shops/{shopId}/buyers/{buyerId}",
      "/v1/shops/{shopId}/buyers/{buyerId}/keys",
      "/v1/shops/{shopId}/buyers/{buyerId}/keys/{keyId}",
      "/v1/shops/{shopId}/buyers/{buyerId}/public-keys",
      "/v1/shops/{shopId}/buyers/{buyerId}/public-keys/{thumbprint}",
      "/v1/shops/{shopId}/contracts",
      "/v1/shops/{shopId}/counterparties",
      "/v1/shops/{shopId}/counterparties/{counterpartyId}",
      "/v1/shops/{shopId}/dead-letters",
      "/v1/shops/{shopId}/dead-letters/{id}/replay",
      "/v1/shops/{shopId}/delivery",
      "/v1/shops/{shopId}/escalations",
      "/v1/shops/{shopId}/fleet",
      "/v1/shops/{shopId}/fleet/agents",
      "/v1/shops/{shopId}/fleet/agents/{agentId}",
      "/v1/shops/{shopId}/fleet/agents/{agentId}/deactivate",
      "/v1/shops/{shopId}/fleet/assignments/{negotiationId}",
      "/v1/shops/{shopId}/fleet/categories/{productId}",
      "/v1/shops/{shopId}/fleet/waiting/{waitingId}/decision",
      "/v1/shops/{shopId}/market-stats",
      "/v1/shops/{shopId}/negotiation-logs",
      "/v1/shops/{shopId}/negotiations",
      "/v1/shops/{shopId}/outcomes",
      "/v1/shops/{shopId}/policies",
      "/v1/shops/{shopId}/policies/dry-run",
      "/v1/shops/{shopId}/policies/{policyId}/deals",
      "/v1/shops/{shopId}/precedents",
      "/v1/shops/{shopId}/products",
      "/v1/shops/{shopId}/products/{productId}",
      "/v1/shops/{shopId}/products/{productId}/learning",
      "/v1/shops/{shopId}/products/{productId}/versions",
      "/v1/shops/{shopId}/rehearsals",
      "/v1/shops/{shopId}/roleplays",
      "/v1/shops/{shopId}/roleplays/{runId}",
      "/v1/shops/{shopId}/settings",
      "/v1/shops/{shopId}/supplier",
      "/v1/shops/{shopId}/supplier/auctions",
      "/v1/shops/{shopId}/supplier/auctions/{auctionId}",
      "/v1/shops/{shopId}/supplier/auctions/{auctionId}/bids",
      "/v1/shops/{shopId}/supplier/auctions/{auctionId}/bids/{bidId}/withdraw",
      "/v1/shops/{shopId}/supplier/auctions/{auctionId}/negotiation",
      "/v1/shops/{shopId}/supplier/auctions/{auctionId}/negotiation/accept",
      "/v1/shops/{shopId}/supplier/auctions/{auctionId}/negotiation/counter",
      "/v1/shops/{shopId}/supplier/auctions/{auctionId}/negotiation/reject",
      "/v1/shops/{shopId}/suppliers",
      "/v1/shops/{shopId}/suppliers/{supplierId}",
      "/v1/shops/{shopId}/suppliers/{supplierId}/keys",
      "/v1/shops/{shopId}/suppliers/{supplierId}/keys/{keyId}",
      "/v1/shops/{shopId}/suppliers/{supplierId}/public-keys",
      "/v1/shops/{shopId}/suppliers/{supplierId}/public-keys/{thumbprint}",
      "/v1/shops/{shopId}/webhooks",
      "/v1/shops/{shopId}/webhooks/{endpointId}",
      "/v1/shops/{shopId}/webhooks/{endpointId}/deliveries",
      "/v1/shops/{shopId}/webhooks/{endpointId}/test",
    ].sort());
    const offer = res.body.paths["/v1/negotiations/{id}/offers"].post;
    expect(offer.responses["409"].content["application/problem+json"]).toBeDefined();
    expect(offer.parameters.map((p: any) => p.name)).toContain("idempotency-key");
    expect(Object.keys(res.body.components.securitySchemes).sort()).toEqual(["adminKey", "buyerKey", "httpSignature", "negotiationToken", "operatorToken", "supplierKey"]);
    expect(JSON.stringify(res.body.components.schemas.Offer)).not.toContain("floor");
  });

  it("serves a docs page", async () => {
    const res = await fetchText("/docs");
    expect(res.status).toBe(200);
    expect(res.text).toContain("/openapi.json");
  });
});

async function fetchText(path: string) {
  const { exports } = await import("cloudflare:workers");
  const res = await exports.default.fetch(new Request(`https://parley.test${path}`));
  return { status: res.status, text: await res.text() };
}
