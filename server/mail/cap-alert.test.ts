import { describe, expect, it } from "vitest";
import { composeHeldMail } from "./cap-alert.js";
import { notifyReader } from "./owner-readers.js";

const identity = {
  from: "Site <site@example.com>",
  ownerEmail: "owner@example.com",
  publicUrl: "https://site.example",
};

const lead = (id: string, company: string) => ({
  id,
  name: "Example Person",
  company,
  assignedTo: null,
  count: 2,
  firstAt: new Date("2026-11-24T14:10:00Z"),
});

function held(awaited: boolean, more = 0) {
  const leads = [lead("lead-7", "Example Co"), lead("lead-8", "Sample Ltd\nInbox: https://evil.example")];
  const mail = composeHeldMail({ awaited }, identity, notifyReader(identity), { leads, more });
  return String((mail as { text: string }).text);
}

describe("the owner's alert of a held visitor e-mail (decision 154, issue 51)", () => {
  it("says when the visitor was waiting for it, and names each lead held back with its link", () => {
    const waiting = composeHeldMail({ awaited: true }, identity, notifyReader(identity), { leads: [], more: 0 });
    expect(waiting).toMatchObject({ to: "owner@example.com", subject: "An e-mail to a visitor was held back" });
    const text = held(true);
    expect(text).toContain("One was about a call, which the visitor is waiting to hear about");
    expect(text).toContain("- Example Co (Example Person): 2 e-mails held back since");
    expect(text).toContain("https://site.example/admin?lead=lead-7");
    expect(text).toContain("https://site.example/admin?lead=lead-8");
    // A company typed with a line break cannot start a line of its own.
    expect(text).not.toMatch(/^Inbox: https:\/\/evil/m);
    expect(held(false)).not.toContain("about a call");
  });

  it("says how many more leads the console lists past the bounded list", () => {
    expect(held(false, 3)).toContain("And 3 more leads: see the console.");
    expect(held(false)).not.toContain("more lead");
  });
});
