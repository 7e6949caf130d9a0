import { spawn } from "node:child_process";
import { once } from "node:events";
import { copyFile, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
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
    "server/site/plugin.ts",
    "shared/lead-forms.ts",
    "public/sitemap.xml",
    "package.json",
    "tsconfig.server.json",
  ])("asks for a build when %s is newer than the stamp", async (file) => {
    await touch(file, future);
    expect(staleReason(root)).toBe(`${file} changed`);
  });

  it.each(["shared/paths.test.ts", "server/config.test.ts", "server/test-setup.ts", "e2e/home.spec.ts", "README.md"])(
    "ignores %s, which is not part of the build",
    async (file) => {
      await touch(file, future);
      expect(staleReason(root)).toBeUndefined();
    },
  );
});

describe("npm start", () => {
  // A stand-in for the built server: it says when it is up, and writes down how it ended.
  const FAKE_SERVER = `
import { writeFileSync } from "node:fs";
writeFileSync(new URL("./pid", import.meta.url), String(process.pid));
process.on("SIGTERM", () => {
  writeFileSync(new URL("./stopped", import.meta.url), "SIGTERM");
  process.exit(0);
});
setInterval(() => {}, 1000);
console.log("listening");
`;

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it("stops the server when only npm gets SIGTERM, as a process manager sends it to the process it started", async () => {
    const { scripts } = JSON.parse(await readFile("package.json", "utf8")) as { scripts: { start: string } };
    await writeFile(
      path.join(root, "package.json"),
      JSON.stringify({ name: "start-test", private: true, type: "module", scripts: { start: scripts.start } }),
    );
    await utimes(path.join(root, "package.json"), past, past);
    await mkdir(path.join(root, "scripts"));
    await copyFile("scripts/start.mjs", path.join(root, "scripts/start.mjs"));
    await writeFile(path.join(root, "build/server/server/main.js"), FAKE_SERVER);

    // The npm that runs the tests when there is one, as start.mjs does.
    const npm = process.env.npm_execpath;
    const child = npm
      ? spawn(process.execPath, [npm, "start", "--silent"], { cwd: root })
      : spawn("npm", ["start", "--silent"], { cwd: root });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    for (let waited = 0; !output.includes("listening"); waited += 50) {
      if (waited > 20_000) throw new Error(`the server did not start:\n${output}`);
      await sleep(50);
    }
    expect(output).not.toContain("building");
    const serverPid = Number(await readFile(path.join(root, "build/server/server/pid"), "utf8"));

    child.kill("SIGTERM");
    await once(child, "exit");
    for (let waited = 0; alive(serverPid) && waited < 5_000; waited += 50) await sleep(50);
    const stopped = alive(serverPid)
      ? "still running"
      : await readFile(path.join(root, "build/server/server/stopped"), "utf8");
    if (alive(serverPid)) process.kill(serverPid, "SIGKILL");
    expect(stopped).toBe("SIGTERM");
  }, 30_000);
});
