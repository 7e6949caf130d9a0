import { describe, expect, it } from "vitest";
import type { Lead } from "../db/leads.js";
import { newLead } from "../testing/leads.js";
import { composeNotification } from "./notification.js";
import { OUTBOX_TIMINGS, retryDelay } from "./outbox-worker.js";

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  ...newLead(),
  id: "8c2f9a8e-0000-4000-8000-000000000001",
  receivedAt: new Date("2026-11-21T17:30:00.000Z"),
  ...overrides,
});
const settings = { to: "owner@example.com", from: "Leads <leads@example.com>", publicUrl: undefined };

describe("composeNotification", () => {
  it("addresses the owner, replies to the visitor, names the form and company", () => {
    const mail = composeNotification(lead(), settings);
    expect(mail).toMatchObject({
      from: "Leads <leads@example.com>",
      to: "owner@example.com",
      replyTo: { name: "Ada Lovelace", address: "ada@example.com" },
      subject: "New consulting lead: Analytical Engines Ltd",
    });
    expect(mail.html).toBeUndefined();
    expect(mail.text).not.toContain("Inbox:");
    expect(mail.text).toContain("Team size:         —\n");
  });

  it("replies to _replyto when the visitor gave one", () => {
    const mail = composeNotification(lead({ replyTo: "assistant@example.com", form: "discovery" }), settings);
    expect(mail.replyTo).toEqual({ name: "Ada Lovelace", address: "assistant@example.com" });
    expect(mail.subject).toBe("New discovery call: Analytical Engines Ltd");
    expect(mail.text).toContain("Reply to:          assistant@example.com\n");
  });

  it.each([
    ["a CRLF and a header", "Acme\r\nBcc: x@example.com", "Acme Bcc: x@example.com"],
    ["a bare LF", "Acme\nInc", "Acme Inc"],
    ["tabs and NUL", "Acme\t\u0000Inc", "Acme Inc"],
    ["a Unicode line separator", "Acme\u2028Inc", "Acme Inc"],
    ["200 characters", "x".repeat(200), `${"x".repeat(149)}…`],
  ])("keeps the subject on one line with %s", (_, company, expected) => {
    const mail = composeNotification(lead({ company, name: `Ada\r\nLovelace` }), settings);
    expect(mail.subject).toBe(`New consulting lead: ${expected}`);
    expect((mail.replyTo as { name: string }).name).toBe("Ada Lovelace");
  });

  it("links to the inbox when PUBLIC_URL is set", () => {
    const mail = composeNotification(lead(), { ...settings, publicUrl: "https://example.com" });
    expect(String(mail.text).trimEnd().split("\n").at(-1)).toBe("Inbox: https://example.com/admin");
  });
});

describe("retryDelay", () => {
  const timings = { ...OUTBOX_TIMINGS, retryMs: 5_000, maxRetryMs: 3_600_000 };

  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [10, 2_560_000],
    [11, 3_600_000],
    [50, 3_600_000],
  ])("after %i failures waits %i ms, capped at an hour", (failures, expected) => {
    expect(retryDelay(failures, timings, () => 0)).toBe(expected);
  });

  it("shortens the wait by up to a quarter at random, never past the cap", () => {
    expect(retryDelay(3, timings, () => 0.999_999)).toBe(15_000);
    expect(retryDelay(50, timings, () => 0.5)).toBe(3_150_000);
  });
});

describe("composeNotification: where the lead came from (issue 26)", () => {
  it.each([
    [
      { source: "newsletter", medium: "email", campaign: "launch", referrer: "mail.google.com", landingPage: "/en/" },
      "Source:            newsletter / email, campaign launch, from mail.google.com, landed on /en/\n",
    ],
    [
      { source: null, medium: "direct", campaign: null, referrer: null, landingPage: "/pt/" },
      "Source:            direct, landed on /pt/\n",
    ],
    [
      { source: null, medium: null, campaign: null, referrer: null, landingPage: null },
      "Source:            unknown (the server did not see the visit)\n",
    ],
  ])("%o", (attribution, line) => {
    expect(composeNotification(lead(), settings, attribution).text).toContain(line);
  });
});
