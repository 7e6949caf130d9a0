const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The Standard Webhooks schedule: the first attempt at once, then these waits after each failure
 * (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h); after the last one the delivery has failed.
 */
export const RETRY_SCHEDULE_MS: readonly number[] = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

/** An endpoint failing every attempt for this long is disabled and the owner told. */
export const DISABLE_AFTER_MS = 5 * 24 * HOUR;

/** A `Retry-After` longer than this is not believed: the schedule's longest wait applies. */
const MAX_RETRY_AFTER_MS = 10 * HOUR;

/**
 * The wait before the next attempt after `failures` failed ones, or undefined when the schedule is
 * spent. Jitter of ±20% keeps endpoints that failed together from being retried in step. A
 * `Retry-After` (on 429 and 503 only) replaces the schedule's wait, the schedule still counting.
 */
export function nextAttemptDelay(
  failures: number,
  {
    retryAfterMs,
    schedule = RETRY_SCHEDULE_MS,
    random = Math.random,
  }: {
    retryAfterMs?: number;
    schedule?: readonly number[];
    random?: () => number;
  } = {},
): number | undefined {
  const wait = schedule[failures - 1];
  if (wait === undefined) return undefined;
  if (retryAfterMs !== undefined) return Math.min(Math.max(retryAfterMs, 0), MAX_RETRY_AFTER_MS);
  return Math.round(wait * (0.8 + random() * 0.4));
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `now`; undefined if unreadable. */
export function parseRetryAfter(value: string | undefined, now: Date): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * SECOND;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}
