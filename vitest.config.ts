import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
};

const SERVER_TESTS = [
  "server/**/*.test.{ts,tsx}",
  "shared/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tests/**/*.test.{ts,tsx}",
];
// Needs the build, HAProxy and three processes: `npm run test:scale-out`.
const SCALE_OUT = "server/testing/scale-out/**";

/**
 * The server's test files that replace a module with `vi.mock`: a worker that runs files one after
 * another without isolation keeps the modules an earlier file loaded, real ones included, so these
 * get a module graph of their own (the `server, isolated` project).
 */
const REPLACING_MODULES = globSync(SERVER_TESTS, { exclude: [SCALE_OUT] }).filter((file) =>
  /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, "utf8")),
);

const serverProject = {
  environment: "node" as const,
  // A server test builds the app, migrates a database (often PostgreSQL) and may start an SMTP
  // server or listen: seconds on a busy two-core machine, where five is too few.
  testTimeout: 15_000,
  hookTimeout: 30_000,
  // Each file starts as a server process starts (the test clock, no site's page frames).
  setupFiles: ["./server/test-setup.ts"],
  // A throwaway PostgreSQL server (scripts/ensure-postgres.mjs) for the storage tests.
  globalSetup: ["./server/testing/postgres-setup.ts"],
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Most of a server test is waiting: on its database, its SMTP server, a timer. Vitest's default
    // on two cores is one worker, which leaves the machine idle most of the run; four keep it busy
    // (decision 147). PostgreSQL tests keep out of each other's way: a database per worker.
    maxWorkers: 4,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "site",
          include: ["app/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          // One jsdom per worker, each file still in a context of its own: building a jsdom per
          // file was most of this project's time (decision 190).
          pool: "vmThreads",
          setupFiles: ["./app/test-setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          ...serverProject,
          name: "server",
          include: SERVER_TESTS,
          exclude: [SCALE_OUT, ...REPLACING_MODULES],
          // A worker runs its files one after another in the same module graph: importing the
          // server's modules again for every file was a large part of the project's processor time
          // (decision 193). The state the server keeps per process is reset per file by the setup.
          isolate: false,
        },
      },
      // With no such file, no project: an empty `include` would mean Vitest's default, every test.
      ...(REPLACING_MODULES.length === 0
        ? []
        : [{ resolve: { alias }, test: { ...serverProject, name: "server, isolated", include: REPLACING_MODULES } }]),
    ],
  },
});
