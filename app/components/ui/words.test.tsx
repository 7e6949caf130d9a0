import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { typesetHtml } from "~/lib/typeset-html";
import { Words } from "./words";

const html = (words: React.ReactNode) => renderToStaticMarkup(<h3>{words}</h3>);

describe("Words", () => {
  it("keeps hyphenated words whole, and a heading's last two words together, as typed", () => {
    expect(html(<Words>Pick a 30-minute call by e-mail.</Words>)).toBe(
      '<h3>Pick a <span class="nw">30-minute</span> call by <span class="nw">e-mail</span>.</h3>',
    );
    expect(html(<Words heading>Meet your instructor</Words>)).toBe(
      '<h3>Meet <span class="nw">your instructor</span></h3>',
    );
  });

  it("sets an island's words as the build sets a page's", () => {
    for (const text of ["Your 30-minute call", "Request received. What time works for you?", "Two words"]) {
      expect(html(<Words heading>{text}</Words>)).toBe(typesetHtml(`<h3>${text}</h3>`));
    }
  });
});
