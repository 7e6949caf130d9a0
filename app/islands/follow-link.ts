import type { MouseEvent } from "react";
import type { NavigateFunction } from "react-router";

/**
 * Client-side navigation for the plain links of pre-rendered HTML that React has not hydrated:
 * what `<Link>` would have done, for a click it would have handled. Everything else (new tab,
 * download, another site, `mailto:`, an anchor on the same page) is left to the browser.
 */
export function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  if (anchor.origin !== window.location.origin) return;
  const { pathname, search, hash } = anchor;
  if (hash && pathname === window.location.pathname && search === window.location.search) return;
  event.preventDefault();
  // `data-replace` marks what a `<Link replace preventScrollReset>` rendered: a language switch.
  const replace = anchor.hasAttribute("data-replace");
  void navigate(pathname + search + hash, { replace, preventScrollReset: replace });
}
