import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkWebhookDestination, destinationRulesFrom, parseIpv6, PRODUCTION_RULES, type DestinationRules } from "../../common/webhook-destination";

/**
 * Webhook destinations (issue 26, finding 5): only public hosts on https:443. The properties spell addresses the
 * ways the WHATWG URL parser (Node's here, the same standard as workerd's) accepts and check the verdict against
 * an oracle written separately from the module: the IANA special-purpose blocks, as text, compared in BigInt.
 */
const DEV: DestinationRules = { allowLocalDevelopment: true };
const refused = (url: string, rules = PRODUCTION_RULES) => !checkWebhookDestination(url, rules).ok;

// ---- the oracle --------------------------------------------------------------------------------------------
const v4Big = (n: number) => BigInt(n >>> 0);
function cidr4(text: string): [bigint, bigint] {
  const [addr, bits] = text.split("/") as [string, string];
  const n = addr.split(".").reduce((acc, o) => acc * 256n + BigInt(o), 0n);
  const size = 1n << BigInt(32 - Number(bits));
  return [n, n + size - 1n];
}
/** IANA IPv4 special-purpose address registry: the blocks not globally reachable (plus multicast and 240/4). */
const NOT_GLOBAL_V4 = [
  "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12", "192.0.0.0/24", "192.0.2.0/24",
  "192.88.99.0/24", "192.168.0.0/16", "198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
].map(cidr4);
const globalV4 = (n: number) => !NOT_GLOBAL_V4.some(([lo, hi]) => v4Big(n) >= lo && v4Big(n) <= hi);

function big6(text: string): bigint {
  const [head, tail = ""] = text.split("::");
  const hs = head ? head.split(":") : [];
  const ts = text.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = [...hs, ...Array(8 - hs.length - ts.length).fill("0"), ...ts];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n);
}
function cidr6(text: string): [bigint, bigint] {
  const [addr, bits] = text.split("/") as [string, string];
  const n = big6(addr);
  return [n, n + (1n << BigInt(128 - Number(bits))) - 1n];
}
/** IPv6: only 2000::/3 is global unicast; inside it, these are not destinations. */
const GLOBAL_V6 = cidr6("2000::/3");
const NOT_DESTINATION_V6 = ["2001::/23", "2001:db8::/32", "2002::/16", "3fff::/20"].map(cidr6);
const destinationV6 = (n: bigint) => n >= GLOBAL_V6[0] && n <= GLOBAL_V6[1] && !NOT_DESTINATION_V6.some(([lo, hi]) => n >= lo && n <= hi);

// ---- spellings ---------------------------------------------------------------------------------------------
const dotted = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");
type Radix = "dec" | "hex" | "HEX" | "oct";
function part(value: number, radix: Radix): string {
  if (radix === "hex") return `0x${value.toString(16)}`;
  if (radix === "HEX") return `0X${value.toString(16).toUpperCase()}`;
  if (radix === "oct") return `0${value.toString(8)}`;
  return String(value);
}
/** The IPv4 number-and-dot forms inet_aton and the URL standard accept: a.b.c.d, a.b.c (c: 16 bits), a.b (b: 24 bits), a (32 bits). */
function spell(n: number, shape: 1 | 2 | 3 | 4, radixes: Radix[]): string {
  const o = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const values = shape === 4 ? o : shape === 3 ? [o[0]!, o[1]!, (n & 0xffff) >>> 0] : shape === 2 ? [o[0]!, n & 0xffffff] : [n >>> 0];
  return values.map((v, i) => part(v, radixes[i % radixes.length]!)).join(".");
}
const FULLWIDTH = (text: string) => text.replace(/[0-9a-zA-Z.]/g, (c) => String.fromCharCode(c === "." ? 0xff0e : c.charCodeAt(0) + 0xfee0));
const PERCENT = (text: string) => text.replace(/[0-9]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);

const radix = fc.constantFrom<Radix>("dec", "hex", "HEX", "oct");
const spelling = fc.record({
  shape: fc.constantFrom<1 | 2 | 3 | 4>(1, 2, 3, 4),
  radixes: fc.array(radix, { minLength: 4, maxLength: 4 }),
  trailingDot: fc.boolean(),
  dress: fc.constantFrom("plain", "fullwidth", "percent", "upper"),
});
function spelled(n: number, s: { shape: 1 | 2 | 3 | 4; radixes: Radix[]; trailingDot: boolean; dress: string }): string {
  let text = spell(n, s.shape, s.radixes) + (s.trailingDot ? "." : "");
  if (s.dress === "fullwidth") text = FULLWIDTH(text);
  if (s.dress === "percent") text = PERCENT(text);
  if (s.dress === "upper") text = text.toUpperCase();
  return text;
}

const inBlock = (block: string) => {
  const [lo, hi] = cidr4(block);
  return fc.bigInt({ min: lo, max: hi }).map((b) => Number(b));
};
const u32 = fc.integer({ min: 0, max: 0xffffffff });

describe("webhook destinations: the URL parser's canonical address is what is judged", () => {
  it("every IPv4 spelling the parser accepts is the canonical address (the premise of checking the canonical form)", () => {
    fc.assert(
      fc.property(u32, spelling, (n, s) => {
        expect(new URL(`https://${spelled(n, s)}/`).hostname).toBe(dotted(n));
      }),
      { numRuns: 2_000 },
    );
  });

  it("refuses an address in any non-global IPv4 block, in any spelling, over https or http, on any port", () => {
    const blocks = ["0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12", "192.168.0.0/16", "198.18.0.0/15", "224.0.0.0/4", "240.0.0.0/4", "192.0.0.0/24", "192.0.2.0/24"];
    const address = fc.constantFrom(...blocks).chain(inBlock);
    fc.assert(
      fc.property(address, spelling, fc.constantFrom("https", "http"), fc.option(fc.integer({ min: 1, max: 65_535 })), (n, s, scheme, port) => {
        const url = `${scheme}://${spelled(n, s)}${port === null ? "" : `:${port}`}/hook`;
        expect(refused(url), url).toBe(true);
        // The development switch opens this machine only.
        expect(refused(url, DEV), url).toBe(n >>> 24 !== 127);
      }),
      { numRuns: 3_000 },
    );
  });

  it("accepts an IPv4 address exactly when the registry calls it globally reachable (https, port 443)", () => {
    fc.assert(
      fc.property(u32, spelling, (n, s) => {
        const verdict = checkWebhookDestination(`https://${spelled(n, s)}/hook`);
        expect(verdict.ok, dotted(n)).toBe(globalV4(n));
        if (verdict.ok) expect(verdict.url).toBe(`https://${dotted(n)}/hook`);
      }),
      { numRuns: 5_000 },
    );
    for (const edge of ["9.255.255.255", "11.0.0.0", "100.63.255.255", "100.128.0.0", "172.15.255.255", "172.32.0.0", "169.253.255.255", "223.255.255.255"]) {
      expect(checkWebhookDestination(`https://${edge}/`).ok, edge).toBe(true);
    }
    for (const edge of ["10.255.255.255", "100.64.0.0", "100.127.255.255", "172.16.0.0", "172.31.255.255", "169.254.169.254", "224.0.0.0", "255.255.255.255"]) {
      expect(checkWebhookDestination(`https://${edge}/`).ok, edge).toBe(false);
    }
  });

  it("refuses IPv6 that embeds IPv4 — mapped, compatible, translated, NAT64, 6to4 — whatever it embeds, in any spelling", () => {
    const hex = (n: number) => `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
    const forms = [
      (n: number) => `::ffff:${dotted(n)}`,
      (n: number) => `::ffff:${hex(n)}`,
      (n: number) => `0:0:0:0:0:FFFF:${hex(n).toUpperCase()}`,
      (n: number) => `::${dotted(n)}`,
      (n: number) => `::ffff:0:${dotted(n)}`,
      (n: number) => `64:ff9b::${dotted(n)}`,
      (n: number) => `64:ff9b::${hex(n)}`,
      (n: number) => `64:ff9b:1::${hex(n)}`,
      (n: number) => `2002:${hex(n)}::1`,
    ];
    fc.assert(
      fc.property(u32, fc.integer({ min: 0, max: forms.length - 1 }), fc.constantFrom("https", "http"), (n, f, scheme) => {
        const url = `${scheme}://[${forms[f]!(n)}]/hook`;
        expect(refused(url), url).toBe(true);
        // `::0.0.0.1` is `::1`, this machine: the development switch lets that one through.
        expect(refused(url, DEV), url).toBe(forms[f]!(n) !== "::0.0.0.1");
      }),
      { numRuns: 3_000 },
    );
  });

  it("accepts an IPv6 address exactly when it is global unicast outside the special blocks", () => {
    const groups = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });
    // Half the runs inside 2000::/3, where the interesting boundaries are.
    const address = fc.oneof(groups, groups.map((g) => [0x2000 | (g[0]! & 0x1fff), ...g.slice(1)]), groups.map((g) => [[0xfc00, 0xfd00, 0xfe80, 0xff02, 0x2001, 0x2002, 0x3fff, 0x0064][g[0]! % 8]!, ...g.slice(1)]));
    fc.assert(
      fc.property(address, fc.boolean(), (g, upper) => {
        let text = g.map((x) => x.toString(16)).join(":");
        if (upper) text = text.toUpperCase();
        const n = g.reduce((acc, x) => (acc << 16n) | BigInt(x), 0n);
        expect(checkWebhookDestination(`https://[${text}]/hook`).ok, text).toBe(destinationV6(n));
      }),
      { numRuns: 5_000 },
    );
  });

  it("parses every IPv6 the URL parser prints back to the same 16 bytes", () => {
    fc.assert(
      fc.property(fc.ipV6(), (text) => {
        const canonical = new URL(`https://[${text}]/`).hostname.slice(1, -1);
        expect(parseIpv6(canonical)).toEqual(parseIpv6(text));
        expect(parseIpv6(text)).toHaveLength(16);
      }),
      { numRuns: 2_000 },
    );
    for (const bad of ["", ":", ":::", "1::2::3", "1:2:3:4:5:6:7:8:9", "1.2.3.4::", "fe80::1%eth0", "12345::", "::1.2.3"]) expect(parseIpv6(bad), bad).toBeNull();
  });
});

describe("webhook destinations: names, schemes, ports and credentials", () => {
  const localSuffix = fc.constantFrom("localhost", "local", "internal", "home.arpa", "in-addr.arpa", "localdomain", "lan", "corp", "intranet", "test", "invalid", "onion");
  const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);

  it("refuses local, special-use and single-label names in any case, with or without a trailing dot", () => {
    fc.assert(
      fc.property(fc.array(label, { maxLength: 3 }), localSuffix, fc.boolean(), fc.boolean(), (labels, suffix, dot, upper) => {
        let host = [...labels, suffix].join(".") + (dot ? "." : "");
        if (upper) host = host.toUpperCase();
        expect(refused(`https://${host}/hook`), host).toBe(true);
      }),
      { numRuns: 1_000 },
    );
    fc.assert(
      fc.property(label.filter((l) => !/^(\d+|0x[0-9a-f]*)$/.test(l)), fc.boolean(), (single, dot) => {
        expect(refused(`https://${single}${dot ? "." : ""}/hook`), single).toBe(true);
      }),
    );
    for (const host of ["metadata.google.internal", "METADATA.GOOGLE.INTERNAL.", "localhost", "LocalHost.", "api.localhost", "printer.local", "nas.home.arpa", "intranet", "metadata", "instance-data", "a..b.com", "xn--nxasmq6b.local"]) {
      expect(checkWebhookDestination(`https://${host}/hook`), host).toMatchObject({ ok: false, reason: expect.stringContaining("public host") });
    }
  });

  it("accepts public names on https:443, and stores the canonical URL", () => {
    expect(checkWebhookDestination("https://hooks.example.com/parley?x=1")).toEqual({ ok: true, url: "https://hooks.example.com/parley?x=1" });
    expect(checkWebhookDestination("https://EXAMPLE.com:443/x")).toEqual({ ok: true, url: "https://example.com/x" });
    expect(checkWebhookDestination("https://example.com.:0443/x")).toEqual({ ok: true, url: "https://example.com./x" });
    expect(checkWebhookDestination("https://bücher.de/hook")).toEqual({ ok: true, url: "https://xn--bcher-kva.de/hook" });
    expect(checkWebhookDestination("https://1e1.example/hook").ok).toBe(false); // .example is special-use
    expect(checkWebhookDestination("https://09.com/hook").ok).toBe(true); // a number-like label, but not the last
  });

  it("refuses other ports, plain http, other schemes and credentials, with a reason", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 65_535 }).filter((p) => p !== 443), (port) => {
        expect(checkWebhookDestination(`https://example.com:${port}/hook`)).toEqual({ ok: false, reason: "must use the https port, 443" });
      }),
    );
    expect(checkWebhookDestination("http://example.com/hook")).toMatchObject({ ok: false, reason: expect.stringContaining("https://") });
    expect(checkWebhookDestination("http://example.com/hook", DEV)).toMatchObject({ ok: false, reason: expect.stringContaining("https://") });
    for (const url of ["ftp://example.com/x", "file:///etc/passwd", "gopher://example.com/", "not a url", "//example.com/x", "javascript:alert(1)"]) {
      expect(checkWebhookDestination(url).ok, url).toBe(false);
    }
    for (const url of ["https://user@example.com/x", "https://user:pw@example.com/x", "https://:pw@example.com/x", "https://a%40b@example.com/"]) {
      expect(checkWebhookDestination(url), url).toEqual({ ok: false, reason: "must not carry a user name or password" });
    }
    expect(checkWebhookDestination("https://[fe80::1%25eth0]/").ok).toBe(false);
  });

  it("the development switch is exactly PARLEY_WEBHOOK_ALLOW_HTTP=1, and opens this machine only", () => {
    expect(destinationRulesFrom({})).toEqual(PRODUCTION_RULES);
    for (const value of ["0", "true", "yes", "", " 1"]) expect(destinationRulesFrom({ PARLEY_WEBHOOK_ALLOW_HTTP: value }).allowLocalDevelopment, value).toBe(false);
    expect(destinationRulesFrom({ PARLEY_WEBHOOK_ALLOW_HTTP: "1" })).toEqual(DEV);
    for (const url of ["http://127.0.0.1:8787/hook", "http://127.1:9/hook", "http://localhost:3000/x", "http://api.localhost/x", "http://[::1]:8080/x", "https://127.0.0.1:8443/x"]) {
      expect(checkWebhookDestination(url, DEV).ok, url).toBe(true);
      expect(checkWebhookDestination(url).ok, url).toBe(false);
    }
    for (const url of ["http://10.0.0.1/x", "http://169.254.169.254/x", "https://[fd00::1]/x", "http://metadata.google.internal/x", "https://example.com:8443/x", "http://[::ffff:127.0.0.1]/x"]) {
      expect(checkWebhookDestination(url, DEV).ok, url).toBe(false);
    }
  });
});
