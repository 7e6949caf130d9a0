import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The server's layers, held over the real source tree (docs/decisions/148): no import cycle among
 * production files, type imports counted; infrastructure imports no capability, but db/database.ts
 * assembling the Database type from each capability's tables.ts (types only). Read with
 * TypeScript's own scanner (`ts.preProcessFile`), which sees `import type` and `export … from` too.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const INFRASTRUCTURE = ["db", "http", "jobs", "limits", "mail", "secrets"];

type Graph = Map<string, { to: string; typeOnly: boolean }[]>;

function productionFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("server/testing/") && file !== "server/test-setup.ts");
}

function importsOf(file: string, files: ReadonlySet<string>): { to: string; typeOnly: boolean }[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.filter((ref) => ref.fileName.startsWith("."))
    .flatMap((ref) => {
      const target = path.join(path.dirname(file), ref.fileName).replace(/\.js$/, "");
      const to = [`${target}.ts`, `${target}.tsx`].find((candidate) => files.has(candidate));
      if (to === undefined) return [];
      const line = text.slice(ref.pos - 200 < 0 ? 0 : ref.pos - 200, ref.pos);
      const statement = line.slice(line.lastIndexOf(";") + 1);
      return [{ to, typeOnly: /(import|export)\s+type\s/.test(statement) }];
    });
}

function sourceGraph(): Graph {
  const files = [...productionFiles("server"), ...productionFiles("shared")];
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file, known)]));
}

/** Every circle of files that import each other (Tarjan's strongly connected components). */
export function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfLoop = graph.get(file)?.some(({ to }) => to === file) ?? false;
      if (component.length > 1 || selfLoop) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const folderOf = (file: string) => (file.startsWith("server/") ? file.split("/")[1]! : "");
const isInfrastructure = (file: string) => INFRASTRUCTURE.includes(folderOf(file)) && file.split("/").length > 2;
/** A capability: a folder of server/ that is not infrastructure (nor the tests' helpers). */
const isCapability = (file: string) =>
  file.startsWith("server/") && file.split("/").length > 2 && !INFRASTRUCTURE.includes(folderOf(file));

/**
 * The allowed crossings: the Database type assembled from each capability's tables (types only),
 * and the rules a setting is checked with, a root module that imports nothing of the server's,
 * which infrastructure's own settings (mail's, metrics') use as every capability's do.
 */
const ROOT_LEAVES = ["server/setting-rules.ts"];
const allowed = (from: string, to: { to: string; typeOnly: boolean }) =>
  (from === "server/db/database.ts" && to.typeOnly && to.to.endsWith("/tables.ts")) || ROOT_LEAVES.includes(to.to);

/** Imports from infrastructure into a capability, or into the app's root files that assemble them. */
export function backDoors(graph: Graph): string[] {
  return [...graph].flatMap(([from, imports]) =>
    isInfrastructure(from)
      ? imports
          .filter((to) => isCapability(to.to) || (to.to.startsWith("server/") && to.to.split("/").length === 2))
          .filter((to) => !allowed(from, to))
          .map((to) => `${from} -> ${to.to}`)
      : [],
  );
}

describe("the server's import rules, over the real source", () => {
  const graph = sourceGraph();

  it("reads the tree (a sanity check that the rules below look at something)", () => {
    expect(graph.get("server/app.ts")?.length).toBeGreaterThan(10);
    expect(graph.get("server/mail/plugin.ts")?.some(({ to }) => to === "server/mail/outbox-worker.ts")).toBe(true);
  });

  it("has no import cycle among production files, type imports counted", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("lets no infrastructure folder import a capability, but the Database type's assembly", () => {
    expect(backDoors(graph)).toEqual([]);
  });

  it("keeps its root leaves leaves: they import nothing of the server's", () => {
    expect(ROOT_LEAVES.flatMap((leaf) => graph.get(leaf)?.filter(({ to }) => to.startsWith("server/")) ?? [])).toEqual(
      [],
    );
    expect(ROOT_LEAVES.every((leaf) => graph.has(leaf))).toBe(true);
  });

  it("keeps mail/ free of every capability, types included", () => {
    const mail = [...graph].filter(([from]) => folderOf(from) === "mail" && from.split("/").length > 2);
    expect(mail.flatMap(([, imports]) => imports.filter((to) => isCapability(to.to)))).toEqual([]);
  });
});

describe("the rules themselves, on a tiny graph", () => {
  const edge = (to: string, typeOnly = false) => ({ to, typeOnly });

  it("find a cycle made of a type import", () => {
    const graph: Graph = new Map([
      ["server/booking/a.ts", [edge("server/mail/b.ts")]],
      ["server/mail/b.ts", [edge("server/booking/a.ts", true)]],
      ["server/leads/c.ts", [edge("server/mail/b.ts")]],
    ]);
    expect(cycles(graph)).toEqual([["server/booking/a.ts", "server/mail/b.ts"]]);
  });

  it("find infrastructure importing a capability or the app's root, and allow the tables' types", () => {
    const graph: Graph = new Map([
      ["server/db/database.ts", [edge("server/leads/tables.ts", true), edge("server/config.ts", true)]],
      ["server/db/plugin.ts", [edge("server/leads/retention.ts")]],
      ["server/leads/retention.ts", [edge("server/db/database.ts")]],
    ]);
    expect(backDoors(graph)).toEqual([
      "server/db/database.ts -> server/config.ts",
      "server/db/plugin.ts -> server/leads/retention.ts",
    ]);
  });
});
