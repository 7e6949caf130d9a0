import { ArrowRight, Globe } from "lucide-react";
import { GitHubIcon, LinkedInIcon } from "~/components/ui/brand-icons";
import { identity } from "@shared/identity";
import type { CommonCopy } from "~/content/en/common";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import { cn } from "~/lib/cn";

const linkIcons = { linkedIn: LinkedInIcon, gitHub: GitHubIcon, website: Globe } as const;

/** The way to the instructor profile on the education page, with the credentials. */
export function ProfileLink({ copy, language }: { copy: CommonCopy["founder"]; language: Language }) {
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

/** Whether the build was given anything about the founder beyond what every page says. */
export function hasFounderProfile(language: Language): boolean {
  const { name, bio } = identity.instructor;
  return Boolean(name || bio[language]);
}

/** The home page's words about the founder: the configured bio first, then what the work is like. */
export function founderParagraphs(copy: CommonCopy["founder"], language: Language): string[] {
  const { name, bio } = identity.instructor;
  const intro = name ? copy.introNamed(name) : copy.introFounder;
  return bio[language] ? [bio[language], intro] : [intro];
}

/**
 * The founder as the build's settings describe them (`identity.instructor`, README): photo, name,
 * role, short bio and links, each only when given; nobody is invented. On the home page it
 * closes with a link to the instructor profile.
 */
export function FounderCard({
  copy,
  language,
  paragraphs,
  profileLink = false,
  className,
}: {
  copy: CommonCopy["founder"];
  language: Language;
  /** What the card says beside the photo and name. */
  paragraphs: readonly string[];
  profileLink?: boolean;
  className?: string;
}) {
  const { name, photo, links } = identity.instructor;
  const linked = name ? (Object.keys(linkIcons) as (keyof typeof linkIcons)[]).filter((site) => links[site]) : [];
  return (
    <div
      data-founder
      className={cn("flex flex-col gap-6 rounded-2xl border border-line bg-surface p-6 sm:flex-row sm:p-8", className)}
    >
      {photo && name ? (
        // Sized by its attributes too, so the text beside it never moves when it arrives.
        <img
          src={photo}
          alt={copy.photoAlt(name)}
          width={112}
          height={112}
          loading="lazy"
          decoding="async"
          className="size-28 shrink-0 rounded-2xl bg-wash object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        {name ? (
          <>
            <h3 className="text-xl font-semibold">{name}</h3>
            <p className="text-sm font-semibold text-accent">{copy.role}</p>
          </>
        ) : null}
        {paragraphs.map((paragraph, index) => (
          <p key={paragraph} className={cn("text-pretty text-muted", (name || index > 0) && "mt-3")}>
            {paragraph}
          </p>
        ))}
        {linked.length > 0 || profileLink ? (
          <ul className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium">
            {linked.map((site) => {
              const Icon = linkIcons[site];
              return (
                <li key={site}>
                  <a
                    href={links[site]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={copy.linkLabel(name, copy.links[site])}
                    className="inline-flex min-h-11 items-center gap-2 text-ink hover:text-accent hover:underline"
                  >
                    <Icon aria-hidden className="size-4" />
                    {copy.links[site]}
                  </a>
                </li>
              );
            })}
            {profileLink ? (
              <li>
                <ProfileLink copy={copy} language={language} />
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
