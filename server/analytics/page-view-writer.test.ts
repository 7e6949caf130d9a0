import { describe, expect, it } from "vitest";
import { pageView } from "../testing/page-views.js";
import { decodeBatch, encodeBatch, keyed, type Batch } from "./page-view-writer.js";
import { visitorKey } from "./visitor-key.js";

const ADA = { site: "example.com", address: "203.0.113.7", userAgent: "Mozilla/5.0 Firefox/133.0" };
const facts = (at: string, path = "/en/") => {
  const { visitorKey: _key, continuesKey: _continues, ...rest } = pageView(at, { path });
  return rest;
};

describe("a batch handed to the writer thread", () => {
  const batch: Batch = {
    views: [
      { visitor: ADA, facts: facts("2026-11-24T23:50:00Z") },
      { visitor: ADA, facts: facts("2026-11-25T00:05:00Z", "/pt/") },
      { visitor: ADA, facts: facts("2026-11-25T00:45:00Z", "/pt/x") },
      // Every field its own value: a field carried in another's place would show.
      {
        visitor: { site: "site.example", address: "2001:db8::1", userAgent: "Mozilla/5.0 (iPad)" },
        facts: {
          viewedAt: new Date("2026-11-25T01:00:00.123Z"),
          path: "/pt/consulting",
          language: "pt",
          referrerHost: "www.linkedin.com",
          channel: "social",
          source: "linkedin",
          medium: "post",
          campaign: "launch",
          content: "banner",
          term: "ai",
          device: "tablet",
        },
      },
    ],
    salts: new Map([
      ["2026-11-24", { salt: "monday" }],
      ["2026-11-25", { salt: "tuesday", continuing: "monday" }],
    ]),
  };

  it("arrives as it left, dates and salts included", () => {
    expect(decodeBatch(encodeBatch(batch))).toEqual(batch);
  });

  it("is keyed under each day's salt, with yesterday's key only in the first 30 minutes", () => {
    const views = keyed(decodeBatch(encodeBatch(batch)));
    expect(views.map((view) => [view.visitorKey, view.continuesKey])).toEqual([
      [visitorKey("monday", ADA), undefined],
      [visitorKey("tuesday", ADA), visitorKey("monday", ADA)],
      [visitorKey("tuesday", ADA), undefined],
      [visitorKey("tuesday", batch.views[3]!.visitor), undefined],
    ]);
    expect(JSON.stringify(views)).not.toContain(ADA.address);
  });
});
