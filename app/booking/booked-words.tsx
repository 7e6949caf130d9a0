/**
 * The words around a booking step follow its state with no script of their own: the section that
 * holds the step is a group, and a call booked inside it (`data-booking="booked"` on the step's
 * card) swaps what the section said before for what is true after. Without JavaScript the visitor
 * books on the server's pages, which say only what is true at each step.
 */
export const bookingSection = "group/booking";

/** Shown until a call is booked in the section ("we reply within 24 hours…"). */
export const untilBooked = "group-has-[[data-booking=booked]]/booking:hidden";

/** Shown once it is. */
export const onceBooked = "hidden group-has-[[data-booking=booked]]/booking:block";

/** A contact section's lead: what it says until a call is booked beside it, and once it is. */
export function LeadUntilBooked({ lead, booked }: { lead: string; booked: string }) {
  return (
    <>
      <p className={untilBooked}>{lead}</p>
      <p className={onceBooked}>{booked}</p>
    </>
  );
}
