import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { BOOKING_PATHS, type BookingErrorReply } from "../../shared/booking.js";
import { isTimeZone } from "../../shared/time-zone.js";
import type { Booking } from "./repository.js";
import { bookedPage, errorPage, type ZoneChoice } from "./views/pages.js";
import { BOOKING_COPY } from "./copy.js";
import { BookingError } from "./errors.js";
import { wantsJson } from "../http/negotiate.js";
import { fieldOf, languageHint } from "./request.js";

/** The zone a page shows times in: the visitor's when known (`tz`, or their call's), else the owner's. */
export function zoneFor(ownerTimeZone: string, tz: string | undefined, call?: Booking): ZoneChoice {
  if (tz !== undefined && isTimeZone(tz)) return { timeZone: tz, visitors: true };
  if (call?.visitorTimeZone) return { timeZone: call.visitorTimeZone, visitors: true };
  return { timeZone: ownerTimeZone, visitors: false };
}

export function sendHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply.type("text/html; charset=utf-8").send(html);
}

/** Any error of a booking route as a BookingError: validation, body size and rate limits included. */
export function toBookingError(error: FastifyError, request: FastifyRequest): BookingError {
  if (error instanceof BookingError) return error;
  const language = languageHint(fieldOf(request, "token"));
  const status = error.statusCode ?? 500;
  if (status === 429) return new BookingError("RATE_LIMITED", language);
  // The README promises 413 for an oversized body on every route, not the 400 of a bad one.
  if (status === 413) return new BookingError("TOO_LARGE", language);
  return new BookingError(status < 500 ? "INVALID_REQUEST" : "SERVER_ERROR", language);
}

/** A booking error as JSON for a script, or as a page in the visitor's language. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: BookingError, ownerTimeZone: string) {
  const message = BOOKING_COPY[error.language].errors[error.code];
  reply.code(error.statusCode);
  // The slots are JSON only.
  if (request.url.startsWith(BOOKING_PATHS.slots) || wantsJson(request)) {
    return reply.send({ code: error.code, error: message, ...error.extra } satisfies BookingErrorReply);
  }
  const token = fieldOf(request, "token") ?? "";
  const tz = fieldOf(request, "tz");
  const { slots, booking } = error.extra;
  if (error.code === "ALREADY_BOOKED" && booking) {
    const zone = zoneFor(ownerTimeZone, tz);
    const shown = { ...booking, start: new Date(booking.start) };
    const visitors = zone.visitors ? zone : { timeZone: booking.timeZone, visitors: true };
    return sendHtml(reply, bookedPage(error.language, shown, visitors, { justBooked: false, alert: message }));
  }
  const next =
    error.code === "SLOT_TAKEN" && slots
      ? {
          slots,
          action: request.url.startsWith(BOOKING_PATHS.reschedule) ? BOOKING_PATHS.reschedule : BOOKING_PATHS.page,
          token,
          zone: zoneFor(ownerTimeZone, tz),
        }
      : undefined;
  return sendHtml(reply, errorPage(error.language, message, next));
}
