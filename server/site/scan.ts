import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes } from "../http/csp.js";

export interface MemoryLimits {
  /** A file larger than this (its uncompressed size) is always streamed from disk. */
  fileBytes: number;
  /** All files held in memory together, with their .br/.gz variants. */
  totalBytes: number;
}

/**
 * The pre-rendered site is small, so all of it is held in memory and sent without a file-system
 * call. The caps only matter when something big lands in public/ (a video, a PDF): such a file
 * is streamed from disk, rather than pinned in the heap of every instance, and the total keeps
 * the heap bounded however many mid-sized files there are. Files are taken smallest first, so a
 * few large ones cannot push the many small ones out.
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

export type Encoding = "br" | "gzip";

/** In @fastify/static's order of preference, with the extension of its pre-compressed file. */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const satisfies readonly (readonly [Encoding, string])[];

/** One representation of a file, with the headers @fastify/send would compute for it. */
export interface Variant {
  body: Buffer;
  encoding: Encoding | undefined;
  contentLength: string;
  etag: string;
  lastModified: string;
}

export interface MemoryFile {
  contentType: string;
  identity: Variant;
  /** The pre-compressed variants that exist, in order of preference. */
  compressed: Variant[];
  /** Accept-Encoding values already negotiated: browsers send only a handful. */
  negotiated: Map<string, Variant>;
}

export interface Site {
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
export async function scanSite(root: string, limits: MemoryLimits): Promise<Site> {
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
