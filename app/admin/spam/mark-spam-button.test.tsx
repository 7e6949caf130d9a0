import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { admin as en } from "~/content/en/admin";
import type { LeadJson } from "@shared/admin-api";
import { MarkSpamButton } from "./mark-spam";

const lead = (booking: LeadJson["booking"]) =>
  ({ id: "l1", name: "Vendor", email: "pitch@vendor.example", status: "new", booking }) as LeadJson;

describe("the spam dialog", () => {
  it.each([
    ["warns that a booked call is cancelled", { start: "2026-11-30T10:00:00.000Z" }, true],
    ["says nothing of a call the lead has not booked", null, false],
  ])("%s", (_, booking, warns) => {
    render(
      <MarkSpamButton
        lead={lead(booking as LeadJson["booking"])}
        copy={en.spamAction}
        label="Mark as spam"
        onMarked={() => {}}
      />,
    );
    // The dialog is closed until the button opens it: its text is there, hidden.
    const body = screen.getByText(en.spamAction.body, { exact: false });
    expect(body.textContent?.includes(en.spamAction.call)).toBe(warns);
    const block = screen.getByRole("checkbox", { hidden: true });
    expect((block as HTMLInputElement).checked).toBe(false);
  });
});
