import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadJson, stageReply, type LeadJson } from "../../shared/admin-api.js";
import { BookingOfferSchema, SlotsReplySchema } from "../../shared/booking.js";
import { secretReply, webhookEvent } from "../../shared/webhooks.js";
import type { Env } from "../config.js";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { Receiver, verified } from "../testing/webhook-receiver.js";

const { site, harness } = collectorPerTest();

const ENV: Env = {
  ADMIN_PASSWORD,
  WEBHOOK_ALLOW_PRIVATE: "1",
  BOOKING_HOURS: "mon-sun 00:00-24:00",
  BOOKING_NOTICE_HOURS: "1",
  BOOKING_BUFFER_MINUTES: "0",
};

let receiver: Receiver;
let url: string;
let cookie: string;
beforeEach(async () => {
  receiver = new Receiver();
  url = await receiver.start();
});
afterEach(() => receiver.stop());

async function start(dialect: "sqlite" | "postgres") {
  await harness.start(site.dir, ENV, dialect, { webhooks: { pollMs: 20, schedule: [40] } });
  await harness.app.listen({ port: 0, host: "127.0.0.1" });
  cookie = await signIn(harness.app);
}

const admin = (method: "GET" | "POST" | "PATCH", path: string, payload?: unknown) =>
  harness.app.inject({ method, url: `/api/admin${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const lead = async (id: string) => v.parse(leadJson, (await admin("GET", `/leads/${id}`)).json());

async function book(token: string) {
  const slots = v.parse(SlotsReplySchema, (await harness.app.inject({ url: `/booking/slots?token=${token}` })).json());
  if (slots.state !== "open") throw new Error("expected open slots");
  const res = await harness.app.inject({
    method: "POST",
    url: "/booking",
    headers: { accept: "application/json", "content-type": "application/json" },
    payload: { token, start: slots.slots[0]!.start },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe.each(DIALECTS)("a lead's stage from the inbox on %s", (dialect) => {
  it("a booked call moves the lead to call; the owner moves it on to won; each change in its history and its event", async () => {
    await start(dialect);
    const added = await admin("POST", "/webhooks/endpoints", { url, events: ["lead.stage_changed"] });
    const { secret } = v.parse(secretReply, added.json());

    const posted = await harness.postJson(DISCOVERY);
    const { leads } = (await admin("GET", "/leads")).json<{ leads: LeadJson[] }>();
    const id = leads[0]!.id;
    await book(v.parse(BookingOfferSchema, posted.json().booking).token);
    expect(await lead(id)).toMatchObject({ stage: "call", status: "handled", handled: true, overdue: false });

    for (const stage of ["proposal", "won"] as const) {
      const res = await admin("POST", "/leads/stage", { ids: [id], stage });
      expect(res.statusCode, res.body).toBe(200);
      expect(v.parse(stageReply, res.json()).leads).toMatchObject([{ id, stage }]);
    }
    const shown = await lead(id);
    expect(shown.history?.map((change) => [change.from, change.to])).toEqual([
      ["new", "call"],
      ["call", "proposal"],
      ["proposal", "won"],
    ]);

    const events = (await receiver.waitFor(3)).map((request) => v.parse(webhookEvent, verified(request, secret)));
    expect(events.map((event) => event.type)).toEqual(Array(3).fill("lead.stage_changed"));
    expect(events.map((event) => "to" in event.data && [event.data.from, event.data.to])).toEqual([
      ["new", "call"],
      ["call", "proposal"],
      ["proposal", "won"],
    ]);
    expect(events[2]!.data).toMatchObject({ lead: { id, stage: "won", email: DISCOVERY.email } });
  });

  it("moves many leads to lost with one reason, as text", async () => {
    await start(dialect);
    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) {
      await harness.postJson({ ...CONSULTING, email });
    }
    const ids = (await admin("GET", "/leads")).json<{ leads: LeadJson[] }>().leads.map((each) => each.id);
    const reason = '<img src=x onerror="alert(1)"> chose an agency';
    const res = await admin("POST", "/leads/stage", { ids: ids.slice(0, 2), stage: "lost", reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().leads.map((each: LeadJson) => [each.stage, each.lostReason])).toEqual([
      ["lost", reason],
      ["lost", reason],
    ]);
    expect((await lead(ids[2]!)).stage).toBe("new");
    expect((await lead(ids[0]!)).history).toEqual([{ from: "new", to: "lost", reason, at: expect.any(String) }]);

    // The inbox lists the leads of one stage (issue 51), spam never among them.
    await admin("PATCH", `/leads/${ids[2]!}`, { status: "spam" });
    const atStage = async (stage: string) =>
      (await admin("GET", `/leads?stage=${stage}`))
        .json<{ leads: LeadJson[] }>()
        .leads.map((each) => each.id)
        .sort();
    expect(await atStage("lost")).toEqual(ids.slice(0, 2).sort());
    expect(await atStage("new")).toEqual([]);
    // The export takes the same filter: the file holds what the list shows.
    const exported = await admin("GET", "/leads/export?stage=lost&format=json");
    expect((exported.json() as { id: string }[]).map((each) => each.id).sort()).toEqual(ids.slice(0, 2).sort());
    expect((await admin("GET", "/leads?stage=archived")).statusCode).toBe(400);
  });

  it.each<[string, unknown]>([
    ["no ids", { ids: [], stage: "won" }],
    ["an id too long", { ids: ["x".repeat(65)], stage: "won" }],
    ["a NUL in an id", { ids: ["a\u0000b"], stage: "won" }],
    ["over 100 ids", { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`), stage: "won" }],
    ["an unknown stage", { ids: ["a"], stage: "archived" }],
    ["spam as a stage", { ids: ["a"], stage: "spam" }],
    ["no stage", { ids: ["a"] }],
    ["a reason too long", { ids: ["a"], stage: "lost", reason: "x".repeat(501) }],
    ["a NUL in the reason", { ids: ["a"], stage: "lost", reason: "a\u0000b" }],
    ["a reason that is not text", { ids: ["a"], stage: "lost", reason: { text: "x" } }],
  ])("refuses a stage change with %s: 400 BAD_REQUEST", async (_, payload) => {
    await start(dialect);
    const res = await admin("POST", "/leads/stage", payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe("BAD_REQUEST");
  });
});
