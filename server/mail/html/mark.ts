import { readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { siteFile } from "../site-file.js";

/** The Content-ID the layout's `<img src="cid:…">` names: the mark travels with each e-mail. */
export const MARK_CID = "mark@onrails";

/** The mark's size in the e-mail, in CSS pixels; drawn at twice that for sharp screens. */
export const MARK_SIZE = 32;

let png: Buffer | null | undefined;

/**
 * The site's mark (public/favicon.svg, the one drawing the pages and the previews use) as a PNG:
 * Gmail and Outlook show no SVG, and an image fetched from the site is blocked until the reader
 * allows it, where one attached inline is shown. Null when the drawing cannot be read (a server
 * run away from the repository's files): the mark is decoration, and an e-mail without it still
 * goes, since a lead's notification held back for a picture would be a lead lost.
 */
export function markPng(): Buffer | null {
  if (png !== undefined) return png;
  try {
    const svg = siteFile("public/favicon.svg");
    png =
      svg === undefined
        ? null
        : new Resvg(readFileSync(svg, "utf8"), { fitTo: { mode: "width", value: MARK_SIZE * 2 } }).render().asPng();
  } catch {
    png = null;
  }
  return png;
}
