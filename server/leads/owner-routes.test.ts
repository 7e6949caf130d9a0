import { describe, expect, it } from "vitest";
import { newLead } from "../testing/leads.js";
import { leadJson } from "./owner-routes.js";

describe("leadJson", () => {
  it("leaves bidi overrides, isolates, marks and C1 controls out of what the visitor typed", () => {
    const json = leadJson({
      ...newLead({
        name: "Ana\u202Egnp.exe",
        email: "a\u200F@example.com",
        company: "\u2066Acme\u2069",
        message: "hi\u0085there\u061C",
        subject: "\u202Bx",
        replyTo: "b\u009B@example.com",
        userAgent: "UA\u200E",
      }),
      id: "1",
      receivedAt: new Date(),
      idempotencyKey: null,
    });
    expect(json).toMatchObject({
      name: "Anagnp.exe",
      email: "a@example.com",
      company: "Acme",
      message: "hithere",
      subject: "x",
      replyTo: "b@example.com",
      userAgent: "UA",
    });
  });
});
