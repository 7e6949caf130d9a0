// Issue 51, point 5: a lead's deal value (set by whoever works leads, kept in the activity record,
// in the lead's JSON, the export and the webhooks' lead) and the board that sums it by stage.
import * as v from "valibot";
import { beforeEach, describe, expect, it } from "vitest";
import { boardReply } from "../../shared/board.js";
import { leadJson } from "../../shared/admin-api.js";
import type { ActivityEntry } from "../../shared/team.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { ADMIN_PASSWORD } from "../testing/admin.js";
import { newLead } from "../testing/leads.js";
import { signInAs } from "../testing/team.js";
import type { Person } from "../team/people.js";
import { leadsToCsv, leadsToJson, leadsToSpreadsheet } from "./export.js";
import { moveLeads } from "./pipeline.js";
import { findLead, insertLead } from "./repository.js";

const { site, harness } = collectorPerTest();
const DAY = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)("a lead's deal value and the board, on %s", (dialect) => {
  type Member = { cookie: string; person: Person };
  let owner: Member;
  let consultant: Member;
  let viewer: Member;

  beforeEach(async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD, DEAL_CURRENCY: "brl" }, dialect);
    const receivedAt = new Date(Date.now() - 10 * DAY);
    for (const [id, company] of [
      ["lead-1", "First Example Co"],
      ["lead-2", "Second Example Co"],
      ["lead-3", "Third Example Co"],
    ] as const) {
      await insertLead(harness.app.db, { ...newLead(), id, receivedAt, company });
    }
    owner = await signInAs(harness.app, "owner");
    consultant = await signInAs(harness.app, "consultant");
    viewer = await signInAs(harness.app, "viewer");
  });

  const as = (who: Member, method: "GET" | "PUT", url: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie: who.cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const board = async () => v.parse(boardReply, (await as(viewer, "GET", "/leads/board")).json());

  it("a consultant sets a value in minor units, read back on the lead and kept with who set it; null clears it", async () => {
    const set = await as(consultant, "PUT", "/leads/lead-1/value", { value: { amount: 1_250_050, currency: "BRL" } });
    expect(set.statusCode, set.body).toBe(200);
    expect(v.parse(leadJson, set.json()).value).toEqual({ amount: 1_250_050, currency: "BRL" });
    const shown = v.parse(leadJson, (await as(viewer, "GET", "/leads/lead-1")).json());
    expect(shown).toMatchObject({ value: { amount: 1_250_050, currency: "BRL" }, dealCurrency: "BRL" });

    const history: ActivityEntry[] = (await as(owner, "GET", "/leads/lead-1/activity")).json().entries;
    expect(history).toEqual([
      expect.objectContaining({ kind: "value", personId: consultant.person.id, detail: "BRL 12500.50" }),
    ]);

    expect((await as(consultant, "PUT", "/leads/lead-1/value", { value: null })).json().value).toBeNull();
    expect((await findLead(harness.app.db, "lead-1"))?.value).toBeNull();
  });

  it("refuses a viewer, an unknown lead and every bad value, changing nothing", async () => {
    expect(
      (await as(viewer, "PUT", "/leads/lead-1/value", { value: { amount: 100, currency: "BRL" } })).statusCode,
    ).toBe(403);
    expect(
      (await as(owner, "PUT", "/leads/nobody/value", { value: { amount: 100, currency: "BRL" } })).statusCode,
    ).toBe(404);
    const bad: unknown[] = [
      { value: { amount: -1, currency: "BRL" } },
      { value: { amount: 1.5, currency: "BRL" } },
      { value: { amount: 10_000_000_000_001, currency: "BRL" } },
      { value: { amount: 100, currency: "brl" } },
      { value: { amount: 100, currency: "XYZ" } },
      { value: { amount: 100 } },
      {},
    ];
    for (const payload of bad) {
      const res = await as(owner, "PUT", "/leads/lead-1/value", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await findLead(harness.app.db, "lead-1"))?.value).toBeNull();
  });

  it("the board lists open leads by stage, the longest there first, with each column's sums per currency", async () => {
    const db = harness.app.db;
    await as(owner, "PUT", "/leads/lead-1/value", { value: { amount: 500_000, currency: "BRL" } });
    await as(owner, "PUT", "/leads/lead-2/value", { value: { amount: 250_000, currency: "BRL" } });
    await as(owner, "PUT", "/leads/lead-3/value", { value: { amount: 10_000, currency: "USD" } });
    await moveLeads(db, ["lead-1"], "proposal", { now: new Date(Date.now() - 3 * DAY) });
    await moveLeads(db, ["lead-2", "lead-3"], "proposal", { now: new Date(Date.now() - DAY) });

    let shown = await board();
    expect(shown.currency).toBe("BRL");
    expect(shown.columns.map((column) => column.stage)).toEqual(["new", "replied", "call", "proposal"]);
    const proposal = shown.columns.find((column) => column.stage === "proposal")!;
    expect(proposal.total).toBe(3);
    expect(proposal.sums).toEqual(
      expect.arrayContaining([
        { amount: 750_000, currency: "BRL" },
        { amount: 10_000, currency: "USD" },
      ]),
    );
    expect(proposal.cards.map((card) => [card.id, card.daysInStage])).toEqual([
      ["lead-1", 3],
      ["lead-2", 1],
      ["lead-3", 1],
    ]);
    expect(shown.columns.find((column) => column.stage === "new")).toMatchObject({ total: 0, sums: [], cards: [] });

    // A lead moved on by the same route the lead page uses leaves its column's sum for the next.
    await as(owner, "PUT", "/leads/lead-2/value", { value: { amount: 300_000, currency: "BRL" } });
    const moved = await harness.app.inject({
      method: "POST",
      url: "/api/admin/leads/stage",
      headers: { cookie: consultant.cookie },
      payload: { ids: ["lead-1"], stage: "won" },
    });
    expect(moved.statusCode).toBe(200);
    shown = await board();
    expect(shown.columns.find((column) => column.stage === "proposal")?.sums).toEqual(
      expect.arrayContaining([{ amount: 300_000, currency: "BRL" }]),
    );
    expect(shown.closed).toEqual([
      { stage: "won", total: 1, sums: [{ amount: 500_000, currency: "BRL" }] },
      { stage: "lost", total: 0, sums: [] },
    ]);

    // Spam stays off the board.
    await harness.app.inject({
      method: "PATCH",
      url: "/api/admin/leads/lead-3",
      headers: { cookie: owner.cookie },
      payload: { status: "spam" },
    });
    expect((await board()).columns.find((column) => column.stage === "proposal")?.total).toBe(1);
  });

  it("the export and the webhooks' lead carry the value as a decimal and its currency", async () => {
    await as(owner, "PUT", "/leads/lead-1/value", { value: { amount: 150_000, currency: "BRL" } });
    const lead = (await findLead(harness.app.db, "lead-1"))!;
    const json = JSON.parse(leadsToJson([lead])) as Record<string, unknown>[];
    expect(json[0]).toMatchObject({ dealValue: "1500.00", dealCurrency: "BRL" });
    expect(leadsToCsv([lead])).toContain('"1500.00","BRL"');
    const sheet = leadsToSpreadsheet([lead], new Map(), {}, { language: "pt", timeZone: "America/Sao_Paulo" });
    expect(sheet).toContain('"1500,00";"BRL"');
  });
});
