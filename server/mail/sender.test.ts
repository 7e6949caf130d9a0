import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { answeringPerson, namedFrom } from "./sender.js";

function contentWith(people: Record<string, object>): string {
  const root = mkdtempSync(path.join(tmpdir(), "sender-"));
  const dir = path.join(root, "app/content/people");
  mkdirSync(dir, { recursive: true });
  for (const [file, entry] of Object.entries(people)) writeFileSync(path.join(dir, file), JSON.stringify(entry));
  return dir;
}

/** The From header nodemailer writes for `from`. */
async function fromHeader(from: string): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const { message } = await transport.sendMail({ from, to: "ada@example.com", text: "x" });
  return /^From: (.*)$/m.exec(String(message).replace(/\r\n[ \t]+/g, " "))![1]!;
}

describe("the sender's name (issue 53)", () => {
  it("is the company's alone while the repository ships only its example person", () => {
    expect(answeringPerson()).toBeUndefined();
    expect(namedFrom("OnRails Labs <no-reply@localhost>", undefined)).toBe('"OnRails Labs" <no-reply@localhost>');
  });

  it("is the first person the site shows, then the company; the address stays MAIL_FROM's", async () => {
    const dir = contentWith({
      "a-example.json": { example: true, name: "Example person", order: 0 },
      "b-second.json": { name: "Bruno Lima", order: 2 },
      "c-first.json": { name: "Ana Souza", order: 1 },
    });
    const person = answeringPerson(dir);
    expect(person).toBe("Ana Souza");
    const from = namedFrom("Leads <leads@onrails.example>", person);
    expect(from).toBe('"Ana Souza, OnRails Labs" <leads@onrails.example>');
    expect(await fromHeader(from)).toBe('"Ana Souza, OnRails Labs" <leads@onrails.example>');
  });

  it("keeps a name with quotes, accents or a line break one display name", async () => {
    const from = namedFrom("leads@onrails.example", 'João "JJ"\r\nBcc: x@evil.example');
    const header = await fromHeader(from);
    expect(header).toMatch(/<leads@onrails\.example>$/);
    expect(header).not.toMatch(/[\r\n]/);
    const parsed = nodemailer.createTransport({ jsonTransport: true });
    const { message } = await parsed.sendMail({ from, to: "ada@example.com", text: "x" });
    expect(JSON.parse(String(message)).from).toEqual({
      address: "leads@onrails.example",
      name: 'João "JJ" Bcc: x@evil.example, OnRails Labs',
    });
  });

  it("is the company's when no folder of people can be read", () => {
    expect(answeringPerson(path.join(tmpdir(), "no-such-site"))).toBeUndefined();
  });
});
