import addressparser from "nodemailer/lib/addressparser";
import { describe, expect, it } from "vitest";
import { isEmailAddress } from "../../shared/email-address.js";
import type { Kysely } from "kysely";
import type { SendMailOptions } from "nodemailer";
import type { Database } from "../db/database.js";
import { NotOneAddressError, oneAddress, visitorRecipient } from "./one-address.js";
import type { OutboxMessage } from "./outbox.js";
import { sendMessage } from "./send-message.js";
import { allMessageKinds } from "../testing/outbox.js";

/** Values an attacker types to make one field name several recipients or carry a name. */
const HOSTILE = [
  "x1<victim@gmail.com>",
  "x2(c)victim@gmail.com",
  "r3,victim@gmail.com",
  "g4:victim@gmail.com",
  "g5:;victim@gmail.com",
  "Security\u2800alert:\u2800pay\u2800at\u2800evil.example<victim2@gmail.com>",
  "victim@gmail.com, ceo@bigcorp.example",
  "victim@gmail.com\r\nBcc: ceo@bigcorp.example",
  '"victim"@gmail.com',
  "victim@gmail.com (x)",
  "=?utf-8?q?x?=<victim@gmail.com>",
];

describe("the shared address rule against nodemailer's parser", () => {
  it.each(["victim@gmail.com", "Ana+tag@Example.com.br", "o'neil@example.com", "x?bcc=me&body=hi@y.co"])(
    "%s is one mailbox to both, and is written to as that one address",
    (address) => {
      const parsed = addressparser(address);
      expect(parsed).toEqual([{ name: "", address }]);
      expect(oneAddress(address)).toBe(address.replace(/@.*/, (domain) => domain.toLowerCase()));
    },
  );

  it.each(HOSTILE)("refuses %s, which the shared rule refuses too", (typed) => {
    expect(isEmailAddress(typed)).toBe(false);
    expect(oneAddress(typed)).toBeUndefined();
    expect(() => visitorRecipient(typed)).toThrow(NotOneAddressError);
  });

  it("hands nodemailer an object with no name, so it does not parse the address again", () => {
    expect(visitorRecipient("Victim@Gmail.com")).toEqual({ name: "", address: "Victim@gmail.com" });
  });
});

describe("a stored address that is not one mailbox", () => {
  it("is skipped at sending time, not retried, and nothing is delivered", async () => {
    const delivered: SendMailOptions[] = [];
    const deps = {
      // The privacy link reads nothing from the database.
      db: {} as unknown as Kysely<Database>,
      transport: { deliver: async (mail: SendMailOptions) => void delivered.push(mail) },
      identity: { from: "Leads <leads@example.com>", ownerEmail: "owner@example.com", publicUrl: undefined },
      now: () => new Date("2026-11-28T12:00:00.000Z"),
      kinds: allMessageKinds(),
    };
    const message: OutboxMessage = {
      id: "m1",
      leadId: null,
      kind: "visitor-privacy-link",
      mailbox: "victim@gmail.com",
      payload: { to: "r3,victim@gmail.com", language: "en", link: "https://onrails.example/privacy/data?token=x" },
      createdAt: new Date("2026-11-28T12:00:00.000Z"),
      attempts: 0,
      nextAttemptAt: new Date("2026-11-28T12:00:00.000Z"),
      sentAt: null,
      lastError: null,
    };
    expect(await sendMessage(deps, message)).toEqual({
      skipped: "the visitor's address is not one mailbox",
    });
    expect(delivered).toEqual([]);
  });
});
