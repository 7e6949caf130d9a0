import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { DEFAULT_POLICY } from "./csp.js";
import { framedPagePolicy } from "./page-frame.js";

/**
 * Headers every response carries, whoever answers it: a Content-Security-Policy (pages set their
 * own, see csp.ts), no MIME sniffing, no framing, a referrer
 * that stops at the origin for other sites, a closed opener, no powerful features, and HSTS when
 * the request arrived over HTTPS.
 */
export const PERMISSIONS_POLICY =
  "accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), " +
  "microphone=(), payment=(), usb=()";

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The fixed headers, set on the raw response in onRequest: what @fastify/helmet sent (decision
 * 036) less four that no browser we serve acts on (decision 140), which every page paid for in
 * its first round trip. Set directly because @fastify/helmet rebuilds Helmet's middleware chain
 * on every request, which `npm run bench:serve` showed as the largest cost left once the site was
 * served from memory (bench/results/ holds the figures).
 */

const FIXED_HEADERS = [
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-site"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
] as const;

/**
 * All of them, for the few replies Fastify sends before any hook runs (a URL it cannot decode or
 * route). `security-headers.test.ts` checks they match what the hooks send.
 */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  [...FIXED_HEADERS, ["Content-Security-Policy", DEFAULT_POLICY], ["Permissions-Policy", PERMISSIONS_POLICY]].map(
    ([name, value]) => [name.toLowerCase(), value],
  ),
);

/**
 * HTML the server writes itself (booking, privacy, the forms' no-JavaScript answers) is a page in
 * the site's frame, with the frame's script file and inline icon: the site's pages' policy.
 */
function policyOf(reply: FastifyReply): string {
  const type = reply.getHeader("content-type");
  const html = typeof type === "string" && type.startsWith("text/html");
  return (html && framedPagePolicy()) || DEFAULT_POLICY;
}

/**
 * What a public page leaves out of the fixed headers: cross-origin isolation (decision 141), and
 * two that repeat what the browser already does there (decision 144): X-Frame-Options, which a
 * browser ignores when the page's CSP has `frame-ancestors`, as every page's has; and a
 * Referrer-Policy whose value is every current browser's default.
 */
const LEFT_OFF_PUBLIC_PAGES = [
  "Cross-Origin-Opener-Policy",
  "Cross-Origin-Resource-Policy",
  "Origin-Agent-Cluster",
  "X-Frame-Options",
  "Referrer-Policy",
];
const publicPages = new WeakSet<FastifyReply>();

/**
 * A pre-rendered public page gets the headers that protect it and no more (decisions 141, 144):
 * it holds no secret and no visitor's state for isolation to guard, runs no script but its own
 * for Permissions-Policy to restrain, and those bytes cost it its first paint. The inbox, the API,
 * the server's own pages (booking, privacy) and the assets keep everything.
 */
export function asPublicPage(reply: FastifyReply): void {
  publicPages.add(reply);
  for (const name of LEFT_OFF_PUBLIC_PAGES) reply.raw.removeHeader(name);
}

async function securityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of FIXED_HEADERS) reply.raw.setHeader(name, value);
    done();
  });
  // Pages get their own policy from the static plugin (with their inline scripts' hashes), the
  // server's own pages that of their frame; everything else gets DEFAULT_POLICY. HSTS only when the request really arrived over HTTPS:
  // over plain HTTP the header means nothing and on localhost it would pin HTTPS for a developer.
  // A callback, not an async hook: no promise for every response.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!reply.hasHeader("content-security-policy")) reply.header("Content-Security-Policy", policyOf(reply));
    if (!publicPages.has(reply)) reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    // `request.protocol` honours X-Forwarded-Proto only from proxies listed in TRUST_PROXY.
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
    done(null, payload);
  });
}

export default fp(securityHeaders, { name: "security-headers", fastify: "5.x" });
