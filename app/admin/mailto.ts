/**
 * A mailto link to one address as a visitor typed it. Encoded, so that an address carrying `?`
 * or `&` (which the collector's check lets through) cannot add a Bcc or a body to the owner's
 * reply; the `@` stays readable.
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}`;
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
