import { describe, expect, it } from "vitest";
import { bookingTokenFrom } from "./booking-token";

describe("bookingTokenFrom", () => {
  it("reads the token of the booking page", () => {
    expect(bookingTokenFrom("/booking?token=abc.def")).toBe("abc.def");
  });

  it.each([
    ["the thank-you page", "/en/thanks"],
    ["no next at all", undefined],
    ["the booking page without a token", "/booking"],
    ["another site's booking page", "https://elsewhere.example/booking?token=abc"],
    ["a path that only starts like it", "/booking/cancel?token=abc"],
  ])("finds none in %s", (_, next) => {
    expect(bookingTokenFrom(next)).toBeUndefined();
  });
});
