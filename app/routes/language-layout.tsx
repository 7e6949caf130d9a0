import { useEffect } from "react";
import { Navigate, Outlet, useLocation, useParams } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { useLanguage } from "~/i18n/language-provider";
import { coerceLanguage, isLanguage, looksLikeLanguageTag } from "~/i18n/languages";
import { canonicalRedirect } from "~/i18n/paths";

/** Every page under `/{lang}`: the shell around it, once the first segment is a real language. */
export default function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();
  const { language, resolved } = useLanguage();
  const unsupported = !isLanguage(lang) && looksLikeLanguageTag(lang ?? "");

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
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
