import type { APIRoute } from "astro";
import { articles } from "~/articles/collection";
import { caseStudies } from "~/case-studies/collection";
import { LANGUAGES } from "@shared/languages";
import { PAGES } from "@shared/pages";
import { absoluteUrl, alternates } from "~/seo/meta";

/** `/sitemap.xml`, written at build from the page list, the case studies and the articles: every page in every language. */
export const GET: APIRoute = async () => {
  const pages = [
    ...PAGES,
    ...(await caseStudies()).map((study) => study.path),
    ...(await articles()).map((article) => article.path),
  ];
  const urls = LANGUAGES.flatMap((language) =>
    pages.map((page) => {
      const links = alternates(page)
        .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${absoluteUrl(page, language)}</loc>\n${links}\n  </url>`;
    }),
  );
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
