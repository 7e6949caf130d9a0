// Apart from shared/booking.ts so that the site's forms can know the booking page without
// importing the contract's schemas, and valibot with them.

/**
 * The routes (all on the lead-collecting server, same origin as the site):
 * - `GET  /booking/slots?token=…[&tz=…][&day=…]`: JSON, SlotsReply (the window's days, and the
 *   next times or the one day's); errors BookingErrorReply.
 * - `POST /booking` (JSON BookRequest → BookedReply; a plain form with `token`, `start`, `tz` →
 *   303 to the page below); 409 SLOT_TAKEN with the next `slots`, 409 ALREADY_BOOKED with `booking`.
 * - `GET  /booking?token=…[&tz=…]`: the server-rendered page (slots as plain GET forms, or the
 *   booked call), where the collector's no-JavaScript success redirect goes when booking is on;
 *   the window's days as links (`&day=…`) over the chosen day's times;
 *   with `&start=…` the one confirming step for that time, whose button posts to `POST /booking`.
 * - `GET  /booking/reschedule?token=…[&tz=…][&start=…]` (the same two steps, never the call's own
 *   time), `POST /booking/reschedule` (`token`, `start`).
 * - `GET  /booking/cancel?token=…`, `POST /booking/cancel` (`token`): a page with one button,
 *   since mail scanners follow links and a GET must not cancel anything.
 */
export const BOOKING_PATHS = {
  slots: "/booking/slots",
  book: "/booking",
  page: "/booking",
  reschedule: "/booking/reschedule",
  cancel: "/booking/cancel",
} as const;
