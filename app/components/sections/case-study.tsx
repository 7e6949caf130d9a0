import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import type { CaseCard } from "~/case-studies/collection";
import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import { buttonVariants } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { CaseCards, resultLine } from "./case-cards";

export interface CaseStudyFacts {
  title: string;
  sector: string;
  summary: string;
  problem: string;
  built: string;
  result: CaseCard["result"];
  stack: readonly string[];
  date: Date;
}

const part = "border-t border-line pt-8 first:border-t-0 first:pt-0";
const partTitle = "text-sm font-semibold tracking-wide text-accent";
const partBody = "mt-3 text-lg text-pretty";

/**
 * A case study's page: the hero with its sector and result, then the problem, what was built, the
 * result and the stack (each only when the case says it), the story from the Markdown body when
 * there is one, and the other cases. Rendered at build time; it ships no script of its own.
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
  return (
    <>
      <PageHero
        eyebrow={`${copy.eyebrow} · ${facts.sector}`}
        title={facts.title}
        lead={
          <>
            <p>{facts.summary}</p>
            <p className="mt-4 text-base">
              <time dateTime={published}>{copy.published(facts.date)}</time>
            </p>
          </>
        }
      >
        {facts.result.figure ? (
          <p className="mt-12 flex max-w-3xl flex-col gap-1 border-t border-white/10 pt-8">
            <span className="text-5xl font-bold tracking-tight text-white">{facts.result.figure}</span>
            <span className="text-on-night-muted">{facts.result.text}</span>
          </p>
        ) : null}
      </PageHero>

      <article className="bg-paper py-16 sm:py-20" aria-label={facts.title}>
        {/* Left-aligned with the hero's text, at its reading width. */}
        <div className="container-page">
          <div className="grid max-w-3xl gap-10">
            <section className={part}>
              <h2 className={partTitle}>{copy.problem}</h2>
              <p className={partBody}>{facts.problem}</p>
            </section>
            <section className={part}>
              <h2 className={partTitle}>{copy.built}</h2>
              <p className={partBody}>{facts.built}</p>
            </section>
            <section className={part}>
              <h2 className={partTitle}>{copy.result}</h2>
              <p className={`${partBody} font-semibold`}>{resultLine(facts.result)}</p>
            </section>
            {facts.stack.length > 0 ? (
              <section className={part}>
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
            {story ? <div className="case-story text-lg">{story}</div> : null}
            <section className={part}>
              <h2 className="text-2xl font-bold tracking-tight">{copy.cta.title}</h2>
              <a
                href={localizePath("/consulting#contact", language)}
                className={cn(buttonVariants({ size: "lg" }), "mt-6")}
              >
                {copy.cta.action}
                <ArrowRight aria-hidden className="size-4" />
              </a>
            </section>
          </div>
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
