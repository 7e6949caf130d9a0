import addressparser from "nodemailer/lib/addressparser";
import { canonicalAddress, isEmailAddress } from "../../shared/email-address.js";

/**
 * The one address a typed value is, confirmed by the parser nodemailer sends with: the shared rule
 * (shared/email-address.ts) accepts it, and addressparser reads it as exactly one mailbox with no
 * name and that very address. Undefined for anything else, so a value the two disagree on is
 * never written to. Canonical: its domain in lower case.
 */
export function oneAddress(typed: string): string | undefined {
  if (!isEmailAddress(typed)) return undefined;
  const parsed = addressparser(typed);
  const [only] = parsed;
  if (parsed.length !== 1 || only === undefined || only.group !== undefined) return undefined;
  if (only.name !== "" || only.address !== typed) return undefined;
  return canonicalAddress(only.address);
}

/** An address that is not one mailbox, found where only one may be written to. */
export class NotOneAddressError extends Error {
  override name = "NotOneAddressError";
}

/**
 * A visitor's address as nodemailer's To: an object, so nodemailer does not parse it again, with
 * no name (a display name would be text the visitor typed). Throws for a value that is not one
 * address (one stored before issue 49): such a message is not sent.
 */
export function visitorRecipient(typed: string): { name: ""; address: string } {
  const address = oneAddress(typed);
  if (address === undefined) throw new NotOneAddressError("the visitor's address is not one mailbox");
  return { name: "", address };
}
