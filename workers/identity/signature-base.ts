/**
 * The signature base of RFC 9421 §2.5: one line per covered component, `"<name>": <value>`, then the
 * `"@signature-params"` line, joined by LF with no trailing newline. Only request components without
 * component parameters are supported (no `;sf`, `;key`, `;bs`, `;req`, `@query-param`): anything else is
 * refused rather than approximated, since a base that differs by one byte is a failed signature at best.
 */
import { serializeInnerList, serializeString, type InnerList } from "structured-headers";

/** What a base is computed from: a `Request` fits, and so does the description a client signs. */
export type SignedMessage = { method: string; url: string; headers: Headers };

export type SignatureBase =
  | { ok: true; base: string }
  | { ok: false; reason: "unsupported-component" | "missing-component-value"; detail: string };

/** A lowercase HTTP field name (a token in RFC 9110 §5.6.2 terms). */
const FIELD_NAME = /^[a-z0-9!#$%&'*+.^_`|~-]+$/;

const DERIVED: Record<string, (url: URL, method: string) => string> = {
  "@method": (_, method) => method,
  // WHATWG URLs lowercase the host and drop the scheme's default port, as RFC 9421 §2.2.3 asks.
  "@authority": (url) => url.host,
  "@scheme": (url) => url.protocol.slice(0, -1),
  "@target-uri": (url) => url.href,
  "@request-target": (url) => `${url.pathname || "/"}${url.search}`,
  "@path": (url) => url.pathname || "/",
  // Absent and empty queries are both `?` (RFC 9421 §2.2.7); `url.search` is "" for both.
  "@query": (url) => url.search || "?",
};

export function isSupportedComponent(name: string): boolean {
  return name in DERIVED || FIELD_NAME.test(name);
}

/** A component's value, or null when the message has no such field. */
function componentValue(message: SignedMessage, url: URL, name: string): string | null {
  const derive = DERIVED[name];
  if (derive) return derive(url, message.method);
  // Headers.get already joins repeated fields with ", " (RFC 9421 §2.1); trim the outer whitespace.
  return message.headers.get(name)?.replace(/^[ \t]+|[ \t]+$/g, "") ?? null;
}

/** Builds the base for `signatureParams`, the covered components (plain strings) with their parameters. */
export function signatureBase(message: SignedMessage, signatureParams: InnerList): SignatureBase {
  const url = new URL(message.url);
  url.hash = "";
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const [name, componentParams] of signatureParams[0]) {
    if (typeof name !== "string" || !isSupportedComponent(name) || componentParams.size > 0) {
      return { ok: false, reason: "unsupported-component", detail: `Component ${String(name)} is not supported.` };
    }
    // RFC 9421 §2.5: a component identifier listed twice makes the base invalid.
    if (seen.has(name)) return { ok: false, reason: "unsupported-component", detail: `Component ${name} is listed twice.` };
    seen.add(name);
    const value = componentValue(message, url, name);
    if (value === null) return { ok: false, reason: "missing-component-value", detail: `The request has no ${name} field to cover.` };
    lines.push(`${serializeString(name)}: ${value}`);
  }
  lines.push(`"@signature-params": ${serializeInnerList(signatureParams)}`);
  return { ok: true, base: lines.join("\n") };
}
