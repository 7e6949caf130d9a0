import { describe, expect, it, vi } from "vitest";
import { withHtml } from "./with-html.js";

// A server run away from the repository's files: public/favicon.svg is nowhere to be found.
vi.mock("../site-file.js", () => ({ siteFile: () => undefined }));

describe("an e-mail whose mark cannot be drawn", () => {
  it("still goes, with its HTML part and no image, so no notification waits on a picture", () => {
    const mail = withHtml({ to: "owner@example.com", subject: "New consulting lead", text: "A lead.\n" }, "en");
    expect(mail.text).toBe("A lead.\n");
    expect(String(mail.html)).toContain("A lead.");
    expect(String(mail.html)).not.toContain("cid:");
    expect(mail.attachments ?? []).toEqual([]);
  });
});
