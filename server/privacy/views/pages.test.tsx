import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../shared/languages.js";
import { allMessageKinds } from "../../testing/outbox.js";
import type { VisitorRecords } from "../records.js";
import { newLead } from "../../testing/leads.js";
import { dataPage, donePage, openPage, refusalPage, requestAnswerPage } from "./pages.js";
import { formatStamp } from "./readable.js";

const lead = {
  ...newLead({ message: "<script>alert(1)</script>" }),
  id: "l1",
  receivedAt: new Date("2026-11-24T10:00:00Z"),
};
const empty = {
  leads: [],
  attributions: new Map(),
  calls: [],
  messages: [],
  notes: [],
  tasks: [],
  webhookDeliveries: [],
  subscriptions: [],
};

/** A discovery lead caught as spam, its call, a message about it and its webhook copy, as stored. */
const visit = {
  source: null,
  medium: "direct",
  campaign: null,
  referrer: null,
  landingPage: "/pt/education",
  pages: [],
};
const held: VisitorRecords = {
  ...empty,
  attributions: new Map([["l1", visit]]),
  leads: [
    {
      ...lead,
      form: "discovery",
      status: "spam",
      teamSize: "6-15",
      workshopInterest: "6-week",
      spamReasons: ["too-fast", "keyword"],
    },
  ],
  calls: [
    {
      id: "c1",
      leadId: "l1",
      start: "2026-11-27T13:00:00.000Z",
      end: "2026-11-27T13:30:00.000Z",
      status: "booked",
      timeZone: "America/Sao_Paulo",
      outcome: "no_show",
      outcomeAt: "2026-11-27T14:00:00.000Z",
      cancelReason: null,
      createdAt: "2026-11-24T18:21:54.257Z",
    },
  ],
  messages: [
    {
      id: "m1",
      leadId: "l1",
      kind: "visitor-acknowledgement",
      toVisitor: true,
      createdAt: "2026-11-24T10:00:01.000Z",
      sentAt: null,
    },
  ],
  webhookDeliveries: [
    { id: "d1", leadId: "l1", type: "call.booked", createdAt: "2026-11-24T18:22:00.000Z", state: "failed" },
  ],
};

/** The text of the `<dd>` after the `<dt>` that says `name` (markup inside it kept). */
function valueOf(page: string, name: string): string | undefined {
  return new RegExp(`<dt>${name}</dt><dd>(.*?)</dd>`).exec(page)?.[1];
}

describe("the privacy pages", () => {
  it("answer a request with the same page every time, holding nothing of the request", () => {
    expect(requestAnswerPage("pt")).toBe(requestAnswerPage("pt"));
    expect(requestAnswerPage("en")).toContain("<h1>Check your e-mail</h1>");
    expect(requestAnswerPage("pt")).toContain('<html lang="pt-BR">');
  });

  it("keep a number and its unit on one line, as the site does (shared/typeset.ts)", () => {
    expect(openPage("pt", "t")).toContain("disponível por 30\u00a0minutos");
    expect(openPage("pt", "t")).not.toContain("30 minutos");
    expect(requestAnswerPage("en")).toContain("24\u00a0hours");
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

  it("show the team's reminders about the visitor, with the default words when none were written", () => {
    const task = {
      id: "t1",
      leadId: lead.id,
      text: null,
      dueOn: "2026-11-27",
      dueAt: null,
      createdAt: "2026-11-25T09:05:00.000Z",
      doneAt: null,
    };
    const en = dataPage("en", "s", {
      ...empty,
      leads: [lead],
      tasks: [task, { ...task, id: "t2", text: "<b>Call</b>" }],
    });
    expect(en).toContain("Reminders our team set about your messages (2)");
    expect(en).toContain("Follow up");
    expect(en).toContain("&lt;b&gt;Call&lt;/b&gt;");
    const pt = dataPage("pt", "s", { ...empty, leads: [lead], tasks: [task] });
    expect(pt).toContain("Lembretes da nossa equipe sobre suas mensagens (1)");
    expect(pt).toContain("Retomar contato");
    expect(dataPage("en", "s", { ...empty, leads: [lead] })).not.toContain("Reminders our team set");
  });

  it("show the owner's notes about the visitor, escaped, each with its time and its edit", () => {
    const note = {
      id: "n1",
      leadId: "l1",
      body: "<b>asked</b> for a quote",
      createdAt: "2026-11-25T09:00:00.000Z",
      updatedAt: "2026-11-26T09:00:00.000Z",
    };
    const en = dataPage("en", "s", { ...empty, leads: [lead], notes: [note] });
    expect(en).toContain("<h2>Notes our team wrote about your messages (1)</h2>");
    expect(valueOf(en, "Note")).toBe("&lt;b&gt;asked&lt;/b&gt; for a quote");
    expect(valueOf(en, "Last edited")).toBe(
      '<time dateTime="2026-11-26T09:00:00.000Z">Nov 26, 2026, 9:00 AM UTC</time>',
    );
    const pt = dataPage("pt", "s", { ...empty, leads: [lead], notes: [{ ...note, updatedAt: note.createdAt }] });
    expect(pt).toContain("<h2>Anotações da nossa equipe sobre suas mensagens (1)</h2>");
    expect(pt).not.toContain("Última edição");
    expect(dataPage("en", "s", { ...empty, leads: [lead] })).not.toContain("Notes our team wrote");
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

  it("write a stored time in the page's language, in UTC and saying so, the stored value in dateTime", () => {
    const en = dataPage("en", "s", held);
    const pt = dataPage("pt", "s", held);
    expect(valueOf(en, "Booked on")).toBe('<time dateTime="2026-11-24T18:21:54.257Z">Nov 24, 2026, 6:21 PM UTC</time>');
    expect(valueOf(pt, "Agendada em")).toBe(
      '<time dateTime="2026-11-24T18:21:54.257Z">24 de nov. de 2026, 18:21 (UTC)</time>',
    );
    expect(valueOf(en, "Received")).toBe('<time dateTime="2026-11-24T10:00:00.000Z">Nov 24, 2026, 10:00 AM UTC</time>');
    // A call's moment reads as the booking pages and the e-mails write it (shared/call-time.ts).
    expect(valueOf(en, "Starts")).toBe(
      '<time dateTime="2026-11-27T13:00:00.000Z">Friday, November 27, 2026, at 1:00 PM UTC</time>',
    );
    expect(valueOf(pt, "Início")).toBe(
      '<time dateTime="2026-11-27T13:00:00.000Z">sexta-feira, 27 de novembro de 2026, às 13h (UTC)</time>',
    );
    expect(valueOf(pt, "Fim")).toBe('<time dateTime="2026-11-27T13:30:00.000Z">13h30 (UTC)</time>');
    expect(en).not.toMatch(/>\d{4}-\d\d-\d\dT/);
    expect(pt).not.toMatch(/>\d{4}-\d\d-\d\dT/);
  });

  it.each([
    ["en", "Form", "Discovery call request"],
    ["pt", "Formulário", "Pedido de conversa de 30 minutos"],
    ["en", "Status", "Set aside as spam"],
    ["pt", "Situação", "Separada como spam"],
    ["en", "Team size", "6-15 developers"],
    ["pt", "Tamanho do time", "6 a 15 desenvolvedores"],
    ["en", "Format", "6-Week Mentorship"],
    ["pt", "Formato", "Mentoria de 6 semanas"],
    ["en", "Spam reasons", "sent faster than a person types and words often found in spam"],
    ["pt", "Motivos de spam", "enviada mais rápido do que uma pessoa digita e palavras comuns em spam"],
    ["en", "Kind", "Confirmation that your message arrived"],
    ["pt", "Tipo", "Confirmação de que sua mensagem chegou"],
    ["en", "Event", "Your call, booked"],
    ["pt", "Evento", "Sua conversa, agendada"],
    ["en", "To", "you"],
    ["pt", "Para", "você"],
    ["en", "How it went", "Missed: we could not meet"],
    ["pt", "Como foi", "Perdida: não conseguimos nos encontrar"],
    ["en", "Your time zone", "Brasilia Time (UTC−3)"],
    ["pt", "Seu fuso horário", "horário de Brasília (UTC−3)"],
    ["en", "Came from", "Direct visit · first page /pt/education"],
    ["pt", "Origem", "Acesso direto · primeira página /pt/education"],
  ] as const)("in %s, write the stored code of %s as %s", (language, name, label) => {
    expect(valueOf(dataPage(language, "s", held), name)).toBe(label);
  });

  it("label every kind of message in both languages, and say that the downloads hold the values as stored", () => {
    for (const language of LANGUAGES) {
      for (const kind of allMessageKinds().names()) {
        const page = dataPage(language, "s", { ...held, messages: [{ ...held.messages[0]!, kind }] });
        expect(page).not.toContain(`<dd>${kind}</dd>`);
      }
    }
    expect(dataPage("en", "s", held)).toContain("The files hold every value exactly as we store it");
    expect(dataPage("pt", "s", held)).toContain("Os arquivos trazem cada valor exatamente como está armazenado");
  });

  it("fall back to the stored code or time when it has no label or does not read as a time", () => {
    const page = dataPage("pt", "s", {
      ...held,
      calls: [{ ...held.calls[0]!, status: "rescheduled", createdAt: "yesterday" }],
      webhookDeliveries: [{ ...held.webhookDeliveries[0]!, type: "webhook.test", state: "bounced" }],
      attributions: new Map([["l1", { ...visit, source: "newsletter", medium: "cpc", campaign: "launch" }]]),
    });
    expect(valueOf(page, "Situação")).toBe("Separada como spam");
    expect(page).toContain("<dt>Situação</dt><dd>rescheduled</dd>");
    expect(page).toContain("<dt>Evento</dt><dd>webhook.test</dd>");
    expect(page).toContain("<dt>Situação</dt><dd>bounced</dd>");
    expect(valueOf(page, "Origem")).toBe("newsletter · cpc · launch · primeira página /pt/education");
    expect(page).toContain("<dt>Agendada em</dt><dd>yesterday</dd>");
    expect(formatStamp("not a time", "en")).toBe("not a time");
  });
});
