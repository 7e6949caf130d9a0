// Crash safety of the real server: a steady stream of leads, SIGKILL at a seeded random moment,
// a restart on the same data, several times over; then every acknowledged lead must be stored
// exactly once and every stored lead must have been mailed (issue 7, point 3).
// CRASH_SEED=<n> repeats a run's kill moments.
import http from "node:http";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { createDatabase, type Database, type Dialect } from "../../db/database.js";
import { countMessagesByState } from "../../mail/outbox.js";
import { useMachineClock } from "../../../shared/test-clock.js";
import { CONSULTING } from "../collector.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../databases.js";
import { compileServer, postJson, ServerProcess, slowPost, type CompiledServer } from "../server-process.js";
import { makeSite } from "../site.js";
import { TestSmtpServer } from "../smtp.js";

const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`crash test: seed ${SEED} (CRASH_SEED=${SEED} repeats these kill moments)`);

// The server runs in its own process on the machine's clock, and this file moves its leases.
useMachineClock();

/** mulberry32: small, seedable, good enough to pick moments. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const KILLS = 3;
const SENDERS = 4;
/**
 * How long the stream runs before each kill, at random: a hundred leads or so in all, since
 * the outbox mails one at a time and the test SMTP server takes 100 ms a connection.
 */
const KILL_AFTER_MS = { min: 300, spread: 700 };
/** The longest pause of a sender between two leads: requests in flight most of the time. */
const PAUSE_MS = 40;
/** A generous time per notification, for the wait for all of them. */
const MAIL_MS = 250;
/** Bounds every loop: no sender sends more than this in one phase. */
const MAX_PER_SENDER = 2_000;
/** Keyed leads that got no answer are retried with the same key, at most this often each. */
const MAX_RETRIES = 5;
/** Acknowledged keyed leads sent once more at the end: each must store nothing. */
const RESENDS = 10;
/** Keyed submissions held half-sent through each life, so that every kill has some in flight. */
const HELD = 2;

interface SentLead {
  marker: string;
  body: Record<string, string>;
  keyed: boolean;
  spam: boolean;
  attempts: number;
  acknowledged: boolean;
  /** Attempts that got no answer (the server died under them). */
  unanswered: number;
}

let compiled: CompiledServer | undefined;
let site: Awaited<ReturnType<typeof makeSite>> | undefined;
const servers = new Set<ServerProcess>();

beforeAll(async () => {
  [compiled, site] = await Promise.all([compileServer(), makeSite()]);
}, 60_000);

// Even when a test failed half-way: no server may outlive the run.
afterAll(async () => {
  await Promise.all([...servers].map((server) => server.stop()));
  await compiled?.remove();
  await site?.remove();
});

// Concurrently: most of each test is waiting for the mail, one notification at a time.
describe.concurrent.each(DIALECTS)("%s: the server killed with SIGKILL while leads stream in", (dialect: Dialect) => {
  let database: TestDatabase | undefined;
  let smtp: TestSmtpServer | undefined;

  afterAll(async () => {
    await smtp?.stop();
    await database?.remove();
  });

  it("keeps every acknowledged lead exactly once and mails every stored lead after the restarts", async () => {
    const killMoment = seeded(SEED + (dialect === "sqlite" ? 0 : 1));
    database = await createTestDatabase(dialect);
    smtp = new TestSmtpServer();
    await smtp.start();
    const server = new ServerProcess(compiled!.main, {
      ...database.env,
      CLIENT_DIR: site!.dir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "999999",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: "owner@example.com",
    });
    servers.add(server);

    const leads = new Map<string, SentLead>();
    const retries: SentLead[] = [];
    const unexpected: string[] = [];
    let count = 0;
    const newLead = ({ keyed = count % 3 === 1 } = {}): SentLead => {
      const n = count++;
      const marker = `crash-${dialect}-${n}`;
      const spam = !keyed && n % 10 === 0;
      // The marker is the company, so it is in the notification's subject too.
      const body: Record<string, string> = { ...CONSULTING, company: marker, _language: "en" };
      if (keyed) body._idempotencyKey = `key-${marker}`;
      if (spam) body._gotcha = "https://spam.example.com";
      const lead = { marker, body, keyed, spam, attempts: 0, acknowledged: false, unanswered: 0 };
      leads.set(marker, lead);
      return lead;
    };

    const agent = new http.Agent({ keepAlive: true, maxSockets: SENDERS });
    const send = async (lead: SentLead): Promise<void> => {
      lead.attempts++;
      try {
        const reply = await postJson(`${server.base}/f/contact`, lead.body, { agent });
        if (reply.status === 200) lead.acknowledged = true;
        else unexpected.push(`${lead.marker}: ${reply.status} ${reply.body}`);
      } catch {
        lead.unanswered++;
        // A visitor's browser would retry a keyed submission; an unkeyed one is at most once.
        if (lead.keyed && lead.attempts <= MAX_RETRIES) retries.push(lead);
      }
    };
    const phase = { stopped: false };
    // On a connection of its own (not the senders' pool): it stays busy until the kill.
    const hold = async (lead: SentLead): Promise<void> => {
      lead.attempts++;
      try {
        const reply = await slowPost(`${server.base}/f/contact`, lead.body, { agent: false }).reply;
        unexpected.push(`${lead.marker}: answered half-sent (${reply.status})`);
      } catch {
        lead.unanswered++;
        retries.push(lead);
      }
    };
    const sender = async (): Promise<void> => {
      for (let i = 0; i < MAX_PER_SENDER && !phase.stopped; i++) {
        await send(retries.shift() ?? newLead());
        // Not from the seed: how many leads go out before a kill depends on timing anyway.
        await sleep(Math.random() * PAUSE_MS);
      }
    };

    const killedAfter: number[] = [];
    const leasedAtKill: number[] = [];
    for (let round = 0; round < KILLS; round++) {
      await server.start();
      phase.stopped = false;
      const held = Array.from({ length: HELD }, () => hold(newLead({ keyed: true })));
      const senders = [...Array.from({ length: SENDERS }, sender), ...held];
      const wait = Math.round(KILL_AFTER_MS.min + killMoment() * KILL_AFTER_MS.spread);
      await sleep(wait);
      server.kill("SIGKILL");
      phase.stopped = true;
      killedAfter.push(wait);
      expect(await server.exited()).toEqual({ code: null, signal: "SIGKILL" });
      await Promise.all(senders);
      leasedAtKill.push(await endLeases(database));
    }

    // The last life: the keyed leads left unanswered by the last kill are retried, and some
    // acknowledged ones are sent again, as a double-click or a browser retry would.
    await server.start();
    for (let i = 0; i < KILLS * SENDERS * MAX_RETRIES && retries.length > 0; i++) await send(retries.shift()!);
    const resent = [...leads.values()].filter((lead) => lead.keyed && lead.acknowledged).slice(0, RESENDS);
    for (const lead of resent) await send(lead);
    agent.destroy();

    const db = open(database);
    try {
      const rows = await db.selectFrom("leads").select(["company", "status"]).execute();
      const stored = new Map<string, number>();
      for (const row of rows) stored.set(row.company, (stored.get(row.company) ?? 0) + 1);
      const all = [...leads.values()];
      const acknowledged = all.filter((lead) => lead.acknowledged);
      const keyedAcrossKill = all.filter((lead) => lead.keyed && lead.unanswered > 0);
      const unanswered = all.filter((lead) => !lead.acknowledged);

      expect(unexpected).toEqual([]);
      expect(rows.every((row) => leads.has(row.company))).toBe(true);
      expect(acknowledged.filter((lead) => stored.get(lead.marker) !== 1).map((lead) => lead.marker)).toEqual([]);
      expect([...stored].filter(([, times]) => times > 1)).toEqual([]);
      expect(keyedAcrossKill.every((lead) => lead.acknowledged)).toBe(true);
      expect(rows.filter((row) => row.status !== (leads.get(row.company)!.spam ? "spam" : "new"))).toEqual([]);
      expect(leasedAtKill.every((leased) => leased <= 1)).toBe(true);

      // Every stored lead that is not spam is mailed; a crash may mail one twice, never zero times.
      const expected = new Set(rows.filter((row) => row.status !== "spam").map((row) => row.company));
      const mailStarted = Date.now();
      const received = await waitForMail(smtp, expected, 10_000 + MAIL_MS * expected.size);
      const mailSeconds = (Date.now() - mailStarted) / 1000;
      const missing = [...expected].filter((marker) => !received.has(marker));
      const duplicates = [...received].filter(([, times]) => times > 1).length;
      const mailedSpam = [...received.keys()].filter((marker) => leads.get(marker)?.spam);
      expect(missing).toEqual([]);
      expect(mailedSpam).toEqual([]);
      await waitFor(async () => (await countMessagesByState(db)).waiting === 0, 5_000);

      console.log(
        `crash test, ${dialect}: killed after ${killedAfter.join(", ")} ms; ` +
          `${all.length} leads sent, ${acknowledged.length} acknowledged, all stored exactly once; ` +
          `${unanswered.length} never answered (${unanswered.filter((lead) => stored.has(lead.marker)).length} of them stored); ` +
          `${keyedAcrossKill.length} keyed leads retried across a kill (${KILLS * HELD} of them held half-sent), ` +
          `${resent.length} acknowledged ones resent, ` +
          `${rows.length} rows in all, no duplicate; notifications being sent at the kills: ${leasedAtKill.join(", ")}; ` +
          `${expected.size} notifications due, all arrived (the last ${mailSeconds.toFixed(1)} s after the checks began), ${duplicates} twice`,
      );
    } finally {
      await db.destroy();
      await server.stop();
    }
  }, 90_000);
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function open(database: TestDatabase): Kysely<Database> {
  return createDatabase(loadConfig(database.env));
}

/**
 * The notification being sent at the kill stays leased for 2 minutes (OUTBOX_TIMINGS.leaseMs),
 * so that no other instance sends it meanwhile; the test does not wait that long and ends the
 * lease itself, as time would. Returns how many there were: the worker sends one at a time.
 */
async function endLeases(database: TestDatabase): Promise<number> {
  const db = open(database);
  try {
    const now = new Date().toISOString();
    const result = await db
      .updateTable("outbox")
      .set({ next_attempt_at: now })
      .where("sent_at", "is", null)
      .where("next_attempt_at", ">", now)
      // Only notifications: the owner's reminders are queued to fall due a day later.
      .where("kind", "=", "notification")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  } finally {
    await db.destroy();
  }
}

/** How often each marker came in a subject, once every expected one came or `timeoutMs` passed. */
async function waitForMail(
  smtp: TestSmtpServer,
  expected: Set<string>,
  timeoutMs: number,
): Promise<Map<string, number>> {
  const received = new Map<string, number>();
  const count = () => {
    received.clear();
    for (const mail of smtp.messages) {
      const marker = /crash-\w+-\d+/.exec(mail.headers.get("subject") ?? "")?.[0];
      if (marker !== undefined) received.set(marker, (received.get(marker) ?? 0) + 1);
    }
    return [...expected].every((marker) => received.has(marker));
  };
  await waitFor(async () => count(), timeoutMs).catch(() => {});
  return received;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(50);
  }
}
