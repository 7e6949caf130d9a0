#!/usr/bin/env node
// The last touch on the pre-rendered pages, between `react-router build` and compression, so a
// page paints from its own HTML alone (docs/decisions/009-first-paint-from-html.md):
//
// 1. The stylesheet is inlined into each page. It is small (about 6 KB compressed), and as its
//    own request it cost a round trip before anything could show. Its `<link>` stays, disabled
//    (so never fetched): React hydrates the head element by element, and a `<style>` where it
//    renders a `<link>` would be a mismatch; an extra element in the head is not. (Inlining only
//    the rules a page uses, with Beasties, saved 2 KB a page but lost rules Tailwind 4 writes
//    with nesting and `:where()`: spacing and layout broke where JavaScript did not run.)
// 2. The app starts after the first paint. React Router writes `<link rel="modulepreload">` tags
//    and a module script importing the entry; both have the browser fetch ~110 KB of JavaScript
//    while it still fetches the page, sharing a slow connection's bandwidth with it. Here the
//    module script becomes a classic script that does the same imports once the first frame is
//    painted, and brings the preloads back at that moment. The pre-rendered HTML works without
//    JavaScript, so nothing is missing meanwhile.
//
// Usage: node scripts/finish-pages.mjs [build/client]
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)#?"\/>/g;
const MODULEPRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
// What React Router writes in that module script (its version is pinned; the test of this
// script runs it on a real build).
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/gm;
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/gm;
const ROUTE_MODULES = /window\.__reactRouterRouteModules = (\{[^}]*\});/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/m;

/**
 * React Router's module script as a classic script doing the same once the first screen is
 * painted: a requestAnimationFrame callback runs before its frame is painted, so the second one
 * runs once the first frame is on screen, and the idle callback once the browser has finished
 * the rest of that screen (a long page paints in several frames), at most a second later.
 * @param {string} code the module script's text
 * @param {string[]} preloads the module preloads React Router listed for the page
 * @returns {string}
 */
export function deferredBoot(code, preloads) {
  const sideEffects = [...code.matchAll(SIDE_EFFECT_IMPORT)].map(([, url]) => url);
  const routes = [...code.matchAll(ROUTE_IMPORT)].map(([, name, url]) => ({ name, url }));
  const routeModules = code.match(ROUTE_MODULES)?.[1];
  const entry = code.match(ENTRY_IMPORT)?.[1];
  if (!entry || !routeModules || routes.length === 0) {
    throw new Error(`finish-pages: React Router's boot script has changed shape:\n${code}`);
  }
  const modules = [...sideEffects, ...routes.map((route) => route.url)];
  // `{"root":route0,…}`: each name becomes the matching element of the imported modules.
  let table = routeModules;
  routes.forEach((route, index) => {
    table = table.replace(new RegExp(`:${route.name}\\b`), `:m[${sideEffects.length + index}]`);
  });
  return (
    "requestAnimationFrame(function(){requestAnimationFrame(function(){" +
    "(window.requestIdleCallback||function(f){return setTimeout(f,0)})(function(){" +
    `${JSON.stringify(preloads)}.forEach(function(u){var l=document.createElement("link");` +
    'l.rel="modulepreload";l.href=u;document.head.appendChild(l)});' +
    `Promise.all(${JSON.stringify(modules)}.map(function(u){return import(u)})).then(function(m){` +
    `window.__reactRouterRouteModules=${table};return import(${JSON.stringify(entry)})})` +
    "},{timeout:1000})})})"
  );
}

/**
 * @param {string} html a pre-rendered page
 * @param {(href: string) => Promise<string>} readAsset the text of a built file, by URL path
 * @returns {Promise<string>}
 */
export async function finishPage(html, readAsset) {
  let page = html;
  for (const [tag, href] of [...page.matchAll(STYLESHEET)]) {
    // `</style` cannot occur in a stylesheet Tailwind wrote, but a stray one would end the element.
    const css = (await readAsset(href)).replaceAll("</style", "<\\/style");
    page = page.replace(tag, `${tag.replace("/>", ' disabled=""/>')}<style>${css}</style>`);
  }
  const boot = page.match(BOOT);
  if (!boot?.[1]) return page;
  const preloads = [...page.matchAll(MODULEPRELOAD)].map(([, href]) => href);
  page = page.replace(MODULEPRELOAD, "");
  return page.replace(boot[0], `<script>${deferredBoot(boot[1], preloads)}</script>`);
}

/** @param {string} dir @returns {Promise<string[]>} */
async function pagesIn(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await pagesIn(full)));
    else if (entry.name === "index.html") found.push(full);
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(process.argv[2] ?? "build/client");
  /** @type {Map<string, string>} */
  const assets = new Map();
  const readAsset = async (/** @type {string} */ href) => {
    if (!assets.has(href)) assets.set(href, await readFile(path.join(root, href), "utf8"));
    return /** @type {string} */ (assets.get(href));
  };
  const pages = await pagesIn(root);
  for (const file of pages) await writeFile(file, await finishPage(await readFile(file, "utf8"), readAsset));
  console.log(`finish-pages: ${pages.length} pages, stylesheet inlined, the app started after first paint`);
}
