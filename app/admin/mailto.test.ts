import { describe, expect, it } from "vitest";
import { mailtoHref, replyHref } from "./mailto";

describe("mailtoHref", () => {
  it("links to the address, with the @ readable", () => {
    expect(mailtoHref("ana@acme.com")).toBe("mailto:ana@acme.com");
  });

  it("keeps an address's ? and & from adding headers to the owner's reply", () => {
    const href = mailtoHref("x?bcc=me&body=hi@y.co");
    expect(new URL(href).search).toBe("");
    expect(href).toBe("mailto:x%3Fbcc%3Dme%26body%3Dhi@y.co");
  });

  it("writes the canonical address: its domain in lower case", () => {
    expect(mailtoHref("Ana@ACME.com")).toBe("mailto:Ana@acme.com");
  });

  it.each([
    "r3,victim@gmail.com",
    "x1<victim@gmail.com>",
    "x2(c)victim@gmail.com",
    "g4:victim@gmail.com",
    "a@b.co?bcc=me@evil.com",
  ])("gives %s, which is not one address, no recipient to add", (address) => {
    expect(mailtoHref(address)).toBe("mailto:");
  });
});

describe("replyHref", () => {
  const draft = { subject: "Re: sua mensagem para a OnRails Labs", body: "Olá, Ana!\n\n> Linha 1\n> a&b=c?d #e" };

  it("carries the subject and the body, line breaks as CRLF, nothing as a '+'", () => {
    const href = replyHref("ana@example.com", draft);
    expect(href).toBe(
      "mailto:ana@example.com?subject=Re%3A%20sua%20mensagem%20para%20a%20OnRails%20Labs" +
        "&body=Ol%C3%A1%2C%20Ana!%0D%0A%0D%0A%3E%20Linha%201%0D%0A%3E%20a%26b%3Dc%3Fd%20%23e",
    );
  });

  it("keeps what the visitor typed from adding a header: one subject, one body, nothing else", () => {
    const url = new URL(replyHref("x@y.co?bcc=me@evil.com", { subject: "a&bcc=evil@x.com", body: "b&cc=evil@x.com" }));
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"]);
    expect(url.searchParams.get("subject")).toBe("a&bcc=evil@x.com");
  });

  it("is the bare address without a draft", () => {
    expect(replyHref("ana@example.com")).toBe("mailto:ana@example.com");
  });
});
