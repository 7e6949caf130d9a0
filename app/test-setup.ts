import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { installTestClock } from "@shared/test-clock";

// The suite's clock, whatever the machine's says (shared/test-clock.ts).
installTestClock();

// A test fails on an unexpected console.error: React reports broken markup and failed
// updates there, and those are bugs even when the assertion passes.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  cleanup();
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0)
    throw new Error(`Unexpected console.error: ${calls.map((call: unknown[]) => call.join(" ")).join("\n")}`);
});
