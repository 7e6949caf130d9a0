import { ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminPrivacyCopy } from "~/content/en/admin-privacy";
import { cn } from "~/lib/cn";
import type { PrivacyRequestRow, PrivacyRequestStatus } from "@shared/privacy";
import { privacyApi } from "./api";
import { TableHead } from "../table-head";

const statusTone: Record<PrivacyRequestStatus, string> = {
  sent: "bg-accent-soft text-accent-strong",
  opened: "bg-wash text-ink",
  expired: "bg-wash text-muted",
  done: "bg-success/10 text-success",
};

/**
 * The visitors' requests for their own data (issue 29), newest first: when, in which language,
 * what was asked, where it stands and what an erasure removed. The rows hold no address.
 */
export function PrivacyRequests({ copy, locale }: { copy: AdminPrivacyCopy; locale: string }) {
  const [requests, setRequests] = useState<PrivacyRequestRow[] | "failed" | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    privacyApi.requests().then(
      (reply) => current && setRequests(newestFirst(reply.requests)),
      () => current && setRequests("failed"),
    );
    return () => {
      current = false;
    };
  }, [reloads]);

  const when = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });
  const format = (iso: string) => when.format(new Date(iso));

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        {/* The page's title, as the leads' and the dashboard's: one h1 per console page. */}
        <h1 className="flex items-center gap-2 text-title font-bold tracking-tight">
          <ShieldCheck aria-hidden className="size-8 shrink-0 text-accent" />
          {copy.title}
        </h1>
        <p className="max-w-3xl text-muted">{copy.intro}</p>
      </div>

      <p role="status" className="text-sm font-medium text-muted empty:hidden">
        {requests === null ? copy.loading : Array.isArray(requests) ? copy.caption(requests.length) : ""}
      </p>

      {requests === "failed" ? (
        <div role="alert" className="flex items-center justify-between gap-4 rounded-xl bg-danger/5 p-4 text-sm">
          {copy.loadFailed}
          <button
            type="button"
            className={buttonVariants({ variant: "secondary" })}
            onClick={() => {
              setRequests(null);
              setReloads((n) => n + 1);
            }}
          >
            {copy.retry}
          </button>
        </div>
      ) : requests === null ? null : requests.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-surface p-6 text-muted">{copy.empty}</p>
      ) : (
        <div
          role="region"
          aria-label={copy.title}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard must be able to scroll the table where a phone is narrower than it
          tabIndex={0}
          className="overflow-x-auto rounded-2xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-accent"
        >
          <table className="phone-cards w-full text-left text-sm">
            <TableHead columns={Object.values(copy.columns)} />
            <tbody>
              {requests.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-0">
                  <td data-label={copy.columns.requestedAt} className="px-4 py-3 whitespace-nowrap text-muted">
                    {format(row.requestedAt)}
                  </td>
                  <td data-label={copy.columns.language} className="px-4 py-3 whitespace-nowrap">
                    {copy.languages[row.language]}
                  </td>
                  <td data-label={copy.columns.action} className="px-4 py-3 whitespace-nowrap">
                    {copy.actions[row.action]}
                  </td>
                  <td data-label={copy.columns.status} className="px-4 py-3">
                    <span
                      className={cn(
                        "rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap",
                        statusTone[row.status],
                      )}
                    >
                      {copy.statuses[row.status]}
                    </span>
                    {row.completedAt ? (
                      <span className="mt-1.5 block text-xs whitespace-nowrap text-muted">
                        {copy.completedAt(format(row.completedAt))}
                      </span>
                    ) : null}
                  </td>
                  <td data-label={copy.columns.erased} className="px-4 py-3 sm:min-w-56">
                    {erasedText(copy, row.erased)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The server answers newest first; sorting again keeps the page right whatever it is sent. */
function newestFirst(rows: readonly PrivacyRequestRow[]): PrivacyRequestRow[] {
  return rows.toSorted((a, b) => Date.parse(b.requestedAt) - Date.parse(a.requestedAt));
}

/** "2 leads, 1 call, 3 e-mails": only the kinds that held something; "—" before an erasure. */
function erasedText(copy: AdminPrivacyCopy, erased: PrivacyRequestRow["erased"]): string {
  if (!erased) return copy.notErased;
  const parts = (["leads", "calls", "messages", "webhookDeliveries"] as const)
    .filter((kind) => erased[kind] > 0)
    .map((kind) => copy.erased[kind](erased[kind]));
  return parts.length > 0 ? parts.join(", ") : copy.erased.nothing;
}
