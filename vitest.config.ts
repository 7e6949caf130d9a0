import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
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
          name: "server",
          include: [
            "server/**/*.test.{ts,tsx}",
            "shared/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/**/*.test.{ts,tsx}",
          ],
          // Needs the build, HAProxy and three processes: `npm run test:scale-out`.
          exclude: ["server/testing/scale-out/**"],
          environment: "node",
          // A server test builds the app, migrates a database (often PostgreSQL) and may start an
          // SMTP server or listen: seconds on a busy two-core machine, where five is too few.
          testTimeout: 15_000,
          hookTimeout: 30_000,
          setupFiles: ["./server/test-setup.ts"],
          // A throwaway PostgreSQL server (scripts/ensure-postgres.mjs) for the storage tests.
          globalSetup: ["./server/testing/postgres-setup.ts"],
        },
      },
    ],
  },
});
