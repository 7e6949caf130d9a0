import { doIUseEmail } from "doiuse-email";
import type { SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../shared/languages.js";
import { NEWSLETTER_MESSAGE_KINDS } from "../../newsletter/message-kinds.js";
import { signInBudgetKind } from "../../owner/sign-in-alert.js";
import { invitationKind } from "../../team/invitation-mail.js";
import { passkeyRefusedKind } from "../../team/passkey-refused-mail.js";
import { composeWelcome } from "../../newsletter/mail.js";
import { everyMail } from "../../testing/every-mail.js";
import { allMessageKinds } from "../../testing/outbox.js";
import { MARK_CID } from "./mark.js";

/**
 * Issue 53, point 6: every e-mail, the visitor's and the owner's, carries an HTML part in the
 * site's layout beside its plain-text part, in both languages; the HTML is one Gmail, Outlook and
 * Apple Mail take (caniemail's data, through doiuse-email), shows what a visitor typed as text, and
 * leaves no English in a Portuguese e-mail.
 */
const HOSTILE_NAME = "<img src=x onerror=alert(1)>";

const MAIL_IDENTITY = { from: "a@example.com", ownerEmail: "o@example.com", publicUrl: "https://onrails.example" };

const kindOf = (name: string) => name.replace(/ \(.*\)$/, "");

/**
 * The clients the issue names, as caniemail names them: every platform of Gmail, Outlook and
 * Apple Mail. Not `outlook.windows-mail`: that is Windows 10's Mail app (not Outlook, retired by
 * Microsoft), whose one complaint is the `role="presentation"` the components put on layout tables.
 */
const CLIENTS = ["gmail.*", "apple-mail.*", "outlook.windows", "outlook.macos", "outlook.ios", "outlook.android"];

/** The HTML's words a reader sees: no markup, no addresses. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/https?:\/\/\S+/g, "")
    .replace(/\S+@\S+/g, "")
    .replace(/&#x27;|&quot;|&amp;|&lt;|&gt;|&nbsp;/g, " ");
}

/** Words only the English copy uses (owner-languages.test.ts keeps the full list for the text part). */
const ENGLISH = ["the", "you", "your", "with", "open", "hello", "call", "see", "soon", "cancel", "inbox"].map(
  (word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "iu"),
);

describe("every e-mail has an HTML part in the site's layout", () => {
  const mails = LANGUAGES.flatMap((language) =>
    everyMail(language).map(([kind, compose]): [string, () => SendMailOptions] => [`${kind} (${language})`, compose]),
  );

  it("covers every kind the outbox registers, in both languages", () => {
    const registered = [
      ...allMessageKinds().names(),
      ...NEWSLETTER_MESSAGE_KINDS.map((kind) => kind.kind),
      invitationKind.kind,
      passkeyRefusedKind.kind,
      signInBudgetKind.kind,
    ]
      // Never sent alone: gathered into owner-reply-due (decision 122).
      .filter((kind) => kind !== "owner-reminder");
    for (const language of LANGUAGES) {
      const covered = new Set(everyMail(language).map(([kind]) => kindOf(kind)));
      expect(registered.filter((kind) => !covered.has(kind))).toEqual([]);
    }
  });

  it.each(mails)("%s: text and HTML, the mark inline, no error for Gmail, Outlook or Apple Mail", (_kind, compose) => {
    const message = compose();
    expect(String(message.text).length).toBeGreaterThan(0);
    const html = String(message.html);
    expect(html).toMatch(/^<!DOCTYPE html><html [^>]*lang="(en|pt-BR)"/);
    expect(html).toContain(`src="cid:${MARK_CID}"`);
    expect(message.attachments).toContainEqual(expect.objectContaining({ cid: MARK_CID }));
    const linted = doIUseEmail(html, { emailClients: CLIENTS });
    expect(linted.success ? [] : linted.errors).toEqual([]);
  });

  it.each(mails)("%s: every link of the text is in the HTML", (_kind, compose) => {
    const message = compose();
    // A URL ends before the punctuation after it ("…(https://x).").
    const links = (String(message.text).match(/https?:\/\/\S+/g) ?? []).map((url) => url.replace(/[).,]+$/, ""));
    const html = String(message.html).replaceAll("&amp;", "&");
    for (const link of links) expect(html).toContain(`href="${link}"`);
  });

  it.each(LANGUAGES.flatMap((language) => everyMail(language, HOSTILE_NAME)))(
    "%s shows a name typed as markup as text",
    (_kind, compose) => {
      const html = String(compose().html);
      expect(html).not.toContain("<img src=x");
      expect(html).not.toMatch(/<img[^>]*onerror/i);
    },
  );

  it.each(everyMail("pt"))("%s (pt) leaves no English in the HTML", (_kind, compose) => {
    const message = compose();
    const seen = visibleText(String(message.html))
      // The visitor's and the fixtures' own words: not copy.
      .replace(/Ada Lovelace|Analytical Engines Ltd|Example Person|Laptop|linkedin/g, "")
      .replace(/We want to find out where AI pays off in our support queue\./g, "");
    expect(ENGLISH.filter((word) => word.test(seen)).map(String)).toEqual([]);
  });
});

describe("buttons and links", () => {
  const [, booking] = everyMail("en").find(([kind]) => kind === "visitor-booking")!;
  const [, bookingPt] = everyMail("pt").find(([kind]) => kind === "visitor-booking")!;

  it("makes each call to action a button named by the text's label", () => {
    const html = String(booking().html);
    for (const label of ["Join the call when it starts", "Choose another time", "Cancel"])
      expect(html).toMatch(
        new RegExp(`<a [^>]*href="https://[^"]+"[^>]*>(<span[^>]*>.*?</span>)*<span[^>]*>${label}<`),
      );
    expect(String(bookingPt().html)).toContain("Escolher outro horário");
  });

  it("shows no long signed link as text: its button's or its label's words instead", () => {
    const long = `https://onrails.example/newsletter/leave?token=${"x".repeat(250)}`;
    const html = String(
      composeWelcome({ to: "ada@example.com", language: "pt", list: "insights", leaveLink: long }, MAIL_IDENTITY).html,
    );
    expect(html).toContain(`href="${long}"`);
    // Every run of text a reader sees, links' own words included.
    const shown = html.replace(/<head>[\s\S]*?<\/head>/, "").replace(/<[^>]+>/g, " ");
    expect(shown.split(/\s+/).filter((word) => word.length > 60)).toEqual([]);
    expect(visibleText(html)).toContain("Cancele a inscrição com um clique");
  });

  it("offers no room to join for a cancelled call, in the owner's copy", () => {
    const [, cancelled] = everyMail("en").find(([kind]) => kind === "owner-booking (cancelled)")!;
    const [, booked] = everyMail("en").find(([kind]) => kind === "owner-booking")!;
    const button =
      /<a [^>]*href="https:\/\/meet\.example\/onrails-room"[^>]*>(<span[^>]*>.*?<\/span>)*<span[^>]*>Join</;
    expect(String(booked().html)).toMatch(button);
    expect(String(cancelled().html)).not.toMatch(button);
    expect(String(cancelled().html)).toContain(">https://meet.example/onrails-room</a>");
  });

  it("keeps the privacy page a small link in the footer, not a button", () => {
    const html = String(booking().html);
    expect(html).toContain("To see, download or erase what we hold about you:");
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/onrails\.example\/en\/privacy"[^>]*>https:\/\/onrails\.example\/en\/privacy<\/a>/,
    );
  });
});
