/**
 * A built page's inline icons without what an HTML parser does not need: `xmlns` (the parser puts
 * an `<svg>` in the SVG namespace itself) and lucide's own `lucide lucide-{name}` classes, which
 * no style or script of ours reads. Every page must fit its first round trip (docs/decisions/110),
 * and the home page has a few dozen icons.
 *
 * Not inside an island: its markup must stay the one React renders again in the browser.
 */
const TAG = /(<!--[\s\S]*?-->|<[^>]*>)/;
const XMLNS = / xmlns="http:\/\/www\.w3\.org\/2000\/svg"/;
const LUCIDE_CLASSES = /(\sclass=")lucide lucide-[a-z0-9-]+ ?/;

export function leanSvg(html: string): string {
  let island = 0;
  return html
    .split(TAG)
    .map((part, index) => {
      if (index % 2 === 0) return part;
      if (part.startsWith("<astro-island")) island += 1;
      else if (part.startsWith("</astro-island")) island -= 1;
      else if (island === 0 && part.startsWith("<svg ")) return part.replace(XMLNS, "").replace(LUCIDE_CLASSES, "$1");
      return part;
    })
    .join("");
}
