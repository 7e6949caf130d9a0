#!/usr/bin/env node
// The last touch on the pre-rendered pages, between `react-router build` and compression, so a
// page paints from its own HTML alone (docs/decisions/009-first-paint-from-html.md):
//
// 1. The rules each page uses are inlined into it (scripts/lib/critical-css.mjs): as its own
//    request the stylesheet cost a round trip before anything could show, and inlined whole it
//    took half of the page's first 14 KB, the most a new connection delivers in its first round
//    trip. The stylesheet's `<link>` stays, disabled (so not fetched before the paint): React
//    hydrates the head element by element, and a `<style>` where it renders a `<link>` would be a
//    mismatch; an extra element in the head is not. Once the page is painted the link is enabled:
//    what the app renders later (an open menu, a form's errors) is styled by the whole
//    stylesheet, in its own order.
// 2. The app starts after the first paint. React Router writes `<link rel="modulepreload">` tags
//    and a module script importing the entry; both have the browser fetch ~110 KB of JavaScript
//    while it still fetches the page, sharing a slow connection's bandwidth with it. Here the
//    module script (still a module: it runs once the page is parsed) does the same imports once
//    the first frame is on screen, and brings the preloads back at that moment. The pre-rendered
//    HTML works without JavaScript, so nothing is missing meanwhile. The app starts once the
//    whole stylesheet is in.
//    (Until the paint is on screen, nothing but the page is on the network, which is also what
//    Lighthouse's model of a slow phone rewards: a request that ends before the paint counts as
//    one the paint waited for. docs/decisions/011-nothing-before-the-paint.md)
//
// Usage: node scripts/finish-pages.mjs [build/client]
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { criticalCss } from "./lib/critical-css.mjs";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)#?"\/>/g;
const MODULEPRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
// What React Router writes in that module script (its version is pinned; the test of this
// script runs it on a real build).
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/gm;
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/gm;
const ROUTE_MODULES = /window\.__reactRouterRouteModules = (\{[^}]*\});/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/m;
// React Router's inline scripts: its context, the data it streams into it, its scroll restoration.
const ROUTER_SCRIPT = /<script>(?=window\.__reactRouterContext|\(\(storageKey\d*, restoreKey\) =>)/g;

// Enables the stylesheets finishPage disabled; each resolves once its file has arrived, or failed.
// The inlined copy stays: its rules are a subset of the sheet's, in the sheet's order, and all
// come before it, so the whole sheet decides every conflict and the page looks the same with or
// without them, while taking them away would cost another style recalculation of the whole page.
const LOAD_STYLESHEETS =
  'var css=[].map.call(document.querySelectorAll("link[rel=stylesheet][disabled]"),function(l){' +
  "return new Promise(function(done){" +
  'l.onload=l.onerror=function(){done()};l.removeAttribute("disabled")})});';

// The bands below the first screen wait to be laid out until they come near the viewport, but
// only until the first paint (app.css, `render-on-approach`): until then each counts as 40rem
// tall, and a scroll aimed further down would land on a guessed position. So wherever a scroll is
// about to aim further down, the whole page is laid out first (`data-render-all`): when it opens
// at a fragment (the browser scrolls there after the first layout, which comes after this
// script), on a reload or a visit through the history (the browser, and React Router's own
// script, restore a scroll position), and at a click on a link with a fragment, before the
// browser or the app follows it. This runs before React Router's scripts: the first of them
// scrolls to the position React Router kept for a reload.
// docs/decisions/012-where-a-scroll-will-aim.md
export const RENDER_ALL =
  "(function(){var root=document.documentElement;" +
  'function renderAll(){root.setAttribute("data-render-all","")}' +
  "var nav=window.performance&&window.performance.getEntriesByType&&" +
  'window.performance.getEntriesByType("navigation")[0];' +
  'if(window.location.hash||(nav&&(nav.type==="reload"||nav.type==="back_forward")))renderAll();' +
  'else document.addEventListener("click",function toFragment(event){' +
  "var target=event.target;" +
  "if(target&&target.closest&&target.closest(\"a[href*='#']\")){" +
  'renderAll();document.removeEventListener("click",toFragment,true)}},true)})()';

// Once the page has painted, the boot script lays out the rest one band per frame (all at once,
// that was a 40–80 ms task on this machine, right when the visitor may first tap), then sets
// `data-render-all` for whatever the app renders later; it stops early once that is set.
const RENDER_BANDS =
  "var root=document.documentElement;" +
  'var bands=[].slice.call(document.querySelectorAll(".render-on-approach"));' +
  'requestAnimationFrame(function next(){if(root.hasAttribute("data-render-all"))return;' +
  'var band=bands.shift();if(!band)return root.setAttribute("data-render-all","");' +
  'band.setAttribute("data-rendered","");requestAnimationFrame(next)})';

/**
 * React Router's module script as a script doing the same once the first screen is painted, so
 * that nothing it fetches competes with the page, or runs, before the visitor sees something.
 * "Painted" is the browser's own first-contentful-paint entry, which arrives once the frame is
 * on screen; a requestAnimationFrame callback only says that a frame is about to be drawn, and
 * a slow device can take tens of milliseconds more to show it. Where paint timing is missing,
 * the second of two animation frames stands for it; and should no paint entry ever come (a page
 * loaded in a hidden tab reports none in some browsers), the app starts after 3 s anyway. From
 * that point the rest of the page is laid out (RENDER_BANDS); the idle callbacks wait for the
 * browser to finish the rest of that screen, at most a second each: one enables the stylesheet,
 * the next adds the module preloads, the last imports the modules.
 * The entry (which renders) waits for the whole stylesheet as well as for the modules.
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
    // A module script's top-level `var` stays in the module; the zero timeout stands in for idle
    // callbacks where a browser has none.
    "var idle=window.requestIdleCallback||function(f){return setTimeout(f,0)};" +
    "(function(start){var started=false,P=window.PerformanceObserver;" +
    "function go(){if(started)return;started=true;" +
    RENDER_BANDS +
    ";" +
    "idle(start,{timeout:1000})}" +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
    'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){' +
    'observer.disconnect();go()}}).observe({type:"paint",buffered:true});' +
    "else requestAnimationFrame(function(){requestAnimationFrame(go)});" +
    "setTimeout(go,3000)})(function(){" +
    // Three steps, each in an idle callback of its own: starting a request costs the main thread
    // a millisecond or so, and the stylesheet, eight preloads and the imports in one callback
    // made a task of 4–6 ms of CPU (12–13 ms of wall time in Lighthouse's traces on a two-core
    // machine); as three, 0.6–2 ms each.
    LOAD_STYLESHEETS +
    "idle(function(){" +
    `${JSON.stringify(preloads)}.forEach(function(u){var l=document.createElement("link");` +
    'l.rel="modulepreload";l.href=u;document.head.appendChild(l)});' +
    "idle(function(){" +
    `Promise.all([Promise.all(${JSON.stringify(modules)}.map(function(u){return import(u)})),Promise.all(css)])` +
    `.then(function(r){var m=r[0];window.__reactRouterRouteModules=${table};return import(${JSON.stringify(entry)})})` +
    "},{timeout:1000})},{timeout:1000})})"
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
    const css = criticalCss(await readAsset(href), html).replaceAll("</style", "<\\/style");
    page = page.replace(tag, `${tag.replace("/>", ' disabled=""/>')}<style>${css}</style>`);
  }
  const boot = page.match(BOOT);
  if (!boot?.[1]) return page;
  const preloads = [...page.matchAll(MODULEPRELOAD)].map(([, href]) => href);
  page = page.replace(MODULEPRELOAD, "");
  // Inline module scripts run in order once the page is parsed, each in a task of its own, where
  // classic ones run inside the parsing: React Router's scripts (its context, which sets up a
  // stream, and its scroll restoration, which reads session storage) and the boot script no
  // longer delay the first paint. React's own streaming scripts stay classic: they assign
  // undeclared globals, which a module (always strict) may not.
  page = page.replace(boot[0], `<script type="module">${deferredBoot(boot[1], preloads)}</script>`);
  // Its context script must run before the boot script: both deferred, or the app cannot start.
  if (!page.includes("<script>window.__reactRouterContext = ")) {
    throw new Error("finish-pages: React Router's context script has changed shape");
  }
  // Before the first of React Router's scripts, which may be its scroll restoration.
  const first = page.search(ROUTER_SCRIPT);
  page = `${page.slice(0, first)}<script type="module">${RENDER_ALL}</script>${page.slice(first)}`;
  return page.replace(ROUTER_SCRIPT, '<script type="module">');
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
  console.log(`finish-pages: ${pages.length} pages, their rules inlined, the app started after first paint`);
}
