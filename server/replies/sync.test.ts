import { describe, expect, it } from "vitest";
import { findLead, insertLead } from "../leads/repository.js";
import { stageHistory } from "../leads/pipeline.js";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { useDovecot } from "../testing/dovecot.js";
import { newLead } from "../testing/leads.js";
import { repliesOf } from "./repository.js";
import type { ImapAccount } from "./settings.js";
import { syncKey, syncSentFolder } from "./sync.js";

const ARRIVED = new Date("2026-11-25T09:00:00.000Z");
const NOW = new Date("2026-11-25T12:00:00.000Z");
const quiet = { info: () => {}, warn: () => {} };

describe.each(DIALECTS)("the owner's Sent folder on %s, read from a real Dovecot", (dialect) => {
  const handle = useMigratedDatabase(dialect);
  const imap = useDovecot();
  const sync = (account: ImapAccount, { keepBodies = false, now = NOW } = {}) =>
    syncSentFolder({ db: handle.db, account, keepBodies, now: () => now, log: quiet });
  const store = (id: string, overrides: Parameters<typeof newLead>[0] = {}) =>
    insertLead(handle.db, { ...newLead({ id, email: `${id}@acme.example`, ...overrides }), receivedAt: ARRIVED });

  it("marks a new lead replied at the reply's time, once, and keeps its subject but not its text", async () => {
    await store("ana", { email: "Ana@Acme.example" });
    await store("bia");
    const account = imap.account();
    const repliedAt = new Date("2026-11-25T10:30:00.000Z");
    await imap.send(account, [
      { to: "ANA@acme.example", subject: "Re: Churn from support tickets", date: repliedAt, text: "Hi Ana" },
      { to: "someone@else.example", subject: "Lunch?", date: repliedAt },
    ]);

    expect(await sync(account)).toEqual({ ran: true, read: 2, replies: 1 });
    expect(await findLead(handle.db, "ana")).toMatchObject({ stage: "replied", status: "handled" });
    expect(await findLead(handle.db, "bia")).toMatchObject({ stage: "new" });
    expect(await stageHistory(handle.db, "ana")).toEqual([{ from: "new", to: "replied", reason: null, at: repliedAt }]);
    expect(await repliesOf(handle.db, "ana")).toEqual([
      { sentAt: repliedAt, subject: "Re: Churn from support tickets", body: null },
    ]);

    // The next sync starts where this one stopped: nothing read twice, nothing kept twice.
    expect(await sync(account)).toEqual({ ran: true, read: 0, replies: 0 });
    await imap.send(account, [{ to: "ana@acme.example", subject: "Re: Re: Churn", date: NOW }]);
    expect(await sync(account)).toEqual({ ran: true, read: 1, replies: 1 });
    expect(await repliesOf(handle.db, "ana")).toHaveLength(2);
    // Already replied: the second reply moves nothing.
    expect(await stageHistory(handle.db, "ana")).toHaveLength(1);
  });

  it("ignores a message sent before the lead arrived, and a spam lead's address", async () => {
    await store("old");
    await store("bot", { status: "spam" });
    const account = imap.account();
    await imap.send(account, [
      { to: "old@acme.example", subject: "An older thread", date: new Date("2026-11-20T10:00:00.000Z") },
      { to: "bot@acme.example", subject: "Re: your offer", date: NOW },
    ]);
    expect(await sync(account)).toEqual({ ran: true, read: 2, replies: 0 });
    expect(await findLead(handle.db, "old")).toMatchObject({ stage: "new" });
    expect(await repliesOf(handle.db, "bot")).toEqual([]);
  });

  it("keeps the text with IMAP_KEEP_BODIES, and reads a folder named in the URL", async () => {
    await store("cai");
    const account = imap.account(undefined, "INBOX");
    await imap.send(account, [{ to: "Cai <cai@acme.example>", subject: "Re: hello", date: NOW, text: "Olá, Cai!" }]);
    await sync(account, { keepBodies: true });
    expect(await repliesOf(handle.db, "cai")).toEqual([{ sentAt: NOW, subject: "Re: hello", body: "Olá, Cai!" }]);
  });

  it("lets one instance sync at a time: a lease held by another is left alone until it runs out", async () => {
    const account = imap.account();
    await imap.send(account, [{ to: "x@acme.example", subject: "x", date: NOW }]);
    const leasedUntil = new Date(NOW.getTime() + 60_000);
    await handle.db
      .insertInto("imap_sync")
      .values({ mailbox: syncKey(account), uid_validity: "", last_uid: 0, leased_until: leasedUntil.toISOString() })
      .execute();
    expect(await sync(account)).toEqual({ ran: false, read: 0, replies: 0 });
    // An instance that died holding it: the lease runs out and the next pass takes over.
    expect(await sync(account, { now: new Date(leasedUntil.getTime() + 1) })).toMatchObject({ ran: true, read: 1 });
  });

  it("releases the lease when the mailbox refuses it, so the next pass tries again", async () => {
    const account = { ...imap.account(), password: "wrong" };
    await expect(sync(account)).rejects.toThrow();
    // One attempt only: Dovecot makes a second failure from one address wait seconds, on purpose.
    const leases = await handle.db.selectFrom("imap_sync").select("leased_until").execute();
    expect(leases.map((lease) => new Date(lease.leased_until).getTime())).toEqual([0]);
  });
});
