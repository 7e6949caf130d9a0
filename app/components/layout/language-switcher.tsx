import { CheckIcon, ChevronDownIcon, GlobeIcon } from "~/components/ui/shell-icons";
import { copyFor } from "~/content/catalogs";
import { LANGUAGE_TAGS, LANGUAGES, NATIVE_NAMES, type Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import { cn } from "~/lib/cn";

import { LANGUAGE_MENU_ID } from "./ids";

/**
 * The header's language menu: a button and a native popover of links to the same page in each
 * language, working from the first paint. Escape and a click outside close it (the platform);
 * `app/scripts/shell.ts` adds the arrow keys, the tooltip, and a click that keeps the query and
 * hash and replaces the history entry (SPEC section 4).
 */
export function LanguageSwitcher({ language, page }: { language: Language; page: string }) {
  const copy = copyFor("common", language).languageSwitcher;
  const tooltipId = "language-tooltip";
  return (
    <div className="relative">
      <button
        type="button"
        popoverTarget={LANGUAGE_MENU_ID}
        // Contains the visible "EN" (WCAG 2.5.3, label in name).
        aria-label={copy.current(language.toUpperCase(), NATIVE_NAMES[language])}
        data-tooltip={tooltipId}
        className={cn(
          // Narrower on the smallest phones (320 px), where the bar has no pixel to spare.
          "language-button inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold min-[360px]:px-3",
          "text-on-night hover:bg-white/10",
        )}
      >
        <GlobeIcon aria-hidden className="size-4" />
        <span aria-hidden className="w-5 uppercase">
          {language}
        </span>
        <ChevronDownIcon aria-hidden className="language-chevron size-4 transition-transform" />
      </button>
      <span id={tooltipId} role="tooltip" hidden className="tooltip">
        {copy.tooltip}
      </span>
      <div id={LANGUAGE_MENU_ID} popover="auto" className="language-menu">
        <ul aria-label={copy.label}>
          {LANGUAGES.map((option) => (
            <li key={option}>
              <a
                href={localizePath(page, option)}
                lang={LANGUAGE_TAGS[option]}
                hrefLang={LANGUAGE_TAGS[option]}
                aria-current={option === language ? "true" : undefined}
                data-switch-language={option}
                className={cn(
                  "flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-sm hover:bg-wash",
                  option === language && "font-semibold text-accent",
                )}
              >
                {NATIVE_NAMES[option]}
                {option === language ? <CheckIcon aria-hidden className="size-4" /> : null}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
