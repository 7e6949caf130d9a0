import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { admin as en } from "~/content/en/admin";
import { admin as pt } from "~/content/pt/admin";
import type { LeadJson } from "@shared/admin-api";
import { formatDuration, isOverdue, ReplyDue } from "./reply-due";

const HOUR = 3_600_000;
const received = Date.parse("2026-11-23T09:00:00.000Z");
const lead = (status: LeadJson["status"], replyBy = new Date(received + 24 * HOUR).toISOString()): LeadJson => ({
  id: "l1",
  form: "discovery",
  receivedAt: new Date(received).toISOString(),
  language: "pt",
  name: "Bia",
  email: "bia@example.com",
  company: "Globex",
  message: "Oi",
  teamSize: null,
  workshopInterest: null,
  subject: null,
  replyTo: null,
  status,
  clientAddress: null,
  userAgent: null,
  replyBy,
  handled: status === "handled",
  overdue: false,
  booking: null,
  spamReasons: [],
  stage: status === "handled" ? "replied" : "new",
  lostReason: null,
  followUpOn: null,
  assignedTo: null,
  value: null,
  followUpDue: false,
  stale: false,
});

describe("the time left to reply", () => {
  it("writes hours and minutes, then days", () => {
    expect(
      [0, 59_999, 20 * 60_000, 3 * HOUR, 5 * HOUR + 20 * 60_000, 26 * HOUR, 48 * HOUR].map(formatDuration),
    ).toEqual(["0 min", "0 min", "20 min", "3 h", "5 h 20 min", "1 d 2 h", "2 d"]);
  });

  it("turns overdue at the reply time the server gave, while the inbox stays open", () => {
    expect(isOverdue(lead("new"), received + 24 * HOUR - 1)).toBe(false);
    expect(isOverdue(lead("new"), received + 24 * HOUR)).toBe(true);
    expect(isOverdue(lead("new", new Date(received + 30 * HOUR).toISOString()), received + 25 * HOUR)).toBe(false);
  });

  it("a handled or spam lead is never overdue, and shows no clock", () => {
    expect(isOverdue(lead("handled"), received + 48 * HOUR)).toBe(false);
    render(<ReplyDue lead={lead("spam")} now={received + 48 * HOUR} copy={en} />);
    expect(screen.getByText(en.detail.none)).toBeDefined();
  });

  it("says how much time is left, or how late the reply is, in the inbox's language", () => {
    const { rerender } = render(<ReplyDue lead={lead("new")} now={received + 18 * HOUR + 40 * 60_000} copy={en} />);
    expect(screen.getByText("5 h 20 min left")).toBeDefined();
    rerender(<ReplyDue lead={lead("new")} now={received + 27 * HOUR} copy={pt} />);
    expect(screen.getByText("Atrasada em 3 h").className).toContain("bg-danger");
  });
});
