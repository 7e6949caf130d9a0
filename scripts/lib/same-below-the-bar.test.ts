import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BAR_PX, sameBelowTheBar } from "./same-below-the-bar.mjs";

/** A PNG of `width` × `height` in white, with the rows from `top` to `bottom` in black. */
async function page(width: number, height: number, black?: { top: number; bottom: number }): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3, 255);
  if (black) pixels.fill(0, black.top * width * 3, black.bottom * width * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe("sameBelowTheBar", () => {
  it("takes two pages that differ only in the top bar for the same page", async () => {
    expect(await sameBelowTheBar(await page(40, 200), await page(40, 200, { top: 0, bottom: BAR_PX }))).toBe(true);
  });

  it("tells them apart when one pixel row under the bar differs", async () => {
    const under = { top: BAR_PX, bottom: BAR_PX + 1 };
    expect(await sameBelowTheBar(await page(40, 200), await page(40, 200, under))).toBe(false);
  });

  it("tells them apart when one page is longer", async () => {
    expect(await sameBelowTheBar(await page(40, 200), await page(40, 201))).toBe(false);
  });
});
