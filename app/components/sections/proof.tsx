import type { HomeCopy } from "~/content/en/home";
import type { Client, Testimonial } from "~/trust/collection";
import { Section } from "~/components/ui/section";
import { quoted } from "@shared/quotes";
import type { Language } from "@shared/languages";

/**
 * Outside proof on the home page: the clients who agreed to be named and what their people said,
 * from `app/content/clients/` and `app/content/testimonials/`. Without either, no section at all:
 * an empty band would read as something missing.
 */
export function ProofSection({
  copy,
  clients,
  testimonials,
  language,
}: {
  copy: HomeCopy["proof"];
  clients: readonly Client[];
  testimonials: readonly Testimonial[];
  language: Language;
}) {
  if (clients.length === 0 && testimonials.length === 0) return null;
  return (
    <Section id="clients" eyebrow={copy.eyebrow} title={copy.title} padding="pt-20 sm:pt-24">
      {clients.length > 0 ? (
        <ul aria-label={copy.clientsLabel} className="flex flex-wrap items-center gap-x-10 gap-y-6">
          {clients.map((client) => {
            const mark = client.logo ? (
              <img
                src={client.logo.src}
                alt={client.name}
                width={client.logo.width}
                height={client.logo.height}
                loading="lazy"
                decoding="async"
                className="max-h-12 w-auto object-contain"
              />
            ) : (
              <span className="text-lg font-semibold text-muted">{client.name}</span>
            );
            return (
              <li key={client.name} className="break-words">
                {client.url ? (
                  <a
                    href={client.url}
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center hover:underline"
                  >
                    {mark}
                  </a>
                ) : (
                  mark
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {testimonials.length > 0 ? (
        <ul className={clients.length > 0 ? "mt-12 grid gap-6 lg:grid-cols-2" : "grid gap-6 lg:grid-cols-2"}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.person}>
              <figure className="h-full rounded-2xl border border-line bg-surface p-6 sm:p-8">
                <blockquote className="text-lg text-pretty">
                  <p>{quoted(testimonial.quote, language)}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-muted">
                  {[testimonial.person, testimonial.role, testimonial.company].join(", ")}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
