import type { ReactNode } from "react";
import { LANGUAGE_TAGS, type Language } from "../../../shared/languages.js";
import { quoted } from "../../../shared/quotes.js";
import { zoneName } from "../../../shared/zone-name.js";
import type { Attribution } from "../../analytics/attribution.js";
import type { Lead } from "../../leads/repository.js";
import { PRIVACY_COPY } from "../mail.js";
import type { VisitorCall, VisitorMessage, VisitorNote, VisitorTask, VisitorWebhookDelivery } from "../records.js";
import { Record } from "./parts.js";
import type { VisitorSubscription } from "../../newsletter/privacy.js";
import { NEWSLETTER_COPY } from "../../newsletter/copy.js";
import { CallEnd, CallStart, formatStamp, labelOf, listOf, optionLabel, PRIVACY_VALUES, Stamp } from "./readable.js";

/**
 * One record of each kind the data page lists, every value readable in the visitor's language
 * (readable.tsx); the downloads hold the same values as stored.
 */

export function LeadRecord({
  language,
  lead,
  attribution,
}: {
  language: Language;
  lead: Lead;
  attribution: Attribution | undefined;
}) {
  const f = PRIVACY_COPY[language].page.field;
  const values = PRIVACY_VALUES[language];
  const form = labelOf(values.forms, lead.form);
  const received = lead.receivedAt.toISOString();
  return (
    <Record
      label={`${form}, ${formatStamp(received, language)}`}
      rows={[
        [f.receivedAt, <Stamp stored={received} language={language} />],
        [f.form, form],
        [f.status, labelOf(values.leadStatuses, lead.status)],
        [f.name, lead.name],
        [f.email, lead.email],
        [f.replyTo, lead.replyTo],
        [f.company, lead.company],
        [f.message, lead.message],
        [f.teamSize, lead.teamSize === null ? null : optionLabel(language, "teamSize", lead.teamSize)],
        [
          f.workshopInterest,
          lead.workshopInterest === null ? null : optionLabel(language, "workshopInterest", lead.workshopInterest),
        ],
        [f.subject, lead.subject],
        [f.clientAddress, lead.clientAddress],
        [f.userAgent, lead.userAgent],
        [
          f.spamReasons,
          listOf(
            language,
            lead.spamReasons.map((reason) => labelOf(values.spamReasons, reason)),
          ),
        ],
        [f.source, sourceOf(language, attribution)],
      ]}
    />
  );
}

/**
 * Where a lead came from: its source, medium (a channel in words; a campaign's own medium as
 * tagged), campaign, referrer and first page, each once; none when unknown.
 */
function sourceOf(language: Language, attribution: Attribution | undefined): string | null {
  if (attribution === undefined) return null;
  const values = PRIVACY_VALUES[language];
  const { source, medium, campaign, referrer, landingPage } = attribution;
  const parts = [
    source,
    medium === null ? null : labelOf(values.channels, medium),
    campaign,
    referrer,
    landingPage === null ? null : values.landedOn(landingPage),
  ].filter((value): value is string => value !== null);
  return [...new Set(parts)].join(" · ");
}

export function CallRecord({ language, call }: { language: Language; call: VisitorCall }) {
  const f = PRIVACY_COPY[language].page.field;
  return (
    <Record
      label={formatStamp(call.start, language)}
      rows={[
        [f.start, <CallStart stored={call.start} language={language} />],
        [f.end, <CallEnd stored={call.end} language={language} />],
        // As a person says it ("horário de Brasília (UTC−3)"); the download keeps the IANA name.
        [f.timeZone, call.timeZone && zoneName(call.timeZone, LANGUAGE_TAGS[language], new Date(call.start))],
        [f.status, labelOf(PRIVACY_VALUES[language].callStatuses, call.status)],
        [f.outcome, call.outcome === null ? null : labelOf(PRIVACY_VALUES[language].callOutcomes, call.outcome)],
        [f.cancelReason, call.cancelReason],
        [f.bookedAt, <Stamp stored={call.createdAt} language={language} />],
      ]}
    />
  );
}

export function MessageRecord({ language, message }: { language: Language; message: VisitorMessage }) {
  const t = PRIVACY_COPY[language].page;
  const f = t.field;
  const kind = labelOf(PRIVACY_VALUES[language].messageKinds, message.kind);
  return (
    <Record
      label={`${kind}, ${formatStamp(message.createdAt, language)}`}
      rows={[
        [f.kind, kind],
        [f.to, message.toVisitor ? t.toYou : t.toUs],
        [f.createdAt, <Stamp stored={message.createdAt} language={language} />],
        [f.sentAt, message.sentAt === null ? t.notSent : <Stamp stored={message.sentAt} language={language} />],
      ]}
    />
  );
}

export function NoteRecord({ language, note }: { language: Language; note: VisitorNote }) {
  const f = PRIVACY_COPY[language].page.field;
  return (
    <Record
      label={`${f.note}, ${formatStamp(note.createdAt, language)}`}
      rows={[
        [f.createdAt, <Stamp stored={note.createdAt} language={language} />],
        [f.updatedAt, note.updatedAt === note.createdAt ? null : <Stamp stored={note.updatedAt} language={language} />],
        [f.note, note.body],
      ]}
    />
  );
}

export function TaskRecord({ language, task }: { language: Language; task: VisitorTask }) {
  const f = PRIVACY_COPY[language].page.field;
  const words = task.text ?? f.followUp;
  return (
    <Record
      label={`${f.task}, ${words}`}
      rows={[
        [f.task, words],
        [f.dueOn, task.dueAt === null ? task.dueOn : <Stamp stored={task.dueAt} language={language} />],
        [f.createdAt, <Stamp stored={task.createdAt} language={language} />],
        [f.doneAt, task.doneAt === null ? null : <Stamp stored={task.doneAt} language={language} />],
      ]}
    />
  );
}

export function DeliveryRecord({ language, delivery }: { language: Language; delivery: VisitorWebhookDelivery }) {
  const f = PRIVACY_COPY[language].page.field;
  const values = PRIVACY_VALUES[language];
  const type = labelOf(values.webhookEvents, delivery.type);
  return (
    <Record
      label={`${type}, ${formatStamp(delivery.createdAt, language)}`}
      rows={[
        [f.type, type],
        [f.createdAt, <Stamp stored={delivery.createdAt} language={language} />],
        [f.state, labelOf(values.deliveryStates, delivery.state)],
      ]}
    />
  );
}

/** A newsletter subscription (issue 54), with each consent: when, the words, the language, the network. */
export function SubscriptionRecord({
  language,
  subscription,
}: {
  language: Language;
  subscription: VisitorSubscription;
}) {
  const t = PRIVACY_COPY[language].page;
  const f = t.field;
  const list = NEWSLETTER_COPY[language].lists[subscription.list];
  return (
    <Record
      label={list}
      rows={[
        [t.subscriptionField.list, list],
        [f.status, t.subscriptionStatuses[subscription.status]],
        [f.createdAt, <Stamp stored={subscription.createdAt} language={language} />],
        [
          t.subscriptionField.confirmedAt,
          subscription.confirmedAt === null ? null : <Stamp stored={subscription.confirmedAt} language={language} />,
        ],
        [
          t.subscriptionField.departedAt,
          subscription.departedAt === null ? null : <Stamp stored={subscription.departedAt} language={language} />,
        ],
        [f.source, subscription.source],
        ...subscription.consents.map((consent): [string, ReactNode] => [
          t.subscriptionField.consent,
          <>
            <Stamp stored={consent.givenAt} language={language} />: {quoted(consent.words, language)} (
            {consent.network ?? t.none})
          </>,
        ]),
      ]}
    />
  );
}
