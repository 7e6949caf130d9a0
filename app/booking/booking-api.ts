import * as v from "valibot";
import {
  BOOKING_PATHS,
  BookedReplySchema,
  BookingErrorReplySchema,
  SlotsReplySchema,
  type BookRequest,
  type BookedReply,
  type BookingErrorReply,
  type SlotsReply,
} from "@shared/booking";
import { FORM_ENDPOINT } from "~/forms/form-endpoint";
import { backoff, RETRIES } from "~/forms/submit-lead";

/** What a booking request came to: the reply, the server's refusal, or no answer at all. */
export type Outcome<T> =
  | { kind: "ok"; value: T }
  | { kind: "refused"; status: number; reply: BookingErrorReply }
  | { kind: "network"; message: string };

export interface RequestOptions {
  /** Called before each retry with the retry number (1-based) and the total number of attempts. */
  onRetry?: (attempt: number, attempts: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * `GET /booking/slots`: the window's days in `timeZone` with the next free slots (or `day`'s
 * times), or the call this lead already holds.
 */
export function fetchSlots(
  token: string,
  { timeZone, day }: { timeZone?: string; day?: string } = {},
  options: RequestOptions = {},
): Promise<Outcome<SlotsReply>> {
  const query = new URLSearchParams({
    token,
    ...(timeZone === undefined ? {} : { tz: timeZone }),
    ...(day === undefined ? {} : { day }),
  });
  return requestJson(`${BOOKING_PATHS.slots}?${query}`, { method: "GET" }, SlotsReplySchema, options);
}

/**
 * `POST /booking`. Retrying it is safe: a retry of a request that did book finds the lead's call
 * (409 ALREADY_BOOKED with the booking), which the caller reads as success.
 */
export function bookSlot(request: BookRequest, options: RequestOptions = {}): Promise<Outcome<BookedReply>> {
  return requestJson(
    BOOKING_PATHS.book,
    { method: "POST", body: JSON.stringify(request), headers: { "Content-Type": "application/json" } },
    BookedReplySchema,
    options,
  );
}

/**
 * A path on the collector that accepted the lead, which may be on another origin than the site:
 * the server's replies name its pages (reschedule, cancel) by path.
 */
export function collectorUrl(path: string): string {
  return path.startsWith("/") ? `${FORM_ENDPOINT}${path}` : path;
}

/** Retries only what never got an answer (SPEC section 9's defaults, as the forms do). */
async function requestJson<T>(
  path: string,
  init: RequestInit,
  schema: v.GenericSchema<unknown, T>,
  options: RequestOptions,
): Promise<Outcome<T>> {
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  for (let retry = 0; ; retry++) {
    const outcome = await attempt(path, init, schema);
    if (outcome.kind !== "network" || retry >= RETRIES) return outcome;
    options.onRetry?.(retry + 1, RETRIES + 1);
    await sleep(backoff(retry));
  }
}

async function attempt<T>(path: string, init: RequestInit, schema: v.GenericSchema<unknown, T>): Promise<Outcome<T>> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(collectorUrl(path), {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...init.headers },
    });
    body = await response.json();
  } catch (error) {
    // No answer, or one that is not JSON (a proxy's error page): the server was not reached.
    return { kind: "network", message: error instanceof Error ? error.message : String(error) };
  }
  if (response.ok) {
    const parsed = v.safeParse(schema, body);
    if (parsed.success) return { kind: "ok", value: parsed.output };
    return refusedUnexpectedly(response.status);
  }
  const parsed = v.safeParse(BookingErrorReplySchema, body);
  return parsed.success
    ? { kind: "refused", status: response.status, reply: parsed.output }
    : refusedUnexpectedly(response.status);
}

function refusedUnexpectedly(status: number): Outcome<never> {
  return { kind: "refused", status, reply: { code: "SERVER_ERROR", error: "" } };
}
