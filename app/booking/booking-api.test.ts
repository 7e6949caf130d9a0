import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** booking-api.ts as built with `VITE_FORM_ENDPOINT` set to `endpoint` (read when it loads). */
async function builtWith(endpoint: string | undefined) {
  if (endpoint !== undefined) vi.stubEnv("VITE_FORM_ENDPOINT", endpoint);
  vi.resetModules();
  return import("./booking-api");
}

function answering(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the booking requests", () => {
  it("go to the collector on its own origin when the forms post there", async () => {
    const { fetchSlots } = await builtWith("https://collector.example/");
    const fetch = answering({ slots: [] });
    await fetchSlots("t 1");
    expect(fetch).toHaveBeenCalledWith("https://collector.example/booking/slots?token=t+1", expect.anything());
  });

  it("lead the visitor's reschedule and cancel links to that collector too", async () => {
    const { collectorUrl } = await builtWith("https://collector.example");
    expect(collectorUrl("/booking/cancel?token=c")).toBe("https://collector.example/booking/cancel?token=c");
    expect(collectorUrl("https://elsewhere.example/booking/cancel")).toBe("https://elsewhere.example/booking/cancel");
    vi.unstubAllEnvs();
    const sameOrigin = await builtWith(undefined);
    expect(sameOrigin.collectorUrl("/booking/cancel?token=c")).toBe("/booking/cancel?token=c");
  });

  it("stay on the site's origin by default", async () => {
    const { bookSlot } = await builtWith(undefined);
    const fetch = answering({});
    await bookSlot({ token: "t", start: "2027-06-07T09:00:00.000Z" });
    expect(fetch).toHaveBeenCalledWith("/booking", expect.objectContaining({ method: "POST" }));
  });
});
