import { sql, type Kysely } from "kysely";
import * as v from "valibot";
import { webhookEvent } from "../../shared/webhooks.js";
import { describe, expect, it } from "vitest";
import { databaseDialect, type Database } from "../db/database.js";
import { insertLead, type Lead } from "../leads/repository.js";
import { queueMessage } from "../mail/outbox.js";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { PrivacyError } from "./errors.js";
import { newPrivacySecret } from "./keys.js";
import type { LinkPayload } from "./mail.js";
import {
  checkLink,
  eraseData,
  openLink,
  openSession,
  PRIVACY_RULES,
  recordsOf,
  requestLink,
  type PrivacyDeps,
} from "./service.js";
import { leadLinks, shortLink } from "../links/short-links.js";
import { expandLinks } from "../testing/short-links.js";
import { privacyMail } from "../testing/privacy-mail.js";

const NOW = new Date("2027-06-07T08:00:00.000Z");
const HOUR = 60 * 60 * 1000;

/** A booked 30-minute call, written as the booking functions write one. */
async function bookCall(db: Kysely<Database>, call: { id: string; leadId: string; start: Date }): Promise<void> {
  await db
    .insertInto("bookings")
    .values({
      id: call.id,
      lead_id: call.leadId,
      start_at: call.start.toISOString(),
      end_at: new Date(call.start.getTime() + 30 * 60_000).toISOString(),
      status: "booked",
      sequence: 0,
      visitor_time_zone: null,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .execute();
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PrivacyError);
  return (error as PrivacyError).code;
}

describe.each(DIALECTS)("the privacy functions, without HTTP (%s)", (dialect) => {
  const handle = useMigratedDatabase(dialect);
  let clock = NOW;
  const cancelled: string[] = [];

  function deps(overrides: Partial<PrivacyDeps> = {}): PrivacyDeps {
    return {
      db: handle.db,
      secret: SECRET,
      rules: PRIVACY_RULES,
      now: () => clock,
      origin: "https://site.example",
      mail: privacyMail(() => clock),
      cancelCalls: async (ids) => {
        cancelled.push(...ids);
        return [...ids];
      },
      log: { info: () => {}, warn: () => {} },
      ...overrides,
    };
  }
  const SECRET = newPrivacySecret();

  /** Asks for a link; the token the queued message carries. */
  async function askFor(email: string, language: "en" | "pt" = "en"): Promise<string> {
    clock = NOW;
    await requestLink(deps(), { email, language });
    const rows = await handle.db
      .selectFrom("outbox")
      .select("payload")
      .where("kind", "=", "visitor-privacy-link")
      .orderBy("created_at", "desc")
      .execute();
    const link = await expandLinks(handle.db, (JSON.parse(rows.at(-1)!.payload!) as LinkPayload).link);
    return new URL(link).searchParams.get("token")!;
  }

  it("keeps no request and no short link when the caps hold its message back", async () => {
    const held: PrivacyDeps["mail"] = { enabled: true, wake: () => {}, queueToVisitor: async () => "capped" };
    expect(await refusal(requestLink(deps({ mail: held }), { email: "ana@example.com", language: "en" }))).toBe(
      "MAIL_BUSY",
    );
    expect(await handle.db.selectFrom("short_links").selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom("privacy_requests").selectAll().execute()).toEqual([]);
  });

  it("opens a link once, within 24 hours", async () => {
    const token = await askFor("ana@example.com");
    clock = new Date(NOW.getTime() + 24 * HOUR - 1);
    expect((await checkLink(deps(), token)).opened_at).toBeNull();
    const { session, language } = await openLink(deps(), token);
    expect(language).toBe("en");
    expect((await openSession(deps(), session)).id).toBeTruthy();
    expect(await refusal(openLink(deps(), token))).toBe("USED_LINK");
    expect(await refusal(checkLink(deps(), token))).toBe("USED_LINK");
  });

  it("refuses a link after 24 hours, and a session after 30 minutes", async () => {
    const expired = await askFor("ana@example.com");
    clock = new Date(NOW.getTime() + 24 * HOUR);
    expect(await refusal(checkLink(deps(), expired))).toBe("EXPIRED_LINK");
    expect(await refusal(openLink(deps(), expired))).toBe("EXPIRED_LINK");

    const token = await askFor("bia@example.com");
    const { session } = await openLink(deps(), token);
    clock = new Date(NOW.getTime() + PRIVACY_RULES.sessionMs - 1);
    await openSession(deps(), session);
    clock = new Date(NOW.getTime() + PRIVACY_RULES.sessionMs);
    expect(await refusal(openSession(deps(), session))).toBe("EXPIRED_SESSION");
  });

  it("refuses, as expired, a link asked for before links opened by address (decision 073)", async () => {
    const token = await askFor("ana@example.com");
    await handle.db.updateTable("privacy_requests").set({ address_key: null }).execute();
    expect(await refusal(openLink(deps(), token))).toBe("EXPIRED_LINK");
  });

  it("refuses a link with any one character changed, or signed with another secret", async () => {
    const token = await askFor("ana@example.com", "pt");
    const codes = new Set<string>();
    for (let i = 0; i < token.length; i++) {
      const changed = token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
      codes.add(await refusal(checkLink(deps(), changed)));
    }
    expect([...codes]).toEqual(["INVALID_LINK"]);
    expect(await refusal(checkLink(deps({ secret: newPrivacySecret() }), token))).toBe("INVALID_LINK");
    for (const bad of ["", ".", "pt..", "pt.x.y", token.replace(/^pt/, "en"), `${token}x`]) {
      expect(await refusal(checkLink(deps(), bad)), bad).toBe("INVALID_LINK");
    }
    // The link still works after all that.
    await openLink(deps(), token);
  });

  it("allows three links a day to one mailbox, aliases included", async () => {
    for (const email of ["Ana@example.com", "ana+1@example.com", "ana@example.com"]) {
      await requestLink(deps(), { email, language: "en" });
    }
    expect(await refusal(requestLink(deps(), { email: "ana+2@example.com", language: "pt" }))).toBe(
      "TOO_MANY_REQUESTS",
    );
    clock = new Date(NOW.getTime() + 24 * HOUR + 1);
    await requestLink(deps(), { email: "ana@example.com", language: "en" });
  });

  it("holds the day's limit when eight requests for one mailbox arrive at once", async () => {
    // PostgreSQL runs them on parallel connections, as several instances would.
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => requestLink(deps(), { email: "rush@example.com", language: "en" })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    for (const result of results.filter((each) => each.status === "rejected"))
      expect((result.reason as PrivacyError).code).toBe("TOO_MANY_REQUESTS");
  });

  it("tells the owner's tools which lead and calls to erase, with ids only", async () => {
    const db = handle.db;
    const [listening, deaf] = [crypto.randomUUID(), crypto.randomUUID()];
    for (const [id, events] of [
      [listening, ["lead.erased"]],
      [deaf, ["lead.created"]],
    ] as const) {
      await db
        .insertInto("webhook_endpoints")
        .values({
          id,
          url: `https://hooks.example/${id}`,
          events: JSON.stringify(events),
          secret: "whsec_x",
          created_at: "x",
          updated_at: "x",
        })
        .execute();
    }
    const lead = (await insertLead(db, newLead({ email: "erase-me@example.com" })))!;
    const call = crypto.randomUUID();
    await bookCall(db, { id: call, leadId: lead.id, start: new Date(NOW.getTime() - 48 * HOUR) });
    const session = (await openLink(deps(), await askFor("erase-me@example.com"))).session;
    await eraseData(deps(), session, true);

    const deliveries = await db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(deliveries.map((row) => [row.endpoint_id, row.type, row.lead_id])).toEqual([
      [listening, "lead.erased", null],
    ]);
    const body = v.parse(webhookEvent, JSON.parse(deliveries[0]!.body));
    expect(body).toMatchObject({ type: "lead.erased", data: { id: lead.id, calls: [call] } });
    expect(deliveries[0]!.body).not.toContain("erase-me");
  });

  it("erases every table's rows for the address and nothing of another visitor's", async () => {
    const db = handle.db;
    const lead = async (overrides: Parameters<typeof newLead>[0]): Promise<Lead> =>
      (await insertLead(db, newLead(overrides)))!;
    const ana = [
      await lead({ email: "ana@example.com", receivedAt: new Date(NOW.getTime() - 3 * HOUR) }),
      await lead({ email: "other@example.org", replyTo: "Ana@Example.com", status: "spam" }),
    ];
    const bia = await lead({ email: "bia@example.com" });
    // An alias of Ana's mailbox is another address: a link sent to ana@ does not open it (issue 37).
    const alias = await lead({ email: "ana+work@example.com" });
    const endpoint = crypto.randomUUID();
    await db
      .insertInto("webhook_endpoints")
      .values({
        id: endpoint,
        url: "https://hooks.example/x",
        events: "[]",
        secret: "whsec_x",
        created_at: "x",
        updated_at: "x",
      })
      .execute();
    const future = new Date(NOW.getTime() + 48 * HOUR);
    const past = new Date(NOW.getTime() - 48 * HOUR);
    for (const [index, each] of [...ana, bia].entries()) {
      const start = new Date((index === 0 ? past : future).getTime() + index * HOUR);
      await bookCall(db, { id: `call-${index}`, leadId: each.id, start });
      // The call's e-mailed links (issue 53): they stand for tokens naming the lead.
      const link = {
        origin: "https://onrails.example",
        target: `/booking/cancel?token=t${index}`,
        language: "en" as const,
      };
      await shortLink(db, { ...link, about: leadLinks(each.id), expiresAt: future }, NOW);
      await queueMessage(db, { leadId: each.id, kind: "notification", mailbox: null, payload: null, dueAt: NOW });
      await db
        .insertInto("webhook_deliveries")
        .values({
          id: `delivery-${index}`,
          message_id: `msg_${index}`,
          endpoint_id: endpoint,
          lead_id: each.id,
          type: "lead.created",
          body: JSON.stringify({ email: each.email }),
          created_at: NOW.toISOString(),
          next_attempt_at: NOW.toISOString(),
        })
        .execute();
      await db
        .insertInto("webhook_attempts")
        .values({
          id: `attempt-${index}`,
          delivery_id: `delivery-${index}`,
          attempt: 1,
          at: "x",
          status: 200,
          duration_ms: 1,
          reply: each.email,
        })
        .execute();
      await db
        .insertInto("lead_attribution")
        .values({
          lead_id: each.id,
          visit_id: `visit-${index}`,
          channel: "direct",
          source: null,
          medium: null,
          campaign: null,
          referrer: null,
          landing_page: "/en/",
          landing_language: "en",
          pages: "[]",
        })
        .execute();
      // The owner's note and the lead's history are about the visitor too (issue 39).
      await db
        .insertInto("lead_notes")
        .values({
          id: `note-${index}`,
          lead_id: each.id,
          body: `Wrote to ${each.email} about a quote`,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .execute();
      await db
        .insertInto("lead_stage_changes")
        .values({
          id: `change-${index}`,
          lead_id: each.id,
          from_stage: "new",
          to_stage: "lost",
          reason: `${each.email} chose an agency`,
          changed_at: NOW.toISOString(),
        })
        .execute();
    }
    const before = await everyRow();

    const token = await askFor("ANA@example.com", "pt");
    const { session } = await openLink(deps(), token);
    const held = await recordsOf(deps(), await openSession(deps(), session));
    expect(held.leads.map((each) => each.id).sort()).toEqual(ana.map((each) => each.id).sort());
    expect(held.calls).toHaveLength(2);
    expect(held.webhookDeliveries).toHaveLength(2);
    expect(held.notes.map((note) => note.body)).toEqual([
      `Wrote to ana@example.com about a quote`,
      `Wrote to other@example.org about a quote`,
    ]);

    expect(await refusal(eraseData(deps(), session, false))).toBe("NOT_CONFIRMED");
    const { erased } = await eraseData(deps(), session, true);
    expect(erased).toEqual({ leads: 2, calls: 2, messages: 2, webhookDeliveries: 2 });
    // Only the future call goes through the booking service's cancel path.
    expect(cancelled).toEqual(["call-1"]);

    const after = await everyRow();
    for (const [table, rows] of Object.entries(after)) {
      // Messages still to be sent (the link, the last message) are detached and go once sent.
      const kept = rows.filter((row) => !(table === "outbox" && row.includes('"lead_id":null')));
      expect(
        kept.filter((row) => /ana@example\.com/i.test(row)),
        table,
      ).toEqual([]);
      // Whatever was not Ana's is still there, as it was.
      // A short link names its lead as "lead:…": checked by name below.
      if (["privacy_requests", "server_secrets", "outbox", "short_links"].includes(table)) continue;
      const anas = [
        ...ana.map((each) => each.id),
        "call-0",
        "call-1",
        "delivery-0",
        "delivery-1",
        "attempt-0",
        "attempt-1",
      ];
      const others = (before[table] ?? []).filter((row) => !anas.some((marker) => row.includes(`"${marker}"`)));
      expect(rows, table).toEqual(others);
    }
    // Ana's calls' short links went with her leads, and the data page's link with her request; Bia's stays.
    const links = await db.selectFrom("short_links").select(["about", "target"]).execute();
    expect(links).toEqual([{ about: leadLinks(bia.id), target: `/booking/cancel?token=t${ana.length}` }]);
    expect(after.leads).toHaveLength(2);
    expect(after.leads!.filter((row) => row.includes(alias.id))).toHaveLength(1);
    expect(after.outbox!.filter((row) => row.includes(bia.id))).toHaveLength(1);
    const detached = await db
      .selectFrom("outbox")
      .select("kind")
      .where("lead_id", "is", null)
      .orderBy("kind")
      .execute();
    expect(detached.map((row) => row.kind)).toEqual([
      "owner-privacy-erased",
      "visitor-privacy-erased",
      "visitor-privacy-link",
    ]);
    const [request] = await db.selectFrom("privacy_requests").selectAll().execute();
    expect(request).toMatchObject({ action: "erasure", completed_at: NOW.toISOString(), session_key: null });
  });

  /** Every row of every table, as JSON text, by table. */
  async function everyRow(): Promise<Record<string, string[]>> {
    const db = handle.db;
    const names =
      databaseDialect(db) === "sqlite"
        ? (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'table' and name not like 'leads_search%'`.execute(db)
          ).rows
        : (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
              db,
            )
          ).rows;
    const rows: Record<string, string[]> = {};
    for (const { name } of names) {
      const result = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
      rows[name] = result.rows.map((row) => JSON.stringify(row));
    }
    return rows;
  }
});
