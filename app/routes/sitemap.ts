import { LANGUAGE_TAGS, LANGUAGES } from "~/i18n/languages";
import { PAGES } from "~/routes.paths";
import { absoluteUrl } from "~/seo/meta";

/** `/sitemap.xml`, pre-rendered at build from the page list: every page in every language. */
export function loader() {
  const urls = LANGUAGES.flatMap((language) =>
    PAGES.map((page) => {
      const alternates = [
        ...LANGUAGES.map((other) => [LANGUAGE_TAGS[other], absoluteUrl(page, other)] as const),
        ["x-default", absoluteUrl(page, "en")] as const,
      ]
        .map(([tag, href]) => `    <xhtml:link rel="alternate" hreflang="${tag}" href="${href}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${absoluteUrl(page, language)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
