import { oneLine } from "../../shared/one-line.js";

/**
 * How an e-mail body shows what a visitor typed, so that it never reads as the product's own
 * lines (issue 49). Values are kept on one line at the door (shared/one-line.ts); these apply the
 * same rule again when a value is shown, for rows stored before it.
 */

/** A single-line value (a name, a company, a UTM source) as one line. */
export const typedLine = (value: string): string => oneLine(value);

/** Every way a line can end: CRLF, CR, LF, and the Unicode line and paragraph separators. */
const LINE_ENDS = /\r\n|[\r\n\u0085\u2028\u2029\v\f]/;

/**
 * A visitor's multi-line text under its label, each line quoted with "> ", as mail clients
 * quote: no line of it can start like one of ours ("Email:", "Inbox:"). Each line is folded like
 * a single-line value, so a tab or an invisible space cannot hide the quote.
 */
export function quotedText(label: string, text: string): string[] {
  return [`${label}:`, ...text.split(LINE_ENDS).map((line) => `> ${oneLine(line)}`.trimEnd())];
}
