import type { SendMailOptions } from "nodemailer";
import { LEAD_STAGES } from "../../shared/admin-api.js";
import { sourceWords } from "../../shared/analytics.js";
import * as v from "valibot";
import type { MailIdentity } from "../mail/mail-identity.js";
import { messageKind } from "../mail/message-kinds.js";
import { typedLine } from "../mail/visitor-text.js";
import { DIGEST_COPY, type DigestCopy } from "./copy.js";
import { DIGEST_COPY_PT } from "./copy-pt.js";
import { LANGUAGE_TAGS, LANGUAGES, type Language } from "../../shared/languages.js";
import type { OwnerReader } from "../mail/owner-readers.js";
import { ownerEnvelope } from "../mail/owner-lines.js";
import type { WeekReport } from "./report.js";
import { GOOD, type Vital } from "../../shared/vitals.js";
import { formatDealValue, type DealValue } from "../../shared/deal-value.js";
import { withHtml } from "../mail/html/with-html.js";

const COPY: Record<Language, DigestCopy> = { en: DIGEST_COPY, pt: DIGEST_COPY_PT };

/** One language's e-mail. */
export interface DigestLetter {
  subject: string;
  text: string;
}

/**
 * What the outbox keeps of the e-mail: written when it is queued, in every language, so a resend
 * says the same and each reader gets theirs. A row queued before the team is one English letter.
 */
export type DigestPayload = Record<Language, DigestLetter>;

/** "Nov 16 – 22, 2026" / "16 – 22 de nov. de 2026": the week's UTC days, as the dashboard's range reads. */
function weekLabel(from: string, to: string, language: Language): string {
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return format.formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`));
}

/**
 * The week as plain text, in short lines that read on a phone; each part ends with a link into
 * the inbox when PUBLIC_URL is known. Holds counts and source names; a source name comes from a
 * visitor's link (`utm_source`, `ref`) or referrer, so it is shown on one line (visitor-text.ts)
 * and can never start a line of its own.
 */
export function composeDigest(report: WeekReport, publicUrl: string | undefined): DigestPayload {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, composeLetter(report, publicUrl, COPY[language], language)]),
  ) as DigestPayload;
}

function composeLetter(
  report: WeekReport,
  publicUrl: string | undefined,
  t: DigestCopy,
  language: Language,
): DigestLetter {
  const week = weekLabel(report.from, report.to, language);
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
      : [
          t.topSources,
          ...report.topSources.map((row) =>
            t.source(typedLine(sourceWords(row.source, t.channels)), row.visits, row.leads),
          ),
        ]),
    ...slowestLine(report, t),
    ...link(t.dashboard, "/admin#dashboard"),
    "",
    `${t.leadsHeading(report.leads)} ${t.change(report.leads, report.previous.leads)}`,
    `${t.byStage} ${LEAD_STAGES.map((stage) => `${t.stages[stage]} ${report.byStage[stage]}`).join(", ")}`,
    ...(report.bySource.length === 0
      ? []
      : [
          t.bySource,
          ...report.bySource.flatMap((row) => {
            const name = typedLine(sourceWords(row.source, t.channels));
            return [
              t.sourceLeads(name, row.leads),
              ...link(t.inboxFor.source(linkName(name)), `/admin?${new URLSearchParams({ source: row.source })}`),
            ];
          }),
        ]),
    "",
    ...callLines(report, t),
    "",
    ...dealLines(report, t),
    ...valueLines(report, t, language),
    "",
    t.overdueHeading,
    ...overdueLines(report, link, t),
    "",
    t.off,
    ...link(t.account, "/admin#devices"),
    t.offForEveryone,
  ];
  return { subject: t.subject(week), text: `${lines.join("\n")}\n` };
}

/** The week's calls, each figure beside the week before's. */
function callLines(report: WeekReport, t: DigestCopy): string[] {
  const { previous } = report;
  return [
    t.callsHeading,
    `${t.calls(report.calls)} ${t.change(report.calls, previous.calls)}`,
    `${t.held(report.held)} ${t.change(report.held, previous.held)}`,
    `${t.missed(report.missed)} ${t.change(report.missed, previous.missed)}`,
  ];
}

/** The week's deals won and lost, each beside the week before's. */
function dealLines(report: WeekReport, t: DigestCopy): string[] {
  const { previous } = report;
  return [
    t.dealsHeading,
    `${t.won(report.won)} ${t.change(report.won, previous.won)}`,
    `${t.lost(report.lost)} ${t.change(report.lost, previous.lost)}`,
  ];
}

/** The pipeline's value per open stage and the value won in the week, each currency apart (issue 51). */
function valueLines({ value }: WeekReport, t: DigestCopy, language: Language): string[] {
  const money = (sums: readonly DealValue[]) =>
    sums.length === 0 ? t.noValue : sums.map((sum) => formatDealValue(sum, LANGUAGE_TAGS[language])).join(" + ");
  return [
    `${t.pipelineValue} ${value.byStage.map(({ stage, sums }) => `${t.stages[stage]} ${money(sums)}`).join(", ")}`,
    t.wonValue(money(value.won)),
  ];
}

/** A time in seconds to one decimal ("3.1 s"), a layout shift as it is. */
function vitalValue(vital: Vital, value: number): string {
  return vital === "cls" ? String(Math.round(value * 100) / 100) : `${(value / 1000).toFixed(1)} s`;
}

function slowestLine(report: WeekReport, t: DigestCopy): string[] {
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

/**
 * A source's name as a link's label: a link is written "Label: address", so the name loses any
 * colon, and is cut short enough for a button.
 */
function linkName(name: string): string {
  const plain = name.replaceAll(":", " ").trim();
  return plain.length > 24 ? `${plain.slice(0, 23).trimEnd()}...` : plain;
}

function overdueLines(report: WeekReport, link: (label: string, path: string) => string[], t: DigestCopy): string[] {
  const { replies, followUps, stale } = report.overdue;
  if (replies + followUps + stale === 0) return [t.nothingOverdue, ...link(t.inbox, "/admin")];
  return [
    ...(replies === 0 ? [] : [t.replies(replies), ...link(t.inboxFor.replies, "/admin?overdue=true&sort=reply-by")]),
    ...(followUps === 0 ? [] : [t.followUps(followUps), ...link(t.inboxFor.followUps, "/admin")]),
    ...(stale === 0 ? [] : [t.stale(stale), ...link(t.inboxFor.stale, "/admin?overdue=true&sort=reply-by")]),
  ];
}

export const DIGEST_KIND = "owner-weekly-digest";

/** The e-mail from the outbox's payload, as one reader reads it. */
export function digestMail(payload: DigestPayload, mail: MailIdentity, reader: OwnerReader): SendMailOptions {
  const letter = payload[reader.language];
  return withHtml({ ...ownerEnvelope(mail, reader), subject: letter.subject, text: letter.text }, reader.language);
}

const letterSchema = v.object({ subject: v.string(), text: v.string() });
const payloadSchema = v.union([
  v.object({ en: letterSchema, pt: letterSchema }),
  // Queued before the team (issue 50): English only, to whoever reads it.
  v.pipe(
    letterSchema,
    v.transform((letter): DigestPayload => ({ en: letter, pt: letter })),
  ),
]);

/**
 * The Monday e-mail of last week's figures (issue 39), queued once a week under its id; detached.
 * To everyone on the team who wants it, each in their language (issue 50).
 */
export const digestKind = messageKind({
  kind: DIGEST_KIND,
  payload: payloadSchema,
  compose: async (payload, { identity, readers }) =>
    (await readers("weekly")).map((reader) => digestMail(payload, identity, reader)),
});
