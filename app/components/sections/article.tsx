import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import type { ArticleCard } from "~/articles/collection";
import type { ArticleTag } from "~/articles/tags";
import { copyFor } from "~/content/catalogs";
import { LANGUAGE_TAGS, type Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import { buttonVariants } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { ArticleFacts, ArticleList, TagLinks } from "./articles";

export interface ArticleHead {
  title: string;
  description: string;
  date: Date;
  updated?: Date | undefined;
  tags: readonly ArticleTag[];
  minutes: number;
}

/**
 * An article's page: the hero with its date, reading time, topics and the link to its translation;
 * the body from its Markdown (and its cover, when it has one); `subscribe`, the place the
 * newsletter's form takes at the end of the article (nothing until it exists); the call to talk to
 * us; the other articles. Rendered at build time; it ships no script of its own.
 */
export function ArticleContent({
  language,
  head,
  pair,
  others,
  cover,
  body,
  subscribe,
}: {
  language: Language;
  head: ArticleHead;
  /** The same article in the other language. */
  pair: { language: Language; href: string };
  others: readonly ArticleCard[];
  /** The cover, through Astro's image pipeline. */
  cover?: ReactNode;
  /** The Markdown body, rendered by Astro. */
  body?: ReactNode;
  subscribe?: ReactNode;
}) {
  const copy = copyFor("articles", language);
  return (
    <>
      <PageHero
        eyebrow={copy.name}
        title={head.title}
        lead={
          <>
            <p>{head.description}</p>
            <ArticleFacts language={language} date={head.date} minutes={head.minutes} className="mt-6 text-base" />
            {head.updated ? (
              <p className="mt-1 text-sm">
                <time dateTime={head.updated.toISOString().slice(0, 10)}>{copy.updated(head.updated)}</time>
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
              <nav aria-label={copy.tagsLabel}>
                <TagLinks language={language} tags={head.tags} night />
              </nav>
              <a
                href={pair.href}
                hrefLang={LANGUAGE_TAGS[pair.language]}
                className="inline-flex min-h-11 items-center gap-2 text-base font-semibold text-white underline underline-offset-4"
              >
                {copy.otherLanguage}
                <ArrowRight aria-hidden className="size-4" />
              </a>
            </div>
          </>
        }
      />

      <article className="bg-paper py-14 sm:py-20" aria-label={head.title}>
        <div className="container-page">
          <div className="max-w-[44rem]">
            {cover ? <div className="article-cover mb-10">{cover}</div> : null}
            <div className="article-body">{body}</div>
            {subscribe}
            <section className="mt-14 border-t border-line pt-10">
              <h2 className="text-2xl font-bold tracking-tight">{copy.cta.title}</h2>
              <p className="mt-3 text-lg text-muted">{copy.cta.lead}</p>
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
        <Section id="more-insights" tone="wash" title={copy.more}>
          <ArticleList cards={others} language={language} headingLevel={3} />
        </Section>
      ) : null}
    </>
  );
}
