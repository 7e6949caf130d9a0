import { describe, expect, it } from "vitest";
import { canonicalMailbox } from "./mailbox.js";

describe("canonicalMailbox", () => {
  it.each([
    ["lowercases the whole address", "Ana.Silva@Example.COM", "ana.silva@example.com"],
    ["removes a +tag", "ana+news@example.com", "ana@example.com"],
    ["removes every +tag after the first plus", "ana+a+b@example.com", "ana@example.com"],
    ["keeps dots at other providers", "a.n.a@outlook.com", "a.n.a@outlook.com"],
    ["removes dots at gmail.com", "A.N.A+1@gmail.com", "ana@gmail.com"],
    ["maps googlemail.com to gmail.com", "a.na@GoogleMail.com", "ana@gmail.com"],
    ["keeps dots in the domain", "ana@mail.example.com.br", "ana@mail.example.com.br"],
    ["drops a root dot after the domain", "ana@example.com.", "ana@example.com"],
    ["keeps a plus that starts the local part", "+ana@example.com", "+ana@example.com"],
    ["keeps a -suffix (only a few providers ignore it)", "ana-news@example.com", "ana-news@example.com"],
    ["trims spaces around the parts", " ana@example.com ", "ana@example.com"],
    ["removes the quotes of a quoted local part", '"Victim+x"@example.com', "victim@example.com"],
    ["writes a Unicode domain in ASCII", "ana@exämple.com", "ana@xn--exmple-cua.com"],
    ["lowercases an ASCII-encoded domain", "ana@XN--EXMPLE-CUA.com", "ana@xn--exmple-cua.com"],
    ["keeps dots at gmail.com.br (another provider)", "vic.tim@gmail.com.br", "vic.tim@gmail.com.br"],
  ])("%s: %s → %s", (_rule, address, expected) => {
    expect(canonicalMailbox(address)).toBe(expected);
  });

  it("gives the five spellings of issue 31 one key", () => {
    const spellings = ["victim@x.io", "victim+1@x.io", "victim+2@x.io", '"victim"@x.io', "Victim@x.io"];
    expect(new Set(spellings.map(canonicalMailbox))).toEqual(new Set(["victim@x.io"]));
  });

  it("gives one mailbox for every alias of one Gmail user", () => {
    const aliases = ["victim@gmail.com", "Victim+1@gmail.com", "v.i.c.t.i.m@googlemail.com", "VICTIM+2@GMAIL.COM"];
    expect(new Set(aliases.map(canonicalMailbox))).toEqual(new Set(["victim@gmail.com"]));
  });
});
