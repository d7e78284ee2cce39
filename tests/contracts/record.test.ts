import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AGREEMENT_RECORD_VERSION, agreementRecord, canonicalRecord } from "../../contracts/record";
import { activeContractState, exampleContract, withKeysReordered } from "./record-arbitraries";

describe("agreement records", () => {
  it("state what was agreed: parties and roles, terms and SLA targets, terms version, dates, event and time", () => {
    const record = agreementRecord(exampleContract(), "activated", 1_795_000_060_000);
    expect(record).toEqual({
      type: "parley.agreement",
      recordVersion: AGREEMENT_RECORD_VERSION,
      event: "activated",
      at: 1_795_000_060_000,
      contractId: "ctr_1",
      shopId: "shp_1",
      kind: "bilateral",
      parties: [
        { agentId: "shp_1", role: "provider" },
        { agentId: "byr_7", role: "consumer" },
      ],
      termsVersion: 1,
      terms: {
        currency: "EUR",
        priceMinor: 12_000,
        terms: { paymentDays: 30, support: "business-hours" },
        sla: [{ id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 5, comparator: "atMost", threshold: 250, penaltyMinor: 500, bonusMinor: 100, minSamples: 20 }],
        stakeMinor: 50_000,
        bonusPoolMinor: 5_000,
        durationMs: 86_400_000,
      },
      activatedAt: 1_795_000_060_000,
      endsAt: 1_795_086_460_000,
      negotiationId: "neg_42",
      parentId: null,
      partIds: [],
    });
  });

  it("carry a party's registered signing key, so Parley's signature vouches for it", () => {
    const state = exampleContract();
    state.parties[1] = { agentId: "byr_7", role: "consumer", signingKey: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" };
    expect(agreementRecord(state, "amended", 1).parties[1]).toEqual({ agentId: "byr_7", role: "consumer", signingKey: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" });
  });

  it("leave out what is not the agreement: status, SLA runtime, a pending amendment", () => {
    const before = agreementRecord(exampleContract(), "activated", 5);
    const later = exampleContract();
    later.status = "suspended";
    later.sla.consecutiveViolations = 5;
    later.amendment = { id: "am_1", proposedBy: "shp_1", proposedAt: 1, expiresAt: 2, terms: later.terms, acceptedBy: ["shp_1"] };
    expect(agreementRecord(later, "activated", 5)).toEqual(before);
  });

  it("canonicalize to RFC 8785: sorted keys, no whitespace, ECMAScript numbers", () => {
    expect(canonicalRecord({ b: [1e21, 0.1, -0], a: "é", c: { z: null, y: 1.5e-7 } })).toBe('{"a":"é","b":[1e+21,0.1,0],"c":{"y":1.5e-7,"z":null}}');
    expect(canonicalRecord(agreementRecord(exampleContract(), "activated", 7))).toBe(
      '{"activatedAt":1795000060000,"at":7,"contractId":"ctr_1","endsAt":1795086460000,"event":"activated","kind":"bilateral",' +
        '"negotiationId":"neg_42","parentId":null,"partIds":[],"parties":[{"agentId":"shp_1","role":"provider"},{"agentId":"byr_7","role":"consumer"}],' +
        '"recordVersion":1,"shopId":"shp_1","terms":{"bonusPoolMinor":5000,"currency":"EUR","durationMs":86400000,"priceMinor":12000,' +
        '"sla":[{"bonusMinor":100,"comparator":"atMost","id":"latency-p95","metric":"latency","minSamples":20,"penaltyMinor":500,"statistic":"p95","threshold":250,"windowMin":5}],' +
        '"stakeMinor":50000,"terms":{"paymentDays":30,"support":"business-hours"}},"termsVersion":1,"type":"parley.agreement"}',
    );
  });

  it("refuse to canonicalize what JSON cannot carry (a NaN threshold would make the record unverifiable)", () => {
    const state = exampleContract();
    state.terms.sla[0]!.threshold = Number.NaN;
    expect(() => canonicalRecord(agreementRecord(state, "activated", 1))).toThrow(/NaN/);
  });

  it("property: the same state, event and time give the same canonical text, and later changes to the state do not reach the record", () => {
    fc.assert(
      fc.property(activeContractState, fc.constantFrom("activated" as const, "amended" as const), fc.nat(), (state, event, at) => {
        const record = agreementRecord(state, event, at);
        const text = canonicalRecord(record);
        expect(canonicalRecord(agreementRecord(structuredClone(state), event, at))).toBe(text);
        state.parties[0]!.role = state.parties[0]!.role === "provider" ? "consumer" : "provider";
        state.terms.priceMinor += 1;
        state.terms.sla.splice(0);
        state.partIds.push("later");
        expect(canonicalRecord(record)).toBe(text);
      }),
    );
  });

  it("property: the canonical text does not depend on the order of any object's keys", () => {
    fc.assert(
      fc.property(activeContractState, fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })), (state, stream) => {
        const record = agreementRecord(state, "activated", 1);
        const draws = stream[Symbol.iterator]();
        const reordered = withKeysReordered(record, () => draws.next().value as number) as Record<string, unknown>;
        expect(canonicalRecord(reordered)).toBe(canonicalRecord(record));
      }),
    );
  });

  it("property: the canonical text is JSON that reads back as the record and canonicalizes to itself", () => {
    fc.assert(
      fc.property(activeContractState, (state) => {
        const record = agreementRecord(state, "amended", 2);
        const text = canonicalRecord(record);
        expect(JSON.parse(text)).toEqual(record);
        expect(canonicalRecord(JSON.parse(text) as Record<string, unknown>)).toBe(text);
      }),
    );
  });
});
