import { describe, expect, it } from "vitest";
import {
  canonicalPagePath,
  canonicalRedirect,
  languageFromPath,
  localizePath,
  stripLanguage,
  switchLanguagePath,
  thanksPath,
} from "./paths.js";

describe("localizePath", () => {
  it.each([
    ["/", "en", "/en/"],
    ["/", "pt", "/pt/"],
    ["", "pt", "/pt/"],
    ["/consulting", "pt", "/pt/consulting"],
    ["/consulting#contact", "en", "/en/consulting#contact"],
    ["/education?ref=x#contact", "pt", "/pt/education?ref=x#contact"],
    ["/pt/consulting", "en", "/en/consulting"],
    ["/en/", "pt", "/pt/"],
    ["/en", "pt", "/pt/"],
    ["education", "en", "/en/education"],
  ] as const)("%j in %s → %s", (path, language, expected) => {
    expect(localizePath(path, language)).toBe(expected);
  });
});

describe("switchLanguagePath", () => {
  it("rewrites the language segment and keeps query and hash", () => {
    expect(switchLanguagePath({ pathname: "/en/consulting", search: "?utm=x", hash: "#contact" }, "pt")).toBe(
      "/pt/consulting?utm=x#contact",
    );
  });

  it("prefixes a path that has no language", () => {
    expect(switchLanguagePath({ pathname: "/education", search: "?a=1", hash: "" }, "pt")).toBe("/pt/education?a=1");
  });

  it("rewrites an unsupported language segment", () => {
    expect(switchLanguagePath({ pathname: "/fr/education", search: "", hash: "#x" }, "pt")).toBe("/pt/education#x");
  });

  it("maps the root to the language's home", () => {
    expect(switchLanguagePath({ pathname: "/pt/" }, "en")).toBe("/en/");
  });
});

describe("languageFromPath and stripLanguage", () => {
  it.each([
    ["/pt/education", "pt", "/education"],
    ["/en/", "en", "/"],
    ["/en", "en", "/"],
    ["/consulting", undefined, "/consulting"],
    ["/fr/consulting", undefined, "/consulting"],
    ["/", undefined, "/"],
  ] as const)("%s", (pathname, language, stripped) => {
    expect(languageFromPath(pathname)).toBe(language);
    expect(stripLanguage(pathname)).toBe(stripped);
  });
});

describe("canonicalRedirect", () => {
  it.each([
    ["/", "pt", "/pt/"],
    ["/", "en", "/en/"],
    ["/consulting", "pt", "/pt/consulting"],
    ["/education", "en", "/en/education"],
    ["/fr/consulting", "pt", "/en/consulting"],
    ["/es/", "pt", "/en/"],
    ["/pt-PT/education", "pt", "/en/education"],
    ["/unknown/page", "pt", "/pt/unknown/page"],
  ] as const)("%s with current %s → %s", (pathname, current, expected) => {
    expect(canonicalRedirect({ pathname }, current)).toBe(expected);
  });

  it("keeps the query and hash", () => {
    expect(canonicalRedirect({ pathname: "/fr/education", search: "?q=1", hash: "#contact" }, "pt")).toBe(
      "/en/education?q=1#contact",
    );
  });

  it.each(["/en/", "/pt/consulting", "/en/nope"])("leaves %s alone", (pathname) => {
    expect(canonicalRedirect({ pathname }, "pt")).toBeUndefined();
  });
});

describe("thanksPath", () => {
  it("is the thank-you page under the language", () => {
    expect(thanksPath("en")).toBe("/en/thanks");
    expect(thanksPath("pt")).toBe("/pt/thanks");
  });
});

describe("canonicalPagePath: the trailing-slash rule", () => {
  it.each([
    ["/", "/"],
    ["/en", "/en/"],
    ["/pt/", "/pt/"],
    ["/en/consulting", "/en/consulting"],
    ["/en/consulting/", "/en/consulting"],
    ["/fr", "/fr"],
  ])("%s → %s", (page, expected) => {
    expect(canonicalPagePath(page)).toBe(expected);
  });

  it("agrees with localizePath for a language's home", () => {
    expect(canonicalPagePath("/pt")).toBe(localizePath("/", "pt"));
  });
});
