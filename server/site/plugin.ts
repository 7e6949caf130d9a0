import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LANGUAGES, type Language } from "../../shared/languages.js";
import { HOME_AT_ROOT_PAGE } from "../../shared/pages.js";
import { localizePath } from "../../shared/paths.js";
import { pagePolicy } from "../http/csp.js";
import { asPublicPage } from "../http/security-headers.js";
import { countAs } from "../http/counted-page.js";
import { pageFrameFile, usePageFrames } from "../http/page-frame.js";
import { evaluateConditions, httpError, negotiate, requestedRange, type Validators } from "./http-cache.js";
import { ADMIN_PAGE, MEMORY_LIMITS, scanSite, type MemoryFile, type MemoryLimits, type Site } from "./scan.js";
import { siteMap, type HomesAtRoot } from "./site-map.js";

export { CONTENT_TYPES, MEMORY_LIMITS, type MemoryLimits } from "./scan.js";

export interface StaticOptions {
  /** Absolute path of the pre-rendered site (`build/client`). */
  root: string;
  /** Where the forms post when it is not this server, for the pages' Content-Security-Policy. */
  formEndpoint?: string | undefined;
  /** How much of the site is held in memory; tests lower it to reach the disk path. */
  memory?: MemoryLimits | undefined;
}

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

function cacheControlFor(file: string): string {
  if (file.startsWith("/assets/")) return CACHE_CONTROL.hashed;
  if (file.endsWith(".html")) return CACHE_CONTROL.html;
  return CACHE_CONTROL.other;
}

/**
 * The frame of the pages the server renders, in each language: read for server/http/page-frame.ts
 * and taken out of the site, so that it never answers as a page of its own (docs/decisions/095).
 */
async function takePageFrames(root: string, site: Site): Promise<Partial<Record<Language, string>>> {
  const frames: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const file = pageFrameFile(language);
    if (!site.files.has(file)) continue;
    frames[language] = await readFile(path.join(root, ...file.split("/")), "utf8");
    site.files.delete(file);
    site.pages.delete(path.posix.dirname(file));
    site.memory.delete(file);
    site.scriptHashes.delete(file);
  }
  return frames;
}

/**
 * The home page the server sends for `/`, in each language (shared/pages.ts's
 * HOME_AT_ROOT_PAGE): kept for `/` (in memory, with its policy) but no longer a page or a file
 * under its own name. Undefined unless the build has it in every language.
 */
function takeHomesAtRoot(site: Site): HomesAtRoot | undefined {
  const files = LANGUAGES.map((language) => `${localizePath(HOME_AT_ROOT_PAGE, language)}/index.html`);
  if (!files.every((file) => site.files.has(file))) return undefined;
  for (const file of files) {
    site.files.delete(file);
    site.pages.delete(path.posix.dirname(file));
  }
  return Object.fromEntries(LANGUAGES.map((language, index) => [language, files[index]!])) as HomesAtRoot;
}

async function staticSite(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const site = await scanSite(options.root, options.memory ?? MEMORY_LIMITS);
  usePageFrames(await takePageFrames(options.root, site));
  const homes = takeHomesAtRoot(site);
  // Computed once per page rather than per request: the policy only depends on the page.
  const policies = new Map(
    [...site.scriptHashes].map(([file, hashes]) => [file, pagePolicy(hashes, options.formEndpoint)] as const),
  );

  // serve: false: this plugin decides which file answers which URL. @fastify/static sends the
  // files that are not held in memory (pre-compressed variant negotiation, ETag/Last-Modified,
  // 304, HEAD, ranges), and sendFromMemory does the same for the others.
  await app.register(fastifyStatic, { root: options.root, serve: false, preCompressed: true });

  function setPageHeaders(reply: FastifyReply, file: string): void {
    const policy = policies.get(file);
    if (policy === undefined) return;
    reply.header("content-security-policy", policy);
    if (file !== ADMIN_PAGE) asPublicPage(reply);
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

  function sendSiteFile(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    { status, vary = "Accept-Encoding" }: { status?: 404 | undefined; vary?: string } = {},
  ): FastifyReply {
    reply.header("cache-control", cacheControlFor(file));
    setPageHeaders(reply, file);
    // Every file, as @fastify/static does with preCompressed: a cache keys on the header, not on
    // whether this file happens to have a compressed sibling today.
    reply.header("vary", vary);
    const inMemory = site.memory.get(file);
    if (inMemory) return sendFromMemory(request, reply, inMemory, { validators: status === undefined, status });
    if (status === undefined) return reply.sendFile(file, { cacheControl: false });
    // No validators on an error page: a 304 would hide the 404 from the client.
    return reply.code(status).sendFile(file, { cacheControl: false, etag: false, lastModified: false });
  }

  const answer = siteMap(site, homes);

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

      const found = answer({ pathname, search, hostname: request.hostname, headers: request.headers });
      switch (found.kind) {
        case "inbox": {
          reply.header("cache-control", CACHE_CONTROL.admin).header("x-robots-tag", "noindex, nofollow");
          setPageHeaders(reply, ADMIN_PAGE);
          reply.header("vary", "Accept-Encoding");
          const inbox = site.memory.get(ADMIN_PAGE);
          if (inbox) return sendFromMemory(request, reply, inbox, { validators: false });
          return reply.sendFile(ADMIN_PAGE, { cacheControl: false, etag: false, lastModified: false });
        }
        case "file":
          return sendSiteFile(request, reply, found.file, { status: found.status });
        case "home":
          countAs(request, `${found.page}${search}`);
          return sendSiteFile(request, reply, found.file, { vary: "Accept-Encoding, Accept-Language" });
        case "redirect":
          return reply.redirect(found.location, 308);
        case "none":
          return reply.header("cache-control", "no-cache").callNotFound();
      }
    },
  });
}

export default fp(staticSite, { name: "static", fastify: "5.x", encapsulate: true });
