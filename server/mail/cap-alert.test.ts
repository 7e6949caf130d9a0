import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { heldMailKind } from "./cap-alert.js";
import type { OutboxMessage } from "./outbox.js";

const identity = {
  from: "Site <site@example.com>",
  ownerEmail: "owner@example.com",
  publicUrl: "https://site.example",
};

async function held(awaited: boolean) {
  const message = { id: "held-mail-2026-11-25", leadId: "lead-7", kind: "owner-held-mail" } as OutboxMessage;
  // The composer reads nothing from the database; the cast stands for a connection it never uses.
  const db = {} as Kysely<Database>;
  return heldMailKind.compose({ awaited }, { db, identity, now: new Date(), message });
}

describe("the owner's alert of a held visitor e-mail (decision 154)", () => {
  it("says when the visitor was waiting for it, and links to the lead", async () => {
    const waiting = await held(true);
    expect(waiting).toMatchObject({ to: "owner@example.com", subject: "An e-mail to a visitor was held back" });
    const text = String((waiting as { text: string }).text);
    expect(text).toContain("It was about their call, which they are waiting to hear about");
    expect(text).toContain("https://site.example/admin?lead=lead-7");
    expect(String(((await held(false)) as { text: string }).text)).not.toContain("about their call");
  });
});
