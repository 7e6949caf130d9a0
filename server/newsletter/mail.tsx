import type { Kysely } from "kysely";
import type { SendMailOptions } from "nodemailer";
import { identity } from "../../shared/identity.js";
import type { Language } from "../../shared/languages.js";
import type { NewsletterList } from "../../shared/newsletter.js";
import { NEWSLETTER_PATHS } from "../../shared/newsletter.js";
import type { Database } from "../db/database.js";
import { lastingShortLink, subscriberLinks } from "../links/short-links.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { visitorRecipient } from "../mail/one-address.js";
import type { NotSent } from "../mail/message-kinds.js";
import { VISITOR_MAIL_COPY, visitorFooter } from "../mail/visitor-mail.js";
import { newsletter as en } from "./copy/en.js";
import { newsletterOwnerMail as owner, type NewsletterOwnerMailCopy } from "./copy/owner.js";
import { newsletterOwnerMailPt } from "./copy/owner-pt.js";
import { ownerEnvelope } from "../mail/owner-lines.js";
import type { OwnerReader } from "../mail/owner-readers.js";
import { newsletter as pt } from "./copy/pt.js";
import { newsletterSecret, newsletterToken } from "./keys.js";
import { markdownToHtml, markdownToText } from "./markdown.js";
import { findLetter, findSubscriber, type Letter } from "./repository.js";
import { FooterLink, FooterText } from "../mail/html/mail-layout.js";
import { withHtml } from "../mail/html/with-html.js";

/** The e-mails' words as written (no typesetting in plain text). */
const MAIL_COPY = { en, pt } as const;

/**
 * The newsletter's outbox messages (issue 54), each composed here from its payload: the outbox
 * (server/mail/send-message.ts) only names the kind and hands over the payload.
 */
export interface ConfirmPayload {
  to: string;
  language: Language;
  list: NewsletterList;
  link: string;
}

export interface WelcomePayload {
  to: string;
  language: Language;
  list: NewsletterList;
  /** The long link: RFC 8058's one-click POST goes to it (the header). */
  leaveLink: string;
  /** The same, short, for the body (issue 53); absent from a welcome queued before. */
  bodyLeaveLink?: string;
}

/** One letter to one subscriber, or the owner's test (`test`: the owner's address gets it). */
export interface LetterPayload {
  letterId: string;
  subscriberId: string | null;
  test?: boolean;
}

export interface CapsPayload {
  cap: number;
}

/** The bare address, Reply-To the company, as every e-mail to a visitor (mail/visitor-mail.ts). */
function envelope(to: string, mail: MailIdentity): Pick<SendMailOptions, "from" | "to" | "replyTo"> {
  return { from: mail.from, to: visitorRecipient(to), replyTo: identity.contactEmail };
}

export function composeConfirmation(payload: ConfirmPayload, mail: MailIdentity): SendMailOptions {
  const copy = MAIL_COPY[payload.language];
  const greeting = VISITOR_MAIL_COPY[payload.language].greeting(undefined);
  const list = copy.lists[payload.list];
  const text = [
    greeting,
    "",
    copy.mail.confirmBody(list, identity.companyName),
    "",
    payload.link,
    "",
    copy.mail.confirmIgnore,
  ];
  return withHtml(
    {
      ...envelope(payload.to, mail),
      subject: copy.mail.confirmSubject,
      text: `${text.join("\n")}\n\n${visitorFooter(payload.language, mail.publicUrl)}`,
      headers: { "Auto-Submitted": "auto-replied" },
    },
    payload.language,
  );
}

/** The header pair of RFC 8058: a one-click POST to the leave link, and the link itself. */
function unsubscribeHeaders(leaveLink: string): Record<string, string> {
  return { "List-Unsubscribe": `<${leaveLink}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function composeWelcome(payload: WelcomePayload, mail: MailIdentity): SendMailOptions {
  const copy = MAIL_COPY[payload.language];
  const greeting = VISITOR_MAIL_COPY[payload.language].greeting(undefined);
  const list = copy.lists[payload.list];
  const text = [
    greeting,
    "",
    copy.mail.welcomeBody[payload.list],
    "",
    copy.mail.why(list),
    copy.mail.leave,
    payload.bodyLeaveLink ?? payload.leaveLink,
  ];
  return withHtml(
    {
      ...envelope(payload.to, mail),
      subject: copy.mail.welcomeSubject(identity.companyName),
      text: `${text.join("\n")}\n\n${visitorFooter(payload.language, mail.publicUrl)}`,
      headers: unsubscribeHeaders(payload.leaveLink),
    },
    payload.language,
    { plain: [payload.bodyLeaveLink ?? payload.leaveLink] },
  );
}

/** A letter as text and HTML, with its footer: why the reader gets it and the one-click way out. */
export function composeLetter(
  letter: Pick<Letter, "subject" | "markdown" | "language" | "list">,
  to: string | { name: ""; address: string },
  leaveLink: string,
  mail: MailIdentity,
  /** The leave link the reader sees (short, issue 53); the header keeps the long one for RFC 8058's POST. */
  bodyLeaveLink: string = leaveLink,
): SendMailOptions {
  const copy = MAIL_COPY[letter.language];
  const why = copy.mail.why(copy.lists[letter.list]);
  const text = `${markdownToText(letter.markdown)}\n--\n${why}\n${copy.mail.leave}\n${bodyLeaveLink}\n`;
  return withHtml(
    {
      from: mail.from,
      to,
      replyTo: identity.contactEmail,
      subject: letter.subject,
      text,
      headers: {
        ...unsubscribeHeaders(leaveLink),
        "List-Id": `<${letter.list}.${new URL(identity.siteUrl).hostname}>`,
      },
    },
    letter.language,
    {
      bodyHtml: markdownToHtml(letter.markdown),
      footer: (
        <FooterText>
          {why} <FooterLink href={bodyLeaveLink}>{copy.mail.leave.replace(/:$/, "")}</FooterLink>
        </FooterText>
      ),
    },
  );
}

const OWNER_COPY: Record<Language, NewsletterOwnerMailCopy> = { en: owner, pt: newsletterOwnerMailPt };

/** The day's notice of held subscriptions, as one owner reads it. */
export function composeOwnerCaps(payload: CapsPayload, mail: MailIdentity, reader: OwnerReader): SendMailOptions {
  const copy = OWNER_COPY[reader.language];
  return withHtml(
    { ...ownerEnvelope(mail, reader), subject: copy.capsSubject, text: `${copy.capsBody(payload.cap)}\n` },
    reader.language,
  );
}

/**
 * The subscriber's one short leave link (issue 53), for bodies: it lasts as long as the long
 * link it stands for, and goes when the subscriber is erased.
 */
export function shortLeaveLinkOf(
  db: Kysely<Database>,
  origin: string,
  secret: string,
  subscriber: { id: string; language: Language },
  now: Date,
): Promise<string> {
  const target = leaveLinkOf(origin, secret, subscriber);
  const link = { origin, target, language: subscriber.language, about: subscriberLinks(subscriber.id) };
  return lastingShortLink(db, link, now);
}

/** Where a subscriber's links point: PUBLIC_URL, else the company's site. */
export function leaveLinkOf(origin: string, secret: string, subscriber: { id: string; language: Language }): string {
  const token = newsletterToken(secret, "leave", { id: subscriber.id, generation: 0, language: subscriber.language });
  return `${origin}${NEWSLETTER_PATHS.leave}?${new URLSearchParams({ token })}`;
}

/**
 * One letter: to its subscriber while they are still confirmed (one who left since it was queued
 * gets nothing), or, for a test, to the owner with the owner's own leave link shown as an example
 * that leads nowhere.
 */
export async function composeLetterMessage(
  db: Kysely<Database>,
  mail: MailIdentity,
  payload: LetterPayload,
): Promise<SendMailOptions | NotSent> {
  const letter = await findLetter(db, payload.letterId);
  if (letter === undefined) return { skipped: "the letter is gone" };
  const origin = mail.publicUrl ?? identity.siteUrl;
  const secret = await newsletterSecret(db);
  if (payload.test === true) {
    const example = leaveLinkOf(origin, secret, { id: "test", language: letter.language });
    return composeLetter(
      { ...letter, subject: `${owner.testPrefix}${letter.subject}` },
      mail.ownerEmail,
      example,
      mail,
    );
  }
  const subscriber = payload.subscriberId === null ? undefined : await findSubscriber(db, payload.subscriberId);
  if (subscriber === undefined) return { skipped: "the subscriber is gone" };
  if (subscriber.status !== "confirmed") return { skipped: "the subscriber left" };
  return composeLetter(
    letter,
    visitorRecipient(subscriber.email),
    leaveLinkOf(origin, secret, subscriber),
    mail,
    // Made at the subscriber's welcome and kept: every letter, and a letter sent again, carries it.
    await shortLeaveLinkOf(db, origin, secret, subscriber, new Date()),
  );
}
