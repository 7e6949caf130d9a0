import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { serverBuildStaleReason } from "./leads.mjs";

let root: string;
const past = new Date(Date.now() - 60_000);
const built = new Date(Date.now() - 30_000);
const future = new Date(Date.now() + 60_000);

async function touch(file: string, time: Date): Promise<void> {
  const full = path.join(root, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, "");
  await utimes(full, time, time);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "leads-"));
  for (const file of ["tsconfig.server.json", "server/leads/cli.ts", "shared/languages.ts"]) await touch(file, past);
  await touch("build/server/server/leads/cli.js", built);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("serverBuildStaleReason", () => {
  it("is undefined when the compiled CLI is newer than every server source", () => {
    expect(serverBuildStaleReason(root)).toBeUndefined();
  });

  it("asks for a build when the compiled CLI is missing", async () => {
    await rm(path.join(root, "build"), { recursive: true });
    expect(serverBuildStaleReason(root)).toBe("build/server/server/leads/cli.js is missing");
  });

  it.each(["server/leads/repository.ts", "shared/languages.ts", "tsconfig.server.json"])(
    "asks for a build when %s is newer",
    async (file) => {
      await touch(file, future);
      expect(serverBuildStaleReason(root)).toBe(`${file} changed`);
    },
  );

  it.each([
    "server/leads/repository.test.ts",
    "server/testing/leads.ts",
    "server/test-setup.ts",
    "app/app.css",
    "README.md",
  ])("ignores %s, which the server build does not compile", async (file) => {
    await touch(file, future);
    expect(serverBuildStaleReason(root)).toBeUndefined();
  });
});
