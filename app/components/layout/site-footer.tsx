import { Mail } from "lucide-react";
import { Link, useLocation } from "react-router";
import { identity } from "~/config/identity";
import { common as en } from "~/content/en/common";
import { common as pt } from "~/content/pt/common";
import { useCopy, useLanguage } from "~/i18n/language-provider";
import { LANGUAGE_TAGS, LANGUAGES, NATIVE_NAMES } from "~/i18n/languages";
import { LocalizedLink } from "~/i18n/localized-link";
import { switchLanguagePath } from "~/i18n/paths";
import { LinkedInIcon } from "~/components/ui/brand-icons";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";

const headingClass = "text-xs font-semibold tracking-widest text-on-night-muted uppercase";
const linkClass = "inline-flex min-h-8 items-center text-sm text-on-night hover:text-white hover:underline";

/**
 * The footer: links and text only, so it is a static part (see routes/language-layout.tsx).
 */
export default function SiteFooter() {
  const { nav, footer } = useCopy({ en, pt });
  const { language } = useLanguage();
  const location = useLocation();

  return (
    <footer className="render-on-approach border-t border-white/10 bg-night text-on-night">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="max-w-xs space-y-4">
          <Logo />
          <p className="text-sm text-on-night-muted">{footer.tagline}</p>
        </div>

        <nav aria-labelledby="footer-nav-title" className="space-y-3">
          <h2 id="footer-nav-title" className={headingClass}>
            {footer.navigationTitle}
          </h2>
          <ul className="space-y-1">
            <li>
              <LocalizedLink to="/" className={linkClass}>
                {nav.home}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/consulting" className={linkClass}>
                {nav.consulting}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/education" className={linkClass}>
                {nav.education}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/consulting#contact" className={linkClass}>
                {footer.getInTouch}
              </LocalizedLink>
            </li>
          </ul>
        </nav>

        <div className="space-y-3">
          <h2 className={headingClass}>{footer.servicesTitle}</h2>
          <ul className="space-y-2 text-sm text-on-night">
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
                  <Link
                    to={switchLanguagePath(location, option)}
                    replace
                    preventScrollReset
                    data-replace
                    lang={LANGUAGE_TAGS[option]}
                    hrefLang={LANGUAGE_TAGS[option]}
                    aria-current={option === language ? "true" : undefined}
                    className={cn(linkClass, option === language && "font-semibold text-white underline")}
                  >
                    {NATIVE_NAMES[option]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-on-night-muted sm:flex-row sm:justify-between">
          <p>
            © <span data-current-year>{buildOrCurrentYear()}</span> {identity.companyName}. {footer.rights}
          </p>
          <LocalizedLink to="/privacy" className="hover:text-white hover:underline">
            {footer.privacy}
          </LocalizedLink>
        </div>
      </div>
    </footer>
  );
}

/**
 * The year of the build in pre-rendered HTML, where `useCurrentYear` corrects it; the visitor's
 * clock when the footer is rendered in the browser.
 */
function buildOrCurrentYear(): number {
  return typeof document === "undefined" ? __BUILD_YEAR__ : new Date().getFullYear();
}
