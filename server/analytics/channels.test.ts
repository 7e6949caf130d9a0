import { describe, expect, it } from "vitest";
import { channelOf, channelOfHost, type SourceFacts } from "./channels.js";

const none: SourceFacts = { utmSource: null, utmMedium: null, ref: null, referrerHost: null };

describe("channelOfHost", () => {
  it.each([
    ["www.google.com", "search"],
    ["google.com.br", "search"],
    ["www.bing.com", "search"],
    ["duckduckgo.com", "search"],
    ["search.brave.com", "search"],
    ["www.linkedin.com", "social"],
    ["lnkd.in", "social"],
    ["t.co", "social"],
    ["news.ycombinator.com", "social"],
    ["old.reddit.com", "social"],
    ["mail.google.com", "email"],
    ["outlook.live.com", "email"],
    ["blog.example.org", "referral"],
    ["notgoogle.dev", "referral"],
    ["127.0.0.2:4321", "referral"],
  ] as const)("%s is %s", (host, channel) => {
    expect(channelOfHost(host)).toBe(channel);
  });
});

describe("channelOf", () => {
  it.each([
    ["nothing at all is direct", none, "direct"],
    ["a referrer host is classified", { ...none, referrerHost: "www.google.com" }, "search"],
    [
      "utm_medium=email wins over the referrer",
      { ...none, utmMedium: "email", referrerHost: "www.google.com" },
      "email",
    ],
    ["utm_medium=newsletter is e-mail", { ...none, utmMedium: "Newsletter" }, "email"],
    ["utm_medium=cpc is search", { ...none, utmSource: "google", utmMedium: "cpc" }, "search"],
    ["utm_source=linkedin alone is social", { ...none, utmSource: "linkedin" }, "social"],
    [
      "an unknown utm_source falls back to the referrer",
      { ...none, utmSource: "talk", referrerHost: "t.co" },
      "social",
    ],
    ["an unknown utm_source without a referrer is a referral", { ...none, utmSource: "meetup-talk" }, "referral"],
    ["ref=google.com is search", { ...none, ref: "google.com" }, "search"],
  ] as const)("%s", (_name, facts, channel) => {
    expect(channelOf(facts)).toBe(channel);
  });
});
