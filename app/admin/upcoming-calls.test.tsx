import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admin as en } from "~/content/en/admin";
import { admin as pt } from "~/content/pt/admin";
import { callsReply } from "@shared/admin-api";
import { UpcomingCalls } from "./upcoming-calls";
import { signedInAs } from "~/admin/team/testing";

const CALL = {
  id: "c1",
  leadId: "l1",
  name: "Bia",
  company: "Globex",
  email: "bia@example.com",
  language: "pt",
  start: "2026-12-01T13:00:00.000Z",
  end: "2026-12-01T13:30:00.000Z",
  visitorTimeZone: "America/Sao_Paulo",
  outcome: null,
  location: "https://meet.example.com/room-bia",
  reminders: [
    { offsetMinutes: 1440, dueAt: "2026-11-30T13:00:00.000Z", state: "sent" },
    { offsetMinutes: 60, dueAt: "2026-12-01T12:00:00.000Z", state: "due" },
  ],
  offerSent: false,
};

/** A reply as the server sends it, checked against the contract. */
const REPLY = v.parse(callsReply, {
  calls: [CALL],
  past: [
    {
      ...CALL,
      id: "c0",
      name: "Caio",
      start: "2026-11-20T13:00:00.000Z",
      end: "2026-11-20T13:30:00.000Z",
      reminders: [{ offsetMinutes: 60, dueAt: "2026-11-20T12:00:00.000Z", state: "failed" }],
    },
    {
      ...CALL,
      id: "c00",
      name: "Duda",
      start: "2026-11-19T13:00:00.000Z",
      end: "2026-11-19T13:30:00.000Z",
      outcome: "no_show",
      offerSent: true,
      reminders: [],
    },
    {
      ...CALL,
      id: "c000",
      name: "Edu",
      start: "2026-12-02T13:00:00.000Z",
      end: "2026-12-02T13:30:00.000Z",
      cancelled: true,
      reminders: [],
    },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const show = (copy: typeof en, locale: string) => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(REPLY), { status: 200 })),
  );
  render(<UpcomingCalls copy={copy} locale={locale} reloads={0} onChanged={() => undefined} />, {
    wrapper: signedInAs("consultant"),
  });
};

describe("the inbox's calls", () => {
  it.each([
    ["en", en, "en-US", "booked in Brasilia Time (UTC−3)"],
    ["pt", pt, "pt-BR", "agendada no fuso horário de Brasília (UTC−3)"],
  ] as const)("name the visitor's zone as a person says it, in %s", async (_, copy, locale, expected) => {
    show(copy, locale);
    expect(await screen.findByText(expected)).toBeDefined();
    expect(document.body.textContent).not.toContain("America/Sao_Paulo");
  });

  it("show each call's reminders, and past calls with their outcome and what the owner may do next", async () => {
    show(en, "en-US");
    expect(await screen.findByText("24 h before: sent")).toBeDefined();
    expect(screen.getByText("1 h before: due")).toBeDefined();
    expect(screen.getByText("1 h before: failed, retrying")).toBeDefined();
    expect(screen.getByRole("button", { name: "Mark held: call with Caio" })).toBeDefined();
    expect(screen.getByRole("button", { name: "Mark no-show: call with Caio" })).toBeDefined();
    // Marked no-show, its offer sent: it can be undone, not offered twice.
    expect(screen.getByRole("button", { name: "Undo: call with Duda" })).toBeDefined();
    expect(screen.queryByRole("button", { name: "Offer another time: call with Duda" })).toBeNull();
    expect(screen.getByText("Offer of another time sent")).toBeDefined();
    // A call we cancelled: nothing to mark, its lead may be offered new times (issue 51).
    expect(screen.getByText("Canceled")).toBeDefined();
    expect(screen.queryByRole("button", { name: "Mark held: call with Edu" })).toBeNull();
    expect(screen.getByRole("button", { name: "Offer another time: call with Edu" })).toBeDefined();
    // The upcoming call's room, named for whose call it is (issue 51).
    const join = screen.getByRole("link", { name: "Join the call with Bia (meet.example.com)" });
    expect(join.getAttribute("href")).toBe("https://meet.example.com/room-bia");
  });

  it("move a call to a free time the owner picks, and say so", async () => {
    const requests: { url: string; method: string; body?: string }[] = [];
    const times = ["2026-12-03T13:00:00.000Z", "2026-12-03T13:30:00.000Z", "2026-12-09T12:00:00.000Z"];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        requests.push({ url, method: init.method ?? "GET", body: init.body as string | undefined });
        if (url.endsWith("/times")) return new Response(JSON.stringify({ times }), { status: 200 });
        if (url.endsWith("/move")) return new Response(null, { status: 204 });
        return new Response(JSON.stringify(REPLY), { status: 200 });
      }),
    );
    const onChanged = vi.fn();
    render(<UpcomingCalls copy={pt} locale="pt-BR" reloads={0} onChanged={onChanged} />, {
      wrapper: signedInAs("consultant"),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Mudar horário: conversa com Bia" }));
    const select = await screen.findByRole("combobox", { name: "Novo horário" });
    // Every free time of the window, by day: the last day's too.
    expect(screen.getAllByRole("option")).toHaveLength(3);
    expect(screen.getByRole("group", { name: /9 de dezembro/ })).toBeDefined();
    await userEvent.selectOptions(select, times[2]!);
    await userEvent.click(screen.getByRole("button", { name: "Mudar a conversa" }));
    expect(await screen.findByText(/A conversa com Bia mudou de horário/)).toBeDefined();
    const move = requests.find((request) => request.url.endsWith("/move"))!;
    expect(move).toMatchObject({ method: "POST", body: JSON.stringify({ start: times[2] }) });
    expect(onChanged).toHaveBeenCalled();
  });
});
