import { afterEach, beforeEach, vi } from "vitest";
import { installTestClock } from "../shared/test-clock.js";
import { usePageFrames } from "./http/page-frame.js";

// The suite's clock, whatever the machine's says (shared/test-clock.ts).
installTestClock();
// A worker runs several files in one module graph (vitest.config.ts): each starts, as a server
// process does, with no site loaded, whatever site the last file's apps served.
usePageFrames({});

// A test fails on an unexpected console.error (see app/test-setup.ts).
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0)
    throw new Error(`Unexpected console.error: ${calls.map((call: unknown[]) => call.join(" ")).join("\n")}`);
});
