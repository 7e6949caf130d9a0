import { LANGUAGE_MENU_ID, MOBILE_MENU_ID } from "~/components/layout/ids";
import { coerceLanguage, type Language } from "@shared/languages";
import { languageFromPath, switchLanguagePath } from "@shared/paths";
import { browserStorage, saveLanguage } from "~/i18n/storage";
import { enhanceTooltips } from "./tooltip";
import { keepDraftOfNativeSubmit } from "~/forms/draft-before-hydration";
import vitals from "./vitals?script-file";

/**
 * What every localized page runs, as one small module and no framework, as soon as it comes. The menus already work without it (native popovers); this adds what the platform
 * does not do by itself.
 */

/** SPEC section 9: the bar turns solid once the page has scrolled more than this. */
const SOLID_AFTER_PX = 20;

/** Transparent at the top, solid after 20 px of scroll and while the mobile menu is open. */
function topBar(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  const menu = document.getElementById(MOBILE_MENU_ID);
  if (!header) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    const solid = window.scrollY > SOLID_AFTER_PX || !!menu?.matches(":popover-open");
    header.dataset.solid = String(solid);
  };
  window.addEventListener("scroll", () => (frame ||= requestAnimationFrame(update)), { passive: true });
  menu?.addEventListener("toggle", update);
  update();
}

/** The popovers' buttons say whether they are open; the menu button says what it will do. */
function menuButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[popovertarget]")) {
    const popover = button.popoverTargetElement;
    if (!(popover instanceof HTMLElement)) continue;
    button.setAttribute("aria-expanded", "false");
    popover.addEventListener("toggle", (event) => {
      const open = (event as ToggleEvent).newState === "open";
      button.setAttribute("aria-expanded", String(open));
      const label = open ? button.dataset.labelClose : button.dataset.labelOpen;
      if (label) button.setAttribute("aria-label", label);
    });
  }
  // A link to a place on this same page does not load a new one: close the menu behind it.
  const mobileMenu = document.getElementById(MOBILE_MENU_ID);
  mobileMenu?.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) mobileMenu.hidePopover();
  });
}

/** Arrow keys in the language menu, as in a native menu: down on the button opens it. */
function languageMenuKeys(): void {
  const menu = document.getElementById(LANGUAGE_MENU_ID);
  const button = document.querySelector<HTMLButtonElement>(`button[popovertarget="${LANGUAGE_MENU_ID}"]`);
  if (!menu || !button) return;
  const links = () => Array.from(menu.querySelectorAll<HTMLAnchorElement>("a[href]"));
  button.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    menu.showPopover();
    links()[0]?.focus();
  });
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    all[(index + step + all.length) % all.length]?.focus();
  });
}

/**
 * A language link leads to the same page in that language, keeping the query and the hash, and
 * replaces the history entry (SPEC section 4). Without this, its href does all but the last two.
 */
function languageLinks(): void {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[data-switch-language]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    const language: Language = coerceLanguage(link.dataset.switchLanguage);
    saveLanguage(browserStorage(), language);
    // A page the server wrote (a booking link: no language in its path) names the same page in
    // the other language in the link itself (docs/decisions/095).
    const onSite = languageFromPath(window.location.pathname) !== undefined;
    window.location.replace(onSite ? switchLanguagePath(window.location, language) : link.href);
  });
}

/**
 * The field figures' file (issue 52), asked for once the page has loaded and the browser is idle:
 * nothing it does, fetching it included, can compete with the page. It only listens until the
 * page is hidden.
 */
function measureOnceIdle(): void {
  const idle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(() => void import(/* @vite-ignore */ vitals))
      : void import(/* @vite-ignore */ vitals);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

/** The footer is built with the year of the build; the visitor's clock decides. */
function currentYear(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll("[data-current-year]")) {
    if (element.textContent !== year) element.textContent = year;
  }
}

// The page's inline script has remembered the path's language and asked for this file
// (page-script.ts, docs/decisions/153); all of it runs as it comes. Until then the page works as
// it does without JavaScript: a language link leads to the other language's page.
languageLinks();
// A form submitted before its island hydrates keeps its text (issue 27, point 6): the island
// runtime comes in this same file, so no island hydrates before this listens.
document.addEventListener("submit", keepDraftOfNativeSubmit, { capture: true });
// The rest in tasks of their own (issue 52): on a slow phone, one task doing all of it, after the
// file's own evaluation (and the island runtime's, on a form page), blocked the page past 50 ms.
const later = (work: () => void) => setTimeout(work, 0);
later(topBar);
later(menuButtons);
later(languageMenuKeys);
later(() => {
  currentYear();
  enhanceTooltips();
});
later(measureOnceIdle);
