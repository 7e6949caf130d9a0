#!/usr/bin/env node
// `npm run test:quick`: the developer's loop. Type-checks the site and the server side by side and
// runs the unit tests that the files changed since the last commit (staged, unstaged or new)
// import, directly or not (`vitest related`). It proves the change at hand, not the product:
// `npm test` is still the proof before a push.
//
//   npm run test:quick              against HEAD
//   npm run test:quick -- main      against another commit (what a branch changed)
import { execFileSync, spawn } from "node:child_process";

const base = process.argv[2] ?? "HEAD";
const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [
  ...new Set([
    ...git("diff", "--name-only", "--diff-filter=d", base),
    ...git("ls-files", "--others", "--exclude-standard"),
  ]),
].filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file) && !file.startsWith("e2e/"));

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
  changed.length === 0
    ? (console.log(`test:quick: no source file changed since ${base}; no unit test to run`), Promise.resolve(0))
    : run("npx", ["vitest", "related", "--run", "--passWithNoTests", ...changed]),
];
const codes = await Promise.all(checks);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
