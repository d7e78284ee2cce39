/**
 * The HTTP benches' JSON client against the local stack: a bearer credential, a JSON body, a 60-s timeout, and up to
 * three retries of a connection error, a 5xx or a 429 (the stack under load answers those now and then) — so a
 * figure counts requests that succeeded, and anything else fails the run with the status and the body's start.
 */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `call(method, path, token, body?, headers?)` → the parsed JSON body (null when empty), or a thrown Error. */
export function jsonClient(base) {
  return async function call(method, path, token, body, headers = {}) {
    for (let attempt = 0; ; attempt++) {
      let res;
      try {
        res = await fetch(`${base}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
          body: body !== undefined ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(60_000),
        });
      } catch (error) {
        if (attempt < 3) continue;
        throw error;
      }
      const text = await res.text();
      if (res.status >= 200 && res.status < 300) return text ? JSON.parse(text) : null;
      if ((res.status >= 500 || res.status === 429) && attempt < 3) {
        await sleep(500);
        continue;
      }
      throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    }
  };
}
