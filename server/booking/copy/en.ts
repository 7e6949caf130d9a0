import type { Translation } from "../../../shared/translation.js";
import { identity } from "../../../shared/identity.js";
import { slotPicker } from "../../../shared/content/en/slot-picker.js";
import { CANCEL_REASON_MAX } from "../../../shared/booking.js";

/**
 * What the booking pages and replies say to the visitor. The wording follows the site's forms
 * (app/content/en/forms.ts): a 30-minute call, a reply within 24 hours.
 */
const source = {
  /** One per BookingErrorCode (shared/booking.ts): the `error` of a JSON reply, the alert of a page. */
  errors: {
    INVALID_REQUEST: "The request could not be read. Please choose a time again.",
    INVALID_TOKEN: "This booking link is not valid. Please use the link from our e-mail, or write to us.",
    EXPIRED_TOKEN: "This booking link has expired. Please write to us and we will find a time together.",
    NOT_FOUND: "There is nothing left to book here. Please write to us and we will find a time together.",
    SLOT_TAKEN: "Someone has just taken that time. Please choose another one.",
    ALREADY_BOOKED: "You already have a call booked. You can move it to another time or cancel it.",
    MAILBOX_HAS_CALL:
      "This e-mail address already has a call booked. Use the links in our e-mail to move or cancel it.",
    TOO_MANY_CALLS:
      "Too many calls have been booked from your network today. Write to us and we will find a time together.",
    RATE_LIMITED: "Too many requests from your network. Please wait a minute and try again.",
    REASON_TOO_LONG: `Your reason is longer than ${CANCEL_REASON_MAX}\u00a0characters. Please shorten it: the call is not canceled yet.`,
    TOO_LARGE: "The request was too large to read. Please choose a time again.",
    CANCELLED: "This call was canceled.",
    LINK_USED: `This link has already booked its call. To talk again, reply to our last e-mail or write to us at ${identity.contactEmail}, and we will send you a new link.`,
    LEAD_CLOSED: `This booking link is no longer open. If you would like to talk again, write to us at ${identity.contactEmail} and we will send you a new link.`,
    SERVER_ERROR: "We could not book the call because of a problem on our side. Please try again in a moment.",
  },
  page: {
    /** `<title>` and heading when the lead is offered slots. */
    chooseTitle: "Thank you! Now pick a time for your 30-minute call",
    chooseIntro: "Your message has reached us. Choose a time below and the invitation goes to your e-mail.",
    /** "Times are in …": the zone of the times shown, named. */
    timesIn: (zone: string) => `Times are shown in ${zone}.`,
    /** When the times are the owner's because the visitor's zone is unknown. */
    ownerZoneNote: "That is our time zone: convert it to yours if it differs.",
    /** The picker's region and its day links, named as the form's (shared/content/en/slot-picker.ts). */
    ...slotPicker,
    noSlots: "There are no open times in the coming days. We reply by e-mail within 24 hours to find one.",
    confirmTitle: "Confirm your call",
    confirmIntro: (when: string) => `Your 30-minute call would be on ${when}.`,
    confirm: "Confirm",
    chooseAnother: "Choose another time",
    bookedTitle: "Your call is booked",
    bookedWhen: (when: string) => `We will talk on ${when}, for 30 minutes.`,
    /** The room as a button; the address beside it is written short. */
    joinCall: "Join the call",
    calendarLabel: "Add it to your calendar:",
    google: "Google Calendar",
    outlook: "Outlook",
    calendarTitle: `Discovery call, ${identity.companyName}`,
    calendarDetails: "Our 30-minute call. The invitation in your inbox has the links to pick another time or cancel.",
    /** Without BOOKING_LOCATION: the owner e-mails the link (decision 090). */
    linkToFollow: "We will e-mail you the link to join the call before it starts.",
    invitationSent: "The invitation is on its way to your e-mail, with links to move or cancel the call.",
    reschedule: "Choose another time",
    cancel: "Cancel the call",
    rescheduleTitle: "Move your call",
    rescheduleIntro: (when: string) => `Your call is on ${when}. Choose another time below.`,
    rescheduleConfirmTitle: "Move your call?",
    rescheduleConfirmIntro: (from: string, to: string) => `Your call on ${from} would move to ${to}.`,
    rescheduledTitle: "Your call has moved",
    cancelTitle: "Cancel your call?",
    cancelIntro: (when: string) => `Your call is on ${when}.`,
    /** Below the leading "Choose another time": cancelling, with an optional reason for the owner. */
    cancelHeading: "Or cancel it",
    reasonLabel: "Why are you canceling? (optional)",
    reasonHint: (max: number) => `Only we read it. Up to ${max}\u00a0characters.`,
    cancelConfirm: "Yes, cancel the call",
    cancelledTitle: "Your call is canceled",
    cancelledBody: "The time is free again. We will still reply to your message by e-mail within 24 hours.",
    bookAgain: "Book another time",
    errorTitle: "The call could not be booked",
    backToSite: "Back to the site",
  },
  /** The owner's reminder before each call (issue 51): an e-mail, kept as written (not typeset). */
  ownerReminder: {
    subject: (company: string, when: string) => `Your call with ${company}: ${when}`,
    intro: (minutes: number) => `Your call starts in ${minutes} minutes.`,
    yourTime: (zone: string) => `Your time, ${zone}:`,
    with: "With:",
    join: "To join the call:",
    noLocation: "The call has no link yet: send the visitor one before it starts.",
    lead: (url: string) => `The lead in the console: ${url}`,
  },
};

export type BookingCopy = Translation<typeof source>;
export const booking: BookingCopy = source;
