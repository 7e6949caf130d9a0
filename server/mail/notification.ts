import nodemailer, { type SendMailOptions } from "nodemailer";
import { replyAddress, type Lead } from "../db/leads.js";
import { attributionLine, UNKNOWN_ATTRIBUTION, type Attribution } from "../analytics/attribution.js";

export interface NotificationSettings {
  /** NOTIFY_EMAIL. */
  to: string;
  /** MAIL_FROM. */
  from: string;
  /** PUBLIC_URL: the e-mail links to the inbox when it is known. */
  publicUrl: string | undefined;
}

const FORM_TITLES = { consulting: "New consulting lead", discovery: "New discovery call" } as const;
const FORM_NAMES = { consulting: "Consulting", discovery: "Discovery call (education)" } as const;

// eslint-disable-next-line no-control-regex -- control characters are what is being removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/** One line, no control characters: a visitor's text must not add headers or break the subject. */
export function headerText(value: string, max: number): string {
  const line = value.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * The visitor as a mailbox: an object, not a string, so that nodemailer quotes and encodes the
 * name (accents, quotes, commas).
 */
export function visitorMailbox(lead: Lead): { name: string; address: string } {
  return { name: headerText(lead.name, 200), address: replyAddress(lead) };
}

/**
 * The owner's notification of a lead: plain text only (what the visitor typed arrives as text,
 * never as markup), every field, and Reply-To set to the visitor so that answering is one click.
 */
export function composeNotification(
  lead: Lead,
  settings: NotificationSettings,
  attribution: Attribution = UNKNOWN_ATTRIBUTION,
): SendMailOptions {
  const none = "—";
  const fields: [string, string][] = [
    ["Form", FORM_NAMES[lead.form]],
    ["Language", lead.language],
    ["Received at", lead.receivedAt.toISOString()],
    ["Name", lead.name],
    ["Email", lead.email],
    ...(lead.replyTo === null ? [] : ([["Reply to", lead.replyTo]] as [string, string][])),
    ["Company", lead.company],
    ["Team size", lead.teamSize ?? none],
    ["Workshop interest", lead.workshopInterest ?? none],
    ...(lead.subject === null ? [] : ([["Subject", lead.subject]] as [string, string][])),
    ["Source", attributionLine(attribution)],
  ];
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  const lines = [
    `${FORM_TITLES[lead.form]} from the website.`,
    "",
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    "Message:",
    lead.message,
    "",
    "Reply to this e-mail to answer the visitor.",
  ];
  if (settings.publicUrl !== undefined) lines.push(`Inbox: ${settings.publicUrl}/admin`);

  return {
    from: settings.from,
    to: settings.to,
    replyTo: visitorMailbox(lead),
    subject: `${FORM_TITLES[lead.form]}: ${headerText(lead.company, 150)}`,
    text: `${lines.join("\n")}\n`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

export interface Sender {
  send(lead: Lead, attribution?: Attribution): Promise<void>;
  /** Sends any other message over the same transport (the booking messages). */
  deliver(message: SendMailOptions): Promise<void>;
  close(): void;
}

/** Sends notifications over SMTP_URL. Timeouts stay well under the outbox lease (2 minutes). */
export function createSender(smtpUrl: string, settings: NotificationSettings): Sender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(lead, attribution) {
      await transport.sendMail(composeNotification(lead, settings, attribution));
    },
    async deliver(message) {
      await transport.sendMail(message);
    },
    close() {
      transport.close();
    },
  };
}
