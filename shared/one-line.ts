import { stripFormatCharacters } from "./format-characters.js";

/**
 * What breaks or disguises a line without being seen as itself: C0 and C1 controls (CR, LF, tab
 * and the rest), DEL, the Unicode line and paragraph separators, and the invisible or look-alike
 * spaces that pass for an ordinary one (no-break, ogham, Mongolian vowel separator, the
 * U+2000–U+200A widths, zero-width space and joiners, narrow no-break, medium mathematical,
 * word joiner, ideographic, BOM, Braille blank, the Hangul fillers).
 */
const BREAKS_OR_DISGUISES =
  // eslint-disable-next-line no-control-regex -- controls are what is being folded
  /[\u0000-\u001f\u007f-\u009f\u00a0\u115f\u1160\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u2800\u3000\u3164\ufeff\uffa0]/u;
const FOLDED_RUN = new RegExp(` *(?:${BREAKS_OR_DISGUISES.source} *)+`, "gu");

/**
 * A single-line value as it is kept (issue 49): each run of those characters, with the spaces
 * around it, becomes one space, the bidi format characters go (shared/format-characters.ts), and
 * the ends are trimmed. A typed line break can then never become a line of an e-mail, a header or
 * a CSV row: whatever shows the value shows it on one line. Multi-line fields do not use it.
 */
export function oneLine(text: string): string {
  // Folded before the C1 controls are stripped: NEL (U+0085) ends a line and must leave a space.
  return stripFormatCharacters(text.replace(FOLDED_RUN, " ")).trim();
}
