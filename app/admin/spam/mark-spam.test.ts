import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadJson } from "@shared/admin-api";
import type { SpamRule } from "@shared/spam";
import { markAsSpam } from "./mark-spam";

const lead = (status: LeadJson["status"]) =>
  ({ id: "l1", name: "Vendor", email: "Pitch@Vendor.example", status }) as LeadJson;

/** The admin API as far as marking spam goes: the rules in memory, every call written down. */
function fakeServer(rules: SpamRule[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push(`${method} ${url}${init.body ? ` ${String(init.body)}` : ""}`);
      if (method === "POST" && url.endsWith("/spam") && JSON.parse(String(init.body)).block)
        rules = [...rules, { id: "new", kind: "address", value: "pitch@vendor.example", createdAt: "" }];
      if (method === "DELETE") return new Response(null, { status: 204 });
      return new Response(JSON.stringify(url.endsWith("/spam/rules") ? { rules } : {}), { status: 200 });
    }),
  );
  return calls;
}

describe("markAsSpam", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("blocks the sender when asked, and its undo lifts that block and brings the lead back", async () => {
    const calls = fakeServer([]);
    const marked = await markAsSpam(lead("new"), true);
    expect(calls).toContain('POST /api/admin/leads/l1/spam {"block":true}');
    await marked.undo();
    expect(calls.slice(-2)).toEqual(["POST /api/admin/leads/l1/not-spam {}", "DELETE /api/admin/spam/rules/new"]);
  });

  it("leaves a block the owner already had when it is undone", async () => {
    const calls = fakeServer([{ id: "old", kind: "address", value: "pitch@vendor.example", createdAt: "" }]);
    await (await markAsSpam(lead("new"), true)).undo();
    expect(calls.filter((call) => call.startsWith("DELETE"))).toEqual([]);
  });

  it("blocks nobody unless asked, and puts a handled lead back as handled", async () => {
    const calls = fakeServer([]);
    const marked = await markAsSpam(lead("handled"), false);
    expect(calls).toEqual(['POST /api/admin/leads/l1/spam {"block":false}']);
    await marked.undo();
    expect(calls.at(-1)).toBe('PATCH /api/admin/leads/l1 {"status":"handled"}');
  });
});
