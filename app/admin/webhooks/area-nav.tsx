import type { AdminWebhooksCopy } from "~/content/en/admin-webhooks";
import { cn } from "~/lib/cn";

export type InboxArea = "leads" | "webhooks";

/** Leads or webhooks: the inbox's two areas. */
export function AreaNav({
  copy,
  area,
  onArea,
}: {
  copy: AdminWebhooksCopy;
  area: InboxArea;
  onArea: (area: InboxArea) => void;
}) {
  return (
    <nav aria-label={copy.nav.label} className="mb-6 flex gap-1 border-b border-line">
      {(["leads", "webhooks"] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-current={option === area ? "page" : undefined}
          onClick={() => onArea(option)}
          className={cn(
            "-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold",
            option === area ? "border-accent text-ink" : "border-transparent text-muted hover:text-ink",
          )}
        >
          {copy.nav[option]}
        </button>
      ))}
    </nav>
  );
}
