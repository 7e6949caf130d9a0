/**
 * The mailbox an address delivers to, as far as can be told without asking its provider: the
 * address lowercased, its `+tag` dropped. Conservative on purpose: dots are kept (only some
 * providers ignore them), and a quoted local part is left as typed. A private copy until the
 * collector's shared `canonicalMailbox` lands.
 */
export function canonicalMailbox(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return address.trim().toLowerCase();
  const local = address.slice(0, at).trim().toLowerCase();
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const untagged = local.startsWith('"') ? local : (local.split("+")[0] ?? local);
  return `${untagged || local}@${domain}`;
}
