import { canonicalAddress, isEmailAddress } from "@shared/email-address";

/**
 * A mailto link to one address, as the forms' rule reads it (shared/email-address.ts). A value
 * stored before that rule that is not one address (`r3,victim@…`, `x<victim@…>`) gets no
 * recipient at all, so it cannot add one: the owner fills it in. Encoded, so that `?` or `&`
 * cannot add a Bcc or a body to the owner's reply; the `@` stays readable.
 */
export function mailtoHref(address: string): string {
  const one = isEmailAddress(address) ? canonicalAddress(address) : "";
  return `mailto:${encodeURIComponent(one).replace(/%40/g, "@")}`;
}

/**
 * The owner's reply (decision 120): the address, then the subject and body the server drafted,
 * each encoded whole (RFC 6068: a line break is CRLF, a space %20, never "+"), so that nothing
 * the visitor typed can end the body and start another header.
 */
export function replyHref(address: string, draft?: { subject: string; body: string }): string {
  if (draft === undefined) return mailtoHref(address);
  const body = draft.body.replace(/\r?\n/g, "\r\n");
  return `${mailtoHref(address)}?subject=${encodeURIComponent(draft.subject)}&body=${encodeURIComponent(body)}`;
}
