import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { admin } from "~/content/en/admin";
import { adminTeam as en } from "~/content/en/admin-team";
import { admin as adminPt } from "~/content/pt/admin";
import { adminTeam as pt } from "~/content/pt/admin-team";
import type { ActivityEntry, Device, PersonReply, TeamMember } from "@shared/team";
import { AdminApiError } from "../api";
import { ActivityPage } from "./activity-page";
import { teamApi } from "./api";
import { DevicesPage } from "./devices-page";
import { TeamPage } from "./team-page";

// Clearly made-up people: the examples of these tests.
const ME: PersonReply = {
  id: "p-owner",
  email: "owner@example.com",
  name: "Example Owner",
  role: "owner",
  language: "en",
  timeZone: "America/Sao_Paulo",
  newLeadAlerts: true,
  weeklyEmail: false,
  mustRegisterPasskey: false,
};
const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: "p-owner",
  email: "owner@example.com",
  name: "Example Owner",
  role: "owner",
  language: "en",
  timeZone: "America/Sao_Paulo",
  removed: false,
  passkeys: 1,
  sessions: 1,
  invitationPending: false,
  ...overrides,
});
const TEAM = [
  member({}),
  member({ id: "p-2", email: "consultant@example.com", name: "Example Consultant", role: "consultant", sessions: 2 }),
  member({
    id: "p-3",
    email: "invited@example.com",
    name: "Example Invitee",
    role: "viewer",
    passkeys: 0,
    sessions: 0,
    invitationPending: true,
  }),
  member({ id: "p-4", email: "gone@example.com", name: "Example Leaver", role: "viewer", removed: true, sessions: 0 }),
];
const never = () => new Promise<never>(() => undefined);

afterEach(() => vi.restoreAllMocks());
// jsdom has no modal dialogs: opening and closing one sets `open`, as a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe("the team page", () => {
  it("says it is loading, then lists each person with role, language and status", async () => {
    vi.spyOn(teamApi, "team").mockResolvedValue({ people: TEAM });
    render(<TeamPage copy={en} person={ME} />);
    expect(screen.getAllByRole("status")[0]!.textContent).toBe("Loading the team...");
    await screen.findByText("4 people");
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[3]!.textContent)).toEqual([
      "Active1 device signed in",
      "Active2 devices signed in",
      "Invited0 devices signed in",
      "Removed",
    ]);
    expect(screen.getByRole("combobox", { name: "Role of Example Consultant" })).toHaveProperty("value", "consultant");
    // Nobody signs themselves out everywhere or removes themselves; a removed person has no controls.
    expect(within(rows[0]!).queryByRole("button")).toBeNull();
    expect(within(rows[3]!).queryByRole("button")).toBeNull();
    expect(
      within(rows[1]!)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Send a new invitation", "Sign out everywhere", "Remove"]);
  });

  it("says so when only the owner is on it, and when it could not be read, with a way to try again", async () => {
    vi.spyOn(teamApi, "team").mockResolvedValueOnce({ people: [member({})] });
    const { unmount } = render(<TeamPage copy={pt} person={ME} />);
    await screen.findByText("Por enquanto, só você. Convide alguém abaixo.");
    unmount();
    const team = vi.spyOn(teamApi, "team").mockRejectedValueOnce(new AdminApiError(0, "NETWORK", "down"));
    render(<TeamPage copy={en} person={ME} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load this page.");
    team.mockResolvedValueOnce({ people: TEAM });
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByText("4 people");
  });

  it("changes a role, and says in the owner's language why the server refused one", async () => {
    vi.spyOn(teamApi, "team").mockResolvedValue({ people: TEAM });
    const change = vi
      .spyOn(teamApi, "changeRole")
      .mockResolvedValueOnce({ people: TEAM })
      .mockRejectedValueOnce(new AdminApiError(409, "LAST_OWNER", "last owner"));
    render(<TeamPage copy={pt} person={ME} />);
    const role = await screen.findByRole("combobox", { name: "Papel de Example Consultant" });
    fireEvent.change(role, { target: { value: "viewer" } });
    await screen.findByText("Example Consultant agora é: Leitor.");
    expect(change).toHaveBeenCalledWith("p-2", "viewer");
    fireEvent.change(screen.getByRole("combobox", { name: "Papel de Example Owner" }), {
      target: { value: "viewer" },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "A equipe precisa de pelo menos um dono: torne outra pessoa dona primeiro.",
    );
  });

  it("sends a new invitation and shows its link once", async () => {
    vi.spyOn(teamApi, "team").mockResolvedValue({ people: TEAM });
    const reinvite = vi.spyOn(teamApi, "reinvite").mockResolvedValue({
      person: TEAM[2]!,
      link: "http://127.0.0.1/admin#invitation=again",
      expiresAt: "2026-11-28T12:00:00.000Z",
    });
    render(<TeamPage copy={en} person={ME} />);
    const row = (await screen.findByText("Example Invitee")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Send a new invitation" }));
    await screen.findByText("A new invitation is on its way to Example Invitee.");
    expect(reinvite).toHaveBeenCalledWith("p-3");
    expect(screen.getByLabelText("Their invitation link")).toHaveProperty(
      "value",
      "http://127.0.0.1/admin#invitation=again",
    );
  });

  it("removes a person only once the owner confirms", async () => {
    vi.spyOn(teamApi, "team").mockResolvedValue({ people: TEAM });
    const remove = vi.spyOn(teamApi, "remove").mockResolvedValue(undefined);
    render(<TeamPage copy={en} person={ME} />);
    const row = (await screen.findByText("Example Consultant")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Remove" }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByText("Remove Example Consultant from the team?")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { hidden: true, name: "Remove" }).at(-1)!);
    await screen.findByText("Example Consultant was removed from the team.");
    expect(remove).toHaveBeenCalledWith("p-2");
  });

  it("invites someone and keeps what was typed when the address is taken", async () => {
    vi.spyOn(teamApi, "team").mockResolvedValue({ people: TEAM });
    const invite = vi.spyOn(teamApi, "invite").mockRejectedValueOnce(new AdminApiError(409, "EMAIL_TAKEN", "taken"));
    render(<TeamPage copy={en} person={ME} />);
    await screen.findByText("4 people");
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "consultant@example.com" } });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Example Twin" } });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "viewer" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the invitation" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Someone on the team already has this e-mail.");
    expect(invite).toHaveBeenCalledWith({
      email: "consultant@example.com",
      name: "Example Twin",
      role: "viewer",
      language: "en",
      timeZone: "America/Sao_Paulo",
    });
    expect(screen.getByLabelText("Name")).toHaveProperty("value", "Example Twin");
    invite.mockResolvedValueOnce({
      person: member({ id: "p-5", email: "new@example.com", name: "Example Twin", role: "viewer" }),
      link: "http://127.0.0.1/admin#invitation=example",
      expiresAt: "2026-11-28T12:00:00.000Z",
    });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "new@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the invitation" }));
    await screen.findByText("Invitation sent to new@example.com.");
    expect(screen.getByLabelText("Their invitation link")).toHaveProperty(
      "value",
      "http://127.0.0.1/admin#invitation=example",
    );
    expect(screen.getByLabelText("Name")).toHaveProperty("value", "");
  });
});

const DEVICES: Device[] = [
  {
    id: "s-1",
    userAgent: "Firefox · Linux",
    network: "203.0.113.0/24",
    createdAt: "2026-11-20T12:00:00.000Z",
    lastSeenAt: "2026-11-25T15:30:00.000Z",
    current: true,
  },
  {
    id: "s-2",
    userAgent: null,
    network: null,
    createdAt: "2026-11-21T12:00:00.000Z",
    lastSeenAt: null,
    current: false,
  },
];

describe("my devices", () => {
  const page = (copy = en) => (
    <DevicesPage
      copy={copy}
      locale={copy === en ? "en" : "pt-BR"}
      timeZone="UTC"
      person={ME}
      onPersonChanged={() => {}}
    />
  );

  it("says it is loading, then lists each browser with its network and last seen, this one marked", async () => {
    vi.spyOn(teamApi, "devices").mockResolvedValue({ devices: DEVICES });
    render(page());
    expect(screen.getAllByRole("status")[0]!.textContent).toBe("Loading your devices...");
    await screen.findByText("2 devices");
    const [first, second] = screen.getAllByRole("row").slice(1);
    expect(first!.textContent).toContain("Firefox · LinuxThis device");
    expect(first!.textContent).toContain("203.0.113.0/24");
    expect(first!.textContent).toContain("Nov 25, 2026, 3:30 PM");
    expect(second!.textContent).toContain("Unknown browser");
    expect(second!.textContent).toContain("Not recorded");
    expect(second!.textContent).toContain("Not since signing in");
  });

  it("signs another device out and says so; says when it could not", async () => {
    vi.spyOn(teamApi, "devices").mockResolvedValue({ devices: DEVICES });
    const signOut = vi
      .spyOn(teamApi, "signOutDevice")
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new AdminApiError(0, "NETWORK", "down"));
    render(page(pt));
    fireEvent.click(await screen.findByRole("button", { name: "Desconectar Navegador desconhecido" }));
    await screen.findByText("Navegador desconhecido foi desconectado.");
    expect(signOut).toHaveBeenCalledWith("s-2");
    fireEvent.click(screen.getByRole("button", { name: "Desconectar Navegador desconhecido" }));
    await screen.findByText(/Não foi possível desconectar esse dispositivo/);
  });

  it("shows an empty list and a failed one", async () => {
    vi.spyOn(teamApi, "devices").mockResolvedValueOnce({ devices: [] });
    const { unmount } = render(page());
    await screen.findByText("No signed-in devices.");
    unmount();
    vi.spyOn(teamApi, "devices").mockImplementationOnce(never);
    const loading = render(page());
    expect(loading.getAllByRole("status")[0]!.textContent).toBe("Loading your devices...");
    loading.unmount();
    vi.spyOn(teamApi, "devices").mockRejectedValueOnce(new AdminApiError(500, "INTERNAL", "oops"));
    render(page());
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load this page.");
  });

  it("saves the person's language, zone and e-mails, and hands the console the saved person", async () => {
    vi.spyOn(teamApi, "devices").mockResolvedValue({ devices: DEVICES });
    const save = vi.spyOn(teamApi, "changeMe").mockResolvedValue(undefined);
    const changed = vi.fn();
    render(<DevicesPage copy={en} locale="en" timeZone="UTC" person={ME} onPersonChanged={changed} />);
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "pt" } });
    fireEvent.change(screen.getByLabelText("Time zone"), { target: { value: "Europe/Lisbon" } });
    fireEvent.click(screen.getByLabelText("Send me the Monday e-mail"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(changed).toHaveBeenCalledOnce());
    const choices = { language: "pt", timeZone: "Europe/Lisbon", newLeadAlerts: true, weeklyEmail: true };
    expect(save).toHaveBeenCalledWith(choices);
    expect(changed).toHaveBeenCalledWith({ ...ME, ...choices });
  });
});

const ENTRIES: ActivityEntry[] = [
  {
    id: "a1",
    at: "2026-11-24T10:00:00.000Z",
    kind: "note",
    personId: "p-2",
    personName: "Example Consultant",
    subjectId: "lead-1",
    detail: null,
  },
  {
    id: "a2",
    at: "2026-11-25T10:00:00.000Z",
    kind: "delete",
    personId: "p-owner",
    personName: "Example Owner",
    subjectId: "lead-2",
    detail: null,
  },
  {
    id: "a3",
    at: "2026-11-23T10:00:00.000Z",
    kind: "stage",
    personId: "p-4",
    personName: "Example Leaver",
    subjectId: "lead-3",
    detail: "won",
  },
  {
    id: "a4",
    at: "2026-11-22T10:00:00.000Z",
    kind: "team",
    personId: "p-owner",
    personName: "Example Owner",
    subjectId: "p-3",
    detail: "invited viewer",
  },
];

describe("the activity page", () => {
  it("lists the team's changes newest first, with who, and links the ones on a lead still there", async () => {
    vi.spyOn(teamApi, "team").mockResolvedValue({ people: TEAM });
    vi.spyOn(teamApi, "activity").mockResolvedValue({ entries: ENTRIES });
    render(<ActivityPage copy={en} stages={admin.stages} locale="en" timeZone="UTC" />);
    expect(screen.getAllByRole("status")[0]!.textContent).toBe("Loading the activity...");
    await screen.findByText("4 changes");
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]!.textContent)).toEqual([
      "Example Owner",
      "Example Consultant",
      "Example Leaver",
      "Example Owner",
    ]);
    expect(within(rows[0]!).queryByRole("link")).toBeNull();
    expect(within(rows[1]!).getByRole("link", { name: "Open the lead" }).getAttribute("href")).toBe(
      "/admin?lead=lead-1",
    );
    expect(rows[2]!.textContent).toContain("Moved a lead to Won");
    // A team change names whom it changed, once the team is read.
    await waitFor(() => expect(within(rows[3]!).getAllByRole("cell")[3]!.textContent).toBe("Example Invitee"));
  });

  it("filters by person, and says when that person changed nothing", async () => {
    vi.spyOn(teamApi, "team").mockResolvedValue({ people: TEAM });
    const activity = vi
      .spyOn(teamApi, "activity")
      .mockResolvedValueOnce({ entries: ENTRIES })
      .mockResolvedValueOnce({ entries: [] });
    render(<ActivityPage copy={pt} stages={adminPt.stages} locale="pt-BR" timeZone="UTC" />);
    await screen.findByText("4 alterações");
    await screen.findByRole("option", { name: "Example Invitee" });
    fireEvent.change(screen.getByLabelText("Pessoa"), { target: { value: "p-3" } });
    await screen.findByText("Esta pessoa ainda não fez nenhuma alteração.");
    expect(activity).toHaveBeenLastCalledWith("p-3");
  });

  it("says when nothing has changed yet, and when it could not be read", async () => {
    vi.spyOn(teamApi, "team").mockResolvedValue({ people: TEAM });
    vi.spyOn(teamApi, "activity").mockResolvedValueOnce({ entries: [] });
    const { unmount } = render(<ActivityPage copy={en} stages={admin.stages} locale="en" timeZone="UTC" />);
    await screen.findByText("No changes yet.");
    unmount();
    vi.spyOn(teamApi, "activity").mockRejectedValueOnce(new AdminApiError(0, "NETWORK", "down"));
    render(<ActivityPage copy={en} stages={admin.stages} locale="en" timeZone="UTC" />);
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load this page.");
  });
});
