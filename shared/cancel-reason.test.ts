import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CANCEL_REASON_MAX, CancelReasonSchema } from "./booking.js";

const read = (typed: string | undefined) => v.safeParse(CancelReasonSchema, typed);

describe("a reason for cancelling (CancelReasonSchema)", () => {
  it("is optional: nothing typed, or only spaces, is no reason", () => {
    expect(read(undefined)).toMatchObject({ success: true, output: "" });
    expect(read("  \r\n \t")).toMatchObject({ success: true, output: "" });
  });

  it("keeps the visitor's words and lines, without what hides or floods them", () => {
    const typed = " Something came up.\r\n\r\n\r\n\r\n\r\nSorry\u202e!\u0000 <b>x</b> ";
    expect(read(typed)).toMatchObject({ success: true, output: "Something came up.\n\nSorry! <b>x</b>" });
  });

  it(`holds at most ${CANCEL_REASON_MAX} characters once cleaned, and says so when longer`, () => {
    expect(read("a".repeat(CANCEL_REASON_MAX))).toMatchObject({ success: true });
    // Spaces around it and a CRLF counted as the one line end it becomes do not make it too long.
    expect(read(` ${"a".repeat(CANCEL_REASON_MAX - 2)}\r\nb `)).toMatchObject({ success: true });
    const long = read("a".repeat(CANCEL_REASON_MAX + 1));
    expect(long.success).toBe(false);
    expect(long.issues?.[0]?.message).toBe("REASON_TOO_LONG");
  });
});
