import { describe, expect, it } from "vitest";
import { deferredBoot, finishPage, RENDER_ALL } from "./finish-pages.mjs";

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

const CSS = "h1{color:red}.modal{position:fixed}";

/**
 * What the boot script touches of `document` besides the stylesheets and preloads: the root
 * element, listeners, and the bands below the first screen (`.render-on-approach`).
 */
function fakeDocument(stylesheets: unknown[] = [], preloads: string[] = []) {
  const attributes = new Set<string>();
  const bands = ["about", "process", "contact"].map((id) => ({ id, rendered: false, setAttribute: () => {} }));
  for (const band of bands) band.setAttribute = () => void (band.rendered = true);
  type Listener = { type: string; callback: (event: unknown) => void; options: unknown };
  const listeners: Listener[] = [];
  return {
    attributes,
    listeners,
    bands,
    /** Dispatches a click on `target` to the listeners still registered. */
    click: (target: unknown) =>
      [...listeners].forEach(({ type, callback }) => type === "click" && callback({ target })),
    document: {
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        hasAttribute: (name: string) => attributes.has(name),
      },
      addEventListener: (type: string, callback: Listener["callback"], options: unknown) =>
        listeners.push({ type, callback, options }),
      removeEventListener: (type: string, callback: Listener["callback"]) => {
        const index = listeners.findIndex((listener) => listener.type === type && listener.callback === callback);
        if (index >= 0) listeners.splice(index, 1);
      },
      createElement: () => ({}),
      head: { appendChild: (link: { href: string }) => preloads.push(link.href) },
      querySelectorAll: (selector: string) =>
        selector === ".render-on-approach" ? bands : selector === "link[rel=stylesheet][disabled]" ? stylesheets : [],
    },
  };
}

/** An element whose `closest(selector)` finds an ancestor only for the selector given. */
const element = (matches: string | null) => ({
  closest: (selector: string) => (selector === matches ? {} : null),
});

/** Runs the boot script with `import()` replaced by `load()` (it cannot be stubbed). */
function boot(
  preloads: string[],
  env: {
    requestAnimationFrame: (callback: () => void) => void;
    setTimeout: (callback: () => void, ms: number) => void;
    document: unknown;
    window: unknown;
    load: (url: string) => Promise<unknown>;
  },
) {
  const code = deferredBoot(BOOT, preloads).replaceAll("import(", "load(");
  new Function("requestAnimationFrame", "setTimeout", "document", "window", "load", code)(
    env.requestAnimationFrame,
    env.setTimeout,
    env.document,
    env.window,
    env.load,
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("finish-pages", () => {
  it("inlines the rules the page uses after the stylesheet's link, which stays, disabled", async () => {
    const page = await finishPage(PAGE, async (href: string) => (href === "/assets/root-6.css" ? CSS : ""));
    expect(page).toContain(
      '<link rel="stylesheet" href="/assets/root-6.css#" disabled=""/><style>h1{color:red}</style>',
    );
  });

  it("runs React Router's inline scripts as modules, after parsing, and leaves data blocks alone", async () => {
    const withScroll = PAGE.replace(
      "<script>window.__reactRouterContext",
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
        '<script>((storageKey2, restoreKey) => {})("k", null)</script><script>window.__reactRouterContext',
    );
    const page = await finishPage(withScroll, async () => CSS);
    expect(page).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(page).toContain('<script type="module">((storageKey2, restoreKey) => {})("k", null)</script>');
    expect(page).toContain('<script type="module">window.__reactRouterContext = {};</script>');
    expect(page).toMatch(/<script type="module">var idle=window.requestIdleCallback/);
    expect(page).not.toMatch(/<script>/);
  });

  it("decides whether to lay out the whole page before React Router's scroll restoration runs", async () => {
    const withScroll = PAGE.replace(
      "<script>window.__reactRouterContext",
      '<script>((storageKey2, restoreKey) => {})("k", null)</script><script>window.__reactRouterContext',
    );
    for (const page of [await finishPage(withScroll, async () => CSS), await finishPage(PAGE, async () => CSS)]) {
      const renderAll = page.indexOf(`<script type="module">${RENDER_ALL}</script>`);
      expect(renderAll).toBeGreaterThan(page.indexOf("</main>"));
      const routerScripts = ['<script type="module">((storageKey', '<script type="module">window.__reactRouterContext']
        .map((script) => page.indexOf(script))
        .filter((index) => index >= 0);
      expect(routerScripts.length).toBeGreaterThan(0);
      for (const index of routerScripts) expect(renderAll).toBeLessThan(index);
    }
  });

  it("takes the module preloads and the module script off the critical path", async () => {
    const page = await finishPage(PAGE, async () => CSS);
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).not.toContain('<script type="module" async="">');
  });

  it("without paint timing, starts the same modules after two frames, once the whole stylesheet is in", async () => {
    const preloads: string[] = [];
    const loaded: string[] = [];
    const frames: (() => void)[] = [];
    const idle: (() => void)[] = [];
    const timers: number[] = [];
    const page: { __reactRouterRouteModules?: Record<string, unknown>; location: { hash: string } } = {
      location: { hash: "" },
    };
    const inlined = { tagName: "STYLE", removed: false, remove: () => (inlined.removed = true) };
    const stylesheet = {
      disabled: true,
      nextElementSibling: inlined,
      onload: null as null | (() => void),
      onerror: null as null | (() => void),
      removeAttribute: (name: string) => name === "disabled" && (stylesheet.disabled = false),
    };
    const fake = fakeDocument([stylesheet], preloads);
    boot(["/assets/manifest-1.js", "/assets/root-2.js"], {
      requestAnimationFrame: (callback) => frames.push(callback),
      // Without requestIdleCallback, the idle step is a zero timeout; 3 s is the fallback.
      setTimeout: (callback, ms) => (ms === 3000 ? timers.push(ms) : idle.push(callback)),
      document: fake.document,
      window: page,
      load: async (url) => {
        loaded.push(url);
        return { url };
      },
    });
    expect(loaded).toEqual([]); // nothing before the first frame
    expect(timers).toEqual([3000]); // the fallback, should no frame ever come
    expect(fake.listeners).toEqual([]);
    frames.shift()?.(); // the first frame, before its paint
    expect(idle).toHaveLength(0);
    frames.shift()?.(); // the next frame: the first one is on screen
    expect(idle).toHaveLength(1);
    expect(loaded).toEqual([]);
    expect(stylesheet.disabled).toBe(true);

    // One band laid out per frame, then everything the app will render.
    for (const band of fake.bands) {
      expect(band.rendered).toBe(false);
      frames.shift()?.();
      expect(band.rendered).toBe(true);
      expect(fake.attributes.has("data-render-all")).toBe(false);
    }
    frames.shift()?.();
    expect(fake.attributes.has("data-render-all")).toBe(true);
    expect(frames).toHaveLength(0);

    // Once the browser is idle, one step per idle callback: the stylesheet, the preloads, the imports.
    idle.shift()?.();
    expect(stylesheet.disabled).toBe(false);
    expect(preloads).toEqual([]);
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    expect(preloads).toEqual(["/assets/manifest-1.js", "/assets/root-2.js"]);
    await settle();
    expect(loaded).toEqual([]);
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    await settle();
    expect(loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/language-layout-3.js",
      "/assets/privacy-4.js",
    ]);
    // The entry renders; it waits until the whole stylesheet has arrived. The inlined copy stays:
    // the whole sheet, after it, decides every conflict.
    expect(loaded).not.toContain("/assets/entry.client-5.js");
    stylesheet.onload?.();
    await settle();
    expect(inlined.removed).toBe(false);
    expect(loaded.at(-1)).toBe("/assets/entry.client-5.js");
    expect(page.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/language-layout": { url: "/assets/language-layout-3.js" },
      "routes/privacy": { url: "/assets/privacy-4.js" },
    });
  });

  it("waits for the browser's first-contentful-paint entry, or for 3 s, and starts only once", async () => {
    type Entries = { getEntriesByName: (name: string) => unknown[] };
    type Callback = (list: Entries, observer: { disconnect: () => void }) => void;
    const observers: { callback: Callback; options: unknown }[] = [];
    let disconnected = 0;
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      constructor(private readonly callback: Callback) {}
      observe(options: unknown) {
        observers.push({ callback: this.callback, options });
      }
    }
    const run = () => {
      const timers: { callback: () => void; ms: number }[] = [];
      const frames: (() => void)[] = [];
      const idle: (() => void)[] = [];
      const loaded: string[] = [];
      const fake = fakeDocument();
      boot([], {
        requestAnimationFrame: (callback) => frames.push(callback),
        setTimeout: (callback, ms) => timers.push({ callback, ms }),
        document: fake.document,
        window: {
          location: { hash: "" },
          PerformanceObserver: FakeObserver,
          requestIdleCallback: (callback: () => void) => idle.push(callback),
        },
        load: async (url) => loaded.push(url),
      });
      return { timers, frames, idle, loaded, fake, observer: observers.at(-1) };
    };
    const entries = (names: string[]): Entries => ({
      getEntriesByName: (name) => names.filter((entry) => entry === name),
    });

    const painted = run();
    expect(painted.observer?.options).toEqual({ type: "paint", buffered: true });
    expect(painted.frames).toHaveLength(0); // no animation frames where paint timing exists
    painted.observer?.callback(entries(["first-paint"]), { disconnect: () => disconnected++ });
    expect(painted.idle).toHaveLength(0); // a first paint of nothing contentful is not enough
    expect(painted.frames).toHaveLength(0);
    painted.observer?.callback(entries(["first-contentful-paint"]), { disconnect: () => disconnected++ });
    expect(disconnected).toBe(1);
    expect(painted.idle).toHaveLength(1);
    expect(painted.frames).toHaveLength(1); // the bands' layout begins
    painted.timers.find((timer) => timer.ms === 3000)?.callback(); // late: already started
    expect(painted.idle).toHaveLength(1);
    expect(painted.frames).toHaveLength(1);
    for (let step = 0; step < 3; step++) painted.idle[step]?.();
    expect(painted.idle).toHaveLength(3);
    await settle();
    expect(painted.loaded.at(-1)).toBe("/assets/entry.client-5.js");

    const hidden = run(); // no paint entry ever comes
    expect(hidden.idle).toHaveLength(0);
    hidden.timers.find((timer) => timer.ms === 3000)?.callback();
    expect(hidden.idle).toHaveLength(1);

    // Once the whole page is laid out (a fragment, a click), no band is marked one by one.
    const laidOut = run();
    laidOut.fake.attributes.add("data-render-all");
    laidOut.observer?.callback(entries(["first-contentful-paint"]), { disconnect: () => {} });
    laidOut.frames.shift()?.();
    expect(laidOut.fake.bands.map((band) => band.rendered)).toEqual([false, false, false]);
    expect(laidOut.frames).toHaveLength(0);
  });

  it("has the whole page laid out wherever a scroll is about to aim further down", () => {
    const run = (hash = "", navigation?: string) => {
      const fake = fakeDocument();
      const window = {
        location: { hash },
        performance: {
          getEntriesByType: (type: string) => (type === "navigation" && navigation ? [{ type: navigation }] : []),
        },
      };
      new Function("document", "window", RENDER_ALL)(fake.document, window);
      return fake;
    };

    // At a fragment the browser scrolls after the first layout: every band must be laid out by then.
    const atFragment = run("#contact");
    expect(atFragment.attributes.has("data-render-all")).toBe(true);
    expect(atFragment.listeners).toEqual([]);

    // A reload or a visit through the history restores a scroll position: the same.
    for (const type of ["reload", "back_forward"]) {
      const restored = run("", type);
      expect(restored.attributes.has("data-render-all")).toBe(true);
      expect(restored.listeners).toEqual([]);
    }

    // Otherwise the bands below the first screen are left to the browser, laid out as they come
    // near. A link to a fragment must aim at the real position, before the paint or after it;
    // other clicks (a menu button, a link without a fragment) leave the bands as they are.
    const clicked = run("", "navigate");
    expect(clicked.attributes.has("data-render-all")).toBe(false);
    clicked.click(element("button"));
    clicked.click(element(null));
    expect(clicked.attributes.has("data-render-all")).toBe(false);
    clicked.click(element("a[href*='#']"));
    expect(clicked.attributes.has("data-render-all")).toBe(true);
    expect(clicked.listeners).toEqual([]); // once is enough
  });

  it("starts the app with the inlined rules when the stylesheet fails to load", async () => {
    const loaded: string[] = [];
    const inlined = { tagName: "STYLE", removed: false, remove: () => (inlined.removed = true) };
    const stylesheet = {
      nextElementSibling: inlined,
      onload: null as null | (() => void),
      onerror: null as null | (() => void),
      removeAttribute: () => undefined,
    };
    boot([], {
      requestAnimationFrame: (callback) => callback(),
      setTimeout: (callback, ms) => ms !== 3000 && callback(),
      document: fakeDocument([stylesheet]).document,
      window: { location: { hash: "" } },
      load: async (url) => loaded.push(url),
    });
    stylesheet.onerror?.();
    await settle();
    expect(inlined.removed).toBe(false);
    expect(loaded.at(-1)).toBe("/assets/entry.client-5.js");
  });

  it("refuses a page whose context script has another shape, which would run after the boot script", async () => {
    const page = PAGE.replace("<script>window.__reactRouterContext = {};", "<script>window.__rrContext = {};");
    await expect(finishPage(page, async () => CSS)).rejects.toThrow(/context script has changed shape/);
  });

  it("refuses a boot script of another shape rather than break pages quietly", () => {
    expect(() => deferredBoot('import("/assets/entry.js");', [])).toThrow(/changed shape/);
  });
});
