import { useEffect, useState } from "react";
import { adminApi, AdminApiError } from "~/admin/api";
import { Dashboard } from "~/admin/dashboard/dashboard";
import { Inbox } from "~/admin/inbox";
import { readInboxUrl } from "~/admin/inbox-url";
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
import { WEBHOOKS_COPY } from "~/admin/webhooks/copy";
import { EndpointsPage } from "~/admin/webhooks/endpoints-page";
import { PRIVACY_COPY } from "~/admin/privacy/copy";
import { PrivacyRequests } from "~/admin/privacy/privacy-requests";
import { NEWSLETTER_COPY } from "~/admin/newsletter/copy";
import { NewsletterPage } from "~/admin/newsletter/newsletter-page";
import { PASSKEYS_COPY } from "~/admin/team/copy";
import { Invitation, takeInvitationToken } from "~/admin/team/invitation";
import { PasskeySetup } from "~/admin/team/passkey-setup";

/** "first-passkey": signed in with ADMIN_PASSWORD, and the team has no passkey yet. */
type Session = "checking" | "signed-out" | "signed-in" | "first-passkey" | "disabled";

/**
 * The console's pages, by the address's fragment: `/admin` is the leads, `/admin#dashboard` the
 * dashboard, `/admin#spam` the spam folder, `/admin#webhooks` the webhook endpoints,
 * `/admin#privacy` the visitors' requests for their own data, `/admin#newsletter` the letters.
 */
const PAGES = ["leads", "dashboard", "spam", "webhooks", "privacy", "newsletter"] as const;
type Page = (typeof PAGES)[number];
const pageOf = (hash: string): Page => PAGES.find((page) => page !== "leads" && hash === `#${page}`) ?? "leads";

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
  const [page, setPage] = useState<Page>(() => pageOf(window.location.hash));
  const [invitation, setInvitation] = useState(() => takeInvitationToken(window.location, window.history));

  useEffect(() => {
    const follow = () => setPage(pageOf(window.location.hash));
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);

  const checkSession = () =>
    adminApi.session().then(
      ({ person }) => setSession(person.mustRegisterPasskey ? "first-passkey" : "signed-in"),
      (error: unknown) =>
        setSession(error instanceof AdminApiError && error.code === "ADMIN_DISABLED" ? "disabled" : "signed-out"),
    );
  useEffect(() => void checkSession(), []);

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
          {invitation !== null ? (
            <Invitation
              copy={PASSKEYS_COPY[language]}
              token={invitation}
              onDone={() => {
                setInvitation(null);
                setSession("checking");
                void checkSession();
              }}
            />
          ) : session === "first-passkey" ? (
            <PasskeySetup
              copy={PASSKEYS_COPY[language]}
              title={PASSKEYS_COPY[language].firstPasskey.title}
              intro={PASSKEYS_COPY[language].firstPasskey.intro}
              onDone={() => setSession("signed-in")}
            />
          ) : session === "signed-in" ? (
            <>
              <nav aria-label={copy.nav.label} className="mb-6 flex flex-wrap gap-x-2 border-b border-line">
                {PAGES.map((option) => (
                  <a
                    key={option}
                    href={option === "leads" ? "/admin" : `/admin#${option}`}
                    aria-current={option === page ? "page" : undefined}
                    className={cn(
                      "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold",
                      option === page ? "border-accent text-ink" : "border-transparent text-muted hover:text-ink",
                    )}
                  >
                    {copy.nav[option]}
                  </a>
                ))}
              </nav>
              {page === "dashboard" ? (
                <Dashboard
                  copy={copy}
                  readersCopy={NEWSLETTER_COPY[language].readers}
                  locale={LANGUAGE_TAGS[language]}
                />
              ) : page === "spam" ? (
                <SpamFolder language={language} />
              ) : page === "webhooks" ? (
                <EndpointsPage copy={WEBHOOKS_COPY[language]} locale={LANGUAGE_TAGS[language]} />
              ) : page === "privacy" ? (
                <PrivacyRequests copy={PRIVACY_COPY[language]} locale={LANGUAGE_TAGS[language]} />
              ) : page === "newsletter" ? (
                <NewsletterPage copy={NEWSLETTER_COPY[language]} />
              ) : (
                <Inbox
                  copy={copy}
                  language={language}
                  onSignedOut={() => setSession("signed-out")}
                  initialFilter={readInboxUrl(window.location.search).filter}
                />
              )}
            </>
          ) : session === "signed-out" ? (
            <SignIn
              copy={copy.signIn}
              passkeysCopy={PASSKEYS_COPY[language].signIn}
              onSignedIn={() => void checkSession()}
            />
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
