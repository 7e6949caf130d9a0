#!/usr/bin/env node
// Prints, for each pre-rendered page, the JavaScript it loads before any interaction (the scripts
// named in its HTML and what they import statically; islands that hydrate later are not counted),
// its CSS files and its HTML, in bytes as sent with gzip and brotli. Reads build/client.
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const root = "build/client";
const pages = [
  "en/index.html",
  "pt/index.html",
  "en/consulting/index.html",
  "pt/consulting/index.html",
  "en/education/index.html",
  "pt/education/index.html",
  "en/privacy/index.html",
  "pt/privacy/index.html",
  "en/case-studies/editorial-knowledge-graph/index.html",
  "pt/case-studies/editorial-knowledge-graph/index.html",
  "en/case-studies/hr-customer-insights/index.html",
  "pt/case-studies/hr-customer-insights/index.html",
  "en/insights/index.html",
  "pt/insights/index.html",
  "en/insights/why-ai-pilots-stall/index.html",
  "pt/insights/why-ai-pilots-stall/index.html",
  "en/insights/lean-first-version/index.html",
  "pt/insights/lean-first-version/index.html",
  "index.html",
];

const size = (file, kind) => {
  const precompressed = join(root, `${file}.${kind === "gzip" ? "gz" : "br"}`);
  if (existsSync(precompressed)) return readFileSync(precompressed).length;
  const raw = readFileSync(join(root, file));
  return kind === "gzip"
    ? gzipSync(raw, { level: 9 }).length
    : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
};

const rows = [];
for (const page of pages) {
  const html = readFileSync(join(root, page), "utf8");
  // Named by a `<script src>`, or by the inline script that loads the shell's file once the page
  // has painted (docs/decisions/112).
  const js = new Set(
    [
      ...html.matchAll(/<script[^>]*src="(\/assets\/[^"]+\.js)"/g),
      ...html.matchAll(/<script type="module">[^<]*?`(\/assets\/[\w.-]+\.js)`/g),
    ].map((m) => m[1]),
  );
  // Static imports load with their importer; dynamic ones (`import("…")`) wait for their moment.
  for (const file of js) {
    const code = readFileSync(join(root, file.slice(1)), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) js.add(`/assets/${m[1]}`);
  }
  const css = new Set([...html.matchAll(/href="(\/assets\/[^"#]+\.css)#?"/g)].map((m) => m[1]));
  const sum = (files, kind) => [...files].reduce((total, file) => total + size(file.slice(1), kind), 0);
  rows.push({
    page: "/" + page.replace(/index\.html$/, ""),
    files: js.size,
    jsGzip: sum(js, "gzip"),
    jsBrotli: sum(js, "br"),
    cssGzip: sum(css, "gzip"),
    htmlGzip: size(page, "gzip"),
  });
}
const kb = (n) => (n / 1024).toFixed(1).padStart(6);
console.log("page                         js files   JS gzip  JS br    CSS gzip  HTML gzip (KB)");
for (const r of rows)
  console.log(
    `${r.page.padEnd(28)} ${String(r.files).padStart(8)} ${kb(r.jsGzip)} ${kb(r.jsBrotli)} ${kb(r.cssGzip)} ${kb(r.htmlGzip)}`,
  );
