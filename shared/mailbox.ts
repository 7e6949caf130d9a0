/**
 * The mailbox an address delivers to, as far as we can tell without asking the provider, so a
 * per-mailbox cap counts `Ana+1@Example.com` and `ana@example.com` once:
 * - the whole address is lowercased (no provider in use today treats case as significant);
 * - a `+tag` is removed from the local part (Gmail, Outlook, iCloud, Fastmail, Proton and most
 *   self-hosted servers deliver `name+tag@` to `name@`; a provider that does not merely makes
 *   two of its users share a cap);
 * - dots are removed from the local part only at gmail.com and googlemail.com, the providers
 *   documented to ignore them; googlemail.com is the same mailbox as gmail.com.
 * Not folded, on purpose: dots elsewhere (Outlook and most others deliver `a.b@` and `ab@` to
 * different people), `-tag` suffixes (a few providers only), and quoted local parts, which the
 * forms refuse (shared/lead-forms.ts).
 */
export function canonicalMailbox(address: string): string {
  const at = address.lastIndexOf("@");
  if (at === -1) return address.trim().toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase();
  let domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}
