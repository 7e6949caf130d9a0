import { CONSOLE_PATH, leadPath } from "../../shared/console-paths.js";

/** Who the site's e-mails come from and go to, and where their links point. */
export interface MailIdentity {
  /** MAIL_FROM. */
  from: string;
  /** NOTIFY_EMAIL. */
  ownerEmail: string;
  /** PUBLIC_URL: the owner's e-mails link to the inbox when it is known. */
  publicUrl: string | undefined;
  /** OWNER_TIMEZONE (else BOOKING_TIMEZONE): the zone of every time in the owner's e-mails; UTC without it. */
  ownerTimeZone?: string;
}

/**
 * Where an owner's e-mail sends them: the lead's own page in the console, or the console; none
 * without PUBLIC_URL (a link to the Host a request named could point anywhere).
 */
export function consoleUrl(mail: Pick<MailIdentity, "publicUrl">, leadId?: string): string | undefined {
  if (mail.publicUrl === undefined) return undefined;
  return `${mail.publicUrl}${leadId === undefined ? CONSOLE_PATH : leadPath(leadId)}`;
}
