import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionReply } from "@shared/admin-api";
import { adminApi } from "./api";
import { AssigneeControl } from "./assignee";
import { teamApi } from "./team/api";
import { exampleLead } from "./team/testing";

const lead = exampleLead;

const session = (role: "owner" | "consultant" | "viewer"): SessionReply => ({
  authenticated: true,
  expiresAt: "2026-11-25T10:00:00.000Z",
  person: {
    id: "me",
    email: "me@example.com",
    name: "Example Person",
    role,
    language: "pt",
    newLeadAlerts: true,
    weeklyEmail: true,
    timeZone: "UTC",
    mustRegisterPasskey: false,
  },
});

afterEach(() => vi.restoreAllMocks());

const COLLEAGUES = {
  people: [
    { id: "me", name: "Example Person", role: "consultant" as const },
    { id: "bia", name: "Bia Example", role: "owner" as const },
  ],
};

describe("whose lead, in its detail", () => {
  beforeEach(() => {
    vi.spyOn(teamApi, "colleagues").mockResolvedValue(COLLEAGUES);
  });

  it("names whose lead it is and gives it to another person on the team", async () => {
    vi.spyOn(adminApi, "session").mockResolvedValue(session("consultant"));
    const assign = vi.spyOn(adminApi, "assign").mockResolvedValue(lead({ assignedTo: "bia" }));
    const onChanged = vi.fn(async () => {});
    const view = render(<AssigneeControl lead={lead({ assignedTo: "bia" })} language="pt" onChanged={onChanged} />);
    expect(await screen.findByText("De Bia Example: os alertas dele vão para essa pessoa.")).toBeTruthy();
    view.rerender(<AssigneeControl lead={lead({})} language="pt" onChanged={onChanged} />);
    const select = await screen.findByRole("combobox", { name: "Passar para" });
    // Oneself is "Assumir", not a choice in the list.
    expect([...select.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Escolha uma pessoa",
      "Bia Example",
    ]);
    fireEvent.change(select, { target: { value: "bia" } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("l1", "bia"));
    expect(onChanged).toHaveBeenCalled();
  });

  it("offers to take a lead that is nobody's, in the person's language, and takes it", async () => {
    vi.spyOn(adminApi, "session").mockResolvedValue(session("consultant"));
    const assign = vi.spyOn(adminApi, "assign").mockResolvedValue(lead({ assignedTo: "me" }));
    const onChanged = vi.fn(async () => {});
    render(<AssigneeControl lead={lead({})} language="pt" onChanged={onChanged} />);
    expect(screen.getByRole("heading", { name: "De quem é o contato" })).toBeTruthy();
    expect(screen.getByText(/De ninguém ainda/)).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Assumir este contato" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(assign).toHaveBeenCalledWith("l1", "me");
    expect(screen.queryByRole("button", { name: "Largar" })).toBeNull();
  });

  it("says a lead is yours and lets you let it go; shows a viewer no button", async () => {
    vi.spyOn(adminApi, "session").mockResolvedValue(session("owner"));
    const assign = vi.spyOn(adminApi, "assign").mockResolvedValue(lead({}));
    render(<AssigneeControl lead={lead({ assignedTo: "me" })} language="en" onChanged={async () => {}} />);
    expect(await screen.findByText("Yours: its alerts come to you.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Take this lead" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Let it go" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("l1", null));

    vi.spyOn(adminApi, "session").mockResolvedValue(session("viewer"));
    const viewer = render(
      <AssigneeControl lead={lead({ assignedTo: "someone" })} language="en" onChanged={async () => {}} />,
    );
    await waitFor(() => expect(viewer.container.textContent).toContain("Someone else's on the team"));
    expect(viewer.container.querySelectorAll("select")).toHaveLength(0);
    expect(viewer.container.querySelectorAll("button")).toHaveLength(0);
  });
});
