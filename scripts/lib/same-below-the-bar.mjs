// Whether a shot without JavaScript adds anything to the one with it (scripts/docs-screenshots.mjs).
import sharp from "sharp";

/** The top bar's height (`--header-height`: 4rem, at a device scale of 1): the rows not compared. */
export const BAR_PX = 64;

/**
 * Whether two images have the same size and the same pixels from `barPx` down: the top bar is
 * solid without JavaScript by design (app/app.css, `scripting: none`), so only what is under it
 * tells the two apart.
 */
export async function sameBelowTheBar(one, other, barPx = BAR_PX) {
  const [a, b] = await Promise.all(
    [one, other].map((image) => sharp(image).raw().toBuffer({ resolveWithObject: true })),
  );
  if (a.info.width !== b.info.width || a.info.height !== b.info.height || a.info.channels !== b.info.channels) {
    return false;
  }
  const from = Math.min(barPx, a.info.height) * a.info.width * a.info.channels;
  return a.data.subarray(from).equals(b.data.subarray(from));
}
