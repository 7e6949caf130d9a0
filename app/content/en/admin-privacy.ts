import type { Language } from "@shared/languages";
import type { PrivacyAction, PrivacyRequestStatus } from "@shared/privacy";
import type { Translation } from "@shared/translation";

/** The inbox's privacy page (issue 29): the visitors' requests for their own data. */
const source = {
  title: "Privacy requests",
  intro:
    "Visitors who asked for their own data: each got a link by e-mail to see, download and erase it. No address " +
    "is kept here, only what was asked and done, so you can show that every request was honored.",
  loading: "Loading the requests...",
  loadFailed: "Could not load the requests. Check the connection and try again.",
  retry: "Try again",
  empty: "No requests yet. They appear here when a visitor asks for their data from the privacy notice.",
  caption: (count: number) => (count === 1 ? "1 request" : `${count.toLocaleString("en-US")} requests`),
  columns: {
    requestedAt: "Requested",
    language: "Language",
    action: "Request",
    status: "Status",
    erased: "Erased",
  },
  languages: { en: "English", pt: "Portuguese" } satisfies Record<Language, string>,
  actions: { access: "See their data", erasure: "Erase their data" } satisfies Record<PrivacyAction, string>,
  statuses: {
    sent: "Link sent",
    opened: "Link opened",
    expired: "Link expired",
    done: "Erased",
  } satisfies Record<PrivacyRequestStatus, string>,
  completedAt: (when: string) => `on ${when}`,
  erased: {
    leads: (count: number) => (count === 1 ? "1 lead" : `${count} leads`),
    calls: (count: number) => (count === 1 ? "1 call" : `${count} calls`),
    messages: (count: number) => (count === 1 ? "1 e-mail" : `${count} e-mails`),
    webhookDeliveries: (count: number) => (count === 1 ? "1 webhook delivery" : `${count} webhook deliveries`),
    nothing: "Nothing held",
  },
  notErased: "—",
};

export type AdminPrivacyCopy = Translation<typeof source>;

export const adminPrivacy: AdminPrivacyCopy = source;
