/**
 * `parley verify <signed-record.json | -> [--jwks <file-or-URL>] [--key <jwk.json>]… [--party <agentId>=<jwk.json>]… [--json]`
 *
 * Checks a signed agreement record (issue #30 item 6) the way anyone holding it can: the canonical text is the
 * RFC 8785 JCS of the record, every signature verifies, and Parley's signature is among them. Parley's public
 * keys come from key files (`--key`, a JWK or a JWKS document; works offline), a JWKS file or URL (`--jwks`),
 * or by default from `$PARLEY_URL/.well-known/parley-signing-keys` (PARLEY_URL defaults to the local stack,
 * http://127.0.0.1:8787). A party's key comes from `--party` or else from the record, which Parley's signature
 * vouches for. Prints VALID with the signers, or INVALID with the problems; exit code 0 when valid, 1 when not,
 * 2 when the command could not run (bad arguments, unreadable key file, key URL unreachable).
 * Run it as `npx parley verify …` (scripts/parley.mjs launches this file with tsx).
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { verifySignedRecord, type RecordVerification } from "../contracts/signing";

const USAGE = `usage: parley verify <signed-record.json | -> [--jwks <file-or-URL>] [--key <jwk.json>]... [--party <agentId>=<jwk.json>]... [--json]

  --key <file>      Parley's public key: a JWK or a JWKS document (repeatable; no network needed)
  --jwks <file|URL> Parley's JWKS document (default: $PARLEY_URL/.well-known/parley-signing-keys,
                    PARLEY_URL defaulting to http://127.0.0.1:8787) when no --key is given
  --party <id>=<file>  a party's public JWK, when the record does not list its key (repeatable)
  --json            print the verification as JSON ({ valid, signers, problems })

exit code: 0 valid, 1 invalid, 2 the check could not run`;

/** A failure to run the check at all (as opposed to a record that does not verify): exit code 2. */
class UsageError extends Error {}
/** Bad arguments: the message and the usage. */
class ArgumentsError extends UsageError {}

function readText(path: string): string {
  try {
    return path === "-" ? readFileSync(0, "utf8") : readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read ${path === "-" ? "standard input" : path}: ${(error as Error).message}`);
  }
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${what} is not JSON: ${(error as Error).message}`);
  }
}

/** The JWKs in a JWK or JWKS document. */
function jwksOf(document: unknown, what: string): unknown[] {
  if (typeof document === "object" && document !== null && Array.isArray((document as { keys?: unknown }).keys)) return (document as { keys: unknown[] }).keys;
  if (typeof document === "object" && document !== null && "kty" in document) return [document];
  throw new UsageError(`${what} is neither a JWK nor a JWKS document ({"keys": [...]})`);
}

async function loadJwks(source: string): Promise<unknown[]> {
  if (!/^https?:\/\//i.test(source)) return jwksOf(parseJson(readText(source), source), source);
  let response: Response;
  try {
    response = await fetch(source, { headers: { accept: "application/jwk-set+json, application/json" }, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new UsageError(`cannot fetch Parley's keys from ${source}: ${(error as Error).message} (give a key file with --key to verify offline)`);
  }
  if (!response.ok) throw new UsageError(`cannot fetch Parley's keys from ${source}: HTTP ${response.status}`);
  return jwksOf(parseJson(await response.text(), source), source);
}

async function verify(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      jwks: { type: "string" },
      key: { type: "string", multiple: true, default: [] },
      party: { type: "string", multiple: true, default: [] },
      json: { type: "boolean", default: false },
    },
  });
  if (positionals.length !== 1) throw new ArgumentsError(positionals.length === 0 ? "which signed record? give its file (or - for standard input)" : "verify takes one record file");
  const recordPath = positionals[0]!;

  const parley: unknown[] = values.key.flatMap((path) => jwksOf(parseJson(readText(path), path), path));
  if (values.jwks !== undefined || parley.length === 0) {
    const base = (process.env.PARLEY_URL ?? "http://127.0.0.1:8787").replace(/\/+$/, "");
    parley.push(...(await loadJwks(values.jwks ?? `${base}/.well-known/parley-signing-keys`)));
  }
  const parties: Record<string, unknown> = {};
  for (const entry of values.party) {
    const split = entry.indexOf("=");
    if (split <= 0) throw new ArgumentsError(`--party takes <agentId>=<jwk file>, not ${entry}`);
    const [jwk] = jwksOf(parseJson(readText(entry.slice(split + 1)), entry.slice(split + 1)), entry.slice(split + 1));
    parties[entry.slice(0, split)] = jwk;
  }

  const text = readText(recordPath);
  let signed: unknown;
  let verdict: RecordVerification;
  try {
    signed = JSON.parse(text);
    verdict = await verifySignedRecord(signed, { parley, parties });
  } catch (error) {
    verdict = { valid: false, signers: [], problems: [`the record file is not JSON: ${(error as Error).message}`] };
  }

  if (values.json) console.log(JSON.stringify(verdict, null, 2));
  else if (verdict.valid) {
    const record = (signed as { record: { contractId: string; event: string; at: number; termsVersion: number } }).record;
    console.log(`VALID: contract ${record.contractId}, ${record.event} at ${new Date(record.at).toISOString()}, terms version ${record.termsVersion}`);
    console.log(`signed by: ${verdict.signers.join(", ")}`);
  } else {
    console.log("INVALID");
    for (const problem of verdict.problems) console.log(`  - ${problem}`);
  }
  return verdict.valid ? 0 : 1;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command !== "verify") throw new ArgumentsError(`unknown command ${command}`);
  return verify(rest);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const badArguments = error instanceof ArgumentsError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS") === true;
    const message = badArguments || error instanceof UsageError ? (error as Error).message : String((error as Error).stack ?? error);
    console.error(badArguments ? `parley: ${message}\n\n${USAGE}` : `parley: ${message}`);
    process.exit(2);
  },
);
