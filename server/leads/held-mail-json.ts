import type { HeldMailJson } from "../../shared/admin-api.js";
import { CALL_OFFER_KIND, CALL_REMINDER_KIND, VISITOR_BOOKING_KIND } from "../booking/call-messages.js";
import type { HeldMail } from "../mail/held-mail.js";
import { ACKNOWLEDGEMENT_KIND } from "./message-kinds.js";

const ABOUT: Record<string, HeldMailJson["about"]> = {
  [ACKNOWLEDGEMENT_KIND]: "acknowledgement",
  [VISITOR_BOOKING_KIND]: "call",
  [CALL_REMINDER_KIND]: "call-reminder",
  [CALL_OFFER_KIND]: "call-offer",
};

/** A held-back e-mail as the lead's page shows it: what it was about in the console's words, never its kind's code. */
export const heldMailJson = (held: HeldMail): HeldMailJson => ({
  about: ABOUT[held.kind] ?? "other",
  cap: held.cap,
  at: held.heldAt.toISOString(),
});
