import { useCallback, useRef, useState } from "react";
import { useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { CloseIcon, MenuIcon } from "~/components/ui/shell-icons";
import { common as en } from "~/content/en/common";
import { common as pt } from "~/content/pt/common";
import { useCopy } from "~/i18n/language-provider";
import { LocalizedLink, LocalizedNavLink } from "~/i18n/localized-link";
import { cn } from "~/lib/cn";
import { useDismiss } from "~/lib/use-dismiss";
import { useHydrated } from "~/lib/use-hydrated";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

/** SPEC section 9: the bar turns solid once the page has scrolled more than this. */
export const SOLID_AFTER_PX = 20;

const NAV_ITEMS = [
  { to: "/", key: "home" },
  { to: "/consulting", key: "consulting" },
  { to: "/education", key: "education" },
] as const;

export function SiteHeader() {
  const copy = useCopy({ en, pt }).nav;
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useDismiss(menuOpen, closeMenu, header, menuButton);

  // Any navigation, including back and forward, leaves the menu closed.
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const solid = scrolled || menuOpen;

  return (
    <header
      ref={header}
      data-solid={solid}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-colors duration-200",
        // Not solid, it still darkens what is under it enough for its light text: over the dark hero
        // it is barely there, and over a white section (scrolled before the header takes over, or
        // for the frame before the scroll is noticed) the links stay readable.
        solid ? "bg-night/95 shadow-lg shadow-black/10 backdrop-blur" : "bg-night/80",
      )}
    >
      <div className="container-page flex h-(--header-height) items-center justify-between gap-4">
        <LocalizedLink to="/" aria-label={copy.homeLink} className="rounded-md text-on-night">
          <Logo />
        </LocalizedLink>

        <nav aria-label={copy.label} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <LocalizedNavLink
                  to={item.to}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-on-night-muted",
                    "hover:text-white aria-[current=page]:text-white",
                  )}
                >
                  {copy[item.key]}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          {/* A wrapper hides it on phones: the button's own display class would win over `hidden`. */}
          <div className="hidden md:block">
            <LocalizedLink to="/consulting#contact" className={buttonVariants({ variant: "primary" })}>
              {copy.getStarted}
            </LocalizedLink>
          </div>
          <button
            ref={menuButton}
            type="button"
            disabled={!hydrated}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? copy.closeMenu : copy.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-11 items-center justify-center rounded-full text-on-night hover:bg-white/10 md:hidden"
          >
            {menuOpen ? <CloseIcon aria-hidden className="size-6" /> : <MenuIcon aria-hidden className="size-6" />}
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label={copy.label}
        hidden={!menuOpen}
        className="border-t border-white/10 bg-night md:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {NAV_ITEMS.map((item) => (
            <li key={item.key}>
              <LocalizedNavLink
                to={item.to}
                onClick={closeMenu}
                className={cn(
                  "flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-on-night-muted",
                  "hover:bg-white/5 hover:text-white aria-[current=page]:text-white",
                )}
              >
                {copy[item.key]}
              </LocalizedNavLink>
            </li>
          ))}
          <li className="pt-2">
            <LocalizedLink
              to="/consulting#contact"
              onClick={closeMenu}
              className={cn(buttonVariants({ variant: "primary", size: "lg" }), "w-full")}
            >
              {copy.getStarted}
            </LocalizedLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
