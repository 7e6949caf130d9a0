import { describe, expect, it } from "vitest";
import { listMessages } from "../mail/outbox.js";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { addPerson } from "./people.js";
import { PASSKEY_REFUSED_KIND, passkeyRefusedMail, queuePasskeyRefused } from "./passkey-refused-mail.js";

const NOW = new Date("2026-11-25T15:30:00Z");
const identity = { from: "site@onrails.example", ownerEmail: "notify@onrails.example" };

describe.each(DIALECTS)("a passkey whose counter went backwards, on %s", (dialect) => {
  const database = useMigratedDatabase(dialect);

  async function bia() {
    const person = await addPerson(database.db, {
      email: "bia@example.com",
      name: "Bia (example)",
      role: "consultant",
      language: "pt",
      timeZone: "America/Sao_Paulo",
    });
    return person!;
  }

  it("tells its person in their language and zone, and NOTIFY_EMAIL, once an hour per passkey", async () => {
    const person = await bia();
    const passkey = { id: "x".repeat(900), deviceName: "Notebook" };
    const notify = { email: "notify@onrails.example", timeZone: "America/New_York" };
    expect(await queuePasskeyRefused(database.db, person, passkey, notify, NOW)).toBe(2);
    // Replayed a minute later: nothing more.
    expect(await queuePasskeyRefused(database.db, person, passkey, notify, new Date(NOW.getTime() + 60_000))).toBe(0);

    const mails = (await listMessages(database.db))
      .filter((message) => message.kind === PASSKEY_REFUSED_KIND)
      .map((message) => passkeyRefusedMail(message.payload as Parameters<typeof passkeyRefusedMail>[0], identity));
    const toPerson = mails.find((mail) => mail.to === "bia@example.com")!;
    expect(toPerson.subject).toBe("Uma chave de acesso foi recusada: ela pode ter sido copiada");
    expect(toPerson.text).toContain(
      "Em quarta-feira, 25 de novembro de 2026, às 12h30, horário de Brasília (UTC−3), uma entrada como bia@example.com com a chave de acesso “Notebook” foi recusada",
    );
    expect(toPerson.text).not.toMatch(/\b(the|passkey|refused|sign-in)\b/);
    const toNotify = mails.find((mail) => mail.to === "notify@onrails.example")!;
    expect(toNotify.subject).toBe("A passkey was refused: it may have been copied");
    expect(toNotify.text).toContain(
      "On Wednesday, November 25, 2026, at 10:30 AM, Eastern Time (UTC−5), a sign-in as bia@example.com",
    );
  });

  it("sends one message when NOTIFY_EMAIL is the person's own address, or unset", async () => {
    const person = await bia();
    const passkey = { id: "cred-1", deviceName: "Phone" };
    expect(
      await queuePasskeyRefused(database.db, person, passkey, { email: "BIA@example.com", timeZone: undefined }, NOW),
    ).toBe(1);
    const other = { id: "cred-2", deviceName: "Tablet" };
    expect(await queuePasskeyRefused(database.db, person, other, { email: undefined, timeZone: undefined }, NOW)).toBe(
      1,
    );
  });
});
