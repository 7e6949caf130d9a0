import { lazy, Suspense, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { FallbackError } from "./components/errors/fallback-error";
import { LanguageProvider, useLanguage } from "./i18n/language-provider";
import { LANGUAGE_TAGS } from "./i18n/languages";
import "./app.css";
import favicon from "../public/favicon.svg?inline";

// Only a route that throws a 404 shows it, which no page does today: not worth every first load.
const PageNotFound = lazy(() =>
  import("./components/errors/page-not-found").then(({ PageNotFound }) => ({ default: PageNotFound })),
);

// Inlined (Vite makes it a data: URL): a favicon file is fetched while the first paint is still
// pending, and on a slow network that request competes with the page. docs/decisions/011.
export const links: Route.LinksFunction = () => [{ rel: "icon", href: favicon, type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <LanguageProvider>
      <Document>{children}</Document>
    </LanguageProvider>
  );
}

function Document({ children }: { children: React.ReactNode }) {
  const { language } = useLanguage();
  const { pathname } = useLocation();

  useEffect(() => {
    // The SPA fallback page is rendered without a language; the attribute must follow anyway.
    document.documentElement.lang = LANGUAGE_TAGS[language];
  }, [language]);

  return (
    <html lang={LANGUAGE_TAGS[language]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1020" />
        <Meta />
        <Links />
        {pathname === "/" ? (
          <noscript>
            <meta httpEquiv="refresh" content="0; url=/en/" />
          </noscript>
        ) : null}
      </head>
      <body>
        {children}
        {pathname === "/" ? <NoScriptRedirect /> : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * `/` picks a language in the browser. Without JavaScript it cannot, so English it is: a
 * refresh for browsers and a link for everyone else.
 */
function NoScriptRedirect() {
  return (
    <noscript>
      <p>
        <a href="/en/">Continue to the English site</a> · <a href="/pt/">Continuar no site em português</a>
      </p>
    </noscript>
  );
}

export default function App() {
  useEffect(() => {
    // Marks the moment the route tree is on screen and interactive, for tests and for styles that
    // need JavaScript. Here rather than in the document: on the SPA shell the document hydrates
    // first with HydrateFallback, and the page arrives a moment later.
    document.documentElement.dataset.hydrated = "true";
    // The end of the first load, for `npm run bench`: what the page fetches after it is lazy.
    performance.mark("app-hydrated");
  }, []);
  return <Outlet />;
}

/** The shell served for paths that are not pre-rendered, until the app knows where it is. */
export function HydrateFallback() {
  return (
    <noscript>
      <p>
        <a href="/en/">Go to the English site</a> · <a href="/pt/">Ir para o site em português</a>
      </p>
    </noscript>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense>
        <PageNotFound />
      </Suspense>
    );
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ""}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <FallbackError detail={detail} stack={import.meta.env.DEV && error instanceof Error ? error.stack : undefined} />
  );
}
