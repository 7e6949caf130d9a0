import { describe, expect, it } from "vitest";
import { criticalCss } from "./critical-css.mjs";

const page = (body: string, head = "") => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const squash = (css: string) => css.replace(/\s+/g, "");

describe("criticalCss", () => {
  it("keeps the rules that match the page and drops those that match nothing on it", () => {
    const css = ".card{padding:1rem}.modal{position:fixed}h1{margin:0}table{border-collapse:collapse}";
    expect(squash(criticalCss(css, page('<h1 class="card">Hi</h1>')))).toBe(".card{padding:1rem}h1{margin:0}");
  });

  it("keeps a rule with several selectors whole when one of them matches", () => {
    const css = "button,select,textarea{font:inherit}";
    expect(squash(criticalCss(css, page("<button>Go</button>")))).toBe("button,select,textarea{font:inherit}");
  });

  it("keeps what a visitor can trigger without script: hover, focus, open details, invalid fields, pseudo-elements", () => {
    const css = [
      ".link:hover{color:red}",
      ".field:focus-visible{outline:2px solid}",
      ".group:hover .arrow{translate:2px}",
      "details[open] .chevron{rotate:180deg}",
      ".input:user-invalid{border-color:red}",
      ".input::placeholder{color:gray}",
      "*,:before,:after{box-sizing:border-box}",
      ".absent:hover{color:blue}",
    ].join("");
    const html = page(
      '<a class="link group">a<span class="arrow">→</span></a><details><summary>s</summary><i class="chevron"></i></details>' +
        '<input class="input field">',
    );
    const kept = squash(criticalCss(css, html));
    for (const rule of [
      ".link:hover",
      ".field:focus-visible",
      ".group:hover.arrow",
      "details[open].chevron",
      ".input:user-invalid",
      ".input::placeholder",
      "*,:before,:after",
    ]) {
      expect(kept).toContain(rule);
    }
    expect(kept).not.toContain(".absent");
  });

  it("understands Tailwind's :where() and :not() selectors and its escaped class names", () => {
    const css =
      ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}" +
      ":where(.space-y-8>:not(:last-child)){margin-block-end:2rem}" +
      ".md\\:grid-cols-2{grid-template-columns:1fr 1fr}.w-1\\/2{width:50%}";
    const kept = squash(criticalCss(css, page('<ul class="space-y-4 md:grid-cols-2"><li>a</li><li>b</li></ul>')));
    expect(kept).toContain(".space-y-4");
    expect(kept).toContain(".md\\:grid-cols-2");
    expect(kept).not.toContain(".space-y-8");
    expect(kept).not.toContain("w-1");
  });

  it("keeps media, supports and layer blocks that still hold a rule, in their order, and drops empty ones", () => {
    const css =
      "@layer theme,base,utilities;" +
      "@layer base{h1{margin:0}}" +
      "@layer utilities{.a{color:red}@media (width>=48rem){.md\\:b{color:blue}.c{color:green}}@supports (display:grid){.d{display:grid}}}";
    expect(squash(criticalCss(css, page('<h1 class="a md:b">x</h1>')))).toBe(
      "@layertheme,base,utilities;@layerbase{h1{margin:0}}@layerutilities{.a{color:red}@media(width>=48rem){.md\\:b{color:blue}}}",
    );
  });

  it("keeps a rule whose selector it cannot evaluate rather than risk losing it", () => {
    const css = "p:unknown-state(1){color:red}.gone{color:blue}";
    const kept = squash(criticalCss(css, page("<p>x</p>")));
    expect(kept).toContain("p:unknown-state(1)");
    expect(kept).not.toContain(".gone");
  });

  it("drops custom properties and @property rules nothing uses any more, and keeps those in use", () => {
    const css =
      ":root{--color-ink:#111;--color-unused:#f00;--spacing:.25rem;--half:calc(var(--spacing)/2)}" +
      "@property --tw-shadow{syntax:'*';inherits:false;initial-value:0 0 #0000}" +
      "@property --tw-ring{syntax:'*';inherits:false}" +
      ".p-2{padding:calc(var(--half)*4)}.text-ink{color:var(--color-ink)}" +
      ".shadow{--tw-shadow:0 1px 2px #0003;box-shadow:var(--tw-shadow)}.ring{--tw-ring:0 0 0 2px;box-shadow:var(--tw-ring)}";
    const kept = squash(criticalCss(css, page('<p class="p-2 text-ink shadow">x</p>')));
    expect(kept).toContain("--color-ink:#111");
    expect(kept).toContain("--spacing:.25rem");
    expect(kept).toContain("--half:calc(var(--spacing)/2)");
    expect(kept).toContain("@property--tw-shadow");
    expect(kept).not.toContain("--color-unused");
    expect(kept).not.toContain("--tw-ring");
  });

  it("counts a custom property the page's own style attributes use", () => {
    const css = ":root{--color-accent:#0af;--color-other:#000}";
    const kept = squash(criticalCss(css, page('<p style="color:var(--color-accent)">x</p>')));
    expect(kept).toContain("--color-accent");
    expect(kept).not.toContain("--color-other");
  });

  it("keeps the keyframes of the animations it kept, and only those", () => {
    const css =
      ":root{--animate-pulse:pulse 2s infinite;--animate-spin:spin 1s linear infinite}" +
      ".animate-pulse{animation:var(--animate-pulse)}.animate-spin{animation:var(--animate-spin)}" +
      "@keyframes pulse{50%{opacity:.5}}@keyframes spin{to{rotate:360deg}}";
    const kept = squash(criticalCss(css, page('<span class="animate-pulse"></span>')));
    expect(kept).toContain("@keyframespulse{50%{opacity:.5}}");
    expect(kept).not.toContain("spin");
  });
});
