import { describe, expect, it } from "vitest";
import { leanSvg } from "./lean-svg";

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" class="lucide lucide-arrow-right size-4" aria-hidden="true"><path d="M5 12h14"></path></svg>';

describe("leanSvg", () => {
  it("drops xmlns and lucide's own classes from a page's icons, keeping the rest", () => {
    expect(leanSvg(`<p>Read${ICON}</p>`)).toBe(
      '<p>Read<svg width="24" height="24" viewBox="0 0 24 24" class="size-4" aria-hidden="true"><path d="M5 12h14"></path></svg></p>',
    );
  });

  it("leaves an island's icons as React renders them, and text that looks like a tag", () => {
    const island = `<astro-island uid="a"><button>${ICON}</button></astro-island>`;
    expect(leanSvg(island)).toBe(island);
    expect(leanSvg(`${island}<p>&lt;svg xmlns="http://www.w3.org/2000/svg"&gt;</p>`)).toBe(
      `${island}<p>&lt;svg xmlns="http://www.w3.org/2000/svg"&gt;</p>`,
    );
  });

  it("keeps an icon with only lucide's classes a valid class attribute", () => {
    expect(leanSvg('<svg xmlns="http://www.w3.org/2000/svg" class="lucide lucide-check"></svg>')).toBe(
      '<svg class=""></svg>',
    );
  });
});
