import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { identity } from "../../shared/identity.js";
import { LANGUAGE_TAGS, type Language } from "../../shared/languages.js";
import { localizePath } from "../../shared/paths.js";
import { LogoMark } from "../../shared/ui/logo-mark.js";
import { PAGE_STYLESHEET } from "./stylesheet.js";

export interface DocumentProps {
  language: Language;
  /** The page's heading, and its `<title>` before the company's name. */
  title: string;
  children: ReactNode;
}

/**
 * A page the server renders, whole: the site's mark linking home, the title as the one heading,
 * then the page's own content. Such pages answer one visitor's request (a form sent without
 * JavaScript, a booking link), so search engines are asked to leave them out.
 */
export function Document({ language, title, children }: DocumentProps) {
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
        <style>{PAGE_STYLESHEET}</style>
      </head>
      <body>
        <header className="masthead">
          <a href={localizePath("/", language)}>
            <LogoMark />
            {identity.companyName}
          </a>
        </header>
        <main>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** A page as the bytes a reply carries: React escapes every value it writes. */
export function renderDocument(page: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
