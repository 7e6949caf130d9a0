/**
 * The mailbox an address delivers to, as far as we can tell without asking the provider, so a
 * per-mailbox cap counts `Ana+1@Example.com` and `ana@example.com` once:
 * - the whole address is lowercased (no provider in use today treats case as significant);
 * - a `+tag` is removed from the local part (Gmail, Outlook, iCloud, Fastmail, Proton and most
 *   self-hosted servers deliver `name+tag@` to `name@`; a provider that does not merely makes
 *   two of its users share a cap);
 * - dots are removed from the local part only at gmail.com and googlemail.com, the providers
 *   documented to ignore them; googlemail.com is the same mailbox as gmail.com.
 * - quotes and backslash escapes leave the local part (`"victim"@` is `victim@`): the forms
 *   refuse quoted local parts (shared/lead-forms.ts), but an address stored before that rule or
 *   typed elsewhere must still share its mailbox's count;
 * - a domain in Unicode is written in its ASCII form (`exämple.com` is `xn--exmple-cua.com`).
 * Not folded, on purpose: dots elsewhere (Outlook and most others deliver `a.b@` and `ab@` to
 * different people) and `-tag` suffixes (a few providers only).
 */
export function canonicalMailbox(address: string): string {
  const at = address.lastIndexOf("@");
  if (at === -1) return address.trim().toLowerCase();
  let local = address.slice(0, at).trim().replace(/\\(.)/g, "$1").replaceAll('"', "").toLowerCase();
  let domain = asciiDomain(
    address
      .slice(at + 1)
      .trim()
      .replace(/\.$/, ""),
  ).toLowerCase();
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

/** A domain's ASCII (punycode) form, as the URL parser writes hosts; the domain itself if it is none. */
function asciiDomain(domain: string): string {
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return domain;
  }
}
