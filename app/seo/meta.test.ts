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
    const preview = { title: "O workshop", line: "Uma linha." };
    const head = pageHead({
      language: "pt",
      path: "/education",
      title: "Workshop",
      description: "Uma descrição.",
      preview,
    });
    expect(head.title).toBe("Workshop · OnRails Labs");
    expect(head.properties).toContainEqual({ property: "og:image", content: `${site}/og/pt/education.png` });
    expect(head.properties).toContainEqual({
      property: "og:image:alt",
      content: "OnRails Labs. O workshop. Uma linha.",
    });
    expect(head.feed).toEqual({ href: "/pt/feed.xml", title: "OnRails Labs: casos de sucesso" });
    expect(head.canonical).toBe(`${site}/pt/education`);
    expect(head.properties).toContainEqual({ property: "og:locale", content: "pt_BR" });
    expect(head.properties).toContainEqual({ property: "og:locale:alternate", content: "en_US" });
    expect(head.names).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(JSON.stringify(head.jsonLd)).toContain('"@type":"Organization"');
    expect(JSON.stringify(head.jsonLd)).not.toContain('"@type":"Article"');
  });

  it("names the home page's preview after the home page, and describes a case study as an Article", () => {
    const preview = { eyebrow: "Case study · HR tech", title: "A case", line: "Its result" };
    expect(pageHead({ language: "en", path: "/", title: "Home", description: "d", preview }).properties).toContainEqual(
      { property: "og:image", content: `${site}/og/en/home.png` },
    );
    const head = pageHead({
      language: "en",
      path: "/case-studies/a-case",
      title: "A case",
      description: "What happened.",
      preview,
      article: { published: new Date("2026-12-01"), sector: "HR tech" },
    });
    expect(head.properties).toContainEqual({ property: "og:type", content: "article" });
    const graph = (head.jsonLd as { "@graph": Record<string, unknown>[] })["@graph"];
    expect(graph.find((node) => node["@type"] === "Article")).toMatchObject({
      headline: "A case",
      datePublished: "2026-12-01",
      inLanguage: "en",
      image: [`${site}/og/en/case-studies/a-case.png`],
      mainEntityOfPage: `${site}/en/case-studies/a-case`,
    });
  });
});

describe("an article's head", () => {
  it("names the articles' feed, its topics and the day it last changed", () => {
    const head = pageHead({
      language: "pt",
      path: "/insights/an-article",
      title: "Um artigo",
      description: "Sobre o que ele é.",
      preview: { eyebrow: "Artigos · Produção", title: "Um artigo", line: "Sobre o que ele é." },
      article: {
        published: new Date("2026-11-28"),
        updated: new Date("2026-12-02"),
        keywords: ["Produção", "Avaliação"],
      },
      feed: { href: "/pt/insights/feed.xml", title: "OnRails Labs: artigos" },
    });
    expect(head.feed).toEqual({ href: "/pt/insights/feed.xml", title: "OnRails Labs: artigos" });
    expect(head.alternates.map((alternate) => alternate.href)).toEqual([
      `${site}/en/insights/an-article`,
      `${site}/pt/insights/an-article`,
      `${site}/en/insights/an-article`,
    ]);
    const graph = (head.jsonLd as { "@graph": Record<string, unknown>[] })["@graph"];
    const article = graph.find((node) => node["@type"] === "Article");
    expect(article).toMatchObject({
      datePublished: "2026-11-28",
      dateModified: "2026-12-02",
      keywords: "Produção, Avaliação",
      inLanguage: "pt-BR",
    });
    expect(article).not.toHaveProperty("about");
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
