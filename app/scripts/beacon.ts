import { PAGE_VIEW_BEACON_PATH } from "@shared/page-view-beacon-path";

/**
 * The static-host beacon (issue 26, point 7; docs/decisions/059), in the build only with
 * `VITE_ANALYTICS_BEACON=1`: when the pages are not sent by our server, the page reports what
 * the server would have seen (its path and query, the referrer's origin) to the collector, once,
 * as it loads. No cookie, no storage, no identifier: the collector keys the visitor as it keys a
 * served page. A prerendered page reports only when it is shown.
 */
const collector = (import.meta.env.VITE_ANALYTICS_ENDPOINT || import.meta.env.VITE_FORM_ENDPOINT || "").replace(
  /\/+$/,
  "",
);

function report(): void {
  let referrer = "";
  try {
    referrer = new URL(document.referrer).origin;
  } catch {
    // No referrer.
  }
  navigator.sendBeacon(
    collector + PAGE_VIEW_BEACON_PATH,
    JSON.stringify({ path: location.pathname.slice(0, 1000), search: location.search.slice(0, 1000), referrer }),
  );
}

if ((document as Document & { prerendering?: boolean }).prerendering) {
  document.addEventListener("prerenderingchange", report, { once: true });
} else {
  report();
}
