import { mkdir, writeFile } from "node:fs/promises";
import { Agent, get, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createTestDatabase, type TestDatabase } from "../testing/databases.js";
import { compressDir } from "../../scripts/compress.mjs";
import { makeSite, SITE_FILES } from "../testing/site.js";
import securityHeaders from "../http/security-headers.js";
import staticSite, { CACHE_CONTROL, CONTENT_TYPES, MEMORY_LIMITS, type MemoryLimits } from "./plugin.js";

let site: Awaited<ReturnType<typeof makeSite>>;
let database: TestDatabase;
let app: FastifyInstance;

const servedApps = new Map<string, FastifyInstance>();

beforeAll(async () => {
  site = await makeSite();
  database = await createTestDatabase("sqlite");
});
afterAll(async () => {
  await Promise.all([...servedApps.values()].map((served) => served.close()));
  await site.remove();
  await database.remove();
});
afterEach(() => app?.close());

/** An app of the test's own, closed after it: for a test that listens or a site that will not start. */
function start(clientDir = site.dir): FastifyInstance {
  app = buildApp(loadConfig({ ...database.env, CLIENT_DIR: clientDir, LOG_LEVEL: "silent" }));
  return app;
}

/**
 * The one app on `clientDir` that every test of this file shares: answering a request for a file
 * changes nothing in it, and building an app per request was most of the file's time (decision 179).
 */
function served(clientDir = site.dir): FastifyInstance {
  let shared = servedApps.get(clientDir);
  if (shared === undefined) {
    shared = buildApp(loadConfig({ ...database.env, CLIENT_DIR: clientDir, LOG_LEVEL: "silent" }));
    servedApps.set(clientDir, shared);
  }
  return shared;
}

const HTML = "text/html; charset=utf-8";
/** The ETag of a file held in memory: a hash of its bytes. @fastify/send's are weak (`W/"size-mtime"`). */
const STRONG_ETAG = /^"[\w-]{27}"$/;
const WEAK_ETAG = /^W\/"[0-9a-f]+-[0-9a-f]+"$/;
const FALLBACK = "index.html";

interface FileCase {
  path: string;
  status: number;
  file: string;
  type: string;
  cache: string;
  /** Only `/`'s answer varies by more than the encoding. */
  vary?: string;
}

const fileCases: FileCase[] = [
  // The home page in the language the server chose (no Accept-Language here: English).
  ...["/", "/?utm_source=x"].map((path) => ({
    path,
    status: 200,
    file: "en/home-at-root/index.html",
    type: HTML,
    cache: CACHE_CONTROL.html,
    vary: "Accept-Encoding, Accept-Language",
  })),
  { path: "/en/", status: 200, file: "en/index.html", type: HTML, cache: CACHE_CONTROL.html },
  { path: "/pt/", status: 200, file: "pt/index.html", type: HTML, cache: CACHE_CONTROL.html },
  { path: "/en/consulting", status: 200, file: "en/consulting/index.html", type: HTML, cache: CACHE_CONTROL.html },
  {
    path: "/assets/app-abc123.js",
    status: 200,
    file: "assets/app-abc123.js",
    type: "application/javascript; charset=utf-8",
    cache: "public, max-age=31536000, immutable",
  },
  {
    path: "/robots.txt",
    status: 200,
    file: "robots.txt",
    type: "text/plain; charset=utf-8",
    cache: "public, max-age=3600",
  },
  { path: "/sitemap.xml", status: 200, file: "sitemap.xml", type: "application/xml", cache: "public, max-age=3600" },
  // Pages of their own that choose a language, like `/`.
  { path: "/consulting", status: 200, file: "consulting/index.html", type: HTML, cache: CACHE_CONTROL.html },
  { path: "/education", status: 200, file: "education/index.html", type: HTML, cache: CACHE_CONTROL.html },
  // The language choice sends these on to a real page (in English), so it answers with a success.
  ...["/fr", "/fr/", "/es/consulting", "/pt-PT/x", "/EN/"].map((path) => ({
    path,
    status: 200,
    file: FALLBACK,
    type: HTML,
    cache: "no-cache",
  })),
  // Under a language: that language's pre-rendered not-found page, with a 404 (the page itself too).
  ...[
    ["/en/nope", "en"],
    ["/en/nope/", "en"],
    ["/pt/consulting/extra", "pt"],
    ["/en/404", "en"],
    ["/pt/404", "pt"],
  ].map(([path, language]) => ({
    path: path!,
    status: 404,
    file: `${language}/404/index.html`,
    type: HTML,
    cache: "no-cache",
  })),
  // Nowhere else will anything ever be: the language choice sends them under a language, where
  // they meet the not-found page; a 404 from the start.
  ...["/foo", "/foo/bar", "/privacy", "/faq"].map((path) => ({
    path,
    status: 404,
    file: FALLBACK,
    type: HTML,
    cache: "no-cache",
  })),
];

const encodings = [
  { accept: "br", encoding: "br", decode: brotliDecompressSync },
  { accept: "gzip", encoding: "gzip", decode: gunzipSync },
  { accept: "gzip, deflate, br", encoding: "br", decode: brotliDecompressSync },
  { accept: undefined, encoding: undefined, decode: (body: Buffer) => body },
  { accept: "identity", encoding: undefined, decode: (body: Buffer) => body },
];

describe("static site: files, pages and the language choice", () => {
  describe.each(encodings)("accept-encoding: $accept", ({ accept, encoding, decode }) => {
    it.each(fileCases)("GET $path → $status $file", async ({ path, status, file, type, cache, vary }) => {
      const res = await served().inject({
        method: "GET",
        url: path,
        headers: accept ? { "accept-encoding": accept } : {},
      });
      expect(res.statusCode).toBe(status);
      expect(res.headers["content-type"]).toBe(type);
      expect(res.headers["cache-control"]).toBe(cache);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["vary"]).toBe(vary ?? "Accept-Encoding");
      expect(decode(res.rawPayload).toString()).toBe(SITE_FILES[file]);
    });
  });

  describe("/ is the home page in the language the host and the browser name (docs/decisions/143)", () => {
    it.each([
      [{ "accept-language": "pt-BR,pt;q=0.9,en;q=0.8" }, "pt/home-at-root/index.html"],
      [{ "accept-language": "en-GB,pt;q=0.5" }, "en/home-at-root/index.html"],
      [{ "accept-language": "pt;q=0, en" }, "en/home-at-root/index.html"],
      [{ "accept-language": "fr-FR,fr;q=0.9" }, "en/home-at-root/index.html"],
      [{ host: "onrails.com.br", "accept-language": "en-US" }, "pt/home-at-root/index.html"],
    ])("%j → %s", async (headers, file) => {
      const res = await served().inject({ method: "GET", url: "/", headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers["vary"]).toBe("Accept-Encoding, Accept-Language");
      expect(res.body).toBe(SITE_FILES[file]);
    });

    it("answers 304 only for the language's own copy", async () => {
      const app = served();
      const pt = { "accept-language": "pt-BR" };
      const first = await app.inject({ method: "GET", url: "/", headers: pt });
      const etag = String(first.headers.etag);
      const again = await app.inject({ method: "GET", url: "/", headers: { ...pt, "if-none-match": etag } });
      expect(again.statusCode).toBe(304);
      const english = await app.inject({ method: "GET", url: "/", headers: { "if-none-match": etag } });
      expect(english.statusCode).toBe(200);
      expect(english.body).toBe(SITE_FILES["en/home-at-root/index.html"]);
    });

    it("is never a page or a file under its own name", async () => {
      const app = served();
      const page = { accept: "text/html" };
      for (const [url, file] of [
        ["/en/home-at-root", "en/404/index.html"],
        ["/pt/home-at-root/", "pt/404/index.html"],
        ["/en/home-at-root/index.html", "en/missing-file/index.html"],
      ] as const) {
        const res = await app.inject({ method: "GET", url, headers: page });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toBe(SITE_FILES[file]);
      }
    });
  });

  it("serves files without compressed variants as they are, still varying by Accept-Encoding", async () => {
    const res = await served().inject({ url: "/og.png", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe(CACHE_CONTROL.other);
    expect(res.headers["content-encoding"]).toBeUndefined();
    // As @fastify/static sends it for every file: a cache keys on the header, not on the file.
    expect(res.headers["vary"]).toBe("Accept-Encoding");
    expect(res.rawPayload.equals(SITE_FILES["og.png"] as Buffer)).toBe(true);
  });

  it("does not serve the compressed variants as files of their own", async () => {
    const res = await served().inject({ url: "/en/index.html.br" });
    expect(res.statusCode).toBe(404);
  });
});

// Every kind of text file the build pre-compresses (scripts/compress.mjs TEXT_EXTENSIONS), beyond
// the HTML, JS, robots.txt and sitemap.xml of the shared fake site.
const TEXT_FILES: Record<string, { type: string; cache: string; content: string }> = {
  "/assets/root-abc123.css": {
    type: "text/css; charset=utf-8",
    cache: CACHE_CONTROL.hashed,
    content: ".hero{color:#0b1020;margin:0 auto}\n".repeat(40),
  },
  "/favicon.svg": {
    type: "image/svg+xml",
    cache: CACHE_CONTROL.other,
    content: `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="8" cy="8" r="4"/>'.repeat(30)}</svg>\n`,
  },
  "/assets/data-abc123.json": {
    type: "application/json; charset=utf-8",
    cache: CACHE_CONTROL.hashed,
    content: JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ route: `/r${i}`, lang: "en" }))),
  },
  "/site.webmanifest": {
    type: "application/manifest+json",
    cache: CACHE_CONTROL.other,
    content: JSON.stringify({ name: "Product On Rails", icons: Array(20).fill({ src: "/favicon.svg" }) }, null, 2),
  },
};

describe("static site: every text asset has brotli and gzip variants", () => {
  let textSite: Awaited<ReturnType<typeof makeSite>>;
  beforeAll(async () => {
    textSite = await makeSite();
    for (const [url, { content }] of Object.entries(TEXT_FILES)) {
      const file = path.join(textSite.dir, ...url.split("/"));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
    }
    await compressDir(textSite.dir);
  });
  afterAll(() => textSite.remove());

  const cases = Object.entries(TEXT_FILES).flatMap(([url, file]) =>
    encodings.map((encoding) => ({ url, accept: encoding.accept, ...file, encoding })),
  );
  it.each(cases)("GET $url, accept-encoding: $accept", async ({ url, type, cache, content, encoding }) => {
    const res = await served(textSite.dir).inject({
      url,
      headers: encoding.accept ? { "accept-encoding": encoding.accept } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(type);
    expect(res.headers["cache-control"]).toBe(cache);
    expect(res.headers["content-encoding"]).toBe(encoding.encoding);
    expect(res.headers["vary"]).toBe("Accept-Encoding");
    expect(res.headers["etag"]).toBeDefined();
    expect(encoding.decode(res.rawPayload).toString()).toBe(content);
  });
});

describe("static site: the inbox page", () => {
  it.each(["/admin", "/admin/", "/admin/leads/123", "/admin?lead=1"])(
    "GET %s → 200 inbox page, never stored, never indexed",
    async (url) => {
      const app = served();
      for (const method of ["GET", "HEAD"] as const) {
        const res = await app.inject({ method, url, headers: { "accept-encoding": "br" } });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe(HTML);
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
        expect(res.headers["etag"]).toBeUndefined();
        expect(res.headers["vary"]).toBe("Accept-Encoding");
        if (method === "GET")
          expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SITE_FILES["admin/index.html"]);
      }
    },
  );

  it.each(["/administrator", "/en/admin", "/admin.php", "/admin/app.js"])("%s is not the inbox", async (url) => {
    const res = await served().inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers["x-robots-tag"]).toBeUndefined();
  });

  it("is served whether or not the inbox is on (the page explains)", async () => {
    app = buildApp(
      loadConfig({
        ...database.env,
        CLIENT_DIR: site.dir,
        LOG_LEVEL: "silent",
        ADMIN_PASSWORD: "correct horse battery",
      }),
    );
    expect((await app.inject({ url: "/admin" })).statusCode).toBe(200);
  });
});

describe("static site: conditional requests", () => {
  it.each(["/en/consulting", "/assets/app-abc123.js", "/consulting"])(
    "%s answers 304 to a matching If-None-Match, per encoding",
    async (url) => {
      const app = served();
      const first = await app.inject({ url, headers: { "accept-encoding": "br" } });
      const etag = first.headers["etag"];
      expect(etag).toMatch(STRONG_ETAG);
      expect(first.headers["last-modified"]).toBeDefined();

      const again = await app.inject({ url, headers: { "accept-encoding": "br", "if-none-match": String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);

      // The gzip representation is another entity: the brotli ETag must not validate it.
      const other = await app.inject({ url, headers: { "accept-encoding": "gzip", "if-none-match": String(etag) } });
      expect(other.statusCode).toBe(200);
      expect(other.headers["content-encoding"]).toBe("gzip");
    },
  );

  it("never answers 304 for a not-found page", async () => {
    const res = await served().inject({
      url: "/en/nope",
      headers: { "if-none-match": "*", "if-modified-since": new Date(Date.now() + 86_400_000).toUTCString() },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers["etag"]).toBeUndefined();
    expect(res.headers["last-modified"]).toBeUndefined();
  });
});

describe("static site: canonical page URLs", () => {
  it.each([
    ["/en", "/en/"],
    ["/pt", "/pt/"],
    ["/en?utm_source=mail&x=1", "/en/?utm_source=mail&x=1"],
    ["/en/consulting/", "/en/consulting"],
    ["/en/consulting/?ref=nav", "/en/consulting?ref=nav"],
  ])("%s → 308 %s", async (url, location) => {
    const app = served();
    for (const method of ["GET", "HEAD"] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(308);
      expect(res.headers["location"]).toBe(location);
    }
  });
});

describe("static site: missing files are 404, never the HTML shell", () => {
  it.each([
    "/assets/x.js",
    "/assets/nope.js",
    "/assets/app-abc123.css",
    "/foo.png",
    "/favicon.ico",
    "/favicon.png",
    "/en/missing.txt",
    "/en/foo.css",
    "/en/consulting.",
    "/sitemap.xml.gz",
  ])("GET %s → 404 JSON", async (url) => {
    const res = await served().inject({ url, headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).not.toContain("<html");
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });

  it.each([
    ["/en/brochure.pdf", {}, "en"],
    ["/pt/folheto.pdf", {}, "pt"],
    ["/old-logo.png", { "accept-language": "pt-BR,pt;q=0.9,en;q=0.8" }, "pt"],
    ["/old-logo.png", { "accept-language": "fr-FR,de" }, "en"],
  ])("GET %s opened as a page (%o) → the %s Page Not Found screen, 404", async (url, headers, language) => {
    const res = await served().inject({ url, headers: { ...headers, "sec-fetch-dest": "document" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toBe(SITE_FILES[`${language}/missing-file/index.html`]);
    // Without Fetch Metadata, an Accept that asks for HTML says the same.
    const old = await served().inject({ url, headers: { ...headers, accept: "text/html,*/*;q=0.8" } });
    expect(old.statusCode).toBe(404);
    expect(old.body).toBe(res.body);
  });

  it("a script or image asking for a missing file still gets a 404 without HTML", async () => {
    for (const destination of ["script", "image", "empty"]) {
      const res = await served().inject({
        url: "/en/app.js",
        headers: { "sec-fetch-dest": destination, accept: "*/*" },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("<html");
    }
  });

  it("GET /robots.txt → 404 when the build has none", async () => {
    const bare = await makeSite(["robots.txt"]);
    try {
      const res = await start(bare.dir).inject({ url: "/robots.txt" });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("<html");
    } finally {
      await bare.remove();
    }
  });

  it.each(["/../package.json", "/assets/../../package.json", "/%2e%2e/%2e%2e/package.json", "/..%2f..%2fpackage.json"])(
    "GET %s does not leave the client dir",
    async (url) => {
      const res = await served().inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("product-on-rails-site");
    },
  );

  it.each(["/%E0%A4%A", "/en/%"])("GET %s (malformed escape) → 400 JSON, not the shell", async (url) => {
    const res = await served().inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });

  it.each(["/en%2F", "/en/consulting%2F", "/en%2Fconsulting"])(
    "GET %s: an encoded slash is not a separator",
    async (url) => {
      const res = await served().inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["location"]).toBeUndefined();
    },
  );
});

describe("static site: methods", () => {
  it.each([
    ["/", 200, "en/home-at-root/index.html"],
    ["/en/consulting", 200, "en/consulting/index.html"],
    ["/foo", 404, FALLBACK],
  ])("HEAD %s → %i with GET's headers and no body", async (url, status, file) => {
    const app = served();
    const get = await app.inject({ method: "GET", url });
    const head = await app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(status);
    expect(head.body).toBe("");
    expect(head.headers["content-type"]).toBe(HTML);
    expect(head.headers["cache-control"]).toBe(get.headers["cache-control"]);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(SITE_FILES[file] as string)));
  });

  it("HEAD with accept-encoding: br gives the compressed length", async () => {
    const app = served();
    const get = await app.inject({ url: "/en/", headers: { "accept-encoding": "br" } });
    const head = await app.inject({ method: "HEAD", url: "/en/", headers: { "accept-encoding": "br" } });
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(get.rawPayload.length));
  });

  it.each([
    ["POST", "/foo"],
    ["POST", "/en/"],
    ["PUT", "/en/consulting"],
    ["DELETE", "/assets/app-abc123.js"],
    ["PATCH", "/consulting"],
  ] as const)("%s %s → 404 JSON, not the shell", async (method, url) => {
    const res = await served().inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("static site: over real sockets", () => {
  /** GETs `url` through `agent` and returns the response with its body read. */
  function fetchRaw(agent: Agent, url: string): Promise<{ res: IncomingMessage; body: Buffer; reused: boolean }> {
    return new Promise((resolve, reject) => {
      const req = get(url, { agent, headers: { "accept-encoding": "br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ res, body: Buffer.concat(chunks), reused: req.reusedSocket }));
        res.on("error", reject);
      });
      req.on("error", reject);
    });
  }

  it("keeps HTTP/1.1 connections alive across requests for pages, assets and 404s", async () => {
    await start().listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // One socket, so every request after the first must reuse it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const urls = ["/en/", "/assets/app-abc123.js", "/en/consulting", "/assets/missing.js", "/en/nope", "/robots.txt"];
      const seen = [];
      for (const url of urls) {
        const { res, body, reused } = await fetchRaw(agent, `${base}${url}`);
        seen.push({ url, status: res.statusCode, connection: res.headers["connection"], reused });
        expect(res.httpVersion).toBe("1.1");
        if (res.headers["content-encoding"] === "br") expect(brotliDecompressSync(body).length).toBeGreaterThan(0);
      }
      expect(seen).toEqual(
        urls.map((url, i) => ({
          url,
          status: url.includes("missing") || url.includes("nope") ? 404 : 200,
          connection: "keep-alive",
          reused: i > 0,
        })),
      );
    } finally {
      agent.destroy();
    }
  });
});

describe("static site: served from memory", () => {
  const servers: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  /** The site alone, with the security headers, holding what `memory` allows in memory. */
  async function startSite(root: string, memory?: MemoryLimits): Promise<FastifyInstance> {
    const server = Fastify({ logger: false });
    servers.push(server);
    await server.register(securityHeaders);
    await server.register(staticSite, { root, memory });
    return server;
  }
  /** Every file read from disk per request by @fastify/static, as before the site was held in memory. */
  const ON_DISK: MemoryLimits = { fileBytes: 0, totalBytes: 0 };

  it("holds every file of the site in memory by default", async () => {
    const server = await startSite(site.dir);
    for (const file of Object.keys(SITE_FILES)) {
      // `/`'s home pages answer only there, in their language.
      const home = /^(\w+)\/home-at-root\//.exec(file)?.[1];
      const res = await server.inject({
        url: home === undefined ? `/${file}` : "/",
        headers: { range: "bytes=0-3", "accept-language": home ?? "en" },
      });
      // The inbox's page is never stored, so it has no validators.
      if (file === "admin/index.html") expect(res.headers["etag"], file).toBeUndefined();
      // An error page has no ETag; only from memory is it sent whole despite the range.
      else if (/(?:404|missing-file)\/index\.html$/.test(file)) expect(res.rawPayload.length, file).toBeGreaterThan(4);
      else expect(res.headers["etag"], file).toMatch(STRONG_ETAG);
    }
  });

  it("gives each encoding its own strong ETag, a hash of its bytes that a rebuild does not change", async () => {
    const rebuilt = await makeSite();
    try {
      const etags = async (root: string) => {
        const server = await startSite(root);
        const tags = [];
        for (const accept of ["br", "gzip", "identity"]) {
          const res = await server.inject({ url: "/en/", headers: { "accept-encoding": accept } });
          tags.push(String(res.headers["etag"]));
        }
        return tags;
      };
      const first = await etags(site.dir);
      for (const etag of first) expect(etag).toMatch(STRONG_ETAG);
      expect(new Set(first).size).toBe(3);
      // Other files, written later (other mtimes), with the same bytes.
      expect(await etags(rebuilt.dir)).toEqual(first);
    } finally {
      await rebuilt.remove();
    }
  });

  describe("conditional requests", () => {
    it("answers 304 to If-Modified-Since, and ignores it when If-None-Match does not match", async () => {
      const server = await startSite(site.dir);
      const first = await server.inject({ url: "/en/consulting", headers: { "accept-encoding": "br" } });
      const lastModified = String(first.headers["last-modified"]);
      expect(new Date(lastModified).getTime()).toBeGreaterThan(0);
      const since = await server.inject({
        url: "/en/consulting",
        headers: { "accept-encoding": "br", "if-modified-since": lastModified },
      });
      expect(since.statusCode).toBe(304);
      expect(since.body).toBe("");
      const overruled = await server.inject({
        url: "/en/consulting",
        headers: { "accept-encoding": "br", "if-modified-since": lastModified, "if-none-match": '"other"' },
      });
      expect(overruled.statusCode).toBe(200);
    });

    it("compares If-None-Match weakly, as RFC 9110 wants", async () => {
      const server = await startSite(site.dir);
      const etag = String((await server.inject({ url: "/assets/app-abc123.js" })).headers["etag"]);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"a", ${etag}`, "*"]) {
        const res = await server.inject({ url: "/assets/app-abc123.js", headers: { "if-none-match": ifNoneMatch } });
        expect(res.statusCode, ifNoneMatch).toBe(304);
        expect(res.headers["etag"]).toBe(etag);
        expect(res.headers["cache-control"]).toBe(CACHE_CONTROL.hashed);
      }
    });

    it("never answers 304 to a reload (Cache-Control: no-cache)", async () => {
      const server = await startSite(site.dir);
      const etag = String((await server.inject({ url: "/en/" })).headers["etag"]);
      const res = await server.inject({ url: "/en/", headers: { "if-none-match": etag, "cache-control": "no-cache" } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SITE_FILES["en/index.html"]);
    });

    it("answers 412 to a failed If-Match or If-Unmodified-Since", async () => {
      const server = await startSite(site.dir);
      const etag = String((await server.inject({ url: "/robots.txt" })).headers["etag"]);
      expect((await server.inject({ url: "/robots.txt", headers: { "if-match": etag } })).statusCode).toBe(200);
      const failed = await server.inject({ url: "/robots.txt", headers: { "if-match": '"other"' } });
      expect(failed.statusCode).toBe(412);
      expect(failed.json()).toMatchObject({ statusCode: 412 });
      const old = "Thu, 01 Jan 1970 00:00:00 GMT";
      expect((await server.inject({ url: "/robots.txt", headers: { "if-unmodified-since": old } })).statusCode).toBe(
        412,
      );
    });
  });

  it("answers HEAD with GET's headers, validators included, and no body", async () => {
    const server = await startSite(site.dir);
    for (const accept of ["br", "gzip", "identity"]) {
      const headers = { "accept-encoding": accept };
      const get = await server.inject({ url: "/en/consulting", headers });
      const head = await server.inject({ method: "HEAD", url: "/en/consulting", headers });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe("");
      expect(get.headers["etag"]).toMatch(STRONG_ETAG);
      const { date: _getDate, ...getHeaders } = get.headers;
      const { date: _headDate, ...headHeaders } = head.headers;
      expect(headHeaders).toEqual(getHeaders);
      expect(head.headers["content-length"]).toBe(String(get.rawPayload.length));
    }
  });

  describe("ranges", () => {
    it.each([
      ["bytes=0-9", 0, 9],
      ["bytes=5-", 5, undefined],
      ["bytes=-5", -5, undefined],
      ["bytes=0-5,3-9", 0, 9],
    ] as const)("Range: %s → 206 with those bytes of the negotiated encoding", async (range, start, end) => {
      const server = await startSite(site.dir);
      for (const accept of ["br", "identity"]) {
        const whole = await server.inject({ url: "/en/", headers: { "accept-encoding": accept } });
        const part = await server.inject({ url: "/en/", headers: { "accept-encoding": accept, range } });
        const bytes = whole.rawPayload.subarray(start, end === undefined ? undefined : end + 1);
        const first = start < 0 ? whole.rawPayload.length + start : start;
        expect(part.statusCode).toBe(206);
        expect(part.rawPayload.equals(bytes)).toBe(true);
        expect(part.headers["content-range"]).toBe(
          `bytes ${first}-${first + bytes.length - 1}/${whole.rawPayload.length}`,
        );
        expect(part.headers["content-length"]).toBe(String(bytes.length));
        expect(part.headers["content-encoding"]).toBe(whole.headers["content-encoding"]);
        expect(part.headers["etag"]).toBe(whole.headers["etag"]);
      }
    });

    it("answers several ranges with the whole file, and none satisfiable with a 416", async () => {
      const server = await startSite(site.dir);
      const several = await server.inject({ url: "/robots.txt", headers: { range: "bytes=0-1,5-6" } });
      expect(several.statusCode).toBe(200);
      expect(several.body).toBe(SITE_FILES["robots.txt"]);
      const beyond = await server.inject({ url: "/robots.txt", headers: { range: "bytes=100000-" } });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers["content-range"]).toBe(`bytes */${Buffer.byteLength(SITE_FILES["robots.txt"]!)}`);
    });

    it("honours If-Range only for this representation's ETag or an unchanged date", async () => {
      const server = await startSite(site.dir);
      const whole = await server.inject({ url: "/en/", headers: { "accept-encoding": "br" } });
      const partial = (ifRange: string) =>
        server.inject({ url: "/en/", headers: { "accept-encoding": "br", range: "bytes=0-9", "if-range": ifRange } });
      expect((await partial(String(whole.headers["etag"]))).statusCode).toBe(206);
      expect((await partial(String(whole.headers["last-modified"]))).statusCode).toBe(206);
      const gzip = await server.inject({ url: "/en/", headers: { "accept-encoding": "gzip" } });
      expect((await partial(String(gzip.headers["etag"]))).statusCode).toBe(200);
      expect((await partial(`W/${String(whole.headers["etag"])}`)).statusCode).toBe(200);
      expect((await partial("Thu, 01 Jan 1970 00:00:00 GMT")).statusCode).toBe(200);
    });
  });

  it("answers an error page in full, whatever the range or condition asked", async () => {
    const server = await startSite(site.dir);
    for (const headers of [
      { range: "bytes=0-9" },
      { "if-none-match": "*" },
      { "if-match": '"other"' },
      { "if-modified-since": new Date(Date.now() + 86_400_000).toUTCString() },
    ]) {
      const res = await server.inject({ url: "/en/nope", headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(SITE_FILES["en/404/index.html"]);
      expect(res.headers["etag"]).toBeUndefined();
      expect(res.headers["last-modified"]).toBeUndefined();
      expect(res.headers["content-range"]).toBeUndefined();
    }
  });

  it("streams a file above the size cap from disk, as before, and keeps the others in memory", async () => {
    const big = Buffer.byteLength(SITE_FILES["en/consulting/index.html"]!);
    const server = await startSite(site.dir, { fileBytes: big - 1, totalBytes: MEMORY_LIMITS.totalBytes });
    for (const [accept, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
      ["identity", (body: Buffer) => body],
    ] as const) {
      const res = await server.inject({ url: "/en/consulting", headers: { "accept-encoding": accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["etag"]).toMatch(WEAK_ETAG);
      expect(res.headers["content-type"]).toBe(HTML);
      expect(res.headers["vary"]).toBe("Accept-Encoding");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(decode(res.rawPayload).toString()).toBe(SITE_FILES["en/consulting/index.html"]);
      const range = await server.inject({
        url: "/en/consulting",
        headers: { "accept-encoding": accept, range: "bytes=0-3" },
      });
      expect(range.statusCode).toBe(206);
      expect(range.rawPayload.equals(res.rawPayload.subarray(0, 4))).toBe(true);
    }
    expect((await server.inject({ url: "/assets/app-abc123.js" })).headers["etag"]).toMatch(STRONG_ETAG);
  });

  it("fills the memory budget with the smallest files first and reads the rest from disk", async () => {
    const small = ["robots.txt", "og.png", "favicon.svg"];
    const budget = small.reduce((sum, file) => sum + Buffer.byteLength(SITE_FILES[file]!), 0) + 100;
    const server = await startSite(site.dir, { fileBytes: MEMORY_LIMITS.fileBytes, totalBytes: budget });
    const etag = async (url: string) => String((await server.inject({ url })).headers["etag"]);
    expect(await etag("/og.png")).toMatch(STRONG_ETAG);
    expect(await etag("/favicon.svg")).toMatch(STRONG_ETAG);
    expect(await etag("/en/")).toMatch(WEAK_ETAG);
    expect(await etag("/assets/app-abc123.js")).toMatch(WEAK_ETAG);
  });

  describe("answers as @fastify/send did from disk", () => {
    let typesSite: Awaited<ReturnType<typeof makeSite>>;
    beforeAll(async () => {
      typesSite = await makeSite();
      for (const extension of Object.keys(CONTENT_TYPES)) {
        await mkdir(path.join(typesSite.dir, "types"), { recursive: true });
        await writeFile(
          path.join(typesSite.dir, "types", `file${extension}`),
          `content of a ${extension} file\n`.repeat(20),
        );
      }
      await compressDir(typesSite.dir);
    });
    afterAll(() => typesSite.remove());

    /** What may differ: the ETag's form (a hash instead of size and mtime) and the date. */
    function comparable(res: LightMyRequestResponse, etag: string | undefined) {
      const { date: _date, etag: sentEtag, ...headers } = res.headers;
      const tag = sentEtag === undefined ? "none" : sentEtag === etag ? "the one asked about" : "another";
      return { status: res.statusCode, headers, etag: tag, body: res.rawPayload.toString("base64") };
    }

    async function compare(urls: string[], headerSets: Record<string, string>[]): Promise<void> {
      const fromMemory = await startSite(typesSite.dir);
      const fromDisk = await startSite(typesSite.dir, ON_DISK);
      for (const method of ["GET", "HEAD"] as const) {
        for (const url of urls) {
          for (const headerSet of headerSets) {
            const answers = [];
            for (const server of [fromMemory, fromDisk]) {
              const plain = { "accept-encoding": headerSet["accept-encoding"] ?? "" };
              const etag = String((await server.inject({ url, headers: plain })).headers["etag"]);
              const headers = Object.fromEntries(
                Object.entries(headerSet).map(([name, value]) => [name, value.replace("ETAG", etag)]),
              );
              answers.push(comparable(await server.inject({ method, url, headers }), etag));
            }
            expect(answers[0], `${method} ${url} ${JSON.stringify(headerSet)}`).toEqual(answers[1]);
          }
        }
      }
    }

    it("for every content type held in memory, in every encoding", async () => {
      const urls = Object.keys(CONTENT_TYPES).map((extension) => `/types/file${extension}`);
      await compare(
        urls,
        [
          "br",
          "gzip",
          "identity",
          "gzip, deflate, br",
          "br;q=0, gzip",
          "gzip;q=1, br;q=0.5",
          "*",
          "br;q=0, gzip;q=0",
        ].map((accept) => ({ "accept-encoding": accept })),
      );
    });

    // Thousands of requests: seconds on a busy machine, past the default five.
    it(
      "for conditions and ranges, on pages, the language choice, the inbox, assets and images",
      { timeout: 30_000 },
      async () => {
        const future = new Date(Date.now() + 86_400_000).toUTCString();
        const past = "Thu, 01 Jan 1970 00:00:00 GMT";
        const conditions: Record<string, string>[] = [
          {},
          { "if-none-match": "ETAG" },
          { "if-none-match": "*" },
          { "if-none-match": '"other"' },
          { "if-modified-since": future },
          { "if-modified-since": past },
          { "if-none-match": "ETAG", "cache-control": "no-cache" },
          { "if-match": "ETAG" },
          { "if-match": '"other"' },
          { "if-unmodified-since": past },
          { "if-unmodified-since": future },
          { range: "bytes=0-9" },
          { range: "bytes=5-" },
          { range: "bytes=-5" },
          { range: "bytes=0-1,5-6" },
          { range: "bytes=0-5,3-9" },
          { range: "bytes=100000-" },
          { range: "items=0-5" },
          { range: "bytes=0-9", "if-range": "ETAG" },
          { range: "bytes=0-9", "if-range": '"other"' },
          { range: "bytes=0-9", "if-range": future },
          { range: "bytes=0-9", "if-range": past },
          { range: "bytes=0-9", "if-none-match": "ETAG" },
        ];
        await compare(
          ["/", "/en/consulting", "/consulting", "/admin", "/assets/app-abc123.js", "/og.png", "/favicon.svg"],
          ["br", "gzip", "identity"].flatMap((accept) =>
            conditions.map((condition) => ({ "accept-encoding": accept, ...condition })),
          ),
        );
      },
    );
  });
});

describe("static site: start-up", () => {
  it.each([
    ["admin/index.html", /admin\/index\.html.*npm run build/],
    ["index.html", /index\.html.*npm run build/],
  ])("refuses to start without %s", async (file, message) => {
    const broken = await makeSite([file]);
    try {
      await expect(start(broken.dir).ready()).rejects.toThrow(message);
    } finally {
      await broken.remove();
    }
  });

  it("refuses to start when CLIENT_DIR does not exist", async () => {
    await expect(start(`${site.dir}-missing`).ready()).rejects.toThrow(/CLIENT_DIR .*-missing/);
  });
});
