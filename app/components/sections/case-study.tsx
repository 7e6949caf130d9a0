import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import type { CaseCard } from "~/case-studies/collection";
import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import { buttonVariants } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { quoted } from "@shared/quotes";
import { Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { CaseCards } from "./case-cards";

export interface CaseStudyFacts {
  title: string;
  sector: string;
  client?: string;
  summary: string;
  context: string;
  built: string;
  image?: { src: string; alt: string; width: number; height: number };
  stack: readonly string[];
  timeline: readonly { phase: string; duration: string }[];
  results: readonly { figure: string; text: string; measured: string }[];
  outcome?: string;
  quote?: { text: string; person: string; role: string };
  date: Date;
}

const part = "border-t border-line pt-8 first:border-t-0 first:pt-0";
const partTitle = "text-sm font-semibold tracking-wide text-accent";
const partBody = "mt-3 text-lg text-pretty";

/**
 * A case study's page: the hero with its sector and headline result, then the context (the problem,
 * said once), what was built with its diagram, the results with how each was measured, the
 * timeline, the stack and the client's words, each only when the case has it; the story from the
 * Markdown body when there is one, and the other cases. Rendered at build time; no script.
 */
export function CaseStudyContent({
  language,
  facts,
  others,
  story,
}: {
  language: Language;
  facts: CaseStudyFacts;
  others: readonly CaseCard[];
  /** The Markdown body, rendered by Astro. */
  story?: ReactNode;
}) {
  const copy = copyFor("caseStudies", language);
  const published = facts.date.toISOString().slice(0, 10);
  const [headline] = facts.results;
  return (
    <>
      <PageHero
        eyebrow={`${copy.eyebrow} · ${facts.client ? `${facts.client}, ${facts.sector}` : facts.sector}`}
        title={facts.title}
        lead={
          <p className="text-base">
            <time dateTime={published}>{copy.published(facts.date)}</time>
          </p>
        }
      >
        {headline ? (
          <p className="mt-12 flex max-w-3xl flex-col gap-1 border-t border-white/10 pt-8">
            <span className="text-5xl font-bold tracking-tight text-white">{headline.figure}</span>
            <span className="text-on-night-muted">{headline.text}</span>
          </p>
        ) : null}
      </PageHero>

      <article className="bg-paper py-16 sm:py-20" aria-label={facts.title}>
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <div className="grid content-start gap-10">
            <section className={part}>
              <h2 className={partTitle}>{copy.context}</h2>
              <p className={partBody}>{facts.context}</p>
            </section>
            <section className={part}>
              <h2 className={partTitle}>{copy.built}</h2>
              <p className={partBody}>{facts.built}</p>
              {facts.image ? (
                <img
                  src={facts.image.src}
                  alt={facts.image.alt}
                  width={facts.image.width}
                  height={facts.image.height}
                  loading="lazy"
                  decoding="async"
                  className="mt-6 h-auto w-full rounded-2xl border border-line"
                />
              ) : null}
            </section>
            {story ? <div className="case-story text-lg">{story}</div> : null}
            {facts.quote ? (
              <figure className={part}>
                <blockquote className="text-xl text-pretty">
                  <p>{quoted(facts.quote.text, language)}</p>
                </blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-muted">
                  {`${facts.quote.person}, ${facts.quote.role}`}
                </figcaption>
              </figure>
            ) : null}
          </div>
          <aside
            className="grid content-start gap-8 self-start rounded-2xl bg-wash p-6 sm:p-8"
            aria-label={copy.factsLabel}
          >
            <section>
              <h2 className={partTitle}>{facts.results.length > 0 ? copy.results : copy.outcome}</h2>
              {facts.results.length > 0 ? (
                <ul className="mt-3 grid gap-5">
                  {facts.results.map((result) => (
                    <li key={result.text}>
                      <p className="text-lg font-semibold">
                        <span className="text-accent-strong">{result.figure}</span> {result.text}
                      </p>
                      <p className="mt-1 text-sm text-muted">
                        {copy.measured}: {result.measured}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-lg font-semibold">{facts.outcome}</p>
              )}
            </section>
            {facts.timeline.length > 0 ? (
              <section>
                <h2 className={partTitle}>{copy.timeline}</h2>
                <ol className="mt-3 grid gap-2">
                  {facts.timeline.map((step) => (
                    <li key={step.phase} className="flex justify-between gap-4 border-b border-line pb-2">
                      <span>{step.phase}</span>
                      <span className="text-muted">{step.duration}</span>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
            {facts.stack.length > 0 ? (
              <section>
                <h2 className={partTitle}>{copy.stack}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {facts.stack.map((name) => (
                    <li
                      key={name}
                      className="rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent-strong"
                    >
                      {name}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section>
              <h2 className="text-xl font-bold tracking-tight">{copy.cta.title}</h2>
              <a
                href={localizePath("/consulting#contact", language)}
                className={cn(buttonVariants({ size: "lg", wrap: true }), "mt-4")}
              >
                {copy.cta.action}
                <ArrowRight aria-hidden className="size-4" />
              </a>
            </section>
          </aside>
        </div>
      </article>

      {others.length > 0 ? (
        <Section id="case-studies" tone="wash" title={copy.others}>
          <CaseCards cards={others} language={language} />
        </Section>
      ) : null}
    </>
  );
}
