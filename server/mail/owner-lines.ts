import { formatWhen } from "../../shared/call-time.js";
import { LANGUAGE_TAGS, type Language } from "../../shared/languages.js";
import { zoneName } from "../../shared/zone-name.js";
import { ownerMail, type OwnerMailCopy } from "./copy/owner.js";
import { ownerMailPt } from "./copy/owner-pt.js";
import { consoleUrl, type MailIdentity } from "./mail-identity.js";
import type { OwnerReader } from "./owner-readers.js";

const OWNER_MAIL: Record<Language, OwnerMailCopy> = { en: ownerMail, pt: ownerMailPt };

/** The owner-facing words in a reader's language. */
export function ownerCopy(reader: Pick<OwnerReader, "language">): OwnerMailCopy {
  return OWNER_MAIL[reader.language];
}

/** The console's address, or the lead's own page there; nothing without PUBLIC_URL. */
export function inboxLines(mail: MailIdentity, reader: Pick<OwnerReader, "language">, leadId?: string): string[] {
  const url = consoleUrl(mail, leadId);
  if (url === undefined) return [];
  const owner = ownerCopy(reader);
  return [leadId === undefined ? owner.inbox(url) : owner.lead(url)];
}

/** A moment as a reader reads it: in their zone and language, the zone named (never raw UTC). */
export function ownerTime(instant: Date, reader: Omit<OwnerReader, "to">): string {
  const { language, timeZone } = reader;
  return ownerCopy(reader).at(
    formatWhen(instant, timeZone, language),
    zoneName(timeZone, LANGUAGE_TAGS[language], instant),
  );
}

/** The envelope of an owner-facing alert: to its reader, marked as sent by a machine. */
export function ownerEnvelope(mail: Pick<MailIdentity, "from">, reader: OwnerReader) {
  return { from: mail.from, to: reader.to, headers: { "Auto-Submitted": "auto-generated" } };
}
