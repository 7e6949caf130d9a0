import react from "@astrojs/react";
import { satteri } from "@astrojs/markdown-satteri";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import type { AstroIntegration } from "astro";
import islandRuntime from "astro/runtime/server/astro-island.prebuilt.js";
import visibleDirective from "astro/runtime/client/visible.prebuilt.js";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { typesetHtml } from "./app/lib/typeset-html";
import { leanSvg } from "./app/lib/lean-svg";

/**
 * The pages' own scripts: the choice of a language at `/`, the loader of the shell on every page
 * (`load-shell.ts`, or `load-shell-with-islands.ts` on a page that holds a form), the shell's two
 * files it loads, the home page's particles. Each is built with its own copy of what it imports,
 * so each is one file or one inline script, never a chain of requests (docs/decisions/020, 110).
 */
const PAGE_SCRIPTS = [
  "resolve-language.ts",
  "load-shell.ts",
  "load-shell-with-islands.ts",
  "shell.ts",
  "shell-with-islands.ts",
  "particle-field.ts",
  "vitals.ts",
].map((name) => `/app/scripts/${name}`);

/**
 * Astro writes into its page a page script that imports nothing and is under this size: the
 * language choice, the shell's loader, the particles. The shell itself is a file the browser
 * fetches and keeps (`scriptFile`; docs/decisions/110, 153).
 */
const INLINE_SCRIPT_BYTES = 8 * 1024;

/** Which scripts Astro writes into their page (`undefined` leaves every other asset to Vite). */
function inlineScript(file: string, content: Buffer): boolean | undefined {
  if (!file.endsWith(".js")) return undefined;
  return content.length < INLINE_SCRIPT_BYTES;
}

/** The query of a module's copy that belongs to one page script's graph (`ownModuleGraph`). */
const OWN_COPY = /\?own=([\w.-]+)$/;

/**
 * Each page script gets its own copy of every module it imports, instead of sharing them in a
 * chunk with the other scripts: with no import left, Astro writes it into the page.
 */
function ownModuleGraph(entries: string[]): Plugin {
  // `?own=shell.ts`: the copy of a module that belongs to the graph of that entry.
  const ownerOf = (id: string) =>
    id.match(OWN_COPY)?.[1] ??
    entries
      .find((entry) => id.endsWith(entry))
      ?.split("/")
      .pop();
  return {
    name: "own-module-graph",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const owner = importer && ownerOf(importer);
      if (!importer || !owner) return null;
      const plainImporter = importer.replace(OWN_COPY, "");
      const resolved = await this.resolve(source, plainImporter, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes("/node_modules/")) return resolved;
      return { ...resolved, id: `${resolved.id}?own=${owner}` };
    },
  };
}

const SCRIPT_FILE = "?script-file";

/**
 * `import src from "./shell?script-file"` (`app/scripts/script-file.d.ts`): the module is built
 * as a script file of its own, an entry like a page script, and `src` is its URL under
 * `/assets/`. The importer holds a string, not an import, so it stays small enough for Astro to
 * write into the page (docs/decisions/112, 153).
 */
function scriptFile(): Plugin {
  return {
    name: "script-file",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!source.endsWith(SCRIPT_FILE)) return null;
      const module = source.slice(0, -SCRIPT_FILE.length);
      const resolved = await this.resolve(module, importer, { ...options, skipSelf: true });
      // The file is an entry of its own, not the importer's copy of the module; the module that
      // holds its URL is the importer's own copy (`?own=`), so that two page scripts naming the
      // same file share no chunk that one would import from the other at run time.
      const owner = importer?.match(OWN_COPY)?.[1] ?? (importer && path.basename(importer));
      return resolved && `${resolved.id.replace(OWN_COPY, "")}${SCRIPT_FILE}=${owner ?? ""}`;
    },
    load(id) {
      const marked = id.lastIndexOf(`${SCRIPT_FILE}=`);
      if (marked === -1) return null;
      const entry = id.slice(0, marked);
      const file = this.emitFile({ type: "chunk", id: entry, name: path.basename(entry, path.extname(entry)) });
      // Rollup's placeholder for an emitted file's URL, which Vite writes as `/assets/NAME.HASH.js`.
      return `export default import.meta.ROLLUP_FILE_URL_${file};`;
    },
  };
}

/** Every file under `dir` whose name ends with `extension`. */
async function filesUnder(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The script files a page loads: named by a `<script src>`, or by the inline script that loads
 * its file (`load-shell-with-islands.ts`).
 */
function scriptFilesOf(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const files = scripts.flatMap(([, attributes, body]) => [
    ...`${attributes}${body}`.matchAll(/["'`](\/assets\/[\w.-]+\.js)["'`]/g),
  ]);
  return [...new Set(files.map(([, file]) => file!))];
}

/** Astro's island element defined by a script file (`app/scripts/islands.ts`, minified). */
const DEFINES_ISLAND = /customElements\.define\(["'`]astro-island["'`]/;

/**
 * Astro writes its island runtime and the `client:visible` directive inline into every page that
 * holds an island, and has no setting to do otherwise. A page whose own script file already
 * carries both (`app/scripts/shell-with-islands.ts`, which its inline loader asks for) does not need those copies: they are taken out after the build, so the page sends
 * them once, in a file the browser keeps (docs/decisions/110, 153).
 */
function islandRuntimeFromFile(): AstroIntegration {
  const inlineCopies = [islandRuntime, visibleDirective].map((code) => `<script>${code}</script>`);
  return {
    name: "island-runtime-from-file",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let pages = 0;
        for (const file of await filesUnder(root, ".html")) {
          const html = await readFile(file, "utf8");
          if (!html.includes(inlineCopies[0]!)) continue;
          const scripts = await Promise.all(scriptFilesOf(html).map((src) => readFile(path.join(root, src), "utf8")));
          if (!scripts.some((code) => DEFINES_ISLAND.test(code))) continue;
          await writeFile(
            file,
            inlineCopies.reduce((page, copy) => page.replace(copy, ""), html),
          );
          pages += 1;
        }
        logger.info(`island runtime loaded from the page's script file on ${pages} pages`);
      },
    },
  };
}

/**
 * Every page's words set for its lines once Astro has written it (app/lib/typeset-html.ts,
 * docs/decisions/142): no line ends at a hyphenated word's hyphen, no heading on one word alone.
 * Its icons lose what an HTML parser does not need (app/lib/lean-svg.ts).
 * The server's page frame too: its marks ("@@frame-title@@") are not words, so stay as they are.
 */
function typesetPages(): AstroIntegration {
  return {
    name: "typeset-pages",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        for (const file of await filesUnder(fileURLToPath(dir), ".html")) {
          await writeFile(file, leanSvg(typesetHtml(await readFile(file, "utf8"))));
        }
      },
    },
  };
}

/**
 * The site: static HTML for every page in both languages, React components rendered at build
 * time, and only the forms and the inbox hydrated (docs/decisions/018). The Fastify server
 * serves `build/client` from memory (server/site/plugin.ts).
 */
export default defineConfig({
  srcDir: "./app",
  outDir: "./build/client",
  output: "static",
  // `/en/` for a language's home, `/en/consulting` for the others: the server redirects the
  // other spelling (308), so canonical, hreflang, sitemap and links all use these.
  trailingSlash: "ignore",
  build: {
    format: "directory",
    // Content-hashed names under /assets/, which the server caches for a year.
    assets: "assets",
    // The stylesheet in each page: the first paint needs no second round trip.
    inlineStylesheets: "always",
  },
  integrations: [react(), islandRuntimeFromFile(), typesetPages()],
  // Code in an article is highlighted at build time, its colours from the page's stylesheet
  // (app/styles/articles.css), where they are chosen to meet contrast: no script, no theme of Shiki's.
  markdown: {
    // Astro's own processor, less its smart punctuation: the Markdown keeps the quotes it is written
    // with, each language its own (shared/quotes.ts), where it would curl the English ones too.
    processor: satteri({ features: { smartPunctuation: false } }),
    shikiConfig: { theme: "css-variables" },
  },
  // An article's pictures (app/content/articles/): each in a few widths and a modern format, with
  // its size written, so a phone downloads a phone's picture and the page does not shift.
  image: { layout: "constrained" },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), scriptFile(), ownModuleGraph(PAGE_SCRIPTS)],
    build: {
      // Scripts only (`undefined` leaves every other asset to the default).
      assetsInlineLimit: inlineScript,
    },
    // The build-time settings of the README (VITE_SITE_URL, VITE_FORM_ENDPOINT, …).
    envPrefix: ["VITE_"],
    resolve: {
      alias: {
        "~": fileURLToPath(new URL("./app", import.meta.url)),
        "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
      },
    },
  },
});
