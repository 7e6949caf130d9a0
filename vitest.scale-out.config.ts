import { defineConfig } from "vitest/config";

// The scale-out test (server/testing/scale-out/): three built servers behind HAProxy on one PostgreSQL.
// Apart from `vitest run` because it needs the build; `npm run test:scale-out` runs it.
export default defineConfig({
  test: {
    name: "scale-out",
    include: ["server/testing/scale-out/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./server/test-setup.ts"],
    globalSetup: ["./server/testing/scale-out-setup.ts", "./server/testing/postgres-setup.ts"],
    // One cluster, its steps in order.
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
