import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

/**
 * React Router's package exports always resolve to its development build (remix-run/react-router
 * #14102), which ships dev-only warnings and checks to every visitor. In the browser build we
 * point the two entry points at the production files the package also ships. Only in the
 * browser: the pre-render runs @react-router/node, which must share one router instance with
 * the app, so the server build keeps the package's own resolution.
 */
function reactRouterProductionBuild(): Plugin {
  const production = new URL("./node_modules/react-router/dist/production/", import.meta.url);
  const entries: Record<string, string> = {
    "react-router": fileURLToPath(new URL("index.mjs", production)),
    "react-router/dom": fileURLToPath(new URL("dom-export.mjs", production)),
  };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => entries[id],
  };
}

/**
 * The app code every page runs on its first load, bundled as one chunk: a score of small files
 * compresses worse and costs more requests than one. Everything else (page content, header,
 * forms, the inbox) stays in chunks fetched when needed; see docs/decisions/008-static-parts.md.
 * `scripts/page-weight.mjs` shows what a change here does to each page.
 */
const SHELL_MODULES = [
  "i18n/(?!localized-link)",
  "islands/(static-part|follow-link)",
  "lib/(after-load|cn|use-hydrated)",
  "seo/meta",
  "config/",
  "content/(en|pt)/(shell|meta)",
  "components/layout/(skip-link|current-year)",
  "components/ui/(button|status-screen)",
  "components/errors/fallback-error",
  "routes/language-layout",
];
const SHELL = new RegExp(`app[\\\\/](${SHELL_MODULES.join("|").replaceAll("/", "[\\\\/]")})`);

/**
 * The two big chunks every page runs as soon as it starts. V8 compiles a function the first time
 * it is called, on the main thread, so hydrating cost a compile per function, each time in the
 * middle of a task the visitor waits on. This comment (Chrome 136+, ignored elsewhere) has V8
 * compile the whole file up front, on a background thread while it streams in.
 * docs/decisions/013-compile-hints.md
 */
const RUN_ON_LOAD = new Set(["framework", "shell"]);
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

export default defineConfig({
  plugins: [reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: "shell", test: SHELL },
          ],
        },
        // After minification, which would drop the comment.
        postBanner: (chunk) => (RUN_ON_LOAD.has(chunk.name) ? COMPILE_HINT : ""),
      },
    },
  },
  define: {
    // The copyright year in pre-rendered HTML; the browser corrects it after hydration.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
