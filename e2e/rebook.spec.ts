import type { APIRequestContext, Page } from "@playwright/test";
import { BookedReplySchema, type SlotsReply } from "@shared/booking";
import Database from "better-sqlite3";
import { join } from "node:path";
import * as v from "valibot";
import { admin as adminEn } from "../app/content/en/admin";
import { admin as adminPt } from "../app/content/pt/admin";
import { mail as mailEn } from "../server/mail/copy/en";
import { mail as mailPt } from "../server/mail/copy/pt";
import { leadPath } from "@shared/console-paths";
import { claimTime } from "./calendar";
import { expect, loaded, photograph, seriousAxeFindings, test } from "./fixtures";
import { backdateCall, postLead, uniqueEmail } from "./leads";
import { messagesTo } from "./mailbox";

// Issue 51, point 1: a no-show who rebooks gets the invitation. The visitor's mailbox has had its
// three e-mails that day (the invitation and two moves); the owner marks the call no-show and
// offers another time, the visitor books from it, and the new invitation arrives all the same.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

const CASES = [
  { console: "en", copy: adminEn, lead: "pt", mail: mailPt },
  { console: "pt", copy: adminPt, lead: "en", mail: mailEn },
] as const;

async function times(request: APIRequestContext, token: string): Promise<string[]> {
  const offer = (await (await request.get(`/booking/slots?token=${token}`)).json()) as SlotsReply;
  if (offer.state !== "open") throw new Error("expected free slots");
  return offer.slots.map((slot) => slot.start);
}

/** Books a time for the lead and moves it twice: the visitor's three e-mails of the day. */
async function bookAndMoveTwice(request: APIRequestContext, token: string): Promise<void> {
  const starts = await times(request, token);
  const booked = await request.post("/booking", {
    data: { token, start: claimTime(starts), timeZone: "America/Sao_Paulo" },
  });
  expect(booked.status()).toBe(200);
  const call = v.parse(BookedReplySchema, await booked.json()).booking;
  const moveToken = new URL(call.rescheduleUrl, "http://site").searchParams.get("token")!;
  for (let i = 0; i < 2; i++) {
    const moved = await request.post("/booking/reschedule", {
      data: { token: moveToken, start: claimTime(starts) },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

async function signIn(page: Page, language: "en" | "pt", copy: typeof adminEn) {
  await page.addInitScript((chosen) => localStorage.setItem("por.language", chosen), language);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  await page.goto("/admin");
  await loaded(page);
  await page.getByLabel(copy.signIn.password).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: copy.signIn.submit }).click();
  // Exact: the sign-in page's title holds the inbox's ("Sign in to the lead inbox").
  await expect(page.getByRole("heading", { name: copy.title, exact: true })).toBeVisible();
}

for (const { console: language, copy, lead, mail } of CASES) {
  test.describe(`a no-show rebooks and gets the invitation, the console in ${language} @desktop`, () => {
    for (const width of [375, 1440] as const) {
      test(`at ${width} px`, async ({ page, request, allowConsoleError }) => {
        test.slow();
        allowConsoleError(/status of 401/);
        await page.setViewportSize({ width, height: 900 });
        const name = `Nina Volta ${language} ${width}`;
        const email = uniqueEmail(`rebook-${language}-${width}`);
        const token = await postLead(request, { name, email, language: lead });
        await bookAndMoveTwice(request, token);
        await messagesTo(email, 3);
        backdateCall(email, 2);

        await signIn(page, language, copy);
        const t = copy.calls;
        const past = page.getByRole("region", { name: t.pastTitle });
        const call = past.getByRole("listitem").filter({ hasText: name });
        await call.getByRole("button", { name: t.withWhom(t.markNoShow, name) }).click();
        await call.getByRole("button", { name: t.withWhom(t.offer, name) }).click();
        await expect(past.getByRole("status")).toHaveText(t.offerQueued(name));

        // The offer goes past the day's three: the owner asked for it.
        const [offer] = await messagesTo(email, 1, (message) => message.subject === mail.offer.subject);
        const link = decodeURIComponent(/\/booking\?token=(\S+)/.exec(offer!.text!)![1]!);
        const again = await request.post("/booking", {
          data: { token: link, start: claimTime(await times(request, link)), timeZone: "America/Sao_Paulo" },
        });
        expect(again.status(), await again.text()).toBe(200);

        // The invitation to the call booked again reaches the visitor: the fifth e-mail that day.
        const booked = mail.subject.booked("");
        const invitations = await messagesTo(email, 2, (message) => message.subject?.startsWith(booked) === true);
        expect(invitations).toHaveLength(2);
        expect(invitations[1]!.attachments.some((file) => file.contentType.startsWith("text/calendar"))).toBe(true);

        await page.reload();
        await expect(page.getByRole("region", { name: t.title }).getByText(name)).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await seriousAxeFindings(page)).toEqual([]);
        await photograph(page, `rebook-${language}-${width}`);
      });
    }
  });
}

/** Writes down that the cap held back e-mails of the lead from `email`, as the server does (issue 51). */
function holdMailOf(email: string, held: { kind: string; cap: "mailbox" | "hour" }[]): string {
  const db = new Database(join(process.env.E2E_DATA_DIR ?? "", "leads.sqlite"), { fileMustExist: true });
  try {
    const lead = db.prepare("SELECT id FROM leads WHERE email = ?").get(email) as { id: string };
    const insert = db.prepare("INSERT INTO held_mail (id, lead_id, kind, cap, held_at) VALUES (?, ?, ?, ?, ?)");
    for (const [i, { kind, cap }] of held.entries())
      insert.run(crypto.randomUUID(), lead.id, kind, cap, new Date(Date.now() - i * 60_000).toISOString());
    return lead.id;
  } finally {
    db.close();
  }
}

for (const { console: language, copy } of CASES) {
  test.describe(`a lead's e-mails held back are shown on its page, the console in ${language} @desktop`, () => {
    for (const width of [375, 1440] as const) {
      test(`at ${width} px`, async ({ page, request, allowConsoleError }) => {
        allowConsoleError(/status of 401/);
        await page.setViewportSize({ width, height: 900 });
        const name = `Otto Retido ${language} ${width}`;
        const email = uniqueEmail(`held-${language}-${width}`);
        await postLead(request, { name, email, language: "pt" });
        const id = holdMailOf(email, [
          { kind: "visitor-booking", cap: "mailbox" },
          { kind: "visitor-acknowledgement", cap: "hour" },
        ]);
        await signIn(page, language, copy);
        await page.goto(leadPath(id));
        const t = copy.detail.heldMail;
        const held = page.getByRole("region", { name: t.heading });
        await expect(held.getByRole("listitem")).toHaveCount(2);
        await expect(held.getByRole("listitem").first()).toContainText(`${t.about.call}`);
        await expect(held.getByRole("listitem").first()).toContainText(t.cap.mailbox);
        await expect(held.getByRole("listitem").last()).toContainText(t.cap.hour);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await seriousAxeFindings(page)).toEqual([]);
        await photograph(held, `held-mail-${language}-${width}`);
      });
    }
  });
}
