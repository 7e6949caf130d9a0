import { describe, expect, it } from "vitest";
import { composeHeldMail } from "./cap-alert.js";
import { notifyReader } from "./owner-readers.js";

const identity = {
  from: "Site <site@example.com>",
  ownerEmail: "owner@example.com",
  publicUrl: "https://site.example",
};

function held(awaited: boolean) {
  return composeHeldMail({ awaited }, identity, notifyReader(identity), "lead-7");
}

describe("the owner's alert of a held visitor e-mail (decision 154)", () => {
  it("says when the visitor was waiting for it, and links to the lead", () => {
    const waiting = held(true);
    expect(waiting).toMatchObject({ to: "owner@example.com", subject: "An e-mail to a visitor was held back" });
    const text = String((waiting as { text: string }).text);
    expect(text).toContain("It was about their call, which they are waiting to hear about");
    expect(text).toContain("https://site.example/admin?lead=lead-7");
    expect(String((held(false) as { text: string }).text)).not.toContain("about their call");
  });
});
