import { Fragment, useEffect } from "react";
import { Navigate, Outlet, useLocation, useParams } from "react-router";
import { useCurrentYear } from "~/components/layout/current-year";
import { SkipLink } from "~/components/layout/skip-link";
import { useLanguage } from "~/i18n/language-provider";
import { coerceLanguage, isLanguage, looksLikeLanguageTag } from "~/i18n/languages";
import { canonicalRedirect } from "~/i18n/paths";
import { deferredPart, staticPart } from "~/islands/static-part";

// The header is interactive but nothing on first paint needs its code; the footer is links.
const SiteHeader = deferredPart(() =>
  import("~/components/layout/site-header").then(({ SiteHeader }) => ({ default: SiteHeader })),
);
const SiteFooter = staticPart(() => import("~/components/layout/site-footer"));

/** Every page under `/{lang}`: the shell around it, once the first segment is a real language. */
export default function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();
  const { language, resolved } = useLanguage();
  const unsupported = !isLanguage(lang) && looksLikeLanguageTag(lang ?? "");
  useCurrentYear();

  useEffect(() => {
    // `/fr/education`: the language is coerced (with its warning), the page kept.
    if (unsupported) coerceLanguage(lang);
  }, [unsupported, lang]);

  if (!isLanguage(lang)) {
    if (!unsupported && !resolved) return null;
    return <Navigate to={canonicalRedirect(location, language) ?? "/en/"} replace />;
  }

  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {/* Another language is another page: mounted afresh, not re-rendered in place. */}
        <Fragment key={lang}>
          <Outlet />
        </Fragment>
      </main>
      {/* Its language links name the current page: a new page renders it afresh. */}
      <SiteFooter key={location.pathname} />
    </>
  );
}
