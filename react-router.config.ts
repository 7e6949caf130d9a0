import type { Config } from "@react-router/dev/config";
import { localizedPaths } from "./app/routes.paths";

export default {
  ssr: false,
  // Every page in every language is pre-rendered so its text and metadata are in the first
  // response; anything else falls back to the SPA shell (build/client/__spa-fallback.html).
  prerender: ["/", ...localizedPaths(), "/sitemap.xml", "/robots.txt"],
} satisfies Config;
