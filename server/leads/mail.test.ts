import { identity } from "../../shared/identity.js";
import { describe, expect, it } from "vitest";
import type { Lead } from "./repository.js";
import { newLead } from "../testing/leads.js";
import { composeAcknowledgement, composeNotification } from "./mail.js";
import { composeVisitorMailCapAlert } from "../mail/cap-alert.js";
import { notifyReader } from "../mail/owner-readers.js";
import { FORM_KINDS } from "../../shared/lead-forms.js";
import { leadNames as enNames } from "../../shared/content/en/lead-names.js";
import { leadNames as ptNames } from "../../shared/content/pt/lead-names.js";

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  ...newLead(),
  id: "8c2f9a8e-0000-4000-8000-000000000001",
  receivedAt: new Date("2026-11-21T17:30:00.000Z"),
  ...overrides,
});
const settings = { ownerEmail: "owner@example.com", from: "Leads <leads@example.com>", publicUrl: undefined };

describe("composeNotification", () => {
  it("addresses the owner, replies to the visitor, names the form and company", () => {
    const mail = composeNotification(lead(), settings, notifyReader(settings));
    expect(mail).toMatchObject({
      from: "Leads <leads@example.com>",
      to: "owner@example.com",
      replyTo: { name: "Ada Lovelace", address: "ada@example.com" },
      subject: "New consulting lead: Analytical Engines Ltd",
    });
    // Its HTML part says what its text part says (server/mail/html: issue 53).
    expect(String(mail.html)).toContain("New consulting lead from the website.");
    expect(mail.text).not.toContain("Inbox:");
    expect(mail.text).toContain("Team size:         —\n");
  });

  it("carries the 'I replied' link above the visitor's quoted message, when there is one", () => {
    const url = "https://example.com/replied/AAAAAAAAAAAAAAAAAAAAAA";
    const reader = notifyReader(settings);
    const text = String(composeNotification(lead(), settings, reader, undefined, url).text);
    expect(text).toContain(`Mark it replied:\n${url}\n`);
    expect(text.indexOf(url)).toBeLessThan(text.indexOf("We want to find out"));
    expect(String(composeNotification(lead(), settings, reader).text)).not.toContain("/replied/");
    const portuguese = String(
      composeNotification(lead(), settings, { ...reader, language: "pt" }, undefined, url).text,
    );
    expect(portuguese).toContain(`Marque como respondido:\n${url}\n`);
  });

  it("replies to _replyto when the visitor gave one", () => {
    const mail = composeNotification(
      lead({ replyTo: "assistant@example.com", form: "discovery" }),
      settings,
      notifyReader(settings),
    );
    expect(mail.replyTo).toEqual({ name: "Ada Lovelace", address: "assistant@example.com" });
    expect(mail.subject).toBe("New discovery call lead: Analytical Engines Ltd");
    expect(mail.text).toContain("Reply to:          assistant@example.com\n");
  });

  it.each([
    ["a CRLF and a header", "Acme\r\nBcc: x@example.com", "Acme Bcc: x@example.com"],
    ["a bare LF", "Acme\nInc", "Acme Inc"],
    ["tabs and NUL", "Acme\t\u0000Inc", "Acme Inc"],
    ["a Unicode line separator", "Acme\u2028Inc", "Acme Inc"],
    ["200 characters", "x".repeat(200), `${"x".repeat(149)}…`],
  ])("keeps the subject on one line with %s", (_, company, expected) => {
    const mail = composeNotification(lead({ company, name: `Ada\r\nLovelace` }), settings, notifyReader(settings));
    expect(mail.subject).toBe(`New consulting lead: ${expected}`);
    expect((mail.replyTo as { name: string }).name).toBe("Ada Lovelace");
  });

  it("links to the lead's own page in the console when PUBLIC_URL is set, before the quoted message", () => {
    const mail = composeNotification(lead(), { ...settings, publicUrl: "https://example.com" }, notifyReader(settings));
    expect(String(mail.text).split("\n")).toContain(
      "Open this lead: https://example.com/admin?lead=8c2f9a8e-0000-4000-8000-000000000001",
    );
  });

  it("gives the time it came in the owner's zone, named, and never in raw UTC", () => {
    const owner = { ...settings, ownerTimeZone: "America/Sao_Paulo" };
    const mail = composeNotification(lead(), owner, notifyReader(owner));
    // 17:30 UTC is 14:30 in São Paulo (UTC−3, no summer time since 2019).
    expect(mail.text).toContain("Received at:       Saturday, November 21, 2026, at 2:30 PM, Brasilia Time (UTC−3)\n");
    expect(mail.text).not.toContain("2026-11-21T17:30");
  });
});

describe("composeVisitorMailCapAlert", () => {
  it("tells the owner the cap, since when, and what to look at", () => {
    const mail = composeVisitorMailCapAlert(
      { cap: 60, since: "2026-11-24T13:00:00.000Z" },
      settings,
      notifyReader(settings),
    );
    expect(mail).toMatchObject({
      to: "owner@example.com",
      subject: "E-mail to visitors paused: the hourly cap was reached",
    });
    expect(mail.text).toContain(
      "Since Tuesday, November 24, 2026, at 1:00 PM, UTC+0, the site has queued 60 e-mails to visitors",
    );
    expect(mail.replyTo).toBeUndefined();
  });
});

describe("composeAcknowledgement", () => {
  const phishing = "ACTION REQUIRED: your account is locked, restore it at https://phish.example";

  it.each([
    ["en", "Ana Souza", "Hello Ana,"],
    ["pt", "Ana Souza", "Olá, Ana!"],
    ["pt", "José-María O'Neil", "Olá, José-María!"],
    ["en", phishing, "Hello ACTION,"],
    ["en", "https://phish.example", "Hello httpsphishexample,"],
    ["en", "12345 !!!", "Hello,"],
    ["pt", "", "Olá!"],
  ] as const)("greets a %s visitor named %j as %j", (language, name, greeting) => {
    const mail = composeAcknowledgement(lead({ language, name }), settings);
    expect(String(mail.text).split("\n")[0]).toBe(greeting);
  });

  it("carries nothing the visitor typed but the cleaned first name: not the company, not the name in To", () => {
    const mail = composeAcknowledgement(lead({ name: phishing, company: phishing, message: phishing }), settings);
    expect(mail.to).toEqual({ name: "", address: "ada@example.com" });
    // The whole message but its HTML part, which says the same as its text (server/mail/html).
    const { html: _html, attachments: _mark, ...rest } = mail;
    const everything = JSON.stringify(rest);
    for (const words of ["REQUIRED", "locked", "phish.example"]) {
      expect(everything).not.toContain(words);
      expect(String(mail.html)).not.toContain(words);
    }
    // The one link is ours: the privacy page, at the end of every visitor e-mail (issue 29).
    expect(everything.match(/https?:\/\/[^\s"\\]+/g)).toEqual([`${identity.siteUrl}/en/privacy`]);
  });

  it("ends with the signature and the privacy page's link, in the visitor's language", () => {
    const mail = composeAcknowledgement(lead({ language: "pt" }), settings);
    expect(mail.subject).toBe("Recebemos sua mensagem");
    expect(String(mail.text)).toMatch(
      /\n\nAté breve,\nOnRails Labs\n\nPara ver, baixar ou apagar os dados que guardamos sobre você:\nhttps:\/\/\S+\/pt\/privacy\n$/,
    );
    const withPublicUrl = composeAcknowledgement(lead({ language: "en" }), {
      ...settings,
      publicUrl: "https://x.example",
    });
    expect(String(withPublicUrl.text)).toMatch(/\nhttps:\/\/x\.example\/en\/privacy\n$/);
  });
});

describe("composeNotification: where the lead came from (issue 26)", () => {
  it.each([
    [
      { source: "newsletter", medium: "email", campaign: "launch", referrer: "mail.google.com", landingPage: "/en/" },
      "Source:            newsletter / E-mail, campaign launch, from mail.google.com, landed on /en/\n",
    ],
    [
      { source: null, medium: "direct", campaign: null, referrer: null, landingPage: "/pt/" },
      "Source:            Direct, landed on /pt/\n",
    ],
    [
      { source: null, medium: null, campaign: null, referrer: null, landingPage: null },
      "Source:            unknown (the server did not see the visit)\n",
    ],
  ])("%o", (attribution, line) => {
    expect(composeNotification(lead(), settings, notifyReader(settings), attribution).text).toContain(line);
  });
});

describe("composeNotification: every value in words, in the reader's language (issue 51)", () => {
  it("names the form as the console does and reads no code, in Portuguese", () => {
    const mail = composeNotification(
      lead({ form: "discovery", language: "en", teamSize: "16-30", workshopInterest: "not-sure" }),
      settings,
      { ...notifyReader(settings), language: "pt" },
      { source: "news.ycombinator.com", medium: "referral", campaign: null, referrer: null, landingPage: "/en/" },
    );
    expect(mail.subject).toBe(`Novo contato de conversa inicial: ${lead().company}`);
    // Each label padded to one column: read with one space after its colon.
    const text = String(mail.text).replace(/: +/g, ": ");
    for (const line of [
      "Formulário: Conversa inicial\n",
      "Idioma: Inglês\n",
      "Tamanho da equipe: 16 a 30 desenvolvedores\n",
      "Interesse em workshop: Ainda não sei\n",
      "Origem: news.ycombinator.com / Outros sites, chegou por /en/\n",
    ])
      expect(text).toContain(line);
    for (const code of ["discovery", "not-sure", "referral", "landed on", ": en\n"]) expect(text).not.toContain(code);
  });

  it("names each form by the console's name for it, in both languages", () => {
    for (const language of ["en", "pt"] as const)
      for (const form of FORM_KINDS) {
        const mail = composeNotification(lead({ form }), settings, { ...notifyReader(settings), language });
        const name = (language === "en" ? enNames : ptNames).forms[form];
        expect(mail.subject!.toLowerCase()).toContain(name.toLowerCase());
      }
  });
});
