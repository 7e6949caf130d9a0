import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DEFAULT_POLICY } from "../csp.js";

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
 * The same headers, for the few replies Fastify sends before any hook runs (a URL it cannot
 * decode). `security-headers.test.ts` checks they match what the hooks send.
 */
export const BASELINE_HEADERS = {
  "content-security-policy": DEFAULT_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-site",
  "permissions-policy": PERMISSIONS_POLICY,
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
} as const;

async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    // Pages get their own policy from the static plugin (with their inline scripts' hashes);
    // everything else gets DEFAULT_POLICY below.
    contentSecurityPolicy: false,
    // Over plain HTTP the header means nothing and on localhost it would pin HTTPS for a developer;
    // it is added below only when the request really arrived over HTTPS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-site" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  app.addHook("onSend", async (request, reply) => {
    if (!reply.hasHeader("content-security-policy")) reply.header("Content-Security-Policy", DEFAULT_POLICY);
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    // `request.protocol` honours X-Forwarded-Proto only from proxies listed in TRUST_PROXY.
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
  });
}

export default fp(securityHeaders, { name: "security-headers", fastify: "5.x" });
