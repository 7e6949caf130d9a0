import { ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import type { Language } from "@shared/languages";
import type { SpamWeekReply } from "@shared/spam";
import { spamFolder as en } from "~/content/en/spam-folder";
import { spamFolder as pt } from "~/content/pt/spam-folder";
import { spamApi } from "./spam-api";

/**
 * The leads page's one line about spam (issue 27: the inbox shows how much was caught this week,
 * by reason), linking to the folder. Nothing when nothing was caught or the count cannot be read:
 * the leads matter more than this line.
 */
export function SpamWeekLink({ language, reloads }: { language: Language; reloads: number }) {
  const copy = { en, pt }[language];
  const [week, setWeek] = useState<SpamWeekReply | null>(null);
  useEffect(() => {
    let current = true;
    spamApi.week().then(
      (reply) => current && setWeek(reply),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [reloads]);
  if (week === null || week.total === 0) return null;
  const reasons = week.byReason.map(({ reason, count }) => `${copy.reasons[reason]} (${count})`).join(", ");
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <a href="/admin#spam" className="font-semibold text-accent underline-offset-4 hover:underline">
          {copy.week(week.total)}
        </a>
        {reasons ? `: ${reasons}` : ""}
      </span>
    </p>
  );
}
