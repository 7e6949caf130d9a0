import { useEffect, useState } from "react";
import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import type { LeadJson } from "@shared/admin-api";

const MINUTE = 60_000;

/** The current time, renewed every minute: the time left to reply counts down while the inbox is open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "5 h 20 min", "3 h", "20 min", "2 d 3 h": units read the same in English and Portuguese. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes % 60 > 0 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${minutes} min`;
}

/**
 * Whether the reply to an unhandled lead is past its 24 hours, now: the inbox stays open, and a
 * lead the server listed in time can turn overdue on screen.
 */
export function isOverdue(lead: Pick<LeadJson, "status" | "replyBy">, now: number): boolean {
  return lead.status === "new" && Date.parse(lead.replyBy) <= now;
}

/**
 * The time left to reply to an unhandled lead, or how late the reply is; nothing for a lead that
 * is handled or spam. Under 4 hours left it turns amber, once overdue red.
 */
export function ReplyDue({ lead, now, copy }: { lead: LeadJson; now: number; copy: AdminCopy }) {
  if (lead.status !== "new") return <span className="text-muted">{copy.detail.none}</span>;
  const left = Date.parse(lead.replyBy) - now;
  const overdue = left <= 0;
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap",
        overdue ? "bg-danger text-white" : left < 4 * 60 * MINUTE ? "bg-amber-100 text-amber-900" : "bg-wash text-ink",
      )}
    >
      {overdue ? copy.reply.overdue(formatDuration(-left)) : copy.reply.left(formatDuration(left))}
    </span>
  );
}
