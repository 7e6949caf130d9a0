import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** The few small modules the page scripts share: one request after the page's own script. */
const SHARED_BY_PAGE_SCRIPTS = /[\\/]app[\\/](i18n|components[\\/]layout[\\/]ids)[\\/.]/;

/**
 * The script of `/` (app/scripts/resolve-language.ts) gets its own copy of every module it
 * imports, instead of sharing them in a chunk with the other pages' scripts. With no import
 * left, Astro writes it into the page itself: the language is chosen in the first response,
 * without waiting for another round trip (docs/decisions/018).
 */
function ownModuleGraph(entry: string): Plugin {
  const own = "?own";
  return {
    name: "own-module-graph",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!importer || !(importer.endsWith(entry) || importer.endsWith(own))) return null;
      const resolved = await this.resolve(source, importer.replace(own, ""), { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes("/node_modules/")) return resolved;
      return { ...resolved, id: resolved.id + own };
    },
  };
}

/**
 * The site: static HTML for every page in both languages, React components rendered at build
 * time, and only the forms and the inbox hydrated (docs/decisions/018). The Fastify server
 * serves `build/client` from memory (server/plugins/static.ts).
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
    plugins: [tailwindcss(), ownModuleGraph("/app/scripts/resolve-language.ts")],
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: "i18n", test: (id: string) => SHARED_BY_PAGE_SCRIPTS.test(id) && !id.endsWith("?own") }],
          },
        },
      },
    },
    // The build-time settings of the README (VITE_SITE_URL, VITE_FORM_ENDPOINT, …).
    envPrefix: ["VITE_"],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  },
});
