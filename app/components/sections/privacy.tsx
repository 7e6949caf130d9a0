import { identity } from "@shared/identity";
import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";

/** The privacy notice's content, rendered at build time. */
export function PrivacyContent({ language }: { language: Language }) {
  const copy = copyFor("privacy", language);
  return (
    <>
      <div className="bg-night pt-(--header-height)">
        <div className="container-page py-16">
          <h1 className="text-title font-bold tracking-tight text-white">{copy.title}</h1>
          <p className="mt-3 text-sm text-on-night-muted">{copy.updated}</p>
        </div>
      </div>
      <div className="bg-paper">
        <article className="container-page max-w-3xl py-16">
          <p className="text-lg text-muted">{copy.intro}</p>
          {copy.sections.map((section) => (
            <section key={section.key} aria-labelledby={`privacy-${section.key}`} className="mt-10">
              <h2 id={`privacy-${section.key}`} className="text-xl font-semibold">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <p className="mt-12 border-t border-line pt-6 text-muted">
            {copy.contact}:{" "}
            <a href={`mailto:${identity.contactEmail}`} className="font-medium text-accent underline">
              {identity.contactEmail}
            </a>
          </p>
        </article>
      </div>
    </>
  );
}
