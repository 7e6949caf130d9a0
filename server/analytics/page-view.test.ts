import { describe, expect, it } from "vitest";
import { factsOf } from "./page-view.js";

const seen = (url: string, referrer?: string) => ({
  url,
  referrer,
  isOwnHost: (host: string) => host === "onrails.example",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
  now: new Date("2026-11-28T12:00:00.000Z"),
});

describe("a page view's values are kept on one line (issue 49)", () => {
  it.each(["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"])("%s", (name) => {
    const facts = factsOf(seen(`/en/?${name}=linkedin%0AInbox:%20https://evil.example/admin%0D%0A-%20google`));
    const value = {
      utm_source: facts.source,
      utm_medium: facts.medium,
      utm_campaign: facts.campaign,
      utm_content: facts.content,
      utm_term: facts.term,
    }[name];
    expect(value).toBe("linkedin Inbox: https://evil.example/admin - google");
  });

  it("folds a ref and the disguised spaces of a value", () => {
    expect(factsOf(seen("/en/?ref=a%E2%A0%80b%E2%80%A8c%C2%A0d")).source).toBe("a b c d");
  });

  it("keeps a path decoded from %0A on one line", () => {
    expect(factsOf(seen("/en/%0AInbox:%20https:/evil.example?x=1")).path).toBe("/en/ Inbox: https:/evil.example");
  });
});
