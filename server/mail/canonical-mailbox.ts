import { domainToASCII } from "node:url";

/** Providers known to ignore dots in the local part; googlemail.com is gmail.com. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address delivers to, as far as we can tell without asking its provider: lower
 * case, quotes gone, `+tag` gone, and dots in the local part ignored only where the provider is
 * known to ignore them (decision 034). Conservative: two addresses with one key may, rarely, be
 * two mailboxes (a provider with case-sensitive or `+`-significant local parts), which only makes
 * the cap stricter for them; never the reverse for the common providers.
 * (The collector's branch adds a shared `canonicalMailbox`; the lead unifies the two.)
 */
export function canonicalMailbox(address: string): string {
  const at = address.lastIndexOf("@");
  const rawLocal = at < 0 ? address : address.slice(0, at);
  const rawDomain = at < 0 ? "" : address.slice(at + 1);
  const asciiDomain = domainToASCII(rawDomain.trim().replace(/\.$/, "")) || rawDomain.trim();
  let domain = asciiDomain.toLowerCase();
  let local = rawLocal.trim().replace(/\\(.)/g, "$1").replace(/"/g, "").toLowerCase();
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless !== undefined) {
    domain = dotless;
    local = local.replace(/\./g, "");
  }
  return at < 0 ? local : `${local}@${domain}`;
}
