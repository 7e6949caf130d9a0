/**
 * An e-mail's plain-text part read as the blocks its HTML part shows. The text stays the one
 * source of every word (its tests hold it, and both parts cannot drift apart); this only reads the
 * shapes the composers already write: paragraphs, "Label: value" lines, a label line ending in ":"
 * above a link, indented lines, the visitor's words quoted with "> ".
 */

/** One line of a paragraph, as it is shown. */
export type Line =
  | { type: "text"; text: string }
  /** "Name:    Ada": a label and its value (the padding that aligned it in plain text dropped). */
  | { type: "field"; label: string; value: string }
  /** An indented line under a label: the time of a call, who it is with. */
  | { type: "detail"; text: string }
  /** A line a visitor typed, quoted by the composer: shown as theirs, never as ours. */
  | { type: "quote"; text: string }
  /**
   * A link that is no call to action: an address the e-mail is about, shown as it is after its
   * label ("Endpoint: https://…"); or a way out named by the line above it ("Unsubscribe in one
   * click:"), shown as those words, so a long signed address never runs off a phone's screen.
   */
  | { type: "link"; label: string | undefined; url: string; words: boolean }
  /** The first line of a paragraph that names the lines under it ("Calls", "Deals"). */
  | { type: "heading"; text: string };

export type Block =
  | { type: "paragraph"; lines: Line[] }
  /** A call to action: its label from the text ("To cancel:" reads "Cancel"), else the layout's. */
  | { type: "button"; label: string | undefined; url: string };

const URL_ALONE = /^\s*(https?:\/\/\S+)\s*$/;
const LABELLED_URL = /^(\S[^:]{0,39}):\s+(https?:\/\/\S+)\s*$/;
const FIELD = /^(\S[^:]{0,29}):(\s+)(\S.*)$/;
/** A label line a link follows, short enough to be a button's words. */
const BUTTON_LABEL_MAX = 44;

/**
 * "To choose another time:" as a button says it: "Choose another time". The leading "To " and
 * "Para " only join the label to its link in plain text.
 */
function buttonLabel(line: string): string {
  const bare = line
    .trim()
    .replace(/:$/, "")
    .replace(/^(to|para)\s+/i, "");
  return bare.charAt(0).toLocaleUpperCase() + bare.slice(1);
}

function lineOf(line: string): Line {
  if (line.startsWith(">")) return { type: "quote", text: line.replace(/^> ?/, "") };
  if (/^\s{2,}\S/.test(line)) return { type: "detail", text: line.trim() };
  // A list item ("- linkedin: 1 visit") is not a field, whatever it holds.
  // Shown with the bullet a reader expects, where plain text can only write a hyphen.
  if (/^[-•] /.test(line)) return { type: "text", text: `• ${line.slice(2)}` };
  const field = FIELD.exec(line);
  // A field's label is a few words ("Workshop interest") or padded to a column; a sentence with a
  // colon in it ("The invitation is attached: open it…") stays a sentence.
  if (field && !/https?:/.test(field[1]!) && (field[2]!.length > 1 || field[1]!.split(/\s+/).length <= 3))
    return { type: "field", label: field[1]!, value: field[3]! };
  return { type: "text", text: line };
}

/**
 * The blocks of a text part. A link becomes a button when it stands on its own line or after a
 * short label ("Open this lead: https://…"), unless it is one of `plain` (an address the e-mail
 * is about, such as a webhook's endpoint, or a way out such as unsubscribing).
 */
export function mailBlocks(text: string, plain: readonly string[] = []): Block[] {
  const blocks: Block[] = [];
  const paragraphs = text
    .trimEnd()
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.split("\n").filter((line) => line.trim() !== ""))
    .filter((lines) => lines.length > 0);
  for (const paragraph of paragraphs) {
    let lines: Line[] = [];
    const flush = () => {
      if (lines.length > 0) blocks.push({ type: "paragraph", lines });
      lines = [];
    };
    paragraph.forEach((raw, index) => {
      const alone = URL_ALONE.exec(raw)?.[1];
      const labelled = alone === undefined ? LABELLED_URL.exec(raw) : null;
      const url = alone ?? labelled?.[2];
      if (url === undefined) {
        lines.push(lineOf(raw));
        return;
      }
      // The label line just above a link on its own line: it becomes the button's words.
      const above = paragraph[index - 1];
      const labelAbove =
        alone !== undefined &&
        above !== undefined &&
        above.trimEnd().endsWith(":") &&
        above.trim().length <= BUTTON_LABEL_MAX &&
        URL_ALONE.exec(above) === null
          ? above
          : undefined;
      const label = labelled?.[1] ?? labelAbove;
      if (plain.includes(url)) {
        if (labelAbove !== undefined) lines.pop();
        lines.push({ type: "link", label: label?.trim().replace(/:$/, ""), url, words: labelAbove !== undefined });
        return;
      }
      if (labelAbove !== undefined) lines.pop();
      flush();
      blocks.push({ type: "button", label: label === undefined ? undefined : buttonLabel(label), url });
    });
    flush();
  }
  return blocks.map((block) => (block.type === "paragraph" ? withHeading(block) : block));
}

/** A paragraph's short first line without a sentence's punctuation names the lines under it. */
function withHeading(block: Extract<Block, { type: "paragraph" }>): Block {
  const [first, ...rest] = block.lines;
  if (first?.type !== "text" || rest.length === 0 || first.text.length > 30 || /[.,:;!?)]$/.test(first.text))
    return block;
  if (/^[-•]/.test(first.text)) return block;
  return { type: "paragraph", lines: [{ type: "heading", text: first.text }, ...rest] };
}
