import { BOOKING_PATHS, type Slot } from "../../../shared/booking.js";
import { LANGUAGES, type Language } from "../../../shared/languages.js";
import { BOOKING_COPY } from "../copy.js";
import { formatWhen } from "../../../shared/call-time.js";
import { renderDocument } from "../../http/document.js";
import {
  BookedCall,
  BookingPage,
  CallPlace,
  Carried,
  ConfirmTime,
  ReasonField,
  inLanguage,
  SlotList,
  WindowList,
  ZoneLine,
  type ZoneChoice,
} from "./parts.js";
import { buttonVariants } from "../../../shared/ui/button-variants.js";

export type { ZoneChoice } from "./parts.js";

/** A link to a booking page, keeping the token, the zone and the page's language. */
function pageHref(
  path: string,
  language: Language,
  token: string,
  zone: ZoneChoice,
  start?: string,
  day?: string,
): string {
  const query = new URLSearchParams({
    token,
    ...(zone.visitors ? { tz: zone.timeZone } : {}),
    ...(day === undefined ? {} : { day }),
    ...(start === undefined ? {} : { start }),
    lang: language,
  });
  return `${path}?${query}`;
}

/** The same booking page in each language: what the site's language switch links to. */
function inEachLanguage(path: string, token: string, zone: ZoneChoice, start?: string): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, pageHref(path, language, token, zone, start)]),
  ) as Record<Language, string>;
}

/** What a page of times lists: the window's days (each's first free time) and the chosen day's times. */
export interface ShownDays {
  days: readonly string[];
  slots: readonly Slot[];
}

/** The days a new lead may choose from and one day's times (or the notice that none is free). */
export function choosePage(language: Language, token: string, shown: ShownDays, zone: ZoneChoice): string {
  const t = BOOKING_COPY[language].page;
  return renderDocument(
    <BookingPage language={language} title={t.chooseTitle} alternates={inEachLanguage(BOOKING_PATHS.page, token, zone)}>
      <p>{t.chooseIntro}</p>
      <WindowList
        language={language}
        {...shown}
        action={BOOKING_PATHS.page}
        token={token}
        zone={zone}
        dayHref={(day) => pageHref(BOOKING_PATHS.page, language, token, zone, undefined, day)}
      />
    </BookingPage>,
  );
}

/** The chosen time, once more, with the button that books it. */
export function confirmPage(language: Language, token: string, start: string, zone: ZoneChoice): string {
  const t = BOOKING_COPY[language].page;
  return renderDocument(
    <BookingPage
      language={language}
      title={t.confirmTitle}
      alternates={inEachLanguage(BOOKING_PATHS.page, token, zone, start)}
    >
      <ConfirmTime
        language={language}
        intro={t.confirmIntro(formatWhen(new Date(start), zone.timeZone, language))}
        start={start}
        action={BOOKING_PATHS.book}
        token={token}
        zone={zone}
        backHref={pageHref(BOOKING_PATHS.page, language, token, zone)}
      />
    </BookingPage>,
  );
}

export interface ShownCall {
  start: Date;
  location: string | null;
  rescheduleUrl: string;
  cancelUrl: string;
}

/** The booked (or just moved) call, with its links; `alert` when the visitor tried to book again. */
export function bookedPage(
  language: Language,
  call: ShownCall,
  zone: ZoneChoice,
  {
    justBooked,
    moved = false,
    alert,
    token,
  }: {
    justBooked: boolean;
    moved?: boolean;
    alert?: string;
    /** The booking link it was opened with: its language switch keeps to this page. */
    token?: string;
  },
): string {
  const t = BOOKING_COPY[language].page;
  const alternates = token === undefined ? undefined : inEachLanguage(BOOKING_PATHS.page, token, zone);
  return renderDocument(
    <BookingPage
      language={language}
      title={moved ? t.rescheduledTitle : t.bookedTitle}
      alert={alert}
      alternates={alternates}
    >
      <BookedCall language={language} {...call} zone={zone} justBooked={justBooked} />
    </BookingPage>,
  );
}

/** Other times for a booked call: never its own. */
export function reschedulePage(
  language: Language,
  token: string,
  call: { start: Date; location: string | null },
  shown: ShownDays,
  zone: ZoneChoice,
): string {
  const t = BOOKING_COPY[language].page;
  return renderDocument(
    <BookingPage
      language={language}
      title={t.rescheduleTitle}
      alternates={inEachLanguage(BOOKING_PATHS.reschedule, token, zone)}
    >
      <p>{t.rescheduleIntro(formatWhen(call.start, zone.timeZone, language))}</p>
      <CallPlace language={language} location={call.location} />
      <WindowList
        language={language}
        {...shown}
        action={BOOKING_PATHS.reschedule}
        token={token}
        zone={zone}
        dayHref={(day) => pageHref(BOOKING_PATHS.reschedule, language, token, zone, undefined, day)}
      />
    </BookingPage>,
  );
}

export function rescheduleConfirmPage(
  language: Language,
  token: string,
  call: { start: Date },
  start: string,
  zone: ZoneChoice,
): string {
  const t = BOOKING_COPY[language].page;
  const from = formatWhen(call.start, zone.timeZone, language);
  const to = formatWhen(new Date(start), zone.timeZone, language);
  return renderDocument(
    <BookingPage
      language={language}
      title={t.rescheduleConfirmTitle}
      alternates={inEachLanguage(BOOKING_PATHS.reschedule, token, zone, start)}
    >
      <ConfirmTime
        language={language}
        intro={t.rescheduleConfirmIntro(from, to)}
        start={start}
        action={BOOKING_PATHS.reschedule}
        token={token}
        zone={zone}
        backHref={pageHref(BOOKING_PATHS.reschedule, language, token, zone)}
      />
    </BookingPage>,
  );
}

/**
 * The cancel link's page: keeping the call at another time leads; cancelling follows, with an
 * optional reason for the owner, behind one confirming button, since a GET (a mail scanner's)
 * must not cancel. `typed`: a refused reason, given back with its error.
 */
export function cancelPage(
  language: Language,
  token: string,
  call: { start: Date; location: string | null; rescheduleUrl: string },
  zone: ZoneChoice,
  typed?: { reason: string; error: string },
): string {
  const t = BOOKING_COPY[language].page;
  return renderDocument(
    <BookingPage
      language={language}
      title={t.cancelTitle}
      alert={typed?.error}
      alternates={inEachLanguage(BOOKING_PATHS.cancel, token, zone)}
    >
      <p>{t.cancelIntro(formatWhen(call.start, zone.timeZone, language))}</p>
      <ZoneLine language={language} zone={{ ...zone, visitors: true }} at={call.start} />
      <CallPlace language={language} location={call.location} />
      {/* Keeping the call at another time is what most who open this page want: it leads. */}
      <p className="actions">
        <a className={buttonVariants()} href={inLanguage(call.rescheduleUrl, language)} data-primary>
          {t.reschedule}
        </a>
      </p>
      <form method="post" action={BOOKING_PATHS.cancel} className="cancel" aria-labelledby="cancel-heading">
        <h2 id="cancel-heading">{t.cancelHeading}</h2>
        <Carried token={token} zone={zone} language={language} />
        <ReasonField language={language} typed={typed} />
        <p className="actions">
          <button type="submit" className={buttonVariants({ variant: "secondary" })}>
            {t.cancelConfirm}
          </button>
        </p>
      </form>
    </BookingPage>,
  );
}

/** After a cancellation: the slot is free, the reply still comes, and another time can be booked. */
export function cancelledPage(language: Language, bookAgainToken: string | undefined): string {
  const t = BOOKING_COPY[language].page;
  return renderDocument(
    <BookingPage language={language} title={t.cancelledTitle}>
      <p>{t.cancelledBody}</p>
      {bookAgainToken === undefined ? null : (
        <p className="actions">
          <a
            className={buttonVariants()}
            href={`${BOOKING_PATHS.page}?${new URLSearchParams({ token: bookAgainToken })}`}
          >
            {t.bookAgain}
          </a>
        </p>
      )}
    </BookingPage>,
  );
}

/** A refusal or failure, said in the alert; with SLOT_TAKEN, the next times to choose from. */
export function errorPage(
  language: Language,
  message: string,
  next?: { slots: readonly Slot[]; action: string; token: string; zone: ZoneChoice },
): string {
  const t = BOOKING_COPY[language].page;
  return renderDocument(
    <BookingPage language={language} title={t.errorTitle} alert={message}>
      {next ? <SlotList language={language} {...next} /> : null}
    </BookingPage>,
  );
}
