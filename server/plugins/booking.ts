import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import * as v from "valibot";
import { isLanguage, type Language } from "../../shared/languages.js";
import {
  BOOKING_PATHS,
  BookRequestSchema,
  CancelRequestSchema,
  isTimeZone,
  MAX_SLOTS,
  SLOT_MINUTES,
  type BookedCall,
  type BookedReply,
  type BookingErrorReply,
  type BookingOffer,
  type CancelledReply,
  type SlotsReply,
} from "../../shared/booking.js";
import { identity } from "../../shared/identity.js";
import { CalendarFeed } from "../booking/calendar-feed.js";
import { formatWhen } from "../booking/format.js";
import { escapeHtml } from "../collector/html-page.js";
import { BookingError } from "../booking/errors.js";
import { BOOKING_MESSAGES } from "../booking/messages.js";
import {
  renderBookedCall,
  renderCancelForm,
  renderPage,
  renderParagraphs,
  renderSlotList,
  type ZoneChoice,
} from "../booking/page.js";
import type { BookingSettings } from "../booking/settings.js";
import { freeSlots, isFreeSlot, type Busy, type SlotRules } from "../booking/slots.js";
import { newTokenSecret, signToken, verifyToken, type TokenPurpose } from "../booking/tokens.js";
import type { Config } from "../config.js";
import {
  BookingConflictError,
  cancelBooking,
  findActiveBookingOfLead,
  findBooking,
  insertBooking,
  listActiveBookings,
  rescheduleBooking,
  sharedSecret,
  type Booking,
} from "../db/bookings.js";
import type { Database } from "../db/database.js";
import { findLead, type Lead } from "../db/leads.js";
import type { BookingMailPayload } from "../mail/booking-mail.js";
import { queueEvent } from "../webhooks/deliveries.js";

export interface BookingOptions extends Pick<Config, "publicUrl" | "siteOrigins"> {
  settings: BookingSettings;
  /** The clock, for tests. */
  now?: () => Date;
  /** How often the calendar feed is read again; FEED_REFRESH_MS by default. */
  feedRefreshMs?: number;
}

export interface BookingService {
  /** False without BOOKING_HOURS: no offer, no routes, forms as before. */
  readonly enabled: boolean;
  /** The offer made with a stored lead's success reply; undefined when off or for spam. */
  offer(lead: Lead): BookingOffer | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    booking: BookingService;
  }
}

/** How long a new lead may book with the offer it got. */
const OFFER_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const BODY_LIMIT = 8 * 1024;
const SECRET_NAME = "booking-token";

interface TokenQuery {
  Querystring: { token?: string; tz?: string };
}

/**
 * Booked discovery calls (issue 19, docs/decisions/022-booking.md): the offer in the collector's
 * reply, the slots, booking, rescheduling and cancelling, as JSON for the site's island and as
 * server-rendered pages that work without JavaScript. The contract is shared/booking.ts.
 */
async function booking(app: FastifyInstance, options: BookingOptions): Promise<void> {
  const { settings } = options;
  const hours = settings.hours;
  if (hours === undefined) {
    app.decorate<BookingService>("booking", { enabled: false, offer: () => undefined });
    return;
  }
  const rules: SlotRules = { ...settings, hours };
  const now = options.now ?? (() => new Date());
  const secret = await sharedSecret(app.db, SECRET_NAME, newTokenSecret);
  const feed =
    settings.calendarUrl === undefined
      ? undefined
      : new CalendarFeed({
          url: settings.calendarUrl,
          timeZone: settings.timeZone,
          log: app.log,
          refreshMs: options.feedRefreshMs,
          now,
        });

  // Links in e-mails never come from the request's Host: whoever books with a forged one would
  // have the company's own invitation point at their site.
  const origin = options.publicUrl ?? identity.siteUrl;

  const sign = (purpose: TokenPurpose, lead: Lead, expiresAt: Date, bookingId?: string) =>
    signToken(secret, { purpose, leadId: lead.id, bookingId, language: lead.language, expiresAt });

  const offer = (lead: Lead): BookingOffer | undefined => {
    if (lead.status === "spam") return undefined;
    const expiresAt = new Date(lead.receivedAt.getTime() + OFFER_DAYS * DAY_MS);
    return { token: sign("book", lead, expiresAt), expiresAt: expiresAt.toISOString() };
  };
  app.decorate<BookingService>("booking", { enabled: true, offer });

  /** Kept free around every booked call; checked again, under a lock, as a call is written. */
  const clearanceMs = settings.bufferMinutes * 60_000;

  /** The calendar's busy times and the booked calls (but `except`, the one being moved). */
  async function busyTimes(at: Date, except?: string): Promise<Busy[]> {
    const until = new Date(at.getTime() + (settings.horizonDays + 1) * DAY_MS);
    const [calendar, booked] = await Promise.all([
      feed?.busy(at, until) ?? [],
      listActiveBookings(app.db, new Date(at.getTime() - clearanceMs)),
    ]);
    return [...calendar, ...booked.filter((call) => call.id !== except)];
  }

  async function nextSlots(at: Date, except?: string) {
    return freeSlots(rules, await busyTimes(at, except), at, MAX_SLOTS);
  }

  /** The lead and language a token of `purpose` opens, or the BookingError to answer. */
  async function open(token: unknown, purpose: TokenPurpose) {
    // A query naming `token` twice arrives as an array: no token, as far as we are concerned.
    const text = typeof token === "string" ? token : "";
    const check = verifyToken(secret, text, purpose, now());
    if (!check.ok) {
      throw new BookingError(check.reason === "expired" ? "EXPIRED_TOKEN" : "INVALID_TOKEN", languageHint(text));
    }
    const { claims } = check;
    const lead = await findLead(app.db, claims.leadId);
    if (lead === undefined || lead.status === "spam") throw new BookingError("NOT_FOUND", claims.language);
    return { lead, claims, language: claims.language };
  }

  /** The call behind a reschedule or cancel token, active. */
  async function openBooking(token: string | undefined, purpose: "reschedule" | "cancel") {
    const opened = await open(token, purpose);
    const call = await findBooking(app.db, opened.claims.bookingId ?? "");
    if (call === undefined || call.leadId !== opened.lead.id) throw new BookingError("NOT_FOUND", opened.language);
    return { ...opened, call };
  }

  function bookedCall(lead: Lead, call: Booking): BookedCall {
    const manage = (purpose: "reschedule" | "cancel") =>
      `${purpose === "cancel" ? BOOKING_PATHS.cancel : BOOKING_PATHS.reschedule}?token=${encodeURIComponent(
        sign(purpose, lead, call.start, call.id),
      )}`;
    return {
      start: call.start.toISOString(),
      end: call.end.toISOString(),
      timeZone: call.visitorTimeZone ?? settings.timeZone,
      rescheduleUrl: manage("reschedule"),
      cancelUrl: manage("cancel"),
    };
  }

  function mailPayload(lead: Lead, call: Booking, change: BookingMailPayload["change"]) {
    const links = change === "cancelled" ? undefined : bookedCall(lead, call);
    return {
      bookingId: call.id,
      change,
      sequence: call.sequence,
      start: call.start.toISOString(),
      end: call.end.toISOString(),
      visitorTimeZone: call.visitorTimeZone,
      ownerTimeZone: settings.timeZone,
      ...(links && { rescheduleUrl: `${origin}${links.rescheduleUrl}`, cancelUrl: `${origin}${links.cancelUrl}` }),
    } satisfies BookingMailPayload;
  }

  /** The zone a page shows times in: the visitor's when known (`tz`, or their booking's), else ours. */
  function zoneFor(tz: string | undefined, call?: Booking): ZoneChoice {
    if (tz !== undefined && isTimeZone(tz)) return { timeZone: tz, visitors: true };
    if (call?.visitorTimeZone) return { timeZone: call.visitorTimeZone, visitors: true };
    return { timeZone: settings.timeZone, visitors: false };
  }

  /** Reads a JSON or form body against a schema; the form's `tz` is the JSON's `timeZone`. */
  function readBody<S extends v.GenericSchema>(schema: S, request: FastifyRequest, language: Language) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const tz = typeof body["tz"] === "string" && body["tz"] !== "" ? body["tz"] : undefined;
    const input: Record<string, unknown> = { ...body, timeZone: body["timeZone"] ?? tz };
    if (input["timeZone"] === undefined || input["timeZone"] === "") delete input["timeZone"];
    delete input["tz"];
    const result = v.safeParse(schema, input);
    if (!result.success) throw new BookingError("INVALID_REQUEST", language);
    return result.output as v.InferOutput<S>;
  }

  /**
   * Writes a change to a call and queues its messages in the same transaction (a call always has
   * its invitation, a rolled-back one none), then logs it and wakes the mailer. Undefined when
   * `write` found no active call to change.
   */
  async function commitChange<T extends Booking | undefined>(
    request: FastifyRequest,
    lead: Lead,
    change: BookingMailPayload["change"],
    write: (trx: Kysely<Database>) => Promise<T>,
  ): Promise<T> {
    const call = await app.db.transaction().execute(async (trx) => {
      const written = await write(trx);
      if (written) await app.mail.queueBookingChange(trx, lead, mailPayload(lead, written, change));
      if (written) await queueEvent(trx, { type: `call.${change}`, lead, call: written });
      return written;
    });
    if (call) {
      request.log.info({ lead: lead.id, booking: call.id, start: call.start.toISOString() }, `call ${change}`);
      app.mail.wake();
      app.webhooks.wake();
    }
    return call;
  }

  /** Books `start` for the lead in one transaction with its messages; conflicts as BookingErrors. */
  async function book(request: FastifyRequest, lead: Lead, start: Date, timeZone: string | undefined) {
    const at = now();
    const existing = await findActiveBookingOfLead(app.db, lead.id);
    if (existing) throw new BookingError("ALREADY_BOOKED", lead.language, { booking: bookedCall(lead, existing) });
    if (!isFreeSlot(rules, await busyTimes(at), at, start.toISOString())) {
      throw new BookingError("SLOT_TAKEN", lead.language, { slots: await nextSlots(at) });
    }
    const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
    try {
      return await commitChange(request, lead, "booked", (trx) =>
        insertBooking(trx, { leadId: lead.id, start, end, visitorTimeZone: timeZone ?? null }, at, clearanceMs),
      );
    } catch (error) {
      if (!(error instanceof BookingConflictError)) throw error;
      if (error.conflict === "already-booked") {
        const held = await findActiveBookingOfLead(app.db, lead.id);
        throw new BookingError("ALREADY_BOOKED", lead.language, held ? { booking: bookedCall(lead, held) } : {});
      }
      throw new BookingError("SLOT_TAKEN", lead.language, { slots: await nextSlots(now()) });
    }
  }

  async function reschedule(request: FastifyRequest, lead: Lead, call: Booking, start: Date, timeZone?: string) {
    const at = now();
    if (!isFreeSlot(rules, await busyTimes(at, call.id), at, start.toISOString())) {
      throw new BookingError("SLOT_TAKEN", lead.language, { slots: await nextSlots(at, call.id) });
    }
    const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
    const slot = { start, end, visitorTimeZone: timeZone ?? call.visitorTimeZone };
    try {
      const moved = await commitChange(request, lead, "rescheduled", (trx) =>
        rescheduleBooking(trx, call.id, slot, at, clearanceMs),
      );
      if (moved === undefined) throw new BookingError("CANCELLED", lead.language);
      return moved;
    } catch (error) {
      if (!(error instanceof BookingConflictError)) throw error;
      throw new BookingError("SLOT_TAKEN", lead.language, { slots: await nextSlots(now(), call.id) });
    }
  }

  await app.register(async (scope) => {
    // The island may run on another origin than this server, as the forms may (SITE_ORIGINS).
    await scope.register(cors, { origin: options.siteOrigins, methods: ["GET", "POST"], maxAge: 600 });
    await scope.register(formbody, { bodyLimit: BODY_LIMIT });
    scope.removeContentTypeParser("text/plain");
    scope.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
      reply.header("x-robots-tag", "noindex");
    });

    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const bookingError =
        error instanceof BookingError
          ? error
          : new BookingError(
              (error.statusCode ?? 500) < 500 ? "INVALID_REQUEST" : "SERVER_ERROR",
              languageHint(tokenOf(request)),
            );
      if (bookingError.code === "SERVER_ERROR") request.log.error({ err: error }, "booking failed");
      return sendError(request, reply, bookingError);
    });

    /** A booking error as JSON, or as a page in the visitor's language. */
    async function sendError(request: FastifyRequest, reply: FastifyReply, error: BookingError) {
      const message = BOOKING_MESSAGES[error.language].errors[error.code];
      reply.code(error.statusCode);
      if (wantsJson(request)) {
        return reply.send({ code: error.code, error: message, ...error.extra } satisfies BookingErrorReply);
      }
      const t = BOOKING_MESSAGES[error.language].page;
      const token = tokenOf(request) ?? "";
      const tz = fieldOf(request, "tz");
      let body = "";
      if (error.code === "SLOT_TAKEN" && error.extra.slots) {
        const action = request.url.startsWith(BOOKING_PATHS.reschedule) ? BOOKING_PATHS.reschedule : BOOKING_PATHS.book;
        body = renderSlotList(error.language, error.extra.slots, { action, token, zone: zoneFor(tz) });
      } else if (error.code === "ALREADY_BOOKED" && error.extra.booking) {
        const held = error.extra.booking;
        body = renderBookedCall(
          error.language,
          { ...held, start: new Date(held.start), timeZone: zoneFor(tz).visitors ? tz! : held.timeZone },
          { justBooked: false },
        );
      }
      const title = error.code === "ALREADY_BOOKED" ? t.bookedTitle : t.errorTitle;
      return reply
        .type("text/html; charset=utf-8")
        .send(renderPage({ language: error.language, title, alert: message, body }));
    }

    scope.get<TokenQuery>(BOOKING_PATHS.slots, async (request, reply) => {
      const { lead } = await open(request.query.token, "book");
      const held = await findActiveBookingOfLead(app.db, lead.id);
      const answer: SlotsReply = held
        ? { state: "booked", ownerTimeZone: settings.timeZone, booking: bookedCall(lead, held) }
        : { state: "open", ownerTimeZone: settings.timeZone, slots: await nextSlots(now()) };
      return reply.send(answer);
    });

    scope.post(BOOKING_PATHS.book, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const token = tokenOf(request);
      const language = languageHint(token);
      const { token: bookToken, start, timeZone } = readBody(BookRequestSchema, request, language);
      const { lead } = await open(bookToken, "book");
      const call = await book(request, lead, new Date(start), timeZone);
      if (wantsJson(request))
        return reply.send({ state: "booked", booking: bookedCall(lead, call) } satisfies BookedReply);
      const query = new URLSearchParams({ token: bookToken, ...(timeZone ? { tz: timeZone } : {}), booked: "1" });
      return reply.redirect(`${BOOKING_PATHS.page}?${query}`, 303);
    });

    scope.get<TokenQuery & { Querystring: { booked?: string } }>(BOOKING_PATHS.page, async (request, reply) => {
      const { token, tz } = request.query;
      const { lead, language } = await open(token, "book");
      const t = BOOKING_MESSAGES[language].page;
      const held = await findActiveBookingOfLead(app.db, lead.id);
      reply.type("text/html; charset=utf-8");
      if (held) {
        const call = bookedCall(lead, held);
        const zone = zoneFor(tz, held);
        const body = renderBookedCall(
          language,
          { ...call, start: held.start, timeZone: zone.timeZone },
          { justBooked: request.query.booked === "1" },
        );
        return reply.send(renderPage({ language, title: t.bookedTitle, body }));
      }
      const slots = await nextSlots(now());
      const body = `${renderParagraphs(t.chooseIntro)}\n${renderSlotList(language, slots, {
        action: BOOKING_PATHS.book,
        token: token!,
        zone: zoneFor(tz),
      })}`;
      return reply.send(renderPage({ language, title: t.chooseTitle, body }));
    });

    scope.get<TokenQuery>(BOOKING_PATHS.reschedule, async (request, reply) => {
      const { token, tz } = request.query;
      const { language, call } = await openBooking(token, "reschedule");
      if (call.status === "cancelled") throw new BookingError("CANCELLED", language);
      const t = BOOKING_MESSAGES[language].page;
      const zone = zoneFor(tz, call);
      const slots = await nextSlots(now(), call.id);
      const when = formatWhen(call.start, zone.timeZone, language);
      const body = `${renderParagraphs(t.rescheduleIntro(when))}\n${renderSlotList(language, slots, {
        action: BOOKING_PATHS.reschedule,
        token: token!,
        zone,
      })}`;
      return reply.type("text/html; charset=utf-8").send(renderPage({ language, title: t.rescheduleTitle, body }));
    });

    scope.post(BOOKING_PATHS.reschedule, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const language = languageHint(tokenOf(request));
      const { token, start, timeZone } = readBody(BookRequestSchema, request, language);
      const opened = await openBooking(token, "reschedule");
      if (opened.call.status === "cancelled") throw new BookingError("CANCELLED", opened.language);
      const moved = await reschedule(request, opened.lead, opened.call, new Date(start), timeZone);
      const call = bookedCall(opened.lead, moved);
      if (wantsJson(request)) return reply.send({ state: "booked", booking: call } satisfies BookedReply);
      const t = BOOKING_MESSAGES[opened.language].page;
      const zone = zoneFor(timeZone, moved);
      const body = renderBookedCall(
        opened.language,
        { ...call, start: moved.start, timeZone: zone.timeZone },
        { justBooked: true },
      );
      return reply
        .type("text/html; charset=utf-8")
        .send(renderPage({ language: opened.language, title: t.rescheduledTitle, body }));
    });

    scope.get<TokenQuery>(BOOKING_PATHS.cancel, async (request, reply) => {
      const { token, tz } = request.query;
      const { lead, language, call } = await openBooking(token, "cancel");
      const t = BOOKING_MESSAGES[language].page;
      reply.type("text/html; charset=utf-8");
      if (call.status === "cancelled") {
        return reply.send(renderPage({ language, title: t.cancelledTitle, body: cancelledBody(lead) }));
      }
      const zone = zoneFor(tz, call);
      const body = renderCancelForm(language, {
        start: call.start,
        timeZone: zone.timeZone,
        token: token!,
        rescheduleUrl: bookedCall(lead, call).rescheduleUrl,
      });
      return reply.send(renderPage({ language, title: t.cancelTitle, body }));
    });

    scope.post(BOOKING_PATHS.cancel, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const language = languageHint(tokenOf(request));
      const { token } = readBody(CancelRequestSchema, request, language);
      const opened = await openBooking(token, "cancel");
      const { lead } = opened;
      // Already cancelled: the page says so again, and nothing is sent twice.
      await commitChange(request, lead, "cancelled", (trx) => cancelBooking(trx, opened.call.id, now()));
      if (wantsJson(request)) return reply.send({ state: "cancelled" } satisfies CancelledReply);
      const t = BOOKING_MESSAGES[opened.language].page;
      return reply
        .type("text/html; charset=utf-8")
        .send(renderPage({ language: opened.language, title: t.cancelledTitle, body: cancelledBody(lead) }));
    });

    /** After a cancellation: the slot is free, the reply still comes, and another time can be booked. */
    function cancelledBody(lead: Lead): string {
      const t = BOOKING_MESSAGES[lead.language].page;
      const again = offer(lead);
      const link = again
        ? `\n<p class="actions"><a href="${BOOKING_PATHS.page}?token=${encodeURIComponent(again.token)}">${escapeHtml(t.bookAgain)}</a></p>`
        : "";
      return `${renderParagraphs(t.cancelledBody)}${link}`;
    }
  });
}

/** A JSON body or Accept can only come from a script: it gets JSON. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept?.toLowerCase() ?? "";
  const type = request.headers["content-type"]?.toLowerCase() ?? "";
  return (
    accept.includes("application/json") ||
    type.startsWith("application/json") ||
    request.url.startsWith(BOOKING_PATHS.slots)
  );
}

function fieldOf(request: FastifyRequest, name: string): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const value = (body !== null && typeof body === "object" ? body[name] : undefined) ?? query?.[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

function tokenOf(request: FastifyRequest): string | undefined {
  return fieldOf(request, "token");
}

/**
 * The language a token names, read without trusting it: only to word the answer to a token that
 * turns out invalid or expired. English when nothing can be read.
 */
function languageHint(token: string | undefined): Language {
  try {
    const claims: unknown = JSON.parse(Buffer.from((token ?? "").split(".")[0] ?? "", "base64url").toString("utf8"));
    return Array.isArray(claims) && isLanguage(claims[3]) ? claims[3] : "en";
  } catch {
    return "en";
  }
}

export default fp(booking, { name: "booking", fastify: "5.x", dependencies: ["db", "mail"] });
