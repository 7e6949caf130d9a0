import { Mail } from "lucide-react";
import { identity } from "@shared/identity";
import { copyFor } from "~/content/catalogs";
import { LANGUAGE_TAGS, LANGUAGES, NATIVE_NAMES, type Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import { LinkedInIcon } from "~/components/ui/brand-icons";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";

const headingClass = "text-xs font-semibold tracking-widest text-on-night-muted uppercase";
const linkClass = "inline-flex min-h-8 items-center text-sm text-on-night hover:text-white hover:underline";

/** The footer: links and text only, rendered at build time. */
export function SiteFooter({ language: language, page }: { language: Language; page: string }) {
  const { nav, footer } = copyFor("common", language);

  return (
    <footer className="border-t border-white/10 bg-night text-on-night">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="max-w-xs space-y-4">
          <Logo />
          <p className="text-sm text-balance text-on-night-muted">{footer.tagline}</p>
        </div>

        <nav aria-labelledby="footer-nav-title" className="space-y-3">
          <h2 id="footer-nav-title" className={headingClass}>
            {footer.navigationTitle}
          </h2>
          <ul className="space-y-1">
            <li>
              <a href={localizePath("/", language)} className={linkClass}>
                {nav.home}
              </a>
            </li>
            <li>
              <a href={localizePath("/consulting", language)} className={linkClass}>
                {nav.consulting}
              </a>
            </li>
            <li>
              <a href={localizePath("/education", language)} className={linkClass}>
                {nav.education}
              </a>
            </li>
            <li>
              <a href={localizePath("/insights", language)} className={linkClass}>
                {nav.insights}
              </a>
            </li>
            <li>
              <a href={localizePath("/consulting#contact", language)} className={linkClass}>
                {footer.getInTouch}
              </a>
            </li>
          </ul>
        </nav>

        <div className="space-y-3">
          <h2 className={headingClass}>{footer.servicesTitle}</h2>
          <ul className="space-y-2 text-sm text-balance text-on-night">
            {footer.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>

        <div className="space-y-6">
          <div className="space-y-3">
            <h2 className={headingClass}>{footer.connectTitle}</h2>
            <ul className="space-y-1">
              <li>
                <a
                  href={identity.linkedInUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={footer.linkedInLabel}
                  className={cn(linkClass, "gap-2")}
                >
                  <LinkedInIcon aria-hidden className="size-4" />
                  {footer.linkedIn}
                </a>
              </li>
              <li>
                <a href={`mailto:${identity.contactEmail}`} className={cn(linkClass, "gap-2")}>
                  <Mail aria-hidden className="size-4" />
                  {identity.contactEmail}
                </a>
              </li>
            </ul>
          </div>
          <div className="space-y-3">
            <h2 id="footer-language-title" className={headingClass}>
              {footer.languageTitle}
            </h2>
            <ul aria-labelledby="footer-language-title" className="flex gap-4">
              {LANGUAGES.map((option) => (
                <li key={option}>
                  <a
                    href={localizePath(page, option)}
                    data-switch-language={option}
                    lang={LANGUAGE_TAGS[option]}
                    hrefLang={LANGUAGE_TAGS[option]}
                    aria-current={option === language ? "true" : undefined}
                    className={cn(linkClass, option === language && "font-semibold text-white underline")}
                  >
                    {NATIVE_NAMES[option]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-on-night-muted sm:flex-row sm:justify-between">
          <p>
            {/* The year of the build; app/scripts/shell.ts puts the visitor's if it differs. */}©{" "}
            <span data-current-year>{new Date().getFullYear()}</span> {identity.companyName}. {footer.rights}
          </p>
          <a href={localizePath("/privacy", language)} className="hover:text-white hover:underline">
            {footer.privacy}
          </a>
        </div>
      </div>
    </footer>
  );
}
