import { ArrowRight, Check, ExternalLink } from "lucide-react";
import type { CommonCopy } from "~/content/en/common";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import type { Person } from "~/trust/collection";
import { cn } from "~/lib/cn";

/** The way to the instructor profile on the education page, with the credentials. */
function ProfileLink({ copy, language }: { copy: CommonCopy["founder"]; language: Language }) {
  return (
    <a
      href={localizePath("/education#instructor", language)}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-accent hover:underline"
    >
      {copy.profile}
      <ArrowRight aria-hidden className="size-4" />
    </a>
  );
}

/** The first letters of a name, for the tile that stands where no photo was given. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

/**
 * A person as the owner entered them in `app/content/people/`: photo (or their initials), name,
 * role, bio and profile link. Nobody is invented: without an entry the pages speak of the founder.
 */
export function PersonCard({
  person,
  copy,
  headingLevel = 3,
  className,
}: {
  person: Person;
  copy: CommonCopy["founder"];
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-person
      className={cn("flex flex-col gap-6 rounded-2xl border border-line bg-surface p-6 sm:flex-row sm:p-8", className)}
    >
      {person.photo ? (
        // Sized by its attributes too, so the text beside it never moves when it arrives.
        <img
          src={person.photo.src}
          alt={copy.photoAlt(person.name)}
          width={person.photo.width}
          height={person.photo.height}
          loading="lazy"
          decoding="async"
          className="size-28 shrink-0 rounded-2xl bg-wash object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-28 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-3xl font-bold text-accent"
        >
          {initials(person.name)}
        </span>
      )}
      <div className="min-w-0 flex-1 break-words">
        <Heading className="text-xl font-semibold">{person.name}</Heading>
        <p className="text-sm font-semibold text-accent">{person.role}</p>
        <p className="mt-3 text-pretty text-muted">{person.bio}</p>
        {person.profileUrl ? (
          <a
            href={person.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={copy.profileLabel(person.name)}
            className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink hover:text-accent hover:underline"
          >
            {copy.profileLink}
            <ExternalLink aria-hidden className="size-4" />
          </a>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The home page's "who is behind it": the people beside the heading when the owner has entered
 * them; without, what working with the founder is like, so the wide layout has no empty half.
 */
export function FounderSection({
  copy,
  language,
  people,
}: {
  copy: CommonCopy["founder"];
  language: Language;
  people: readonly Person[];
}) {
  return (
    <section
      id="founder"
      aria-labelledby="founder-title"
      className="render-on-approach bg-paper pt-20 text-ink sm:pt-24"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <header>
          <p className="text-sm font-semibold tracking-wide text-accent">{copy.eyebrow}</p>
          <h2 id="founder-title" className="mt-2 text-title font-bold tracking-tight">
            {copy.title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted">
            {people[0] ? copy.introNamed(people[0].name) : copy.introFounder}
          </p>
          <div className="mt-6">
            <ProfileLink copy={copy} language={language} />
          </div>
        </header>
        {people.length > 0 ? (
          <div className="grid gap-6">
            {people.map((person) => (
              <PersonCard key={person.name} person={person} copy={copy} />
            ))}
          </div>
        ) : (
          <div className="rounded-2xl border border-line bg-wash p-6 sm:p-8">
            <h3 className="text-lg font-semibold">{copy.promisesTitle}</h3>
            <ul className="mt-5 space-y-4">
              {copy.promises.map((promise) => (
                <li key={promise} className="flex gap-3">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
                  <span>{promise}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
