import { describe, expect, it } from "vitest";
import { Document, renderDocument } from "./document.js";
import { PAGE_STYLESHEET } from "./stylesheet.js";

describe("a page the server renders", () => {
  const html = renderDocument(
    <Document language="pt" title={'<script>alert("x")</script>'}>
      <p>{"</p><img src=x onerror=alert(1)>"}</p>
    </Document>,
  );

  it("is a whole document in the page's language, kept out of search engines", () => {
    expect(html.startsWith('<!doctype html><html lang="pt-BR">')).toBe(true);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('href="/pt/"');
  });

  it("carries the stylesheet as written, quotes included", () => {
    expect(PAGE_STYLESHEET).toContain('"Segoe UI"');
    expect(html).toContain(PAGE_STYLESHEET);
  });

  it("escapes every value it writes", () => {
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("the stylesheet", () => {
  it("uses the site's own tokens", async () => {
    const { readFile } = await import("node:fs/promises");
    const site = await readFile(new URL("../../app/app.css", import.meta.url), "utf8");
    const tokens = [...PAGE_STYLESHEET.matchAll(/^\s*(--(?:font|color)-[\w-]+):\s*([^;]+);/gm)];
    expect(tokens.length).toBeGreaterThan(10);
    for (const [, name, value] of tokens) expect(site, name).toContain(`${name}: ${value};`);
  });
});
