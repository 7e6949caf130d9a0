import {
  ArrowRight,
  Bot,
  BrainCircuit,
  ChartLine,
  CircleCheck,
  Code,
  Feather,
  FlaskConical,
  KeyRound,
  Rocket,
  Scale,
  Search,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { identity } from "@shared/identity";
import type { ConsultingCopy } from "~/content/en/consulting";
import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";
import { cn } from "~/lib/cn";
import { absoluteUrl } from "~/seo/meta";
import { JsonLd } from "~/seo/json-ld";
import type { MetaCopy } from "~/content/en/meta";
import type { ReactNode } from "react";
import type { CaseCard } from "~/case-studies/collection";
import { CaseCards } from "./case-cards";
import { ClaimSource } from "~/components/ui/claim-source";
import { ContactSection } from "./contact-section";
import { heroAside, heroWithAside } from "./hero-aside";
import { onceBooked, untilBooked } from "~/booking/booked-words";

const stepIcons = {
  search: Search,
  flask: FlaskConical,
  rocket: Rocket,
  key: KeyRound,
} as const satisfies Record<ConsultingCopy["process"]["steps"][number]["icon"], LucideIcon>;

const serviceIcons = {
  chart: ChartLine,
  brain: BrainCircuit,
  bot: Bot,
  workflow: Workflow,
} as const satisfies Record<ConsultingCopy["services"]["items"][number]["icon"], LucideIcon>;

const differentiatorIcons = {
  feather: Feather,
  code: Code,
  scale: Scale,
} as const satisfies Record<ConsultingCopy["differentiators"]["items"][number]["icon"], LucideIcon>;

const card = "rounded-2xl border border-line bg-surface p-6";
const iconTile = "flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent";
// A word longer than a narrow card breaks rather than overflows; no hyphenation is added (decision 142).
const wrapText = "break-words";
const stepNumber =
  "flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent";

/** Lean AI consulting for startups (SPEC section 2). */
export function ConsultingContent({
  language,
  cases,
  form,
}: {
  language: Language;
  cases: readonly CaseCard[];
  form?: ReactNode;
}) {
  const copy = copyFor("consulting", language);
  const meta = copyFor("meta", language).consulting;
  return (
    <>
      <JsonLd data={serviceJsonLd(copy, meta, language)} />
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
            <a href="#about" className={buttonVariants({ variant: "ghostInverse", size: "lg" })}>
              {copy.hero.learnMore}
            </a>
          </>
        }
        aside={<Method copy={copy.process} />}
        // Four short steps, shorter than the text: centred beside it.
        layout={cn(heroWithAside, "items-center")}
      />
      <About copy={copy.about} />
      <Process copy={copy.process} />
      <Services copy={copy.services} />
      <Differentiators copy={copy.differentiators} />
      <Section
        id="case-studies"
        eyebrow={copyFor("caseStudies", language).consulting.eyebrow}
        title={copyFor("caseStudies", language).consulting.title}
      >
        <CaseCards cards={cases} language={language} />
      </Section>
      <ContactSection copy={copy.contact} aside={<ContactNext copy={copy.contact} />} form={form} />
    </>
  );
}

function About({ copy }: { copy: ConsultingCopy["about"] }) {
  return (
    <Section id="about" eyebrow={copy.eyebrow} title={copy.title}>
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <span className="text-6xl font-bold tracking-tight text-accent sm:text-7xl">{copy.stat.value}</span>
            <span className="text-xl font-semibold">{copy.stat.label}</span>
          </p>
          <ClaimSource copy={copy.statSource} className="mt-2 text-muted" />
          <div className="mt-6 space-y-4 text-lg text-pretty text-muted">
            {copy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="rounded-2xl border border-line bg-wash p-6 sm:p-8">
          <h3 className="text-lg font-semibold">{copy.principlesTitle}</h3>
          <ul className="mt-5 space-y-4">
            {copy.principles.map((principle) => (
              <li key={principle} className="flex gap-3">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
                <span>{principle}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

/**
 * The method beside the hero's text: each step with what it leaves the client. The outcomes live
 * here only, so the section below tells how each step works without repeating them (the page's
 * bytes, decision "inner heroes explain").
 */
function Method({ copy }: { copy: ConsultingCopy["process"] }) {
  return (
    <div className={heroAside}>
      <h2 className="text-sm font-semibold tracking-wide text-accent-bright">{copy.outcomes}</h2>
      <ol className="mt-5 space-y-4">
        {copy.steps.map((step) => (
          <li key={step.key} className={cn("text-sm text-on-night-muted", wrapText)}>
            <span className="block text-base font-semibold text-white">{`${step.name} · ${step.stage}`}</span>
            {step.outcome}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Process({ copy }: { copy: ConsultingCopy["process"] }) {
  return (
    <Section id="process" tone="wash" eyebrow={copy.eyebrow} title={copy.title} lead={<p>{copy.lead}</p>}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {copy.steps.map((step, index) => {
          const Icon = stepIcons[step.icon];
          return (
            // Subgrid: the rows of every card in a row line up, so the outcome dividers sit at one height.
            <li key={step.key} className={cn(card, "row-span-4 grid grid-rows-subgrid gap-y-0")}>
              <div className="flex items-center justify-between">
                <span className={iconTile}>
                  <Icon aria-hidden className="size-6" />
                </span>
                <span aria-hidden className="text-sm font-semibold text-muted tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
              <h3 className={cn("mt-5 text-xl font-semibold", wrapText)}>{step.name}</h3>
              <p className={cn("text-sm font-semibold text-accent", wrapText)}>{step.stage}</p>
              <p className={cn("mt-3 text-muted", wrapText)}>{step.description}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

function Services({ copy }: { copy: ConsultingCopy["services"] }) {
  return (
    <Section id="services" eyebrow={copy.eyebrow} title={copy.title} lead={<p>{copy.lead}</p>}>
      <ul className="grid gap-6 md:grid-cols-2">
        {copy.items.map((service) => {
          const Icon = serviceIcons[service.icon];
          return (
            <li key={service.key} className={cn(card, "flex flex-col gap-5 sm:flex-row sm:p-8")}>
              <span className={iconTile}>
                <Icon aria-hidden className="size-6" />
              </span>
              <div className={wrapText}>
                <h3 className="text-lg font-semibold">{service.title}</h3>
                <p className="mt-2 text-muted">{service.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Differentiators({ copy }: { copy: ConsultingCopy["differentiators"] }) {
  return (
    <Section id="why-us" tone="night" eyebrow={copy.eyebrow} title={copy.title}>
      <ul className="grid gap-6 md:grid-cols-3">
        {copy.items.map((item) => {
          const Icon = differentiatorIcons[item.icon];
          return (
            <li key={item.key} className={cn("rounded-2xl border border-white/10 bg-night-soft p-6 lg:p-8", wrapText)}>
              <span className="flex size-11 items-center justify-center rounded-xl bg-white/10 text-accent-bright">
                <Icon aria-hidden className="size-6" />
              </span>
              {/* Three narrow columns at `md`: a smaller title keeps "Método enxuto" on one line. */}
              <h3 className="mt-5 text-xl font-semibold text-white md:text-lg lg:text-xl">{item.title}</h3>
              <p className="mt-2 text-on-night-muted">{item.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** What happens next: before a call is booked, or once it is (app/booking/booked-words.ts). */
function NextSteps({ steps, className }: { steps: readonly string[]; className: string }) {
  return (
    <ol className={cn("mt-5 space-y-4", className)}>
      {steps.map((step, index) => (
        <li key={step} className="flex gap-4">
          <span aria-hidden className={stepNumber}>
            {index + 1}
          </span>
          <span className="pt-1">{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** The consulting offer as a schema.org Service, with the four kinds of work as its catalog. */
function serviceJsonLd(
  copy: ConsultingCopy,
  meta: MetaCopy["consulting"],
  language: Language,
): Record<string, unknown> {
  const url = absoluteUrl("/consulting", language);
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    name: meta.title,
    description: meta.description,
    url,
    provider: { "@id": `${identity.siteUrl}/#organization` },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: copy.services.title,
      itemListElement: copy.services.items.map((item) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: item.title, description: item.description },
      })),
    },
  };
}

/** Beside the form: the steps after sending it, and after booking a call. */
function ContactNext({ copy }: { copy: ConsultingCopy["contact"] }) {
  return (
    <>
      <h3 className="text-lg font-semibold">{copy.nextTitle}</h3>
      <NextSteps steps={copy.next} className={untilBooked} />
      <NextSteps steps={copy.bookedNext} className={onceBooked} />
    </>
  );
}
