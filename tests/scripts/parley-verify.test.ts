/**
 * `parley verify` as a user runs it: the real command (scripts/parley.mjs → tsx → scripts/parley.ts) in a child
 * process, on record files written to a temporary directory, checked by its output and exit code.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agreementRecord, canonicalRecord } from "../../contracts/record";
import { countersign, publicJwks, signingKeyFromSeed, signRecord, type SignedRecord, type SigningKey } from "../../contracts/signing";
import type { ContractState } from "../../contracts/types";

const root = join(import.meta.dirname, "..", "..");
const cli = join(root, "scripts", "parley.mjs");

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command; PARLEY_URL points at a closed port so nothing reaches a real stack by accident. */
function parley(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, ...args], { cwd: root, env: { ...process.env, PARLEY_URL: "http://127.0.0.1:9", ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr });
    });
  });
}

const contract: ContractState = {
  contractId: "ctr_cli",
  shopId: "shp_1",
  kind: "bilateral",
  parties: [
    { agentId: "shp_1", role: "provider" },
    { agentId: "byr_7", role: "consumer" },
  ],
  terms: {
    currency: "EUR",
    priceMinor: 12_000,
    terms: { paymentDays: 30 },
    sla: [{ id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 5, comparator: "atMost", threshold: 250, penaltyMinor: 500, bonusMinor: 0, minSamples: 20 }],
    stakeMinor: 50_000,
    bonusPoolMinor: 0,
    durationMs: 86_400_000,
  },
  status: "active",
  partIds: [],
  createdAt: 1_795_000_000_000,
  proposalExpiresAt: 1_795_003_600_000,
  acceptedBy: ["shp_1", "byr_7"],
  activatedAt: 1_795_000_060_000,
  endsAt: 1_795_086_460_000,
  termsVersion: 1,
  sla: { targets: {}, consecutiveViolations: 0, violationsTotal: 0, lastCheckAt: null, rewardPeriodStart: null, rewardPaidInPeriodMinor: 0 },
};

let dir: string;
let parleyKey: SigningKey;
let buyerKey: SigningKey;
let signed: SignedRecord;
let jwksFile: string;
const write = (name: string, value: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof value === "string" ? value : JSON.stringify(value, null, 2));
  return path;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "parley-verify-"));
  parleyKey = await signingKeyFromSeed(new Uint8Array(32).fill(1));
  buyerKey = await signingKeyFromSeed(new Uint8Array(32).fill(2));
  signed = await signRecord(agreementRecord(contract, "activated", 1_795_000_060_000), parleyKey);
  jwksFile = write("jwks.json", publicJwks([parleyKey]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("parley verify", () => {
  it("says VALID with the signers and exits 0 for a record Parley signed, offline with a key file", async () => {
    const run = await parley(["verify", write("valid.json", signed), "--key", jwksFile]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^VALID: contract ctr_cli, activated at 2026-11-18T11:07:40.000Z, terms version 1$/m);
    expect(run.stdout).toMatch(/^signed by: parley$/m);
  });

  it("exits 1 with the problem for a record with one term changed, whether or not the canonical text was recomputed", async () => {
    const cheaper = { ...signed.record, terms: { ...signed.record.terms, priceMinor: 11_999 } };
    const kept = await parley(["verify", write("term-changed.json", { ...signed, record: cheaper }), "--key", jwksFile]);
    expect(kept.code).toBe(1);
    expect(kept.stdout).toMatch(/^INVALID$/m);
    expect(kept.stdout).toMatch(/canonical text is not the JCS of the record/);
    const recomputed = await parley(["verify", write("term-changed-recanonicalized.json", { ...signed, record: cheaper, canonical: canonicalRecord(cheaper) }), "--key", jwksFile]);
    expect(recomputed.code).toBe(1);
    expect(recomputed.stdout).toMatch(/signature 1 \(parley, kid [\w-]+\): the signature does not verify/);
  });

  it("exits 1 when the signature is swapped for Parley's signature of another record", async () => {
    const other = await signRecord(agreementRecord(contract, "amended", 1_795_000_070_000), parleyKey);
    const run = await parley(["verify", write("swapped.json", { ...signed, signatures: other.signatures }), "--key", jwksFile]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/does not verify/);
  });

  it("exits 1 when Parley's signature is missing, even with a good countersignature, or traded with the party's", async () => {
    const withBuyer = { ...contract, parties: [contract.parties[0]!, { agentId: "byr_7", role: "consumer" as const, signingKey: buyerKey.publicJwk.x }] };
    const both = await countersign(await signRecord(agreementRecord(withBuyer, "activated", 1), parleyKey), "byr_7", buyerKey.privateKey, buyerKey.kid);
    const valid = await parley(["verify", write("countersigned.json", both), "--key", jwksFile]);
    expect(valid.code).toBe(0);
    expect(valid.stdout).toMatch(/^signed by: parley, byr_7$/m);
    const run = await parley(["verify", write("no-parley.json", { ...both, signatures: both.signatures.filter((s) => s.signer !== "parley") }), "--key", jwksFile]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/the record carries no Parley signature/);
    const [parleySig, buyerSig] = both.signatures as [SignedRecord["signatures"][0], SignedRecord["signatures"][0]];
    const swapped = { ...both, signatures: [{ ...parleySig, sig: buyerSig.sig }, { ...buyerSig, sig: parleySig.sig }] };
    const swappedRun = await parley(["verify", write("signers-swapped.json", swapped), "--key", jwksFile]);
    expect(swappedRun.code).toBe(1);
    expect(swappedRun.stdout).toMatch(/no Parley signature verifies/);
  });

  it("exits 1 against a key that did not sign it", async () => {
    const stranger = await signingKeyFromSeed(new Uint8Array(32).fill(3));
    const run = await parley(["verify", write("valid-2.json", signed), "--key", write("stranger.json", stranger.publicJwk)]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/no Parley key has this kid/);
  });

  it("prints the verification as JSON with --json, reading the record from standard input with -", async () => {
    const run = await new Promise<Run>((resolve) => {
      const child = execFile(process.execPath, [cli, "verify", "-", "--json", "--key", jwksFile], { cwd: root }, (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
      );
      child.stdin!.end(JSON.stringify(signed));
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ valid: true, signers: ["parley"], problems: [] });
  });

  describe("fetching Parley's keys", () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url === "/.well-known/parley-signing-keys") {
          response.writeHead(200, { "content-type": "application/jwk-set+json" }).end(JSON.stringify(publicJwks([parleyKey])));
        } else response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const address = server.address();
      base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("reads them from --jwks <URL>, or from $PARLEY_URL's well-known address by default", async () => {
      const file = write("valid-3.json", signed);
      expect((await parley(["verify", file, "--jwks", `${base}/.well-known/parley-signing-keys`])).code).toBe(0);
      expect((await parley(["verify", file], { PARLEY_URL: base })).code).toBe(0);
    });

    it("exits 2, not 1, when the keys cannot be had: the record was not judged", async () => {
      const run = await parley(["verify", write("valid-4.json", signed), "--jwks", `${base}/nowhere`]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/cannot fetch Parley's keys .* HTTP 404/);
    });
  });

  it("exits 2 with the usage for bad arguments", async () => {
    const run = await parley(["verify"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/usage: parley verify/);
  });
});
