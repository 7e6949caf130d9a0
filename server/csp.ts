import { createHash } from "node:crypto";

/**
 * Content-Security-Policy. Pages may run only scripts from this origin and the inline scripts the
 * build wrote into them (Astro's island loader, small page scripts), each allowed by its SHA-256
 * (no 'unsafe-inline', no 'unsafe-eval'). Styles may be inline: the build inlines each page's
 * stylesheet, React sets style attributes, and a style cannot run code.
 */

// Inline scripts only: a <script src> is covered by 'self'. JSON-LD blocks are hashed too; they
// are data and never run, but a hash costs nothing and keeps the rule simple.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy for one pre-rendered page, given its inline scripts' hashes. */
export function pagePolicy(scriptHashes: readonly string[], formEndpoint: string | undefined): string {
  const form = formEndpoint ? ` ${formEndpoint}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${form}`,
    `form-action 'self'${form}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Everything that is not a page (JSON, assets, the collector's no-JavaScript error page): nothing
 * may load or run but that page's own inline style, and its form may post back here only.
 */
export const DEFAULT_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");
