// The floor page: what the same server on the same machine delivers when there is nothing to
// wait for. Every benchmark that judges a page's timings reads them against this page, loaded in
// the same run, so a busy machine moves both.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compressDir } from "../compress.mjs";

export const FLOOR_PATH = "/__floor";

const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor page</title>
<meta name="description" content="The fastest page this server can send: the benchmark's reference.">
<link rel="icon" href="data:,">
<style>body{margin:0;padding:1.5rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#0b1020;background:#fff}h1{font-size:2rem;line-height:1.2;margin:0 0 1rem}p{margin:0;max-width:40rem}</style>
</head>
<body>
<main>
<h1>Lean AI consulting for startups</h1>
<p>This page has one heading, one paragraph and its style inline, and no JavaScript: it is what
the same server on the same machine delivers when there is nothing to wait for, so every other
page's timings are read against it.</p>
</main>
</body>
</html>
`;

/**
 * Writes the floor page, with its compressed copies, into a served copy of the build. Only ever
 * into a copy: the floor must never reach build/client, which gets deployed.
 * @param {string} clientDir
 */
export async function addFloorPage(clientDir) {
  const dir = path.join(clientDir, FLOOR_PATH);
  mkdirSync(dir);
  writeFileSync(path.join(dir, "index.html"), FLOOR_HTML);
  await compressDir(dir);
}
