import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { copyFor } from "~/content/catalogs";
import { COLLECTOR_ORIGIN } from "~/forms/form-endpoint";
import { controlVariants } from "~/forms/form-controls";
import { identity } from "@shared/identity";
import type { Language } from "@shared/languages";
import { PRIVACY_PATHS, type PrivacyRequest } from "@shared/privacy";

const { officerName, officerEmail } = identity.dataProtection;

/** The form's field names: the contract's, so that a renamed field fails to compile here. */
const FIELDS = { email: "email", language: "language" } as const satisfies {
  [K in keyof PrivacyRequest]: K;
};

/**
 * The privacy notice's content, rendered at build time. Its request form is a plain post to our
 * collector, with no script: it works before, and without, any JavaScript.
 */
export function PrivacyContent({ language }: { language: Language }) {
  const copy = copyFor("privacy", language);
  return (
    <>
      {/* The title and the text share one column, so both start at the same left edge at every width. */}
      <div className="bg-night pt-(--header-height)">
        <div className="container-page py-16">
          <div className="max-w-3xl">
            <h1 className="text-title font-bold tracking-tight text-white">{copy.title}</h1>
            <p className="mt-3 text-sm text-on-night-muted">{copy.updated}</p>
          </div>
        </div>
      </div>
      <div className="bg-paper">
        <div className="container-page py-16">
          <article className="max-w-3xl">
            <p className="text-lg text-muted">{copy.intro}</p>

            <Section id="responsible" title={copy.responsible.title}>
              <p className="mt-3 leading-relaxed">{copy.responsible.controller}</p>
              <p className="mt-3 leading-relaxed">
                {copy.responsible.officer(officerName)} {copy.responsible.write} <OfficerLink />.
              </p>
            </Section>

            <Section id="held" title={copy.held.title}>
              <p className="mt-3 leading-relaxed">{copy.held.intro}</p>
              <ul className="mt-3 list-disc space-y-3 pl-5 leading-relaxed">
                {copy.held.kinds.map((kind) => (
                  <li key={kind.key}>
                    <strong className="font-semibold">{kind.title}.</strong> {kind.text}
                  </li>
                ))}
              </ul>
            </Section>

            {copy.sections.map((section) => (
              <Section key={section.key} id={section.key} title={section.title}>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed">
                    {paragraph}
                  </p>
                ))}
              </Section>
            ))}

            <Section id="rights" title={copy.rights.title}>
              <p className="mt-3 leading-relaxed">{copy.rights.law}</p>
              {COLLECTOR_ORIGIN === null ? (
                <p className="mt-3 leading-relaxed">
                  {copy.rights.noForm} <OfficerLink />.
                </p>
              ) : (
                <>
                  <p className="mt-3 leading-relaxed">{copy.rights.how}</p>
                  <RequestForm language={language} />
                  <p className="mt-6 leading-relaxed">
                    {copy.rights.byMail} <OfficerLink />.
                  </p>
                </>
              )}
              <p className="mt-3 leading-relaxed">{copy.rights.complaint}</p>
            </Section>

            <p className="mt-12 border-t border-line pt-6 text-muted">
              {copy.contact}: <OfficerLink />
            </p>
          </article>
        </div>
      </div>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`privacy-${id}`} className="mt-10">
      <h2 id={`privacy-${id}`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OfficerLink() {
  return (
    <a href={`mailto:${officerEmail}`} className="font-medium break-words text-accent underline">
      {officerEmail}
    </a>
  );
}

/** One e-mail field and the page's language, posted as a plain form (shared/privacy.ts). */
function RequestForm({ language }: { language: Language }) {
  const copy = copyFor("privacy", language).rights;
  return (
    <form
      method="post"
      action={`${COLLECTOR_ORIGIN ?? ""}${PRIVACY_PATHS.request}`}
      id="privacy-request"
      className="mt-6 space-y-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <input type="hidden" name={FIELDS.language} value={language} />
      <div className="space-y-2">
        <label htmlFor="privacy-email" className="block text-sm font-semibold text-ink">
          {copy.email}
        </label>
        <input
          id="privacy-email"
          name={FIELDS.email}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          className={controlVariants()}
        />
      </div>
      <button type="submit" className={buttonVariants({ size: "lg", wrap: true })}>
        {copy.submit}
      </button>
    </form>
  );
}
