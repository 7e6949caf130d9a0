import type { APIRoute } from "astro";
import { identity } from "@shared/identity";

/**
 * `/robots.txt`, written at build. The lead inbox is not named here (that would advertise it);
 * it keeps itself out of indexes with `noindex` instead.
 */
export const GET: APIRoute = () => {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${identity.siteUrl}/sitemap.xml`, ""];
  return new Response(body.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
