import type { KnipConfig } from "knip";

/**
 * `npm run knip`: files nothing imports, exports nothing uses, dependencies nothing needs.
 * The entries are what runs on its own: the server's main, the CLIs behind `npm run leads`,
 * `npm run stats`, `npm run digest` and `npm run backup`, the scripts (package.json runs them; bench-serve starts
 * bytes-server.mjs by path) and Astro's pages; Vitest's, Playwright's and ESLint's files are
 * found by knip's plugins.
 */
const config: KnipConfig = {
  entry: [
    "server/main.ts",
    "server/cli/*.ts",
    "server/leads/cli.ts",
    "server/analytics/cli.ts",
    "server/digest/cli.ts",
    "scripts/*.mjs",
    "scripts/lib/bytes-server.mjs",
    "app/**/*.astro",
  ],
  project: [
    "app/**/*.{ts,tsx,astro,css}",
    "server/**/*.{ts,tsx}",
    "shared/**/*.{ts,tsx}",
    "scripts/**/*.{mjs,ts}",
    "tests/**/*.{ts,tsx}",
    "e2e/**/*.ts",
  ],
  // A system tool, not a package: the ensure-* scripts install with apt-get.
  ignoreBinaries: ["apt-get"],
  // The previews' font is read as a file (app/previews/render.ts resolves it), never imported.
  ignoreDependencies: ["@fontsource/inter"],
  // A type or interface exported beside the code that uses it (a plugin's options, say) documents
  // the module's shape; a value exported and used only in its own file is still reported.
  ignoreExportsUsedInFile: { interface: true, type: true },
};

export default config;
