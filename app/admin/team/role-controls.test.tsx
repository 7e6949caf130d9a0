import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admin as en } from "~/content/en/admin";
import { admin as pt } from "~/content/pt/admin";
import { shell } from "~/content/en/shell";
import { can, type RouteKey } from "@shared/route-roles";
import { ROLES, type Role } from "@shared/team";
import { adminApi } from "../api";
import { InboxApp } from "../inbox-app";
import { LeadDetail } from "../lead-detail";
import { newsletterApi } from "../newsletter/api";
import { spamApi } from "../spam/spam-api";
import { teamApi } from "./api";
import { exampleLead, examplePerson, signedInAs } from "./testing";

const never = () => new Promise<never>(() => undefined);

const lead = exampleLead({
  name: "Example Visitor",
  email: "visitor@example.com",
  company: "Example Co",
  message: "Hello",
  notes: [
    { id: "n1", body: "Called back", createdAt: "2026-11-20T10:00:00.000Z", updatedAt: "2026-11-20T10:00:00.000Z" },
  ],
  history: [],
});

afterEach(() => vi.restoreAllMocks());

/** Each control of a lead's view, found by what a person sees, and the route it calls. */
const LEAD_CONTROLS: [string, () => HTMLElement | null, RouteKey][] = [
  ["stage", () => screen.queryByRole("button", { name: "Won" }), "POST /api/admin/leads/stage"],
  ["new task", () => screen.queryByLabelText("What to do"), "POST /api/admin/leads/:id/tasks"],
  [
    "task done",
    () => screen.queryByRole("button", { name: "Mark done: Call back" }),
    "POST /api/admin/leads/:id/tasks/:taskId/done",
  ],
  [
    "delete task",
    () => screen.queryByRole("button", { name: "Delete: Call back" }),
    "DELETE /api/admin/leads/:id/tasks/:taskId",
  ],
  ["new note", () => screen.queryByLabelText("New note"), "POST /api/admin/leads/:id/notes"],
  [
    "edit note",
    () => screen.queryByRole("button", { name: /^Edit note of/ }),
    "PATCH /api/admin/leads/:id/notes/:noteId",
  ],
  [
    "delete note",
    () => screen.queryByRole("button", { name: /^Delete note of/ }),
    "DELETE /api/admin/leads/:id/notes/:noteId",
  ],
  ["reply", () => screen.queryByRole("link", { name: "Reply by e-mail" }), "POST /api/admin/leads/stage"],
  ["spam", () => screen.queryByRole("button", { name: "Mark as spam" }), "POST /api/admin/leads/:id/spam"],
  ["delete", () => screen.queryByRole("button", { name: "Delete" }), "DELETE /api/admin/leads/:id"],
  ["erase", () => screen.queryByRole("button", { name: "Erase their data" }), "POST /api/admin/leads/:id/erase"],
];

describe.each(ROLES)("the console as a %s", (role: Role) => {
  it("shows in a lead's view exactly the controls the route table gives the role", async () => {
    vi.spyOn(adminApi, "timeline").mockResolvedValue({ entries: [] });
    vi.spyOn(newsletterApi, "subscriptions").mockImplementation(never);
    vi.spyOn(adminApi, "tasks").mockResolvedValue({
      tasks: [
        {
          id: "t1",
          text: "Call back",
          on: "2026-12-01",
          at: null,
          createdAt: "2026-11-20T10:00:00.000Z",
          createdBy: null,
          doneAt: null,
          doneBy: null,
        },
      ],
    });
    const noop = async () => undefined;
    render(
      <LeadDetail
        lead={lead}
        copy={en}
        language="en"
        onStatus={noop}
        onStage={noop}
        onChanged={noop}
        onMarkedSpam={noop}
        onDelete={noop}
        onErase={noop}
        onClose={noop}
      />,
      { wrapper: signedInAs(role) },
    );
    await screen.findByText("Nothing has happened to this lead yet.");
    await screen.findByText("Call back", { selector: "p" });
    const shown = Object.fromEntries(LEAD_CONTROLS.map(([name, find]) => [name, find() !== null]));
    const allowed = Object.fromEntries(LEAD_CONTROLS.map(([name, , route]) => [name, can(role, route)]));
    expect(shown).toEqual(allowed);
    // What the lead holds is everyone's to read: its stage, its notes.
    expect(screen.getByText("Called back")).toBeTruthy();
    expect(screen.getAllByText("Replied").length).toBeGreaterThan(0);
  });

  it("lists in the menu exactly the pages the role may read, and names the person and role", async () => {
    const person = examplePerson(role);
    vi.spyOn(adminApi, "session").mockResolvedValue({
      authenticated: true,
      expiresAt: "2026-11-26T12:00:00.000Z",
      person,
    });
    for (const read of ["list", "today", "calls"] as const) vi.spyOn(adminApi, read).mockImplementation(never);
    vi.spyOn(spamApi, "week").mockImplementation(never);
    render(<InboxApp errorCopy={{ en: shell.fallbackError, pt: shell.fallbackError }} />);
    const nav = await screen.findByRole("navigation", { name: en.nav.label });
    const pages: [string, RouteKey][] = [
      ["Leads", "GET /api/admin/leads"],
      ["Board", "GET /api/admin/leads/board"],
      ["Dashboard", "GET /api/admin/dashboard"],
      ["Spam", "GET /api/admin/spam/week"],
      ["Webhooks", "GET /api/admin/webhooks/endpoints"],
      ["Privacy", "GET /api/admin/privacy/requests"],
      ["Newsletter", "GET /api/admin/newsletter/letters"],
      ["Team", "GET /api/admin/team"],
      ["My devices", "GET /api/admin/me/devices"],
      ["Activity", "GET /api/admin/activity"],
    ];
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(pages.filter(([, route]) => can(role, route)).map(([name]) => name));
    const header = screen.getByRole("banner");
    expect(header.textContent).toContain(person.name);
    expect(header.textContent).toContain({ owner: "Owner", consultant: "Consultant", viewer: "Viewer" }[role]);
    // The list's export of every lead and its bulk stage change follow the table too.
    expect(screen.queryByRole("link", { name: "Export CSV" }) !== null).toBe(can(role, "GET /api/admin/leads/export"));
  });
});

describe("a page the role may not read", () => {
  it("is refused by its address, in the person's words, with nothing of the page loaded", async () => {
    vi.spyOn(adminApi, "session").mockResolvedValue({
      authenticated: true,
      expiresAt: "2026-11-26T12:00:00.000Z",
      person: examplePerson("consultant"),
    });
    const team = vi.spyOn(teamApi, "team");
    window.location.hash = "#team";
    try {
      render(<InboxApp errorCopy={{ en: shell.fallbackError, pt: shell.fallbackError }} />);
      expect((await screen.findByRole("alert")).textContent).toBe(
        "This page is for owners: as a consultant you cannot open it.",
      );
      expect(team).not.toHaveBeenCalled();
    } finally {
      window.location.hash = "";
    }
  });
});

describe("the console's language, signed in", () => {
  it("opens in the person's language in a browser that chose none, and keeps a choice made here to this browser", async () => {
    const person = { ...examplePerson("owner"), language: "pt" as const };
    vi.spyOn(adminApi, "session").mockResolvedValue({
      authenticated: true,
      expiresAt: "2026-11-26T12:00:00.000Z",
      person,
    });
    for (const read of ["list", "today", "calls"] as const) vi.spyOn(adminApi, read).mockImplementation(never);
    vi.spyOn(spamApi, "week").mockImplementation(never);
    const save = vi.spyOn(teamApi, "changeMe").mockResolvedValue(undefined);
    localStorage.removeItem("por.language");
    const { unmount } = render(<InboxApp errorCopy={{ en: shell.fallbackError, pt: shell.fallbackError }} />);
    const nav = await screen.findByRole("navigation", { name: pt.nav.label });
    expect(within(nav).getByRole("link", { name: "Equipe" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("pt-BR");
    fireEvent.click(screen.getByRole("button", { name: "English" }));
    expect(within(nav).getByRole("link", { name: "Team" })).toBeTruthy();
    // The person's own language (their e-mails') is changed on My account, not by this switch.
    expect(save).not.toHaveBeenCalled();
    unmount();
    render(<InboxApp errorCopy={{ en: shell.fallbackError, pt: shell.fallbackError }} />);
    expect(await screen.findByRole("navigation", { name: en.nav.label })).toBeTruthy();
  });
});
