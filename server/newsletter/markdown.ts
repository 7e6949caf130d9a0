import { Marked, type Tokens } from "marked";

/**
 * The owner's Markdown as the letter's HTML part, with `marked`. Raw HTML in the source is shown
 * as text, not passed through: a letter is Markdown, and a pasted `<script>` or tracking pixel is
 * the owner's mistake to see, not the reader's to receive. Only http(s) and mailto links stay
 * links; images are written as their links (mail clients block remote images anyway).
 */
const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag): string {
      const escaped = escapeHtml(token.text);
      return "block" in token && token.block ? `<p>${escaped.trim()}</p>\n` : escaped;
    },
    link({ href, tokens }: Tokens.Link): string {
      const label = this.parser.parseInline(tokens);
      if (!/^(https?:|mailto:)/i.test(href)) return label;
      return `<a href="${escapeHtml(href)}">${label}</a>`;
    },
    image({ href, text }: Tokens.Image): string {
      if (!/^https?:/i.test(href)) return escapeHtml(text);
      return `<a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a>`;
    },
  },
});

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

/**
 * The letter's plain-text part: the Markdown itself, which is written to read as text, with its
 * line endings made even and trailing space trimmed.
 */
export function markdownToText(markdown: string): string {
  return `${markdown
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trim()}\n`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
