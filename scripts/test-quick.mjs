#!/usr/bin/env node
// `npm run test:quick`: the developer's loop. Type-checks the site and the server side by side and
// runs the unit tests that sit beside the files changed since the last commit (staged, unstaged or
// new): the tests of their folders. Not `vitest related`: every server module is reached from
// `app.ts`, so a change to any of them would run the whole server suite. It proves the change at
// hand, not the product: `npm test` is still the proof before a push.
//
//   npm run test:quick              against HEAD
//   npm run test:quick -- main      against another commit (what a branch changed)
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const base = process.argv[2] ?? "HEAD";
const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [
  ...new Set([
    ...git("diff", "--name-only", "--diff-filter=d", base),
    ...git("ls-files", "--others", "--exclude-standard"),
  ]),
].filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file) && !file.startsWith("e2e/") && existsSync(file));

/** The unit tests in the folders of the changed files. */
const tests = [...new Set(changed.map((file) => path.dirname(file)))].flatMap((folder) =>
  readdirSync(folder)
    .filter((entry) => /\.test\.tsx?$/.test(entry))
    .map((entry) => path.join(folder, entry)),
);

/** Runs an npm binary, resolving to its exit code; its output goes straight to ours. */
const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.on("close", (code) => resolve(code ?? 1));
  });

// The two type-checks and the tests share two cores; tsc is mostly one thread each.
const checks = [
  run("npx", ["tsc", "--noEmit"]),
  run("npx", ["tsc", "-p", "tsconfig.server.json", "--noEmit"]),
  tests.length === 0
    ? (console.log(`test:quick: no unit test beside the files changed since ${base}`), Promise.resolve(0))
    : run("npx", ["vitest", "run", ...tests]),
];
const codes = await Promise.all(checks);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
