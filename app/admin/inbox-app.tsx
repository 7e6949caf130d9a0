import { useCallback, useEffect, useState } from "react";
import { adminApi, AdminApiError } from "~/admin/api";
import { BoardPage } from "~/admin/board/board-page";
import { PIPELINE_COPY } from "~/admin/board/copy";
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
import { browserStorage, readSavedLanguage, saveLanguage } from "~/i18n/storage";
import { cn } from "~/lib/cn";
import { WEBHOOKS_COPY } from "~/admin/webhooks/copy";
import { EndpointsPage } from "~/admin/webhooks/endpoints-page";
import { PRIVACY_COPY } from "~/admin/privacy/copy";
import { PrivacyRequests } from "~/admin/privacy/privacy-requests";
import { NEWSLETTER_COPY } from "~/admin/newsletter/copy";
import { NewsletterPage } from "~/admin/newsletter/newsletter-page";
import { PASSKEYS_COPY } from "~/admin/team/copy";
import { Invitation, takeInvitationToken } from "~/admin/team/invitation";
import { FirstPasskeyNotice } from "~/admin/team/first-passkey-notice";
import { PasskeySetup } from "~/admin/team/passkey-setup";
import { PersonProvider } from "~/admin/team/can";
import { TEAM_COPY } from "~/admin/team/copy";
import { ActivityPage } from "~/admin/team/activity-page";
import { DevicesPage } from "~/admin/team/devices-page";
import { PersonBadge, PersonLine } from "~/admin/team/person-badge";
import { TeamPage } from "~/admin/team/team-page";
import { can, type RouteKey } from "@shared/route-roles";
import type { PersonReply } from "@shared/team";

type Session = "checking" | "signed-out" | PersonReply | "disabled";

/**
 * The console's pages, by the address's fragment: `/admin` is the leads, `/admin#board` the leads
 * by stage (issue 51), `/admin#dashboard` the
 * dashboard, `/admin#spam` the spam folder, `/admin#webhooks` the webhook endpoints,
 * `/admin#privacy` the visitors' requests for their own data, `/admin#newsletter` the letters,
 * `/admin#team` the team, `/admin#devices` the person's devices and account, `/admin#activity` who
 * did what.
 */
const PAGES = [
  "leads",
  "board",
  "dashboard",
  "spam",
  "webhooks",
  "privacy",
  "newsletter",
  "team",
  "devices",
  "activity",
] as const;
type Page = (typeof PAGES)[number];
/** The route each page reads first: a person sees a page in the menu only if their role may read it. */
const PAGE_ROUTES = {
  leads: "GET /api/admin/leads",
  board: "GET /api/admin/leads/board",
  dashboard: "GET /api/admin/dashboard",
  spam: "GET /api/admin/spam/week",
  webhooks: "GET /api/admin/webhooks/endpoints",
  privacy: "GET /api/admin/privacy/requests",
  newsletter: "GET /api/admin/newsletter/letters",
  team: "GET /api/admin/team",
  devices: "GET /api/admin/me/devices",
  activity: "GET /api/admin/activity",
} as const satisfies Record<Page, RouteKey>;
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
  const teamCopy = TEAM_COPY[language];
  const [session, setSession] = useState<Session>("checking");
  const [page, setPage] = useState<Page>(() => pageOf(window.location.hash));
  const [invitation, setInvitation] = useState(() => takeInvitationToken(window.location, window.history));
  // The first owner's passkey, asked for above the console and registered when they choose to.
  const [registering, setRegistering] = useState(false);

  useEffect(() => {
    const follow = () => setPage(pageOf(window.location.hash));
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);

  const showLanguage = (next: Language) => {
    saveLanguage(browserStorage(), next);
    setLanguage(next);
  };

  // Signed in, the console speaks the person's language (My account), unless they chose another
  // in this browser: a choice made here stays here, and the person's own, for their e-mails, is
  // changed on My account.
  const loadSession = useCallback(
    () =>
      adminApi.session().then(
        (reply) => {
          setSession(reply.person);
          setLanguage(readSavedLanguage(browserStorage()) ?? reply.person.language);
        },
        (error: unknown) =>
          setSession(error instanceof AdminApiError && error.code === "ADMIN_DISABLED" ? "disabled" : "signed-out"),
      ),
    [],
  );
  useEffect(() => {
    void loadSession();
  }, [loadSession]);
  const person = typeof session === "object" ? session : null;

  useEffect(() => {
    document.title = copy.metaTitle;
    document.documentElement.lang = LANGUAGE_TAGS[language];
  }, [copy.metaTitle, language]);

  const preferLanguage = (next: Language) => showLanguage(next);

  return (
    <div className="min-h-screen bg-wash">
      <header className="bg-night text-on-night">
        <div className="container-page flex h-(--header-height) items-center justify-between gap-4">
          <Logo />
          {person === null ? null : (
            <div className="hidden min-w-0 flex-1 sm:block">
              <PersonBadge person={person} copy={teamCopy} />
            </div>
          )}
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
                void loadSession();
              }}
            />
          ) : person?.mustRegisterPasskey && registering ? (
            <PasskeySetup
              copy={PASSKEYS_COPY[language]}
              title={PASSKEYS_COPY[language].firstPasskey.title}
              intro={PASSKEYS_COPY[language].firstPasskey.intro}
              onDone={() => {
                setRegistering(false);
                void loadSession();
              }}
            />
          ) : person !== null ? (
            <PersonProvider value={person}>
              <PersonLine person={person} copy={teamCopy} />
              {person.mustRegisterPasskey ? (
                <FirstPasskeyNotice copy={PASSKEYS_COPY[language]} onRegister={() => setRegistering(true)} />
              ) : null}
              <nav aria-label={copy.nav.label} className="mb-6 flex flex-wrap gap-x-2 border-b border-line">
                {PAGES.filter((option) => can(person.role, PAGE_ROUTES[option])).map((option) => (
                  <a
                    key={option}
                    href={option === "leads" ? "/admin" : `/admin#${option}`}
                    aria-current={option === page ? "page" : undefined}
                    className={cn(
                      "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold",
                      option === page ? "border-accent text-ink" : "border-transparent text-muted hover:text-ink",
                    )}
                  >
                    {option === "team" || option === "devices" || option === "activity"
                      ? teamCopy.nav[option]
                      : option === "board"
                        ? PIPELINE_COPY[language].nav
                        : copy.nav[option]}
                  </a>
                ))}
              </nav>
              {!can(person.role, PAGE_ROUTES[page]) ? (
                <p role="alert" className="rounded-2xl bg-surface p-6">
                  {teamCopy.refused(teamCopy.roles[person.role])}
                </p>
              ) : page === "board" ? (
                <BoardPage copy={PIPELINE_COPY[language]} adminCopy={copy} language={language} />
              ) : page === "dashboard" ? (
                <Dashboard
                  copy={copy}
                  readersCopy={NEWSLETTER_COPY[language].readers}
                  pipelineCopy={PIPELINE_COPY[language]}
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
              ) : page === "team" ? (
                <TeamPage copy={teamCopy} person={person} />
              ) : page === "devices" ? (
                <DevicesPage
                  copy={teamCopy}
                  locale={LANGUAGE_TAGS[language]}
                  timeZone={person.timeZone}
                  person={person}
                  onPersonChanged={(changed) => {
                    setSession(changed);
                    showLanguage(changed.language);
                  }}
                />
              ) : page === "activity" ? (
                <ActivityPage
                  copy={teamCopy}
                  stages={copy.stages}
                  locale={LANGUAGE_TAGS[language]}
                  timeZone={person.timeZone}
                />
              ) : (
                <Inbox
                  copy={copy}
                  language={language}
                  onSignedOut={() => setSession("signed-out")}
                  initialFilter={readInboxUrl(window.location.search).filter}
                />
              )}
            </PersonProvider>
          ) : session === "signed-out" ? (
            <SignIn
              copy={copy.signIn}
              passkeysCopy={PASSKEYS_COPY[language].signIn}
              onSignedIn={() => void loadSession()}
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
