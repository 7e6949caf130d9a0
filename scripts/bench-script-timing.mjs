#!/usr/bin/env node
// `npm run bench:script-timing -- [pairs]`: whether asking for a page's script file after its
// first paint (docs/decisions/112) moves the paint a visitor sees, in a real Chromium on the slow
// phone of scripts/lib/visitor-probes.mjs, not in Lighthouse's simulation. Paired runs of the
// browser's own LCP: each pair loads the page as built, and the same page with its script file
// also asked for at once (a module script in the head, as Astro writes one), alternating which
// goes first. Both are served by a bare node:http server, brotli at the build's quality. Prints
// each pair and the medians. Needs `npm run build`. Defaults: 10 pairs, /en/ and /pt/consulting.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { launchBrowser, measureLcp } from "./lib/visitor-probes.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT = path.join(ROOT, "build", "client");
const PAGES = ["en", "pt/consulting"];
const pairs = Number(process.argv[2] ?? 10);

/** The page as built, and with its script file asked for by the head at once. */
function variants(page) {
  const built = readFileSync(path.join(CLIENT, page, "index.html.br"));
  const html = readFileSync(path.join(CLIENT, page, "index.html"), "utf8");
  const script = /\/assets\/shell[\w.-]*\.js/.exec(html)?.[0];
  if (!script) throw new Error(`${page}: no shell script named in the page`);
  const atOnce = html.replace("</head>", `<script type="module" src="${script}"></script></head>`);
  const compressed = brotliCompressSync(atOnce, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return { "after-paint": built, "at-once": compressed };
}

const bodies = Object.fromEntries(PAGES.map((page) => [page, variants(page)]));

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const [, variant, ...rest] = url.pathname.split("/");
  if (url.pathname.startsWith("/assets/")) {
    try {
      const body = readFileSync(path.join(CLIENT, `${url.pathname}.br`));
      response.writeHead(200, { "content-type": "text/javascript", "content-encoding": "br" }).end(body);
    } catch {
      response.writeHead(404).end();
    }
    return;
  }
  const page = rest.filter(Boolean).join("/");
  const body = bodies[page]?.[variant ?? ""];
  if (!body) return void response.writeHead(404).end();
  response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br" }).end(body);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const browser = await launchBrowser();
try {
  for (const page of PAGES) {
    const lcp = { "after-paint": [], "at-once": [] };
    for (let pair = 0; pair < pairs; pair++) {
      const order = pair % 2 === 0 ? ["after-paint", "at-once"] : ["at-once", "after-paint"];
      for (const variant of order) {
        lcp[variant].push(await measureLcp(browser, `http://127.0.0.1:${port}/${variant}/${page}/`));
      }
      const [a, b] = [lcp["after-paint"].at(-1), lcp["at-once"].at(-1)];
      console.log(`/${page} pair ${pair + 1}: after paint ${Math.round(a)} ms, at once ${Math.round(b)} ms`);
    }
    const differences = lcp["after-paint"].map((value, index) => value - lcp["at-once"][index]);
    const earlier = differences.filter((difference) => difference < 0).length;
    console.log(
      `/${page}: median LCP after paint ${Math.round(median(lcp["after-paint"]))} ms, at once ` +
        `${Math.round(median(lcp["at-once"]))} ms; paired median difference ${Math.round(median(differences))} ms; ` +
        `after paint earlier in ${earlier} of ${pairs} pairs`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
