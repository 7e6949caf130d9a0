import { copyFor } from "~/content/catalogs";
import { COLLECTOR_ORIGIN } from "~/forms/form-endpoint";
import { controlVariants } from "~/forms/form-controls";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { Language } from "@shared/languages";
import { NEWSLETTER_HONEYPOT, NEWSLETTER_PATHS, type NewsletterList, type SubscribeRequest } from "@shared/newsletter";

/** The form's field names: the contract's, so that a renamed field fails to compile here. */
const FIELDS = {
  email: "email",
  list: "list",
  language: "language",
  source: "source",
  _gotcha: NEWSLETTER_HONEYPOT,
} as const satisfies { [K in Exclude<keyof SubscribeRequest, "altcha">]: K };

export interface SubscribeFormProps {
  language: Language;
  list: NewsletterList;
  /** The page the form is on (a path of the site), for the dashboard's sources. */
  source: string;
  /** What the button says: the list's own words by default. */
  submit?: string;
  /** Describes the field, e.g. the note above a card's form. */
  describedBy?: string;
  /** The field above the button at every width (a narrow card); side by side from `sm` otherwise. */
  stacked?: boolean;
  className?: string;
}

/**
 * A plain post to our collector: one e-mail field, the list, the page's language and where it is.
 * It works before, and without, any JavaScript; `<newsletter-form>` (scripts/newsletter-form.ts)
 * adds the proof of work when scripts run. Null when the forms post to Formspree, which has no
 * newsletter (decision 057).
 */
export function SubscribeForm({ language, list, source, submit, describedBy, stacked, className }: SubscribeFormProps) {
  if (COLLECTOR_ORIGIN === null) return null;
  const copy = copyFor("newsletter", language);
  const id = `newsletter-${list}`;
  const label = submit ?? (list === "insights" ? copy.insights.submit : copy.courseLaunch.submit);
  return (
    <form
      method="post"
      action={`${COLLECTOR_ORIGIN}${NEWSLETTER_PATHS.subscribe}`}
      data-newsletter={list}
      className={cn("relative flex flex-col gap-3", !stacked && "sm:flex-row sm:items-end", className)}
    >
      <input type="hidden" name={FIELDS.list} value={list} />
      <input type="hidden" name={FIELDS.language} value={language} />
      <input type="hidden" name={FIELDS.source} value={source} />
      {/* A field people never see or reach (aria-hidden, out of the tab order); bots fill it. */}
      <div aria-hidden className="sr-only">
        <label>
          {copy.honeypot}
          <input type="text" name={FIELDS._gotcha} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="flex-1 space-y-2">
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
          {copy.email}
        </label>
        <input
          id={`${id}-email`}
          name={FIELDS.email}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          aria-describedby={describedBy}
          className={controlVariants()}
        />
      </div>
      <button type="submit" className={buttonVariants({ size: "lg", wrap: true })}>
        {label}
      </button>
    </form>
  );
}
