import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** form-endpoint.ts as built with `VITE_FORM_ENDPOINT` set to `endpoint` (read when it loads). */
async function builtWith(endpoint: string | undefined) {
  if (endpoint !== undefined) vi.stubEnv("VITE_FORM_ENDPOINT", endpoint);
  vi.resetModules();
  return import("./form-endpoint");
}

describe("where our own collector answers", () => {
  it.each([
    ["unset: this origin", undefined, ""],
    ["empty: this origin", "", ""],
    ["this server on another origin", "https://collector.example/", "https://collector.example"],
    ["Formspree: no collector", "https://formspree.io", null],
    ["Formspree with a trailing slash", "https://formspree.io/", null],
    ["a Formspree subdomain", "https://eu.formspree.io", null],
    ["a name that only ends like Formspree's is not it", "https://notformspree.io", "https://notformspree.io"],
    ["not a URL", "formspree", null],
  ])("%s", async (_, endpoint, expected) => {
    const { COLLECTOR_ORIGIN } = await builtWith(endpoint);
    expect(COLLECTOR_ORIGIN).toBe(expected);
  });
});
