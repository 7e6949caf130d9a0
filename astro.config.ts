import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";

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
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The few small modules the shell script and the language choice of `/` share: one
            // request after the page's own script, not one per module.
            groups: [{ name: "i18n", test: /[\\/]app[\\/](i18n|components[\\/]layout[\\/]ids)[\\/.]/ }],
          },
        },
      },
    },
    // The build-time settings of the README (VITE_SITE_URL, VITE_FORM_ENDPOINT, …).
    envPrefix: ["VITE_"],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  },
});
