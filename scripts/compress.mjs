// Writes .br and .gz next to every text file of the site build, for @fastify/static's
// `preCompressed` (and any static host that serves such siblings). Usage: node scripts/compress.mjs [dir]
import { realpathSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Source maps are left alone: only developers fetch them.
export const TEXT_EXTENSIONS = new Set([".html", ".js", ".css", ".svg", ".json", ".xml", ".txt", ".webmanifest"]);

/**
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number, br: number, gz: number, skipped: number }>}
 */
export async function compressDir(dir) {
  const summary = { files: 0, bytes: 0, br: 0, gz: 0, skipped: 0 };
  for (const file of await listFiles(dir)) {
    if (!TEXT_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    const source = await readFile(file);
    if (source.length === 0) continue;
    summary.files += 1;
    summary.bytes += source.length;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [variant, data, key] of [
      [`${file}.br`, br, "br"],
      [`${file}.gz`, gz, "gz"],
    ]) {
      if (data.length < source.length) {
        await writeFile(variant, data);
        summary[key] += data.length;
      } else {
        // A stale variant from an earlier run would be served instead of the new file.
        await rm(variant, { force: true });
        summary[key] += source.length;
        summary.skipped += 1;
      }
    }
  }
  return summary;
}

/** @param {string} dir @returns {Promise<string[]>} */
async function listFiles(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

// realpath: the ESM loader resolves symlinks in import.meta.url, argv[1] keeps them.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, "build", "client");
  const shown = path.relative(root, dir).startsWith("..") ? dir : path.relative(root, dir) || ".";
  const started = performance.now();
  const s = await compressDir(dir);
  console.log(
    `compress: ${s.files} text files in ${shown}, ${kB(s.bytes)} → br ${kB(s.br)}, ` +
      `gz ${kB(s.gz)} (${s.skipped} variants not smaller, not written) in ${Math.round(performance.now() - started)} ms`,
  );
}
