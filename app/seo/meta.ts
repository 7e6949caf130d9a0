import { identity } from "@shared/identity";
import { UNPREFIXED_PAGES } from "@shared/pages";
import { LANGUAGE_TAGS, LANGUAGES, OG_LOCALES, type Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import { copyFor } from "~/content/catalogs";
import type { PreviewText } from "~/previews/preview-card";

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

/**
 * Where a page's preview image is, below the site's root: `/og/en/home.png`,
 * `/og/pt/case-studies/x.png` (drawn at build by `app/pages/og/[lang]/[...image].ts`).
 */
export function previewPath(path: string, language: Language): string {
  return `/og/${language}${path === "/" ? "/home" : path}.png`;
}

/** What a case study's or an article's page adds to its head: an `Article` in the structured data. */
export interface ArticleFacts {
  published: Date;
  /** The last change in substance, when there was one since publication. */
  updated?: Date | undefined;
  /** A case study's sector, what it is about. */
  sector?: string | undefined;
  /** An article's topics, in the page's language. */
  keywords?: readonly string[] | undefined;
}

/** A feed a page names in its head, for readers that follow the site. */
export interface FeedLink {
  href: string;
  title: string;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  /** The language's feed (of case studies, or of articles on their pages), for readers that follow the site. */
  feed: FeedLink;
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
export function pageHead(input: {
  language: Language;
  path: string;
  title: string;
  description: string;
  /** The words the preview image shows, which its alt text repeats. */
  preview: PreviewText;
  article?: ArticleFacts | undefined;
  /** The feed the page names, when it is not the language's feed of case studies. */
  feed?: FeedLink | undefined;
}): PageHead {
  const { language, path, description, preview, article } = input;
  const url = absoluteUrl(path, language);
  const image = identity.siteUrl + previewPath(path, language);
  const imageAlt = [identity.companyName, preview.eyebrow, preview.title, preview.line].filter(Boolean).join(". ");
  const title = path === "/" ? input.title : `${input.title} · ${identity.companyName}`;
  return {
    title,
    description,
    canonical: url,
    alternates: alternates(path),
    feed: input.feed ?? { href: feedPath(language), title: copyFor("caseStudies", language).feed.title },
    properties: [
      { property: "og:type", content: article ? "article" : "website" },
      { property: "og:site_name", content: identity.companyName },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:alt", content: imageAlt },
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
      { name: "twitter:image:alt", content: imageAlt },
    ],
    jsonLd: {
      "@context": "https://schema.org",
      "@graph": article
        ? [organization(), articleJsonLd({ url, image, title: input.title, description, language, article })]
        : [organization()],
    },
  };
}

/** A language's feed of case studies (`app/pages/[lang]/feed.xml.ts`). */
export function feedPath(language: Language): string {
  return localizePath("/feed.xml", language);
}

/** A case study as a schema.org `Article`, written and published by the company. */
function articleJsonLd(input: {
  url: string;
  image: string;
  title: string;
  description: string;
  language: Language;
  article: ArticleFacts;
}): Record<string, unknown> {
  const { url, image, title, description, language, article } = input;
  const company = { "@type": "Organization", "@id": `${identity.siteUrl}/#organization`, name: identity.companyName };
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    "@type": "Article",
    "@id": `${url}#article`,
    headline: title,
    description,
    ...(article.sector ? { about: article.sector } : {}),
    ...(article.keywords?.length ? { keywords: article.keywords.join(", ") } : {}),
    image: [image],
    datePublished: day(article.published),
    dateModified: day(article.updated ?? article.published),
    inLanguage: LANGUAGE_TAGS[language],
    mainEntityOfPage: url,
    author: company,
    publisher: company,
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
