import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { STATUS_CODES, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { negotiate as negotiateEncoding } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import fresh from "fresh";
import parseRange from "range-parser";
import { isLanguage, looksLikeLanguageTag } from "../../shared/languages.js";
import { MISSING_FILE_PAGE, NOT_FOUND_PAGE, UNPREFIXED_PAGES } from "../../shared/pages.js";
import { inlineScriptHashes, pagePolicy } from "../csp.js";

export interface StaticOptions {
  /** Absolute path of the pre-rendered site (`build/client`). */
  root: string;
  /** Where the forms post when it is not this server, for the pages' Content-Security-Policy. */
  formEndpoint?: string | undefined;
  /** How much of the site is held in memory; tests lower it to reach the disk path. */
  memory?: MemoryLimits | undefined;
}

export interface MemoryLimits {
  /** A file larger than this (its uncompressed size) is always streamed from disk. */
  fileBytes: number;
  /** All files held in memory together, with their .br/.gz variants. */
  totalBytes: number;
}

/**
 * The whole build is about 2 MB with its .br/.gz variants and its largest file (the framework
 * chunk) about 350 KB, so all of it fits in memory and is sent without a file-system call. The
 * caps only matter when something big lands in public/ (a video, a PDF): such a file is streamed
 * from disk as before, rather than pinned in the heap of every instance, and the total keeps the
 * heap bounded however many mid-sized files there are. Files are taken smallest first, so a few
 * large ones cannot push the many small ones out.
 */
export const MEMORY_LIMITS: MemoryLimits = { fileBytes: 512 * 1024, totalBytes: 32 * 1024 * 1024 };

/**
 * What @fastify/send (mime 3, plus its charset for UTF-8 types) answers for these extensions;
 * static.test.ts checks every one against it. A file with any other extension is left to it.
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/vnd.microsoft.icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".wasm": "application/wasm",
};

/**
 * The page that chooses a language (`/`): it also answers every other path without one, and
 * sends the visitor on to that path under their language (`/whatever` → `/pt/whatever`).
 */
export const LANGUAGE_CHOICE = "/index.html";

/** The lead inbox's page (client-rendered, never indexed). */
export const ADMIN_PAGE = "/admin/index.html";

export const CACHE_CONTROL = {
  /** The build puts a content hash in every name under /assets/. */
  hashed: "public, max-age=31536000, immutable",
  /** Pages change with every deploy under the same name: always revalidate, which ETag makes cheap. */
  html: "no-cache",
  /** robots.txt, sitemap.xml, favicon, og image: stable names, so not forever. */
  other: "public, max-age=3600",
  /** The inbox page: nothing about it may linger in a shared or back-button cache. */
  admin: "no-store",
} as const;

/** The owner's inbox: a client-rendered page, never indexed. */
export function isAdminPage(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

// The pages that also answer without a language (app/i18n/pages.ts): built as pages of their
// own that choose one, like `/`.
const UNPREFIXED = new Set<string>(UNPREFIXED_PAGES);

type Encoding = "br" | "gzip";

/** In @fastify/static's order of preference, with the extension of its pre-compressed file. */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const satisfies readonly (readonly [Encoding, string])[];

/** One representation of a file, with the headers @fastify/send would compute for it. */
interface Variant {
  body: Buffer;
  encoding: Encoding | undefined;
  contentLength: string;
  etag: string;
  lastModified: string;
}

interface MemoryFile {
  contentType: string;
  identity: Variant;
  /** The pre-compressed variants that exist, in order of preference. */
  compressed: Variant[];
  /** Accept-Encoding values already negotiated: browsers send only a handful. */
  negotiated: Map<string, Variant>;
}

interface Site {
  /** URL paths of the files we serve (the .br/.gz siblings are variants, not files). */
  files: Set<string>;
  /** Pre-rendered pages: `/`, `/en`, `/en/consulting` → their `index.html`. */
  pages: Map<string, string>;
  /** Each HTML file's inline-script hashes, for its Content-Security-Policy. */
  scriptHashes: Map<string, string[]>;
  /** The files within MEMORY_LIMITS, with all their variants; the others are read per request. */
  memory: Map<string, MemoryFile>;
}

/**
 * The site is immutable while the server runs, so it is listed once at start: a request can
 * only ever reach a file in this list, and "does it exist?" costs no syscall.
 */
async function scanSite(root: string, limits: MemoryLimits): Promise<Site> {
  let entries: string[];
  try {
    entries = await listFiles(root);
  } catch (error) {
    throw new Error(`CLIENT_DIR ${root} cannot be read (${(error as Error).message}); run "npm run build" first.`);
  }
  const all = new Set(entries.map((entry) => `/${entry.split(path.sep).join("/")}`));
  const site: Site = {
    files: new Set(),
    pages: new Map(),
    scriptHashes: new Map(),
    memory: new Map(),
  };
  for (const file of all) {
    const original = file.replace(/\.(?:br|gz)$/, "");
    if (original !== file && all.has(original)) continue;
    site.files.add(file);
    if (path.posix.basename(file) === "index.html") site.pages.set(path.posix.dirname(file), file);
    if (file.endsWith(".html")) {
      site.scriptHashes.set(file, inlineScriptHashes(await readFile(diskPath(root, file), "utf8")));
    }
  }
  for (const required of [LANGUAGE_CHOICE, ADMIN_PAGE]) {
    if (!site.files.has(required)) {
      throw new Error(`CLIENT_DIR ${root} has no ${required.slice(1)}; run "npm run build" first.`);
    }
  }
  await loadIntoMemory(root, site, all, limits);
  return site;
}

function diskPath(root: string, file: string): string {
  return path.join(root, ...file.split("/"));
}

async function loadIntoMemory(root: string, site: Site, all: Set<string>, limits: MemoryLimits): Promise<void> {
  interface Candidate {
    file: string;
    contentType: string;
    variants: { path: string; encoding: Encoding | undefined }[];
    bytes: number;
  }
  const candidates: Candidate[] = [];
  for (const file of site.files) {
    const contentType = CONTENT_TYPES[path.posix.extname(file).toLowerCase()];
    if (contentType === undefined) continue;
    const variants = [
      { path: file, encoding: undefined },
      ...ENCODINGS.filter(([, extension]) => all.has(file + extension)).map(([encoding, extension]) => ({
        path: file + extension,
        encoding,
      })),
    ];
    const sizes = await Promise.all(variants.map(async (variant) => (await stat(diskPath(root, variant.path))).size));
    if (sizes.some((size) => size > limits.fileBytes)) continue;
    candidates.push({ file, contentType, variants, bytes: sizes.reduce((sum, size) => sum + size, 0) });
  }
  candidates.sort((a, b) => a.bytes - b.bytes || (a.file < b.file ? -1 : 1));
  let budget = limits.totalBytes;
  for (const { file, contentType, variants, bytes } of candidates) {
    if (bytes > budget) break;
    budget -= bytes;
    const [identity, ...compressed] = await Promise.all(
      variants.map((variant) => readVariant(root, variant.path, variant.encoding)),
    );
    site.memory.set(file, { contentType, identity: identity!, compressed, negotiated: new Map() });
  }
}

async function readVariant(root: string, file: string, encoding: Encoding | undefined): Promise<Variant> {
  const [body, stats] = await Promise.all([readFile(diskPath(root, file)), stat(diskPath(root, file))]);
  return {
    body,
    encoding,
    contentLength: String(body.length),
    // A hash of the bytes, not send's size and mtime: a rebuild that leaves a page unchanged
    // keeps its ETag, so browsers revalidate it with a 304 after a deploy instead of
    // downloading it again; and each encoding, being other bytes, has its own.
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    lastModified: stats.mtime.toUTCString(),
  };
}

async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

/** Language homes keep the trailing slash the site links to (`/en/`); other pages drop it. */
function canonicalPagePath(page: string): string {
  const segments = page.split("/").filter(Boolean);
  return segments.length === 1 && isLanguage(segments[0]) ? `${page}/` : page;
}

/**
 * Whether the language choice turns this path into a real page (so it answers 200, not 404):
 * a page without its language, or a page under a language we do not have (`/fr/consulting`).
 */
export function clientRedirects(pathname: string): boolean {
  if (UNPREFIXED.has(pathname)) return true;
  const first = pathname.split("/")[1] ?? "";
  return !isLanguage(first) && looksLikeLanguageTag(first);
}

/** `/en/404/index.html`: served only as the answer to a path that is not a page, with a 404. */
function isNotFoundPage(file: string): boolean {
  return file.endsWith(`${NOT_FOUND_PAGE}/index.html`) || file.endsWith(`${MISSING_FILE_PAGE}/index.html`);
}

/** A browser navigating to the URL, not a script, image or fetch asking for a resource. */
function wantsDocument(request: FastifyRequest): boolean {
  const destination = request.headers["sec-fetch-dest"];
  if (destination !== undefined) return destination === "document";
  return (request.headers.accept ?? "").includes("text/html");
}

/** The path's language, else the first of ours the browser asks for, else the fallback. */
function languageForMissingFile(pathname: string, acceptLanguage: string | undefined): string {
  const segment = pathname.split("/")[1];
  if (isLanguage(segment)) return segment;
  const asked = (acceptLanguage ?? "").split(",").map((tag) => tag.trim().slice(0, 2).toLowerCase());
  return asked.find((tag) => isLanguage(tag)) ?? "en";
}

function cacheControlFor(file: string): string {
  if (file.startsWith("/assets/")) return CACHE_CONTROL.hashed;
  if (file.endsWith(".html")) return CACHE_CONTROL.html;
  return CACHE_CONTROL.other;
}

/**
 * The variant @fastify/static would pick, through the same negotiator: the highest q, br before
 * gzip on a tie, q=0 refused, and `*` read as gzip, as it does.
 */
function negotiate(acceptEncoding: string | undefined, file: MemoryFile): Variant {
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

interface Validators {
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
function evaluateConditions(headers: IncomingHttpHeaders, { etag, lastModified }: Validators): 304 | 412 | undefined {
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
function requestedRange(
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
function httpError(statusCode: 412 | 416, headers?: Record<string, string>): Error {
  return Object.assign(new Error(STATUS_CODES[statusCode]), { statusCode, headers });
}

async function staticSite(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const site = await scanSite(options.root, options.memory ?? MEMORY_LIMITS);
  const canonicalPaths = new Map([...site.pages.keys()].map((page) => [page, canonicalPagePath(page)] as const));
  // Computed once per page rather than per request: the policy only depends on the page.
  const policies = new Map(
    [...site.scriptHashes].map(([file, hashes]) => [file, pagePolicy(hashes, options.formEndpoint)] as const),
  );

  // serve: false: this plugin decides which file answers which URL. @fastify/static sends the
  // files that are not held in memory (pre-compressed variant negotiation, ETag/Last-Modified,
  // 304, HEAD, ranges), and sendFromMemory does the same for the others.
  await app.register(fastifyStatic, { root: options.root, serve: false, preCompressed: true });

  function setPagePolicy(reply: FastifyReply, file: string): void {
    const policy = policies.get(file);
    if (policy !== undefined) reply.header("content-security-policy", policy);
  }

  /**
   * A file answered as @fastify/static answers it, from memory. `status` is an error page's:
   * no validators and none of the conditional or range logic, so a client always gets the page
   * and its status, not a 304, 206 or 412.
   */
  function sendFromMemory(
    request: FastifyRequest,
    reply: FastifyReply,
    file: MemoryFile,
    { validators, status }: { validators: boolean; status?: 404 | undefined },
  ): FastifyReply {
    const variant = negotiate(request.headers["accept-encoding"], file);
    let body = variant.body;
    if (status === undefined) {
      const sent: Validators = validators
        ? { etag: variant.etag, lastModified: variant.lastModified }
        : { etag: undefined, lastModified: undefined };
      const outcome = evaluateConditions(request.headers, sent);
      if (outcome === 412) return reply.send(httpError(412));
      const range = outcome === 304 ? undefined : requestedRange(request.headers, body.length, sent);
      // Both errors leave before the file's headers are set: Fastify's error reply keeps them.
      if (range === "unsatisfiable") return reply.send(httpError(416, { "content-range": `bytes */${body.length}` }));
      reply.header("accept-ranges", "bytes");
      if (validators) reply.header("last-modified", variant.lastModified).header("etag", variant.etag);
      if (outcome === 304) {
        // As @fastify/static's: send drops the content headers and it puts back those of a variant.
        if (variant.encoding) {
          reply.header("content-type", file.contentType).header("content-encoding", variant.encoding);
        }
        return reply.code(304).send();
      }
      if (range !== undefined) {
        reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${body.length}`);
        body = body.subarray(range.start, range.end + 1);
      }
    } else {
      reply.code(status);
    }
    reply.header("content-type", file.contentType);
    reply.header("content-length", body === variant.body ? variant.contentLength : String(body.length));
    if (variant.encoding) reply.header("content-encoding", variant.encoding);
    // reply.send, not the raw response, so the onSend hooks (security headers) run.
    return reply.send(request.method === "HEAD" ? undefined : body);
  }

  function sendSiteFile(request: FastifyRequest, reply: FastifyReply, file: string, status?: 404): FastifyReply {
    reply.header("cache-control", cacheControlFor(file));
    setPagePolicy(reply, file);
    // Every file, as @fastify/static does with preCompressed: a cache keys on the header, not on
    // whether this file happens to have a compressed sibling today.
    reply.header("vary", "Accept-Encoding");
    const inMemory = site.memory.get(file);
    if (inMemory) return sendFromMemory(request, reply, inMemory, { validators: status === undefined, status });
    if (status === undefined) return reply.sendFile(file, { cacheControl: false });
    // No validators on an error page: a 304 would hide the 404 from the client.
    return reply.code(status).sendFile(file, { cacheControl: false, etag: false, lastModified: false });
  }

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const url = request.url;
      const queryStart = url.indexOf("?");
      const search = queryStart === -1 ? "" : url.slice(queryStart);
      // Fastify has already answered 400 to malformed escapes. decodeURI keeps %2F and %3F
      // encoded, so they cannot forge a path separator or query.
      const pathname = decodeURI(queryStart === -1 ? url : url.slice(0, queryStart));

      const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
      if (isAdminPage(pathname) && (pathname === ADMIN_PAGE || !lastSegment.includes("."))) {
        // Served whether or not the inbox is on: the page asks the API and explains when it is off.
        reply.header("cache-control", CACHE_CONTROL.admin).header("x-robots-tag", "noindex, nofollow");
        setPagePolicy(reply, ADMIN_PAGE);
        reply.header("vary", "Accept-Encoding");
        const inbox = site.memory.get(ADMIN_PAGE);
        if (inbox) return sendFromMemory(request, reply, inbox, { validators: false });
        return reply.sendFile(ADMIN_PAGE, { cacheControl: false, etag: false, lastModified: false });
      }

      if (site.files.has(pathname)) {
        return sendSiteFile(request, reply, pathname, isNotFoundPage(pathname) ? 404 : undefined);
      }

      // A missing file is a 404, never the HTML shell: a browser would choke on HTML served as
      // a script, and crawlers would index it as robots.txt.
      // Opened as a page, it gets SPEC's "Page Not Found" screen in the visitor's language.
      if (lastSegment.includes(".")) {
        const language = languageForMissingFile(pathname, request.headers["accept-language"]);
        const screen = site.pages.get(`/${language}${MISSING_FILE_PAGE}`);
        if (screen && wantsDocument(request)) return sendSiteFile(request, reply, screen, 404);
        return reply.header("cache-control", "no-cache").callNotFound();
      }

      const bare = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
      const page = site.pages.get(bare);
      if (page !== undefined) {
        const canonical = canonicalPaths.get(bare)!;
        if (pathname !== canonical) return reply.redirect(encodeURI(canonical) + search, 308);
        return sendSiteFile(request, reply, page, isNotFoundPage(page) ? 404 : undefined);
      }

      // Under a language, the pre-rendered not-found page of that language; elsewhere the page
      // that chooses a language, which sends `/fr/…` on to English and `/whatever` on to
      // `/{lang}/whatever` (where it meets the not-found page).
      const notFound = site.pages.get(`/${bare.split("/")[1]}${NOT_FOUND_PAGE}`);
      if (notFound && isLanguage(bare.split("/")[1])) return sendSiteFile(request, reply, notFound, 404);
      return sendSiteFile(request, reply, LANGUAGE_CHOICE, clientRedirects(bare) ? undefined : 404);
    },
  });
}

export default fp(staticSite, { name: "static", fastify: "5.x", encapsulate: true });
