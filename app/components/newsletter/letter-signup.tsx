import { copyFor } from "~/content/catalogs";
import { COLLECTOR_ORIGIN } from "~/forms/form-endpoint";
import { cn } from "~/lib/cn";
import type { Language } from "@shared/languages";
import { SubscribeForm } from "./subscribe-form";

/**
 * The letter offered to readers not ready to talk yet (issue 54): its title, what it is, and the
 * form. Nothing where the forms post to Formspree, which keeps no list.
 */
export function LetterSignup({
  language,
  source,
  className,
}: {
  language: Language;
  source: string;
  className?: string;
}) {
  if (COLLECTOR_ORIGIN === null) return null;
  const copy = copyFor("newsletter", language).insights;
  return (
    <section
      aria-labelledby="newsletter-title"
      className={cn("max-w-2xl rounded-3xl border border-line bg-surface p-8 sm:p-10", className)}
    >
      <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight">
        {copy.title}
      </h2>
      <p id="newsletter-note" className="mt-3 text-muted">
        {copy.body}
      </p>
      <SubscribeForm
        language={language}
        list="insights"
        source={source}
        describedBy="newsletter-note"
        className="mt-6"
      />
    </section>
  );
}
