import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { isLanguage, looksLikeLanguageTag } from "../../app/i18n/languages.js";
import { NOT_FOUND_PAGE } from "../../app/routes.paths.js";
import { inlineScriptHashes, pagePolicy } from "../csp.js";

export interface StaticOptions {
  /** Absolute path of the pre-rendered site (`build/client`). */
  root: string;
  /** Where the forms post when it is not this server, for the pages' Content-Security-Policy. */
  formEndpoint?: string | undefined;
}

export const SPA_FALLBACK = "/__spa-fallback.html";

export const CACHE_CONTROL = {
  /** Vite puts a content hash in every name under /assets/. */
  hashed: "public, max-age=31536000, immutable",
  /** Pages (and React Router's `.data` for them) change with every deploy under the same name:
   * always revalidate, which ETag makes cheap. */
  html: "no-cache",
  /** robots.txt, sitemap.xml, favicon, og image: stable names, so not forever. */
  other: "public, max-age=3600",
  /** The inbox page: nothing about it may linger in a shared or back-button cache. */
  admin: "no-store",
} as const;

/** The owner's inbox: a client-rendered page of the SPA, never pre-rendered or indexed. */
export function isAdminPage(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

// The unprefixed routes of app/routes.ts: the client sends them on to /{lang}{path}.
const UNPREFIXED_PAGES = new Set(["/consulting", "/education"]);

interface Site {
  /** URL paths of the files we serve (the .br/.gz siblings are variants, not files). */
  files: Set<string>;
  /** Files that have a .br or .gz sibling, so their responses vary by Accept-Encoding. */
  compressed: Set<string>;
  /** Pre-rendered pages: `/`, `/en`, `/en/consulting` → their `index.html`. */
  pages: Map<string, string>;
  /** Each HTML file's inline-script hashes, for its Content-Security-Policy. */
  scriptHashes: Map<string, string[]>;
}

/**
 * The site is immutable while the server runs, so it is listed once at start: a request can
 * only ever reach a file in this list, and "does it exist?" costs no syscall.
 */
async function scanSite(root: string): Promise<Site> {
  let entries: string[];
  try {
    entries = await listFiles(root);
  } catch (error) {
    throw new Error(`CLIENT_DIR ${root} cannot be read (${(error as Error).message}); run "npm run build" first.`);
  }
  const all = new Set(entries.map((entry) => `/${entry.split(path.sep).join("/")}`));
  const site: Site = { files: new Set(), compressed: new Set(), pages: new Map(), scriptHashes: new Map() };
  for (const file of all) {
    const original = file.replace(/\.(?:br|gz)$/, "");
    if (original !== file && all.has(original)) {
      site.compressed.add(original);
      continue;
    }
    site.files.add(file);
    if (path.posix.basename(file) === "index.html") site.pages.set(path.posix.dirname(file), file);
    if (file.endsWith(".html")) {
      site.scriptHashes.set(file, inlineScriptHashes(await readFile(path.join(root, ...file.split("/")), "utf8")));
    }
  }
  for (const required of ["/index.html", SPA_FALLBACK]) {
    if (!site.files.has(required)) {
      throw new Error(`CLIENT_DIR ${root} has no ${required.slice(1)}; run "npm run build" first.`);
    }
  }
  return site;
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

/** Whether the SPA turns this path into a real page (so the fallback is a 200, not a 404). */
export function clientRedirects(pathname: string): boolean {
  if (UNPREFIXED_PAGES.has(pathname)) return true;
  const first = pathname.split("/")[1] ?? "";
  return !isLanguage(first) && looksLikeLanguageTag(first);
}

/** `/en/404/index.html`: served only as the answer to a path that is not a page, with a 404. */
function isNotFoundPage(file: string): boolean {
  return file.endsWith(`${NOT_FOUND_PAGE}/index.html`);
}

function cacheControlFor(file: string): string {
  if (file.startsWith("/assets/")) return CACHE_CONTROL.hashed;
  if (file.endsWith(".html") || file.endsWith(".data")) return CACHE_CONTROL.html;
  return CACHE_CONTROL.other;
}

async function staticSite(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const site = await scanSite(options.root);

  // serve: false: this plugin decides which file answers which URL; @fastify/static sends it
  // (pre-compressed variant negotiation, ETag/Last-Modified, 304, HEAD, ranges).
  await app.register(fastifyStatic, { root: options.root, serve: false, preCompressed: true });

  function setPagePolicy(reply: FastifyReply, file: string): void {
    const hashes = site.scriptHashes.get(file);
    if (hashes) reply.header("content-security-policy", pagePolicy(hashes, options.formEndpoint));
  }

  function sendSiteFile(reply: FastifyReply, file: string, status?: 404): FastifyReply {
    reply.header("cache-control", cacheControlFor(file));
    setPagePolicy(reply, file);
    if (site.compressed.has(file)) reply.header("vary", "Accept-Encoding");
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

      if (site.files.has(pathname)) return sendSiteFile(reply, pathname, isNotFoundPage(pathname) ? 404 : undefined);

      const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
      // A missing file is a 404, never the HTML shell: a browser would choke on HTML served as
      // a script, and crawlers would index it as robots.txt.
      if (lastSegment.includes(".")) return reply.header("cache-control", "no-cache").callNotFound();

      if (isAdminPage(pathname)) {
        // Served whether or not the inbox is on: the page asks the API and explains when it is off.
        reply.header("cache-control", CACHE_CONTROL.admin).header("x-robots-tag", "noindex, nofollow");
        setPagePolicy(reply, SPA_FALLBACK);
        if (site.compressed.has(SPA_FALLBACK)) reply.header("vary", "Accept-Encoding");
        return reply.sendFile(SPA_FALLBACK, { cacheControl: false, etag: false, lastModified: false });
      }

      const bare = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
      const page = site.pages.get(bare);
      if (page !== undefined) {
        const canonical = canonicalPagePath(bare);
        if (pathname !== canonical) return reply.redirect(encodeURI(canonical) + search, 308);
        return sendSiteFile(reply, page, isNotFoundPage(page) ? 404 : undefined);
      }

      // Under a language, the pre-rendered not-found page of that language; elsewhere the SPA
      // shell, which turns `/consulting` or `/fr/…` into a page and anything else into a 404.
      const notFound = site.pages.get(`/${bare.split("/")[1]}${NOT_FOUND_PAGE}`);
      if (notFound && isLanguage(bare.split("/")[1])) return sendSiteFile(reply, notFound, 404);
      return sendSiteFile(reply, SPA_FALLBACK, clientRedirects(bare) ? undefined : 404);
    },
  });
}

export default fp(staticSite, { name: "static", fastify: "5.x", encapsulate: true });
