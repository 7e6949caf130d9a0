import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forms as en } from "~/content/en/forms";
import { forms as pt } from "~/content/pt/forms";
import { bookSlot } from "./booking-api";
import { BookingStep } from "./booking-step";

// The network is replaced here to drive the step through the server's answers quickly; the
// end-to-end tests (e2e/booking.spec.ts) book through the real server.
const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });
const first = slot("2026-11-25T23:30:00.000Z");
const second = slot("2026-11-26T12:00:00.000Z");
const third = slot("2026-11-26T12:30:00.000Z");

/** An open offer of these times: its days are the visitor's (São Paulo here), each by its first time. */
function offer(slots: ReturnType<typeof slot>[], ownerTimeZone = "UTC", days = firstOfEachDay(slots)) {
  return { state: "open", ownerTimeZone, days, slots };
}

function firstOfEachDay(slots: ReturnType<typeof slot>[]): string[] {
  const firsts = new Map<string, string>();
  for (const { start } of slots) {
    const key = new Date(start).toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
    if (!firsts.has(key)) firsts.set(key, start);
  }
  return [...firsts.values()];
}

function json(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
}

const booked = (start: string, timeZone: string) => ({
  state: "booked",
  booking: {
    ...slot(start),
    timeZone,
    location: "https://meet.example/onrails-room",
    rescheduleUrl: "/booking/reschedule?token=r",
    cancelUrl: "/booking/cancel?token=c",
  },
});

beforeEach(() => {
  // On a busy machine a frame can come before React has rendered what an answer changed: where
  // the keyboard's place goes must not depend on which comes first.
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    callback(performance.now());
    return 0;
  });
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: "America/Sao_Paulo" };
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the booking step", () => {
  it("offers the slots by day in the visitor's zone; a time is booked once chosen and confirmed", async () => {
    const requests: { url: string; body?: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init: RequestInit) => {
        requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        return init.method === "POST"
          ? json(200, booked(second.start, "America/Sao_Paulo"))
          : json(200, offer([first, second], "Europe/Lisbon"));
      }),
    );
    render(<BookingStep kind="discovery" language="pt" copy={pt} token="tok en" />);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: pt.booking.offerTitle.discovery }));
    // One day at a time: the first day's times, the next day's behind its tab.
    const firstDay = await screen.findByRole("tab", { name: "qua. 25 nov." });
    expect(firstDay.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("button", { name: "quarta-feira, 25 de novembro, 20h30" })).toBeDefined();
    expect(screen.queryByRole("button", { name: "quinta-feira, 26 de novembro, 9h" })).toBeNull();
    // The zone is said once, by the picker that changes it.
    const zone = screen.getByRole<HTMLSelectElement>("combobox", { name: pt.booking.zonePicker });
    expect(zone.selectedOptions[0]?.textContent).toBe("horário de Brasília (UTC−3)");
    expect(screen.getAllByText(/horário de Brasília/)).toEqual([zone.selectedOptions[0]]);
    expect(requests[0]?.url).toBe("/booking/slots?token=tok+en&tz=America%2FSao_Paulo");
    await userEvent.click(screen.getByRole("tab", { name: "qui. 26 nov." }));
    expect(screen.getByRole("tabpanel", { name: "qui. 26 nov." }).textContent).toContain(
      "quinta-feira, 26 de novembro",
    );
    const slotButton = screen.getByRole("button", { name: "quinta-feira, 26 de novembro, 9h" });

    // Step one chooses: nothing is booked yet, the time is shown with its date for confirmation.
    await userEvent.click(slotButton);
    const confirmation = await screen.findByRole("heading", { name: pt.booking.confirmTitle });
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(screen.getByText("quinta-feira, 26 de novembro de 2026, às 9h")).toBeDefined();
    // Once here too: in the summary.
    expect(screen.getAllByText(/horário de Brasília/).map((element) => element.tagName)).toEqual(["DD"]);
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /novembro/ })).toBeNull();

    // Back returns to the same day, with the keyboard on the time that had been chosen.
    await userEvent.click(screen.getByRole("button", { name: pt.booking.back }));
    const again = await screen.findByRole("button", { name: "quinta-feira, 26 de novembro, 9h" });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(screen.getByRole("tab", { name: "qui. 26 nov." }).getAttribute("aria-selected")).toBe("true");
    expect(requests).toHaveLength(1);

    // Step two books.
    await userEvent.click(again);
    await userEvent.click(await screen.findByRole("button", { name: pt.booking.confirm }));
    const title = await screen.findByRole("heading", {
      name: "Conversa agendada: quinta-feira, 26 de novembro de 2026, às 9h",
    });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(requests[1]).toEqual({
      url: "/booking",
      body: { token: "tok en", start: second.start, timeZone: "America/Sao_Paulo" },
    });
    expect(screen.getByRole("link", { name: pt.booking.cancel }).getAttribute("href")).toBe("/booking/cancel?token=c");
    expect(screen.queryByRole("button", { name: /novembro/ })).toBeNull();
  });

  it("moves between days with the arrow keys, Home and End, as a tab list does", async () => {
    const friday = slot("2026-11-27T12:00:00.000Z");
    vi.stubGlobal(
      "fetch",
      vi.fn(() => json(200, offer([first, second, third, friday]))),
    );
    render(<BookingStep kind="consulting" language="en" copy={en} token="t" />);
    const list = await screen.findByRole("tablist", { name: en.booking.daysLabel });
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Wed Nov 25", "Thu Nov 26", "Fri Nov 27"]);
    // One tab stop for the row: the selected day's.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(list.contains(document.activeElement)).toBe(false);

    const selected = () => screen.getByRole("tab", { selected: true });
    // The zone picker comes first, then the row of days.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: en.booking.zonePicker }));
    await userEvent.tab();
    expect(document.activeElement).toBe(tabs[0]);
    await userEvent.keyboard("{ArrowRight}");
    expect(selected()).toBe(tabs[1]);
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(tabs[1]!.id);
    expect(tabs[1]!.getAttribute("aria-controls")).toBe(panel.id);
    expect(screen.getAllByRole("button", { name: /^Thursday, November 26, / }).map((b) => b.textContent)).toEqual([
      "9:00 AM",
      "9:30 AM",
    ]);
    await userEvent.keyboard("{End}");
    expect(selected()).toBe(tabs[2]);
    await userEvent.keyboard("{ArrowRight}");
    expect(selected()).toBe(tabs[0]);
    expect(document.activeElement).toBe(tabs[0]);
    await userEvent.keyboard("{ArrowLeft}");
    expect(selected()).toBe(tabs[2]);
    await userEvent.keyboard("{Home}");
    expect(selected()).toBe(tabs[0]);
    // Other keys are the page's: a tab does not eat Down or a letter.
    await userEvent.keyboard("{ArrowDown}x");
    expect(selected()).toBe(tabs[0]);
    // Tab leaves the row for the day's first time.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Wednesday, November 25, 8:30 PM" }));
  });

  it("says so when the slot was just taken, and offers the fresh ones", async () => {
    let posts = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init: RequestInit) => {
        if (init.method !== "POST") return json(200, offer([first, second]));
        posts++;
        return posts === 1
          ? json(409, { code: "SLOT_TAKEN", error: "Taken", slots: [second, third] })
          : json(200, booked(third.start, "America/Sao_Paulo"));
      }),
    );
    render(<BookingStep kind="consulting" language="en" copy={en} token="t" />);
    await userEvent.click(await screen.findByRole("button", { name: "Wednesday, November 25, 8:30 PM" }));
    await userEvent.click(await screen.findByRole("button", { name: en.booking.confirm }));
    const notice = await screen.findByText(en.booking.taken);
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.queryByRole("button", { name: "Wednesday, November 25, 8:30 PM" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Thursday, November 26, 9:30 AM" }));
    await userEvent.click(await screen.findByRole("button", { name: en.booking.confirm }));
    expect(
      await screen.findByRole("heading", { name: "Your call is booked: Thursday, November 26, 2026, at 9:30 AM" }),
    ).toBeDefined();
    // Where the call happens, as a button holding the whole address, the address shown short.
    expect(screen.getByRole("link", { name: en.booking.joinCall }).getAttribute("href")).toBe(
      "https://meet.example/onrails-room",
    );
    expect(screen.getByText("meet.example/onrails-room")).toBeDefined();
  });

  it("keeps the keyboard's place when a booking fails, and through its Retry", async () => {
    let posts = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init: RequestInit) => {
        if (init.method !== "POST") return json(200, offer([first]));
        posts++;
        return posts === 1 ? json(500, { code: "SERVER_ERROR", error: "" }) : json(200, booked(first.start, "UTC"));
      }),
    );
    render(<BookingStep kind="consulting" language="en" copy={en} token="t" />);
    await userEvent.click(await screen.findByRole("button", { name: /November 25/ }));
    await userEvent.click(await screen.findByRole("button", { name: en.booking.confirm }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.parentElement).toBe(document.activeElement));
    await userEvent.click(screen.getByRole("button", { name: en.booking.retry }));
    const title = await screen.findByRole("heading", { name: /^Your call is booked/ });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(posts).toBe(2);
  });

  it("reads a retried booking that had gone through as booked", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init: RequestInit) =>
        init.method === "POST"
          ? json(409, { code: "ALREADY_BOOKED", error: "", booking: booked(first.start, "Europe/Lisbon").booking })
          : json(200, offer([first])),
      ),
    );
    render(<BookingStep kind="consulting" language="en" copy={en} token="t" />);
    await userEvent.click(await screen.findByRole("button", { name: /November 25/ }));
    await userEvent.click(await screen.findByRole("button", { name: en.booking.confirm }));
    expect(
      await screen.findByRole("heading", { name: "Your call is booked: Wednesday, November 25, 2026, at 11:30 PM" }),
    ).toBeDefined();
  });

  it("explains an expired link in the visitor's language, with the e-mail way out", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => json(410, { code: "EXPIRED_TOKEN", error: "Expirado" })),
    );
    render(<BookingStep kind="discovery" language="pt" copy={pt} token="t" />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(pt.booking.expired);
    expect(alert.querySelector("a[href^='mailto:']")).not.toBeNull();
    expect(screen.getByRole("heading", { name: pt.booking.receivedTitle })).toBeDefined();
    expect(screen.queryByRole("button", { name: pt.booking.retry })).toBeNull();
  });

  it("offers the window's later days, and fetches a day's times when it is chosen", async () => {
    const lastDay = slot("2026-12-09T12:30:00.000Z");
    const days = [first.start, second.start, lastDay.start];
    const requests: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        requests.push(url);
        // The first answer: the next times and every day of the window; a day's own answer: its times.
        return json(200, url.includes("&day=") ? offer([lastDay], "UTC", days) : offer([first, second], "UTC", days));
      }),
    );
    render(<BookingStep kind="consulting" language="pt" copy={pt} token="t" />);
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["qua. 25 nov.", "qui. 26 nov.", "qua. 9 dez."]);
    // The first answer's days came whole (it stopped short of MAX_SLOTS): choosing one asks for nothing.
    await userEvent.click(tabs[1]!);
    expect(requests).toHaveLength(1);
    await userEvent.click(tabs[2]!);
    expect(await screen.findByRole("button", { name: "quarta-feira, 9 de dezembro, 9h30" })).toBeDefined();
    expect(requests.at(-1)).toBe("/booking/slots?token=t&tz=America%2FSao_Paulo&day=2026-12-09");
    expect(requests).toHaveLength(2);
  });

  it("keeps each day its own tab while another zone's days are on their way", async () => {
    // São Paulo's days (23:30 on the 29th, 1:00 on the 30th, 0:00 on 1 December) fall on two days in Tokyo.
    const saoPaulo = [
      slot("2026-11-30T02:30:00.000Z"),
      slot("2026-11-30T04:00:00.000Z"),
      slot("2026-12-01T03:00:00.000Z"),
    ];
    const tokyo = [saoPaulo[0]!, slot("2026-11-30T15:00:00.000Z")];
    const requests: string[] = [];
    let answerTokyo = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        requests.push(url);
        if (!url.includes("Tokyo"))
          return json(
            200,
            offer(
              saoPaulo,
              "UTC",
              saoPaulo.map(({ start }) => start),
            ),
          );
        const reply = offer(
          tokyo,
          "UTC",
          tokyo.map(({ start }) => start),
        );
        return new Promise<Response>((resolve) => {
          answerTokyo = () => void json(200, reply).then(resolve);
        });
      }),
    );
    render(<BookingStep kind="consulting" language="en" copy={en} token="t" />);
    await screen.findAllByRole("tab");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: en.booking.zonePicker }), "Asia/Tokyo");

    // Until Tokyo's days come, São Paulo's are written in Tokyo: two tabs, each a day of its own.
    const picker = screen.getByRole("region", { name: en.booking.slotsLabel });
    expect(picker.getAttribute("aria-busy")).toBe("true");
    expect(screen.getAllByRole("tab").map((tab) => tab.id)).toEqual(["day-tab-2026-11-30", "day-tab-2026-12-01"]);
    await userEvent.click(screen.getAllByRole("tab")[1]!);
    expect(screen.getAllByRole("tab")[1]!.getAttribute("aria-selected")).toBe("true");
    // No day is asked for in a zone whose days are not known yet.
    expect(requests.filter((url) => url.includes("&day="))).toEqual([]);

    answerTokyo();
    await waitFor(() => expect(picker.getAttribute("aria-busy")).toBe("false"));
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => [tab.id, tab.getAttribute("aria-selected")])).toEqual([
      ["day-tab-2026-11-30", "false"],
      ["day-tab-2026-12-01", "true"],
    ]);
    expect(await screen.findByRole("button", { name: "Tuesday, December 1, 12:00 AM" })).toBeDefined();
  });

  it("says when nothing is free", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => json(200, offer([]))),
    );
    render(<BookingStep kind="consulting" language="en" copy={en} token="t" />);
    expect(await screen.findByText(en.booking.none)).toBeDefined();
    expect(screen.getByRole("heading", { name: en.consulting.successTitle })).toBeDefined();
  });
});

describe("bookSlot", () => {
  it("retries a request that got no answer 3 times, then says the server was not reached", async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetch);
    const waits: number[] = [];
    const outcome = await bookSlot({ token: "t", start: first.start }, { sleep: async (ms) => void waits.push(ms) });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(outcome).toEqual({ kind: "network", message: "Failed to fetch" });
  });

  it("does not retry a refusal, and reads a reply that breaks the contract as a server error", async () => {
    const fetch = vi.fn(() => json(200, { state: "booked" }));
    vi.stubGlobal("fetch", fetch);
    expect(await bookSlot({ token: "t", start: first.start })).toEqual({
      kind: "refused",
      status: 200,
      reply: { code: "SERVER_ERROR", error: "" },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
