import {
  ArrowRight,
  Bell,
  Bot,
  CalendarDays,
  Check,
  Clock,
  Code,
  Cpu,
  DatabaseZap,
  ListChecks,
  MessageSquareText,
  Mic,
  MonitorPlay,
  Rocket,
  ShieldCheck,
  Users,
  type LucideIcon,
} from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { identity } from "@shared/identity";
import { LANGUAGE_TAGS, type Language } from "@shared/languages";
import type { EducationCopy } from "~/content/en/education";
import { copyFor } from "~/content/catalogs";
import { cn } from "~/lib/cn";
import { absoluteUrl } from "~/seo/meta";
import { JsonLd } from "~/seo/json-ld";
import type { MetaCopy } from "~/content/en/meta";
import type { ReactNode } from "react";
import { ContactSection } from "./contact-section";
import { heroAside, heroWithAside } from "./hero-aside";
import type { Credential, Offer, OfferFormat, Person } from "~/trust/collection";
import { SubscribeForm } from "~/components/newsletter/subscribe-form";
import { COLLECTOR_ORIGIN } from "~/forms/form-endpoint";
import { localizePath } from "@shared/paths";
import { PersonCard } from "./founder";

const topicIcons = {
  cpu: Cpu,
  message: MessageSquareText,
  database: DatabaseZap,
  bot: Bot,
  checks: ListChecks,
  shield: ShieldCheck,
} as const satisfies Record<EducationCopy["topics"]["items"][number]["icon"], LucideIcon>;

const pathIcons = {
  clock: Clock,
  calendar: CalendarDays,
  monitor: MonitorPlay,
} as const satisfies Record<EducationCopy["paths"]["items"][number]["icon"], LucideIcon>;

const credentialIcons = {
  rocket: Rocket,
  users: Users,
  code: Code,
  mic: Mic,
} as const satisfies Record<Credential["icon"], LucideIcon>;

const card = "rounded-2xl border border-line bg-surface p-6";
const iconTile = "flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent";
// A word longer than a narrow card breaks rather than overflows; no hyphenation is added (decision 142).
const wrapText = "break-words";
// Three cards side by side from `lg` get tight, so they keep a smaller padding and gap until `xl`:
// a four-word call to action ("Agende uma conversa inicial") keeps one line at 1024 px.
const pathCard = "flex flex-col sm:p-8 lg:p-5 xl:p-8";
const badge = "inline-flex items-center rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent";

/** The Product On Rails workshop for engineering teams (SPEC section 2). */
export function EducationContent({
  language,
  form,
  people,
  credentials,
  offers,
}: {
  language: Language;
  form?: ReactNode;
  /** The owner's entries (app/content/): each part shows only when filled. */
  people: readonly Person[];
  credentials: readonly Credential[];
  offers: Partial<Record<OfferFormat, Offer>>;
}) {
  const copy = copyFor("education", language);
  const meta = copyFor("meta", language).education;
  return (
    <>
      <JsonLd data={courseJsonLd(copy, meta, language, offers)} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={<p>{copy.hero.lead}</p>}
        actions={
          <>
            <a href="#contact" className={buttonVariants({ size: "lg", wrap: true })}>
              {copy.hero.primary}
              <ArrowRight aria-hidden className="size-4" />
            </a>
            <a href="#paths" className={buttonVariants({ variant: "ghostInverse", size: "lg" })}>
              {copy.hero.secondary}
            </a>
          </>
        }
        aside={<Topics copy={copy.topics} />}
        layout={heroWithAside}
      />
      <Paths copy={copy.paths} offers={offers} language={language} />
      <Instructor copy={copy.instructor} language={language} person={people[0]} credentials={credentials} />
      <ContactSection copy={copy.contact} aside={<ContactAgenda copy={copy.contact} />} form={form} />
    </>
  );
}

/**
 * The six topics beside the hero's text: what the workshop teaches is the first thing it explains.
 * This is the topics' only place on the page, moved rather than repeated (the page's bytes,
 * decision "inner heroes explain"); below `lg` it follows the hero's buttons.
 */
function Topics({ copy }: { copy: EducationCopy["topics"] }) {
  return (
    <div id="topics" className={heroAside}>
      <p className="text-sm font-semibold tracking-wide text-accent-bright">{copy.eyebrow}</p>
      <h2 className="mt-2 text-xl font-semibold text-balance text-white">{copy.title}</h2>
      <ul className="mt-5 space-y-4">
        {copy.items.map((topic) => {
          const Icon = topicIcons[topic.icon];
          return (
            <li key={topic.key} className={cn("flex gap-3", wrapText)}>
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-bright" />
              <div>
                <h3 className="font-semibold text-white">{topic.title}</h3>
                <p className="text-sm text-on-night-muted">{topic.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-5 text-sm text-on-night-muted">{copy.lead}</p>
    </div>
  );
}

function Paths({
  copy,
  offers,
  language,
}: {
  copy: EducationCopy["paths"];
  offers: Partial<Record<OfferFormat, Offer>>;
  language: Language;
}) {
  const hasNewsletter = COLLECTOR_ORIGIN !== null;
  return (
    <Section id="paths" tone="wash" eyebrow={copy.eyebrow} title={copy.title} lead={<p>{copy.lead}</p>}>
      <ul className="grid gap-6 lg:grid-cols-3 lg:gap-4 xl:gap-6">
        {copy.items.map((path) => {
          const Icon = pathIcons[path.icon];
          return (
            <li key={path.key} className={cn(card, pathCard, !path.bookable && "border-dashed")}>
              <span className={iconTile}>
                <Icon aria-hidden className="size-6" />
              </span>
              <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2">
                <h3 className={cn("text-xl font-semibold", wrapText)}>{path.title}</h3>
                {path.bookable ? null : <span className={badge}>{path.badge}</span>}
              </div>
              <p className={cn("mt-1 text-sm font-semibold text-accent", wrapText)}>{path.format}</p>
              {path.key === "workshop" || path.key === "mentorship" ? (
                <OfferFacts copy={copy.offer} offer={offers[path.key]} language={language} />
              ) : null}
              <p className={cn("mt-3 text-muted", wrapText)}>{path.description}</p>
              <ul className={cn("mt-6 flex-1 space-y-3", wrapText)}>
                {path.highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-3">
                    <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
                    <span>{highlight}</span>
                  </li>
                ))}
              </ul>
              {path.bookable ? (
                <a href="#contact" className={cn(buttonVariants({ size: "card" }), "mt-8 w-full")}>
                  {/* The button primitive never wraps; a card is narrow enough on a phone to need it. */}
                  <span className="text-center text-balance whitespace-normal">{path.cta}</span>
                </a>
              ) : (
                <div className="mt-8">
                  <p id={`${path.key}-note`} className="text-sm text-muted">
                    {hasNewsletter ? path.note : path.noteWithoutList}
                  </p>
                  {/* SPEC: the course's button is disabled and reads as a notify label. */}
                  <button
                    type="button"
                    disabled
                    aria-describedby={`${path.key}-note`}
                    className={cn(buttonVariants({ variant: "secondary", size: "card" }), "mt-4 w-full")}
                  >
                    <Bell aria-hidden className="size-4 shrink-0" />
                    <span className="text-center text-balance whitespace-normal">{path.cta}</span>
                  </button>
                  {hasNewsletter ? (
                    // What the label promises: the course's list, one e-mail when it launches (issue 54).
                    <SubscribeForm
                      language={language}
                      list="course-launch"
                      source={localizePath("/education", language)}
                      describedBy={`${path.key}-note`}
                      stacked
                      className="mt-4"
                    />
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Instructor({
  copy,
  language,
  person,
  credentials,
}: {
  copy: EducationCopy["instructor"];
  language: Language;
  person: Person | undefined;
  credentials: readonly Credential[];
}) {
  // No name is invented: without an entry in app/content/people/, the profile speaks of the founder.
  const intro = person ? copy.introNamed(person.name) : copy.introFounder;
  return (
    <Section id="instructor" eyebrow={copy.eyebrow} title={copy.title} lead={<p>{intro}</p>}>
      {person ? <PersonCard person={person} copy={copyFor("common", language).founder} className="mb-6" /> : null}
      {/* Two by two at every width from `sm`: four columns left each title three short lines in Portuguese. */}
      <ul className="grid gap-6 sm:grid-cols-2">
        {credentials.map((credential) => {
          const Icon = credentialIcons[credential.icon];
          return (
            // Subgrid: every card's title and text start at the same height as its neighbours'.
            <li key={credential.key} className={cn(card, wrapText, "row-span-3 grid grid-rows-subgrid gap-y-0")}>
              <span className={iconTile}>
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 self-start text-lg font-semibold">
                {credential.figure ? (
                  <span className="block text-3xl font-bold tracking-tight text-accent">{credential.figure}</span>
                ) : null}
                {credential.title}
              </h3>
              <p className="mt-2 text-muted">{credential.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** A price in the page's language: "R$ 4.800", "US$ 2,000". */
function formatPrice(price: NonNullable<Offer["price"]>, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    style: "currency",
    currency: price.currency,
    maximumFractionDigits: 0,
  }).format(price.amount);
}

/** A format's price, group size and delivery, each only when the owner has given it. */
function OfferFacts({
  copy,
  offer,
  language,
}: {
  copy: EducationCopy["paths"]["offer"];
  offer: Offer | undefined;
  language: Language;
}) {
  if (!offer) return null;
  const facts = [
    offer.price ? (offer.price.from ? copy.from : copy.price)(formatPrice(offer.price, language)) : null,
    offer.groupSize ? copy.groupSize(offer.groupSize.max) : null,
    copy.delivery[offer.delivery],
  ].filter((fact): fact is string => fact !== null);
  return (
    <ul aria-label={copy.label} className={cn("mt-3 flex flex-wrap gap-2 text-sm", wrapText)}>
      {facts.map((fact) => (
        <li key={fact} className="rounded-full border border-line px-3 py-1">
          {fact}
        </li>
      ))}
    </ul>
  );
}

/**
 * The workshop as a schema.org Course, with the two bookable formats as instances. Both are
 * assumed to run live online; the mentorship's workload counts its live hours only.
 */
function courseJsonLd(
  copy: EducationCopy,
  meta: MetaCopy["education"],
  language: Language,
  offers: Partial<Record<OfferFormat, Offer>>,
): Record<string, unknown> {
  const url = absoluteUrl("/education", language);
  const [workshop, mentorship] = copy.paths.items;
  return {
    "@type": "Course",
    "@id": `${url}#course`,
    name: identity.workshopName,
    description: copy.hero.lead,
    url,
    provider: { "@id": `${identity.siteUrl}/#organization` },
    hasCourseInstance: [
      {
        "@type": "CourseInstance",
        name: workshop.title,
        description: workshop.format,
        courseMode: courseMode(offers.workshop),
        ...offerJsonLd(offers.workshop),
        courseWorkload: "PT4H",
        courseSchedule: { "@type": "Schedule", duration: "PT2H", repeatCount: 2 },
      },
      {
        "@type": "CourseInstance",
        name: mentorship.title,
        description: mentorship.format,
        courseMode: courseMode(offers.mentorship),
        ...offerJsonLd(offers.mentorship),
        courseWorkload: "PT12H",
        courseSchedule: { "@type": "Schedule", duration: "PT2H", repeatFrequency: "P1W", repeatCount: 6 },
      },
    ],
  };
}

/** schema.org's course modes for the delivery the owner chose; live online when not given. */
function courseMode(offer: Offer | undefined): string | string[] {
  if (offer?.delivery === "on-site") return "Onsite";
  if (offer?.delivery === "remote-or-on-site") return ["Online", "Onsite"];
  return "Online";
}

/** The price as a schema.org Offer, only when the owner has set one. */
function offerJsonLd(offer: Offer | undefined): Record<string, unknown> {
  if (!offer?.price) return {};
  const price = { "@type": "Offer", priceCurrency: offer.price.currency, category: "Paid" };
  return offer.price.from
    ? {
        offers: {
          ...price,
          priceSpecification: {
            "@type": "PriceSpecification",
            minPrice: offer.price.amount,
            priceCurrency: offer.price.currency,
          },
        },
      }
    : { offers: { ...price, price: offer.price.amount } };
}

/** Beside the form: what the discovery call covers. */
function ContactAgenda({ copy }: { copy: EducationCopy["contact"] }) {
  return (
    <>
      <h3 className="text-lg font-semibold">{copy.agendaTitle}</h3>
      <ul className="mt-5 space-y-4">
        {copy.agenda.map((item) => (
          <li key={item} className="flex gap-3">
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
