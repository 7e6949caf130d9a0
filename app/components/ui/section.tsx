import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  paper: "bg-paper text-ink",
  wash: "bg-wash text-ink",
  night: "bg-night text-on-night",
} as const;

/**
 * A page section: an anchorable band with an optional eyebrow, a title and a lead paragraph.
 * Sections come after a page's hero, mostly below the first screen, so they render on approach.
 */
export function Section({
  id,
  tone = "paper",
  eyebrow,
  title,
  lead,
  children,
  className,
  opensOnForm = false,
  padding = "py-20 sm:py-24",
}: {
  id?: string;
  tone?: keyof typeof tones;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * A contact section that "Get Started" leads to: on a phone it opens on its form, with less
   * space above it and without the lead, which the column beside the form repeats.
   */
  opensOnForm?: boolean;
  /** The band's vertical padding, when it is not the usual one. */
  padding?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  const night = tone === "night";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        tones[tone],
        "render-on-approach",
        // cn() does not merge classes: one padding or the other, never two that compete.
        opensOnForm ? "pt-8 pb-20 sm:py-24" : padding,
        className,
      )}
    >
      <div className="container-page">
        <header className="max-w-2xl">
          {eyebrow ? (
            <p className={cn("text-sm font-semibold tracking-wide", night ? "text-accent-bright" : "text-accent")}>
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className={cn("mt-2 text-title font-bold tracking-tight", night && "text-white")}>
            {title}
          </h2>
          {lead ? (
            <div
              className={cn(
                "mt-4 text-lg text-pretty",
                night ? "text-on-night-muted" : "text-muted",
                opensOnForm && "hidden lg:block",
              )}
            >
              {lead}
            </div>
          ) : null}
        </header>
        {children ? <div className={opensOnForm ? "mt-6 lg:mt-12" : "mt-12"}>{children}</div> : null}
      </div>
    </section>
  );
}
