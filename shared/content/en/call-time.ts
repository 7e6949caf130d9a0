/**
 * How a call's moment reads, in English: the booking step, the no-JavaScript booking pages and
 * the e-mails all write it through shared/call-time.ts.
 */
import type { Translation } from "../../translation.js";

const source = {
  /** "Friday, March 26, 2027, at 9:00 AM": the day (with its year), then the time. */
  when: (day: string, time: string) => `${day}, at ${time}`,
};

export type CallTimeCopy = Translation<typeof source>;

export const callTime: CallTimeCopy = source;
