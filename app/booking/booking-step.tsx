import { CalendarCheck, CircleCheck } from "lucide-react";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { BookedCall, Slot, SlotsReply } from "@shared/booking";
import { buttonVariants } from "~/components/ui/button";
import type { FormsCopy } from "~/content/en/forms";
import { EmailFallback, FormAlert } from "~/forms/form-controls";
import type { FormKind } from "@shared/lead-forms";
import { LANGUAGE_TAGS, type Language } from "@shared/languages";
import { fill } from "@shared/fill";
import { bookSlot, collectorUrl, fetchSlots, type Outcome } from "./booking-api";
import { zoneName } from "@shared/zone-name";
import { focusCard } from "~/lib/reveal";
import { Confirmation } from "./confirm-time";
import { SlotPicker } from "./slot-picker";
import { daysAfterTaken, visitorTimeZone, wholeDays, windowDays, type SlotView } from "./slot-times";
import { dayKey, formatWhen } from "@shared/call-time";
import { Words } from "~/components/ui/words";
import { googleCalendarUrl, outlookCalendarUrl, shortAddress } from "@shared/calendar-links";
import { ZonePicker } from "./zone-picker";

export interface BookingStepProps {
  kind: FormKind;
  language: Language;
  copy: FormsCopy;
  /** The collector's booking token for this lead. */
  token: string;
}

type Problem = "network" | "expired" | "unexpected";

type StepState =
  | { status: "loading"; retry?: Retry }
  | { status: "open"; offer: Offer; taken?: boolean; chosen?: SlotView }
  | { status: "booking"; offer: Offer; chosen: SlotView; retry?: Retry }
  | { status: "booked"; booking: BookedCall }
  | { status: "failed"; problem: Problem; detail: string; offer?: Offer; chosen?: SlotView };

/** The booking window as far as it has come: its days, the times known, and the days known whole. */
interface Offer {
  /** The zone the days are the visitor's in: the one asked for. */
  timeZone: string;
  /** Every day with a free time, as its first free time, in `timeZone`. */
  days: string[];
  slots: Slot[];
  /** The days (keys in `timeZone`) whose every time is in `slots`; the others are fetched when chosen. */
  whole: string[];
}

interface Retry {
  attempt: number;
  attempts: number;
}

/**
 * The form's success state when the collector offers a call (issue 19): the next free slots in
 * the visitor's zone and language, one day at a time under a day picker. Choosing a time shows it
 * with its date and asks for one confirmation (a stray tap books nothing); back returns to the
 * same day's times. Loaded only then, so the form itself stays as light as before.
 */
export function BookingStep({ kind, language, copy, token }: BookingStepProps) {
  const text = copy.booking;
  const locale = LANGUAGE_TAGS[language];
  // The visitor's zone by default; they can show the times in another (travelling, booking for a colleague).
  const [timeZone, setTimeZone] = useState(visitorTimeZone);
  const [ownZone] = useState(visitorTimeZone);
  const [state, setState] = useState<StepState>({ status: "loading" });
  // The day picker's day, kept here: it outlives the picker while a chosen time awaits confirmation.
  const [day, setDay] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const picker = useRef<HTMLElement>(null);
  // Where the keyboard's place goes once the state that renders it has been committed: focusing
  // straight after setState (or a frame later) races React's render of the element.
  const focusNext = useRef<RefObject<HTMLElement | null> | null>(heading);

  // State is set only once an answer (or a retry) comes: the first render already says "loading".
  // The days are the visitor's: another zone asks for them again.
  const requestOffer = useCallback(
    () =>
      fetchSlots(
        token,
        { timeZone },
        { onRetry: (attempt, attempts) => setState({ status: "loading", retry: { attempt, attempts } }) },
      ),
    [token, timeZone],
  );

  useEffect(() => {
    let live = true;
    void requestOffer().then((outcome) => live && setState(offerState(outcome, timeZone)));
    return () => {
      live = false;
    };
  }, [requestOffer, timeZone]);

  const reload = () => {
    setState({ status: "loading" });
    void requestOffer().then((outcome) => setState(offerState(outcome, timeZone)));
  };

  // A day beyond the first answer's times is fetched when it is shown: the first answer stays small.
  const offer = state.status === "open" ? state.offer : undefined;
  const shownDay = offer && dayShown(offer, day, timeZone);
  // Another zone was chosen and its offer is on its way: the times shown are still free, written in
  // the new zone, but which days are whole is known only in the old one.
  const stale = offer !== undefined && offer.timeZone !== timeZone;
  useEffect(() => {
    if (offer === undefined || stale || shownDay === undefined || offer.whole.includes(shownDay)) return;
    let live = true;
    void fetchSlots(token, { timeZone, day: shownDay }).then((outcome) => {
      if (!live) return;
      if (outcome.kind !== "ok") return setState({ ...failure(outcome), offer });
      const reply = outcome.value;
      if (reply.state === "booked") return setState({ status: "booked", booking: reply.booking });
      setState((current) =>
        current.status === "open" && current.offer === offer
          ? { ...current, offer: withDay(offer, shownDay, reply.slots) }
          : current,
      );
    });
    return () => {
      live = false;
    };
  }, [offer, stale, shownDay, timeZone, token]);

  // Back from the confirmation, the keyboard's place is the time that had been chosen.
  const backTo = useRef<string | null>(null);
  useEffect(() => {
    const next = focusNext.current?.current;
    // The title opens the card: the whole card comes into view below the top bar.
    if (next === heading.current) focusCard(next);
    else next?.focus();
    focusNext.current = null;
    if (backTo.current) {
      picker.current?.querySelector<HTMLElement>(`[data-start="${backTo.current}"]`)?.focus();
      backTo.current = null;
    }
  }, [state]);

  const choose = (offer: Offer, chosen: SlotView) => {
    focusNext.current = confirmation;
    setState({ status: "open", offer, chosen });
  };
  const back = (offer: Offer, chosen: SlotView) => {
    backTo.current = chosen.start;
    setState({ status: "open", offer });
  };

  const book = useCallback(
    async (offer: Offer, chosen: SlotView) => {
      setState({ status: "booking", offer, chosen });
      const outcome = await bookSlot(
        { token, start: chosen.start, timeZone },
        {
          onRetry: (attempt, attempts) => setState({ status: "booking", offer, chosen, retry: { attempt, attempts } }),
        },
      );
      if (outcome.kind === "ok") return done(outcome.value.booking);
      if (outcome.kind === "refused") {
        const { code, booking, slots: fresh } = outcome.reply;
        // A retried request that did book finds the lead's own call: that is the success it was.
        if (code === "ALREADY_BOOKED" && booking) return done(booking);
        if (code === "SLOT_TAKEN") {
          focusNext.current = notice;
          // The next times replace the known ones; the chosen day's others are fetched again.
          const slots = fresh ?? [];
          const days = daysAfterTaken(offer.days, slots, timeZone);
          setState({
            status: "open",
            offer: { timeZone, days, slots, whole: wholeDays(slots, timeZone) },
            taken: true,
          });
          return;
        }
      }
      // The slot button that had focus is gone: the visitor's place is the failure and its Retry.
      focusNext.current = failureBox;
      setState({ ...failure(outcome), offer, chosen });

      function done(booking: BookedCall) {
        // The title now names the call: the visitor's attention goes back to it.
        focusNext.current = heading;
        setState({ status: "booked", booking });
      }
    },
    [token, timeZone],
  );

  // The discovery form's own title says "booked": until a slot is, the step says "received".
  const received = kind === "consulting" ? copy.consulting.successTitle : text.receivedTitle;
  const title =
    state.status === "booked"
      ? fill(text.bookedTitle, { when: bookedWhen(state.booking, language) }, locale)
      : state.status === "failed" && !state.offer
        ? received
        : state.status === "open" && state.offer.days.length === 0
          ? received
          : text.offerTitle[kind];

  return (
    <div
      data-card
      className="rounded-2xl border border-success/30 bg-surface p-6 shadow-sm sm:p-8"
      data-booking={state.status}
    >
      <div className="text-center">
        {state.status === "booked" ? (
          <CalendarCheck aria-hidden className="mx-auto size-12 text-success" />
        ) : (
          <CircleCheck aria-hidden className="mx-auto size-12 text-success" />
        )}
        <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-balance outline-none">
          <Words heading>{title}</Words>
        </h3>
        <p className="mx-auto mt-2 max-w-prose text-muted">
          <Words>
            {state.status === "booked"
              ? fill(
                  text.bookedBody,
                  { zone: zoneName(state.booking.timeZone, locale, new Date(state.booking.start)) },
                  locale,
                )
              : state.status === "open" && state.offer.days.length === 0
                ? text.none
                : text.offerBody[kind]}
          </Words>
        </p>
      </div>

      <p role="status" className="mt-4 text-center text-sm text-muted empty:mt-0">
        {statusLine(state)}
      </p>

      {state.status === "booked" ? (
        <div className="mt-4 flex flex-col items-center gap-2 text-center" data-call-place>
          {state.booking.location === null ? (
            <p>
              <Words>{text.linkToFollow}</Words>
            </p>
          ) : (
            <>
              <a href={state.booking.location} className={buttonVariants({ variant: "primary" })}>
                {text.joinCall}
              </a>
              {/* The address written short: the button holds the whole of it. */}
              <p className="text-sm text-muted">{shortAddress(state.booking.location)}</p>
            </>
          )}
          <p className="mt-2 text-sm">
            <span className="text-muted">{text.calendar.label}: </span>
            {(["google", "outlook"] as const).map((service, index) => (
              <span key={service}>
                {index > 0 ? " · " : null}
                <a
                  href={(service === "google" ? googleCalendarUrl : outlookCalendarUrl)(calendarEvent(state.booking))}
                  target="_blank"
                  rel="noopener noreferrer"
                  // A name in two words ("Google Agenda") stays on one line.
                  className="font-semibold whitespace-nowrap text-accent underline underline-offset-4"
                >
                  {text.calendar[service]}
                </a>
              </span>
            ))}
          </p>
        </div>
      ) : null}

      {state.status === "booked" ? (
        <div className="mt-4 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a href={collectorUrl(state.booking.rescheduleUrl)} className={buttonVariants({ variant: "secondary" })}>
            {text.reschedule}
          </a>
          <a href={collectorUrl(state.booking.cancelUrl)} className={buttonVariants({ variant: "secondary" })}>
            {text.cancel}
          </a>
        </div>
      ) : null}

      {state.status === "failed" ? (
        <div ref={failureBox} tabIndex={-1} className="mt-4 space-y-3 outline-none">
          <FormAlert title={text.failed}>
            <p>{text[state.problem]}</p>
            {state.detail ? <p className="text-xs text-muted">{state.detail}</p> : null}
            <EmailFallback lead={copy.emailFallback} />
          </FormAlert>
          {state.problem !== "expired" ? (
            <button
              type="button"
              className={buttonVariants({ variant: "secondary" })}
              onClick={() => {
                // This button goes with the failure: focus returns to the step's title meanwhile.
                heading.current?.focus();
                if (state.offer && state.chosen) void book(state.offer, state.chosen);
                else reload();
              }}
            >
              {text.retry}
            </button>
          ) : null}
        </div>
      ) : null}

      {state.status === "open" && state.taken ? (
        <p ref={notice} tabIndex={-1} className="mt-2 rounded-xl bg-accent-soft p-3 text-sm text-ink outline-none">
          {text.taken}
        </p>
      ) : null}

      {(state.status === "open" || state.status === "booking") && state.chosen ? (
        <Confirmation
          heading={confirmation}
          text={text}
          moment={state.chosen.when}
          zone={zoneName(timeZone, locale, new Date(state.chosen.start))}
          busy={state.status === "booking"}
          onConfirm={() => void book(state.offer, state.chosen!)}
          onBack={() => back(state.offer, state.chosen!)}
        />
      ) : state.status === "open" && state.offer.days.length > 0 ? (
        <>
          <ZonePicker
            label={text.zonePicker}
            value={timeZone}
            own={ownZone}
            locale={locale}
            at={new Date(state.offer.days[0]!)}
            onChange={setTimeZone}
          />
          <SlotPicker
            picker={picker}
            days={windowDays(state.offer.days, state.offer.slots, language, timeZone)}
            selected={shownDay}
            busy={stale}
            label={text.slotsLabel}
            daysLabel={text.daysLabel}
            loading={text.loading}
            onSelect={setDay}
            onChoose={(slot) => choose(state.offer, slot)}
          />
        </>
      ) : null}
    </div>
  );

  function calendarEvent(booking: BookedCall) {
    return {
      title: text.calendar.title,
      start: new Date(booking.start),
      end: new Date(booking.end),
      location: booking.location,
      details: text.calendar.details,
    };
  }

  function statusLine(current: StepState): string {
    const retrying = "retry" in current && current.retry ? ` ${fill(copy.retrying, { ...current.retry }, locale)}` : "";
    if (current.status === "loading") return text.loading + retrying;
    if (current.status === "booking") return fill(text.booking, { when: current.chosen.when }, locale) + retrying;
    return "";
  }
}

/** The booked call's moment in the zone it was booked in, as the no-JS page and the e-mail write it. */
function bookedWhen(booking: BookedCall, language: Language): string {
  return formatWhen(new Date(booking.start), booking.timeZone, language);
}

function offerState(outcome: Outcome<SlotsReply>, timeZone: string): StepState {
  if (outcome.kind !== "ok") return failure(outcome);
  const reply = outcome.value;
  if (reply.state === "booked") return { status: "booked", booking: reply.booking };
  const { days, slots } = reply;
  return { status: "open", offer: { timeZone, days, slots, whole: wholeDays(slots, timeZone) } };
}

/** The day the picker shows: the one chosen while it is offered, else the first. */
function dayShown(offer: Offer, chosen: string | undefined, timeZone: string): string | undefined {
  const keys = offer.days.map((first) => dayKey(new Date(first), timeZone));
  return chosen !== undefined && keys.includes(chosen) ? chosen : keys[0];
}

/** The offer with all of `day`'s times, fetched on their own. */
function withDay(offer: Offer, day: string, slots: Slot[]): Offer {
  const others = offer.slots.filter((slot) => !slots.some((fetched) => fetched.start === slot.start));
  const merged = [...others, ...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return { ...offer, slots: merged, whole: [...offer.whole, day] };
}

function failure(outcome: Exclude<Outcome<unknown>, { kind: "ok" }>): Extract<StepState, { status: "failed" }> {
  if (outcome.kind === "network") return { status: "failed", problem: "network", detail: outcome.message };
  const { code, error } = outcome.reply;
  if (code === "EXPIRED_TOKEN" || code === "INVALID_TOKEN" || code === "NOT_FOUND")
    return { status: "failed", problem: "expired", detail: "" };
  return { status: "failed", problem: "unexpected", detail: error };
}
