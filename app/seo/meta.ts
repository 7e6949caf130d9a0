import { identity } from "@shared/identity";
import { UNPREFIXED_PAGES } from "@shared/pages";
import { LANGUAGE_TAGS, LANGUAGES, OG_LOCALES, type Language } from "@shared/languages";
import { localizePath } from "@shared/paths";

/** The absolute URL of a page in a language: `/consulting`, pt → `https://…/pt/consulting`. */
export function absoluteUrl(path: string, language: Language): string {
  return identity.siteUrl + localizePath(path, language);
}

/**
 * Where `hreflang="x-default"` points: the page that chooses a language for the visitor (`/`,
 * `/consulting`, `/education`), or the English page where no such page exists.
 */
export function xDefaultUrl(path: string): string {
  return (UNPREFIXED_PAGES as readonly string[]).includes(path) ? identity.siteUrl + path : absoluteUrl(path, "en");
}

/** Every alternate of a page: one per language, then `x-default`. */
export function alternates(path: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: LANGUAGE_TAGS[language], href: absoluteUrl(path, language) })),
    { hreflang: "x-default", href: xDefaultUrl(path) },
  ];
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  /** `<meta property=…>` (Open Graph) and `<meta name=…>` (Twitter) cards. */
  properties: { property: string; content: string }[];
  names: { name: string; content: string }[];
  jsonLd: Record<string, unknown>;
}

/**
 * Everything search engines and link previews read, for one page in one language: title,
 * description, canonical URL, alternates in every language, Open Graph, Twitter and JSON-LD.
 * The layout (`app/layouts/Layout.astro`) writes it into the head.
 */
export function pageHead(input: { language: Language; path: string; title: string; description: string }): PageHead {
  const { language, path, description } = input;
  const url = absoluteUrl(path, language);
  const image = `${identity.siteUrl}/og-image.png`;
  const title = path === "/" ? input.title : `${input.title} · ${identity.companyName}`;
  return {
    title,
    description,
    canonical: url,
    alternates: alternates(path),
    properties: [
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: identity.companyName },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:locale", content: OG_LOCALES[language] },
      ...LANGUAGES.filter((other) => other !== language).map((other) => ({
        property: "og:locale:alternate",
        content: OG_LOCALES[other],
      })),
    ],
    names: [
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
      { name: "twitter:image", content: image },
    ],
    jsonLd: { "@context": "https://schema.org", "@graph": [organization()] },
  };
}

function organization(): Record<string, unknown> {
  return {
    "@type": "Organization",
    "@id": `${identity.siteUrl}/#organization`,
    name: identity.companyName,
    url: identity.siteUrl,
    email: identity.contactEmail,
    logo: `${identity.siteUrl}/favicon.svg`,
    sameAs: [identity.linkedInUrl],
  };
}
