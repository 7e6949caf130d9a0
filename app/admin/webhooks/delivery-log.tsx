import { RefreshCw, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminWebhooksCopy } from "~/content/en/admin-webhooks";
import { cn } from "~/lib/cn";
import type { AttemptJson } from "@shared/webhooks";
import { webhooksApi } from "./api";
import { TableHead } from "../table-head";

/**
 * One endpoint's delivery log: every attempt (event, time, attempt, status, duration, the first
 * kilobyte of the reply), newest first, with "send again" for a delivery and for every failed one.
 */
export function DeliveryLog({
  copy,
  locale,
  endpointId,
}: {
  copy: AdminWebhooksCopy;
  locale: string;
  endpointId: string;
}) {
  const [attempts, setAttempts] = useState<AttemptJson[] | "failed" | null>(null);
  const [reloads, setReloads] = useState(0);
  const [notice, setNotice] = useState<((copy: AdminWebhooksCopy) => string) | null>(null);

  useEffect(() => {
    let current = true;
    webhooksApi.attempts(endpointId).then(
      (reply) => current && setAttempts(reply.attempts),
      () => current && setAttempts("failed"),
    );
    return () => {
      current = false;
    };
  }, [endpointId, reloads]);

  async function resend(action: () => Promise<{ resent: number }>) {
    try {
      const { resent } = await action();
      setNotice(() => (copy: AdminWebhooksCopy) => copy.log.resent(resent));
      setReloads((n) => n + 1);
    } catch {
      setNotice(() => (copy: AdminWebhooksCopy) => copy.actions.failed);
    }
  }

  if (attempts === null) return null;
  if (attempts === "failed") {
    return (
      <p role="alert" className="text-sm text-danger">
        {copy.actions.failed}
      </p>
    );
  }
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "medium" });
  const failed = attempts.some((attempt) => attempt.deliveryState === "failed");

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => setReloads((n) => n + 1)}
        >
          <RefreshCw aria-hidden className="size-4" />
          {copy.log.refresh}
        </button>
        {failed ? (
          <button
            type="button"
            className={buttonVariants({ variant: "secondary" })}
            onClick={() => resend(() => webhooksApi.resendFailed(endpointId))}
          >
            <RotateCcw aria-hidden className="size-4" />
            {copy.log.sendAllFailed}
          </button>
        ) : null}
        <p role="status" className="text-sm text-muted">
          {notice?.(copy)}
        </p>
      </div>
      {attempts.length === 0 ? (
        <p className="text-sm text-muted">{copy.log.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line">
          {/* On a phone each attempt is a small card: the header row hides, each cell names itself. */}
          <table className="w-full text-left text-sm max-sm:block">
            <caption className="sr-only">{copy.log.caption}</caption>
            <TableHead
              className="max-sm:hidden"
              cell="px-3 py-2"
              columns={[
                copy.log.event,
                copy.log.time,
                copy.log.attempt,
                copy.log.status,
                copy.log.duration,
                copy.log.reply,
              ]}
            />
            <tbody className="divide-y divide-line max-sm:block">
              {attempts.map((attempt) => {
                const ok = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
                return (
                  <tr
                    key={`${attempt.deliveryId}-${attempt.attempt}`}
                    className="align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:py-2"
                  >
                    <td className="px-3 py-2">
                      <Label text={copy.log.event} />
                      <code className="text-xs">{attempt.type}</code>
                      <span className="block text-xs text-muted">{copy.log.states[attempt.deliveryState]}</span>
                    </td>
                    <td className="px-3 py-2 tabular-nums sm:whitespace-nowrap">
                      <Label text={copy.log.time} />
                      <time dateTime={attempt.at}>{time.format(new Date(attempt.at))}</time>
                    </td>
                    <td className="px-3 py-2 tabular-nums">
                      <Label text={copy.log.attempt} />
                      {attempt.attempt}
                    </td>
                    <td className={cn("px-3 py-2 font-semibold tabular-nums", ok ? "text-success" : "text-danger")}>
                      <Label text={copy.log.status} />
                      {attempt.status ?? copy.log.noReply}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      <Label text={copy.log.duration} />
                      {copy.log.ms(attempt.durationMs)}
                    </td>
                    <td className="px-3 py-2 max-sm:col-span-2">
                      {attempt.reply ? <Label text={copy.log.reply} /> : null}
                      <pre className="max-h-24 overflow-auto sm:max-w-xs text-xs break-all whitespace-pre-wrap text-muted lg:max-w-md">
                        {attempt.reply}
                      </pre>
                      {attempt.deliveryState === "failed" ? (
                        <button
                          type="button"
                          className="mt-1 min-h-11 text-sm font-semibold text-accent underline-offset-4 hover:underline"
                          onClick={() => resend(() => webhooksApi.resend(endpointId, attempt.deliveryId))}
                        >
                          {copy.log.sendAgain}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** A cell's column name, shown on a phone where the header row is hidden. */
function Label({ text }: { text: string }) {
  return <span className="block text-xs font-normal text-muted sm:hidden">{text}</span>;
}
