import { afterEach, describe, expect, it } from "vitest";
import { PAGE_FRAME } from "../../shared/pages.js";
import { Document, renderDocument } from "./document.js";
import { framedPagePolicy, usePageFrames } from "./page-frame.js";

/** A frame as the build writes it (app/pages/[lang]/page-frame.astro), cut to what matters here. */
function frame(language: "en" | "pt"): string {
  const tag = language === "en" ? "en" : "pt-BR";
  return (
    `<!DOCTYPE html><html lang="${tag}"><head><title>${PAGE_FRAME.title} · Site</title>` +
    `<style>body{color:red}</style><script>console.log(1)</script></head><body>` +
    `<header data-site-header><a href="/en${PAGE_FRAME.page}" data-switch-language="en">English</a>` +
    `<a href="/pt${PAGE_FRAME.page}" data-switch-language="pt">Português</a></header>` +
    `<main id="main"><h1>${PAGE_FRAME.title}</h1><div class="server-page">${PAGE_FRAME.content}</div></main>` +
    `<footer>footer</footer></body></html>`
  );
}

afterEach(() => usePageFrames({}));

describe("a page the server renders", () => {
  const page = (
    <Document
      language="pt"
      title={'<script>alert("x")</script>'}
      alternates={{ en: "/booking?token=a&lang=en", pt: '/booking?token=a&lang=pt"x' }}
    >
      <p>{"</p><img src=x onerror=alert(1)> $& $1"}</p>
    </Document>
  );

  it("without a build, is a bare whole document in the page's language, kept out of search engines", () => {
    const html = renderDocument(page);
    expect(html.startsWith('<!doctype html><html lang="pt-BR">')).toBe(true);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('href="/pt/"');
    expect(framedPagePolicy()).toBeUndefined();
  });

  it("with a build, is the site's frame: its header, footer and stylesheet around the page's title and content", () => {
    usePageFrames({ en: frame("en"), pt: frame("pt") });
    const html = renderDocument(page);
    expect(html.startsWith('<!DOCTYPE html><html lang="pt-BR">')).toBe(true);
    expect(html).toContain("<style>body{color:red}</style>");
    expect(html).toContain("<footer>footer</footer>");
    expect(html).toContain("<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; · Site</title>");
    expect(html).toContain("<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</h1>");
    // The content as React wrote it: no replacement pattern expanded, nothing unescaped.
    expect(html).toContain(
      '<div class="server-page"><p>&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt; $&amp; $1</p></div>',
    );
    expect(html).not.toContain(PAGE_FRAME.content);
    expect(html).not.toContain(PAGE_FRAME.title);
  });

  it("points the frame's language switch at the same page in each language, escaped", () => {
    usePageFrames({ en: frame("en"), pt: frame("pt") });
    const html = renderDocument(page);
    expect(html).toContain('<a href="/booking?token=a&amp;lang=en" data-switch-language="en">');
    expect(html).toContain('<a href="/booking?token=a&amp;lang=pt&quot;x" data-switch-language="pt">');
    expect(html).not.toContain(PAGE_FRAME.page);
  });

  it("points it at the site's home in each language when the page has no other version", () => {
    usePageFrames({ en: frame("en"), pt: frame("pt") });
    const html = renderDocument(
      <Document language="en" title="Done">
        <p>ok</p>
      </Document>,
    );
    expect(html).toContain('<a href="/en/" data-switch-language="en">');
    expect(html).toContain('<a href="/pt/" data-switch-language="pt">');
  });

  it("gets the site's pages' policy, its inline scripts allowed by their hashes", () => {
    usePageFrames({ en: frame("en"), pt: frame("pt") });
    expect(framedPagePolicy()).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(framedPagePolicy()).toContain("img-src 'self' data:");
  });

  it("takes no frame from a build that lacks one language's", () => {
    usePageFrames({ en: frame("en") });
    expect(renderDocument(page).startsWith("<!doctype html>")).toBe(true);
  });
});
