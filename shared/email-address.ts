/**
 * The one rule for a typed e-mail address, shared by the site's forms, the collector, the privacy
 * form and the mail code (issue 49). An address is one mailbox: a local part, `@`, a domain, and
 * nothing else. Mail libraries read `Name <a@b>`, `x(comment)a@b`, `a,b@c` and `group:a@b` as a
 * display name, a comment, a list or a group, so a value holding any of those characters is not
 * one address, whatever it would deliver to. Pure, so islands can import it; the server confirms
 * it with nodemailer's own parser (server/mail/one-address.ts).
 */

/** The longest address SMTP carries (RFC 5321's path limit, less its angle brackets). */
const MAX_ADDRESS_LENGTH = 254;

/**
 * Characters that make an address something else in a header: a display name (`<>`), a comment
 * (`()`), a list (`,` `;`), a group (`:`), a quoted or escaped part (`"` `\`), a literal domain
 * (`[]`), and any space or control, which a parser reads as a separator.
 */
// eslint-disable-next-line no-control-regex -- controls are among what is refused
const NOT_ONE_ADDRESS = /[<>(),;:"\\[\]\s\u0000-\u001f\u007f-\u009f]/u;

/** RFC 5322 atext, with letters and digits of any script (RFC 6531) for international mailboxes. */
const LOCAL_PART = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
/** Host labels of letters, digits and inner hyphens, at least two, the last not a number. */
const DOMAIN =
  /^(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+[\p{L}\p{M}\p{N}-]*\p{L}[\p{L}\p{M}\p{N}-]*$/u;

/** Why a typed value is not an address we write to; undefined when it is one. */
export type AddressProblem =
  /** A display name, comment, list, group, space or control around or inside it. */
  | "not-one"
  /** A quoted local part or an IP address for a domain (decision 030). */
  | "not-plain"
  /** Anything else: no `@`, no dot in the domain, a stray dot. */
  | "shape";

export function addressProblem(value: string): AddressProblem | undefined {
  if (value.length > MAX_ADDRESS_LENGTH) return "shape";
  const at = value.lastIndexOf("@");
  // No `@` at all is a typo, not an attempt at a list: the plain message says what to type.
  if (at === -1) return "shape";
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  // Quotes and literal domains first: their own message says what to change (decision 030).
  if (local.includes('"') || /[[\]]/.test(domain) || /\.\d+$/.test(domain)) return "not-plain";
  if (NOT_ONE_ADDRESS.test(value) || value.indexOf("@") !== at) return "not-one";
  if (!LOCAL_PART.test(local) || local.length > 64 || !DOMAIN.test(domain)) return "shape";
  return undefined;
}

/** Whether `value` is exactly one address, as the forms accept it. */
export function isEmailAddress(value: string): boolean {
  return addressProblem(value) === undefined;
}

/**
 * The address we store and write to: the one address, its domain in lower case. The local part
 * keeps its case: RFC 5321 leaves it to the receiving server, so writing it as typed is the one
 * spelling sure to arrive; caps fold it anyway (shared/mailbox.ts, decision 145).
 */
export function canonicalAddress(address: string): string {
  const at = address.lastIndexOf("@");
  return at === -1 ? address : `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`;
}
