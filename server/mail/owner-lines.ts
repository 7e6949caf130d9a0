import { formatWhen } from "../../shared/call-time.js";
import { zoneName } from "../../shared/zone-name.js";
import { ownerMail as owner } from "./copy/owner.js";
import { consoleUrl, type MailIdentity } from "./mail-identity.js";

/** The console's address, or the lead's own page there; nothing without PUBLIC_URL. */
export function inboxLines(mail: MailIdentity, leadId?: string): string[] {
  const url = consoleUrl(mail, leadId);
  if (url === undefined) return [];
  return [leadId === undefined ? owner.inbox(url) : owner.lead(url)];
}

/** A moment as the owner reads it: in OWNER_TIMEZONE, the zone named (never raw UTC). */
export function ownerTime(instant: Date, mail: Pick<MailIdentity, "ownerTimeZone">): string {
  const zone = mail.ownerTimeZone ?? "UTC";
  return owner.at(formatWhen(instant, zone, "en"), zoneName(zone, "en", instant));
}
