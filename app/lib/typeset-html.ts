import { hyphenatedWords, lastTwoWords, WHOLE_CLASS } from "../../shared/typeset";

/**
 * A built page's text set for its lines (docs/decisions/142): every hyphenated word inside an
 * element that does not wrap, so no line ends at its hyphen, and every heading's last two words in
 * one, so no heading ends on one word alone. The characters stay the ones the catalogs wrote.
 *
 * Run over the pages Astro writes, not over the islands inside them: an island's markup must be
 * the one React renders again in the browser, so the islands set their own words (`Words`).
 */

/** A comment or a tag; Astro and React write every `<` in text and attributes as `&lt;`. */
const TAG = /(<!--[\s\S]*?-->|<[^>]*>)/;
/** Elements whose text is not a line of copy, or belongs to an island. */
const UNTOUCHED = new Set(["head", "script", "style", "textarea", "template", "svg", "astro-island"]);
const HEADING = /^h[1-4]$/;

export function typesetHtml(html: string): string {
  const parts = html.split(TAG);
  const open: string[] = [];
  const copy: number[] = [];
  /** The text parts of the heading being read; the last text of each heading, with the words before it. */
  let heading: number[] | undefined;
  const headingEnds = new Map<number, number>();
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) {
      const [, closing, name] = /^<(\/?)([a-zA-Z][\w-]*)/.exec(part) ?? [];
      if (name === undefined) continue;
      const tag = name.toLowerCase();
      if (UNTOUCHED.has(tag) && !part.endsWith("/>")) {
        if (!closing) open.push(tag);
        else if (open.includes(tag)) open.splice(open.lastIndexOf(tag), 1);
      } else if (HEADING.test(tag) && open.length === 0) {
        if (closing && heading?.length) headingEnds.set(heading.at(-1)!, wordsIn(heading.slice(0, -1), parts));
        heading = closing ? undefined : [];
      }
    } else if (open.length === 0 && part.trim() !== "") {
      copy.push(index);
      heading?.push(index);
    }
  }
  for (const index of copy) {
    const wordsBefore = headingEnds.get(index);
    const [rest, lastTwo] = wordsBefore === undefined ? [parts[index]!, ""] : lastTwoWords(parts[index]!, wordsBefore);
    parts[index] =
      hyphenatedWords(rest)
        .map((text, at) => (at % 2 === 1 ? whole(text) : text))
        .join("") + (lastTwo && whole(lastTwo));
  }
  return parts.join("");
}

const whole = (text: string) => `<span class="${WHOLE_CLASS}">${text}</span>`;

const wordsIn = (texts: number[], parts: string[]) =>
  texts.reduce((sum, index) => sum + (parts[index]!.match(/\S+/g)?.length ?? 0), 0);
