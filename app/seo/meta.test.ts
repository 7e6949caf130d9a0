import { describe, expect, it } from "vitest";
import { getStaticPaths } from "@shared/pages";
import { alternates, pageHead, xDefaultUrl } from "./meta";

const site = "https://onrailslabs.com";

describe("a page's head", () => {
  it("points x-default at the page that chooses a language, where there is one", () => {
    expect(xDefaultUrl("/")).toBe(`${site}/`);
    expect(xDefaultUrl("/consulting")).toBe(`${site}/consulting`);
    expect(xDefaultUrl("/education")).toBe(`${site}/education`);
    expect(xDefaultUrl("/privacy")).toBe(`${site}/en/privacy`);
  });

  it("lists every language and x-default as alternates, reciprocally", () => {
    expect(alternates("/consulting")).toEqual([
      { hreflang: "en", href: `${site}/en/consulting` },
      { hreflang: "pt-BR", href: `${site}/pt/consulting` },
      { hreflang: "x-default", href: `${site}/consulting` },
    ]);
    expect(alternates("/")).toEqual([
      { hreflang: "en", href: `${site}/en/` },
      { hreflang: "pt-BR", href: `${site}/pt/` },
      { hreflang: "x-default", href: `${site}/` },
    ]);
  });

  it("has the canonical URL, cards in the page's language and the Organization", () => {
    const head = pageHead({ language: "pt", path: "/education", title: "Workshop", description: "Uma descrição." });
    expect(head.title).toBe("Workshop · OnRails Labs");
    expect(head.canonical).toBe(`${site}/pt/education`);
    expect(head.properties).toContainEqual({ property: "og:locale", content: "pt_BR" });
    expect(head.properties).toContainEqual({ property: "og:locale:alternate", content: "en_US" });
    expect(head.names).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(JSON.stringify(head.jsonLd)).toContain('"@type":"Organization"');
  });
});

describe("getStaticPaths", () => {
  it("gives every page one path per language, with the language as its prop", () => {
    expect(getStaticPaths()).toEqual([
      { params: { lang: "en" }, props: { language: "en" } },
      { params: { lang: "pt" }, props: { language: "pt" } },
    ]);
  });
});
