import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import favicon from "../../public/favicon.svg?inline";
import { identity } from "@shared/identity";
import { typeset } from "@shared/typeset";
import { PreviewCard, type PreviewText } from "./preview-card";

const PREVIEW_WIDTH = 1200;
const PREVIEW_HEIGHT = 630;

/**
 * Inter from its npm package: the site itself uses the reader's system font, which a build
 * cannot have, and Inter is the closest to those. Satori reads WOFF, not WOFF2; the Latin subset
 * holds every letter of both languages.
 */
const FONT_WEIGHTS = [400, 600, 700] as const;

async function fileAt(specifier: string): Promise<Buffer> {
  return readFile(fileURLToPath(import.meta.resolve(specifier)));
}

let fonts: Promise<Font[]> | undefined;

/** Read once per build: every preview uses the same fonts. */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FONT_WEIGHTS.map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await fileAt(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
    })),
  );
  return fonts;
}

/** A page's preview as a PNG: the card laid out by satori into SVG, drawn by resvg. */
export async function renderPreview(text: PreviewText): Promise<Buffer> {
  const svg = await satori(
    // Set as the pages set their copy: "6 semanas" never parts at a line's end (docs/decisions/132).
    PreviewCard({
      text: typeset(text),
      mark: favicon,
      companyName: identity.companyName,
      host: new URL(identity.siteUrl).host,
    }),
    { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts: await loadFonts() },
  );
  return new Resvg(svg, { fitTo: { mode: "width", value: PREVIEW_WIDTH } }).render().asPng();
}
