import { describe, expect, it } from "vitest";
import { COLLECTOR_COPY } from "./copy.js";

// The no-JavaScript answer pages are set as the site's sentences are (shared/typeset.ts).
describe("the collector's words", () => {
  it("keep a number and its unit on one line", () => {
    expect(COLLECTOR_COPY.pt.form.PAYLOAD_TOO_LARGE).toContain("64\u00a0KB");
    expect(COLLECTOR_COPY.pt.rateLimited(30)).toContain("Aguarde 30\u00a0segundos");
    expect(COLLECTOR_COPY.en.form.PAYLOAD_TOO_LARGE).toContain("64\u00a0KB");
  });
});
