// The contract.* entries of the event catalog (common/events.ts): every contract event round-trips through JSON and
// the parser, a payload that does not fit is refused (the consumer dead-letters it), and, at compile time, the
// shapes of contracts/types.ts (parties, terms, postings, evidence lines) fit the payloads written out in common/
// (which may not import contracts/), so the Contract object can pass its state straight in.
import { describe, expect, it } from "vitest";
import {
  CONTRACT_CATALOG_TYPES,
  EVENT_TYPES,
  isContractEventType,
  parseEventPayload,
  parseNegotiationEvent,
  payloadOf,
  type ContractCatalogType,
  type EventPayload,
} from "../../common/events";
import { CONTRACT_EVENT_TYPES, type ContractStep, type ContractTerms, type Party, type Posting } from "../../contracts/types";
import { disputedContract } from "./contract-disputes-fixtures";
import { contractLife } from "./service-contracts-fixtures";

// --- compile time: the contract core's shapes fit the catalog's payloads -------------------------------------
type Fits<A, B> = [A] extends [B] ? true : false;
type Assert<T extends true> = T;
export type ContractShapesFit = [
  Assert<Fits<Party, EventPayload<"contract.proposed">["parties"][number]>>,
  Assert<Fits<ContractTerms, EventPayload<"contract.proposed">["terms"]>>,
  Assert<Fits<ContractTerms, EventPayload<"contract.amended">["terms"]>>,
  Assert<Fits<Posting, EventPayload<"contract.postings">["postings"][number]>>,
  Assert<Fits<ContractStep["evidence"][number], EventPayload<"contract.checked">["evidence"][number]>>,
  Assert<Fits<(typeof CONTRACT_EVENT_TYPES)[number], ContractCatalogType>>,
];

/** One payload per contract type, from a generated contract life (what the Contract object sends). */
function samples(): Map<string, Record<string, unknown>> {
  const life = contractLife("shop-catalog", { checks: ["met", "breach", "violation", "bonus", "insufficient"], amend: true, ending: "completed", stakeMinor: 5_000, bonusPoolMinor: 1_000, penaltyMinor: 700, bonusMinor: 100 });
  const found = new Map<string, Record<string, unknown>>();
  for (const e of life.events) if (!found.has(e.type)) found.set(e.type, e.payload);
  found.set("contract.declined", { status: "terminated", termsVersion: 1, agentId: "cons-1", reason: "price too high" });
  found.set("contract.suspended", { status: "suspended", termsVersion: 1, reason: "5 violations in a row", consecutiveViolations: 5, escalationId: "esc_1" });
  found.set("contract.amendment_expired", { status: "active", termsVersion: 1, amendmentId: "amd_1" });
  found.set("contract.expired", { status: "expired", termsVersion: 1, reason: "proposal lapsed" });
  found.set("contract.terminated", { status: "terminated", termsVersion: 2, closedAt: 1_795_000_000_000, reason: "terminated by the consumer", by: "cons-1" });
  // Disputes as the contract core writes them (an upheld one, a withdrawn one).
  for (const e of disputedContract("shop-catalog", { disputes: ["upheld", "withdrawn"] }).events) if (!found.has(e.type)) found.set(e.type, e.payload);
  return found;
}

describe("contract events in the catalog", () => {
  it("names every event the contract core emits, plus its postings and checks", () => {
    expect([...CONTRACT_CATALOG_TYPES].sort()).toEqual([...CONTRACT_EVENT_TYPES, "contract.postings", "contract.checked"].sort());
    for (const type of CONTRACT_CATALOG_TYPES) expect(EVENT_TYPES).toContain(type);
    expect(isContractEventType("contract.violation")).toBe(true);
    expect(isContractEventType("round.decided")).toBe(false);
  });

  it.each([...CONTRACT_CATALOG_TYPES])("%s round-trips: sent as JSON, parsed to the same payload", (type) => {
    const payload = samples().get(type)!;
    expect(payload).toBeDefined();
    const sent = JSON.parse(JSON.stringify({ v: 1, eventId: `e-${type}`, shopId: "shop-catalog", negotiationId: "ctr-1", seq: 3, type, actor: "system", at: 1_795_000_000_000, payload })) as unknown;
    const event = parseNegotiationEvent(sent);
    expect(event.negotiationId).toBe("ctr-1"); // the contract id travels as the negotiationId
    expect(payloadOf(event, type as ContractCatalogType)).toEqual(payload);
  });

  it("refuses payloads that do not fit", () => {
    const s = samples();
    const wrong: [ContractCatalogType, Record<string, unknown>][] = [
      ["contract.proposed", { ...s.get("contract.proposed"), status: "pending" }],
      ["contract.proposed", { ...s.get("contract.proposed"), parties: [{ agentId: "a", role: "boss" }] }],
      ["contract.postings", { postings: [] }],
      ["contract.postings", { postings: [{ ...(s.get("contract.postings")!["postings"] as object[])[0], amountMinor: 1.5 }] }],
      ["contract.postings", { postings: [{ ...(s.get("contract.postings")!["postings"] as object[])[0], from: "bank:x" }] }],
      ["contract.checked", { ...s.get("contract.checked"), verdicts: [{ targetId: "t", kind: "great" }] }],
      ["contract.violation", { ...s.get("contract.violation"), penaltyMinor: -1 }],
      ["contract.amended", { ...s.get("contract.amended"), termsVersion: 0 }],
      ["contract.completed", { reason: "done" }],
      ["contract.dispute_opened", { ...s.get("contract.dispute_opened"), kind: "refund" }],
      ["contract.dispute_decided", { ...s.get("contract.dispute_decided"), outcome: "withdrawn" }],
      ["contract.dispute_decided", { ...s.get("contract.dispute_decided"), losers: [] }],
      ["contract.dispute_withdrawn", { ...s.get("contract.dispute_withdrawn"), amountMinor: -1 }],
    ];
    for (const [type, payload] of wrong) expect(() => parseEventPayload(type, payload), type).toThrow();
  });
});
