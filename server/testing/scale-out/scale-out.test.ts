// Scale-out, proven (issue 20, point 2): three instances of the built server (`npm run build`) on
// one PostgreSQL, behind Debian's HAProxy started with deploy/haproxy.cfg (round robin, checked
// on /readyz), SMTP on loopback. Everything listens on 127.0.0.1; every loop is bounded.
//
// Run by `npm run test:scale-out` (vitest.scale-out.config.ts), after the end-to-end tests have
// built the site; it builds first when the build is missing or stale.
//
// Addresses: every client here is 127.0.0.1, like the proxy, so a client may prefix its own
// X-Forwarded-For and the server (TRUST_PROXY=127.0.0.1) believes it. That stands in for visitors
// from many addresses; on a real network the visitors are not in TRUST_PROXY and cannot do this.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testChromiumLaunchOptions } from "../../../scripts/lib/chromium.mjs";
import { findHaproxy } from "../../../scripts/ensure-haproxy.mjs";
import { freePort } from "../../../scripts/lib/server.mjs";
import { loadConfig } from "../../config.js";
import { createDatabase, type Database } from "../../db/database.js";
import { insertLead, type NewLead } from "../../leads/repository.js";
import { RETENTION_DAYS } from "../../leads/retention.js";
import { CONSULTING } from "../collector.js";
import { createTestDatabase, type TestDatabase } from "../databases.js";
import { ServerProcess } from "../server-process.js";
import { TestSmtpServer } from "../smtp.js";
import type { Kysely } from "kysely";
import { sample } from "../prometheus.js";
import { Receiver, verified } from "../webhook-receiver.js";
import { useMachineClock } from "../../../shared/test-clock.js";

// The three servers run on the machine's clock, and this file dates leads they purge by it.
useMachineClock();
import * as v from "valibot";
import { ChallengeReplySchema } from "../../../shared/spam.js";
import { solveChallenge } from "../../spam/solve.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const MAIN = path.join(ROOT, "build/server/server/main.js");
const CLIENT_DIR = path.join(ROOT, "build/client");
const HAPROXY_CONFIG = path.join(ROOT, "deploy/haproxy.cfg");

const INSTANCES = 3;
/** RATE_LIMIT_PER_MINUTE of every instance: what one address gets in a minute in total. */
const LIMIT = 20;
const ADMIN_PASSWORD = "scale-out inbox password";
const BROWSER_LEADS = 6;
/** The flood: three times what all instances would let through if each counted on its own. */
const FLOOD = LIMIT * INSTANCES * 3;
const FLOOD_CONCURRENCY = 9;
/** The stream across the SIGKILL. */
const SENDERS = 3;
const PAUSE_MS = 40;
const MAX_PER_SENDER = 1_000;
const MAX_RETRIES = 5;
/** Issue 54: one letter to this many confirmed subscribers. */
const LETTER_READERS = 500;

const EXPIRED_LEAD: NewLead = {
  form: "consulting",
  language: "en",
  name: "Old visitor",
  email: "old@example.com",
  company: "scale-expired-0",
  message: "A lead from long ago.",
  teamSize: null,
  workshopInterest: null,
  replyTo: null,
  subject: null,
  clientAddress: null,
  userAgent: null,
  status: "new",
  idempotencyKey: null,
  nextUrl: "/en/thanks",
};

interface Cluster {
  database: TestDatabase;
  db: Kysely<Database>;
  smtp: TestSmtpServer;
  instances: ServerProcess[];
  metricsPorts: number[];
  proxy: ChildProcess;
  proxyOutput: string[];
  base: string;
  stats: string;
}

let cluster: Cluster | undefined;
let browser: Browser | undefined;
/** Every lead the test sent, by the marker in its company field. */
const sentLeads = new Set<string>();
const figures: string[] = [];
/** The webhook receiver every instance sends every event to (WEBHOOK_URL), on loopback. */
const webhooks = new Receiver();
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;

beforeAll(async () => {
  const webhookUrl = await webhooks.start();
  const database = await createTestDatabase("postgres");
  const db = createDatabase(loadConfig(database.env));
  const smtp = new TestSmtpServer();
  await smtp.start();
  const metricsPorts: number[] = [];
  const instances: ServerProcess[] = [];
  for (let i = 0; i < INSTANCES; i++) {
    const metricsPort = await portOutsideEphemeral();
    metricsPorts.push(metricsPort);
    instances.push(
      new ServerProcess(MAIN, {
        ...database.env,
        CLIENT_DIR,
        LOG_LEVEL: "warn",
        TRUST_PROXY: "127.0.0.1",
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        // The browser fills its forms as fast as a script; the time layer is the spam tests' business.
        SPAM_MIN_FILL_SECONDS: "0",
        ADMIN_PASSWORD,
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: "owner@example.com",
        METRICS_PORT: String(metricsPort),
        WEBHOOK_URL: webhookUrl,
        WEBHOOK_SECRET,
        WEBHOOK_ALLOW_PRIVATE: "1",
        // Above the letter test's audience, so the hourly cap does not spread it over hours.
        NEWSLETTER_PER_HOUR: String(LETTER_READERS * 2),
      }),
    );
  }
  const partial = { database, db, smtp, instances, metricsPorts };
  cluster = partial as Cluster;
  // At once: the migrations (and the limits' table) must cope with instances starting together.
  await Promise.all(instances.map((instance) => instance.start()));

  const [proxyPort, statsPort] = [await freePort(), await freePort()];
  const haproxy = findHaproxy();
  if (haproxy === undefined) throw new Error("HAProxy is missing: run node scripts/ensure-haproxy.mjs");
  const proxyOutput: string[] = [];
  const proxy = spawn(haproxy, ["-db", "-f", HAPROXY_CONFIG], {
    env: {
      PATH: process.env.PATH,
      PROXY_BIND: `127.0.0.1:${proxyPort}`,
      STATS_BIND: `127.0.0.1:${statsPort}`,
      ...Object.fromEntries(instances.map((instance, i) => [`APP${i + 1}`, `127.0.0.1:${instance.port}`])),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proxy.stdout!.on("data", (chunk: Buffer) => proxyOutput.push(chunk.toString()));
  proxy.stderr!.on("data", (chunk: Buffer) => proxyOutput.push(chunk.toString()));
  Object.assign(cluster, {
    proxy,
    proxyOutput,
    base: `http://127.0.0.1:${proxyPort}`,
    stats: `http://127.0.0.1:${statsPort}/stats;csv`,
  });
  await until(async () => (await serverStates()).every((state) => state === "UP"), 15_000, "every instance UP");
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (cluster === undefined) return;
  const { proxy, instances, smtp, db, database } = cluster;
  if (proxy?.exitCode === null) {
    proxy.kill("SIGTERM");
    await new Promise((resolve) => proxy.once("exit", resolve));
  }
  await Promise.all(instances.map((instance) => instance.stop()));
  await smtp.stop();
  await webhooks.stop();
  await db.destroy();
  await database.remove();
  console.log(`scale-out figures:\n  ${figures.join("\n  ")}`);
}, 60_000);

describe("three instances on one PostgreSQL behind HAProxy", () => {
  it("stores each lead a real browser sends through the proxy exactly once", async () => {
    const { base, db } = cluster!;
    browser = await chromium.launch(testChromiumLaunchOptions);
    const markers: string[] = [];
    for (let i = 0; i < BROWSER_LEADS; i++) {
      const marker = `scale-browser-${i}`;
      markers.push(marker);
      sentLeads.add(marker);
      // A context of its own: a new connection, so round robin gives the leads to every instance.
      const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `192.0.2.${10 + i}` } });
      const page = await context.newPage();
      await page.goto(`${base}/en/consulting`);
      const form = page.locator("form").filter({ has: page.locator('[name="context"]') });
      await form.locator('[name="name"]').fill(`Browser visitor ${i}`);
      await form.locator('[name="email"]').fill(`visitor${i}@example.com`);
      await form.locator('[name="company"]').fill(marker);
      await form.locator('[name="context"]').fill("We would like to talk about an AI pilot for our support team.");
      const posted = page.waitForResponse(
        (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/f/contact",
      );
      // Through the form's own submit button: the island's handler when hydrated, a native post if not.
      await form.locator('button[type="submit"], input[type="submit"]').first().click();
      const response = await posted;
      // 200 from @formspree/core's JSON post, 303 from a native post before hydration.
      expect([200, 303]).toContain(response.status());
      await context.close();
    }
    const stored = await countByCompany(db, markers);
    expect(markers.map((marker) => stored.get(marker) ?? 0)).toEqual(markers.map(() => 1));
    figures.push(`browser: ${BROWSER_LEADS} leads submitted through HAProxy from Chromium, each stored once`);
  }, 90_000);

  it("signs in through one instance for all, signs out on one for all, and shares the sign-in limiter", async () => {
    const { base, instances } = cluster!;
    const signIn = await fetch(`${base}/api/admin/session`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.50" },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(204);
    const setCookie = signIn.headers.get("set-cookie")!;
    const cookie = setCookie.slice(0, setCookie.indexOf(";"));
    const session = (instance: ServerProcess) =>
      fetch(`${instance.base}/api/admin/session`, { headers: { cookie } }).then((res) => res.status);
    expect(await Promise.all(instances.map(session))).toEqual([200, 200, 200]);

    const signOut = await fetch(`${instances[1]!.base}/api/admin/session`, { method: "DELETE", headers: { cookie } });
    expect(signOut.status).toBe(204);
    expect(await Promise.all(instances.map(session))).toEqual([401, 401, 401]);
    expect((await fetch(`${base}/api/admin/session`, { headers: { cookie } })).status).toBe(401);

    // A guesser spreading wrong passwords over the instances gets five in all, not five each.
    const guess = (instance: ServerProcess, password: string) =>
      fetch(`${instance.base}/api/admin/session`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.66" },
        body: JSON.stringify({ password }),
      }).then((res) => res.status);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(await guess(instances[i % INSTANCES]!, `wrong guess ${i}`));
    for (const instance of instances) statuses.push(await guess(instance, ADMIN_PASSWORD));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    figures.push(
      "sessions: signed in through the proxy, valid on 3 of 3 instances; signed out on one, refused on 3 of 3; " +
        "sign-in: 5 wrong passwords over 3 instances, then 429 on every instance, even for the right one",
    );
  });

  it("holds a flood from one address across all instances to the configured limit in total", async () => {
    const { base, metricsPorts } = cluster!;
    const statuses: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < FLOOD) {
        const n = next++;
        const marker = `scale-flood-${n}`;
        sentLeads.add(marker);
        const res = await post(base, { ...CONSULTING, company: marker }, "198.51.100.77");
        statuses.push(res.status);
      }
    };
    await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, worker));
    const accepted = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    const refusedBy = await Promise.all(
      metricsPorts.map(async (port) => sample(await scrape(port), "limit_refusals_total", { limit: "collector" })),
    );
    figures.push(
      `flood: ${FLOOD} posts from one address through the proxy to ${INSTANCES} instances, ` +
        `RATE_LIMIT_PER_MINUTE=${LIMIT}: ${accepted} accepted, ${refused} refused with 429 ` +
        `(refusals per instance: ${refusedBy.join(", ")})`,
    );
    expect(accepted).toBe(LIMIT);
    expect(refused).toBe(FLOOD - LIMIT);
    // Round robin: every instance refused some, so each was counting against the shared total.
    expect(refusedBy.every((count) => (count ?? 0) > 0)).toBe(true);
    expect(refusedBy.reduce((sum, count) => sum! + count!, 0)).toBe(refused);
  });

  it("mails every stored lead exactly once across the instances", async () => {
    const { db, smtp } = cluster!;
    const stored = await db.selectFrom("leads").select("company").where("status", "!=", "spam").execute();
    const expected = new Set(stored.map((row) => row.company));
    expect(expected.size).toBe(BROWSER_LEADS + LIMIT);
    const received = await waitForMail(smtp, expected, 30_000);
    const missing = [...expected].filter((marker) => !received.has(marker));
    const duplicated = [...received].filter(([, times]) => times > 1).length;
    figures.push(
      `notifications (no kill): ${expected.size} leads stored, ${[...received.values()].reduce((a, b) => a + b, 0)} ` +
        `e-mails received, ${missing.length} missing, ${duplicated} duplicated`,
    );
    expect(missing).toEqual([]);
    expect(duplicated).toBe(0);
  }, 60_000);

  it("loses no acknowledged lead when an instance is SIGKILLed mid-stream, routes around it and takes it back", async () => {
    const { base, db, smtp, instances, metricsPorts } = cluster!;
    const victim = instances[1]!;
    interface StreamLead {
      marker: string;
      attempts: number;
      acknowledged: boolean;
      firstTryFailed: boolean;
    }
    const leads: StreamLead[] = [];
    const answers: { at: number; ok: boolean }[] = [];
    const retries: StreamLead[] = [];
    let count = 0;
    const send = async (lead: StreamLead) => {
      lead.attempts++;
      let ok = false;
      try {
        // Each lead from its own address (the per-address limit is not what this part is about)
        // and with an idempotency key, so that a retry after a lost answer stores nothing twice.
        const n = Number(lead.marker.split("-").pop());
        const res = await post(
          base,
          { ...CONSULTING, company: lead.marker, _idempotencyKey: `key-${lead.marker}` },
          `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        );
        ok = res.status === 200;
      } catch {
        ok = false;
      }
      answers.push({ at: performance.now(), ok });
      if (ok) lead.acknowledged = true;
      else {
        if (lead.attempts === 1) lead.firstTryFailed = true;
        if (lead.attempts <= MAX_RETRIES) retries.push(lead);
      }
    };
    const newLead = (): StreamLead => {
      const lead = { marker: `scale-kill-${count++}`, attempts: 0, acknowledged: false, firstTryFailed: false };
      leads.push(lead);
      sentLeads.add(lead.marker);
      return lead;
    };
    const phase = { stopped: false, paused: false };
    const sender = async () => {
      for (let i = 0; i < MAX_PER_SENDER && !phase.stopped; i++) {
        for (let wait = 0; wait < 100 && phase.paused; wait++) await sleep(10);
        await send(newLead());
        await sleep(PAUSE_MS);
      }
    };

    const stream = Promise.all(Array.from({ length: SENDERS }, sender));
    await sleep(1_500);
    // So that the kill certainly lands on a request in flight: with the stream paused, three
    // posts whose body is half sent, one after the other, which round robin gives one to each
    // instance. The victim's dies with it; the two others finish once the victim is down.
    phase.paused = true;
    await sleep(PAUSE_MS * 3);
    const held = [];
    for (let i = 0; i < INSTANCES; i++) {
      const lead = newLead();
      lead.attempts++;
      const n = Number(lead.marker.split("-").pop());
      const body = { ...CONSULTING, company: lead.marker, _idempotencyKey: `key-${lead.marker}` };
      const request = slowPost(`${base}/f/contact`, body, { address: `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}` });
      // Settled (and observed) whether or not the victim's end comes before finish() is called.
      const reply = request.reply.then(
        (res) => res.status === 200,
        () => false,
      );
      held.push({ lead, request, reply });
      await sleep(50);
    }
    phase.paused = false;
    await sleep(300);
    victim.kill("SIGKILL");
    const killedAt = performance.now();
    expect(await victim.exited()).toEqual({ code: null, signal: "SIGKILL" });
    await until(async () => (await serverStates())[1] === "DOWN", 10_000, "app2 DOWN in HAProxy");
    const downAt = performance.now();
    for (const { lead, request, reply } of held) {
      request.finish();
      const ok = await reply;
      if (ok) lead.acknowledged = true;
      else {
        lead.firstTryFailed = true;
        retries.push(lead);
      }
    }
    const heldFailed = held.filter(({ lead }) => !lead.acknowledged).length;
    // A lead past its retention period appears while app2 is down: the purge app2 runs as it
    // starts (beside the two others', every six hours) deletes it, once, with the others running.
    const expired = await insertLead(db, {
      ...EXPIRED_LEAD,
      receivedAt: new Date(Date.now() - (RETENTION_DAYS.lead + 1) * 24 * 3600 * 1000),
    });
    await sleep(2_000);
    await victim.start();
    const restartedAt = performance.now();
    await until(async () => (await serverStates())[1] === "UP", 15_000, "app2 UP again in HAProxy");
    const upAt = performance.now();
    await sleep(1_500);
    phase.stopped = true;
    await stream;
    for (let i = 0; i < SENDERS * 10 * MAX_RETRIES && retries.length > 0; i++) await send(retries.shift()!);

    const expiredLeft = await db.selectFrom("leads").select("id").where("id", "=", expired!.id).execute();
    const acknowledged = leads.filter((lead) => lead.acknowledged);
    const firstTryFailed = leads.filter((lead) => lead.firstTryFailed);
    const stored = await countByCompany(
      db,
      leads.map((lead) => lead.marker),
    );
    const lost = acknowledged.filter((lead) => (stored.get(lead.marker) ?? 0) === 0);
    const twice = [...stored].filter(([, times]) => times > 1);
    const failedWhileDown = answers.filter(
      (answer) => answer.at > downAt + 100 && answer.at < restartedAt && !answer.ok,
    );
    const servedByVictim = sample(await scrape(metricsPorts[1]!), "http_request_duration_seconds_count", {
      method: "POST",
      route: "/f/:formId",
      status_code: "200",
    });

    // The notification the victim was sending stays leased to it for two minutes (the outbox's
    // lease), as it should; the test ends that lease rather than wait, as crash.test.ts does.
    const now = new Date().toISOString();
    await db
      .updateTable("outbox")
      .set({ next_attempt_at: now })
      .where("sent_at", "is", null)
      .where("next_attempt_at", ">", now)
      // Only notifications: the owner's reminders are queued to fall due a day later.
      .where("kind", "=", "notification")
      .execute();
    const expected = new Set(
      (await db.selectFrom("leads").select("company").where("status", "!=", "spam").execute()).map(
        (row) => row.company,
      ),
    );
    const received = await waitForMail(smtp, expected, 60_000);
    const missingMail = [...expected].filter((marker) => !received.has(marker));
    const duplicatedMail = [...received].filter(([, times]) => times > 1).length;

    figures.push(
      `SIGKILL: ${leads.length} leads streamed through the proxy; app2 killed with SIGKILL ` +
        `and marked DOWN by HAProxy after ${(downAt - killedAt).toFixed(0)} ms, UP again ${(upAt - restartedAt).toFixed(0)} ms after its restart; ` +
        `${firstTryFailed.length} failed on the first try (answered by no instance: ${heldFailed} of ${INSTANCES} held half-sent at the kill, ` +
        `${firstTryFailed.length - heldFailed} of the stream), retried with their key; ` +
        `${acknowledged.length} acknowledged, ${lost.length} of them lost, ${twice.length} stored twice; ` +
        `${failedWhileDown.length} failures while app2 was DOWN; app2 served ${servedByVictim ?? 0} leads after rejoining ` +
        `and its start-up purge deleted a lead past retention (${expiredLeft.length} left)`,
      `notifications (all, after the kill): ${expected.size} leads stored, ${missingMail.length} missing, ` +
        `${duplicatedMail} duplicated (a kill between the SMTP server's acceptance and the mark may repeat one)`,
    );
    // The one held on the victim died with it, and only that one.
    expect(heldFailed).toBe(1);
    expect(acknowledged.length).toBe(leads.length);
    expect(lost).toEqual([]);
    expect(twice).toEqual([]);
    expect(failedWhileDown).toEqual([]);
    expect(servedByVictim ?? 0).toBeGreaterThan(0);
    expect(expiredLeft).toEqual([]);
    expect(missingMail).toEqual([]);
    expect(duplicatedMail).toBeLessThanOrEqual(1);
  }, 120_000);

  it("delivers every acknowledged lead's lead.created across the kill, none twice with different ids", async () => {
    const { db } = cluster!;
    // The delivery the victim was sending stays leased to it (four request timeouts); the test
    // ends that lease rather than wait, as it does for the outbox.
    const now = new Date().toISOString();
    await db
      .updateTable("webhook_deliveries")
      .set({ next_attempt_at: now })
      .where("state", "=", "pending")
      .where("next_attempt_at", ">", now)
      .execute();
    const stored = await db.selectFrom("leads").select(["id", "company"]).where("status", "!=", "spam").execute();
    const idsByLead = new Map<string, Set<string>>();
    const collect = () => {
      idsByLead.clear();
      for (const request of webhooks.received) {
        // Every request verifies with the specification's library, or the test fails here.
        const event = verified(request, WEBHOOK_SECRET);
        if (event.type !== "lead.created") continue;
        const leadId = (event.data as { id: string }).id;
        const ids = idsByLead.get(leadId) ?? new Set<string>();
        ids.add(String(request.headers["webhook-id"]));
        idsByLead.set(leadId, ids);
      }
      return stored.every((lead) => idsByLead.has(lead.id));
    };
    await until(async () => collect(), 60_000, "every stored lead's lead.created");
    const missing = stored.filter((lead) => !idsByLead.has(lead.id));
    const underTwoIds = [...idsByLead.values()].filter((ids) => ids.size > 1);
    const repeated = webhooks.received.length - new Set(webhooks.received.map((r) => r.headers["webhook-id"])).size;
    figures.push(
      `webhooks (WEBHOOK_URL, across the kill): ${stored.length} leads stored, ${idsByLead.size} lead.created received ` +
        `(${webhooks.received.length} requests, ${repeated} repeated with the same id), ${missing.length} missing, ` +
        `${underTwoIds.length} under two ids`,
    );
    expect(missing).toEqual([]);
    expect(underTwoIds).toEqual([]);
  }, 90_000);

  it("accepts a solved proof of work once, though its two posts reach two instances", async () => {
    const { base, db } = cluster!;
    const reply = await fetch(`${base}/f/contact/challenge`, { headers: { "x-forwarded-for": "192.0.2.90" } });
    const altcha = solveChallenge(v.parse(ChallengeReplySchema, await reply.json()));
    const context = `A question about our invoices, sent ${Date.now()}.`;
    // Round robin: consecutive requests go to different instances.
    for (const n of [1, 2]) {
      const res = await post(base, { ...CONSULTING, context, company: `scale-replay-${n}`, altcha }, `192.0.2.9${n}`);
      expect(res.status).toBe(200);
    }
    const stored = await db
      .selectFrom("leads")
      .select(["company", "status", "spam_reasons"])
      .where("company", "like", "scale-replay-%")
      .orderBy("company")
      .execute();
    expect(stored.map((row) => [row.status, JSON.parse(row.spam_reasons)])).toEqual([
      ["new", []],
      ["spam", ["proof-of-work-replayed", "repeated-message"]],
    ]);
  });

  it("sends one letter to 500 subscribers across the instances, each once, through a restart in the middle", async () => {
    const { base, db, smtp, instances } = cluster!;
    const at = new Date().toISOString();
    await db
      .insertInto("newsletter_subscribers")
      .values(
        Array.from({ length: LETTER_READERS }, (_, i) => ({
          id: `scale-reader-${String(i).padStart(3, "0")}`,
          list: "insights" as const,
          email: `reader${i}@example.com`,
          mailbox: `reader${i}@example.com`,
          language: "en" as const,
          status: "confirmed" as const,
          source: "/en/insights",
          created_at: at,
          confirmed_at: at,
          departed_at: null,
          generation: 1,
        })),
      )
      .execute();

    const signIn = await fetch(`${base}/api/admin/session`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.70" },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(204);
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    const subject = "scale-letter-1: what a lean first version looks like";
    const draft = await fetch(`${base}/api/admin/newsletter/letters`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ list: "insights", language: "en", subject, markdown: "A short letter to every reader." }),
    });
    expect(draft.status).toBe(201);
    const { id } = (await draft.json()) as { id: string };
    const started = performance.now();
    expect(
      (await fetch(`${base}/api/admin/newsletter/letters/${id}/send`, { method: "POST", headers: { cookie } })).status,
    ).toBe(200);

    const letters = () => smtp.messages.filter((mail) => mail.headers.get("subject") === subject);
    // The restart: once a third is out, one instance is stopped as a deployment stops it and started again.
    const restarted = instances[0]!;
    const deadline = Date.now() + 60_000;
    while (letters().length < LETTER_READERS / 3 && Date.now() < deadline) await sleep(50);
    const beforeRestart = letters().length;
    restarted.kill("SIGTERM");
    await restarted.exited();
    await restarted.start();

    const done = Date.now() + 120_000;
    while (letters().length < LETTER_READERS && Date.now() < done) await sleep(100);
    const seconds = (performance.now() - started) / 1000;
    // A little longer, so that a duplicate on its way is counted too.
    await sleep(1_000);
    const perReader = new Map<string, number>();
    for (const mail of letters()) for (const to of mail.to) perReader.set(to, (perReader.get(to) ?? 0) + 1);
    const missing = Array.from({ length: LETTER_READERS }, (_, i) => `reader${i}@example.com`).filter(
      (address) => !perReader.has(address),
    );
    const twice = [...perReader].filter(([, times]) => times > 1);
    const { count: claimed } = await db
      .selectFrom("newsletter_deliveries")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("letter_id", "=", id)
      .executeTakeFirstOrThrow();
    const letter = await db
      .selectFrom("newsletter_letters")
      .select("state")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    figures.push(
      `newsletter: one letter to ${LETTER_READERS} subscribers from ${INSTANCES} instances in ${seconds.toFixed(1)} s; ` +
        `app1 restarted (SIGTERM, start) after ${beforeRestart} had gone; ${letters().length} received, ` +
        `${missing.length} missing, ${twice.length} twice, ${Number(claimed)} delivery rows`,
    );
    expect(missing).toEqual([]);
    expect(twice).toEqual([]);
    expect(Number(claimed)).toBe(LETTER_READERS);
    expect(letter.state).toBe("sent");
  }, 240_000);
});

/** HAProxy's view of app1..app3 (`UP`, `DOWN`, …) from its stats page. */
async function serverStates(): Promise<string[]> {
  const res = await fetch(cluster!.stats);
  const [header, ...rows] = (await res.text()).trim().split("\n");
  const columns = header!.replace(/^# /, "").split(",");
  const [name, status] = [columns.indexOf("svname"), columns.indexOf("status")];
  const states = new Map(rows.map((row) => row.split(",")).map((cells) => [cells[name], cells[status]]));
  return Array.from({ length: INSTANCES }, (_, i) => (states.get(`app${i + 1}`) ?? "?").split(" ")[0]!);
}

function post(base: string, body: Record<string, string>, address: string): Promise<Response> {
  return fetch(`${base}/f/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  }).then(async (res) => {
    await res.arrayBuffer();
    return res;
  });
}

/**
 * A JSON post whose headers and first half of the body go now, the rest on `finish()`: a request
 * an instance has begun and cannot answer yet. `reply` rejects if the connection dies.
 */
function slowPost(url: string, body: unknown, { address }: { address: string }) {
  const data = Buffer.from(JSON.stringify(body));
  const half = Math.floor(data.length / 2);
  const request = http.request(url, {
    method: "POST",
    agent: false,
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "content-length": data.length,
      "x-forwarded-for": address,
    },
  });
  const reply = new Promise<{ status: number }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
      response.on("error", reject);
    });
  });
  request.write(data.subarray(0, half));
  return {
    reply,
    finish() {
      if (!request.destroyed) request.end(data.subarray(half));
    },
  };
}

/**
 * A free port below Linux's ephemeral range (32768 and up). The instances start together, each
 * taking its own listening port from the ephemeral range (`freePort`, port 0); a metrics port
 * from that range too could be handed to another instance before its own had bound it, and the
 * scrape would then reach an app that answers 404.
 */
async function portOutsideEphemeral(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = http.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

async function scrape(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

async function countByCompany(db: Kysely<Database>, markers: string[]): Promise<Map<string, number>> {
  const rows = await db.selectFrom("leads").select("company").where("company", "in", markers).execute();
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.company, (counts.get(row.company) ?? 0) + 1);
  return counts;
}

/** How often each expected marker came in a subject, once all came or `timeoutMs` passed. */
async function waitForMail(
  smtp: TestSmtpServer,
  expected: Set<string>,
  timeoutMs: number,
): Promise<Map<string, number>> {
  const count = () => {
    const received = new Map<string, number>();
    for (const mail of smtp.messages) {
      const marker = /scale-[a-z]+-\d+/.exec(mail.headers.get("subject") ?? "")?.[0];
      if (marker !== undefined) received.set(marker, (received.get(marker) ?? 0) + 1);
    }
    return received;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && [...expected].some((marker) => !count().has(marker))) await sleep(100);
  // A little longer, so that a duplicate on its way is counted too.
  await sleep(500);
  return count();
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}\n${cluster?.proxyOutput.join("") ?? ""}`);
    }
    await sleep(100);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
