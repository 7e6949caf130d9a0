import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { spamFolder as en } from "~/content/en/spam-folder";
import { spamFolder as pt } from "~/content/pt/spam-folder";
import type { SpamRule } from "@shared/spam";
import { RulesEditor } from "./rules-editor";
import { signedInAs } from "~/admin/team/testing";

/** A server that keeps its rules in memory, as `/api/admin/spam/rules` does in the database. */
function fakeServer(initial: SpamRule[]) {
  let rules = [...initial];
  let next = 100;
  const calls: string[] = [];
  const reply = (body: unknown, status = 200) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push(`${method} ${url}${init.body ? ` ${String(init.body)}` : ""}`);
    if (method === "GET") return reply({ rules });
    if (method === "POST") {
      const input = JSON.parse(String(init.body)) as Pick<SpamRule, "kind" | "value">;
      rules = [...rules, { ...input, id: `r${next++}`, createdAt: "2026-11-24T10:00:00.000Z" }];
      return reply({ rules });
    }
    rules = rules.filter((rule) => !url.endsWith(`/${rule.id}`));
    return reply(undefined, 204);
  });
  return { fetch, calls };
}

/** The text a screen reader reads after the field's name: its aria-describedby elements. */
const description = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const rule = (id: string, kind: SpamRule["kind"], value: string): SpamRule => ({
  id,
  kind,
  value,
  createdAt: "2026-11-20T10:00:00.000Z",
});

describe("the spam rules editor", () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    server = fakeServer([rule("r1", "keyword", "guest post"), rule("r2", "domain", "spam.example")]);
    vi.stubGlobal("fetch", server.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the rules under their kind, with an empty line for a kind without any", async () => {
    render(<RulesEditor copy={en.rules} />, { wrapper: signedInAs("owner") });
    const keywords = (await screen.findByRole("heading", { name: /Word or phrase/ })).parentElement!;
    expect(within(keywords).getByRole("listitem").textContent).toContain("guest post");
    const addresses = screen.getByRole("heading", { name: /Blocked address/ }).parentElement!;
    expect(within(addresses).queryByText("None yet.")).not.toBeNull();
  });

  it.each([
    ["pattern", "(unclosed", en.rules.problems.pattern],
    ["keyword", "   ", en.rules.problems.empty],
    ["keyword", "GUEST POST", en.rules.problems.duplicate],
    ["domain", "@Spam.Example", en.rules.problems.duplicate],
    ["domain", "not a domain", en.rules.problems.domain],
    ["address", "example.com", en.rules.problems.address],
  ])("refuses a %s rule %j next to the field and sends nothing", async (kind, value, message) => {
    const user = userEvent.setup();
    render(<RulesEditor copy={en.rules} />, { wrapper: signedInAs("owner") });
    await screen.findByText("guest post");
    await user.selectOptions(screen.getByLabelText("Kind of rule"), kind);
    const field = screen.getByRole("textbox");
    await user.type(field, value);
    await user.click(screen.getByRole("button", { name: "Add a rule" }));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(description(field)).toContain(message);
    expect(document.activeElement).toBe(field);
    expect(server.calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });

  it("adds a rule as it is stored and says so", async () => {
    const user = userEvent.setup();
    render(<RulesEditor copy={en.rules} />, { wrapper: signedInAs("owner") });
    await screen.findByText("guest post");
    await user.selectOptions(screen.getByLabelText("Kind of rule"), "address");
    await user.type(screen.getByLabelText("E-mail address"), "  Offers@Vendor.example {Enter}");
    expect((await screen.findByRole("status")).textContent).toContain('Rule "offers@vendor.example" added.');
    expect(server.calls).toContain('POST /api/admin/spam/rules {"kind":"address","value":"offers@vendor.example"}');
    const addresses = screen.getByRole("heading", { name: /Blocked address/ }).parentElement!;
    expect(within(addresses).getByRole("listitem").textContent).toContain("offers@vendor.example");
    expect((screen.getByLabelText("E-mail address") as HTMLInputElement).value).toBe("");
  });

  it("deletes a rule, moves the focus to Undo, and Undo puts it back", async () => {
    const user = userEvent.setup();
    render(<RulesEditor copy={pt.rules} />, { wrapper: signedInAs("owner") });
    await user.click(await screen.findByRole("button", { name: "Apagar a regra “guest post”" }));
    expect(screen.queryByText("guest post")).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Regra “guest post” apagada.");
    const undo = screen.getByRole("button", { name: "Desfazer" });
    expect(document.activeElement).toBe(undo);
    expect(server.calls).toContain("DELETE /api/admin/spam/rules/r1");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("guest post")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("A regra “guest post” voltou.");
  });
});
