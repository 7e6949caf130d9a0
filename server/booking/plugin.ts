import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { BOOKING_PATHS, type BookingOffer } from "../../shared/booking.js";
import { identity } from "../../shared/identity.js";
import { sendError, toBookingError } from "./answers.js";
import { CalendarFeed } from "./calendar-feed.js";
import { cancelCalls, freeCallOfSpam, moveCall, timesForCall } from "./calls.js";
import { bookingRoutes } from "./routes.js";
import { validateWithValibot } from "../http/json-schema.js";
import { bookLink, offer, type BookingDeps } from "./service.js";
import type { BookingSettings } from "./settings.js";
import type { WeeklyHours } from "./hours.js";
import { newTokenSecret } from "./tokens.js";
import { queueDueReminders } from "./reminders.js";
import { CALL_MESSAGE_KINDS } from "./message-kinds.js";
import { recordOutcome, sendNoShowOffer } from "./outcomes.js";
import type { CallOutcome } from "../../shared/admin-api.js";
import { AdminError } from "../owner/api.js";
import { DrainLoop } from "../jobs/drain-loop.js";
import type { Config } from "../config.js";
import type { Booking } from "./repository.js";
import { sharedSecret } from "../secrets/repository.js";
import type { Lead } from "../leads/repository.js";

export interface BookingOptions extends Pick<Config, "publicUrl" | "siteOrigins"> {
  settings: BookingSettings;
  /** The clock, for tests. */
  now?: () => Date;
  /** How often the calendar feed is read again; FEED_REFRESH_MS by default. */
  feedRefreshMs?: number;
  /** How often due reminders are looked for; REMINDER_POLL_MS by default. */
  reminderPollMs?: number;
}

/** A minute: well inside the 15 minutes a reminder may be late (decision 091). */
const REMINDER_POLL_MS = 60_000;

/**
 * Every instance looks for due reminders every minute once it listens; their fixed outbox ids
 * make each queued once (decision 091). Nothing without mail; BOOKING_REMINDERS=off leaves the
 * owner's reminder (issue 51) only.
 */
const reminderMinutesOf = (app: FastifyInstance, options: BookingOptions) =>
  app.mail.enabled ? options.settings.reminderMinutes : [];

function remindersOf(app: FastifyInstance, deps: BookingDeps, options: BookingOptions): () => Promise<number> {
  const reminderMinutes = reminderMinutesOf(app, options);
  const run = () => queueDueReminders(deps, reminderMinutes);
  // The owner's reminder goes whatever BOOKING_REMINDERS says: the sweep runs whenever mail is on.
  if (!app.mail.enabled) return run;
  const loop = new DrainLoop({
    name: "call reminders",
    step: async () => {
      await run();
      return false;
    },
    pollMs: options.reminderPollMs ?? REMINDER_POLL_MS,
    log: app.log,
  });
  app.addHook("onListen", async () => loop.start());
  app.addHook("onClose", () => loop.stop());
  return run;
}

export interface BookingService {
  /** False without BOOKING_HOURS: no offer, no routes, forms as before. */
  readonly enabled: boolean;
  /** The offer made with a stored lead's success reply; undefined when off or for spam. */
  offer(lead: Lead): BookingOffer | undefined;
  /** That offer as a short link to the booking page, for an e-mail queued in `trx`; undefined when off or for spam. */
  bookLink(trx: Kysely<Database>, lead: Lead): Promise<string | undefined>;
  /** The owner cancels calls (the inbox), or a visitor's erasure does ("visitor"); the ids actually cancelled. */
  cancelCalls(ids: readonly string[], by?: "visitor" | "owner"): Promise<string[]>;
  /** A lead just marked spam gives back its call, if it holds one. */
  freeCallOfSpam(lead: Lead): Promise<Booking | undefined>;
  /** Queues the reminders due now (each once); the sweep runs it every minute. */
  queueDueReminders(): Promise<number>;
  /** BOOKING_REMINDERS in minutes, furthest first; none when mail is off. */
  readonly reminderMinutes: readonly number[];
  /** The booking clock (the tests move it). */
  now(): Date;
  /** Marks an ended call held or no-show, or clears the mark (null); AdminError when refused. */
  recordOutcome(id: string, outcome: CallOutcome | null): Promise<Booking>;
  /** Queues a no-show's one offer of another time; AdminError when refused. */
  sendNoShowOffer(id: string): Promise<void>;
  /** The owner moves an upcoming call to a free time; the visitor gets the change. AdminError when refused. */
  moveCall(id: string, start: Date): Promise<Booking>;
  /** The free times an upcoming call may move to. */
  timesForCall(id: string): Promise<string[]>;
}

declare module "fastify" {
  interface FastifyInstance {
    booking: BookingService;
  }
}

const SECRET_NAME = "booking-token";
/** The week of a server with booking off: no slot is ever free. */
const NO_HOURS: WeeklyHours = { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] };

/** What the booking functions work with; the calendar feed only when calls can be booked. */
async function bookingDeps(app: FastifyInstance, options: BookingOptions, hours: WeeklyHours): Promise<BookingDeps> {
  const { settings } = options;
  const now = options.now ?? (() => new Date());
  return {
    db: app.db,
    mail: app.mail,
    webhooks: app.webhooks,
    rules: { ...settings, hours },
    now,
    secret: await sharedSecret(app.db, SECRET_NAME, newTokenSecret),
    calendar:
      settings.calendarUrl === undefined || settings.hours === undefined
        ? undefined
        : new CalendarFeed({
            url: settings.calendarUrl,
            timeZone: settings.timeZone,
            log: app.log,
            refreshMs: options.feedRefreshMs,
            now,
          }),
    // Links in e-mails never come from the request's Host: whoever books with a forged one would
    // have the company's own invitation point at their site.
    origin: options.publicUrl ?? identity.siteUrl,
    log: app.log,
    callsPerAddressPerDay: settings.callsPerAddress,
    location: settings.location,
  };
}
/** What the owner does with calls, booking on or off (calls booked while it was on remain). */
function callsOwnerHand(app: FastifyInstance, deps: BookingDeps, options: BookingOptions) {
  return {
    cancelCalls: (ids: readonly string[], by?: "visitor" | "owner") => cancelCalls(deps, ids, by),
    freeCallOfSpam: (lead: Lead) => freeCallOfSpam(deps, lead),
    reminderMinutes: reminderMinutesOf(app, options),
    now: deps.now,
    recordOutcome: (id: string, outcome: CallOutcome | null) => recordOutcome(deps, id, outcome),
    // Booking off, no time is free (NO_HOURS): a move is refused as SLOT_TAKEN.
    moveCall: (id: string, start: Date) => moveCall(deps, id, start),
    timesForCall: (id: string) => timesForCall(deps, id),
  } satisfies Partial<BookingService>;
}

const ROUTE_PATHS = new Set<string>(Object.values(BOOKING_PATHS));

/**
 * Booked calls (issue 19, docs/decisions/022-booking.md): the offer in the collector's reply, and
 * the booking routes (server/booking/routes.ts) over the booking functions (server/booking/),
 * with their body parsers, CORS, rate limit and error answers, which apply to nothing else.
 */
async function booking(app: FastifyInstance, options: BookingOptions): Promise<void> {
  const { settings } = options;
  // Calls booked while booking was on keep their messages whatever it is now.
  app.mail.register(...CALL_MESSAGE_KINDS);
  const hours = settings.hours;
  if (hours === undefined) {
    // Off: nothing is offered and there are no routes, but the calls booked while it was on can
    // still be cancelled, by the owner or by the visitor's erasure, with their CANCEL sent.
    const deps = await bookingDeps(app, options, NO_HOURS);
    const queueReminders = remindersOf(app, deps, options);
    app.decorate<BookingService>("booking", {
      ...callsOwnerHand(app, deps, options),
      enabled: false,
      offer: () => undefined,
      bookLink: async () => undefined,
      queueDueReminders: queueReminders,
      // No booking page to open: an offer's link would lead nowhere.
      sendNoShowOffer: async () => {
        throw new AdminError("BOOKING_OFF");
      },
    });
    return;
  }
  if (settings.location === undefined) {
    app.log.warn(
      "booking is on without BOOKING_LOCATION: calls have no link; visitors are told you will e-mail them one " +
        "before the call (docs/decisions/090-a-place-for-every-call.md)",
    );
  }
  const deps = await bookingDeps(app, options, hours);
  const queueReminders = remindersOf(app, deps, options);
  app.decorate<BookingService>("booking", {
    ...callsOwnerHand(app, deps, options),
    enabled: true,
    offer: (lead) => offer(deps, lead),
    bookLink: (trx, lead) => bookLink(deps, trx, lead),
    queueDueReminders: queueReminders,
    sendNoShowOffer: (id) => sendNoShowOffer(deps, id),
  });

  await app.register(async (scope) => {
    // The island may run on another origin than this server, as the forms may (SITE_ORIGINS).
    // @fastify/cors adds `OPTIONS *`: CORS (and so a preflight's 204) on the booking paths only.
    await scope.register(cors, {
      delegator: (request: FastifyRequest, callback) =>
        callback(null, {
          origin: ROUTE_PATHS.has(request.url.split("?")[0] ?? "") ? options.siteOrigins : false,
          methods: ["GET", "POST"],
          maxAge: 600,
        }),
    });
    await scope.register(formbody, { bodyLimit: 8 * 1024 });
    scope.removeContentTypeParser("text/plain");
    // Counted where the collector counts (in memory, or in PostgreSQL with DATABASE_URL).
    await scope.register(rateLimit, {
      max: settings.requestsPerMinute,
      timeWindow: 60_000,
      store: app.limits.collectorStore,
      keyGenerator: (request) => `booking ${normalizeIP(request.ip)}`,
      onExceeded: () => app.telemetry.limitRefused("booking"),
    });
    scope.setValidatorCompiler(validateWithValibot);
    scope.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
      reply.header("x-robots-tag", "noindex");
    });
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const bookingError = toBookingError(error, request);
      if (bookingError.code === "SERVER_ERROR") request.log.error({ err: error }, "booking failed");
      return sendError(request, reply, bookingError, settings.timeZone);
    });
    await bookingRoutes(scope, deps);
  });
}

export default fp(booking, {
  name: "booking",
  fastify: "5.x",
  dependencies: ["db", "mail", "webhooks", "limits", "metrics"],
});
