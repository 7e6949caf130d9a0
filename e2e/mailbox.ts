import { simpleParser, type ParsedMail } from "mailparser";
import ical, { type VCalendar, type VEvent } from "node-ical";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "./fixtures";

/** What the e2e server's SMTP server received (scripts/e2e-server.mjs writes one .eml a message). */
const mainMailDir = () => process.env.E2E_MAIL_DIR ?? "";

const parsed = new Map<string, Promise<ParsedMail>>();

async function allMessages(mailDir: string): Promise<ParsedMail[]> {
  const names = readdirSync(mailDir)
    .filter((name) => name.endsWith(".eml") && !name.startsWith("."))
    .sort();
  return Promise.all(
    names.map((name) => {
      const file = join(mailDir, name);
      let message = parsed.get(file);
      if (!message) {
        message = simpleParser(readFileSync(file));
        parsed.set(file, message);
      }
      return message;
    }),
  );
}

/** A short link of the e-mails (issue 53): PUBLIC_URL, /l/ and a 22-character id. */
const SHORT_LINK = /https?:\/\/[^\s/]+\/l\/[A-Za-z0-9_-]{22}/g;
const followed = new WeakSet<ParsedMail>();

/**
 * The message with each live short link in its text replaced by where its 303 leads, once: the
 * specs read the long links' pages and tokens as before, and every link read is within 80
 * characters. An expired or erased link (410, 404) is left as it is.
 */
async function withLinksFollowed(message: ParsedMail): Promise<ParsedMail> {
  if (followed.has(message) || message.text === undefined) return message;
  let text = message.text;
  for (const [short] of message.text.matchAll(SHORT_LINK)) {
    expect(short.length, short).toBeLessThanOrEqual(80);
    const answer = await fetch(short, { redirect: "manual" });
    const location = answer.headers.get("location");
    if (answer.status === 303 && location !== null) text = text.replace(short, new URL(location, short).href);
  }
  message.text = text;
  followed.add(message);
  return message;
}

function recipients(message: ParsedMail): string[] {
  const to = message.to === undefined ? [] : Array.isArray(message.to) ? message.to : [message.to];
  return to.flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ""));
}

/**
 * The messages sent to `address`, oldest first, once there are at least `count` of them that
 * `match` accepts. The outbox sends in the background, so this waits for them. `mailDir` is the
 * main e2e server's unless another's is given.
 */
export async function messagesTo(
  address: string,
  count = 1,
  match: (message: ParsedMail) => boolean = () => true,
  mailDir = mainMailDir(),
): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await allMessages(mailDir)).filter(
          (message) => recipients(message).includes(address.toLowerCase()) && match(message),
        );
        return found.length;
      },
      { message: `${count} message(s) to ${address}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return Promise.all(found.map(withLinksFollowed));
}

/** The messages to `address` the SMTP server holds right now, without waiting for more. */
export async function messagesToNow(address: string, mailDir = mainMailDir()): Promise<ParsedMail[]> {
  const found = (await allMessages(mailDir)).filter((message) => recipients(message).includes(address.toLowerCase()));
  return Promise.all(found.map(withLinksFollowed));
}

export interface Invitation {
  method: string | undefined;
  event: VEvent;
}

/** The iCalendar part of a message (an alternative or an attachment), parsed with node-ical. */
export function invitationIn(message: ParsedMail): Invitation {
  const part = message.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(part, `an invitation in "${message.subject}"`).toBeDefined();
  const calendar = ical.sync.parseICS(part!.content.toString("utf8"));
  const events = Object.values(calendar).filter((entry): entry is VEvent => entry?.type === "VEVENT");
  expect(events).toHaveLength(1);
  return { method: (calendar.vcalendar as VCalendar | undefined)?.method, event: events[0]! };
}

/** An organizer's or attendee's address, whatever form the parser gives it in. */
export function calendarAddress(value: unknown): string {
  const text = typeof value === "string" ? value : (value as { val?: string } | undefined)?.val;
  return (text ?? "").replace(/^mailto:/i, "").toLowerCase();
}
