import { useEffect, useState } from "react";
import { adminApi, AdminApiError } from "~/admin/api";
import { Inbox } from "~/admin/inbox";
import { SignIn } from "~/admin/sign-in";
import { SpamFolder } from "~/admin/spam/spam-folder";
import { IslandBoundary } from "~/components/errors/fallback-error";
import { Logo } from "~/components/layout/logo";
import type { ShellCopy } from "~/content/en/shell";
// The inbox switches language in place, so it is the one island that carries both catalogs
// (its own, small one; never the site's pages). eslint.config.js allows exactly these two.
import { admin as en } from "~/content/en/admin";
import { admin as pt } from "~/content/pt/admin";
import { detectInitialLanguage } from "~/i18n/detection";
import { LANGUAGE_TAGS, LANGUAGES, NATIVE_NAMES, type Language } from "@shared/languages";
import { browserStorage, saveLanguage } from "~/i18n/storage";
import { cn } from "~/lib/cn";

type Session = "checking" | "signed-out" | "signed-in" | "disabled";

/**
 * The lead inbox, rendered only in the browser (`client:only`): it asks the API whether the
 * owner is signed in, and only then shows anything.
 */
export function InboxApp({ errorCopy }: { errorCopy: Record<Language, ShellCopy["fallbackError"]> }) {
  const [language, setLanguage] = useState<Language>(() =>
    detectInitialLanguage({
      hostname: window.location.hostname,
      storage: browserStorage(),
      browserLanguage: navigator.language,
    }),
  );
  const copy = { en, pt }[language];
  const [session, setSession] = useState<Session>("checking");

  useEffect(() => {
    adminApi.session().then(
      () => setSession("signed-in"),
      (error: unknown) =>
        setSession(error instanceof AdminApiError && error.code === "ADMIN_DISABLED" ? "disabled" : "signed-out"),
    );
  }, []);

  useEffect(() => {
    document.title = copy.metaTitle;
    document.documentElement.lang = LANGUAGE_TAGS[language];
  }, [copy.metaTitle, language]);

  const preferLanguage = (next: Language) => {
    saveLanguage(browserStorage(), next);
    setLanguage(next);
  };

  return (
    <div className="min-h-screen bg-wash">
      <header className="bg-night text-on-night">
        <div className="container-page flex h-(--header-height) items-center justify-between gap-4">
          <Logo />
          <div role="group" aria-label={copy.language} className="flex gap-1">
            {LANGUAGES.map((option) => (
              <button
                key={option}
                type="button"
                lang={LANGUAGE_TAGS[option]}
                aria-pressed={option === language}
                onClick={() => preferLanguage(option)}
                className={cn(
                  "min-h-11 rounded-full px-3 text-sm",
                  option === language ? "bg-white/15 font-semibold text-white" : "text-on-night-muted hover:text-white",
                )}
              >
                {NATIVE_NAMES[option]}
              </button>
            ))}
          </div>
        </div>
      </header>
      <main id="main" className="container-page py-10" data-ready>
        <IslandBoundary copy={errorCopy[language]}>
          {session === "signed-in" ? (
            <>
              <Inbox copy={copy} locale={LANGUAGE_TAGS[language]} onSignedOut={() => setSession("signed-out")} />
              <SpamFolder language={language} />
            </>
          ) : session === "signed-out" ? (
            <SignIn copy={copy.signIn} onSignedIn={() => setSession("signed-in")} />
          ) : session === "disabled" ? (
            <p role="alert" className="mx-auto mt-16 max-w-lg rounded-2xl bg-surface p-8 text-center">
              {copy.signIn.ADMIN_DISABLED}
            </p>
          ) : null}
        </IslandBoundary>
      </main>
    </div>
  );
}
