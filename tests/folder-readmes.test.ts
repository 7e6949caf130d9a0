// A folder's README is the map a newcomer opens first: every entry it names exists, and every
// file and folder in it is named (tests aside), so the map cannot drift from the ground.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = new URL("..", import.meta.url).pathname;

/** The first cell of each row of the README's first table (its map): `forms/`, `lead-forms.ts`. */
function named(folder: string): string[] {
  const readme = readFileSync(join(ROOT, folder, "README.md"), "utf8");
  const map = /(?:^\|.*\n)+/m.exec(readme)?.[0] ?? "";
  return [...map.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]!.replace(/\/$/, ""));
}

/** What a map must name: the folder's files and folders, less tests and the README itself. */
const entries = (folder: string) =>
  readdirSync(join(ROOT, folder)).filter((entry) => entry !== "README.md" && !/\.test\.tsx?$/.test(entry));

describe.each(["app", "shared", "server"])("the map of %s/", (folder) => {
  it("names only what exists", () => {
    const missing = named(folder).filter((path) => !existsSync(join(ROOT, folder, path)));
    expect(missing).toEqual([]);
  });

  it("names everything there", () => {
    const listed = new Set(named(folder).map((path) => path.split("/")[0]));
    expect(entries(folder).filter((entry) => !listed.has(entry))).toEqual([]);
  });
});
