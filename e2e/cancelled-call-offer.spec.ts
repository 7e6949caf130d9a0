import type { APIRequestContext, Page } from "@playwright/test";
import type { SlotsReply } from "@shared/booking";
import { admin as adminEn } from "../app/content/en/admin";
import { admin as adminPt } from "../app/content/pt/admin";
import { mail as mailEn } from "../server/mail/copy/en";
import { mail as mailPt } from "../server/mail/copy/pt";
import { claimTime } from "./calendar";
import { expect, loaded, photograph, seriousAxeFindings, test } from "./fixtures";
import { postLead, uniqueEmail } from "./leads";
import { messagesTo } from "./mailbox";

// Issue 51, point 4: a call the owner cancels no longer orphans its lead. The cancelled call is
// listed with the past ones, where the owner offers new times in one click (the offer after a
// no-show); the visitor gets it in their language, worded for a call we cancelled, and books again.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

const CASES = [
  { console: "en", copy: adminEn, lead: "pt", mail: mailPt },
  { console: "pt", copy: adminPt, lead: "en", mail: mailEn },
] as const;

/** Books a time of its own for the lead; the booking link's token and the next free times. */
async function bookSomeSlot(request: APIRequestContext, token: string): Promise<string[]> {
  const offer = (await (await request.get(`/booking/slots?token=${token}`)).json()) as SlotsReply;
  if (offer.state !== "open") throw new Error("expected free slots");
  const starts = offer.slots.map((slot) => slot.start);
  const booked = await request.post("/booking", {
    data: { token, start: claimTime(starts), timeZone: "America/Sao_Paulo" },
  });
  expect(booked.status()).toBe(200);
  return starts;
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
  test.describe(`a cancelled call's lead is offered new times, the console in ${language} @desktop`, () => {
    for (const width of [375, 1440] as const) {
      test(`at ${width} px`, async ({ page, request, allowConsoleError }) => {
        test.slow();
        allowConsoleError(/status of 401/);
        await page.setViewportSize({ width, height: 900 });
        const name = `Cora Remarca ${language} ${width}`;
        const email = uniqueEmail(`cancel-offer-${language}-${width}`);
        const starts = await bookSomeSlot(request, await postLead(request, { name, email, language: lead }));
        await signIn(page, language, copy);

        const t = copy.calls;
        const upcoming = page.getByRole("region", { name: t.title });
        await upcoming.getByLabel(t.select(name)).check();
        await upcoming.getByRole("button", { name: t.cancelSelected(1) }).click();
        await page.getByRole("button", { name: t.confirmCancel }).click();
        await expect(upcoming.getByText(name)).toHaveCount(0);

        // Listed with the past calls, as cancelled, with the one offer of new times.
        const past = page.getByRole("region", { name: t.pastTitle });
        const call = past.getByRole("listitem").filter({ hasText: name });
        await expect(call).toContainText(t.cancelledCall);
        await expect(call.getByRole("button", { name: t.withWhom(t.markHeld, name) })).toHaveCount(0);
        await call.getByRole("button", { name: t.withWhom(t.offer, name) }).click();
        await expect(past.getByRole("status")).toHaveText(t.offerQueued(name));
        await expect(call).toContainText(t.offerSent);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await seriousAxeFindings(page)).toEqual([]);
        await photograph(page, `cancelled-call-offer-${language}-${width}`);

        // The visitor's message, in their language, owns the cancellation; its link books again.
        const [offer] = await messagesTo(email, 1, (message) => message.subject === mail.offer.subject);
        expect(offer!.text).toContain(mail.offer.cancelledLead("").split(" ").slice(0, 4).join(" "));
        const link = /\/booking\?token=(\S+)/.exec(offer!.text!)![1]!;
        const token = decodeURIComponent(link);
        const again = await request.post("/booking", {
          data: { token, start: claimTime(starts), timeZone: "America/Sao_Paulo" },
        });
        expect(again.status()).toBe(200);
        await page.reload();
        await expect(page.getByRole("region", { name: t.title }).getByText(name)).toBeVisible();
      });
    }
  });
}
