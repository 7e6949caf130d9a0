// The build's size budget: every page's HTML, compressed with brotli as the server sends it
// (scripts/compress.mjs writes the `.br` beside it), must stay within PAGE_BUDGET_BYTES, so that
// with its response headers it arrives in a new connection's first round trip (docs/decisions/110).
// Exits 1 naming each page over it. Usage: node scripts/page-budget.mjs [dir]
import { realpathSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A new connection's first round trip carries ten segments, about 14,600 bytes; the response
 * headers take the rest.
 */
export const PAGE_BUDGET_BYTES = 14_000;

/** What the field figures' script may add to a page, brotli (issue 52). */
const VITALS_BUDGET_BYTES = 1_536;

/**
 * Every HTML page under `dir` with the size it is sent at: its `.br`, or the page itself where
 * compress.mjs wrote none (it was not smaller).
 * @param {string} dir
 * @returns {Promise<{ page: string, bytes: number }[]>}
 */
export async function pageSizes(dir) {
  const pages = [];
  for (const name of await readdir(dir, { recursive: true })) {
    if (!name.endsWith(".html")) continue;
    const file = path.join(dir, name);
    const sent = await stat(`${file}.br`).catch(() => stat(file));
    pages.push({ page: name.split(path.sep).join("/"), bytes: sent.size });
  }
  return pages.sort((a, b) => a.page.localeCompare(b.page));
}

/**
 * The pages over `budget`, largest first.
 * @param {{ page: string, bytes: number }[]} sizes
 * @param {number} [budget]
 */
export function overBudget(sizes, budget = PAGE_BUDGET_BYTES) {
  return sizes.filter(({ bytes }) => bytes > budget).sort((a, b) => b.bytes - a.bytes);
}

// realpath: the ESM loader resolves symlinks in import.meta.url, argv[1] keeps them.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, "build", "client");
  const sizes = await pageSizes(dir);
  const over = overBudget(sizes);
  // The field figures' file (issue 52), which every page asks for once idle: at most 1.5 KB as sent.
  const assets = path.join(dir, "assets");
  for (const name of await readdir(assets).catch(() => [])) {
    if (!/^vitals\.[\w-]+\.js$/.test(name)) continue;
    const sent = await stat(path.join(assets, `${name}.br`)).catch(() => stat(path.join(assets, name)));
    if (sent.size > VITALS_BUDGET_BYTES) over.push({ page: `assets/${name}`, bytes: sent.size });
    else console.log(`page-budget: assets/${name} is ${sent.size} bytes as sent, within ${VITALS_BUDGET_BYTES}`);
  }
  const largest = sizes.reduce((max, page) => (page.bytes > max.bytes ? page : max), { page: "", bytes: 0 });
  if (over.length > 0) {
    for (const { page, bytes } of over)
      console.error(`page-budget: ${page} is ${bytes} bytes as sent (brotli), over its ${PAGE_BUDGET_BYTES}`);
    process.exit(1);
  }
  console.log(
    `page-budget: ${sizes.length} pages within ${PAGE_BUDGET_BYTES} bytes as sent (largest: ${largest.page}, ${largest.bytes})`,
  );
}
