import type { SendMailOptions } from "nodemailer";
import { formatWhen } from "../../shared/call-time.js";
import type { Lead } from "../leads/repository.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { toVisitor, VISITOR_MAIL_COPY, visitorFooter, visitorGreeting } from "../mail/visitor-mail.js";
import { withHtml } from "../mail/html/with-html.js";

/** The no-show's offer of another time, as queued by the owner's click (server/booking/outcomes.ts). */
export interface CallOfferPayload {
  bookingId: string;
  /** The missed call's start, named in the visitor's zone. */
  start: string;
  visitorTimeZone: string | null;
  ownerTimeZone: string;
  /** The booking page with a fresh "book" token for this lead. */
  bookUrl: string;
  /** When that token stops working. */
  expiresAt: string;
  /** The call was one we cancelled, not one the visitor missed: the message says so. */
  cancelled?: boolean;
}

/**
 * The visitor's short message after a missed call (or one we cancelled), in the lead's language:
 * the time we had, a link to pick another, and until when it works. Nothing the visitor typed but their first name.
 */
export function composeCallOffer(lead: Lead, payload: CallOfferPayload, mail: MailIdentity): SendMailOptions {
  const { language } = lead;
  const copy = VISITOR_MAIL_COPY[language].offer;
  const zone = payload.visitorTimeZone ?? payload.ownerTimeZone;
  const missed = formatWhen(new Date(payload.start), zone, language);
  const until = formatWhen(new Date(payload.expiresAt), zone, language);
  const text = [
    visitorGreeting(lead),
    "",
    (payload.cancelled ? copy.cancelledLead : copy.lead)(missed),
    "",
    copy.link,
    payload.bookUrl,
    "",
    copy.until(until),
  ];
  return withHtml(
    {
      ...toVisitor(lead, mail.from),
      subject: copy.subject,
      text: `${text.join("\n")}\n\n${visitorFooter(language, mail.publicUrl)}`,
      headers: { "Auto-Submitted": "auto-generated" },
    },
    language,
  );
}
