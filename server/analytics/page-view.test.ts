import { describe, expect, it } from "vitest";
import { factsOf } from "./page-view.js";

const seen = (url: string, referrer?: string) => ({
  url,
  referrer,
  isOwnHost: (host: string) => host === "onrails.example",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
  now: new Date("2026-11-28T12:00:00.000Z"),
});

describe("one name per source (issue 51)", () => {
  it.each([
    ["/en/?utm_source=google", undefined],
    ["/en/?utm_source=Google", undefined],
    ["/en/?ref=google.com", undefined],
    ["/en/", "https://www.google.com/"],
    ["/en/", "https://www.google.com.br/search?q=ai"],
  ])("%s from %s is google", (url, referrer) => {
    expect(factsOf(seen(url, referrer)).source).toBe("google");
  });

  it("keeps another host as it is named, without www. and in lower case", () => {
    expect(factsOf(seen("/en/", "https://WWW.Example.org/post")).source).toBe("example.org");
    expect(factsOf(seen("/en/", "https://search.brave.com/")).source).toBe("brave");
    expect(factsOf(seen("/en/?utm_source=LinkedIn")).source).toBe("linkedin");
  });
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
    const line = "linkedin Inbox: https://evil.example/admin - google";
    // A source is named in lower case, one name however it is written (issue 51).
    expect(value).toBe(name === "utm_source" ? line.toLowerCase() : line);
  });

  it("folds a ref and the disguised spaces of a value", () => {
    expect(factsOf(seen("/en/?ref=a%E2%A0%80b%E2%80%A8c%C2%A0d")).source).toBe("a b c d");
  });

  it("keeps a path decoded from %0A on one line", () => {
    expect(factsOf(seen("/en/%0AInbox:%20https:/evil.example?x=1")).path).toBe("/en/ Inbox: https:/evil.example");
  });
});
