import { describe, expect, it } from "vitest";
import { newLead } from "../../testing/leads.js";
import { dataPage, donePage, openPage, refusalPage, requestAnswerPage } from "./pages.js";

const lead = {
  ...newLead({ message: "<script>alert(1)</script>" }),
  id: "l1",
  receivedAt: new Date("2026-11-24T10:00:00Z"),
};
const empty = { leads: [], attributions: new Map(), calls: [], messages: [], webhookDeliveries: [] };

describe("the privacy pages", () => {
  it("answer a request with the same page every time, holding nothing of the request", () => {
    expect(requestAnswerPage("pt")).toBe(requestAnswerPage("pt"));
    expect(requestAnswerPage("en")).toContain("<h1>Check your e-mail</h1>");
    expect(requestAnswerPage("pt")).toContain('<html lang="pt-BR">');
  });

  it("open the link with one button that posts it", () => {
    const page = openPage("en", "en.id.mac");
    expect(page).toContain('<form action="/privacy/data" method="post">');
    expect(page).toContain('<input type="hidden" name="token" value="en.id.mac"/>');
  });

  it("show what is held, escaped, with downloads and a confirmed erase form carrying the session", () => {
    const page = dataPage("en", "en.s3ss<ion", { ...empty, leads: [lead] });
    expect(page).not.toContain("<script>");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain('href="/privacy/data/export.json?session=en.s3ss%3Cion"');
    expect(page).toContain('<input type="checkbox" required="" name="confirm" value="yes"/>');
    expect(page).toContain('<input type="hidden" name="session" value="en.s3ss&lt;ion"/>');
  });

  it("say so when nothing is held, with nothing to download or erase", () => {
    const page = dataPage("pt", "pt.s", empty);
    expect(page).toContain("Não guardamos nada para este e-mail");
    expect(page).not.toContain("/privacy/erase");
    expect(page).not.toContain("export.json");
  });

  it("say what was erased, and what to do after a refusal", () => {
    expect(donePage("pt", { leads: 1, calls: 1, messages: 3, webhookDeliveries: 0 })).toContain(
      "Apagamos 1 mensagem que você nos enviou e 1 conversa",
    );
    const refused = refusalPage("pt", "USED_LINK");
    expect(refused).toContain('role="alert"');
    expect(refused).toContain("Este link já foi usado");
    expect(refused).toContain('href="/pt/privacy"');
  });
});
