import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forms as en } from "~/content/en/forms";
import { forms as pt } from "~/content/pt/forms";
import { BookingStep } from "./booking-step";

// Issue 53: a summary before confirming, the zone the visitor chooses, and calendar links once booked.
const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });
const call = slot("2026-11-26T12:00:00.000Z");

function json(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
}

const COPY = { en, pt } as const;
const CASES = {
  en: { saoPaulo: "Thursday, November 26, 9:00 AM", tokyo: "Thursday, November 26, 9:00 PM", day: "Thu, Nov 26" },
  pt: { saoPaulo: "quinta-feira, 26 de novembro, 9h", tokyo: "quinta-feira, 26 de novembro, 21h", day: "qui. 26 nov." },
} as const;

let posts: unknown[];
beforeEach(() => {
  posts = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    callback(performance.now());
    return 0;
  });
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: "America/Sao_Paulo" };
  });
  vi.stubGlobal(
    "fetch",
    vi.fn((_url: string, init: RequestInit) => {
      if (init.method !== "POST")
        return json(200, { state: "open", ownerTimeZone: "Europe/Lisbon", days: [call.start], slots: [call] });
      const body = JSON.parse(String(init.body)) as { timeZone: string };
      posts.push(body);
      return json(200, {
        state: "booked",
        booking: {
          ...call,
          timeZone: body.timeZone,
          location: `https://meet.example/${"room-".repeat(20)}end`,
          rescheduleUrl: "/booking/reschedule?token=r",
          cancelUrl: "/booking/cancel?token=c",
        },
      });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe.each(["en", "pt"] as const)("the booking step in %s", (language) => {
  const text = COPY[language].booking;
  const times = CASES[language];

  it("shows the times in another zone when the visitor picks one, and books in it", async () => {
    render(<BookingStep kind="discovery" language={language} copy={COPY[language]} token="t" />);
    expect(await screen.findByRole("button", { name: times.saoPaulo })).toBeDefined();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: text.zonePicker }), "Asia/Tokyo");
    await userEvent.click(await screen.findByRole("button", { name: times.tokyo }));
    // The summary before confirming: how long, where, and the zone chosen.
    const summary = document.querySelector("[data-summary]") as HTMLElement;
    expect(summary.getAttribute("aria-label")).toBe(text.summary.label);
    expect(within(summary).getByText(text.summary.lengthValue)).toBeDefined();
    expect(within(summary).getByText(text.summary.whereValue)).toBeDefined();
    expect(summary.textContent).toMatch(/Japan|Jap|Tóquio|Japão|UTC\+9/);
    await userEvent.click(screen.getByRole("button", { name: text.confirm }));
    await screen.findByRole("link", { name: text.joinCall });
    expect(posts).toEqual([{ token: "t", start: call.start, timeZone: "Asia/Tokyo" }]);
  });

  it("once booked, offers Join the call with the address shown short, and Google and Outlook links", async () => {
    render(<BookingStep kind="discovery" language={language} copy={COPY[language]} token="t" />);
    await userEvent.click(await screen.findByRole("button", { name: times.saoPaulo }));
    await userEvent.click(screen.getByRole("button", { name: text.confirm }));
    const join = await screen.findByRole("link", { name: text.joinCall });
    expect(join.getAttribute("href")).toContain("room-room-");
    expect(screen.getByText("meet.example/…")).toBeDefined();
    const google = new URL(screen.getByRole("link", { name: text.calendar.google }).getAttribute("href") ?? "");
    expect(google.searchParams.get("dates")).toBe("20261126T120000Z/20261126T123000Z");
    expect(google.searchParams.get("text")).toBe(text.calendar.title);
    const outlook = new URL(screen.getByRole("link", { name: text.calendar.outlook }).getAttribute("href") ?? "");
    expect(outlook.searchParams.get("startdt")).toBe(call.start);
    // No raw address on the page: nothing breaks mid-token.
    expect(document.body.textContent).not.toContain("room-room-");
  });
});
