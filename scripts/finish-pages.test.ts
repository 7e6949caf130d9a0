import { describe, expect, it } from "vitest";
import { deferredBoot, finishPage } from "./finish-pages.mjs";

// What React Router 7.18 writes into a pre-rendered page (from a real build, shortened).
const BOOT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/language-layout-3.js";
import * as route2 from "/assets/privacy-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/language-layout":route1,"routes/privacy":route2};

import("/assets/entry.client-5.js");`;

const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Privacy</title>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>` +
  `<link rel="stylesheet" href="/assets/root-6.css#"/></head><body><main><h1>Privacy</h1></main>` +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${BOOT}</script></body></html>`;

const CSS = "h1{color:red}";

describe("finish-pages", () => {
  it("inlines the stylesheet and keeps its link, disabled, where React hydrates it", async () => {
    const page = await finishPage(PAGE, async (href: string) => (href === "/assets/root-6.css" ? CSS : ""));
    expect(page).toContain(`<link rel="stylesheet" href="/assets/root-6.css#" disabled=""/><style>${CSS}</style>`);
  });

  it("takes the module preloads and the module script off the critical path", async () => {
    const page = await finishPage(PAGE, async () => CSS);
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).not.toContain('type="module"');
    expect(page).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("starts the same modules after the first paint, with the route table React Router expects", async () => {
    const preloads: string[] = [];
    const loaded: string[] = [];
    const frames: (() => void)[] = [];
    const page: { __reactRouterRouteModules?: Record<string, unknown> } = {};
    const document = {
      createElement: () => ({}),
      head: { appendChild: (link: { href: string }) => preloads.push(link.href) },
    };
    // `import()` cannot be stubbed, so the generated code calls `load()` here instead.
    const code = deferredBoot(BOOT, ["/assets/manifest-1.js", "/assets/root-2.js"]).replaceAll("import(", "load(");
    const boot = new Function("requestAnimationFrame", "setTimeout", "document", "window", "load", code);
    boot(
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => frames.push(callback),
      document,
      page,
      async (url: string) => {
        loaded.push(url);
        return { url };
      },
    );
    expect(loaded).toEqual([]); // nothing before the first frame
    frames.shift()?.(); // the first frame, before its paint
    frames.shift()?.(); // the next frame: the first one is on screen
    expect(loaded).toEqual([]);
    frames.shift()?.(); // once the browser is idle
    expect(preloads).toEqual(["/assets/manifest-1.js", "/assets/root-2.js"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/language-layout-3.js",
      "/assets/privacy-4.js",
      "/assets/entry.client-5.js",
    ]);
    expect(page.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/language-layout": { url: "/assets/language-layout-3.js" },
      "routes/privacy": { url: "/assets/privacy-4.js" },
    });
  });

  it("refuses a boot script of another shape rather than break pages quietly", () => {
    expect(() => deferredBoot('import("/assets/entry.js");', [])).toThrow(/changed shape/);
  });
});
