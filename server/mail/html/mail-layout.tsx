import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import { identity } from "../../../shared/identity.js";
import { LANGUAGE_TAGS, type Language } from "../../../shared/languages.js";
import { MAIL_LAYOUT_COPY } from "./copy.js";
import type { Block, Line } from "./mail-blocks.js";
import { MARK_CID, MARK_SIZE } from "./mark.js";

/**
 * The site's colours (app/app.css's tokens), written out: a mail client reads no custom
 * properties. The accent on white and white on the accent both pass WCAG AA for body text.
 */
const COLOR = {
  ink: "#10142a",
  muted: "#4a5068",
  wash: "#f5f6fb",
  line: "#dfe2ee",
  accent: "#4f46e5",
  accentSoft: "#e0e7ff",
  onAccent: "#ffffff",
  paper: "#ffffff",
} as const;

const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

// 16 px text on 24 px lines; a button 44 px tall (12 + 20 + 12), the smallest touch target.
const text: CSSProperties = { fontSize: "16px", lineHeight: "24px", color: COLOR.ink, margin: "0 0 16px" };
const button: CSSProperties = {
  backgroundColor: COLOR.accent,
  color: COLOR.onAccent,
  fontSize: "16px",
  lineHeight: "20px",
  fontWeight: 600,
  padding: "12px 20px",
  textDecoration: "none",
};
/** Every button after an e-mail's first: one main action, the others quieter ("Cancel"). */
const secondary: CSSProperties = {
  ...button,
  backgroundColor: COLOR.paper,
  color: COLOR.accent,
  border: `2px solid ${COLOR.accent}`,
  padding: "10px 18px",
};
const small: CSSProperties = { fontSize: "14px", lineHeight: "20px", color: COLOR.muted, margin: "0 0 8px" };

export interface MailLayoutProps {
  language: Language;
  subject: string;
  /** The e-mail's body: blocks read from its text part, or HTML made elsewhere (a letter). */
  children: ReactNode;
  /** "See you soon,\nOnRails Labs", as the text part signs. */
  signature?: string;
  /** The footer's lines: why the reader gets this, where they see or erase what we hold. */
  footer?: ReactNode;
  /** Whether the mark travels with the e-mail as an inline image (server/mail/html/mark.ts). */
  mark: boolean;
}

/**
 * One layout for every e-mail: the mark and the company's name, the body on a white card, the
 * footer below it. One column at most 600 px wide: on a 375 px phone it takes the width.
 */
export function MailLayout({ language, subject, children, signature, footer, mark }: MailLayoutProps) {
  return (
    <Html lang={LANGUAGE_TAGS[language]} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{subject}</title>
      </Head>
      {/* No <body>: Outlook's phone apps drop it with its styles; the parser implies it. */}
      <Section style={{ backgroundColor: COLOR.wash, padding: "16px 0", fontFamily: FONT }}>
        <Container style={{ maxWidth: "600px", padding: "0 12px" }}>
          <Section style={{ padding: "8px 4px 16px" }}>
            {mark ? (
              <img
                src={`cid:${MARK_CID}`}
                width={MARK_SIZE}
                height={MARK_SIZE}
                alt=""
                style={{ display: "inline-block", verticalAlign: "middle", border: 0 }}
              />
            ) : null}
            <span
              style={{
                fontSize: "18px",
                lineHeight: "32px",
                fontWeight: 700,
                color: COLOR.ink,
                verticalAlign: "middle",
                paddingLeft: "10px",
              }}
            >
              {identity.companyName}
            </span>
          </Section>
          <Section
            style={{
              backgroundColor: COLOR.paper,
              border: `1px solid ${COLOR.line}`,
              padding: "24px 20px 8px",
            }}
          >
            {children}
            {signature === undefined ? null : <Lines lines={signature.split("\n")} />}
          </Section>
          {footer === undefined ? null : <Section style={{ padding: "16px 4px 0" }}>{footer}</Section>}
        </Container>
      </Section>
    </Html>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <Text style={text}>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}

/** The blocks of a text part (mail-blocks.ts), each as the layout shows it. */
export function MailBlocks({ blocks, language }: { blocks: Block[]; language: Language }) {
  const first = blocks.findIndex((block) => block.type === "button");
  return (
    <>
      {blocks.map((block, index) =>
        block.type === "button" ? (
          <Section key={index} style={{ margin: "0 0 16px" }}>
            <Button href={block.url} style={index === first ? button : secondary}>
              {block.label ?? MAIL_LAYOUT_COPY[language].openLink}
            </Button>
          </Section>
        ) : (
          <Paragraph key={index} lines={block.lines} />
        ),
      )}
    </>
  );
}

const quote: CSSProperties = {
  ...text,
  borderLeft: `4px solid ${COLOR.line}`,
  paddingLeft: "12px",
  color: COLOR.muted,
};

/** A paragraph's lines: the visitor's quoted lines apart, in their own box; the rest one `<p>`. */
function Paragraph({ lines }: { lines: Line[] }) {
  const runs: Line[][] = [];
  for (const line of lines) {
    const last = runs.at(-1);
    if (last !== undefined && (last[0]!.type === "quote") === (line.type === "quote")) last.push(line);
    else runs.push([line]);
  }
  return (
    <>
      {runs.map((run, index) =>
        run[0]!.type === "quote" ? (
          <Text key={index} style={quote}>
            {run.map((line, at) => (
              <span key={at}>
                {at > 0 ? <br /> : null}
                {"text" in line ? line.text : null}
              </span>
            ))}
          </Text>
        ) : (
          <Text key={index} style={text}>
            {run.map((line, at) => (
              <span key={at}>
                {at > 0 ? <br /> : null}
                <LineOf line={line} />
              </span>
            ))}
          </Text>
        ),
      )}
    </>
  );
}

const link: CSSProperties = { color: COLOR.accent, textDecoration: "underline" };

function LineOf({ line }: { line: Line }) {
  switch (line.type) {
    case "heading":
      return <strong style={{ fontSize: "18px" }}>{line.text}</strong>;
    case "field":
      return (
        <>
          <span style={{ color: COLOR.muted }}>{line.label}:</span> {line.value}
        </>
      );
    case "detail":
      return <strong>{line.text}</strong>;
    case "link":
      if (line.words && line.label !== undefined)
        return (
          <a href={line.url} style={link}>
            {line.label}
          </a>
        );
      return (
        <>
          {line.label === undefined ? null : <span style={{ color: COLOR.muted }}>{line.label}: </span>}
          <a href={line.url} style={link}>
            {line.url}
          </a>
        </>
      );
    default:
      return <>{line.text}</>;
  }
}

/**
 * HTML made elsewhere (a letter's Markdown, escaped by newsletter/markdown.ts), in the layout's
 * type: its own elements keep the reader's defaults, which inline styles cannot reach.
 */
export function HtmlBody({ html }: { html: string }) {
  return <div style={{ ...text, margin: "0 0 16px" }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A footer line, small and muted; a link in it shown as the address it is. */
export function FooterText({ children }: { children: ReactNode }) {
  return <Text style={small}>{children}</Text>;
}

/** A link in the footer: its address shown, or its words (`children`) when it has some. */
export function FooterLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} style={{ ...link, color: COLOR.muted }}>
      {children ?? href}
    </a>
  );
}
