import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { expect, loaded, photograph, test } from "./fixtures";
import { postLead, uniqueEmail } from "./leads";

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver on loopback: records each request; answers test events with the queued statuses,
 * then 204, and every other event with 204. The e2e server is shared with the other stories,
 * whose leads arrive here too: the test reads only its own events.
 */
async function startReceiver() {
  return startReceiverOn(0);
}

async function startReceiverOn(port: number) {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const body = Buffer.concat(chunks).toString("utf8");
      const isTest = (JSON.parse(body) as { type?: string }).type === "webhook.test";
      const status = (isTest ? statuses.shift() : undefined) ?? 204;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(status === 204 ? undefined : JSON.stringify({ error: "the CRM is down for maintenance" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  return { url, received, statuses, close: () => new Promise((resolve) => server.close(resolve)) };
}

function verify(request: Received, secret: string) {
  return new Webhook(secret).verify(request.body, {
    "webhook-id": String(request.headers["webhook-id"]),
    "webhook-timestamp": String(request.headers["webhook-timestamp"]),
    "webhook-signature": String(request.headers["webhook-signature"]),
  }) as { type: string; data: Record<string, unknown> };
}

async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS_DIR) return;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await photograph(page, `webhooks-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("the owner connects a webhook endpoint from the inbox @desktop", () => {
  test("adds an endpoint, gets signed events, retries a failure with the same id, and shows the delivery log", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 401/);
    const receiver = await startReceiver();
    await page.addInitScript(() => localStorage.setItem("por.language", "en"));
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
    try {
      await page.goto("/admin");
      await loaded(page);
      await page.getByLabel("Password").fill(ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("navigation", { name: "Owner console" }).getByRole("link", { name: "Webhooks" }).click();
      await expect(page.getByRole("heading", { name: "Webhooks" })).toBeVisible();

      await page.getByRole("button", { name: "Add endpoint" }).click();
      await page.getByLabel("URL").fill(receiver.url);
      await page.getByLabel("Description").fill("Pipedrive via n8n");
      await page.getByRole("button", { name: "Add endpoint" }).click();
      const secret = (await page.locator("code", { hasText: /^whsec_/ }).textContent()) ?? "";
      expect(secret).toMatch(/^whsec_/);
      await shoot(page, "webhooks-secret-en");
      await page.getByRole("button", { name: "I have copied it" }).click();

      const card = page.getByRole("listitem").filter({ hasText: receiver.url });
      const events = () => receiver.received.map((request) => ({ request, event: verify(request, secret) }));
      const testEvents = () => events().filter(({ event }) => event.type === "webhook.test");
      await card.getByRole("button", { name: "Send test event" }).click();
      await expect.poll(() => testEvents().length).toBe(1);

      const email = uniqueEmail("webhook");
      await postLead(page.request, { name: "Ana Souza", email, language: "pt" });
      await expect
        .poll(
          () => events().filter(({ event }) => event.type === "lead.created" && event.data["email"] === email).length,
        )
        .toBe(1);

      // The receiver fails once: retried 5 s later with the same id, and both attempts are in the log.
      receiver.statuses.push(500);
      await card.getByRole("button", { name: "Send test event" }).click();
      await expect.poll(() => testEvents().length, { timeout: 15_000 }).toBe(3);
      const [, failed, retried] = testEvents();
      expect(retried!.request.headers["webhook-id"]).toBe(failed!.request.headers["webhook-id"]);
      await card.getByRole("button", { name: "Delivery log" }).click();
      const log = card.getByRole("table");
      await expect(log.getByRole("row").filter({ hasText: "lead.created" }).first()).toContainText("204");
      await expect(log.getByRole("row").filter({ hasText: "500" })).toContainText("maintenance");
      await shoot(page, "webhooks-log-en");

      await page.getByRole("button", { name: "Português" }).click();
      await expect(page.getByRole("heading", { name: "Webhooks" })).toBeVisible();
      await expect(card.getByRole("button", { name: "Enviar evento de teste" })).toBeVisible();
      await shoot(page, "webhooks-log-pt");
      await card.getByRole("button", { name: "Ocultar registro" }).click();
      await page.getByRole("button", { name: "Adicionar endpoint" }).click();
      await shoot(page, "webhooks-form-pt");
    } finally {
      await receiver.close();
    }
  });
});

test.describe("the owner sees an endpoint set aside and tries it again @desktop", () => {
  // Decision 077: 5 requests in a row with no reply (here refused: nothing listens on its port)
  // set the endpoint aside; "Try now" sends what waited, in order, once the receiver is back.
  test("shows it set aside with its next try, and Try now delivers the waiting events in order", async ({
    page,
    allowConsoleError,
  }) => {
    // Five refused deliveries spaced by the worker's retries, then the ones that waited.
    test.slow();
    allowConsoleError(/status of 401/);
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    await receiver.close();
    await page.addInitScript(() => localStorage.setItem("por.language", "en"));
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
    let back: Awaited<ReturnType<typeof startReceiver>> | undefined;
    try {
      await page.goto("/admin#webhooks");
      await loaded(page);
      await page.getByLabel("Password").fill(ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { name: "Webhooks" })).toBeVisible();
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await page.getByLabel("URL").fill(receiver.url);
      await page.getByLabel("Description").fill("Refused for now");
      await page.getByRole("button", { name: "Add endpoint" }).click();
      const secret = (await page.locator("code", { hasText: /^whsec_/ }).textContent()) ?? "";
      await page.getByRole("button", { name: "I have copied it" }).click();

      const card = page.getByRole("listitem").filter({ hasText: receiver.url });
      for (let i = 0; i < 5; i++) {
        await card.getByRole("button", { name: "Send test event" }).click();
        await expect(page.getByRole("status")).toContainText("Test event queued");
      }
      await expect
        .poll(
          async () => {
            await page.reload();
            return card.getByText("Set aside", { exact: true }).isVisible();
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await expect(card).toContainText("Next try:");
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
      await shoot(page, "webhooks-set-aside-en");

      // The receiver back on its port: Try now sends the five, oldest first, and the endpoint is active.
      back = await startReceiverOn(Number(port));
      await card.getByRole("button", { name: "Try now" }).click();
      await expect.poll(() => back!.received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
      const waited = back.received.slice(0, 5);
      expect(waited.every((request) => verify(request, secret).type === "webhook.test")).toBe(true);
      // Each event's timestamp is when it was queued: they arrive in that order.
      const queued = waited.map((request) => (JSON.parse(request.body) as { timestamp: string }).timestamp);
      expect(new Set(queued).size).toBe(5);
      expect(queued).toEqual([...queued].sort());
      await expect
        .poll(async () => {
          await page.reload();
          return card.getByText("Active", { exact: true }).isVisible();
        })
        .toBe(true);
      await expect(card.getByRole("button", { name: "Try now" })).toHaveCount(0);
    } finally {
      await back?.close();
    }
  });
});
