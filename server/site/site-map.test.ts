import { describe, expect, it } from "vitest";
import type { Site } from "./scan.js";
import { siteMap, type Answer, type HomesAtRoot } from "./site-map.js";

const files = [
  "/index.html",
  "/admin/index.html",
  "/en/index.html",
  "/pt/index.html",
  "/en/consulting/index.html",
  "/en/404/index.html",
  "/pt/404/index.html",
  "/en/missing-file/index.html",
  "/pt/missing-file/index.html",
  "/robots.txt",
];
const site: Site = {
  files: new Set(files),
  pages: new Map(
    files
      .filter((file) => file.endsWith("/index.html"))
      .map((file) => [file.slice(0, -"/index.html".length) || "/", file] as const),
  ),
  scriptHashes: new Map(),
  memory: new Map(),
};
const answer = siteMap(site);
const page = { accept: "text/html" };

describe("the site map", () => {
  it.each<[string, Record<string, string>, Answer]>([
    ["/", {}, { kind: "file", file: "/index.html", status: undefined }],
    ["/en/", {}, { kind: "file", file: "/en/index.html", status: undefined }],
    ["/en", {}, { kind: "redirect", location: "/en/" }],
    ["/en/consulting/", {}, { kind: "redirect", location: "/en/consulting" }],
    ["/en/consulting", {}, { kind: "file", file: "/en/consulting/index.html", status: undefined }],
    ["/robots.txt", {}, { kind: "file", file: "/robots.txt", status: undefined }],
    ["/en/404", {}, { kind: "file", file: "/en/404/index.html", status: 404 }],
    ["/pt/nothing-here", {}, { kind: "file", file: "/pt/404/index.html", status: 404 }],
    ["/consulting", {}, { kind: "file", file: "/index.html", status: undefined }],
    ["/fr/consulting", {}, { kind: "file", file: "/index.html", status: undefined }],
    ["/whatever-else", {}, { kind: "file", file: "/index.html", status: 404 }],
    ["/pt/brochure.pdf", page, { kind: "file", file: "/pt/missing-file/index.html", status: 404 }],
    [
      "/brochure.pdf",
      { ...page, "accept-language": "pt-BR,en;q=0.5" },
      { kind: "file", file: "/pt/missing-file/index.html", status: 404 },
    ],
    ["/app.js", { accept: "*/*" }, { kind: "none" }],
    ["/admin", {}, { kind: "inbox" }],
    ["/admin/leads/42", {}, { kind: "inbox" }],
  ])("%s %j → %j", (pathname, headers, expected) => {
    expect(answer({ pathname, search: "", hostname: "example.com", headers })).toEqual(expected);
  });

  it("keeps the query on a redirect", () => {
    expect(answer({ pathname: "/en", search: "?ref=x", hostname: "example.com", headers: {} })).toEqual({
      kind: "redirect",
      location: "/en/?ref=x",
    });
  });
});

describe("/ with the home page in each language", () => {
  const homes: HomesAtRoot = { en: "/en/home-at-root/index.html", pt: "/pt/home-at-root/index.html" };
  const answerWithHomes = siteMap(site, homes);
  const en: Answer = { kind: "home", file: homes.en, page: "/en/" };
  const pt: Answer = { kind: "home", file: homes.pt, page: "/pt/" };

  it.each<[string, string | undefined, Answer]>([
    ["example.com", "pt-BR,pt;q=0.9,en;q=0.8", pt],
    ["example.com", "en-US,en;q=0.9", en],
    // The browser's preferred language, as navigator.language is: French, then English.
    ["example.com", "fr-FR,pt;q=0.9", en],
    // Issue 49: the weights are read, q=0 included.
    ["example.com", "pt;q=0, en", en],
    ["example.com", "en;q=0.3, pt-BR;q=0.9", pt],
    ["example.com", undefined, en],
    ["example.com", "", en],
    ["onrails.com.br", "en-US", pt],
    ["ONRAILS.COM.BR.", "en-US", pt],
  ])("%s, Accept-Language %j → %j", (hostname, acceptLanguage, expected) => {
    const headers = acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage };
    expect(answerWithHomes({ pathname: "/", search: "?utm_source=x", hostname, headers })).toEqual(expected);
  });

  it("leaves every other path as it was", () => {
    const asked = { search: "", hostname: "example.com", headers: { "accept-language": "pt-BR" } };
    expect(answerWithHomes({ ...asked, pathname: "/consulting" })).toEqual(
      answer({ ...asked, pathname: "/consulting" }),
    );
    expect(answerWithHomes({ ...asked, pathname: "/en/" })).toEqual(answer({ ...asked, pathname: "/en/" }));
  });
});
