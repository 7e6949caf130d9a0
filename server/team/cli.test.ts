import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { listMessages } from "../mail/outbox.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { expandLinks } from "../testing/short-links.js";
import { runTeamCli, USAGE } from "./cli.js";
import { INVITATION_KIND, invitationMail } from "./invitation-mail.js";

const PUBLIC_URL = "https://onrails.example";

describe.each(DIALECTS)("npm run team, on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
  });
  afterEach(() => database.remove());

  async function run(args: string[], env: Record<string, string | undefined> = {}) {
    let out = "";
    let err = "";
    const io = { out: (text: string) => (out += text), err: (text: string) => (err += text) };
    const code = await runTeamCli(args, { ...database.env, PUBLIC_URL, ...env }, io);
    return { code, out, err };
  }

  async function invitations() {
    const db = createDatabase(loadConfig(database.env));
    try {
      return (await listMessages(db)).filter((message) => message.kind === INVITATION_KIND);
    } finally {
      await db.destroy();
    }
  }

  it("adds a person and queues their invitation in their language, with a link to the console", async () => {
    const added = await run([
      "add",
      "Ana@Example.com",
      "--role",
      "owner",
      "--name",
      "Ana (example)",
      "--language",
      "pt",
    ]);
    expect(added.err).toBe("");
    expect(added.code).toBe(0);
    expect(added.out).toContain("ana@example.com");

    const [message, ...more] = await invitations();
    expect(more).toEqual([]);
    const mail = invitationMail(message!.payload as Parameters<typeof invitationMail>[0], {
      from: "site@onrails.example",
    });
    expect(mail.to).toBe("ana@example.com");
    expect(mail.subject).toBe("Seu convite para o console de onrails.example");
    expect(mail.text).toMatch(/^Olá, Ana \(example\),/);
    expect(mail.text).toContain("como proprietário");
    // Short in the e-mail (issue 53), standing for the console's link with the invitation's token.
    expect(mail.text).toMatch(/https:\/\/onrails\.example\/l\/[\w-]{22}\n/);
    const db = createDatabase(loadConfig(database.env));
    try {
      expect(await expandLinks(db, String(mail.text))).toMatch(
        /https:\/\/onrails\.example\/admin#invitation=[\w-]{43}\n/,
      );
    } finally {
      await db.destroy();
    }
    expect(mail.text).not.toMatch(/\b(the|invited|link works|until)\b/);

    const listed = await run(["list"]);
    expect(listed.out).toBe("ana@example.com\towner\tpt\tAna (example)\tno passkey yet\n");
  });

  it("reinvites with a new link, and refuses to remove the last owner but removes anyone else", async () => {
    await run(["add", "ana@example.com", "--role", "owner"]);
    await run(["add", "bo@example.com", "--role", "viewer"]);
    expect((await run(["reinvite", "ana@example.com"])).code).toBe(0);
    const links = (await invitations()).map((m) => (m.payload as { link: string }).link);
    expect(links).toHaveLength(3);
    expect(new Set(links).size).toBe(3);

    const lastOwner = await run(["remove", "ana@example.com"]);
    expect(lastOwner.code).toBe(1);
    expect(lastOwner.err).toContain("last owner");
    expect((await run(["remove", "bo@example.com"])).code).toBe(0);
    expect((await run(["list"])).out).not.toContain("bo@example.com");
    expect((await run(["reinvite", "bo@example.com"])).code).toBe(1);
  });

  it("refuses a taken address, a bad role or address with the usage, and a link without PUBLIC_URL", async () => {
    await run(["add", "ana@example.com", "--role", "owner"]);
    const taken = await run(["add", "ANA@example.com", "--role", "viewer"]);
    expect(taken.code).toBe(1);
    expect(taken.err).toContain("on the team already");

    for (const args of [
      ["add", "cy@example.com", "--role", "admin"],
      ["add", "not-an-address", "--role", "viewer"],
      ["add", "cy@example.com"],
      ["launch"],
    ]) {
      const refused = await run(args);
      expect(refused.code).toBe(2);
      expect(refused.err).toContain(USAGE);
    }

    const noUrl = await run(["add", "cy@example.com", "--role", "viewer"], { PUBLIC_URL: undefined });
    expect(noUrl.code).toBe(1);
    expect(noUrl.err).toContain("PUBLIC_URL");
    expect(await invitations()).toHaveLength(1);
  });
});

describe("the invitation e-mail", () => {
  it("reads in English with its end in the person's zone", () => {
    const mail = invitationMail(
      {
        email: "bo@example.com",
        name: "Bo (example)",
        role: "consultant",
        language: "en",
        timeZone: "America/New_York",
        link: `${PUBLIC_URL}/admin#invitation=abc`,
        expiresAt: "2026-11-27T14:00:00.000Z",
      },
      { from: "site@onrails.example" },
    );
    expect(mail.subject).toBe("Your invitation to the console of onrails.example");
    expect(mail.text).toContain("as a consultant");
    expect(mail.text).toContain("until Friday, November 27, 2026, at 9:00 AM, Eastern Time (UTC−5).");
  });
});
