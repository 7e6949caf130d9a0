import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import type { TargetProblem } from "../../shared/webhooks.js";

/**
 * Where a webhook may go. Without WEBHOOK_ALLOW_PRIVATE an endpoint's URL must be https and every
 * address its host resolves to public: a URL pointing at the server's own network (loopback, a
 * private range, the cloud's metadata service) would let whoever saves it probe that network.
 * Checked when the URL is saved and again when each request connects (DNS may have changed).
 */
export class TargetError extends Error {
  override name = "TargetError";
  constructor(
    readonly problem: TargetProblem,
    message: string,
  ) {
    super(message);
  }
}

/** Cloud metadata services: link-local or private, named apart because they hold credentials. */
const METADATA = new Set(["169.254.169.254", "169.254.170.2", "100.100.100.200", "fd00:ec2::254"]);

const range = (entries: [string, number][], type: "ipv4" | "ipv6") => {
  const list = new BlockList();
  for (const [network, prefix] of entries) list.addSubnet(network, prefix, type);
  return list;
};

const LOOPBACK = range([["127.0.0.0", 8]], "ipv4");
const LOOPBACK_6 = range([["::1", 128]], "ipv6");
const LINK_LOCAL = range([["169.254.0.0", 16]], "ipv4");
const LINK_LOCAL_6 = range([["fe80::", 10]], "ipv6");
/** Private, shared, reserved, multicast and "this network" ranges: nothing a public service is on. */
const NOT_PUBLIC = range(
  [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.0.2.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["198.51.100.0", 24],
    ["203.0.113.0", 24],
    ["224.0.0.0", 4],
    ["240.0.0.0", 4],
  ],
  "ipv4",
);
const NOT_PUBLIC_6 = range(
  [
    // IPv4-compatible (deprecated, `::127.0.0.1`), IPv4-mapped, IPv4-translated (SIIT) and NAT64
    // addresses could reach any IPv4 address, private ones included: none is a public service.
    ["::", 96],
    ["::ffff:0:0", 96],
    ["::ffff:0:0:0", 96],
    ["64:ff9b::", 96],
    ["64:ff9b:1::", 48],
    ["100::", 64],
    ["2001:db8::", 32],
    ["fc00::", 7],
    ["ff00::", 8],
  ],
  "ipv6",
);

/**
 * The IPv4 address an IPv6 one carries, where it carries one: in its last 32 bits for the
 * compatible, mapped, translated and NAT64 ranges, in bits 16 to 47 for 6to4 (2002::/16).
 */
function embeddedIPv4(address: string): string | undefined {
  const parts = ipaddr.IPv6.parse(address).parts;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  if (parts[0] === 0x2002) return v4(parts[1]!, parts[2]!);
  const translated =
    parts.slice(0, 5).every((part) => part === 0) ||
    (parts.slice(0, 4).every((part) => part === 0) && parts[4] === 0xffff && parts[5] === 0) ||
    (parts[0] === 0x64 && parts[1] === 0xff9b);
  return translated ? v4(parts[6]!, parts[7]!) : undefined;
}

/** Why an address is not a public one, or undefined when it is. */
export function addressProblem(address: string): TargetProblem | undefined {
  const family = isIP(address);
  if (family === 0) return "TARGET_INVALID";
  if (METADATA.has(address.toLowerCase())) return "TARGET_METADATA";
  if (family === 4) {
    if (LOOPBACK.check(address, "ipv4")) return "TARGET_LOOPBACK";
    if (LINK_LOCAL.check(address, "ipv4")) return "TARGET_LINK_LOCAL";
    if (NOT_PUBLIC.check(address, "ipv4")) return "TARGET_PRIVATE";
    return undefined;
  }
  if (LOOPBACK_6.check(address, "ipv6")) return "TARGET_LOOPBACK";
  if (LINK_LOCAL_6.check(address, "ipv6")) return "TARGET_LINK_LOCAL";
  // Named by the IPv4 address inside (`[::127.0.0.1]` is loopback), the range refused in any case.
  const inside = embeddedIPv4(address);
  const embedded = inside === undefined || inside === "0.0.0.0" ? undefined : addressProblem(inside);
  if (embedded !== undefined) return embedded;
  if (NOT_PUBLIC_6.check(address, "ipv6")) return "TARGET_PRIVATE";
  return undefined;
}

const KINDS: Record<TargetProblem, string> = {
  TARGET_INVALID: "not an address",
  TARGET_NOT_HTTPS: "not https",
  TARGET_UNRESOLVED: "not found",
  TARGET_LOOPBACK: "a loopback address (this machine)",
  TARGET_PRIVATE: "a private or reserved address",
  TARGET_LINK_LOCAL: "a link-local address",
  TARGET_METADATA: "a cloud metadata service",
};

function refused(problem: TargetProblem, host: string, address: string): TargetError {
  const where = host === address ? host : `${host} (${address})`;
  return new TargetError(
    problem,
    `${where} is ${KINDS[problem]}: webhooks are sent to public addresses only ` +
      `(WEBHOOK_ALLOW_PRIVATE=1 allows others, for development).`,
  );
}

export interface TargetPolicy {
  /** WEBHOOK_ALLOW_PRIVATE: http and any address allowed. */
  allowPrivate: boolean;
}

/** The URL, parsed, if its form is acceptable (scheme, no credentials); throws a TargetError else. */
function parseTarget(value: string, { allowPrivate }: TargetPolicy): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TargetError("TARGET_INVALID", `${JSON.stringify(value)} is not a URL.`);
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    throw new TargetError(
      "TARGET_NOT_HTTPS",
      `${url.protocol}// is not allowed: webhooks are sent over https only (WEBHOOK_ALLOW_PRIVATE=1 allows http).`,
    );
  }
  if (url.username !== "" || url.password !== "") {
    throw new TargetError("TARGET_INVALID", "A webhook URL cannot carry a user name or password.");
  }
  return url;
}

/** The host as the resolver and `isIP` want it (IPv6 literals without their brackets). */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/** Every address of a host name (dns.lookup with `all`); tests pass their own. */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

const resolveAll: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** Throws a TargetError unless every address `host` resolves to is public. */
async function checkHost(host: string, resolve: Resolve): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  } catch {
    throw new TargetError("TARGET_UNRESOLVED", `${host} could not be resolved: check the URL's host name.`);
  }
  if (addresses.length === 0) throw new TargetError("TARGET_UNRESOLVED", `${host} has no address.`);
  for (const { address } of addresses) {
    const problem = addressProblem(address);
    if (problem !== undefined) throw refused(problem, host, address);
  }
  return addresses;
}

/** Checks a URL as it is saved: its form, and (unless private targets are allowed) its addresses. */
export async function checkTarget(value: string, policy: TargetPolicy, resolve: Resolve = resolveAll): Promise<URL> {
  const url = parseTarget(value, policy);
  if (!policy.allowPrivate) await checkHost(bareHost(url), resolve);
  return url;
}

/**
 * A `lookup` for http.request that connects only to an address it has checked, so a host cannot
 * resolve to a public address when saved and to a private one when sent (DNS rebinding).
 * Literal IP hosts never reach a lookup: `checkTarget` covers them before the request.
 */
export function safeLookup(resolve: Resolve = resolveAll): LookupFunction {
  return (hostname, options, callback) => {
    checkHost(hostname, resolve).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, "", 0),
    );
  };
}
