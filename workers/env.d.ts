// Optional variables that `wrangler types` cannot see (they are not in wrangler.toml).
interface Env {
  /** "1" enables /bench/ping/:id, the baseline route used by `npm run bench`. */
  BENCH_ROUTES?: string;
}
