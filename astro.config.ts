import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import type { AstroIntegration } from "astro";
import islandRuntime from "astro/runtime/server/astro-island.prebuilt.js";
import visibleDirective from "astro/runtime/client/visible.prebuilt.js";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * The pages' own scripts: the choice of a language at `/`, the shell of every page (alone, or with
 * Astro's island runtime on a page that holds a form), the home page's particles. Each is built
 * with its own copy of what it imports, so each is one file or one inline script, never a chain
 * of requests (docs/decisions/020, 110).
 */
const PAGE_SCRIPTS = ["resolve-language.ts", "shell.ts", "shell-with-islands.ts", "particle-field.ts"].map(
  (name) => `/app/scripts/${name}`,
);

/** Astro inlines a page script that imports nothing and is under this size. */
const INLINE_SCRIPT_BYTES = 8 * 1024;

/**
 * Which scripts Astro writes into their page. Every page runs the shell, and no control needs it
 * to paint (the menus are native popovers, the links and forms work without it): it is a file the
 * browser fetches once and keeps, so the page's own bytes fit in a new connection's first round
 * trip (docs/decisions/110). The others are small and belong to one page each: inline, nothing
 * but the page on the network before it paints (docs/decisions/020).
 */
function inlineScript(file: string, content: Buffer): boolean | undefined {
  if (!file.endsWith(".js")) return undefined;
  // Astro names a page script after the component that holds it: the shell's is SitePage's.
  if (path.basename(file).startsWith("SitePage.astro_")) return false;
  return content.length < INLINE_SCRIPT_BYTES;
}

/**
 * Each page script gets its own copy of every module it imports, instead of sharing them in a
 * chunk with the other scripts: with no import left, Astro writes it into the page.
 */
function ownModuleGraph(entries: string[]): Plugin {
  // `?own=shell.ts`: the copy of a module that belongs to the graph of that entry.
  const ownerOf = (id: string) =>
    id.match(/\?own=([\w.-]+)$/)?.[1] ??
    entries
      .find((entry) => id.endsWith(entry))
      ?.split("/")
      .pop();
  return {
    name: "own-module-graph",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const owner = importer && ownerOf(importer);
      if (!importer || !owner) return null;
      const plainImporter = importer.replace(/\?own=[\w.-]+$/, "");
      const resolved = await this.resolve(source, plainImporter, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes("/node_modules/")) return resolved;
      return { ...resolved, id: `${resolved.id}?own=${owner}` };
    },
  };
}

/** Every file under `dir` whose name ends with `extension`. */
async function filesUnder(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Astro's island element defined by a script file (`app/scripts/islands.ts`, minified). */
const DEFINES_ISLAND = /customElements\.define\(["'`]astro-island["'`]/;

/**
 * Astro writes its island runtime and the `client:visible` directive inline into every page that
 * holds an island, and has no setting to do otherwise. A page whose own script file already
 * carries both (`app/scripts/shell-with-islands.ts`) does not need those copies: they are taken
 * out after the build, so the page sends them once, in a file the browser keeps (docs/decisions/110).
 */
function islandRuntimeFromFile(): AstroIntegration {
  const inlineCopies = [islandRuntime, visibleDirective].map((code) => `<script>${code}</script>`);
  return {
    name: "island-runtime-from-file",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let pages = 0;
        for (const file of await filesUnder(root, ".html")) {
          const html = await readFile(file, "utf8");
          if (!html.includes(inlineCopies[0]!)) continue;
          const sources = [...html.matchAll(/<script type="module" src="(\/assets\/[^"]+\.js)"/g)];
          const scripts = await Promise.all(sources.map(([, src]) => readFile(path.join(root, src!), "utf8")));
          if (!scripts.some((code) => DEFINES_ISLAND.test(code))) continue;
          await writeFile(
            file,
            inlineCopies.reduce((page, copy) => page.replace(copy, ""), html),
          );
          pages += 1;
        }
        logger.info(`island runtime loaded from the page's script file on ${pages} pages`);
      },
    },
  };
}

/**
 * The site: static HTML for every page in both languages, React components rendered at build
 * time, and only the forms and the inbox hydrated (docs/decisions/018). The Fastify server
 * serves `build/client` from memory (server/site/plugin.ts).
 */
export default defineConfig({
  srcDir: "./app",
  outDir: "./build/client",
  output: "static",
  // `/en/` for a language's home, `/en/consulting` for the others: the server redirects the
  // other spelling (308), so canonical, hreflang, sitemap and links all use these.
  trailingSlash: "ignore",
  build: {
    format: "directory",
    // Content-hashed names under /assets/, which the server caches for a year.
    assets: "assets",
    // The stylesheet in each page: the first paint needs no second round trip.
    inlineStylesheets: "always",
  },
  integrations: [react(), islandRuntimeFromFile()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), ownModuleGraph(PAGE_SCRIPTS)],
    build: {
      // Scripts only (`undefined` leaves every other asset to the default).
      assetsInlineLimit: inlineScript,
    },
    // The build-time settings of the README (VITE_SITE_URL, VITE_FORM_ENDPOINT, …).
    envPrefix: ["VITE_"],
    resolve: {
      alias: {
        "~": fileURLToPath(new URL("./app", import.meta.url)),
        "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
      },
    },
  },
});
