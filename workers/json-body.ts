/**
 * The one place request bodies are read. `limitBody` refuses oversized bodies (413) before anything reads
 * them; `readJsonBody` turns the bytes into a JSON value, or refuses them (415 or 400); `route()`
 * (openapi-route.ts) then checks that value against the route's schema. Hono's and zod-openapi's own body
 * parsing never runs, so none of their exceptions can reach a client as a 500.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ProblemError, jsonPointer, problemResponse, validationFailed, type FieldError } from "./problem-response";
import { problem } from "../common/problem";
import type { AppEnv } from "./app-env";

export const MAX_BODY_BYTES = 16 * 1024;
/** Document uploads (contracts, negotiation logs) carry whole texts, in batches. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;
/** …and a service contract's reporter posts its SLA samples in batches of up to 10,000. */
const UPLOAD_PATH = /^\/v1\/(shops\/[^/]+\/(contracts|negotiation-logs)|contracts\/[^/]+\/samples)$/;
/** Policy files may be 64 KiB of YAML; as a JSON string they grow by their escapes. Rehearsals carry one too. */
export const MAX_POLICY_BYTES = 160 * 1024;
const POLICY_PATH = /^\/v1\/shops\/[^/]+\/(policies(\/dry-run)?|rehearsals)$/;

/** The methods whose requests may carry a body; any other method's body is never read. */
export const BODY_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH"]);

const limiter = (maxSize: number): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize,
    onError: (c) => problemResponse(c, problem("payload-too-large", `Request bodies here are limited to ${maxSize} bytes.`)),
  });
const small = limiter(MAX_BODY_BYTES);
const upload = limiter(MAX_UPLOAD_BYTES);
const policy = limiter(MAX_POLICY_BYTES);

/** Rejects oversized bodies with 413 before anything reads them, streamed or not. */
export const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
  UPLOAD_PATH.test(c.req.path) ? upload(c, next) : POLICY_PATH.test(c.req.path) ? policy(c, next) : small(c, next);

/** `application/json` or any `application/…+json`, parameters allowed (JSON is UTF-8 whatever they say). */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;
const JSON_WHITESPACE = /^[ \t\n\r]*$/;
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

export function isJsonContentType(header: string | undefined): boolean {
  return header !== undefined && JSON_MEDIA_TYPE.test(header.split(";", 1)[0]!.trim());
}

/**
 * Reads a body once, for POST, PUT and PATCH. A body that is empty or only whitespace counts as no body
 * (`c.var.body` undefined). Any other body must be declared JSON (415), be UTF-8 (400 invalid-json), parse
 * (400 invalid-json), and hold no string Postgres cannot store (400 validation-failed, naming the field).
 * The parsed value is left in `c.var.body`.
 */
export const readJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!BODY_METHODS.has(c.req.method)) return next();
  c.set("body", await parseJsonBody(c));
  return next();
};

async function parseJsonBody<E extends AppEnv>(c: Context<E>): Promise<unknown> {
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength === 0) return undefined;
  let text: string | null;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = null;
  }
  if (text !== null && JSON_WHITESPACE.test(text)) return undefined;
  const type = c.req.header("content-type");
  if (!isJsonContentType(type)) {
    throw new ProblemError("unsupported-media-type", `Send the body as application/json, not ${type ? `"${type.slice(0, 100)}"` : "without a Content-Type"}.`);
  }
  if (text === null) throw new ProblemError("invalid-json", "The body is not valid UTF-8.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ProblemError("invalid-json", `The body is not valid JSON: ${(error as Error).message}`);
  }
  // Only a \u escape can put NUL or half a surrogate pair in a parsed string: strict UTF-8 decoding refuses
  // encoded surrogates, and JSON refuses raw control characters. Most bodies have no escape to look at.
  if (text.includes("\\u")) {
    const found = findUnstorableString(value);
    if (found) throw validationFailed([unstorableError(found)]);
  }
  if (nestingDepth(text) > MAX_BODY_DEPTH) {
    // Everything after parsing (validation, the Idempotency-Key's canonical hash, the audit) walks values
    // recursively: a body nested thousands deep would exhaust the stack there, so it stops here.
    throw validationFailed([{ path: "", pointer: "", message: `nested deeper than ${MAX_BODY_DEPTH} levels` }]);
  }
  return value;
}

/** No request of this API nests its JSON more than a few levels; 64 leaves room and stops stack exhaustion. */
export const MAX_BODY_DEPTH = 64;

/** The deepest nesting of arrays and objects in JSON text (brackets inside strings ignored); iterative. */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return deepest;
}

/**
 * NUL (Postgres text cannot hold it) and unpaired UTF-16 surrogates (they are not Unicode, so they have no
 * UTF-8 form to store): refused anywhere in a request, before a Durable Object or a queue sees it.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface UnstorableString {
  /** Where, as path segments from the root (the last one is the key itself when `inKey`). */
  path: string[];
  /** The offending member's key (rather than its value) holds the character. */
  inKey: boolean;
  /** The offending character. */
  char: string;
}

/** The first string (in document order, keys included, at any depth) holding a character Postgres cannot store. */
export function findUnstorableString(value: unknown): UnstorableString | null {
  if (typeof value === "string") {
    const m = UNSTORABLE.exec(value);
    return m ? { path: [], inKey: false, char: m[0] } : null;
  }
  interface Frame {
    value: object;
    parent: Frame | null;
    segment: string;
  }
  const pathOf = (frame: Frame, last: string): string[] => {
    const path = [last];
    for (let f: Frame | null = frame; f?.parent; f = f.parent) path.push(f.segment);
    return path.reverse();
  };
  if (value === null || typeof value !== "object") return null;
  // Iterative, depth first, children pushed in reverse so the first problem in document order is the one named.
  const stack: Frame[] = [{ value, parent: null, segment: "" }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const node = frame.value;
    const keys = Array.isArray(node) ? null : Object.keys(node);
    const count = keys ? keys.length : (node as unknown[]).length;
    const children: Frame[] = [];
    for (let i = 0; i < count; i++) {
      const segment = keys ? keys[i]! : String(i);
      if (keys) {
        const m = UNSTORABLE.exec(segment);
        if (m) return { path: pathOf(frame, segment), inKey: true, char: m[0] };
      }
      const child: unknown = keys ? (node as Record<string, unknown>)[segment] : (node as unknown[])[i];
      if (typeof child === "string") {
        const m = UNSTORABLE.exec(child);
        if (m) return { path: pathOf(frame, segment), inKey: false, char: m[0] };
      } else if (child !== null && typeof child === "object") {
        children.push({ value: child, parent: frame, segment });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}

/** `\u0000`: the character as a JSON escape, so the message itself carries nothing unprintable. */
function escaped(text: string): string {
  return text.replace(new RegExp(UNSTORABLE.source, "g"), (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function describeChar(ch: string): string {
  const code = `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
  return ch === "\u0000" ? `${code} (NUL)` : `an unpaired surrogate (${code})`;
}

/** Deeper than this, a field's path is shown shortened (and without a pointer) rather than echoed whole. */
const MAX_SHOWN_DEPTH = 64;

function unstorableError(found: UnstorableString): FieldError {
  const what = found.inKey ? "this member's key" : "this string";
  const message = `${what} contains ${describeChar(found.char)}, which cannot be stored; remove it (names and texts must be well-formed Unicode without NUL)`;
  if (found.path.length > MAX_SHOWN_DEPTH) {
    const shown = [...found.path.slice(0, 8), "…", ...found.path.slice(-8)];
    return { path: escaped(shown.join(".")), message: `${message} (${found.path.length} levels deep)` };
  }
  return { path: escaped(found.path.join(".")), pointer: jsonPointer(found.path), message };
}

/**
 * The same rule for what the URL carries (path parameters and query values are decoded, so `%00` arrives as
 * NUL): 400 naming the parameter.
 */
export function refuseUnstorableInUrl<E extends AppEnv>(c: Context<E>): void {
  // A parsed URL holds no raw NUL or surrogate (the parser percent-encodes them): only an escape can decode to one.
  if (!c.req.url.includes("%")) return;
  const sources: Array<[string, Record<string, string | string[]>]> = [
    ["path", c.req.param() as Record<string, string>],
    ["query", c.req.queries()],
  ];
  for (const [where, values] of sources) {
    for (const [name, raw] of Object.entries(values)) {
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        const m = UNSTORABLE.exec(name) ?? UNSTORABLE.exec(value);
        if (m) {
          throw validationFailed([
            { path: escaped(name), message: `the ${where} parameter contains ${describeChar(m[0])}, which cannot be stored` },
          ]);
        }
      }
    }
  }
}
