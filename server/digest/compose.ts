import type { SendMailOptions } from "nodemailer";
import { LEAD_STAGES } from "../../shared/admin-api.js";
import * as v from "valibot";
import type { MailIdentity } from "../mail/mail-identity.js";
import { messageKind } from "../mail/message-kinds.js";
import { typedLine } from "../mail/visitor-text.js";
import { DIGEST_COPY as t } from "./copy.js";
import type { WeekReport } from "./report.js";
import { GOOD, type Vital } from "../../shared/vitals.js";

/** What the outbox keeps of the e-mail: written when it is queued, so a resend says the same. */
export interface DigestPayload {
  subject: string;
  text: string;
}

/** "Nov 16 – 22, 2026": the week's UTC days, as the dashboard's range reads. */
function weekLabel(from: string, to: string): string {
  const format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return format.formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`));
}

/**
 * The week as plain text, in short lines that read on a phone; each part ends with a link into
 * the inbox when PUBLIC_URL is known. Holds counts and source names; a source name comes from a
 * visitor's link (`utm_source`, `ref`) or referrer, so it is shown on one line (visitor-text.ts)
 * and can never start a line of its own.
 */
export function composeDigest(report: WeekReport, publicUrl: string | undefined): DigestPayload {
  const week = weekLabel(report.from, report.to);
  const link = (label: string, path: string) => (publicUrl === undefined ? [] : [`${label}: ${publicUrl}${path}`]);
  const lines = [
    t.intro(week),
    "",
    t.visitsHeading,
    report.visits === 0
      ? `${t.noVisits} ${t.change(0, report.previous.visitors)}`
      : `${t.visits(report.visitors, report.visits, report.pageviews)} ${t.change(report.visitors, report.previous.visitors)}`,
    ...(report.topSources.length === 0
      ? []
      : [t.topSources, ...report.topSources.map((row) => t.source(typedLine(row.source), row.visits, row.leads))]),
    ...slowestLine(report),
    ...link(t.dashboard, "/admin#dashboard"),
    "",
    `${t.leadsHeading(report.leads)} ${t.change(report.leads, report.previous.leads)}`,
    `${t.byStage} ${LEAD_STAGES.map((stage) => `${t.stages[stage]} ${report.byStage[stage]}`).join(", ")}`,
    ...(report.bySource.length === 0
      ? []
      : [
          t.bySource,
          ...report.bySource.flatMap((row) => [
            t.sourceLeads(typedLine(row.source), row.leads),
            ...link(t.inbox, `/admin?${new URLSearchParams({ source: row.source })}`),
          ]),
        ]),
    "",
    t.callsHeading,
    `${t.calls(report.calls)} ${t.change(report.calls, report.previous.calls)}`,
    t.outcomes(report.held, report.missed),
    "",
    t.dealsHeading,
    t.deals(report.won, report.lost),
    "",
    t.overdueHeading,
    ...overdueLines(report, link),
    "",
    t.off,
  ];
  return { subject: t.subject(week), text: `${lines.join("\n")}\n` };
}

/** A time in seconds to one decimal ("3.1 s"), a layout shift as it is. */
function vitalValue(vital: Vital, value: number): string {
  return vital === "cls" ? String(Math.round(value * 100) / 100) : `${(value / 1000).toFixed(1)} s`;
}

function slowestLine(report: WeekReport): string[] {
  const page = report.slowest;
  if (page === undefined) return [];
  const { vital } = page;
  return [
    t.slowest(
      typedLine(page.path),
      page.device,
      t.vitals[vital],
      vitalValue(vital, page.p75),
      vitalValue(vital, GOOD[vital]),
    ),
  ];
}

function overdueLines(report: WeekReport, link: (label: string, path: string) => string[]): string[] {
  const { replies, followUps, stale } = report.overdue;
  if (replies + followUps + stale === 0) return [t.nothingOverdue, ...link(t.inbox, "/admin")];
  return [
    ...(replies === 0 ? [] : [t.replies(replies), ...link(t.inbox, "/admin?overdue=true&sort=reply-by")]),
    ...(followUps === 0 ? [] : [t.followUps(followUps), ...link(t.inbox, "/admin")]),
    ...(stale === 0 ? [] : [t.stale(stale), ...link(t.inbox, "/admin?overdue=true&sort=reply-by")]),
  ];
}

export const DIGEST_KIND = "owner-weekly-digest";

/** The e-mail from the outbox's payload. */
export function digestMail(payload: DigestPayload, mail: MailIdentity): SendMailOptions {
  return {
    from: mail.from,
    to: mail.ownerEmail,
    subject: payload.subject,
    text: payload.text,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** The owner's Monday e-mail of last week's figures (issue 39), queued once a week under its id; detached. */
export const digestKind = messageKind({
  kind: DIGEST_KIND,
  payload: v.object({ subject: v.string(), text: v.string() }),
  compose: async (payload, { identity }) => digestMail(payload, identity),
});
