import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compressDir } from "./compress.mjs";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "compress-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const text = (line: string) => `${line}\n`.repeat(50);

async function write(files: Record<string, string | Buffer>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
}

const listing = async () => (await readdir(dir, { recursive: true })).map((f) => f.split(path.sep).join("/")).sort();

describe("compressDir", () => {
  it.each([
    "index.html",
    "assets/app-1.js",
    "assets/app-1.css",
    "icon.svg",
    "data.json",
    "sitemap.xml",
    "robots.txt",
    "site.webmanifest",
  ])("writes .br and .gz next to %s that decompress to the original", async (name) => {
    const content = text(`<line attr="${name}">content of ${name}</line>`);
    await write({ [name]: content });
    await compressDir(dir);
    const br = await readFile(path.join(dir, `${name}.br`));
    const gz = await readFile(path.join(dir, `${name}.gz`));
    expect(br.length).toBeLessThan(content.length);
    expect(brotliDecompressSync(br).toString()).toBe(content);
    expect(gunzipSync(gz).toString()).toBe(content);
  });

  it("leaves binary files, source maps and empty files alone", async () => {
    await write({
      "og.png": Buffer.alloc(4096, 7),
      "assets/app-1.js.map": text('{"mappings":"AAAA"}'),
      "empty.txt": "",
    });
    const summary = await compressDir(dir);
    expect(await listing()).toEqual(["assets", "assets/app-1.js.map", "empty.txt", "og.png"]);
    expect(summary.files).toBe(0);
  });

  it("does not write a variant that is not smaller, and removes a stale one", async () => {
    await write({ "a.txt": "a", "a.txt.br": "stale", "a.txt.gz": "stale" });
    const summary = await compressDir(dir);
    expect(await listing()).toEqual(["a.txt"]);
    expect(summary).toMatchObject({ files: 1, bytes: 1, br: 1, gz: 1, skipped: 2 });
  });

  it("is idempotent: a second run compresses the same files and nothing more", async () => {
    await write({ "index.html": text("<p>hello</p>"), "assets/x.js": text("console.log(1)") });
    const first = await compressDir(dir);
    const afterFirst = await listing();
    const second = await compressDir(dir);
    expect(await listing()).toEqual(afterFirst);
    expect(afterFirst).toEqual([
      "assets",
      "assets/x.js",
      "assets/x.js.br",
      "assets/x.js.gz",
      "index.html",
      "index.html.br",
      "index.html.gz",
    ]);
    expect(second).toEqual(first);
  });

  it("reports totals", async () => {
    const html = text("<p>hello</p>");
    await write({ "index.html": html });
    const summary = await compressDir(dir);
    expect(summary.files).toBe(1);
    expect(summary.bytes).toBe(html.length);
    expect(summary.br).toBe((await readFile(path.join(dir, "index.html.br"))).length);
    expect(summary.gz).toBe((await readFile(path.join(dir, "index.html.gz"))).length);
    expect(existsSync(path.join(dir, "index.html.br"))).toBe(true);
  });
});
