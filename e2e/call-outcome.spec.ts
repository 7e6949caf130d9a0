import type { APIRequestContext, Page } from "@playwright/test";
import type { SlotsReply } from "@shared/booking";
import { claimTime } from "./calendar";
import { expect, photograph, seriousAxeFindings, test, signInWithPassword } from "./fixtures";
import { backdateCall, postLead, uniqueEmail } from "./leads";
import { messagesTo } from "./mailbox";

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

/** Books a time of its own for the lead. */
async function bookSomeSlot(request: APIRequestContext, token: string) {
  const offer = (await (await request.get(`/booking/slots?token=${token}`)).json()) as SlotsReply;
  if (offer.state !== "open") throw new Error("expected free slots");
  const start = claimTime(offer.slots.map((slot) => slot.start));
  const booked = await request.post("/booking", { data: { token, start, timeZone: "America/Sao_Paulo" } });
  expect(booked.status()).toBe(200);
}

/** Signs in as the owner (in English, from an address of its own) and finds the lead from `email`. */
async function findLead(page: Page, email: string) {
  await page.addInitScript(() => localStorage.setItem("por.language", "en"));
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  await signInWithPassword(page, ADMIN_PASSWORD);
  await page.getByLabel("Search").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(1);
}

/**
 * The owner after a call has ended (issue 38): marks it held, undoes that, marks it no-show and
 * sends the visitor one offer of another time, which arrives in the visitor's language; the
 * lead's detail shows each change without a reload.
 */
test.describe("the owner records what became of a call @desktop", () => {
  for (const width of [375, 1440] as const) {
    test(`marks held, undoes, marks no-show and offers another time at ${width} px`, async ({
      page,
      request,
      allowConsoleError,
    }) => {
      // A whole call's story, and axe twice over the console's longest page.
      test.slow();
      allowConsoleError(/status of 401/);
      await page.setViewportSize({ width, height: 900 });
      const name = `Bruna Faltou ${width}`;
      const email = uniqueEmail(`no-show-${width}`);
      await bookSomeSlot(request, await postLead(request, { name, email, language: "pt" }));
      backdateCall(email, 2);

      // On a wide screen the lead stays open beside the calls and follows every change; on a phone
      // an open lead is a screen of its own, so it is opened once the call is marked.
      await findLead(page, email);
      const beside = width >= 768;
      const detail = page.getByRole("region", { name: "Lead details" });
      const openIt = () => page.getByRole("row").filter({ hasText: email }).getByRole("button", { name }).click();
      const follows = async (text: string, shown = true) => {
        if (!beside) return;
        if (shown) await expect(detail).toContainText(text);
        else await expect(detail).not.toContainText(text);
      };
      if (beside) await openIt();
      await follows("Held", false);

      const past = page.getByRole("region", { name: "Past calls" });
      const call = past.getByRole("listitem").filter({ hasText: name });
      await expect(call).toContainText("Not marked yet");
      await expect(page.getByRole("region", { name: "Upcoming calls" }).getByText(name)).toHaveCount(0);

      await call.getByRole("button", { name: `Mark held: call with ${name}` }).click();
      await expect(past.getByRole("status")).toHaveText(`The call with ${name} is marked: Held.`);
      await expect(call).toContainText("Held");
      await follows("Held");

      await call.getByRole("button", { name: `Undo: call with ${name}` }).click();
      await expect(call).toContainText("Not marked yet");
      await follows("Held", false);

      await call.getByRole("button", { name: `Mark no-show: call with ${name}` }).click();
      await expect(call).toContainText("No-show");
      await follows("No-show");
      if (!beside) {
        await openIt();
        await expect(detail).toContainText("No-show");
        await detail.getByRole("button", { name: "Close details" }).click();
      }
      expect(await seriousAxeFindings(page, { tags: "all" })).toEqual([]);
      await photograph(page, `call-outcome-${width}`);

      await call.getByRole("button", { name: `Offer another time: call with ${name}` }).click();
      await expect(call).toContainText("Offer of another time sent");
      await expect(call.getByRole("button", { name: /Offer another time/ })).toHaveCount(0);
      const [offer] = await messagesTo(email, 1, (message) => message.subject === "Vamos marcar outro horário?");
      expect(offer!.text).toContain("Se você ainda quiser conversar, é só escolher outro horário:");
      expect(offer!.text).toMatch(/\/booking\?token=/);
      expect(await seriousAxeFindings(page, { tags: "all" })).toEqual([]);
      await photograph(page, `call-outcome-${width}-offered`);

      // In Portuguese, the longer words still fit the phone's width.
      await page.getByRole("button", { name: "Português" }).click();
      const passadas = page.getByRole("region", { name: "Conversas anteriores" });
      await expect(passadas.getByRole("listitem").filter({ hasText: name })).toContainText("Não compareceu");
      await expect(passadas.getByRole("button", { name: `Desfazer: conversa com ${name}` })).toBeVisible();
      await expect(passadas.getByRole("status")).toHaveText(`Uma oferta de outro horário está a caminho de ${name}.`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await photograph(page, `call-outcome-${width}-pt`);
    });
  }
});

test("a call the owner cancels leaves its open lead at once @desktop", async ({ page, request, allowConsoleError }) => {
  allowConsoleError(/status of 401/);
  const name = "Rui Cancelado";
  const email = uniqueEmail("owner-cancels");
  await bookSomeSlot(request, await postLead(request, { name, email, language: "pt" }));
  await findLead(page, email);
  await page.getByRole("row").filter({ hasText: email }).getByRole("button", { name }).click();
  const detail = page.getByRole("region", { name: "Lead details" });
  // The detail's "Booked call" row: a date while the call is booked, a dash once it is not.
  await expect(detail).not.toContainText("Booked call—");
  const upcoming = page.getByRole("region", { name: "Upcoming calls" });
  await upcoming.getByLabel(`Select the call with ${name}`).check();
  await upcoming.getByRole("button", { name: "Cancel 1 call" }).click();
  await page.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(upcoming.getByText(name)).toHaveCount(0);
  await expect(detail).toContainText("Booked call—");
  await expect(page.getByRole("row").filter({ hasText: email })).not.toContainText("Booked call");
  const [cancel] = await messagesTo(email, 1, (message) => /^Conversa cancelada/.test(message.subject ?? ""));
  expect(cancel!.text).toContain("Sentimos muito: precisamos cancelar sua conversa.");
});
