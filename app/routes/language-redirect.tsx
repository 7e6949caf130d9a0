import { Navigate, useLocation } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { canonicalRedirect } from "~/i18n/paths";

/**
 * `/`, `/consulting` and `/education`: paths without a language. Nothing is shown until the
 * visitor's language is known (SPEC section 2); then the path gains it, replacing the entry.
 */
export default function LanguageRedirect() {
  const location = useLocation();
  const { language, resolved } = useLanguage();
  if (!resolved) return null;
  return <Navigate to={canonicalRedirect(location, language) ?? `/${language}/`} replace />;
}
