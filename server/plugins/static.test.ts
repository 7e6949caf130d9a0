import { mkdir, writeFile } from "node:fs/promises";
import { Agent, get, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createTestDatabase, type TestDatabase } from "../testing/databases.js";
import { compressDir } from "../../scripts/compress.mjs";
import { makeSite, SITE_FILES } from "../testing/site.js";
import { CACHE_CONTROL } from "./static.js";

let site: Awaited<ReturnType<typeof makeSite>>;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  site = await makeSite();
  database = await createTestDatabase("sqlite");
});
afterAll(async () => {
  await site.remove();
  await database.remove();
});
afterEach(() => app?.close());

function start(clientDir = site.dir): FastifyInstance {
  app = buildApp(loadConfig({ ...database.env, CLIENT_DIR: clientDir, LOG_LEVEL: "silent" }));
  return app;
}

const HTML = "text/html; charset=utf-8";
const FALLBACK = "__spa-fallback.html";

interface FileCase {
  path: string;
  status: number;
  file: string;
  type: string;
  cache: string;
}

const fileCases: FileCase[] = [
  { path: "/", status: 200, file: "index.html", type: HTML, cache: CACHE_CONTROL.html },
  { path: "/?utm_source=x", status: 200, file: "index.html", type: HTML, cache: CACHE_CONTROL.html },
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
  // The client sends these on to a real page, so the shell is a success.
  ...["/consulting", "/education", "/consulting/", "/fr", "/fr/", "/es/consulting", "/pt-PT/x", "/EN/"].map((path) => ({
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
  // Nowhere else will anything ever be: the shell renders the not-found screen, with a 404.
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

describe("static site: files, pages and the SPA fallback", () => {
  describe.each(encodings)("accept-encoding: $accept", ({ accept, encoding, decode }) => {
    it.each(fileCases)("GET $path → $status $file", async ({ path, status, file, type, cache }) => {
      const res = await start().inject({
        method: "GET",
        url: path,
        headers: accept ? { "accept-encoding": accept } : {},
      });
      expect(res.statusCode).toBe(status);
      expect(res.headers["content-type"]).toBe(type);
      expect(res.headers["cache-control"]).toBe(cache);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["vary"]).toBe("Accept-Encoding");
      expect(decode(res.rawPayload).toString()).toBe(SITE_FILES[file]);
    });
  });

  it("serves files without compressed variants as they are, without Vary", async () => {
    const res = await start().inject({ url: "/og.png", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe(CACHE_CONTROL.other);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["vary"]).toBeUndefined();
    expect(res.rawPayload.equals(SITE_FILES["og.png"] as Buffer)).toBe(true);
  });

  it("revalidates React Router's .data files, which keep their name across builds", async () => {
    const res = await start().inject({ url: "/sitemap.xml.data" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe(CACHE_CONTROL.html);
    expect(res.body).toBe(SITE_FILES["sitemap.xml.data"]);
  });

  it("does not serve the compressed variants as files of their own", async () => {
    const res = await start().inject({ url: "/en/index.html.br" });
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
    const res = await start(textSite.dir).inject({
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
    "GET %s → 200 SPA shell, never stored, never indexed",
    async (url) => {
      start();
      for (const method of ["GET", "HEAD"] as const) {
        const res = await app.inject({ method, url, headers: { "accept-encoding": "br" } });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe(HTML);
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
        expect(res.headers["etag"]).toBeUndefined();
        expect(res.headers["vary"]).toBe("Accept-Encoding");
        if (method === "GET") expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SITE_FILES[FALLBACK]);
      }
    },
  );

  it.each(["/administrator", "/en/admin", "/admin.php", "/admin/app.js"])("%s is not the inbox", async (url) => {
    const res = await start().inject({ url });
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
      start();
      const first = await app.inject({ url, headers: { "accept-encoding": "br" } });
      const etag = first.headers["etag"];
      expect(etag).toMatch(/^W\/".+"$/);
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
    const res = await start().inject({
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
    start();
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
    const res = await start().inject({ url, headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).not.toContain("<html");
    expect(res.json()).toMatchObject({ statusCode: 404 });
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
      const res = await start().inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("product-on-rails-site");
    },
  );

  it.each(["/%E0%A4%A", "/en/%"])("GET %s (malformed escape) → 400 JSON, not the shell", async (url) => {
    const res = await start().inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });

  it.each(["/en%2F", "/en/consulting%2F", "/en%2Fconsulting"])(
    "GET %s: an encoded slash is not a separator",
    async (url) => {
      const res = await start().inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["location"]).toBeUndefined();
    },
  );
});

describe("static site: methods", () => {
  it.each([
    ["/", 200, "index.html"],
    ["/en/consulting", 200, "en/consulting/index.html"],
    ["/foo", 404, FALLBACK],
  ])("HEAD %s → %i with GET's headers and no body", async (url, status, file) => {
    start();
    const get = await app.inject({ method: "GET", url });
    const head = await app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(status);
    expect(head.body).toBe("");
    expect(head.headers["content-type"]).toBe(HTML);
    expect(head.headers["cache-control"]).toBe(get.headers["cache-control"]);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(SITE_FILES[file] as string)));
  });

  it("HEAD with accept-encoding: br gives the compressed length", async () => {
    start();
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
    const res = await start().inject({ method, url });
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

describe("static site: start-up", () => {
  it.each([
    ["__spa-fallback.html", /__spa-fallback\.html.*npm run build/],
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
