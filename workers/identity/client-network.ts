/**
 * The network a client address stands for. One IPv6 /64 is what a single subscriber or server is given (and
 * can spread over freely: 2^64 addresses), so anonymous buyers and the per-client ceiling count an IPv6
 * client by its /64; an IPv4 client (also one written as IPv4-mapped IPv6) by its address. Anything that is
 * not an IP address (a local test header, a missing one) is kept as it is, cleaned.
 */

/** `ip-<address>` for IPv4, `ip6-<the /64's four hextets>` for IPv6, `ip-<cleaned text>` otherwise. */
export function clientNetworkKey(address: string): string {
  const text = address.trim();
  const v4 = ipv4(text);
  if (v4) return `ip-${v4}`;
  const v6 = ipv6Groups(text);
  if (v6) {
    // IPv4-mapped (::ffff:a.b.c.d): the IPv4 client it is.
    if (v6.slice(0, 5).every((g) => g === 0) && v6[5] === 0xffff) return `ip-${v6[6]! >> 8}.${v6[6]! & 255}.${v6[7]! >> 8}.${v6[7]! & 255}`;
    return `ip6-${v6.slice(0, 4).map((g) => g.toString(16)).join(":")}`;
  }
  return `ip-${text.replace(/[^0-9A-Za-z.:-]/g, "_").slice(0, 64)}`;
}

function ipv4(text: string): string | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts.join(".") : null;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, embedded IPv4 allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  let s = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "").toLowerCase();
  if (!s.includes(":") || !/^[0-9a-f:.]+$/.test(s)) return null;
  const tail = /(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(s);
  if (tail) {
    const v4 = ipv4(tail[1]!);
    if (!v4) return null;
    const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
    s = `${s.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const part = (h: string) => (h === "" ? [] : h.split(":"));
  const head = part(halves[0]!);
  const rest = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 2 && missing < 1) || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}
