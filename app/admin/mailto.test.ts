import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

describe("mailtoHref", () => {
  it("links to the address, with the @ readable", () => {
    expect(mailtoHref("ana@acme.com")).toBe("mailto:ana@acme.com");
  });

  it("keeps an address's ? and & from adding headers to the owner's reply", () => {
    const href = mailtoHref("x@y.co?bcc=me@evil.com&body=hi");
    expect(new URL(href).search).toBe("");
    expect(href).toBe("mailto:x@y.co%3Fbcc%3Dme@evil.com%26body%3Dhi");
  });
});
