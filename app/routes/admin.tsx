import { useEffect, useState } from "react";
import type { Route } from "./+types/admin";
import { adminApi, AdminApiError } from "~/admin/api";
import { Inbox } from "~/admin/inbox";
import { SignIn } from "~/admin/sign-in";
import { Logo } from "~/components/layout/logo";
import { admin as en } from "~/content/en/admin";
import { admin as pt } from "~/content/pt/admin";
import { useCopy, useLanguage } from "~/i18n/language-provider";
import { LANGUAGE_TAGS, LANGUAGES, NATIVE_NAMES } from "~/i18n/languages";
import { cn } from "~/lib/cn";
import { robotsNoIndex } from "~/seo/meta";

export const meta: Route.MetaFunction = () => [{ title: en.metaTitle }, robotsNoIndex];

type Session = "checking" | "signed-out" | "signed-in" | "disabled";

/**
 * The lead inbox. Never pre-rendered: it is served as the SPA shell, asks the API whether the
 * owner is signed in, and only then shows anything.
 */
export default function Admin() {
  const copy = useCopy({ en, pt });
  const { language, preferLanguage } = useLanguage();
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
  }, [copy.metaTitle]);

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
      <main id="main" className="container-page py-10">
        {session === "signed-in" ? (
          <Inbox copy={copy} locale={LANGUAGE_TAGS[language]} onSignedOut={() => setSession("signed-out")} />
        ) : session === "signed-out" ? (
          <SignIn copy={copy.signIn} onSignedIn={() => setSession("signed-in")} />
        ) : session === "disabled" ? (
          <p role="alert" className="mx-auto mt-16 max-w-lg rounded-2xl bg-surface p-8 text-center">
            {copy.signIn.ADMIN_DISABLED}
          </p>
        ) : null}
      </main>
    </div>
  );
}
