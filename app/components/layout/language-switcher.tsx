import { useCallback, useId, useRef, useState } from "react";
import { CheckIcon, ChevronDownIcon, GlobeIcon } from "~/components/ui/shell-icons";
import { Tooltip } from "~/components/ui/tooltip";
import { Link, useLocation } from "react-router";
import { common as en } from "~/content/en/common";
import { common as pt } from "~/content/pt/common";
import { useCopy, useLanguage } from "~/i18n/language-provider";
import { LANGUAGE_TAGS, LANGUAGES, NATIVE_NAMES } from "~/i18n/languages";
import { switchLanguagePath } from "~/i18n/paths";
import { cn } from "~/lib/cn";
import { useDismiss } from "~/lib/use-dismiss";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The header's language menu: a disclosure button and a list of links. The links are real
 * hrefs to the same page in the other language, so they work with a middle click too; a
 * normal click replaces the history entry instead of adding one.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const copy = useCopy({ en, pt }).languageSwitcher;
  const { language, resolved } = useLanguage();
  const location = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useDismiss(open, close, container, trigger);

  const loading = !hydrated || !resolved;

  // Arrow keys move between the options, as in a native menu; Tab works too.
  const onOptionKeyDown = (event: React.KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const links = Array.from(container.current?.querySelectorAll("ul a") ?? []) as HTMLAnchorElement[];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    links[(index + step + links.length) % links.length]?.focus();
  };

  return (
    <div ref={container} className={cn("relative", className)}>
      <Tooltip content={copy.tooltip}>
        {(describedBy) => (
          <button
            aria-describedby={describedBy}
            ref={trigger}
            type="button"
            disabled={loading}
            aria-busy={loading || undefined}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={loading ? copy.loading : copy.current(language.toUpperCase(), NATIVE_NAMES[language])}
            onClick={() => setOpen((value) => !value)}
            onKeyDown={(event) => {
              if (event.key !== "ArrowDown") return;
              event.preventDefault();
              setOpen(true);
              requestAnimationFrame(() => container.current?.querySelector<HTMLAnchorElement>("ul a")?.focus());
            }}
            className={cn(
              "inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-on-night",
              "hover:bg-white/10 disabled:cursor-progress",
            )}
          >
            <GlobeIcon aria-hidden className="size-4" />
            {loading ? (
              <span aria-hidden className="h-3 w-5 animate-pulse-late rounded bg-white/30" />
            ) : (
              <span aria-hidden className="w-5 uppercase">
                {language}
              </span>
            )}
            <ChevronDownIcon aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
          </button>
        )}
      </Tooltip>
      <ul
        id={listId}
        hidden={!open}
        aria-label={copy.label}
        className="absolute right-0 mt-2 min-w-44 rounded-xl border border-line bg-surface p-1.5 text-ink shadow-xl"
      >
        {LANGUAGES.map((option) => (
          <li key={option}>
            <Link
              to={switchLanguagePath(location, option)}
              replace
              preventScrollReset
              lang={LANGUAGE_TAGS[option]}
              hrefLang={LANGUAGE_TAGS[option]}
              aria-current={option === language ? "true" : undefined}
              onClick={close}
              onKeyDown={onOptionKeyDown}
              className={cn(
                "flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-sm hover:bg-wash",
                option === language && "font-semibold text-accent",
              )}
            >
              {NATIVE_NAMES[option]}
              {option === language ? <CheckIcon aria-hidden className="size-4" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
