import { Rss } from "lucide-react";
import type { ReactNode } from "react";
import type { ArticleCard } from "~/articles/collection";
import { articlePath, INSIGHTS_PATH } from "~/articles/pairs";
import type { ArticleTag } from "~/articles/tags";
import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import { PageHero } from "~/components/ui/page-hero";
import { cn } from "~/lib/cn";

/** A tag's page below `/{lang}`: the index filtered to one topic, a plain link that needs no script. */
export function tagPath(tag: ArticleTag): string {
  return `${INSIGHTS_PATH}/tags/${tag}`;
}

/** The day as `<time>` wants it, the same in every zone. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** When an article was published and how long it takes to read, as one line. */
export function ArticleFacts({
  language,
  date,
  minutes,
  className,
}: {
  language: Language;
  date: Date;
  minutes: number;
  className?: string;
}) {
  const copy = copyFor("articles", language);
  return (
    <p className={cn("flex flex-wrap gap-x-2 text-sm", className)}>
      <time dateTime={isoDay(date)}>{copy.published(date)}</time>
      {/* The dot goes with the reading time, so that no line ends on it. */}
      <span className="whitespace-nowrap">
        <span aria-hidden>· </span>
        <span data-reading-time>{copy.minutes(minutes)}</span>
      </span>
    </p>
  );
}

/** The topics as links to their pages, the current one marked; on the night band or on paper. */
export function TagLinks({
  language,
  tags,
  current,
  all = false,
  night = false,
}: {
  language: Language;
  tags: readonly ArticleTag[];
  /** The topic of the page being shown, or "all" on the index. */
  current?: ArticleTag | "all" | undefined;
  /** Whether the list starts with the index, every topic. */
  all?: boolean;
  night?: boolean;
}) {
  const copy = copyFor("articles", language);
  const link = cn(
    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
    night
      ? "border-white/20 text-on-night hover:border-white aria-[current=page]:border-white aria-[current=page]:bg-white aria-[current=page]:text-night"
      : "border-line text-ink hover:border-accent aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong",
  );
  const items: { key: string; href: string; label: string; isCurrent: boolean }[] = [
    ...(all ? [{ key: "all", href: INSIGHTS_PATH, label: copy.allTags, isCurrent: current === "all" }] : []),
    ...tags.map((tag) => ({ key: tag, href: tagPath(tag), label: copy.tags[tag], isCurrent: current === tag })),
  ];
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.key}>
          <a
            href={localizePath(item.href, language)}
            aria-current={item.isCurrent ? "page" : undefined}
            className={link}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The articles as a list, newest first: the title is the link, and its hit area covers the card. */
export function ArticleList({
  cards,
  language,
  headingLevel = 2,
}: {
  cards: readonly ArticleCard[];
  language: Language;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {cards.map((card) => (
        <li
          key={card.slug}
          className="relative flex flex-col rounded-2xl border border-line bg-surface p-6 hover:border-accent sm:p-8"
        >
          <ArticleFacts language={language} date={card.date} minutes={card.minutes} className="text-muted" />
          <Heading className="mt-3 text-xl font-semibold">
            <a
              href={localizePath(articlePath(card.slug), language)}
              className="after:absolute after:inset-0 after:rounded-2xl"
            >
              {card.title}
            </a>
          </Heading>
          <p className="mt-3 text-muted">{card.description}</p>
          {/* Above the card's link, so each topic stays a link of its own. */}
          <div className="relative mt-6">
            <TagLinks language={language} tags={card.tags} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The articles' index in one language, or one topic's part of it: the hero with the topics as links
 * (a filter that works without a script: each topic is a page), the articles, the feed's link, and
 * `subscribe`, the place the newsletter's form takes at the end (nothing until it exists).
 */
export function ArticlesIndex({
  language,
  cards,
  tags,
  current,
  title,
  lead,
  feedHref,
  subscribe,
}: {
  language: Language;
  cards: readonly ArticleCard[];
  /** Every topic that has an article. */
  tags: readonly ArticleTag[];
  current: ArticleTag | "all";
  title: string;
  lead: string;
  feedHref: string;
  subscribe?: ReactNode;
}) {
  const copy = copyFor("articles", language);
  return (
    <>
      <PageHero
        eyebrow={copy.name}
        title={title}
        lead={
          <>
            <p>{lead}</p>
            <nav aria-label={copy.tagsLabel} className="mt-8">
              <TagLinks language={language} tags={tags} current={current} all night />
            </nav>
          </>
        }
      />
      <section aria-label={title} className="bg-wash py-16 sm:py-20">
        <div className="container-page">
          <ArticleList cards={cards} language={language} />
          <p className="mt-10">
            <a
              href={feedHref}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline"
            >
              <Rss aria-hidden className="size-4" />
              {copy.feed.link}
            </a>
          </p>
          {subscribe}
        </div>
      </section>
    </>
  );
}
