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

export default defineConfig({
  plugins: [reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  define: {
    // The copyright year in pre-rendered HTML; the browser corrects it after hydration.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
