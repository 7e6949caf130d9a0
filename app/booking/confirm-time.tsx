import { LoaderCircle } from "lucide-react";
import type { RefObject } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { FormsCopy } from "~/content/en/forms";
import { cn } from "~/lib/cn";
import { Words } from "~/components/ui/words";

/**
 * Step two: the chosen time with its date, then a summary (how long, where, in which zone), one
 * button that books it and one back.
 */
export function Confirmation({
  heading,
  text,
  moment,
  zone,
  busy,
  onConfirm,
  onBack,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  text: FormsCopy["booking"];
  moment: string;
  /** The zone the times are shown in, as a person says it. */
  zone: string;
  /** While the call is booked: both buttons are inert, focus stays where it was. */
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  return (
    <section data-confirm className="mx-auto mt-4 max-w-md rounded-xl border border-line bg-wash p-5 text-center">
      <h4 ref={heading} tabIndex={-1} className="text-sm font-semibold text-muted outline-none">
        <Words heading>{text.confirmTitle}</Words>
      </h4>
      <p className="mt-2 text-lg font-semibold text-balance text-ink">{moment}</p>
      <dl aria-label={text.summary.label} data-summary className="mt-4 grid gap-2 text-sm">
        {[
          [text.summary.length, text.summary.lengthValue],
          [text.summary.where, text.summary.whereValue],
          [text.summary.zone, zone],
        ].map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3 border-t border-line pt-2">
            <dt className="shrink-0 font-semibold whitespace-nowrap">{term}</dt>
            <dd className="text-muted">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <button
          type="button"
          // aria-disabled rather than disabled: focus stays on the button while the call is booked.
          aria-disabled={busy}
          onClick={() => !busy && onBack()}
          className={cn(buttonVariants({ variant: "secondary" }), "aria-disabled:cursor-wait")}
        >
          {text.back}
        </button>
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => !busy && onConfirm()}
          className={cn(buttonVariants({ variant: "primary" }), "aria-disabled:cursor-wait")}
        >
          {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : null}
          {text.confirm}
        </button>
      </div>
    </section>
  );
}
