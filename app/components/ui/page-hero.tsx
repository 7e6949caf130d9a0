import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

// Fades the backdrop out behind the text column, so the headline reads over a calm surface.
const backdrop =
  "absolute inset-0 -z-10 opacity-70 [mask-image:linear-gradient(to_right,transparent,black_60%)] " +
  "lg:opacity-100 lg:[mask-image:linear-gradient(to_right,transparent_15%,black_55%)]";

/**
 * The dark band each page opens with, under the transparent header. `background` is painted
 * behind the text (the home page's particles); it must not take part in layout. `aside` fills the
 * right half with what the page explains (its method, its topics), placed by `layout` (classes for the
 * band's inner box) and its own classes (`sections/hero-aside.ts`), so pages without one pay no CSS for it.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  background,
  aside,
  layout,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead: ReactNode;
  actions?: ReactNode;
  background?: ReactNode;
  aside?: ReactNode;
  /** Classes that place `aside` beside the text. */
  layout?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-night pt-(--header-height) text-on-night">
      {background ? <div className={backdrop}>{background}</div> : null}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,rgb(79_70_229/0.35),transparent)]"
      />
      <div className={cn("container-page py-20 sm:py-28", layout)}>
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-bright">{eyebrow}</p> : null}
          <h1 className="mt-3 text-display font-bold tracking-tight text-balance text-white">{title}</h1>
          <div className="mt-6 max-w-2xl text-lg text-pretty text-on-night-muted sm:text-xl">{lead}</div>
          {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside}
        {children}
      </div>
    </section>
  );
}
