import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientNetworkKey } from "../../workers/identity";

describe("clientNetworkKey: anonymous buyers and the per-client ceiling count a network, not an address", () => {
  it("every address of one IPv6 /64 is one client, whatever its spelling (issue 26: a /64 was an unlimited supply of buyers)", () => {
    const same = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0DB8:0001:0002:0:0:0:7", "[2001:db8:1:2::9]", "2001:db8:1:2::1%eth0", "2001:db8:1:2:0:0:1.2.3.4"];
    expect(new Set(same.map(clientNetworkKey))).toEqual(new Set(["ip6-2001:db8:1:2"]));
    expect(clientNetworkKey("2001:db8:1:3::1")).not.toBe(clientNetworkKey("2001:db8:1:2::1"));
  });

  it("any interface identifier within a /64 maps to the same key (fast-check)", () => {
    const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    fc.assert(
      fc.property(fc.array(hextet, { minLength: 4, maxLength: 4 }), fc.array(hextet, { minLength: 4, maxLength: 4 }), fc.array(hextet, { minLength: 4, maxLength: 4 }), (prefix, a, b) => {
        expect(clientNetworkKey([...prefix, ...a].join(":"))).toBe(clientNetworkKey([...prefix, ...b].join(":")));
      }),
    );
  });

  it("an IPv4 client is its address, also when written as IPv4-mapped IPv6; other text is kept, cleaned", () => {
    expect(clientNetworkKey("203.0.113.7")).toBe("ip-203.0.113.7");
    expect(clientNetworkKey("::ffff:203.0.113.7")).toBe("ip-203.0.113.7");
    expect(clientNetworkKey("::ffff:cb00:7107")).toBe("ip-203.0.113.7");
    expect(clientNetworkKey("203.0.113.8")).not.toBe(clientNetworkKey("203.0.113.7"));
    expect(clientNetworkKey("unknown")).toBe("ip-unknown");
    expect(clientNetworkKey("not an address!")).toBe("ip-not_an_address_");
    expect(clientNetworkKey("1:2:3")).toBe("ip-1:2:3");
  });
});
