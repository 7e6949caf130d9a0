import { BOOKING_ERROR_STATUS, type BookedCall, type BookingErrorCode, type Slot } from "../../shared/booking.js";
import type { Language } from "../../shared/languages.js";

/** A booking request that cannot go on, answered in the visitor's language by the plugin. */
export class BookingError extends Error {
  override name = "BookingError";
  readonly statusCode: number;

  constructor(
    readonly code: BookingErrorCode,
    readonly language: Language,
    readonly extra: { slots?: Slot[]; booking?: BookedCall } = {},
  ) {
    super(code);
    this.statusCode = BOOKING_ERROR_STATUS[code];
  }
}
