import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // `/` resolves the visitor's language, then replaces itself with `/{lang}/`.
  index("routes/language-redirect.tsx", { id: "root-redirect" }),
  // The page paths are also reachable without a language; they gain the current one.
  route("consulting", "routes/language-redirect.tsx", { id: "consulting-redirect" }),
  route("education", "routes/language-redirect.tsx", { id: "education-redirect" }),
  // The lead inbox: served as the SPA shell, never pre-rendered, never in the sitemap.
  route("admin", "routes/admin.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route(":lang", "routes/language-layout.tsx", [
    index("routes/home.tsx"),
    route("consulting", "routes/consulting.tsx"),
    route("education", "routes/education.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("thanks", "routes/thanks.tsx"),
    // `:lang` also matches `/fr` or `/foo`: the layout sends those to a real language first.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
