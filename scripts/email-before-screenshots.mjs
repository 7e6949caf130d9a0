#!/usr/bin/env node
// The "before" of issue 53's e-mail screenshots: at de885ad every e-mail was plain text, so each
// kind that commit sent is composed by that commit's own code and its text part drawn as a mail
// client shows plain text (the client's sans-serif at 16 px, lines wrapped, nothing of ours), at
// 375 and 1440 px, under the names scripts/email-screenshots.mjs gives the HTML of today:
//   git worktree add /tmp/before de885ad && ln -s "$PWD/node_modules" /tmp/before/node_modules
//   node scripts/email-before-screenshots.mjs /tmp/before
// Writes docs/screenshots/emails-before/ (EMAIL_OUT elsewhere). The owner's e-mails were English
// only then: they get -en shots alone. The links are signed as that commit signed them (a random
// secret), so they are as long as the ones it sent.
import { chromium } from "@playwright/test";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { URLSearchParams } from "node:url";
import sharp from "sharp";
import { createServer } from "vite";
import { chromiumLaunchOptions } from "./lib/chromium.mjs";

const before = process.argv[2];
if (before === undefined) {
  console.error("usage: node scripts/email-before-screenshots.mjs <worktree of de885ad>");
  process.exit(2);
}
const outDir = resolve(process.env.EMAIL_OUT ?? "docs/screenshots/emails-before");
const widths = [375, 1440];

const vite = await createServer({
  root: resolve(before),
  configFile: false,
  logLevel: "warn",
  server: { middlewareMode: true },
});
try {
  const load = (path) => vite.ssrLoadModule(path);
  const leads = await load("/server/leads/mail.ts");
  const booking = await load("/server/booking/mail.ts");
  const { composeCallReminder } = await load("/server/booking/reminder-mail.ts");
  const { composeCallOffer } = await load("/server/booking/offer-mail.ts");
  const { composeDigest, digestMail } = await load("/server/digest/compose.ts");
  const privacy = await load("/server/privacy/mail.ts");
  const { composeEndpointDisabled } = await load("/server/webhooks/disabled-mail.ts");
  const { composeEndpointSetAside } = await load("/server/webhooks/set-aside-mail.ts");
  const { signToken, newTokenSecret } = await load("/server/booking/tokens.ts");
  const { linkToken } = await load("/server/privacy/keys.ts");
  const { newLead } = await load("/server/testing/leads.ts");

  // The same fixtures as server/testing/every-mail.ts, so that each pair shows the same message.
  const MAIL = {
    from: "OnRails Labs <hello@onrails.example>",
    ownerEmail: "owner@onrails.example",
    publicUrl: "https://onrails.example",
    ownerTimeZone: "America/Sao_Paulo",
  };
  const lead = (overrides = {}) => ({
    ...newLead(),
    id: "8c2f9a8e-0000-4000-8000-000000000001",
    receivedAt: new Date("2026-11-21T17:30:00.000Z"),
    ...overrides,
  });
  const secret = newTokenSecret();
  const expiresAt = new Date("2026-12-15T13:00:00.000Z");
  const signed = (path, purpose, language, bookingId) =>
    `https://onrails.example${path}?token=${encodeURIComponent(
      signToken(secret, { purpose, leadId: lead().id, bookingId, language, expiresAt }),
    )}`;
  const call = (language) => ({
    bookingId: "5b6f0c1e-0000-4000-8000-000000000002",
    change: "booked",
    sequence: 0,
    start: "2026-12-01T13:00:00.000Z",
    end: "2026-12-01T13:30:00.000Z",
    visitorTimeZone: "America/Sao_Paulo",
    ownerTimeZone: "America/Sao_Paulo",
    location: "https://meet.example/onrails-room",
    rescheduleUrl: signed("/booking/reschedule", "reschedule", language, "5b6f0c1e-0000-4000-8000-000000000002"),
    cancelUrl: signed("/booking/cancel", "cancel", language, "5b6f0c1e-0000-4000-8000-000000000002"),
  });
  const week = {
    from: "2026-11-16",
    to: "2026-11-22",
    visitors: 3,
    visits: 4,
    pageviews: 5,
    leads: 1,
    calls: 1,
    topSources: [{ source: "linkedin", visits: 1, leads: 0 }],
    byStage: { new: 1, replied: 0, call: 0, proposal: 0, won: 0, lost: 0 },
    bySource: [{ source: "linkedin", leads: 1 }],
    held: 1,
    missed: 0,
    won: 0,
    lost: 0,
    overdue: { replies: 1, followUps: 2, stale: 1 },
  };

  const visitorMails = (language) => {
    const visitor = lead({ language });
    const booked = call(language);
    const to = visitor.email;
    return [
      ["visitor-acknowledgement", () => leads.composeAcknowledgement(visitor, MAIL)],
      ["visitor-booking", () => booking.composeVisitorBooking(visitor, booked, MAIL)],
      [
        "visitor-booking (rescheduled)",
        () => booking.composeVisitorBooking(visitor, { ...booked, change: "rescheduled", sequence: 1 }, MAIL),
      ],
      [
        "visitor-booking (cancelled)",
        () => booking.composeVisitorBooking(visitor, { ...booked, change: "cancelled", sequence: 1 }, MAIL),
      ],
      [
        "visitor-call-reminder",
        () => composeCallReminder(visitor, { ...booked, dueAt: "2026-12-01T12:00:00.000Z", offsetMinutes: 60 }, MAIL),
      ],
      [
        "visitor-call-offer",
        () =>
          composeCallOffer(
            visitor,
            {
              bookingId: booked.bookingId,
              start: booked.start,
              visitorTimeZone: booked.visitorTimeZone,
              ownerTimeZone: booked.ownerTimeZone,
              bookUrl: signed("/booking", "book", language),
              expiresAt: expiresAt.toISOString(),
            },
            MAIL,
          ),
      ],
      [
        "visitor-privacy-link",
        () =>
          privacy.composePrivacyLink(
            {
              to,
              language,
              link: `https://onrails.example/privacy/data?${new URLSearchParams({
                token: linkToken(secret, "3d9e2b1a-0000-4000-8000-000000000004", language),
              })}`,
            },
            MAIL,
          ),
      ],
      ["visitor-privacy-erased", () => privacy.composePrivacyErased({ to, language }, MAIL)],
    ];
  };
  const ownerMails = () => {
    const booked = call("en");
    return [
      ["notification", () => leads.composeNotification(lead(), MAIL)],
      ["notification (discovery)", () => leads.composeNotification(lead({ form: "discovery" }), MAIL)],
      [
        "owner-reply-due (one lead)",
        () => leads.composeReplyDue([{ lead: lead(), replyBy: new Date("2026-11-22T17:30Z") }], MAIL),
      ],
      [
        "owner-reply-due (two leads)",
        () =>
          leads.composeReplyDue(
            [
              { lead: lead(), replyBy: new Date("2026-11-22T17:30Z") },
              { lead: lead({ id: "8c2f9a8e-0000-4000-8000-000000000003" }), replyBy: new Date("2026-11-22T18:30Z") },
            ],
            MAIL,
          ),
      ],
      ["owner-booking", () => booking.composeOwnerBooking(lead(), booked, MAIL)],
      [
        "owner-booking (rescheduled)",
        () => booking.composeOwnerBooking(lead(), { ...booked, change: "rescheduled", sequence: 1 }, MAIL),
      ],
      [
        "owner-booking (cancelled)",
        () => booking.composeOwnerBooking(lead(), { ...booked, change: "cancelled", sequence: 1 }, MAIL),
      ],
      ["owner-alert", () => leads.composeVisitorMailCapAlert({ cap: 60, since: "2026-11-21T17:00:00.000Z" }, MAIL)],
      ["owner-weekly-digest", () => digestMail(composeDigest(week, MAIL.publicUrl), MAIL)],
      [
        "owner-privacy-erased",
        () =>
          privacy.composeOwnerErased(
            {
              requestId: "r1",
              requestedAt: "2026-11-21T17:00:00.000Z",
              erased: { leads: 1, calls: 1, messages: 1, webhookDeliveries: 0 },
            },
            MAIL,
          ),
      ],
      [
        "owner-webhook-disabled",
        () =>
          composeEndpointDisabled(
            { url: "https://crm.example/hook", description: "CRM", failingSince: "2026-11-14T00:00:00.000Z" },
            MAIL,
          ),
      ],
      [
        "owner-webhook-set-aside",
        () =>
          composeEndpointSetAside(
            {
              url: "https://crm.example/hook",
              description: "CRM",
              requests: 3,
              since: "2026-11-21T00:00:00.000Z",
              until: "2026-11-21T01:00:00.000Z",
            },
            MAIL,
          ),
      ],
    ];
  };
  const mails = [
    ...visitorMails("en").map((entry) => [...entry, "en"]),
    ...visitorMails("pt").map((entry) => [...entry, "pt"]),
    ...ownerMails().map((entry) => [...entry, "en"]),
  ];

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 200 } });
    for (const [kind, compose, language] of mails) {
      const message = compose();
      if (message.html !== undefined) throw new Error(`${kind} has an HTML part: is ${before} de885ad?`);
      await page.setContent(plainText(message));
      const name = `${kind.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "")}-${language}-${width}.png`;
      // A palette of 256 colours: a text e-mail has few, and the PNG kept in the repository is smaller.
      await sharp(await page.screenshot({ fullPage: true }))
        .png({ palette: true })
        .toFile(join(outDir, name));
      console.log(name);
    }
    await page.close();
  }
  await browser.close();
} finally {
  await vite.close();
}

/** An address as nodemailer takes it: a string, or a name and an address. */
function address(value) {
  return typeof value === "object" && value !== null ? `${value.name} <${value.address}>` : String(value);
}

/**
 * A text part as a mail client shows it: the subject and sender above, then the text in the
 * client's sans-serif at 16 px, its line breaks kept and long links wrapped anywhere.
 */
function plainText(message) {
  const escape = (text) => String(text).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  // The invitation travels as a calendar part: a client shows it as an attachment.
  const attachments = [
    ...(message.icalEvent ? [message.icalEvent.filename ?? "invite.ics"] : []),
    ...(message.attachments ?? []).map((part) => part.filename).filter(Boolean),
  ];
  const header = [
    `<p style="margin:0 0 4px"><b>${escape(message.subject)}</b></p>`,
    `<p style="margin:0;color:#555">${escape(address(message.from))} → ${escape(address(message.to))}</p>`,
    ...(attachments.length > 0
      ? [
          `<p style="margin:8px 0 0">${attachments.map((file) => `<span style="border:1px solid #bbb;border-radius:4px;padding:2px 8px">${escape(file)}</span>`).join(" ")}</p>`,
        ]
      : []),
  ];
  return `<!doctype html><meta charset="utf-8"><body style="margin:16px;font:16px sans-serif">
${header.join("\n")}<hr style="margin:12px 0">
<div style="white-space:pre-wrap;overflow-wrap:anywhere">${escape(message.text)}</div></body>`;
}
