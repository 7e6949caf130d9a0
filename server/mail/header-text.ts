import type { Address, SendMailOptions } from "nodemailer";
import { stripFormatCharacters } from "../../shared/format-characters.js";
import { replyAddress, type MailVisitor } from "./visitor-address.js";
import { oneAddress } from "./one-address.js";

// Bidi overrides and C1 controls can make a header read other than it is ("moc.example" shown
// backwards) or confuse a mail client: every header value loses them (stripFormatCharacters).

// eslint-disable-next-line no-control-regex -- control characters are what is being removed
const LINE_BREAKERS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/**
 * One line, no control or format characters: a visitor's text must not add headers, break the
 * subject or reorder what it shows. Cut to `max` characters.
 */
export function headerText(value: string, max: number): string {
  const line = stripFormatCharacters(value).replace(LINE_BREAKERS, " ").replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The longest first name a visitor's e-mail greets them with. */
const FIRST_NAME_MAX = 40;

/**
 * The one piece of visitor-typed text a visitor's own e-mail carries: the first word of the name,
 * of letters (with their accents), apostrophes, hyphens and a full stop only at its end ("Jr."),
 * at most FIRST_NAME_MAX characters. No digits, colons, slashes or inner dots, so no link or
 * sentence survives; undefined when nothing does.
 */
export function visitorFirstName(name: string): string | undefined {
  const word = stripFormatCharacters(name.normalize("NFC"))
    .replace(/[^\p{L}\p{M}\s.'’-]/gu, "")
    .replace(/\.(?!\s|$)/g, "")
    .trim()
    .split(/\s+/)[0];
  const first = (word ?? "").slice(0, FIRST_NAME_MAX).replace(/^[.'’-]+|['’-]+$/g, "");
  return /\p{L}/u.test(first) ? first : undefined;
}

/**
 * The visitor as the owner replies to them: an object, not a string, so that nodemailer quotes
 * and encodes the name (accents, quotes, commas) and does not parse the address again. Only in
 * mail to the owner; none for an address that is not one mailbox (stored before issue 49).
 */
export function visitorReplyTo(
  lead: Pick<MailVisitor, "name" | "email" | "replyTo">,
): { replyTo: { name: string; address: string } } | Record<never, never> {
  const address = oneAddress(replyAddress(lead));
  return address === undefined ? {} : { replyTo: { name: headerText(lead.name, 200), address } };
}

/** What nodemailer takes as From, To or Reply-To. */
type Addresses = string | Address | Addresses[];

function cleanAddresses(value: Addresses): Addresses {
  if (typeof value === "string") return stripFormatCharacters(value);
  if (Array.isArray(value)) return value.map(cleanAddresses);
  return value.name === undefined ? value : { ...value, name: stripFormatCharacters(value.name) };
}

/**
 * The last word on a message's headers, whatever composed it: no format characters in the
 * subject or in the names of From, To and Reply-To.
 */
export function withCleanHeaders(message: SendMailOptions): SendMailOptions {
  return {
    ...message,
    ...(message.subject === undefined ? {} : { subject: stripFormatCharacters(message.subject) }),
    ...(message.from === undefined ? {} : { from: cleanAddresses(message.from) }),
    ...(message.to === undefined ? {} : { to: cleanAddresses(message.to) }),
    ...(message.replyTo === undefined ? {} : { replyTo: cleanAddresses(message.replyTo) }),
  };
}
