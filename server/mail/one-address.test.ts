import addressparser from "nodemailer/lib/addressparser";
import { describe, expect, it } from "vitest";
import { isEmailAddress } from "../../shared/email-address.js";
import { NotOneAddressError, oneAddress, visitorRecipient } from "./one-address.js";

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
