import type { ReactNode } from "react";
import { LANGUAGE_TAGS, type Language } from "../../../shared/languages.js";
import type { Slot } from "../../../shared/booking.js";
import { localizePath } from "../../../shared/paths.js";
import { zoneName } from "../../../shared/zone-name.js";
import { BOOKING_COPY } from "../copy.js";
import { dayKey, formatDate, formatDayTab, formatTime, formatWhen } from "../../../shared/call-time.js";
import { DayTabLabel, slotPickerClasses as classes } from "../../../shared/ui/slot-picker.js";
import { Document } from "../../http/document.js";
import { buttonVariants } from "../../../shared/ui/button-variants.js";
import { googleCalendarUrl, outlookCalendarUrl, shortAddress } from "../../../shared/calendar-links.js";
import { CANCEL_REASON_MAX, SLOT_MINUTES } from "../../../shared/booking.js";

export interface ZoneChoice {
  /** The zone the times are shown in. */
  timeZone: string;
  /** False when it is the owner's zone for want of the visitor's. */
  visitors: boolean;
}

/** A booking page: the site's frame, an alert when something went wrong, and a way home. */
export function BookingPage({
  language,
  title,
  alert,
  alternates,
  children,
}: {
  language: Language;
  title: string;
  /** A conflict or an error, read out first. */
  alert?: string;
  /** This page in each language, for the site's language switch (the lead's link, with `lang`). */
  alternates?: Partial<Record<Language, string>>;
  children?: ReactNode;
}) {
  return (
    <Document language={language} title={title} alternates={alternates}>
      {alert === undefined ? null : (
        <div className="alert" role="alert">
          <p>{alert}</p>
        </div>
      )}
      {children}
      <p className="back">
        <a href={localizePath("/", language)}>{BOOKING_COPY[language].page.backToSite}</a>
      </p>
    </Document>
  );
}

/** "Times are shown in …", with the note that they are ours when the visitor's zone is unknown. */
export function ZoneLine({
  language,
  zone,
  at,
  className = "muted",
}: {
  language: Language;
  zone: ZoneChoice;
  at: Date;
  /** The picker's own look above its days (shared/ui/slot-picker.tsx); a quiet line elsewhere. */
  className?: string;
}) {
  const t = BOOKING_COPY[language].page;
  const name = zoneName(zone.timeZone, LANGUAGE_TAGS[language], at);
  return (
    <p className={className}>
      {t.timesIn(name)}
      {zone.visitors ? null : ` ${t.ownerZoneNote}`}
    </p>
  );
}

/**
 * The hidden fields every booking form carries: the link's token, the zone times are in, and the
 * page's language (which the visitor may have switched from the lead's).
 */
export function Carried({ token, zone, language }: { token: string; zone?: ZoneChoice; language: Language }) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      {zone?.visitors ? <input type="hidden" name="tz" value={zone.timeZone} /> : null}
      <input type="hidden" name="lang" value={language} />
    </>
  );
}

/**
 * The slots grouped by the visitor's days. Each opens the confirming step (`GET action?start=…`):
 * nothing is booked until the visitor confirms there.
 */
export function SlotList(props: {
  language: Language;
  slots: readonly Slot[];
  action: string;
  token: string;
  zone: ZoneChoice;
}) {
  const { language, slots, action, token, zone } = props;
  const t = BOOKING_COPY[language].page;
  const first = slots[0];
  if (first === undefined) return <p className="notice">{t.noSlots}</p>;
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const key = dayKey(new Date(slot.start), zone.timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return (
    <>
      <ZoneLine language={language} zone={zone} at={new Date(first.start)} />
      {days.size > 1 ? (
        // The days first, each a link to its times: a phone need not scroll through them all.
        <nav aria-label={t.daysLabel}>
          <ul className={classes.days}>
            {[...days.values()].map((daySlots, index) => (
              <li key={daySlots[0]!.start}>
                <a className={classes.day} href={`#day-${index}`}>
                  <DayTabLabel {...formatDayTab(new Date(daySlots[0]!.start), zone.timeZone, language)} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {[...days.values()].map((daySlots, index) => (
        <section key={daySlots[0]!.start} aria-labelledby={`day-${index}`}>
          <h2 id={`day-${index}`}>{formatDate(new Date(daySlots[0]!.start), zone.timeZone, language)}</h2>
          <TimeForms language={language} slots={daySlots} action={action} token={token} zone={zone} />
        </section>
      ))}
    </>
  );
}

/**
 * The whole booking window as the form's picker shows it (shared/ui/slot-picker.tsx), in two
 * steps that work without JavaScript: the days with a free time as a row of tabs, each a link
 * (`dayHref`) to its times, the shown one marked current; under them that day's times, each
 * opening the confirming step.
 */
export function WindowList(props: {
  language: Language;
  /** Each day's first free time, ascending. */
  days: readonly string[];
  /** The chosen day's times. */
  slots: readonly Slot[];
  action: string;
  token: string;
  zone: ZoneChoice;
  dayHref: (day: string) => string;
}) {
  const { language, days, slots, action, token, zone, dayHref } = props;
  const t = BOOKING_COPY[language].page;
  const first = slots[0];
  if (first === undefined) return <p className="notice">{t.noSlots}</p>;
  const chosen = dayKey(new Date(first.start), zone.timeZone);
  return (
    <section aria-label={t.slotsLabel} className="picker" data-day-picker>
      <ZoneLine language={language} zone={zone} at={new Date(first.start)} className={classes.zone} />
      <nav aria-label={t.daysLabel}>
        <ul className={classes.days}>
          {days.map((start) => {
            const key = dayKey(new Date(start), zone.timeZone);
            return (
              <li key={key}>
                <a
                  className={classes.day}
                  href={dayHref(key)}
                  aria-current={key === chosen ? "page" : undefined}
                  data-day={key}
                >
                  <DayTabLabel {...formatDayTab(new Date(start), zone.timeZone, language)} />
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="day-times">
        <h2 id="day-times" className={classes.dayHeading}>
          {formatDate(new Date(first.start), zone.timeZone, language)}
        </h2>
        <TimeForms language={language} slots={slots} action={action} token={token} zone={zone} />
      </section>
    </section>
  );
}

/** One day's times, each a form that opens the confirming step (`GET action?start=…`). */
function TimeForms(props: {
  language: Language;
  slots: readonly Slot[];
  action: string;
  token: string;
  zone: ZoneChoice;
}) {
  const { language, slots, action, token, zone } = props;
  return (
    <ul className={`slots ${classes.times}`}>
      {slots.map((slot) => {
        const start = new Date(slot.start);
        return (
          <li key={slot.start}>
            <form method="get" action={action}>
              <Carried token={token} zone={zone} language={language} />
              <input type="hidden" name="start" value={slot.start} />
              <button type="submit" className={classes.time} aria-label={formatWhen(start, zone.timeZone, language)}>
                {formatTime(start, zone.timeZone, language)}
              </button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}

/** The one confirmation a chosen time asks for: the time in words and a button that books it. */
export function ConfirmTime(props: {
  language: Language;
  intro: string;
  start: string;
  action: string;
  token: string;
  zone: ZoneChoice;
  /** Back to the list of times. */
  backHref: string;
}) {
  const { language, intro, start, action, token, zone, backHref } = props;
  const t = BOOKING_COPY[language].page;
  return (
    <>
      <p>{intro}</p>
      <ZoneLine language={language} zone={zone} at={new Date(start)} />
      <div className="actions">
        <form method="post" action={action}>
          <Carried token={token} zone={zone} language={language} />
          <input type="hidden" name="start" value={start} />
          <button type="submit" className={buttonVariants()}>
            {t.confirm}
          </button>
        </form>
        <a className={buttonVariants({ variant: "secondary" })} href={backHref}>
          {t.chooseAnother}
        </a>
      </div>
    </>
  );
}

/** A link to another booking page (`/booking/cancel?token=…`), in this page's language. */
export function inLanguage(href: string, language: Language): string {
  return `${href}${href.includes("?") ? "&" : "?"}lang=${language}`;
}

/** Where the call happens: its link, or the promise that the link comes by e-mail. */
export function CallPlace({
  language,
  location,
  prominent = false,
}: {
  language: Language;
  location: string | null;
  /** The booked page's main action; beside another action (move, cancel) it steps back. */
  prominent?: boolean;
}) {
  const t = BOOKING_COPY[language].page;
  if (location === null) return <p>{t.linkToFollow}</p>;
  // The button holds the whole address; the words show it short, so no line breaks mid-token.
  return (
    <p className="place">
      <a className={buttonVariants({ variant: prominent ? "primary" : "secondary" })} href={location}>
        {t.joinCall}
      </a>{" "}
      <span className="muted">{shortAddress(location)}</span>
    </p>
  );
}

/** "Add it to your calendar: Google Calendar · Outlook", beside the invitation's `.ics`. */
function CalendarLinks({ language, start, location }: { language: Language; start: Date; location: string | null }) {
  const t = BOOKING_COPY[language].page;
  const event = {
    title: t.calendarTitle,
    start,
    end: new Date(start.getTime() + SLOT_MINUTES * 60_000),
    location,
    details: t.calendarDetails,
  };
  return (
    <p>
      {t.calendarLabel} <a href={googleCalendarUrl(event)}>{t.google}</a> ·{" "}
      <a href={outlookCalendarUrl(event)}>{t.outlook}</a>
    </p>
  );
}

/** The booked call, with its two links (to pages that work without JavaScript). */
export function BookedCall(props: {
  language: Language;
  start: Date;
  location: string | null;
  zone: ZoneChoice;
  rescheduleUrl: string;
  cancelUrl: string;
  justBooked: boolean;
}) {
  const { language, start, location, zone, rescheduleUrl, cancelUrl, justBooked } = props;
  const t = BOOKING_COPY[language].page;
  return (
    <>
      <p>{t.bookedWhen(formatWhen(start, zone.timeZone, language))}</p>
      <ZoneLine language={language} zone={{ ...zone, visitors: true }} at={start} />
      <CallPlace language={language} location={location} prominent />
      <CalendarLinks language={language} start={start} location={location} />
      {justBooked ? <p className="notice">{t.invitationSent}</p> : null}
      <p className="actions">
        <a className={buttonVariants({ variant: "secondary" })} href={inLanguage(rescheduleUrl, language)}>
          {t.reschedule}
        </a>
        <a className={buttonVariants({ variant: "secondary" })} href={inLanguage(cancelUrl, language)}>
          {t.cancel}
        </a>
      </p>
    </>
  );
}

/**
 * The optional reason for cancelling: a labelled box whose limit is the schema's
 * (shared/booking.ts), with a refused reason given back as typed, its error named beside it.
 */
export function ReasonField({ language, typed }: { language: Language; typed?: { reason: string; error: string } }) {
  const t = BOOKING_COPY[language].page;
  const described = typed ? "reason-hint reason-error" : "reason-hint";
  return (
    <>
      <label htmlFor="reason">{t.reasonLabel}</label>
      <p id="reason-hint" className="muted">
        {t.reasonHint(CANCEL_REASON_MAX)}
      </p>
      {typed ? (
        <p id="reason-error" className="field-error">
          {typed.error}
        </p>
      ) : null}
      <textarea
        id="reason"
        name="reason"
        rows={3}
        maxLength={CANCEL_REASON_MAX}
        aria-describedby={described}
        aria-invalid={typed ? true : undefined}
        defaultValue={typed?.reason}
      />
    </>
  );
}
