import { createHash } from "node:crypto";

/**
 * Content-Security-Policy. Pages may run only scripts from this origin and the inline scripts the
 * build wrote into them (Astro's island loader, small page scripts), each allowed by its SHA-256
 * (no 'unsafe-inline', no 'unsafe-eval'). Styles may be inline: the build inlines each page's
 * stylesheet, React sets style attributes, and a style cannot run code.
 */

// Inline scripts only: a <script src> is covered by 'self'.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\stype=["']?([^"'\s>]+)/i;

/**
 * JSON in a script element (JSON-LD, `application/json`) is a data block: it never runs and CSP
 * does not apply to it, so its hash would only lengthen a header every page sends in its first
 * round trip. Every other type is hashed: classic and module scripts, and also import maps and
 * speculation rules, which CSP does govern.
 */
function isDataBlock(attributes: string): boolean {
  return /json$/i.test(TYPE.exec(attributes)?.[1] ?? "");
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body] of html.matchAll(INLINE_SCRIPT)) {
    if (body && !isDataBlock(attributes))
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy for one pre-rendered page, given its inline scripts' hashes. */
export function pagePolicy(scriptHashes: readonly string[], formEndpoint: string | undefined): string {
  const form = formEndpoint ? ` ${formEndpoint}` : "";
  // Fonts and connections fall back to default-src 'self': written out, they only lengthened a
  // header every page sends in its first round trip. A form endpoint elsewhere needs its own.
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    ...(formEndpoint ? [`connect-src 'self'${form}`] : []),
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
