import { describe, expect, it } from "vitest";
import { googleCalendarUrl, outlookCalendarUrl, shortAddress } from "./calendar-links";

const event = {
  title: "Discovery call, OnRails Labs",
  start: new Date("2026-11-26T12:30:00.000Z"),
  end: new Date("2026-11-26T13:00:00.000Z"),
  location: "https://meet.example/room-1",
  details: "Our 30-minute call.",
};

describe("calendar links", () => {
  it("give Google the call's UTC times, title and room", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.host).toBe("calendar.google.com");
    expect(url.searchParams.get("dates")).toBe("20261126T123000Z/20261126T130000Z");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("location")).toBe(event.location);
  });

  it("give Outlook the same call", () => {
    const url = new URL(outlookCalendarUrl({ ...event, location: null }));
    expect(url.searchParams.get("startdt")).toBe("2026-11-26T12:30:00.000Z");
    expect(url.searchParams.get("enddt")).toBe("2026-11-26T13:00:00.000Z");
    expect(url.searchParams.has("location")).toBe(false);
  });
});

describe("a call's address written short", () => {
  it("keeps a short room whole and shortens a long one to its host", () => {
    expect(shortAddress("https://meet.example/room-1")).toBe("meet.example/room-1");
    expect(shortAddress(`https://www.meet.example/${"x".repeat(60)}?pwd=${"y".repeat(200)}`)).toBe("meet.example/…");
    expect(shortAddress("https://meet.example/")).toBe("meet.example");
  });
});
