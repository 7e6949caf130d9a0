import { buttonVariants } from "~/components/ui/button";
import { CloseIcon, MenuIcon } from "~/components/ui/shell-icons";
import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import { cn } from "~/lib/cn";
import { MOBILE_MENU_ID } from "./ids";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

const NAV_ITEMS = [
  { to: "/", key: "home" },
  { to: "/consulting", key: "consulting" },
  { to: "/education", key: "education" },
] as const;

/**
 * The fixed top bar, rendered at build time and never hydrated: the menus are native popovers
 * that work from the first paint, with or without JavaScript. `app/scripts/shell.ts` adds what
 * the platform does not: the solid background after 20 px of scroll, the menu button's label.
 */
export function SiteHeader({ language, page }: { language: Language; page: string }) {
  const copy = copyFor("common", language).nav;
  // "Get Started" goes to the form of the page it is on: the education page has its own (the
  // discovery call); every other page sends to the consulting form, as SPEC section 2 has it.
  const getStarted = localizePath(page === "/education" ? "/education#contact" : "/consulting#contact", language);
  const current = (to: string) => (to === page ? "page" : undefined);

  return (
    <header
      data-site-header
      data-solid="false"
      className={cn(
        "group/header fixed inset-x-0 top-0 z-50 transition-colors duration-200",
        "data-[solid=true]:bg-night/95 data-[solid=true]:shadow-lg data-[solid=true]:shadow-black/10",
        "data-[solid=true]:backdrop-blur has-[#mobile-menu:popover-open]:bg-night",
      )}
    >
      <div className="container-page flex h-(--header-height) items-center justify-between gap-2 lg:gap-4">
        <a href={localizePath("/", language)} aria-label={copy.homeLink} className="rounded-md text-on-night">
          <Logo />
        </a>

        <nav aria-label={copy.label} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <a
                  href={localizePath(item.to, language)}
                  aria-current={current(item.to)}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-on-night-muted lg:px-4",
                    "hover:text-white aria-[current=page]:text-white",
                  )}
                >
                  {copy[item.key]}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher language={language} page={page} />
          {/* A wrapper hides it on phones: the button's own display class would win over `hidden`. */}
          <div className="hidden md:block">
            <a href={getStarted} className={buttonVariants({ variant: "primary" })}>
              {copy.getStarted}
            </a>
          </div>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            aria-label={copy.openMenu}
            data-label-open={copy.openMenu}
            data-label-close={copy.closeMenu}
            // The icon lines up with the page's edge; the 44 px target reaches into the margin.
            className="-mr-2.5 inline-flex size-11 items-center justify-center rounded-full text-on-night hover:bg-white/10 md:hidden"
          >
            <MenuIcon aria-hidden className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <CloseIcon aria-hidden className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block" />
          </button>
        </div>
      </div>

      <nav id={MOBILE_MENU_ID} popover="auto" aria-label={copy.label} className="mobile-menu md:hidden">
        <ul className="container-page flex flex-col gap-1 py-4">
          {NAV_ITEMS.map((item) => (
            <li key={item.key}>
              <a
                href={localizePath(item.to, language)}
                aria-current={current(item.to)}
                className={cn(
                  "flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-on-night-muted",
                  "hover:bg-white/5 hover:text-white aria-[current=page]:text-white",
                )}
              >
                {copy[item.key]}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <a href={getStarted} className={cn(buttonVariants({ variant: "primary", size: "lg" }), "w-full")}>
              {copy.getStarted}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
