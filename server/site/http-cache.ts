import { STATUS_CODES, type IncomingHttpHeaders } from "node:http";
import { negotiate as negotiateEncoding } from "@fastify/accept-negotiator";
import fresh from "fresh";
import parseRange from "range-parser";
import type { MemoryFile, Variant } from "./scan.js";

/**
 * The variant @fastify/static would pick, through the same negotiator: the highest q, br before
 * gzip on a tie, q=0 refused, and `*` read as gzip, as it does.
 */
export function negotiate(acceptEncoding: string | undefined, file: MemoryFile): Variant {
  if (acceptEncoding === undefined || file.compressed.length === 0) return file.identity;
  let variant = file.negotiated.get(acceptEncoding);
  if (variant === undefined) {
    const header = acceptEncoding.toLowerCase().replace(/\*/g, "gzip");
    const encoding = negotiateEncoding(
      header,
      file.compressed.map((candidate) => candidate.encoding!),
    );
    variant = file.compressed.find((candidate) => candidate.encoding === encoding) ?? file.identity;
    // Bounded in entries and length (a browser's is about 25 characters), so that a client
    // inventing a new header for every request cannot grow it.
    if (file.negotiated.size < 32 && acceptEncoding.length <= 100) file.negotiated.set(acceptEncoding, variant);
  }
  return variant;
}

export interface Validators {
  etag: string | undefined;
  lastModified: string | undefined;
}

/** An entity-tag list (`If-Match`) as @fastify/send splits it. */
function entityTags(list: string): string[] {
  return list
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * @fastify/send's conditional GET, on the validators this response carries: 412 for a failed
 * If-Match or If-Unmodified-Since (which `fresh` leaves aside), else 304 when `fresh` finds the
 * client's copy current (If-None-Match compared weakly, or else If-Modified-Since; never for a
 * reload, `Cache-Control: no-cache`).
 */
export function evaluateConditions(
  headers: IncomingHttpHeaders,
  { etag, lastModified }: Validators,
): 304 | 412 | undefined {
  const ifMatch = headers["if-match"];
  if (ifMatch && ifMatch !== "*" && !entityTags(ifMatch).some((tag) => tag === etag || `W/${tag}` === etag)) {
    return 412;
  }
  const ifUnmodifiedSince = headers["if-unmodified-since"];
  if (ifUnmodifiedSince !== undefined) {
    const since = Date.parse(ifUnmodifiedSince);
    const modified = Date.parse(lastModified ?? "");
    if (!Number.isNaN(since) && (Number.isNaN(modified) || modified > since)) return 412;
  }
  return fresh(headers, { etag, "last-modified": lastModified }) ? 304 : undefined;
}

/**
 * @fastify/send's Range handling, parsed by `range-parser`: a range that is not of bytes is
 * ignored; `If-Range` that does not match means the whole file; overlapping ranges are merged,
 * and only a single one is honoured (several are answered with the whole file, as send does);
 * none satisfiable is a 416.
 */
export function requestedRange(
  headers: IncomingHttpHeaders,
  size: number,
  validators: Validators,
): parseRange.Range | "unsatisfiable" | undefined {
  const range = headers.range;
  if (range === undefined || !rangeStillApplies(headers["if-range"]?.toString(), validators)) return undefined;
  const ranges = parseRange(size, range, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return undefined;
  return ranges[0];
}

/** If-Range: an ETag compared strongly (RFC 9110 13.1.5), so that bytes of another representation are never spliced in, or a date. */
function rangeStillApplies(ifRange: string | undefined, { etag, lastModified }: Validators): boolean {
  if (ifRange === undefined) return true;
  if (ifRange.includes('"')) return etag !== undefined && ifRange.trim() === etag;
  const since = Date.parse(ifRange);
  return !Number.isNaN(since) && !(Date.parse(lastModified ?? "") > since);
}

/** What @fastify/send's errors become through @fastify/static: Fastify's JSON error reply. */
export function httpError(statusCode: 412 | 416, headers?: Record<string, string>): Error {
  return Object.assign(new Error(STATUS_CODES[statusCode]), { statusCode, headers });
}
