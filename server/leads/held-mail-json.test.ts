import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { leadJson, type LeadJson } from "../../shared/admin-api.js";
import { setTestClock } from "../../shared/test-clock.js";
import { recordHeldMail } from "../mail/held-mail.js";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { collectorPerTest, CONSULTING } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";

const { site, harness } = collectorPerTest();

describe.each(DIALECTS)("a lead's e-mails held back, on its page (%s, issue 51)", (dialect) => {
  it("lists what each was about in words, which cap held it and when, newest first; none for another lead", async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD }, dialect);
    const cookie = await signIn(harness.app);
    const admin = (path: string) => harness.app.inject({ url: `/api/admin${path}`, headers: { cookie } });
    await harness.postJson({ ...CONSULTING, email: "held@example.com" });
    await harness.postJson({ ...CONSULTING, email: "other@example.com", company: "Other Co" });
    const { leads } = (await admin("/leads")).json<{ leads: LeadJson[] }>();
    const [held, other] = ["held@example.com", "other@example.com"].map((email) =>
      leads.find((l) => l.email === email)!,
    );

    const first = new Date("2026-11-24T14:10:00.000Z");
    const second = new Date("2026-11-24T15:20:00.000Z");
    setTestClock(second.getTime());
    await recordHeldMail(harness.app.db, { leadId: held!.id, kind: "visitor-acknowledgement", cap: "hour" }, first);
    await recordHeldMail(harness.app.db, { leadId: held!.id, kind: "visitor-booking", cap: "mailbox" }, second);
    await recordHeldMail(harness.app.db, { leadId: held!.id, kind: "visitor-something-new", cap: "mailbox" }, first);

    const shown = v.parse(leadJson, (await admin(`/leads/${held!.id}`)).json());
    expect(shown.heldMail).toEqual([
      { about: "call", cap: "mailbox", at: second.toISOString() },
      expect.objectContaining({ at: first.toISOString() }),
      expect.objectContaining({ at: first.toISOString() }),
    ]);
    // A kind the console has no words for reads as "an e-mail to the visitor", never as its code.
    expect(shown.heldMail!.map((entry) => entry.about).sort()).toEqual(["acknowledgement", "call", "other"]);
    expect(v.parse(leadJson, (await admin(`/leads/${other!.id}`)).json()).heldMail).toEqual([]);

    // Deleting the lead takes its records with it.
    const deleted = await harness.app.inject({
      method: "DELETE",
      url: `/api/admin/leads/${held!.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await harness.app.db.selectFrom("held_mail").selectAll().execute()).toEqual([]);
  });
});
