import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { detectInitialLanguage } from "./detection";
import { coerceLanguage, FALLBACK_LANGUAGE, type Language } from "./languages";
import { languageFromPath, switchLanguagePath } from "./paths";
import { browserStorage, saveLanguage } from "./storage";

export interface LanguageContextValue {
  /** The page's language: the path's when it names one, otherwise the visitor's. */
  language: Language;
  /**
   * False until the language is known. Pre-rendered pages know it from their path; `/` and
   * un-prefixed paths learn it in the browser, and render nothing until then.
   */
  resolved: boolean;
  /** Switches language in place: same page, query and hash, history entry replaced. */
  setLanguage: (language: string) => void;
  /**
   * Changes the visitor's language without touching the URL, for pages that live outside the
   * language prefix (the lead inbox).
   */
  preferLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const pathLanguage = languageFromPath(location.pathname);
  // The visitor's language outside of any path: detected once in the browser, then following
  // every language the path names, so that `/education` after `/pt/` stays Portuguese.
  const [visitorLanguage, setVisitorLanguage] = useState<Language | undefined>(pathLanguage);
  if (pathLanguage && pathLanguage !== visitorLanguage) setVisitorLanguage(pathLanguage);

  useEffect(() => {
    if (pathLanguage) saveLanguage(browserStorage(), pathLanguage);
  }, [pathLanguage]);

  useEffect(() => {
    if (pathLanguage || visitorLanguage) return;
    // The host, storage and browser language exist only in the browser, after hydration: the
    // pre-rendered `/` must render unresolved, so this cannot happen during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisitorLanguage(
      detectInitialLanguage({
        hostname: window.location.hostname,
        storage: browserStorage(),
        browserLanguage: navigator.language,
      }),
    );
  }, [pathLanguage, visitorLanguage]);

  const language = pathLanguage ?? visitorLanguage;

  const setLanguage = useCallback(
    (requested: string) => {
      const next = coerceLanguage(requested);
      saveLanguage(browserStorage(), next);
      setVisitorLanguage(next);
      void navigate(switchLanguagePath(location, next), { replace: true, preventScrollReset: true });
    },
    [location, navigate],
  );

  const preferLanguage = useCallback((next: Language) => {
    saveLanguage(browserStorage(), next);
    setVisitorLanguage(next);
  }, []);

  const value = useMemo<LanguageContextValue>(
    () => ({ language: language ?? FALLBACK_LANGUAGE, resolved: language !== undefined, setLanguage, preferLanguage }),
    [language, setLanguage, preferLanguage],
  );

  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageContextValue {
  const value = use(LanguageContext);
  if (!value) throw new Error("useLanguage() must be used inside <LanguageProvider>.");
  return value;
}

/** The copy of the current language from a catalog that has one entry per language. */
export function useCopy<T>(catalog: Record<Language, T>): T {
  return catalog[useLanguage().language];
}
