// The server's modules import one another without a cycle (a cycle makes the order in which they
// load, and so what a module sees of another while loading, depend on which is imported first),
// and each capability's tables are leaves that `Database` is assembled from (server/db/database.ts).
// Read with TypeScript's own parser; `import type` and `export type` are erased, so they do not count.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

type Read = (file: string) => string;
const fromDisk: Read = (file) => readFileSync(file, "utf8");

/** What the server's build compiles: tsconfig.server.json's files, its tests and fixtures left out. */
function serverFiles(): string[] {
  const { config } = ts.readConfigFile(path.join(ROOT, "tsconfig.server.json"), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).fileNames.map((file) => path.resolve(file));
}

/** The specifiers a module names: all of them, or only those it loads when it runs. */
function specifiers(file: string, read: Read, { runtimeOnly }: { runtimeOnly: boolean }): string[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = node.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword;
      if (!(runtimeOnly && typeOnly)) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!(runtimeOnly && node.isTypeOnly)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The module a relative specifier names (`./x.js` is `./x.ts` or `./x.tsx` in the sources), if it is one of `known`. */
function resolve(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const target = path.resolve(path.dirname(from), specifier);
  const stem = target.replace(/\.js$/, "");
  return [target, `${stem}.ts`, `${stem}.tsx`].find((candidate) => known.has(candidate));
}

/** Every cycle of runtime imports among `files`, each as the chain of files that closes it. */
function importCycles(files: readonly string[], read: Read = fromDisk): string[][] {
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      specifiers(file, read, { runtimeOnly: true }).flatMap((specifier) => resolve(file, specifier, known) ?? []),
    ]),
  );
  const done = new Set<string>();
  const onPath: string[] = [];
  const cycles: string[][] = [];
  const walk = (file: string): void => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), file].map((step) => path.relative(ROOT, step)));
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const next of edges.get(file) ?? []) walk(next);
    onPath.pop();
    done.add(file);
  };
  for (const file of files) walk(file);
  return cycles;
}

describe("the server's imports", () => {
  const files = serverFiles();

  it("are found: the server and shared/ as the build compiles them", () => {
    const relative = files.map((file) => path.relative(ROOT, file));
    expect(relative).toContain("server/app.ts");
    expect(relative).toContain("shared/languages.ts");
    expect(relative.filter((file) => /\.test\.tsx?$|^server\/testing\//.test(file))).toEqual([]);
  });

  it("hold no cycle", () => {
    expect(importCycles(files)).toEqual([]);
  });

  it("assemble Database from each capability's tables, which import Kysely and shared/ only", () => {
    const database = path.join(ROOT, "server/db/database.ts");
    const tables = specifiers(database, fromDisk, { runtimeOnly: false })
      .filter((specifier) => specifier.endsWith("/tables.js"))
      .map((specifier) => path.resolve(path.dirname(database), specifier).replace(/\.js$/, ".ts"));
    expect(tables.length).toBeGreaterThanOrEqual(8);
    const stray = tables.flatMap((file) =>
      specifiers(file, fromDisk, { runtimeOnly: false })
        .filter((specifier) => {
          if (specifier === "kysely") return false;
          const target = path.resolve(path.dirname(file), specifier);
          return !target.startsWith(path.join(ROOT, "shared") + path.sep);
        })
        .map((specifier) => `${path.relative(ROOT, file)} imports ${specifier}`),
    );
    expect(stray).toEqual([]);
    expect(tables.filter((file) => !existsSync(file))).toEqual([]);
  });
});

describe("the cycle check itself", () => {
  const a = path.join(ROOT, "server/a.ts");
  const b = path.join(ROOT, "server/b.ts");
  const read =
    (sources: Record<string, string>): Read =>
    (file) =>
      sources[file]!;

  it("finds a cycle through an import, a re-export or a dynamic import", () => {
    for (const back of ['import { a } from "./a.js";', 'export { a } from "./a.js";', 'await import("./a.js");']) {
      const sources = { [a]: 'import { b } from "./b.js";', [b]: back };
      expect(importCycles([a, b], read(sources))).toEqual([["server/a.ts", "server/b.ts", "server/a.ts"]]);
    }
  });

  it("lets `import type` and `export type` close no cycle", () => {
    for (const back of ['import type { A } from "./a.js";', 'export type { A } from "./a.js";']) {
      const sources = { [a]: 'import { b } from "./b.js";', [b]: back };
      expect(importCycles([a, b], read(sources))).toEqual([]);
    }
  });
});
