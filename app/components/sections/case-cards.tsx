import { ArrowRight, Target } from "lucide-react";
import type { CaseCard } from "~/case-studies/collection";
import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";

/** A case study's result, its figure first where it has one. */
function resultLine(result: CaseCard["result"]): string {
  return result.figure ? `${result.figure} ${result.text}` : result.text;
}

/**
 * The case studies as cards, each leading to its page (home page, consulting page, and the other
 * cases under a case). The title is the link; its hit area covers the card.
 */
export function CaseCards({
  cards,
  language,
  columns = 2,
  listClassName,
}: {
  cards: readonly CaseCard[];
  language: Language;
  /** Side by side from `lg`, or one column when the list already stands in a column of its own. */
  columns?: 1 | 2;
  /** The list's own classes instead, where the page lines it up with a neighbour. */
  listClassName?: string;
}) {
  const copy = copyFor("caseStudies", language);
  return (
    <ul className={listClassName ?? (columns === 2 ? "grid gap-6 lg:grid-cols-2" : "grid gap-6")}>
      {cards.map((card) => (
        // Subgrid: side by side, both results sit on one line, whatever the length of each story.
        <li
          key={card.slug}
          className="relative row-span-5 grid grid-rows-subgrid gap-y-0 rounded-2xl border border-line bg-surface p-6 hover:border-accent sm:p-8"
        >
          <p className="text-sm font-semibold text-accent">{card.sector}</p>
          <h3 className="mt-2 text-xl font-semibold">
            <a href={localizePath(card.path, language)} className="after:absolute after:inset-0 after:rounded-2xl">
              {card.title}
            </a>
          </h3>
          <p className="mt-3 text-muted">{card.summary}</p>
          <p className="mt-6 flex items-start gap-3 border-t border-line pt-5 font-medium">
            <Target aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
            {resultLine(card.result)}
          </p>
          <p aria-hidden className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-accent">
            {copy.read}
            <ArrowRight className="size-4" />
          </p>
        </li>
      ))}
    </ul>
  );
}
