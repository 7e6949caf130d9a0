import { BOOKING_PATHS } from "@shared/booking-paths";

/**
 * The booking token of a collector's success reply, or undefined when booking is off. The reply's
 * `next` is the page a visitor without JavaScript is sent to; with booking on it is the booking
 * page carrying the token (`/booking?token=…`). The token is read from there because the
 * Formspree client keeps only `next` of a success reply, and Formspree itself never offers one.
 */
export function bookingTokenFrom(next: string | undefined): string | undefined {
  if (!next) return undefined;
  let url: URL;
  try {
    url = new URL(next, "http://site.invalid");
  } catch {
    return undefined;
  }
  if (url.origin !== "http://site.invalid" || url.pathname !== BOOKING_PATHS.page) return undefined;
  return url.searchParams.get("token") || undefined;
}
