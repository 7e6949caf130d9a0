import type { KeyedPageView } from "../analytics/store.js";

/** A direct desktop view of `/en/` by `key-a` at `at`, with what differs in `overrides`. */
export function pageView(at: string, overrides: Partial<KeyedPageView> = {}): KeyedPageView {
  return {
    viewedAt: new Date(at),
    path: "/en/",
    language: "en",
    referrerHost: null,
    channel: "direct",
    source: null,
    medium: "direct",
    campaign: null,
    content: null,
    term: null,
    device: "desktop",
    visitorKey: "key-a",
    ...overrides,
  };
}
