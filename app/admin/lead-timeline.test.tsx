import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admin as en } from "~/content/en/admin";
import { admin as pt } from "~/content/pt/admin";
import { adminTeam as teamEn } from "~/content/en/admin-team";
import { adminTeam as teamPt } from "~/content/pt/admin-team";
import type { TimelineEntry } from "@shared/timeline";
import { adminApi } from "./api";
import { LeadTimeline } from "./lead-timeline";

const AT = "2026-11-25T13:00:00.000Z";
const CALL = "2026-11-27T15:00:00.000Z";
const ENTRIES: TimelineEntry[] = [
  { kind: "activity", at: AT, by: "Bia Example", activity: "assign", detail: "p1" },
  { kind: "email", at: AT, by: null, message: "visitor-booking" },
  { kind: "email", at: AT, by: null, message: "visitor-something-new" },
  { kind: "task-done", at: AT, by: "Bia Example", text: null },
  { kind: "task-added", at: AT, by: null, text: "Send the proposal", on: "2026-12-03" },
  { kind: "note", at: AT, by: "Bia Example", text: "Wants a workshop" },
  { kind: "reply", at: AT, by: null, subject: "Re: your message" },
  { kind: "call-outcome", at: AT, by: "Bia Example", start: CALL, outcome: "no_show" },
  { kind: "call-cancelled", at: AT, by: null, start: CALL, reason: null },
  { kind: "call-moved", at: AT, by: null, start: CALL },
  { kind: "call-booked", at: AT, by: null, start: CALL },
  { kind: "stage", at: AT, by: "Bia Example", from: "proposal", to: "lost", reason: "Budget" },
];

afterEach(() => vi.restoreAllMocks());

describe("a lead's timeline", () => {
  it.each([
    ["en", en, teamEn, "en-US"],
    ["pt", pt, teamPt, "pt-BR"],
  ] as const)("reads every kind of entry in words, in %s, none as a raw code", async (_, copy, teamCopy, locale) => {
    vi.spyOn(adminApi, "timeline").mockResolvedValue({ entries: ENTRIES });
    render(<LeadTimeline leadId="lead-1" version="1" copy={copy} teamCopy={teamCopy} locale={locale} timeZone="UTC" />);
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(ENTRIES.length);
    const text = items.map((item) => item.textContent ?? "").join("\n");
    for (const code of ["visitor-", "no_show", "task-", "assign", "call-", "undefined"])
      expect(text).not.toContain(code);
    expect(text).toContain(copy.tasks.defaultText);
    expect(text).toContain(copy.timeline.emails["visitor-booking"]!);
    expect(text).toContain(copy.timeline.otherEmail);
    expect(text).toContain(`${copy.stages.proposal} → ${copy.stages.lost}: Budget`);
    expect(text).toContain(copy.calls.outcomes.no_show);
    expect(text).toContain(copy.timeline.by("Bia Example"));
  });
});
