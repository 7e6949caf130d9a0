import { describe, expect, it } from "vitest";
import { findLead } from "../leads/repository.js";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { collectorPerTest, CONSULTING } from "../testing/collector.js";
import { useDovecot } from "../testing/dovecot.js";

const { site, harness } = collectorPerTest();

describe("the console's 'Check sent mail'", () => {
  const imap = useDovecot();

  it("reads the Sent folder when asked: the lead the owner answered is replied", async () => {
    const account = imap.account();
    const url = `imap://${encodeURIComponent(account.user)}:${account.password}@${account.host}:${account.port}`;
    await harness.start(site.dir, { ADMIN_PASSWORD, IMAP_URL: url });
    const cookie = await signIn(harness.app);
    const call = (method: "GET" | "POST", path: string) =>
      harness.app.inject({ method, url: `/api/admin${path}`, headers: { cookie } });
    expect((await call("GET", "/replies")).json()).toEqual({ imap: true });

    const lead = (await harness.postJson({ ...CONSULTING, email: "ana@acme.example" })).json();
    expect(lead.ok).toBe(true);
    await imap.send(account, [{ to: "ana@acme.example", subject: "Re: your message", date: new Date() }]);
    const res = await call("POST", "/replies/sync");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ busy: false, read: 1, replies: 1 });
    const [stored] = await harness.app.db.selectFrom("leads").select("id").execute();
    expect(await findLead(harness.app.db, stored!.id)).toMatchObject({ stage: "replied" });
    const detail = (await call("GET", `/leads/${stored!.id}`)).json();
    expect(detail.replies).toEqual([expect.objectContaining({ subject: "Re: your message", body: null })]);
  });

  it("says there is no mailbox without IMAP_URL, and refuses to read one", async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD });
    const cookie = await signIn(harness.app);
    expect((await harness.app.inject({ url: "/api/admin/replies", headers: { cookie } })).json()).toEqual({
      imap: false,
    });
    const res = await harness.app.inject({ method: "POST", url: "/api/admin/replies/sync", headers: { cookie } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "MAILBOX_OFF" });
  });

  it("answers 502 MAILBOX_FAILED when the mailbox refuses the password", async () => {
    const account = imap.account();
    const url = `imap://${encodeURIComponent(account.user)}:wrong@${account.host}:${account.port}`;
    await harness.start(site.dir, { ADMIN_PASSWORD, IMAP_URL: url });
    const cookie = await signIn(harness.app);
    const res = await harness.app.inject({ method: "POST", url: "/api/admin/replies/sync", headers: { cookie } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: "MAILBOX_FAILED" });
  });
});
