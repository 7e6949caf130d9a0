/**
 * A mailto link to one address as a visitor typed it. Encoded, so that an address carrying `?`
 * or `&` (which the collector's check lets through) cannot add a Bcc or a body to the owner's
 * reply; the `@` stays readable.
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}`;
}
