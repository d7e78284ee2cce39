/**
 * The bridge forwards a client's extended-protocol messages one group at a time (up to the Sync, Flush or simple
 * Query that ends it): the gate (scripts/ws-bridge.mjs) hands the one PGlite backend to a connection for its whole
 * exchange, and a group is what the client then waits on an answer for. Property: however the client's bytes
 * are cut into frames, the groups forwarded are exactly the messages, in order, each group ending at a message the
 * client then waits on, and nothing of an unfinished group is forwarded.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientFramer } from "../../scripts/ws-bridge.mjs";

const message = (type: string, body: Buffer = Buffer.alloc(0)) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
};
const startup = () => {
  const b = Buffer.alloc(8);
  b.writeInt32BE(8, 0);
  b.writeInt32BE(196608, 4); // protocol 3.0
  return b;
};
const ENDS = new Set(["Q", "S", "H", "X", "p", "d", "c", "f", "F"]);

describe("the bridge's client framer", () => {
  it("holds Parse and Bind until the Sync, then forwards them as one write", () => {
    const framer = clientFramer();
    expect(framer.push(startup())).toHaveLength(1);
    const parse = message("P", Buffer.from("\0select $1\0\0\0", "latin1"));
    const bind = message("B", Buffer.from("\0\0\0\0\0\0\0\0", "latin1"));
    expect(framer.push(parse)).toEqual([]);
    expect(framer.push(bind)).toEqual([]);
    expect(framer.push(message("E", Buffer.alloc(5)))).toEqual([]);
    const out = framer.push(message("S"));
    expect(out).toHaveLength(1);
    expect(out[0]!.subarray(0, parse.length)).toEqual(parse);
    expect(framer.terminated).toBe(false);
    expect(framer.push(message("X"))).toHaveLength(1);
    expect(framer.terminated).toBe(true);
  });

  it("property: any cut of the stream forwards the same groups, each ending where the client waits", () => {
    const types = fc.constantFrom("P", "B", "D", "E", "C", "S", "Q", "H", "p");
    fc.assert(
      fc.property(fc.array(fc.tuple(types, fc.uint8Array({ maxLength: 12 })), { minLength: 1, maxLength: 30 }), fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 20 }), (msgs, cuts) => {
        const messages = msgs.map(([t, body]) => message(t, Buffer.from(body)));
        const stream = Buffer.concat([startup(), ...messages]);
        const framer = clientFramer();
        const out: Buffer[] = [];
        let at = 0;
        for (let i = 0; at < stream.length; i++) {
          const size = cuts[i % cuts.length]!;
          out.push(...framer.push(stream.subarray(at, at + size)));
          at += size;
        }
        // What was forwarded is the stream up to the last message that ends a group.
        let lastEnd = -1;
        msgs.forEach(([t], i) => {
          if (ENDS.has(t)) lastEnd = i;
        });
        const expected = Buffer.concat([startup(), ...messages.slice(0, lastEnd + 1)]);
        expect(Buffer.concat(out)).toEqual(expected);
        // Every forwarded group but the startup packet ends with a message the client waits on.
        for (const group of out.slice(1)) {
          let p = 0;
          let last = "";
          while (p < group.length) {
            last = String.fromCharCode(group[p]!);
            p += 1 + group.readInt32BE(p + 1);
          }
          expect(ENDS.has(last)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
