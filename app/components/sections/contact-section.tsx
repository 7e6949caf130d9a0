import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { identity } from "@shared/identity";
import { bookingSection, LeadUntilBooked } from "~/booking/booked-words";
import { Section } from "~/components/ui/section";

/** The words every contact section carries; each page adds its own for the card beside the form. */
interface ContactCopy {
  eyebrow: string;
  title: string;
  lead: string;
  /** The lead once a call is booked (booked-words.tsx). */
  bookedLead: string;
  emailPrompt: string;
}

const emailLink =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline";

/**
 * A form page's contact section: the form, and beside it the page's own card (`aside`: what
 * happens next, or what the call covers) and the address to write to instead.
 */
export function ContactSection({ copy, aside, form }: { copy: ContactCopy; aside: ReactNode; form: ReactNode }) {
  return (
    <Section
      id="contact"
      tone="wash"
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={<LeadUntilBooked lead={copy.lead} booked={copy.bookedLead} />}
      opensOnForm
      className={bookingSection}
    >
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        {/* One column no wider than the screen: the booking step's day tabs scroll inside it at 320 px. */}
        {/* On a phone the form comes first: what "Get Started" leads to. */}
        <div className="order-last space-y-6 lg:order-none">
          <div className="rounded-2xl border border-line bg-surface p-6 sm:p-8">{aside}</div>
          <p className="text-muted">
            {copy.emailPrompt}{" "}
            <a href={`mailto:${identity.contactEmail}`} className={emailLink}>
              <Mail aria-hidden className="size-4" />
              {identity.contactEmail}
            </a>
          </p>
        </div>
        {form}
      </div>
    </Section>
  );
}
