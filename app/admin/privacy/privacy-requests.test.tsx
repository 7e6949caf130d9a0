import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { privacyRequestsReply, type PrivacyRequestsReply } from "@shared/privacy";
import { PRIVACY_COPY } from "./copy";
import { PrivacyRequests } from "./privacy-requests";

/** A reply as the server sends it (checked against the contract, so the fixture cannot drift). */
const FIXTURE: PrivacyRequestsReply = v.parse(privacyRequestsReply, {
  requests: [
    {
      id: "r1",
      requestedAt: "2026-11-20T09:15:00.000Z",
      language: "en",
      action: "access",
      status: "expired",
      completedAt: null,
      erased: null,
    },
    {
      id: "r3",
      requestedAt: "2026-11-24T13:05:00.000Z",
      language: "pt",
      action: "erasure",
      status: "done",
      completedAt: "2026-11-24T13:20:00.000Z",
      erased: { leads: 2, calls: 1, messages: 5, webhookDeliveries: 0 },
    },
    {
      id: "r2",
      requestedAt: "2026-11-22T18:40:00.000Z",
      language: "pt",
      action: "access",
      status: "opened",
      completedAt: null,
      erased: null,
    },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function answering(...replies: (() => Response)[]) {
  const fetch = vi.fn(async () => (replies.shift() ?? replies[0])?.() ?? new Response("{}"));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the inbox's privacy page", () => {
  it("lists the requests newest first, in the owner's format, with what an erasure removed", async () => {
    const fetch = answering(json(FIXTURE));
    render(<PrivacyRequests copy={PRIVACY_COPY.en} locale="en-US" />);
    expect(screen.getByRole("status").textContent).toBe("Loading the requests...");
    const table = await screen.findByRole("table");
    expect(fetch).toHaveBeenCalledWith("/api/admin/privacy/requests", expect.anything());
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    const when = (iso: string) =>
      new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));
    expect(rows).toEqual([
      [
        when("2026-11-24T13:05:00.000Z"),
        "Portuguese",
        "Erase their data",
        `Erasedon ${when("2026-11-24T13:20:00.000Z")}`,
        "2 leads, 1 call, 5 e-mails",
      ],
      [when("2026-11-22T18:40:00.000Z"), "Portuguese", "See their data", "Link opened", "—"],
      [when("2026-11-20T09:15:00.000Z"), "English", "See their data", "Link expired", "—"],
    ]);
    expect(screen.getByRole("status").textContent).toBe("3 requests");
  });

  it("speaks Portuguese when the inbox does", async () => {
    answering(json(FIXTURE));
    render(<PrivacyRequests copy={PRIVACY_COPY.pt} locale="pt-BR" />);
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Situação" })).toBeDefined();
    expect(within(table).getByText("2 contatos, 1 conversa, 5 e-mails")).toBeDefined();
    expect(within(table).getByText("Apagar os dados")).toBeDefined();
  });

  it("says when an erasure found nothing to erase", async () => {
    const [, done] = FIXTURE.requests;
    answering(json({ requests: [{ ...done, erased: { leads: 0, calls: 0, messages: 0, webhookDeliveries: 0 } }] }));
    render(<PrivacyRequests copy={PRIVACY_COPY.en} locale="en-US" />);
    expect(await screen.findByText("Nothing held")).toBeDefined();
  });

  it("has an empty state", async () => {
    answering(json({ requests: [] }));
    render(<PrivacyRequests copy={PRIVACY_COPY.en} locale="en-US" />);
    expect(await screen.findByText(PRIVACY_COPY.en.empty)).toBeDefined();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when loading failed, and loads again on request", async () => {
    answering(json({ error: "down", code: "UNSPECIFIED" }, 500), json(FIXTURE));
    render(<PrivacyRequests copy={PRIVACY_COPY.en} locale="en-US" />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(PRIVACY_COPY.en.loadFailed);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("table")).toBeDefined());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
