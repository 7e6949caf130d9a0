import type { FastifyInstance } from "fastify";
import {
  BOOKING_PATHS,
  BookBodySchema,
  BookedReplySchema,
  BookingErrorReplySchema,
  CancelledReplySchema,
  CancelQuerySchema,
  CancelReasonSchema,
  CancelRequestSchema,
  PageQuerySchema,
  SlotsQuerySchema,
  SlotsReplySchema,
  type BookedReply,
  type CancelledReply,
} from "../../shared/booking.js";
import * as v from "valibot";
import { dayKey } from "../../shared/call-time.js";
import { jsonSchema, type JsonSchemaOf, type ValibotSchemas } from "../http/json-schema.js";
import { findActiveBookingOfLead, type Booking } from "./repository.js";
import {
  bookedPage,
  cancelledPage,
  cancelPage,
  choosePage,
  confirmPage,
  rescheduleConfirmPage,
  reschedulePage,
} from "./views/pages.js";
import { sendHtml, zoneFor } from "./answers.js";
import { book, cancel, refuseSpentLink, reschedule, slots } from "./calls.js";
import { BookingError } from "./errors.js";
import { BOOKING_COPY } from "./copy.js";
import { wantsJson } from "../http/negotiate.js";
import { languageHint, pageLanguage } from "./request.js";
import { bookedCall, offer, openCall, openToken, windowDays, type BookingDeps } from "./service.js";
import type { ZoneChoice } from "./views/parts.js";

/** The most a booking form or JSON body needs: a token, an instant and a zone. */
const BODY_LIMIT = 8 * 1024;

/**
 * The booking routes validate with valibot itself (`validateWithValibot`, decision 031): their
 * JSON Schemas may leave out what JSON Schema cannot say, such as a known time zone.
 */
const routeSchema = <S extends v.GenericSchema>(schema: S): JsonSchemaOf<S> =>
  jsonSchema(schema, { errorMode: "ignore" });

const errorReply = routeSchema(BookingErrorReplySchema);
const errors = {
  400: errorReply,
  404: errorReply,
  409: errorReply,
  410: errorReply,
  413: errorReply,
  429: errorReply,
  500: errorReply,
};
const schemas = {
  slotsQuery: routeSchema(SlotsQuerySchema),
  slotsReply: routeSchema(SlotsReplySchema),
  pageQuery: routeSchema(PageQuerySchema),
  cancelQuery: routeSchema(CancelQuerySchema),
  bookBody: routeSchema(BookBodySchema),
  bookedReply: routeSchema(BookedReplySchema),
  cancelBody: routeSchema(CancelRequestSchema),
  cancelledReply: routeSchema(CancelledReplySchema),
};

/**
 * The booking routes, thin: each reads its checked request, calls the booking functions, and
 * answers JSON (the island) or a page (no JavaScript). Errors are BookingErrors, answered by the
 * plugin's error handler. The routes and their flow: shared/booking.ts.
 */
export async function bookingRoutes(scope: FastifyInstance, deps: BookingDeps): Promise<void> {
  const api = scope.withTypeProvider<ValibotSchemas>();
  const owner = deps.rules.timeZone;

  api.get(
    BOOKING_PATHS.slots,
    { schema: { querystring: schemas.slotsQuery, response: { 200: schemas.slotsReply, ...errors } } },
    async (request) => {
      const { token, tz, day } = request.query;
      const { lead, claims } = await openToken(deps, token, "book", languageHint(token));
      return slots(deps, lead, { offerOf: claims.bookingId, timeZone: zoneFor(owner, tz).timeZone, day });
    },
  );

  api.get(
    BOOKING_PATHS.page,
    { schema: { querystring: schemas.pageQuery, response: errors } },
    async (request, reply) => {
      const { token, tz, day, start, booked, lang } = request.query;
      const opened = await openToken(deps, token, "book", languageHint(token));
      const { lead } = opened;
      const language = pageLanguage(lang, opened.language);
      const held = await findActiveBookingOfLead(deps.db, lead.id);
      if (held) {
        const call = { ...bookedCall(deps, lead, held), start: held.start };
        const zone = zoneFor(owner, tz, held);
        return sendHtml(reply, bookedPage(language, call, zone, { justBooked: booked === "1", token }));
      }
      await refuseSpentLink(deps, lead, opened.claims.bookingId, language);
      const zone = zoneFor(owner, tz);
      if (start !== undefined) return sendHtml(reply, confirmPage(language, token, start, zone));
      return sendHtml(reply, choosePage(language, token, await shownDay(deps, zone, day), zone));
    },
  );

  api.post(
    BOOKING_PATHS.book,
    { bodyLimit: BODY_LIMIT, schema: { body: schemas.bookBody, response: { 200: schemas.bookedReply, ...errors } } },
    async (request, reply) => {
      const { token, start, timeZone, lang } = request.body;
      const { lead, claims } = await openToken(deps, token, "book", languageHint(token));
      const call = await book(deps, { lead, start: new Date(start), timeZone, offerOf: claims.bookingId });
      if (wantsJson(request)) {
        return reply.send({ state: "booked", booking: bookedCall(deps, lead, call) } satisfies BookedReply);
      }
      const query = new URLSearchParams({
        token,
        ...(timeZone ? { tz: timeZone } : {}),
        booked: "1",
        ...(lang === undefined ? {} : { lang }),
      });
      return reply.redirect(`${BOOKING_PATHS.page}?${query}`, 303);
    },
  );

  api.get(
    BOOKING_PATHS.reschedule,
    { schema: { querystring: schemas.pageQuery, response: errors } },
    async (request, reply) => {
      const { token, tz, day, start, lang } = request.query;
      const opened = await openCall(deps, token, "reschedule", languageHint(token));
      const { call } = opened;
      const language = pageLanguage(lang, opened.language);
      if (call.status === "cancelled") throw new BookingError("CANCELLED", language);
      const zone = zoneFor(owner, tz, call);
      if (start !== undefined && start !== call.start.toISOString()) {
        return sendHtml(reply, rescheduleConfirmPage(language, token, call, start, zone));
      }
      return sendHtml(reply, reschedulePage(language, token, call, await shownDay(deps, zone, day, call), zone));
    },
  );

  api.post(
    BOOKING_PATHS.reschedule,
    { bodyLimit: BODY_LIMIT, schema: { body: schemas.bookBody, response: { 200: schemas.bookedReply, ...errors } } },
    async (request, reply) => {
      const { token, start, timeZone, lang } = request.body;
      const opened = await openCall(deps, token, "reschedule", languageHint(token));
      const { lead, call } = opened;
      const language = pageLanguage(lang, opened.language);
      const moved = await reschedule(deps, { lead, call, start: new Date(start), timeZone });
      const shown = bookedCall(deps, lead, moved);
      if (wantsJson(request)) return reply.send({ state: "booked", booking: shown } satisfies BookedReply);
      const page = bookedPage(language, { ...shown, start: moved.start }, zoneFor(owner, timeZone, moved), {
        justBooked: true,
        moved: true,
      });
      return sendHtml(reply, page);
    },
  );

  api.get(
    BOOKING_PATHS.cancel,
    { schema: { querystring: schemas.cancelQuery, response: errors } },
    async (request, reply) => {
      const { token, tz, lang } = request.query;
      const opened = await openCall(deps, token, "cancel", languageHint(token));
      const { lead, call } = opened;
      const language = pageLanguage(lang, opened.language);
      if (call.status === "cancelled") return sendHtml(reply, cancelledPage(language, offer(deps, lead)?.token));
      const { rescheduleUrl } = bookedCall(deps, lead, call);
      return sendHtml(reply, cancelPage(language, token, { ...call, rescheduleUrl }, zoneFor(owner, tz, call)));
    },
  );

  api.post(
    BOOKING_PATHS.cancel,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: schemas.cancelBody, response: { 200: schemas.cancelledReply, ...errors } },
    },
    async (request, reply) => {
      const { token, lang, reason: typed, tz } = request.body;
      const opened = await openCall(deps, token, "cancel", languageHint(token));
      const { lead, call } = opened;
      const language = pageLanguage(lang, opened.language);
      const reason = v.safeParse(CancelReasonSchema, typed);
      if (!reason.success) {
        if (wantsJson(request) || call.status === "cancelled") throw new BookingError("REASON_TOO_LONG", language);
        // The page again, with what was typed and what is wrong with it: nothing is cancelled yet.
        const { rescheduleUrl } = bookedCall(deps, lead, call);
        const page = cancelPage(language, token, { ...call, rescheduleUrl }, zoneFor(owner, tz, call), {
          reason: typed ?? "",
          error: BOOKING_COPY[language].errors.REASON_TOO_LONG,
        });
        return sendHtml(reply.code(400), page);
      }
      // Already cancelled: the page says so again, and nothing is sent twice.
      await cancel(deps, { lead, call, reason: reason.output });
      if (wantsJson(request)) return reply.send({ state: "cancelled" } satisfies CancelledReply);
      return sendHtml(reply, cancelledPage(language, offer(deps, lead)?.token));
    },
  );
}

/** What a no-JavaScript page lists: the window's days, and the chosen day's times (else the first day's). */
async function shownDay(deps: BookingDeps, zone: ZoneChoice, day: string | undefined, except?: Booking) {
  const window = await windowDays(deps, zone.timeZone, day, except);
  if (window.day !== undefined || window.days[0] === undefined) return window;
  return windowDays(deps, zone.timeZone, dayKey(new Date(window.days[0]), zone.timeZone), except);
}
