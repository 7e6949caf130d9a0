import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * The pages' own scripts: the choice of a language at `/`, the shell of every page, the home
 * page's particles. Each is small, so each is written into its page rather than fetched: nothing
 * but the page itself is on the network before it paints (docs/decisions/020).
 */
const PAGE_SCRIPTS = ["resolve-language.ts", "shell.ts", "particle-field.ts"].map((name) => `/app/scripts/${name}`);

/** Astro inlines a page script that imports nothing and is under this size. */
const INLINE_SCRIPT_BYTES = 8 * 1024;

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
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), ownModuleGraph(PAGE_SCRIPTS)],
    build: {
      // Scripts only (`undefined` leaves every other asset to the default).
      assetsInlineLimit: (file: string, content: Buffer) =>
        file.endsWith(".js") ? content.length < INLINE_SCRIPT_BYTES : undefined,
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
