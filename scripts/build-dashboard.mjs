// Builds the shop dashboard into dashboard/dist/dashboard/ (served under /dashboard/): index.html, app.js (one
// minified ESM bundle, uPlot included) and app.css (uPlot's stylesheet and ours). Nothing is loaded from
// elsewhere at run time. Idempotent; exits non-zero on any build error. Type-check separately:
// `tsc --noEmit -p dashboard`.
import { build } from "esbuild";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

const root = fileURLToPath(new URL("..", import.meta.url));
const src = join(root, "dashboard", "src");
const out = join(root, "dashboard", "dist", "dashboard");

const HEADERS = `/dashboard/*
  Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: no-referrer
  Cache-Control: no-cache
`;

const common = { bundle: true, minify: true, logLevel: "error", legalComments: "none", absWorkingDir: root };

try {
  const started = performance.now();
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  await Promise.all([
    build({
      ...common,
      entryPoints: [join(src, "main.ts")],
      outfile: join(out, "app.js"),
      format: "esm",
      platform: "browser",
      target: "es2022",
      tsconfig: join(root, "dashboard", "tsconfig.json"),
    }),
    build({
      ...common,
      // One stylesheet: uPlot's first, so ours can override it.
      stdin: { contents: '@import "uplot/dist/uPlot.min.css";\n@import "./styles.css";\n', resolveDir: src, loader: "css", sourcefile: "app.css" },
      outfile: join(out, "app.css"),
      target: ["chrome110", "firefox110", "safari16"],
    }),
    readFile(join(root, "dashboard", "index.html"), "utf8").then((html) => writeFile(join(out, "index.html"), html)),
    // Headers the static-asset server adds (Workers static assets read _headers): the page runs only its own
    // script and talks only to its own origin, cannot be framed, and leaks no referrer.
    writeFile(join(root, "dashboard", "dist", "_headers"), HEADERS),
  ]);
  console.log(`dashboard built in ${Math.round(performance.now() - started)} ms → ${out}`);
} catch (error) {
  // esbuild has already printed its diagnostics; anything else gets printed here.
  if (!error?.errors) console.error(error);
  console.error("dashboard build failed");
  process.exit(1);
}
