import { VITALS_BEACON_PATH } from "@shared/vitals-beacon-path";

/**
 * Field Web Vitals (issue 52): how this page felt to its visitor, measured with the browser's own
 * observers (smaller than a library, and the same entries Google's `web-vitals` reads) and sent
 * once, when the page is first hidden, to the server, which joins it to the view it counted. No
 * cookie, no storage, no identifier. The shell asks for this file once the page is idle; nothing
 * is measured or sent when the browser says the visitor does not want to be tracked.
 *
 * - LCP: the last largest-contentful-paint entry (the browser stops them at the first input);
 * - INP: the slowest interaction, leaving out one in every 50 (web.dev's reading);
 * - CLS: the largest session of layout shifts without recent input (gaps under 1 s, at most 5 s);
 * - TTFB: the navigation's responseStart.
 * Times are from the page's activation (a prerendered page's start is when it was shown).
 */
const navigatorSignals = navigator as Navigator & { globalPrivacyControl?: boolean };
const navigation = performance.getEntriesByType("navigation")[0] as
  (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
const start = navigation?.activationStart ?? 0;
let lcp: number | undefined;
let cls = 0;
let session = { value: 0, first: 0, last: 0 };
/** The longest duration of each interaction. */
const interactions = new Map<number, number>();

type Timed = PerformanceEntry & { value?: number; hadRecentInput?: boolean; interactionId?: number };

function observe(type: string, read: (entry: Timed) => void, options: object = {}): void {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(read)).observe({ type, buffered: true, ...options });
  } catch {
    // A browser without this entry type reports the others.
  }
}

/** A time in whole milliseconds within what the server keeps, else nothing. */
const milliseconds = (value: number | undefined) =>
  value === undefined || value < 0 || value > 60_000 ? undefined : Math.round(value);

function send(): void {
  const sorted = [...interactions.values()].sort((a, b) => b - a);
  navigator.sendBeacon(
    (import.meta.env.VITE_ANALYTICS_BEACON === "1"
      ? (import.meta.env.VITE_ANALYTICS_ENDPOINT || import.meta.env.VITE_FORM_ENDPOINT || "").replace(/\/+$/, "")
      : "") + VITALS_BEACON_PATH,
    JSON.stringify({
      path: location.pathname.slice(0, 200),
      width: Math.max(1, Math.round(innerWidth)),
      lcp: milliseconds(lcp),
      inp: milliseconds(sorted[Math.min(Math.floor(sorted.length / 50), sorted.length - 1)]),
      cls: cls <= 10 ? Math.round(cls * 1e4) / 1e4 : undefined,
      ttfb: milliseconds(navigation && navigation.responseStart - start),
    }),
  );
}

if (!navigatorSignals.globalPrivacyControl && navigator.doNotTrack !== "1") {
  observe("largest-contentful-paint", (entry) => (lcp = Math.max(entry.startTime - start, 0)));
  observe("layout-shift", (entry) => {
    if (entry.hadRecentInput) return;
    const at = entry.startTime;
    session =
      session.value > 0 && at - session.last < 1_000 && at - session.first < 5_000
        ? { value: session.value + entry.value!, first: session.first, last: at }
        : { value: entry.value!, first: at, last: at };
    cls = Math.max(cls, session.value);
  });
  const interaction = (entry: Timed) => {
    if (entry.interactionId) {
      interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  };
  observe("event", interaction, { durationThreshold: 16 });
  observe("first-input", interaction);
  let sent = false;
  const once = () => {
    if (sent) return;
    sent = true;
    send();
  };
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && once());
  addEventListener("pagehide", once);
}
