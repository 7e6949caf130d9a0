import { isIP } from "node:net";

/**
 * The client address as stored with a lead: enough to spot abuse from a network, not enough to
 * single out a person (the privacy notice says "the last part of the address is removed").
 * IPv4 keeps its /24 (`203.0.113.7` → `203.0.113.0`), IPv6 its /48 (a site's prefix).
 */
export function truncateAddress(address: string): string | null {
  const bare = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  const ip = mapped?.[1] ?? bare;
  switch (isIP(ip)) {
    case 4:
      return `${ip.split(".").slice(0, 3).join(".")}.0`;
    case 6: {
      const groups = ipv6Groups(ip).slice(0, 3);
      // The URL parser writes IPv6 in its canonical, compressed form.
      return new URL(
        `http://[${[...groups, 0, 0, 0, 0, 0].map((group) => group.toString(16)).join(":")}]`,
      ).hostname.slice(1, -1);
    }
    default:
      return null;
  }
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(ip: string): number[] {
  // Canonical form first: hex groups only (no embedded IPv4), at most one "::".
  const canonical = new URL(`http://[${ip}]`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
