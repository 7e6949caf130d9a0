import { render, screen } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminNewsletter as en } from "~/content/en/admin-newsletter";
import { adminNewsletter as pt } from "~/content/pt/admin-newsletter";
import { subscriptionsReply } from "@shared/newsletter";
import { LeadSubscriptions } from "./lead-subscriptions";

/** A reply as the server sends it, checked against the contract. */
const REPLY = v.parse(subscriptionsReply, {
  subscriptions: [
    {
      list: "insights",
      status: "confirmed",
      since: "2026-11-10T10:00:00.000Z",
      confirmedAt: "2026-11-10T10:00:00.000Z",
    },
    { list: "course-launch", status: "pending", since: "2026-11-26T10:00:00.000Z", confirmedAt: null },
  ],
});
const LEAD = { email: "ana@example.com", receivedAt: "2026-11-20T09:00:00.000Z" };

afterEach(() => {
  vi.unstubAllGlobals();
});

function show(reply: unknown, copy: typeof en, locale: string) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(reply), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  render(<LeadSubscriptions lead={LEAD} copy={copy} locale={locale} />);
  return fetch;
}

describe("a lead's letters", () => {
  it.each([
    ["en", en, "en-US", "Insights letter: on the list since Nov 10, 2026", "subscribed before writing"],
    ["pt", pt, "pt-BR", "Carta de artigos: na lista desde 10 de nov. de 2026", "inscreveu-se antes de escrever"],
  ] as const)(
    "say, in %s, which letters the address reads and that it subscribed first",
    async (_, copy, locale, line, first) => {
      const fetch = show(REPLY, copy, locale);
      expect(await screen.findByText(line)).toBeDefined();
      expect(screen.getByText(`· ${first}`)).toBeDefined();
      // Asked for only once, and only "before writing" where a confirmation came before the lead.
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(String(fetch.mock.calls[0]![0])).toContain("email=ana%40example.com");
      expect(document.body.textContent?.match(new RegExp(first, "g"))).toHaveLength(1);
    },
  );

  it("shows nothing for an address that never subscribed", async () => {
    const fetch = show({ subscriptions: [] }, en, "en-US");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // Its answer read, not only asked for.
    await fetch.mock.results[0]!.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.body.textContent).toBe("");
  });
});
