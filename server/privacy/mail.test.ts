import { describe, expect, it } from "vitest";
import { identity } from "../../shared/identity.js";
import { notifyReader } from "../mail/owner-readers.js";
import { composeOwnerErased, composePrivacyErased, composePrivacyLink } from "./mail.js";

const mail = {
  ownerEmail: "owner@example.com",
  from: "OnRails Labs <hello@example.com>",
  publicUrl: "https://x.example",
};

describe("the privacy e-mails", () => {
  it.each([
    ["en", "Your link to see your data", "It works once, within 24 hours:"],
    ["pt", "Seu link para ver seus dados", "Ele funciona uma vez, em até 24 horas:"],
  ] as const)(
    "sends the link in %s, to the bare address, with the privacy page at the end",
    (language, subject, words) => {
      const link = "https://x.example/privacy/data?token=pt.abc.def";
      const sent = composePrivacyLink({ to: "ana@example.com", language, link }, mail);
      expect(sent.to).toEqual({ name: "", address: "ana@example.com" });
      expect(sent.replyTo).toBe(identity.contactEmail);
      expect(sent.subject).toBe(subject);
      expect(String(sent.text)).toContain(`${words}\n\n${link}\n`);
      expect(String(sent.text)).toMatch(new RegExp(`\\nhttps://x\\.example/${language}/privacy\\n$`));
    },
  );

  it("ends the last message with the signature, with no link to data that is gone", () => {
    const sent = composePrivacyErased({ to: "ana@example.com", language: "pt" }, mail);
    expect(sent.subject).toBe("Seus dados foram apagados");
    expect(String(sent.text)).not.toContain("https://");
    expect(String(sent.text)).toMatch(/\n\nAté breve,\nOnRails Labs\n$/);
  });

  it("tells the owner what an erasure removed, and nothing about who", () => {
    const sent = composeOwnerErased(
      {
        requestId: "r-1",
        requestedAt: "2026-11-24T10:00:00.000Z",
        erased: { leads: 2, calls: 1, messages: 5, webhookDeliveries: 3 },
      },
      mail,
      notifyReader(mail),
    );
    expect(sent.to).toBe("owner@example.com");
    expect(sent.subject).toBe("A visitor erased their data");
    expect(String(sent.text)).toContain("Leads: 2\nCalls (future ones were canceled first): 1\nE-mail records: 5");
    expect(String(sent.text)).toContain("Inbox: https://x.example/admin");
    // No address at all in what the owner reads: the erased one is held nowhere.
    expect(`${sent.subject}\n${String(sent.text)}`).not.toContain("@");
  });
});
