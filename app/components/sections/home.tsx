import { ArrowDown, ArrowRight, Check, Compass, GraduationCap } from "lucide-react";
import type { CaseCard } from "~/case-studies/collection";
import { ParticleBackground } from "~/components/particles/particle-background";
import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import { buttonVariants } from "~/components/ui/button";
import { ClaimSource } from "~/components/ui/claim-source";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { CaseCards } from "./case-cards";
import { LetterSignup } from "~/components/newsletter/letter-signup";
import { COLLECTOR_ORIGIN } from "~/forms/form-endpoint";
import type { Client, Person, Testimonial } from "~/trust/collection";
import { FounderSection } from "./founder";
import { ProofSection } from "./proof";

const serviceIcons = { compass: Compass, graduation: GraduationCap } as const;

const ctaCard =
  "flex flex-col items-start gap-8 rounded-3xl bg-night p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between";

/** The home page's content (SPEC section 2), rendered at build time; the case studies come from their collection. */
export function HomeContent({
  language,
  cases,
  people,
  clients,
  testimonials,
}: {
  language: Language;
  cases: readonly CaseCard[];
  /** The owner's entries (app/content/): each part shows only when filled. */
  people: readonly Person[];
  clients: readonly Client[];
  testimonials: readonly Testimonial[];
}) {
  const copy = copyFor("home", language);
  const founder = copyFor("common", language).founder;
  const measured = cases.filter((card) => card.measured);
  const others = cases.filter((card) => !card.measured);
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={<p>{copy.hero.tagline}</p>}
        background={<ParticleBackground />}
        actions={
          <>
            <a href={localizePath("/consulting", language)} className={buttonVariants({ size: "lg" })}>
              {copy.hero.consulting}
              <ArrowRight aria-hidden className="size-4" />
            </a>
            <a
              href={localizePath("/education", language)}
              className={buttonVariants({ variant: "ghostInverse", size: "lg" })}
            >
              {copy.hero.education}
            </a>
            {/* One primary and one secondary action; "Learn more" (SPEC section 2) is the quieter third. */}
            <a href="#services" className={buttonVariants({ variant: "linkInverse", size: "text" })}>
              {copy.hero.learnMore}
              <ArrowDown aria-hidden className="size-4" />
            </a>
          </>
        }
      >
        <dl
          aria-label={copy.hero.factsLabel}
          className="mt-14 grid max-w-3xl gap-6 border-t border-white/10 pt-8 sm:grid-cols-3"
        >
          {copy.hero.facts.map((fact) => (
            <div key={fact.value} className="flex flex-col gap-1">
              <dt className="text-sm text-on-night-muted">{fact.label}</dt>
              <dd className="order-first text-3xl font-bold tracking-tight text-white">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <ClaimSource copy={copy.hero.source} className="mt-6 max-w-3xl text-on-night-muted" />
      </PageHero>

      <Section
        id="services"
        eyebrow={copy.services.eyebrow}
        title={copy.services.title}
        lead={<p>{copy.services.lead}</p>}
      >
        <ul className="grid gap-6 lg:grid-cols-2">
          {copy.services.cards.map((card) => {
            const Icon = serviceIcons[card.icon];
            return (
              <li
                key={card.key}
                className="flex min-w-0 flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold">{card.title}</h3>
                <p className="mt-2 text-muted">{card.body}</p>
                <ul className="mt-6 flex-1 space-y-3">
                  {card.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <a
                  href={localizePath(card.href, language)}
                  className={cn(buttonVariants({ variant: "secondary", size: "card", wrap: true }), "mt-8 self-start")}
                >
                  {card.cta}
                  <ArrowRight aria-hidden className="size-4" />
                </a>
              </li>
            );
          })}
        </ul>
      </Section>

      {/*
        "Results our clients can measure" heads only cases with a measured result: over all of them
        when every case has one, else over its own column beside the others.
      */}
      <Section
        id="case-studies"
        tone="wash"
        eyebrow={copy.cases.eyebrow}
        title={others.length === 0 ? copy.cases.title : copy.cases.unmeasuredTitle}
      >
        {measured.length > 0 && others.length > 0 ? (
          // One case a side (the usual case) shares the rows of its neighbour through subgrids, so
          // the two results sit on one line; longer lists stack in their column.
          <div className="grid gap-x-6 lg:grid-cols-2">
            {[
              { title: copy.cases.title, cards: measured },
              { title: copy.cases.otherTitle, cards: others },
            ].map((group, index) => {
              const paired = measured.length === 1 && others.length === 1;
              return (
                <div
                  key={group.title}
                  className={cn(paired && "row-span-6 grid grid-rows-subgrid", index > 0 && "mt-10 lg:mt-0")}
                >
                  <h3 className="mb-6 text-xl font-bold tracking-tight">{group.title}</h3>
                  <CaseCards
                    cards={group.cards}
                    language={language}
                    columns={1}
                    listClassName={paired ? "row-span-5 grid grid-rows-subgrid" : undefined}
                  />
                </div>
              );
            })}
          </div>
        ) : (
          <CaseCards cards={cases} language={language} />
        )}
      </Section>

      <ProofSection copy={copy.proof} clients={clients} testimonials={testimonials} language={language} />

      <FounderSection copy={founder} language={language} people={people} />

      <NewsletterSection language={language} />

      <section aria-labelledby="cta-title" className="bg-paper py-20 sm:py-24">
        <div className="container-page">
          <div className={ctaCard}>
            <div className="max-w-2xl">
              <h2 id="cta-title" className="text-title font-bold tracking-tight text-white">
                {copy.cta.title}
              </h2>
              <p className="mt-4 text-lg text-on-night-muted">{copy.cta.body}</p>
            </div>
            <a href={localizePath("/consulting#contact", language)} className={buttonVariants({ size: "lg" })}>
              {copy.cta.action}
              <ArrowRight aria-hidden className="size-4" />
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

/** The letter for readers not ready to talk yet (issue 54): one field, no JavaScript needed. */
function NewsletterSection({ language }: { language: Language }) {
  if (COLLECTOR_ORIGIN === null) return null;
  return (
    <div className="bg-paper pt-20 sm:pt-24">
      <div className="container-page">
        <LetterSignup language={language} source={localizePath("/", language)} />
      </div>
    </div>
  );
}
