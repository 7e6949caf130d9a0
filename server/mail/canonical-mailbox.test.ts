import { describe, expect, it } from "vitest";
import { canonicalMailbox } from "./canonical-mailbox.js";

describe("canonicalMailbox", () => {
  it.each([
    ["victim@example.com", "victim@example.com"],
    ["Victim@Example.COM", "victim@example.com"],
    ["victim+1@example.com", "victim@example.com"],
    ["victim+news+2@example.com", "victim@example.com"],
    ['"victim"@example.com', "victim@example.com"],
    ['"Victim+x"@example.com', "victim@example.com"],
    [" victim@example.com. ", "victim@example.com"],
    // Dots count, except where the provider is known to ignore them.
    ["vic.tim@example.com", "vic.tim@example.com"],
    ["vic.tim@gmail.com", "victim@gmail.com"],
    ["V.I.C.T.I.M+x@GoogleMail.com", "victim@gmail.com"],
    ["vic.tim@gmail.com.br", "vic.tim@gmail.com.br"],
    // A leading "+" is the whole local part, not a tag.
    ["+1@example.com", "+1@example.com"],
    // One key for a domain in Unicode and its ASCII form.
    ["ana@exämple.com", "ana@xn--exmple-cua.com"],
    ["ana@XN--EXMPLE-CUA.com", "ana@xn--exmple-cua.com"],
  ])("%s is the mailbox %s", (address, mailbox) => {
    expect(canonicalMailbox(address)).toBe(mailbox);
  });

  it("gives the five spellings of the issue one key", () => {
    const spellings = ["victim@x.io", "victim+1@x.io", "victim+2@x.io", '"victim"@x.io', "Victim@x.io"];
    expect(new Set(spellings.map(canonicalMailbox))).toEqual(new Set(["victim@x.io"]));
  });
});
