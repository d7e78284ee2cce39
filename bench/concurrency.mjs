// Runs `fn` over `items` with at most `concurrency` calls in flight, the results in the items' order: how the
// chaos run and the HTTP benches set up and drive many shops, buyers and contracts at once.
export async function pool(items, concurrency, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const k = next++;
        out[k] = await fn(items[k], k);
      }
    }),
  );
  return out;
}
