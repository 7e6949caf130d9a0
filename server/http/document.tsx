import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { identity } from "../../shared/identity.js";
import { LANGUAGE_TAGS, LANGUAGES, type Language } from "../../shared/languages.js";
import { localizePath } from "../../shared/paths.js";
import { framePage } from "./page-frame.js";

export interface DocumentProps {
  language: Language;
  /** The page's heading, and its `<title>` before the company's name. */
  title: string;
  /** The same page in each language (a booking link keeps its token), for the language switch. */
  alternates?: Partial<Record<Language, string>> | undefined;
  children: ReactNode;
}

/**
 * A page the server renders: its title as the one heading, then its own content. Such pages
 * answer one visitor's request (a form sent without JavaScript, a booking link), so search
 * engines are asked to leave them out. `renderDocument` puts the title and the content in the
 * site's frame (header, footer, language switch, stylesheet: server/http/page-frame.ts); this
 * bare document is what is left without a build.
 */
export function Document({ language, title, alternates = {}, children }: DocumentProps) {
  return (
    <html lang={LANGUAGE_TAGS[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        {/* The site's icon: without one a browser asks for /favicon.ico, which is not there. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Every tab names the company, as the site's pages do. */}
        <title>{`${title} · ${identity.companyName}`}</title>
        {LANGUAGES.map((option) =>
          alternates[option] === undefined ? null : (
            <link key={option} rel="alternate" hrefLang={option} href={alternates[option]} />
          ),
        )}
      </head>
      <body>
        <header>
          <a href={localizePath("/", language)}>{identity.companyName}</a>
        </header>
        <main>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

// What Document writes, read back to put in the frame: React's own markup, in a fixed order.
const LANG = /^<html lang="([^"]+)">/;
const ALTERNATE = /<link rel="alternate" hrefLang="(\w+)" href="([^"]*)"\/>/g;
const CONTENT = /<main><h1>([^<]*)<\/h1>([\s\S]*)<\/main><\/body><\/html>$/;

/** A page as the bytes a reply carries, in the site's frame when there is one: React escapes every value it writes. */
export function renderDocument(page: ReactNode): string {
  const bare = renderToStaticMarkup(page);
  const language = LANGUAGES.find((option) => LANGUAGE_TAGS[option] === LANG.exec(bare)?.[1]);
  // The heading is the title without the company's name, which the frame adds to its own.
  const [, title, content] = CONTENT.exec(bare) ?? [];
  if (language === undefined || title === undefined || content === undefined) return `<!doctype html>${bare}`;
  const alternates = Object.fromEntries(
    [...bare.matchAll(ALTERNATE)].map(([, option, href]) => [option, unescapeAttribute(href!)]),
  );
  return framePage({ language, title, content, alternates }) ?? `<!doctype html>${bare}`;
}

/** An attribute's value as React escaped it, back to the URL it is (framePage escapes it again). */
function unescapeAttribute(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
