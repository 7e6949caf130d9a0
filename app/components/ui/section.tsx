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
}: {
  id?: string;
  tone?: keyof typeof tones;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  const night = tone === "night";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(tones[tone], "render-on-approach py-20 sm:py-24", className)}
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
          {lead ? <div className={cn("mt-4 text-lg", night ? "text-on-night-muted" : "text-muted")}>{lead}</div> : null}
        </header>
        {children ? <div className="mt-12">{children}</div> : null}
      </div>
    </section>
  );
}
