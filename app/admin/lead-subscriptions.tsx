import { useEffect, useState } from "react";
import type { LeadJson } from "@shared/admin-api";
import type { SubscriptionsReply } from "@shared/newsletter";
import type { AdminNewsletterCopy } from "~/content/en/admin-newsletter";
import { newsletterApi } from "./newsletter/api";

/**
 * The letters the lead's address reads or read (issue 54), and whether it subscribed before it
 * wrote: a lead who came through the letter shows it. Nothing when the address never subscribed,
 * or when the list cannot be read (the rest of the lead does not depend on it).
 */
export function LeadSubscriptions({
  lead,
  copy,
  locale,
}: {
  lead: Pick<LeadJson, "email" | "receivedAt">;
  copy: Pick<AdminNewsletterCopy, "subscriptions" | "lists">;
  locale: string;
}) {
  const [answer, setAnswer] = useState<{ email: string; reply: SubscriptionsReply }>();
  useEffect(() => {
    let current = true;
    newsletterApi.subscriptions(lead.email).then(
      (reply) => current && setAnswer({ email: lead.email, reply }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lead.email]);

  const subscriptions = answer?.email === lead.email ? answer.reply.subscriptions : [];
  if (subscriptions.length === 0) return null;
  const t = copy.subscriptions;
  const day = (at: string) => new Date(at).toLocaleDateString(locale, { dateStyle: "medium" });
  return (
    <section className="mt-6">
      <h3 className="text-sm font-semibold text-muted">{t.title}</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {subscriptions.map((subscription) => (
          <li key={subscription.list}>
            {t[subscription.status](copy.lists[subscription.list], day(subscription.since))}
            {subscription.confirmedAt !== null && subscription.confirmedAt < lead.receivedAt ? (
              <span className="text-muted"> · {t.beforeWriting}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
