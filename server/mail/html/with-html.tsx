import type { SendMailOptions } from "nodemailer";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { identity } from "../../../shared/identity.js";
import type { Language } from "../../../shared/languages.js";
import { mail as en } from "../copy/en.js";
import { mail as pt } from "../copy/pt.js";
import { mailBlocks } from "./mail-blocks.js";
import { FooterLink, FooterText, HtmlBody, MailBlocks, MailLayout } from "./mail-layout.js";
import { MARK_CID, markPng } from "./mark.js";

const VISITOR_COPY = { en, pt } as const;

export interface HtmlOptions {
  /**
   * Links shown as the addresses they are, not as buttons: an address the e-mail is about (a
   * webhook's endpoint), or a way out (unsubscribing) that is no call to action.
   */
  plain?: readonly string[];
  /** The body as HTML made elsewhere (a newsletter letter's Markdown), instead of the text's. */
  bodyHtml?: string;
  /** The footer's lines, when the text part has its own (a letter's "--" footer). */
  footer?: ReactNode;
}

/**
 * The whole document, as mail clients take it: a doctype, then the markup React wrote, less what
 * Gmail and Outlook refuse and a mail client has no use for: the `<link rel="preload">` React adds
 * for each image, and the button's `target="_blank"` (every mail client opens links in the browser).
 */
function documentOf(node: ReactNode): string {
  const markup = renderToStaticMarkup(node)
    .replace(/<link rel="preload" as="image"[^>]*\/>/g, "")
    .replaceAll(' target="_blank"', "");
  return `<!DOCTYPE html>${markup}`;
}

/**
 * The ending every e-mail to a visitor has (mail/visitor-mail.ts's visitorFooter): its signature,
 * then the privacy page. Split off the text, it is shown as the layout's signature and footer.
 */
function ending(text: string, language: Language) {
  const copy = VISITOR_COPY[language];
  const signature = copy.signature(identity.companyName);
  const privacy = new RegExp(`\\n\\n${escape(copy.privacyFooter)}\\n(https?://\\S+)\\n*$`).exec(text);
  let body = privacy === null ? text : text.slice(0, privacy.index);
  const signed = body.trimEnd().endsWith(`\n\n${signature}`) || body.trimEnd() === signature;
  if (signed) body = body.trimEnd().slice(0, -signature.length);
  return { body, signature: signed ? signature : undefined, privacyUrl: privacy?.[1] };
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A composed e-mail with its HTML part beside its text part, in the site's layout; the text part
 * as it was, word for word. The mark goes along as an inline image (`cid:`).
 */
export function withHtml(letter: SendMailOptions, language: Language, options: HtmlOptions = {}): SendMailOptions {
  const subject = String(letter.subject ?? "");
  const { body, signature, privacyUrl } = ending(String(letter.text ?? ""), language);
  const footer =
    options.footer ??
    (privacyUrl === undefined ? undefined : (
      <FooterText>
        {VISITOR_COPY[language].privacyFooter} <FooterLink href={privacyUrl} />
      </FooterText>
    ));
  const png = markPng();
  const html = documentOf(
    <MailLayout language={language} subject={subject} signature={signature} footer={footer} mark={png !== null}>
      {options.bodyHtml === undefined ? (
        <MailBlocks blocks={mailBlocks(body, options.plain)} language={language} />
      ) : (
        <HtmlBody html={options.bodyHtml} />
      )}
    </MailLayout>,
  );
  if (png === null) return { ...letter, html };
  const mark = { filename: "mark.png", content: png, contentType: "image/png", cid: MARK_CID };
  return { ...letter, html, attachments: [...(letter.attachments ?? []), mark] };
}

/**
 * The HTML part as a page can show it (the console's preview of a letter): each inline image it
 * names by Content-ID (`cid:`, which only a mail program resolves) written into it as a data URL.
 */
export function htmlForPage(mail: SendMailOptions): string {
  let html = String(mail.html ?? "");
  for (const attachment of mail.attachments ?? []) {
    const { cid, content, contentType } = attachment;
    if (cid === undefined || !Buffer.isBuffer(content)) continue;
    html = html.replaceAll(
      `cid:${cid}`,
      `data:${contentType ?? "application/octet-stream"};base64,${content.toString("base64")}`,
    );
  }
  return html;
}
