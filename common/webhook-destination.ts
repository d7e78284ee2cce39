/**
 * Where a webhook may be delivered. An admin key registers a URL and the Shop then POSTs to it from inside the
 * platform, so a URL is refused unless it names a public host on the default https port: anything else would let
 * whoever holds an admin key make Parley call cloud metadata, private services or this machine for them.
 *
 * The URL is parsed by the WHATWG URL parser — the one `fetch` uses — and judged on what that parser made of it,
 * never on the text: it turns `127.1`, `2130706433`, `0x7f000001`, `0177.0.0.1`, `%31%32%37.0.0.1`, fullwidth
 * digits and a trailing dot into the canonical `127.0.0.1`, lower-cases names, compresses IPv6 and refuses zone
 * ids (`%25eth0`), so every spelling of an address is checked as that one address. The canonical URL is what
 * gets stored and called.
 *
 * Accepted: `https:` on port 443, no user or password, and a host that is either
 * - a domain name of at least two labels that is not a local or special-use name (localhost and `*.localhost`,
 *   `*.local`, `*.internal` such as metadata.google.internal, `*.home.arpa` and the rest of `*.arpa`, `*.test`,
 *   `*.invalid`, `*.example`, `*.onion`, `*.alt`, and the never-delegated `*.lan`, `*.home`, `*.corp`,
 *   `*.intranet`, `*.private`, `*.localdomain`), does not end in a number, and has no empty label; or
 * - a globally reachable IPv4 address: not in 0/8, 10/8, 100.64/10, 127/8, 169.254/16, 172.16/12, 192.0.0/24,
 *   192.0.2/24, 192.88.99/24, 192.168/16, 198.18/15, 198.51.100/24, 203.0.113/24, 224/4 (multicast) or 240/4
 *   (reserved, broadcast) — the IANA special-purpose registry's non-global blocks; or
 * - a global unicast IPv6 address (2000::/3) outside 2001::/23 (IETF protocol assignments, Teredo),
 *   2001:db8::/32 and 3fff::/20 (documentation) and 2002::/16 (6to4). Everything outside 2000::/3 is refused:
 *   loopback, unspecified, IPv4-mapped, -compatible and -translated, NAT64 (64:ff9b::/96, 64:ff9b:1::/48),
 *   discard, unique local (fc00::/7), link-local (fe80::/10), site-local and multicast. An address that embeds
 *   an IPv4 one is refused whatever it embeds: a public IPv4 destination is written as IPv4.
 *
 * Only port 443: a webhook receiver is a web server, and every other port is how an address becomes a port
 * scanner (mail, databases, admin consoles on public hosts). An owner whose receiver listens elsewhere puts a
 * reverse proxy on 443 in front of it.
 *
 * Local development (`PARLEY_WEBHOOK_ALLOW_HTTP=1`, never set in production) additionally lets a URL reach
 * this machine — 127.0.0.0/8, ::1, localhost, *.localhost — over http or https on any port, so a receiver on
 * the developer's own machine works. It opens nothing else: private networks, metadata and other ports on
 * other hosts stay refused.
 *
 * What this cannot see: where a name resolves. A Worker has no resolver to ask, so a public name whose DNS
 * answers with a private address (or changes its answer between the check and the call, "DNS rebinding") is not
 * caught here. That is left to the network the Worker's fetches leave through; where it could reach private
 * addresses, an egress filter belongs in front of it.
 */

/** The development switch's variable: "1" lets webhooks reach this machine (local development only). */
export const WEBHOOK_ALLOW_HTTP_VAR = "PARLEY_WEBHOOK_ALLOW_HTTP";

export interface DestinationRules {
  /** Local development: destinations on this machine are allowed, over http or https, on any port. */
  allowLocalDevelopment: boolean;
}

export const PRODUCTION_RULES: DestinationRules = Object.freeze({ allowLocalDevelopment: false });

/** The rules a deployment's variables ask for: production unless PARLEY_WEBHOOK_ALLOW_HTTP is exactly "1". */
export function destinationRulesFrom(vars: { PARLEY_WEBHOOK_ALLOW_HTTP?: string | undefined }): DestinationRules {
  return { allowLocalDevelopment: vars.PARLEY_WEBHOOK_ALLOW_HTTP === "1" };
}

export type DestinationVerdict = { ok: true; url: string } | { ok: false; reason: string };

const refuse = (reason: string): DestinationVerdict => ({ ok: false, reason });

/** Whether `text` may receive webhooks, and if so the canonical URL to store and call. */
export function checkWebhookDestination(text: string, rules: DestinationRules = PRODUCTION_RULES): DestinationVerdict {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse("must be an absolute https:// URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return refuse("must be an https:// URL");
  if (url.username !== "" || url.password !== "") return refuse("must not carry a user name or password");
  const host = classifyHost(url.hostname);
  if (rules.allowLocalDevelopment && host.kind === "loopback") return { ok: true, url: url.href };
  if (host.kind !== "public") return refuse(`must name a public host: ${url.hostname} is ${host.why}`);
  if (url.protocol !== "https:") return refuse("must be an https:// URL (plain http is only for local development)");
  if (url.port !== "") return refuse("must use the https port, 443");
  return { ok: true, url: url.href };
}

type HostClass = { kind: "public" } | { kind: "loopback"; why: string } | { kind: "refused"; why: string };

/** What a WHATWG-canonical hostname (`example.com`, `127.0.0.1`, `[::1]`) names. */
export function classifyHost(hostname: string): HostClass {
  if (hostname.startsWith("[")) {
    const bytes = parseIpv6(hostname.slice(1, -1));
    if (!bytes) return { kind: "refused", why: "not an IPv6 address" };
    const why = ipv6Refusal(bytes);
    if (why === null) return { kind: "public" };
    return why === IPV6_LOOPBACK ? { kind: "loopback", why } : { kind: "refused", why };
  }
  const v4 = parseDottedIpv4(hostname);
  if (v4) {
    const why = ipv4Refusal(v4);
    if (why === null) return { kind: "public" };
    return v4[0] === 127 ? { kind: "loopback", why } : { kind: "refused", why };
  }
  const why = nameRefusal(hostname);
  if (why === null) return { kind: "public" };
  const name = hostname.endsWith(".") ? hostname.slice(0, -1) : hostname;
  return name === "localhost" || name.endsWith(".localhost") ? { kind: "loopback", why } : { kind: "refused", why };
}

/** Four octets from canonical dotted-decimal IPv4 (what the URL parser makes of any IPv4 spelling), else null. */
export function parseDottedIpv4(text: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return null;
  const octets = m.slice(1, 5).map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** [first address as a 32-bit number, prefix length, what it is] — IANA's IPv4 special-purpose blocks that are not globally reachable. */
const IPV4_REFUSED: ReadonlyArray<readonly [string, number, string]> = [
  ["0.0.0.0", 8, "an unspecified (\"this network\") address"],
  ["10.0.0.0", 8, "a private address"],
  ["100.64.0.0", 10, "a shared (carrier-grade NAT) address"],
  ["127.0.0.0", 8, "a loopback address"],
  ["169.254.0.0", 16, "a link-local address (cloud metadata lives here)"],
  ["172.16.0.0", 12, "a private address"],
  ["192.0.0.0", 24, "an IETF protocol assignment"],
  ["192.0.2.0", 24, "a documentation address"],
  ["192.88.99.0", 24, "a 6to4 relay address"],
  ["192.168.0.0", 16, "a private address"],
  ["198.18.0.0", 15, "a benchmarking address"],
  ["198.51.100.0", 24, "a documentation address"],
  ["203.0.113.0", 24, "a documentation address"],
  ["224.0.0.0", 4, "a multicast address"],
  ["240.0.0.0", 4, "a reserved or broadcast address"],
];
const IPV4_BLOCKS = IPV4_REFUSED.map(([first, bits, why]) => ({ base: ipv4Number(parseDottedIpv4(first)!), bits, why }));

function ipv4Number(octets: readonly number[]): number {
  return ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;
}

/** Why an IPv4 address is refused, or null when it is globally reachable. */
export function ipv4Refusal(octets: readonly number[]): string | null {
  const n = ipv4Number(octets);
  for (const { base, bits, why } of IPV4_BLOCKS) {
    if (n >>> (32 - bits) === base >>> (32 - bits)) return why;
  }
  return null;
}

/**
 * Sixteen bytes from an IPv6 address in text (hex groups, at most one `::`, optionally a dotted IPv4 tail),
 * else null. Zone ids are not addresses: `fe80::1%eth0` is null.
 */
export function parseIpv6(text: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = parseDottedIpv4(piece);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else {
        if (!/^[0-9a-fA-F]{1,4}$/.test(piece)) return null;
        out.push(parseInt(piece, 16));
      }
    }
    return out;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 2 && halves[0]!.includes(".")) return null; // an IPv4 tail only at the very end
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

const IPV6_LOOPBACK = "the IPv6 loopback address";

/** [address, prefix length, what it is], most specific first: named so a refusal says what was hit. */
const IPV6_NAMED: ReadonlyArray<readonly [string, number, string]> = [
  ["::", 128, "the unspecified IPv6 address"],
  ["::1", 128, IPV6_LOOPBACK],
  ["::ffff:0:0", 96, "an IPv4-mapped IPv6 address (write a public IPv4 address as IPv4)"],
  ["::ffff:0:0:0", 96, "an IPv4-translated IPv6 address"],
  ["::", 96, "an IPv4-compatible IPv6 address"],
  ["64:ff9b::", 96, "a NAT64 address (write a public IPv4 address as IPv4)"],
  ["64:ff9b:1::", 48, "a local-use NAT64 address"],
  ["100::", 64, "a discard-only IPv6 address"],
  ["fc00::", 7, "a unique local IPv6 address"],
  ["fe80::", 10, "a link-local IPv6 address"],
  ["fec0::", 10, "a site-local IPv6 address"],
  ["ff00::", 8, "a multicast IPv6 address"],
  ["2001::", 23, "an IETF protocol assignment (Teredo and others)"],
  ["2001:db8::", 32, "a documentation address"],
  ["2002::", 16, "a 6to4 address (write a public IPv4 address as IPv4)"],
  ["3fff::", 20, "a documentation address"],
];
const IPV6_BLOCKS = IPV6_NAMED.map(([first, bits, why]) => ({ base: parseIpv6(first)!, bits, why }));
const GLOBAL_UNICAST = { base: parseIpv6("2000::")!, bits: 3 };

function inPrefix(bytes: readonly number[], base: readonly number[], bits: number): boolean {
  for (let i = 0; i < 16 && bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((bytes[i]! & mask) !== (base[i]! & mask)) return false;
  }
  return true;
}

/** Why an IPv6 address (16 bytes) is refused, or null when it is a global unicast address. */
export function ipv6Refusal(bytes: readonly number[]): string | null {
  for (const { base, bits, why } of IPV6_BLOCKS) if (inPrefix(bytes, base, bits)) return why;
  if (!inPrefix(bytes, GLOBAL_UNICAST.base, GLOBAL_UNICAST.bits)) return "not a global unicast IPv6 address (outside 2000::/3)";
  return null;
}

/** Names that never lead to a public web server: local, special-use (RFC 6761 and kin) and never-delegated. */
const LOCAL_SUFFIXES = ["localhost", "localdomain", "local", "internal", "intranet", "private", "lan", "home", "corp", "arpa", "test", "invalid", "example", "onion", "alt"];

/** Why a (lower-case, canonical) host name is refused, or null when it may be public. */
export function nameRefusal(hostname: string): string | null {
  const name = hostname.endsWith(".") ? hostname.slice(0, -1) : hostname;
  const labels = name.split(".");
  if (name === "" || labels.some((l) => l === "")) return "not a valid host name";
  const last = labels[labels.length - 1]!;
  if (/^(\d+|0x[0-9a-f]*)$/i.test(last)) return "a name that ends in a number";
  if (LOCAL_SUFFIXES.includes(last)) return `a local or special-use name (.${last})`;
  if (labels.length < 2) return "a single-label (local) name";
  return null;
}
