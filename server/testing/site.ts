import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { compressDir } from "../../scripts/compress.mjs";

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>` +
  `<main><h1>${title}</h1>${"<p>Lean AI consulting for startups; the Product On Rails workshop.</p>".repeat(20)}` +
  `</main><script>window.__page = ${JSON.stringify(title)};</script></body></html>\n`;

/** A miniature `build/client`, by URL path; compressible text except the PNG. */
export const SITE_FILES: Record<string, string | Buffer> = {
  "index.html": page("Choosing your language"),
  "en/index.html": page("Home (en)"),
  "en/consulting/index.html": page("Consulting (en)"),
  "pt/index.html": page("Início (pt)"),
  "en/home-at-root/index.html": page("Home (en), as sent for /"),
  "pt/home-at-root/index.html": page("Início (pt), como enviado para /"),
  "en/404/index.html": page("Not found (en)"),
  "pt/404/index.html": page("Não encontrada (pt)"),
  "en/missing-file/index.html": page("Page Not Found (en)"),
  "pt/missing-file/index.html": page("Página não encontrada (pt)"),
  "consulting/index.html": page("Choosing your language for /consulting"),
  "education/index.html": page("Choosing your language for /education"),
  "admin/index.html": page("Lead inbox"),
  "assets/app-abc123.js": `export const routes = ${JSON.stringify(Array.from({ length: 40 }, (_, i) => `/r${i}`))};\n`,
  "robots.txt": "User-agent: *\nAllow: /\n\n".repeat(4) + "Sitemap: https://example.com/sitemap.xml\n",
  "sitemap.xml":
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
    ["/en/", "/en/consulting", "/pt/"].map((p) => `<url><loc>https://example.com${p}</loc></url>`).join("") +
    `</urlset>\n`,
  "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>\n',
  "og.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 64 }, (_, i) => i)]),
};

/** Writes the site (minus `omit`) to a fresh temp dir and pre-compresses it like the build does. */
export async function makeSite(omit: string[] = []): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "site-"));
  for (const [file, content] of Object.entries(SITE_FILES)) {
    if (omit.includes(file)) continue;
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  await compressDir(dir);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
