import type { MetaDescriptor } from "react-router";
import { identity } from "~/config/identity";
import { isLanguage, LANGUAGE_TAGS, LANGUAGES, OG_LOCALES, type Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";

export const robotsNoIndex: MetaDescriptor = { name: "robots", content: "noindex" };

/** The absolute URL of a page in a language: `/consulting`, pt → `https://…/pt/consulting`. */
export function absoluteUrl(path: string, language: Language): string {
  return identity.siteUrl + localizePath(path, language);
}

export interface PageMetaInput {
  /** The route's `:lang` param; anything but a language falls back to English. */
  lang: string | undefined;
  /** The page's path without a language: `/`, `/consulting`. */
  path: string;
  title: string;
  description: string;
  /** Structured data for the page, beside the Organization every page carries. */
  jsonLd?: Record<string, unknown>[];
}

/**
 * Everything search engines and link previews read, for one page in one language: title,
 * description, canonical URL, alternates in every language, Open Graph, Twitter and JSON-LD.
 */
export function pageMeta({ lang, path, title, description, jsonLd = [] }: PageMetaInput): MetaDescriptor[] {
  const language: Language = isLanguage(lang) ? lang : "en";
  const url = absoluteUrl(path, language);
  const image = `${identity.siteUrl}/og-image.png`;
  const fullTitle = path === "/" ? title : `${title} · ${identity.companyName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LANGUAGE_TAGS[alternate],
      href: absoluteUrl(path, alternate),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path, "en") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: identity.companyName },
    { property: "og:title", content: fullTitle },
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { "script:ld+json": { "@context": "https://schema.org", "@graph": [organization(), ...jsonLd] } },
  ];
}

export function organization(): Record<string, unknown> {
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
