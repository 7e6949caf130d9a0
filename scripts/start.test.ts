import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { staleReason } from "./start.mjs";

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
  root = await mkdtemp(path.join(tmpdir(), "start-"));
  for (const file of [
    "package.json",
    "astro.config.ts",
    "app/layouts/Layout.astro",
    "server/app.ts",
    "public/robots.txt",
  ]) {
    await touch(file, past);
  }
  for (const file of ["build/client/index.html", "build/server/server/main.js", "build/.stamp"]) {
    await touch(file, built);
  }
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("staleReason", () => {
  it("is undefined when the build is newer than every source", () => {
    expect(staleReason(root)).toBeUndefined();
  });

  it.each(["build/client/index.html", "build/server/server/main.js", "build/.stamp"])(
    "asks for a build when %s is missing",
    async (file) => {
      await rm(path.join(root, file));
      expect(staleReason(root)).toBe(`${file} is missing`);
    },
  );

  it.each([
    "app/pages/[lang]/index.astro",
    "astro.config.ts",
    "server/plugins/static.ts",
    "shared/lead-forms.ts",
    "public/sitemap.xml",
    "package.json",
    "tsconfig.server.json",
  ])("asks for a build when %s is newer than the stamp", async (file) => {
    await touch(file, future);
    expect(staleReason(root)).toBe(`${file} changed`);
  });

  it.each(["app/i18n/paths.test.ts", "server/config.test.ts", "server/test-setup.ts", "e2e/home.spec.ts", "README.md"])(
    "ignores %s, which is not part of the build",
    async (file) => {
      await touch(file, future);
      expect(staleReason(root)).toBeUndefined();
    },
  );
});
